-- Categories, authors, admin articles and member blog posts.

-- published_at follows published: set when it becomes true (kept if given on insert, for imported
-- content), cleared whenever it is false.
CREATE FUNCTION public.sync_published_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT NEW.published THEN
    NEW.published_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.published_at := coalesce(NEW.published_at, now());
  ELSIF NOT OLD.published THEN
    NEW.published_at := now();
  ELSE
    NEW.published_at := coalesce(NEW.published_at, OLD.published_at, now());
  END IF;
  RETURN NEW;
END
$$;

-- Makes NEW.slug unique in its table by appending -1, -2, ...; the slug comes from the given slug or
-- else the title (or name). Titles without a-z or 0-9 (Chinese) fall back to the row id's first block.
-- Each candidate is locked before it is checked, so concurrent writers that reach the same candidate
-- (from the same title, or "x" next to a title "x 1") take turns instead of colliding.
CREATE FUNCTION public.ensure_unique_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  source_text text := coalesce(nullif(NEW.slug, ''), to_jsonb(NEW) ->> TG_ARGV[0]);
  base text;
  candidate text;
  suffix integer := 0;
  taken boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS NOT DISTINCT FROM OLD.slug THEN
    RETURN NEW;
  END IF;
  -- Cut to 80 characters without leaving a hyphen at the end.
  base := btrim(left(public.slugify(source_text), 80), '-');
  IF base = '' THEN
    base := split_part(NEW.id::text, '-', 1);
  END IF;
  candidate := base;
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME || ':' || candidate));
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I WHERE slug = $1 AND id <> $2)', TG_TABLE_SCHEMA, TG_TABLE_NAME)
      INTO taken USING candidate, NEW.id;
    EXIT WHEN NOT taken;
    suffix := suffix + 1;
    candidate := base || '-' || suffix;
  END LOOP;
  NEW.slug := candidate;
  RETURN NEW;
END
$$;

-- read_time in minutes: content length divided by 200, rounded up.
CREATE FUNCTION public.set_read_time() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.read_time := greatest(1, ceil(char_length(NEW.content) / 200.0)::integer);
  RETURN NEW;
END
$$;

CREATE TABLE public.categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name = public.trim_space(name) AND char_length(name) BETWEEN 1 AND 100),
  name_zh text CHECK (name_zh = public.trim_space(name_zh) AND char_length(name_zh) BETWEEN 1 AND 100),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 100),
  description text CHECK (char_length(description) <= 1000),
  -- 'blog' marks the member blog categories (Personal Blog, Tech Blog, Tutorial, Opinion), hidden from article lists.
  scope text NOT NULL DEFAULT 'article' CHECK (scope IN ('article', 'blog')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_name_key ON public.categories (lower(name));
CREATE INDEX categories_scope_name_idx ON public.categories (scope, name);
CREATE TRIGGER categories_set_updated_at BEFORE UPDATE ON public.categories
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TABLE public.authors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name = public.trim_space(name) AND char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (public.is_email(email)),
  bio text CHECK (char_length(bio) <= 1000),
  expertise text CHECK (char_length(expertise) <= 200),
  avatar_url text CHECK (public.is_safe_url(avatar_url)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX authors_name_idx ON public.authors (name);
CREATE TRIGGER authors_set_updated_at BEFORE UPDATE ON public.authors
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

CREATE TABLE public.articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(public.trim_space(title)) BETWEEN 5 AND 200),
  slug text NOT NULL DEFAULT '' CONSTRAINT articles_slug_key UNIQUE,
  excerpt text NOT NULL CHECK (char_length(public.trim_space(excerpt)) BETWEEN 10 AND 500),
  content text NOT NULL CHECK (char_length(public.trim_space(content)) >= 50 AND char_length(content) <= 200000),
  image_url text CHECK (public.is_safe_url(image_url)),
  category_id uuid REFERENCES public.categories (id) ON DELETE SET NULL,
  author_id uuid REFERENCES public.authors (id) ON DELETE SET NULL,
  -- The admin who created the article; kept as history when that account goes.
  user_id uuid REFERENCES public.user_profiles (id) ON DELETE SET NULL,
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  translation_of_id uuid REFERENCES public.articles (id) ON DELETE SET NULL CHECK (translation_of_id <> id),
  read_time integer NOT NULL DEFAULT 1 CHECK (read_time >= 1),
  featured boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  views_count integer NOT NULL DEFAULT 0 CHECK (views_count >= 0),
  last_viewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (published = (published_at IS NOT NULL))
);
CREATE INDEX articles_published_at_idx ON public.articles (published_at DESC) WHERE published;
CREATE INDEX articles_featured_idx ON public.articles (published_at DESC) WHERE published AND featured;
CREATE INDEX articles_category_published_idx ON public.articles (category_id, published_at DESC) WHERE published;
CREATE INDEX articles_created_at_idx ON public.articles (created_at DESC);
CREATE INDEX articles_author_id_idx ON public.articles (author_id);
CREATE INDEX articles_user_id_idx ON public.articles (user_id);
CREATE INDEX articles_translation_of_id_idx ON public.articles (translation_of_id);
CREATE INDEX articles_views_idx ON public.articles (views_count DESC) WHERE published;
CREATE TRIGGER articles_set_updated_at BEFORE UPDATE ON public.articles
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER articles_sync_published_at BEFORE INSERT OR UPDATE ON public.articles
  FOR EACH ROW EXECUTE FUNCTION public.sync_published_at();
CREATE TRIGGER articles_unique_slug BEFORE INSERT OR UPDATE OF slug ON public.articles
  FOR EACH ROW EXECUTE FUNCTION public.ensure_unique_slug('title');
CREATE TRIGGER articles_read_time BEFORE INSERT OR UPDATE OF content ON public.articles
  FOR EACH ROW EXECUTE FUNCTION public.set_read_time();

CREATE TABLE public.blog_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (char_length(public.trim_space(title)) BETWEEN 5 AND 200),
  slug text NOT NULL DEFAULT '' CONSTRAINT blog_posts_slug_key UNIQUE,
  excerpt text NOT NULL CHECK (char_length(public.trim_space(excerpt)) BETWEEN 10 AND 500),
  content text NOT NULL CHECK (char_length(public.trim_space(content)) >= 50 AND char_length(content) <= 200000),
  image_url text CHECK (public.is_safe_url(image_url)),
  category_id uuid REFERENCES public.categories (id) ON DELETE SET NULL,
  -- A member's posts go with their account.
  author_id uuid NOT NULL REFERENCES public.user_profiles (id) ON DELETE CASCADE,
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10 AND array_position(tags, NULL) IS NULL),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh')),
  translation_of_id uuid REFERENCES public.blog_posts (id) ON DELETE SET NULL CHECK (translation_of_id <> id),
  read_time integer NOT NULL DEFAULT 1 CHECK (read_time >= 1),
  featured boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT false,
  published_at timestamptz,
  views_count integer NOT NULL DEFAULT 0 CHECK (views_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (published = (published_at IS NOT NULL))
);
CREATE INDEX blog_posts_published_at_idx ON public.blog_posts (published_at DESC) WHERE published;
CREATE INDEX blog_posts_category_published_idx ON public.blog_posts (category_id, published_at DESC) WHERE published;
CREATE INDEX blog_posts_author_created_idx ON public.blog_posts (author_id, created_at DESC);
CREATE INDEX blog_posts_translation_of_id_idx ON public.blog_posts (translation_of_id);
CREATE INDEX blog_posts_tags_idx ON public.blog_posts USING gin (tags);
CREATE TRIGGER blog_posts_set_updated_at BEFORE UPDATE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER blog_posts_sync_published_at BEFORE INSERT OR UPDATE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.sync_published_at();
CREATE TRIGGER blog_posts_unique_slug BEFORE INSERT OR UPDATE OF slug ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.ensure_unique_slug('title');
CREATE TRIGGER blog_posts_read_time BEFORE INSERT OR UPDATE OF content ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION public.set_read_time();
