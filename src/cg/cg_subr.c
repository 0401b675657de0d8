/* cg_subr.c - subroutine calls (to be filled). */
#include "cg_int.h"

int cg_subr(struct cg *g, struct sd_node *n)
{
	(void)n;
	SD_BUG("subroutine without code generation");
	return -1;
}
