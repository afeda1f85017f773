/**
 * Avatar initials: the first letter of the first and of the last word, upper-cased
 * ('Anna Maria Smith' → 'AS'); one word gives one letter; blank gives ''.
 */
export function initials(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return `${letter(first)}${last === undefined ? '' : letter(last)}`.toLocaleUpperCase();
}
