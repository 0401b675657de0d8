/* clock.h - the clocks sonda times its own work with (-x timepasses). */
#ifndef SONDA_BASE_CLOCK_H
#define SONDA_BASE_CLOCK_H

#include <stdint.h>
#include <time.h>

/* Clock c (CLOCK_MONOTONIC, CLOCK_PROCESS_CPUTIME_ID, ...) in ns. */
static inline uint64_t sd_clock_ns(clockid_t c)
{
	struct timespec ts;

	clock_gettime(c, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

#endif
