import { type ReactNode, useContext, useEffect, useRef } from 'react';
import {
  ComboBox as AriaComboBox,
  Dialog as AriaDialog,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  ListBoxSection as AriaListBoxSection,
  Modal as AriaModal,
  Collection,
  ComboBoxStateContext,
  Group,
  Header,
  Input,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { popupLayer } from '../Popover/popupLayer.css';
import {
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
  notice as noticeStyle,
  overlay,
  panel,
  results,
  section,
  sectionTitle,
} from './CommandPalette.css';

/** One row: a record or a place to open (`href`), or a command to run (`onAction`). */
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
  /** Shown in place of the rows when there are none (type more, nothing matches, searching). */
  emptyLabel: string;
  /** A line above the rows, on every screen size, announced: a search that failed. */
  notice?: string;
  /** A line under the rows, from 768px up (keys mean little on a touch screen): the keys to press. */
  footer?: ReactNode;
}

/**
 * After every change of the rows or of the text, the first row has the (virtual) focus, so Enter
 * opens the best match without an arrow press. Deferred to a microtask: the combo box clears its focused row in
 * its own effect when the text changes, and that effect runs after this one.
 */
function FocusFirstRow({ rowKeys, text }: { rowKeys: string; text: string }) {
  // The state object is new on every render: read through a ref, so only a change of the rows
  // (not an arrow press) moves the focus back to the first one.
  const state = useRef(useContext(ComboBoxStateContext));
  state.current = useContext(ComboBoxStateContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each keystroke clears the focus, so the text re-runs it.
  useEffect(() => {
    const firstKey = rowKeys.split('\n')[0];
    if (!firstKey) return;
    queueMicrotask(() => {
      const current = state.current;
      if (current?.isOpen) current.selectionManager.setFocusedKey(firstKey);
    });
  }, [rowKeys, text]);
  return null;
}

/**
 * A command palette: a search field (RAC `ComboBox`) in a modal near the top of the screen, its
 * rows in a list beneath it, grouped under headings. The app filters (a server search, commands
 * of its own): the palette shows the `sections` it is given. Typing stays in the field while
 * ArrowDown/ArrowUp move through the rows (the first row has the focus after each change), Enter
 * opens the focused row's `href` or runs its `onAction`; Escape clears the text, then closes, and
 * focus returns to what opened it. The app closes it once a row has taken the user elsewhere.
 *
 * Hooks: `[data-component="CommandPalette"]` on the panel; parts `[data-part="field"]`,
 * `[data-part="results"]` (the popup), `[data-part="notice"]`, `[data-part="section"]`, `[data-part="item"]`
 * (`[data-focused]`, `[data-pressed]`), `[data-part="empty"]`, `[data-part="footer"]`.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  inputValue,
  onInputChange,
  sections,
  label,
  placeholder,
  emptyLabel,
  notice,
  footer,
}: CommandPaletteProps) {
  const shown = sections.filter((group) => group.items.length > 0);
  const rowKeys = shown.flatMap((group) => group.items.map((row) => row.id)).join('\n');
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
          <AriaComboBox
            aria-label={label}
            items={shown}
            inputValue={inputValue}
            onInputChange={onInputChange}
            // The rows show as soon as the field has the focus: the commands before any typing.
            menuTrigger="focus"
            allowsEmptyCollection
          >
            <Group className={field} data-part="field">
              <Icon name="search" />
              <Input className={input} placeholder={placeholder} autoFocus type="search" />
            </Group>
            <FocusFirstRow rowKeys={rowKeys} text={inputValue} />
            <Popover
              className={results}
              style={popupLayer}
              offset={8}
              placement="bottom"
              data-part="results"
            >
              <div role="status" className={noticeStyle} data-part="notice">
                {notice}
              </div>
              <AriaListBox<CommandPaletteSection>
                className={list}
                renderEmptyState={() => (
                  <div className={message} data-part="empty">
                    {emptyLabel}
                  </div>
                )}
              >
                {(group) => (
                  <AriaListBoxSection id={group.id} className={section} data-part="section">
                    <Header className={sectionTitle}>{group.title}</Header>
                    <Collection items={group.items}>
                      {(row) => (
                        <AriaListBoxItem
                          id={row.id}
                          textValue={row.label}
                          className={item}
                          data-part="item"
                          {...(row.href === undefined ? {} : { href: row.href })}
                          {...(row.onAction === undefined
                            ? {}
                            : {
                                onAction: () => {
                                  row.onAction?.();
                                  onOpenChange(false);
                                },
                              })}
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
                        </AriaListBoxItem>
                      )}
                    </Collection>
                  </AriaListBoxSection>
                )}
              </AriaListBox>
              {footer === undefined ? null : (
                <div className={footerStyle} data-part="footer">
                  {footer}
                </div>
              )}
            </Popover>
          </AriaComboBox>
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
