/* later.h - the object files that processes started later would run, and
 * cheap looks at a file: the USDT providers it carries, its build-id.
 *
 * A process that does not exist yet runs a program found through PATH,
 * the libraries the dynamic linker finds through its cache, and those
 * the program loads from its own installation tree. Providers
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
 * directories of path_env (a PATH value; NULL: none), of every shared
 * object of the installation trees of those programs (a program at
 * PREFIX/bin/NAME, PREFIX not a system one, by the directory's or a
 * symbolic link's real path: sd_maps_tree_lib), and of every
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

/* The GNU build-id of the file at path (its NT_GNU_BUILD_ID note, found
 * through the program headers) into id[max]: its length, or -ENOENT (none,
 * or not a 64-bit ELF file), -errno. Two files with one build-id hold the
 * same program, whatever their paths (a container's copy of a library). */
int sd_elf_build_id(const char *path, uint8_t *id, size_t max);

#endif
