import type { SortDirection } from 'react-aria-components';
import type { IconName } from '../Icon/iconPaths';

/**
 * Drawn with the icon set, not text glyphs (▲ ↕): a glyph missing from the bundled font falls back
 * to whatever system font the machine has, so the header would look different on every machine.
 */
export const sortIcon = {
  none: 'chevrons-up-down',
  ascending: 'arrow-up',
  descending: 'arrow-down',
} as const satisfies Record<SortDirection | 'none', IconName>;
