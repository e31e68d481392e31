#!/usr/bin/env bash
# npm run deploy (-- OPTIONS): a new release of the site, without refusing a visitor.
#
# Builds and tags the image, then replaces the replicas one at a time. For each (web, then
# web-2): docker-compose stop sends it SIGTERM, and the server drains (server/index.ts):
# /readyz answers 503 for SHUTDOWN_DRAIN_MS while it still serves everything, then it stops
# accepting, lets what is in flight finish and AI streams end within SHUTDOWN_GRACE_MS, and
# exits; the balancer (the nginx edge, deploy/nginx) meanwhile sends visitors to the replica
# that stays. Then the replica is created again from the new image, and the next one waits
# until its /readyz answers 200, and a few seconds more for the balancer to see it.
# Two replicas and a balancer are what make it zero-downtime; with one, it still works, and
# says how long that replica refused connections (docs/operations.md#deploy-and-rollback).
#
#   scripts/deploy.sh                   the demo: docker-compose.yml + deploy/compose.demo-scale.yml, profile edge
#   scripts/deploy.sh --production      deploy/compose.production.yml + compose.scale.yml + compose.edge.yml (.env)
#   --release NAME     the image's release tag (default: UTC date and time, and the git commit)
#   --no-build         deploy an image built before: a rollback is --release <previous> --no-build
#   --build-arg K=V    for docker build (BUILD_LABEL=..., say); may be repeated
#   --services "A B"   the replicas, in this order (default: those of web and web-2 that have a container)
#   -- ARGS...         more docker-compose options, after the preset's: -p NAME, --env-file FILE, -f FILE
#   --no-preset        the options after -- alone (another layout: -- -f docker-compose.yml for the
#                      demo's single web, say)
#
# The image compose runs (web's `image:`, ZHIMEI_IMAGE or zhimei-open-platform:latest) is
# moved to the release, so a later `docker-compose up -d` runs what was deployed; the release
# it replaces keeps a tag of its own, printed at the end with the command that rolls back to it.
# Environment: DEPLOY_BUILD_OPTIONS (default --network host, as docs/operations.md#run-with-docker),
# DEPLOY_READY_TIMEOUT_S (120), DEPLOY_SETTLE_S (6: the edge resolves `origin` every 5 s).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'deploy: [%3d s] %s\n' "$SECONDS" "$*"; }
die() {
  say "$*" >&2
  exit 1
}

preset=(-f docker-compose.yml -f deploy/compose.demo-scale.yml --profile edge)
preset_name="the demo" preset_flag=""
release="" build=1 build_args=() services="" extra=()
while (($#)); do
  case $1 in
    --production)
      preset=(-f deploy/compose.production.yml -f deploy/compose.scale.yml -f deploy/compose.edge.yml --project-directory .)
      preset_name="production" preset_flag=" --production"
      ;;
    --release) release=${2:?--release needs a name} && shift ;;
    --no-build) build=0 ;;
    --build-arg) build_args+=(--build-arg "${2:?--build-arg needs NAME=VALUE}") && shift ;;
    --services) services=${2:?--services needs the replicas, e.g. "web web-2"} && shift ;;
    --no-preset) preset=() preset_name="the given files" preset_flag=" --no-preset" ;;
    --)
      shift
      extra=("$@")
      break
      ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    *) die "unknown option \"$1\" (scripts/deploy.sh --help lists them)" ;;
  esac
  shift
done
compose() { docker-compose --ansi never "${preset[@]}" "${extra[@]}" "$@"; }
container_of() { compose ps -q "$1" 2>/dev/null | head -n 1; }
running() { [ -n "$1" ] && [ "$(docker inspect -f '{{.State.Running}}' "$1" 2>/dev/null)" = true ]; }
ready_timeout=${DEPLOY_READY_TIMEOUT_S:-120}
settle=${DEPLOY_SETTLE_S:-6}
[[ $ready_timeout =~ ^[0-9]+$ ]] || die "DEPLOY_READY_TIMEOUT_S must be a number of seconds, got \"$ready_timeout\""
[[ $settle =~ ^[0-9]+$ ]] || die "DEPLOY_SETTLE_S must be a number of seconds, got \"$settle\""

command -v docker-compose >/dev/null || die "docker-compose (v1, with a dash) is not installed"
config=$(compose config 2>&1) || die "docker-compose cannot read the files of $preset_name: $config"
# The services' images, as compose resolves them (the .env's ZHIMEI_IMAGE included).
image_of() { awk -v s="  $1:" '$0 == s { inside = 1; next } inside && /^  [^ ]/ { inside = 0 } inside && /^    image: / { print $2; exit }' <<<"$config"; }
if [ -z "$services" ]; then
  for service in web web-2; do
    [ -n "$(image_of "$service")" ] && [ -n "$(container_of "$service")" ] && services+="${services:+ }$service"
  done
  [ -n "$services" ] || die "neither web nor web-2 has a container in $preset_name: start the stack first (docker-compose ... up -d), or name the replicas with --services"
fi
runs=$(image_of "${services%% *}")
[ -n "$runs" ] || die "no image for ${services%% *} in the compose files of $preset_name"
# The repository part of the name: what comes before the tag, a registry's port aside.
repo=$runs
[[ ${runs##*/} == *:* ]] && repo=${runs%:*}
[ -n "$release" ] || release="$(date -u +%Y%m%d-%H%M%S)$(git rev-parse --short HEAD 2>/dev/null | sed 's/^/-/')"
[[ $release =~ ^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$ ]] || die "--release must be a tag (letters, digits, _ . -), got \"$release\""
target="$repo:$release"

say "$preset_name: $services, from $runs to $target"

# ---------------------------------------------------------------------------------------
# The release: built and tagged before any replica is touched.
if ((build)); then
  # shellcheck disable=SC2086 # the options are words on purpose
  docker build ${DEPLOY_BUILD_OPTIONS---network host} "${build_args[@]}" -t "$target" . >&2 || die "docker build failed: no replica was touched"
  say "built $target"
else
  docker image inspect "$target" >/dev/null 2>&1 || die "no image $target to deploy (--no-build deploys one built before: docker images $repo lists them)"
fi

# The running release keeps a name to roll back to, before `runs` moves to the new one.
previous=""
for service in $services; do
  id=$(container_of "$service")
  running "$id" || continue
  previous_id=$(docker inspect -f '{{.Image}}' "$id")
  previous=$(docker image inspect -f '{{range .RepoTags}}{{println .}}{{end}}' "$previous_id" | grep -F "$repo:" | grep -vxF "$runs" | grep -vxF "$target" | head -n 1 || true)
  if [ -z "$previous" ] && [ "$previous_id" != "$(docker image inspect -f '{{.Id}}' "$target")" ]; then
    previous="$repo:before-$release"
    docker tag "$previous_id" "$previous"
  fi
  break
done
[ "$runs" = "$target" ] || docker tag "$target" "$runs"

# ---------------------------------------------------------------------------------------
# One replica at a time.

# The replica's own answer, from inside its container (no host port or tool needed).
probe() { # CONTAINER PATH: prints the status, or what failed
  docker exec "$1" node -e "
    fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + process.argv[1], { signal: AbortSignal.timeout(2000) })
      .then((r) => console.log(r.status), (e) => console.log(e.cause?.code ?? e.name))" "$2" 2>/dev/null || echo "exec failed"
}
env_of() { # CONTAINER NAME DEFAULT
  local value
  value=$(docker inspect -f '{{range .Config.Env}}{{println .}}{{end}}' "$1" | sed -n "s/^$2=//p" | head -n 1)
  [[ $value =~ ^[0-9]+$ ]] && echo "$value" || echo "$3"
}
streams_open() { # CONTAINER: the AI answers it is streaming now (its metrics), or ?
  docker exec "$1" node -e "
    fetch('http://127.0.0.1:' + (process.env.METRICS_PORT || 9091) + '/metrics', { signal: AbortSignal.timeout(2000) })
      .then((r) => r.text()).then((t) => console.log(/^ai_streams_active (\d+)/m.exec(t)?.[1] ?? '?'), () => console.log('?'))" 2>/dev/null || echo "?"
}
others_ready() { # SERVICE: another replica of the list answers /readyz 200
  local other id
  for other in $services; do
    [ "$other" = "$1" ] && continue
    id=$(container_of "$other")
    running "$id" && [ "$(probe "$id" /readyz)" = 200 ] && return 0
  done
  return 1
}

rollback_hint() {
  if [ -n "$previous" ]; then
    echo "roll back: scripts/deploy.sh$preset_flag --release ${previous##*:} --no-build${extra[*]:+ -- ${extra[*]}}"
  fi
}

replace() { # SERVICE
  local service=$1 id new t drain=0 grace timeout code out alone=0 closed=""
  id=$(container_of "$service")
  if running "$id"; then
    if ! others_ready "$service"; then
      alone=1
      say "$service: no other replica is ready: it refuses connections from the end of its drain until its new container listens (a single-replica deploy)"
    fi
    drain=$(env_of "$id" SHUTDOWN_DRAIN_MS 5000)
    grace=$(env_of "$id" SHUTDOWN_GRACE_MS 10000)
    # Past drain and grace, docker would SIGKILL: streams would lose their final event.
    timeout=$(((drain + grace) / 1000 + 5))
    say "$service: draining ($(streams_open "$id") AI streams open): /readyz 503 for ${drain} ms while it serves, then up to ${grace} ms for what is in flight"
    t=$SECONDS
    closed=$((SECONDS + drain / 1000))
    compose stop -t "$timeout" "$service" >/dev/null 2>&1 || die "$service: docker-compose stop failed"
    code=$(docker inspect -f '{{.State.ExitCode}}' "$id" 2>/dev/null || echo '?')
    if [ "$code" = 0 ]; then
      say "$service: drained and stopped after $((SECONDS - t)) s"
    else
      say "$service: stopped after $((SECONDS - t)) s with exit code $code (not a clean drain: see docker logs $id)"
    fi
  else
    say "$service: not running; starting it on the new release"
  fi
  t=$SECONDS
  out=$(compose up -d --no-deps --force-recreate "$service" 2>&1) || die "$service: docker-compose up failed: $out; $(rollback_hint)"
  new=$(container_of "$service")
  [ -n "$new" ] || die "$service: no container after docker-compose up: $out"
  until [ "$(probe "$new" /readyz)" = 200 ]; do
    if ((SECONDS - t > ready_timeout)); then
      docker logs --tail 30 "$new" 2>&1 | sed 's/^/  | /' >&2
      die "$service: /readyz not 200 after $ready_timeout s on $target; the other replicas still run the previous release. $(rollback_hint)"
    fi
    sleep 0.5
  done
  say "$service: ready on $target after $((SECONDS - t)) s"
  if ((alone)) && [ -n "$closed" ]; then say "$service: refused connections for about $((SECONDS - closed)) s"; fi
}

last=${services##* }
for service in $services; do
  replace "$service"
  # The balancer sees the new replica before the next one leaves (the edge resolves every 5 s).
  if [ "$service" != "$last" ]; then sleep "$settle"; fi
done
say "deployed $target to $services in $SECONDS s"
hint=$(rollback_hint)
[ -z "$hint" ] || say "$hint"
