# @c = count() adds 1 to the per-CPU value its key finds, without an atomic
# (the map is per-CPU); a missing entry is counted as an aggregation drop
# in the globals (the atomic add at the end).
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { @c = count(); }' 2>&1 |
	awk -v from="call bpf_map_lookup_elem" -v n=10 -f lib/slice.awk
