import type { en } from './en';

/** The shape of one language: every key of English, each a string. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof en>;
export type { Language } from '../lib/client-settings';
