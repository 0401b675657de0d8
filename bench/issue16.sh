#!/usr/bin/env bash
# bench/issue16.sh - issue 16's performance table in one run, sonda
# against bpftrace: the wall time of the 1-second syscall:::entry script
# (bench/syscall-wall.sh), then the attach time and ^C-to-prompt time of
# 3,600 pid probes on libc in a busy process (bench/pid-detach.sh);
# RUNS (default 7) alternating runs each, medians, with the load average
# before and after each. bpftrace registers its 3,600 uprobes one perf
# event at a time and may take many minutes per run: BT_RUNS (default
# RUNS) limits its pid runs, TIMEOUT (seconds, default 300) each one.
# Prints the scripts' own lines, then the table in Markdown. Run as root.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export RUNS=${RUNS:-7} BT_RUNS=${BT_RUNS:-${RUNS:-7}} TIMEOUT=${TIMEOUT:-300}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
load() { awk '{ print $1 }' /proc/loadavg; }

l0=$(load)
"$ROOT/bench/syscall-wall.sh" | tee "$TMP/wall"
l1=$(load)
"$ROOT/bench/pid-detach.sh" | tee "$TMP/pid"
l2=$(load)

ns() { awk -F, -v t="$1" '$1 == t && NF == 2 { printf "%.2f s", $2 / 1e9 }' "$TMP/wall"; }
pid() {	# TOOL FIELD: the median attach (2) or ^C (3) time, or why none
	awk -F, -v t="$1" -v f="$2" '$1 == "median" && $2 == t {
		if ($3 ~ /no run/) { print "did not start tracing"; exit }
		v = $(f + 2); sub(/^[^ ]* /, "", v); print v }' "$TMP/pid"
}
echo
echo "| measure | sonda | bpftrace | load average |"
echo "| --- | --- | --- | --- |"
echo "| wall time of the 1-second \`syscall:::entry\` script | $(ns sonda) | $(ns bpftrace) | $l0 -> $l1 |"
echo "| ^C to prompt, 3,600 pid probes on libc, busy process | $(pid sonda 2) | $(pid bpftrace 2) | $l1 -> $l2 |"
echo "| attach time of the same | $(pid sonda 1) | $(pid bpftrace 1) | $l1 -> $l2 |"
