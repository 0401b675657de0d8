/* copyoutstr(s, uaddr, 0) reads no byte of s: DTrace's
 * dt_cg_subr_copyoutstr( ) checks that bpf_probe_read_str( ) read more
 * than 0 bytes and faults with an invalid address, that of s, before any
 * write (on this kernel the write is invalid user access). A size of 0
 * from a variable too; a size of 1 copies the NUL and reaches the write. */
int z;

BEGIN
{
	copyoutstr("abc", z + 64, 0);
}

BEGIN
{
	copyoutstr("", z + 64, z);
}

BEGIN
{
	copyoutstr("abc", z + 64, z + 1);
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %s\n", arg2, arg4,
	    arg5 == 0 ? "0" : arg5 == 64 ? "64" : "the string's");
}

/* @@args: -q -w */
