# A rate's number past 2^64 - 1 is taken: dt_opt_rate( ) reads it with
# strtoull( ) and tests no errno, so it is ULLONG_MAX (with hz 0 ns, the
# default rate; an invalid suffix is still refused).
exec 2>&1
for v in 18446744073709551616 99999999999999999999999hz \
    99999999999999999999999x; do
	"$SONDA" -e -x aggrate=$v -n 'BEGIN { exit(0); }'
	echo "aggrate=$v: rc $?"
done
"$SONDA" -x switchrate=99999999999999999999999hz -qn 'BEGIN { printf("ran\n"); exit(0); }'
echo "switchrate: rc $?"
