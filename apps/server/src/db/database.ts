/** The only database surface the services see: parameterised SQL and transactions. */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` inside one transaction; it commits when `work` resolves and rolls back otherwise. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Thrown by repositories for a unique-constraint clash, so routes can answer 409. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
