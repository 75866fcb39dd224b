import { describe, expect, it } from 'vitest';
import { themeCustomProperties, themeNames, themes, themeVars } from './theme';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colors. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each(themeNames)('%s theme', (name) => {
  const theme = themes[name];

  it.each(['text', 'textMuted', 'primary', 'danger'] as const)('keeps %s at AA contrast on bg and surface', (token) => {
    expect(contrast(theme[token], theme.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme[token], theme.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps text on primary at AA contrast', () => {
    expect(contrast(theme.onPrimary, theme.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the focus ring visible on bg and surface', () => {
    expect(contrast(theme.focusRing, theme.bg)).toBeGreaterThanOrEqual(3);
    expect(contrast(theme.focusRing, theme.surface)).toBeGreaterThanOrEqual(3);
  });

  it('publishes every token as a custom property that themeVars reads', () => {
    const css = themeCustomProperties(name);
    for (const reference of Object.values(themeVars)) {
      const property = reference.slice('var('.length, -1);
      expect(css).toContain(`${property}: `);
    }
  });
});
