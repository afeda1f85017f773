import { z } from 'zod/mini';

/** One choice of a select, radio group or chip list: the stored value and the label shown. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export type OptionValue<L extends readonly Option[]> = L[number]['value'];

/** The values of an option list, in order. */
export function optionValues<const L extends readonly Option[]>(list: L): OptionValue<L>[] {
  return list.map((option) => option.value);
}

/** A zod enum of an option list's values. */
export function optionSchema<const L extends readonly [Option, ...Option[]]>(list: L) {
  return z.enum(optionValues(list) as [OptionValue<L>, ...OptionValue<L>[]]);
}

/** The label of a value; an unknown value is shown as stored, and a missing one as ''. */
export function optionLabel(list: readonly Option[], value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return list.find((option) => option.value === value)?.label ?? value;
}

// Spec §3 option sets. Values are stored; labels are what staff read.

export const PROPERTY_TYPES = [
  { value: 'house', label: 'House' },
  { value: 'bungalow', label: 'Bungalow' },
  { value: 'maisonette', label: 'Maisonette' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'duplex', label: 'Duplex Apartment' },
  { value: 'studio', label: 'Studio' },
  { value: 'mobile', label: 'Mobile Home' },
  { value: 'annex', label: 'Annex' },
] as const;
export type PropertyType = OptionValue<typeof PROPERTY_TYPES>;
export const propertyTypeSchema = optionSchema(PROPERTY_TYPES);

export const BED_TYPES = [
  { value: 'single', label: 'Single' },
  { value: 'double', label: 'Double' },
  { value: 'king', label: 'King' },
  { value: 'sofa', label: 'Sofa Bed' },
  { value: 'cots', label: 'Cot' },
  { value: 'twins', label: 'Twin Single' },
  { value: 'bunk', label: 'Bunk' },
] as const;
export type BedType = OptionValue<typeof BED_TYPES>;
export const bedTypeSchema = optionSchema(BED_TYPES);

export const BATHROOM_TYPES = [
  { value: 'wc', label: 'WC' },
  { value: 'walk-in-shower', label: 'Walk-in Shower' },
  { value: 'wet-room', label: 'Wet Room' },
  { value: 'bath', label: 'Bath' },
  { value: 'bath-plus-shower', label: 'Bath with Shower' },
  { value: 'bath-plus-free-shower', label: 'Bath and Separate Shower' },
] as const;
export type BathroomType = OptionValue<typeof BATHROOM_TYPES>;
export const bathroomTypeSchema = optionSchema(BATHROOM_TYPES);

/** Cleaning and linen frequencies. */
export const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'fortnightly', label: 'Fortnightly' },
  { value: 'upon-request', label: 'Upon Request' },
] as const;
export type Frequency = OptionValue<typeof FREQUENCIES>;
export const frequencySchema = optionSchema(FREQUENCIES);

/** Whether a cleaning or linen service is in the price or charged on top. */
export const CHARGE_BASIS = [
  { value: 'included', label: 'Included' },
  { value: 'extra-charge', label: 'Extra Charge' },
] as const;
export type ChargeBasis = OptionValue<typeof CHARGE_BASIS>;
export const chargeBasisSchema = optionSchema(CHARGE_BASIS);

export const PARKING_OPTIONS = [
  { value: 'on-site-free', label: 'On-site (Free)' },
  { value: 'on-site-chargeable', label: 'On-site (Chargeable)' },
  { value: 'off-site-free', label: 'Off-site (Free)' },
  { value: 'off-site-chargeable', label: 'Off-site (Chargeable)' },
] as const;
export type ParkingOption = OptionValue<typeof PARKING_OPTIONS>;
export const parkingOptionSchema = optionSchema(PARKING_OPTIONS);

export const CANCELLATION_POLICIES = [
  { value: 'non-refundable', label: 'Non-refundable' },
  { value: '7-days-cancellation', label: '7 Days Cancellation' },
  { value: '14-days-cancellation', label: '14 Days Cancellation' },
  { value: '21-days-cancellation', label: '21 Days Cancellation' },
  { value: '28-days-cancellation', label: '28 Days Cancellation' },
  { value: 'none', label: 'Other' },
] as const;
export type CancellationPolicy = OptionValue<typeof CANCELLATION_POLICIES>;
export const cancellationPolicySchema = optionSchema(CANCELLATION_POLICIES);

/** Used for pets and similar extras. */
export const YES_FREE_CHARGEABLE_NO = [
  { value: 'yes-free', label: 'Yes (Free)' },
  { value: 'yes-chargeable', label: 'Yes (Chargeable)' },
  { value: 'no', label: 'No' },
] as const;
export type YesFreeChargeableNo = OptionValue<typeof YES_FREE_CHARGEABLE_NO>;
export const yesFreeChargeableNoSchema = optionSchema(YES_FREE_CHARGEABLE_NO);

export const CHECK_IN_METHODS = [
  { value: 'meet-and-greet', label: 'Meet and Greet' },
  { value: 'key-box', label: 'Key Box' },
] as const;
export type CheckInMethod = OptionValue<typeof CHECK_IN_METHODS>;
export const checkInMethodSchema = optionSchema(CHECK_IN_METHODS);

export const AMENITY_TABS = [
  { value: 'general', label: 'Summary' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'laundry', label: 'Laundry' },
  { value: 'outside', label: 'Outside' },
  { value: 'safety', label: 'Safety' },
] as const;
export type AmenityTab = OptionValue<typeof AMENITY_TABS>;
export const amenityTabSchema = optionSchema(AMENITY_TABS);

/** The property cost fields; margin is a percentage, the others are money. */
export const COST_FIELDS = [
  { value: 'nightlyRate', label: 'Nightly Rate' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'cleaningFee', label: 'Cleaning Fee' },
  { value: 'parking', label: 'Parking' },
  { value: 'petFee', label: 'Pet Fee' },
  { value: 'exitClean', label: 'Exit Clean' },
  { value: 'margin', label: 'Margin' },
] as const;
export type CostField = OptionValue<typeof COST_FIELDS>;
export const costFieldSchema = optionSchema(COST_FIELDS);

/** What a quote sent out is built from: the property's address and the external costs. */
export const QUOTE_OUT_CATEGORIES = [
  { value: 'address', label: 'Address' },
  { value: 'externalCosts', label: 'External Costs' },
] as const;
export type QuoteOutCategory = OptionValue<typeof QUOTE_OUT_CATEGORIES>;
export const quoteOutCategorySchema = optionSchema(QUOTE_OUT_CATEGORIES);

/** The address parts a quote shows; zip is labelled Postcode. */
export const QUOTE_OUT_ADDRESS_FIELDS = [
  { value: 'number', label: 'Number' },
  { value: 'street', label: 'Street' },
  { value: 'city', label: 'City' },
  { value: 'zip', label: 'Postcode' },
] as const;
export type QuoteOutAddressField = OptionValue<typeof QUOTE_OUT_ADDRESS_FIELDS>;
export const quoteOutAddressFieldSchema = optionSchema(QUOTE_OUT_ADDRESS_FIELDS);
