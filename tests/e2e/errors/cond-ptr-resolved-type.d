/* ?: of a pointer and a void pointer (or the 0), which ctf_type_compat( )
 * does not find compatible, has the type dt_node_is_ptrcompat( ) gives:
 * the more specific pointer's resolved type (its lbase or rbase), so a
 * typedef of a pointer is seen through: "int *", not "intp_t". */
typedef int *intp_t;

BEGIN
{
	this->v = (void *)0;
	this->ip = (intp_t)0;
	printf("%s\n", pid ? this->ip : this->v);
}

/* @@args: -x errtags */
/* @@status: 1 */
