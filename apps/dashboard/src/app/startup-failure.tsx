import { MissingEnvError } from '../config/env';
import { loadBrandTheme } from './brand';

/**
 * Spec §5/§8: start-up that fails (a missing setting: 'Add ...') shows its message plainly, in
 * the default brand, in place of the page. Both pages' entries (main.tsx, sign-in.tsx) end so.
 */
export async function showStartupFailure(rootElement: HTMLElement, error: unknown): Promise<void> {
  console.error(error);
  const message =
    error instanceof MissingEnvError || error instanceof Error ? error.message : String(error);
  const [theme, { StartupFailure }, { pageRoot }] = await Promise.all([
    loadBrandTheme('staydesk'),
    import('./StartupFailure'),
    import('./page-root'),
  ]);
  pageRoot(rootElement).render(<StartupFailure theme={theme} message={message} />);
}
