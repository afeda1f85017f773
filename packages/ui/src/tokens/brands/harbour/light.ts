import { feedback } from '../../palette/feedback';
import { sea, stone } from '../../palette/harbour';
import type { ColorTokens } from '../../types';
import { categoricalColors, statusColors } from '../sharedColors';

export const harbourLight = {
  fg: {
    neutral: stone[900],
    secondary: stone[600],
    disabled: stone[400],
    inverted: feedback.white,
    critical: feedback.red[700],
    positive: feedback.green[700],
    caution: feedback.amber[800],
    info: feedback.blue[700],
    brandAccent: sea[800],
    link: sea[800],
    linkHover: sea[950],
    onBrandAccent: feedback.white,
    onCritical: feedback.white,
  },
  bg: {
    body: stone[50],
    surface: feedback.white,
    surfaceRaised: feedback.white,
    neutral: stone[100],
    neutralHover: stone[200],
    neutralActive: stone[300],
    brandAccent: sea[700],
    brandAccentHover: sea[800],
    brandAccentActive: sea[900],
    brandAccentSoft: sea[50],
    brandAccentSoftHover: sea[100],
    critical: feedback.red[700],
    criticalHover: feedback.red[800],
    criticalActive: feedback.red[900],
    criticalSoft: feedback.red[50],
    positiveSoft: feedback.green[50],
    cautionSoft: feedback.amber[50],
    infoSoft: feedback.blue[50],
    inverted: stone[900],
    overlay: 'rgb(28 25 23 / 0.5)',
  },
  border: {
    neutral: stone[200],
    strong: stone[400],
    field: stone[500],
    focus: sea[700],
    critical: feedback.red[700],
    brandAccent: sea[700],
  },
  status: statusColors('light'),
  categorical: categoricalColors('light'),
} satisfies ColorTokens;
