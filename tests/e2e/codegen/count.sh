# @c = count() adds 1 to the per-CPU value its key finds, without an atomic
# (the map is per-CPU). The slot's first use (its flag word still 0) takes
# a place in the pool every aggregation shares, as DTrace's one map
# (sd_state.agg_live, fetched and added, against agg_pool after it; a place
# past the pool is given back); a missing entry or a full pool is counted
# as an aggregation drop of the CPU that fired (the atomic add at the end).
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { @c = count(); }' 2>&1 |
	awk -v from="call bpf_map_lookup_elem" -v n=29 -f lib/slice.awk
