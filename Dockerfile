# One image for both services, the sandbox core API and the gateway (which also serves the built
# web app), from the official Node 24 image with the pnpm version pinned in package.json.
FROM node:24-bookworm-slim AS base
WORKDIR /app
RUN npm install --global pnpm@10.34.9
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
COPY schema/package.json schema/
COPY sandbox/package.json sandbox/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/

FROM base AS build
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm --filter @guest/web run build

FROM base AS runtime
ENV NODE_ENV=production
RUN pnpm install --frozen-lockfile --prod && pnpm store prune
COPY schema schema
COPY sandbox sandbox
COPY gateway gateway
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/persisted-documents.json web/persisted-documents.json
RUN mkdir -p /app/data && chown node:node /app/data
USER node
