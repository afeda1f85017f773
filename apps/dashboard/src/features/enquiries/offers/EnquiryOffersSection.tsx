import {
  type EnquiryView,
  type Money,
  type OfferLineView,
  type OfferStatus,
  OPEN_ENQUIRY_STATUSES,
  type PropertyView,
  type WorkflowStatus,
} from '@staydesk/domain';
import { Button, EmptyState, Inline, Loader, RecordSection, Stack, Text } from '@staydesk/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useGlobalSettings } from '../../../lib/global-settings';
import { toast } from '../../../lib/toast';
import {
  createTemporaryFromLink,
  useAcceptOfferLine,
  useApproveOfferLine,
  useCreateOfferLine,
  useCreateQuote,
  useOfferLines,
  useQuotes,
  useRefuseOfferLine,
  useUpdateOfferLine,
} from './api';
import { marginText, moneyText } from './components/format';
import { type LineAction, LinesTable } from './components/LinesTable';
import type { Policy } from './components/OfferDialogs';
import { FORWARD, openTotals, canDecide as roleCanDecide, suggestedPrice } from './lines';

// The dialogs (forms, the stock search, the quote) load when first opened: the record page's
// chunk carries only the lines.
const dialogs = () => import('./components/OfferDialogs');
const PricesDialog = lazy(() => dialogs().then((m) => ({ default: m.PricesDialog })));
const HoldDialog = lazy(() => dialogs().then((m) => ({ default: m.HoldDialog })));
const CostWarningDialog = lazy(() => dialogs().then((m) => ({ default: m.CostWarningDialog })));
const DecisionDialog = lazy(() => dialogs().then((m) => ({ default: m.DecisionDialog })));
const AcceptDialog = lazy(() => dialogs().then((m) => ({ default: m.AcceptDialog })));
const CandidateSearchDialog = lazy(() =>
  import('./components/CandidateSearchDialog').then((m) => ({
    default: m.CandidateSearchDialog,
  })),
);
const TemporaryLinkDialog = lazy(() =>
  import('./components/TemporaryLinkDialog').then((m) => ({ default: m.TemporaryLinkDialog })),
);
const QuoteDialog = lazy(() =>
  import('./components/QuoteDialog').then((m) => ({ default: m.QuoteDialog })),
);

import { useOffersMessages } from './texts';

/** What the section reads of the enquiry (the record page passes its EnquiryView). */
export type OffersEnquiry = Pick<
  EnquiryView,
  | 'id'
  | 'reference'
  | 'status'
  | 'checkIn'
  | 'checkOut'
  | 'location'
  | 'adults'
  | 'children'
  | 'pets'
  | 'minBedrooms'
  | 'parkingSpaces'
  | 'budget'
>;

type Open =
  | { kind: 'search' }
  | { kind: 'temporary' }
  | { kind: 'prices' | 'hold' | 'accept' | 'approve' | 'refuse'; lineId: string }
  | { kind: 'warning'; lineId: string; move: OfferStatus | null };

function isOpenEnquiry(status: WorkflowStatus): boolean {
  return (OPEN_ENQUIRY_STATUSES as readonly WorkflowStatus[]).includes(status);
}

/** The first forward status the cycle allows a line next (what asking for approval moves it to). */
function forwardMove(line: OfferLineView): OfferStatus | null {
  return line.nextStatuses.find((status) => FORWARD.includes(status)) ?? null;
}

function QuotesList({
  enquiryId,
  onOpen,
}: {
  enquiryId: string;
  onOpen: (quoteId: string) => void;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  const { data } = useQuotes(enquiryId);
  if (!data || data.length === 0) return null;
  return (
    <Stack space="xsmall">
      <Text size="small" weight="medium" tone="secondary">
        {m.quote.list}
      </Text>
      <Inline space="small">
        {data.map((quote) => (
          <Button
            key={quote.id}
            variant="ghost"
            size="small"
            aria-label={f.message(m.quote.open, { number: quote.reference })}
            onPress={() => onOpen(quote.id)}
          >
            {`${quote.reference} · ${f.date(quote.createdAt)}`}
          </Button>
        ))}
      </Inline>
    </Stack>
  );
}

/**
 * The enquiry's chosen properties (offer lines): add candidates from the stock or a link, price
 * them, move them along the chosen-property cycle, get lines outside policy approved, offer
 * them out, send a quote and book the one the client accepts.
 */
export function EnquiryOffersSection({ enquiry }: { enquiry: OffersEnquiry }) {
  const m = useOffersMessages();
  const f = useFormat();
  const { userData } = useCurrentUser();
  const settings = useGlobalSettings();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open | null>(null);
  const { data: lines, error, mutate } = useOfferLines(enquiry.id);
  const create = useCreateOfferLine(enquiry.id);
  const update = useUpdateOfferLine(enquiry.id);
  const approve = useApproveOfferLine(enquiry.id);
  const refuse = useRefuseOfferLine(enquiry.id);
  const accept = useAcceptOfferLine(enquiry.id);
  const quote = useCreateQuote(enquiry.id);
  const policy: Policy = {
    floor: settings.data?.marginFloorPercent ?? null,
    budget: enquiry.budget,
  };
  const decider = roleCanDecide(userData.role);
  const isOpen = isOpenEnquiry(enquiry.status);
  const quoteId = params.get('quote');
  const close = () => setOpen(null);
  const lineOf = (id: string) => lines?.find((line) => line.id === id) ?? null;
  const target = open && 'lineId' in open ? lineOf(open.lineId) : null;
  const quiet = (promise: Promise<unknown>) => promise.catch(() => undefined);
  // The move the cost warning asks approval for, while the enquiry is open.
  const askMove = open?.kind === 'warning' && isOpen ? open.move : null;

  const setQuote = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('quote', id);
        else next.delete('quote');
        return next;
      },
      { replace: id === null },
    );

  const move = (line: OfferLineView, status: OfferStatus) =>
    update.trigger({
      enquiryId: enquiry.id,
      offerId: line.id,
      changes: { status, version: line.version },
    });

  const onAction = (line: OfferLineView, action: LineAction) => {
    switch (action.kind) {
      case 'move':
        if (FORWARD.includes(action.status) && line.needsApproval) {
          setOpen({ kind: 'warning', lineId: line.id, move: action.status });
        } else {
          void quiet(move(line, action.status));
        }
        return;
      case 'why':
        setOpen({ kind: 'warning', lineId: line.id, move: forwardMove(line) });
        return;
      default:
        setOpen({ kind: action.kind, lineId: line.id });
    }
  };

  const addCandidate = (property: PropertyView, cost: Money, price: Money) =>
    create.trigger({
      enquiryId: enquiry.id,
      body: {
        propertyId: property.id,
        landlordCostPerNight: cost,
        sellingPricePerNight: price,
        notes: '',
      },
    });

  const addFromLink = async (url: string) => {
    const property = (await createTemporaryFromLink(url)).data;
    const rate = property.costs.nightlyRate;
    await addCandidate(property, rate, suggestedPrice(rate, property.costs.margin));
  };

  const acceptLine = (line: OfferLineView) =>
    accept.trigger({ enquiryId: enquiry.id, offerId: line.id, version: line.version }).then(
      (result) => {
        toast.clear();
        toast.success(f.message(m.accept.booked, { reference: result.data.booking.reference }));
      },
      (error: unknown) => {
        // The mutation has toasted why (a 409 when someone else acted first: the lines reload).
        void mutate();
        throw error;
      },
    );

  const createQuote = async () => {
    try {
      const result = await quote.trigger({ enquiryId: enquiry.id });
      setQuote(result.data.id);
    } catch {
      // Toasted.
    }
  };

  const offered = lines?.some((line) => line.status === 'offeredOut') ?? false;
  const added = new Set(lines?.map((line) => line.property.id) ?? []);
  const totals = lines ? openTotals(lines) : null;

  let body: ReactNode;
  if (error && !lines) {
    body = (
      <Stack space="small">
        <Text tone="secondary">{m.section.loadError}</Text>
        <div>
          <Button variant="secondary" onPress={() => void mutate()}>
            {m.section.retry}
          </Button>
        </div>
      </Stack>
    );
  } else if (!lines) {
    body = <Loader label={m.section.loading} />;
  } else if (lines.length === 0) {
    body = <EmptyState title={m.section.emptyTitle} text={m.section.emptyText} headingLevel={3} />;
  } else {
    body = (
      <Stack space="medium">
        <LinesTable
          lines={lines}
          enquiryId={enquiry.id}
          canDecide={decider}
          isOpen={isOpen}
          onAction={onAction}
          label={m.section.title}
        />
        {totals ? (
          <Inline space="large" align="flex-end">
            <Text size="small" tone="secondary">
              {`${m.totals.title} (${totals.count})`}
            </Text>
            <Text size="small">{`${m.totals.cost}: ${moneyText(f, totals.cost)}`}</Text>
            <Text size="small">{`${m.totals.price}: ${moneyText(f, totals.price)}`}</Text>
            <Text size="small" weight="medium">
              {`${m.totals.margin}: ${marginText(m, f, totals.margin, totals.marginPercent)}`}
            </Text>
          </Inline>
        ) : null}
        {isOpen && !offered ? (
          <Text size="small" tone="secondary">
            {m.quote.createDisabled}
          </Text>
        ) : null}
        <QuotesList enquiryId={enquiry.id} onOpen={setQuote} />
      </Stack>
    );
  }

  const actions = isOpen ? (
    <Inline space="small">
      <Button variant="secondary" size="small" onPress={() => setOpen({ kind: 'temporary' })}>
        {m.section.addTemporary}
      </Button>
      <Button variant="secondary" size="small" onPress={() => setOpen({ kind: 'search' })}>
        {m.section.addCandidates}
      </Button>
      <Button
        size="small"
        isDisabled={!offered}
        isPending={quote.isPending}
        onPress={() => void createQuote()}
      >
        {m.section.createQuote}
      </Button>
    </Inline>
  ) : undefined;

  return (
    <>
      <RecordSection
        title={lines && lines.length > 0 ? `${m.section.title} (${lines.length})` : m.section.title}
        description={m.section.description}
        actions={actions}
      >
        {body}
      </RecordSection>
      <Suspense fallback={null}>
        {open?.kind === 'search' ? (
          <CandidateSearchDialog
            enquiry={enquiry}
            addedPropertyIds={added}
            onAdd={addCandidate}
            onClose={close}
          />
        ) : null}
        {open?.kind === 'temporary' ? (
          <TemporaryLinkDialog onSubmit={addFromLink} onClose={close} />
        ) : null}
        {open?.kind === 'prices' && target ? (
          <PricesDialog
            line={target}
            policy={policy}
            onSave={(prices) =>
              update.trigger({
                enquiryId: enquiry.id,
                offerId: target.id,
                changes: { ...prices, version: target.version },
              })
            }
            onClose={close}
          />
        ) : null}
        {open?.kind === 'hold' && target ? (
          <HoldDialog
            line={target}
            onChange={(changes) =>
              update.trigger({
                enquiryId: enquiry.id,
                offerId: target.id,
                changes: { ...changes, version: target.version },
              })
            }
            onClose={close}
          />
        ) : null}
        {open?.kind === 'warning' && target ? (
          <CostWarningDialog
            line={target}
            policy={policy}
            canDecide={decider}
            onAsk={askMove ? () => move(target, askMove) : null}
            onApprove={() => setOpen({ kind: 'approve', lineId: target.id })}
            onClose={close}
          />
        ) : null}
        {(open?.kind === 'approve' || open?.kind === 'refuse') && target ? (
          <DecisionDialog
            line={target}
            policy={policy}
            decision={open.kind}
            onDecide={(note) => {
              const input = {
                enquiryId: enquiry.id,
                offerId: target.id,
                decision: { version: target.version, ...(note ? { note } : {}) },
              };
              return open.kind === 'approve' ? approve.trigger(input) : refuse.trigger(input);
            }}
            onClose={close}
          />
        ) : null}
        {open?.kind === 'accept' && target ? (
          <AcceptDialog line={target} onAccept={() => acceptLine(target)} onClose={close} />
        ) : null}
        {quoteId ? (
          <QuoteDialog enquiryId={enquiry.id} quoteId={quoteId} onClose={() => setQuote(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
