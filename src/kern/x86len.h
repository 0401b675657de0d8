/* x86len.h - x86-64 instruction lengths (64-bit mode), for kinst: a probe
 * may only sit on an instruction boundary.
 *
 * Covers the one-byte, 0F, 0F38 and 0F3A opcode maps with legacy and REX
 * prefixes, VEX (C4/C5) and EVEX (62) encodings: everything compilers emit
 * for the kernel. Only lengths are decoded, not meanings. */
#ifndef SONDA_KERN_X86LEN_H
#define SONDA_KERN_X86LEN_H

#include "../base/common.h"

/* The length in bytes (1..15) of the instruction at code[0..avail-1], or
 * -1 if it is not a valid 64-bit-mode instruction or is cut off by avail. */
int sd_x86_insn_len(const uint8_t *code, size_t avail);

/* Decodes code[0..size-1] from its start and stores the offset of every
 * instruction in offs (up to max). Returns how many instructions were
 * found, or -1 at the first byte sequence that does not decode (the
 * offsets before it stay valid; *bad is its offset when bad != NULL). */
int sd_x86_boundaries(const uint8_t *code, size_t size, uint32_t *offs,
		      size_t max, size_t *bad);

/* Whether the instruction at code[0..avail-1] is one that x86 uprobes
 * refuse to probe as far as sonda knows: a LOCK prefix or a VEX or EVEX
 * encoding (the kernel cannot single-step them out of line). A hint to
 * keep such sites out of a shared attachment; the kernel decides. */
bool sd_x86_uprobe_refuses(const uint8_t *code, size_t avail);

#endif
