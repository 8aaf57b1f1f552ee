#!/usr/bin/env bash
# Starts a private PostgreSQL cluster in a temp folder (initdb + pg_ctl) and prints its URL on stdout.
# Usage: eval "$(scripts/postgres-cluster.sh start)"  ->  exports TEST_DATABASE_URL and PG_CLUSTER_DIR
#        scripts/postgres-cluster.sh stop "$PG_CLUSTER_DIR"
set -euo pipefail

pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$dir" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
  echo "$dir"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(pg_bin)
    dir=$(mktemp -d /tmp/pg-cluster.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U postgres --no-sync >"$dir/initdb.log" 2>&1
    if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
      tail -n 20 "$dir/server.log" >&2
      exit 1
    fi
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_CLUSTER_DIR=$dir"
    ;;
  stop)
    dir=${2:?cluster folder}
    as_owner "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start | stop DIR" >&2
    exit 2
    ;;
esac
