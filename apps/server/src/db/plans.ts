import { z } from 'zod/mini';

/** A plan node of `EXPLAIN (FORMAT JSON)`, as far as the checks read it. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

const explainRows = z.array(z.object({ 'QUERY PLAN': z.unknown() }));
const explainJson = z.array(
  z.object({ Plan: z.custom<PlanNode>((value) => typeof value === 'object') }),
);

/**
 * The top plan node of `EXPLAIN (FORMAT JSON)`'s rows: PostgreSQL's driver answers the JSON
 * parsed, PGlite's as text.
 */
export function planOfRows(rows: unknown): PlanNode | undefined {
  const raw = explainRows.parse(rows)[0]?.['QUERY PLAN'];
  return explainJson.parse(typeof raw === 'string' ? JSON.parse(raw) : raw)[0]?.Plan;
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}
