# nginx serving the shell at / and each remote at /remotes/<name>/, proxying /api to the API.
# /remotes.json is written at container start from REMOTE_URL_* (no rebuild to move a remote).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund \
  && NX_DAEMON=false npx nx run-many -t build --projects=shell,education,practice,bingo,assessments,donate

FROM nginx:1.27-alpine
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY infra/docker/write-remotes-manifest.sh /docker-entrypoint.d/40-remotes-manifest.sh
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/remotes/education/dist /usr/share/nginx/html/remotes/education
COPY --from=build /app/remotes/practice/dist /usr/share/nginx/html/remotes/practice
COPY --from=build /app/remotes/bingo/dist /usr/share/nginx/html/remotes/bingo
COPY --from=build /app/remotes/assessments/dist /usr/share/nginx/html/remotes/assessments
COPY --from=build /app/remotes/donate/dist /usr/share/nginx/html/remotes/donate
