#!/usr/bin/env bash
# Installs the Debian packages Positional Encoding Explorer needs to build, test and run.
# Idempotent: when every package is already present it does not touch apt at all.
set -euo pipefail

packages=(
  cmake g++ make pkg-config
  ninja-build                 # builds with both cores busy to the end (a tenth faster than make here)
  lld                         # a faster linker for the many test programs
  ccache                      # the second build of the same code takes its objects from the cache
  qt6-base-dev qt6-tools-dev qt6-svg-dev qt6-l10n-tools qt6-tools-dev-tools
  libqcustomplot-dev libeigen3-dev
  libopenblas-dev             # the training's matrix products, with the processor's fastest kernels
  fonts-wqy-microhei          # Chinese text renders as boxes without a CJK font
  qt6-translations-l10n       # Qt's own dialog buttons in Chinese
  xvfb xauth xdotool          # real windows and screenshots without a screen, and a test that reads them
  x11-utils openbox imagemagick   # the lesson walked in a real window under a window manager (lesson_walk.sh)
  python3-numpy               # independent reference computations in the tests
  python3-torch               # the tests run the PyTorch snippets of "Show code"
  qemu-user                   # runs a test as older processors: every build of the vectorised loops gives the same bits
  # The release's own clang, whatever its version (14 on Debian 12, 19 on Debian 13): the
  # unversioned names are Debian's defaults, so no version is written here or anywhere else.
  clang libclang-rt-dev       # libFuzzer and clang's sanitizer runtimes for scripts/fuzz.sh
  llvm                        # llvm-symbolizer: file and line in the fuzzers' crash reports
  help2man                    # the manual page, made from --help at build time so it never drifts
  dpkg-dev file               # dpkg-shlibdeps and file: the .deb's library dependencies (cpack)
  lintian desktop-file-utils appstream   # scripts/package.sh checks the .deb and its desktop files
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
