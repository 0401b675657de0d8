/* maps.h - the objects a process has mapped, from /proc/PID/maps.
 *
 * One entry per file with at least one executable mapping (the program,
 * the dynamic linker, libraries, dlopen()ed objects), in address order.
 * The program itself is marked (its path is /proc/PID/exe).
 */
#ifndef SONDA_SYM_MAPS_H
#define SONDA_SYM_MAPS_H

#include <sys/types.h>
#include "../base/common.h"

struct sd_mobj {
	char *path;		/* as the kernel prints it (malloc'd) */
	const char *base;	/* basename, points into path */
	uint64_t start, end;	/* span of its mappings */
	uint64_t exec_start;	/* first executable mapping: address */
	uint64_t exec_pgoff;	/* ... and file offset */
	bool is_exe;		/* the main program (a.out) */
};

struct sd_maps {
	struct sd_mobj *v;
	size_t n;
};

/* Reads the objects of process pid. 0, or -errno (-ESRCH: no such
 * process). */
int sd_maps_read(pid_t pid, struct sd_maps *m);
/* Frees m's contents; m may be zeroed or half-built. */
void sd_maps_free(struct sd_maps *m);

/* True if module pattern mod (a description field: "", exact or glob)
 * names object o (see sd_modname_match). */
bool sd_mobj_match(const struct sd_mobj *o, const char *mod);

/* True if pattern (non-empty, exact or glob) names the object with
 * basename base: the basename itself, "a.out" for the main program, or
 * the basename cut after or before its ".so" ("libc.so" and "libc" for
 * libc.so.6), as DTrace accepts. */
bool sd_modname_match(const char *base, bool is_exe, const char *pattern);

#endif
