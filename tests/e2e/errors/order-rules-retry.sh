# The order rules of a clause cooked twice (its actions read a variable
# only its predicate makes, dt_cook_clause( )) count its actions once, as
# DTrace's dt_cg_clsflags( ) meets them while generating its code: the
# first try's speculate( ) or commit( ) is no action before the second's
# (sonda said D_SPEC_SPEC for the first, D_COMM_DREC for commit( ) then
# trace( ): the commit( ) seemed to follow the first trace( )), and a real
# order error is still one.
for b in 'speculate(1); trace(n);' 'discard(1); trace(n);' \
	'speculate(1); speculate(n);' 'commit(1); trace(n);' 'trace(n); speculate(1);' \
	'commit(1); @[n] = count();'; do
	"$SONDA" -e -x errtags -n "tick-1s /n++/ { $b }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
