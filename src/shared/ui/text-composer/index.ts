export { TextComposer } from './TextComposer';
export type { ComposerLock, TextComposerProps } from './TextComposer';
export type { ComposerCounter, ComposerMentions } from './TextComposer';
export type { MentionOption, MentionSource } from './mentionQuery';
