/**
 * Empty states of the modules later work fills: each says what the screen will hold. Keyed by
 * the module screen id used in src/app/routes/modules.tsx.
 */
export const modules = {
  propertiesList: {
    title: 'Listings',
    text: 'Every property sourced from landlords, with type, location, status and nightly cost, will be listed here.',
  },
  propertyDetail: {
    title: 'Listing',
    text: 'This property’s address, rooms, amenities, costs and availability will be shown here.',
  },
  propertyCreate: {
    title: 'Create a listing',
    text: 'The form to add a landlord’s property, with its rooms, amenities and costs, will be here.',
  },
  propertySuccess: {
    title: 'Listing saved',
    text: 'The confirmation of a newly created listing will be shown here.',
  },
  propertiesReport: {
    title: 'Listings report',
    text: 'Figures on listings by status, area and availability will be reported here.',
  },
  enquiriesList: {
    title: 'Enquiries',
    text: 'Incoming enquiries, in tabs by status with a count per tab, will be listed here.',
  },
  enquiriesReport: {
    title: 'Enquiries report',
    text: 'Figures on enquiries received, converted and lost will be reported here.',
  },
  enquiryCreate: {
    title: 'Create an enquiry',
    text: 'The form to record who needs to stay, where, when and within what budget will be here.',
  },
  enquiryDetail: {
    title: 'Enquiry',
    text: 'This enquiry’s requirements, assignee and the properties offered against it will be shown here.',
  },
  enquiryPropertyHistory: {
    title: 'Offer history',
    text: 'Every price and status change of this property on the enquiry will be listed here.',
  },
  bookingCreate: {
    title: 'Create a booking',
    text: 'The form to book a property for an enquiry’s guests will be here.',
  },
  bookingsList: {
    title: 'Bookings',
    text: 'Bookings, in tabs such as check-in, check-out, active and needs attention, will be listed here.',
  },
  bookingDetail: {
    title: 'Booking',
    text: 'This booking’s stay, guests, property, extensions, costs and margin will be shown here.',
  },
  bookingsReport: {
    title: 'Bookings report',
    text: 'Figures on bookings, nights and margins will be reported here.',
  },
  invoicesList: {
    title: 'Invoices',
    text: 'Invoices with their number, billing company, status, total and balance will be listed here.',
  },
  invoiceDetail: {
    title: 'Invoice',
    text: 'This invoice’s items, taxes, payments and balance will be shown here.',
  },
  invoicePayment: {
    title: 'Invoice payment',
    text: 'Recording a payment against this invoice will happen here.',
  },
  invoiceCreate: {
    title: 'Create an invoice',
    text: 'The form to invoice bookings to a billing company will be here.',
  },
  negativeInvoiceCreate: {
    title: 'Create a negative invoice',
    text: 'The form to raise a negative invoice will be here.',
  },
  invoiceItems: {
    title: 'Invoice items',
    text: 'The catalogue of items that invoices can carry will be listed here.',
  },
  taxRates: {
    title: 'Tax rates',
    text: 'The tax rates applied to invoice items will be listed here.',
  },
  invoiceAuth: {
    title: 'Accounting authorisation',
    text: 'Connecting the accounting service that invoices are sent to will happen here.',
  },
  invoiceConfirmation: {
    title: 'Invoice confirmation',
    text: 'The confirmation of an issued invoice will be shown here.',
  },
  invoiceBookings: {
    title: 'Bookings to invoice',
    text: 'Bookings that are due to be invoiced will be listed here.',
  },
  creditNotes: {
    title: 'Credit notes',
    text: 'Credit notes with the invoice each one credits will be listed here.',
  },
  bankPayments: {
    title: 'Bank payments',
    text: 'Bank payments and how they are matched to invoices will be listed here.',
  },
  bankPaymentCreate: {
    title: 'Create a bank payment',
    text: 'The form to record a bank payment will be here.',
  },
  tracker: {
    title: 'Tracker',
    text: 'Check-ins, check-outs, extensions and payments that must be chased will be tracked here.',
  },
  landlordCreate: {
    title: 'Create a landlord',
    text: 'The form to add a landlord with their contact details and company will be here.',
  },
  landlordsList: {
    title: 'Landlords',
    text: 'Landlords with their contact details and properties will be listed here.',
  },
  landlordDetail: {
    title: 'Landlord',
    text: 'This landlord’s contacts, properties, certifications and badges will be shown here.',
  },
  tasks: {
    title: 'Tasks',
    text: 'Tasks with their due time, assignee and the record they concern will be listed here.',
  },
  reporting: {
    title: 'Reporting',
    text: 'Reports across enquiries, bookings and invoices will be gathered here.',
  },
  help: {
    title: 'Help',
    text: 'Guides to working in Staydesk will be here.',
  },
} as const;
