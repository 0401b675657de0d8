/* An error in a #include'd file is at the header's file, line and column,
 * without an excerpt: the script's own line of that number is another
 * text (sonda printed it under the header's location). The header
 * included twice typedefs its names again in DTrace's C scope. */
#include "cpp-typedefs.h"
#include "cpp-typedefs.h"

BEGIN
{
	exit(0);
}

/* @@args: -C -I data */
/* @@status: 1 */
