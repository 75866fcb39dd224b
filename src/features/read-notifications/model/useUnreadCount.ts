import { useSubscription } from 'urql';
import { useSession } from '@/entities/session';
import { ReadNotificationsUnreadSubscription } from '../api/readNotificationsQueries';

/** The signed-in member's unread notifications, counted live; undefined for visitors and until known. */
export function useUnreadCount(): number | undefined {
  const signedIn = Boolean(useSession().user);
  const [result] = useSubscription({ query: ReadNotificationsUnreadSubscription, pause: !signedIn });
  return signedIn ? result.data?.notifications_aggregate.aggregate?.count : undefined;
}
