import { firstNameOf, type User } from '@staydesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database.js';
import { onlyRow, type RecordKind } from '../../db/records.js';
import { users } from '../../db/schema.js';
import type { PublicUrls } from '../../http/context.js';

/** An account as stored (password hash included): the row type comes from the Drizzle table. */
export type UserRow = typeof users.$inferSelect;
export type UserValues = Omit<
  typeof users.$inferInsert,
  'id' | 'version' | 'deleted' | 'createdAt' | 'updatedAt' | 'createdBy'
>;

/** The audit trail never sees the hash: `diff` drops `passwordHash` from every snapshot. */
export const userKind: RecordKind<UserRow, UserValues> = {
  recordType: 'user',
  label: 'User',
  nameOf: (row) => row.fullName,
  lock: async (tx, id) =>
    (await tx.orm.select().from(users).where(eq(users.id, id)).for('update'))[0],
  insert: async (tx, values) => onlyRow(await tx.orm.insert(users).values(values).returning()),
  update: async (tx, id, set) =>
    onlyRow(await tx.orm.update(users).set(set).where(eq(users.id, id)).returning()),
  remove: async (tx, id) => {
    await tx.orm.delete(users).where(eq(users.id, id));
  },
};

export function fileUrl(urls: PublicUrls, key: string): string {
  return `${urls.files}/${key}`;
}

/** The user as the API shows it: never the password hash. */
export function toUser(row: UserRow, urls: PublicUrls): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    firstName: firstNameOf(row.fullName),
    role: row.role,
    imageUrl: row.imageKey
      ? { key: row.imageKey, name: row.imageName ?? '', url: fileUrl(urls, row.imageKey) }
      : null,
    experiments: row.experiments,
    phone: row.phone,
    isActive: row.isActive,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    version: row.version,
    deleted: row.deleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
  };
}

export async function findUserById(orm: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(orm: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await orm.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}
