import { en } from './en';
import { fr } from './fr';
import type { MessageBundle } from './index';

/** The app's shared texts (src/i18n) as a bundle, for descriptors of modules that use them. */
export const coreMessages: MessageBundle<typeof en> = { en, fr };
