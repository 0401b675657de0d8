/*
 * ?: arms that are a char array of D's and the kernel's char array: D's
 * char is signed (dt_open.c), the kernel's is not (dt_btf.c makes every
 * 8-bit integer CTF_INT_CHAR alone), so the elements are no compatible
 * types (ctf_type_compat( ) compares encodings) and neither arm is a
 * string (dt_cook_op3( ))
 */
char c[16];

BEGIN
{
	trace(pid ? c : curthread->comm);
}

/* @@args: -x errtags */
/* @@status: 1 */
