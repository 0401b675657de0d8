/* libctf's ctf_type_compat( ) takes an enum and an integer as compatible,
 * but an enum only named (DTrace's dt_decl_type( ) adds a forward tag, of
 * kind CTF_K_FORWARD) is no enum: a pointer to it takes no string, whose
 * char elements an enum * would take (dt_node_is_ptrcompat( )). */
enum fe *fp;
enum ce { CA } *cp;

BEGIN
{
	cp = "s";
	fp = "s";
}

/* @@args: -e -x errtags */
/* @@status: 1 */
