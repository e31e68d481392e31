#!/usr/bin/env bash
# npm run test:containers: builds the image and tests the compose stack for real, from the
# host, with the commands README "Run with Docker" shows:
#   docker build --network host -t zhimei-open-platform:test .
#   docker-compose -p <unique> up -d                        (web + the mock upstream)
#   REDIS_URL=redis://redis:6379 docker-compose -p <unique> --profile scale up -d
#   docker-compose -p <unique> --profile scale stop
#   docker-compose -p <unique> --profile scale down -v      (always, even after a failure)
# with ZHIMEI_IMAGE=zhimei-open-platform:test and free host ports (WEB_PORT, WEB_2_PORT), so
# it never touches the demo's own containers, image or ports.
#
# Needs a Docker engine, docker-compose v1 and the base images: where no image registry can
# be reached, `bash ../shared/tools/docker-local.sh --redis` provides all three.
# Prints each check as it passes or fails and ends with "N passed, N failed"; exits 0 only
# when every check passed. The whole run, teardown included, stops within 10 minutes.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ -z "${ZHIMEI_CONTAINERS_TIMED:-}" ]; then
  export ZHIMEI_CONTAINERS_TIMED=1
  # SIGTERM after 9 minutes (the EXIT trap then tears down), SIGKILL one minute later.
  exec timeout -k 60 "${ZHIMEI_CONTAINERS_LIMIT_S:-540}" bash "$0" "$@"
fi

started=$SECONDS
project="zhimeitest$$"
work=$(mktemp -d /tmp/zhimei-containers.XXXXXX)
passed=0 failed=0 stack_up=0

export ZHIMEI_IMAGE=zhimei-open-platform:test
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
WEB_PORT=$(free_port)
WEB_2_PORT=$(free_port)
while [ "$WEB_2_PORT" = "$WEB_PORT" ]; do WEB_2_PORT=$(free_port); done
export WEB_PORT WEB_2_PORT
web="http://127.0.0.1:$WEB_PORT"
web2="http://127.0.0.1:$WEB_2_PORT"

say() { echo "containers: $*"; }
pass() { passed=$((passed + 1)); echo "ok   $*"; }
fail() { failed=$((failed + 1)); echo "FAIL $*"; }
# check NAME COMMAND...: runs the command; its output is the detail (or the reason).
check() {
  local name=$1 out
  shift
  if out=$("$@" 2>&1); then
    pass "$name${out:+: ${out//$'\n'/; }}"
  else
    fail "$name: ${out:-no output}"
    return 1
  fi
}
compose() { docker-compose --ansi never -p "$project" "$@"; }
# Each service's container, whatever its state.
container() { compose --profile scale ps -q "$1"; }

teardown() {
  local code=$?
  trap - EXIT INT TERM
  ((code == 143)) && fail "the whole run within its time limit (stopped after $((SECONDS - started)) s)"
  ((code == 130)) && fail "the whole run (interrupted after $((SECONDS - started)) s)"
  if ((stack_up)); then
    if ((failed)); then
      say "logs of the stack (the last 40 lines of each service):"
      compose --profile scale logs --no-color --tail=40 2>&1 | sed 's/^/  | /'
    fi
    compose --profile scale down -v --remove-orphans >"$work/down.log" 2>&1 \
      && say "stack removed (down -v)" \
      || { say "down -v failed:"; sed 's/^/  | /' "$work/down.log"; }
  fi
  rm -rf "$work"
  echo "$passed passed, $failed failed"
  if ((failed)); then exit 1; fi
  exit 0
}
trap teardown EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# Leftovers of runs that were killed before their teardown (their shell is gone).
for old in $(docker ps -a --format '{{.Label "com.docker.compose.project"}}' 2>/dev/null | grep -E '^zhimeitest[0-9]+$' | sort -u); do
  if ! kill -0 "${old#zhimeitest}" 2>/dev/null; then
    say "removing the leftovers of an earlier run ($old)"
    docker-compose --ansi never -p "$old" --profile scale down -v --remove-orphans >/dev/null 2>&1 || true
  fi
done

# The JavaScript checks run on the host's node (20+: fetch, streams).
js() { node --input-type=module -e "$1"; }

# ---------------------------------------------------------------------------------------
# a. the image

build_image() {
  local t=$SECONDS
  if ! docker build --network host -t "$ZHIMEI_IMAGE" . >"$work/build.log" 2>&1; then
    tail -n 30 "$work/build.log"
    return 1
  fi
  echo "$ZHIMEI_IMAGE in $((SECONDS - t)) s"
}
check "a. docker build --network host -t $ZHIMEI_IMAGE ." build_image || exit 1

# ---------------------------------------------------------------------------------------
# b. the stack, healthy

# wait_healthy SERVICE...: every service's container reports healthy within 150 s.
wait_healthy() {
  local deadline=$((SECONDS + 150)) t=$SECONDS service id state
  for service in "$@"; do
    while :; do
      id=$(container "$service")
      state=$( [ -n "$id" ] && docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id" 2>/dev/null)
      [ "$state" = healthy ] && break
      if ((SECONDS > deadline)); then
        echo "$service is ${state:-missing} after 150 s"
        return 1
      fi
      sleep 1
    done
  done
  echo "$* healthy after $((SECONDS - t)) s"
}
up_default() {
  compose up -d --no-build >"$work/up.log" 2>&1 || { cat "$work/up.log"; return 1; }
  wait_healthy upstream web
}
stack_up=1 # set here: a check runs in a subshell
check "b. docker-compose -p $project up -d (web on :$WEB_PORT)" up_default || exit 1

# ---------------------------------------------------------------------------------------
# c. from the host

# Each page's own title, as the route table gives it.
titles=$(npx --no-install tsx -e "
  import { routes } from './shared/routes';
  import { documentTitle } from './shared/routeViews';
  for (const path of ['/', '/product/topSearch.html']) {
    const route = routes.find((r) => r.type === 'page' && r.path === path);
    console.log(path + '\t' + documentTitle(route as { title: string }));
  }")
page_titles() {
  [ -n "$titles" ] || { echo "no titles from the route table"; return 1; }
  WEB="$web" TITLES="$titles" js '
    const out = [];
    for (const line of process.env.TITLES.trim().split("\n")) {
      const [path, title] = line.split("\t");
      const res = await fetch(process.env.WEB + path);
      const html = await res.text();
      const got = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      if (res.status !== 200 || got !== title) {
        console.log(`${path}: ${res.status} <title>${got}</title>, expected 200 <title>${title}</title>`);
        process.exit(1);
      }
      out.push(`${path} 200 <title>${got}</title>`);
    }
    console.log(out.join(", "));'
}
check "c. pages answer 200 with their own titles" page_titles

ai_stream() {
  WEB="$web" js '
    const started = performance.now();
    const res = await fetch(`${process.env.WEB}/api/manage/html/aiAsk/stream/textAskIcs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ content: "语音合成支持哪些音色", module: " ics" }),
    });
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/event-stream")) {
      console.log(`${res.status} ${type}: ${(await res.text()).slice(0, 200)}`);
      process.exit(1);
    }
    const decoder = new TextDecoder();
    const events = [];
    let pending = "";
    let reads = 0;
    for await (const chunk of res.body) {
      reads += 1;
      pending += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = pending.indexOf("\n\n")) >= 0) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (block.startsWith("data:")) events.push({ at: performance.now() - started, event: JSON.parse(block.slice(5)) });
      }
    }
    const first = events[0], last = events.at(-1);
    const text = events.map((e) => e.event.content ?? "").join("");
    const summary = `${events.length} events in ${reads} reads, the first at ${Math.round(first?.at)} ms, the last at ${Math.round(last?.at)} ms: ${text.slice(0, 24)}…`;
    console.log(summary);
    // Through the proxy event by event: many events, spread over the answer, not one burst.
    const ok = events.length > 2 && reads > 2 && last.at - first.at >= 200 && text.length > 0 && events.every((e) => e.event.status !== 3);
    process.exit(ok ? 0 : 1);'
}
check "c. the AI chat streams through the proxy event by event" ai_stream

lead_company="容器测试$$-$RANDOM"
submit_lead() { # BASE [COMPANY]: prints the HTTP status and the envelope code
  BASE="$1" COMPANY="${2:-$lead_company}" js '
    const res = await fetch(`${process.env.BASE}/api/manage/user/intention/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        version: "web-1.0", intentionType: 3, intentionSource: 10033, intentionCompany: process.env.COMPANY,
        intentionMobile: "13800138000", intentionName: "张编辑", intentionScene: "容器测试",
      }),
    });
    const body = await res.json().catch(() => ({}));
    console.log(`${res.status} ${body.code}`);'
}
# The mock's own list of intents (GET /intents inside its container), searched for the lead.
lead_at_upstream() { # [COMPANY]
  compose exec -T upstream node -e "
    fetch('http://127.0.0.1:4000/intents').then((r) => r.json()).then((b) => {
      const found = b.data.list.filter((i) => i.intentionCompany === process.argv[1]).length;
      console.log(found + ' of ' + b.data.total);
      process.exit(found === 1 ? 0 : 1);
    }, (e) => { console.log(String(e)); process.exit(1); });" "${1:-$lead_company}"
}
until_lead_at_upstream() { # [COMPANY]
  local deadline=$((SECONDS + 60)) out
  until out=$(lead_at_upstream "$@" 2>&1); do
    ((SECONDS > deadline)) && { echo "not listed after 60 s: $out"; return 1; }
    sleep 1
  done
  echo "$out"
}
lead_survives_kill() {
  local answer id t
  answer=$(submit_lead "$web") || { echo "$answer"; return 1; }
  [ "$answer" = "200 200" ] || { echo "the submit was answered $answer, not 200 200"; return 1; }
  until_lead_at_upstream >/dev/null || { echo "the lead never reached the upstream"; return 1; }
  id=$(container upstream)
  docker kill -s KILL "$id" >/dev/null || return 1
  t=$SECONDS
  # restart: unless-stopped may bring it back by itself; otherwise start it.
  sleep 3
  local how="restarted by its policy"
  if [ "$(docker inspect -f '{{.State.Running}}' "$id")" != true ]; then
    how="started again (docker-compose start)"
    compose start upstream >/dev/null 2>&1 || return 1
  fi
  wait_healthy upstream >/dev/null || { echo "the upstream did not come back"; return 1; }
  echo "answered $answer; after SIGKILL, $how, healthy in $((SECONDS - t)) s: listed $(until_lead_at_upstream)"
}
check "c. a lead answered 200 is still at the upstream after its container is SIGKILLed and restarted" lead_survives_kill

# The server's outbox (README: The lead outbox): a lead sent while the upstream is away is
# kept in web's own volume, survives a SIGKILL of web, and reaches the upstream once after.
queued_lead_survives_kill() {
  local company="排队测试$$-$RANDOM" answer id how="restarted by its policy"
  compose stop upstream >/dev/null 2>&1 || return 1
  answer=$(submit_lead "$web" "$company") || { echo "$answer"; return 1; }
  [ "$answer" = "200 200" ] || { echo "with the upstream stopped the submit was answered $answer, not 200 200 (queued)"; return 1; }
  id=$(container web)
  docker kill -s KILL "$id" >/dev/null || return 1
  compose start upstream >/dev/null 2>&1 || return 1
  wait_healthy upstream >/dev/null || { echo "the upstream did not come back"; return 1; }
  sleep 3
  if [ "$(docker inspect -f '{{.State.Running}}' "$id")" != true ]; then
    how="started again (docker-compose start)"
    compose start web >/dev/null 2>&1 || return 1
  fi
  wait_healthy web >/dev/null || { echo "web did not come back"; return 1; }
  echo "queued while the upstream was stopped (answered $answer); web SIGKILLed and $how: listed $(until_lead_at_upstream "$company")"
}
check "c. a lead queued while the upstream is stopped survives a SIGKILL of web and reaches the upstream once after the restart" queued_lead_survives_kill

runs_as_1000() {
  local uid pid1
  uid=$(compose exec -T web id -u | tr -d '\r')
  pid1=$(compose exec -T web sh -c 'grep ^Uid: /proc/1/status' | awk '{print $2}')
  echo "id -u: $uid, the server (PID 1): uid $pid1"
  [ "$uid" = 1000 ] && [ "$pid1" = 1000 ]
}
check "c. the server runs as uid 1000" runs_as_1000

no_dev_dependencies() {
  compose exec -T web node -e "
    const pkg = require('/app/package.json');
    const present = (name) => require('fs').existsSync('/app/node_modules/' + name + '/package.json');
    const dev = Object.keys(pkg.devDependencies).filter(present);
    const prod = Object.keys(pkg.dependencies).filter((name) => !present(name));
    try { require.resolve('vitest'); dev.unshift('vitest (require.resolve)'); } catch {}
    console.log('dev dependencies present: ' + (dev.join(', ') || 'none') + '; production ones missing: ' + (prod.join(', ') || 'none'));
    process.exit(dev.length || prod.length ? 1 : 0);"
}
check "c. the image holds no dev dependencies (require.resolve('vitest') fails inside)" no_dev_dependencies

# The scale profile: Redis and a second replica; web is recreated with REDIS_URL.
up_scale() {
  REDIS_URL=redis://redis:6379 compose --profile scale up -d --no-build >"$work/up-scale.log" 2>&1 || { cat "$work/up-scale.log"; return 1; }
  wait_healthy redis upstream web web-2 || return 1
  # Both replicas count in Redis (each says so on /readyz once its limiters reached it).
  WEB="$web" WEB2="$web2" js '
    const deadline = Date.now() + 60_000;
    for (const base of [process.env.WEB, process.env.WEB2]) {
      for (;;) {
        const ready = await fetch(`${base}/readyz`).then((r) => r.json(), () => ({}));
        if (ready.rateLimitStore === "redis") break;
        if (Date.now() > deadline) { console.log(`${base}/readyz: ${JSON.stringify(ready)}`); process.exit(1); }
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    console.log("both replicas count in redis");'
}
check "c. REDIS_URL=redis://redis:6379 docker-compose --profile scale up -d (web-2 on :$WEB_2_PORT)" up_scale

shared_limit() {
  local i base answers="" answer
  # Five leads (RATE_LIMIT_INTENTS_PER_MIN's default) spread over both replicas: all taken.
  for i in 1 2 3 4 5; do
    if ((i % 2)); then base=$web; else base=$web2; fi
    answer=$(submit_lead "$base")
    answers+="${answers:+, }$answer"
    [ "$answer" = "200 200" ] || { echo "submit $i answered $answer ($answers)"; return 1; }
  done
  # The sixth is refused by either replica: neither has seen five by itself.
  local sixth_web sixth_web2
  sixth_web=$(submit_lead "$web")
  sixth_web2=$(submit_lead "$web2")
  echo "1-5 alternating: $answers; 6th on web: $sixth_web, on web-2: $sixth_web2"
  [ "$sixth_web" = "429 429" ] && [ "$sixth_web2" = "429 429" ]
}
check "c. the two replicas share one rate limit through Redis (the 6th lead gets 429 from either)" shared_limit

graceful_stop() {
  local t=$SECONDS service id code missing=""
  compose --profile scale stop >"$work/stop.log" 2>&1 || { echo "stop exited $?"; cat "$work/stop.log"; return 1; }
  local took=$((SECONDS - t)) codes=""
  for service in web web-2; do
    id=$(container "$service")
    code=$(docker inspect -f '{{.State.ExitCode}}' "$id")
    codes+="${codes:+, }$service exited $code"
    [ "$code" = 0 ] || missing+=" $service-exit-code"
    docker logs "$id" 2>&1 | grep -q 'shutting down' || missing+=" $service-log"
  done
  if [ -n "$missing" ]; then
    echo "stop exited 0 after $took s, but: $codes; not as expected:$missing"
    return 1
  fi
  echo "stop exited 0 after $took s; $codes; \"shutting down\" in the logs of both"
}
check "c. docker-compose stop exits 0 and the replicas shut down gracefully" graceful_stop

say "done in $((SECONDS - started)) s"
