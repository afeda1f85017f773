/** Raw reds, greens, ambers and blues for feedback text and fills, shared by both brands. */
export const feedback = {
  red: {
    50: '#fef2f2',
    300: '#fca5a5',
    700: '#b91c1c',
    800: '#991b1b',
    900: '#7f1d1d',
    950: '#450a0a',
  },
  green: { 50: '#f0fdf4', 300: '#86efac', 700: '#15803d', 950: '#052e16' },
  amber: { 50: '#fffbeb', 300: '#fcd34d', 800: '#92400e', 950: '#451a03' },
  blue: { 50: '#eff6ff', 300: '#93c5fd', 700: '#1d4ed8', 950: '#172554' },
  white: '#ffffff',
} as const;
