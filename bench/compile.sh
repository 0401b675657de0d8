#!/usr/bin/env bash
# bench/compile.sh - compile + load + attach cost of a 10-clause script with 10
# aggregations, sonda against bpftrace's nearest equivalent (issue 3).
#
# Both scripts enable the same ten system call entry probes, update five
# aggregations (count, sum, min, max, avg / quantize) and exit from BEGIN,
# so a run is: compile, load and attach everything, fire BEGIN, tear down.
# Alternating runs, RUNS each (default 11), medians and the ratio.
#
#   sudo bench/compile.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-11}
SONDA=${SONDA:-$ROOT/build/sonda}
RUNSTAT=${TMPDIR:-/tmp}/sonda-runstat
[ "$(id -u)" -eq 0 ] || { echo "compile.sh: run as root" >&2; exit 1; }
command -v bpftrace >/dev/null || { echo "compile.sh: needs bpftrace (apt)" >&2; exit 1; }
cc -O2 -o "$RUNSTAT" "$ROOT/bench/runstat.c"

calls=(read write openat close lseek mmap munmap brk ioctl getpid)
aggs=("count()" "sum(1)" "min(1)" "max(1)" "quantize(1)")
d=$(mktemp --suffix=.d) bt=$(mktemp --suffix=.bt) runs=$(mktemp)
trap 'rm -f "$d" "$bt" "$runs"' EXIT
{
	echo 'BEGIN { exit(0); }'
	for i in "${!calls[@]}"; do
		echo "syscall::${calls[$i]}:entry /pid != 1/ { @a$i[execname] = ${aggs[$((i % 5))]}; }"
	done
} > "$d"
{
	echo 'BEGIN { exit(); }'
	for i in "${!calls[@]}"; do
		a=${aggs[$((i % 5))]}
		echo "tracepoint:syscalls:sys_enter_${calls[$i]} /pid != 1/ { @a$i[comm] = ${a/quantize/hist}; }"
	done
} > "$bt"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
echo "tool,run,wall_ns,maxrss_kb,status"
for i in $(seq "$RUNS"); do
	read -r wall rss st < <("$RUNSTAT" "$SONDA" -q -s "$d")
	echo "sonda,$i,$wall,$rss,$st" | tee -a "$runs"
	read -r wall rss st < <("$RUNSTAT" bpftrace "$bt")
	echo "bpftrace,$i,$wall,$rss,$st" | tee -a "$runs"
done
sw=$(awk -F, '$1 == "sonda" { print $3 }' "$runs" | median)
bw=$(awk -F, '$1 == "bpftrace" { print $3 }' "$runs" | median)
awk -v s="$sw" -v b="$bw" -v n="$RUNS" 'BEGIN {
	printf "summary: %d runs each; 10 clauses, 10 aggregations: sonda %.1f ms, bpftrace %.1f ms; bpftrace/sonda %.1fx\n",
	       n, s / 1e6, b / 1e6, b / s }'
