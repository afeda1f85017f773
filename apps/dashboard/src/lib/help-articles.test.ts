import { SCREENS, type ScreenName } from '@staydesk/domain';
import { describe, expect, it } from 'vitest';
import { ARTICLE_IDS, articleHref, articleOfPath, SCREEN_ARTICLES } from './help-articles';

describe('the help article of each screen', () => {
  it('finds the article of a screen from its address, ids filled in', () => {
    expect(articleOfPath('/dashboard/enquiries/create')).toBe('takeEnquiry');
    expect(articleOfPath('/dashboard/enquiries/list/7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(
      'offerProperties',
    );
    expect(articleOfPath('/dashboard/bookings/list')).toBe('book');
    expect(articleOfPath('/dashboard/bookings/list/b1')).toBe('extendStay');
    expect(articleOfPath('/dashboard/invoices/list/i1/payment')).toBe('recordPayment');
    expect(articleOfPath('/dashboard/invoices/bank-payments-create')).toBe('matchBankPayment');
    expect(articleOfPath('/dashboard/invoices/credit-notes')).toBe('creditInvoice');
  });

  it('finds none for a screen no article explains', () => {
    expect(articleOfPath('/dashboard')).toBeUndefined();
    expect(articleOfPath('/dashboard/companies/list')).toBeUndefined();
    expect(articleOfPath('/dashboard/help')).toBeUndefined();
  });

  it('gives every article at least one screen', () => {
    const explained = new Set(Object.values(SCREEN_ARTICLES));
    expect(ARTICLE_IDS.filter((id) => !explained.has(id))).toEqual([]);
  });

  it('finds each mapped screen from its own pattern', () => {
    for (const [screen, article] of Object.entries(SCREEN_ARTICLES)) {
      const path = SCREENS[screen as ScreenName].replace(/:\w+/g, 'x1');
      expect(articleOfPath(path), screen).toBe(article);
    }
  });

  it('opens the article on the help screen', () => {
    expect(articleHref('book')).toBe('/dashboard/help?article=book');
  });
});
