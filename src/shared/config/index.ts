export { defaultTheme, isThemeName, themeCustomProperties, themeNames, themeStorageKey, themeVars } from './theme';
export type { ThemeName } from './theme';
export { breakpoints, fontSizes, media, radii, space } from './tokens';
export type { Breakpoint } from './tokens';
export { COLUMN_LENGTHS } from '#contract/db-lengths.ts';
export type { LengthBound } from '#contract/db-lengths.ts';
export { CONSTRAINTS } from '#contract/db-constraints.ts';
export type { ConstraintInfo, ConstraintKind, ConstraintName } from '#contract/db-constraints.ts';
export { ROLES } from '#contract/roles.ts';
export { DELETED_MEMBER_ID, isDeletedMember } from './deletedMember';
export {
  ADMIN_PAGE_PATHS,
  ADMIN_PATHS,
  CONSOLE_PATH,
  INTERNAL_PATHS,
  MEMBER_PAGE_PATHS,
  MEMBER_PATHS,
  countedPagePath,
} from '#contract/routes.ts';
export type { PageRoute } from './pageRoute';
