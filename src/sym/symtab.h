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
 * A lookup chooses the symbol DTrace's libproc (Psymtab.c,
 * Plookup_by_addr()) would:
 *   - the file's own .symtab and .dynsym are searched apart (never a
 *     debuginfo file), keeping function, object, common and TLS symbols
 *     (no STT_GNU_IFUNC); a symbol names only the addresses inside it
 *     (one of size 0 names none);
 *   - each is sorted by sd_sym_byaddr_cmp() and binary searched as
 *     sym_by_addr() does, walking back over aliases that hold the address;
 *   - of the two answers, the first in sd_sym_byaddr_cmp() order (the
 *     .symtab's on a tie), as sym_prefer().
 */
#ifndef SONDA_SYM_SYMTAB_H
#define SONDA_SYM_SYMTAB_H

#include "../base/common.h"

#include <elfutils/libdwfl.h>

struct sd_symtab;

/* A symbol as libproc's byaddr_cmp_common() orders them. */
struct sd_symkey {
	uint64_t addr, size;
	const char *name;
	uint8_t type, bind;	/* STT_*, STB_* */
};

/* libproc's byaddr_cmp_common(): by address; at one address a function
 * before another type, a global or weak symbol before a local, a name
 * starting with '$' last, fewer leading underscores, the smaller size,
 * then strcmp() of the names past their common underscores. */
int sd_sym_byaddr_cmp(const struct sd_symkey *a, const struct sd_symkey *b);

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
/* The number of symbols kept, of both tables. */
size_t sd_symtab_count(const struct sd_symtab *t);

#endif
