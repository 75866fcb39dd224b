import { useSession } from '@/entities/session';
import { useLikeToggle } from '../model/useLikeToggle';
import { useLikeWrite, type LikeTarget } from '../model/useLikeWrite';
import { LikeButton } from './LikeButton';

export interface LikeDiscussionButtonProps {
  target: LikeTarget;
  likes: number;
  /** Whether the signed-in member likes it (from useMyDiscussionLikes or useMyCommentLikes). */
  liked: boolean;
  /** Opens the sign-in dialog when a visitor tries to like. */
  onSignIn: () => void;
}

/** Likes or unlikes a discussion or comment for the signed-in member (one like per member). */
export function LikeDiscussionButton({ target, likes, liked, onSignIn }: LikeDiscussionButtonProps) {
  const userId = useSession().user?.id;
  const write = useLikeWrite(target, userId ?? '');
  const toggle = useLikeToggle({ liked, count: likes, write });
  return <LikeButton liked={toggle.liked} count={toggle.count} error={toggle.error} onClick={userId ? toggle.toggle : onSignIn} />;
}
