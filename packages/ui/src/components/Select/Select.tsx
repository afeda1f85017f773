import type { ReactNode, Ref } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { popupSurface } from '../Popover/Popover.css';
import { popupLayer } from '../Popover/popupLayer.css';
import { cx } from '../private/cx';
import { type FieldChromeProps, FieldParts } from '../private/FieldChrome/FieldChrome';
import { fieldRoot } from '../private/FieldChrome/FieldChrome.css';
import { chevron, listBox, listPopover, trigger, value } from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'style' | 'className' | 'children'>,
    FieldChromeProps {
  /** Options for a dynamic list; `children` is then a function rendering a `SelectItem` per item. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Lands on the trigger button, so react-hook-form's `field.ref` can focus it on an error. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * A single choice from a list, on RAC's `Select` (a button that opens a listbox in the shared popup
 * surface), with label, asterisk when required, help and error text. Enter, Space or the arrow keys
 * open it; typing selects by name even while closed; Escape closes.
 *
 * Controlled (`selectedKey` + `onSelectionChange`) or uncontrolled (`defaultSelectedKey`); `name`
 * submits the key in a hidden input.
 *
 * States and hooks: root `[data-component="Select"]` with `[data-open]`, `[data-focused]`,
 * `[data-focus-visible]`, `[data-disabled]`, `[data-invalid]`, `[data-required]`; parts
 * `[data-part="trigger"]`, `[data-part="value"]` (`[data-placeholder]` while empty),
 * `[data-part="label"]`, `[data-part="description"]`, `[data-part="error"]`; popup
 * `[data-component="SelectPopover"]`.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ref,
  className,
  validationBehavior = 'aria',
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      validationBehavior={validationBehavior}
      className={cx(fieldRoot, className)}
      data-component="Select"
    >
      <FieldParts
        label={label}
        description={description}
        errorMessage={errorMessage}
        isRequired={props.isRequired}
      >
        <Button ref={ref} className={trigger} data-part="trigger">
          <SelectValue className={value} data-part="value" />
          <span className={chevron} aria-hidden="true">
            <Icon name="chevron-down" size="small" />
          </span>
        </Button>
      </FieldParts>
      <Popover
        className={cx(popupSurface, listPopover)}
        style={popupLayer}
        offset={4}
        data-component="SelectPopover"
      >
        <ListBox items={items} className={listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
