/** One article category the reset installs. */
export interface Web3Category {
  name: string;
  name_zh: string;
  slug: string;
  description: string;
}

/**
 * The 11 Web3 article categories the category reset (/update-categories) installs: the article categories
 * of hasura/seeds/default/01_categories_authors.sql (a test keeps the two the same).
 */
export const WEB3_CATEGORIES: readonly Web3Category[] = [
  { name: 'Technology', name_zh: '科技', slug: 'technology', description: 'Hardware, software and the infrastructure behind the internet.' },
  { name: 'Blockchain', name_zh: '区块链', slug: 'blockchain', description: 'Consensus, protocols and the chains that settle value.' },
  { name: 'AI & ML', name_zh: '人工智能与机器学习', slug: 'ai-ml', description: 'Models, tooling and where machine learning meets crypto.' },
  { name: 'Web3', name_zh: 'Web3', slug: 'web3', description: 'Wallets, identity and applications owned by their users.' },
  { name: 'DeFi', name_zh: '去中心化金融', slug: 'defi', description: 'Lending, exchanges, stablecoins and on-chain yield.' },
  { name: 'NFT', name_zh: 'NFT 数字藏品', slug: 'nft', description: 'Non-fungible tokens for art, tickets, memberships and games.' },
  { name: 'Cryptocurrency', name_zh: '加密货币', slug: 'cryptocurrency', description: 'Bitcoin, Ether and the markets around digital assets.' },
  { name: 'DAO', name_zh: '去中心化自治组织', slug: 'dao', description: 'Governance, treasuries and communities that vote on-chain.' },
  { name: 'Layer 2', name_zh: '二层网络', slug: 'layer-2', description: 'Rollups, sidechains and the race to scale Ethereum.' },
  { name: 'Security', name_zh: '安全', slug: 'security', description: 'Audits, exploits, key management and safe launches.' },
  { name: 'Metaverse', name_zh: '元宇宙', slug: 'metaverse', description: 'Virtual worlds, spatial computing and digital presence.' },
];
