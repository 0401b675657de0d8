#pragma D option nosuchoption

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
