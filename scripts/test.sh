#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite offscreen. The exit status is ctest's.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
export QT_QPA_PLATFORM=offscreen
cd build
ctest --output-on-failure -j2 --timeout 300
