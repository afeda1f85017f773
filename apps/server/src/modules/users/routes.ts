import {
  apiMessage,
  can,
  experimentSchema,
  PAGE_SIZE,
  passwordChangeSchema,
  roleSchema,
  signUpSchema,
  userPatchSchema,
  userSchema,
} from '@staydesk/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod/mini';
import { isUniqueViolation } from '../../db/database.js';
import { auditSnapshot, countTabs, searchAny } from '../../db/records.js';
import { users as accounts } from '../../db/schema.js';
import { clientAddress, clientNetwork } from '../../http/client.js';
import type { AppDeps, AppEnv, AuthUser, PublicUrls } from '../../http/context.js';
import {
  enforceRateLimit,
  PUBLIC_WRITE_LIMITS,
  passwordHashBudget,
  RateLimiter,
  spendPasswordHash,
} from '../../http/rate-limit.js';
import { needs, PUBLIC, type RouteSpec, route, SIGNED_IN } from '../../http/route.js';
import {
  idParams,
  mutationSchema,
  pageParam,
  pageSchema,
  searchParam,
} from '../../http/schemas.js';
import { fieldMessages, forbidden, notFound, refusal, success } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { pageOf } from '../../lib/sql.js';
import { diff, writeAudit } from '../../services/audit.js';
import { checkImage } from '../../services/images.js';
import type { SessionService } from '../auth/sessions.js';
import { readSettings } from '../settings/settings.js';
import { findUserById, toUser, userKind } from './repository.js';
import { createUserService } from './service.js';
import { createSignUpService, signUpReceived, signUpRoutes } from './sign-up.js';

export const userListQuery = z.object({
  page: pageParam,
  search: searchParam,
  role: z.optional(roleSchema),
  /** `all=true`: every active account on one page, for pickers and the start-up load. */
  all: z.optional(z.enum(['true', 'false'])),
});

async function listUsers(deps: AppDeps, urls: PublicUrls, query: z.output<typeof userListQuery>) {
  const filters = [
    searchAny(query.search, [accounts.fullName, accounts.email]),
    query.role === undefined ? undefined : eq(accounts.role, query.role),
  ];
  // Sign-ups awaiting a decision are listed on their own (GET /api/v1/accounts/pending).
  const listed = and(eq(accounts.deleted, false), eq(accounts.approval, 'approved')) as SQL;
  const where = and(...filters, listed);
  return deps.db.read(async (orm) => {
    // The kit's count, from the list index (or the search's trigram indexes).
    const { counts } = await countTabs({ orm, table: accounts, filters, tabs: { listed } });
    const total = counts.listed;
    const all = query.all === 'true';
    const paging = all
      ? { total, page: 1, pageCount: 1, offset: 0 }
      : pageOf(total, query.page, PAGE_SIZE);
    const rows = await orm
      .select()
      .from(accounts)
      .where(where)
      .orderBy(sql`lower(${accounts.fullName})`, accounts.id)
      .limit(all ? 1000 : PAGE_SIZE)
      .offset(paging.offset);
    return {
      items: rows.map((row) => toUser(row, urls)),
      total,
      page: paging.page,
      pageCount: Math.max(paging.pageCount, total === 0 ? 0 : 1),
      pageSize: PAGE_SIZE,
    };
  });
}

const experimentParams = z.object({
  id: z.uuid('Not a valid id'),
  name: z.string().check(z.minLength(1), z.maxLength(60)),
});
const deleteQuery = z.object({ version: z.optional(z.coerce.number().check(z.int(), z.gte(1))) });

/** Sign-up (POST /account): the public form, or a signed-in ACCOUNT_DATA holder creating staff. */
export const accountCreateBodySchema = z.extend(signUpSchema, {
  role: z.optional(roleSchema),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(30)))),
});

async function optionalUser(
  c: Context<AppEnv>,
  sessions: SessionService,
): Promise<AuthUser | undefined> {
  if (!c.req.header('authorization')) return undefined;
  return sessions.authenticate(c);
}

export function userRoutes(deps: AppDeps, sessions: SessionService): RouteSpec[] {
  const users = createUserService(deps);
  const userData = z.object({ data: userSchema });
  const signUps = createSignUpService(deps);
  const hashBudget = passwordHashBudget(deps);
  const signUpLimiter = new RateLimiter(
    PUBLIC_WRITE_LIMITS.signUps,
    deps.clock,
    deps.db,
    'signUps',
  );

  return [
    ...signUpRoutes(signUps),
    route({
      method: 'get',
      path: '/api/v1/users',
      tag: 'Users',
      summary: 'List staff accounts',
      description: `29 a page, ordered by name. \`search\` matches name or email; \`role\` filters. Without \`page\`, the first page. \`all=true\` returns every active account on one page (start-up, pickers).`,
      access: SIGNED_IN,
      query: userListQuery,
      response: pageSchema('users', userSchema),
      handler: async ({ c, query }) => {
        const { items, ...page } = await listUsers(deps, c.get('urls'), query);
        return { users: items, ...page };
      },
    }),
    route({
      method: 'get',
      path: '/api/v1/users/:id',
      tag: 'Users',
      summary: 'One staff account',
      access: SIGNED_IN,
      params: idParams,
      response: userData,
      handler: async ({ c, params }) => {
        const row = await deps.db.read((orm) => findUserById(orm, params.id));
        if (!row || row.deleted) throw notFound('User');
        return { data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'patch',
      path: '/api/v1/users/:id',
      tag: 'Users',
      summary: 'Change an account (a `data` wrapper of the changed fields and `version`)',
      description:
        'Anyone may change their own full name and phone. Other accounts need ACCOUNT_DATA (and may not rank above the caller); email needs ACCOUNT_DATA; role needs ACCOUNT_ROLE and is never one’s own. A stale `version` is a 409.',
      access: SIGNED_IN,
      params: idParams,
      body: { type: 'json', schema: userPatchSchema },
      response: mutationSchema(userSchema),
      handler: async ({ c, params, body, user }) => {
        const row = await users.update(user, params.id, body.data);
        return { ...success('accountUpdated'), data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'delete',
      path: '/api/v1/users/:id',
      tag: 'Users',
      summary: 'Delete an account (soft delete; its sessions end)',
      access: needs('ACCOUNT_DATA'),
      params: idParams,
      query: deleteQuery,
      response: mutationSchema(userSchema),
      handler: async ({ c, params, query, user }) => {
        const row = await users.remove(user, params.id, query.version);
        return { ...success('accountDeleted'), data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'patch',
      path: '/api/v1/users/:id/password',
      tag: 'Users',
      summary: "Set an account's password",
      description:
        "Your own, or another account's with ACCOUNT_DATA. The account's other sessions end.",
      access: SIGNED_IN,
      params: idParams,
      body: { type: 'json', schema: passwordChangeSchema },
      response: mutationSchema(userSchema),
      handler: async ({ c, params, body, user }) => {
        const row = await users.setPassword(user, params.id, body.password);
        return { ...success('passwordChanged'), data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'post',
      path: '/api/v1/users/:id/experiments',
      tag: 'Users',
      summary: 'Give an account an experiment (or switch it off with isAvailable false)',
      access: needs('ADMINISTRATION'),
      params: idParams,
      body: { type: 'json', schema: experimentSchema },
      response: mutationSchema(userSchema),
      handler: async ({ c, params, body, user }) => {
        const settings = await readSettings(deps.db);
        if (!settings.experiments.some((item) => item.name === body.name)) {
          const choices = settings.experiments.map((e) => e.name).join(', ');
          throw refusal(
            400,
            apiMessage('unknownExperiment'),
            fieldMessages({ name: apiMessage('chooseOneOf', { choices }) }),
          );
        }
        const row = await users.setExperiment(user, params.id, body);
        return { ...success('experimentSaved'), data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'delete',
      path: '/api/v1/users/:id/experiments/:name',
      tag: 'Users',
      summary: 'Take an experiment away from an account',
      access: needs('ADMINISTRATION'),
      params: experimentParams,
      response: mutationSchema(userSchema),
      handler: async ({ c, params, user }) => {
        const row = await users.removeExperiment(user, params.id, params.name);
        return { ...success('experimentRemoved'), data: toUser(row, c.get('urls')) };
      },
    }),
    route({
      method: 'post',
      path: '/account',
      tag: 'Accounts',
      summary: 'Sign up, or create a staff account',
      description:
        'Anonymous: a self sign-up with an email in one of the settings’ signUpEmailDomains, always with the role user. It answers 202 `{ message }` at once, the same for a new and an existing address; a new address gets a pending account and a confirmation link by mail, an existing one a mail to its owner. The account signs in only once the address is confirmed (POST /api/auth/verify-email) and an ACCOUNT_DATA holder approved it (POST /api/v1/accounts/{id}/approve). With a bearer token of an ACCOUNT_DATA holder: 201 with the account, any email, approved at once; a role other than user needs ACCOUNT_ROLE.',
      access: PUBLIC,
      body: { type: 'json', schema: accountCreateBodySchema },
      status: 201,
      response: mutationSchema(userSchema),
      rateLimited: `Anonymous sign-ups only: more than ${PUBLIC_WRITE_LIMITS.signUps.limit} with a valid body from one address in ${PUBLIC_WRITE_LIMITS.signUps.windowMs / 60_000} minutes; nothing is stored.`,
      handler: async ({ c, body }) => {
        const actor = await optionalUser(c, sessions);
        const role = body.role ?? 'user';
        if (actor) {
          if (!can(actor.role, 'ACCOUNT_DATA')) throw forbidden();
          if (role !== 'user' && !can(actor.role, 'ACCOUNT_ROLE')) throw forbidden();
        } else {
          await enforceRateLimit(signUpLimiter, c, 'signUps');
          if (role !== 'user') throw forbidden();
          const settings = await readSettings(deps.db);
          const domain = body.email.split('@')[1] ?? '';
          if (!settings.signUpEmailDomains.includes(domain)) {
            const closed = apiMessage('signUpDomainClosed', {
              domains: settings.signUpEmailDomains.map((d) => `@${d}`).join(', '),
            });
            throw refusal(400, closed, fieldMessages({ email: closed }));
          }
          // The same answer, at once, for a new and an existing address: the lookup, the hash
          // and the mail happen after it (sign-up.ts). The hash is still paid from the budget.
          await spendPasswordHash(hashBudget, c);
          const { fullName, email, password } = body;
          const source = clientNetwork(clientAddress(c));
          deps.background.run('sign-up', () =>
            signUps.process({ fullName, email, password }, source),
          );
          return c.json(signUpReceived, 202);
        }
        const passwordHash = await hashPassword(body.password);
        try {
          const row = await deps.db.transaction(async (tx) => {
            const created = await userKind.insert(tx, {
              // Made by staff: confirmed and approved from the start.
              emailVerifiedAt: deps.clock.now(),
              email: body.email,
              fullName: body.fullName,
              role,
              passwordHash,
              phone: body.phone ?? null,
              createdBy: actor?.id ?? null,
            });
            // A self sign-up is its own actor; the snapshot comes from the typed row (`diff`
            // leaves the password hash out).
            await writeAudit(tx, {
              actorId: actor?.id ?? created.id,
              action: 'create',
              recordType: userKind.recordType,
              recordId: created.id,
              recordName: userKind.nameOf(created),
              changes: diff(null, auditSnapshot(created)),
              at: deps.clock.now(),
            });
            return created;
          });
          return {
            ...success(actor ? 'accountCreated' : 'accountReady'),
            data: toUser(row, c.get('urls')),
          };
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw refusal(
              409,
              apiMessage('emailTaken'),
              fieldMessages({ email: apiMessage('emailTaken') }),
            );
          }
          throw error;
        }
      },
    }),
    route({
      method: 'get',
      path: '/account/fetch',
      tag: 'Accounts',
      summary: 'List accounts for the Accounts area',
      description: 'The same page shape and filters as GET /api/v1/users, under `accounts`.',
      access: needs('ACCOUNTS'),
      query: userListQuery,
      response: pageSchema('accounts', userSchema),
      handler: async ({ c, query }) => {
        const { items, ...page } = await listUsers(deps, c.get('urls'), query);
        return { accounts: items, ...page };
      },
    }),
    route({
      method: 'patch',
      path: '/account/:id/image',
      tag: 'Accounts',
      summary: 'Upload an account image (multipart field `image`)',
      description: `png, jpeg, jpg, webp or avif, checked by content, up to ${Math.round(deps.config.maxImageBytes / 1024 / 1024)} MB. Your own, or another's with ACCOUNT_DATA.`,
      access: SIGNED_IN,
      params: idParams,
      body: {
        type: 'multipart',
        schema: z.object({}),
        files: { image: 'The image file' },
      },
      response: mutationSchema(userSchema),
      handler: async ({ c, params, files, user }) => {
        const file = files.image;
        if (!file) {
          throw refusal(
            400,
            apiMessage('chooseImage'),
            fieldMessages({ image: apiMessage('imageRequired') }),
          );
        }
        const target = await deps.db.read((orm) => findUserById(orm, params.id));
        if (!target || target.deleted) throw notFound('User');
        if (user.id !== target.id && !can(user.role, 'ACCOUNT_DATA')) throw forbidden();
        const image = await checkImage(file, 'image', 'accounts', deps.config.maxImageBytes);
        await deps.files.put(image.key, image.bytes, image.contentType);
        try {
          const { row, previousKey } = await users.setImage(user, params.id, image);
          if (previousKey) await deps.files.delete(previousKey).catch(() => undefined);
          return { ...success('imageUpdated'), data: toUser(row, c.get('urls')) };
        } catch (error) {
          await deps.files.delete(image.key).catch(() => undefined);
          throw error;
        }
      },
    }),
  ];
}
