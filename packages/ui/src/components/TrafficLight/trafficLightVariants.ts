/** How large a traffic light reads: `small` in table cells and cards, `standard` on record pages. */
export const trafficLightSizes = ['small', 'standard'] as const;
export type TrafficLightSize = (typeof trafficLightSizes)[number];
