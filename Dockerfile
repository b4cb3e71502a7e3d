# syntax=docker/dockerfile:1
# BizGift: one image for the API nodes and the delivery workers (docs/deploy.md).

# --- build: the same `npm ci && npm run build` as on a workstation ---------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first, so a code change does not reinstall the dependencies.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/client/package.json packages/client/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: compiled JavaScript only, no TypeScript, no dev tools, not root -------------------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/packages/domain/package.json ./packages/domain/
COPY --from=build /app/packages/domain/dist ./packages/domain/dist
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# Code and dependencies stay root-owned (read-only for the process); only DATA_DIR (uploaded
# images) is writable. A named volume mounted here starts with this ownership.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Liveness of an API node; compose switches it off for the worker, which serves no HTTP.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The API (scripts/run.mjs's production command, without its wrapper process, so SIGTERM reaches
# the server itself). The worker: apps/api/dist/jobs/worker-main.js with the same flags.
CMD ["node", "--conditions=bizgift-compiled", "--enable-source-maps", "apps/api/dist/main.js"]
