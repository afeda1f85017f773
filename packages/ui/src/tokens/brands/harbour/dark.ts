import { feedback } from '../../palette/feedback';
import { sea, stone } from '../../palette/harbour';
import type { ColorTokens } from '../../types';
import { categoricalColors, statusColors } from '../sharedColors';

export const harbourDark = {
  fg: {
    neutral: stone[50],
    secondary: stone[300],
    disabled: stone[500],
    inverted: stone[900],
    critical: feedback.red[300],
    positive: feedback.green[300],
    caution: feedback.amber[300],
    info: feedback.blue[300],
    brandAccent: sea[300],
    link: sea[300],
    linkHover: sea[200],
    onBrandAccent: feedback.white,
    onCritical: feedback.white,
  },
  bg: {
    body: stone[950],
    surface: stone[900],
    surfaceRaised: stone[800],
    neutral: stone[800],
    neutralHover: stone[700],
    neutralActive: stone[600],
    brandAccent: sea[700],
    brandAccentHover: sea[800],
    brandAccentActive: sea[900],
    brandAccentSoft: sea[950],
    brandAccentSoftHover: sea[900],
    critical: feedback.red[700],
    criticalHover: feedback.red[800],
    criticalActive: feedback.red[900],
    criticalSoft: feedback.red[950],
    positiveSoft: feedback.green[950],
    cautionSoft: feedback.amber[950],
    infoSoft: feedback.blue[950],
    inverted: stone[50],
    overlay: 'rgb(12 10 9 / 0.7)',
  },
  border: {
    neutral: stone[700],
    strong: stone[500],
    field: stone[400],
    focus: sea[300],
    critical: feedback.red[300],
    brandAccent: sea[400],
  },
  status: statusColors('dark'),
  categorical: categoricalColors('dark'),
} satisfies ColorTokens;
