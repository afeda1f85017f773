import { en } from 'zod/locales';
import { z } from 'zod/mini';

// zod/mini ships no messages of its own ("Invalid input"): a field without a message of the
// domain's gets zod's English one, as the server answers it. Imported by the form layer
// (lib/form-resolver.ts, which every react-hook-form form reads its schema through), not by the
// app's entry: a list never shows one, and the locale is 0.9 KiB gzip on every screen.
// Sign-in validates with the domain's schema directly: each of its checks has its own message.
z.config(en());
