#!/usr/bin/env bash
# Installs what is missing, then configures and builds into build/ (Release by default).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build $(scripts/generator.sh build) -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" >/dev/null
cmake --build build -j2
