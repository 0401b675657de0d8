#pragma D option scratchsize=1024

BEGIN
{
	ptr = alloca(1025);
}

/* @@args: -x errtags */
/* @@status: 1 */
