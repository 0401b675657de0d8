/* A char array given where a string is wanted is, to DTrace, its address
 * (DT_NF_REF: dt_cg_node( ) of -> computes it, reads nothing), which the
 * subroutine reads as a string: a char array at an address that cannot be
 * read is an unreadable string there, as (string)(char *)12 is, not an
 * empty one: strjoin( ) of it is "" (dt_strjoin( ) stops at its failed
 * first read), index( ) of it -1 (dt_index( ) tests its reads), and a
 * comparison (dt_cg_compare_op( )'s dt_strcmp( )) takes it as "" of strsize
 * characters: greater than "", equal to another unreadable string. */
struct in { int a; char name[8]; };

BEGIN
{
	printf("[%s] [%s]\n", strjoin(((struct in *)8)->name, "!"),
	    strjoin((string)(char *)12, "!"));
	printf("%d %d\n", index(((struct in *)8)->name, ""),
	    index((string)(char *)12, ""));
	printf("%d %d\n", strstr(((struct in *)8)->name, "") == NULL,
	    strstr((string)(char *)12, "") == NULL);
	printf("%d %d %d\n", ((struct in *)8)->name > "",
	    (string)(char *)12 > "", ((struct in *)8)->name == (string)(char *)12);
	exit(0);
}

/* @@args: -q */
