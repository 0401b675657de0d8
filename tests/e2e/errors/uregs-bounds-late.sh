# uregs[N] past the x86-64 thread fields (N > 25) is refused by DTrace's
# code generator (dt_cg_uregs( ), dt_cg.c), not while the clause is cooked:
# a -n program's message has no "in action list: " region, and a cook
# error later in the clause (args[9] of write) comes first.
exec 2>&1
for e in 'trace(uregs[26])' 'trace(uregs[26]); trace(args[9])' \
	 'trace(uregs[30]); trace(uregs[27])' 'trace(uregs[-1])'; do
	"$SONDA" -e -x errtags -n "syscall::write:entry { $e; }"
	echo "status $?"
done
