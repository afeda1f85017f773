import { feedback } from '../../palette/feedback';
import { indigo, slate } from '../../palette/staydesk';
import type { ColorTokens } from '../../types';
import { categoricalColors, statusColors } from '../sharedColors';

export const staydeskLight = {
  fg: {
    neutral: slate[900],
    secondary: slate[600],
    disabled: slate[400],
    inverted: feedback.white,
    critical: feedback.red[700],
    positive: feedback.green[700],
    caution: feedback.amber[800],
    info: feedback.blue[700],
    brandAccent: indigo[700],
    link: indigo[700],
    linkHover: indigo[900],
    onBrandAccent: feedback.white,
    onCritical: feedback.white,
  },
  bg: {
    body: slate[50],
    surface: feedback.white,
    surfaceRaised: feedback.white,
    neutral: slate[100],
    neutralHover: slate[200],
    neutralActive: slate[300],
    brandAccent: indigo[600],
    brandAccentHover: indigo[700],
    brandAccentActive: indigo[800],
    brandAccentSoft: indigo[50],
    brandAccentSoftHover: indigo[100],
    critical: feedback.red[700],
    criticalHover: feedback.red[800],
    criticalActive: feedback.red[900],
    criticalSoft: feedback.red[50],
    positiveSoft: feedback.green[50],
    cautionSoft: feedback.amber[50],
    infoSoft: feedback.blue[50],
    inverted: slate[900],
    overlay: 'rgb(15 23 42 / 0.5)',
  },
  border: {
    neutral: slate[200],
    strong: slate[400],
    field: slate[500],
    focus: indigo[600],
    critical: feedback.red[700],
    brandAccent: indigo[600],
  },
  status: statusColors('light'),
  categorical: categoricalColors('light'),
} satisfies ColorTokens;
