# A rate's number past INT64_MAX is taken (dt_opt_rate( )'s val < 0 is never
# true of the unsigned dtrace_optval_t); with hz it is 0 ns, the default
# rate, as 9223372036854775807hz is.
exec 2>&1
for v in 9223372036854775808hz 9223372036854775807hz; do
	"$SONDA" -x switchrate=$v -qn 'BEGIN { exit(0); }'
	echo "$v: rc $?"
done
