#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL: `bash scripts/with-postgres.sh npx vitest run packages/server`.
# Installs Debian's postgresql when it is missing (as root, like ensure-chromium.sh), starts a new
# cluster in a temp folder on a free local port (as a non-root user: PostgreSQL refuses root), runs
# the command with DATABASE_URL set, then stops the cluster and deletes it.
set -euo pipefail

find_bin() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

bin="$(find_bin)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL is missing: installing Debian's postgresql package..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
    bin="$(find_bin)"
  fi
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL (initdb, pg_ctl) was not found. Install it with: sudo apt-get install -y postgresql" >&2
  exit 1
fi

workdir="$(mktemp -d -t moonheart-pg-XXXXXX)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# PostgreSQL will not run as root: use the postgres user (or nobody) for the cluster.
as_owner=()
if [ "$(id -u)" = "0" ]; then
  owner="postgres"
  id "$owner" >/dev/null 2>&1 || owner="nobody"
  chown "$owner" "$workdir"
  as_owner=(runuser -u "$owner" --)
fi

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$workdir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$workdir/data" -U moonheart --auth=trust -E UTF8 --no-locale >"$workdir/initdb.log" 2>&1 ||
  { cat "$workdir/initdb.log" >&2; exit 1; }
# A test cluster: durability off (fsync) is fine, it is deleted afterwards.
"${as_owner[@]}" "$bin/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$workdir/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://moonheart@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/pg_ctl" --version | sed "s/.*) //") on port $port (DATABASE_URL set)"
set +e
"$@"
status=$?
set -e
exit "$status"
