import { type StatusHue, statusHues } from '../palette/status';
import type { ColorMode, ColorTokens } from '../types';

type Pair = { fg: string; bg: string };
type StatusTokens = ColorTokens['status'];

/** Which hue carries each status. Statuses keep their hue in both brands so staff learn it once. */
const statusHueMap = {
  workflow: {
    notAssigned: 'gray',
    assigned: 'blue',
    pending: 'amber',
    approved: 'green',
    awaitingApproval: 'purple',
    awaitingResponse: 'orange',
    offeredOut: 'cyan',
    booked: 'teal',
    complete: 'green',
    cancelled: 'red',
    notPossible: 'pink',
    archived: 'gray',
  },
  offer: {
    notApproved: 'gray',
    approved: 'green',
    awaitingResponse: 'amber',
    offeredOut: 'cyan',
    rejected: 'red',
  },
  stay: {
    none: 'gray',
    active: 'green',
    needsAttention: 'red',
    checkIn: 'blue',
    checkOut: 'purple',
    extended: 'amber',
  },
  trafficLight: { gray: 'gray', green: 'green', orange: 'orange', yellow: 'yellow', red: 'red' },
} as const satisfies { [G in keyof StatusTokens]: Record<keyof StatusTokens[G], StatusHue> };

const categoricalHueMap = {
  one: 'blue',
  two: 'green',
  three: 'purple',
  four: 'orange',
  five: 'pink',
  six: 'cyan',
} as const satisfies Record<keyof ColorTokens['categorical'], StatusHue>;

/** Soft tint behind deep text in light mode; the reverse in dark mode. Both pass AA (≥ 7:1). */
function pairFor(hue: StatusHue, mode: ColorMode): Pair {
  const steps = statusHues[hue];
  return mode === 'light' ? { fg: steps[800], bg: steps[100] } : { fg: steps[100], bg: steps[900] };
}

function mapPairs<K extends string>(hues: Record<K, StatusHue>, mode: ColorMode): Record<K, Pair> {
  const entries = Object.entries(hues) as [K, StatusHue][];
  return Object.fromEntries(entries.map(([key, hue]) => [key, pairFor(hue, mode)])) as Record<
    K,
    Pair
  >;
}

export function statusColors(mode: ColorMode): StatusTokens {
  return {
    workflow: mapPairs(statusHueMap.workflow, mode),
    offer: mapPairs(statusHueMap.offer, mode),
    stay: mapPairs(statusHueMap.stay, mode),
    trafficLight: mapPairs(statusHueMap.trafficLight, mode),
  };
}

export function categoricalColors(mode: ColorMode): ColorTokens['categorical'] {
  return mapPairs(categoricalHueMap, mode);
}
