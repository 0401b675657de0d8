#!/usr/bin/env bash
# bench/compile.sh - compile + load + attach cost of a 10-clause script with 10
# aggregations, sonda against bpftrace's nearest equivalent (issue 3).
#
# Both scripts enable the same ten system call entry probes, each updating
# an aggregation (count, sum, min, max, quantize/hist), and print from
# BEGIN, which both tools fire once every probe is attached: the time from
# exec to BEGIN's output is compile + load + attach (bench/firstout.c; the
# tracer is then stopped with SIGINT). Detaching is not counted: it waits
# for kernel RCU grace periods in both tools alike.
# Alternating runs, RUNS each (default 11), medians and the ratio.
#
#   sudo bench/compile.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-11}
SONDA=${SONDA:-$ROOT/build/sonda}
RUNSTAT=${TMPDIR:-/tmp}/sonda-firstout
[ "$(id -u)" -eq 0 ] || { echo "compile.sh: run as root" >&2; exit 1; }
command -v bpftrace >/dev/null || { echo "compile.sh: needs bpftrace (apt)" >&2; exit 1; }
cc -O2 -o "$RUNSTAT" "$ROOT/bench/firstout.c"

calls=(read write openat close lseek mmap munmap brk ioctl getpid)
aggs=("count()" "sum(1)" "min(1)" "max(1)" "quantize(1)")
d=$(mktemp --suffix=.d) bt=$(mktemp --suffix=.bt)
trap 'rm -f "$d" "$bt"' EXIT
{
	echo 'BEGIN { printf("go\\n"); }'
	for i in "${!calls[@]}"; do
		echo "syscall::${calls[$i]}:entry /pid != 1/ { @a$i[execname] = ${aggs[$((i % 5))]}; }"
	done
} > "$d"
{
	echo 'BEGIN { printf("go\\n"); }'
	for i in "${!calls[@]}"; do
		a=${aggs[$((i % 5))]}
		echo "tracepoint:syscalls:sys_enter_${calls[$i]} /pid != 1/ { @a$i[comm] = ${a/quantize/hist}; }"
	done
} > "$bt"

. "$ROOT/bench/lib.sh"
configs=("sonda|'$SONDA' -q -s '$d'" "bpftrace|bpftrace '$bt'")
exec 3>&1
echo "tool,run,ns_to_begin,status"
declare -A runs medians
run_alternating "$RUNS" runstat_one "${configs[@]}"
sw=${medians[sonda]} bw=${medians[bpftrace]}
awk -v s="$sw" -v b="$bw" -v n="$RUNS" 'BEGIN {
	printf "summary: %d runs each; 10 clauses, 10 aggregations: sonda %.1f ms, bpftrace %.1f ms; bpftrace/sonda %.1fx\n",
	       n, s / 1e6, b / 1e6, b / s }'
