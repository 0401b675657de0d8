# bench/lib.sh - what the benchmarks share (sourced by bench/*.sh, bash):
# runs that alternate between configurations, medians, differences.
#
# Configurations alternate within each round, so that the machine's noise
# (other load, frequency steps) spreads over all of them instead of
# falling on one; each configuration's figure is the median of its runs.

# median: the median of the numbers on stdin (separated by spaces or
# newlines); of an even count, the lower middle one; nothing for none.
median() {
	tr ' ' '\n' | sort -n | awk 'NF { v[++n] = $1 } END { if (n) print v[int((n + 1) / 2)] }'
}

# over A B: A - B with one decimal (ns per call over the untraced run).
over() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a - b }'; }

# run_alternating ROUNDS FN CONFIG...: ROUNDS rounds; in each, `FN CONFIG`
# runs for every CONFIG ("NAME|..."), in order, and the one figure it
# prints is appended to runs[NAME] (space-separated). Then medians[NAME]
# is the median of NAME's runs. The caller declares: declare -A runs medians
run_alternating() {
	local rounds=$1 fn=$2 r c
	shift 2
	for ((r = 0; r < rounds; r++)); do
		for c in "$@"; do
			runs[${c%%|*}]+=" $("$fn" "$c")"
		done
	done
	for c in "$@"; do
		medians[${c%%|*}]=$(echo "${runs[${c%%|*}]}" | median)
	done
}

# print_medians WIDTH UNIT CONFIG...: one line per CONFIG after
# run_alternating: its name, median and every run.
print_medians() {
	local width=$1 unit=$2 c name
	shift 2
	for c in "$@"; do
		name=${c%%|*}
		printf "%-${width}s %8s $unit  (runs:%s)\n" "$name" "${medians[$name]}" "${runs[$name]}"
	done
}

# runstat_one CONFIG: one run of CONFIG ("NAME|COMMAND", COMMAND in shell
# words) under $RUNSTAT (bench/runstat.c or firstout.c, which print
# "NS [MORE...] STATUS"), for run_alternating: writes the CSV line
# NAME,RUN,NS,MORE...,STATUS to fd 3 (which the caller opens: exec 3>&1),
# also to the file $RUNS_CSV when set, and NS to stdout.
runstat_one() {
	local name=${1%%|*} n f IFS=,
	n=$(( $(IFS=' '; set -- ${runs[$name]:-}; echo $#) + 1 ))
	IFS=$' \t' read -ra f < <(eval "'$RUNSTAT' ${1#*|}")
	echo "$name,$n,${f[*]}" >&3
	[ -z "${RUNS_CSV:-}" ] || echo "$name,$n,${f[*]}" >> "$RUNS_CSV"
	echo "${f[0]}"
}
