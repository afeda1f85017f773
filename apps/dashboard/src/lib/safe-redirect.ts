/**
 * The `from` a sign-in returns to: only a path inside this app, so a crafted link cannot send
 * a freshly signed-in user to another site.
 */
export function safeFrom(from: string | null, fallback: string): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  return from;
}
