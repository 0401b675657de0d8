/* elf.h - what user-space tracing needs from one ELF file: its function
 * symbols, its loadable segments (to turn a link-time address into a file
 * offset for a uprobe) and its SystemTap SDT notes (USDT probes).
 *
 * Symbols come through libdwfl, so a stripped file still has them when
 * they are anywhere elfutils looks: .symtab, .dynsym, the xz-compressed
 * .gnu_debugdata ("MiniDebugInfo") section, or a separate debug file found
 * by build-id or .gnu_debuglink under /usr/lib/debug. Addresses are the
 * link-time virtual addresses of the file (st_value), for PIE and non-PIE
 * alike; the load bias never enters a uprobe's file offset.
 *
 * An sd_elf owns all its memory; strings stay valid until sd_elf_free().
 * Symbol names are not copied: they point into the symbol table's string
 * table as libdwfl maps it.
 */
#ifndef SONDA_SYM_ELF_H
#define SONDA_SYM_ELF_H

#include "../base/common.h"
#include "../base/arena.h"

struct sd_elf_func {
	const char *name;
	uint64_t addr;		/* link-time address */
	uint64_t size;		/* 0 if the symbol has no size */
	uint8_t bind;		/* STB_GLOBAL, STB_WEAK, STB_LOCAL */
	uint8_t type;		/* STT_FUNC or STT_GNU_IFUNC */
};

struct sd_elf_seg {
	uint64_t vaddr, memsz;	/* PT_LOAD p_vaddr, p_memsz */
	uint64_t off, filesz;	/* p_offset, p_filesz */
	uint32_t flags;		/* PF_X | PF_W | PF_R */
};

/* One .note.stapsdt entry, addresses fixed up for .stapsdt.base. */
struct sd_sdt_note {
	const char *prov, *name, *args;
	uint64_t pc;		/* probe site, link-time address */
	uint64_t sema;		/* semaphore (u16) address, 0 if none */
};

/* An index by name of a symbol array, made on its second lookup. */
struct sd_elf_index {
	uint32_t *slot;
	size_t mask;
	bool scanned;		/* one lookup was made without it */
};

struct Dwfl;

struct sd_elf {
	const char *path;
	bool is_dyn;			/* ET_DYN (PIE or library) */
	bool funcs_loaded;		/* see sd_elf_load_funcs() */
	struct sd_elf_func *funcs;	/* in symbol-table order; a name may
					   come twice (.dynsym and a
					   MiniDebugInfo .symtab) */
	size_t nfuncs;
	struct sd_elf_func *datas;	/* data objects (STT_OBJECT, TLS
					   excluded), the same way */
	size_t ndatas;
	struct sd_elf_index fidx, didx;
	struct Dwfl *dwfl;		/* holds the symbol table the names
					   point into */
	const uint8_t *map;		/* the whole file, read-only (see
					   sd_elf_bytes()), or NULL */
	size_t mapsize;
	bool map_tried;
	struct sd_elf_seg *segs;
	size_t nsegs;
	const char **gtext;		/* sd_elf_symtab_global_text(): the
					   file's own .symtab's global names
					   in .text, sorted */
	size_t ngtext;
	bool gtext_loaded;
	struct sd_sdt_note *notes;	/* in file order */
	size_t nnotes;
	struct sd_arena arena;
};

/* Reads path's headers, segments and notes (cheap). Returns a new sd_elf,
 * or NULL with errno set (ENOENT, ENOEXEC for a file that is not ELF). */
struct sd_elf *sd_elf_open(const char *path);
/* Loads the function symbols (funcs, nfuncs) if not done yet. A file with
 * no symbols at all is not an error (nfuncs == 0). */
void sd_elf_load_funcs(struct sd_elf *e);
/* Frees e; accepts NULL. */
void sd_elf_free(struct sd_elf *e);

/* The function called name, or NULL; of several, a global one before a
 * weak one before a local one, then the lowest address. Loads the
 * symbols, and indexes them by name on the second call. */
const struct sd_elf_func *sd_elf_func_by_name(struct sd_elf *e, const char *name);
/* The data object called name (chosen as above), or NULL. Loads the
 * symbols. */
const struct sd_elf_func *sd_elf_data_by_name(struct sd_elf *e, const char *name);
/* The function whose [addr, addr + size) contains a (size 0: a == addr),
 * or NULL; a global symbol is preferred. Linear search; loads symbols. */
const struct sd_elf_func *sd_elf_func_at(struct sd_elf *e, uint64_t a);
/* Does the file itself (not a debug file) have a .symtab holding a
 * global symbol named name in its .text section? (Where DTrace for Linux
 * looks for a function's instructions when it globs over its offsets.) */
bool sd_elf_symtab_global_text(struct sd_elf *e, const char *name);

/* Does the file's own .symtab or .dynsym have a symbol called name (not
 * versioned: "strtol", not "strtol@GLIBC_2.2.5") of a type libproc keeps
 * (function, object, common, TLS), defined or not (an import)? Where
 * DTrace's Pxlookup_by_name( ) finds a name in one object. */
bool sd_elf_names_sym(struct sd_elf *e, const char *name);

/* The file's bytes from offset off: *p points at them in a read-only
 * mapping of the whole file (made on the first call, shared by every
 * later one, unmapped by sd_elf_free()); returns how many of the n bytes
 * asked for the file has there (0: none, or the file cannot be mapped). */
size_t sd_elf_bytes(struct sd_elf *e, uint64_t off, size_t n, const uint8_t **p);

/* The file offset of link-time address a: 0 with *off set, or -ENOENT if
 * no PT_LOAD segment maps a from the file. */
int sd_elf_file_off(const struct sd_elf *e, uint64_t a, uint64_t *off);

/* The file offset the kernel's uprobes take as a USDT semaphore's
 * ref_ctr_offset for link-time address a: as sd_elf_file_off( ), but a
 * may also lie past the segment's file bytes in the page they end in (a
 * zero-initialised semaphore in .bss next to .data), which the process
 * still maps from the file, writable, where the kernel finds the counter
 * (uprobes.c, valid_ref_ctr_vma( )). -ENOENT past that page. */
int sd_elf_sema_off(const struct sd_elf *e, uint64_t a, uint64_t *off);

/* The load bias of a mapping of e that starts at address start and maps
 * the file from offset pgoff: runtime address = link-time address + bias.
 * 0 for ET_EXEC files. */
uint64_t sd_elf_bias(const struct sd_elf *e, uint64_t start, uint64_t pgoff);

#endif
