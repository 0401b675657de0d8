/* The constant 0 and arrays are compatible with void *, but reference no
 * type: DTrace's code generator stops on them (dt_cg_act_print( ) longjmps
 * EDT_CTF), a compile error of no line and no tag, whose message is the
 * libctf error libdtrace last kept (ENOENT: no CTF archive on a BTF
 * kernel). Checked against DTrace for Linux itself. */
BEGIN
{
	print(curthread->comm);
}

/* @@args: -x errtags */
/* @@status: 1 */
