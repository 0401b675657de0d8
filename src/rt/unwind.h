/* unwind.h - the unwind rows the BPF user-stack unwinder reads.
 *
 * The maps are those of cg/image.h (UROWS, UPROCS, UMISS, USTAT). Each
 * executable object a traced process maps has its CFI turned into rows
 * once (sym/cfi.h), cached by build-id (or device and inode), and appended
 * to UROWS while room is left (unwindsize bytes; an object that does not
 * fit is counted, and its pcs are unwound with frame pointers). A
 * process's entry in UPROCS lists its executable mappings with their rows.
 * Processes are loaded when sonda grabs them (-c, -p) and when the
 * unwinder reports one it has no entry for, or a pc outside its mappings
 * (a dlopen(), an exec, a process started later); a process is looked at
 * again at most once a second unless it exec'd or its executable mappings
 * changed, and forgotten a few
 * seconds after it exits. The consumer polls every 5 ms while the
 * unwinder runs, so a process that started or exec'd during tracing has
 * its rows and symbols within about that time (its stacks until then are
 * walked with frame pointers); the symbols are read first (the load
 * callback), so a process that lives a few tens of milliseconds prints
 * with names after it exits.
 */
#ifndef SONDA_RT_UNWIND_H
#define SONDA_RT_UNWIND_H

#include <stdio.h>
#include <sys/types.h>

#include "../base/common.h"

struct sd_unwind;

/* Creates the maps, with room for size bytes of rows. NULL after
 * printing the reason. */
struct sd_unwind *sd_unwind_new(uint64_t size);
/* Frees u and closes its maps; accepts NULL. */
void sd_unwind_free(struct sd_unwind *u);
/* Calls fn(ctx, pid) when a process is loaded for the first time, and
 * when one loaded again runs another program than the last time (it
 * exec'd) or maps other code (a dlopen()): the symbolizer reads its
 * objects then, so its stacks print with names after it exits, and
 * forgets the old ones. */
void sd_unwind_on_load(struct sd_unwind *u, void (*fn)(void *, pid_t), void *ctx);
/* The fd of the map of role SD_MAP_UROWS..SD_MAP_USTAT. */
int sd_unwind_map_fd(const struct sd_unwind *u, int role);
/* Loads (or reloads) process pid's mappings and their objects' rows. 0, or
 * -errno (-ESRCH: the process is gone). */
int sd_unwind_add_pid(struct sd_unwind *u, pid_t pid);
/* Loads the processes the unwinder reported since the last call. */
void sd_unwind_poll(struct sd_unwind *u);
/* sd_unwind_poll( ) if the unwinder met a process or pc it has no
 * mappings for since the last call (its counters moved): one cheap
 * lookup otherwise. Accepts NULL. */
void sd_unwind_poll_new(struct sd_unwind *u);
/* Prints what did not fit (always) and, when verbose, how the frames were
 * found and what the rows cost. */
void sd_unwind_report(struct sd_unwind *u, FILE *f, bool verbose);

#endif
