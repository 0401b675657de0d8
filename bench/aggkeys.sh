#!/bin/bash
# aggkeys.sh - aggregations that grow (issue 16, item 4): what a new key
# costs against an existing one, and what reading, printing, printa(),
# clear() and trunc() of N keys cost, for
#   pid$target:a.out:key:entry { @[arg0] = count(); }
# on tests/triggers/ukeys, which calls key(i % D) N times (D = N: every
# call a new key; D = 1: always the same key).
#
# Per key: the BPF program's mean run time from the kernel's run-time
# statistics (bench/progstat.c), which the machine's load does not disturb,
# for D = 1 and D = N, and the CPU time (user + system: the uprobe round
# trips are system time) the workload's N calls took.
# Per step: sonda's own -x timepasses lines (`sonda: agg STEP ...`, the
# process CPU time of each step; the wall time is printed beside it in
# ms wall), sonda tracing the workload with -p so that the workload's time
# is not in it: the map's load (map creation: preallocation), one read of
# the map, the print at exit (a run with no END), printa() and
# trunc(@, 10) (`END { printa(@); trunc(@, 10); }`), clear() and trunc()
# (`END { clear(@); trunc(@); }`).
# aggsize is 16m (128m for more than 200000 keys, so that 1M fit).
# Medians of R runs per configuration, configurations alternating within
# each round.
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

# run N D END-CLAUSE: traces `ukeys N D` with -p and --time-passes;
# leaves sonda's stderr in $tmp/err, the workload's CPU seconds in
# $tmp/ukeys.cpu and the BPF program's ns per run in $tmp/ns.
run() {
	local n=$1 d=$2 end=$3 go=$tmp/go
	rm -f "$go"
	"$UKEYS" "$n" "$d" "$go" > "$tmp/ukeys.out" &
	local pid=$! t
	# -p looks at the process's a.out: wait until the fork has exec'd ukeys
	for ((t = 0; t < 500; t++)); do
		[ "$(readlink "/proc/$pid/exe")" = "$UKEYS" ] && break
		sleep 0.01
	done
	"$PS" -- bash -c '"$0" --time-passes -w -x aggsize="$5" -q -p "$1" -n "
		BEGIN { system(\"touch $2\"); }
		pid\$target:a.out:key:entry { @[arg0] = count(); }
		$3" > "$4/out" 2> "$4/err"' \
		"$SONDA" "$pid" "$go" "$end" "$tmp" "$AGG" > "$tmp/progstat"
	wait "$pid"
	grep -m1 -v '^sonda: \(pass\|agg\) ' "$tmp/err" >&2
	awk '/cpu s$/ { print $1 }' "$tmp/ukeys.out" > "$tmp/ukeys.cpu"
	awk -v n="$n" '$3 == n { print $5; exit }' "$tmp/progstat" > "$tmp/ns"
}

# step NAME [NTH]: CPU ms of the NTH (default 1st) "sonda: agg NAME" line
# in $tmp/err; wall ms with WALL=1; "pass load": the map creation.
step() {
	awk -v s="$1" -v nth="${2:-1}" -v wall="${WALL:-0}" '
		s == "load" && $2 == "pass" && $3 == "load" { print $4; exit }
		$2 == "agg" && $3 == s && ++k == nth { print wall ? $7 : $10; exit }' "$tmp/err"
}

printf '%-8s %9s %9s %8s %9s %9s %8s %8s %8s %8s %8s %8s %8s\n' keys "old ns" "new ns" \
	"+ns/key" "old cpu" "new cpu" load read print printa clear trunc10 trunc
for n in $SIZES; do
	AGG=16m
	[ "$n" -le 200000 ] || AGG=128m		# room for 1M keys
	declare -A v=()
	for ((r = 0; r < R; r++)); do
		run "$n" 1 'END { trunc(@); }'
		v[oldns]+=" $(cat "$tmp/ns")"
		v[oldcpu]+=" $(cat "$tmp/ukeys.cpu")"
		run "$n" "$n" ''
		[ "$(grep -c . "$tmp/out")" -eq "$n" ] || echo "aggkeys: printed $(grep -c . "$tmp/out") of $n keys" >&2
		v[print]+=" $(step print)"
		v[printw]+=" $(WALL=1 step print)"
		run "$n" "$n" 'END { printa(@); trunc(@, 10); }'
		[ "$(grep -c . "$tmp/out")" -eq "$n" ] || echo "aggkeys: printa printed $(grep -c . "$tmp/out") of $n keys" >&2
		v[newns]+=" $(cat "$tmp/ns")"
		v[newcpu]+=" $(cat "$tmp/ukeys.cpu")"
		v[load]+=" $(step load)"
		v[read]+=" $(step read)"
		v[printa]+=" $(step printa)"
		v[printaw]+=" $(WALL=1 step printa)"
		v[trunc10]+=" $(step trunc)"
		v[trunc10w]+=" $(WALL=1 step trunc)"
		run "$n" "$n" 'END { clear(@); trunc(@); }'
		for s in clear trunc; do
			v[$s]+=" $(step $s)"
			v[${s}w]+=" $(WALL=1 step $s)"
		done
	done
	declare -A m=()
	for k in "${!v[@]}"; do m[$k]=$(echo "${v[$k]}" | median); done
	awk -v n="$n" -v on="${m[oldns]}" -v nn="${m[newns]}" -v oc="${m[oldcpu]}" \
	    -v nc="${m[newcpu]}" -v ld="${m[load]}" -v rd="${m[read]}" -v p="${m[print]}" \
	    -v pa="${m[printa]}" -v c="${m[clear]}" -v t10="${m[trunc10]}" -v t="${m[trunc]}" 'BEGIN {
		printf "%-8d %9.1f %9.1f %8.1f %9.2f %9.2f %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f %8.1f\n",
		       n, on, nn, nn - on, oc, nc, ld, rd, p, pa, c, t10, t }'
	printf '%-8s %66s %8.1f %8.1f %8.1f %8.1f %8.1f\n' "" "ms wall:" "${m[printw]}" \
		"${m[printaw]}" "${m[clearw]}" "${m[trunc10w]}" "${m[truncw]}"
done
echo "(ns: BPF ns per run, old key and new; cpu: the workload's CPU s; load: wall ms of"
echo " map creation; read..trunc: sonda's CPU ms for all the keys, and their wall ms below)"
