#!/usr/bin/env bash
# npm run check:alerts: promtool (from Debian's prometheus package) checks
# deploy/prometheus/alerts.yml and runs its unit tests, which show each alert firing on the
# series that should fire it. A CI step of its own (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v promtool >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then run=(); elif sudo -n true 2>/dev/null; then run=(sudo); else
    echo "check:alerts: promtool is missing. Install it with:  sudo apt-get install -y prometheus" >&2
    exit 1
  fi
  echo "check:alerts: installing prometheus (for promtool)"
  "${run[@]}" apt-get update -qq
  "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
fi
promtool check rules deploy/prometheus/alerts.yml
promtool test rules deploy/prometheus/alerts.test.yml
