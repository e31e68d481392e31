#!/bin/sh
# The edge's entrypoint in compose (docker-compose.yml, service "edge"): fills in the
# templates beside it, then runs its command (nginx in the foreground).
#
# The official nginx image renders /etc/nginx/templates/*.template with envsubst itself, but
# a locally built image (../shared/tools/docker-local.sh --nginx) has neither that
# entrypoint nor envsubst; this does the same with sed, in any image with a POSIX shell.
# bench/figures/edge.ts renders the same templates for Debian's nginx on the host.
#
#   EDGE_ORIGIN        the replicas, host:port                         origin:3000
#   EDGE_RESOLVER      who resolves it                                 127.0.0.11 (Docker's DNS)
#   EDGE_HTTP_LISTEN   plain HTTP                                      80
#   EDGE_TLS_LISTEN    HTTPS with HTTP/2                               443
#   EDGE_TLS_CERT      the certificate (chain) in PEM                  /etc/nginx/tls/tls.crt
#   EDGE_TLS_KEY       its private key in PEM                          /etc/nginx/tls/tls.key
#   EDGE_CACHE_DIR     the page cache on disk                          /var/cache/nginx/zhimei
#   EDGE_CONF_DIR      where the templates and origin.conf are         this script's directory
#   EDGE_OUTPUT_DIR    where the rendered configuration goes           /etc/nginx/conf.d
#   EDGE_PUBLISH_DIR   pages the origin publishes as files (PUBLISH_DIR /var/lib/zhimei/published
#                      of the replicas, shared read-only; empty: every page from the origin)
#   EDGE_RELOAD_EVERY  how often, in seconds, the published pages'     2
#                      lines are checked for a change (then nginx reloads)
#   EDGE_SERVER_NAMES  the names the site answers to, space-separated  the host of EDGE_SITE_URL,
#                      (nginx server_name: www.example.com              else localhost 127.0.0.1
#                      example.com, *.example.com)
#   EDGE_SITE_URL      the site's public origin (compose: SITE_URL)   unset
#   EDGE_ACCESS_LOG    the access log (paths without query strings)    /dev/stdout (docker logs)
# HTTPS is served only when the certificate and the key can be read; without them the edge
# says so and serves HTTP alone. A request for any other name is closed unanswered, and an
# HTTPS handshake for one refused (edge.conf.template, edge-tls.conf.template).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
: "${EDGE_ORIGIN:=origin:3000}"
: "${EDGE_RESOLVER:=127.0.0.11}"
: "${EDGE_HTTP_LISTEN:=80}"
: "${EDGE_TLS_LISTEN:=443}"
: "${EDGE_TLS_CERT:=/etc/nginx/tls/tls.crt}"
: "${EDGE_TLS_KEY:=/etc/nginx/tls/tls.key}"
: "${EDGE_CACHE_DIR:=/var/cache/nginx/zhimei}"
: "${EDGE_CONF_DIR:=$here}"
: "${EDGE_ACCESS_LOG:=/dev/stdout}"
: "${EDGE_OUTPUT_DIR:=/etc/nginx/conf.d}"
: "${EDGE_PUBLISH_DIR:=/var/lib/zhimei/published}"
: "${EDGE_RELOAD_EVERY:=2}"
if [ -z "${EDGE_SERVER_NAMES:-}" ]; then
  # The host of https://www.example.com:8443/…: www.example.com.
  EDGE_SERVER_NAMES=$(printf '%s\n' "${EDGE_SITE_URL:-}" | sed -n 's|^[A-Za-z][A-Za-z0-9+.-]*://\([^/:?#@]*\).*$|\1|p')
  : "${EDGE_SERVER_NAMES:=localhost 127.0.0.1}"
fi
out=$EDGE_OUTPUT_DIR
names="EDGE_ORIGIN EDGE_RESOLVER EDGE_HTTP_LISTEN EDGE_TLS_LISTEN EDGE_TLS_CERT EDGE_TLS_KEY EDGE_CACHE_DIR EDGE_CONF_DIR EDGE_OUTPUT_DIR EDGE_PUBLISH_DIR EDGE_SERVER_NAMES EDGE_ACCESS_LOG"

# A value goes into the configuration as it is: addresses, ports and paths only, and the
# names, which are host names (a leading or trailing * as nginx allows) between spaces.
for name in $names; do
  eval "value=\$$name"
  case $name in
    EDGE_SERVER_NAMES) allowed='A-Za-z0-9.* -' what='host names between spaces (letters, digits, . - *)' ;;
    *) allowed='A-Za-z0-9._:/-' what='an address, a port or a path (letters, digits, . _ : / -)' ;;
  esac
  case $value in
    "" | *[!$allowed]*)
      echo "edge: $name must be $what, got \"$value\"" >&2
      exit 1
      ;;
  esac
done

render() { # TEMPLATE OUTPUT
  script=""
  for name in $names; do
    eval "value=\$$name"
    script="$script s|\${$name}|$value|g;"
  done
  sed -e "$script" "$1" >"$2"
  if grep -n '\${EDGE_' "$2" >&2; then
    echo "edge: $1 names a variable this script does not fill in" >&2
    exit 1
  fi
}

# The image's example server would answer on port 80 too.
rm -f "$out/default.conf"
# nginx includes conf.d/*.conf in name order: the HTTPS servers' file (zhimei-tls.conf)
# sorts after the http context's, whose log format they use.
render "$here/edge.conf.template" "$out/zhimei-edge.conf"
# Included by both servers' files, and not a .conf: conf.d/*.conf is included in the http context.
render "$here/site.conf.template" "$out/zhimei-site.inc"
if [ -r "$EDGE_TLS_CERT" ] && [ -r "$EDGE_TLS_KEY" ]; then
  render "$here/edge-tls.conf.template" "$out/zhimei-tls.conf"
  echo "edge: HTTPS (HTTP/2) on $EDGE_TLS_LISTEN with $EDGE_TLS_CERT" >&2
else
  rm -f "$out/zhimei-tls.conf"
  echo "edge: no certificate at $EDGE_TLS_CERT (or no key at $EDGE_TLS_KEY): HTTPS is off, HTTP only" >&2
fi
echo "edge: HTTP on $EDGE_HTTP_LISTEN, in front of $EDGE_ORIGIN, for $EDGE_SERVER_NAMES (other names refused)" >&2

case $EDGE_RELOAD_EVERY in
  "" | *[!0-9]* | 0)
    echo "edge: EDGE_RELOAD_EVERY must be a whole number of seconds, got \"$EDGE_RELOAD_EVERY\"" >&2
    exit 1
    ;;
esac

# The origin writes nginx/generation after each change of the lines nginx includes from the
# published pages (server/edge/publishedPages.ts). nginx reads includes only when it loads its
# configuration: a reload (graceful: workers finish their requests) makes it read them again.
# A reload that fails (a line nginx refuses) keeps the running configuration, and says so.
if [ "${1:-}" = nginx ]; then
  generation="$EDGE_PUBLISH_DIR/nginx/generation"
  (
    last=$(cat "$generation" 2>/dev/null || true)
    while sleep "$EDGE_RELOAD_EVERY"; do
      now=$(cat "$generation" 2>/dev/null || true)
      [ "$now" = "$last" ] && continue
      last=$now
      nginx -s reload 2>&1 | sed 's/^/edge: reload after the published pages changed: /' >&2 || true
    done
  ) &
  echo "edge: pages published in $EDGE_PUBLISH_DIR are served as files (checked every $EDGE_RELOAD_EVERY s)" >&2
fi

exec "$@"
