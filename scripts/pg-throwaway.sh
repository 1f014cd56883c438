#!/usr/bin/env bash
# A throwaway Postgres cluster for tests: initdb in a temporary folder, a server on a free loopback
# port (no system service, no socket outside that folder), one database, then gone.
#
#   scripts/pg-throwaway.sh run -- CMD ARGS...   start, run CMD with DATABASE_URL set, stop (exit: CMD's)
#   scripts/pg-throwaway.sh start                start; prints DATABASE_URL=... and PG_THROWAWAY_DIR=...
#   scripts/pg-throwaway.sh stop DIR             stop the cluster started in DIR and delete DIR
#
# Debian's postgresql package (any version under /usr/lib/postgresql) or initdb/pg_ctl on PATH;
# PG_BIN overrides. initdb refuses root, so as root the server runs as the `postgres` user.
set -euo pipefail

die() {
  echo "pg-throwaway: $*" >&2
  exit 2
}

pg_bin() {
  if [ -n "${PG_BIN:-}" ]; then
    echo "$PG_BIN"
    return
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$newest" ] && [ -x "$newest/initdb" ]; then
    echo "$newest"
  elif command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  else
    die "no initdb found: apt-get install -y postgresql (or set PG_BIN)"
  fi
}

# Runs a server binary as the cluster's owner: `postgres` when we are root, else ourselves.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

start() {
  local bin dir port password
  bin=$(pg_bin)
  dir=$(mktemp -d "${TMPDIR:-/tmp}/khvoya-pg-XXXXXX")
  chmod 700 "$dir"
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "no postgres user (apt-get install -y postgresql creates it)"
    chown postgres: "$dir"
  fi
  password=$(node -e 'console.log(require("crypto").randomBytes(18).toString("hex"))')
  as_owner sh -c "umask 077 && printf '%s\n' '$password' > '$dir/pwfile'"
  # Loopback TCP with a password; the Unix socket lives in the folder and only its owner can use it.
  as_owner "$bin/initdb" -D "$dir/data" -U postgres --pwfile="$dir/pwfile" \
    --auth-host=scram-sha-256 --auth-local=peer -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    {
      cat "$dir/initdb.log" >&2
      die "initdb failed"
    }
  as_owner rm -f "$dir/pwfile"
  port=$(free_port)
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200" start >/dev/null ||
    {
      cat "$dir/server.log" >&2
      die "the server did not start"
    }
  echo "$bin" >"$dir/bin"
  PGPASSWORD=$password "$bin/psql" -qX -h 127.0.0.1 -p "$port" -U postgres -d postgres \
    -c 'create database khvoya' >/dev/null
  echo "DATABASE_URL=postgres://postgres:$password@127.0.0.1:$port/khvoya"
  echo "PG_THROWAWAY_DIR=$dir"
}

stop() {
  local dir=${1:-}
  [ -n "$dir" ] && [ -f "$dir/bin" ] || die "stop: $dir is not a cluster folder of this script"
  as_owner "$(cat "$dir/bin")/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
start) start ;;
stop) stop "${2:-}" ;;
run)
  shift
  [ "${1:-}" = "--" ] && shift
  [ $# -gt 0 ] || die "run: no command given"
  started=$(start)
  eval "$(printf '%s\n' "$started" | sed 's/^/export /')"
  trap 'stop "$PG_THROWAWAY_DIR"' EXIT
  trap 'exit 130' INT TERM
  echo "pg-throwaway: Postgres $("$(cat "$PG_THROWAWAY_DIR/bin")/postgres" --version | awk '{print $3}') on ${DATABASE_URL##*@}"
  set +e
  "$@"
  status=$?
  set -e
  exit $status
  ;;
*)
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
  ;;
esac
