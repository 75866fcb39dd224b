-- Demo content: events (70… ids). Two are past ('completed'), four upcoming; the conference is
-- featured, the online hackathon has no attendee limit (max_attendees NULL) and the masterclass is
-- paid. Dates are whole hours relative to today so the calendar looks tidy: in-person events at the venue's
-- own wall-clock time in its time zone (the Shanghai meetup at 7 PM in Shanghai), online ones in UTC.

INSERT INTO public.events (
  id, name, slug, description, start_date, end_date, location_url, image_url, registration_url,
  max_attendees, current_attendees, price, is_free, is_online, organizer_name, organizer_email,
  status, featured, published, category, created_at, time_zone
) VALUES
  ('70000000-0000-4000-8000-000000000001',
   'ChainPulse Builders Meetup: Shanghai',
   'chainpulse-builders-meetup-shanghai',
   'An evening of lightning talks and demos from builders in the Shanghai Web3 community. Topics included account abstraction wallets, rollup tooling and on-chain ticketing. 链脉开发者见面会：闪电演讲、项目演示和自由交流。',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') - interval '40 days' + interval '19 hours') AT TIME ZONE 'Asia/Shanghai',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') - interval '40 days' + interval '21 hours 30 minutes') AT TIME ZONE 'Asia/Shanghai',
   'Shanghai · West Bund Creative Park, Building B, 3F',
   '/demo/event-shanghai-meetup.svg', 'https://events.example.com/chainpulse-shanghai-meetup',
   200, 186, 0, true, false, 'ChainPulse 链脉', 'events@chainpulse.example.com',
   'completed', false, true, 'Meetup', now() - interval '70 days', 'Asia/Shanghai'),

  ('70000000-0000-4000-8000-000000000002',
   'Zero-Knowledge Proofs Deep Dive (Online Workshop)',
   'zero-knowledge-proofs-deep-dive-online-workshop',
   'A hands-on, three-hour workshop on writing and verifying zero-knowledge circuits. Participants built a simple membership proof and verified it in a smart contract. Recordings are available to registered attendees.',
   date_trunc('day', now()) - interval '12 days' + interval '13 hours',
   date_trunc('day', now()) - interval '12 days' + interval '16 hours',
   'https://live.example.com/zk-deep-dive',
   '/demo/event-zk-workshop.svg', 'https://events.example.org/zk-deep-dive',
   500, 432, 0, true, true, 'ZK Study Group', 'hello@zkstudy.example.org',
   'completed', false, true, 'Workshop', now() - interval '45 days', NULL),

  ('70000000-0000-4000-8000-000000000003',
   'Web3 Asia Developer Conference',
   'web3-asia-developer-conference',
   'Three days of talks, workshops and hacker lounges for developers building across Asia. Tracks cover Layer 2 scaling, DeFi security, AI agents on-chain and consumer wallets. Community tickets are free thanks to our sponsors; seats are limited.',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Singapore') + interval '21 days' + interval '9 hours') AT TIME ZONE 'Asia/Singapore',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Singapore') + interval '23 days' + interval '18 hours') AT TIME ZONE 'Asia/Singapore',
   'Singapore · Harbourfront Convention Centre, Hall 5',
   '/demo/event-web3-asia-conference.svg', 'https://events.example.com/web3-asia-devcon',
   3000, 1860, 0, true, false, 'Web3 Asia Foundation', 'contact@web3asia.example.org',
   'upcoming', true, true, 'Conference', now() - interval '30 days', 'Asia/Singapore'),

  ('70000000-0000-4000-8000-000000000004',
   'DeFi Risk Management Masterclass',
   'defi-risk-management-masterclass',
   'A one-day masterclass for treasury managers and analysts. Learn how to assess smart contract, oracle and liquidity risk, size positions and build a monitoring playbook. Includes case studies, lunch and a certificate of completion.',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Hong_Kong') + interval '10 days' + interval '9 hours 30 minutes') AT TIME ZONE 'Asia/Hong_Kong',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Hong_Kong') + interval '10 days' + interval '17 hours 30 minutes') AT TIME ZONE 'Asia/Hong_Kong',
   'Hong Kong · Cyberport Conference Centre, Level 2',
   '/demo/event-defi-masterclass.svg', 'https://tickets.example.com/defi-risk-masterclass',
   80, 46, 299.00, false, false, 'ChainPulse Academy', 'academy@chainpulse.example.com',
   'upcoming', false, true, 'Workshop', now() - interval '20 days', 'Asia/Hong_Kong'),

  ('70000000-0000-4000-8000-000000000005',
   'AI × Crypto Online Hackathon',
   'ai-crypto-online-hackathon',
   'A 56-hour online hackathon on agents, verifiable inference and on-chain data. Join solo or in teams of up to four; mentors hold office hours on the event server every evening. Open to everyone, no attendee limit.',
   date_trunc('day', now()) + interval '5 days 10 hours',
   date_trunc('day', now()) + interval '7 days 18 hours',
   'https://meet.example.com/ai-crypto-hackathon',
   '/demo/event-ai-hackathon.svg', 'https://events.example.net/ai-crypto-hackathon',
   NULL, 624, 0, true, true, 'ChainPulse 链脉', 'events@chainpulse.example.com',
   'upcoming', false, true, 'Hackathon', now() - interval '14 days', NULL),

  ('70000000-0000-4000-8000-000000000006',
   'DAO 治理圆桌 · 深圳',
   'dao-governance-roundtable-shenzhen',
   '一场关于 DAO 治理实践的小型圆桌讨论：国库管理、委托投票与贡献者激励。我们邀请了三位 DAO 核心贡献者分享经验，欢迎带着问题来交流。A small-group roundtable on DAO treasuries, delegation and contributor rewards.',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + interval '35 days' + interval '14 hours') AT TIME ZONE 'Asia/Shanghai',
   (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') + interval '35 days' + interval '17 hours') AT TIME ZONE 'Asia/Shanghai',
   '深圳市南山区 科技园 创新大厦 12 楼',
   '/demo/event-dao-roundtable.svg', 'https://events.example.com/dao-roundtable-shenzhen',
   60, 12, 0, true, false, '链脉社区', 'community@chainpulse.example.com',
   'upcoming', false, true, 'Roundtable', now() - interval '7 days', 'Asia/Shanghai');

-- The language each event is written in (English by default): the Shenzhen roundtable is written in Chinese.
UPDATE public.events SET language = 'zh' WHERE id = '70000000-0000-4000-8000-000000000006';
