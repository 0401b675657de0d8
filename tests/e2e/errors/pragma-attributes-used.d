/* attributes for variables and inlines the program declares, before or after */
#pragma D attributes Evolving/Evolving/Common hits
#pragma D attributes Stable/Stable/Common LIMIT

int hits;
inline int LIMIT = 3;

#pragma D attributes Unstable/Unstable/Common hits
#pragma D binding "1.0" LIMIT

BEGIN
{
	hits = LIMIT;
	printf("%d\n", hits);
	exit(0);
}

/* @@args: -q */
