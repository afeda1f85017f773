import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRingVisible } from '../../css/focusRing.css';
import { vars } from '../../tokens/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.standard,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.strong,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRingVisible,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.bg.neutral,
        borderColor: vars.color.bg.neutral,
        color: vars.color.fg.disabled,
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.bg.brandAccent,
        color: vars.color.fg.onBrandAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: vars.color.bg.brandAccentHover,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.bg.brandAccentActive,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.bg.surface,
        borderColor: vars.color.border.brandAccent,
        color: vars.color.fg.brandAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': {
            backgroundColor: vars.color.bg.brandAccentSoft,
          },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.bg.brandAccentSoftHover,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.fg.neutral,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.bg.neutralHover },
          '&[data-pressed]:not([data-disabled])': { backgroundColor: vars.color.bg.neutralActive },
          '&[data-disabled]': { backgroundColor: 'transparent', borderColor: 'transparent' },
        },
      },
      critical: {
        backgroundColor: vars.color.bg.critical,
        color: vars.color.fg.onCritical,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.bg.criticalHover },
          '&[data-pressed]:not([data-disabled])': {
            backgroundColor: vars.color.bg.criticalActive,
          },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.layout.controlHeight.small,
        paddingInline: vars.space.small,
        fontSize: vars.text.small.size,
        lineHeight: vars.text.small.lineHeight,
      },
      standard: {
        minHeight: vars.layout.controlHeight.standard,
        paddingInline: vars.space.medium,
        fontSize: vars.text.standard.size,
        lineHeight: vars.text.standard.lineHeight,
      },
      large: {
        minHeight: vars.layout.controlHeight.large,
        paddingInline: vars.space.large,
        fontSize: vars.text.large.size,
        lineHeight: vars.text.large.lineHeight,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

/** Kept in the accessibility tree while pending so the button keeps its name. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinnerCircle = style({
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animationName: spin,
  animationDuration: '0.8s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
