#!/bin/sh
# Starts a throwaway PostgreSQL server (Debian's `postgresql`) for the lead integration tests and
# prints the line that hands its URL to them:
#
#   eval "$(tools/ci-postgres.sh)"   # sets LEADS_TEST_POSTGRES_URL
#   npx vitest run --project integration
#
# Installs the package with apt when it is missing (as root), creates a cluster named `leads` on
# LEADS_PG_PORT (default 5439), and a fresh, empty database on every run. Everything but the
# final `export` line goes to stderr.
set -eu

PORT="${LEADS_PG_PORT:-5439}"
CLUSTER="${LEADS_PG_CLUSTER:-leads}"
DATABASE="${LEADS_PG_DATABASE:-leads_test}"
ROLE="${LEADS_PG_USER:-leads}"
PASSWORD="${LEADS_PG_PASSWORD:-leads}"

say() { echo "ci-postgres: $*" >&2; }

if ! command -v pg_createcluster >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    say "PostgreSQL is not installed; run as root, or: sudo apt-get install -y postgresql"
    exit 1
  fi
  say "installing postgresql with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}

if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $CLUSTER"; then
  say "creating cluster $VERSION/$CLUSTER on port $PORT"
  pg_createcluster "$VERSION" "$CLUSTER" -p "$PORT" >&2
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}' | grep -q online; then
  say "starting cluster $VERSION/$CLUSTER"
  pg_ctlcluster "$VERSION" "$CLUSTER" start >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $3}')"

psql_admin() { as_postgres "psql -X -q -v ON_ERROR_STOP=1 -p $PORT -d postgres -c \"$1\"" >&2; }
psql_admin "DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$ROLE') THEN CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'; END IF; END \\\$\\\$;"
psql_admin "DROP DATABASE IF EXISTS $DATABASE WITH (FORCE);"
psql_admin "CREATE DATABASE $DATABASE OWNER $ROLE;"

URL="postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DATABASE"
say "PostgreSQL $VERSION is ready at $URL"
echo "export LEADS_TEST_POSTGRES_URL='$URL'"
