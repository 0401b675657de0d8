/* dis.h - BPF disassembler for `sonda -S`. */
#ifndef SONDA_CG_DIS_H
#define SONDA_CG_DIS_H

#include <linux/bpf.h>
#include "../base/common.h"
#include "../base/buf.h"

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

/* The name of BPF helper id ("bpf_map_lookup_elem"), or NULL if unknown. */
const char *sd_dis_helper_name(int id);

#endif
