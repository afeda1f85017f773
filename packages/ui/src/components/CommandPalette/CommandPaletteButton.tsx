import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import {
  paletteButton,
  paletteButtonLabel,
  paletteButtonShortcut,
} from './CommandPaletteButton.css';

export interface CommandPaletteButtonProps {
  /** The button's text and accessible name ('Search…'); on phones only the icon shows. */
  label: string;
  /** The keyboard shortcut as the platform writes it ('⌘K', 'Ctrl K'), shown beside the label. */
  shortcut?: string;
  onPress: () => void;
  /** The pointer or focus has come near: a good time to fetch the palette's code. */
  onApproach?: () => void;
  isExpanded?: boolean;
}

/**
 * The top bar's search: a button drawn as a search field that opens a `CommandPalette` (a dialog),
 * with the shortcut that opens it from anywhere. A full field from 768px up, a search icon below.
 *
 * Hooks: `[data-component="CommandPaletteButton"]` (`[data-hovered]`, `[data-pressed]`,
 * `[data-focus-visible]`); parts `[data-part="label"]`, `[data-part="shortcut"]`.
 */
export function CommandPaletteButton({
  label,
  shortcut,
  onPress,
  onApproach,
  isExpanded = false,
}: CommandPaletteButtonProps) {
  return (
    <AriaButton
      className={paletteButton}
      data-component="CommandPaletteButton"
      aria-haspopup="dialog"
      aria-expanded={isExpanded}
      onPress={onPress}
      onHoverStart={onApproach}
      onFocus={onApproach}
    >
      <Icon name="search" />
      <span className={paletteButtonLabel} data-part="label">
        {label}
      </span>
      {shortcut === undefined ? null : (
        <kbd className={paletteButtonShortcut} data-part="shortcut">
          {shortcut}
        </kbd>
      )}
    </AriaButton>
  );
}
