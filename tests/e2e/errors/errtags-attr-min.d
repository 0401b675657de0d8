#pragma D option amin=Evolving/Evolving/Common

/* "BEGIN" names no provider: its attributes are Unstable */
BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
