/* kern_test.c - end to end against the real kernel (root): hand-written
 * programs loaded with kern/bpf.h, attached through the providers, and their
 * events read back from a BPF ring buffer with libbpf. */
#include "kern/bpf.h"
#include "kern/tracefs.h"
#include "prov/prov.h"
#include "asm/insn.h"
#include "tap.h"

#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <bpf/libbpf.h>

struct events {
	int n;		/* records seen */
	int mine;	/* records whose value is this process's tgid */
	uint64_t last;
};

static int on_event(void *ctx, void *data, size_t size)
{
	struct events *ev = ctx;

	if (size != 8)
		return 0;
	ev->n++;
	memcpy(&ev->last, data, 8);
	if (ev->last == (uint64_t)getpid())
		ev->mine++;
	return 0;
}

static int count_fds(void)
{
	DIR *d = opendir("/proc/self/fd");
	int n = 0;

	while (d && readdir(d))
		n++;
	if (d)
		closedir(d);
	return n;
}

/* Emits: *(u64 *)(r10 - 8) = r1; bpf_ringbuf_output(map, r10 - 8, 8, 0);
 * return 0. Returns the number of instructions written at p. */
static size_t emit_output(struct bpf_insn *p, int map_fd)
{
	struct bpf_insn code[] = {
		STX(BPF_DW, R10, R1, -8),
		LD_MAP_LO(R1, BPF_PSEUDO_MAP_FD, map_fd),
		LD_MAP_HI(0),
		MOV64_REG(R2, R10),
		ALU64_IMM(BPF_ADD, R2, -8),
		MOV64_IMM(R3, 8),
		MOV64_IMM(R4, 0),
		CALL_HELPER(BPF_FUNC_ringbuf_output),
		MOV64_IMM(R0, 0),
		EXIT_INSN(),
	};

	memcpy(p, code, sizeof(code));
	return SD_ARRAY_SIZE(code);
}

/* A program that outputs ctx's first u64 (raw tracepoint: arg0). */
static int load_arg0_prog(int map_fd, struct sd_buf *log)
{
	struct bpf_insn insns[32];
	size_t n = 0;

	insns[n++] = LDX(BPF_DW, R1, R1, 0);
	n += emit_output(insns + n, map_fd);
	return sd_bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, insns, n,
				"sonda_test", log);
}

/* A program of the given type that outputs the current tgid. */
static int load_tgid_prog(int type, int map_fd, struct sd_buf *log)
{
	struct bpf_insn insns[32];
	size_t n = 0;

	insns[n++] = CALL_HELPER(BPF_FUNC_get_current_pid_tgid);
	insns[n++] = MOV64_REG(R1, R0);
	insns[n++] = ALU64_IMM(BPF_RSH, R1, 32);
	n += emit_output(insns + n, map_fd);
	return sd_bpf_prog_load(type, insns, n, "sonda_tgid", log);
}

static void test_init(void)
{
	OK(sd_bpf_init() == 0);
	OK(sd_bpf_ncpus() >= 1);
	OK(sd_bpf_first_cpu() == 0);
	OK(sd_tracefs() != NULL);
	OK(sd_tracefs_event_id("syscalls", "sys_enter_getppid") > 0);
	OK(sd_tracefs_event_id("syscalls", "sys_enter_nosuch") == -ENOENT);
	OK(strlen(sd_bpf_init_why(-EPERM)) > 0);
}

static void test_test_run(void)
{
	struct sd_buf log = SD_BUF_INIT;
	struct events ev = { 0 };
	struct ring_buffer *rb;
	uint64_t args[6] = { 0x1234abcd5678ull, 2, 3 };
	int map = sd_bpf_map_create(BPF_MAP_TYPE_RINGBUF, "rb", 0, 0, 4096, 0);
	int prog = map >= 0 ? load_arg0_prog(map, &log) : -1;

	OK(map >= 0);
	OK(prog >= 0);
	if (prog < 0)
		printf("# %s\n", sd_buf_str(&log));
	rb = ring_buffer__new(map, on_event, &ev, NULL);
	OK(rb != NULL);
	OK(sd_bpf_test_run(prog, args, sizeof(args)) == 0);
	OK(sd_bpf_test_run(prog, args, sizeof(args)) == 0);
	OK(ring_buffer__consume(rb) == 2);
	OK(ev.n == 2 && ev.last == 0x1234abcd5678ull);
	OK(sd_bpf_test_run(-1, args, sizeof(args)) < 0);
	ring_buffer__free(rb);
	close(prog);
	close(map);
	sd_buf_free(&log);
}

static void test_verifier_reject(void)
{
	struct sd_buf log = SD_BUF_INIT;
	struct bpf_insn bad[] = { EXIT_INSN() };	/* r0 never set */
	struct bpf_insn loop[] = { JA(-1), EXIT_INSN() };
	int fd;

	fd = sd_bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, bad, 1, "bad", &log);
	OK(fd == -EACCES || fd == -EINVAL);
	OK(log.len > 0 && strstr(sd_buf_str(&log), "R0") != NULL);
	fd = sd_bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, loop, 2, "loop", &log);
	OK(fd < 0 && log.len > 0);
	fd = sd_bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, bad, 1, "bad", NULL);
	OK(fd < 0);
	sd_buf_free(&log);
}

static struct sd_probe *find(struct sd_probe_tab *tab, const char *text)
{
	struct sd_pdesc d;
	struct sd_probe *found = NULL;

	if (sd_pdesc_parse(text, &d, NULL))
		return NULL;
	for (size_t i = 0; sd_probe_match(tab, &d, NULL, NULL) == 1 &&
			   i < tab->n; i++)
		if (sd_pdesc_match(&d, tab->probes[i]))
			found = tab->probes[i];
	sd_pdesc_free(&d);
	return found;
}

static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	sched_setaffinity(0, sizeof(set), &set);
}

/* Loads a tgid program for probe p and attaches it through its provider. */
static int load_attach(struct sd_probe *p, int map, struct sd_attach *at)
{
	struct sd_probe_args a;
	int prog;

	if (!p || p->provider->args(p, &a))
		return -EINVAL;
	prog = load_tgid_prog(sd_ctx_prog_type(a.ctx), map, NULL);
	if (prog < 0)
		return prog;
	if (p->provider->attach(p, prog, at) ||
	    (p->provider->attach_done && p->provider->attach_done(at))) {
		close(prog);
		return -EINVAL;
	}
	return prog;
}

static void test_syscall_tracepoint(void)
{
	struct sd_probe_tab tab;
	struct sd_attach at;
	struct events ev = { 0 };
	struct ring_buffer *rb;
	int ncpu = sysconf(_SC_NPROCESSORS_ONLN), calls = 0;
	int map = sd_bpf_map_create(BPF_MAP_TYPE_RINGBUF, "rb", 0, 0, 1 << 16, 0);
	int prog;

	sd_probe_tab_init(&tab);
	sd_attach_init(&at);
	prog = load_attach(find(&tab, "syscall::getppid:entry"), map, &at);
	OK(prog >= 0);
	/* a perf event, and with raw_syscalls the program array */
	OK(at.n == 1 || at.n == 2);
	rb = ring_buffer__new(map, on_event, &ev, NULL);
	/* one firing per call, on every CPU */
	for (int c = 0; c < ncpu && c < 4; c++) {
		pin(c);
		for (int i = 0; i < 3; i++, calls++)
			syscall(SYS_getppid);
	}
	pin(0);
	ring_buffer__consume(rb);
	OK(ev.mine == calls);
	sd_attach_close(&at);
	OK(at.n == 0 && at.fds == NULL);
	ev.mine = 0;
	syscall(SYS_getppid);
	ring_buffer__consume(rb);
	OK(ev.mine == 0);	/* detached by closing the fd */
	ring_buffer__free(rb);
	close(prog);
	close(map);
	sd_probe_tab_free(&tab);
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static void test_tick(void)
{
	struct sd_probe_tab tab;
	struct sd_attach at;
	struct events ev = { 0 };
	struct ring_buffer *rb;
	int map = sd_bpf_map_create(BPF_MAP_TYPE_RINGBUF, "rb", 0, 0, 1 << 16, 0);
	int prog;
	double t0;

	sd_probe_tab_init(&tab);
	sd_attach_init(&at);
	prog = load_attach(find(&tab, "profile:::tick-10ms"), map, &at);
	OK(prog >= 0);
	/* a perf event, and with raw_syscalls the program array */
	OK(at.n == 1 || at.n == 2);
	rb = ring_buffer__new(map, on_event, &ev, NULL);
	t0 = now();
	while (ev.n < 5 && now() - t0 < 1.0)
		ring_buffer__poll(rb, 50);
	printf("# tick-10ms: %d events in %.3fs\n", ev.n, now() - t0);
	OK(ev.n >= 5);
	sd_attach_close(&at);
	ring_buffer__free(rb);
	close(prog);
	close(map);
	sd_probe_tab_free(&tab);
}

static void test_profile_all_cpus(void)
{
	struct sd_probe_tab tab;
	struct sd_attach at;
	int map = sd_bpf_map_create(BPF_MAP_TYPE_RINGBUF, "rb", 0, 0, 1 << 16, 0);
	int prog;

	sd_probe_tab_init(&tab);
	sd_attach_init(&at);
	prog = load_attach(find(&tab, "profile:::profile-199"), map, &at);
	OK(prog >= 0);
	OK((long)at.n == sysconf(_SC_NPROCESSORS_ONLN));
	sd_attach_close(&at);
	close(prog);
	close(map);
	sd_probe_tab_free(&tab);
}

int main(void)
{
	int fds;

	if (geteuid() != 0) {
		printf("1..0 # SKIP needs root\n");
		return 0;
	}
	sd_bpf_init();
	fds = count_fds();
	RUN(test_init);
	RUN(test_test_run);
	RUN(test_verifier_reject);
	RUN(test_syscall_tracepoint);
	RUN(test_tick);
	RUN(test_profile_all_cpus);
	tap_cur = "fd leaks";
	OK(count_fds() == fds);
	return tap_done();
}
