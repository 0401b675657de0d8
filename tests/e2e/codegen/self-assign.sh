# self->t = timestamp: the value first (timestamp, read once per clause and
# kept in scratch past the record), then the key, as DTrace's
# dt_cg_store_var( ) builds it after the value: the thread
# (bpf_get_current_pid_tgid, the CPU for thread id 0), and storing 0
# deletes the element instead of updating it (giving its place in the
# dynamic variables' pool back when there was one); a new element first
# takes a place in the pool (the atomic add and the compare with r3).
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { self->t = timestamp; }' 2>&1 |
	awk -v from="r6 = \\*\\(u64 \\*\\)\\(r10 - 16\\)" -v n=0 -f lib/slice.awk | grep -E "call|goto|r6"
