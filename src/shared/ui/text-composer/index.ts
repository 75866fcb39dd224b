export { TextComposer } from './TextComposer';
export type { ComposerLock, TextComposerProps } from './TextComposer';
