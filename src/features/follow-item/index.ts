export { FollowButton } from './ui/FollowButton';
export type { FollowButtonProps } from './ui/FollowButton';
export { FollowToggle } from './ui/FollowToggle';
export type { FollowToggleProps } from './ui/FollowToggle';
export type { FollowTarget } from './model/followTarget';
