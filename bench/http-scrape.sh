#!/bin/bash
# http-scrape.sh - what serving -x http costs the traced workload: the
# per-call overhead of getppid(2) (bench/loop.c, pinned to the last CPU)
# traced by sonda with no server, with the server but no client, and with
# a client fetching /metrics and /api/aggs?flame=1 every second
# (bench/scrape.py: what a Prometheus and an open live view do). The
# script keeps a count and a quantize() per call and, from a profile
# probe, a stack aggregation that grows over the run, so each scrape has
# real snapshots to take. Configurations alternate; medians of R runs.
#
# Usage: bench/http-scrape.sh [N calls per run, default 20000000] [R runs, default 5]
# Needs root, a built sonda (make). SONDA=path overrides build/sonda.
set -u
cd "$(dirname "$0")/.."
N=${1:-20000000}
R=${2:-5}
SONDA=${SONDA:-build/sonda}
LOOP=build/bench/loop
make -s -C bench ../build/bench/loop >/dev/null || exit 1
. bench/lib.sh
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
SCRIPT='syscall::getppid:entry { @calls[execname] = count(); @q = quantize(timestamp % 4096); }
	profile-997 { @st[stack(), execname] = count(); }'
cpu=$(( $(nproc) - 1 ))
WORK="taskset -c $cpu $PWD/$LOOP getppid $N"

# ns/call of one run of a configuration
one_config() {
	local name=${1%%|*} ns
	case $name in
	base)	ns=$($WORK) ;;
	sonda)	ns=$("$SONDA" -q -n "$SCRIPT" -c "$WORK" 2>/dev/null | grep -m1 -E '^[0-9]+\.[0-9]+$') ;;
	http)	ns=$("$SONDA" -x http=0 -q -n "$SCRIPT" -c "$WORK" 2>/dev/null |
			grep -m1 -E '^[0-9]+\.[0-9]+$') ;;
	scrape)	: >"$TMP/err"
		"$SONDA" -x http=0 -q -n "$SCRIPT" -c "$WORK" >"$TMP/out" 2>"$TMP/err" &
		local pid=$!
		python3 bench/scrape.py "$TMP/err" "$TMP/scrape" &
		wait "$pid"
		wait
		ns=$(grep -m1 -E '^[0-9]+\.[0-9]+$' "$TMP/out")
		cat "$TMP/scrape" >>"$TMP/scrapes" ;;
	esac
	echo "$ns"
}
configs=(base sonda http scrape)
declare -A runs medians
run_alternating "$R" one_config "${configs[@]}"
print_medians 8 ns/call "${configs[@]}"
echo
for c in sonda http scrape; do
	printf '%-8s overhead %6s ns/call\n' "$c" "$(over "${medians[$c]}" "${medians[base]}")"
done
echo
echo "scrapes per run, median ms of /metrics and of /api/aggs?flame=1 (per run):"
cat "$TMP/scrapes"
echo "load: $(uptime)"
