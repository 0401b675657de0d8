/* cfi.h - compact unwind rows from an object's call frame information.
 *
 * The CFI of an ELF file (.eh_frame through .eh_frame_hdr, or .debug_frame
 * in the file or its separate debug file) becomes a table of rows sorted by
 * address: a row holds from its address up to the next row's. Each row says
 * how to find the caller's frame on x86-64 with what a BPF program can do:
 * the canonical frame address (CFA) is rsp, rbp or rbx plus an offset,
 * the return address is at CFA - 8, and rbp and rbx are unchanged or saved
 * at CFA plus a multiple of 8. Rows for the .plt (a DWARF expression on rip) and for
 * signal trampolines (the registers are in the ucontext) have kinds of
 * their own. What cannot be expressed (other DWARF expressions, registers
 * saved in registers) is a BAD row: the unwinder stops there and counts it.
 * Addresses between FDEs are NONE rows: the unwinder takes a frame-pointer
 * step, except at the first byte of a function (from the symbol tables,
 * sd_cfi_add_entries()), where the return address is at rsp.
 *
 * The table is in link-time addresses (runtime address minus load bias)
 * and owned by struct sd_cfi (malloc'd; sd_cfi_release()).
 */
#ifndef SONDA_SYM_CFI_H
#define SONDA_SYM_CFI_H

#include "../base/common.h"

enum sd_cfi_kind {
	SD_CFI_NONE,		/* no CFI: frame-pointer step */
	SD_CFI_RSP,		/* CFA = rsp + cfa_off */
	SD_CFI_RBP,		/* CFA = rbp + cfa_off */
	SD_CFI_PLT,		/* CFA = rsp + 8 + ((rip & 15) >= bp_off ? 8 : 0) */
	SD_CFI_SIGNAL,		/* a signal trampoline: rsp points to a ucontext */
	SD_CFI_END,		/* the outermost frame: the return address is undefined */
	SD_CFI_RBX,		/* CFA = rbx + cfa_off (ld.so's _dl_runtime_resolve) */
	SD_CFI_BAD,		/* CFI this unwinder cannot run: stop, counted */
};
#define SD_CFI_KIND_MASK 7
#define SD_CFI_BP_SAVED	8	/* rbp saved at CFA + 8 * bp_off */
#define SD_CFI_OFF8	16	/* cfa_off is in units of 8 bytes */
/* Bits 5-7 of kind: where the caller's rbx is. 0: unchanged; 1 to 6: saved
 * at CFA - 8 * (code + 1); SD_CFI_BX_LOST: somewhere this unwinder does not
 * follow (a later CFA from rbx cannot be found). */
#define SD_CFI_BX_SHIFT	5
#define SD_CFI_BX_LOST	7

/* One row; the layout the BPF unwinder reads (8 bytes). */
struct sd_cfi_row {
	uint32_t addr;		/* link-time address where the row starts */
	uint16_t cfa_off;
	uint8_t kind;		/* enum sd_cfi_kind | SD_CFI_BP_SAVED */
	int8_t bp_off;		/* see SD_CFI_BP_SAVED and SD_CFI_PLT */
};

struct sd_cfi {
	struct sd_cfi_row *rows;	/* sorted by addr */
	size_t n;
	uint8_t build_id[20];
	size_t build_id_len;		/* 0: the file has none */
	const char *source;		/* ".eh_frame", ".debug_frame" or NULL */
	size_t nfdes;			/* FDEs read */
	size_t nbad;			/* rows made BAD */
	size_t nentries;		/* entry rows from symbols */
};

/* Builds the rows of the ELF file at path (debugfile: a separate debug
 * file to take .debug_frame from when path has no .eh_frame_hdr, or NULL).
 * 0, or -errno (-ENOENT, -ENOEXEC: not ELF, -ENODATA: no CFI at all;
 * out->build_id is set even then). */
int sd_cfi_build(const char *path, const char *debugfile, struct sd_cfi *out);
/* The same rows, .eh_frame's through libdw's CFI API (dwarf_cfi_addrframe
 * per row: much slower); the reference sd_cfi_build() is tested against. */
int sd_cfi_build_libdw(const char *path, struct sd_cfi *out);
/* An index of c's rows by page, which bounds the search for an address to
 * a few rows: pages of 1 << shift bytes from base (the first row's
 * address), page p's entry naming the rows [lo, lo + n) that may hold an
 * address in it (from the row holding its first byte to the last row
 * starting inside it); an address past the last page is in the last
 * page's rows, one below base in none. shift is the smallest that keeps
 * the index at most a quarter of the rows' size. */
struct sd_cfi_page {
	uint32_t lo, n;		/* the same 8 bytes as a row */
};
struct sd_cfi_index {
	struct sd_cfi_page *pages;	/* malloc'd (free()) */
	size_t n;
	uint32_t base, shift;
};

/* Builds c's page index (c->n > 0) into x. */
void sd_cfi_index(const struct sd_cfi *c, struct sd_cfi_index *x);
/* The row for a found as the BPF unwinder finds it, through x; the same
 * as sd_cfi_find(c, a) (tested). */
const struct sd_cfi_row *sd_cfi_index_find(const struct sd_cfi *c,
					   const struct sd_cfi_index *x, uint64_t a);

/* Adds a row CFA = rsp + 8 at the first byte of each function (from the
 * symbol tables of path and debugfile, either may be NULL) that no FDE
 * covers; c may hold no rows (an object without CFI). The number of rows
 * added (c->nentries), or -errno. */
int sd_cfi_add_entries(struct sd_cfi *c, const char *path, const char *debugfile);
/* Frees c's rows; c may be zeroed. */
void sd_cfi_release(struct sd_cfi *c);
/* Reads path's GNU build-id into id (at most 20 bytes); its length, or 0. */
size_t sd_cfi_build_id(const char *path, uint8_t id[20]);
/* The row that holds link-time address a, or NULL (before the first). */
const struct sd_cfi_row *sd_cfi_find(const struct sd_cfi *c, uint64_t a);

#endif
