/* @@args: -q */
/* @@mask-ptr */
/* A kernel type keeps its qualifiers in its name, as DTrace's BTF to CTF
 * conversion does (dt_btf.c): struct qstr's name is a const unsigned char *,
 * named by libctf "const unsigned char *". */
BEGIN
{
	q = (struct qstr *)alloca(sizeof (struct qstr));
	q->name = (const unsigned char *)0x10;
	q->hash_len = 5;
	print(q);
	print(&q->name);
	exit(0);
}
