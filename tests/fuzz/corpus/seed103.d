BEGIN
{
	mutex_owned(trace(1));
}

/* @@args: -x errtags */
/* @@status: 1 */
