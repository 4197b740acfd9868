#!/usr/bin/env bash
# Builds the Debian package in a Release build folder (build/ by default, as scripts/build.sh leaves
# it), checks it the way Debian and the software centres do, then unpacks it into an empty folder
# and runs the program from there. Exits non-zero on any lintian error or warning, any message of
# desktop-file-validate, any AppStream issue (pedantic ones included) or a program that fails.
#   scripts/package.sh [BUILD_FOLDER]
set -euo pipefail
cd "$(dirname "$0")/.."

build="${1:-build}"
app_id=io.github.pe_explorer.pe_explorer

scripts/setup.sh
if [ ! -f "$build/CMakeCache.txt" ]; then
  cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release ${PE_WARNINGS_AS_ERRORS:+-DPE_WARNINGS_AS_ERRORS=$PE_WARNINGS_AS_ERRORS} >/dev/null
fi
build_type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
if [ "$build_type" != Release ]; then
  echo "$build is a $build_type build; the package is made from a Release build." >&2
  exit 2
fi
# cpack builds whatever is missing too, but one job at a time: build first, as fast as build.sh.
cmake --build "$build" -j2
cpack_log=$(cd "$build" && cpack)
echo "$cpack_log"
deb=$(sed -n 's/^CPack: - package: \(.*\.deb\) generated\.$/\1/p' <<<"$cpack_log")
if [ ! -f "$deb" ]; then
  echo "cpack made no .deb." >&2
  exit 1
fi

# One version everywhere: the package, the Debian changelog and the newest release in the metainfo.
version=$(dpkg-deb --field "$deb" Version)
changelog_version=$(dpkg-parsechangelog --file resources/debian/changelog --show-field Version)
release_version=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p;T;q' resources/desktop/$app_id.metainfo.xml.in)
if [ "$version" != "$changelog_version" ] || [ "$version" != "$release_version" ]; then
  echo "Versions differ: package $version, resources/debian/changelog $changelog_version," \
       "metainfo release $release_version. Add an entry to both for a new version." >&2
  exit 1
fi

echo "== lintian"
lintian --allow-root --fail-on error,warning "$deb"

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"

# Both validators exit 0 after hints and pedantic notes, so their messages decide: any fails.
echo "== desktop-file-validate"
messages=$(desktop-file-validate "$root/usr/share/applications/$app_id.desktop" 2>&1) || true
if [ -n "$messages" ]; then
  echo "$messages" >&2
  exit 1
fi
appstream_check() {   # appstreamcli ARGUMENTS...: passes on "Validation was successful." alone
  local messages
  messages=$(appstreamcli "$@" 2>&1) || true
  echo "$messages"
  if grep -q '^[EWIP]: ' <<<"$messages" || ! grep -q 'Validation was successful' <<<"$messages"; then
    exit 1
  fi
}
# --no-net: the screenshot and home page URLs exist only once the project is online, and CI has no
# network; offline the validator checks everything else. validate-tree also checks that the desktop
# entry and the icon the metainfo names are installed.
echo "== appstreamcli validate --pedantic"
appstream_check validate --pedantic --no-net "$root/usr/share/metainfo/$app_id.metainfo.xml"
echo "== appstreamcli validate-tree --pedantic"
appstream_check validate-tree --pedantic --no-net "$root"

# The unpacked program runs with the libraries the package depends on, as after apt install.
echo "== the program from the package"
program="$root/usr/bin/pe-explorer"
printed=$("$program" --version)
if [ "$printed" != "pe-explorer $version" ]; then
  echo "--version printed '$printed', expected 'pe-explorer $version'." >&2
  exit 1
fi
echo "$printed"
QT_QPA_PLATFORM=offscreen "$program" --export-encoding "$root/encoding.csv" --d-model 4 --positions 3
# 3 positions × 4 dimensions; position 0 is sin 0, cos 0 in every pair, position 1 starts with sin 1.
awk -F, 'NF != 4 { bad = 1 }
         NR == 1 && $0 != "0,1,0,1" { bad = 1 }
         NR == 2 && ($1 - sin(1))^2 > 1e-24 { bad = 1 }
         END { exit bad || NR != 3 }' "$root/encoding.csv" || {
  echo "--export-encoding wrote an unexpected matrix:" >&2
  cat "$root/encoding.csv" >&2
  exit 1
}
echo "--export-encoding wrote the expected 3 × 4 matrix"
echo "Ready: sudo apt install $deb"
