# syntax=docker/dockerfile:1
# Groundcrew: one image serving the API, GraphQL and the React app.
# Build:  docker build -t groundcrew .
# Run:    docker compose up   (see docker-compose.yml; PostgreSQL server, files in a volume)

# ---- build: install everything, compile the server and the client, then drop dev dependencies ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node, Debian's Chromium for PDF rendering, fonts, a non-root user ----
FROM node:20-bookworm-slim AS runtime
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    chromium \
    fonts-liberation fonts-dejavu-core fonts-noto-core fonts-noto-color-emoji \
    ca-certificates tini \
  && rm -rf /var/lib/apt/lists/*

# Production refuses to start without JWT_SECRET and FILE_URL_SECRET (docker run -e ..., or docker-compose.yml).
# Without DATABASE_URL the embedded PostgreSQL runs as this image's user (node) on /data/db: PostgreSQL never
# runs as root here, so none of the root-only arrangements of docs/configuration.md are needed.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    CHROME_PATH=/usr/bin/chromium

WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/client/dist ./client/dist

RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node

EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# tini reaps Chromium's child processes and forwards SIGTERM so the app shuts down cleanly.
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/main.js"]
