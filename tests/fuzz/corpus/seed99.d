#pragma D option scratchsize=64

BEGIN
{
	copyin(0, 65);
}

/* @@args: -x errtags */
/* @@status: 1 */
