#!/bin/sh
# The hasura-migrate job's command in docker-compose.yml: `docker-entrypoint.sh /bin/sh serve.sh --check-only
# "$HGE_BINARY" serve` (usable without --check-only as a single Hasura's command, which then keeps serving). The
# cli-migrations image's entrypoint applies hasura/metadata with inconsistencies allowed (its `hasura-cli metadata
# apply` has no --disallow-inconsistent-metadata, and cannot: the metadata goes in before the migrations create
# its tables), then hands over to this script, which starts Hasura ("$@"), asks it whether it serves all of that
# metadata (metadata-check.sh), and fails the deploy when it does not: Hasura is stopped and the script exits 1,
# the inconsistent objects in the log, instead of serving an API with parts silently missing. SIGTERM and SIGINT
# are passed on to Hasura, whose exit status is this script's.
# With HASURA_SERVICE_DATABASE_URL (docker-compose.yml) Hasura serves as that least-privileged role: the image's
# migration step ran as the owner of HASURA_GRAPHQL_DATABASE_URL, which is replaced here, so the owner's password
# is not in the environment of the server (whose metadata could name any variable with from_env).
# With --check-only first (the one-shot hasura-migrate job of docker-compose.yml), the server is stopped once the
# check has passed too, and the script exits 0: the job has applied and checked what the serving replicas then load.
set -u
check_only=false
if [ "${1:-}" = --check-only ]; then
  check_only=true
  shift
fi
if [ -n "${HASURA_SERVICE_DATABASE_URL:-}" ]; then
  HASURA_GRAPHQL_DATABASE_URL=$HASURA_SERVICE_DATABASE_URL
  export HASURA_GRAPHQL_DATABASE_URL
  unset HASURA_SERVICE_DATABASE_URL
fi
"$@" &
hasura=$!
trap 'kill -TERM "$hasura" 2>/dev/null' TERM INT
if ! sh "$(dirname "$0")/metadata-check.sh" "http://127.0.0.1:${HASURA_GRAPHQL_SERVER_PORT:-8080}"; then
  kill -TERM "$hasura" 2>/dev/null
  wait "$hasura"
  exit 1
fi
if [ "$check_only" = true ]; then
  kill -TERM "$hasura" 2>/dev/null
  wait "$hasura"
  echo 'metadata check: migrations and metadata applied and consistent; the migration job ends'
  exit 0
fi
status=0
# A trapped signal interrupts `wait`: wait again until Hasura has exited.
while kill -0 "$hasura" 2>/dev/null; do
  wait "$hasura"
  status=$?
done
exit "$status"
