export { RsvpButton } from './ui/RsvpButton';
export type { RsvpButtonProps } from './ui/RsvpButton';
export { RsvpControls } from './ui/RsvpControls';
export type { RsvpControlsProps } from './ui/RsvpControls';
export type { RsvpStatus } from './model/useRsvp';
