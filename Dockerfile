# syntax=docker/dockerfile:1
# The app as a container (docs/decisions/14-several-servers.md §6, docs/deploy.md). Three targets from one build:
#   build   - everything, then `next build` with output: 'standalone'
#   migrate - the build stage run as a one-shot `npm run db:setup`: migrations, then the reference data (categories,
#             towns), never sample businesses (needs the dev tools and prisma/migrations)
#   app     - the default: only the standalone server, the static files and the migrations folder, as user `node`
# Build once and run that one image everywhere: every process then shares the build id (cache keys), the server
# actions' encryption key and the deployment id. Pass them as build arguments to keep them across rebuilds.

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm install --no-audit --no-fund
ARG NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
ARG NEXT_DEPLOYMENT_ID
ARG NEXT_BUILD_ID
RUN npx tsx scripts/build-images.ts && NEXT_OUTPUT=standalone \
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$NEXT_SERVER_ACTIONS_ENCRYPTION_KEY" \
    NEXT_DEPLOYMENT_ID="$NEXT_DEPLOYMENT_ID" NEXT_BUILD_ID="$NEXT_BUILD_ID" \
    npx next build

FROM build AS migrate
RUN chown -R node:node /app
USER node
CMD ["npm", "run", "db:setup"]

FROM node:22-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Read at start to refuse a database that lacks this build's migrations (lib/ops/migrations.ts).
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
COPY --from=build --chown=node:node /app/cache-handler.mjs ./cache-handler.mjs
COPY --from=build --chown=node:node /app/lib/cache/redis-cache.mjs /app/lib/cache/shared-cache.mjs ./lib/cache/
# The request guard, loaded before Next: client addresses from the connection, public bodies at most 1 MB, the
# security headers of every response, cached pages written as bytes encoded once (with lru-cache, which Next's trace
# of the server does not hold).
COPY --from=build --chown=node:node /app/lib/ops/request-guard.mjs /app/lib/ops/connection-address.mjs /app/lib/ops/security-headers.mjs /app/lib/ops/encoded-bodies.mjs ./lib/ops/
COPY --from=build --chown=node:node /app/node_modules/lru-cache ./node_modules/lru-cache
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node, not npm: SIGTERM must reach the server itself (graceful shutdown, instrumentation.ts).
CMD ["node", "--import", "./lib/ops/request-guard.mjs", "server.js"]
