// The sidebar's tags: technical terms, the same in both languages, that search the discussions when chosen. Its
// topics are the threads' (entities/discussion, discussionTopics).

export const forumTags = ['DeFi', 'Rollup', 'Gas', 'DAO', 'Foundry', 'Paymaster', 'Web3', 'Oracle'] as const;
