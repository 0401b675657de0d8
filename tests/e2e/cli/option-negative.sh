# Negative option values are refused, however strtoull( ) would wrap them
# (dt_opt_runtime( ), dt_optval_parse( ), dt_opt_rate( ) test strtoll( )
# first, DTrace commit 7d097f21): "-1", " -5", "-1k", a rate "-1hz"; "+5",
# " 5" and "-0" are not negative, and neither are 2^63 and 2^64 - 1
# (strtoll( ) reads them as LLONG_MAX; dtrace_optval_t is unsigned, so the
# val < 0 tests are never true): taken, as by dtrace-ref.
# @@noroot
exec 2>&1
for o in nspec=-1 'nspec= -5' nspec=0x8000000000000000 \
    nspec=18446744073709551615 bufsize=-1k switchrate=-1hz specsize=-1 \
    nspec=+5 'nspec= 5' nspec=-0; do
	"$SONDA" -e -x "$o" -n 'BEGIN { exit(0); }'
	echo "$o: rc $?"
done
