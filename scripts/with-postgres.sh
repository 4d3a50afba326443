#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL 15 server started in a temporary folder:
#   scripts/with-postgres.sh npx vitest run
# The server listens on loopback only and is stopped (and its folder removed) on exit.
# PG_PORT is the first port tried; a port already taken is skipped, and a failed start is
# retried on the next port (a CI machine may hold the default, or be slow just after the
# browser tests). A start that fails every time prints the server's own log before exiting.
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
[ -x "$PG_BIN/initdb" ] || { echo "with-postgres: PostgreSQL server binaries not found" >&2; exit 1; }
FIRST_PORT=${PG_PORT:-55432}
ATTEMPTS=4
DIR=$(mktemp -d /tmp/rihla-pg.XXXXXX)
RUN_AS=()
# initdb refuses to run as root: use the postgres system user when there is one.
if [ "$(id -u)" = "0" ]; then
  if id postgres >/dev/null 2>&1; then RUN_AS=(runuser -u postgres --); else RUN_AS=(runuser -u nobody --); fi
  chown "${RUN_AS[2]}" "$DIR"
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

port_is_taken() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U rihla --auth=trust -E UTF8 >/dev/null

PORT=$FIRST_PORT
started=false
for attempt in $(seq 1 "$ATTEMPTS"); do
  while port_is_taken "$PORT"; do
    echo "with-postgres: port $PORT is taken, trying $((PORT + 1))" >&2
    PORT=$((PORT + 1))
  done
  if "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 120 \
    -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c fsync=off -c max_connections=200" start >/dev/null; then
    started=true
    break
  fi
  echo "with-postgres: start $attempt of $ATTEMPTS failed on port $PORT; its log:" >&2
  tail -n 20 "$DIR/server.log" >&2 || true
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  PORT=$((PORT + 1))
  sleep 2
done
[ "$started" = true ] || { echo "with-postgres: PostgreSQL did not start" >&2; exit 1; }
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://rihla@127.0.0.1:$PORT/postgres"
"$@"
