#!/usr/bin/env bash
# Sets up, builds and opens Positional Encoding Explorer. Arguments go to the app (try --help).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh

wants_window=1
for argument in "$@"; do
  case "$argument" in
    --help|-h|--version|-v|--export-*|--screenshot) wants_window=0 ;;
  esac
done
if [ "$wants_window" = 1 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  echo "There is no screen here to open the window on (DISPLAY is not set)."
  echo "Run it on a virtual screen instead:"
  echo "  xvfb-run -a -s '-screen 0 1600x1000x24' build/app/pe-explorer $*"
  echo "or save a picture of the window:"
  echo "  build/app/pe-explorer --screenshot window.png"
  exit 1
fi
exec build/app/pe-explorer "$@"
