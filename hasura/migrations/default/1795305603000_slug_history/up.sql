-- Old addresses keep working: when an article's, blog post's, event's or author's slug changes (a new title made
-- into a slug, an editor's choice), the old slug is remembered here, so /article/<old> answers 301 to the item's
-- current address (server/src/http/legacy-redirects.ts). A server concern, not part of the API: its own schema,
-- untracked. Rows point at the item by id, so a chain of renames leads to the latest slug, and a deleted item's
-- rows go with it.
CREATE SCHEMA routing;

CREATE TABLE routing.slug_history (
  kind text NOT NULL CHECK (kind IN ('article', 'blog', 'events', 'author')),
  slug text NOT NULL CHECK (slug <> ''),
  item_id uuid NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, slug)
);
CREATE INDEX slug_history_item_idx ON routing.slug_history (item_id);

-- After a slug changed: the old one leads to this item (also when another item had it before); the new one is
-- live again, so no history of it is kept.
CREATE FUNCTION routing.remember_old_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.slug IS NOT DISTINCT FROM NEW.slug OR coalesce(OLD.slug, '') = '' THEN
    RETURN NULL;
  END IF;
  INSERT INTO routing.slug_history (kind, slug, item_id) VALUES (TG_ARGV[0], OLD.slug, NEW.id)
    ON CONFLICT (kind, slug) DO UPDATE SET item_id = EXCLUDED.item_id, changed_at = EXCLUDED.changed_at;
  DELETE FROM routing.slug_history WHERE kind = TG_ARGV[0] AND slug = NEW.slug;
  RETURN NULL;
END
$$;

CREATE FUNCTION routing.forget_slugs() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM routing.slug_history WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER articles_slug_history AFTER UPDATE OF slug ON public.articles
  FOR EACH ROW EXECUTE FUNCTION routing.remember_old_slug('article');
CREATE TRIGGER blog_posts_slug_history AFTER UPDATE OF slug ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION routing.remember_old_slug('blog');
CREATE TRIGGER events_slug_history AFTER UPDATE OF slug ON public.events
  FOR EACH ROW EXECUTE FUNCTION routing.remember_old_slug('events');
CREATE TRIGGER authors_slug_history AFTER UPDATE OF slug ON public.authors
  FOR EACH ROW EXECUTE FUNCTION routing.remember_old_slug('author');
CREATE TRIGGER articles_forget_slugs AFTER DELETE ON public.articles
  FOR EACH ROW EXECUTE FUNCTION routing.forget_slugs('article');
CREATE TRIGGER blog_posts_forget_slugs AFTER DELETE ON public.blog_posts
  FOR EACH ROW EXECUTE FUNCTION routing.forget_slugs('blog');
CREATE TRIGGER events_forget_slugs AFTER DELETE ON public.events
  FOR EACH ROW EXECUTE FUNCTION routing.forget_slugs('events');
CREATE TRIGGER authors_forget_slugs AFTER DELETE ON public.authors
  FOR EACH ROW EXECUTE FUNCTION routing.forget_slugs('author');
