# self->t = timestamp: the key is the thread (bpf_get_current_pid_tgid, the
# CPU for thread id 0),
# timestamp is read once per clause (kept in scratch past the record), and storing 0
# deletes the element instead of updating it (giving its place in the
# dynamic variables' pool back when there was one); a new element first
# takes a place in the pool (the atomic add and the compare with r3).
# @@noroot
"$SONDA" -e -S -qn 'BEGIN { self->t = timestamp; }' 2>&1 |
	awk -v from="call bpf_get_current_pid_tgid" -v n=0 -f lib/slice.awk | grep -E "call|goto|r6"
