#!/usr/bin/env bash
# The whole test suite: static checks, unit and API tests (on PGlite and on PostgreSQL), browser tests.
# Ends with one line "N passed, N failed" summed over every suite, and exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."

results=test-results
rm -rf "$results" && mkdir -p "$results"
checks="$results/checks.tsv"
: >"$checks"

step() { # name command...
  local name=$1
  shift
  echo "::: $name"
  if "$@"; then printf '%s\tpassed\n' "$name" >>"$checks"; else printf '%s\tfailed\n' "$name" >>"$checks"; fi
}

. scripts/lib/apt-install.sh
if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  echo "::: installing Debian chromium"
  apt_install chromium
fi
# The e-invoicing tests validate with xmllint (the Factur-X XSD) and read the PDFs with qpdf and poppler.
missing_tools=()
command -v xmllint >/dev/null 2>&1 || missing_tools+=(libxml2-utils)
command -v qpdf >/dev/null 2>&1 || missing_tools+=(qpdf)
command -v pdffonts >/dev/null 2>&1 || missing_tools+=(poppler-utils)
# The cluster test (e2e/cluster.spec.ts) puts Debian's nginx in front of two instances.
nginx_path >/dev/null || missing_tools+=(nginx)
if [ ${#missing_tools[@]} -gt 0 ]; then
  echo "::: installing ${missing_tools[*]}"
  apt_install "${missing_tools[@]}"
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "::: installing PostgreSQL server binaries"
  apt_install postgresql
fi

step typecheck npx tsc -b
step eslint npx eslint .
step prettier npx prettier --check .
# Unused files, exports and dependencies anywhere in the project (knip.json).
step knip npx knip
step build npm run --silent build

echo "::: unit and API tests on embedded PGlite"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

echo "::: API tests on PostgreSQL"
cluster_dir=
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if cluster=$(scripts/postgres-cluster.sh start); then
    eval "$cluster"
    cluster_dir=$PG_CLUSTER_DIR
  else
    printf 'postgres-cluster\tfailed\n' >>"$checks"
  fi
fi
trap '[ -n "$cluster_dir" ] && scripts/postgres-cluster.sh stop "$cluster_dir"' EXIT
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  export TEST_DATABASE_URL
  npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
fi

echo "::: browser tests (Playwright, Debian chromium)"
npx playwright test --config e2e/playwright.config.ts

node --import tsx scripts/sum-test-results.ts "$results"
