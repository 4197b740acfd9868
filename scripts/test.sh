#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite offscreen. The exit status is ctest's.
#   scripts/test.sh             Release build in build/
#   scripts/test.sh --sanitize  AddressSanitizer + UndefinedBehaviorSanitizer build in build-sanitize/
# PE_WARNINGS_AS_ERRORS=ON in the environment: any compiler warning stops the build (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

sanitize=0
for argument in "$@"; do
  case "$argument" in
    --sanitize) sanitize=1 ;;
    *) echo "Usage: scripts/test.sh [--sanitize]" >&2; exit 2 ;;
  esac
done

export QT_QPA_PLATFORM=offscreen

if [ "$sanitize" = 0 ]; then
  scripts/build.sh
  cd build
  ctest --output-on-failure -j2 --timeout 300
  exit
fi

scripts/setup.sh
# The sanitizer flags live in CMakeLists.txt behind PE_SANITIZE. -O1 keeps the optimiser's view of
# the code (inlining, what ships) at half the compile time of -O2; -g1 gives the reports their
# file and line numbers and nothing more.
cmake -S . -B build-sanitize $(scripts/generator.sh build-sanitize) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
      -DPE_SANITIZE=ON ${PE_WARNINGS_AS_ERRORS:+-DPE_WARNINGS_AS_ERRORS=$PE_WARNINGS_AS_ERRORS} >/dev/null
cmake --build build-sanitize -j2

# Any report fails the test that produced it: a sanitizer exits with status 23, which no test
# expects, also from the pe-explorer processes that test_command_line and numpy_reference start
# (some of those are meant to exit with 1, ASan's default). Leaks that belong to system
# libraries, not to this project, would be suppressed one by one, each with its reason, in
# tests/sanitizers/lsan.supp.
suppressions="$PWD/tests/sanitizers/lsan.supp"
export ASAN_OPTIONS="detect_leaks=1:exitcode=23:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1"
export LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=23"
cd build-sanitize
# The benchmarks are not built here (tests/CMakeLists.txt): they run once in the plain suite.
ctest --output-on-failure -j2 --timeout 600
