/* debuginfo.h - the separate debug file of a stripped object, for libdwfl.
 *
 * sd_find_debuginfo() is the find_debuginfo callback of every Dwfl sonda
 * makes (user stacks, symbols for uprobes, DWARF types). libdwfl calls it
 * when an object's own file has no symbol table (or no DWARF); it tries,
 * in order:
 *   1. the build-id path: /usr/lib/debug/.build-id/xx/rest.debug, then,
 *      for an object reached through /proc/PID/ (a container's,
 *      sym/maps.h), the same path under /proc/PID/root: the container's
 *      own debug files;
 *   2. the .gnu_debuglink name, next to the object, in its .debug/
 *      directory and under /usr/lib/debug/DIR, taken only if its CRC-32
 *      is the one the link records;
 *   3. debuginfod, when DEBUGINFOD_URLS is set: elfutils' client library
 *      (libdebuginfod.so.1, loaded at run time on first need, so the
 *      static and the dynamic build behave alike), which caches downloads
 *      in DEBUGINFOD_CACHE_PATH (default ~/.cache/debuginfod_client).
 * The xz-compressed .gnu_debugdata section (MiniDebugInfo) libdwfl reads
 * on its own when neither the object nor a debug file has a .symtab.
 *
 * A debuginfod query gives up when the server has not answered or sent
 * data for DEBUGINFOD_TIMEOUT seconds (default SD_DEBUGINFOD_TIMEOUT here,
 * not the client's 90) and is not retried unless DEBUGINFOD_RETRY_LIMIT
 * says so. The first query that fails for another reason than "not there"
 * (refused, unreachable, timed out) prints one line on stderr, and
 * debuginfod is not asked again in this run: a dead or slow server costs
 * one timeout at most.
 */
#ifndef SONDA_SYM_DEBUGINFO_H
#define SONDA_SYM_DEBUGINFO_H

#include <elfutils/libdwfl.h>

#define SD_DEBUGINFOD_TIMEOUT "5"	/* seconds */

int sd_find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
		      Dwarf_Addr base, const char *file_name,
		      const char *debuglink_file, GElf_Word debuglink_crc,
		      char **debuginfo_file_name);

#endif
