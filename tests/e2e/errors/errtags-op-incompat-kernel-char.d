/*
 * a pointer to D's char and one to the kernel's char compare as pointers
 * to incompatible types: D's char is signed (dt_open.c), the kernel's is
 * not (dt_btf.c: every 8-bit integer CTF_INT_CHAR alone), and
 * dt_node_is_ptrcompat( ) asks ctf_type_compat( ), which compares
 * encodings; unsigned char * is the kernel's char's encoding
 */
BEGIN
{
	trace((unsigned char *)curthread->comm == &curthread->comm[0]);
	trace((char *)curthread->comm == &curthread->comm[0]);
}

/* @@args: -x errtags */
/* @@status: 1 */
