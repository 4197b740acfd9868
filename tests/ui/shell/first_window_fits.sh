#!/usr/bin/env bash
# The first window lies wholly on the screen: the real program in a real X server (Xvfb) at a
# projector's sizes and a desktop's, with an empty settings folder, as a new user starts it; on a
# screen as large as the window's 1600 x 1000 the window keeps that size. Last, a window left at
# 300,60 on the desktop and closed opens again on the 1280 x 720 projector: fitted onto it.
#   first_window_fits.sh PE_EXPLORER
set -euo pipefail
app=$(realpath "$1")
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/run" QT_QPA_PLATFORM=xcb
mkdir -m 700 "$home/run"

# run_app SCREEN [ACTION]: starts the app on a new X server (xvfb-run -a: a free display, so the test
# runs beside others) and prints its window's X, Y, WIDTH and HEIGHT once it is shown; then
# ACTION "move-and-quit" moves the window to 300,60 and quits with Ctrl+Q (the window's place is
# remembered), otherwise the app is stopped.
run_app() {
  timeout 120 xvfb-run -a -s "-screen 0 ${1}x24" bash -c '
    "$0" & pid=$!
    # A program that stops before its window shows fails here within a minute, not at the timeout.
    window=$(timeout 60 xdotool search --sync --onlyvisible --pid "$pid" | head -n 1)
    [ -n "$window" ] || { echo "no window: the program did not show one" >&2; kill "$pid"; exit 1; }
    xdotool getwindowgeometry --shell "$window"
    if [ "$1" = move-and-quit ]; then
      xdotool windowmove --sync "$window" 300 60
      xdotool windowfocus --sync "$window" key ctrl+q
      wait "$pid"
    else
      kill "$pid"
    fi' "$app" "${2:-}"
}

failed=0
checks=0
# check NAME SCREEN GEOMETRY: the window inside the screen (and 1600 x 1000 on a screen that holds it).
check() {
  local X Y WIDTH HEIGHT WINDOW SCREEN
  checks=$((checks + 1))
  if [ -z "$3" ]; then
    echo "$1, screen $2: FAIL: no window"
    failed=$((failed + 1))
    return
  fi
  eval "$3"
  local width=${2%x*} height=${2#*x} verdict=ok
  if (( X < 0 || Y < 0 || X + WIDTH > width || Y + HEIGHT > height )); then
    verdict="FAIL: off the screen"
  elif (( width >= 1920 && (WIDTH != 1600 || HEIGHT != 1000) )); then
    verdict="FAIL: not the default 1600x1000"
  fi
  echo "$1, screen $2: window ${WIDTH}x${HEIGHT} at ${X},${Y}: ${verdict}"
  [ "$verdict" = ok ] || failed=$((failed + 1))
}

for screen in 1024x768 1280x720 1920x1080; do
  rm -rf "$XDG_CONFIG_HOME"
  check "first start" "$screen" "$(run_app "$screen")"
done
check "desktop, moved to 300,60 and closed" 1920x1080 "$(run_app 1920x1080 move-and-quit)"
check "then opened on the projector" 1280x720 "$(run_app 1280x720)"
echo "$((checks - failed)) passed, ${failed} failed"
exit "$failed"
