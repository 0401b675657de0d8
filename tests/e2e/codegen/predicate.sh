# A predicate guards its clause: false jumps past the body.
# @@noroot
"$SONDA" -e -S -qn 'BEGIN /timestamp > 1/ { trace(1); }' 2>&1 |
	awk -v from="call bpf_ktime_get_ns" -v n=10 -f lib/slice.awk
