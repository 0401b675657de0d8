/* tpsig.c - computed arguments of the proc provider's rows (tp.c's
 * "@exit_reason", "@signo" and "@pidtype"): values no tracepoint field
 * holds, read from the current task, the raw tracepoint's arguments and
 * the sender's system call. */
#include "tp.h"
#include "../asm/insn.h"
#include "../kern/ktypes.h"

#include <asm/unistd.h>

/* dst = CLD_EXITED (1), CLD_KILLED (2) or CLD_DUMPED (3) from the exit
 * code of the current task (low 7 bits: the signal; 0x80: core dumped). */
size_t sd_tp_exit_reason(int dst, int slot, struct bpf_insn *b)
{
	long off = sd_ktype_offset("task_struct", "exit_code");
	size_t n = 0;

	b[n++] = ST_IMM(BPF_DW, R10, slot, 0);
	b[n++] = CALL_HELPER(BPF_FUNC_get_current_task);
	b[n++] = MOV64_REG(R3, R0);
	b[n++] = ALU64_IMM(BPF_ADD, R3, (int32_t)(off < 0 ? 0 : off));
	b[n++] = MOV64_REG(R1, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[n++] = MOV64_IMM(R2, 4);
	b[n++] = CALL_HELPER(BPF_FUNC_probe_read_kernel);
	b[n++] = LDX(BPF_W, R2, R10, slot);
	b[n++] = MOV64_IMM(dst, 1);
	b[n++] = MOV64_REG(R3, R2);
	b[n++] = ALU64_IMM(BPF_AND, R3, 0x7f);
	b[n++] = JMP_IMM(BPF_JEQ, R3, 0, 4);
	b[n++] = MOV64_IMM(dst, 2);
	b[n++] = ALU64_IMM(BPF_AND, R2, 0x80);
	b[n++] = JMP_IMM(BPF_JEQ, R2, 0, 1);
	b[n++] = MOV64_IMM(dst, 3);
	return n;
}

/* dst = the signal number in raw argument 0 (r10 - 8 = ctx); when it is
 * SIGKILL, current->signal->group_exit_code instead if that is not 0: a
 * fatal signal makes the thread group exit, and the signal delivered is
 * then SIGKILL, with the real one kept there (as DTrace for Linux reads
 * it). Clobbers r0-r5. */
size_t sd_tp_signo_arg(int dst, int slot, struct bpf_insn *b)
{
	size_t n = 0;

	b[n++] = CALL_HELPER(BPF_FUNC_get_current_task);
	b[n++] = MOV64_REG(R3, R0);
	n += sd_tp_read_at(sd_ktype_offset("task_struct", "signal"), 8, slot, b + n);
	b[n++] = MOV64_REG(R3, R0);
	n += sd_tp_read_at(sd_ktype_offset("signal_struct", "group_exit_code"), 4,
		     slot, b + n);
	b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
	b[n++] = LDX(BPF_DW, dst, R1, 0);
	b[n++] = JMP_IMM(BPF_JNE, dst, 9, 2);	/* SIGKILL */
	b[n++] = JMP_IMM(BPF_JEQ, R0, 0, 1);
	b[n++] = MOV64_REG(dst, R0);
	return n;
}

/* dst = the enum pid_type the signal_generate raw tracepoint (sig, info,
 * task, group, result) stands for, which complete_signal( ) gets and
 * DTrace for Linux's signal-send passes as arg2: the tracepoint only says
 * whether it is PIDTYPE_PID (group 0) or not (1, PIDTYPE_TGID). The
 * others come from the sender's system call, when the signal carries a
 * siginfo (not SEND_SIG_NOINFO or SEND_SIG_PRIV, 0 or 1): kill(2) of a
 * process group (pid 0 or below -1) is PIDTYPE_PGID (2), of every
 * process (pid -1) PIDTYPE_MAX (4); pidfd_send_signal(2) with
 * PIDFD_SIGNAL_PROCESS_GROUP (4) PIDTYPE_PGID. Signals the kernel sends to
 * a process group itself (a terminal's SIGINT) stay 1. r1 = ctx;
 * clobbers r0-r5. */
size_t sd_tp_pidtype_arg(int dst, struct bpf_insn *b)
{
	long nr = sd_ktype_offset("pt_regs", "orig_ax");
	long di = sd_ktype_offset("pt_regs", "di");
	long fl = sd_ktype_offset("pt_regs", "r10");
	size_t n = 0;

	if (nr < 0 || di < 0 || fl < 0) {
		b[n++] = LDX(BPF_DW, dst, R1, 24);
		return n;
	}
	b[n++] = CALL_HELPER(BPF_FUNC_get_current_task_btf);
	b[n++] = MOV64_REG(R1, R0);
	b[n++] = CALL_HELPER(BPF_FUNC_task_pt_regs);
	b[n++] = LDX(BPF_DW, R2, R0, (int16_t)nr);
	b[n++] = LDX(BPF_DW, R3, R0, (int16_t)di);
	b[n++] = LDX(BPF_DW, R4, R0, (int16_t)fl);
	b[n++] = LDX(BPF_DW, R1, R10, -8);	/* ctx (cg.c: SLOT_CTX) */
	b[n++] = LDX(BPF_DW, R5, R1, 8);	/* info */
	b[n++] = LDX(BPF_DW, dst, R1, 24);	/* group */
	b[n++] = JMP_IMM(BPF_JEQ, dst, 0, 13);	/* PIDTYPE_PID */
	b[n++] = JMP_IMM(BPF_JLE, R5, 1, 12);
	b[n++] = JMP_IMM(BPF_JNE, R2, __NR_pidfd_send_signal, 4);
	b[n++] = ALU64_IMM(BPF_AND, R4, 4);
	b[n++] = JMP_IMM(BPF_JEQ, R4, 0, 9);
	b[n++] = MOV64_IMM(dst, 2);
	b[n++] = JA(7);
	b[n++] = JMP_IMM(BPF_JNE, R2, __NR_kill, 6);
	b[n++] = ALU64_IMM(BPF_LSH, R3, 32);	/* kill's pid, an int */
	b[n++] = ALU64_IMM(BPF_ARSH, R3, 32);
	b[n++] = JMP_IMM(BPF_JSGT, R3, 0, 3);
	b[n++] = MOV64_IMM(dst, 4);
	b[n++] = JMP_IMM(BPF_JEQ, R3, -1, 1);
	b[n++] = MOV64_IMM(dst, 2);
	return n;
}
