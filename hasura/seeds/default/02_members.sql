-- Demo members who write the blog posts and discussions. password_hash is NULL, so none of these
-- accounts can sign in; they only give the community pages some life (30… ids).

INSERT INTO auth.users (id, email, password_hash, email_verified, created_at, updated_at) VALUES
  ('30000000-0000-4000-8000-000000000001', 'lin.wei@demo.example.com', NULL, true,
   now() - interval '60 days', now() - interval '60 days'),
  ('30000000-0000-4000-8000-000000000002', 'marcus.okafor@demo.example.com', NULL, true,
   now() - interval '54 days', now() - interval '54 days'),
  ('30000000-0000-4000-8000-000000000003', 'chen.hao@demo.example.com', NULL, true,
   now() - interval '47 days', now() - interval '47 days'),
  ('30000000-0000-4000-8000-000000000004', 'sofia.reyes@demo.example.com', NULL, true,
   now() - interval '33 days', now() - interval '33 days');

INSERT INTO public.user_profiles (id, username, display_name, avatar_url, bio, website, location, is_admin, created_at, updated_at) VALUES
  ('30000000-0000-4000-8000-000000000001', 'lin_wei', '林薇', '/demo/avatar-lin-wei.svg',
   '产品经理，白天做钱包体验，晚上写博客。关注 Web3 用户体验与链上身份。',
   NULL, '上海', false, now() - interval '60 days', now() - interval '60 days'),
  ('30000000-0000-4000-8000-000000000002', 'marcus_dev', 'Marcus Okafor', '/demo/avatar-marcus-okafor.svg',
   'Backend developer building indexers and data pipelines for on-chain apps. Skeptical optimist.',
   'https://marcus.example.com', 'Berlin', false, now() - interval '54 days', now() - interval '54 days'),
  ('30000000-0000-4000-8000-000000000003', 'chenhao_eth', '陈浩', '/demo/avatar-chen-hao.svg',
   'Solidity 开发者，Foundry 重度用户，偶尔参加黑客松。',
   NULL, '深圳', false, now() - interval '47 days', now() - interval '47 days'),
  ('30000000-0000-4000-8000-000000000004', 'sofia_builds', 'Sofia Reyes', '/demo/avatar-sofia-reyes.svg',
   'Indie smart contract developer. Shipping small things on mainnet and writing down what breaks.',
   'https://sofia.example.org', 'Lisbon', false, now() - interval '33 days', now() - interval '33 days');
