#!/usr/bin/env bash
# scripts/deps.sh - install what building and testing sonda needs on Debian
# (apt-get, only the packages that are missing) and mount tracefs if it is
# not mounted. Run it as root, or as a user who may use sudo (it asks sudo
# for root itself). Safe to run again.
set -euo pipefail
SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
cd "$(dirname "$0")/.."

# Needed to build sonda and run its tests.
REQUIRED=(gcc make pkg-config libc6-dev libbpf-dev libelf-dev libdw-dev
	zlib1g-dev liblzma-dev libbz2-dev util-linux coreutils binutils systemtap-sdt-dev clang
	libclang-rt-14-dev cppcheck)
# libc's and ld.so's separate debug files: the ustack tests name their
# local functions as gdb does (tests/e2e/ustack).
REQUIRED+=(libc6-dbg)
# debuginfod's client library, which sonda loads at run time when
# DEBUGINFOD_URLS is set (the pid/debuginfod tests).
REQUIRED+=(libdebuginfod1)
# The kernel-probe tests boot a Debian kernel in qemu (make vmtest).
REQUIRED+=(qemu-system-x86 busybox-static)
# Every program the tests call that is not in Debian's base system
# (tests/tools.list, the one list of them).
. tests/lib/tools.sh
SD_TOOLS_LIST=tests/tools.list
mapfile -t TOOL_PKGS < <(sd_tools_packages)
REQUIRED+=("${TOOL_PKGS[@]}")
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null; then
		exec sudo "$SELF" "$@"
	fi
	echo "deps.sh: needs root: run it as root, or install sudo" >&2
	exit 1
fi

installed() {
	dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

missing=()
for p in "${REQUIRED[@]}"; do
	installed "$p" || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
	echo "deps.sh: installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Tracepoints (syscall provider, sdt) need tracefs.
if [ ! -e /sys/kernel/tracing/events ]; then
	if [ -e /sys/kernel/debug/tracing/events ]; then
		:	# old location, already mounted through debugfs
	else
		mount -t tracefs nodev /sys/kernel/tracing
	fi
fi
echo "deps.sh: ok"
