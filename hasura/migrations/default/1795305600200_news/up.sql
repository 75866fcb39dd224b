-- The live news feed: categories, sources, fetched stories and fetch logs.
CREATE TABLE public.news_categories (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 50),
  name text NOT NULL CHECK (name = public.trim_space(name) AND char_length(name) BETWEEN 1 AND 50),
  name_zh text CHECK (name_zh = public.trim_space(name_zh) AND char_length(name_zh) BETWEEN 1 AND 50),
  color text NOT NULL DEFAULT '#6366f1' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_categories_active_order_idx ON public.news_categories (sort_order) WHERE is_active;

CREATE TABLE public.news_sources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name = public.trim_space(name) AND char_length(name) BETWEEN 1 AND 100),
  url text NOT NULL CHECK (public.is_safe_url(url)),
  feed_url text NOT NULL UNIQUE CHECK (feed_url ~ '^https?://' AND public.is_safe_url(feed_url)),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  -- Stories of this source land in this category unless their own tags match another.
  default_category text REFERENCES public.news_categories (slug) ON UPDATE CASCADE ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  last_fetched_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_sources_active_name_idx ON public.news_sources (name) WHERE is_active;
CREATE TRIGGER news_sources_set_updated_at BEFORE UPDATE ON public.news_sources
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TABLE public.news_articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(public.trim_space(title)) BETWEEN 1 AND 500),
  excerpt text CHECK (char_length(excerpt) <= 2000),
  category text REFERENCES public.news_categories (slug) ON UPDATE CASCADE ON DELETE SET NULL,
  source_id uuid REFERENCES public.news_sources (id) ON DELETE SET NULL,
  -- A story fetched twice is stored once.
  source_url text NOT NULL CONSTRAINT news_articles_source_url_key UNIQUE CHECK (public.is_safe_url(source_url)),
  image_url text CHECK (public.is_safe_url(image_url)),
  author_name text CHECK (char_length(author_name) <= 200),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  is_published boolean NOT NULL DEFAULT true,
  is_featured boolean NOT NULL DEFAULT false,
  views_count integer NOT NULL DEFAULT 0 CHECK (views_count >= 0),
  published_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_articles_published_at_idx ON public.news_articles (published_at DESC) WHERE is_published;
CREATE INDEX news_articles_category_published_idx ON public.news_articles (category, published_at DESC) WHERE is_published;
CREATE INDEX news_articles_featured_idx ON public.news_articles (published_at DESC) WHERE is_published AND is_featured;
CREATE INDEX news_articles_trending_idx ON public.news_articles (views_count DESC, published_at DESC) WHERE is_published;
CREATE INDEX news_articles_source_id_idx ON public.news_articles (source_id);
CREATE TRIGGER news_articles_set_updated_at BEFORE UPDATE ON public.news_articles
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TABLE public.news_fetch_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_id uuid NOT NULL REFERENCES public.news_sources (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('success', 'error')),
  items_found integer NOT NULL DEFAULT 0 CHECK (items_found >= 0),
  items_added integer NOT NULL DEFAULT 0 CHECK (items_added >= 0 AND items_added <= items_found),
  error_message text CHECK (char_length(error_message) <= 2000),
  duration_ms integer NOT NULL DEFAULT 0 CHECK (duration_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'error') = (error_message IS NOT NULL))
);
CREATE INDEX news_fetch_logs_created_at_idx ON public.news_fetch_logs (created_at DESC);
CREATE INDEX news_fetch_logs_source_created_idx ON public.news_fetch_logs (source_id, created_at DESC);
