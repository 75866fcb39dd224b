import { useCallback } from 'react';
import { useClient } from 'urql';
import { escapeLike } from '@/shared/lib/escape-like';
import type { MentionSource } from '@/shared/ui/text-composer';
import { MentionMembersQuery } from '../api/mentionQueries';

/** Finds members to @mention: by username prefix or display name, the first six by username. */
export function useMentionSource(): MentionSource {
  const client = useClient();
  return useCallback<MentionSource>(
    async (query) => {
      const typed = escapeLike(query);
      const { data } = await client
        .query(MentionMembersQuery, { prefix: `${typed}%`, contains: `%${typed}%` }, { requestPolicy: 'cache-first' })
        .toPromise();
      return (data?.user_profiles ?? []).map((member) => ({ username: member.username, displayName: member.display_name }));
    },
    [client],
  );
}
