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

. "$ROOT/bench/lib.sh"
RUNS_CSV=$(mktemp)
trap 'rm -f "$RUNS_CSV"' EXIT
configs=("sonda|'$SONDA' -n 'BEGIN { exit(0); }'" "bpftrace|bpftrace -e 'BEGIN { exit(); }'")
exec 3>&1
echo "tool,run,wall_ns,maxrss_kb,status"
declare -A runs medians
run_alternating "$RUNS" runstat_one "${configs[@]}"
rss() { awk -F, -v t="$1" '$1 == t { print $4 }' "$RUNS_CSV" | median; }
sw=${medians[sonda]} sr=$(rss sonda)
bw=${medians[bpftrace]} br=$(rss bpftrace)
echo
echo "tool,median_wall_ns,median_maxrss_kb"
echo "sonda,$sw,$sr"
echo "bpftrace,$bw,$br"
echo
failed=$(awk -F, '$5 != 0 { n++ } END { print n + 0 }' "$RUNS_CSV")
awk -v sw="$sw" -v sr="$sr" -v bw="$bw" -v br="$br" -v n="$RUNS" -v f="$failed" 'BEGIN {
	printf "summary: %d runs each; sonda %.1f ms, %.1f MiB; bpftrace %.1f ms, %.1f MiB; " \
	    "bpftrace/sonda: wall %.1fx, RSS %.1fx%s\n", n,
	    sw / 1e6, sr / 1024, bw / 1e6, br / 1024,
	    sw ? bw / sw : 0, sr ? br / sr : 0,
	    f ? sprintf(" (%d runs exited non-zero)", f) : ""
}'
