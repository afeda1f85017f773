// A real authProvider against Staydesk's own sign-in API: the same accounts, the same
// password hashing on the server, a bearer token kept in localStorage (as Staydesk's
// "Remember Me" does), so both apps pay the same sign-in and token costs.
import { type AuthProvider, HttpError } from 'react-admin';

const TOKEN_KEY = 'ra.token';
const USER_KEY = 'ra.user';

interface SignInAnswer {
  data: { token: string; user: { id: string; fullName: string } };
}

export function bearer(): string | undefined {
  return localStorage.getItem(TOKEN_KEY) ?? undefined;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: username, password, rememberMe: true }),
    });
    const body = await response.json();
    if (!response.ok) throw new HttpError(body.message ?? 'Sign-in failed', response.status, body);
    const { data } = body as SignInAnswer;
    localStorage.setItem(TOKEN_KEY, data.token);
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ id: data.user.id, fullName: data.user.fullName }),
    );
  },
  async logout() {
    const token = bearer();
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    if (token) {
      await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      }).catch(() => undefined);
    }
  },
  async checkAuth() {
    if (!bearer()) throw new Error('Not signed in');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) throw new Error('Session ended');
  },
  async getIdentity() {
    const stored = localStorage.getItem(USER_KEY);
    if (!stored) throw new Error('Not signed in');
    return JSON.parse(stored) as { id: string; fullName: string };
  },
};
