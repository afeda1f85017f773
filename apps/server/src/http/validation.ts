import {
  type ApiMessage,
  apiMessage,
  isApiMessageCode,
  NUL_CHARACTER_MESSAGE,
  zodIssueMessage,
} from '@staydesk/domain';
import { en } from 'zod/locales';
import { z } from 'zod/mini';
import { HttpError } from '../lib/errors.js';

// zod/mini ships no messages of its own ("Invalid input"): a field without a message of the
// domain's gets zod's English one, as the dashboard shows it.
z.config(en());

/** Turns a zod failure into the 400 body: one message per field path. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  return fieldIssues(error, undefined).fields;
}

/**
 * One English message per field path, and beside it the catalogue's code of the same issue
 * (where the catalogue has one), for clients that show their own language.
 */
export function fieldIssues(
  error: z.core.$ZodError,
  input: unknown,
): { fields: Record<string, string>; issues: Record<string, ApiMessage> } {
  const fields: Record<string, string> = {};
  const issues: Record<string, ApiMessage> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (key in fields) continue;
    fields[key] = issue.message;
    const coded = zodIssueMessage(issue, input);
    if (coded) issues[key] = coded;
  }
  return { fields, issues };
}

/**
 * The path of the first string holding a NUL character anywhere in a parsed input (JSON body,
 * query, path, form fields), or undefined. PostgreSQL text cannot hold NUL, so every input is
 * checked here, before its schema, whatever the schema says.
 */
export function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function parseOrThrow<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  what: string,
): z.output<S> {
  const nul = nulPath(input);
  if (nul) {
    const field = nul.length > 0 ? nul.join('.') : '_';
    throw new HttpError(400, `Invalid ${what}: ${field}`, {
      ...apiMessage('invalidInput', { names: field }),
      fields: { [field]: NUL_CHARACTER_MESSAGE },
      issues: { [field]: apiMessage('nulCharacter') },
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { fields, issues } = fieldIssues(result.error, input);
  const names = Object.keys(fields).filter((name) => name !== '_');
  const message =
    names.length > 0 ? `Invalid ${what}: ${names.join(', ')}` : `Invalid ${what}: ${fields._}`;
  // A failure of the whole input (no field named) is shown by its own issue's text.
  const whole = issues._;
  const coded =
    names.length > 0
      ? apiMessage('invalidInput', { names: names.join(', ') })
      : whole && isApiMessageCode(whole.code)
        ? { code: whole.code, params: whole.params ?? {} }
        : apiMessage('invalidRequest');
  throw new HttpError(400, message, { ...coded, fields, issues });
}

type JsonType = string | string[] | undefined;

function jsonTypesOf(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as { type?: JsonType; anyOf?: unknown[]; oneOf?: unknown[] };
  const own = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  const nested = [...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap(jsonTypesOf);
  return [...own, ...nested];
}

/**
 * Multipart forms carry only strings. This converts each field to what the schema expects
 * (number, boolean, object, array or null), guided by the schema's JSON Schema, so the same zod
 * schema validates a JSON body and a multipart one. A `data` field holding JSON is accepted as
 * the whole object, for clients that prefer to send it that way.
 */
export function formFieldsToObject(
  schema: z.ZodMiniType,
  fields: Record<string, string>,
): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  if (typeof fields.data === 'string') {
    try {
      const parsed: unknown = JSON.parse(fields.data);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        Object.assign(base, parsed);
      }
    } catch {
      throw new HttpError(400, 'Invalid form: data', {
        ...apiMessage('invalidInput', { names: 'data' }),
        fields: { data: 'data must be JSON' },
        issues: { data: apiMessage('invalidFormat') },
      });
    }
  }
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  const properties = jsonSchema.properties ?? {};
  for (const [name, raw] of Object.entries(fields)) {
    if (name === 'data') continue;
    const types = jsonTypesOf(properties[name]);
    base[name] = convertField(raw, types);
  }
  return base;
}

function convertField(raw: string, types: string[]): unknown {
  if (raw === '' && types.includes('null')) return null;
  if (types.includes('string')) return raw;
  if ((types.includes('number') || types.includes('integer')) && raw.trim() !== '') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : raw;
  }
  if (types.includes('boolean')) {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    return raw;
  }
  if (types.includes('object') || types.includes('array')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}
