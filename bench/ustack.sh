#!/bin/bash
# ustack.sh - per-event cost of `@[ustack()] = count()` at a uprobe (issue
# 17, item 7): sonda unwinding with CFI on the no-frame-pointer build of
# bench/ustack.c against bpftrace's frame-pointer ustack on the
# frame-pointer build of the same program (and sonda on that build too).
# Each configuration runs the workload R times, alternating, and keeps the
# median ns per call; the cost per event is traced minus untraced. Also
# prints what building the unwind rows of libc and python3.11 costs (sonda
# -v) and the memory the rows take.
#
# Usage: bench/ustack.sh [N calls per run, default 20000] [R runs, default 5]
# Needs root, a built sonda (make) and bench binaries (make -C bench);
# bpftrace is optional. SONDA=path overrides build/sonda.
set -u
cd "$(dirname "$0")/.."
N=${1:-20000}
R=${2:-5}
SONDA=${SONDA:-build/sonda}
NOFP=$PWD/build/bench/ustack-nofp
FP=$PWD/build/bench/ustack-fp
make -s -C bench >/dev/null || exit 1
. bench/lib.sh

one() { "$@" 2>/dev/null | grep -m1 -E '^[0-9]+\.[0-9]+$'; }

D='pid$target:a.out:bu_leaf:entry { @[ustack()] = count(); }'
configs=(
	"base-nofp|$NOFP $N"
	"sonda-cfi-nofp|$SONDA -q -n '$D' -c '$NOFP $N'"
	"base-fp|$FP $N"
	"sonda-cfi-fp|$SONDA -q -n '$D' -c '$FP $N'"
)
if command -v bpftrace >/dev/null; then
	configs+=("bpftrace-fp|bpftrace -q -e 'uprobe:$FP:bu_leaf { @[ustack] = count(); }' -c '$FP $N'")
fi
cpu=$(( $(nproc) - 1 ))
TASKSET="$(command -v taskset) -c $cpu"
# ns/call of one run of a configuration; the tracer runs on the same CPU:
# -c must name the workload
one_config() {
	local name cmd
	IFS='|' read -r name cmd <<< "$1"
	eval "one $TASKSET $cmd"
}
declare -A runs medians
run_alternating "$R" one_config "${configs[@]}"
print_medians 20 ns/call "${configs[@]}"
echo
for k in sonda-cfi-nofp sonda-cfi-fp bpftrace-fp; do
	[ -n "${medians[$k]:-}" ] || continue
	b=${medians[base-${k##*-}]}
	printf '%-20s %8s ns/event\n' "$k" "$(over "${medians[$k]}" "$b")"
done
if [ -n "${medians[bpftrace-fp]:-}" ]; then
	awk -v s="${medians[sonda-cfi-nofp]}" -v sb="${medians[base-nofp]}" -v t="${medians[bpftrace-fp]}" \
	    -v tb="${medians[base-fp]}" 'BEGIN { printf "sonda CFI (no-fp build) / bpftrace fp: %.2f (goal: <= 1.5)\n", (s - sb) / (t - tb) }'
fi

# building the rows, once per object (sonda -v), and their memory
echo
# (R runs; the median build time of each object, which includes indexing
# and storing the rows: wall-clock and the building thread's CPU time,
# which the machine's load does not inflate)
PY=/usr/bin/python3.11
if [ -x "$PY" ]; then
	declare -A built cpu
	for ((r = 0; r < R; r++)); do
		"$SONDA" -v -q -n 'pid$target:libc.so.6:malloc:entry { @[ustack()] = count(); }' \
			-c "$PY -c pass" 2>&1 >/dev/null | grep -E 'unwind( rows)?:' > /tmp/ustack-bench.$$
		[ "$r" -eq 0 ] && cat /tmp/ustack-bench.$$
		for o in python3.11 libc.so.6; do
			built[$o]+=" $(awk -v o="/$o:" 'index($0, o) { print $(NF - 5) }' /tmp/ustack-bench.$$)"
			cpu[$o]+=" $(awk -v o="/$o:" 'index($0, o) { sub(/^\(/, "", $(NF - 3)); print $(NF - 3) }' /tmp/ustack-bench.$$)"
		done
	done
	rm -f /tmp/ustack-bench.$$
	for o in python3.11 libc.so.6; do
		printf 'rows of %-12s built in %s ms, %s ms of CPU (medians of %d runs:%s;%s)\n' \
			"$o" "$(echo "${built[$o]}" | median)" "$(echo "${cpu[$o]}" | median)" "$R" \
			"${built[$o]}" "${cpu[$o]}"
	done
fi

# the programs' own run time per event (kernel BPF run-time statistics,
# bench/progstat.c): the unwinding itself, free of the uprobe trap's cost
# and of the machine's load
echo
echo "BPF program run time per event (programs that ran exactly N times; a uprobe's"
echo "program can be preempted, so on a busy machine single runs vary):"
PS=$PWD/build/bench/progstat
prog_config() {
	local name cmd
	IFS='|' read -r name cmd <<< "$1"
	eval "$PS -- $cmd" 2>/dev/null | awk -v n="$N" '$1 == "progstat" && $3 == n {
		print $(NF - 1); exit }'
}
traced=()
for c in "${configs[@]}"; do
	case ${c%%|*} in base-*) ;; *) traced+=("$c") ;; esac
done
unset runs medians
declare -A runs medians
run_alternating "$R" prog_config "${traced[@]}"
print_medians 20 ns/run "${traced[@]}"
if [ -n "${medians[bpftrace-fp]:-}" ] && [ -n "${medians[sonda-cfi-nofp]:-}" ]; then
	awk -v s="${medians[sonda-cfi-nofp]}" -v t="${medians[bpftrace-fp]}" \
	    'BEGIN { printf "run time: sonda CFI (no-fp build) / bpftrace fp: %.2f\n", s / t }'
fi
