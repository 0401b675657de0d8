/* arg.c - loading a probe's arguments: the one place that knows where argN
 * is in each kind of BPF context.
 *
 * A provider's args() says what context its program gets (enum sd_ctx_kind)
 * and where each argument lies in it; a provider whose arguments no field
 * holds computes them itself (arg_insns). The code generator asks
 * sd_probe_arg_insns() for the instructions and emits them as they are: it
 * never looks at the context kind.
 */
#include "prov.h"

#include <string.h>

#include "../asm/insn.h"
#include "../base/regs.h"

int sd_probe_get_args(const struct sd_probe *p, struct sd_probe_args *a)
{
	int err = 0;

	memset(a, 0, sizeof(*a));
	if (p->provider->args && (err = p->provider->args(p, a)) < 0)
		a->ctx = SD_CTX_RAWTP;
	return err < 0 ? err : 0;
}

int sd_probe_get_arg_types(const struct sd_probe *p, struct sd_probe_args *a)
{
	int err = sd_probe_get_args(p, a);

	if (!err && p->provider->arg_types)
		p->provider->arg_types(p, a);
	return err;
}

/* argN of a kernel function probe (fbt, kinst): fentry/fexit arguments
 * through the (inlined) bpf_get_func_arg/ret helpers, which yield plain
 * scalars; a return probe's arg0 is -1 and its arg1 the return value.
 * 0 when the probe is of another kind. */
static size_t kernel_arg(const struct sd_probe_args *a, int n, int dst, int slot,
			 struct bpf_insn *b, bool *slot_used)
{
	bool ret = a->special == SD_ARGS_FBT_RETURN;
	size_t k = 0;

	if (a->ctx != SD_CTX_FENTRY && !ret)
		return 0;
	if (ret && n != 1) {
		b[0] = MOV64_IMM(dst, n == 0 ? -1 : 0);
		return 1;
	}
	if (a->ctx != SD_CTX_FENTRY) {	/* kretprobe: pt_regs->ax */
		b[0] = LDX(BPF_DW, dst, R1, sd_reg_off(SD_REG_AX));
		return 1;
	}
	*slot_used = true;
	b[k++] = ST_IMM(BPF_DW, R10, slot, 0);
	if (ret) {
		b[k++] = MOV64_REG(R2, R10);
		b[k++] = ALU64_IMM(BPF_ADD, R2, slot);
		b[k++] = CALL_HELPER(BPF_FUNC_get_func_ret);
	} else {
		b[k++] = MOV64_IMM(R2, n);
		b[k++] = MOV64_REG(R3, R10);
		b[k++] = ALU64_IMM(BPF_ADD, R3, slot);
		b[k++] = CALL_HELPER(BPF_FUNC_get_func_arg);
	}
	b[k++] = LDX(BPF_DW, dst, R10, slot);
	return k;
}

/* argN of a tracepoint: the field at arg_off[N] of the trace record. */
static size_t tracepoint_arg(const struct sd_probe_args *a, int n, int dst,
			     struct bpf_insn *b)
{
	size_t k = 0;
	int size = a->arg_size[n] ? a->arg_size[n] : 8;

	if (a->arg_addr >> n & 1) {	/* an array in the record */
		b[k++] = MOV64_REG(dst, R1);
		b[k++] = ALU64_IMM(BPF_ADD, dst, a->arg_off[n]);
		return k;
	}
	b[k++] = LDX(sd_bpf_size(size), dst, R1, a->arg_off[n]);
	if (a->arg_signed[n] && a->arg_size[n] < 8) {
		int bits = 64 - 8 * a->arg_size[n];

		b[k++] = ALU64_IMM(BPF_LSH, dst, bits);
		b[k++] = ALU64_IMM(BPF_ARSH, dst, bits);
	}
	if (a->arg_data_loc >> n & 1) {	/* record + (loc & 0xffff) */
		b[k++] = ALU64_IMM(BPF_AND, dst, 0xffff);
		b[k++] = ALU64_REG(BPF_ADD, dst, R1);
	}
	if (n < SD_MAX_ARGS && (a->arg_neg >> n & 1))
		b[k++] = NEG64(dst);
	return k;
}

/* profile: arg0 = the kernel PC (cs & 3 == 0), arg1 = the user PC, from
 * the pt_regs at the start of bpf_perf_event_data. */
static size_t perf_arg(int n, int dst, struct bpf_insn *b)
{
	if (n > 1) {
		b[0] = MOV64_IMM(dst, 0);
		return 1;
	}
	b[0] = LDX(BPF_DW, R2, R1, sd_reg_off(SD_REG_CS));
	b[1] = ALU64_IMM(BPF_AND, R2, 3);
	b[2] = LDX(BPF_DW, dst, R1, sd_reg_off(SD_REG_IP));
	b[3] = JMP_IMM(n == 0 ? BPF_JEQ : BPF_JNE, R2, 0, 1);
	b[4] = MOV64_IMM(dst, 0);
	return 5;
}

/* argN from pt_regs (uprobes, kprobes): the provider's own code when it
 * has some (USDT operands, return probes), else the argument registers. */
static size_t regs_arg(const struct sd_probe *p, int n, int dst, int slot,
		       struct bpf_insn *b, size_t max, bool *slot_used)
{
	size_t k;

	if (p->provider->arg_insns) {
		*slot_used = true;
		k = p->provider->arg_insns(p, n, dst, slot, b, max);
		if (k)
			return k;
	} else if (n < SD_NARG_REGS) {
		b[0] = LDX(BPF_DW, dst, R1, sd_arg_reg_off(n));
		return 1;
	}
	b[0] = MOV64_IMM(dst, 0);
	return 1;
}

size_t sd_probe_arg_insns(const struct sd_probe *p, const struct sd_probe_args *a,
			  int n, int dst, int slot, struct bpf_insn *b, size_t max,
			  bool *slot_used)
{
	size_t k;

	*slot_used = false;
	if (a->pdata_args && p->provider->pdata_arg_insns) {
		*slot_used = true;
		return p->provider->pdata_arg_insns(a, n, dst, slot, b, max);
	}
	if ((k = kernel_arg(a, n, dst, slot, b, slot_used)))
		return k;
	if (a->ctx != SD_CTX_UPROBE && p->provider->arg_insns) {
		*slot_used = true;
		if ((k = p->provider->arg_insns(p, n, dst, slot, b, max)))
			return k;
	}
	switch (a->ctx) {
	case SD_CTX_RAWTP:
		/* nargs == 0: BEGIN/END (test-run ctx); else arg_off remaps */
		if (a->nargs && n >= a->nargs) {
			b[0] = MOV64_IMM(dst, 0);
			return 1;
		}
		b[0] = LDX(BPF_DW, dst, R1, a->nargs ? a->arg_off[n] : 8 * n);
		k = 1;
		if (n < SD_MAX_ARGS && (a->arg_neg >> n & 1))
			b[k++] = NEG64(dst);
		return k;
	case SD_CTX_TRACEPOINT:
		if (a->special == SD_ARGS_SYSCALL_RETURN && n <= 1)
			n = 0;
		else if (n >= a->nargs) {
			b[0] = MOV64_IMM(dst, 0);
			return 1;
		}
		return tracepoint_arg(a, n, dst, b);
	case SD_CTX_PERF:
		return perf_arg(n, dst, b);
	case SD_CTX_UPROBE:
		return regs_arg(p, n, dst, slot, b, max, slot_used);
	case SD_CTX_FENTRY:	/* kernel_arg() */
		break;
	}
	return 0;
}
