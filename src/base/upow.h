/* upow.h - integer powers, for the log-linear quantization's bucket
 * bounds: code generation (cg/cg_agg.c) and the consumer (rt/aggfmt.c)
 * must compute the same ones. */
#ifndef SONDA_BASE_UPOW_H
#define SONDA_BASE_UPOW_H

#include <stdint.h>

/* b to the power e (1 when e <= 0), wrapping as uint64_t does. */
static inline uint64_t sd_upow(uint64_t b, int64_t e)
{
	uint64_t r = 1;

	while (e-- > 0)
		r *= b;
	return r;
}

#endif
