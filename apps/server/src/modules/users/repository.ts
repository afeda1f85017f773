import { firstNameOf, type Role, type User } from '@staydesk/domain';
import type { Queryable } from '../../db/database.js';
import type { PublicUrls } from '../../http/context.js';
import { iso } from '../../lib/sql.js';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  password_hash: string;
  image_key: string | null;
  image_name: string | null;
  experiments: { name: string; isAvailable: boolean }[];
  phone: string | null;
  is_active: boolean;
  last_sign_in_at: Date | null;
  version: number;
  deleted: boolean;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
}

export function fileUrl(urls: PublicUrls, key: string): string {
  return `${urls.files}/${key}`;
}

/** The user as the API shows it: never the password hash. */
export function toUser(row: UserRow, urls: PublicUrls): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    firstName: firstNameOf(row.full_name),
    role: row.role,
    imageUrl: row.image_key
      ? { key: row.image_key, name: row.image_name ?? '', url: fileUrl(urls, row.image_key) }
      : null,
    experiments: row.experiments,
    phone: row.phone,
    isActive: row.is_active,
    lastSignInAt: iso(row.last_sign_in_at),
    version: row.version,
    deleted: row.deleted,
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    createdBy: row.created_by,
  };
}

/** The audit snapshot of a user: what staff can see, without the password hash or URLs. */
export function userSnapshot(row: UserRow): Record<string, unknown> {
  return {
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    image: row.image_key ? { key: row.image_key, name: row.image_name } : null,
    experiments: row.experiments,
    phone: row.phone,
    isActive: row.is_active,
    deleted: row.deleted,
  };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>('select * from users where id = $1', [id]);
  return result.rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>('select * from users where lower(email) = lower($1)', [
    email,
  ]);
  return result.rows[0];
}

/** Row lock for a read-modify-write inside a transaction. */
export async function lockUser(tx: Queryable, id: string): Promise<UserRow | undefined> {
  const result = await tx.query<UserRow>('select * from users where id = $1 for update', [id]);
  return result.rows[0];
}
