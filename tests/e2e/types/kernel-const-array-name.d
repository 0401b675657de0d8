/* @@args: -x errtags */
/* @@status: 1 */
/*
 * A const array of const char in the kernel's BTF (struct xt_match's
 * name): dt_btf.c keeps both qualifiers (ctf_add_const( )) and libctf's
 * ctf_type_aname( ) writes the array's at its elements' level.
 */
BEGIN
{
	x = curthread;
	x = ((struct xt_match *)0)->name;
}
