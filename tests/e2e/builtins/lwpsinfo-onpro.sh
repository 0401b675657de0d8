# lwpsinfo_t's pr_onpro is procfs.d's expression (dlibs/x86_64/6.10):
# ((struct thread_info *)T->stack)->cpu, a thread_info at the bottom of the
# kernel stack, where x86_64 keeps none (its thread_info is in the
# task_struct): so it is the stack end's bytes, not the CPU (sonda read
# T->thread_info.cpu, the CPU). Run on the last CPU, which is not 0 where
# there are several.
last=$(($(nproc) - 1))
taskset -c "$last" "$SONDA" -qn 'BEGIN {
	printf("%d %d %d\n",
	    curlwpsinfo->pr_onpro == ((struct thread_info *)curthread->stack)->cpu,
	    xlate <lwpsinfo_t> (curthread).pr_onpro ==
	    ((struct thread_info *)curthread->stack)->cpu,
	    cpu == curthread->thread_info.cpu);
	exit(0);
}'
