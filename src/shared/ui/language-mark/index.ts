export { LanguageMark } from './LanguageMark';
export type { LanguageMarkProps } from './LanguageMark';
