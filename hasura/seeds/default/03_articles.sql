-- Demo content: editorial articles (40… ids), six in English and six in Chinese. A Chinese article
-- that translates an English one points at it with translation_of_id. Four are featured, two are
-- drafts (published false, so published_at stays NULL) and three have no cover image.
-- read_time is computed by a trigger from the content length.

INSERT INTO public.articles (
  id, title, slug, excerpt, content, image_url, category_id, author_id, language, translation_of_id,
  featured, published, published_at, views_count, last_viewed_at, created_at, updated_at
) VALUES
  -- 1. Layer 2 fees (en, featured), with a table.
  ('40000000-0000-4000-8000-000000000001',
   'How Layer 2 Rollups Are Reshaping Ethereum Fees',
   'how-layer-2-rollups-are-reshaping-ethereum-fees',
   'Blob space, shared sequencers and cheaper proofs have pushed the cost of a rollup transaction below a cent. Here is what changed and what it means for users.',
   $md$## Fees fell, but not for the reason most people think

A year ago, sending tokens on a rollup could still cost more than a coffee when mainnet was busy. Today most transfers settle for a fraction of a cent. The headline reason is **blob space**: rollups now post their data to a separate, cheaper lane on Ethereum instead of competing with every swap for calldata.

## Where the money goes

A rollup transaction pays for three things:

1. **Execution** on the rollup itself, usually the smallest part.
2. **Data availability**, posting the compressed batch to Ethereum.
3. **Settlement**, proving or challenging the batch on mainnet.

| | Optimistic rollups | ZK rollups |
|---|---|---|
| Finality on L1 | ~7 days (challenge window) | Minutes to hours (proof verified) |
| Main L1 cost | Data availability | Data availability + proof verification |
| Typical transfer | < $0.01 | < $0.02 |
| Withdrawal speed | Slow without a bridge provider | Fast once the proof lands |

## What to watch next

- **Shared sequencing** could let rollups compose without bridges.
- **Proof aggregation** spreads verification cost over many batches.
- **Fee markets for blobs** will matter again once demand catches up with supply.

Cheap fees are not the finish line. The open question is whether dozens of rollups can feel like *one* network to the people using them.$md$,
   '/demo/cover-rollups.svg', '10000000-0000-4000-8000-000000000009', '20000000-0000-4000-8000-000000000002',
   'en', NULL, true, true, now() - interval '1 day', 1842, now() - interval '12 minutes',
   now() - interval '2 days', now() - interval '1 day'),

  -- 2. Translation of 1 (zh, featured).
  ('40000000-0000-4000-8000-000000000002',
   'Layer 2 Rollup 如何重塑以太坊手续费',
   'layer-2-rollups-ethereum-fees-zh',
   'Blob 数据空间、共享排序器和更便宜的证明，让 Rollup 上的一笔交易成本降到一美分以下。本文解释发生了什么变化，以及它对普通用户意味着什么。',
   $md$## 手续费下降，但原因和多数人想的不一样

一年前，在主网拥堵时，在 Rollup 上转一笔代币仍可能比一杯咖啡还贵。如今大多数转账的成本只有几分之一美分。最主要的原因是 **Blob 数据空间**：Rollup 现在把数据发布到以太坊上一条独立且更便宜的通道，而不是和所有兑换交易一起争抢 calldata。

## 钱花在了哪里

一笔 Rollup 交易需要支付三部分费用：

1. **执行费用**：在 Rollup 本身上执行，通常占比最小。
2. **数据可用性**：把压缩后的批次发布到以太坊。
3. **结算费用**：在主网上验证或挑战该批次。

| | Optimistic Rollup | ZK Rollup |
|---|---|---|
| L1 最终性 | 约 7 天（挑战期） | 几分钟到几小时（证明验证后） |
| 主要 L1 成本 | 数据可用性 | 数据可用性 + 证明验证 |
| 典型转账费用 | < 0.01 美元 | < 0.02 美元 |
| 提现速度 | 不借助桥服务商则较慢 | 证明上链后即可快速提现 |

## 接下来值得关注什么

- **共享排序**可能让不同 Rollup 无需跨链桥即可组合调用。
- **证明聚合**能把验证成本分摊到更多批次上。
- **Blob 费用市场**在需求追上供给之后会再次变得重要。

便宜的手续费并不是终点。真正的问题是：几十条 Rollup 能否让用户感觉像在使用*同一个*网络。$md$,
   '/demo/cover-rollups.svg', '10000000-0000-4000-8000-000000000009', '20000000-0000-4000-8000-000000000002',
   'zh', '40000000-0000-4000-8000-000000000001', true, true, now() - interval '20 hours', 1268, now() - interval '25 minutes',
   now() - interval '1 day 6 hours', now() - interval '20 hours'),

  -- 3. Restaking (en, featured).
  ('40000000-0000-4000-8000-000000000003',
   'Restaking Explained: Yield, Risk and the Shared Security Market',
   'restaking-explained-yield-risk-and-the-shared-security-market',
   'Restaking lets staked ETH secure other services for extra rewards. The yield is real, and so are the new ways to lose money. A plain-language guide.',
   $md$## The idea in one paragraph

When you stake ETH, you promise to behave honestly or lose part of your deposit. **Restaking** reuses that same promise to secure other services (oracles, bridges, data availability layers) in exchange for additional rewards. One deposit, several jobs.

## Why people like it

- New networks can *rent* economic security instead of bootstrapping their own token.
- Stakers earn extra yield on capital that was already locked.
- Operators get more work for the infrastructure they already run.

## What can go wrong

Every extra service adds its own **slashing conditions**. A bug in one service's rules can cut into deposits that also secure Ethereum. Risks to understand before opting in:

1. **Correlated slashing**: one operator mistake can be punished by several services at once.
2. **Liquidity mismatch**: liquid restaking tokens trade freely, but withdrawals queue for days.
3. **Opaque leverage**: restaking tokens are often used again as collateral elsewhere.

## A sensible way to start

Pick operators with a public track record, limit the number of services you opt into, and treat advertised points or rewards as *uncertain* until they are paid. Yield that comes from taking on more risk is not free yield.$md$,
   '/demo/cover-restaking.svg', '10000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000001',
   'en', NULL, true, true, now() - interval '3 days', 2315, now() - interval '40 minutes',
   now() - interval '4 days', now() - interval '3 days'),

  -- 4. Translation of 3 (zh).
  ('40000000-0000-4000-8000-000000000004',
   '再质押详解：收益、风险与共享安全市场',
   'restaking-explained-zh',
   '再质押让已质押的 ETH 同时为其他服务提供安全保障，从而获得额外收益。收益是真实的，新的亏损方式也是。这是一份通俗易懂的指南。',
   $md$## 一段话讲清楚

质押 ETH 时，你承诺诚实履职，否则将被罚没部分押金。**再质押**把同一份承诺复用到其他服务上（预言机、跨链桥、数据可用性层等），以换取额外奖励。一份押金，多份工作。

## 为什么受欢迎

- 新网络可以*租用*经济安全性，而不必从零发行自己的代币。
- 质押者可以在已锁定的资金上获得额外收益。
- 节点运营者可以用现有的基础设施承接更多工作。

## 可能出什么问题

每增加一个服务，就多一套**罚没条件**。某个服务规则中的漏洞，可能会波及同时在保障以太坊安全的押金。参与前需要了解的风险：

1. **关联罚没**：运营者的一次失误可能同时被多个服务惩罚。
2. **流动性错配**：流动性再质押代币可以自由交易，但提现需要排队数天。
3. **隐性杠杆**：再质押代币经常被拿到其他协议中再次作为抵押品。

## 稳妥的入门方式

选择有公开运营记录的运营者，限制参与的服务数量，并在积分或奖励真正发放之前，把它们视为*不确定*的收益。靠承担更多风险换来的收益，并不是免费的收益。$md$,
   '/demo/cover-restaking.svg', '10000000-0000-4000-8000-000000000005', '20000000-0000-4000-8000-000000000001',
   'zh', '40000000-0000-4000-8000-000000000003', false, true, now() - interval '2 days 18 hours', 987, now() - interval '2 hours',
   now() - interval '3 days', now() - interval '2 days 18 hours'),

  -- 5. Small language models (en, no image), with a code block.
  ('40000000-0000-4000-8000-000000000005',
   'Small Language Models on the Edge: A Practical Guide',
   'small-language-models-on-the-edge-a-practical-guide',
   'You do not need a data centre to run a useful language model. How to pick, quantize and serve a small model on a laptop or a phone.',
   $md$## Why go small

Models with one to eight billion parameters now handle summarising, classification and simple tool use well enough for many products. Running them locally means **no per-token bill**, lower latency and data that never leaves the device.

## Choosing a model

- Start with the smallest model that passes *your* evaluation set, not a public leaderboard.
- Prefer models with permissive licences and published training details.
- Check the context length you actually need; longer contexts cost memory.

## Quantize, then measure

Four-bit quantization usually keeps quality within a few points while cutting memory by about 70%. Always re-run your evaluation after quantizing.

```python
from llama_cpp import Llama

llm = Llama(model_path="models/small-4bit.gguf", n_ctx=4096)
out = llm("Summarise in one sentence: rollups post data to Ethereum.", max_tokens=48)
print(out["choices"][0]["text"].strip())
```

## Serving tips

1. Keep one model instance warm instead of loading per request.
2. Stream tokens to the UI; perceived speed matters more than raw throughput.
3. Cache answers for repeated prompts.

Small models will not replace frontier models for hard reasoning, but for the everyday 80% they are fast, private and cheap.$md$,
   NULL, '10000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000003',
   'en', NULL, false, true, now() - interval '5 days', 1436, now() - interval '3 hours',
   now() - interval '6 days', now() - interval '5 days'),

  -- 6. Translation of 5 (zh, no image), with a code block.
  ('40000000-0000-4000-8000-000000000006',
   '边缘端小语言模型实用指南',
   'small-language-models-on-the-edge-zh',
   '运行一个好用的语言模型并不需要数据中心。本文介绍如何在笔记本或手机上挑选、量化并部署小模型。',
   $md$## 为什么选择小模型

参数量在 10 亿到 80 亿之间的模型，已经足以胜任摘要、分类和简单的工具调用等任务。在本地运行意味着**没有按 token 计费**、延迟更低，而且数据不会离开设备。

## 如何挑选模型

- 从能通过*你自己*评测集的最小模型开始，而不是看公开排行榜。
- 优先选择许可证宽松、训练细节公开的模型。
- 确认真正需要的上下文长度，更长的上下文意味着更多内存。

## 先量化，再评测

4 bit 量化通常能把质量损失控制在几个百分点以内，同时节省约 70% 的内存。量化之后一定要重新跑一遍评测。

```python
from llama_cpp import Llama

llm = Llama(model_path="models/small-4bit.gguf", n_ctx=4096)
out = llm("用一句话总结：Rollup 把数据发布到以太坊。", max_tokens=48)
print(out["choices"][0]["text"].strip())
```

## 部署建议

1. 常驻一个模型实例，而不是每次请求都重新加载。
2. 以流式方式把 token 推送到界面，感知速度比吞吐量更重要。
3. 对重复的提示词缓存结果。

小模型不会在复杂推理上取代前沿大模型，但在日常 80% 的场景里，它们快速、私密且便宜。$md$,
   NULL, '10000000-0000-4000-8000-000000000003', '20000000-0000-4000-8000-000000000003',
   'zh', '40000000-0000-4000-8000-000000000005', false, true, now() - interval '4 days', 812, now() - interval '5 hours',
   now() - interval '5 days', now() - interval '4 days'),

  -- 7. Security checklist (en), with a task list and a footnote.
  ('40000000-0000-4000-8000-000000000007',
   'A Security Checklist for Smart Contract Launches',
   'a-security-checklist-for-smart-contract-launches',
   'Most exploits are not clever. They come from skipped steps. A launch checklist we use before any contract goes to mainnet.',
   $md$## Before the audit

An audit is not a substitute for your own diligence. Auditors find more when the code arrives tested, documented and frozen.

- [x] Freeze the scope and tag the exact commit being reviewed
- [x] Reach 90%+ line coverage, including failure paths
- [x] Write down every privileged role and what it can do
- [ ] Run a fuzzing campaign against the core invariants
- [ ] Compare bytecode on mainnet with the audited commit

## Launch day

1. Deploy with a **fresh** deployer key that holds only gas money.
2. Transfer ownership to a multisig or timelock immediately.
3. Start with deposit caps and raise them gradually.
4. Keep a tested *pause* path and know who can trigger it.

## After launch

Monitoring matters as much as prevention. Alert on unusual withdrawals, oracle deviations and admin calls. Publish a bug bounty before someone finds the bug for profit.[^1]

> Security is a process, not a PDF.

[^1]: A bounty should be large enough that reporting the bug pays better than exploiting it; many teams size it as a share of the funds at risk.$md$,
   '/demo/cover-security.svg', '10000000-0000-4000-8000-000000000010', '20000000-0000-4000-8000-000000000004',
   'en', NULL, false, true, now() - interval '6 days', 1673, now() - interval '1 hour',
   now() - interval '7 days', now() - interval '6 days'),

  -- 8. Translation of 7 (zh, draft), with a task list and a footnote.
  ('40000000-0000-4000-8000-000000000008',
   '智能合约上线安全清单',
   'smart-contract-launch-security-checklist-zh',
   '大多数攻击并不高明，它们源于被跳过的步骤。这是我们在任何合约部署到主网之前都会使用的上线清单。',
   $md$## 审计之前

审计不能替代你自己的尽职调查。代码在提交审计时如果已经经过测试、有文档并且已冻结，审计师能发现更多问题。

- [x] 冻结审计范围，并为审计对应的提交打上标签
- [x] 行覆盖率达到 90% 以上，包括失败路径
- [x] 列出所有特权角色及其权限
- [ ] 针对核心不变量运行模糊测试
- [ ] 核对主网字节码与审计版本是否一致

## 上线当天

1. 使用只存有 Gas 费用的**全新**部署私钥。
2. 立即把所有权转移给多签或时间锁合约。
3. 先设置存款上限，再逐步放开。
4. 准备好经过测试的*暂停*机制，并明确谁可以触发。

## 上线之后

监控和预防同样重要。对异常提现、预言机偏差和管理员调用设置告警。在别人为了牟利找到漏洞之前，先公布漏洞赏金计划。[^1]

> 安全是一个过程，而不是一份 PDF 报告。

[^1]: 赏金应当足够高，让报告漏洞比利用漏洞更划算；许多团队按风险资金的一定比例来设定赏金。$md$,
   '/demo/cover-security.svg', '10000000-0000-4000-8000-000000000010', '20000000-0000-4000-8000-000000000004',
   'zh', '40000000-0000-4000-8000-000000000007', false, false, NULL, 0, NULL,
   now() - interval '2 days', now() - interval '1 day'),

  -- 9. DAO treasuries (en, no image).
  ('40000000-0000-4000-8000-000000000009',
   'What DAO Treasuries Learned From the Last Bear Market',
   'what-dao-treasuries-learned-from-the-last-bear-market',
   'Treasuries held mostly in their own token lost most of their runway. The DAOs that survived diversified early and wrote their spending rules down.',
   $md$## The problem with paying in your own token

Many DAOs kept 90% or more of their treasury in their native governance token. When prices fell, so did their runway, at exactly the moment contributors needed stability.

## Patterns that worked

- **Diversify on a schedule.** Selling a small, pre-announced amount every month avoided both panic and accusations of dumping.
- **Hold two years of runway in stable assets.** Enough to keep core contributors paid through a downturn.
- **Separate operating and long-term funds**, each with its own multisig and signers.

## Governance lessons

1. Budgets approved per quarter beat open-ended grants.
2. Public dashboards for spending reduced forum drama dramatically.
3. Delegates with clear mandates voted more consistently than token-weighted crowds.

## What is still unsolved

Voter turnout remains low, and large holders still decide most outcomes. Experiments with delegation rewards, optimistic governance and council models continue, but no design has clearly won yet.

The lesson is not that DAOs failed. It is that a treasury is an operating budget, not a bet.$md$,
   NULL, '10000000-0000-4000-8000-000000000008', '20000000-0000-4000-8000-000000000001',
   'en', NULL, false, true, now() - interval '8 days', 654, now() - interval '1 day',
   now() - interval '9 days', now() - interval '8 days'),

  -- 10. Tokenized real-world assets (en, draft).
  ('40000000-0000-4000-8000-000000000010',
   'Tokenized Real-World Assets: Hype Versus Plumbing',
   'tokenized-real-world-assets-hype-versus-plumbing',
   'Treasury bills on-chain are growing fast. The hard part is not minting the token but everything around it: custody, transfer rules and redemption.',
   $md$## Why now

Higher interest rates made on-chain dollars that earn nothing look expensive. Tokenized short-term government debt offered a simple answer: a token that tracks a yield-bearing fund.

## The plumbing nobody tweets about

- **Custody**: a regulated custodian still holds the underlying asset.
- **Transfer restrictions**: many tokens may only move between allow-listed wallets.
- **Redemption**: turning the token back into cash depends on business hours and banking rails.
- **Pricing**: on-chain prices update only as often as the fund publishes its value.

## Questions to ask any issuer

1. Who holds the assets, and what happens if the issuer goes bankrupt?
2. How fast can I redeem, and what are the fees?
3. Which chains and wallets can hold the token?

## Our take

Tokenization is useful, but it is mostly a better *distribution channel* for existing products. The breakthrough will come when these tokens work as collateral across DeFi without breaking their transfer rules.$md$,
   '/demo/cover-rwa.svg', '10000000-0000-4000-8000-000000000002', '20000000-0000-4000-8000-000000000001',
   'en', NULL, false, false, NULL, 0, NULL,
   now() - interval '1 day', now() - interval '6 hours'),

  -- 11. NFTs for tickets and memberships (zh original, featured).
  ('40000000-0000-4000-8000-000000000011',
   '数字藏品走向实用：NFT 在票务与会员体系中的新角色',
   'nft-tickets-and-memberships-zh',
   '炒作退潮之后，NFT 正在票务、会员和品牌忠诚度计划中找到更务实的位置。我们梳理了三个正在发生的变化。',
   $md$## 从收藏品到凭证

在过去的周期里，NFT 几乎等同于头像和艺术品。如今越来越多的团队把它当作一种**可验证的凭证**：一张门票、一张会员卡，或者一段参与记录。

## 三个正在发生的变化

1. **票务防伪与二级市场分成**：活动方可以在转售时自动获得分成，同时杜绝假票。
2. **会员权益可携带**：会员卡作为 NFT 存在用户钱包里，换一个应用也能被识别。
3. **无感化体验**：用户用邮箱或手机号登录，钱包在后台自动创建，很多人甚至不知道自己拿到了 NFT。

## 仍然存在的挑战

- 合规要求因地区而异，部分地区对数字藏品的二次交易有明确限制。
- 钱包恢复和账户安全仍然是普通用户的主要障碍。
- 如果发行方停止运营，链下权益如何兑现，需要在发行前就写清楚。

## 写在最后

NFT 的价值不在于价格曲线，而在于它能把“谁拥有什么权益”变成一件公开、可验证、可编程的事情。实用化之路比炒作更慢，但也更长久。$md$,
   '/demo/cover-nft.svg', '10000000-0000-4000-8000-000000000006', '20000000-0000-4000-8000-000000000004',
   'zh', NULL, true, true, now() - interval '2 days', 1520, now() - interval '30 minutes',
   now() - interval '3 days', now() - interval '2 days'),

  -- 12. Web3 identity (zh original).
  ('40000000-0000-4000-8000-000000000012',
   'Web3 身份：从钱包地址到可验证凭证',
   'web3-identity-verifiable-credentials-zh',
   '钱包地址只能证明“你控制一把私钥”，却说明不了你是谁。可验证凭证和链上声誉正在填补这块空白。',
   $md$## 钱包地址不等于身份

在大多数 Web3 应用里，一个十六进制地址就是用户的全部身份。它足够匿名，却也带来了问题：女巫攻击泛滥、空投被刷、社区治理难以做到“一人一票”。

## 可验证凭证是什么

可验证凭证（Verifiable Credentials）是一种由发行方签名、由用户自己保管的数字证明，例如：

- 某大学颁发的学历证明；
- 某交易所完成 KYC 的证明；
- 某开源项目的贡献者证明。

用户可以只披露需要的信息，例如“已满 18 岁”，而不暴露出生日期。配合零知识证明，这种**选择性披露**可以做到既可信又保护隐私。

## 对开发者意味着什么

1. 登录不再只是“连接钱包”，而是“出示凭证”。
2. 空投和投票可以基于凭证做资格筛选。
3. 用户资料可以跨应用携带，不再被单一平台锁定。

## 仍需解决的问题

凭证被盗或过期如何撤销？谁来担任可信的发行方？这些问题没有标准答案，但方向已经清晰：身份应当属于用户自己。$md$,
   '/demo/cover-identity.svg', '10000000-0000-4000-8000-000000000004', '20000000-0000-4000-8000-000000000002',
   'zh', NULL, false, true, now() - interval '10 days', 743, now() - interval '6 hours',
   now() - interval '11 days', now() - interval '10 days');
