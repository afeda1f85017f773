/**
 * The part of ICU MessageFormat that Staydesk's texts use, in a few hundred bytes instead of the
 * ~12 KiB gzip of intl-messageformat and its parsers, which every screen loaded (issue #11):
 *
 * - `{name}`: the value as text (a number is not grouped, as in intl-messageformat);
 * - `{count, plural, =0 {…} one {…} other {…}}`, with `offset:n`; `#` inside is the count less
 *   the offset, formatted in the locale;
 * - `{key, select, a {…} other {…}}`;
 * - `{n, number}` and `{n, number, ::.#}` (at most as many decimals as `#`, at least as many as
 *   `0`: `::.00`, `::.0#`);
 * - quoting as ICU: `''` is one apostrophe, `'{…}'` (and `'#'` in a plural) is literal text; any
 *   other apostrophe is just an apostrophe (French elision stays plain: `l'agent`).
 *
 * Anything else (dates, ordinals, other skeletons) is refused when the message is first parsed,
 * with the message in the error: a text the formatter cannot read fails loudly in a test, never
 * quietly on a screen.
 */

export type IcuValues = Readonly<Record<string, string | number | Date>>;

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'pound' }
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; minDecimals: number | null; maxDecimals: number | null }
  | { kind: 'plural'; name: string; offset: number; options: Map<string, Part[]> }
  | { kind: 'select'; name: string; options: Map<string, Part[]> };

export class IcuSyntaxError extends Error {
  constructor(reason: string, message: string) {
    super(`${reason} in the message "${message}"`);
    this.name = 'IcuSyntaxError';
  }
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLURAL_KEY = /^(=\d+(\.\d+)?|zero|one|two|few|many|other)$/;
const SELECT_KEY = /^[A-Za-z0-9_-]+$/;
const DECIMALS_SKELETON = /^::\.(0*)(#*)$/;

class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  parse(): Part[] {
    const parts = this.parts(false);
    if (this.at < this.source.length) this.fail(`an unmatched "}" at ${this.at}`);
    return parts;
  }

  private fail(reason: string): never {
    throw new IcuSyntaxError(reason, this.source);
  }

  /** Text and arguments up to a closing brace (left unread) or the end. */
  private parts(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push({ kind: 'text', text });
      text = '';
    };
    while (this.at < this.source.length) {
      const char = this.source[this.at] as string;
      if (char === '}') break;
      if (char === '{') {
        flush();
        this.at += 1;
        parts.push(this.argument());
        continue;
      }
      if (char === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.at += 1;
        continue;
      }
      if (char === "'") {
        text += this.quoted(inPlural);
        continue;
      }
      text += char;
      this.at += 1;
    }
    flush();
    return parts;
  }

  /** An apostrophe: `''`, a quoted run (`'{'`, `'#'` in a plural), or a plain apostrophe. */
  private quoted(inPlural: boolean): string {
    const next = this.source[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === '{' || next === '}' || (inPlural && next === '#')) {
      const end = this.source.indexOf("'", this.at + 1);
      if (end === -1) this.fail('an unclosed quote');
      let literal = this.source.slice(this.at + 1, end);
      this.at = end + 1;
      // `''` inside a quoted run is an apostrophe too.
      while (this.source[this.at] === "'") {
        const close = this.source.indexOf("'", this.at + 1);
        if (close === -1) this.fail('an unclosed quote');
        literal += `'${this.source.slice(this.at + 1, close)}`;
        this.at = close + 1;
      }
      return literal;
    }
    this.at += 1;
    return "'";
  }

  private skipSpace(): void {
    while (/\s/.test(this.source[this.at] ?? '')) this.at += 1;
  }

  /** A word up to a comma, a brace or a space. */
  private word(): string {
    this.skipSpace();
    const start = this.at;
    while (this.at < this.source.length && !/[\s,{}]/.test(this.source[this.at] as string)) {
      this.at += 1;
    }
    return this.source.slice(start, this.at);
  }

  private expect(char: string): void {
    this.skipSpace();
    if (this.source[this.at] !== char) this.fail(`"${char}" expected at ${this.at}`);
    this.at += 1;
  }

  /** What follows an opening brace, up to and including its closing brace. */
  private argument(): Part {
    const name = this.word();
    if (!NAME.test(name)) this.fail(`"${name}" is not an argument name`);
    this.skipSpace();
    if (this.source[this.at] === '}') {
      this.at += 1;
      return { kind: 'argument', name };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') return this.number(name);
    if (type === 'plural') return { kind: 'plural', name, ...this.options(true) };
    if (type === 'select') {
      // As in intl-messageformat, `#` is the count only directly inside a plural's option.
      const { options } = this.options(false);
      return { kind: 'select', name, options };
    }
    return this.fail(`the argument type "${type}" is not supported`);
  }

  private number(name: string): Part {
    this.skipSpace();
    if (this.source[this.at] === '}') {
      this.at += 1;
      return { kind: 'number', name, minDecimals: null, maxDecimals: null };
    }
    this.expect(',');
    const style = this.word();
    const decimals = DECIMALS_SKELETON.exec(style);
    if (!decimals) this.fail(`the number style "${style}" is not supported`);
    this.expect('}');
    const zeros = decimals[1]?.length ?? 0;
    return {
      kind: 'number',
      name,
      minDecimals: zeros,
      maxDecimals: zeros + (decimals[2]?.length ?? 0),
    };
  }

  private options(plural: boolean): { offset: number; options: Map<string, Part[]> } {
    this.expect(',');
    let offset = 0;
    const options = new Map<string, Part[]>();
    for (;;) {
      const key = this.word();
      if (key === '') {
        this.skipSpace();
        if (this.source[this.at] === '}') break;
        this.fail(`an option expected at ${this.at}`);
      }
      if (plural && key.startsWith('offset:') && options.size === 0) {
        offset = Number(key.slice('offset:'.length));
        if (!Number.isFinite(offset)) this.fail(`"${key}" is not an offset`);
        continue;
      }
      if (!(plural ? PLURAL_KEY : SELECT_KEY).test(key)) this.fail(`"${key}" is not an option`);
      if (options.has(key)) this.fail(`the option "${key}" is given twice`);
      this.expect('{');
      options.set(key, this.parts(plural));
      if (this.source[this.at] !== '}') this.fail(`an unclosed option "${key}"`);
      this.at += 1;
    }
    if (!options.has('other')) this.fail('a plural or select without "other"');
    this.at += 1;
    return { offset, options };
  }
}

const parsed = new Map<string, Part[]>();

/** Parses a message (cached), throwing an IcuSyntaxError on what the formatter cannot read. */
export function parseIcu(message: string): void {
  partsOf(message);
}

function partsOf(message: string): Part[] {
  let parts = parsed.get(message);
  if (!parts) {
    parts = new Parser(message).parse();
    parsed.set(message, parts);
  }
  return parts;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, min: number | null, max: number | null): Intl.NumberFormat {
  const key = `${locale}|${min}|${max}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      min === null ? {} : { minimumFractionDigits: min, maximumFractionDigits: max ?? min },
    );
    numberFormats.set(key, formatter);
  }
  return formatter;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

function argumentValue(values: IcuValues, name: string, message: string): string | number | Date {
  const value = values[name];
  if (value === undefined) throw new Error(`No value for "${name}" in the message "${message}"`);
  return value;
}

function numeric(value: string | number | Date, name: string, message: string): number {
  const number = value instanceof Date ? value.getTime() : Number(value);
  if (Number.isNaN(number))
    throw new Error(`"${name}" is not a number in the message "${message}"`);
  return number;
}

function render(
  parts: readonly Part[],
  locale: string,
  values: IcuValues,
  message: string,
  /** The count `#` stands for, directly inside a plural's option. */
  pound: number | null,
): string {
  let out = '';
  for (const part of parts) {
    switch (part.kind) {
      case 'text':
        out += part.text;
        break;
      case 'pound':
        out += pound === null ? '#' : numberFormat(locale, null, null).format(pound);
        break;
      case 'argument':
        out += String(argumentValue(values, part.name, message));
        break;
      case 'number': {
        const value = numeric(argumentValue(values, part.name, message), part.name, message);
        out += numberFormat(locale, part.minDecimals, part.maxDecimals).format(value);
        break;
      }
      case 'plural': {
        const value = numeric(argumentValue(values, part.name, message), part.name, message);
        const chosen =
          part.options.get(`=${value}`) ??
          part.options.get(pluralCategory(locale, value - part.offset)) ??
          part.options.get('other');
        out += render(chosen ?? [], locale, values, message, value - part.offset);
        break;
      }
      case 'select': {
        const key = String(argumentValue(values, part.name, message));
        const chosen = part.options.get(key) ?? part.options.get('other');
        out += render(chosen ?? [], locale, values, message, null);
        break;
      }
    }
  }
  return out;
}

/** Formats an ICU message (the subset above) in a BCP 47 locale. */
export function formatIcu(locale: string, message: string, values: IcuValues = {}): string {
  return render(partsOf(message), locale, values, message, null);
}
