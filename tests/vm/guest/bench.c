/* bench [-p fentry|kprobe] N - the cost of a probed kernel function.
 *
 * Calls getppid(2) N times, several rounds, and prints the fastest round's
 * nanoseconds per call. With -p it first attaches a minimal hand-loaded
 * BPF program ("return 0") to __do_sys_getppid as fentry or as a kprobe,
 * the floor that sonda's generated programs are compared with. Linked
 * statically with libbpf (tests/vm/vmtest.sh). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#define FUNC	"__do_sys_getppid"
#define ROUNDS	5

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double per_call(long n)
{
	double best = 1e18;

	for (int r = 0; r < ROUNDS; r++) {
		double t = now_ns();

		for (long i = 0; i < n; i++)
			syscall(SYS_getppid);
		t = (now_ns() - t) / n;
		if (t < best)
			best = t;
	}
	return best;
}

/* The perf PMU type of kprobes. */
static int kprobe_type(void)
{
	FILE *f = fopen("/sys/bus/event_source/devices/kprobe/type", "r");
	int t = -1;

	if (f) {
		if (fscanf(f, "%d", &t) != 1)
			t = -1;
		fclose(f);
	}
	return t;
}

static void die(const char *what, int err)
{
	fprintf(stderr, "bench: %s: %s\n", what, strerror(err));
	exit(1);
}

/* Loads "return 0" and attaches it to FUNC as fentry or kprobe; the fds
 * stay open until the process exits. */
static void attach(const char *how)
{
	static const struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	bool fentry = strcmp(how, "fentry") == 0;
	LIBBPF_OPTS(bpf_prog_load_opts, o);
	struct perf_event_attr pa = { .size = sizeof(pa), .sample_period = 1 };
	int fd, efd;

	if (fentry) {
		struct btf *btf = btf__load_vmlinux_btf();

		o.expected_attach_type = BPF_TRACE_FENTRY;
		o.attach_btf_id = btf__find_by_name_kind(btf, FUNC, BTF_KIND_FUNC);
	}
	fd = bpf_prog_load(fentry ? BPF_PROG_TYPE_TRACING : BPF_PROG_TYPE_KPROBE,
			   "bench", "GPL", ret0, 2, &o);
	if (fd < 0)
		die("load", -fd);
	if (fentry) {
		if ((efd = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL)) < 0)
			die("fentry attach", -efd);
		return;
	}
	pa.type = kprobe_type();
	pa.config1 = (unsigned long)FUNC;
	efd = syscall(SYS_perf_event_open, &pa, -1, 0, -1, 0);
	if (efd < 0 || ioctl(efd, PERF_EVENT_IOC_SET_BPF, fd) < 0 ||
	    ioctl(efd, PERF_EVENT_IOC_ENABLE, 0) < 0)
		die("kprobe attach", errno);
}

int main(int argc, char **argv)
{
	const char *how = NULL;
	long n;

	if (argc > 2 && strcmp(argv[1], "-p") == 0) {
		how = argv[2];
		argv += 2;
		argc -= 2;
	}
	n = argc > 1 ? atol(argv[1]) : 100000;
	if (how)
		attach(how);
	printf("%.1f\n", per_call(n));
	return 0;
}
