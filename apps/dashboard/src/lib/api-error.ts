import { type apiErrorSchema, messageResponseSchema } from '@staydesk/domain';
import type { z } from 'zod/mini';
import {
  activeLanguageOf,
  apiMessageText,
  coreMessages,
  messagesIn,
  translateMessage,
} from '../i18n';

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

  /**
   * Per-field messages from a validation failure, when the server named the fields, in the
   * user's language. English keeps the server's words (the domain's own, which name the field);
   * another language takes the same text from its catalogue when the domain's English is known
   * there, else the field's code, else the English.
   */
  get fields(): Record<string, string> {
    const fields = this.body?.fields ?? {};
    const language = activeLanguageOf();
    if (language === 'en') return fields;
    const t = messagesIn(coreMessages, language);
    const issues = this.body?.issues ?? {};
    return Object.fromEntries(
      Object.entries(fields).map(([path, english]) => {
        const known = translateMessage(t, english);
        return [
          path,
          known !== english ? (known ?? english) : apiMessageText(issues[path], english),
        ];
      }),
    );
  }
}

/**
 * The text to show for a failure (spec §8): the server's refusal in the user's language (its
 * code), else its English `message`, else the error's own; undefined when none exists, so
 * callers can show nothing.
 */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const english = error.body?.message || error.message;
    return error.body ? apiMessageText(error.body, english) || undefined : english || undefined;
  }
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/**
 * The text of a success answer (`{ message, code, params }`) in the user's language: the code's
 * text when the dashboard knows it, else the server's English `message`; undefined when the
 * answer has no message.
 */
export function successMessage(result: unknown): string | undefined {
  const answer = messageResponseSchema.safeParse(result);
  if (!answer.success || !answer.data.message) return undefined;
  return apiMessageText(answer.data, answer.data.message);
}

export function isHandled(error: unknown): boolean {
  return error instanceof ApiError && error.handled;
}
