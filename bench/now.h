/* now.h - the benchmark workloads' clock: CLOCK_MONOTONIC in ns. */
#ifndef SONDA_BENCH_NOW_H
#define SONDA_BENCH_NOW_H

#include <time.h>

static inline double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

#endif
