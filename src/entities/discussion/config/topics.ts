// The forum's topics, as public.discussions.topic takes them (its CHECK); their names are the message keys
// `topics.*` of locales/*/discussion.json. A thread is in one topic; the forum's sidebar filters by it.
export const discussionTopics = ['general', 'blockchain', 'defi', 'dev_tools', 'ai', 'events'] as const;
export type DiscussionTopic = (typeof discussionTopics)[number];

/** The topic named in an address, else null (every topic). */
export function parseTopic(value: string | null): DiscussionTopic | null {
  return discussionTopics.find((topic) => topic === value) ?? null;
}
