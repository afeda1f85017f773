import { z } from 'zod/mini';
import type { RouteSpec } from '../../http/route.js';
import { errorSchema } from '../../http/schemas.js';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonObject {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  delete json.$schema;
  return json;
}

function parametersOf(spec: RouteSpec): JsonObject[] {
  const parameters: JsonObject[] = [];
  for (const [location, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as {
      properties?: Record<string, JsonObject>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: location,
        required: location === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return parameters;
}

function accessText(spec: RouteSpec): string {
  switch (spec.access.kind) {
    case 'public':
      return 'Public.';
    case 'signedIn':
      return 'Any signed-in user (bearer token).';
    case 'permission':
      return spec.access.experiment === undefined
        ? `Needs the ${spec.access.permission} permission (bearer token).`
        : `Needs the ${spec.access.permission} permission and the ${spec.access.experiment} experiment switched on for the caller (bearer token).`;
  }
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** OpenAPI 3.1 for every declared route, from the same zod schemas that validate requests. */
export function buildOpenApi(routes: RouteSpec[], serverUrl: string): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const spec of routes) {
    const path = spec.path.replace(/:(\w+)/g, '{$1}');
    const operation: JsonObject = {
      tags: [spec.tag],
      summary: spec.summary,
      description: [accessText(spec), spec.description].filter(Boolean).join('\n\n'),
      operationId: `${spec.method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: parametersOf(spec),
      ...(spec.access.kind === 'public' ? { security: [] } : {}),
      responses: {
        [String(spec.status ?? 200)]: {
          description: 'Success',
          ...(spec.response
            ? { content: { 'application/json': { schema: schemaOf(spec.response, 'output') } } }
            : {}),
        },
        '400': errorResponse('Invalid input: `fields` names each bad field'),
        ...(spec.access.kind !== 'public'
          ? {
              '401': errorResponse(
                'Not signed in; `jwtExpired: true` when the access token expired or the session ended',
              ),
            }
          : {}),
        ...(spec.access.kind === 'permission'
          ? { '403': errorResponse('`permissionDenied: true`') }
          : {}),
        ...(spec.params ? { '404': errorResponse('No such record') } : {}),
        ...(spec.method === 'patch' || spec.method === 'delete'
          ? { '409': errorResponse('The record changed since it was read (stale `version`)') }
          : {}),
        ...(spec.rateLimited
          ? {
              '429': errorResponse(
                `${spec.rateLimited} \`retryAfterSeconds\` and the Retry-After header give the wait.`,
              ),
            }
          : {}),
      },
    };
    if (spec.body) {
      const mediaType = spec.body.type === 'json' ? 'application/json' : 'multipart/form-data';
      const schema = schemaOf(spec.body.schema, 'input') as { properties?: JsonObject };
      if (spec.body.files) {
        schema.properties = {
          ...(schema.properties ?? {}),
          ...Object.fromEntries(
            Object.entries(spec.body.files).map(([name, description]) => [
              name,
              { type: 'string', contentMediaType: 'application/octet-stream', description },
            ]),
          ),
        };
      }
      operation.requestBody = {
        required: !spec.body.optional,
        content: { [mediaType]: { schema } },
      };
    }
    paths[path] ??= {};
    (paths[path] as Record<string, JsonObject>)[spec.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Staydesk API',
      version: '2.0.0',
      description:
        'The staff back-office API. Errors are JSON `{ message, fields?, jwtExpired?, permissionDenied? }`; successful mutations answer `{ message, data }`; lists are paged 29 a page.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: schemaOf(errorSchema, 'output') },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
