-- The flash-news stream as the Chinese flash-news sites run it: admins flag important stories and pin a few
-- above the stream; each story carries the token tickers its title names; members vote bull or bear.

-- The tickers a title names, in order of first mention, at most eight: any $-prefixed symbol ($PEPE), the major
-- tickers written as such (BTC, ETH...) and their common English and Chinese names (Bitcoin, 比特币...). Tickers
-- are matched in capitals only, so English words (op, link, near) never count.
CREATE FUNCTION public.news_title_tickers(title text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(symbol ORDER BY first_at), '{}'::text[])
  FROM (
    SELECT symbol, min(at) AS first_at
    FROM (
      SELECT coalesce(upper(m[1]), names.symbol, m[2]) AS symbol, at
      FROM regexp_matches(
        coalesce(title, ''),
        '\$([A-Za-z][A-Za-z0-9]{1,9})(?![A-Za-z0-9])'
          || '|(?<![A-Za-z0-9$])(BTC|ETH|SOL|BNB|XRP|ADA|DOGE|TON|TRX|AVAX|DOT|LINK|LTC|BCH|SHIB|UNI|ATOM|ARB|OP|SUI|APT|NEAR|FIL|ETC|XLM|PEPE|USDT|USDC|POL|MATIC'
          || '|Bitcoin|bitcoin|Ethereum|ethereum|Ether|Solana|solana|Ripple|Dogecoin|Cardano|Polkadot|Avalanche|Toncoin|Chainlink|Litecoin|Tether'
          || '|比特币|以太坊|以太币|索拉纳|瑞波币|狗狗币|莱特币|波卡|泰达币)(?![A-Za-z0-9])',
        'g'
      ) WITH ORDINALITY AS found(m, at)
      LEFT JOIN (VALUES
        ('Bitcoin', 'BTC'), ('bitcoin', 'BTC'), ('比特币', 'BTC'),
        ('Ethereum', 'ETH'), ('ethereum', 'ETH'), ('Ether', 'ETH'), ('以太坊', 'ETH'), ('以太币', 'ETH'),
        ('Solana', 'SOL'), ('solana', 'SOL'), ('索拉纳', 'SOL'),
        ('Ripple', 'XRP'), ('瑞波币', 'XRP'), ('Dogecoin', 'DOGE'), ('狗狗币', 'DOGE'),
        ('Cardano', 'ADA'), ('Polkadot', 'DOT'), ('波卡', 'DOT'), ('Avalanche', 'AVAX'), ('Toncoin', 'TON'),
        ('Chainlink', 'LINK'), ('Litecoin', 'LTC'), ('莱特币', 'LTC'), ('Tether', 'USDT'), ('泰达币', 'USDT'),
        ('MATIC', 'POL')
      ) AS names (name, symbol) ON names.name = found.m[2]
    ) AS mentions
    GROUP BY symbol
    ORDER BY first_at
    LIMIT 8
  ) AS firsts
$$;

ALTER TABLE public.news_articles
  ADD COLUMN is_important boolean NOT NULL DEFAULT false,
  -- Set when an admin pins the story above the stream; at most three are pinned at a time.
  ADD COLUMN pinned_at timestamptz,
  ADD COLUMN tickers text[] GENERATED ALWAYS AS (public.news_title_tickers(title)) STORED,
  -- Kept by the news_votes trigger, so lists read counts without aggregating votes.
  ADD COLUMN bull_count integer NOT NULL DEFAULT 0 CHECK (bull_count >= 0),
  ADD COLUMN bear_count integer NOT NULL DEFAULT 0 CHECK (bear_count >= 0);
-- updated_at follows edits of the story, not its counters (votes, views), so a vote does not make the story look
-- modified (article:modified_time, dateModified) nor renew its share card; as discussions do. updated_at is in the list
-- so that no update can set it back.
DROP TRIGGER news_articles_set_updated_at ON public.news_articles;
CREATE TRIGGER news_articles_set_updated_at
  BEFORE UPDATE OF title, excerpt, category, source_id, source_url, image_url, author_name, language, is_published,
    is_featured, published_at, is_important, pinned_at, updated_at
  ON public.news_articles
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE INDEX news_articles_tickers_idx ON public.news_articles USING gin (tickers);
CREATE INDEX news_articles_pinned_idx ON public.news_articles (pinned_at DESC) WHERE pinned_at IS NOT NULL AND is_published;

-- At most three pinned stories: pinning a fourth is refused (unpin one first). Under a lock, so two admins pinning
-- at once cannot both pass.
CREATE FUNCTION public.news_articles_limit_pins() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.pinned_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.pinned_at IS NULL) THEN
    PERFORM pg_advisory_xact_lock(hashtext('news_articles_pins'));
    IF (SELECT count(*) FROM public.news_articles WHERE pinned_at IS NOT NULL AND id <> NEW.id) >= 3 THEN
      RAISE EXCEPTION 'at most three stories can be pinned; unpin one first (constraint "news_articles_pin_limit")'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'news_articles_pin_limit';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER news_articles_limit_pins BEFORE INSERT OR UPDATE OF pinned_at ON public.news_articles
  FOR EACH ROW EXECUTE FUNCTION public.news_articles_limit_pins();

-- One bull or bear vote per member and story; changed by updating `side`, withdrawn by deleting the row.
CREATE TABLE public.news_votes (
  news_id uuid NOT NULL REFERENCES public.news_articles (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  side text NOT NULL CHECK (side IN ('bull', 'bear')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (news_id, user_id)
);
CREATE INDEX news_votes_user_id_idx ON public.news_votes (user_id);
CREATE TRIGGER news_votes_set_updated_at BEFORE UPDATE ON public.news_votes
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

-- A member's vote budget: 30 casts, changes or withdrawals per ten minutes, counted in security.budgets (the
-- table of the server's other budgets, bucket `news-vote`). Beyond it the write is refused; a refused write
-- rolls back and so does not count.
CREATE FUNCTION public.news_votes_take_budget() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  member uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  used bigint;
BEGIN
  INSERT INTO security.budgets (bucket, key, window_start, used)
  VALUES ('news-vote', member::text, to_timestamp(floor(extract(epoch FROM now()) / 600) * 600), 1)
  ON CONFLICT (bucket, key, window_start) DO UPDATE SET used = security.budgets.used + 1
  RETURNING security.budgets.used INTO used;
  IF used > 30 THEN
    RAISE EXCEPTION 'too many votes; try again in a few minutes (constraint "news_votes_budget")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'news_votes_budget';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
CREATE TRIGGER news_votes_take_budget BEFORE INSERT OR UPDATE OR DELETE ON public.news_votes
  FOR EACH ROW EXECUTE FUNCTION public.news_votes_take_budget();

-- The story's bull and bear counts follow its votes.
CREATE FUNCTION public.news_votes_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE public.news_articles
       SET bull_count = bull_count - (OLD.side = 'bull')::int, bear_count = bear_count - (OLD.side = 'bear')::int
     WHERE id = OLD.news_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE public.news_articles
       SET bull_count = bull_count + (NEW.side = 'bull')::int, bear_count = bear_count + (NEW.side = 'bear')::int
     WHERE id = NEW.news_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER news_votes_count AFTER INSERT OR UPDATE OF side OR DELETE ON public.news_votes
  FOR EACH ROW EXECUTE FUNCTION public.news_votes_count();
