# Citable: the two commands a newcomer needs are `make start` and `make test`.
SHELL := /bin/bash
NPM_FLAGS := --no-audit --no-fund --loglevel=error
PACKAGE_FILES := package.json package-lock.json $(wildcard libs/*/package.json services/*/package.json web/package.json)

.PHONY: start test test-faults build install typecheck clean screenshots calibrate-classifier page-captures

## Install dependencies exactly as locked (re-run only when a package file changes).
install: node_modules/.installed
node_modules/.installed: $(PACKAGE_FILES)
	npm ci $(NPM_FLAGS)
	@touch $@

## Compile every package, bundle the CLI and build the web app.
build: install
	npx tsc -b
	npm run bundle -w citable --silent
	npm run build -w web --silent

## Type-check the packages and the tests (the package builds leave tests out).
typecheck: install
	npx tsc -b
	npx tsc -p tsconfig.test.json

## Run Citable on its embedded default (PGlite + in-process bus) at http://127.0.0.1:8080 (PORT to change).
start: build
	node services/launcher/bin/citable.js start

## Every test: unit, integration on real Postgres + NATS, and the embedded-default smoke test.
test: build
	npx tsc -p tsconfig.test.json
	bash scripts/test.sh

## Fault tests: replicas killed, NATS and Postgres restarted, the gateway restarted under a browser
## (real servers, services as separate processes). CI runs them after `make test`.
test-faults: build
	bash scripts/ensure-fault-deps.sh
	eval "$$(bash scripts/ensure-services.sh)" && node scripts/run-tests.mjs -c vitest.faults.config.ts

## Benchmarks: `make bench-crawl`, `make bench-score`, `make bench-api`, `make bench-classifier`, `make bench-citation`, `make bench-prompts`, `make bench-scale`, `make bench-fixes`, `make bench-classifier-ab BASE=<revision>`. Each runs bench/<name>/run.ts,
## prints a table and writes bench/results/<name>.json.
bench-%: build
	@test -f bench/$*/run.ts || { echo "No benchmark named $* (bench/$*/run.ts)"; exit 2; }
	eval "$$(bash scripts/ensure-services.sh)" && node --import tsx bench/$*/run.ts

## The quality benchmarks read page captures that scripts/fetch-page-captures.sh fetches once.
bench-prompts bench-classifier bench-classifier-ab calibrate-classifier: page-captures
page-captures:
	bash scripts/fetch-page-captures.sh

## The classifier's confidence calibration, fitted on its labelled set and written as data
## (services/classifier/src/classify/calibration.json); run after changing the v2 rules or the set.
calibrate-classifier: build
	node --import tsx bench/classifier/calibrate.ts

## A PNG of every screen at 1280 and 375 px under screenshots/.
screenshots: build
	node web/scripts/screenshots.mjs

clean:
	rm -rf node_modules */*/dist */*/*.tsbuildinfo web/dist test-results
