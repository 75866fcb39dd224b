export { defaultTheme, isThemeName, themeCustomProperties, themeNames, themeStorageKey, themeVars } from './theme';
export type { ThemeName } from './theme';
export { breakpoints, fontSizes, media, radii, space } from './tokens';
export type { Breakpoint } from './tokens';
export { COLUMN_LENGTHS } from './db-lengths';
export type { LengthBound } from './db-lengths';
export { CONSTRAINTS } from './db-constraints';
export type { ConstraintInfo, ConstraintKind, ConstraintName } from './db-constraints';
export { ROLES } from './roles';
