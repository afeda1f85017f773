import { feedback } from '../../palette/feedback';
import { indigo, slate } from '../../palette/staydesk';
import type { ColorTokens } from '../../types';
import { categoricalColors, statusColors } from '../sharedColors';

export const staydeskDark = {
  fg: {
    neutral: slate[50],
    secondary: slate[300],
    disabled: slate[500],
    inverted: slate[900],
    critical: feedback.red[300],
    positive: feedback.green[300],
    caution: feedback.amber[300],
    info: feedback.blue[300],
    brandAccent: indigo[300],
    link: indigo[300],
    linkHover: indigo[200],
    onBrandAccent: feedback.white,
    onCritical: feedback.white,
  },
  bg: {
    body: slate[950],
    surface: slate[900],
    surfaceRaised: slate[800],
    neutral: slate[800],
    neutralHover: slate[700],
    neutralActive: slate[600],
    brandAccent: indigo[600],
    brandAccentHover: indigo[700],
    brandAccentActive: indigo[800],
    brandAccentSoft: indigo[950],
    brandAccentSoftHover: indigo[900],
    critical: feedback.red[700],
    criticalHover: feedback.red[800],
    criticalActive: feedback.red[900],
    criticalSoft: feedback.red[950],
    positiveSoft: feedback.green[950],
    cautionSoft: feedback.amber[950],
    infoSoft: feedback.blue[950],
    inverted: slate[50],
    overlay: 'rgb(2 6 23 / 0.7)',
  },
  border: {
    neutral: slate[700],
    strong: slate[500],
    field: slate[400],
    focus: indigo[300],
    critical: feedback.red[300],
    brandAccent: indigo[400],
  },
  status: statusColors('dark'),
  categorical: categoricalColors('dark'),
} satisfies ColorTokens;
