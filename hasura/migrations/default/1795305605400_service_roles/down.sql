-- Takes this database's grants back from the service roles and drops the function; the roles themselves are
-- dropped only when no other database still grants them anything (they are cluster-wide, so the revokes name this
-- database's objects only: DROP OWNED would also revoke CONNECT on the other databases). CREATE on public stays
-- revoked from PUBLIC, PostgreSQL 15's own default.
DO $$
DECLARE
  target text;
  namespace text;
BEGIN
  FOREACH target IN ARRAY ARRAY['chainpulse_app', 'chainpulse_hasura'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT FROM pg_roles WHERE rolname = target);
    FOREACH namespace IN ARRAY ARRAY['public', 'auth', 'security', 'write_notices', 'routing', 'scheduler', 'hdb_catalog'] LOOP
      CONTINUE WHEN to_regnamespace(namespace) IS NULL;
      -- A table's revoke takes its columns' privileges too.
      EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I', namespace, target);
      EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %I', namespace, target);
      EXECUTE format('REVOKE ALL ON SCHEMA %I FROM %I', namespace, target);
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON TABLES FROM %I', namespace, target);
      EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I REVOKE ALL ON SEQUENCES FROM %I', namespace, target);
    END LOOP;
    EXECUTE format('REVOKE ALL ON DATABASE %I FROM %I', current_database(), target);
    BEGIN
      EXECUTE format('DROP ROLE %I', target);
    EXCEPTION WHEN dependent_objects_still_exist THEN
      RAISE NOTICE 'role % is kept: another database still grants it privileges', target;
    END;
  END LOOP;
END
$$;

DROP FUNCTION security.grant_service_roles();
