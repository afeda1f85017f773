import {
  blankProperty,
  LANDLORD_REQUIRED_MESSAGE,
  type PropertyCreate,
  type PropertyCreateInput,
  type PropertyUpdate,
  propertyCreateSchema,
} from '@staydesk/domain';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod/mini';

/**
 * The wizard validates with the schema the API route uses, plus the one rule the
 * server applies on top: a property made through the wizard has a landlord.
 */
export const propertyFormSchema = propertyCreateSchema.check(
  z.refine((value) => value.landlordId !== null, {
    message: LANDLORD_REQUIRED_MESSAGE,
    path: ['landlordId'],
  }),
);
export type PropertyFormInput = PropertyCreateInput;
export type PropertyFormOutput = PropertyCreate;

export const blankPropertyForm = (): PropertyFormInput => blankProperty();

export const WIZARD_STEPS = ['landlord', 'address', 'layout', 'terms', 'photos', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The fields each step owns: "Next" validates only these, so later steps are not judged early. */
export const STEP_FIELDS: Record<WizardStep, readonly FieldPath<PropertyFormInput>[]> = {
  landlord: ['landlordId'],
  address: ['address'],
  layout: ['title', 'type', 'bedrooms', 'bathrooms', 'maxGuests'],
  terms: [
    'parking',
    'pets',
    'checkInMethod',
    'cleaning',
    'linen',
    'cancellationPolicy',
    'costs',
    'minimumStayNights',
  ],
  photos: ['images'],
  review: [],
};

/** The step a server field error belongs to (its first path segment), to send the user back. */
export function stepOfField(path: string): WizardStep {
  const root = path.split('.')[0] ?? '';
  for (const step of WIZARD_STEPS) {
    if (STEP_FIELDS[step].some((field) => field === root || field.startsWith(`${root}.`))) {
      return step;
    }
  }
  return 'review';
}

/** Every top-level field of the form (server field errors map back onto these). */
export const FORM_FIELDS = WIZARD_STEPS.flatMap((step) => STEP_FIELDS[step]);

/** The form's values from a property as read. */
export function propertyFormValues(property: PropertyFormOutput): PropertyFormInput {
  const {
    landlordId,
    title,
    type,
    status,
    address,
    bedrooms,
    bathrooms,
    maxGuests,
    amenities,
    description,
    images,
    parking,
    pets,
    checkInMethod,
    cleaning,
    linen,
    cancellationPolicy,
    costs,
    minimumStayNights,
    isTemporary,
    sourceUrl,
  } = property;
  return {
    landlordId,
    title,
    type,
    status,
    address,
    bedrooms,
    bathrooms,
    maxGuests,
    amenities,
    description,
    images,
    parking,
    pets,
    checkInMethod,
    cleaning,
    linen,
    cancellationPolicy,
    costs,
    minimumStayNights,
    isTemporary,
    sourceUrl,
  };
}

/** Only what changed goes into the PATCH (compared by value), with the version the form read. */
export function changedPropertyFields(
  property: PropertyFormOutput & { version: number },
  form: PropertyFormOutput,
): PropertyUpdate {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(form) as (keyof PropertyFormOutput)[]) {
    if (JSON.stringify(form[key]) !== JSON.stringify(property[key])) changes[key] = form[key];
  }
  return { ...changes, version: property.version };
}
