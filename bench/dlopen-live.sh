#!/usr/bin/env bash
# bench/dlopen-live.sh - what probes in a library loaded later cost the
# load: tests/triggers' ulater dlopen()s and dlclose()s libulater.so N times
# (default 5000), untraced and under sonda -c with a USDT probe (with a
# semaphore) and a pid probe in the library. The kernel puts the probes in
# place inside mmap(), before dlopen() returns (no window), so the time
# from the object being mapped to its probes being live is part of each
# load; this prints each load-and-unload's mean cost, both ways (sonda's
# own start-up is taken out: the same command with N = 0). Run as root
# after `make` and `make -C tests/triggers`.
#
#   sudo bench/dlopen-live.sh
#   N=20000 sudo -E bench/dlopen-live.sh
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
N=${N:-5000}
SONDA=${SONDA:-$ROOT/build/sonda}
T=${T:-$ROOT/build/triggers/ulater}
[ "$(id -u)" -eq 0 ] || { echo "dlopen-live.sh: run as root" >&2; exit 1; }
[ -x "$SONDA" ] && [ -x "$T" ] ||
	{ echo "dlopen-live.sh: build sonda and tests/triggers first" >&2; exit 1; }
ns() { date +%s%N; }
plain() {
	local s=$(ns)
	"$T" "$1" > /dev/null
	echo $(( $(ns) - s ))
}
traced() {
	local s=$(ns)
	"$SONDA" -q -Z -n 'ulater$target:libulater.so::ctor, pid$target:libulater:ul_ctor:entry
	    { @ = count(); } END { exit(0); }' -c "$T $1" > /dev/null
	echo $(( $(ns) - s ))
}
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
p=$(( $(plain "$N") - $(plain 0) ))
t=$(( $(traced "$N") - $(traced 0) ))
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
echo "dlopen+dlclose of libulater.so, mean of $N:"
echo "untraced  $((p / N)) ns"
echo "traced    $((t / N)) ns (probes live inside mmap, before dlopen returns)"
