import type { BaseTokens } from '../../types';
import { sharedBase } from '../sharedBase';

export const staydeskBase = sharedBase satisfies BaseTokens;
