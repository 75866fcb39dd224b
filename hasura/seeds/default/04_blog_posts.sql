-- Demo content: member blog posts (50… ids) in the four blog categories, in English and Chinese.
-- The last one is a draft (published false, so published_at stays NULL).

INSERT INTO public.blog_posts (
  id, title, slug, excerpt, content, image_url, category_id, author_id, tags, language,
  featured, published, published_at, views_count, created_at, updated_at
) VALUES
  ('50000000-0000-4000-8000-000000000001',
   'Shipping My First Mainnet Contract: A Postmortem',
   'shipping-my-first-mainnet-contract-a-postmortem',
   'Three weeks, one audit, two near misses and a very long launch night. What I would do differently next time.',
   $md$## The plan

I wanted to ship a tiny vesting contract for a community project: lock tokens, release them monthly, nothing fancy. I budgeted a week. It took three.

## What went right

- Writing invariants *before* the code. "Released never exceeds allocated" caught two bugs.
- Asking a friend to review the deployment script, not just the contract.
- Deploying to a testnet fork of mainnet first, with real token addresses.

## The near misses

1. I almost deployed with my everyday wallet as the owner. A checklist saved me.
2. The constructor took timestamps in milliseconds, not seconds. The fork test showed a cliff ending in the year 55,000.

## What I would change

Next time I will write the runbook first: who signs, which commands run in which order, and what "done" looks like. Launch night should be boring. Mine was not, but nothing broke, and the first monthly release went out on time.$md$,
   '/demo/cover-mainnet.svg', '10000000-0000-4000-8000-000000000012', '30000000-0000-4000-8000-000000000004',
   ARRAY['solidity', 'mainnet', 'postmortem'], 'en',
   true, true, now() - interval '2 days', 426, now() - interval '3 days', now() - interval '2 days'),

  ('50000000-0000-4000-8000-000000000002',
   '用 Foundry 写测试：从零到覆盖率 90%',
   'foundry-testing-from-zero-to-90-percent-zh',
   '一篇面向初学者的 Foundry 测试教程：单元测试、模糊测试和主网分叉测试，一步一步把覆盖率提上去。',
   $md$## 为什么选 Foundry

Foundry 用 Solidity 写测试，不需要在 JavaScript 和合约之间来回切换，运行速度也非常快。

## 第一步：写一个单元测试

```solidity
function test_DepositIncreasesBalance() public {
    vault.deposit{value: 1 ether}();
    assertEq(vault.balanceOf(address(this)), 1 ether);
}
```

## 第二步：加入模糊测试

把固定参数换成函数参数，Foundry 会自动生成随机输入：

```solidity
function testFuzz_Withdraw(uint96 amount) public {
    vm.assume(amount > 0);
    vault.deposit{value: amount}();
    vault.withdraw(amount);
    assertEq(vault.balanceOf(address(this)), 0);
}
```

## 第三步：主网分叉测试

使用 `vm.createSelectFork` 在真实状态上运行测试，可以发现与外部协议交互时的问题。

## 查看覆盖率

运行 `forge coverage` 查看哪些分支还没有被覆盖。我的经验是：优先补齐失败路径和权限检查的测试，覆盖率自然就上去了。$md$,
   '/demo/cover-foundry.svg', '10000000-0000-4000-8000-000000000014', '30000000-0000-4000-8000-000000000003',
   ARRAY['foundry', 'solidity', '测试', '教程'], 'zh',
   false, true, now() - interval '4 days', 358, now() - interval '5 days', now() - interval '4 days'),

  ('50000000-0000-4000-8000-000000000003',
   'Why I Stopped Chasing Airdrops',
   'why-i-stopped-chasing-airdrops',
   'Farming airdrops felt like free money until I counted the hours, the gas and the stress. An honest look at the maths.',
   $md$## The spreadsheet that changed my mind

For six months I farmed every protocol that might launch a token. I bridged, swapped, provided liquidity and voted in governance forums I did not care about. Then I added it all up.

- **Hours spent:** roughly 140
- **Gas and bridge fees:** more than I want to admit
- **Airdrops received:** 3, one of them worth more than everything else combined

## What bothers me more than the money

Airdrop farming turns users into actors. Protocols then design ever stricter filters, and real users get caught in them. Everyone loses a little trust.

## What I do instead

1. Use the apps I actually need, and stop there.
2. Contribute where I have skills: bug reports, docs, translations.
3. Treat any airdrop as a pleasant surprise, never as income.

I am not saying airdrops are bad. I am saying that optimising for them made me a worse participant in the communities I joined.$md$,
   '/demo/cover-airdrops.svg', '10000000-0000-4000-8000-000000000015', '30000000-0000-4000-8000-000000000002',
   ARRAY['airdrops', 'opinion', 'community'], 'en',
   false, true, now() - interval '6 days', 611, now() - interval '6 days 4 hours', now() - interval '6 days'),

  ('50000000-0000-4000-8000-000000000004',
   '在上海参加黑客松的 48 小时',
   'shanghai-hackathon-48-hours-zh',
   '第一次以产品经理身份参加 Web3 黑客松：组队、选题、熬夜和路演，记录下这 48 小时里最难忘的瞬间。',
   $md$## 组队

周五晚上七点，场地里已经挤满了人。我在白板上写下“寻找两名合约开发者”，二十分钟后，陈浩和另一位前端同学加入了我们。

## 选题

我们想解决一个很小的问题：**线下活动的签到**。参会者扫码领取一枚 NFT 签到凭证，主办方可以据此发放后续权益。

## 最难熬的夜晚

- 凌晨两点，测试网 RPC 频繁超时，我们临时换了节点服务。
- 凌晨四点，签名流程在手机钱包里无法弹出，最后改成了邮箱登录加托管钱包。
- 早上七点，所有人趴在桌上睡了半小时。

## 路演

三分钟的路演，我只讲了一件事：用户不需要知道什么是钱包。评委问得最多的问题是隐私，我们没有完美的答案，但这正是下一步要做的。

最后我们拿到了最佳用户体验奖。比奖项更珍贵的，是认识了一群愿意熬夜把想法变成产品的人。$md$,
   '/demo/cover-hackathon.svg', '10000000-0000-4000-8000-000000000012', '30000000-0000-4000-8000-000000000001',
   ARRAY['黑客松', '上海', 'NFT', '产品'], 'zh',
   false, true, now() - interval '9 days', 502, now() - interval '10 days', now() - interval '9 days'),

  ('50000000-0000-4000-8000-000000000005',
   'Indexing On-Chain Events Without Running a Node',
   'indexing-on-chain-events-without-running-a-node',
   'A lightweight pattern for turning contract events into a queryable database using a hosted RPC, a cursor table and idempotent writes.',
   $md$## The goal

Show a live feed of deposits for a small protocol without running an archive node or paying for a heavyweight indexing service.

## The pattern

1. Keep a `cursor` table with the last processed block.
2. Every few seconds, ask the RPC for logs from `cursor + 1` to `latest - 5` (five blocks of safety for reorgs).
3. Decode each log and **upsert** it keyed by `(tx_hash, log_index)`.
4. Move the cursor forward in the same transaction.

Because writes are idempotent, a crash in the middle is harmless: the next run re-reads the same range and changes nothing.

## Things that bit me

- RPC providers cap the block range per request; page through large ranges.
- Reorgs deeper than your safety margin do happen on some chains. Store the block hash and re-check it.
- Timestamps come from blocks, not logs. Batch the block lookups.

## Is it enough?

For a dashboard or a notification service, yes. For anything that moves money, add a second data source and compare.$md$,
   '/demo/cover-indexing.svg', '10000000-0000-4000-8000-000000000013', '30000000-0000-4000-8000-000000000002',
   ARRAY['indexing', 'backend', 'ethereum', 'postgres'], 'en',
   false, true, now() - interval '12 days', 289, now() - interval '13 days', now() - interval '12 days'),

  ('50000000-0000-4000-8000-000000000006',
   '为什么我对 AI 代理钱包保持谨慎',
   'why-i-am-cautious-about-ai-agent-wallets-zh',
   '让 AI 代理替你签名交易听起来很酷，但权限边界、提示词注入和责任归属都还没有答案。',
   $md$## 一个诱人的设想

告诉 AI 代理“每周把收益换成稳定币”，它就会自动完成一切。这听起来像是钱包体验的终极形态。

## 我担心的三件事

1. **权限边界**：代理到底能动用多少资金？一次性授权还是长期授权？
2. **提示词注入**：一个恶意网页或代币名称，就可能诱导代理执行错误的操作。
3. **责任归属**：交易出了问题，是用户、模型提供方还是钱包开发者负责？

## 我希望看到的设计

- 基于智能合约账户的**会话密钥**，限定金额、时间和可交互的合约；
- 每一笔超出规则的交易都需要人工确认；
- 完整、可读的操作日志。

在这些基础设施成熟之前，我更愿意让 AI 当“参谋”，而不是“出纳”。$md$,
   '/demo/cover-agents.svg', '10000000-0000-4000-8000-000000000015', '30000000-0000-4000-8000-000000000001',
   ARRAY['AI', '钱包', '安全'], 'zh',
   false, false, NULL, 0, now() - interval '1 day', now() - interval '1 day');
