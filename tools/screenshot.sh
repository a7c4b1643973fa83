#!/usr/bin/env bash
# Screenshot of the real window on a virtual X screen: tools/screenshot.sh [OUT.png] [WxH] [-- app args]
# Needs: apt-get install xvfb imagemagick
set -euo pipefail
out=${1:-docs/screenshot.png}
size=${2:-1600x1000}
shift $(( $# > 2 ? 2 : $# )) || true
[ "${1:-}" = "--" ] && shift
display=:$(( 90 + RANDOM % 9 ))
Xvfb "$display" -screen 0 "${size}x24" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
DISPLAY=$display .venv/bin/python main.py "$@" &
app=$!
sleep "${KINO_SCREENSHOT_WAIT:-5}"
DISPLAY=$display import -window root "$out"
kill $app 2>/dev/null || true
echo "wrote $out"
