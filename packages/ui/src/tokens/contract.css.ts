import { createThemeContract } from '@vanilla-extract/css';

/** A foreground/background pair: every status chip reads both from one key. */
const pair = { fg: null, bg: null } as const;

const workflowStatus = {
  notAssigned: pair,
  assigned: pair,
  pending: pair,
  approved: pair,
  awaitingApproval: pair,
  awaitingResponse: pair,
  offeredOut: pair,
  booked: pair,
  complete: pair,
  cancelled: pair,
  notPossible: pair,
  archived: pair,
} as const;

const offerStatus = {
  notApproved: pair,
  approved: pair,
  awaitingResponse: pair,
  offeredOut: pair,
  rejected: pair,
} as const;

const stayState = {
  none: pair,
  active: pair,
  needsAttention: pair,
  checkIn: pair,
  checkOut: pair,
  extended: pair,
} as const;

const trafficLight = {
  gray: pair,
  green: pair,
  orange: pair,
  yellow: pair,
  red: pair,
} as const;

/** Colour is its own sub-contract so a dark selector can re-assign it alone. */
export const colorContract = {
  fg: {
    neutral: null,
    secondary: null,
    disabled: null,
    inverted: null,
    critical: null,
    positive: null,
    caution: null,
    info: null,
    brandAccent: null,
    link: null,
    linkHover: null,
    onBrandAccent: null,
    onCritical: null,
  },
  bg: {
    body: null,
    surface: null,
    surfaceRaised: null,
    neutral: null,
    neutralHover: null,
    neutralActive: null,
    brandAccent: null,
    brandAccentHover: null,
    brandAccentActive: null,
    brandAccentSoft: null,
    brandAccentSoftHover: null,
    critical: null,
    criticalHover: null,
    criticalActive: null,
    criticalSoft: null,
    positiveSoft: null,
    cautionSoft: null,
    infoSoft: null,
    inverted: null,
    overlay: null,
  },
  border: {
    neutral: null,
    strong: null,
    field: null,
    focus: null,
    critical: null,
    brandAccent: null,
  },
  status: {
    workflow: workflowStatus,
    offer: offerStatus,
    stay: stayState,
    trafficLight,
  },
  /** Background/foreground pairs for things that need a colour but no meaning (avatar initials). */
  categorical: {
    one: pair,
    two: pair,
    three: pair,
    four: pair,
    five: pair,
    six: pair,
  },
} as const;

export const vars = createThemeContract({
  color: colorContract,
  space: {
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    gutter: null,
  },
  radius: {
    small: null,
    standard: null,
    /** The spec's popup radius (20px). */
    large: null,
    full: null,
  },
  font: {
    family: { body: null, mono: null },
    weight: { regular: null, medium: null, strong: null },
  },
  text: {
    xsmall: { size: null, lineHeight: null },
    small: { size: null, lineHeight: null },
    standard: { size: null, lineHeight: null },
    large: { size: null, lineHeight: null },
  },
  heading: {
    1: { size: null, lineHeight: null, weight: null },
    2: { size: null, lineHeight: null, weight: null },
    3: { size: null, lineHeight: null, weight: null },
    4: { size: null, lineHeight: null, weight: null },
  },
  shadow: { small: null, medium: null, large: null },
  zIndex: {
    base: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    /** The spec's popup layer (99). */
    popup: null,
    toast: null,
    tooltip: null,
  },
  motion: {
    duration: { fast: null, fade: null, slow: null },
    easing: { standard: null, enter: null, exit: null },
  },
  layout: {
    toastWidth: null,
    toastMaxWidth: null,
    sidebarWidth: null,
    topBarHeight: null,
    contentMaxWidth: null,
    /** A form's readable width (about 40rem): fields never stretch across a wide screen. */
    formMaxWidth: null,
    controlHeight: { small: null, standard: null, large: null },
    focusRingWidth: null,
    /** The spec's avatar sizes: 30px (small) and 40px (standard). */
    avatarSize: { small: null, standard: null },
  },
});
