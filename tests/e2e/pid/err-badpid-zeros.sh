# pid00 and pid01 name no process DTrace makes probes for: dt_pid_get_pid( )
# reads 0 from pid00 (its D_PROC_BADPID is dropped: dt_pid_create_pid_probes( )
# returns 0 for a pid <= 0), and pid01 is pid 1, whose pid1 does not match
# it; so each description matches nothing, D_PDESC_ZERO without -Z and no
# error with it. Only pid0 itself is D_PROC_BADPID (err-badpid).
T="$SONDA_TRIGGERS/upid 1"
for d in pid00 pid01; do
	"$SONDA" -x errtags -n "$d:::entry { }" -c "$T" 2>&1
	echo "status $?"
done
"$SONDA" -x errtags -Z -n 'pid00:::entry { }' -n 'pid01:::entry { }' -c "$T" 2>&1
echo "status $?"
