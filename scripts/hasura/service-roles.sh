#!/bin/sh
# Gives the services' database roles (migration 1795305605400_service_roles) LOGIN and their passwords:
# chainpulse_app (APP_DB_PASSWORD) and chainpulse_hasura (HASURA_DB_PASSWORD), made NOLOGIN here first when the
# migrations have not run yet. Run as the owner (a role with CREATEROLE), with psql's usual PG* variables or in the
# postgres image: docker-compose.yml mounts it into /docker-entrypoint-initdb.d, so a new database volume gets the
# roles at its first start; on an existing one run it once, and again to rotate a password (docs/deploy.md):
#   docker compose exec -e APP_DB_PASSWORD -e HASURA_DB_PASSWORD postgres sh /docker-entrypoint-initdb.d/service-roles.sh
# Idempotent. The passwords go to psql as variables, never on a command line.
set -eu
: "${APP_DB_PASSWORD:?set APP_DB_PASSWORD, the password of chainpulse_app}"
: "${HASURA_DB_PASSWORD:?set HASURA_DB_PASSWORD, the password of chainpulse_hasura}"
psql -v ON_ERROR_STOP=1 --no-psqlrc -q \
  --username "${POSTGRES_USER:-${PGUSER:-postgres}}" --dbname "${POSTGRES_DB:-${PGDATABASE:-postgres}}" \
  -v app_password="$APP_DB_PASSWORD" -v hasura_password="$HASURA_DB_PASSWORD" <<'SQL'
SELECT format('CREATE ROLE %I NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT', name)
FROM unnest(ARRAY['chainpulse_app', 'chainpulse_hasura']) AS name
WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = name) \gexec
ALTER ROLE chainpulse_app LOGIN PASSWORD :'app_password';
ALTER ROLE chainpulse_hasura LOGIN PASSWORD :'hasura_password';
SQL
echo 'service-roles: chainpulse_app and chainpulse_hasura may log in with their passwords'
