/* maps.h - the objects a process has mapped, from /proc/PID/maps.
 *
 * One entry per file with at least one executable mapping (the program,
 * the dynamic linker, libraries, dlopen()ed objects), in address order.
 * The program itself is marked (its path is /proc/PID/exe).
 *
 * The paths in /proc/PID/maps are the process's own: in a container (a
 * mount namespace of its own) they name files of the container's mounts,
 * which sonda may not see at all. Each object's path is therefore one
 * sonda can open (and give the kernel to attach a uprobe to) that reaches
 * the very file mapped: the path itself when the process shares sonda's
 * root and the file there is the mapped one (same device and inode),
 * else /proc/PID/root/PATH when that is the mapped file, else the mapping's
 * /proc/PID/map_files/START-END link (a deleted or over-mounted file).
 * base stays the name the process knows the object by.
 */
#ifndef SONDA_SYM_MAPS_H
#define SONDA_SYM_MAPS_H

#include <sys/types.h>
#include "../base/common.h"

struct sd_mobj {
	char *path;		/* a path sonda can open that reaches the
				   mapped file (see above; malloc'd) */
	const char *base;	/* basename of the path the process maps it
				   by, points into path (or into name) */
	char *name;		/* the path as the kernel prints it, when
				   path differs (malloc'd), else NULL */
	uint64_t start, end;	/* span of its mappings */
	uint64_t exec_start;	/* first executable mapping: address */
	uint64_t exec_pgoff;	/* ... and file offset */
	bool is_exe;		/* the main program (a.out) */
	uint64_t dev, ino;	/* the mapped file (dev as makedev()) */
	uint64_t map_end;	/* end of the first mapping (map_files) */
};

struct sd_maps {
	struct sd_mobj *v;
	size_t n;
};

/* Reads the objects of process pid. 0, or -errno (-ESRCH: no such
 * process). */
int sd_maps_read(pid_t pid, struct sd_maps *m);
/* The prefix that makes process pid's absolute paths reachable from
 * here: "/proc/PID/root" when its root is not sonda's, else "". */
void sd_maps_root(pid_t pid, char *buf, size_t n);
/* The shared objects of the program's own installation, which it may
 * dlopen() by a path of its own making that no search finds (the java
 * launcher's lib/server/libjvm.so): with the program at PREFIX/bin/NAME,
 * the files named *.so or *.so.* in PREFIX/lib and its subdirectories,
 * in name order. None when PREFIX is "/", "/usr" or "/usr/local", whose
 * lib directories hold every program's libraries. Calls fn with a path
 * sonda can open (see sd_maps_root) for each; returns how many. */
typedef void (*sd_maps_lib_fn)(const char *path, void *ctx);
size_t sd_maps_own_libs(pid_t pid, const struct sd_maps *m, sd_maps_lib_fn fn, void *ctx);
/* PREFIX/lib for a program installed in a tree of its own: bindir (its
 * first len bytes) is PREFIX/bin, PREFIX not "", "/usr" or "/usr/local".
 * Written to out[size]; false if there is none. */
bool sd_maps_tree_lib(const char *bindir, size_t len, char *out, size_t size);
/* Calls fn with every file named *.so or *.so.* in dir and its
 * subdirectories, in name order; returns how many. */
size_t sd_maps_so_files(const char *dir, sd_maps_lib_fn fn, void *ctx);
/* The file a library named mod (a basename: "libfoo.so.1", or "libfoo"
 * for libfoo.so) that process pid has not mapped would be loaded from, as
 * the dynamic linker would find it: in its LD_LIBRARY_PATH, the program's
 * directory, then the system's (under the process's root, see
 * sd_maps_root); else among the program's own libraries, which it may
 * dlopen() by path (sd_maps_own_libs). Written to path[size] and
 * returned, or NULL if there is none. */
const char *sd_maps_find_lib(pid_t pid, const struct sd_maps *m, const char *mod,
			     char *path, size_t size);
/* True if libproc's Pgrab( ) could grab process pid: its memory
 * (/proc/PID/mem) and its executable's ELF header (/proc/PID/exe) are
 * readable, which a zombie's and a kernel thread's are not, and it is not
 * sonda itself (a process another tracer holds is grabbable: maps.c). */
bool sd_maps_grabbable(pid_t pid);
/* The value of entry type (AT_BASE, AT_ENTRY...) of process pid's
 * auxiliary vector (/proc/PID/auxv), or 0 if it has none. */
uint64_t sd_maps_auxv(pid_t pid, uint64_t type);
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
