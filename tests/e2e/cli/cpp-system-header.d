/* @@args: -q -C */
/* System headers preprocess as for the target (strict C99, the target's own
 * macros): <endian.h> gives macros and typedefs D can read. */
#include <endian.h>

BEGIN
{
	printf("%d\n", __BYTE_ORDER == __LITTLE_ENDIAN);
	exit(0);
}
