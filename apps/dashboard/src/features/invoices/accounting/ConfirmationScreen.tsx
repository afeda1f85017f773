import { Box, Link, Loader, PageHeader, RecordSection, Stack, Text } from '@staydesk/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { type Connection, confirmConnection, useRevalidateAccounting } from './api';
import { accountingMessages } from './messages';
import { providerName } from './provider-name';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'connected'; connection: Connection }
  | { kind: 'failed'; reason: string };

/**
 * One confirmation per state for the page's life: a state is spent by its first use, so a second
 * render (React's strict mode, a remount) must reuse the first answer, not send it again.
 */
const confirmations = new Map<string, Promise<Connection>>();

function confirmOnce(code: string, state: string): Promise<Connection> {
  let pending = confirmations.get(state);
  if (!pending) {
    pending = confirmConnection(code, state).then((answer) => answer.data);
    confirmations.set(state, pending);
  }
  return pending;
}

/**
 * invoices/confirmation: where the accounting system sends the browser back after the user
 * authorised (or refused) the connection. Reads code and state (or the provider's error) from
 * the address, confirms with the server once, and says whether the connection was made.
 */
export function ConfirmationScreen() {
  const m = useMessages(accountingMessages);
  const f = useFormat();
  const c = m.confirmation;
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const refused = params.get('error');
  const refusedDetail = params.get('error_description');
  const revalidate = useRevalidateAccounting();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    refused
      ? {
          kind: 'failed',
          reason: [c.refused, (refusedDetail ?? refused).slice(0, 300)].join(' '),
        }
      : !code || !state
        ? { kind: 'failed', reason: c.missing }
        : { kind: 'checking' },
  );

  useEffect(() => {
    if (refused || !code || !state) return;
    let live = true;
    confirmOnce(code, state).then(
      (connection) => {
        if (!live) return;
        setOutcome({ kind: 'connected', connection });
        void revalidate();
      },
      (error: unknown) => {
        if (live) setOutcome({ kind: 'failed', reason: errorMessage(error) ?? c.refused });
      },
    );
    return () => {
      live = false;
    };
  }, [code, state, refused, revalidate, c.refused]);

  const back = (
    <Box>
      <Link href={href('invoiceAuth')}>{c.back}</Link>
    </Box>
  );
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={c.title} />
        {outcome.kind === 'checking' ? (
          <Loader label={c.checking} />
        ) : outcome.kind === 'connected' ? (
          <RecordSection title={c.successTitle} headingLevel={2}>
            <Stack space="medium">
              <Text role="status">
                {f.message(c.successText, {
                  provider: providerName(m, outcome.connection.provider),
                })}
              </Text>
              {outcome.connection.organisation ? (
                <Text tone="secondary">
                  {f.message(c.organisationText, {
                    organisation: outcome.connection.organisation,
                  })}
                </Text>
              ) : null}
              {back}
            </Stack>
          </RecordSection>
        ) : (
          <RecordSection title={c.failureTitle} headingLevel={2}>
            <Stack space="medium">
              <Text tone="critical" role="alert">
                {outcome.reason}
              </Text>
              {back}
            </Stack>
          </RecordSection>
        )}
      </Stack>
    </Box>
  );
}
