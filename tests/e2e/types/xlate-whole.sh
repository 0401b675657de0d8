# Translated data used as values, not only through . and ->: curcpu (a
# variable of type cpuinfo_t * in DTrace) kept in a variable, compared and
# traced; *curpsinfo and xlate<lwpsinfo_t>(...) read through . (kept whole
# they are D_UNKNOWN: xlate-struct-assign.sh; a pointer to translated data
# is of DTrace's dynamic type: tests/e2e/errors/xlated-dynamic.sh);
# cpuinfo_t's members as DTrace's cpuinfo (pset and lgrp 0);
# lwpsinfo_t's state as procfs.d translates it (a running thread is SRUN
# 'R', one going to sleep SSLEEP 'S', pr_stype 0), and only procfs.d's
# members (pr_start is not translated).
"$SONDA" -qn '
int done;
BEGIN {
	this->c = curcpu;
	printf("cpu %d ptr %d pset %d chip %d lgrp %d\n", this->c->cpu_id == cpu,
	    curcpu != 0, this->c->cpu_pset, this->c->cpu_chip, this->c->cpu_lgrp);
	printf("psinfo %d %s\n", (*curpsinfo).pr_pid == pid, (*curpsinfo).pr_fname);
	printf("lwpsinfo %d %d %c %d\n", xlate <lwpsinfo_t> (curthread).pr_lwpid == tid,
	    xlate <lwpsinfo_t> (curthread).pr_state == SRUN,
	    xlate <lwpsinfo_t> (curthread).pr_sname, xlate <lwpsinfo_t> (curthread).pr_stype);
	printf("struct %d\n", xlate <psinfo_t> (curthread).pr_pid == pid);
	trace(*curcpu);
	printf("\n");
}
sched:::off-cpu /pid == $target && curlwpsinfo->pr_state == SSLEEP && !done/ {
	printf("sleeping %c %d\n", curlwpsinfo->pr_sname, curlwpsinfo->pr_state);
	done = 1;
}' -c "sleep 0.1" | sed -E 's/^( +0: ).*/\1BYTES/'
"$SONDA" -e -qn 'BEGIN { trace(curlwpsinfo->pr_start); }' 2>&1 | sed -n 1p
