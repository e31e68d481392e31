# syntax=docker/dockerfile:1
# The same steps CI runs (npm ci, npm run build), then a slim runtime with production
# dependencies only, running as the unprivileged `node` user.

# better-sqlite3 (the lead outbox) has no prebuilt binary this build can download: npm
# compiles it, which takes python3, make, g++ and the headers the node image ships.
FROM node:22-bookworm-slim AS toolchain
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local

FROM toolchain AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# A release's name in a comment atop every client script (build.ts); none by default.
ARG BUILD_LABEL=
RUN npm run build

# Production dependencies: the deps stage's install without the dev ones (better-sqlite3
# stays compiled: no second install, no second compile); the runtime gets the result.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY public ./public
# DATA_DIR: the server's lead outbox (the mock upstream keeps its intents here too); a named
# volume per service in compose, owned by the runtime user and private to it.
# ASSETS_ARCHIVE_DIR: every release's client files, one volume all replicas share (compose);
# a new volume takes this directory's owner.
# PUBLISH_DIR: pages published as files for the edge (server/edge/publishedPages.ts), a named
# volume the edge mounts read-only; readable by nginx's user in the edge's container.
RUN mkdir -p /app/data /app/assets-archive /app/published && chown node:node /app/assets-archive /app/published && chown node:node /app/data && chmod 700 /app/data
USER node
# The server's V8 options (server/ops/nodeOptions.ts says why: fewer scavenges under load);
# compose's mock upstream, from the same image, runs with them too.
ENV NODE_OPTIONS=--max-semi-space-size=64
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child of nothing: SIGTERM reaches the server, which drains and exits.
CMD ["node", "dist/server/index.js"]
