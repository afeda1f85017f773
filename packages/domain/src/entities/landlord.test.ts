import { describe, expect, it } from 'vitest';
import {
  blankLandlord,
  fillMessageTemplate,
  landlordCreateSchema,
  landlordListQuerySchema,
  landlordSyncSchema,
  suggestTrafficLight,
  whatsappChatLink,
} from './landlord';

const record = (
  responseRatePercent: number | null,
  cancellations = 0,
  complaints = 0,
  historicalBookings = 10,
) => ({ responseRatePercent, cancellations, complaints, historicalBookings });

describe('suggestTrafficLight', () => {
  it('is gray with nothing to judge', () => {
    expect(suggestTrafficLight(record(null, 0, 0, 0))).toEqual({
      light: 'gray',
      reasons: ['noHistory'],
    });
  });

  it('is green for a landlord who answers and never let anyone down', () => {
    expect(suggestTrafficLight(record(95))).toEqual({ light: 'green', reasons: ['reliable'] });
    expect(suggestTrafficLight(record(80))).toEqual({ light: 'green', reasons: ['reliable'] });
    // Bookings without a measured response rate are still a record to judge.
    expect(suggestTrafficLight(record(null)).light).toBe('green');
  });

  it.each([
    [record(79), 'yellow', ['lowResponseRate']],
    [record(90, 1), 'yellow', ['cancellations']],
    [record(90, 0, 1), 'yellow', ['complaints']],
    [record(59), 'orange', ['lowResponseRate']],
    [record(70, 2, 1), 'orange', ['cancellations']],
    [record(39), 'red', ['lowResponseRate']],
    [record(90, 3), 'red', ['cancellations']],
    [record(20, 0, 5), 'red', ['lowResponseRate', 'complaints']],
    [record(null, 0, 1, 0), 'yellow', ['complaints']],
  ] as const)('%o gives %s', (input, light, reasons) => {
    expect(suggestTrafficLight(input)).toEqual({ light, reasons });
  });

  it('takes the worst colour any rule reaches', () => {
    expect(suggestTrafficLight(record(75, 3, 0)).light).toBe('red');
    expect(suggestTrafficLight(record(50, 0, 1)).light).toBe('orange');
  });
});

describe('fillMessageTemplate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(
      fillMessageTemplate('Hi {landlordName}, {checkIn} to {checkOut}; {unknown} {guests}', {
        landlordName: 'Ann',
        checkIn: '2026-12-01',
        checkOut: '2026-12-08',
      }),
    ).toBe('Hi Ann, 2026-12-01 to 2026-12-08; {unknown} {guests}');
  });

  it('fills every occurrence and accepts an empty value', () => {
    expect(fillMessageTemplate('{a}{a}-{b}', { a: 'x', b: '' })).toBe('xx-');
  });

  it('does not read a value as a template again', () => {
    expect(fillMessageTemplate('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
  });
});

describe('whatsappChatLink', () => {
  it('keeps international digits only', () => {
    expect(whatsappChatLink('https://wa.me', '+44 7700 900123')).toBe('https://wa.me/447700900123');
    expect(whatsappChatLink('https://wa.me/', '0044 (7700) 900-123')).toBe(
      'https://wa.me/447700900123',
    );
  });

  it('has no link without digits', () => {
    expect(whatsappChatLink('https://wa.me', ' - ')).toBeNull();
  });
});

describe('landlord schemas', () => {
  it('bounds the contact lists and the performance counts', () => {
    const filled = { ...blankLandlord(), name: 'A', emailAddresses: [], phoneNumbers: [] };
    expect(landlordCreateSchema.safeParse(filled).success).toBe(true);
    expect(
      landlordCreateSchema.safeParse({
        ...filled,
        performance: { responseRatePercent: 101, cancellations: 0, complaints: 0 },
      }).success,
    ).toBe(false);
    expect(
      landlordCreateSchema.safeParse({
        ...filled,
        performance: { responseRatePercent: 50, cancellations: -1, complaints: 0 },
      }).success,
    ).toBe(false);
  });

  it('parses the list query with its defaults and refuses an unknown sort or light', () => {
    expect(landlordListQuerySchema.parse({})).toMatchObject({
      page: 1,
      sort: 'name',
      tab: 'active',
    });
    expect(landlordListQuerySchema.safeParse({ sort: 'email' }).success).toBe(false);
    expect(landlordListQuerySchema.safeParse({ trafficLight: 'blue' }).success).toBe(false);
  });

  it('normalises the sync address and needs one', () => {
    expect(landlordSyncSchema.parse({ profileUrl: 'lets.example.com/host/1' }).profileUrl).toBe(
      'https://lets.example.com/host/1',
    );
    expect(landlordSyncSchema.safeParse({ profileUrl: '' }).success).toBe(false);
  });
});
