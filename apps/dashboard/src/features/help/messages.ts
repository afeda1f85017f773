import { defineMessages } from '../../i18n';
import { helpNav } from './nav-messages';

/** The help module's texts: English here, French in messages.fr.ts (loaded when chosen). */
const en = {
  nav: helpNav.en,
  title: 'Help',
  intro: 'How to do the daily tasks, step by step, with a link to the screen each step is done on.',
  searchLabel: 'Search help',
  searchPlaceholder: 'Enquiry, booking, invoice, payment…',
  results: '{count, plural, =0 {No articles} one {# article} other {# articles}}',
  emptyTitle: 'No article matches “{query}”',
  emptyText: 'Try another word, such as enquiry, booking, invoice or payment.',
  clearSearch: 'Clear the search',
  listLabel: 'Help articles',
  readArticle: 'Read: {title}',
  back: 'All help articles',
  steps: 'Steps',
  stepsCount: '{count, plural, one {# step} other {# steps}}',
  goTo: 'Go to {screen}',
  notFoundTitle: 'This article does not exist',
  notFoundText: 'It may have been renamed. Every article is listed on the help page.',
  /** The screens the steps link to, named as the sidebar and page titles name them. */
  screens: {
    enquiryCreate: 'Create enquiry',
    enquiriesList: 'Enquiries',
    bookingCreate: 'Create booking',
    bookingsList: 'Bookings',
    invoiceBookings: 'Bookings to invoice',
    invoiceCreate: 'Create invoice',
    invoicesList: 'Invoices',
    bankPayments: 'Bank payments',
    bankPaymentCreate: 'Add bank payments',
    negativeInvoiceCreate: 'Negative invoice',
    creditNotes: 'Credit notes',
  } as Record<string, string>,
  articles: {
    takeEnquiry: {
      title: 'Take an enquiry',
      summary: 'Record a guest’s or company’s request for a stay, on the phone or from an email.',
      steps: {
        open: 'Open Enquiries › Create.',
        guest:
          'Choose the company (and subcompany or agent) the request comes from, the booker and the guests. A guest who is not on file yet can be added from the form.',
        stay: 'Enter the dates, the location and radius, the number of people, the bedrooms, the budget and the respond-by time.',
        save: 'Save: the enquiry gets its ENQ- reference and waits in Not assigned until someone takes it.',
        find: 'Enquiries assigned to you are in the Your Enquiries tab, and in the notification bell.',
      },
    },
    offerProperties: {
      title: 'Offer properties',
      summary: 'Choose properties for an enquiry, price them and send the client a quote.',
      steps: {
        open: 'Open the enquiry from the Your Enquiries tab.',
        search:
          'In Chosen properties, press Add properties: properties free for the dates within the radius are listed, nearest first.',
        price:
          'Enter each line’s landlord cost and selling price per night; the margin shows as you type.',
        approval:
          'A line outside policy (margin too low, over budget) needs approval: press Ask for approval, and a masteradmin approves it from the Awaiting Approval tab.',
        send: 'Press Create quote to send the client the chosen lines; their answer is recorded on each line.',
      },
    },
    book: {
      title: 'Book a stay',
      summary: 'Turn an accepted offer into a booking, or book a stay directly.',
      steps: {
        accept:
          'On the enquiry, mark the line the client accepted as accepted: the booking is made from it, with its prices.',
        direct:
          'For a stay without an enquiry, open Bookings › Create and choose the property, dates and prices.',
        confirm:
          'On the booking, record the landlord’s confirmation; an unconfirmed arrival shows as needing attention.',
        check:
          'Your bookings are in the Your Bookings tab; arrivals and departures of the day in Check-in and Check-out.',
      },
    },
    extendStay: {
      title: 'Extend a stay',
      summary: 'Add nights to a booking when the guest stays longer.',
      steps: {
        find: 'Find the booking in the Active tab of Bookings (or search its reference).',
        open: 'Open it and press Extend stay.',
        dates: 'Enter the new check-out and the price and cost per night of the extra nights.',
        save: 'Save: the check-out moves, the extension is listed on the booking and its nights can be invoiced.',
      },
    },
    invoice: {
      title: 'Invoice a booking',
      summary: 'Bill the nights of a booking to its billing company.',
      steps: {
        bookings: 'Open Invoices › Bookings to see the bookings with nights not yet invoiced.',
        create:
          'Create the invoice from a booking there, or open Invoices › Create and choose the billing company.',
        lines:
          'Check the lines (nights, extras, tax rates) and the purchase order when the company needs one.',
        send: 'Issue it: it takes the next number and shows in Invoices, where you can download the PDF.',
      },
    },
    matchBankPayment: {
      title: 'Match a bank payment',
      summary: 'Link money received on the bank account to the invoices it pays.',
      steps: {
        import: 'Enter a payment by hand, or import the bank statement (CSV) in Add bank payments.',
        list: 'Open Bank payments: new payments are Unmatched.',
        match:
          'Press Match on a payment and choose the invoices it pays; suggestions with the same amount or reference come first.',
        check:
          'The payment becomes Matched (or Partly matched) and the invoices show as paid or part-paid.',
      },
    },
    recordPayment: {
      title: 'Record a payment',
      summary: 'Record a payment received another way (card, cheque) on an invoice.',
      steps: {
        open: 'Open the invoice from Invoices.',
        payment: 'Press Record a payment and enter the amount, the date and how it was paid.',
        save: 'Save: the invoice’s balance goes down and its status becomes part-paid or paid.',
      },
    },
    creditInvoice: {
      title: 'Credit an invoice',
      summary: 'Correct an issued invoice with a credit note (an issued invoice is never edited).',
      steps: {
        open: 'Open the invoice from Invoices and press Credit note.',
        credit:
          'Choose what to credit (the whole invoice, or some lines and quantities); for a credit not tied to an invoice, use Negative invoice.',
        check:
          'The credit note takes its own number and is listed in Credit notes; the invoice shows what was credited.',
      },
    },
  },
} as const;

export type HelpMessagesEn = typeof en;

export const helpMessages = defineMessages(en, () => import('./messages.fr').then((m) => m.fr));
