/* A typedef name is declared once, even again with the same type, as DTrace's
 * D container refuses it (dt_parser.c, DT_DC_TYPEDEF). */
typedef int count_t;
typedef int count_t;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
