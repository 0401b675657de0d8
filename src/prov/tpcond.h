/* tpcond.h - the pre-conditions of the derived providers' rows (struct
 * sd_tp_cond, tp.h): where each reads its operand in the event's record
 * or raw arguments, and the BPF guard that tests them. */
#ifndef SONDA_PROV_TPCOND_H
#define SONDA_PROV_TPCOND_H

#include "tp.h"

/* Where a condition's operand lies, resolved from the event's layout. */
struct sd_tp_operand {
	int off, size;		/* in the record or the raw arguments; off
				   -1: the current task */
	bool is_signed;
	int off2;		/* SD_TP_STARTED: its member's */
};

/* Resolves ops[i] for each condition of row s from its tracepoint's
 * format fmt, or (a raw row) its nraw raw arguments. 0 or -EINVAL. */
int sd_tp_cond_operands(const struct sd_tp_spec *s,
			const struct sd_tp_format *fmt, int nraw,
			struct sd_tp_operand *ops);

/* The guard of row s's conditions (it has at least one) into buf: r0 = 1
 * when all of them pass, else 0 (the ctx at [r10 - 8]; clobbers r1-r5).
 * Its length. */
size_t sd_tp_cond_guard(const struct sd_tp_spec *s,
			const struct sd_tp_operand *ops, struct bpf_insn *buf);

#endif
