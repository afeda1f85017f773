import type { ScreenName } from '@staydesk/domain';
import { href } from '../../config/paths';
import { ARTICLE_IDS, type ArticleId } from '../../lib/help-articles';

export { ARTICLE_IDS, type ArticleId };

/**
 * The help articles: each a daily task as steps, a step optionally linking to the real screen
 * where it is done (addresses from the domain's SCREENS through `href`, so a link to a screen
 * that does not exist fails the typecheck). Texts live in messages.ts under the same keys.
 */
export interface HelpStep {
  readonly key: string;
  /** The screen the step is done on, and the link's label key (messages `links`). */
  readonly link?: { readonly screen: ScreenName; readonly href: string };
}

export interface HelpArticle {
  readonly id: ArticleId;
  readonly steps: readonly HelpStep[];
}

const to = (screen: ScreenName, address: string) => ({ screen, href: address });

export const ARTICLES: readonly HelpArticle[] = [
  {
    id: 'takeEnquiry',
    steps: [
      { key: 'open', link: to('enquiryCreate', href('enquiryCreate')) },
      { key: 'guest' },
      { key: 'stay' },
      { key: 'save' },
      { key: 'find', link: to('enquiriesList', href('enquiriesList', { tab: 'yourEnquiries' })) },
    ],
  },
  {
    id: 'offerProperties',
    steps: [
      { key: 'open', link: to('enquiriesList', href('enquiriesList', { tab: 'yourEnquiries' })) },
      { key: 'search' },
      { key: 'price' },
      { key: 'approval' },
      { key: 'send' },
    ],
  },
  {
    id: 'book',
    steps: [
      { key: 'accept' },
      { key: 'direct', link: to('bookingCreate', href('bookingCreate')) },
      { key: 'confirm' },
      { key: 'check', link: to('bookingsList', href('bookingsList', { tab: 'yourBookings' })) },
    ],
  },
  {
    id: 'extendStay',
    steps: [
      { key: 'find', link: to('bookingsList', href('bookingsList', { tab: 'active' })) },
      { key: 'open' },
      { key: 'dates' },
      { key: 'save' },
    ],
  },
  {
    id: 'invoice',
    steps: [
      { key: 'bookings', link: to('invoiceBookings', href('invoiceBookings')) },
      { key: 'create', link: to('invoiceCreate', href('invoiceCreate')) },
      { key: 'lines' },
      { key: 'send', link: to('invoicesList', href('invoicesList')) },
    ],
  },
  {
    id: 'matchBankPayment',
    steps: [
      { key: 'import', link: to('bankPaymentCreate', href('bankPaymentCreate')) },
      { key: 'list', link: to('bankPayments', href('bankPayments')) },
      { key: 'match' },
      { key: 'check' },
    ],
  },
  {
    id: 'recordPayment',
    steps: [
      { key: 'open', link: to('invoicesList', href('invoicesList')) },
      { key: 'payment' },
      { key: 'save' },
    ],
  },
  {
    id: 'creditInvoice',
    steps: [
      { key: 'open', link: to('invoicesList', href('invoicesList')) },
      { key: 'credit', link: to('negativeInvoiceCreate', href('negativeInvoiceCreate')) },
      { key: 'check', link: to('creditNotes', href('creditNotes')) },
    ],
  },
];

export function isArticleId(value: string | null): value is ArticleId {
  return value !== null && (ARTICLE_IDS as readonly string[]).includes(value);
}

/** Lower case without accents, so 'facture' finds 'Facturé' and 'credit' finds 'crédit'. */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The articles whose title or text holds every word of the query (all of them for an empty one). */
export function filterArticles<T extends { id: ArticleId }>(
  articles: readonly T[],
  query: string,
  textOf: (article: T) => string,
): T[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = searchable(textOf(article));
    return words.every((word) => text.includes(word));
  });
}
