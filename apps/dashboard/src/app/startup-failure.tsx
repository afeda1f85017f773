import type { Root } from 'react-dom/client';
import { MissingEnvError } from '../config/env';
import { loadBrandTheme } from './brand';

/**
 * Spec §5/§8: start-up that fails (a missing setting: 'Add ...') shows its message plainly, in
 * the default brand, in place of the page. Both pages' entries (main.tsx, sign-in.tsx) end so.
 */
export async function showStartupFailure(root: Root, error: unknown): Promise<void> {
  console.error(error);
  const message =
    error instanceof MissingEnvError || error instanceof Error ? error.message : String(error);
  const [theme, { StartupFailure }] = await Promise.all([
    loadBrandTheme('staydesk'),
    import('./StartupFailure'),
  ]);
  root.render(<StartupFailure theme={theme} message={message} />);
}
