/* dlibs.h - D library directories (-L, -x libdir, -x syslibdir).
 *
 * As DTrace loads them: every directory in order (the system one first,
 * then -L/libdir ones), each as its newest subdirectory named after a
 * kernel version not newer than the running one ("6.1"), then the
 * directory itself. The *.d files of one directory are taken in readdir( )
 * order and sorted as DTrace's dt_lib_depend_sort( ) sorts them, so that
 * a library comes after the libraries it names in "#pragma D depends_on
 * library NAME" (NAME is a file name in the same directory).
 */
#ifndef SONDA_DRIVER_DLIBS_H
#define SONDA_DRIVER_DLIBS_H

#include <stdbool.h>
#include <stddef.h>

struct sd_opts;

/* Is "#pragma D depends_on CLASS NAME" (provider, module) met? DTrace's
 * first scan of a library's control lines stops at one that is not, so
 * its later "depends_on library" lines are not seen. */
typedef bool (*sd_dlibs_met_fn)(const char *cls, const char *name);

/* The library files to compile, in load order: *paths is a malloc'd array
 * of malloc'd paths (sd_dlibs_free). Missing directories are skipped.
 * Returns 0, or -1 with *err (malloc'd) as DTrace words it: "Cyclic
 * dependency detected: A => B" or "Invalid library dependency in A: B"
 * (B as DIR/NAME); -2 with *err "DIR/F.o: ELF file type not supported" (or
 * "ELF machine type not supported", or why it cannot be opened) for a .o
 * file DTrace would fail to read as a BPF object (D_UNKNOWN there). */
int sd_dlibs_list(const struct sd_opts *o, sd_dlibs_met_fn met, char ***paths, size_t *n,
		  char **err);

/* The library NAME of a "#pragma D depends_on library NAME" in library
 * lib: DIR/NAME, in lib's own directory (malloc'd), as dt_pragma_depends( )
 * names it; NULL if lib names no directory. */
char *sd_dlibs_sibling(const char *lib, const char *name);

/* Frees what sd_dlibs_list() returned. */
void sd_dlibs_free(char **paths, size_t n);

#endif
