import { describe, expect, test } from 'vitest';
import { harbourDark } from './brands/harbour/dark';
import { harbourLight } from './brands/harbour/light';
import { staydeskDark } from './brands/staydesk/dark';
import { staydeskLight } from './brands/staydesk/light';
import type { ColorTokens } from './types';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Check = [label: string, fg: string, bg: string, minimum: number];

function checksFor(c: ColorTokens): Check[] {
  const text = 4.5;
  const ui = 3;
  const readable = [
    'neutral',
    'secondary',
    'critical',
    'positive',
    'caution',
    'info',
    'brandAccent',
    'link',
    'linkHover',
  ] as const;
  const surfaces = ['body', 'surface', 'surfaceRaised', 'neutral'] as const;
  const checks: Check[] = readable.flatMap((fg) =>
    surfaces.map((bg): Check => [`fg.${fg} on bg.${bg}`, c.fg[fg], c.bg[bg], text]),
  );
  for (const bg of ['brandAccent', 'brandAccentHover', 'brandAccentActive'] as const) {
    checks.push([`fg.onBrandAccent on bg.${bg}`, c.fg.onBrandAccent, c.bg[bg], text]);
  }
  for (const bg of ['critical', 'criticalHover', 'criticalActive'] as const) {
    checks.push([`fg.onCritical on bg.${bg}`, c.fg.onCritical, c.bg[bg], text]);
  }
  checks.push(
    ['fg.brandAccent on bg.brandAccentSoft', c.fg.brandAccent, c.bg.brandAccentSoft, text],
    [
      'fg.brandAccent on bg.brandAccentSoftHover',
      c.fg.brandAccent,
      c.bg.brandAccentSoftHover,
      text,
    ],
    ['fg.neutral on bg.neutralActive', c.fg.neutral, c.bg.neutralActive, text],
    ['fg.critical on bg.criticalSoft', c.fg.critical, c.bg.criticalSoft, text],
    ['fg.positive on bg.positiveSoft', c.fg.positive, c.bg.positiveSoft, text],
    ['fg.caution on bg.cautionSoft', c.fg.caution, c.bg.cautionSoft, text],
    ['fg.info on bg.infoSoft', c.fg.info, c.bg.infoSoft, text],
    ['fg.inverted on bg.inverted', c.fg.inverted, c.bg.inverted, text],
    ['border.field on bg.surface', c.border.field, c.bg.surface, ui],
    ['border.focus on bg.body', c.border.focus, c.bg.body, ui],
    ['border.focus on bg.surface', c.border.focus, c.bg.surface, ui],
  );
  for (const [group, statuses] of Object.entries(c.status)) {
    for (const [status, pair] of Object.entries(statuses)) {
      checks.push([`status.${group}.${status}`, pair.fg, pair.bg, text]);
    }
  }
  for (const [name, pair] of Object.entries(c.categorical)) {
    checks.push([`categorical.${name}`, pair.fg, pair.bg, text]);
  }
  return checks;
}

const palettes = { staydeskLight, staydeskDark, harbourLight, harbourDark };

describe.each(Object.entries(palettes))('%s meets WCAG AA', (_name, colors) => {
  test('every text and control pair', () => {
    const failures = checksFor(colors)
      .map(([label, fg, bg, minimum]) => ({ label, ratio: contrast(fg, bg), minimum }))
      .filter(({ ratio, minimum }) => ratio < minimum)
      .map(({ label, ratio }) => `${label}: ${ratio.toFixed(2)}`);
    expect(failures).toEqual([]);
  });
});

test('the contrast formula matches WCAG reference values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});
