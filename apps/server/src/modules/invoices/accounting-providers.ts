import { apiMessage } from '@staydesk/domain';
import { z } from 'zod/mini';
import { type Coded, englishText } from '../../lib/errors.js';
import type { JournalEntry } from './accounting-journal.js';

/**
 * The accounting systems issued invoices are exported to, behind one
 * interface: the built-in CSV journal (no authorisation, the file is the export) and a generic
 * OAuth 2.0 adapter configured by environment variables (off unless they are all set).
 */

/** What an authorisation gives: kept sealed in `accounting_connections`, never answered. */
export interface AccountingTokens {
  accessToken: string;
  refreshToken: string | null;
  /** ISO instant; null when the provider gives no expiry. */
  expiresAt: string | null;
  /** The organisation (ledger) the provider says was connected, when it says. */
  organisation: string;
}

export interface JournalExport {
  period: { from: string; to: string };
  entries: readonly JournalEntry[];
  /** The same journal as the CSV file kept with the export. */
  csv: string;
  fileName: string;
}

export interface AccountingProvider {
  /** Stored with connections and exports: 'csvJournal' or 'oauth'. */
  readonly id: string;
  readonly name: string;
  /** True when exporting needs an authorised connection (the CSV journal does not). */
  readonly needsConnection: boolean;
  /** Where the browser goes to authorise; the provider comes back to `redirectUri` with code and state. */
  authorisationUrl(input: { state: string; redirectUri: string }): string;
  /** The code the provider returned, exchanged for tokens. */
  exchangeCode(input: { code: string; redirectUri: string; now: Date }): Promise<AccountingTokens>;
  /** Fresh tokens when these have expired (or are about to); the same ones otherwise. */
  refreshIfNeeded(tokens: AccountingTokens, now: Date): Promise<AccountingTokens>;
  /** Sends the journal; answers the provider's reference of what it received, if any. */
  exportJournal(
    journal: JournalExport,
    tokens: AccountingTokens | null,
  ): Promise<{ remoteReference: string | null }>;
}

/**
 * A failure of the provider: `unauthorised` (the connection no longer works: connect again),
 * `refused` (it answered and said no), `unreachable` (no answer in time).
 */
export class AccountingProviderError extends Error {
  constructor(
    readonly reason: 'unauthorised' | 'refused' | 'unreachable',
    /** The catalogue's code of the failure, so the answer names it in the user's language. */
    readonly coded: Coded,
  ) {
    super(englishText(coded));
    this.name = 'AccountingProviderError';
  }
}

export const CSV_JOURNAL_PROVIDER_ID = 'csvJournal';
export const OAUTH_PROVIDER_ID = 'oauth';

/** The built-in default: the export is the CSV journal file itself, nothing to authorise. */
export const csvJournalProvider: AccountingProvider = {
  id: CSV_JOURNAL_PROVIDER_ID,
  name: 'CSV journal',
  needsConnection: false,
  authorisationUrl() {
    throw new AccountingProviderError(
      'refused',
      apiMessage('accountingNeedsNoConnection', { provider: 'CSV journal' }),
    );
  },
  exchangeCode() {
    return Promise.reject(
      new AccountingProviderError(
        'refused',
        apiMessage('accountingNeedsNoConnection', { provider: 'CSV journal' }),
      ),
    );
  },
  refreshIfNeeded: (tokens) => Promise.resolve(tokens),
  exportJournal: () => Promise.resolve({ remoteReference: null }),
};

export interface OAuthProviderConfig {
  name: string;
  authoriseUrl: string;
  tokenUrl: string;
  exportUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The provider's answers must not hold the request for long. */
export const PROVIDER_TIMEOUT_MS = 15_000;
/** Tokens this close to their expiry are refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

const tokenAnswerSchema = z.object({
  access_token: z.string().check(z.minLength(1), z.maxLength(8192)),
  refresh_token: z.optional(z.string().check(z.minLength(1), z.maxLength(8192))),
  expires_in: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(10 * 365 * 86_400))),
  organisation_name: z.optional(z.string().check(z.maxLength(200))),
});

const exportAnswerSchema = z.object({
  id: z.optional(z.union([z.string().check(z.maxLength(200)), z.number()])),
});

const errorAnswerSchema = z.object({
  error: z.optional(z.string().check(z.maxLength(200))),
  error_description: z.optional(z.string().check(z.maxLength(500))),
  message: z.optional(z.string().check(z.maxLength(500))),
});

/** The provider's own words for a refusal, if its body has them. */
function refusalText(body: unknown, status: number): string {
  const parsed = errorAnswerSchema.safeParse(body);
  const said = parsed.success
    ? (parsed.data.error_description ?? parsed.data.message ?? parsed.data.error)
    : undefined;
  return said ? `${said} (HTTP ${status})` : `HTTP ${status}`;
}

/**
 * A generic OAuth 2.0 authorisation-code provider: `authoriseUrl` with response_type=code,
 * client_id, redirect_uri, scope and state; the token endpoint with the code (or the refresh
 * token) and the client's credentials as a form; the journal POSTed as JSON to `exportUrl`
 * with the bearer token. `fetch` is given for tests (recorded responses); it defaults to the
 * global one, looked up at call time.
 */
export function oauthProvider(
  config: OAuthProviderConfig,
  fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init),
): AccountingProvider {
  async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        ...init,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch {
      throw new AccountingProviderError(
        'unreachable',
        apiMessage('accountingUnreachable', { provider: config.name }),
      );
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  async function tokenRequest(form: Record<string, string>, now: Date): Promise<AccountingTokens> {
    const { status, body } = await call(config.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        ...form,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    if (status < 200 || status >= 300) {
      throw new AccountingProviderError(
        status === 400 || status === 401 ? 'unauthorised' : 'refused',
        apiMessage('accountingAuthorisationRefused', {
          provider: config.name,
          detail: refusalText(body, status),
        }),
      );
    }
    const parsed = tokenAnswerSchema.safeParse(body);
    if (!parsed.success) {
      throw new AccountingProviderError(
        'refused',
        apiMessage('accountingNoUsableToken', { provider: config.name }),
      );
    }
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token ?? null,
      expiresAt:
        parsed.data.expires_in === undefined
          ? null
          : new Date(now.getTime() + parsed.data.expires_in * 1000).toISOString(),
      organisation: parsed.data.organisation_name ?? '',
    };
  }

  return {
    id: OAUTH_PROVIDER_ID,
    name: config.name,
    needsConnection: true,
    authorisationUrl({ state, redirectUri }) {
      const url = new URL(config.authoriseUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      if (config.scope) url.searchParams.set('scope', config.scope);
      url.searchParams.set('state', state);
      return url.toString();
    },
    exchangeCode: ({ code, redirectUri, now }) =>
      tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now),
    async refreshIfNeeded(tokens, now) {
      if (tokens.expiresAt === null) return tokens;
      if (new Date(tokens.expiresAt).getTime() - REFRESH_MARGIN_MS > now.getTime()) return tokens;
      if (!tokens.refreshToken) {
        throw new AccountingProviderError(
          'unauthorised',
          apiMessage('accountingConnectionExpired', { provider: config.name }),
        );
      }
      const fresh = await tokenRequest(
        { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
        now,
      );
      return {
        ...fresh,
        refreshToken: fresh.refreshToken ?? tokens.refreshToken,
        organisation: fresh.organisation || tokens.organisation,
      };
    },
    async exportJournal(journal, tokens) {
      if (!tokens) {
        throw new AccountingProviderError(
          'unauthorised',
          apiMessage('accountingConnectFirst', { provider: config.name }),
        );
      }
      const { status, body } = await call(config.exportUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${tokens.accessToken}`,
        },
        body: JSON.stringify({
          period: journal.period,
          entries: journal.entries.map((entry) => ({
            type: entry.kind,
            date: entry.date,
            reference: entry.reference,
            currency: entry.currency,
            lines: entry.lines.map((line) => ({
              account: line.account,
              debit: line.debit,
              credit: line.credit,
              description: line.description,
            })),
          })),
        }),
      });
      if (status === 401 || status === 403) {
        throw new AccountingProviderError(
          'unauthorised',
          apiMessage('accountingConnectionLost', { provider: config.name }),
        );
      }
      if (status < 200 || status >= 300) {
        throw new AccountingProviderError(
          'refused',
          apiMessage('accountingExportRefused', {
            provider: config.name,
            detail: refusalText(body, status),
          }),
        );
      }
      const parsed = exportAnswerSchema.safeParse(body);
      const id = parsed.success ? parsed.data.id : undefined;
      return { remoteReference: id === undefined ? null : String(id) };
    },
  };
}

const urlSetting = z.url({ protocol: /^https?$/ });

/**
 * The configured provider: the OAuth adapter when ACCOUNTING_OAUTH_AUTHORISE_URL,
 * ACCOUNTING_OAUTH_TOKEN_URL, ACCOUNTING_OAUTH_EXPORT_URL, ACCOUNTING_OAUTH_CLIENT_ID and
 * ACCOUNTING_OAUTH_CLIENT_SECRET are all set (and the URLs are http(s)); ACCOUNTING_OAUTH_NAME
 * names it and ACCOUNTING_OAUTH_SCOPE is sent when set. Otherwise the CSV journal.
 */
export function configuredProvider(
  env: Record<string, string | undefined> = process.env,
): AccountingProvider {
  const read = (name: string) => env[`ACCOUNTING_OAUTH_${name}`]?.trim() ?? '';
  const urls = [read('AUTHORISE_URL'), read('TOKEN_URL'), read('EXPORT_URL')] as const;
  const clientId = read('CLIENT_ID');
  const clientSecret = read('CLIENT_SECRET');
  const complete =
    urls.every((url) => urlSetting.safeParse(url).success) &&
    clientId !== '' &&
    clientSecret !== '';
  if (!complete) return csvJournalProvider;
  return oauthProvider({
    name: read('NAME').slice(0, 60) || 'Accounting system',
    authoriseUrl: urls[0],
    tokenUrl: urls[1],
    exportUrl: urls[2],
    clientId,
    clientSecret,
    scope: read('SCOPE'),
  });
}
