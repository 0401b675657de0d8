#!/bin/bash
# aggkeys.sh - aggregations that grow (issue 16, item 4): what a new key
# costs against an existing one, and what printing, printa(), trunc() and
# clear() of N keys cost, for
#   pid$target:a.out:key:entry { @[arg0] = count(); }
# on tests/triggers/ukeys, which calls key(i % D) N times (D = N: every
# call a new key; D = 1: always the same key).
#
# Per key: the BPF program's mean run time from the kernel's run-time
# statistics (bench/progstat.c), which the machine's load does not disturb,
# for D = 1 and D = N, and the CPU time (user + system: the uprobe round
# trips are system time) the workload's N calls took.
# aggsize is 16m (128m for more than 200000 keys, so that 1M fit).
# Per action: CPU time (user + system) of sonda itself, which traces the
# workload with -p (so the workload's time is not in it), for the
# aggregation printed at exit, `END { printa(@); trunc(@); }`,
# `END { clear(@); trunc(@); }` and `END { trunc(@); }`, minus the run
# without the action (trunc(@) alone; trunc(@) against a one-call run).
# CPU times have the kernel's 10 ms tick as resolution. Medians of R runs
# per configuration, configurations alternating within each round.
#
# Usage: bench/aggkeys.sh [R runs, default 3] [sizes, default "10000 100000 1000000"]
# Needs root, a built sonda (make); builds bench/ and tests/triggers/.
# SONDA=path overrides build/sonda; bpftrace is not compared (it has no
# trunc of a map while tracing).
set -u
cd "$(dirname "$0")/.."
R=${1:-3}
SIZES=${2:-"10000 100000 1000000"}
SONDA=${SONDA:-build/sonda}
UKEYS=$PWD/build/triggers/ukeys
PS=$PWD/build/bench/progstat
make -s -C bench > /dev/null || exit 1
. bench/lib.sh
make -s -C tests/triggers O=../../build/triggers > /dev/null || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the children's user + system seconds in the output of bash's `times`
cpu_of() { awk 'NR == 2 { split($0, t, /[ms ]+/); print t[1] * 60 + t[2] + t[3] * 60 + t[4] }' "$1"; }

# run N D END-CLAUSE: traces `ukeys N D` with -p; leaves sonda's CPU
# seconds in $tmp/sonda.cpu, the workload's in $tmp/ukeys.cpu and the BPF
# program's ns per run in $tmp/ns.
run() {
	local n=$1 d=$2 end=$3 go=$tmp/go
	rm -f "$go"
	"$UKEYS" "$n" "$d" "$go" > "$tmp/ukeys.out" &
	local pid=$!
	"$PS" -- bash -c '"$0" -w -x aggsize="$5" -q -p "$1" -n "
		BEGIN { system(\"touch $2\"); }
		pid\$target:a.out:key:entry { @[arg0] = count(); }
		$3" > "$4/out" 2> "$4/err"; times > "$4/sonda.times"' \
		"$SONDA" "$pid" "$go" "$end" "$tmp" "$AGG" > "$tmp/progstat"
	wait "$pid"
	grep -m1 . "$tmp/err" >&2
	cpu_of "$tmp/sonda.times" > "$tmp/sonda.cpu"
	awk '/cpu s$/ { print $1 }' "$tmp/ukeys.out" > "$tmp/ukeys.cpu"
	awk -v n="$n" '$3 == n { print $5; exit }' "$tmp/progstat" > "$tmp/ns"
}

printf '%-8s %10s %10s %9s %10s %10s %8s %8s %8s %8s\n' keys "old ns/run" "new ns/run" \
	"+ns/key" "old cpu s" "new cpu s" print printa trunc clear
for n in $SIZES; do
	AGG=16m
	[ "$n" -le 200000 ] || AGG=128m		# room for 1M keys
	declare -A v=()
	for ((r = 0; r < R; r++)); do
		run 1 1 'END { trunc(@); }'
		v[base]+=" $(cat "$tmp/sonda.cpu")"
		run "$n" 1 'END { trunc(@); }'
		v[oldns]+=" $(cat "$tmp/ns")"
		v[oldcpu]+=" $(cat "$tmp/ukeys.cpu")"
		run "$n" "$n" 'END { trunc(@); }'
		v[newns]+=" $(cat "$tmp/ns")"
		v[newcpu]+=" $(cat "$tmp/ukeys.cpu")"
		v[trunc]+=" $(cat "$tmp/sonda.cpu")"
		[ "$(wc -l < "$tmp/out")" -le 1 ] || echo "aggkeys: trunc(@) left output" >&2
		run "$n" "$n" ''
		v[print]+=" $(cat "$tmp/sonda.cpu")"
		[ "$(grep -c . "$tmp/out")" -eq "$n" ] || echo "aggkeys: printed $(grep -c . "$tmp/out") of $n keys" >&2
		run "$n" "$n" 'END { printa(@); trunc(@); }'
		v[printa]+=" $(cat "$tmp/sonda.cpu")"
		run "$n" "$n" 'END { clear(@); trunc(@); }'
		v[clear]+=" $(cat "$tmp/sonda.cpu")"
	done
	declare -A m=()
	for k in "${!v[@]}"; do m[$k]=$(echo "${v[$k]}" | median); done
	awk -v n="$n" -v on="${m[oldns]}" -v nn="${m[newns]}" -v oc="${m[oldcpu]}" \
	    -v nc="${m[newcpu]}" -v b="${m[base]}" -v t="${m[trunc]}" -v p="${m[print]}" \
	    -v pa="${m[printa]}" -v c="${m[clear]}" 'BEGIN {
		printf "%-8d %10.1f %10.1f %9.1f %10.2f %10.2f %8.2f %8.2f %8.2f %8.2f\n",
		       n, on, nn, nn - on, oc, nc, p - b, pa - t, t - b, c - t }'
done
echo "(print, printa, trunc, clear: seconds of sonda CPU for all the keys; cpu s: the workload's)"
