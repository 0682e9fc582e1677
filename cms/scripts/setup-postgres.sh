#!/usr/bin/env bash
# A local PostgreSQL for the shop on Debian (run as root; safe to run again): installs the server
# when missing, creates and starts the cluster `<version> main` when it is not running, and creates
# the role the cms tests and `npm run start:postgres` use (default teashop / teashop, allowed to
# create databases). Prints the connection URL of the maintenance database.
#   TEASHOP_PG_ROLE, TEASHOP_PG_PASSWORD   the role (defaults: teashop, teashop)
set -euo pipefail

role="${TEASHOP_PG_ROLE:-teashop}"
password="${TEASHOP_PG_PASSWORD:-teashop}"

if [ "$(id -u)" -ne 0 ]; then
  echo "setup-postgres: run as root (sudo $0)" >&2
  exit 1
fi

installed_version() {
  find /usr/lib/postgresql -mindepth 3 -maxdepth 3 -path '*/bin/postgres' 2>/dev/null |
    awk -F/ '{ print $5 }' | sort -V | tail -n 1
}

if [ -z "$(installed_version)" ] || ! command -v pg_lsclusters >/dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi
version="$(installed_version)"

# pg_lsclusters -h: version, cluster, port, status, owner, data directory, log file
cluster_field() {
  pg_lsclusters -h | awk -v v="$version" -v f="$1" '$1 == v && $2 == "main" { print $f }'
}
if [ -z "$(cluster_field 2)" ]; then
  pg_createcluster "$version" main
fi
if [ "$(cluster_field 4)" != "online" ]; then
  pg_ctlcluster "$version" main start
fi
port="$(cluster_field 3)"

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$port"

# The role: created when missing, its password and rights set every time.
cd /tmp
runuser -u postgres -- psql -p "$port" -d postgres -q -v ON_ERROR_STOP=1 \
  -v role="$role" -v password="$password" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
 WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('ALTER ROLE %I LOGIN CREATEDB PASSWORD %L', :'role', :'password') \gexec
SQL

echo "PostgreSQL $version is running: postgres://$role:***@127.0.0.1:$port/postgres"
if [ "$port" != 5432 ]; then
  echo "Not on the default port: set CMS_TEST_POSTGRES_URL=postgres://$role:<password>@127.0.0.1:$port/postgres"
fi
