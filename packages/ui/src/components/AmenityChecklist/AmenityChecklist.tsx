import { useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import {
  addField,
  addRow,
  chosenItem,
  chosenList,
  emptyText as emptyTextStyle,
  options as optionsStyle,
  tick,
} from './AmenityChecklist.css';

export interface AmenityOption {
  readonly value: string;
  readonly label: string;
}

/** One tab of amenities (e.g. general, shown as "Summary"; kitchen; laundry; outside; safety). */
export interface AmenityGroup {
  readonly id: string;
  readonly label: string;
  readonly options: readonly AmenityOption[];
}

export type AmenityValue = Readonly<Record<string, readonly string[]>>;

export interface AmenityChecklistProps {
  /** Names the row of tabs (e.g. "Amenities"). */
  label: string;
  groups: readonly AmenityGroup[];
  /** The chosen amenity values per group id; values not among the options are kept and shown. */
  value: AmenityValue;
  /** Without it the checklist is read-only: each tab lists what is there. */
  onChange?: (value: AmenityValue) => void;
  /** Read-only: shown on a tab with nothing chosen. */
  emptyText: string;
  /** Label of the field adding an amenity that is not in the list; no field without it. */
  addLabel?: string;
  addButtonText?: string;
  isDisabled?: boolean;
  className?: string;
}

function labelOf(group: AmenityGroup, value: string): string {
  return group.options.find((option) => option.value === value)?.label ?? value;
}

/** The options of a group followed by chosen values it does not list (typed by hand earlier). */
function shownOptions(group: AmenityGroup, chosen: readonly string[]): AmenityOption[] {
  const extra = chosen
    .filter((value) => !group.options.some((option) => option.value === value))
    .map((value) => ({ value, label: value }));
  return [...group.options, ...extra];
}

function AddAmenity({
  label,
  buttonText,
  isDisabled,
  onAdd,
}: {
  label: string;
  buttonText: string;
  isDisabled: boolean;
  onAdd: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const add = () => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    onAdd(trimmed);
    setText('');
  };
  return (
    <div className={addRow} data-part="add">
      <TextField
        className={addField}
        label={label}
        value={text}
        onChange={setText}
        isDisabled={isDisabled}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <Button variant="secondary" onPress={add} isDisabled={isDisabled || text.trim() === ''}>
        {buttonText}
      </Button>
    </div>
  );
}

/**
 * Amenities by tab, on `Tabs` + `Checkbox`: each tab counts what is chosen on it, arrows move
 * between tabs, Tab moves into the checkboxes and Space ticks one. Read-only (no `onChange`) it
 * lists the chosen amenities of each tab with a tick, or says there are none.
 *
 * States and hooks: root `[data-component="AmenityChecklist"]`, `[data-readonly]`; the tabs'
 * own hooks (`[data-component="Tab"]`, `[data-selected]`); parts `[data-part="options"]`,
 * `[data-part="chosen"]`, `[data-part="add"]`.
 */
export function AmenityChecklist({
  label,
  groups,
  value,
  onChange,
  emptyText,
  addLabel,
  addButtonText = 'Add',
  isDisabled = false,
  className,
}: AmenityChecklistProps) {
  const readOnly = onChange === undefined;
  const set = (groupId: string, next: readonly string[]) =>
    onChange?.({ ...value, [groupId]: next });

  return (
    <div
      className={cx(className)}
      data-component="AmenityChecklist"
      data-readonly={readOnly || undefined}
    >
      <Tabs>
        <TabList aria-label={label}>
          {groups.map((group) => (
            <Tab key={group.id} id={group.id} count={(value[group.id] ?? []).length}>
              {group.label}
            </Tab>
          ))}
        </TabList>
        {groups.map((group) => {
          const chosen = value[group.id] ?? [];
          return (
            <TabPanel key={group.id} id={group.id}>
              {readOnly ? (
                chosen.length === 0 ? (
                  <p className={emptyTextStyle}>{emptyText}</p>
                ) : (
                  <ul className={chosenList} aria-label={group.label} data-part="chosen">
                    {chosen.map((item) => (
                      <li key={item} className={chosenItem}>
                        <span className={tick} aria-hidden="true">
                          <Icon name="check" size="small" />
                        </span>
                        {labelOf(group, item)}
                      </li>
                    ))}
                  </ul>
                )
              ) : (
                <>
                  <fieldset className={optionsStyle} data-part="options">
                    <VisuallyHidden elementType="legend">{group.label}</VisuallyHidden>
                    {shownOptions(group, chosen).map((option) => (
                      <Checkbox
                        key={option.value}
                        value={option.value}
                        isDisabled={isDisabled}
                        isSelected={chosen.includes(option.value)}
                        onChange={(isSelected) =>
                          set(
                            group.id,
                            isSelected
                              ? [...chosen, option.value]
                              : chosen.filter((item) => item !== option.value),
                          )
                        }
                      >
                        {option.label}
                      </Checkbox>
                    ))}
                  </fieldset>
                  {addLabel ? (
                    <AddAmenity
                      label={addLabel}
                      buttonText={addButtonText}
                      isDisabled={isDisabled}
                      onAdd={(text) => {
                        if (!chosen.includes(text)) set(group.id, [...chosen, text]);
                      }}
                    />
                  ) : null}
                </>
              )}
            </TabPanel>
          );
        })}
      </Tabs>
    </div>
  );
}
