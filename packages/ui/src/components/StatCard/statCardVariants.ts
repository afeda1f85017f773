/** Which way a count moved: drawn as an arrow beside the trend's text. */
export const statCardTrendDirections = ['up', 'down', 'flat'] as const;
export type StatCardTrendDirection = (typeof statCardTrendDirections)[number];

/** Whether the move is good news, bad news or neither (more open tasks is bad news). */
export const statCardTrendTones = ['positive', 'critical', 'neutral'] as const;
export type StatCardTrendTone = (typeof statCardTrendTones)[number];

/**
 * How urgent the count is when it counts a problem: `critical` (act now), `warning` (to do) or
 * `good` (nothing waiting); a plain figure has none.
 */
export const statCardSeverities = ['critical', 'warning', 'good'] as const;
export type StatCardSeverity = (typeof statCardSeverities)[number];
