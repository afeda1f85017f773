import { CommandPaletteButton, usePreloadWhenIdle } from '@staydesk/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMessages } from '../../../i18n';
import type { NavLabels } from '../components/SidebarNav';
import { launcherMessages } from './launcher-messages';

// The palette (its dialog, the search call, its texts) loads once the page has settled, on the
// first approach to the button, or at the shortcut.
const loadPalette = () => import('./SearchPalette');
const SearchPalette = lazy(loadPalette);

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/**
 * The top bar's search: a field-shaped button and ⌘K / Ctrl+K from anywhere in the app, both
 * opening the search palette. Loaded just after the shell, so the first screen does not wait on it.
 */
export default function SearchLauncher({ navLabels }: { navLabels: NavLabels }) {
  const m = useMessages(launcherMessages);
  // null until first opened: the palette's chunk is not rendered before it is wanted.
  const [open, setOpen] = useState<boolean | null>(null);
  usePreloadWhenIdle(loadPalette);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.metaKey || event.ctrlKey) || event.altKey) {
        return;
      }
      event.preventDefault();
      setOpen((wasOpen) => wasOpen !== true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <CommandPaletteButton
        label={m.button}
        shortcut={isMac() ? m.shortcutMac : m.shortcutOther}
        onPress={() => setOpen(true)}
        onApproach={() => void loadPalette()}
        isExpanded={open === true}
      />
      {open === null ? null : (
        <Suspense fallback={null}>
          <SearchPalette isOpen={open} onOpenChange={setOpen} navLabels={navLabels} />
        </Suspense>
      )}
    </>
  );
}
