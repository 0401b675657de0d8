/* a typedef of the script's own may not name again one a #include'd file
 * declared (DTrace's D scope sees its C scope) */
#include "cpp-typedefs.h"
typedef long hdr_count_t;

BEGIN
{
	exit(0);
}

/* @@args: -C -I data -x errtags */
/* @@status: 1 */
