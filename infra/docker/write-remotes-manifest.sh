#!/bin/sh
# Writes /remotes.json from REMOTE_URL_<NAME> (default: this server's /remotes/<name>/).
set -eu
entry() { eval "value=\${REMOTE_URL_$(echo "$1" | tr a-z A-Z):-/remotes/$1/remoteEntry.js}"; printf '"%s":{"url":"%s"}' "$1" "$value"; }
{
  printf '{'
  first=1
  for name in education practice bingo assessments donate; do
    [ $first -eq 1 ] || printf ','
    first=0
    entry "$name"
  done
  printf '}\n'
} > /usr/share/nginx/html/remotes.json
