#!/usr/bin/env bash
# scripts/deps.sh - install what building and testing sonda needs on Debian
# (apt-get, only the packages that are missing) and mount tracefs if it is
# not mounted. Run as root: `sudo scripts/deps.sh`. Safe to run again.
set -euo pipefail

# Needed to build sonda and run its tests.
REQUIRED=(gcc make pkg-config libc6-dev libbpf-dev libelf-dev libdw-dev
	zlib1g-dev liblzma-dev libbz2-dev util-linux coreutils binutils systemtap-sdt-dev clang
	libclang-rt-14-dev)
# The kernel-probe tests boot a Debian kernel in qemu (make vmtest).
REQUIRED+=(qemu-system-x86 busybox-static)
# Used by some tests when present (cli/sigkill-teardown.sh needs bpftool).
OPTIONAL=(bpftool)

if [ "$(id -u)" -ne 0 ]; then
	echo "deps.sh: run as root (sudo scripts/deps.sh)" >&2
	exit 1
fi

installed() {
	dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'
}

missing=()
for p in "${REQUIRED[@]}" "${OPTIONAL[@]}"; do
	installed "$p" || missing+=("$p")
done

if [ "${#missing[@]}" -gt 0 ]; then
	echo "deps.sh: installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	req=()
	for p in "${missing[@]}"; do
		case " ${OPTIONAL[*]} " in
		*" $p "*) ;;
		*) req+=("$p") ;;
		esac
	done
	if [ "${#req[@]}" -gt 0 ]; then
		apt-get install -y -qq --no-install-recommends "${req[@]}" >/dev/null
	fi
	for p in "${OPTIONAL[@]}"; do
		installed "$p" && continue
		apt-get install -y -qq --no-install-recommends "$p" >/dev/null ||
			echo "deps.sh: could not install optional package $p" >&2
	done
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
