/* regs_test.c - the pt_regs offsets of base/regs.h against x86-64's
 * layout (arch/x86/include/asm/ptrace.h), and the argument registers. */
#include "tap.h"
#include "base/regs.h"

static void test_offsets(void)
{
	OK(sd_reg_off(SD_REG_R15) == 0);
	OK(sd_reg_off(SD_REG_BP) == 32 && sd_reg_off(SD_REG_BX) == 40);
	OK(sd_reg_off(SD_REG_AX) == 80 && sd_reg_off(SD_REG_CX) == 88);
	OK(sd_reg_off(SD_REG_DX) == 96 && sd_reg_off(SD_REG_SI) == 104);
	OK(sd_reg_off(SD_REG_DI) == 112 && sd_reg_off(SD_REG_IP) == 128);
	OK(sd_reg_off(SD_REG_CS) == 136 && sd_reg_off(SD_REG_SP) == 152);
	OK(sd_reg_off(SD_NREGS) == -1);
}

static void test_args(void)
{
	static const int want[SD_NARG_REGS] = { 112, 104, 96, 88, 72, 64 };

	for (int i = 0; i < SD_NARG_REGS; i++)
		OK(sd_arg_reg_off(i) == want[i]);
	OK(sd_arg_reg_off(SD_NARG_REGS) == -1 && sd_arg_reg_off(-1) == -1);
}

int main(void)
{
	RUN(test_offsets);
	RUN(test_args);
	return tap_done();
}
