import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const container = style({
  position: 'relative',
  width: '100%',
  overflow: 'auto',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: vars.color.border.neutral,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.bg.surface,
  outline: 'none',
  selectors: { '&:focus-visible': focusRingVisible },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.size,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.fg.neutral,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRingVisible, outlineOffset: '-2px' } },
});

export const header = style({});

const cellPadding = {
  compact: { paddingBlock: vars.space.xxsmall, paddingInline: vars.space.xsmall },
  standard: { paddingBlock: vars.space.xsmall, paddingInline: vars.space.small },
};

export const column = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    backgroundColor: vars.color.bg.neutral,
    borderBottom: `1px solid ${vars.color.border.neutral}`,
    color: vars.color.fg.secondary,
    fontWeight: vars.font.weight.strong,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { ...focusRingVisible, outlineOffset: '-2px' },
      '&[data-hovered][data-allows-sorting]': { color: vars.color.fg.neutral, cursor: 'pointer' },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    density: cellPadding,
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const sortIndicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.fg.secondary,
  selectors: { '[data-sort-direction] &': { color: vars.color.fg.brandAccent } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.bg.neutralHover },
    '&[data-pressed]': { backgroundColor: vars.color.bg.neutralActive },
    '&[data-selected]': { backgroundColor: vars.color.bg.brandAccentSoft },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.bg.brandAccentSoftHover },
    '&[data-focus-visible]': { ...focusRingVisible, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.fg.disabled },
  },
});

export const skeletonRow = style({ cursor: 'progress' });

/** Marks every cell, so that what a cell holds can be reached below. */
const cellMark = style({});

/**
 * Text inside a cell breaks between words too, whatever its own component says (`Text` breaks
 * anywhere, which suits a card but let a table squeeze 'Unassigned' into 'Unassigne / d').
 */
globalStyle(`td${cellMark} *, th${cellMark} *`, { overflowWrap: 'normal' });

export const cell = recipe({
  base: [
    cellMark,
    {
      borderBottom: `1px solid ${vars.color.border.neutral}`,
      verticalAlign: 'middle',
      outline: 'none',
      // Lines break between words only: a word too long for its cell widens the table (which
      // scrolls in its frame) rather than splitting as 'Unassigne / d'.
      overflowWrap: 'normal',
      wordBreak: 'normal',
      hyphens: 'manual',
      selectors: {
        'tr:last-child > &': { borderBottom: 'none' },
        // Column roles (`data-role`, see tableColumnRoles), read from the attribute the cell
        // carries so the script ships no class per role.
        '&[data-role="text"], &[data-role="date"], &[data-role="status"]': { whiteSpace: 'nowrap' },
        '&[data-role="name"]': { minWidth: '8rem' },
        '&[data-role="number"], &[data-role="money"]': {
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        },
        '&[data-role="date"]': { fontVariantNumeric: 'tabular-nums' },
        // As narrow as its buttons: the other columns get the width.
        '&[data-role="actions"]': { whiteSpace: 'nowrap', width: '1%' },
        '&[data-focus-visible]': { ...focusRingVisible, outlineOffset: '-2px' },
      },
    },
  ],
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    density: cellPadding,
    noWrap: { true: { whiteSpace: 'nowrap' }, false: {} },
  },
});

/** A `text` cell's one line: ellipsis past its width, the whole text in its title. */
export const truncate = style({
  display: 'block',
  maxWidth: '20rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const selectionCell = style({ width: '1%' });

/** A plain table's row header is a `<th>`: it reads like any other cell. */
export const plainRowHeader = style({ fontWeight: 'inherit' });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
  verticalAlign: 'middle',
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: vars.color.border.field,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.bg.surface,
  color: vars.color.fg.onBrandAccent,
  selectors: {
    '[data-selected] > &, [data-indeterminate] > &': {
      backgroundColor: vars.color.bg.brandAccent,
      borderColor: vars.color.bg.brandAccent,
    },
    '[data-focus-visible] > &': focusRingVisible,
    '[data-disabled] > &': {
      borderColor: vars.color.border.neutral,
      backgroundColor: vars.color.bg.neutral,
    },
  },
});

export const indeterminateMark = style({
  width: '0.625rem',
  height: '2px',
  backgroundColor: 'currentColor',
});

export const empty = style({ padding: vars.space.medium });

/**
 * A plain table's sortable header is a button filling its `<th>` (the APG sortable table): it
 * reads as the header text, with the header's hover colour and the focus ring.
 */
export const sortButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.fg.neutral },
    '&[data-focus-visible]': focusRingVisible,
  },
});
