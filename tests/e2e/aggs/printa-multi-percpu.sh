# printa(@a, @b) with -x aggpercpu: each value of a row is followed by its
# per-CPU values, as dt_print_aggs() prints them for every aggregation of
# the row. A value zero-filled for a key the aggregation lacks keeps the
# per-CPU values of the aggregation's first entry (dtrace_aggregate_walk_
# joined() copies that entry's aggdata and replaces only its data): @m's one
# entry's here. An aggregation with no entry at all has none (@z).
# BEGIN runs on CPU 0 (taskset); the items of CPUs past 1 are cut out.
[ "$(nproc)" -ge 2 ] || { echo "needs 2 CPUs" >&2; exit 77; }
taskset -c 0 "$SONDA" -x aggpercpu -qn '
BEGIN
{
	@m["a"] = min(5);
	@c["a"] = count();
	@c["b"] = count();
	@z["a"] = sum(0);
	trunc(@z);
	printa(@m, @c);
	printa(@c, @m);
	printa(@c, @z);
	exit(0);
}' | sed -z -E 's/\n    \[CPU ([2-9]|[1-9][0-9]+)\] *-?[0-9]+//g'
