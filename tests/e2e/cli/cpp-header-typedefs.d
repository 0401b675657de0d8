/* @@args: -q -C -I data */
/* A #include'd file declares its typedefs in DTrace's C scope, where D's own
 * size_t, pid_t or int8_t are not: system headers that typedef them again
 * (<sys/types.h>, <stdint.h>, <sys/mman.h>) compile, as in DTrace. */
#include <sys/types.h>
#include <stdint.h>
#include <sys/mman.h>
#include "cpp-typedefs.h"

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(pid_t), sizeof(size_t), sizeof(int8_t),
	    sizeof(hdr_count_t), sizeof(ulong_t));
	printf("%d %d\n", PROT_READ | PROT_WRITE, MAP_SHARED);
	exit(0);
}
