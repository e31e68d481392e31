# syntax=docker/dockerfile:1
# The same steps CI runs (npm ci, npm run build), then a slim runtime with production
# dependencies only, running as the unprivileged `node` user.

FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY public ./public
# The mock upstream keeps its cooperation intents here (a named volume in compose).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# The server's V8 options (server/ops/nodeOptions.ts says why: fewer scavenges under load);
# compose's mock upstream, from the same image, runs with them too.
ENV NODE_OPTIONS=--max-semi-space-size=64
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child of nothing: SIGTERM reaches the server, which drains and exits.
CMD ["node", "dist/server/index.js"]
