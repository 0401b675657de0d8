# An element of curpsinfo->pr_psargs, a char [80] member DTrace's psinfo_t
# translator gives a stringof( ) (procfs.d), indexed by a constant or a
# variable: *(pr_psargs + i), as dt_parser.c rewrites a[i], reads the
# translated string's byte (sonda refused it: "expression has no address").
# A variable index past the array faults, as dt_cg_arithmetic_op( ) checks it.
"$SONDA" -qn 'syscall::getppid:entry /pid == $target/ {
	this->n = strlen(curpsinfo->pr_psargs);
	printf("%c%c|%d\n",
	    curpsinfo->pr_psargs[this->n - 2], curpsinfo->pr_psargs[this->n - 1],
	    curpsinfo->pr_psargs[79]);
}
syscall::getppid:entry /pid == $target/ {
	this->i = 80;
	trace(curpsinfo->pr_psargs[this->i]);
}' -c "$SONDA_TRIGGERS/getppid 1" 2>&1 | sed 's/ at BPF pc [0-9]*//; s/dt_clause_[0-9]*/dt_clause_N/; s/probe ID [0-9]* /probe ID N /'
