struct flags {
	int ready : 1;
	int count : 7;
};

struct flags f;

BEGIN
{
	trace(sizeof (f.count));
}

/* @@args: -x errtags */
/* @@status: 1 */
