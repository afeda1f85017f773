import type { ReactNode, Ref } from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { popupSurface } from '../Popover/Popover.css';
import { popupLayer } from '../Popover/popupLayer.css';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import {
  fieldRoot,
  frameGroup,
  groupButton,
  groupedInput,
} from '../private/FieldChrome/FieldChrome.css';
import { emptyState, listBox, listPopover } from '../Select/Select.css';
import { chevron } from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'style' | 'className' | 'children'>,
    FieldChromeProps {
  children: ReactNode | ((item: T) => ReactNode);
  placeholder?: string;
  /** Shown in the open list when nothing matches the typed text. */
  emptyText?: string;
  /** Lands on the `<input>`, so react-hook-form's `field.ref` can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A text input that filters a list of options, on RAC's `ComboBox`, with label, asterisk when
 * required, help and error text. Typing opens the list (filtered by "contains" unless `items` are
 * filtered by the caller via `inputValue`); ArrowDown opens it without typing; Enter picks the
 * focused option; Escape closes, then clears.
 *
 * Controlled (`selectedKey`/`onSelectionChange`, `inputValue`/`onInputChange`) or uncontrolled.
 *
 * States and hooks: root `[data-component="ComboBox"]` with `[data-open]`, `[data-disabled]`,
 * `[data-invalid]`, `[data-required]`; parts `[data-part="group"]` (`[data-focus-within]`),
 * `[data-part="input"]`, `[data-part="toggle"]`, `[data-part="label"]`, `[data-part="description"]`,
 * `[data-part="error"]`; popup `[data-component="ComboBoxPopover"]`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyText = 'No matches',
  children,
  ref,
  className,
  validationBehavior = 'aria',
  menuTrigger = 'input',
  allowsEmptyCollection = true,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      {...props}
      menuTrigger={menuTrigger}
      // Keeps the list open on no match, so `emptyText` is shown instead of the list vanishing.
      allowsEmptyCollection={allowsEmptyCollection}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="ComboBox"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Group className={frameGroup} data-part="group">
          <Input ref={ref} placeholder={placeholder} className={groupedInput} data-part="input" />
          <Button className={groupButton} data-part="toggle">
            <span className={chevron}>
              <Icon name="chevron-down" size="small" />
            </span>
          </Button>
        </Group>
      </FieldParts>
      <Popover
        className={cx(popupSurface, listPopover)}
        style={popupLayer}
        offset={4}
        data-component="ComboBoxPopover"
      >
        <ListBox
          className={listBox}
          renderEmptyState={() => <div className={emptyState}>{emptyText}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
