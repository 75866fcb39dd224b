-- The last-admin refusal names its constraint in its message, as PostgreSQL's own CHECK refusals do: the API passes
-- only the message on (Hasura's `constraint-violation`), and the client recognises refusals by constraint name
-- (src/shared/config/db-constraints.ts), never by their wording. The rule itself is that of 1795305600700_last_admin.
CREATE FUNCTION public.keep_one_admin_named() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_admin AND (TG_OP = 'DELETE' OR NOT NEW.is_admin) THEN
    PERFORM pg_advisory_xact_lock(hashtext('public.user_profiles.is_admin'));
    IF NOT EXISTS (SELECT 1 FROM public.user_profiles WHERE is_admin AND id <> OLD.id) THEN
      RAISE EXCEPTION 'the last admin cannot be revoked; grant another admin first (constraint "user_profiles_keep_one_admin")'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'user_profiles_keep_one_admin';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;

DROP TRIGGER user_profiles_keep_one_admin ON public.user_profiles;
CREATE TRIGGER user_profiles_keep_one_admin
  BEFORE UPDATE OF is_admin OR DELETE ON public.user_profiles
  FOR EACH ROW EXECUTE FUNCTION public.keep_one_admin_named();
DROP FUNCTION public.keep_one_admin();
