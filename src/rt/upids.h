/* upids.h - the processes whose user symbols a program recorded.
 *
 * usym( ), umod( ), uaddr( ) and ufunc( ) record a process's pid and an
 * address, which the consumer names when it prints, often after the
 * process exited (a compiler of a build lives a few tens of ms): then its
 * objects can no longer be found. So each such call also notes its
 * process in UPIDS (cg/image.h: a lookup, and an insert the first time),
 * keyed with its address space, and counts the keys it inserts in the
 * state map. The consumer looks at that count every 5 ms while tracing
 * (rt/run.c, the unwinder's poll), and when it moved reads the map: each
 * key it has not seen has its process's symbols read now, the old ones of
 * that pid forgotten (an exec, or a pid used again, makes a new key).
 * Keys of processes that exited are deleted about once a second, so that
 * the map does not fill; an insert into a full map is counted (-v says so)
 * and the value printed as before (its symbols read at print time).
 */
#ifndef SONDA_RT_UPIDS_H
#define SONDA_RT_UPIDS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

struct sd_upids;

/* Takes over fd, the UPIDS map (a hash of SD_UPIDS_MAX struct sd_upid
 * keys and 8-byte values, cg/image.h). */
struct sd_upids *sd_upids_new(int fd);
/* Frees u and closes its map; accepts NULL. */
void sd_upids_free(struct sd_upids *u);
int sd_upids_fd(const struct sd_upids *u);
/* Calls fn(ctx, pid) for each key inserted since the last call that it
 * has not seen (count: the state's upids[0], what programs inserted), and
 * about once a second deletes the keys of processes that exited. Cheap
 * when count did not move. Accepts NULL. */
void sd_upids_poll(struct sd_upids *u, uint64_t count, void (*fn)(void *, pid_t),
		   void *ctx);
/* With verbose, how many processes were noted and how many the full map
 * refused (full: the state's upids[1]). Accepts NULL. */
void sd_upids_report(const struct sd_upids *u, uint64_t full, FILE *f, bool verbose);

#endif
