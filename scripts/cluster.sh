#!/usr/bin/env bash
# npm run cluster: the production set-up on loopback, until stopped (Ctrl-C or SIGTERM): a private PostgreSQL,
# two instances of the built server on it with TRUST_PROXY=true, and Debian's nginx in front of them.
#   CLUSTER_PORT   nginx's port (default 8080); CLUSTER_DIR: where logs and settings go (default: a temp folder,
#                  removed when stopped). Every other setting of .env.example passes through to both instances.
# Once ready it prints the address and writes CLUSTER_DIR/cluster.json (the instances' ports, pids and logs).
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/apt-install.sh

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'
}

wait_healthy() { # url pid log
  for _ in $(seq 1 300); do
    kill -0 "$2" 2>/dev/null || { echo "server exited, see $3:" >&2; tail -n 20 "$3" >&2; return 1; }
    curl -fsS -o /dev/null "$1/healthz" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "$1 did not become healthy in 60 s" >&2
  return 1
}

nginx_path >/dev/null || { echo "::: installing Debian's nginx" >&2; apt_install nginx; }
nginx=$(nginx_path)
command -v curl >/dev/null 2>&1 || apt_install curl
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { echo "::: installing PostgreSQL" >&2; apt_install postgresql; }
node scripts/build-if-missing.js

port=${CLUSTER_PORT:-8080}
dir=${CLUSTER_DIR:-}
keep_dir=1
if [ -z "$dir" ]; then dir=$(mktemp -d /tmp/site-cluster.XXXXXX); keep_dir=; fi
mkdir -p "$dir/nginx"
chmod 755 "$dir"

pids=()
pg_dir=
nginx_pid=
cleanup() {
  trap - EXIT INT TERM
  echo "::: stopping the cluster" >&2
  [ -z "$nginx_pid" ] || kill -QUIT "$nginx_pid" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}" $nginx_pid; do
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  done
  [ -z "$pg_dir" ] || scripts/postgres-cluster.sh stop "$pg_dir"
  [ -n "$keep_dir" ] || rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

pg_env=$(scripts/postgres-cluster.sh start)
eval "$pg_env"
pg_dir=$PG_CLUSTER_DIR
psql -q "$TEST_DATABASE_URL" -c 'create database site' >/dev/null
database_url=${TEST_DATABASE_URL%/*}/site

instances=()
upstreams=
for name in a b; do
  instance_port=$(free_port)
  log="$dir/instance-$name.log"
  mkdir -p "$dir/instance-$name"
  # Both on one database; each its own data folder (mails written as files when SMTP_URL is unset).
  NODE_ENV=${NODE_ENV:-production} DATABASE_URL=$database_url HOST=127.0.0.1 PORT=$instance_port \
    TRUST_PROXY=true PUBLIC_BASE_URL=${PUBLIC_BASE_URL:-http://127.0.0.1:$port} DATA_DIR="$dir/instance-$name" \
    node --enable-source-maps dist/server/main.js >"$log" 2>&1 &
  pids+=($!)
  instances+=("{\"name\":\"$name\",\"port\":$instance_port,\"pid\":$!,\"log\":\"$log\"}")
  upstreams+="    server 127.0.0.1:$instance_port max_fails=1 fail_timeout=2s;"$'\n'
done
for i in 0 1; do
  instance_port=$(sed -E 's/.*"port":([0-9]+).*/\1/' <<<"${instances[$i]}")
  wait_healthy "http://127.0.0.1:$instance_port" "${pids[$i]}" "$dir/instance-$([ $i = 0 ] && echo a || echo b).log"
done

user_line=
if [ "$(id -u)" = 0 ]; then user_line='user nobody nogroup;'; chown nobody "$dir/nginx"; fi
cat >"$dir/nginx.conf" <<EOF
# The reverse proxy of npm run cluster: what a production nginx in front of several instances does, on loopback.
$user_line
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;
daemon off;
events { worker_connections 256; }
http {
  access_log $dir/nginx-access.log;
  client_body_temp_path $dir/nginx/body;
  proxy_temp_path $dir/nginx/proxy;
  fastcgi_temp_path $dir/nginx/fastcgi;
  uwsgi_temp_path $dir/nginx/uwsgi;
  scgi_temp_path $dir/nginx/scgi;
  # The largest body the site takes is a product's 20 MB file; each instance refuses more on its own route.
  client_max_body_size 21m;
  # A slow or stalled client is cut here, before it holds an instance's connection (the instances have their
  # own HTTP_*_TIMEOUT_MS too): headers within 10 s, no pause over 30 s in a body or while reading an answer.
  client_header_timeout 10s;
  client_body_timeout 30s;
  send_timeout 30s;
  keepalive_timeout 65s;
  upstream site {
$upstreams    keepalive 16;
  }
  server {
    listen 127.0.0.1:$port;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      # The server takes the last entry, the one written here (TRUST_PROXY=true): the address nginx saw.
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # A dead instance: the request goes to the other one if it never reached it (a POST that did is not
      # repeated: the browser retries it with its Idempotency-Key).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_send_timeout 30s;
      proxy_read_timeout 60s;
      # Which instance answered, for people trying the cluster (never in a public nginx).
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
EOF
"$nginx" -t -q -c "$dir/nginx.conf" -p "$dir/nginx"
"$nginx" -c "$dir/nginx.conf" -p "$dir/nginx" &
nginx_pid=$!
for _ in $(seq 1 100); do curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null && break; sleep 0.1; done

printf '{"url":"http://127.0.0.1:%s","databaseUrl":"%s","nginxPid":%s,"nginxAccessLog":"%s","instances":[%s]}\n' \
  "$port" "$database_url" "$nginx_pid" "$dir/nginx-access.log" "$(IFS=,; echo "${instances[*]}")" >"$dir/cluster.json"
echo "Cluster ready on http://127.0.0.1:$port (nginx), two instances on one PostgreSQL; logs and cluster.json in $dir"
echo "cluster-ready $dir/cluster.json"
# Until stopped; an instance that dies leaves the other serving behind nginx, as in production.
wait
