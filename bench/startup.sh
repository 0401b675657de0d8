#!/usr/bin/env bash
# bench/startup.sh - startup cost of sonda against bpftrace.
#
# Runs `sonda -n 'BEGIN { exit(0); }'` and `bpftrace -e 'BEGIN { exit(); }'`
# alternately, RUNS times each (default 11), measuring each run with
# bench/runstat.c (wall ns from fork to wait4, ru_maxrss from wait4). Prints
# a CSV of every run, a CSV of the medians, and one summary line with the
# ratios. Run as root. Installs bpftrace (apt) if it is missing.
#
#   sudo bench/startup.sh [> results.csv]
#   RUNS=21 SONDA=/path/to/sonda sudo -E bench/startup.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
RUNS=${RUNS:-11}
SONDA=${SONDA:-$ROOT/build/sonda}
RUNSTAT=${TMPDIR:-/tmp}/sonda-runstat

if [ "$(id -u)" -ne 0 ]; then
	echo "startup.sh: run as root (BPF needs it)" >&2
	exit 1
fi
if [ ! -x "$SONDA" ]; then
	echo "startup.sh: $SONDA not found; run make first" >&2
	exit 1
fi
if ! command -v bpftrace >/dev/null; then
	echo "startup.sh: installing bpftrace" >&2
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -qq bpftrace >/dev/null 2>&1 ||
		{ apt-get update -qq && apt-get install -y -qq bpftrace >/dev/null; }
fi
cc -O2 -o "$RUNSTAT" "$ROOT/bench/runstat.c"

median() {
	sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

runs=$(mktemp)
trap 'rm -f "$runs"' EXIT
echo "tool,run,wall_ns,maxrss_kb,status"
for i in $(seq "$RUNS"); do
	read -r wall rss st < <("$RUNSTAT" "$SONDA" -n 'BEGIN { exit(0); }')
	echo "sonda,$i,$wall,$rss,$st" | tee -a "$runs"
	read -r wall rss st < <("$RUNSTAT" bpftrace -e 'BEGIN { exit(); }')
	echo "bpftrace,$i,$wall,$rss,$st" | tee -a "$runs"
done

col() {	# tool, column number
	awk -F, -v t="$1" -v c="$2" '$1 == t { print $c }' "$runs" | median
}
sw=$(col sonda 3) sr=$(col sonda 4)
bw=$(col bpftrace 3) br=$(col bpftrace 4)
echo
echo "tool,median_wall_ns,median_maxrss_kb"
echo "sonda,$sw,$sr"
echo "bpftrace,$bw,$br"
echo
failed=$(awk -F, '$5 != 0 { n++ } END { print n + 0 }' "$runs")
awk -v sw="$sw" -v sr="$sr" -v bw="$bw" -v br="$br" -v n="$RUNS" -v f="$failed" 'BEGIN {
	printf "summary: %d runs each; sonda %.1f ms, %.1f MiB; bpftrace %.1f ms, %.1f MiB; " \
	    "bpftrace/sonda: wall %.1fx, RSS %.1fx%s\n", n,
	    sw / 1e6, sr / 1024, bw / 1e6, br / 1024,
	    sw ? bw / sw : 0, sr ? br / sr : 0,
	    f ? sprintf(" (%d runs exited non-zero)", f) : ""
}'
