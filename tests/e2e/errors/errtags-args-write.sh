# args[] and uregs[] are built-in arrays, not writable: assigning or
# incrementing an element is D_OP_WRITE (after the element itself is
# checked, so BEGIN's args[0] is D_ARGS_IDX), never a new array of that name.
for p in 'syscall::read:entry { args[0] = 1; }' \
	'syscall::read:entry { args[1] += 2; }' \
	'syscall::read:entry { args[0]++; }' \
	'syscall::read:entry { --uregs[R_PC]; }' \
	'BEGIN { uregs[0] = 1; }' \
	'BEGIN { args[0] = 1; }'; do
	"$SONDA" -x errtags -e -n "$p" 2>&1
	echo "status $?"
done
