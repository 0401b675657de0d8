# A provider name that ends in digits and names no provider is taken for a
# process's provider (dt_setcontext( ) calls dt_pid_create_probes( )), but
# digits that are no positive pid_t (0, past 32 bits, a glob's too) or a
# name of digits only (a macro's: $uid is 0 as root) make dt_pid_get_pid( )
# fail, and dt_pid_create_pid_probes( ) then returns 0 without its error:
# the description matches nothing ("failed to match" in -l, D_PDESC_ZERO
# with -e). Only pid0 itself is D_PROC_BADPID.
for d in '$uid:::' 'x*0:::' 'pid*0:::' 'x4294967296:::' 'x99999999999999999999:::' \
	'pid0:::' 'myprov$uid::f:n'; do
	"$SONDA" -x errtags -l -n "$d" 2>&1 >/dev/null
	echo "status $?"
done
"$SONDA" -x errtags -e -n '$uid:::entry { }' 2>&1
echo "status $?"
"$SONDA" -x errtags -e -Z -n 'myapp0:::entry { }' 2>&1
echo "status $?"
