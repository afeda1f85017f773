import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Modal as AriaModal,
  Autocomplete,
  Collection,
  Header,
  Input,
  ModalOverlay,
  SearchField,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import {
  clearButton,
  dialog,
  field,
  footer as footerStyle,
  input,
  item,
  itemBadge,
  itemDescription,
  itemIcon,
  itemLabel,
  itemText,
  list,
  message,
  overlay,
  panel,
  section,
  sectionTitle,
} from './CommandPalette.css';

/** One row: a record to open (`href`) or a command to run (`onAction`). */
export interface CommandPaletteItem {
  id: string;
  label: string;
  /** A second line: the record's company, town, email. */
  description?: string;
  /** A short word at the end of the row (a status, a role). */
  badge?: string;
  icon?: IconName;
  href?: string;
  onAction?: () => void;
}

/** A group of rows under a heading (Enquiries, Bookings, Actions). */
export interface CommandPaletteSection {
  id: string;
  title: string;
  items: readonly CommandPaletteItem[];
}

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text typed, controlled: the app searches with it and passes the `sections` found. */
  inputValue: string;
  onInputChange: (value: string) => void;
  sections: readonly CommandPaletteSection[];
  /** Names the dialog and its search field. */
  label: string;
  placeholder?: string;
  /** A search is under way: `loadingLabel` shows while there are no rows yet. */
  isLoading?: boolean;
  loadingLabel?: string;
  /** Shown when there are no rows at all (nothing matches the text). */
  emptyLabel: string;
  /** A line under the rows: the keys to press, an error. */
  footer?: ReactNode;
  clearLabel?: string;
}

/**
 * A command palette: RAC's `Autocomplete` joining a `SearchField` to a `Menu`, in a modal near the
 * top of the screen. The app filters (a server search, commands of its own): the palette shows
 * the `sections` it is given. Typing stays in the field while ArrowDown/ArrowUp move through the
 * rows (virtual focus; the first row is focused after each change), Enter opens the focused
 * row's `href` or runs its `onAction`, then the palette closes; Escape clears the text, then
 * closes, and focus returns to what opened it.
 *
 * Hooks: `[data-component="CommandPalette"]` on the panel; parts `[data-part="field"]`,
 * `[data-part="list"]`, `[data-part="section"]`, `[data-part="item"]` (`[data-focused]`,
 * `[data-pressed]`), `[data-part="empty"]`, `[data-part="footer"]`.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  inputValue,
  onInputChange,
  sections,
  label,
  placeholder,
  isLoading = false,
  loadingLabel,
  emptyLabel,
  footer,
  clearLabel = 'Clear',
}: CommandPaletteProps) {
  const shown = sections.filter((group) => group.items.length > 0);
  const actions = new Map(shown.flatMap((group) => group.items.map((row) => [row.id, row])));
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={overlay}
      data-component="CommandPaletteOverlay"
    >
      <AriaModal className={panel} data-component="CommandPalette">
        <AriaDialog aria-label={label} className={dialog}>
          <Autocomplete inputValue={inputValue} onInputChange={onInputChange}>
            <SearchField aria-label={label} autoFocus className={field} data-part="field">
              <Icon name="search" />
              <Input className={input} placeholder={placeholder} />
              <AriaButton className={clearButton} aria-label={clearLabel}>
                <Icon name="close" size="small" />
              </AriaButton>
            </SearchField>
            <AriaMenu
              items={shown}
              aria-label={label}
              className={list}
              data-part="list"
              onAction={(key) => {
                actions.get(String(key))?.onAction?.();
                onOpenChange(false);
              }}
              renderEmptyState={() => (
                <div className={message} data-part="empty">
                  {isLoading && loadingLabel !== undefined ? loadingLabel : emptyLabel}
                </div>
              )}
            >
              {(group) => (
                <AriaMenuSection id={group.id} className={section} data-part="section">
                  <Header className={sectionTitle}>{group.title}</Header>
                  <Collection items={group.items}>
                    {(row) => (
                      <AriaMenuItem
                        id={row.id}
                        textValue={row.label}
                        className={item}
                        data-part="item"
                        {...(row.href === undefined ? {} : { href: row.href })}
                      >
                        {row.icon === undefined ? null : (
                          <span className={itemIcon}>
                            <Icon name={row.icon} size="small" />
                          </span>
                        )}
                        <span className={itemText}>
                          <span className={itemLabel}>{row.label}</span>
                          {row.description ? (
                            <span className={itemDescription}>{row.description}</span>
                          ) : null}
                        </span>
                        {row.badge ? <span className={itemBadge}>{row.badge}</span> : null}
                      </AriaMenuItem>
                    )}
                  </Collection>
                </AriaMenuSection>
              )}
            </AriaMenu>
          </Autocomplete>
          {footer === undefined ? null : (
            <div className={footerStyle} data-part="footer">
              {footer}
            </div>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
