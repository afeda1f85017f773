import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../css/breakpoints';
import { vars } from '../../tokens/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  fontFamily: vars.font.family.body,
});

/** Search and filters on one row from tablet up; stacked full width on phones. */
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    [mediaQuery.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' },
  },
});

/** Wide enough for a name, never the whole row. */
export const search = style({
  display: 'block',
  '@media': { [mediaQuery.tablet]: { flex: '0 1 20rem' } },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const body = style({ minWidth: 0 });

export const pager = style({ display: 'flex', justifyContent: 'center' });
