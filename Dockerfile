# One image for the three services: `docker build --build-arg SERVICE=storefront|identity|payments .`, or set
# SERVICE at run time (compose.yaml does). Each runs its production entry point, apps/<service>/src/main.ts, on
# Node 24, which runs the TypeScript sources as they are (type stripping); the web app is built into the image.
# Deploying and scaling out: README.md, "Deploying and scaling out"; docs/decisions/0043-scale-out-shared-state.md.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/server-kit/package.json packages/server-kit/
COPY apps/api/package.json apps/api/
COPY apps/identity/package.json apps/identity/
COPY apps/payments/package.json apps/payments/
COPY apps/web/package.json apps/web/
COPY apps/storefront/package.json apps/storefront/
COPY tests/e2e/package.json tests/e2e/
COPY bench/package.json bench/
# Playwright's browsers are the tests' business, not the image's.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ARG SERVICE=storefront
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    SERVICE=${SERVICE}
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# DATA_DIR: development secrets and keys when they are not given in the environment (see compose.yaml).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 3001 3002
# Ready (the service and what it depends on answer): /readyz on the service's own port, from server-kit's health.ts.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD node -e "const p={storefront:process.env.PORT||3000,identity:process.env.IDENTITY_PORT||3001,payments:process.env.PAYMENTS_PORT||3002}[process.env.SERVICE];fetch('http://127.0.0.1:'+p+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "case \"$SERVICE\" in storefront|identity|payments) exec node \"apps/$SERVICE/src/main.ts\" ;; *) echo \"SERVICE must be storefront, identity or payments (got '$SERVICE')\" >&2; exit 64 ;; esac"]
