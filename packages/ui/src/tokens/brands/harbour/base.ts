import type { BaseTokens } from '../../types';
import { sharedBase } from '../sharedBase';

/** Harbour reads a little more formal: tighter corners on controls (popups keep the spec's 20px). */
export const harbourBase = {
  ...sharedBase,
  radius: { ...sharedBase.radius, small: '2px', standard: '4px' },
} satisfies BaseTokens;
