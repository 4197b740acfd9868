#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz with clang in build-fuzz/ and runs each one for
# SECONDS (default 60). The seeds in tests/fuzz/corpus/ are copied into build-fuzz/corpus/,
# which is where new inputs go (never into the repository); a crash is saved under
# build-fuzz/crashes/TARGET/ and makes the script exit with status 1.
#   scripts/fuzz.sh [SECONDS]
#   build-fuzz/tests/fuzz/fuzz_tokenizer build-fuzz/crashes/fuzz_tokenizer/crash-...   # replay a crash
# PE_WARNINGS_AS_ERRORS=ON in the environment: any compiler warning stops the build (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "Usage: scripts/fuzz.sh [SECONDS]   (a whole number of seconds per target, default 60)" >&2
  exit 2
fi
targets=(fuzz_tokenizer fuzz_command_line fuzz_word_vectors fuzz_lesson_file)

scripts/setup.sh
# The instrumentation flags live in CMakeLists.txt behind PE_FUZZ. -O1 -g without -DNDEBUG:
# fast enough to fuzz, and Eigen's and the standard library's assertions stay on.
cmake -S . -B build-fuzz $(scripts/generator.sh build-fuzz) -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" -DPE_FUZZ=ON ${PE_WARNINGS_AS_ERRORS:+-DPE_WARNINGS_AS_ERRORS=$PE_WARNINGS_AS_ERRORS} >/dev/null
cmake --build build-fuzz -j2 --target "${targets[@]}"

root="$PWD"
export QT_QPA_PLATFORM=offscreen
export ASAN_OPTIONS="detect_leaks=1:exitcode=23"
export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:exitcode=23"
# The symbolizer of the clang that built the fuzzers (package llvm, see setup.sh), on any release.
ASAN_SYMBOLIZER_PATH=$(clang++ -print-prog-name=llvm-symbolizer)
[ -x "$ASAN_SYMBOLIZER_PATH" ] || ASAN_SYMBOLIZER_PATH=$(command -v llvm-symbolizer)
export ASAN_SYMBOLIZER_PATH

failed=()
summary=()
for target in "${targets[@]}"; do
  corpus="build-fuzz/corpus/$target"
  crashes="build-fuzz/crashes/$target"
  log="build-fuzz/$target.log"
  mkdir -p "$corpus" "$crashes"
  cp -n tests/fuzz/corpus/"$target"/* "$corpus"/   # -n keeps what earlier runs found
  options=(-max_total_time="$seconds" -timeout=10 -print_final_stats=1 -artifact_prefix="$root/$crashes/")
  case "$target" in
    fuzz_command_line) options+=(-dict="$root/tests/fuzz/command_line.dict") ;;
    fuzz_lesson_file) options+=(-dict="$root/tests/fuzz/lesson_file.dict") ;;
  esac

  echo "== $target: ${seconds} s on $corpus"
  status=0
  (cd build-fuzz && "$root/build-fuzz/tests/fuzz/$target" "${options[@]}" "$root/$corpus") >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  if [ "$status" -ne 0 ]; then
    failed+=("$target")
    echo "$target FAILED (exit status $status); the end of $log:"
    tail -n 60 "$log"
    summary+=("$(printf '%-20s FAILED, see %s and %s/' "$target" "$log" "$crashes")")
  else
    summary+=("$(printf '%-20s %10s executions, %7s per second, corpus %s files' \
      "$target" "${runs:-?}" "${speed:-?}" "$(find "$corpus" -type f | wc -l)")")
  fi
done

echo "== fuzzing summary (${seconds} s per target)"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -ne 0 ]; then
  echo "Crashed: ${failed[*]}" >&2
  exit 1
fi
