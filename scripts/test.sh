#!/usr/bin/env bash
# make test: make sure Postgres and NATS are reachable, then run every test and end with the
# plain line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(bash scripts/ensure-services.sh)"
exec node scripts/run-tests.mjs "$@"
