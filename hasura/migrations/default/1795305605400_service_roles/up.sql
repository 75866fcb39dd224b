-- Least privilege for the running services (issue 31): the roles the site's server (chainpulse_app) and Hasura
-- (chainpulse_hasura) connect as in external mode, so neither runs as the owner or a superuser. The owner (the
-- role that applies these migrations and Hasura's metadata) keeps every object; the services get what they use:
-- - chainpulse_app: reads and writes the rows of every schema of the site (sign-in, budgets, actions, feeds...),
--   reads Hasura's catalog (the migration state /healthz compares); no CREATE, DROP, ALTER or TRUNCATE anywhere.
-- - chainpulse_hasura: reads and writes the rows of public and of the schemas its triggers write (routing,
--   security, write_notices, scheduler); of auth only the columns of auth.users its metadata exposes (never
--   password_hash, nothing of auth.refresh_tokens); owns nothing but may read, write and create in hdb_catalog, its
--   own catalog (Hasura's documented needs). So a leaked admin secret's run_sql cannot drop a table or read a hash.
-- - each a statement_timeout (and an idle-in-transaction timeout): open-source Hasura has no deadline of its own.
-- The roles are cluster-wide: made here NOLOGIN when missing (the deploy gives them LOGIN and a password,
-- scripts/hasura/service-roles.sh, which may also have made them first); the grants are this database's. Where the
-- migrating role may not create roles (no CREATEROLE) and they do not exist, nothing is granted and a notice says so.
-- The embedded PGlite (one user, the owner) only gets two unused roles. Tables later migrations create get the same
-- grants (ALTER DEFAULT PRIVILEGES, for the role that applies migrations); call security.grant_service_roles()
-- again after making tables as another role.
CREATE FUNCTION security.grant_service_roles() RETURNS void
LANGUAGE plpgsql AS $grant$
DECLARE
  app_schemas text[] := ARRAY['public', 'auth', 'security', 'write_notices', 'routing', 'scheduler'];
  hasura_schemas text[] := ARRAY['public', 'security', 'write_notices', 'routing', 'scheduler'];
  target text;
  can_create boolean;
BEGIN
  SELECT rolsuper OR rolcreaterole INTO can_create FROM pg_roles WHERE rolname = current_user;
  FOREACH target IN ARRAY ARRAY['chainpulse_app', 'chainpulse_hasura'] LOOP
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = target) THEN
      IF NOT can_create THEN
        RAISE NOTICE 'role % does not exist and % may not create it: no service roles granted (docs/deploy.md)', target, current_user;
        RETURN;
      END IF;
      EXECUTE format('CREATE ROLE %I NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT', target);
    END IF;
  END LOOP;
  EXECUTE format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO chainpulse_app, chainpulse_hasura', current_database());
  -- PostgreSQL 15 no longer lets every role create in public; a database made by an older one still does.
  REVOKE CREATE ON SCHEMA public FROM PUBLIC;

  FOREACH target IN ARRAY app_schemas LOOP
    CONTINUE WHEN to_regnamespace(target) IS NULL;
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO chainpulse_app', target);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO chainpulse_app', target);
    EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO chainpulse_app', target);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO chainpulse_app', target);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO chainpulse_app', target);
  END LOOP;
  FOREACH target IN ARRAY hasura_schemas LOOP
    CONTINUE WHEN to_regnamespace(target) IS NULL;
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO chainpulse_hasura', target);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO chainpulse_hasura', target);
    EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO chainpulse_hasura', target);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO chainpulse_hasura', target);
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO chainpulse_hasura', target);
  END LOOP;
  -- auth: the columns hasura/metadata/databases/default/tables/auth_users.yaml lets site_admin read, no more.
  GRANT USAGE ON SCHEMA auth TO chainpulse_hasura;
  GRANT SELECT (id, email, email_verified, disabled, created_at, last_sign_in_at) ON auth.users TO chainpulse_hasura;

  IF to_regnamespace('hdb_catalog') IS NOT NULL THEN
    GRANT USAGE ON SCHEMA hdb_catalog TO chainpulse_app;
    GRANT SELECT ON ALL TABLES IN SCHEMA hdb_catalog TO chainpulse_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA hdb_catalog GRANT SELECT ON TABLES TO chainpulse_app;
    GRANT USAGE, CREATE ON SCHEMA hdb_catalog TO chainpulse_hasura;
    GRANT ALL ON ALL TABLES IN SCHEMA hdb_catalog TO chainpulse_hasura;
    GRANT ALL ON ALL SEQUENCES IN SCHEMA hdb_catalog TO chainpulse_hasura;
    ALTER DEFAULT PRIVILEGES IN SCHEMA hdb_catalog GRANT ALL ON TABLES TO chainpulse_hasura;
    ALTER DEFAULT PRIVILEGES IN SCHEMA hdb_catalog GRANT ALL ON SEQUENCES TO chainpulse_hasura;
  END IF;

  -- Deadlines at the database: Hasura's statements for visitors, members and site admins alike (it cannot tell
  -- them apart there), the app's own work as ADMIN_STATEMENT_TIMEOUT_MS. ALTER ROLE ... SET changes them.
  ALTER ROLE chainpulse_hasura SET statement_timeout = '10s';
  ALTER ROLE chainpulse_app SET statement_timeout = '60s';
  ALTER ROLE chainpulse_hasura SET idle_in_transaction_session_timeout = '60s';
  ALTER ROLE chainpulse_app SET idle_in_transaction_session_timeout = '60s';
END
$grant$;

SELECT security.grant_service_roles();
