/* ctx.h - the sym layer's state for one run.
 *
 * What sym caches while sonda runs lives in one struct sd_sym_ctx, not in
 * file statics: the debuginfod client (loaded on first need, switched off
 * for the rest of the run after a failure) and libdwfl's callbacks for
 * offline objects (ELF symbols, DWARF types), with the one debuginfo path
 * they share. The driver makes it with sd_sym_ctx_init(), installs it with
 * sd_sym_ctx_set() for the run and frees it with sd_sym_ctx_free();
 * sd_sym_ctx() returns the installed one (a bug if there is none).
 */
#ifndef SONDA_SYM_CTX_H
#define SONDA_SYM_CTX_H

#include <stdbool.h>
#include <elfutils/libdwfl.h>

struct sd_dbgd;

struct sd_sym_ctx {
	struct sd_dbgd *dbgd;		/* debuginfod client, or NULL */
	char *debuginfo_path;		/* libdwfl's; NULL: its default */
	Dwfl_Callbacks offline;		/* callbacks of offline Dwfls */
};

void sd_sym_ctx_init(struct sd_sym_ctx *s);
void sd_sym_ctx_free(struct sd_sym_ctx *s);
void sd_sym_ctx_set(struct sd_sym_ctx *s);
struct sd_sym_ctx *sd_sym_ctx(void);

/* libdwfl's callbacks for an object opened by path (elf.c, dwarf.c). */
const Dwfl_Callbacks *sd_sym_offline_callbacks(void);

/* debuginfo.c: frees the client of a run. */
void sd_dbgd_free(struct sd_dbgd *d);

#endif
