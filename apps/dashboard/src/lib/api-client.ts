import { apiErrorSchema, CACHE_RETENTION_MS, refreshDataSchema } from '@staydesk/domain';
import redaxios, { type Options, type Response } from 'redaxios';
import { z } from 'zod/mini';
import { env } from '../config/env';
import { href, paths } from '../config/paths';
import { ApiError } from './api-error';
import { currentPath, navigateTo } from './navigation';
import { clearSession, getSession, isExpired, markSessionEnded, replaceTokens } from './session';

/**
 * The only way the dashboard talks to a server. One redaxios instance per base
 * address, wrapped with the error catalogue of spec §8 and a zod parse of every response.
 */

/** redaxios has no timeout of its own; a request that outlives this is aborted (spec §8). */
export const REQUEST_TIMEOUT_MS = 30_000;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestConfig {
  params?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** 'blob' for a file (a PDF); JSON or text otherwise. */
  responseType?: 'blob';
}

interface Call extends RequestConfig {
  method: Method;
  url: string;
  data?: unknown;
}

type Instance = typeof redaxios;

const refreshResponseSchema = z.object({ data: refreshDataSchema });

function cleanParams(params: RequestConfig['params']): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function isResponse(value: unknown): value is Response<unknown> {
  return typeof value === 'object' && value !== null && 'status' in value && 'config' in value;
}

/** Turns whatever redaxios rejected with into an ApiError carrying the parsed error body. */
function toApiError(thrown: unknown, timedOutAfter: number | null): ApiError {
  if (timedOutAfter !== null) {
    return new ApiError(`timeout of ${timedOutAfter}ms exceeded`, {
      code: 'ECONNABORTED',
      cause: thrown,
    });
  }
  if (isResponse(thrown)) {
    const parsed = apiErrorSchema.safeParse(thrown.data);
    const body = parsed.success ? parsed.data : undefined;
    return new ApiError(body?.message || `Request failed with status code ${thrown.status}`, {
      status: thrown.status,
      ...(body ? { body } : {}),
      cause: thrown,
    });
  }
  if (thrown instanceof Error) return new ApiError(thrown.message, { cause: thrown });
  return new ApiError('Request failed', { cause: thrown });
}

/** One HTTP exchange with its own abort timer; no catalogue, no parsing. */
async function send(instance: Instance, call: Call, token: string | null): Promise<unknown> {
  const timeoutMs = call.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const params = cleanParams(call.params);
  const options: Options = {
    url: call.url,
    method: call.method,
    data: call.data,
    headers: { Accept: 'application/json', ...call.headers },
    ...(params ? { params } : {}),
    ...(call.responseType ? { responseType: call.responseType } : {}),
    ...(token ? { auth: `Bearer ${token}` } : {}),
    fetch: (input, init) => fetch(input, { ...init, signal: controller.signal }),
  };
  try {
    const response = await instance(options);
    return response.data;
  } catch (thrown) {
    throw toApiError(thrown, timedOut ? timeoutMs : null);
  } finally {
    clearTimeout(timer);
  }
}

/** The refresh in flight, shared by every request that met jwtExpired meanwhile (spec §8). */
let refreshing: Promise<void> | null = null;

function refreshTokens(instance: Instance): Promise<void> {
  refreshing ??= (async () => {
    const stored = getSession()?.refreshToken;
    const body = await send(
      instance,
      {
        method: 'post',
        url: '/api/auth/refresh',
        ...(stored ? { headers: { 'x-refresh-token': stored } } : {}),
      },
      null,
    );
    const { data } = refreshResponseSchema.parse(body);
    replaceTokens(data.token, data.refreshToken);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function handled(error: ApiError, to: string): ApiError {
  error.handled = true;
  navigateTo(to, { replace: true });
  return error;
}

function isTimeout(error: ApiError): boolean {
  return (error.code === 'ECONNABORTED' && /timeout/i.test(error.message)) || !!error.body?.timeout;
}

/**
 * Sends a call and applies the error catalogue of spec §8, in its order. `retried` stops a
 * second jwtExpired after a successful refresh from looping.
 */
async function exchange(
  instance: Instance,
  call: Call,
  withAuth: boolean,
  retried = false,
): Promise<unknown> {
  const token = withAuth ? (getSession()?.token ?? null) : null;
  try {
    return await send(instance, call, token);
  } catch (thrown) {
    const error = thrown instanceof ApiError ? thrown : toApiError(thrown, null);
    // A call that outlived its session (a tab asleep past the 24 hours, then woken: its abort
    // timer and the session's fire together) ends on sign-in, never on the timeout page.
    if (token !== null && sessionEnded()) throw endSession(error);
    if (error.body?.redirectTo) throw handled(error, href('invoiceAuth'));
    if (isTimeout(error)) throw handled(error, paths.error.href('timeout'));
    if (error.body?.permissionDenied) throw handled(error, paths.error.href('permissionDenied'));
    if (error.body?.jwtExpired && withAuth) {
      if (retried) throw endSession(error);
      // A call sent with the old token that answers after another call's refresh has stored a
      // new one only needs the new token: a second refresh would spend the rotated refresh token.
      const current = getSession()?.token ?? null;
      if (current && current !== token) return exchange(instance, call, withAuth, true);
      try {
        await refreshTokens(instance);
      } catch {
        throw endSession(error);
      }
      return exchange(instance, call, withAuth, true);
    }
    // A token the server cannot read (malformed, signed by someone else) will not get better by
    // asking again: the session is over. Sign-in's own refusals are answers, not a lost session.
    if (error.status === 401 && token !== null && !call.url.startsWith('/api/auth/')) {
      throw endSession(error);
    }
    throw error;
  }
}

function sessionEnded(): boolean {
  const session = getSession();
  return session === null || isExpired(session);
}

function endSession(error: ApiError): ApiError {
  // The start-up calls fail together: the first one ends the session and goes to sign-in; the
  // others must not redirect again from the sign-in page (from=/signin?from=/signin?from=…).
  if (!getSession()) {
    error.handled = true;
    return error;
  }
  const from = currentPath();
  // One message for the whole failed start-up, said by the sign-in screen (a page of its own,
  // without the app's toasts): the other calls find no session and stay quiet. Marked before
  // the session is cleared, since clearing it already re-renders towards sign-in.
  markSessionEnded();
  clearSession();
  return handled(error, paths.signIn.href(from));
}

function parseWith<S extends z.ZodMiniType>(schema: S, body: unknown, url: string): z.infer<S> {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(`Unexpected response from ${url}: ${z.prettifyError(result.error)}`, {
      cause: result.error,
    });
  }
  return result.data;
}

export interface ApiClient {
  /** Starts `GET url` now; the next `get(url, …)` without config takes its answer. */
  prefetch(url: string): void;
  get<S extends z.ZodMiniType>(url: string, schema: S, config?: RequestConfig): Promise<z.infer<S>>;
  delete<S extends z.ZodMiniType>(
    url: string,
    schema: S,
    config?: RequestConfig,
  ): Promise<z.infer<S>>;
  post<S extends z.ZodMiniType>(
    url: string,
    data: unknown,
    schema: S,
    config?: RequestConfig,
  ): Promise<z.infer<S>>;
  put<S extends z.ZodMiniType>(
    url: string,
    data: unknown,
    schema: S,
    config?: RequestConfig,
  ): Promise<z.infer<S>>;
  patch<S extends z.ZodMiniType>(
    url: string,
    data: unknown,
    schema: S,
    config?: RequestConfig,
  ): Promise<z.infer<S>>;
}

/** How long an answer fetched ahead of its screen waits to be taken (then it is dropped). */
export const PREFETCH_TTL_MS = 10_000;

/**
 * GETs started ahead of the screen that reads them (route loaders): the request runs
 * while the screen's chunk downloads, and the screen's own `api.get` of the same URL takes the
 * answer instead of asking again, so navigation costs one round of requests, not a chain.
 * Each answer is taken once; errors go through the same catalogue when taken.
 */
const early = new Map<string, { at: number; body: Promise<unknown> }>();

/**
 * When each address last answered a plain GET. Within SWR's dedupe window (CACHE_RETENTION_MS,
 * lib/swr.tsx) the screen shows its cached answer without asking, so a prefetch would be wasted.
 */
const answeredAt = new Map<string, number>();

function takeEarly(url: string): Promise<unknown> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return Date.now() - entry.at <= PREFETCH_TTL_MS ? entry.body : undefined;
}

function createClient(baseURL: () => string, withAuth: boolean): ApiClient {
  let instance: Instance | undefined;
  // Created on first use: env() throws its 'Add ...' error at start-up, not at import time.
  const getInstance = () => {
    instance ??= redaxios.create({
      baseURL: baseURL().replace(/\/$/, ''),
      withCredentials: withAuth,
    });
    return instance;
  };
  const call = async <S extends z.ZodMiniType>(schema: S, input: Call) => {
    const plainGet = input.method === 'get' && !input.params && !input.headers;
    const body =
      (plainGet ? takeEarly(input.url) : undefined) ?? exchange(getInstance(), input, withAuth);
    const parsed = parseWith(schema, await body, input.url);
    if (plainGet) answeredAt.set(input.url, Date.now());
    return parsed;
  };
  return {
    prefetch: (url) => {
      const answered = answeredAt.get(url);
      if (answered !== undefined && Date.now() - answered < CACHE_RETENTION_MS) return;
      if (early.has(url)) return;
      const body = exchange(getInstance(), { method: 'get', url }, withAuth);
      // Unhandled until taken: the screen that takes it reports the failure.
      body.catch(() => undefined);
      early.set(url, { at: Date.now(), body });
    },
    get: (url, schema, config) => call(schema, { ...config, method: 'get', url }),
    delete: (url, schema, config) => call(schema, { ...config, method: 'delete', url }),
    post: (url, data, schema, config) => call(schema, { ...config, method: 'post', url, data }),
    put: (url, data, schema, config) => call(schema, { ...config, method: 'put', url, data }),
    patch: (url, data, schema, config) => call(schema, { ...config, method: 'patch', url, data }),
  };
}

/** The main client: JSON, cookies, the bearer token, base from GLOBAL_URL (spec §7). */
export const api = createClient(() => env().GLOBAL_URL, true);

/** The scraper service's client: its own base address, JSON, no staff session. */
export const scraperApi = createClient(() => env().SCRAPER_URL, false);
