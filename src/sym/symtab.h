/* symtab.h - one object's symbols, sorted, for lookups in O(log n).
 *
 * libdwfl's dwfl_module_addrinfo() walks the whole symbol table on every
 * lookup: a frame of python or node costs a scan of tens of thousands of
 * symbols, and a scrape of a few thousand user stacks took seconds. A
 * table here is built once per object (its file), by one walk of the
 * module's symbols, and is shared by every process that maps the object:
 * offsets are from the module's start (its lowest mapped address), which
 * is the same in every process.
 *
 * A lookup chooses the symbol libdwfl would:
 *   - candidates are named symbols defined in a section (not section,
 *     file or TLS symbols) that start at or below the address;
 *   - the global part of the table (libdwfl's first_global on) is searched
 *     first, the locals only when no global sized symbol holds the address
 *     (and no global label sits exactly on it);
 *   - of the sized symbols that hold the address, the one starting
 *     closest to it; at one start the stronger binding (global, weak,
 *     local), then the smaller size, then the first in the table;
 *   - else the closest label (a symbol of size 0) in the address's section
 *     that no other candidate's range passes.
 */
#ifndef SONDA_SYM_SYMTAB_H
#define SONDA_SYM_SYMTAB_H

#include "../base/common.h"

#include <elfutils/libdwfl.h>

struct sd_symtab;

/* The table of module m, whose lowest address is start: a new table the
 * caller frees, with a copy of every name and of the build-id. NULL when
 * m has no symbols and no build-id. */
struct sd_symtab *sd_symtab_of_module(Dwfl_Module *m, uint64_t start);
/* Frees t; accepts NULL. */
void sd_symtab_free(struct sd_symtab *t);
/* The symbol holding off (an offset from the module's start): its name,
 * owned by t, with *sym_off its start; NULL when none does. */
const char *sd_symtab_lookup(const struct sd_symtab *t, uint64_t off, uint64_t *sym_off);
/* The object's GNU build-id (NULL when it has none); *len its length. */
const uint8_t *sd_symtab_build_id(const struct sd_symtab *t, int *len);
/* The number of candidate symbols kept. */
size_t sd_symtab_count(const struct sd_symtab *t);

#endif
