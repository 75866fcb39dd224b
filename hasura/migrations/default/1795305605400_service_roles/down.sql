-- Takes this database's grants back from the service roles and drops the function; the roles themselves are
-- dropped only when no other database still grants them anything (they are cluster-wide). CREATE on public stays
-- revoked from PUBLIC, PostgreSQL 15's own default.
DO $$
DECLARE
  target text;
BEGIN
  FOREACH target IN ARRAY ARRAY['chainpulse_app', 'chainpulse_hasura'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT FROM pg_roles WHERE rolname = target);
    -- The grants and default privileges of this database (the roles own nothing).
    EXECUTE format('DROP OWNED BY %I', target);
    BEGIN
      EXECUTE format('DROP ROLE %I', target);
    EXCEPTION WHEN dependent_objects_still_exist THEN
      RAISE NOTICE 'role % is kept: another database still grants it privileges', target;
    END;
  END LOOP;
END
$$;

DROP FUNCTION security.grant_service_roles();
