-- Demo content: forum discussions (80… ids) by the demo members, with 1 to 5 comments each
-- (81… ids) dated after their discussion, and likes by the demo members. No count is set here: the
-- triggers of the migrations count each inserted comment and like row into comments_count and likes,
-- so every count equals its rows (server/test/db/seed-invariants.test.ts).

INSERT INTO public.discussions (id, author_id, title, topic, content, created_at, updated_at) VALUES
  ('80000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001', '账户抽象钱包何时成为默认选项？', 'blockchain',
   '大家觉得账户抽象钱包什么时候能成为默认选项？我们做用户访谈时发现，助记词仍然是新用户流失最多的一步。社交恢复和 Passkey 登录已经很成熟了，卡在哪里？',
   now() - interval '6 days 20 hours', now() - interval '6 days 20 hours'),
  ('80000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000002', 'Will rollups share one sequencer?', 'blockchain',
   'Hot take: within two years most rollups will share a sequencer, and "which L2 are you on?" will stop being a question users have to answer. Change my mind.',
   now() - interval '6 days 3 hours', now() - interval '6 days 3 hours'),
  ('80000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000003', 'Foundry 模糊测试在 CI 里太慢了', 'dev_tools',
   'Foundry 的模糊测试跑得越来越慢了，默认 256 次运行在 CI 里要十几分钟。大家是怎么平衡运行次数和 CI 时间的？本地和 CI 用不同的 profile 吗？',
   now() - interval '5 days 10 hours', now() - interval '5 days 10 hours'),
  ('80000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000004', 'Shipped my vesting contract to mainnet', 'dev_tools',
   'Finally shipped my vesting contract to mainnet! Three weeks instead of one, but the first monthly release went out on time. Wrote a postmortem on the blog if anyone wants the gory details. What was your first mainnet deploy like?',
   now() - interval '4 days 16 hours', now() - interval '4 days 16 hours'),
  ('80000000-0000-4000-8000-000000000005', '30000000-0000-4000-8000-000000000002', 'Indexer meetup at Web3 Asia?', 'events',
   'Anyone going to the Web3 Asia Developer Conference? Thinking of organising an informal indexer and data-pipeline meetup on the second evening.',
   now() - interval '3 days 8 hours', now() - interval '3 days 8 hours'),
  ('80000000-0000-4000-8000-000000000006', '30000000-0000-4000-8000-000000000001', '怎么向普通用户解释 Gas 费？', 'general',
   '请教一下：作为产品经理，你们是怎么向普通用户解释 Gas 费的？“网络手续费”这个说法用户能理解，但一到价格波动就会有人投诉。',
   now() - interval '2 days 14 hours', now() - interval '2 days 14 hours'),
  ('80000000-0000-4000-8000-000000000007', '30000000-0000-4000-8000-000000000004', 'Local models to summarise DAO proposals', 'ai',
   'Has anyone tried using a small local language model to summarise DAO governance proposals? Most proposals are 3,000 words and I only need the "what changes and who pays" part.',
   now() - interval '1 day 9 hours', now() - interval '1 day 9 hours'),
  ('80000000-0000-4000-8000-000000000008', '30000000-0000-4000-8000-000000000003', '低流动性抵押品与单一预言机', 'defi',
   '刚看到某 DeFi 协议被价格操纵攻击的快讯，又是低流动性抵押品加单一预言机的老问题。各位审计时对这类抵押品一般会给什么建议？',
   now() - interval '7 hours', now() - interval '7 hours');

INSERT INTO public.discussion_comments (id, discussion_id, author_id, content, created_at, updated_at) VALUES
  -- 1: account abstraction wallets (4 comments)
  ('81000000-0000-4000-8000-000000000001', '80000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000003',
   '技术上已经没问题了，主要是各条链的 Bundler 和 Paymaster 基础设施还不统一，钱包厂商不敢把它设为默认。',
   now() - interval '6 days 18 hours', now() - interval '6 days 18 hours'),
  ('81000000-0000-4000-8000-000000000002', '80000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000002',
   'Cost used to be the blocker too. Deploying a smart account on mainnet was expensive; on rollups it is basically free now.',
   now() - interval '6 days 12 hours', now() - interval '6 days 12 hours'),
  ('81000000-0000-4000-8000-000000000003', '80000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000004',
   'Recovery UX is the real unlock. Nobody wants to pick "guardians" during onboarding; it has to happen later, when the account holds something worth protecting.',
   now() - interval '6 days 2 hours', now() - interval '6 days 2 hours'),
  ('81000000-0000-4000-8000-000000000004', '80000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000001',
   '同意！我们下个版本打算把设置恢复人放到首次入金之后再提示，到时候再来分享数据。',
   now() - interval '5 days 22 hours', now() - interval '5 days 22 hours'),

  -- 2: shared sequencers (3 comments)
  ('81000000-0000-4000-8000-000000000005', '80000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000004',
   'Sequencer revenue is most of the business model for many rollups. I do not see them giving it up that easily.',
   now() - interval '5 days 23 hours', now() - interval '5 days 23 hours'),
  ('81000000-0000-4000-8000-000000000006', '80000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000003',
   '我觉得更可能的是“共享结算、各自排序”，再配合意图层把跨链体验抹平。',
   now() - interval '5 days 15 hours', now() - interval '5 days 15 hours'),
  ('81000000-0000-4000-8000-000000000007', '80000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000002',
   'Fair points. Maybe the user-facing answer is the same either way: wallets hide the chain and route for you.',
   now() - interval '5 days 4 hours', now() - interval '5 days 4 hours'),

  -- 3: slow fuzzing in CI (2 comments)
  ('81000000-0000-4000-8000-000000000008', '80000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000004',
   'We run 256 runs on pull requests and 10,000 in a nightly job with a separate profile. The nightly one has caught two real bugs so far.',
   now() - interval '5 days 8 hours', now() - interval '5 days 8 hours'),
  ('81000000-0000-4000-8000-000000000009', '80000000-0000-4000-8000-000000000003', '30000000-0000-4000-8000-000000000001',
   '不懂技术细节，但我们团队也是这么分的：合并前跑快速版，每晚跑完整版。',
   now() - interval '4 days 20 hours', now() - interval '4 days 20 hours'),

  -- 4: first mainnet deploy (5 comments)
  ('81000000-0000-4000-8000-000000000010', '80000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000002',
   'Congrats! My first deploy had the wrong constructor argument and I had to redeploy. Kept the old address in the README as a warning to myself.',
   now() - interval '4 days 14 hours', now() - interval '4 days 14 hours'),
  ('81000000-0000-4000-8000-000000000011', '80000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000003',
   '恭喜！毫秒和秒搞混的坑我也踩过，现在所有时间参数都会在部署脚本里打印出可读日期再确认。',
   now() - interval '4 days 10 hours', now() - interval '4 days 10 hours'),
  ('81000000-0000-4000-8000-000000000012', '80000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000001',
   '读了你的复盘，“先写 runbook”这一条太有共鸣了，产品上线也一样。',
   now() - interval '3 days 21 hours', now() - interval '3 days 21 hours'),
  ('81000000-0000-4000-8000-000000000013', '80000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000004',
   'Thanks all! Next step is moving ownership from the multisig to a timelock. Will report back.',
   now() - interval '3 days 12 hours', now() - interval '3 days 12 hours'),
  ('81000000-0000-4000-8000-000000000014', '80000000-0000-4000-8000-000000000004', '30000000-0000-4000-8000-000000000002',
   'Timelock plus a public delay is the way. Users notice and appreciate it.',
   now() - interval '3 days 2 hours', now() - interval '3 days 2 hours'),

  -- 5: conference meetup (2 comments)
  ('81000000-0000-4000-8000-000000000015', '80000000-0000-4000-8000-000000000005', '30000000-0000-4000-8000-000000000004',
   'Count me in. I can bring a short demo of the event indexer from your blog post.',
   now() - interval '3 days 1 hour', now() - interval '3 days 1 hour'),
  ('81000000-0000-4000-8000-000000000016', '80000000-0000-4000-8000-000000000005', '30000000-0000-4000-8000-000000000003',
   '我会去！可以顺便聊聊子图和自建索引的取舍。',
   now() - interval '2 days 19 hours', now() - interval '2 days 19 hours'),

  -- 6: explaining gas fees (3 comments)
  ('81000000-0000-4000-8000-000000000017', '80000000-0000-4000-8000-000000000006', '30000000-0000-4000-8000-000000000003',
   '可以类比快递费：同一件东西，加急和普通的价格不同，高峰期也会涨价。',
   now() - interval '2 days 12 hours', now() - interval '2 days 12 hours'),
  ('81000000-0000-4000-8000-000000000018', '80000000-0000-4000-8000-000000000006', '30000000-0000-4000-8000-000000000002',
   'Show the fee in local currency, before signing, with a "why is it this much?" link. Surprises cause the complaints, not the fee itself.',
   now() - interval '2 days 6 hours', now() - interval '2 days 6 hours'),
  ('81000000-0000-4000-8000-000000000019', '80000000-0000-4000-8000-000000000006', '30000000-0000-4000-8000-000000000004',
   'Or sponsor the gas entirely for small actions with a paymaster. Users never see it.',
   now() - interval '1 day 22 hours', now() - interval '1 day 22 hours'),

  -- 7: summarising governance proposals (1 comment)
  ('81000000-0000-4000-8000-000000000020', '80000000-0000-4000-8000-000000000007', '30000000-0000-4000-8000-000000000002',
   'Tried it with a 3B model and a fixed prompt: "list the parameter changes and the budget". Works well, but always link the original because it sometimes misses a clause.',
   now() - interval '1 day 4 hours', now() - interval '1 day 4 hours'),

  -- 8: price manipulation attack (2 comments)
  ('81000000-0000-4000-8000-000000000021', '80000000-0000-4000-8000-000000000008', '30000000-0000-4000-8000-000000000004',
   'Supply caps sized to on-chain liquidity, not market cap, plus a TWAP or a second oracle. And a lower collateral factor until liquidity proves itself.',
   now() - interval '5 hours', now() - interval '5 hours'),
  ('81000000-0000-4000-8000-000000000022', '80000000-0000-4000-8000-000000000008', '30000000-0000-4000-8000-000000000001',
   '从产品角度补充一点：这类资产在界面上最好加风险提示，让用户知道它和主流资产不一样。',
   now() - interval '2 hours', now() - interval '2 hours');

-- Each discussion's and comment's likes come from that many demo members, the others before the author.
INSERT INTO public.discussion_likes (discussion_id, user_id, created_at)
SELECT d.id, member.id, d.created_at + interval '30 minutes'
FROM (VALUES
  ('80000000-0000-4000-8000-000000000001'::uuid, 3),
  ('80000000-0000-4000-8000-000000000002'::uuid, 2),
  ('80000000-0000-4000-8000-000000000003'::uuid, 2),
  ('80000000-0000-4000-8000-000000000004'::uuid, 4),
  ('80000000-0000-4000-8000-000000000005'::uuid, 2),
  ('80000000-0000-4000-8000-000000000006'::uuid, 3),
  ('80000000-0000-4000-8000-000000000007'::uuid, 1),
  ('80000000-0000-4000-8000-000000000008'::uuid, 4)
) AS wanted (id, likes)
JOIN public.discussions d ON d.id = wanted.id
CROSS JOIN LATERAL (
  SELECT p.id FROM public.user_profiles p
  WHERE p.id::text LIKE '30000000-%'
  ORDER BY p.id = d.author_id, p.id
  LIMIT wanted.likes
) AS member;

INSERT INTO public.discussion_comment_likes (comment_id, user_id, created_at)
SELECT c.id, member.id, c.created_at + interval '30 minutes'
FROM (VALUES
  ('81000000-0000-4000-8000-000000000001'::uuid, 2),
  ('81000000-0000-4000-8000-000000000002'::uuid, 2),
  ('81000000-0000-4000-8000-000000000003'::uuid, 3),
  ('81000000-0000-4000-8000-000000000004'::uuid, 1),
  ('81000000-0000-4000-8000-000000000005'::uuid, 2),
  ('81000000-0000-4000-8000-000000000006'::uuid, 1),
  ('81000000-0000-4000-8000-000000000007'::uuid, 1),
  ('81000000-0000-4000-8000-000000000008'::uuid, 3),
  ('81000000-0000-4000-8000-000000000009'::uuid, 1),
  ('81000000-0000-4000-8000-000000000010'::uuid, 2),
  ('81000000-0000-4000-8000-000000000011'::uuid, 3),
  ('81000000-0000-4000-8000-000000000012'::uuid, 2),
  ('81000000-0000-4000-8000-000000000013'::uuid, 1),
  ('81000000-0000-4000-8000-000000000014'::uuid, 1),
  ('81000000-0000-4000-8000-000000000015'::uuid, 1),
  ('81000000-0000-4000-8000-000000000016'::uuid, 1),
  ('81000000-0000-4000-8000-000000000017'::uuid, 2),
  ('81000000-0000-4000-8000-000000000018'::uuid, 3),
  ('81000000-0000-4000-8000-000000000019'::uuid, 2),
  ('81000000-0000-4000-8000-000000000020'::uuid, 1),
  ('81000000-0000-4000-8000-000000000021'::uuid, 2),
  ('81000000-0000-4000-8000-000000000022'::uuid, 1)
) AS wanted (id, likes)
JOIN public.discussion_comments c ON c.id = wanted.id
CROSS JOIN LATERAL (
  SELECT p.id FROM public.user_profiles p
  WHERE p.id::text LIKE '30000000-%'
  ORDER BY p.id = c.author_id, p.id
  LIMIT wanted.likes
) AS member;
