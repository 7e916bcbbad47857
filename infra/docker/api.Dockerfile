# The API and the workers share this image (one code base, two entry points):
#   api:    node services/api/dist/main.js
#   worker: node services/api/dist/worker.js   (WORKER_QUEUES picks the queues)
# Two stages: the first installs every package and compiles; the second keeps only the compiled
# output and production packages, and runs as the unprivileged `node` user (uid 1000, the
# runAsUser of infra/k8s). Node is PID 1 and handles SIGTERM itself (Nest shutdown hooks): the
# gateway closes its server, a worker finishes the jobs in progress (docs/architecture.md, "Deployment").
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/content/package.json libs/content/
COPY libs/ui/package.json libs/ui/
COPY libs/web-kit/package.json libs/web-kit/
COPY services/api/package.json services/api/
COPY shell/package.json shell/
COPY remotes/education/package.json remotes/education/
COPY remotes/practice/package.json remotes/practice/
COPY remotes/bingo/package.json remotes/bingo/
COPY remotes/assessments/package.json remotes/assessments/
COPY remotes/donate/package.json remotes/donate/
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY . .
RUN npx tsc -p libs/contracts/tsconfig.lib.json && npx tsc -p libs/content/tsconfig.lib.json && npx tsc -p services/api/tsconfig.app.json \
  && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/content/package.json libs/content/
COPY --from=build /app/libs/content/dist libs/content/dist
COPY --from=build /app/services/api/dist services/api/dist
USER node
EXPOSE 8080
CMD ["node", "services/api/dist/main.js"]
