# kinst::FUNCTION: lists one probe per instruction, starting at offset 0
# and increasing; the offsets are the instruction boundaries.
$SONDA -l -n 'kinst::__do_sys_getppid:' > /tmp/kl || exit 1
awk 'NR == 1 { print; next } NR == 2 { print $2, $3, $4, $5 }
	NR > 2 && $5 <= last { print "not increasing at", $5 } { last = $5 }
	END { print (NR > 4 ? "several" : "few") " instructions" }' /tmp/kl
