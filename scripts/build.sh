#!/usr/bin/env bash
# Installs what is missing, then configures and builds into build/ (Release by default).
# PE_WARNINGS_AS_ERRORS=ON in the environment makes any compiler warning stop the build (as in CI,
# .ci/run); unset, the build folder keeps what it was configured with (off when new).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cmake -S . -B build $(scripts/generator.sh build) -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" \
      ${PE_WARNINGS_AS_ERRORS:+-DPE_WARNINGS_AS_ERRORS=$PE_WARNINGS_AS_ERRORS} >/dev/null
cmake --build build -j2
