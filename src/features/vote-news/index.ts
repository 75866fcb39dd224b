export { useMyNewsVotes } from './model/useMyNewsVotes';
export { VoteNewsButtons } from './ui/VoteNewsButtons';
export type { VoteNewsButtonsProps } from './ui/VoteNewsButtons';
