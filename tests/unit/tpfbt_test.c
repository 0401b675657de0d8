/* tpfbt_test.c - the kernel-function alternative of derived probes:
 * argument layouts, argument code, pre-conditions, and availability on a
 * kernel without kprobes. */
#include "prov/tp.h"
#include "prov/fbt.h"
#include "asm/insn.h"
#include "tap.h"

#include <unistd.h>

static const struct sd_tp_spec rows[] = {
	{ "wait-start", .types = "bufinfo_t *;devinfo_t *;fileinfo_t *",
	  .kfn = { "submit_bio_wait", false,
		   "0,0,@zero,2>sk_buff.len/4,@curthread",
		   "bufinfo_t *=struct bio *;devinfo_t *=struct bio *;int;"
		   "unsigned int;void *",
		   { { "1", SD_TP_EQ, 5 }, { "0", SD_TP_NE, 0 } } } },
	{ "receive", .kfn = { "ip_rcv", false, "0>sk_buff.data%4,@7,ret" } },
	{ "acquire-error", .kfn = { "mutex_lock_interruptible", true, "0",
				    NULL, { { "ret", SD_TP_NE, 0 } } } },
};
#define row	rows[0]
#define ip_row	rows[1]
#define ret_row	rows[2]

static struct sd_probe_tab tab;

/* The probe of rows[] called name. */
static struct sd_probe *probe(const char *name)
{
	for (size_t i = 0; i < tab.n; i++)
		if (strcmp(tab.probes[i]->name, name) == 0)
			return tab.probes[i];
	return NULL;
}

/* The kernel-function backend's state slot of p (tp.c keeps one per
 * probe). */
static void **st(const struct sd_probe *p)
{
	static void *slots[32];

	for (size_t i = 0; i < tab.n && i < SD_ARRAY_SIZE(slots); i++)
		if (tab.probes[i] == p)
			return &slots[i];
	return &slots[SD_ARRAY_SIZE(slots) - 1];
}

#define K sd_tp_kfn_backend

/* True if buf[0..n) calls helper id. */
static bool calls(const struct bpf_insn *b, size_t n, int id)
{
	for (size_t i = 0; i < n; i++)
		if (b[i].code == (BPF_JMP | BPF_CALL) && b[i].imm == id)
			return true;
	return false;
}

static void test_args(void)
{
	struct sd_probe *p = probe("wait-start");
	struct sd_probe_args a;

	OK(K.args(p, &row, st(p), &a) == 0);
	OK(a.ctx == SD_CTX_KPROBE && a.nargs == 5);
	STREQ(a.arg_type[0], "bufinfo_t *");
	STREQ(a.arg_native[0], "struct bio *");
	STREQ(a.arg_native[1], "struct bio *");
	STREQ(a.arg_type[2], "int");
	OK(a.arg_native[2] == NULL);
	STREQ(a.arg_type[3], "unsigned int");
}

static void test_arg_insns(void)
{
	struct sd_probe *p = probe("wait-start");
	struct sd_probe_args a;
	struct bpf_insn b[64];
	size_t n;

	K.args(p, &row, st(p), &a);
	/* arg0 = di of pt_regs */
	n = K.arg_insns(p, &row, st(p), 0, R6, -16, b, 64);
	OK(n == 1 && b[0].code == (BPF_LDX | BPF_MEM | BPF_DW) &&
	   b[0].dst_reg == R6 && b[0].src_reg == R1 && b[0].off == 112);
	n = K.arg_insns(p, &row, st(p), 2, R7, -16, b, 64);
	OK(n == 1 && b[0].code == (BPF_ALU64 | BPF_MOV | BPF_K) && b[0].imm == 0);
	/* dx, then a 4-byte read of the member */
	n = K.arg_insns(p, &row, st(p), 3, R7, -16, b, 64);
	OK(n > 2 && b[0].off == 96 && calls(b, n, BPF_FUNC_probe_read_kernel));
	OK(b[n - 1].code == (BPF_LDX | BPF_MEM | BPF_W) && b[n - 1].dst_reg == R7);
	n = K.arg_insns(p, &row, st(p), 4, R8, -16, b, 64);
	OK(calls(b, n, BPF_FUNC_get_current_task) && b[n - 1].dst_reg == R8);
	/* past the row's arguments: 0 */
	n = K.arg_insns(p, &row, st(p), 7, R6, -16, b, 64);
	OK(n == 1 && b[0].imm == 0);
}

static void test_steps(void)
{
	struct sd_probe *p = probe("receive");
	struct sd_probe_args a;
	struct bpf_insn b[64];
	size_t n;

	K.args(p, &ip_row, st(p), &a);
	OK(a.nargs == 3);
	/* di, a load of skb->data, then the version test: >> 4, == 4 */
	n = K.arg_insns(p, &ip_row, st(p), 0, R6, -16, b, 64);
	OK(n > 10 && b[0].off == 112);
	OK(b[n - 3].code == (BPF_ALU64 | BPF_RSH | BPF_K) && b[n - 3].imm == 4);
	OK(b[n - 2].code == (BPF_JMP | BPF_JEQ | BPF_K) && b[n - 2].imm == 4);
	OK(b[n - 1].code == (BPF_ALU64 | BPF_MOV | BPF_K) && b[n - 1].imm == 0);
	/* "@7": a constant */
	n = K.arg_insns(p, &ip_row, st(p), 1, R7, -16, b, 64);
	OK(n == 1 && b[0].imm == 7 && b[0].dst_reg == R7);
	/* "ret": eax, sign-extended */
	n = K.arg_insns(p, &ip_row, st(p), 2, R7, -16, b, 64);
	OK(n == 3 && b[0].off == 80 && b[2].code == (BPF_ALU64 | BPF_ARSH | BPF_K));
}

static void test_return_args(void)
{
	struct sd_probe *p = probe("acquire-error");
	struct sd_probe_args a;
	struct bpf_insn b[64];
	size_t n;

	K.args(p, &ret_row, st(p), &a);
	OK(a.ctx == SD_CTX_KPROBE && a.nargs == 1);
	/* the entry's di, from the map under the return sp (without BPF: 0) */
	n = K.arg_insns(p, &ret_row, st(p), 0, R6, -16, b, 64);
	OK(n == 1 || (b[0].off == 152 &&
		      calls(b, n, BPF_FUNC_map_lookup_elem)));
}

static void test_guard(void)
{
	struct sd_probe *p = probe("wait-start");
	struct sd_probe *r = probe("acquire-error");
	struct bpf_insn b[64];
	size_t n = K.guard(p, &row, st(p), b, 64);

	/* si == 5 && di != 0: two loads, two jumps to the failure */
	OK(n == 7);
	OK(b[0].off == 104 && b[1].code == (BPF_JMP | BPF_JNE | BPF_K) &&
	   b[1].imm == 5 && b[1].off == 4);
	OK(b[2].off == 112 && b[3].code == (BPF_JMP | BPF_JEQ | BPF_K) &&
	   b[3].off == 2);
	OK(b[4].imm == 1 && b[6].imm == 0);
	/* ret != 0: the int result, sign-extended */
	n = K.guard(r, &ret_row, st(r), b, 64);
	OK(n == 7 && b[0].code == (BPF_LDX | BPF_MEM | BPF_W) && b[0].off == 80);
	OK(K.guard(p, &(struct sd_tp_spec){ "x" }, st(p), b, 64) == 0);
}

static void test_availability(void)
{
	struct sd_probe *p = probe("wait-start");

	OK(!K.serves(p, &(struct sd_tp_spec){ "x" }, st(p)));
	OK(sd_kfunc_kprobe_name("sonda_no_such_function") == NULL);
	if (access("/sys/bus/event_source/devices/kprobe", F_OK) == 0) {
		SKIP("this kernel has kprobes: the no-kprobes case cannot be seen");
		return;
	}
	OK(!K.serves(p, &row, st(p)));		/* no kprobes */
}

int main(void)
{
	sd_probe_tab_init(&tab);
	sd_tp_populate(&tab, &(struct sd_tp_prov){ &sd_prov_io, "vmlinux",
						   rows, SD_ARRAY_SIZE(rows) });
	RUN(test_args);
	RUN(test_arg_insns);
	RUN(test_steps);
	RUN(test_return_args);
	RUN(test_guard);
	RUN(test_availability);
	sd_probe_tab_free(&tab);
	return tap_done();
}
