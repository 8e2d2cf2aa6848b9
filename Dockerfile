# syntax=docker/dockerfile:1
# The base image of every stage, pinned to an exact Node release (the active
# LTS line, decision 027). A build argument so CI can build this same file
# against a stand-in it makes locally (scripts/image-smoke.sh).
ARG NODE_IMAGE=node:26.12.1-bookworm-slim

# Build: every dependency, then the SPA, the prerendered pages, the server
# bundle and the command-line entries into dist/. npm's cache is a build
# cache, not a layer, so a rebuild downloads only what changed.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

# Production dependencies alone, installed on the image's own platform so the
# native parts (@node-rs/argon2, sharp) are the ones for its CPU and libc.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev

# Runtime: no compilers, no sources, no dev dependencies. The app's files
# belong to root and only /data is writable by the user the app runs as.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY package.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
# `npm run admin:grant` and the other database commands start here and run
# the built entries in dist/cli; the healthcheck below is a file of its own.
COPY scripts/run-cli.mjs scripts/healthcheck.mjs ./scripts/
# 1000 is the base image's `node` user; numeric so an orchestrator's
# "run as non-root" check can verify it without reading /etc/passwd.
RUN mkdir -p /data && chown 1000:1000 /data
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000
# Readiness, not liveness: healthy means the database (and Redis, when
# configured) answers, which is when a proxy should send traffic here.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "scripts/healthcheck.mjs"]
# node directly (not npm) so SIGTERM reaches the server for a graceful stop.
CMD ["node", "dist/server/index.js"]
