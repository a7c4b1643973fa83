#!/usr/bin/env bash
# Screenshot of the real window on a virtual X screen: tools/screenshot.sh [OUT.png] [WxH] [-- app args]
# Needs: apt-get install xvfb imagemagick
set -euo pipefail
out=${1:-docs/screenshot.png}
size=${2:-1600x1000}
shift $(( $# > 2 ? 2 : $# )) || true
[ "${1:-}" = "--" ] && shift
# -displayfd: Xvfb picks a free display itself and tells us which (no clash with other Xvfbs).
fifo=$(mktemp -u)
mkfifo "$fifo"
Xvfb -displayfd 3 -screen 0 "${size}x24" 3>"$fifo" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "${scratch:-}" "$fifo"' EXIT
read -r number <"$fifo"
display=:$number
# A fresh settings and data folder: the picture shows what a new user sees, not a restored session.
scratch=$(mktemp -d)
DISPLAY=$display KINO_CONFIG_DIR=$scratch/config KINO_DATA_DIR=$scratch/data .venv/bin/python main.py "$@" &
app=$!
sleep "${KINO_SCREENSHOT_WAIT:-5}"
DISPLAY=$display import -window root "$out"
kill $app 2>/dev/null || true
echo "wrote $out"
