import type { apiErrorSchema } from '@staydesk/domain';
import type { z } from 'zod/mini';

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Every failure the API client passes on. `handled` is true when the error catalogue already
 * acted on it (a redirect), so callers and toasts stay quiet.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody | undefined;
  readonly code: string | undefined;
  handled = false;

  constructor(
    message: string,
    options: { status?: number; body?: ApiErrorBody; code?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status ?? 0;
    this.body = options.body;
    this.code = options.code;
  }

  /** Per-field messages from a validation failure, when the server named the fields. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

/**
 * The text to show for a failure (spec §8): the server's `message`, else the error's own;
 * undefined when neither exists, so callers can show nothing.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message || error.message || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

export function isHandled(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}
