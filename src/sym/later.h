/* later.h - the object files that processes started later would run, and
 * a cheap look at the USDT providers a file carries.
 *
 * A process that does not exist yet runs a program found through PATH
 * and the libraries the dynamic linker finds through its cache. Providers
 * named by a glob (python*:::) are looked for in those files before
 * tracing starts, so that a uprobe on each file (for every process) is in
 * place before any such process maps it: no window.
 *
 * The look reads only the ELF header, the section headers, the section
 * names and .note.stapsdt (four reads, no symbols, no mapping), so that
 * the thousands of files of a system cost milliseconds.
 */
#ifndef SONDA_SYM_LATER_H
#define SONDA_SYM_LATER_H

#include <stddef.h>
#include "../base/common.h"

typedef void (*sd_later_fn)(const char *path, void *ctx);

/* Calls fn with a path of every regular executable file in the
 * directories of path_env (a PATH value; NULL: none) and of every
 * library named in the dynamic linker's cache at cache (NULL:
 * /etc/ld.so.cache; if it cannot be read, the files of the system's
 * standard library directories), each file once (by device and inode;
 * the path may be a symbolic link's: realpath(3) gives the name a process
 * maps it by). Returns how many files fn was called with. */
size_t sd_later_objects(const char *path_env, const char *cache, sd_later_fn fn,
			void *ctx);

/* Does the file at path have a .note.stapsdt note whose provider match()
 * accepts? match gets each note's provider name (the same name may come
 * several times). False for a file that is not a 64-bit ELF file or
 * cannot be read. */
typedef bool (*sd_sdt_prov_fn)(const char *prov, void *ctx);
bool sd_sdt_has_prov(const char *path, sd_sdt_prov_fn match, void *ctx);

#endif
