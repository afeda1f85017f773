/**
 * Raw hue steps shared by both brands for status colours: a status keeps its meaning whichever
 * co-brand is showing. Imported only by files under `tokens/brands`.
 */
export type HueSteps = { 100: string; 200: string; 700: string; 800: string; 900: string };

export const statusHues = {
  gray: { 100: '#f3f4f6', 200: '#e5e7eb', 700: '#374151', 800: '#1f2937', 900: '#111827' },
  blue: { 100: '#dbeafe', 200: '#bfdbfe', 700: '#1d4ed8', 800: '#1e40af', 900: '#1e3a8a' },
  amber: { 100: '#fef3c7', 200: '#fde68a', 700: '#b45309', 800: '#92400e', 900: '#78350f' },
  green: { 100: '#dcfce7', 200: '#bbf7d0', 700: '#15803d', 800: '#166534', 900: '#14532d' },
  purple: { 100: '#f3e8ff', 200: '#e9d5ff', 700: '#7e22ce', 800: '#6b21a8', 900: '#581c87' },
  orange: { 100: '#ffedd5', 200: '#fed7aa', 700: '#c2410c', 800: '#9a3412', 900: '#7c2d12' },
  cyan: { 100: '#cffafe', 200: '#a5f3fc', 700: '#0e7490', 800: '#155e75', 900: '#164e63' },
  teal: { 100: '#ccfbf1', 200: '#99f6e4', 700: '#0f766e', 800: '#115e59', 900: '#134e4a' },
  red: { 100: '#fee2e2', 200: '#fecaca', 700: '#b91c1c', 800: '#991b1b', 900: '#7f1d1d' },
  pink: { 100: '#fce7f3', 200: '#fbcfe8', 700: '#be185d', 800: '#9d174d', 900: '#831843' },
  yellow: { 100: '#fef9c3', 200: '#fef08a', 700: '#a16207', 800: '#854d0e', 900: '#713f12' },
} as const satisfies Record<string, HueSteps>;

export type StatusHue = keyof typeof statusHues;
