/* dwarf.h - what a debugger reads from DWARF, for D: the parameters of a
 * function with their C types and where they live at the function's
 * entry, a global variable's address and type, and a struct's members.
 *
 * The DWARF comes through libdwfl, so a separate debug file (build-id or
 * .gnu_debuglink, under /usr/lib/debug) is used when the binary has none.
 * Addresses are link-time addresses of the file (add the load bias of a
 * PIE or library mapping to get a run-time address). Types are given as C
 * type text ("struct req *", "const char *", "unsigned long") that D's
 * type parser understands, with their byte size.
 *
 * Locations are for x86-64, as struct pt_regs offsets, so a BPF program
 * on a uprobe can read them: a register's value, memory at register +
 * offset (parameters spilled to the stack, the frame base at entry being
 * the CFA = rsp + 8), or a fixed address (globals, statics).
 */
#ifndef SONDA_SYM_DWARF_H
#define SONDA_SYM_DWARF_H

#include "../base/common.h"

enum sd_dwloc {
	SD_DWLOC_NONE,		/* optimized out or not understood */
	SD_DWLOC_REG,		/* the value is in register reg */
	SD_DWLOC_MEM,		/* the value is in memory at reg + off */
	SD_DWLOC_ADDR,		/* the value is in memory at addr */
};

struct sd_dwvar {
	const char *name;	/* valid while the sd_dwarf lives */
	const char *type;	/* C type text */
	uint64_t size;		/* bytes of the type */
	enum sd_dwloc loc;
	int16_t reg;		/* pt_regs offset */
	int64_t off;
	uint64_t addr;		/* link-time address */
};

struct sd_dwmember {
	const char *name;
	const char *type;
	uint64_t off, size;	/* bytes */
};

struct sd_dwarf;

/* Opens path's DWARF. NULL with errno set (ENOENT: the file or its debug
 * information is missing). */
struct sd_dwarf *sd_dwarf_open(const char *path);
/* Frees dw; accepts NULL. */
void sd_dwarf_free(struct sd_dwarf *dw);

/* The parameters of function func (a definition with code), at most max,
 * located at its entry pc; *entry (may be NULL) gets the entry address.
 * Returns their number, or -ENOENT if func has no definition. */
int sd_dwarf_params(struct sd_dwarf *dw, const char *func, struct sd_dwvar *out,
		    int max, uint64_t *entry);
/* A global (or file-static) variable called name: 0, or -ENOENT. */
int sd_dwarf_global(struct sd_dwarf *dw, const char *name, struct sd_dwvar *out);
/* The members of "struct tag" / "union tag" (tag given as type text such
 * as "struct req"), at most max. Their number, or -ENOENT. */
int sd_dwarf_members(struct sd_dwarf *dw, const char *tag, struct sd_dwmember *out,
		     int max);

#endif
