/* x86len.c - x86-64 instruction length decoding (see x86len.h).
 *
 * Each opcode map has a table of operand shapes: whether a ModRM byte
 * follows and which immediate comes after it. The ModRM byte then decides
 * the SIB byte and the displacement. Prefixes only change the size of the
 * "z" immediates (0x66 makes them 2 bytes unless REX.W) and of the moffs
 * of A0-A3 (0x67 makes them 4 bytes). */
#include "x86len.h"

#include <string.h>

/* Operand shape of an opcode: low bits the immediate, M a ModRM byte. */
enum {
	N = 0,		/* no immediate */
	B = 1,		/* imm8 / rel8 */
	W = 2,		/* imm16 */
	Z = 3,		/* imm16 or imm32 (operand size) */
	V = 4,		/* imm16/32/64 (B8-BF: mov reg, imm) */
	O = 5,		/* moffs: 8 bytes, 4 with 0x67 */
	E = 6,		/* imm16 + imm8 (enter) */
	G = 7,		/* F6/F7 group 3: an immediate only for /0 and /1 */
	X = 8,		/* invalid in 64-bit mode */
	M = 16,		/* a ModRM byte follows the opcode */
};

#define MB (M | B)
#define MZ (M | Z)
#define MG (M | G)

/* The one-byte map; prefixes (and REX, VEX, EVEX) are handled before. */
static const uint8_t map1[256] = {
	/* 00 */ M, M, M, M, B, Z, X, X, M, M, M, M, B, Z, X, N,
	/* 10 */ M, M, M, M, B, Z, X, X, M, M, M, M, B, Z, X, X,
	/* 20 */ M, M, M, M, B, Z, N, X, M, M, M, M, B, Z, N, X,
	/* 30 */ M, M, M, M, B, Z, N, X, M, M, M, M, B, Z, N, X,
	/* 40 */ N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N,
	/* 50 */ N, N, N, N, N, N, N, N, N, N, N, N, N, N, N, N,
	/* 60 */ X, X, X, M, N, N, N, N, Z, MZ, B, MB, N, N, N, N,
	/* 70 */ B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
	/* 80 */ MB, MZ, X, MB, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 90 */ N, N, N, N, N, N, N, N, N, N, X, N, N, N, N, N,
	/* a0 */ O, O, O, O, N, N, N, N, B, Z, N, N, N, N, N, N,
	/* b0 */ B, B, B, B, B, B, B, B, V, V, V, V, V, V, V, V,
	/* c0 */ MB, MB, W, N, X, X, MB, MZ, E, N, W, N, N, B, X, N,
	/* d0 */ M, M, M, M, X, X, X, N, M, M, M, M, M, M, M, M,
	/* e0 */ B, B, B, B, B, B, B, B, Z, Z, X, B, N, N, N, N,
	/* f0 */ N, N, N, N, N, N, MG, MG, N, N, N, N, N, N, M, M,
};

/* The 0F map (38 and 3A lead to three-byte maps, handled apart). */
static const uint8_t map0f[256] = {
	/* 00 */ M, M, M, M, X, N, N, N, N, N, X, N, X, M, N, MB,
	/* 10 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 20 */ M, M, M, M, X, X, X, X, M, M, M, M, M, M, M, M,
	/* 30 */ N, N, N, N, N, N, X, N, X, X, X, X, X, X, X, X,
	/* 40 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 50 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 60 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 70 */ MB, MB, MB, MB, M, M, M, N, M, M, X, X, M, M, M, M,
	/* 80 */ Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z,
	/* 90 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* a0 */ N, N, N, M, MB, M, X, X, N, N, N, M, MB, M, M, M,
	/* b0 */ M, M, M, M, M, M, M, M, M, M, MB, M, M, M, M, M,
	/* c0 */ M, M, MB, M, MB, MB, MB, M, N, N, N, N, N, N, N, N,
	/* d0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* e0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* f0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
};

struct pfx {
	bool opsize;		/* 0x66 */
	bool addrsize;		/* 0x67 */
	bool rexw;		/* REX.W (or VEX/EVEX .W) */
};

/* Bytes of ModRM + SIB + displacement at p (the ModRM byte), or -1. */
static int modrm_len(const uint8_t *p, size_t avail)
{
	int mod, rm, n = 1;

	if (avail < 1)
		return -1;
	mod = p[0] >> 6;
	rm = p[0] & 7;
	if (mod == 3)
		return 1;
	if (rm == 4) {		/* SIB */
		if (avail < 2)
			return -1;
		n++;
		if (mod == 0 && (p[1] & 7) == 5)
			n += 4;
	} else if (mod == 0 && rm == 5) {
		n += 4;		/* RIP-relative (or disp32 with 0x67) */
	}
	if (mod == 1)
		n += 1;
	else if (mod == 2)
		n += 4;
	return n;
}

/* Bytes of the immediate of shape imm (ModRM at p when the shape has one). */
static int imm_len(int imm, const struct pfx *x, const uint8_t *modrm)
{
	int z = x->opsize && !x->rexw ? 2 : 4;

	switch (imm) {
	case B: return 1;
	case W: return 2;
	case Z: return z;
	case V: return x->rexw ? 8 : z;
	case O: return x->addrsize ? 4 : 8;
	case E: return 3;
	case G: return ((*modrm >> 3) & 7) <= 1 ? -1 : 0;
	default: return 0;
	}
}

/* Length of opcode + operands at p with shape sh (after the opcode byte). */
static int operands(uint8_t sh, const struct pfx *x, const uint8_t *p,
		    size_t avail)
{
	int m = 0, imm = sh & 15;

	if (imm == X)
		return -1;
	if (sh & M) {
		if ((m = modrm_len(p, avail)) < 0)
			return -1;
	}
	int i = imm_len(imm, x, p);
	if (i < 0)		/* F6/F7 /0 /1: test r/m, imm */
		i = p[-1] == 0xf7 ? imm_len(Z, x, p) : 1;
	return m + i;
}

/* The shape of opcode op in VEX/EVEX map mm (1 = 0F, 2 = 0F38, 3 = 0F3A;
 * 5 and 6 are EVEX's FP16 maps). */
static int vex_shape(int mm, uint8_t op)
{
	switch (mm) {
	case 1:
		if (op == 0x77)
			return N;	/* vzeroupper, vzeroall */
		return (op >= 0x70 && op <= 0x73) || op == 0xc2 ||
		       (op >= 0xc4 && op <= 0xc6) ? MB : M;
	case 2:
	case 5:
	case 6:
		return M;
	case 3:
		return MB;
	default:
		return X;
	}
}

/* A VEX (C4/C5) or EVEX (62) instruction at p, p[0] being the escape. */
static int vex_len(const uint8_t *p, size_t avail, struct pfx *x)
{
	int hdr, mm, n;

	if (p[0] == 0xc5) {
		hdr = 2, mm = 1;
	} else if (p[0] == 0xc4) {
		if (avail < 3)
			return -1;
		hdr = 3, mm = p[1] & 0x1f;
		x->rexw = p[2] >> 7;
	} else {
		if (avail < 4)
			return -1;
		hdr = 4, mm = p[1] & 7;
		x->rexw = p[2] >> 7;
	}
	if (avail < (size_t)hdr + 1)
		return -1;
	n = operands(vex_shape(mm, p[hdr]), x, p + hdr + 1, avail - hdr - 1);
	return n < 0 ? -1 : hdr + 1 + n;
}

static bool is_legacy_prefix(uint8_t b)
{
	return b == 0x66 || b == 0x67 || b == 0xf0 || b == 0xf2 ||
	       b == 0xf3 || b == 0x2e || b == 0x36 || b == 0x3e ||
	       b == 0x26 || b == 0x64 || b == 0x65;
}

/* The opcode and operands at p (prefixes consumed). */
static int body_len(const uint8_t *p, size_t avail, struct pfx *x)
{
	int n;

	if (avail < 1)
		return -1;
	if (p[0] == 0xc4 || p[0] == 0xc5 || p[0] == 0x62)
		return vex_len(p, avail, x);
	if (p[0] != 0x0f) {
		n = operands(map1[p[0]], x, p + 1, avail - 1);
		return n < 0 ? -1 : 1 + n;
	}
	if (avail < 2)
		return -1;
	if (p[1] == 0x38 || p[1] == 0x3a) {
		if (avail < 3)
			return -1;
		n = operands(p[1] == 0x38 ? M : MB, x, p + 3, avail - 3);
		return n < 0 ? -1 : 3 + n;
	}
	n = operands(map0f[p[1]], x, p + 2, avail - 2);
	return n < 0 ? -1 : 2 + n;
}

int sd_x86_insn_len(const uint8_t *code, size_t avail)
{
	struct pfx x = { 0 };
	size_t i = 0;
	int n;

	if (avail > 15)
		avail = 15;
	for (; i < avail; i++) {
		uint8_t b = code[i];

		if (is_legacy_prefix(b)) {
			x.opsize |= b == 0x66;
			x.addrsize |= b == 0x67;
			x.rexw = false;		/* REX counts only last */
		} else if ((b & 0xf0) == 0x40) {
			x.rexw = b & 8;
		} else {
			break;
		}
	}
	n = body_len(code + i, avail - i, &x);
	if (n < 0 || i + n > avail)
		return -1;
	return (int)i + n;
}

int sd_x86_boundaries(const uint8_t *code, size_t size, uint32_t *offs,
		      size_t max, size_t *bad)
{
	size_t off = 0;
	int count = 0;

	while (off < size) {
		int n = sd_x86_insn_len(code + off, size - off);

		if (n < 0) {
			if (bad)
				*bad = off;
			return -1;
		}
		if ((size_t)count < max)
			offs[count] = (uint32_t)off;
		count++;
		off += (size_t)n;
	}
	return count;
}

bool sd_x86_uprobe_refuses(const uint8_t *code, size_t avail)
{
	size_t i = 0;

	for (; i < avail && i < 15; i++) {
		if (code[i] == 0xf0)
			return true;
		if (!is_legacy_prefix(code[i]) && (code[i] & 0xf0) != 0x40)
			break;
	}
	return i < avail && (code[i] == 0xc4 || code[i] == 0xc5 || code[i] == 0x62);
}
