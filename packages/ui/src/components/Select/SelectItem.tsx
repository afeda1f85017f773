import { composeRenderProps, ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { check, listBoxItem } from './Select.css';

export interface SelectItemProps<T extends object = object>
  extends Omit<ListBoxItemProps<T>, 'style' | 'className'> {
  className?: string;
}

/**
 * One option of a `Select` (also the base of `ComboBoxItem`), on RAC's `ListBoxItem`; the selected
 * one shows a check.
 *
 * States and hooks: `[data-component="SelectItem"]`, `[data-focused]`, `[data-hovered]`,
 * `[data-pressed]`, `[data-selected]`, `[data-disabled]`, `[data-focus-visible]`.
 */
export function SelectItem<T extends object = object>({
  className,
  children,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      data-component="SelectItem"
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx(listBoxItem, className)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={check} data-part="check">
            {isSelected ? <Icon name="check" size="small" /> : null}
          </span>
          {content}
        </>
      ))}
    </ListBoxItem>
  );
}
