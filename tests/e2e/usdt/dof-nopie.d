/* DOF probes in a non-PIE program (the function addresses in the DOF
 * are absolute; no R_X86_64_RELATIVE entries). */
/* @@args: -q -c "$SONDA_TRIGGERS/udof-nopie 2" */
/* @@sort */
udof$target:::
{
	printf("%s:%s %d %d\n", probefunc, probename, arg0, arg1);
}
