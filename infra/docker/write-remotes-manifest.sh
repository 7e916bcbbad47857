#!/bin/sh
# Writes /remotes.json for every remote this image serves (each folder under remotes/), from
# REMOTE_URL_<NAME> when set, else this server's /remotes/<name>/remoteEntry.js.
set -eu
html="${WEB_ROOT:-/usr/share/nginx/html}"
entry() { eval "value=\${REMOTE_URL_$(echo "$1" | tr a-z A-Z):-/remotes/$1/remoteEntry.js}"; printf '"%s":{"url":"%s"}' "$1" "$value"; }
{
  printf '{'
  first=1
  for dir in "$html"/remotes/*/; do
    [ $first -eq 1 ] || printf ','
    first=0
    entry "$(basename "$dir")"
  done
  printf '}\n'
} > "$html/remotes.json"
