/* perfmap.h - names of JIT-compiled code from a perf map file.
 *
 * A runtime that generates code (node --perf-basic-prof, Java agents,
 * python -X perf) writes /tmp/perf-PID.map, one line per piece of code:
 * "START SIZE name", START and SIZE in hex (with or without 0x), the name
 * running to the end of the line. Lines are only ever appended; when code
 * is replaced in place the new line overlaps an older one, and the later
 * line wins.
 *
 * A process in a container writes the file in its own /tmp, named with
 * its pid in its own pid namespace: sd_perfmap_of() finds it there.
 *
 * The file is read on the first lookup. A lookup that misses, or one
 * made more than REFRESH_MS after the last look, checks the file's size
 * and mtime and reads what was appended (all of it again when the file
 * shrank or was replaced). The table stays when the process is gone, so
 * stacks printed at END still name its JIT frames.
 */
#ifndef SONDA_SYM_PERFMAP_H
#define SONDA_SYM_PERFMAP_H

#include "../base/common.h"

struct sd_perfmap;

/* A map over path (not opened yet); while the file's mtime is before
 * not_before (seconds since the epoch; 0: any), it is taken as absent.
 * Never NULL (aborts on out-of-memory). */
struct sd_perfmap *sd_perfmap_new(const char *path, long long not_before);
/* The map of process pid: /tmp/perf-PID.map, or for a process in its own
 * pid or mount namespace (a container) the file it wrote in its own /tmp
 * under the pid it knows itself by, /proc/PID/root/tmp/perf-NSPID.map.
 * That /tmp is held open, so the file can still be read after the
 * process and its namespace (and its mount of /tmp) are gone. Never NULL. */
struct sd_perfmap *sd_perfmap_of(int pid, long long not_before);
/* Frees pm; accepts NULL. */
void sd_perfmap_free(struct sd_perfmap *pm);
/* The latest entry whose [start, start + size) holds a: 0 with *start and
 * *name set (name valid until the next lookup), or -ENOENT (also when the
 * file does not exist). */
int sd_perfmap_lookup(struct sd_perfmap *pm, uint64_t a, uint64_t *start,
		      const char **name);
/* Reads what was appended to the file since the last look, if anything. */
void sd_perfmap_refresh(struct sd_perfmap *pm);
/* The file's basename ("perf-PID.map"), the module JIT frames print. */
const char *sd_perfmap_name(const struct sd_perfmap *pm);
/* Number of entries read so far. */
size_t sd_perfmap_count(const struct sd_perfmap *pm);

#endif
