/* cg.h - code generation: the checked program -> BPF programs + layouts.
 *
 * One BPF program per matched probe: a prologue (context, state check,
 * scratch), then every clause that matched the probe, in program order, each
 * guarded by its predicate. cg never makes a system call: map references
 * are left as relocations (struct sd_reloc) that the loader patches with
 * file descriptors.
 */
#ifndef SONDA_CG_CG_H
#define SONDA_CG_CG_H

#include <linux/bpf.h>
#include "../base/common.h"
#include "../rt/layout.h"

struct sd_cu;
struct sd_var;
struct sd_clause;
struct sd_probe;

struct sd_reloc {
	uint32_t insn;			/* index of the ld_imm64 to patch */
	enum sd_map_role role;
	int idx;			/* aggregation id for SD_MAP_AGG */
	bool value;			/* BPF_PSEUDO_MAP_VALUE (+ off), else
					   BPF_PSEUDO_MAP_FD */
	uint32_t off;
};

/* A variable a program uses (the variable table of -S). */
struct sd_var_use {
	const struct sd_var *var;
	bool ref, mod;			/* read (or its address taken), stored */
	uint32_t from, to;		/* first and last instruction using it */
};

/* The instructions of one clause in a program (the listing of -S). */
struct sd_clause_span {
	const struct sd_clause *clause;
	uint32_t from, to;		/* [from, to) */
};

struct sd_bpf_prog {
	const struct sd_probe *probe;
	int prog_type;			/* BPF_PROG_TYPE_* */
	struct bpf_insn *insns;
	size_t ninsns;
	struct sd_reloc *relocs;
	size_t nrelocs;
	struct sd_var_use *vars;	/* in order of first use */
	size_t nvars;
	struct sd_clause_span *spans;	/* in program order */
	size_t nspans;
};

/* Everything the loader and the consumer need; lives in the cu's arena. */
struct sd_image {
	struct sd_bpf_prog *progs;
	size_t nprogs;
	struct sd_epid_desc *epids;	/* epids[i].epid == i + 1 */
	size_t nepids;
	uint8_t *strtab;
	uint32_t strtab_size;
	uint32_t globals_size;
	uint32_t scratch_size;
	struct sd_agg_layout *aggs;	/* by aggregation id */
	int naggs;
	struct sd_dvar_layout *dvars;	/* by variable id */
	int ndvars;
	uint32_t this_size;		/* clause-local area (0: none) */
};

/* Generates code for every clause of cu. 0, or -1 with errors in cu->diag. */
int sd_cg(struct sd_cu *cu, struct sd_image *img);
/* Frees what the image holds outside the cu's arena: the string table and
 * the parsed printf formats of its record descriptors. */
void sd_image_free(struct sd_image *img);

#endif
