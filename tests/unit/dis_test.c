/* dis_test.c - the BPF disassembler, a few instructions of each class. */
#include "cg/dis.h"
#include "asm/insn.h"
#include "tap.h"

/* Disassembles insns and returns the text (static storage). */
static const char *dis(const struct bpf_insn *insns, size_t n)
{
	static struct sd_buf out;

	sd_buf_reset(&out);
	sd_dis(&out, insns, n);
	return sd_buf_str(&out);
}

/* The text of the single instruction at insns[i] (static storage). */
static const char *one(const struct bpf_insn *insns, size_t n, size_t i)
{
	static struct sd_buf out;
	size_t next;

	sd_buf_reset(&out);
	sd_dis_insn(&out, insns, n, i, &next);
	return sd_buf_str(&out);
}

#define ONE(insn) one((struct bpf_insn[]){ insn }, 1, 0)

static void test_alu(void)
{
	STREQ(ONE(MOV64_IMM(R0, 0)), "r0 = 0");
	STREQ(ONE(MOV64_IMM(R1, -1)), "r1 = -1");
	STREQ(ONE(MOV64_REG(R6, R1)), "r6 = r1");
	STREQ(ONE(MOV32_REG(R2, R3)), "w2 = w3");
	STREQ(ONE(ALU64_IMM(BPF_ADD, R2, -8)), "r2 += -8");
	STREQ(ONE(ALU64_REG(BPF_SUB, R1, R2)), "r1 -= r2");
	STREQ(ONE(ALU64_IMM(BPF_MUL, R1, 3)), "r1 *= 3");
	STREQ(ONE(ALU64_REG(BPF_DIV, R1, R2)), "r1 /= r2");
	STREQ(ONE(ALU64_REG(BPF_MOD, R1, R2)), "r1 %= r2");
	STREQ(ONE(ALU64_IMM(BPF_OR, R1, 1)), "r1 |= 1");
	STREQ(ONE(ALU64_IMM(BPF_AND, R1, 255)), "r1 &= 255");
	STREQ(ONE(ALU64_IMM(BPF_XOR, R1, 1)), "r1 ^= 1");
	STREQ(ONE(ALU64_IMM(BPF_LSH, R1, 32)), "r1 <<= 32");
	STREQ(ONE(ALU64_IMM(BPF_RSH, R1, 32)), "r1 >>= 32");
	STREQ(ONE(ALU64_IMM(BPF_ARSH, R1, 32)), "r1 s>>= 32");
	STREQ(ONE(ALU32_IMM(BPF_ADD, R1, 5)), "w1 += 5");
	STREQ(ONE(ALU32_REG(BPF_LSH, R1, R4)), "w1 <<= w4");
	STREQ(ONE(NEG64(R3)), "r3 = -r3");
	STREQ(ONE(BSWAP_BE(R1, 16)), "r1 = be16 r1");
	STREQ(ONE(SD_INSN(BPF_ALU | BPF_END | BPF_TO_LE, R1, 0, 0, 64)),
	      "r1 = le64 r1");
	STREQ(ONE(SD_INSN(BPF_ALU64 | BPF_END, R1, 0, 0, 32)), "r1 = bswap32 r1");
	STREQ(ONE(SD_INSN(BPF_ALU64 | BPF_MOV | BPF_X, R1, R2, 8, 0)),
	      "r1 = (s8)r2");
	STREQ(ONE(SD_INSN(BPF_ALU64 | BPF_DIV | BPF_X, R1, R2, 1, 0)),
	      "r1 s/= r2");
}

static void test_ld_imm64(void)
{
	struct bpf_insn m[] = {
		LD_MAP_LO(R1, BPF_PSEUDO_MAP_FD, 5), LD_MAP_HI(0),
		LD_MAP_LO(R2, BPF_PSEUDO_MAP_VALUE, 5), LD_MAP_HI(0x10),
		LD_IMM64_LO(R3, 0x123456789abcull), LD_IMM64_HI(0x123456789abcull),
		EXIT_INSN(),
	};

	STREQ(dis(m, SD_ARRAY_SIZE(m)),
	      "   0: r1 = map[fd 5] (ld_imm64)\n"
	      "   2: r2 = map[fd 5] + 0x10 (ld_imm64)\n"
	      "   4: r3 = 0x123456789abc (ld_imm64)\n"
	      "   6: exit\n");
	STREQ(dis(m, 1), "   0: r1 = <truncated ld_imm64>\n");
	STREQ(ONE(SD_INSN(BPF_LD | BPF_ABS | BPF_W, 0, 0, 0, 12)),
	      "r0 = *(u32 *)skb[12]");
}

static void test_mem(void)
{
	STREQ(ONE(LDX(BPF_DW, R1, R10, -8)), "r1 = *(u64 *)(r10 - 8)");
	STREQ(ONE(LDX(BPF_B, R2, R1, 16)), "r2 = *(u8 *)(r1 + 16)");
	STREQ(ONE(LDX(BPF_H, R2, R1, 0)), "r2 = *(u16 *)(r1 + 0)");
	STREQ(ONE(SD_INSN(BPF_LDX | 0x80 | BPF_W, R2, R1, 4, 0)),
	      "r2 = *(s32 *)(r1 + 4)");
	STREQ(ONE(STX(BPF_W, R10, R3, -4)), "*(u32 *)(r10 - 4) = r3");
	STREQ(ONE(ST_IMM(BPF_DW, R10, -16, 0)), "*(u64 *)(r10 - 16) = 0");
	STREQ(ONE(XADD64(R1, R2, 0)), "lock *(u64 *)(r1 + 0) += r2");
	STREQ(ONE(SD_INSN(BPF_STX | BPF_ATOMIC | BPF_W, R1, R2, 8, BPF_OR)),
	      "lock *(u32 *)(r1 + 8) |= w2");
	STREQ(ONE(SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R2, 0,
			  BPF_ADD | BPF_FETCH)),
	      "r2 = atomic_fetch_add((u64 *)(r1 + 0), r2)");
	STREQ(ONE(SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R3, 0, BPF_XCHG)),
	      "r3 = xchg((u64 *)(r1 + 0), r3)");
	STREQ(ONE(SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R3, -8,
			  BPF_CMPXCHG)),
	      "r0 = cmpxchg((u64 *)(r1 - 8), r0, r3)");
}

static void test_jmp(void)
{
	struct bpf_insn p[] = {
		MOV64_IMM(R0, 0),
		JMP_IMM(BPF_JEQ, R1, 0, 2),
		JMP_REG(BPF_JSGT, R1, R2, -2),
		JA(0),
		SD_INSN(BPF_JMP32 | BPF_JNE | BPF_K, R1, 0, 1, -1),
		CALL_HELPER(BPF_FUNC_ringbuf_output),
		EXIT_INSN(),
	};

	STREQ(dis(p, SD_ARRAY_SIZE(p)),
	      "   0: r0 = 0\n"
	      "   1: if r1 == 0x0 goto +2 <4>\n"
	      "   2: if r1 s> r2 goto -2 <1>\n"
	      "   3: goto +0 <4>\n"
	      "   4: if w1 != 0xffffffff goto +1 <6>\n"
	      "   5: call bpf_ringbuf_output#130\n"
	      "   6: exit\n");
	STREQ(ONE(JMP_IMM(BPF_JSET, R3, 8, 1)), "if r3 & 0x8 goto +1 <2>");
	STREQ(ONE(JMP_REG(BPF_JLE, R3, R4, 1)), "if r3 <= r4 goto +1 <2>");
	STREQ(ONE(CALL_HELPER(BPF_FUNC_map_lookup_elem)),
	      "call bpf_map_lookup_elem#1");
	STREQ(ONE(CALL_HELPER(BPF_FUNC_probe_read_user_str)),
	      "call bpf_probe_read_user_str#114");
	STREQ(ONE(CALL_HELPER(9999)), "call helper#9999");
	STREQ(ONE(SD_INSN(BPF_JMP | 0xe0, 0, 0, 5, 0)), "may_goto +5 <6>");
	STREQ(ONE(SD_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 3)),
	      "call pc+3 <4>");
}

static void test_invalid(void)
{
	STREQ(ONE(SD_INSN(BPF_ALU64 | 0xe0 | BPF_K, R1, 0, 0, 0)),
	      "invalid insn code 0xe7");
	STREQ(ONE(SD_INSN(BPF_JMP | 0xf0, R1, 0, 0, 0)),
	      "invalid insn code 0xf5");
	STREQ(ONE(SD_INSN(BPF_JMP32 | BPF_CALL, 0, 0, 0, 1)),
	      "invalid insn code 0x86");
	STREQ(ONE(SD_INSN(BPF_LDX | BPF_IMM | BPF_W, R1, 0, 0, 0)),
	      "invalid insn code 0x01");
}

int main(void)
{
	RUN(test_alu);
	RUN(test_ld_imm64);
	RUN(test_mem);
	RUN(test_jmp);
	RUN(test_invalid);
	return tap_done();
}
