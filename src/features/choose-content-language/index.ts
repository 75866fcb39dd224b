export { contentLanguageWhere, contentScopeOf, contentScopeParam, withContentScope } from './model/contentLanguage';
export type { ContentLanguageWhereOptions, ContentScope } from './model/contentLanguage';
export { useContentScope } from './model/useContentScope';
export { ContentLanguageToggle } from './ui/ContentLanguageToggle';
export type { ContentLanguageToggleProps } from './ui/ContentLanguageToggle';
