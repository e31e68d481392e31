#!/usr/bin/env bash
# What the tests need from the system, not from npm: Chromium and CJK fonts (browser tests,
# screenshots of Chinese text), redis-server (two replicas sharing one rate limit) and nginx
# (the edge's templates run in front of a fake origin: tests/integration/server/edgeNames.test.ts); with
# names on the command line, those programs instead (`nginx`, for the bench).
# Installed with apt where this user can (root, or sudo without a password); otherwise it
# stops and prints the one command to run. `npm test` and `.ci/run` both call it.
set -euo pipefail

missing=()
if (($#)); then
  # With names, those programs only (Debian packages of the same names): the bench's edge
  # figure runs `bash scripts/system-deps.sh nginx`.
  for program in "$@"; do
    command -v "$program" >/dev/null 2>&1 || [ -x "/usr/sbin/$program" ] || missing+=("$program")
  done
else
  if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1 && [ -z "${SKIP_BROWSER:-}" ]; then
    missing+=(chromium)
  fi
  if [ -z "${SKIP_BROWSER:-}" ] && ! fc-list 2>/dev/null | grep -qi 'Noto Sans CJK'; then
    missing+=(fonts-noto-cjk)
  fi
  if [ -z "${SKIP_REDIS:-}" ] && ! command -v redis-server >/dev/null 2>&1; then
    missing+=(redis-server)
  fi
  if [ -z "${SKIP_NGINX:-}" ] && ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    missing+=(nginx)
  fi
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run=(sudo)
else
  echo "system-deps: the tests need ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  echo "(or skip what you cannot install: SKIP_BROWSER=1, SKIP_REDIS=1, SKIP_NGINX=1)" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "system-deps: the tests need ${missing[*]}, and this machine has no apt-get: install them by hand" >&2
  exit 1
fi
echo "system-deps: installing ${missing[*]}"
"${run[@]}" apt-get update -qq
"${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
