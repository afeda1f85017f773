import { SCREENS, type ScreenName } from '@staydesk/domain';
import { matchPath } from 'react-router';
import { href } from '../config/paths';

/**
 * The help articles' ids and the screens each one explains: the help screen shows the articles,
 * the layout's "?" beside the breadcrumbs opens the one of the screen in view.
 */
export const ARTICLE_IDS = [
  'takeEnquiry',
  'offerProperties',
  'book',
  'extendStay',
  'invoice',
  'matchBankPayment',
  'recordPayment',
  'creditInvoice',
] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

/** The article a screen's "?" opens: the task a person does on that screen. */
export const SCREEN_ARTICLES: Readonly<Partial<Record<ScreenName, ArticleId>>> = {
  enquiryCreate: 'takeEnquiry',
  enquiriesList: 'takeEnquiry',
  enquiryDetail: 'offerProperties',
  enquiryPropertyHistory: 'offerProperties',
  bookingCreate: 'book',
  bookingsList: 'book',
  bookingDetail: 'extendStay',
  invoiceBookings: 'invoice',
  invoiceCreate: 'invoice',
  invoicesList: 'invoice',
  invoiceAuth: 'invoice',
  invoiceConfirmation: 'invoice',
  invoiceDetail: 'recordPayment',
  invoicePayment: 'recordPayment',
  bankPayments: 'matchBankPayment',
  bankPaymentCreate: 'matchBankPayment',
  negativeInvoiceCreate: 'creditInvoice',
  creditNotes: 'creditInvoice',
};

/** The article of the screen at this path, if it has one. */
export function articleOfPath(pathname: string): ArticleId | undefined {
  for (const [screen, article] of Object.entries(SCREEN_ARTICLES)) {
    if (matchPath({ path: SCREENS[screen as ScreenName], end: true }, pathname)) return article;
  }
  return undefined;
}

/** The address of an article (the help screen with `?article=`), keeping the search to go back to. */
export function articleHref(id: ArticleId, query = ''): string {
  return href('help', { article: id, q: query || undefined });
}
