#!/usr/bin/env bash
# bench/uprobe/run.sh - nanoseconds a pid entry probe with @ = count() adds
# to each call of a function, for sonda, bpftrace's uprobe and a minimal
# hand-loaded BPF program (minload.c), in the same run: RUNS rounds
# (default 11), each running the untraced loop and the three tracers in
# turn; medians at the end. See bench/uprobe/README.md.
#
#   sudo bench/uprobe/run.sh            (from the repository root)
#   sudo RUNS=21 N=500000 bench/uprobe/run.sh > uprobe.csv
#   sudo NOP5=1 bench/uprobe/run.sh     (probe on a 5-byte nop)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SONDA=${SONDA:-$ROOT/build/sonda}
RUNS=${RUNS:-11}
N=${N:-200000}
TMP=$(mktemp -d /tmp/bench-uprobe.XXXXXX)
trap 'rm -rf "$TMP"' EXIT
cc -O2 -g -fno-omit-frame-pointer ${NOP5:+-DNOP5} -o "$TMP/work" "$ROOT/bench/uprobe/work.c"
cc -O2 -o "$TMP/minload" "$ROOT/bench/uprobe/minload.c" -lbpf
W=$TMP/work
# file offset of bench_fn: st_value - p_vaddr + p_offset of its segment
OFF=$(python3 - "$W" <<'PY'
import subprocess, sys
f = sys.argv[1]
sym = [l.split() for l in subprocess.run(['nm', f], capture_output=True, text=True).stdout.splitlines()]
addr = int([s for s in sym if s[-1] == 'bench_fn'][0][0], 16)
for l in subprocess.run(['readelf', '-lW', f], capture_output=True, text=True).stdout.splitlines():
    w = l.split()
    if w and w[0] == 'LOAD':
        off, va, fs = int(w[1], 16), int(w[2], 16), int(w[4], 16)
        if va <= addr < va + fs:
            print(hex(addr - va + off))
PY
)
have_bt=0
command -v bpftrace > /dev/null && have_bt=1
run_base() { "$W" "$N"; }
run_min() { "$TMP/minload" "$W" "$OFF" "$W" "$N"; }
run_sonda() { "$SONDA" -q -n 'pid$target:a.out:bench_fn:entry { @ = count(); } END { printa("", @); }' -c "$W $N" | sed -n 1p; }
run_bt() { bpftrace -q -e "uprobe:$W:bench_fn { @ = count(); } END { clear(@); }" -c "$W $N" | grep '^[0-9]' | sed -n 1p; }
echo "tool,run,ns_per_call,ns_added"
declare -A all
for r in $(seq 1 "$RUNS"); do
	base=$(run_base)
	for t in minimal sonda bpftrace; do
		case $t in
		minimal) v=$(run_min) ;;
		sonda) v=$(run_sonda) ;;
		bpftrace) ((have_bt)) || continue; v=$(run_bt) ;;
		esac
		add=$(echo "$v - $base" | bc -l)
		echo "$t,$r,$v,$add"
		all[$t]+="$add "
	done
	all[base]+="$base "
	echo "base,$r,$base,0"
done
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo
echo "tool,median_ns_added"
for t in minimal sonda bpftrace; do
	[ -n "${all[$t]:-}" ] || continue
	echo "$t,$(echo "${all[$t]}" | median)"
done
m=$(echo "${all[minimal]}" | median)
s=$(echo "${all[sonda]}" | median)
printf 'summary: %d runs, %d calls each; base %.1f ns/call; added per hit: minimal %.1f ns, sonda %.1f ns (%+.1f%% vs minimal)' \
	"$RUNS" "$N" "$(echo "${all[base]}" | median)" "$m" "$s" "$(echo "($s - $m) * 100 / $m" | bc -l)"
[ -n "${all[bpftrace]:-}" ] && printf ', bpftrace %.1f ns' "$(echo "${all[bpftrace]}" | median)"
echo
