import { randomUUID } from 'node:crypto';
import { OPEN_ENQUIRY_STATUSES } from '@staydesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

/**
 * Hostile requests derived from the served OpenAPI document: for every operation,
 * wrong types, missing and extra fields, boundary and over-long strings, NUL and control
 * characters, non-UUID ids, huge numbers, malformed JSON and multipart, wrong content types;
 * each sent as a signed-in system_admin and anonymously. Any 5xx or any request that hangs
 * fails the suite. Nothing here names an endpoint: a new module's routes are fuzzed as soon as
 * it is registered.
 *
 * Then the edges of the bounds: every date and date-time (body field or query parameter) set to
 * far and impossible days, every decimal amount to huge, negative, over-precise and exponent
 * values, and every pair of dates (a stay, a period) to an extreme length. Each must be answered
 * within a second with a 4xx, or a 2xx where the value is lawful, while another user's reads go
 * on being answered.
 *
 * The suite runs in CI on a small shared machine, twice (PGlite, PostgreSQL): each operation
 * sends a sample of its hostile values, drawn from a seeded generator so a run is repeatable.
 * FUZZ_SEED draws another sample; FUZZ_EVERY_CASE=1 sends every case (many times longer).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  contentMediaType?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: JsonSchema; required: boolean };
}

/** A request to send: method, the path with its query, headers and a raw body. */
interface Case {
  operation: string;
  method: string;
  url: string;
  contentType?: string;
  body?: string | FormData;
  what: string;
}

const HOSTILE_STRINGS: string[] = [
  '',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f\u0085',
  '\ud800',
  '😀'.repeat(300),
  'x'.repeat(20_000),
  '%00',
  "' or 1=1; --",
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_VALUES: Json[] = [
  null,
  true,
  -1,
  1e308,
  2 ** 63,
  [],
  {},
  { nested: { deeper: ['x'] } },
  ...HOSTILE_STRINGS,
];
const PATH_VALUES = [
  'abc',
  '%00',
  '%',
  '%E0%A4%A',
  'a'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '-1',
  '1e308',
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('😀'),
];
const RAW_BODIES = [
  '{',
  '[]',
  'null',
  '"text"',
  '1e999',
  '{"a":',
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '\u0000',
  '{"x":"\\u0000"}',
];

/** The far and impossible days every date is tried with; the window's own ends are lawful. */
const FAR_DAYS = [
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '2027-02-30',
];
/** The same days as instants, in the expanded-year form JavaScript writes past year 9999. */
const FAR_INSTANTS = [
  '0001-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '1900-01-01T00:00:00Z',
  '2100-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+010000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '2027-02-30T00:00:00Z',
];
/** Huge, negative, over-precise, exponent and grouped amounts, and the largest lawful one. */
const EDGE_AMOUNTS = ['9999999999.99', '-100.00', '0.001', '1e21', '1,000', '1000000.00'];
/** Stays and periods of extreme length: from a near day to the window's end and far past it. */
const LONG_FROM = '2030-01-01';
const LONG_TO = ['2100-12-31', '9999-12-31'];
/** How long an edge may take to be answered. */
const EDGE_LIMIT_MS = 1_000;

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_129);
const EVERY_CASE = process.env.FUZZ_EVERY_CASE === '1';

/** A small seeded generator (mulberry32): the same seed draws the same sample. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each operation draws from its own stream: a new operation leaves the others' samples alone. */
function randomFor(operation: string): () => number {
  let hash = 2_166_136_261;
  for (let index = 0; index < operation.length; index++) {
    hash = Math.imul(hash ^ operation.charCodeAt(index), 16_777_619);
  }
  return seeded(SEED ^ hash);
}

/** `count` of the items drawn without repeats (every one with FUZZ_EVERY_CASE). */
function draw<T>(items: readonly T[], count: number, random: () => number): T[] {
  if (EVERY_CASE || items.length <= count) return [...items];
  const pool = [...items];
  for (let index = 0; index < count; index++) {
    const other = index + Math.floor(random() * (pool.length - index));
    const chosen = pool[other] as T;
    pool[other] = pool[index] as T;
    pool[index] = chosen;
  }
  return pool.slice(0, count);
}

function pick(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return options.find((option) => option.type !== 'null') ?? options[0] ?? {};
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function isRecord(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lawful text for the patterns the document declares, so a case reaches past the first field. */
function textFor(pattern: string): string {
  if (pattern === '^[A-Z]{3}$') return 'GBP';
  if (pattern.startsWith('^#')) return '#123456';
  if (pattern.includes('[0-9 ()-]')) return '+44 113 496 0000';
  if (pattern.includes('(?=.*[A-Z])')) return 'Fuzz-Value-2026';
  // A decimal: an amount, a percentage, a quantity (^-?\d{1,10}(\.\d{1,2})?$ and the like).
  if (/^\^(?:-\?)?\\d\{1,\d+\}\(\\\.\\d\{1,\d\}\)\?\$$/.test(pattern)) return '10';
  return 'Fuzz value';
}

/** Whether a field's name ends a period (checkOut, to, availableTo): a week after its start. */
const endsPeriod = (name: string) => name === 'checkOut' || name === 'to' || /.To$/.test(name);

/**
 * A plausible value for a schema: the base each mutation changes one part of. Ids of the records
 * the suite holds are used by the field's name (a booking's propertyId is a real property).
 */
function sample(raw: JsonSchema, depth = 0, name = ''): Json {
  const schema = pick(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0] ?? null;
  if (schema.default !== undefined) return schema.default;
  const type = typesOf(schema).find((option) => option !== 'null') ?? 'string';
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, Json> = {};
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        out[field] = sample(property, depth + 1, field);
      }
      return out;
    }
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((item) => sample(item, depth + 1));
      const item = schema.items ?? {};
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        sample(item, depth + 1, name.replace(/s$/, '')),
      );
    }
    case 'integer':
    case 'number': {
      const { minimum, maximum } = schema;
      if ((minimum === undefined || minimum <= 1) && (maximum === undefined || maximum >= 1)) {
        return 1;
      }
      return minimum ?? maximum ?? 1;
    }
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return realIds[name] ?? randomUUID();
      if (schema.format === 'email') return 'fuzz@staydesk.test';
      if (schema.format === 'date') return endsPeriod(name) ? '2027-01-08' : '2027-01-01';
      if (schema.format === 'date-time') return '2027-01-01T00:00:00Z';
      return schema.pattern ? textFor(schema.pattern) : 'Fuzz value';
  }
}

/** The values one field is replaced with: the type's boundaries, then everything hostile. */
function mutationsOf(raw: JsonSchema): Json[] {
  const schema = pick(raw);
  const boundaries: Json[] = [];
  if (schema.maxLength !== undefined) {
    boundaries.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  }
  if (schema.minimum !== undefined) boundaries.push(schema.minimum - 1);
  if (schema.maximum !== undefined) boundaries.push(schema.maximum + 1);
  return [...boundaries, ...HOSTILE_VALUES];
}

function asText(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function pathWith(operation: Operation, values: Record<string, string>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? 'x');
}

/** Percent-encodes; a lone surrogate (not encodable) becomes the invalid UTF-8 it would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(entries: [string, string][]): string {
  if (entries.length === 0) return '';
  return `?${entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
}

function formOf(fields: Record<string, Json>, fileFields: string[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (fileFields.includes(name)) continue;
    form.append(name, asText(value));
  }
  for (const name of fileFields) {
    form.append(name, new Blob([new Uint8Array([0, 1, 2, 3])], { type: 'image/png' }), 'x.png');
  }
  return form;
}

/** What every case of one operation starts from: a lawful path, query and body. */
interface Base {
  name: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  goodPath: Record<string, string>;
  basePath: string;
  baseQuery: [string, string][];
  base: string;
  baseBody: Json | undefined;
  bodySchema: JsonSchema;
  fileFields: string[];
  multipart: boolean;
}

function baseOf(operation: Operation, realIds: Record<string, string>): Base {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const goodPath: Record<string, string> = Object.fromEntries(
    pathParams.map((parameter) => [
      parameter.name,
      realIds[parameter.name] ?? asText(sample(parameter.schema)),
    ]),
  );
  const basePath = pathWith(operation, goodPath);
  const baseQuery: [string, string][] = queryParams
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, asText(sample(parameter.schema))]);
  const bodySchema = operation.body?.schema ?? {};
  return {
    name: `${operation.method.toUpperCase()} ${operation.path}`,
    pathParams,
    queryParams,
    goodPath,
    basePath,
    baseQuery,
    base: `${basePath}${queryString(baseQuery)}`,
    baseBody: operation.body ? sample(bodySchema) : undefined,
    bodySchema,
    fileFields: Object.entries(bodySchema.properties ?? {})
      .filter(([, property]) => property.contentMediaType !== undefined)
      .map(([field]) => field),
    multipart: operation.body?.mediaType === 'multipart/form-data',
  };
}

/** A case of the operation: the body encoded as the operation takes it, unless given raw. */
function caseOf(
  operation: Operation,
  base: Base,
  what: string,
  url: string,
  body?: Json | string | FormData,
  type?: string,
): Case {
  const encoded =
    body === undefined || typeof body === 'string' || body instanceof FormData
      ? body
      : base.multipart && isRecord(body)
        ? formOf(body, base.fileFields)
        : JSON.stringify(body);
  const contentType =
    type ?? (encoded === undefined || encoded instanceof FormData ? undefined : 'application/json');
  return {
    operation: base.name,
    method: operation.method.toUpperCase(),
    url,
    what,
    ...(encoded === undefined ? {} : { body: encoded }),
    ...(contentType === undefined ? {} : { contentType }),
  };
}

/**
 * The hostile cases for one operation: each group of alternatives (the values of one path
 * parameter, query parameter or field, the raw bodies, the content types) is sampled.
 */
function casesFor(operation: Operation, realIds: Record<string, string>): Case[] {
  const base = baseOf(operation, realIds);
  const { goodPath, basePath, baseQuery, baseBody } = base;
  const random = randomFor(base.name);
  const cases: Case[] = [];
  /** Keeps `keep` of the cases one group of alternatives makes. */
  const group = (keep: number, fill: (send: (...args: SendArgs) => void) => void) => {
    const made: Case[] = [];
    fill((...args) => made.push(caseOf(operation, base, ...args)));
    cases.push(...draw(made, keep, random));
  };
  group(1, (send) => send('as declared', base.base, baseBody));

  for (const parameter of base.pathParams) {
    group(1, (send) => {
      for (const value of PATH_VALUES) {
        send(
          `path ${parameter.name}=${value.slice(0, 20)}`,
          pathWith(operation, { ...goodPath, [parameter.name]: value }),
          baseBody,
        );
      }
      send(
        `path ${parameter.name} random id`,
        pathWith(operation, { ...goodPath, [parameter.name]: randomUUID() }),
        baseBody,
      );
    });
  }
  for (const parameter of base.queryParams) {
    const others = baseQuery.filter(([key]) => key !== parameter.name);
    group(1, (send) => {
      for (const value of mutationsOf(parameter.schema)) {
        send(
          `query ${parameter.name}`,
          `${basePath}${queryString([...others, [parameter.name, asText(value)]])}`,
          baseBody,
        );
      }
      send(`query ${parameter.name} malformed`, `${basePath}?${parameter.name}=%E0%A4%A`, baseBody);
      send(
        `query ${parameter.name} twice`,
        `${basePath}?${parameter.name}=1&${parameter.name}=2`,
        baseBody,
      );
    });
  }
  group(1, (send) =>
    send(
      'query unknown',
      `${base.base}${base.base.includes('?') ? '&' : '?'}unknown=%00&__proto__=x`,
      baseBody,
    ),
  );

  if (operation.body && isRecord(baseBody)) {
    const properties = Object.entries(base.bodySchema.properties ?? {}).filter(
      ([field]) => !base.fileFields.includes(field),
    );
    for (const [field, property] of properties) {
      group(1, (send) => {
        for (const value of mutationsOf(property)) {
          send(`body ${field}`, base.base, { ...baseBody, [field]: value });
        }
        const { [field]: _removed, ...without } = baseBody;
        send(`body without ${field}`, base.base, without);
      });
      // One level down: each field of a nested object.
      const nested = pick(property);
      const inner = baseBody[field];
      if (nested.properties && isRecord(inner)) {
        for (const [child, childSchema] of Object.entries(nested.properties)) {
          group(1, (send) => {
            for (const value of [
              ...mutationsOf(childSchema).slice(0, 6),
              'x'.repeat(20_000),
              'a\u0000b',
            ]) {
              send(`body ${field}.${child}`, base.base, {
                ...baseBody,
                [field]: { ...inner, [child]: value },
              });
            }
          });
        }
      }
    }
    group(1, (send) =>
      send('body extra field', base.base, {
        ...baseBody,
        extra: 'x'.repeat(1_000),
        __proto__x: { a: 1 },
      }),
    );
  }
  // Whole-body attacks apply to every operation, declared body or not.
  group(1, (send) => {
    for (const raw of RAW_BODIES) send('raw body', base.base, raw, 'application/json');
  });
  group(1, (send) => {
    send('text/plain', base.base, JSON.stringify(baseBody ?? {}), 'text/plain');
    send('form-urlencoded', base.base, 'a=1&b=%00', 'application/x-www-form-urlencoded');
    send('multipart no boundary', base.base, '--x\r\n\r\n', 'multipart/form-data');
    send(
      'multipart garbage',
      base.base,
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000',
      'multipart/form-data; boundary=x',
    );
    send(
      'multipart truncated',
      base.base,
      '--x\r\nContent-Disposition: form-data; name="',
      'multipart/form-data; boundary=x',
    );
    if (base.multipart) {
      send(
        'json to a multipart route',
        base.base,
        JSON.stringify(baseBody ?? {}),
        'application/json',
      );
    } else {
      const form = new FormData();
      form.append('data', JSON.stringify(baseBody ?? {}));
      send('multipart to a json route', base.base, form);
    }
  });
  return cases;
}

type SendArgs = [what: string, url: string, body?: Json | string | FormData, type?: string];

/** One place in a body: its path, its schema, and the body with another value put there. */
interface Place {
  path: string;
  schema: JsonSchema;
  value: Json;
  put: (value: Json) => Json;
}

/** Every place of a body, arrays entered through one item, each branch of a union followed. */
function placesOf(
  raw: JsonSchema,
  value: Json,
  put: (value: Json) => Json,
  path: string,
  depth = 0,
): Place[] {
  if (depth > 6) return [];
  const places: Place[] = [];
  const branches = (raw.anyOf ?? raw.oneOf ?? [raw]).filter(
    (branch) => !(typesOf(branch).length === 1 && typesOf(branch)[0] === 'null'),
  );
  for (const schema of branches) {
    places.push({ path, schema, value, put });
    if (schema.properties) {
      // In a union, each branch starts from its own sample (another branch's value would be
      // read as that branch, e.g. a whole credit with an amount beside it).
      const sampled = sample(schema);
      const object =
        branches.length === 1 && isRecord(value) ? value : isRecord(sampled) ? sampled : {};
      for (const [name, property] of Object.entries(schema.properties)) {
        places.push(
          ...placesOf(
            property,
            object[name] ?? sample(property),
            (inner) => put({ ...object, [name]: inner }),
            path ? `${path}.${name}` : name,
            depth + 1,
          ),
        );
      }
    } else if (schema.items) {
      places.push(
        ...placesOf(
          schema.items,
          sample(schema.items),
          (item) => put([item]),
          `${path}[]`,
          depth + 1,
        ),
      );
    }
  }
  return places;
}

/** A decimal amount: text of digits with at most two decimals (prices, costs, payments, rates). */
const isAmount = (schema: JsonSchema & { pattern?: string }) =>
  typeof schema.pattern === 'string' && schema.pattern.endsWith('(\\.\\d{1,2})?$');

/** Of the edge values, how many each date or amount is tried with. */
const EDGES_PER_PLACE = 3;

/** The values a date, instant or amount is tried with; none for anything else. */
function edgeValuesOf(schema: JsonSchema): string[] {
  if (schema.format === 'date') return FAR_DAYS;
  if (schema.format === 'date-time') return FAR_INSTANTS;
  if (isAmount(schema)) return EDGE_AMOUNTS;
  return [];
}

/** The day that ends a period starting with this name: checkIn → checkOut, from → to, xFrom → xTo. */
function partnerOf(name: string): string | undefined {
  if (name === 'checkIn') return 'checkOut';
  if (name === 'from') return 'to';
  const match = /^(.+)From$/.exec(name);
  return match ? `${match[1]}To` : undefined;
}

/** The edges of one operation: far dates, edge amounts and the longest periods. */
function edgesFor(operation: Operation, realIds: Record<string, string>): Case[] {
  const base = baseOf(operation, realIds);
  const random = randomFor(`${base.name} edges`);
  const cases: Case[] = [];
  const send = (...args: SendArgs) => cases.push(caseOf(operation, base, ...args));
  const withQuery = (entries: [string, string][]) => {
    const names = new Set(entries.map(([key]) => key));
    return `${base.basePath}${queryString([
      ...base.baseQuery.filter(([key]) => !names.has(key)),
      ...entries,
    ])}`;
  };
  for (const parameter of base.queryParams) {
    for (const value of draw(edgeValuesOf(pick(parameter.schema)), EDGES_PER_PLACE, random)) {
      send(`query ${parameter.name}=${value}`, withQuery([[parameter.name, value]]), base.baseBody);
    }
    const partner = partnerOf(parameter.name);
    if (partner && base.queryParams.some((other) => other.name === partner)) {
      for (const to of LONG_TO) {
        send(
          `query ${parameter.name}=${LONG_FROM}&${partner}=${to}`,
          withQuery([
            [parameter.name, LONG_FROM],
            [partner, to],
          ]),
          base.baseBody,
        );
      }
    }
  }
  if (operation.body && base.baseBody !== undefined) {
    const seen = new Set<string>();
    for (const place of placesOf(base.bodySchema, base.baseBody, (body) => body, '')) {
      const values = edgeValuesOf(place.schema);
      const key = `${place.path} ${values.join()}`;
      if (values.length > 0 && !seen.has(key)) {
        seen.add(key);
        for (const value of draw(values, EDGES_PER_PLACE, random))
          send(`body ${place.path}=${value}`, base.base, place.put(value));
      }
      const fields = place.schema.properties ?? {};
      const object = isRecord(place.value) ? place.value : undefined;
      if (!object || seen.has(`${place.path} pair`)) continue;
      seen.add(`${place.path} pair`);
      for (const name of Object.keys(fields)) {
        const partner = partnerOf(name);
        if (!partner || !(partner in fields)) continue;
        for (const to of LONG_TO) {
          send(
            `body ${place.path ? `${place.path}.` : ''}${name}=${LONG_FROM}, ${partner}=${to}`,
            base.base,
            place.put({ ...object, [name]: LONG_FROM, [partner]: to }),
          );
        }
      }
    }
  }
  return cases;
}

let server: TestServer;
let token: string;
let operations: Operation[];
const realIds: Record<string, string> = {};
const publicOperations = new Set<string>();

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn('system_admin')).token;
  const document = await server.request<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
          security?: unknown[];
        }
      >
    >;
  }>('GET', '/api/docs/openapi.json');
  operations = Object.entries(document.body.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      // `security: []` marks a public operation in the document.
      if (operation.security?.length === 0) publicOperations.add(`${method.toUpperCase()} ${path}`);
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method,
        path,
        parameters: operation.parameters ?? [],
        ...(mediaType && content && operation.requestBody
          ? {
              body: { mediaType, schema: content.schema, required: operation.requestBody.required },
            }
          : {}),
      };
    }),
  );
  // Real records for the path ids, so updates and deletes reach the record's own checks too.
  // The user is the plain `user` account: fuzzing the signed-in admin's own account would end
  // its session and turn the rest into 401s.
  const one = async (sql: string) =>
    (await server.db.query<{ id: string }>(sql)).rows[0]?.id ?? randomUUID();
  realIds.id = await one("select id from users where email = 'user@staydesk.test'");
  realIds.companyId = await one('select id from companies order by name limit 1');
  realIds.clientId = await one('select id from clients limit 1');
  realIds.agentId = await one('select id from agents limit 1');
  realIds.enquiryId = await one(
    'select id from enquiries where deleted = false order by reference_number limit 1',
  );
  realIds.requestId = await one('select id from property_requests limit 1');
  // Offer lines and quotes: a line and a quote of one enquiry still being worked, so the offer
  // and quote routes reach their own checks (a real, live one for the routes above too).
  const quoted = (
    await server.db.query<{ enquiry_id: string; offer_id: string; quote_id: string }>(
      `select q.enquiry_id, o.id as offer_id, q.id as quote_id
         from enquiry_quotes q join enquiry_offers o on o.enquiry_id = q.enquiry_id
         join enquiries e on e.id = q.enquiry_id and e.deleted = false
        order by e.status = any($1) desc, q.created_at, q.id, o.id limit 1`,
      [OPEN_ENQUIRY_STATUSES],
    )
  ).rows[0];
  if (quoted) {
    realIds.enquiryId = quoted.enquiry_id;
    realIds.offerId = quoted.offer_id;
    realIds.quoteId = quoted.quote_id;
  }
  // Bookings: a real booking, so the booking routes reach their own checks.
  realIds.bookingId = await one(
    "select id from bookings where deleted = false order by status = 'booked' desc, reference limit 1",
  );
  // The ids a body names, so a lawful edge (the longest stay, the largest amount) reaches the
  // rules past the input's shape: a bookable property with no stay yet, its landlord, a staff
  // member, an issued invoice, a bank payment, a tax rate and a catalogue item.
  realIds.propertyId = await one(
    `select id from properties p where deleted = false and status = 'available'
        and not exists (select 1 from bookings b where b.property_id = p.id)
      order by id limit 1`,
  );
  realIds.landlordId = await one(
    `select landlord_id as id from properties where id = '${realIds.propertyId}'`,
  );
  realIds.accountManagerId = await one("select id from users where email = 'admin@staydesk.test'");
  realIds.assigneeId = realIds.accountManagerId;
  realIds.guestId = realIds.clientId;
  realIds.billingCompanyId = await one('select id from billing_companies order by id limit 1');
  realIds.invoiceId = await one(
    "select id from invoices where deleted = false and status = 'issued' order by id limit 1",
  );
  realIds.bankPaymentId = await one('select id from bank_payments order by id limit 1');
  realIds.taxRateId = await one('select id from tax_rates order by id limit 1');
  realIds.itemId = await one('select id from invoice_catalogue_items order by id limit 1');
  realIds.catalogueItemId = realIds.itemId;
}, 300_000);

afterAll(async () => {
  await server?.close();
});

/** The code of a failed fetch's cause (undici's), e.g. UND_ERR_CONNECT_TIMEOUT or ECONNRESET. */
function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof Error && 'code' in cause && typeof cause.code === 'string'
    ? cause.code
    : undefined;
}

interface Answer {
  status: number;
  text: string;
  ms: number;
}

/** Sends one case; undefined when no answer came (the error is recorded in `failures`). */
async function sendCase(
  request: Case,
  bearer: string | undefined,
  failures: string[],
): Promise<Answer | undefined> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  // The logout would end the admin's session for every later case: it is fuzzed anonymously.
  if (bearer && !request.url.startsWith('/api/auth/logout')) {
    headers.authorization = `Bearer ${bearer}`;
  }
  const send = () =>
    fetch(`${server.baseUrl}${request.url}`, {
      method: request.method,
      headers,
      ...(request.body === undefined || request.method === 'GET' ? {} : { body: request.body }),
      signal: AbortSignal.timeout(15_000),
    });
  try {
    const started = performance.now();
    // Sent again once, as a browser does, when the failure is the connection's and not the
    // answer's: the client's own connect timeout (10 s) passed on a loaded machine before the
    // socket was even open; or a GET met a reset on a kept-alive socket the server closed as
    // idle just as the request went out (the keep-alive race, seen on the slowest reads at a
    // load average of 25). A server that resets a request itself resets the retry too. Any
    // other failure (a reset of a write, a hang past 15 s) still counts.
    const response = await send().catch((error: unknown) => {
      const code = causeCode(error);
      if (code === 'UND_ERR_CONNECT_TIMEOUT') return send();
      if (code === 'ECONNRESET' && request.method === 'GET') return send();
      throw error;
    });
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  } catch (error) {
    failures.push(
      `no answer (${error instanceof Error ? error.name : 'error'}${causeCode(error) ? ` ${causeCode(error)}` : ''}) ${request.operation} [${request.what}] ${request.url.slice(0, 120)}`,
    );
    return undefined;
  }
}

const describeCase = (request: Case, answer: Answer, as: string) =>
  `${answer.status} in ${Math.round(answer.ms)} ms ${request.operation} [${request.what}] ${request.method} ${request.url.slice(0, 120)} as ${as}: ${answer.text.slice(0, 200)}`;

/** Runs the jobs `workers` at a time. */
async function inParallel(jobs: (() => Promise<void>)[], workers: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await job();
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
}

describe('fuzzing every operation of the OpenAPI document', () => {
  // First, while the records the ids name are as the seed left them (the hostile cases below
  // delete and change some). About 480 requests: 30 s on PostgreSQL at a load average of 25.
  it('answers far dates, edge amounts and endless stays with a 4xx (or a lawful 2xx) within a second, and another user meanwhile', {
    timeout: 600_000,
  }, async () => {
    const cases = operations.flatMap((operation) => edgesFor(operation, realIds));
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const slow: Case[] = [];
    const started = Date.now();

    // Another user's reads, from the document too: the quickest few of the reads a moderator
    // may make that take no id and no period (a heavy read, such as a home summary, can take a
    // second by itself on a loaded machine, whatever else the server does).
    const other = (await server.signIn('moderator')).token;
    const probed: { path: string; ms: number }[] = [];
    for (const operation of operations) {
      const base = baseOf(operation, realIds);
      const simple =
        operation.method === 'get' &&
        base.pathParams.length === 0 &&
        base.baseQuery.length === 0 &&
        !publicOperations.has(base.name) &&
        !base.queryParams.some((parameter) => edgeValuesOf(pick(parameter.schema)).length > 0);
      if (!simple) continue;
      const begun = performance.now();
      const answer = await server.request('GET', operation.path, { token: other });
      if (answer.status === 200 && answer.headers.get('content-type')?.includes('json')) {
        probed.push({ path: operation.path, ms: performance.now() - begun });
      }
    }
    const readable = probed
      .sort((a, b) => a.ms - b.ms)
      .slice(0, 4)
      .map((read) => read.path);
    expect(readable.length).toBe(4);
    const reads: { path: string; status: number; ms: number }[] = [];
    let running = true;
    const reader = (async () => {
      for (let index = 0; running; index++) {
        const path = readable[index % readable.length] ?? '/';
        const begun = performance.now();
        const answer = await fetch(`${server.baseUrl}${path}`, {
          headers: { authorization: `Bearer ${other}` },
          signal: AbortSignal.timeout(15_000),
        }).catch(() => undefined);
        await answer?.arrayBuffer();
        reads.push({ path, status: answer?.status ?? 0, ms: performance.now() - begun });
      }
    })();

    const check = (request: Case, answer: Answer | undefined, alone: boolean) => {
      if (!answer) return;
      if (answer.status >= 500) failures.push(describeCase(request, answer, 'system_admin'));
      else if (answer.ms > EDGE_LIMIT_MS) {
        if (alone) failures.push(`slow: ${describeCase(request, answer, 'system_admin')}`);
        else slow.push(request);
      }
    };
    await inParallel(
      cases.map(
        (request) => async () => check(request, await sendCase(request, token, failures), false),
      ),
      4,
    );
    running = false;
    await reader;
    // A request past the limit among three others may have waited for the machine rather than
    // the server: sent again alone, it must be answered within the limit.
    for (const request of slow) check(request, await sendCase(request, token, failures), true);

    const seconds = (Date.now() - started) / 1000;
    const times = reads.map((read) => read.ms).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.info(
      `fuzz edges: ${cases.length} requests in ${seconds.toFixed(1)} s (${slow.length} sent again alone); another user's ${reads.length} reads (${readable.join(', ')}): median ${Math.round(median)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    // The other user is answered throughout: every read, most within the limit and none held
    // anywhere near the request budget (a freeze held every other user for minutes). On a
    // loaded machine a light read itself waits for the CPU now and then, hence the median.
    expect(reads.filter((read) => read.status !== 200)).toEqual([]);
    expect(reads.length).toBeGreaterThan(10);
    expect(median).toBeLessThanOrEqual(EDGE_LIMIT_MS);
    expect(times.at(-1)).toBeLessThanOrEqual(5 * EDGE_LIMIT_MS);
  });

  // About 2,300 requests: 60 s on PostgreSQL and twice that on PGlite at a load average of 25 on
  // two cores, far less on an idle machine; the limit is for a shared, loaded one. A single
  // request that hangs fails at once (15 s each), whatever this says.
  it('answers thousands of hostile requests without a 5xx or a hang', {
    timeout: 600_000,
  }, async () => {
    expect(operations.length).toBeGreaterThan(20);
    const cases = operations.flatMap((operation) => casesFor(operation, realIds));
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();

    const sendOne = async (request: Case, asAdmin: boolean) => {
      const answer = await sendCase(request, asAdmin ? token : undefined, failures);
      if (!answer) return;
      sent++;
      if (answer.status >= 500) {
        failures.push(describeCase(request, answer, asAdmin ? 'system_admin' : 'anonymous'));
      }
    };

    // Every case as the system_admin; anonymously, every case of a public operation and the
    // first few of the others (they stop at 401 before reading the input).
    const seen = new Map<string, number>();
    const queue = cases.flatMap((request) => {
      const count = (seen.get(request.operation) ?? 0) + 1;
      seen.set(request.operation, count);
      const anonymous = publicOperations.has(request.operation) || count <= 2;
      return [() => sendOne(request, true), ...(anonymous ? [() => sendOne(request, false)] : [])];
    });
    await inParallel(queue, 8);

    const seconds = (Date.now() - started) / 1000;
    console.info(
      `fuzz: ${sent} requests over ${operations.length} operations in ${seconds.toFixed(1)} s (seed ${SEED})`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * 5);
  });
});
