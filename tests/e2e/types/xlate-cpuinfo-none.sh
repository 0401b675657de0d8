# DTrace's D library has no cpuinfo_t translator (sched.d: curcpu is a
# built-in variable of type cpuinfo_t *, dt_open.c): xlate<cpuinfo_t *>
# and xlate<cpuinfo_t> of curthread are D_XLATE_NONE (dt_cook_op2( ),
# DT_TOK_XLATE), and a program may declare one (no D_XLATE_REDECL,
# dt_node_xlator( )), which its xlate<> uses; curcpu, chip and sched's
# args[2] stay the CPU's. sonda's curcpu is a translation whose
# translator served the program's xlate<> and made its own a redeclaration.
exec 2>&1
for e in 'trace(xlate<cpuinfo_t *>(curthread)->cpu_id)' \
	 'trace(xlate<cpuinfo_t>(curthread).cpu_chip)'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }"
	echo "status $?"
done
timeout 10 "$SONDA" -q -x errtags -n '
translator cpuinfo_t < struct task_struct *T > { cpu_id = 77; cpu_chip = 5; };
BEGIN {
	printf("%d %d %d %d\n", xlate<cpuinfo_t *>(curthread)->cpu_id,
	    xlate<cpuinfo_t>(curthread).cpu_chip, curcpu->cpu_id == cpu, chip);
	exit(0);
}'
echo "status $?"
timeout 10 "$SONDA" -e -x errtags -n 'provider p { probe x(struct task_struct *t) : (cpuinfo_t *t); };
BEGIN { }'
echo "status $?"
