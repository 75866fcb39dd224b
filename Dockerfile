# The site's server for production: the built SPA and server renderer, the bundled server and production
# dependencies only, run as a non-root user. docker-compose.yml runs it beside Hasura and PostgreSQL
# (GRAPHQL_ENGINE=external); docs/deploy.md walks through a deploy.

# --- Build: every dependency, the site (client and server renderer) and the server bundle.
FROM node:22.23.2-bookworm-slim AS build
WORKDIR /app
# No browser downloads: the image runs no browser tests.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# The same builds as `npm start` (scripts/start.mjs): `npm run build` writes dist/ and dist-server/ssr/, and
# esbuild bundles the server into dist-server/main.mjs with the options start.mjs uses.
RUN npm run build \
  && npx esbuild server/src/main.ts --bundle --platform=node --format=esm --target=node20 --packages=external \
    --log-level=warning --outfile=dist-server/main.mjs

# --- Run: production dependencies and the built files.
FROM node:22.23.2-bookworm-slim AS runtime
# The apt step first: a code or dependency change leaves this layer cached. The news share cards
# (server/src/http/news-card) draw Chinese with WenQuanYi Micro Hei.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  SKIP_BUILD=1
# What the server bundle, the server renderer, the database worker and `npm run admin` import, and nothing else:
# the client-only packages (the console's monaco-editor and graphiql) and the build tools are devDependencies
# (server/test/deploy/containers.test.ts holds package.json's dependencies to exactly what those entry points import).
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# Read at run time: migrations (the schema version /healthz waits for), metadata and the seed categories.
COPY hasura ./hasura
COPY scripts/start.mjs scripts/admin.mjs scripts/backup.mjs ./scripts/
# The news share cards take their words from the site's messages.
COPY locales ./locales
# `npm run admin -- grant EMAIL` runs the TypeScript sources through tsx; the embedded database's worker
# thread (server/src/db/pglite-worker.mjs) and the render threads (server/src/http/ssr/render-worker.mjs) are
# loaded from here too.
COPY server/src ./server/src
COPY contract ./contract
# The code stays root's and read-only; the server writes only to DATA_DIR (uploads without S3, its lock file).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Slim images have no curl: Node's fetch asks /healthz, which answers 503 until the database is ready (with an
# external Hasura: until Hasura has applied every migration).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1, so SIGTERM reaches the server, which closes cleanly.
CMD ["node", "scripts/start.mjs"]
