#!/usr/bin/env bash
# Screenshot of the real window on a virtual X screen: tools/screenshot.sh [OUT.png] [WxH] [-- app args]
# Needs: apt-get install xvfb imagemagick (and xdotool for KINO_SCREENSHOT_KEYS)
# KINO_SCREENSHOT_KEYS="4": keys pressed in the window before the picture (xdotool names), as a
# user would: key 4 loads preset 4 with the words of the window's language, which a preset file
# opened by name does not (a file's own words stay as written).
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
if [ -n "${KINO_SCREENSHOT_KEYS:-}" ]; then
    window=$(DISPLAY=$display timeout 30 xdotool search --sync --onlyvisible --class kino | head -n 1)
    DISPLAY=$display xdotool windowfocus --sync "$window"
    # shellcheck disable=SC2086 # one key name per word
    DISPLAY=$display xdotool key --delay 300 $KINO_SCREENSHOT_KEYS
    sleep 2
fi
DISPLAY=$display import -window root "$out"
kill $app 2>/dev/null || true
echo "wrote $out"
