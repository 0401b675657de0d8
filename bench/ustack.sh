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

one() { "$@" 2>/dev/null | grep -m1 -E '^[0-9]+\.[0-9]+$'; }
median() { tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

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
declare -A all ns
for ((r = 0; r < R; r++)); do
	for c in "${configs[@]}"; do
		IFS='|' read -r name cmd <<< "$c"
		cmd="$TASKSET $cmd"	# the tracer too: -c must name the workload
		all[$name]+=" $(eval "one $cmd")"
	done
done
for c in "${configs[@]}"; do
	name=${c%%|*}
	ns[$name]=$(echo "${all[$name]}" | median)
	printf '%-20s %8s ns/call  (runs:%s)\n' "$name" "${ns[$name]}" "${all[$name]}"
done
over() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a - b }'; }
echo
for k in sonda-cfi-nofp sonda-cfi-fp bpftrace-fp; do
	[ -n "${ns[$k]:-}" ] || continue
	b=${ns[base-${k##*-}]}
	printf '%-20s %8s ns/event\n' "$k" "$(over "${ns[$k]}" "$b")"
done
if [ -n "${ns[bpftrace-fp]:-}" ]; then
	awk -v s="${ns[sonda-cfi-nofp]}" -v sb="${ns[base-nofp]}" -v t="${ns[bpftrace-fp]}" \
	    -v tb="${ns[base-fp]}" 'BEGIN { printf "sonda CFI (no-fp build) / bpftrace fp: %.2f (goal: <= 1.5)\n", (s - sb) / (t - tb) }'
fi

# building the rows, once per object (sonda -v), and their memory
echo
PY=/usr/bin/python3.11
[ -x "$PY" ] && "$SONDA" -v -q -n 'pid$target:libc.so.6:malloc:entry { @[ustack()] = count(); }' \
	-c "$PY -c pass" 2>&1 >/dev/null | grep -E 'unwind( rows)?:'

# the programs' own run time per event (kernel BPF run-time statistics,
# bench/progstat.c): the unwinding itself, free of the uprobe trap's cost
# and of the machine's load
echo
echo "BPF program run time per event:"
PS=$PWD/build/bench/progstat
for c in "${configs[@]}"; do
	IFS='|' read -r name cmd <<< "$c"
	case $name in base-*) continue ;; esac
	eval "$PS -- $cmd" 2>/dev/null | awk -v n="$name" '/^progstat/ && $(NF - 1) + 0 > 0 {
		printf "%-20s %s\n", n, $0 }'
done
