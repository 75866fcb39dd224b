// The sidebar's topics (message keys in locales/*/discussion.json, sidebar.topicList.*) and tags. Tags
// are technical terms, the same in both languages, and search the discussions when chosen.

export const forumTopics = ['general', 'blockchain', 'defi', 'devTools', 'ai', 'events'] as const;

export const forumTags = ['DeFi', 'Rollup', 'Gas', 'DAO', 'Foundry', 'Paymaster', 'Web3', 'Oracle'] as const;
