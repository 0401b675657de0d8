/* minload PATH OFFSET CMD... - the smallest honest uprobe counter: one
 * BPF program (a per-CPU array slot += 1, which is what @ = count() does)
 * attached through the perf uprobe PMU at PATH:OFFSET for one process,
 * CMD, which is forked, attached to, then exec'd. Prints nothing of its
 * own; the count is checked to be non-zero. The baseline for sonda's
 * per-hit cost. */
#include <bpf/bpf.h>
#include <linux/perf_event.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define I(c, d, s, o, i) ((struct bpf_insn){ c, d, s, o, i })

int main(int argc, char **argv)
{
	int map, prog, fd, go[2], st, type;
	unsigned long long sum = 0, vals[1024] = { 0 };
	unsigned zero = 0;
	FILE *f = fopen("/sys/bus/event_source/devices/uprobe/type", "r");

	if (argc < 4 || !f || fscanf(f, "%d", &type) != 1)
		return 2;
	map = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "cnt", 4, 8, 1, NULL);
	struct bpf_insn insns[] = {
		I(BPF_ST | BPF_MEM | BPF_W, 10, 0, -4, 0),
		I(BPF_ALU64 | BPF_MOV | BPF_X, 2, 10, 0, 0),
		I(BPF_ALU64 | BPF_ADD | BPF_K, 2, 0, 0, -4),
		I(BPF_LD | BPF_DW | BPF_IMM, 1, BPF_PSEUDO_MAP_FD, 0, map),
		I(0, 0, 0, 0, 0),
		I(BPF_JMP | BPF_CALL, 0, 0, 0, BPF_FUNC_map_lookup_elem),
		I(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 3, 0),
		I(BPF_LDX | BPF_MEM | BPF_DW, 1, 0, 0, 0),
		I(BPF_ALU64 | BPF_ADD | BPF_K, 1, 0, 0, 1),
		I(BPF_STX | BPF_MEM | BPF_DW, 0, 1, 0, 0),
		I(BPF_ALU64 | BPF_MOV | BPF_K, 0, 0, 0, 0),
		I(BPF_JMP | BPF_EXIT, 0, 0, 0, 0),
	};
	prog = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "minload", "GPL", insns,
			     sizeof(insns) / sizeof(insns[0]), NULL);
	if (map < 0 || prog < 0 || pipe(go) < 0)
		return 3;
	pid_t pid = fork();
	if (pid == 0) {
		char c;
		close(go[1]);
		if (read(go[0], &c, 1) != 1)
			_exit(1);
		execvp(argv[3], argv + 3);
		_exit(127);
	}
	struct perf_event_attr pa = {
		.type = type, .size = sizeof(pa), .sample_period = 1,
		.config1 = (unsigned long)argv[1],
		.config2 = strtoull(argv[2], NULL, 0),
	};
	fd = syscall(__NR_perf_event_open, &pa, pid, -1, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0 || ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) < 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0) {
		perror("minload: attach");
		return 4;
	}
	if (write(go[1], "g", 1) != 1)
		return 5;
	waitpid(pid, &st, 0);
	bpf_map_lookup_elem(map, &zero, vals);
	for (int c = 0; c < 1024; c++)
		sum += vals[c];
	if (!sum)
		fprintf(stderr, "minload: no hits\n");
	return WIFEXITED(st) ? WEXITSTATUS(st) : 1;
}
