// The root entry of @staydesk/domain: the shared core (API envelopes, bounds, dates, roles and
// permissions, screens, statuses, …) and the entities that were reached from here before each had
// its own entry. A new entity is imported from its own entry, `@staydesk/domain/<file>`
// (package.json "exports"), and is not added here.
export * from './api';
export * from './bounds';
export * from './constants';
export * from './dates';
export * from './entities/address';
export * from './entities/bank-payment';
export * from './entities/billing-company';
export * from './entities/booking';
export * from './entities/booking-report';
export * from './entities/client';
export * from './entities/common';
export * from './entities/company';
export * from './entities/enquiry';
export * from './entities/invoice';
export * from './entities/invoice-api';
export * from './entities/invoice-billing';
export * from './entities/landlord';
export * from './entities/money';
export * from './entities/offer';
export * from './entities/property';
export * from './entities/public';
export * from './entities/settings';
export * from './entities/sign-up';
export * from './entities/tracker';
export * from './entities/user';
export * from './entities/work';
export * from './geo';
export * from './images';
export * from './list-values';
export * from './navigation';
export * from './numbers';
export * from './offers';
export * from './options';
export * from './pagination';
export * from './permissions';
export * from './rich-text';
export * from './roles';
export * from './screens';
export * from './statuses';
export * from './stays';
export * from './tabs';
export * from './text';
export * from './validation';
