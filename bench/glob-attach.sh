#!/usr/bin/env bash
# bench/glob-attach.sh - attaching a USDT provider glob to many processes,
# sonda against bpftrace.
#
# Starts N processes (default 100) of tests/triggers' upid (one USDT round
# probe each, rounds 1 s apart), then runs alternately, RUNS times each
# (default 7), `sonda -n 'upid*:::round {} BEGIN { exit(0); }'` (one probe
# per process: every process of the glob is found and attached before
# BEGIN) and bpftrace's nearest equivalent, `usdt:UPID:upid:round {}` with
# BEGIN's exit (one probe on the file, for every process). Each run's wall
# time, from fork to wait4, comes from bench/runstat.c. Prints the runs and
# the medians, and the load average before and after. Run as root after
# `make` and `make -C tests/triggers`.
#
#   sudo bench/glob-attach.sh
#   N=200 RUNS=11 sudo -E bench/glob-attach.sh
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
N=${N:-100}
RUNS=${RUNS:-7}
SONDA=${SONDA:-$ROOT/build/sonda}
UPID=${UPID:-$ROOT/build/triggers/upid}
RUNSTAT=${TMPDIR:-/tmp}/sonda-runstat

[ "$(id -u)" -eq 0 ] || { echo "glob-attach.sh: run as root" >&2; exit 1; }
[ -x "$SONDA" ] && [ -x "$UPID" ] ||
	{ echo "glob-attach.sh: build sonda and tests/triggers first" >&2; exit 1; }
cc -O2 -o "$RUNSTAT" "$ROOT/bench/runstat.c"
. "$ROOT/bench/lib.sh"

pids=()
trap 'kill "${pids[@]}" 2> /dev/null || true' EXIT
for ((i = 0; i < N; i++)); do
	"$UPID" 1000000 1000000 > /dev/null &
	pids+=($!)
done
sleep 1
configs=("sonda|'$SONDA' -q -n 'upid*:::round {} BEGIN { exit(0); }'")
command -v bpftrace > /dev/null &&
	configs+=("bpftrace|bpftrace -e 'usdt:$UPID:upid:round {} BEGIN { exit(); }'")
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
exec 3> /dev/null
declare -A runs medians
run_alternating "$RUNS" runstat_one "${configs[@]}"
echo "load after:  $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$N processes, wall time from exec to exit (ns):"
print_medians 9 ns "${configs[@]}"
