#!/usr/bin/env bash
# Builds Release, times every benchmark and NumPy's tutorial code in the same run, prints the
# table and writes build/bench.json. Exits non-zero when a target is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_TYPE=Release scripts/build.sh
exec /usr/bin/python3 tests/benchmarks/bench_report.py build
