/* regs.h - the traced machine's registers and where each lives in struct
 * pt_regs, the context of kprobe and uprobe programs and the head of
 * struct bpf_perf_event_data. The one table of these offsets (regs.c),
 * built with offsetof from the kernel's own struct, as libbpf's
 * bpf_tracing.h does. x86-64 only, as sonda is.
 */
#ifndef SONDA_BASE_REGS_H
#define SONDA_BASE_REGS_H

#include "common.h"

/* In DWARF's x86-64 register numbering (0..16), then the rest. */
enum sd_reg {
	SD_REG_AX, SD_REG_DX, SD_REG_CX, SD_REG_BX, SD_REG_SI, SD_REG_DI,
	SD_REG_BP, SD_REG_SP, SD_REG_R8, SD_REG_R9, SD_REG_R10, SD_REG_R11,
	SD_REG_R12, SD_REG_R13, SD_REG_R14, SD_REG_R15, SD_REG_IP,
	SD_REG_CS,
	SD_NREGS
};

/* Integer arguments of the C calling convention: di si dx cx r8 r9. */
#define SD_NARG_REGS 6

/* The pt_regs offset of register r, or -1 for a number past the table. */
int sd_reg_off(unsigned r);
/* The pt_regs offset of the register that passes integer argument i
 * (0-based), or -1 for i >= SD_NARG_REGS (the stack passes it). */
int sd_arg_reg_off(int i);

#endif
