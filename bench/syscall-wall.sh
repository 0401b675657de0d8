#!/usr/bin/env bash
# bench/syscall-wall.sh - wall time of a one-second script over every
# system call entry, from exec to the shell's prompt (detaching included):
#
#   sonda     BEGIN { printf("begin\n"); } syscall:::entry { @ = count(); }
#             tick-1s { exit(0); }
#   bpftrace  tracepoint:syscalls:sys_enter_* { @ = count(); }
#             interval:s:1 { exit(); }
#
# alternating, RUNS times each (default 7), each run measured by
# bench/runstat.c (fork to wait4). With PER_SYSCALL=1 a third column runs
# sonda with SONDA_NO_RAW_SYSCALLS=1 (one tracepoint per system call, as
# before raw_syscalls dispatch). Prints every run as CSV, then the medians
# and a summary line. Run as root; bpftrace must be installed.
#
#   sudo bench/syscall-wall.sh [> results.csv]
#   sudo RUNS=11 PER_SYSCALL=1 bench/syscall-wall.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-7}
SONDA=${SONDA:-$ROOT/build/sonda}
RUNSTAT=${TMPDIR:-/tmp}/sonda-runstat

[ "$(id -u)" -eq 0 ] || { echo "syscall-wall.sh: run as root" >&2; exit 1; }
[ -x "$SONDA" ] || { echo "syscall-wall.sh: $SONDA not found; run make" >&2; exit 1; }
command -v bpftrace >/dev/null ||
	{ echo "syscall-wall.sh: bpftrace is not installed" >&2; exit 1; }
cc -O2 -o "$RUNSTAT" "$ROOT/bench/runstat.c"

D='BEGIN { printf("begin\n"); } syscall:::entry { @ = count(); } tick-1s { exit(0); }'
BT='tracepoint:syscalls:sys_enter_* { @ = count(); } interval:s:1 { exit(); }'
. "$ROOT/bench/lib.sh"
configs=("sonda|'$SONDA' -q -n '$D'" "bpftrace|bpftrace -q -e '$BT'")
[ -z "${PER_SYSCALL:-}" ] ||
	configs+=("sonda-per-syscall|env SONDA_NO_RAW_SYSCALLS=1 '$SONDA' -q -n '$D'")
exec 3>&1
echo "# $(uptime)"
echo "tool,run,wall_ns,maxrss_kb,status"
declare -A runs medians
run_alternating "$RUNS" runstat_one "${configs[@]}"
s=${medians[sonda]} b=${medians[bpftrace]} p=${medians[sonda-per-syscall]:-}
echo "# $(uptime)"
echo
echo "tool,median_wall_ns"
echo "sonda,$s"
echo "bpftrace,$b"
[ -z "$p" ] || echo "sonda-per-syscall,$p"
awk -v s="$s" -v b="$b" -v p="$p" -v n="$RUNS" 'BEGIN {
	printf "summary: %d runs each; sonda %.2f s, bpftrace %.2f s (%.1fx sonda)%s\n",
	    n, s / 1e9, b / 1e9, s ? b / s : 0,
	    p ? sprintf(", sonda per-syscall %.2f s", p / 1e9) : ""
}'
