# kinst::FUNCTION: lists one probe per instruction (newest first, as an
# exact field lists in DTrace's dt_probe_iter( )); sorted, the offsets start
# at 0 and increase: they are the instruction boundaries.
$SONDA -l -n 'kinst::__do_sys_getppid:' > /tmp/kl.raw || exit 1
{ head -n 1 /tmp/kl.raw; tail -n +2 /tmp/kl.raw | sort -k5,5n; } > /tmp/kl
awk 'NR == 1 { print; next } NR == 2 { print $2, $3, $4, $5 }
	NR > 2 && $5 <= last { print "not increasing at", $5 } { last = $5 }
	END { print (NR > 4 ? "several" : "few") " instructions" }' /tmp/kl
