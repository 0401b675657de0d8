/* dis.h - BPF disassembler for `sonda -S`. */
#ifndef SONDA_CG_DIS_H
#define SONDA_CG_DIS_H

#include <linux/bpf.h>
#include "../base/common.h"
#include "../base/buf.h"
#include "cg.h"

/* Appends one readable line per instruction of insns[0..n-1] to out, each
 * with its index:
 *
 *	  12: r1 = *(u64 *)(r10 - 8)
 *	  13: if r1 == 0x0 goto +4 <17>
 *	  14: call bpf_ringbuf_output#130
 *	  15: r2 = map[fd 5] + 0x10 (ld_imm64)
 *
 * A 64-bit immediate load takes two slots and one line (the next line's
 * index skips the second slot). ALU immediates are decimal, jump and
 * ld_imm64 immediates hexadecimal; jump lines end with the target index. */
void sd_dis(struct sd_buf *out, const struct bpf_insn *insns, size_t n);

/* Appends the text of the single instruction at insns[i] (without index or
 * newline); next is set to the index of the following instruction. */
void sd_dis_insn(struct sd_buf *out, const struct bpf_insn *insns, size_t n,
		 size_t i, size_t *next);

/* Appends the variable table of one program (n uses) as DTrace's -S prints
 * it after a listing (dt_dis_difo( )): a blank line, the header "NAME ID
 * OFFSET KND SCP RANGE FLAG TYPE", one row per variable in dt_as( )'s
 * order (thread-locals, then globals, then clause-locals, each by id);
 * ids counted per class from 0x500, clause-locals' from 0 in their own
 * program; kind scl/arr; scope glb/tls/loc; flags r, w or r/w as DTrace's
 * code marks them (DIFR, DIFW); a type such as "D type (integer) (size 4)"
 * or "string (unknown) by ref (size strsize)". Nothing when n is 0. The
 * built-in variables and aggregations DTrace lists too are left out. */
void sd_dis_vars(struct sd_buf *out, const struct sd_var_use *u, size_t n,
		 const struct sd_var *all, uint32_t strsize);

/* Appends the listing of one program as DTrace's -S prints its programs:
 * "Disassembly of program prov:mod:func:name:", the column header, one
 * "INS OFF: code dst src off imm    text" line per instruction, a
 * "Disassembly of clause :::BEGIN, <dt_clause_N>:" line where each clause's
 * code starts (its first probe description, completed to four fields),
 * then the variable table (sd_dis_vars) and a blank line. */
void sd_dis_prog(struct sd_buf *out, const struct sd_bpf_prog *p,
		 const struct sd_var *all, uint32_t strsize);

/* The name of BPF helper id ("bpf_map_lookup_elem"), or NULL if unknown. */
const char *sd_dis_helper_name(int id);

#endif
