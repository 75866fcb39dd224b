import { useSession } from '@/entities/session';
import type { FollowTarget } from '../model/followTarget';
import { useFollow } from '../model/useFollow';
import { FollowToggle } from './FollowToggle';

export interface FollowButtonProps {
  target: FollowTarget;
  /** What is followed, as readers see it (a name, or the tag). */
  name: string;
  /** Opens the sign-in dialog when a visitor tries to follow. */
  onSignIn: () => void;
  /** Called after a follow or unfollow is saved (the page re-reads its follower count). */
  onChange?: () => void;
}

/** Follows an author, a member or a tag for the signed-in member, or stops following; visitors are asked to sign in. */
export function FollowButton({ target, name, onSignIn, onChange }: FollowButtonProps) {
  const { user } = useSession();
  const signedIn = !!user;
  const follow = useFollow(target, signedIn, onChange);
  // Members do not follow themselves.
  if (target.kind === 'member' && target.id === user?.id) return null;
  if (!signedIn) return <FollowToggle following={false} name={name} onClick={onSignIn} />;
  return (
    <FollowToggle following={follow.following} name={name} busy={follow.busy} error={follow.error} onClick={() => void follow.toggle()} />
  );
}
