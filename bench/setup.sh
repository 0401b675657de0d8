#!/usr/bin/env bash
# bench/setup.sh - what setting up pid probes costs sonda in user space, on
# a small dynamic program (setup-target.c) started with -c:
#
#   begin   BEGIN { exit(0); }                          (the floor)
#   a.out   pid$target:a.out:target:entry { @ = count(); }
#   empty   pid$target::target:entry { @ = count(); }   (every object of
#           the process searched: the program, libc, the dynamic linker)
#
# For each: the instructions sonda executes (valgrind --tool=callgrind; the
# whole run: BPF programs are loaded and attached for real, the child runs
# outside valgrind), and the peak RSS of a run outside valgrind
# (/usr/bin/time -v), median of RUNS (default 7) alternating runs. With
# CG_OUT=DIR the callgrind files stay there (callgrind_annotate
# --inclusive=yes DIR/callgrind.empty shows where the instructions go).
# Run as root.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
SONDA=${SONDA:-$ROOT/build/sonda}
RUNS=${RUNS:-7}
[ "$(id -u)" -eq 0 ] || { echo "setup.sh: run as root" >&2; exit 1; }
[ -x "$SONDA" ] || { echo "setup.sh: $SONDA not found; run make" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "setup.sh: valgrind is not installed" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "setup.sh: /usr/bin/time is not installed" >&2; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
CG_OUT=${CG_OUT:-$TMP}
mkdir -p "$CG_OUT"
cc -O1 -g -o "$TMP/setup-target" "$ROOT/bench/setup-target.c"
. "$ROOT/bench/lib.sh"

declare -A script=(
	[begin]='BEGIN { exit(0); }'
	[a.out]='pid$target:a.out:target:entry { @ = count(); }'
	[empty]='pid$target::target:entry { @ = count(); }'
)
names=(begin a.out empty)

# instructions NAME: callgrind's total for one run of NAME's script
instructions() {
	valgrind --tool=callgrind --callgrind-out-file="$CG_OUT/callgrind.$1" \
		"$SONDA" -q -c "$TMP/setup-target" -n "${script[$1]}" \
		> "$TMP/cg.out" 2> "$TMP/cg.err" ||
		{ echo "setup.sh: $1 failed under valgrind:" >&2; cat "$TMP/cg.err" >&2; exit 1; }
	awk '/refs:/ { gsub(",", "", $NF); print $NF }' "$TMP/cg.err"
}

# rss NAME: peak RSS in KiB of one run (for run_alternating)
rss() {
	/usr/bin/time -v -o "$TMP/time" "$SONDA" -q -c "$TMP/setup-target" \
		-n "${script[$1]}" > /dev/null 2> "$TMP/err" ||
		{ echo "setup.sh: $1 failed:" >&2; cat "$TMP/err" >&2; exit 1; }
	awk -F': ' '/Maximum resident set size/ { print $2 }' "$TMP/time"
}

echo "# $(uptime)"
declare -A insns runs medians
for n in "${names[@]}"; do
	insns[$n]=$(instructions "$n")
done
run_alternating "$RUNS" rss "${names[@]}"
echo "# $(uptime)"
echo "script,instructions,peak_rss_kib,rss_runs"
for n in "${names[@]}"; do
	echo "$n,${insns[$n]},${medians[$n]},${runs[$n]# }"
done
for n in "${names[@]}"; do
	awk -v n="$n" -v i="${insns[$n]}" -v r="${medians[$n]}" -v s="${script[$n]}" \
	    'BEGIN { printf "%-6s %6.2f M instructions %5.2f MiB peak RSS  %s\n",
		     n, i / 1e6, r / 1024, s }'
done
