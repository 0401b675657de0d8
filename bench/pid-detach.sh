#!/usr/bin/env bash
# bench/pid-detach.sh - attach time and ^C-to-prompt time of ~3,600 pid
# probes on libc (every function of libc.so.6 in a busy bash loop):
#
#   sonda     pid$Y:libc.so.6::entry { @[probefunc] = count(); }
#   bpftrace  uprobe:/lib/x86_64-linux-gnu/libc.so.6:* /pid == Y/
#             { @[func] = count(); }
#
# attach = exec to the BEGIN line (tracing live); ^C = SIGINT to the
# process's exit (what the shell waits for). Alternating, RUNS times each
# (default 7), medians; BT=0 leaves bpftrace out. sonda's probe removal
# may outlive its exit (rt/detach.c): each run starts once the detach lock
# is free, so no run pays for the one before. Run as root.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SONDA=${SONDA:-$ROOT/build/sonda}
RUNS=${RUNS:-7}
BT=${BT:-1}
LIBC=/lib/x86_64-linux-gnu/libc.so.6
LOCK=/run/lock/sonda-detach.lock
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
one() {	# tool run
	local t=$1 i=$2 y p t0 t1 t2 t3
	flock -w 120 "$LOCK" true 2>/dev/null || true
	bash -c 'while :; do :; done' & y=$!
	: > "$TMP/out"
	t0=$(now_ms)
	if [ "$t" = sonda ]; then
		"$SONDA" -q -n "pid$y:libc.so.6::entry { @[probefunc] = count(); }
			BEGIN { printf(\"go\n\"); }" > "$TMP/out" 2>/dev/null &
	else
		bpftrace -q -e "uprobe:$LIBC:* /pid == $y/ { @[func] = count(); }
			BEGIN { printf(\"go\n\"); }" > "$TMP/out" 2>/dev/null &
	fi
	p=$!
	until grep -q go "$TMP/out" 2>/dev/null || ! kill -0 $p 2>/dev/null; do sleep 0.01; done
	t1=$(now_ms)
	sleep 1
	t2=$(now_ms)
	kill -INT $p
	wait $p || true
	t3=$(now_ms)
	kill $y
	echo "$t,$i,$((t1 - t0)),$((t3 - t2))"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "# $(uptime)"
echo "tool,run,attach_ms,ctrlc_ms"
for i in $(seq "$RUNS"); do
	one sonda "$i" | tee -a "$TMP/runs"
	[ "$BT" = 0 ] || one bpftrace "$i" | tee -a "$TMP/runs"
done
echo "# $(uptime)"
for t in sonda bpftrace; do
	grep -q "^$t," "$TMP/runs" || continue
	a=$(awk -F, -v t=$t '$1 == t { print $3 }' "$TMP/runs" | median)
	c=$(awk -F, -v t=$t '$1 == t { print $4 }' "$TMP/runs" | median)
	echo "median,$t,attach ${a} ms,^C ${c} ms"
done
