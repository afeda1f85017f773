import {
  COST_FIELDS,
  type CostField,
  type PriceChangeInput,
  type PropertyView,
  SUPPLY_STATES,
  type SupplyRangeInput,
  type SupplyState,
} from '@staydesk/domain';
import {
  AvailabilityCalendar,
  Badge,
  Button,
  Checkbox,
  FormRow,
  Heading,
  Inline,
  Loader,
  Stack,
  Text,
  TextField,
} from '@staydesk/ui';
import { useState } from 'react';
import { ChoiceField } from '../../../../components/ChoiceField';
import { MutationDialog } from '../../../../components/MutationDialog';
import { useFormat, useMessages, useT } from '../../../../i18n';
import { useConflictRefresh } from '../../../../lib/conflict-refresh';
import { propertyKeys } from '../../api/properties';
import { useSupply, useUpdateSupply } from '../../api/supply';
import { propertiesMessages } from '../../messages';
import { DateLocale } from '../DateLocale';
import { DayPicker } from '../DayPicker';
import { addDays, todayIso } from '../isoDays';

/** A stretch of nights as the API takes it: `to` is the day after the last night. */
interface Stretch {
  from: string;
  to: string;
}

/**
 * The 'update supply and price' modal (spec §2): availability as ranges (available, blocked,
 * booked) picked in the calendar or typed, ranges to remove, price changes from a date, and the
 * confirmation with the landlord; one save with the property's version. Who changed what and
 * when is recorded by the server and shown on the property page.
 */
export function SupplyDialog({
  property,
  onClose,
}: {
  property: PropertyView;
  onClose: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const f = useFormat();
  const supply = useSupply(property.id);
  const save = useUpdateSupply();
  const refresh = useConflictRefresh(propertyKeys.shows);
  const [stretch, setStretch] = useState<Stretch | null>(null);
  const [state, setState] = useState<SupplyState>('available');
  const [note, setNote] = useState('');
  const [adds, setAdds] = useState<SupplyRangeInput[]>([]);
  const [removes, setRemoves] = useState<string[]>([]);
  const [field, setField] = useState<CostField>('nightlyRate');
  const [amount, setAmount] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(todayIso());
  const [prices, setPrices] = useState<PriceChangeInput[]>([]);
  const [confirmed, setConfirmed] = useState(false);

  const stateLabels = m.options.supply;
  const existing = supply.data?.ranges ?? [];
  const shown = [...existing.filter((range) => !removes.includes(range.id)), ...adds].map(
    (range) => ({ start: range.from, end: range.to, state: range.state }),
  );
  /** An amount of a cost field as staff read it: money in its currency, or the margin's percent. */
  const shownAs = (cost: CostField, amount: string) =>
    cost === 'margin'
      ? f.percent(Number(amount))
      : f.money(Number(amount), property.costs[cost].currency);
  const current = (cost: CostField) =>
    shownAs(cost, cost === 'margin' ? property.costs.margin : property.costs[cost].amount);
  const nothing = adds.length === 0 && removes.length === 0 && prices.length === 0 && !confirmed;

  const addRange = () => {
    if (!stretch) return;
    setAdds((list) => [...list, { ...stretch, state, note: note.trim() }]);
    setStretch(null);
    setNote('');
  };
  const addPrice = () => {
    if (amount.trim() === '' || !/^\d{4}-\d{2}-\d{2}$/.test(effectiveFrom)) return;
    setPrices((list) => [...list, { field, amount: amount.trim(), effectiveFrom }]);
    setAmount('');
  };
  // A refusal (an overlap naming its dates, a stale version) is shown in place and the supply
  // reloaded; everything entered stays.
  const submit = () =>
    save.trigger({
      propertyId: property.id,
      update: {
        add: adds,
        remove: removes,
        prices,
        confirmedWithLandlord: confirmed,
        version: supply.data?.version ?? property.version,
      },
    });

  return (
    <MutationDialog
      size="large"
      title={m.modals.supplyTitle}
      submitLabel={m.modals.saveSupply}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={t.common.loading}
      isSubmitDisabled={nothing || supply.data === undefined}
      onClose={onClose}
      onSubmit={submit}
      refresh={refresh}
    >
      {supply.data === undefined ? (
        <Loader label={m.modals.supplyTitle} />
      ) : (
        <DateLocale>
          <Stack space="large">
            <Text tone="secondary">{m.modals.supplyIntro}</Text>
            <AvailabilityCalendar
              label={f.message(m.modals.calendar, { title: property.title })}
              ranges={shown}
              stateLabels={stateLabels}
              legendLabel={m.modals.legend}
              visibleMonths={2}
              value={stretch ? { start: stretch.from, end: addDays(stretch.to, -1) } : null}
              onChange={(days) => setStretch({ from: days.start, to: addDays(days.end, 1) })}
              previousMonthLabel={m.modals.previousMonth}
              nextMonthLabel={m.modals.nextMonth}
            />
            <Stack space="small">
              <FormRow>
                <TextField
                  label={m.modals.rangeDates}
                  isReadOnly
                  value={
                    stretch ? `${f.date(stretch.from)} – ${f.date(addDays(stretch.to, -1))}` : ''
                  }
                  description={m.modals.pickInCalendar}
                />
                <ChoiceField
                  label={m.modals.rangeState}
                  value={state}
                  options={SUPPLY_STATES.map((option) => ({
                    value: option.value,
                    label: stateLabels[option.value],
                  }))}
                  onChange={setState}
                />
              </FormRow>
              <TextField
                label={m.modals.rangeNote}
                value={note}
                onChange={setNote}
                maxLength={500}
              />
              <Inline space="small">
                <Button variant="secondary" isDisabled={!stretch} onPress={addRange}>
                  {m.modals.addRange}
                </Button>
              </Inline>
            </Stack>
            <Stack space="small">
              <Heading level={3}>{m.modals.existingRanges}</Heading>
              {existing.length === 0 && adds.length === 0 ? (
                <Text tone="secondary">{m.modals.noRanges}</Text>
              ) : (
                <Stack as="ul" space="xsmall" aria-label={m.modals.existingRanges}>
                  {adds.map((range, index) => (
                    <Inline as="li" key={`new-${range.from}-${range.to}`} space="small">
                      <Badge tone="info">{m.modals.newRanges}</Badge>
                      <Text>
                        {f.message(m.modals.rangeLine, {
                          state: stateLabels[range.state],
                          from: f.date(range.from),
                          to: f.date(addDays(range.to, -1)),
                        })}
                        {range.note ? ` · ${range.note}` : ''}
                      </Text>
                      <Button
                        size="small"
                        variant="ghost"
                        onPress={() => setAdds((list) => list.filter((_, at) => at !== index))}
                      >
                        {m.modals.removeRange}
                      </Button>
                    </Inline>
                  ))}
                  {existing.map((range) => {
                    const removed = removes.includes(range.id);
                    return (
                      <Inline as="li" key={range.id} space="small">
                        <Text tone={removed ? 'secondary' : 'neutral'}>
                          {f.message(m.modals.rangeLine, {
                            state: stateLabels[range.state],
                            from: f.date(range.from),
                            to: f.date(addDays(range.to, -1)),
                          })}
                          {range.note ? ` · ${range.note}` : ''}
                          {` · ${f.message(m.modals.rangeBy, {
                            who: range.createdByName ?? m.detail.someone,
                            when: f.relative(range.createdAt),
                          })}`}
                          {removed ? ` (${m.modals.removed})` : ''}
                        </Text>
                        <Button
                          size="small"
                          variant="ghost"
                          onPress={() =>
                            setRemoves((list) =>
                              removed ? list.filter((id) => id !== range.id) : [...list, range.id],
                            )
                          }
                        >
                          {removed ? m.modals.undoRemove : m.modals.removeRange}
                        </Button>
                      </Inline>
                    );
                  })}
                </Stack>
              )}
            </Stack>
            <Stack space="small">
              <Heading level={3}>{m.modals.priceSection}</Heading>
              <ChoiceField
                label={m.modals.priceField}
                value={field}
                options={COST_FIELDS.map((option) => ({
                  value: option.value,
                  label: m.options.cost[option.value],
                }))}
                onChange={setField}
              />
              <FormRow>
                <TextField
                  label={m.modals.newAmount}
                  description={f.message(m.modals.current, { amount: current(field) })}
                  inputMode="decimal"
                  value={amount}
                  onChange={setAmount}
                />
                <DayPicker
                  label={m.modals.effectiveFrom}
                  value={effectiveFrom}
                  onChange={setEffectiveFrom}
                  isInvalid={effectiveFrom === ''}
                />
              </FormRow>
              <Inline space="small">
                <Button variant="secondary" isDisabled={amount.trim() === ''} onPress={addPrice}>
                  {m.modals.addPrice}
                </Button>
              </Inline>
              {prices.length > 0 ? (
                <Stack as="ul" space="xsmall" aria-label={m.modals.pendingPrices}>
                  {prices.map((price, index) => (
                    <Inline
                      as="li"
                      key={`${price.field}-${price.effectiveFrom}-${price.amount}`}
                      space="small"
                    >
                      <Text>
                        {f.message(m.detail.priceChange, {
                          field: m.options.cost[price.field],
                          from: current(price.field),
                          to: shownAs(price.field, price.amount),
                          date: f.date(price.effectiveFrom),
                        })}
                      </Text>
                      <Button
                        size="small"
                        variant="ghost"
                        onPress={() => setPrices((list) => list.filter((_, at) => at !== index))}
                      >
                        {m.modals.removeRange}
                      </Button>
                    </Inline>
                  ))}
                </Stack>
              ) : null}
            </Stack>
            <Checkbox isSelected={confirmed} onChange={setConfirmed}>
              {m.modals.confirmed}
            </Checkbox>
            {nothing ? <Text tone="secondary">{m.modals.nothingToSave}</Text> : null}
          </Stack>
        </DateLocale>
      )}
    </MutationDialog>
  );
}
