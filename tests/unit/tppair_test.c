/* tppair_test.c - interval probes (lockstat *-block, *-spin): the
 * pre-condition's tests of the beginning's flags and the code of
 * "@elapsed". Needs tracefs and the lock tracepoints (root). */
#include "prov/tp.h"
#include "asm/insn.h"
#include "tap.h"

#include <unistd.h>

static const struct sd_tp_spec row = {
	"spin-spin", "lock", "contention_end", false, "lock_addr,@elapsed",
	.pair = { "lock", "contention_begin", "lock_addr", "flags", 1, 6, 32 },
};

/* The number of instructions in b[0..n) with this opcode and imm. */
static int count(const struct bpf_insn *b, size_t n, int code, int imm)
{
	int c = 0;

	for (size_t i = 0; i < n; i++)
		c += b[i].code == code && b[i].imm == imm;
	return c;
}

static void test_pair(void)
{
	struct sd_probe_tab tab;
	struct sd_probe *p;
	struct bpf_insn b[128];
	void *st = NULL;	/* the tracepoint backend's slot for p */
	size_t n;

	if (geteuid() != 0) {
		SKIP("not root: tracefs formats are not readable");
		return;
	}
	if (access("/sys/kernel/tracing/events/lock/contention_end", F_OK)) {
		SKIP("no lock:contention_end tracepoint on this kernel");
		return;
	}
	sd_probe_tab_init(&tab);
	sd_tp_populate(&tab, &(struct sd_tp_prov){ &sd_prov_lockstat,
						   "vmlinux", &row, 1 });
	p = tab.probes[tab.n - 1];
	n = sd_tp_pair_guard(p, &row, &st, b, 128);
	OK(n > 30);
	/* the record's lookup and removal, then the clock */
	OK(count(b, n, BPF_JMP | BPF_CALL, BPF_FUNC_map_lookup_elem) == 2);
	OK(count(b, n, BPF_JMP | BPF_CALL, BPF_FUNC_map_delete_elem) == 1);
	OK(count(b, n, BPF_JMP | BPF_CALL, BPF_FUNC_ktime_get_ns) == 1);
	/* all 1, one of 6, none of 32 */
	OK(count(b, n, BPF_ALU64 | BPF_AND | BPF_K, 1) == 1);
	OK(count(b, n, BPF_ALU64 | BPF_AND | BPF_K, 6) == 1);
	OK(count(b, n, BPF_ALU64 | BPF_AND | BPF_K, 32) == 1);
	/* success sets r0 = 1, failure r0 = 0, last */
	OK(b[n - 1].code == (BPF_ALU64 | BPF_MOV | BPF_K) && b[n - 1].imm == 0);
	/* "@elapsed" is arg1; arg0 is the tracepoint's field */
	n = sd_tp_pair_arg_insns(p, &row, &st, 1, R6, -16, b, 128);
	OK(n > 0 && count(b, n, BPF_JMP | BPF_CALL, BPF_FUNC_map_lookup_elem));
	OK(sd_tp_pair_arg_insns(p, &row, &st, 0, R6, -16, b, 128) == 0);
	sd_probe_tab_free(&tab);
}

int main(void)
{
	RUN(test_pair);
	return tap_done();
}
