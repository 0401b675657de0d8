/* minimal.c - the smallest useful BPF program for the benchmark: one
 * per-CPU array slot incremented per event (what `@ = count()` must do at
 * least), hand-assembled with src/asm/insn.h and loaded with src/kern/bpf.h.
 *
 *   minimal tp GROUP EVENT -- COMMAND...   tracepoint via a perf event
 *   minimal raw EVENT -- COMMAND...        raw tracepoint
 *
 * Runs COMMAND with the program attached, then prints the count. */
#include "asm/insn.h"
#include "kern/bpf.h"
#include "kern/ctx.h"
#include "kern/tracefs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include <bpf/bpf.h>

/* buf.c's out-of-memory path */
void sd_bug(const char *file, int line, const char *msg)
{
	fprintf(stderr, "minimal: %s:%d: %s\n", file, line, msg);
	abort();
}

/* r2 = &key 0; r0 = lookup(map, r2); if r0: *(u64 *)r0 += 1 */
static int load(int map, int prog_type)
{
	struct bpf_insn p[] = {
		ST_IMM(BPF_W, R10, -4, 0),
		MOV64_REG(R2, R10),
		ALU64_IMM(BPF_ADD, R2, -4),
		LD_MAP_LO(R1, BPF_PSEUDO_MAP_FD, map),
		LD_MAP_HI(0),
		CALL_HELPER(BPF_FUNC_map_lookup_elem),
		JMP_IMM(BPF_JEQ, R0, 0, 3),
		LDX(BPF_DW, R1, R0, 0),
		ALU64_IMM(BPF_ADD, R1, 1),
		STX(BPF_DW, R0, R1, 0),
		MOV64_IMM(R0, 0),
		EXIT_INSN(),
	};

	return sd_bpf_prog_load(prog_type, p, SD_ARRAY_SIZE(p), "minimal", NULL);
}

static int attach(char **argv, int map, int *cmd)
{
	struct perf_event_attr pa = {
		.type = PERF_TYPE_TRACEPOINT, .sample_period = 1,
	};
	int prog;

	if (strcmp(argv[1], "raw") == 0) {
		*cmd = 4;
		prog = load(map, BPF_PROG_TYPE_RAW_TRACEPOINT);
		return prog < 0 ? prog : bpf_raw_tracepoint_open(argv[2], prog);
	}
	*cmd = 5;
	prog = load(map, BPF_PROG_TYPE_TRACEPOINT);
	pa.config = (uint64_t)sd_tracefs_event_id(argv[2], argv[3]);
	return prog < 0 ? prog : sd_bpf_perf_attach(&pa, -1, 0, prog);
}

int main(int argc, char **argv)
{
	int map, fd, cmd, ncpu, status;
	uint64_t *v, sum = 0;
	uint32_t key = 0;
	pid_t pid;
	struct sd_kern_ctx kctx;

	sd_kern_ctx_init(&kctx);
	sd_kern_ctx_set(&kctx);
	if (argc < 5 || sd_bpf_init() < 0)
		return fprintf(stderr, "usage: minimal tp GROUP EVENT -- CMD | "
			       "raw EVENT -- CMD (as root)\n"), 2;
	map = sd_bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "count", 4, 8, 1, 0);
	if (map < 0 || (fd = attach(argv, map, &cmd)) < 0)
		return fprintf(stderr, "minimal: cannot load or attach\n"), 1;
	if ((pid = fork()) == 0) {
		execvp(argv[cmd], argv + cmd);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	ncpu = sd_bpf_ncpus();
	v = calloc(ncpu, sizeof(*v));
	bpf_map_lookup_elem(map, &key, v);
	for (int i = 0; i < ncpu; i++)
		sum += v[i];
	fprintf(stderr, "minimal: %llu events\n", (unsigned long long)sum);
	close(fd);
	return 0;
}
