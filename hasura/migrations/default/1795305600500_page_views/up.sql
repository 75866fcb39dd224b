-- Page views feeding the analytics dashboard. Visitor and session ids are random ids kept in the
-- browser's storage; no cookies.
CREATE TABLE public.page_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  path text NOT NULL CHECK (path ~ '^/' AND char_length(path) <= 2048),
  title text CHECK (char_length(title) <= 500),
  referrer text CHECK (char_length(referrer) <= 2048),
  visitor_id text NOT NULL CHECK (char_length(visitor_id) BETWEEN 8 AND 64),
  session_id text NOT NULL CHECK (char_length(session_id) BETWEEN 8 AND 64),
  device text NOT NULL DEFAULT 'unknown' CHECK (device IN ('desktop', 'mobile', 'tablet', 'bot', 'unknown')),
  user_id uuid REFERENCES public.user_profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_views_created_at_idx ON public.page_views (created_at);
CREATE INDEX page_views_path_idx ON public.page_views (path);
CREATE INDEX page_views_session_idx ON public.page_views (session_id, created_at);
CREATE INDEX page_views_visitor_idx ON public.page_views (visitor_id);
