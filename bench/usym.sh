#!/bin/bash
# usym.sh - what noting the processes of usym( ) values costs (rt/upids.h):
# each usym( ), umod( ), uaddr( ) or ufunc( ) also looks its process up in
# a small map (and inserts it the first time), and the consumer looks at
# a counter every 5 ms.
#
#   1. The BPF program's own run time per event (kernel run-time
#      statistics, bench/progstat.c: the machine's load does not disturb
#      them) of `pid$target:a.out:bu_leaf:entry` on bench/ustack.c, N calls,
#      keyed by usym(uregs[R_PC]), and by the same address and the pid as
#      a plain tuple (what the key costs without the note); with
#      BASE=path/to/an/older/sonda, its usym( ) too.
#   2. profile-997 { @[usym(arg1)] = count(); } on a busy loop of S
#      seconds (tests/triggers/ushort, grabbed with -p): the profile
#      program's run time per event and sonda's own CPU time (user + system:
#      the consumer's polls), for sonda and BASE.
# Medians of R runs, configurations alternating.
#
# Usage: bench/usym.sh [N calls, default 200000] [R runs, default 5] [S, default 3]
# Needs root, a built sonda (make), the triggers (make -C tests/triggers
# O=$PWD/build/triggers) and bench binaries (make -C bench).
set -u
cd "$(dirname "$0")/.." || exit 1
N=${1:-200000}
R=${2:-5}
S=${3:-3}
SONDA=${SONDA:-build/sonda}
BASE=${BASE:-}
FP=$PWD/build/bench/ustack-fp
SPIN=$PWD/build/triggers/ushort
PS=$PWD/build/bench/progstat
make -s -C bench >/dev/null || exit 1
. bench/lib.sh

U='pid$target:a.out:bu_leaf:entry { @[usym(uregs[R_PC])] = count(); }'
A='pid$target:a.out:bu_leaf:entry { @[uregs[R_PC], pid] = count(); }'
configs=("usym|$SONDA|$U" "addr-pid|$SONDA|$A")
[ -n "$BASE" ] && configs+=("base-usym|$BASE|$U")
# ns per run of the program that ran exactly N times
prog_config() {
	local name bin d
	IFS='|' read -r name bin d <<< "$1"
	"$PS" -- "$bin" -q -n "$d" -c "$FP $N" 2>/dev/null | awk -v n="$N" '$1 == "progstat" && $3 == n {
		print $(NF - 1); exit }'
}
echo "uprobe, BPF run time per event ($N calls):"
declare -A runs medians
run_alternating "$R" prog_config "${configs[@]}"
print_medians 12 ns/run "${configs[@]}"

P='profile-997 /pid == $target && arg1/ { @[usym(arg1)] = count(); }'
pconfigs=("usym|$SONDA")
[ -n "$BASE" ] && pconfigs+=("base-usym|$BASE")
# the profile program's ns per run, then sonda's CPU ms
prof_ns() {
	local name bin
	IFS='|' read -r name bin <<< "$1"
	"$SPIN" $((S * 1000)) & local pid=$!
	local line
	line=$( { TIMEFORMAT='%U %S'; time "$PS" -- "$bin" -q -n "$P" -p $pid 2>/dev/null |
		awk '$1 == "progstat" { print $(NF - 1); exit }'; } 2>&1 | tr '\n' ' ')
	wait $pid
	# ns/run, then user + system s of progstat and sonda together
	echo "$line" | awk '{ printf "%s:%.0f", $1, ($2 + $3) * 1000 }'
}
echo
echo "profile-997 on a busy loop of $S s: program ns/run : CPU ms of sonda (and progstat)"
unset runs medians
declare -A runs medians
run_alternating "$R" prof_ns "${pconfigs[@]}"
for c in "${pconfigs[@]}"; do
	name=${c%%|*}
	ns=$(for v in ${runs[$name]}; do echo "${v%%:*}"; done | median)
	ms=$(for v in ${runs[$name]}; do echo "${v##*:}"; done | median)
	printf '%-12s %8s ns/run %6s ms of CPU  (runs:%s)\n' "$name" "$ns" "$ms" "${runs[$name]}"
done
