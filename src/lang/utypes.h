/* utypes.h - D types and variables of a traced process, from its DWARF,
 * at pid and USDT probes (issue 4 item 5; README "User-space tracing").
 *
 * Types: a DWARF type becomes a D type in the compilation's type table
 * (converted once per table, cached by file and DIE): integers, floats,
 * pointers, arrays, structs, unions, enums and typedefs, named as in C
 * ("struct req"); a typedef D already knows (size_t, uint32_t) is D's.
 * Every pointer so built is marked is_user: what it points to lives in
 * the traced process, and the code generator reads it with
 * bpf_probe_read_user (a bad address is a D runtime error).
 *
 * Variables by name: `name in a clause of pid or USDT probes is, in this
 * order, a parameter or local variable of the probe's function visible at
 * the probe's address (located through DWARF: a register, or memory from
 * a register or the frame base; at an entry probe a parameter is read
 * where the ABI passes it), or a global (or file static) of the process's
 * objects, the program first. mod`name looks only in the objects mod
 * names (a.out, the program's basename, libc.so.6, libc...).
 */
#ifndef SONDA_LANG_UTYPES_H
#define SONDA_LANG_UTYPES_H

#include "../prov/prov.h"
#include "../sym/dwarf.h"

struct sd_typetab;
struct sd_type;

/* The D type of args[i] at pid probe p, from the DWARF of its object:
 * entry: the type of the function's parameter i; return: args[0] is
 * uint64_t, args[1] the function's return type. NULL when p has no such
 * typed argument (not a pid entry/return probe, no DWARF, no parameter
 * i, or a parameter not passed in an integer register or stack slot). */
struct sd_type *sd_utype_arg(struct sd_typetab *tt, const struct sd_probe *p, int i);

/* The type called name in the DWARF of p's object (mod "") or of the
 * process's objects mod names: tag 1 struct, 2 union, 3 enum (enum
 * sd_tagkind), 0 a typedef. NULL if there is none. Structs and unions so
 * built are marked is_user: a pointer to one reads the traced process. */
struct sd_type *sd_utype_named(struct sd_typetab *tt, const struct sd_probe *p,
			       const char *mod, int tag, const char *name);

/* A variable of the traced process as the code generator reads it. */
struct sd_uvar {
	struct sd_type *type;	/* with sd_uvar_find(tt != NULL) */
	enum sd_dwloc loc;	/* REG: the value is in register reg (a
				   pt_regs offset); MEM: in user memory at
				   reg's value + off; ADDR: in user memory at
				   addr (a run-time address) */
	int16_t reg;
	int64_t off;
	uint64_t addr;
	bool is_global;
};

/* Finds variable name (mod: "" for the lookup order above, else an
 * object name) at probe p. With tt, also converts its type. 0, -ENOENT
 * (no such variable), -ENOTSUP (found, but optimized out at p or in a
 * place sonda cannot read), or -ESRCH (p is not a pid/USDT probe or no
 * object of its process matches mod). */
int sd_uvar_find(struct sd_typetab *tt, const struct sd_probe *p, const char *mod,
		 const char *name, struct sd_uvar *out);

#endif
