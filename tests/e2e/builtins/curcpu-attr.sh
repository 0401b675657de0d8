# curcpu is a built-in variable of DTrace, Stable/Stable/Common as every
# one of dt_open.c's _dtrace_globals (curthread's data is Private): its
# members too (dt_cook_op2( ) gives a member its left side's attributes),
# in -v's statement attributes and against -x amin. sonda's curcpu, a
# translation of curthread, had curthread's and its translator's.
exec 2>&1
for e in 'curcpu' 'curcpu->cpu_id' '(*curcpu).cpu_chip' 'cpu' 'curthread'; do
	"$SONDA" -e -v -n "syscall::read:entry { trace($e); }" |
		sed -n '/Minimum Statement Attributes/,/Dependency/p'
	"$SONDA" -e -x errtags -x amin=Unstable/Unstable/Common -n "BEGIN { trace($e); }"
	echo "status $?"
done
