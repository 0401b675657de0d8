#!/usr/bin/env bash
# bench/pid-detach.sh - attach time and ^C-to-prompt time of ~3,600 pid
# probes on libc (every function of libc.so.6 in a busy bash loop):
#
#   sonda     pid$Y:libc.so.6::entry { @[probefunc] = count(); }
#   bpftrace  -p Y uprobe:/lib/x86_64-linux-gnu/libc.so.6:"F1",... (the
#             same functions) { @[func] = count(); }
#
# (bpftrace -p, so that its uprobes are installed in Y only, as sonda's
# are: with a /pid == Y/ predicate instead every process on the machine
# would trap on every libc call while it runs). bpftrace gets the list of
# the functions sonda attaches to (`sonda -l`, less those sonda skips
# because the kernel refuses their first instruction): its glob
# uprobe:LIBC:* stops at the first function the kernel refuses.
# attach = exec to the BEGIN line (tracing live); ^C = SIGINT to the
# process's exit (what the shell waits for). Alternating (bench/lib.sh),
# RUNS times each (default 7), medians; BT=0 leaves bpftrace out, BT_RUNS=N
# runs it only in the first N rounds. bpftrace
# makes one uprobe per function, over its default limit of 512:
# BPFTRACE_MAX_PROBES is raised for it. A run
# that has not started tracing after TIMEOUT seconds (default 300) is
# interrupted and counted as failed. sonda's
# probe removal may outlive its exit (rt/detach.c): each run starts once the
# detach lock is free, so no run pays for the one before. Run as root.
#
# Registering a uprobe takes the kernel's dup_mmap_sem for writing, once per
# site (register_for_each_vma), which waits for every fork(2) in progress on
# the machine: on a machine busy forking, attach time is mostly that wait.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SONDA=${SONDA:-$ROOT/build/sonda}
RUNS=${RUNS:-7}
BT=${BT:-1}
BT_RUNS=${BT_RUNS:-$RUNS}
TIMEOUT=${TIMEOUT:-300}
LIBC=/lib/x86_64-linux-gnu/libc.so.6
LOCK=/run/lock/sonda-detach.lock
[ "$(id -u)" -eq 0 ] || { echo "pid-detach.sh: run as root" >&2; exit 1; }
[ -x "$SONDA" ] || { echo "pid-detach.sh: $SONDA not found; run make" >&2; exit 1; }
[ "$BT" = 0 ] || command -v bpftrace >/dev/null ||
	{ echo "pid-detach.sh: bpftrace is not installed (BT=0 leaves it out)" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
. "$ROOT/bench/lib.sh"
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# one CONFIG: one run (for run_alternating): prints the attach time in ms,
# appends the ^C time to $TMP/ctrlc.NAME and the CSV line to fd 3
one() {
	local t=${1%%|*} y p t0 t1 t2 t3
	# BT_RUNS: bpftrace's runs (each can take many minutes)
	[ "$t" = sonda ] || [ "$(cat "$TMP/btruns" 2>/dev/null || echo 0)" -lt "$BT_RUNS" ] ||
		return 0
	[ "$t" = sonda ] || echo $(( $(cat "$TMP/btruns" 2>/dev/null || echo 0) + 1 )) > "$TMP/btruns"
	flock -w 120 "$LOCK" true 2>/dev/null || true
	bash -c 'while :; do :; done' & y=$!
	: > "$TMP/out"
	t0=$(now_ms)
	if [ "$t" = sonda ]; then
		env --default-signal=INT "$SONDA" -q -n "pid$y:libc.so.6::entry { @[probefunc] = count(); }
			BEGIN { printf(\"go\n\"); }" > "$TMP/out" 2>/dev/null &
	else
		BPFTRACE_MAX_PROBES=20000 bpftrace -q -p $y "$TMP/bt.bt" \
			> "$TMP/out" 2> "$TMP/err.$t" &
	fi
	p=$!
	until grep -q go "$TMP/out" 2>/dev/null || ! kill -0 $p 2>/dev/null ||
	      [ $(( $(now_ms) - t0 )) -gt $((TIMEOUT * 1000)) ]; do sleep 0.01; done
	t1=$(now_ms)
	sleep 1
	t2=$(now_ms)
	kill -INT $p 2>/dev/null || true
	wait $p || true
	t3=$(now_ms)
	kill $y
	wait $y 2>/dev/null || true
	if ! grep -q go "$TMP/out"; then
		echo "$t,failed after $((t1 - t0)) ms: $(grep -i error "$TMP/err.$t" 2>/dev/null | tail -1)" >&3
		return
	fi
	echo "$t,$((t1 - t0)),$((t3 - t2))" >&3
	echo $((t3 - t2)) >> "$TMP/ctrlc.$t"
	echo $((t1 - t0))
}

# the bpftrace script: a uprobe on each function sonda attaches to
bt_script() {
	local y n
	bash -c 'while :; do :; done' & y=$!
	"$SONDA" -l -n "pid$y:libc.so.6::entry" 2>/dev/null | awk 'NR > 1 { print $4 }' |
		sort -u > "$TMP/funcs"
	"$SONDA" -q -n "pid$y:libc.so.6::entry {} BEGIN { exit(0); }" 2>&1 |
		sed -n "s/.*skipping 'libc.so.6:\([^:]*\):entry'.*/\1/p" | sort -u > "$TMP/refused"
	kill $y
	wait $y 2>/dev/null || true
	comm -23 "$TMP/funcs" "$TMP/refused" | sed "s|.*|uprobe:$LIBC:\"&\"|" |
		paste -sd, > "$TMP/bt.bt"
	printf '%s\n' '{ @[func] = count(); } BEGIN { printf("go\n"); }' >> "$TMP/bt.bt"
	n=$(comm -23 "$TMP/funcs" "$TMP/refused" | wc -l)
	echo "# $n functions ($(wc -l < "$TMP/refused") skipped: the kernel refuses them)"
}

configs=(sonda)
[ "$BT" = 0 ] || bt_script
[ "$BT" = 0 ] || configs+=(bpftrace)
exec 3>&1
echo "# $(uptime)"
echo "tool,attach_ms,ctrlc_ms"
declare -A runs medians
run_alternating "$RUNS" one "${configs[@]}"
echo "# $(uptime)"
for t in "${configs[@]}"; do
	if [ -s "$TMP/ctrlc.$t" ]; then
		echo "median,$t,attach ${medians[$t]} ms,^C $(median < "$TMP/ctrlc.$t") ms"
	else
		echo "median,$t,no run started tracing"
	fi
done
