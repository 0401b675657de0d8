# useruid takes any number: dt_opt_useruid( ) tests its uid_t (unsigned)
# against 0, so -5 is no invalid value; no value is.
exec 2>&1
for a in useruid=-5 useruid=x useruid; do
	"$SONDA" -x $a -qn 'BEGIN { trace("ok"); exit(0); }'
	echo " $a: status $?"
done
