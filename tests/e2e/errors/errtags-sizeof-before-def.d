/* sizeof of a type name is taken as DTrace parses it: the struct is
 * defined only below */
BEGIN
{
	trace(sizeof (struct later));
}

struct later {
	int a;
};

/* @@args: -x errtags */
/* @@status: 1 */
