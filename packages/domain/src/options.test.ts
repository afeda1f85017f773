import { describe, expect, it } from 'vitest';
import {
  AMENITY_TABS,
  BATHROOM_TYPES,
  BED_TYPES,
  bedTypeSchema,
  CANCELLATION_POLICIES,
  CHARGE_BASIS,
  CHECK_IN_METHODS,
  COST_FIELDS,
  FREQUENCIES,
  optionLabel,
  optionValues,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  propertyTypeSchema,
  QUOTE_OUT_ADDRESS_FIELDS,
  QUOTE_OUT_CATEGORIES,
  YES_FREE_CHARGEABLE_NO,
} from './options';

describe('option sets of spec §3', () => {
  it('property types, with the labels the spec gives', () => {
    expect(optionValues(PROPERTY_TYPES)).toEqual([
      'house',
      'bungalow',
      'maisonette',
      'apartment',
      'duplex',
      'studio',
      'mobile',
      'annex',
    ]);
    expect(optionLabel(PROPERTY_TYPES, 'duplex')).toBe('Duplex Apartment');
    expect(optionLabel(PROPERTY_TYPES, 'mobile')).toBe('Mobile Home');
    expect(optionLabel(PROPERTY_TYPES, 'house')).toBe('House');
  });

  it('bed types', () => {
    expect(optionValues(BED_TYPES)).toEqual([
      'single',
      'double',
      'king',
      'sofa',
      'cots',
      'twins',
      'bunk',
    ]);
    expect(optionLabel(BED_TYPES, 'sofa')).toBe('Sofa Bed');
    expect(optionLabel(BED_TYPES, 'cots')).toBe('Cot');
    expect(optionLabel(BED_TYPES, 'twins')).toBe('Twin Single');
  });

  it('bathroom types', () => {
    expect(optionValues(BATHROOM_TYPES)).toEqual([
      'wc',
      'walk-in-shower',
      'wet-room',
      'bath',
      'bath-plus-shower',
      'bath-plus-free-shower',
    ]);
  });

  it('cleaning and linen frequencies, included or extra-charge', () => {
    expect(optionValues(FREQUENCIES)).toEqual(['daily', 'weekly', 'fortnightly', 'upon-request']);
    expect(optionValues(CHARGE_BASIS)).toEqual(['included', 'extra-charge']);
  });

  it('parking options', () => {
    expect(optionValues(PARKING_OPTIONS)).toEqual([
      'on-site-free',
      'on-site-chargeable',
      'off-site-free',
      'off-site-chargeable',
    ]);
  });

  it('cancellation policies, none shown as Other', () => {
    expect(optionValues(CANCELLATION_POLICIES)).toEqual([
      'non-refundable',
      '7-days-cancellation',
      '14-days-cancellation',
      '21-days-cancellation',
      '28-days-cancellation',
      'none',
    ]);
    expect(optionLabel(CANCELLATION_POLICIES, 'none')).toBe('Other');
  });

  it('yes-free / yes-chargeable / no, check-in methods', () => {
    expect(optionValues(YES_FREE_CHARGEABLE_NO)).toEqual(['yes-free', 'yes-chargeable', 'no']);
    expect(optionValues(CHECK_IN_METHODS)).toEqual(['meet-and-greet', 'key-box']);
  });

  it('amenity tabs, general shown as Summary', () => {
    expect(optionValues(AMENITY_TABS)).toEqual([
      'general',
      'kitchen',
      'laundry',
      'outside',
      'safety',
    ]);
    expect(optionLabel(AMENITY_TABS, 'general')).toBe('Summary');
  });

  it('cost fields', () => {
    expect(optionValues(COST_FIELDS)).toEqual([
      'nightlyRate',
      'deposit',
      'cleaningFee',
      'parking',
      'petFee',
      'exitClean',
      'margin',
    ]);
  });

  it('quote-out categories: address (zip as postcode) and external costs', () => {
    expect(optionValues(QUOTE_OUT_CATEGORIES)).toEqual(['address', 'externalCosts']);
    expect(optionValues(QUOTE_OUT_ADDRESS_FIELDS)).toEqual(['number', 'street', 'city', 'zip']);
    expect(optionLabel(QUOTE_OUT_ADDRESS_FIELDS, 'zip')).toBe('Postcode');
  });

  it('gives every option a non-empty label and unique values', () => {
    for (const list of [
      PROPERTY_TYPES,
      BED_TYPES,
      BATHROOM_TYPES,
      FREQUENCIES,
      CHARGE_BASIS,
      PARKING_OPTIONS,
      CANCELLATION_POLICIES,
      YES_FREE_CHARGEABLE_NO,
      CHECK_IN_METHODS,
      AMENITY_TABS,
      COST_FIELDS,
      QUOTE_OUT_CATEGORIES,
      QUOTE_OUT_ADDRESS_FIELDS,
    ]) {
      const values = optionValues(list);
      expect(new Set(values).size).toBe(values.length);
      for (const option of list) expect(option.label.trim()).not.toBe('');
    }
  });
});

describe('optionLabel', () => {
  it('shows an unknown value as stored and a missing one as blank', () => {
    expect(optionLabel(BED_TYPES, 'hammock')).toBe('hammock');
    expect(optionLabel(BED_TYPES, null)).toBe('');
    expect(optionLabel(BED_TYPES, undefined)).toBe('');
  });
});

describe('option schemas', () => {
  it('accept only listed values', () => {
    expect(propertyTypeSchema.parse('studio')).toBe('studio');
    expect(propertyTypeSchema.safeParse('castle').success).toBe(false);
    expect(bedTypeSchema.safeParse('Sofa Bed').success).toBe(false);
  });
});
