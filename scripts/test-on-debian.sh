#!/usr/bin/env bash
# Tries the project on a fresh, minimal Debian release, as a new user's machine would be: builds a
# chroot with debootstrap from Debian's archive (minbase, plus git, ca-certificates and sudo only),
# clones this repository's committed main into it and runs the whole of .ci/run there (setup,
# suite, package checks, sanitized suite, fuzzers). Run it before a release, and when Debian makes
# a new one; it is not part of .ci/run, which it would make twice as long. Needs root (or sudo)
# and Debian's archive; about 20 to 30 minutes on 2 cores.
#   scripts/test-on-debian.sh RELEASE [--keep]   RELEASE: trixie, bookworm, or any release debootstrap knows
# The chroot is made under ${PE_CHROOT_ROOT:-/var/tmp/pe-explorer-chroots}/RELEASE, anew each time, and
# removed at the end unless --keep is given. The mirror is ${DEBIAN_MIRROR:-http://deb.debian.org/debian}.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "Usage: scripts/test-on-debian.sh RELEASE [--keep]   (RELEASE: trixie, bookworm, ...)" >&2; exit 2; }
release=""
keep=0
for argument in "$@"; do
  case "$argument" in
    --keep) keep=1 ;;
    -*) usage ;;
    *) [ -z "$release" ] || usage; release="$argument" ;;
  esac
done
[ -n "$release" ] || usage
[[ "$release" =~ ^[a-z]+$ ]] || usage

as_root=()
[ "$(id -u)" -eq 0 ] || as_root=(sudo)
if ! command -v debootstrap >/dev/null; then
  "${as_root[@]}" apt-get update -q
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap
fi
if [ ! -e "/usr/share/debootstrap/scripts/$release" ]; then
  echo "debootstrap does not know the release '$release' (see /usr/share/debootstrap/scripts/)." >&2
  exit 2
fi

mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
security="${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}"
root="${PE_CHROOT_ROOT:-/var/tmp/pe-explorer-chroots}/$release"
repository="$PWD"
log="$root.log"
timed() {   # timed NAME COMMAND...: runs it and says how long it took, as .ci/run does its steps
  local name="$1" begun=$SECONDS
  shift
  echo "=== $name"
  "$@"
  echo "::: $name passed in $((SECONDS - begun)) s"
}

mounted=()
mount_into() {   # mount_into TYPE-OR-bind SOURCE TARGET
  "${as_root[@]}" mkdir -p "$root$3"
  if [ "$1" = bind ]; then "${as_root[@]}" mount --bind "$2" "$root$3"; else "${as_root[@]}" mount -t "$1" "$2" "$root$3"; fi
  mounted+=("$root$3")
}
finish() {   # on every exit: unmount, say how it went with each step's time, remove the chroot
  local status=$? i
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do "${as_root[@]}" umount -l "${mounted[i]}" || true; done
  echo "=== Debian $release ($(cat "$root/etc/debian_version" 2>/dev/null || echo '?')):" \
       "$([ "$status" = 0 ] && echo passed || echo FAILED) in $SECONDS s; each step:"
  grep -E '^::: .* passed in' "$log" || true
  if [ "$keep" = 0 ] && [ -d "$root" ]; then "${as_root[@]}" rm -rf --one-file-system "$root"; fi
  exit "$status"
}

make_chroot() {
  "${as_root[@]}" rm -rf --one-file-system "$root"
  "${as_root[@]}" mkdir -p "$root"
  "${as_root[@]}" debootstrap --variant=minbase --include=git,ca-certificates,sudo "$release" "$root" "$mirror"
  # A fresh install also has the release's updates and security suites.
  printf 'deb %s %s main\ndeb %s %s-updates main\ndeb %s %s-security main\n' \
    "$mirror" "$release" "$mirror" "$release" "$security" "$release" | "${as_root[@]}" tee "$root/etc/apt/sources.list" >/dev/null
  "${as_root[@]}" cp /etc/resolv.conf "$root/etc/resolv.conf"
}

in_chroot() {   # in_chroot COMMAND: runs it as root in the chroot, with CI's environment and no other
  "${as_root[@]}" chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb CI=true \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin bash -c "$1" </dev/null
}

commit=$(git rev-parse --short HEAD)
"${as_root[@]}" mkdir -p "$(dirname "$root")"
exec > >(tee "$log") 2>&1
trap finish EXIT
echo "Trying $commit on a fresh Debian '$release' in $root (log: $log)"
timed "debootstrap (minbase)" make_chroot
mount_into proc proc /proc
mount_into sysfs sysfs /sys
mount_into bind /dev /dev
mount_into devpts devpts /dev/pts
mount_into tmpfs tmpfs /dev/shm
timed "clone of $commit" "${as_root[@]}" git clone -q --no-local "$repository" "$root/root/pe-explorer"
timed ".ci/run" in_chroot 'cd /root/pe-explorer && bash .ci/run'
echo "=== what the package depends on there (dpkg-shlibdeps)"
in_chroot 'cd /root/pe-explorer/build && dpkg-deb --field pe-explorer_*.deb Depends Recommends'
