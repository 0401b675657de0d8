#!/bin/bash
# bench.sh - per-event overhead of sonda against bpftrace and a minimal
# hand-loaded BPF program (issue 5, item 8), for
#   syscall::getppid:entry { @ = count(); }   (tracepoint, perf event)
#   proc:::signal-send { @ = count(); }        (raw tracepoint signal_generate)
# Each configuration runs the workload (bench/loop.c) R times; the median
# ns per call is kept, and the overhead is traced minus untraced.
#
# Usage: bench/bench.sh [N calls per run, default 2000000] [R runs, default 5]
# Needs root, a built sonda (make) and bench binaries (make -C bench);
# bpftrace is optional. SONDA=path overrides build/sonda.
set -u
cd "$(dirname "$0")/.."
N=${1:-2000000}
R=${2:-5}
SONDA=${SONDA:-build/sonda}
LOOP=build/bench/loop
MIN=build/bench/minimal
make -s -C bench >/dev/null || exit 1
. bench/lib.sh

# ns/call of one run: the loop prints it as the first number with a point
one() { "$@" 2>/dev/null | grep -m1 -E '^[0-9]+\.[0-9]+$'; }

# name|workload (getppid or kill)|command, WORK standing for the workload
# command line (pinned to the last CPU). Configurations alternate within
# each round so that machine noise spreads over all of them.
configs=(
	"base-getppid|getppid|WORK"
	"minimal-getppid|getppid|$MIN tp syscalls sys_enter_getppid -- WORK"
	"sonda-getppid|getppid|$SONDA -q -n 'syscall::getppid:entry { @ = count(); }' -c 'WORK'"
	"base-kill|kill|WORK"
	"minimal-kill|kill|$MIN raw signal_generate -- WORK"
	"sonda-signal-send|kill|$SONDA -q -n 'proc:::signal-send { @ = count(); }' -c 'WORK'"
)
if command -v bpftrace >/dev/null; then
	configs+=("bpftrace-getppid|getppid|bpftrace -e 'tracepoint:syscalls:sys_enter_getppid { @ = count(); }' -c 'WORK'")
	# bpftrace 0.17 has no rawtracepoint probes: its tracepoint instead
	configs+=("bpftrace-signal-send|kill|bpftrace -e 'tracepoint:signal:signal_generate { @ = count(); }' -c 'WORK'")
fi
cpu=$(( $(nproc) - 1 ))
TASKSET=$(command -v taskset)
# ns/call of one run of a configuration
one_config() {
	local name w cmd
	IFS='|' read -r name w cmd <<< "$1"
	eval "one ${cmd//WORK/$TASKSET -c $cpu $PWD/$LOOP $w $N}"
}
declare -A runs medians
run_alternating "$R" one_config "${configs[@]}"
print_medians 28 ns/call "${configs[@]}"

echo
for w in getppid kill; do
	base=${medians[base-$w]}
	for t in minimal sonda bpftrace; do
		key=$t-$w
		[ "$w" = kill ] && [ "$t" != minimal ] && key=$t-signal-send
		[ -n "${medians[$key]:-}" ] || continue
		printf '%-28s overhead %6s ns/event\n' "$key" "$(over "${medians[$key]}" "$base")"
	done
done

# The programs' own run time per event, from the kernel's BPF run-time
# statistics (bench/progstat.c): not disturbed by the machine's load. The
# statistics add the same two clock reads to every program.
echo
echo "BPF program run time per event (kernel run-time statistics):"
PS=$PWD/build/bench/progstat
declare -A prog
for c in "${configs[@]}"; do
	IFS='|' read -r name w cmd <<< "$c"
	case $name in base-*) continue ;; esac
	prog[$name]=$(eval "$PS -- ${cmd//WORK/$TASKSET -c $cpu $PWD/$LOOP $w $N}" 2>/dev/null |
		awk '/^progstat/ { print $(NF - 1); exit }')
	printf '%-28s %8s ns/run\n' "$name" "${prog[$name]}"
done

ratio() { awk -v s="$1" -v m="$2" -v b="$3" 'BEGIN { printf "%.2f", (s - b) / (m - b) }'; }
echo
echo "sonda/minimal overhead: getppid $(ratio "${medians[sonda-getppid]}" "${medians[minimal-getppid]}" "${medians[base-getppid]}")," \
     "signal-send $(ratio "${medians[sonda-signal-send]}" "${medians[minimal-kill]}" "${medians[base-kill]}") (goal: <= 1.10; wall clock, noisy)"
# per-event overhead of sonda = minimal's (dispatch + program) + the
# difference of the program run times
est() { awk -v m="$1" -v b="$2" -v sp="$3" -v mp="$4" 'BEGIN { o = m - b; printf "%.2f", (o + sp - mp) / o }'; }
echo "sonda/minimal overhead from program run times: getppid" \
     "$(est "${medians[minimal-getppid]}" "${medians[base-getppid]}" "${prog[sonda-getppid]}" "${prog[minimal-getppid]}")," \
     "signal-send $(est "${medians[minimal-kill]}" "${medians[base-kill]}" "${prog[sonda-signal-send]}" "${prog[minimal-kill]}")"
