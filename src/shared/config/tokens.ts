// Size tokens beside the color tokens of theme.ts: components take font sizes, spacing, radii and
// breakpoints from here instead of writing their own values (one scale each, so pages line up).

/** The type scale: captions and meta (xs, sm), body (md), card and section titles (lg to xxl), page titles (display). */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  /** Page titles: 28px on phones up to 40px on wide screens. */
  display: 'clamp(1.75rem, 4.5vw, 2.5rem)',
} as const;

/** The spacing scale, on a 4px grid (keys are multiples of 0.25rem), for gaps, paddings and margins. */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

/** Corner radii: controls (sm, md), cards and panels (lg), chips and pills (pill), avatars and dots (round). */
export const radii = {
  sm: '0.25rem',
  md: '0.5rem',
  lg: '0.75rem',
  pill: '999px',
  round: '50%',
} as const;

/** Layout breakpoints in rem (640, 768, 1024 and 1280 px at the default font size). */
export const breakpoints = { sm: 40, md: 48, lg: 64, xl: 80 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for styled-components: `${media.up('md')} { … }` from md up, `media.down('md')` below it. */
export const media = {
  up: (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}rem)`,
  down: (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.01}rem)`,
};
