/* insn.h - BPF instruction constructors, so that code generation reads like
 * assembly: emit(p, MOV64_IMM(R0, 0)); emit(p, JMP_IMM(BPF_JEQ, R1, 0, lbl)).
 *
 * Jump offsets built here are raw; the code generator emits jumps to
 * symbolic labels (cg_label(), cg_jmp(), cg_place() in cg/cg.c), and
 * cg_resolve_jumps() patches them in a second pass. */
#ifndef SONDA_ASM_INSN_H
#define SONDA_ASM_INSN_H

#include <linux/bpf.h>

enum { R0, R1, R2, R3, R4, R5, R6, R7, R8, R9, R10 };

#define SD_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })

#define ALU64_REG(op, d, s)	SD_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define ALU64_IMM(op, d, i)	SD_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define ALU32_REG(op, d, s)	SD_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define ALU32_IMM(op, d, i)	SD_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define MOV64_REG(d, s)		SD_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define MOV64_IMM(d, i)		SD_INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define MOV32_REG(d, s)		SD_INSN(BPF_ALU | BPF_MOV | BPF_X, d, s, 0, 0)
#define NEG64(d)		SD_INSN(BPF_ALU64 | BPF_NEG | BPF_K, d, 0, 0, 0)
/* byte swap of the low `bits` (16/32/64) bits, to big endian */
#define BSWAP_BE(d, bits)	SD_INSN(BPF_ALU | BPF_END | BPF_TO_BE, d, 0, 0, bits)

/* load 64-bit immediate: two instructions */
#define LD_IMM64_LO(d, v)	SD_INSN(BPF_LD | BPF_DW | BPF_IMM, d, 0, 0, (__s32)(__u32)((__u64)(v)))
#define LD_IMM64_HI(v)		SD_INSN(0, 0, 0, 0, (__s32)(__u32)(((__u64)(v)) >> 32))
/* load a map fd (src = BPF_PSEUDO_MAP_FD) or a map value address
 * (src = BPF_PSEUDO_MAP_VALUE, second imm = offset) */
#define LD_MAP_LO(d, src, fd)	SD_INSN(BPF_LD | BPF_DW | BPF_IMM, d, src, 0, fd)
#define LD_MAP_HI(off)		SD_INSN(0, 0, 0, 0, off)

#define LDX(sz, d, s, o)	SD_INSN(BPF_LDX | BPF_MEM | (sz), d, s, o, 0)
#define STX(sz, d, s, o)	SD_INSN(BPF_STX | BPF_MEM | (sz), d, s, o, 0)
#define ST_IMM(sz, d, o, i)	SD_INSN(BPF_ST | BPF_MEM | (sz), d, 0, o, i)
#define XADD64(d, s, o)		SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, d, s, o, BPF_ADD)

#define JMP_REG(op, d, s, o)	SD_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, o, 0)
#define JMP_IMM(op, d, i, o)	SD_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, o, i)
#define JA(o)			SD_INSN(BPF_JMP | BPF_JA, 0, 0, o, 0)
#define GOTOL(o)		SD_INSN(BPF_JMP32 | BPF_JA, 0, 0, 0, o)
#define CALL_HELPER(id)		SD_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, id)
#define EXIT_INSN()		SD_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

/* Size code for a byte width 1/2/4/8. */
static inline int sd_bpf_size(int bytes)
{
	return bytes == 1 ? BPF_B : bytes == 2 ? BPF_H : bytes == 4 ? BPF_W : BPF_DW;
}

#endif
