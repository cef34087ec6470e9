#!/usr/bin/env bash
# Prints `export DATABASE_URL=... NATS_URL=...` for the tests, making sure both answer, and that
# Chromium (rendering and browser tests; CHROMIUM_PATH, default /usr/bin/chromium) and kubectl (the
# Kubernetes manifests test runs its kustomize) are installed:
#   1. from the environment (DATABASE_URL / NATS_URL) when set;
#   2. else, when a Docker engine answers, leave them unset: the tests start containers (testcontainers);
#   3. else, as root on Debian, install and start postgresql and nats-server from apt on 127.0.0.1.
# Progress goes to stderr; stdout carries only the exports.
set -euo pipefail
log() { echo "ensure-services: $*" >&2; }
die() { echo "ensure-services: $*" >&2; exit 1; }

tcp_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }
pg_ok() { psql "$1" -Atqc 'select 1' >/dev/null 2>&1; }

docker_answers() { command -v docker >/dev/null 2>&1 && timeout 5 docker info >/dev/null 2>&1; }

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then log "apt-get update"; apt-get update -qq >&2; apt_updated=1; fi
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

ensure_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    command -v psql >/dev/null 2>&1 || { can_apt && apt_install postgresql-client; }
    pg_ok "$DATABASE_URL" || die "DATABASE_URL is set but Postgres does not answer there: start it or fix DATABASE_URL."
    echo "export DATABASE_URL='$DATABASE_URL'"; return
  fi
  if docker_answers; then log "Docker answers: the tests start Postgres with testcontainers"; return; fi
  can_apt || die "Tests need Postgres 15: set DATABASE_URL, start a Docker engine, or run as root on Debian so this script can install it."
  command -v pg_ctlcluster >/dev/null 2>&1 || apt_install postgresql postgresql-client
  local version; version=$(ls /etc/postgresql | sort -V | tail -1)
  if ! tcp_open 127.0.0.1 5432; then
    log "starting Postgres $version"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start >&2
    for _ in $(seq 1 30); do tcp_open 127.0.0.1 5432 && break; sleep 0.5; done
  fi
  local url="postgres://postgres@127.0.0.1:5432/postgres"
  if ! pg_ok "$url"; then
    # A fresh Debian cluster wants a password over TCP: give the local superuser one for tests.
    su postgres -c "psql -qc \"ALTER USER postgres PASSWORD 'citable'\"" >&2
    url="postgres://postgres:citable@127.0.0.1:5432/postgres"
  fi
  pg_ok "$url" || die "Postgres on 127.0.0.1:5432 does not accept connections."
  echo "export DATABASE_URL='$url'"
}

ensure_nats() {
  if [ -n "${NATS_URL:-}" ]; then
    local hostport=${NATS_URL#*://}; hostport=${hostport##*@}; hostport=${hostport%%/*}
    tcp_open "${hostport%:*}" "${hostport##*:}" || die "NATS_URL is set but nothing answers at $hostport: start nats-server -js or fix NATS_URL."
    echo "export NATS_URL='$NATS_URL'"; return
  fi
  if docker_answers; then log "Docker answers: the tests start NATS with testcontainers"; return; fi
  can_apt || die "Tests need NATS with JetStream: set NATS_URL, start a Docker engine, or run as root on Debian so this script can install it."
  if ! tcp_open 127.0.0.1 4222; then
    command -v nats-server >/dev/null 2>&1 || apt_install nats-server
    mkdir -p /var/lib/nats-server
    log "starting nats-server with JetStream on 127.0.0.1:4222"
    start-stop-daemon --start --oknodo --background --exec "$(command -v nats-server)" -- \
      -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log >&2
    for _ in $(seq 1 30); do tcp_open 127.0.0.1 4222 && break; sleep 0.2; done
  fi
  tcp_open 127.0.0.1 4222 || die "nats-server did not start on 127.0.0.1:4222 (see /var/log/nats-server.log)."
  echo "export NATS_URL='nats://127.0.0.1:4222'"
}

ensure_chromium() {
  local path="${CHROMIUM_PATH:-/usr/bin/chromium}"
  [ -x "$path" ] && return
  can_apt || die "Tests need Chromium at $path: install Debian's chromium package or set CHROMIUM_PATH."
  apt_install chromium
  [ -x "$path" ] || die "chromium was installed but $path is missing: set CHROMIUM_PATH."
}

ensure_kubectl() {
  # The Kubernetes manifests test builds deploy/k8s with kubectl's own kustomize (kubectl kustomize).
  command -v kubectl >/dev/null 2>&1 && return
  can_apt || die "Tests need kubectl (to build deploy/k8s with kustomize): install Debian's kubernetes-client package."
  apt_install kubernetes-client
}

ensure_postgres
ensure_nats
ensure_chromium
ensure_kubectl
