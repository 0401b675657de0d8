/* sym.h - addresses to "module`symbol+0xoff" text, for the kernel and for
 * user processes.
 *
 * The formatting code (fmt.c, aggfmt.c) only sees struct sd_symbolizer, a
 * pair of callbacks, so it can be unit-tested with a fake. The real
 * implementations live here:
 *   - kernel: /proc/kallsyms, read once on first use, sorted by address;
 *     a lookup is a binary search for the nearest preceding symbol. The
 *     module is the "[mod]" column, "vmlinux" for the core kernel.
 *   - user: elfutils libdwfl, one Dwfl per pid (dwfl_linux_proc_report),
 *     cached; a process that is gone before its first lookup prints as
 *     0xaddr. Each object file's symbols are read once per run into a
 *     sorted table (sym/symtab.h) that every process mapping the file
 *     shares (found by device, inode, size and mtime): a lookup is a
 *     binary search, never a walk of libdwfl's table or a file opened
 *     again; symbolized addresses are cached per pid, address and
 *     mappings (a process that exec'd or re-read its maps is another). The object name is the basename of the module's file. A
 *     stripped object's symbols come from its debug file wherever it is
 *     (sym/debuginfo.h: build-id path, .gnu_debuglink, .gnu_debugdata,
 *     debuginfod). C++ names are printed as the symbol table has them,
 *     mangled, as DTrace's libproc gives them; with SD_SYM_DEMANGLE (the
 *     flame graphs and pprof profiles) demangled (libstdc++'s
 *     __cxa_demangle, loaded at run time when installed).
 *   - JIT code: an address no ELF symbol covers (anonymous executable
 *     mappings, where node, Java and python -X perf put generated code)
 *     is looked up in the process's /tmp/perf-PID.map (sym/perfmap.h; a
 *     container's in its own /tmp, under its pid there), and its module is the map's name, as perf report shows it:
 *     perf-PID.map`JS:*hotLoop /app/x.js:1:17+0x89. Not in the map
 *     either: the module alone, or 0xaddr, as DTrace prints it.
 *
 * Text formats (flags 0 / SD_SYM_NOOFF / SD_SYM_MODONLY):
 *   symbol found, a > start   module`symbol+0xoff   module`symbol   module
 *   symbol found, a == start  module`symbol         module`symbol   module
 *   only the module known     module`0xaddr         module`0xaddr   module
 *   nothing known             0xaddr                0xaddr          0xaddr
 * SD_SYM_NORESOLVE (user only, option noresolve): object:0xoffset, where
 * offset is relative to the start of the mapping, or 0xaddr.
 */
#ifndef SONDA_RT_SYM_H
#define SONDA_RT_SYM_H

#include "../base/buf.h"

#define SD_SYM_NOOFF		0x1u	/* sym(), usym(): no +0xoff */
#define SD_SYM_MODONLY		0x2u	/* mod(), umod(): the module only */
#define SD_SYM_NORESOLVE	0x4u	/* user: object:0xoffset */
#define SD_SYM_DEMANGLE		0x8u	/* user: C++ names demangled (sonda's exports) */

struct sd_symbolizer {
	/* Appends the text for kernel address a (formats above). */
	void (*kernel)(void *ctx, uint64_t a, unsigned flags, struct sd_buf *out);
	/* Appends the text for address a in process pid. */
	void (*user)(void *ctx, int pid, uint64_t a, unsigned flags,
		     struct sd_buf *out);
	/* Optional (may be NULL): the start of the symbol containing a, or
	 * with SD_SYM_MODONLY of its module; a itself when unknown. Used to
	 * normalise sym()/mod()/usym()/umod() aggregation keys. */
	uint64_t (*kernel_start)(void *ctx, uint64_t a, unsigned flags);
	uint64_t (*user_start)(void *ctx, int pid, uint64_t a, unsigned flags);
	void *ctx;
};

/* Appends "0x%llx" of a: the text when nothing is known. */
void sd_sym_addr_text(uint64_t a, struct sd_buf *out);

/* --- kernel symbols (/proc/kallsyms) --- */

struct sd_ksym {
	uint64_t addr;
	const char *name;	/* borrowed from the table */
	const char *mod;	/* "vmlinux" or the module name */
};

struct sd_ksyms;

/* A table that reads path (NULL: /proc/kallsyms) on its first lookup.
 * Never NULL (aborts on out-of-memory). */
struct sd_ksyms *sd_ksyms_new(const char *path);
/* Frees the table; accepts NULL. */
void sd_ksyms_free(struct sd_ksyms *k);
/* Reads the file now if not done yet; 0 or -errno (the table then stays
 * empty and every lookup fails). */
int sd_ksyms_load(struct sd_ksyms *k);
/* Number of symbols kept (after loading). */
size_t sd_ksyms_count(struct sd_ksyms *k);
/* The nearest symbol at or below a: 0, or -ENOENT. Text, data and bss
 * symbols count; absolute symbols and zero addresses (kptr_restrict) do
 * not. The last symbol of the table only covers 64 KiB. */
int sd_ksyms_lookup(struct sd_ksyms *k, uint64_t a, struct sd_ksym *out);
/* The symbol called name (in module mod, or any when mod is NULL):
 * 0, or -ENOENT. Linear search. */
int sd_ksyms_by_name(struct sd_ksyms *k, const char *name, const char *mod,
		     struct sd_ksym *out);
/* Appends the text for a (formats at the top). */
void sd_ksyms_format(struct sd_ksyms *k, uint64_t a, unsigned flags,
		     struct sd_buf *out);
/* Start of the symbol (SD_SYM_MODONLY: of the module's lowest symbol)
 * containing a, or a when unknown. */
uint64_t sd_ksyms_start(struct sd_ksyms *k, uint64_t a, unsigned flags);

/* --- user symbols (libdwfl) --- */

struct sd_usym {
	uint64_t addr;		/* symbol start (0 if no symbol) */
	const char *name;	/* NULL if no symbol; valid until the next call */
	const char *obj;	/* basename of the object; NULL if unmapped */
	uint64_t map_start;	/* start of the module's mapping */
	uint64_t map_end;	/* its end (0 for JIT code) */
	const char *path;	/* the object's file as mapped, or NULL */
	const uint8_t *build_id; /* its GNU build-id, or NULL */
	int build_id_len;
};

struct sd_usyms;

/* An empty per-pid cache. Never NULL. */
struct sd_usyms *sd_usyms_new(void);
/* Frees the cache; accepts NULL. */
void sd_usyms_free(struct sd_usyms *u);
/* Looks a up in process pid: 0 (obj set, name maybe NULL), or -ENOENT
 * (not mapped / process gone), -errno. */
int sd_usyms_lookup(struct sd_usyms *u, int pid, uint64_t a,
		    struct sd_usym *out);
/* Reads process pid's objects, symbol tables and perf map now, so that
 * its addresses can still be symbolized after it exits (for -c/-p
 * targets, whose stacks are often printed at the end: called when they
 * start and again when they exit). */
void sd_usyms_prime(struct sd_usyms *u, int pid);
/* Reads pid's objects anew and primes them (an exec, or a new process with
 * that pid), dropping what was read for it before, unless nothing can be
 * read now (it exited, or is a zombie): then what was read is kept. */
void sd_usyms_renew(struct sd_usyms *u, int pid);
/* Appends the text for a in process pid (formats at the top). */
void sd_usyms_format(struct sd_usyms *u, int pid, uint64_t a, unsigned flags,
		     struct sd_buf *out);
/* Start of the symbol (SD_SYM_MODONLY: of the object's mapping) containing
 * a, or a when unknown. */
uint64_t sd_usyms_start(struct sd_usyms *u, int pid, uint64_t a,
			unsigned flags);

/* --- both, behind struct sd_symbolizer --- */

struct sd_syms {
	struct sd_ksyms *k;
	struct sd_usyms *u;
};

/* Fills s with both tables (kallsyms_path NULL: /proc/kallsyms). */
void sd_syms_init(struct sd_syms *s, const char *kallsyms_path);
/* Frees both tables. */
void sd_syms_release(struct sd_syms *s);
/* A symbolizer over s; s must outlive it. */
struct sd_symbolizer sd_syms_symbolizer(struct sd_syms *s);

#endif
