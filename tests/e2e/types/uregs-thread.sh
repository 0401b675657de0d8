# uregs[] past struct pt_regs (R_DS, R_ES, R_FS, R_GS, R_TRAPNO) are, as
# DTrace for Linux reads them on x86-64, the current task's thread_struct
# members ds, es, fsbase, gsbase and trap_nr: a glibc program's fsbase
# (its thread pointer) is not 0.
"$SONDA" -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %d %d %d\n", uregs[R_DS] == curthread->thread.ds,
	    uregs[R_ES] == curthread->thread.es,
	    uregs[R_FS] == curthread->thread.fsbase, uregs[R_FS] != 0,
	    uregs[R_GS] == curthread->thread.gsbase,
	    uregs[R_TRAPNO] == curthread->thread.trap_nr);
	exit(0);
}' -c "$SONDA_TRIGGERS/getppid 1"
