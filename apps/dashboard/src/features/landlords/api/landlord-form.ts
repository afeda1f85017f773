import { landlordCreateSchema } from '@staydesk/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { zodResolver } from '../../../lib/form-resolver';
import { landlordsMessages } from '../messages';

const en = landlordsMessages.en.errors;

/** A count typed in a number field: the field holds null while empty. */
function wholeNumber(max: number) {
  return z
    .number({ error: en.numberInvalid })
    .check(z.int(en.numberInvalid), z.gte(0, en.numberInvalid), z.lte(max));
}

/**
 * The form validates with the schema the API route uses, except what a text or
 * number field cannot hold: the joined date is typed as text ('' is no date) and a count is
 * null while its field is empty. Both parse to exactly the API's shape.
 */
export const landlordFormSchema = z.extend(landlordCreateSchema, {
  // The same check as the domain's calendarDateSchema (an ISO date), with a message saying how.
  joinedAt: z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => (value === '' ? null : value)),
    ),
    z.nullable(z.iso.date({ error: en.dateInvalid })),
  ),
  historicalBookings: wholeNumber(1_000_000),
  performance: z.extend(landlordCreateSchema.shape.performance, {
    cancellations: wholeNumber(10_000),
    complaints: wholeNumber(10_000),
  }),
});
export type LandlordFormInput = z.input<typeof landlordFormSchema>;

/** The domain's landlord messages (raised in English), keyed like the module's `errors`. */
const errorKeys = Object.keys(en) as (keyof typeof en)[];

/** A field message in the user's language when it is one of the landlord messages. */
export function landlordErrorText(
  errors: Readonly<Record<keyof typeof en, string>>,
  message: string,
): string {
  const key = errorKeys.find((name) => en[name] === message);
  return key ? errors[key] : message;
}

function translateTree(node: unknown, translate: (message: string) => string): void {
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      Object.assign(node, { message: translate(value) });
    } else {
      translateTree(value, translate);
    }
  }
}

/**
 * The zod resolver, with the landlord messages put in the user's language (the shared field
 * binding translates the spec §5 messages itself).
 */
export function translatedResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Input>,
  translate: (message: string) => string,
): Resolver<Input, unknown, Output> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateTree(result.errors, translate);
    return result;
  };
}
