/* regs.c - the pt_regs offset of each register (regs.h). */
#include "regs.h"

#include <stddef.h>
#include <asm/ptrace.h>

#define OFF(field) ((int16_t)offsetof(struct pt_regs, field))

static const int16_t reg_offs[SD_NREGS] = {
	[SD_REG_AX] = OFF(rax), [SD_REG_DX] = OFF(rdx), [SD_REG_CX] = OFF(rcx),
	[SD_REG_BX] = OFF(rbx), [SD_REG_SI] = OFF(rsi), [SD_REG_DI] = OFF(rdi),
	[SD_REG_BP] = OFF(rbp), [SD_REG_SP] = OFF(rsp), [SD_REG_R8] = OFF(r8),
	[SD_REG_R9] = OFF(r9), [SD_REG_R10] = OFF(r10), [SD_REG_R11] = OFF(r11),
	[SD_REG_R12] = OFF(r12), [SD_REG_R13] = OFF(r13), [SD_REG_R14] = OFF(r14),
	[SD_REG_R15] = OFF(r15), [SD_REG_IP] = OFF(rip), [SD_REG_CS] = OFF(cs),
};

static const uint8_t arg_regs[SD_NARG_REGS] = {
	SD_REG_DI, SD_REG_SI, SD_REG_DX, SD_REG_CX, SD_REG_R8, SD_REG_R9,
};

int sd_reg_off(unsigned r)
{
	return r < SD_NREGS ? reg_offs[r] : -1;
}

int sd_arg_reg_off(int i)
{
	return i >= 0 && i < SD_NARG_REGS ? reg_offs[arg_regs[i]] : -1;
}
