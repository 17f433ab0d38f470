#!/usr/bin/env bash
# Starts a streaming read replica of the local PostgreSQL (127.0.0.1:5432) on port 5433, for the
# read-replica tests and `npm run bench:cluster` (docs/deploying.md, "Read replica"): allows
# replication connections from 127.0.0.1, takes a base backup with `pg_basebackup -R` into a
# second data directory and starts it as a hot standby. Does nothing when 5433 already answers.
# Needs root (it runs the PostgreSQL tools as the postgres user).
set -euo pipefail
PORT="${REPLICA_PORT:-5433}"
DIR="${REPLICA_DIR:-/var/lib/postgresql/realty-replica}"
if pg_isready -h 127.0.0.1 -p "$PORT" -q 2>/dev/null; then echo "Read replica already on port $PORT"; exit 0; fi
VERSION="$(ls /etc/postgresql | sort -V | tail -1)"
BIN="/usr/lib/postgresql/${VERSION}/bin"
HBA="/etc/postgresql/${VERSION}/main/pg_hba.conf"
if ! grep -Eq '^host\s+replication\s+all\s+127\.0\.0\.1/32\s+trust' "$HBA"; then
  echo 'host replication all 127.0.0.1/32 trust' >> "$HBA"
  runuser -u postgres -- psql -q -h 127.0.0.1 -c 'SELECT pg_reload_conf()' >/dev/null
fi
rm -rf "$DIR"
mkdir -p "$(dirname "$DIR")"
chown postgres:postgres "$(dirname "$DIR")"
runuser -u postgres -- "$BIN/pg_basebackup" -h 127.0.0.1 -p 5432 -U postgres -D "$DIR" -R -X stream -c fast
# the cluster's configuration lives in /etc on Debian: give the copy a minimal one of its own
cat > "$DIR/postgresql.conf" <<CONF
port = $PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '/tmp'
hot_standby = on
max_connections = 200
shared_buffers = 128MB
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' > "$DIR/pg_hba.conf"
: > "$DIR/pg_ident.conf"
chown postgres:postgres "$DIR"/*.conf
runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -l "$DIR/replica.log" -w start >/dev/null
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p "$PORT" -q && break; sleep 1; done
echo "Read replica streaming on port $PORT"
