#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL 15 server started in a temporary folder:
#   scripts/with-postgres.sh npx vitest run
# The server listens on loopback only and is stopped (and its folder removed) on exit.
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PG_BIN/initdb" ] || { echo "with-postgres: PostgreSQL server binaries not found" >&2; exit 1; }
PORT=${PG_PORT:-55432}
DIR=$(mktemp -d /tmp/rihla-pg.XXXXXX)
RUN_AS=()
# initdb refuses to run as root: use the postgres system user when there is one.
if [ "$(id -u)" = "0" ]; then
  if id postgres >/dev/null 2>&1; then RUN_AS=(runuser -u postgres --); else RUN_AS=(runuser -u nobody --); fi
  chown "$( [ ${#RUN_AS[@]} -gt 0 ] && echo "${RUN_AS[2]}")" "$DIR"
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U rihla --auth=trust -E UTF8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off -c max_connections=200" start >/dev/null
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://rihla@127.0.0.1:$PORT/postgres"
"$@"
