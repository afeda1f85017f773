import { addMoney, type Money, type QuoteView } from '@staydesk/domain';
import {
  Button,
  Card,
  DescriptionList,
  DescriptionListItem,
  Heading,
  Inline,
  Loader,
  Modal,
  Stack,
  Text,
} from '@staydesk/ui';
import { useFormat, useT } from '../../../../i18n';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { fetchQuotePdf, useQuote } from '../api';
import { useOffersMessages } from '../texts';
import { moneyText } from './format';

/**
 * Printing shows the quote alone: everything else is hidden and the dialog's frame lets the
 * quote run over as many pages as it needs.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-quote-print], [data-quote-print] * { visibility: visible !important; }
  [data-component="ModalOverlay"], [data-component="Modal"], [data-component="Dialog"] {
    position: static !important; overflow: visible !important; max-height: none !important;
    height: auto !important; transform: none !important; box-shadow: none !important;
    background: none !important; animation: none !important;
  }
  [data-quote-print] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hide] { display: none !important; }
}`;

function totalOf(quote: QuoteView): Money | null {
  const currency = quote.lines[0]?.totalPrice.currency;
  const lines = quote.lines.filter((line) => line.totalPrice.currency === currency);
  return lines.length > 0 ? addMoney(...lines.map((line) => line.totalPrice)) : null;
}

/** Opens the stored quote's PDF (fetched with the session, shown by the browser). */
export async function openQuotePdf(enquiryId: string, quote: { id: string; reference: string }) {
  try {
    const blob = await fetchQuotePdf(enquiryId, quote.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${quote.reference.replace(/[^\w-]+/g, '-')}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    const text = errorMessage(error);
    if (text) toast.error(text);
  }
}

function QuoteBody({ quote }: { quote: QuoteView }) {
  const m = useOffersMessages();
  const f = useFormat();
  const total = totalOf(quote);
  const brand = quote.brand;
  return (
    <Stack space="large">
      <div
        style={{
          borderBottom: `0.25rem solid ${brand.primaryColour}`,
          paddingBottom: '0.75rem',
          display: 'grid',
          gap: '0.25rem',
        }}
      >
        <Heading level={3} size={3}>
          {brand.clientDisplayName ?? brand.name}
        </Heading>
        <Text tone="secondary">
          {[brand.companyName, brand.phone, brand.website].filter(Boolean).join(' · ')}
        </Text>
      </div>
      <DescriptionList>
        <DescriptionListItem label={m.quote.pageTitle} value={quote.reference} />
        <DescriptionListItem label={m.quote.createdLabel} value={f.dateTime(quote.createdAt)} />
        {quote.client.companyName ? (
          <DescriptionListItem label={m.quote.clientLabel} value={quote.client.companyName} />
        ) : null}
        <DescriptionListItem label={m.quote.enquiryLabel} value={quote.enquiryReference} />
        {quote.client.clientReference ? (
          <DescriptionListItem
            label={m.quote.clientReferenceLabel}
            value={quote.client.clientReference}
          />
        ) : null}
        <DescriptionListItem label={m.quote.checkIn} value={f.date(quote.stay.checkIn)} />
        <DescriptionListItem
          label={m.quote.checkOut}
          value={quote.stay.checkOut ? f.date(quote.stay.checkOut) : m.quote.openEnded}
        />
        <DescriptionListItem label={m.quote.nights} value={quote.stay.nights} />
        <DescriptionListItem
          label={m.quote.guests}
          value={
            quote.client.guests.length > 0
              ? quote.client.guests.join(', ')
              : f.message(m.line.guests, { count: quote.stay.adults + quote.stay.children })
          }
        />
      </DescriptionList>
      {quote.lines.map((line) => (
        <Card key={line.offerId} padding="medium">
          <Stack space="small">
            <Heading level={4} size={4}>
              {line.propertyTitle}
            </Heading>
            <Text tone="secondary">
              {[
                `${line.address.number} ${line.address.street}`.trim(),
                line.address.city,
                line.address.postcode,
              ]
                .filter(Boolean)
                .join(', ')}
            </Text>
            <Text size="small" tone="secondary">
              {[
                f.message(m.line.bedrooms, { count: line.bedrooms }),
                f.message(m.line.guests, { count: line.maxGuests }),
              ].join(' · ')}
            </Text>
            <DescriptionList>
              <DescriptionListItem
                label={m.quote.perNight}
                value={moneyText(f, line.pricePerNight)}
              />
              <DescriptionListItem label={m.quote.nights} value={line.nights} />
              <DescriptionListItem
                label={m.quote.total}
                value={
                  <Text weight="strong" as="span">
                    {moneyText(f, line.totalPrice)}
                  </Text>
                }
              />
              <DescriptionListItem
                label={m.quote.externalCosts}
                value={
                  line.externalCosts.length > 0
                    ? line.externalCosts
                        .map((cost) => `${cost.label}: ${moneyText(f, cost.amount)}`)
                        .join(' · ')
                    : m.quote.noExternalCosts
                }
              />
            </DescriptionList>
          </Stack>
        </Card>
      ))}
      {total && quote.lines.length > 1 ? (
        <Inline space="small" align="flex-end">
          <Text weight="strong">{`${m.quote.grandTotal}: ${moneyText(f, total)}`}</Text>
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * The printable page of a stored quote (opened from the enquiry with ?quote=<id>): the brand of
 * the enquiry's company, the offered lines with their address and external costs, no landlord
 * details or costs. Print prints the quote alone; the PDF is the server's.
 */
export function QuoteDialog({
  enquiryId,
  quoteId,
  onClose,
}: {
  enquiryId: string;
  quoteId: string;
  onClose: () => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const t = useT();
  const { data: quote, error } = useQuote(enquiryId, quoteId);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={quote ? f.message(m.quote.title, { number: quote.reference }) : m.quote.pageTitle}
      closeLabel={t.common.close}
      size="large"
    >
      <style>{PRINT_CSS}</style>
      <Stack space="medium">
        <div data-print-hide>
          <Inline space="small">
            <Button onPress={() => window.print()} isDisabled={!quote}>
              {m.quote.print}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!quote}
              onPress={() => {
                if (quote) void openQuotePdf(enquiryId, quote);
              }}
            >
              {m.quote.pdf}
            </Button>
          </Inline>
        </div>
        <div data-quote-print>
          {quote ? (
            <QuoteBody quote={quote} />
          ) : error ? (
            <Text tone="critical">{m.quote.notFound}</Text>
          ) : (
            <Loader label={m.quote.loading} />
          )}
        </div>
      </Stack>
    </Modal>
  );
}
