/* glibc's own symbol table names the default version of a versioned
 * function "dlopen@@GLIBC_2.34"; users name it dlopen, as .dynsym does
 * and as the function is called. */
/* @@args: -q -c "$SONDA_TRIGGERS/udlopen 1" */
pid$target:libc.so.6:dlopen:entry
{
	@[probemod, probefunc] = count();
}

END
{
	printa("%s:%s %@d\n", @);
}
