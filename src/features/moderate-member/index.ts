export { ModerationDialog } from './ui/ModerationDialog';
export type { ModerationDialogProps } from './ui/ModerationDialog';
export { SuspendedMark } from './ui/SuspendedMark';
export { MemberModeration } from './ui/MemberModeration';
export type { MemberModerationProps } from './ui/MemberModeration';
export { useModerateMember } from './model/useModerateMember';
export { useModerationDialog } from './ui/useModerationDialog';
export type { ModeratedItem, ModerationInput, ModerationRequest } from './model/useModerateMember';
export { isSuspended } from './lib/suspensionEnd';
