# A provider name that ends in digits and names no provider is a process's
# provider to DTrace (dt_pid_get_pid()): digits that are no positive pid_t
# (0, past 32 bits, a glob's too) are D_PROC_BADPID, a name of digits only
# (a macro's: $uid is 0 as root) is D_PROC_BADPROV, in -l as in -e.
for d in '$uid:::' 'x*0:::' 'pid*0:::' 'x4294967296:::' 'x99999999999999999999:::' \
	'pid0:::' 'myprov$uid::f:n'; do
	"$SONDA" -x errtags -l -n "$d" 2>&1
	echo "status $?"
done
"$SONDA" -x errtags -e -n '$uid:::entry { }' 2>&1
echo "status $?"
