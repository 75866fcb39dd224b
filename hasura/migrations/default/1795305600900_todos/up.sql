-- The admin diagnostics' to-do list (/todos): each administrator's own small list, stored to show a real
-- database round trip. Titles are 1 to 200 characters once trimmed.
CREATE TABLE public.todos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(public.trim_space(title)) BETWEEN 1 AND 200),
  is_completed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX todos_user_created_idx ON public.todos (user_id, created_at DESC);
CREATE TRIGGER todos_set_updated_at BEFORE UPDATE ON public.todos
  FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
