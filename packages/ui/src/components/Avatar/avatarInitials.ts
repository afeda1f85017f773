import { type AvatarColor, avatarColors } from './avatarVariants';

/**
 * The first letter of the first and of the last word, upper-cased ('Anna Maria Smith' → 'AS');
 * one word gives one letter; a blank name gives ''. Same rule as `@staydesk/domain`'s `initials`,
 * kept here because the UI package imports nothing of ours.
 */
export function avatarInitials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return `${letter(first)}${last === undefined ? '' : letter(last)}`.toLocaleUpperCase();
}

/**
 * The spec's "random background colour", seeded by the name: a string hash (FNV-1a) picks one of
 * the categorical pairs. Random across people, but the same person gets the same colour on every
 * render, page and screenshot, which a per-mount `Math.random()` would not give.
 */
export function avatarColorFor(fullName: string): AvatarColor {
  let hash = 0x811c9dc5;
  for (const char of fullName.trim().toLocaleLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return avatarColors[hash % avatarColors.length] ?? 'one';
}
