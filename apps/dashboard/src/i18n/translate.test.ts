import {
  DATE_OUT_OF_RANGE_MESSAGE,
  MONEY_TOO_LARGE_MESSAGE,
  NEGATIVE_AMOUNT_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
  STAY_TOO_LONG_MESSAGE,
  stayTooLongMessage,
} from '@staydesk/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { translateMessage } from './index';

describe('server field messages in the user’s language', () => {
  it('hold the domain’s bounds messages word for word', () => {
    expect(en.validation.dateOutOfRange).toBe(DATE_OUT_OF_RANGE_MESSAGE);
    expect(en.validation.amountTooLarge).toBe(MONEY_TOO_LARGE_MESSAGE);
    expect(en.validation.amountNegative).toBe(NEGATIVE_AMOUNT_MESSAGE);
    expect(en.validation.periodTooLong).toBe(PERIOD_TOO_LONG_MESSAGE);
    expect(en.validation.stayTooLong).toBe(STAY_TOO_LONG_MESSAGE);
  });

  it('translate a fixed message and one carrying the settings’ value', () => {
    expect(translateMessage(fr, DATE_OUT_OF_RANGE_MESSAGE)).toBe(fr.validation.dateOutOfRange);
    expect(translateMessage(fr, stayTooLongMessage(1096))).toBe(
      'Un séjour ne peut pas dépasser 1096 nuits',
    );
    expect(translateMessage(en, stayTooLongMessage(30))).toBe('A stay can be at most 30 nights');
  });

  it('leave a message they do not know as it is', () => {
    expect(translateMessage(fr, 'A stay can be at most nights')).toBe(
      'A stay can be at most nights',
    );
    expect(translateMessage(fr, 'Something else')).toBe('Something else');
  });
});
