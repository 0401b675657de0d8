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
 * offset (parameters spilled to the stack; DW_OP_fbreg from the frame
 * base, which at an address inside a function is found through the call
 * frame information, .eh_frame or .debug_frame), or a fixed address
 * (globals, statics).
 *
 * Types are also walked DIE by DIE (sd_dwarf_type and friends, by DIE
 * offset) for lang/utypes.c to build D types from. C++ functions are
 * found under their name and their linkage (mangled) name.
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
	uint64_t type_off;	/* DIE offset of its type (sd_dwarf_type),
				   0 for void */
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

/* ---- types, for building D types (lang/utypes.c) ---- */

enum sd_dwt_kind {
	SD_DWT_VOID, SD_DWT_INT, SD_DWT_FLOAT, SD_DWT_PTR, SD_DWT_ARRAY,
	SD_DWT_STRUCT, SD_DWT_UNION, SD_DWT_ENUM, SD_DWT_TYPEDEF, SD_DWT_FUNC,
};

/* One type DIE, with const/volatile/restrict/atomic qualifiers looked
 * through (the D type of a qualified type is that of its target). */
struct sd_dwtype {
	enum sd_dwt_kind kind;
	const char *name;	/* base, typedef or tag name; NULL if anonymous */
	uint64_t size;		/* bytes (PTR: 8; ARRAY: of the whole array) */
	uint64_t ref;		/* PTR, ARRAY, TYPEDEF: the target's DIE
				   offset (0: void) */
	uint64_t nelem;		/* ARRAY: elements (every dimension) */
	bool is_signed, is_char, is_bool;
	bool declaration;	/* STRUCT/UNION/ENUM with no body here */
};

/* A struct or union member (bit-fields: bits > 0, bit_off counted from
 * the least significant bit of the byte at off). */
struct sd_dwfield {
	const char *name;	/* NULL for an anonymous member */
	uint64_t type;		/* DIE offset */
	uint64_t off;
	uint8_t bit_off, bits;
};

struct sd_dwenum {
	const char *name;
	int64_t value;
};

/* The type at DIE offset off: 0, or -ENOENT. A declaration is replaced by
 * a definition of the same tag and name found elsewhere in the file. */
int sd_dwarf_type(struct sd_dwarf *dw, uint64_t off, struct sd_dwtype *out);
/* The members of the struct or union at off: the first max into out
 * (out may be NULL with max 0); their total number, or -ENOENT. */
int sd_dwarf_fields(struct sd_dwarf *dw, uint64_t off, struct sd_dwfield *out,
		    int max);
/* The enumerators of the enum at off, at most max; their number or
 * -ENOENT. */
int sd_dwarf_enums(struct sd_dwarf *dw, uint64_t off, struct sd_dwenum *out,
		   int max);
/* The DIE offset of the definition of a named struct, union, enum (a
 * class counts as a struct) or typedef at a CU's top level: 0, or
 * -ENOENT. */
int sd_dwarf_find_type(struct sd_dwarf *dw, enum sd_dwt_kind kind, const char *name,
		       uint64_t *off);
/* The C type text of the type at DIE offset off ("void" for 0), valid
 * while dw lives. */
const char *sd_dwarf_type_text(struct sd_dwarf *dw, uint64_t off);
/* The DIE offset of func's return type (0 for void): 0, or -ENOENT. */
int sd_dwarf_ret_type(struct sd_dwarf *dw, const char *func, uint64_t *type_off);
/* A parameter or local variable called name of function func, visible at
 * link-time address pc (0: the function's entry), located at pc (frame
 * base offsets resolved through the call frame information). *param (may
 * be NULL) gets its index among the parameters, or -1 for a local.
 * 0, or -ENOENT. */
int sd_dwarf_local(struct sd_dwarf *dw, const char *func, uint64_t pc,
		   const char *name, struct sd_dwvar *out, int *param);

#endif
