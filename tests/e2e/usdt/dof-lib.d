/* DOF probes of a shared library: the module is the library, the sites'
 * addresses come from R_X86_64_64 relocations against its symbols. */
/* @@args: -q -c "$SONDA_TRIGGERS/udoflib 2" */
/* @@sort */
udof$target:libudof.so::
{
	printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1);
}
