# nginx serving the shell at / and each remote at /remotes/<name>/, proxying /api to the API.
# /remotes.json is written at container start from REMOTE_URL_* (no rebuild to move a remote).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# Every remote is a project tagged scope:remote (the registry: libs/contracts/src/remotes.ts); the
# site is the shell's build with each remote's build under remotes/<name>/.
RUN PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund \
  && NX_DAEMON=false npx nx run-many -t build --projects=shell,tag:scope:remote \
  && mkdir -p /site/remotes && cp -r shell/dist/. /site/ \
  && for dir in remotes/*/; do cp -r "${dir}dist" "/site/remotes/$(basename "$dir")"; done

FROM nginx:1.27-alpine
# The image renders /etc/nginx/templates/*.template with envsubst at start (into conf.d); the
# variables are listed at the top of the template. API_UPSTREAM: the api service's name and port.
ENV API_UPSTREAM=api:8080 NGINX_PORT=80 WEB_ROOT=/usr/share/nginx/html
RUN rm -f /etc/nginx/conf.d/default.conf
COPY infra/docker/nginx.conf.template /etc/nginx/templates/renewed.conf.template
COPY infra/docker/write-remotes-manifest.sh /docker-entrypoint.d/40-remotes-manifest.sh
COPY --from=build /site /usr/share/nginx/html
