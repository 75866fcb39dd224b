#!/bin/sh
# Whether the Hasura at $1 serves all of its metadata, asked through its metadata API (get_inconsistent_metadata,
# with HASURA_GRAPHQL_ADMIN_SECRET). Exits 0 when Hasura reports it consistent; 1 when not, printing Hasura's list
# of inconsistent objects; 2 when Hasura refuses the question or gives no answer within
# HASURA_METADATA_CHECK_TIMEOUT seconds (default 120). POSIX sh and curl only: it runs in Hasura's image.
set -u
endpoint=${1:?usage: metadata-check.sh HASURA_ENDPOINT}
timeout=${HASURA_METADATA_CHECK_TIMEOUT:-120}
waited=0
while :; do
  # The body, then the HTTP status on a line of its own (000: no connection yet).
  out=$(curl -s -m 10 -w '\n%{http_code}' -X POST \
    -H 'content-type: application/json' -H "x-hasura-admin-secret: ${HASURA_GRAPHQL_ADMIN_SECRET:-}" \
    -d '{"type":"get_inconsistent_metadata","args":{}}' "$endpoint/v1/metadata")
  code=$(printf '%s\n' "$out" | tail -n 1)
  body=$(printf '%s\n' "$out" | sed '$d')
  [ "$code" != 000 ] && break
  if [ "$waited" -ge "$timeout" ]; then
    echo "metadata check: Hasura did not answer at $endpoint within ${timeout}s" >&2
    exit 2
  fi
  sleep 1
  waited=$((waited + 1))
done
case "$code $body" in
  200*'"is_consistent":true'*)
    echo 'metadata check: Hasura serves all of its metadata'
    exit 0
    ;;
  200*'"is_consistent":false'*)
    echo 'metadata check: Hasura reports inconsistent metadata, so parts of the API are missing; the deploy stops.' >&2
    echo 'Fix hasura/metadata or the migrations (list: hasura metadata inconsistency list). Inconsistent objects:' >&2
    printf '%s\n' "$body" >&2
    exit 1
    ;;
  *)
    echo "metadata check: Hasura answered HTTP $code:" >&2
    printf '%s\n' "$body" >&2
    exit 2
    ;;
esac
