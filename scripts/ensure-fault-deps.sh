#!/usr/bin/env bash
# make test-faults: the fault tests restart servers of their own, so they need the server binaries
# themselves, not only a running Postgres and NATS: nats-server (Debian's nats-server) and Postgres
# 15's initdb and pg_ctl (Debian's postgresql-15, in /usr/lib/postgresql/15/bin). Installs them from
# apt when missing (as root on Debian); says what to install otherwise. Progress goes to stderr.
set -euo pipefail
log() { echo "ensure-fault-deps: $*" >&2; }
die() { echo "ensure-fault-deps: $*" >&2; exit 1; }
can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=""
apt_install() {
  can_apt || die "$1 is missing: install Debian's $2 (or run this as root on Debian)."
  if [ -z "$apt_updated" ]; then log "apt-get update"; apt-get update -qq >&2; apt_updated=1; fi
  log "apt-get install $2"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >&2
}

[ -x /usr/sbin/nats-server ] || command -v nats-server >/dev/null 2>&1 || apt_install nats-server nats-server
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || apt_install "Postgres server binaries (initdb, pg_ctl)" postgresql-15
# As root the test's Postgres runs as the postgres user, which the package creates; runuser comes with util-linux.
if [ "$(id -u)" = 0 ]; then id postgres >/dev/null 2>&1 || die "user postgres is missing: reinstall Debian's postgresql-15."; fi
