# -x pprof of profile-N kernel stacks: the profile's total is exactly the
# number of times the probe fired (an aggregation beside it counts them),
# whatever the stacks were.
. ./_lib.sh
prof=$SONDA_TEST_TMP/profile.pb.gz
n=$("$SONDA" -x pprof="$prof" -qn 'profile-997 { @p[stack()] = count(); @n = count(); }
	tick-500ms { exit(0); } END { printa("total %@d\n", @n); }' | awk '/^total/ { print $2 }')
total=$(pprof -top "$prof" | awk '/Total samples/ { print $NF }')
test -n "$n" && test "$n" -gt 0 && test "$total" = "$n" && echo "total = fired" ||
	echo "fired $n, profile total $total"
pprof -top "$prof" | awk '/^File:/ { print }'
