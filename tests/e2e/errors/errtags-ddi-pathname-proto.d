/* ddi_pathname( )'s prototype is checked before DTrace finds it unimplemented */
BEGIN
{
	trace(ddi_pathname((void *)0));
}

/* @@args: -x errtags */
/* @@status: 1 */
