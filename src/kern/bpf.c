/* bpf.c - program and map creation, test runs, CPU counts. */
#include "bpf.h"
#include "ctx.h"

#include <bpf/btf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

/* func_btf( )'s two functions */
#define FUNC_BTF_MAIN	4
#define FUNC_BTF_ERROR	6

#define LOG_MIN		(64u << 10)
#define LOG_MAX		(16u << 20)	/* the kernel keeps the log's tail */

int sd_bpf_init(void)
{
	struct rlimit rl;
	int fd;

	/* Every attached probe holds an fd (perf event or link): hundreds of
	 * fbt probes need more than the usual 1024. RLIMIT_MEMLOCK is option
	 * lockmem's, set before compiling (main.c). */
	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < (1u << 16)) {
		struct rlimit want = { 1u << 16, SD_MAX(rl.rlim_max, 1u << 16) };

		if (setrlimit(RLIMIT_NOFILE, &want) != 0) {
			rl.rlim_cur = rl.rlim_max;
			(void)setrlimit(RLIMIT_NOFILE, &rl);
		}
	}
	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "sonda_probe", 4, 8, 1, NULL);
	if (fd < 0)
		return fd;
	close(fd);
	return 0;
}

const char *sd_bpf_init_why(int err)
{
	switch (err) {
	case -EPERM:
	case -EACCES:
		return "BPF is not permitted (run as root or with CAP_BPF and CAP_PERFMON)";
	case -ENOSYS:
		return "the kernel has no BPF support (CONFIG_BPF_SYSCALL)";
	case -EINVAL:
		return "the kernel refused a BPF array map";
	default:
		return "the bpf() system call failed";
	}
}

/* Loads with a log buffer of *size bytes at level 1; doubles *size. */
static int load_logged(int type, const struct bpf_insn *insns, size_t n,
		       const char *name, struct sd_buf *log, uint32_t *size)
{
	LIBBPF_OPTS(bpf_prog_load_opts, o);
	/* libc, not xalloc: a verifier log can take many MiB, and without
	 * it the load fails with one reported error instead of an abort */
	char *buf = calloc(1, *size);
	int fd;

	if (!buf)
		return -ENOMEM;
	o.log_level = 1;
	o.log_size = *size;
	o.log_buf = buf;
	fd = bpf_prog_load(type, name, "GPL", insns, n, &o);
	sd_buf_reset(log);
	sd_buf_addstr(log, buf);
	free(buf);
	*size *= 2;
	return fd;
}

int sd_bpf_prog_load(int prog_type, const struct bpf_insn *insns, size_t n,
		     const char *name, struct sd_buf *log)
{
	char nm[BPF_OBJ_NAME_LEN];
	uint32_t size = LOG_MIN;
	int fd;

	snprintf(nm, sizeof(nm), "%s", name ? name : "");
	if (log)
		sd_buf_reset(log);
	/* The first attempt runs without a log: it is the fast path. */
	fd = bpf_prog_load(prog_type, nm, "GPL", insns, n, NULL);
	if (fd >= 0 || !log)
		return fd;
	for (;;) {
		int err = load_logged(prog_type, insns, n, nm, log, &size);

		if (err >= 0) {
			/* Loads with a log but not without: keep it. */
			return err;
		}
		if (err != -ENOSPC)
			return err;
		if (size > LOG_MAX)
			return fd;	/* the log holds its tail */
	}
}

/* Whether the kernel loads the feature probe p (once, kept in *known);
 * the variable no, when set and not empty, says no (tests: other kernels). */
static bool kernel_takes(int *known, const char *no, int type, const char *name,
			 const struct bpf_insn *p, size_t n)
{
	const char *env = getenv(no);

	if (*known < 0 && env && *env)
		*known = 0;
	if (*known < 0) {
		int fd = bpf_prog_load(type, name, "GPL", p, n, NULL);
		*known = fd >= 0;
		if (fd >= 0)
			close(fd);
	}
	return *known;
}

bool sd_bpf_has_may_goto(void)
{
	/* may_goto +0; r0 = 0; exit */
	const struct bpf_insn p[] = {
		{ .code = BPF_JMP | 0xe0 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};

	return kernel_takes(&sd_kern_ctx()->may_goto, "SONDA_NO_MAY_GOTO",
			    BPF_PROG_TYPE_RAW_TRACEPOINT, "sd_may_goto", p, SD_ARRAY_SIZE(p));
}

bool sd_bpf_has_gotol(void)
{
	/* r0 = 0; if r0 == 0 goto +1; exit; gotol -2: a gotol whose offset,
	 * in imm, is not 0 (a verifier that read it where goto keeps it would
	 * take gotol +0 too) */
	const struct bpf_insn p[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_JEQ | BPF_K, .dst_reg = 0, .off = 1 },
		{ .code = BPF_JMP | BPF_EXIT },
		{ .code = BPF_JMP32 | BPF_JA, .imm = -2 },
	};

	return kernel_takes(&sd_kern_ctx()->gotol, "SONDA_NO_GOTOL",
			    BPF_PROG_TYPE_RAW_TRACEPOINT, "sd_gotol", p, SD_ARRAY_SIZE(p));
}

bool sd_bpf_has_compat_read(void)
{
	/* r1 = r10 - 8; r2 = 8; r3 = 0; call bpf_probe_read; r0 = 0; exit */
	const struct bpf_insn p[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = 1, .src_reg = 10 },
		{ .code = BPF_ALU64 | BPF_ADD | BPF_K, .dst_reg = 1, .imm = -8 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 2, .imm = 8 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 3, .imm = 0 },
		{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_probe_read },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};

	return kernel_takes(&sd_kern_ctx()->compat_read, "SONDA_NO_COMPAT_READ",
			    BPF_PROG_TYPE_KPROBE, "sd_compat_read", p, SD_ARRAY_SIZE(p));
}

/* The BTF that makes a program's second function global, so that the
 * verifier checks it once, as a program of its own, and not again for each
 * call: "long sd_main(void *ctx)" (type 4) and "long sd_error(long, long,
 * long, long)" (type 6), both global. Returns its fd, or -errno. */
static int func_btf(void)
{
	struct btf *b = btf__new_empty();
	int fd = -ENOMEM;

	if (!b)
		return fd;
	int lng = btf__add_int(b, "long", 8, BTF_INT_SIGNED);
	int ptr = btf__add_ptr(b, 0);
	int main_proto = btf__add_func_proto(b, lng);
	btf__add_func_param(b, "ctx", ptr);
	int main_id = btf__add_func(b, "sd_main", BTF_FUNC_GLOBAL, main_proto);
	int err_proto = btf__add_func_proto(b, lng);
	static const char *const names[] = { "prid", "stid", "err", "ts" };
	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		btf__add_func_param(b, names[i], lng);
	int id = btf__add_func(b, "sd_error", BTF_FUNC_GLOBAL, err_proto);
	int err = main_id == FUNC_BTF_MAIN && id == FUNC_BTF_ERROR ?
		  btf__load_into_kernel(b) : -EINVAL;
	if (err < 0)
		fd = err;
	else if ((fd = dup(btf__fd(b))) < 0)
		fd = -errno;
	btf__free(b);
	return fd;
}

/* One load with to's attach fields and a log of size bytes at level. */
static int load_level(int prog_type, const struct sd_bpf_attach_to *to,
		      const struct bpf_insn *insns, size_t n, const char *name,
		      uint32_t level, uint32_t size, struct sd_buf *log)
{
	LIBBPF_OPTS(bpf_prog_load_opts, o);
	char *buf = size ? calloc(1, size) : NULL;	/* libc: see load_logged() */
	int fd;

	if (size && !buf)
		return -ENOMEM;
	o.expected_attach_type = to->attach_type;
	o.attach_btf_id = to->btf_id;
	o.attach_btf_obj_fd = to->btf_obj_fd;
	o.log_level = level;
	o.log_size = size;
	o.log_buf = buf;
	struct bpf_func_info fi[2] = { { 0, FUNC_BTF_MAIN }, { to->err_sub, FUNC_BTF_ERROR } };
	int btf_fd = to->err_sub ? func_btf() : -1;
	if (to->err_sub) {
		if (btf_fd < 0) {
			free(buf);
			return btf_fd;
		}
		o.prog_btf_fd = (uint32_t)btf_fd;
		o.func_info = fi;
		o.func_info_cnt = SD_ARRAY_SIZE(fi);
		o.func_info_rec_size = sizeof(fi[0]);
	}
	fd = bpf_prog_load(prog_type, name, "GPL", insns, n, &o);
	if (btf_fd >= 0)
		close(btf_fd);
	if (buf) {
		sd_buf_reset(log);
		sd_buf_addstr(log, buf);
		free(buf);
	}
	return fd;
}

/* Loads with to's attach fields; the log as in sd_bpf_prog_load(). */
int sd_bpf_prog_load_to(int prog_type, const struct sd_bpf_attach_to *to,
			const struct bpf_insn *insns, size_t n,
			const char *name, struct sd_buf *log)
{
	char nm[BPF_OBJ_NAME_LEN];
	int fd;

	snprintf(nm, sizeof(nm), "%s", name ? name : "");
	if (log)
		sd_buf_reset(log);
	fd = load_level(prog_type, to, insns, n, nm, 0, 0, NULL);
	for (uint32_t size = LOG_MIN; fd < 0 && log && size <= LOG_MAX; size *= 2) {
		fd = load_level(prog_type, to, insns, n, nm, 1, size, log);
		if (fd != -ENOSPC)
			break;
	}
	return fd;
}

int sd_bpf_prog_load_level(int prog_type, const struct sd_bpf_attach_to *to,
			   const struct bpf_insn *insns, size_t n, const char *name,
			   uint32_t level, uint32_t size, struct sd_buf *log)
{
	char nm[BPF_OBJ_NAME_LEN];

	snprintf(nm, sizeof(nm), "%s", name ? name : "");
	sd_buf_reset(log);
	return load_level(prog_type, to, insns, n, nm, level, size, log);
}

int sd_bpf_prog_load_logged(int prog_type, const struct sd_bpf_attach_to *to,
			    const struct bpf_insn *insns, size_t n,
			    const char *name, struct sd_buf *log)
{
	char nm[BPF_OBJ_NAME_LEN];
	int fd = -ENOSPC;

	snprintf(nm, sizeof(nm), "%s", name ? name : "");
	for (uint32_t size = LOG_MIN; fd == -ENOSPC && size <= LOG_MAX; size *= 2)
		fd = load_level(prog_type, to, insns, n, nm, 2 | 4, size, log);
	if (fd == -ENOSPC)	/* BPF_LOG_STATS alone */
		fd = load_level(prog_type, to, insns, n, nm, 4, LOG_MIN, log);
	return fd;
}

int sd_bpf_map_create(enum bpf_map_type type, const char *name,
		      uint32_t key_size, uint32_t value_size,
		      uint32_t max_entries, uint32_t flags)
{
	LIBBPF_OPTS(bpf_map_create_opts, o, .map_flags = flags);
	char nm[BPF_OBJ_NAME_LEN];

	snprintf(nm, sizeof(nm), "%s", name ? name : "");
	return bpf_map_create(type, nm, key_size, value_size, max_entries, &o);
}

int sd_bpf_map_create_outer(const char *name, int inner_fd, uint32_t n)
{
	LIBBPF_OPTS(bpf_map_create_opts, o, .inner_map_fd = (uint32_t)inner_fd);
	int fd = bpf_map_create(BPF_MAP_TYPE_ARRAY_OF_MAPS, name, 4, 4, n, &o);

	return fd < 0 ? -errno : fd;
}

int sd_bpf_test_run(int prog_fd, const void *ctx, size_t ctx_size)
{
	LIBBPF_OPTS(bpf_test_run_opts, o, .ctx_in = ctx,
		    .ctx_size_in = (uint32_t)ctx_size);

	return bpf_prog_test_run_opts(prog_fd, &o);
}

int sd_bpf_ncpus(void)
{
	return libbpf_num_possible_cpus();
}

int sd_cpu_chip(int cpu)
{
	char path[96];
	FILE *f;
	int chip = -1;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/topology/"
		 "physical_package_id", cpu);
	if (!(f = fopen(path, "r")))
		return -1;
	if (fscanf(f, "%d", &chip) != 1)
		chip = -1;
	fclose(f);
	return chip;
}

int sd_blk_majors(int *major, char (*name)[32], int max)
{
	FILE *f = fopen("/proc/devices", "r");
	char line[128];
	bool blk = false;
	int n = 0;

	if (!f)
		return 0;
	while (n < max && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "Block devices:", 14))
			blk = true;
		else if (blk && sscanf(line, "%d %31s", &major[n], name[n]) == 2)
			n++;
	}
	fclose(f);
	return n;
}

/* Parses a CPU list such as "0-3,5\n" into online[]. */
static int parse_cpulist(const char *s, bool *online, int max)
{
	int count = 0;

	memset(online, 0, max * sizeof(*online));
	while (*s && *s != '\n') {
		char *end;
		long a = strtol(s, &end, 10), b = a;

		if (end == s || a < 0)
			return -EINVAL;
		if (*end == '-') {
			s = end + 1;
			b = strtol(s, &end, 10);
			if (end == s || b < a)
				return -EINVAL;
		}
		for (long c = a; c <= b && c < max; c++, count++)
			online[c] = true;
		s = *end == ',' ? end + 1 : end;
	}
	return count;
}

int sd_bpf_online_cpus(bool *online, int max)
{
	char line[4096];
	FILE *f = fopen("/sys/devices/system/cpu/online", "re");
	int err;

	if (!f)
		return -errno;
	err = fgets(line, sizeof(line), f) ? 0 : -EIO;
	fclose(f);
	return err ? err : parse_cpulist(line, online, max);
}

int sd_bpf_perf_open(const struct perf_event_attr *attr, int pid, int cpu)
{
	struct perf_event_attr a = *attr;
	int fd;

	a.size = sizeof(a);
	a.disabled = 1;
	fd = (int)syscall(__NR_perf_event_open, &a, pid, cpu, -1,
			  PERF_FLAG_FD_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

int sd_bpf_perf_set_prog(int fd, int prog_fd)
{
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog_fd) < 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) < 0)
		return -errno;
	return 0;
}

int sd_bpf_perf_attach(const struct perf_event_attr *attr, int pid, int cpu,
		       int prog_fd)
{
	int fd = sd_bpf_perf_open(attr, pid, cpu), err;

	if (fd < 0)
		return fd;
	err = sd_bpf_perf_set_prog(fd, prog_fd);
	if (err) {
		close(fd);
		return err;
	}
	return fd;
}

int sd_bpf_perf_attach_cookie(const struct perf_event_attr *attr, int pid,
			      int cpu, int prog_fd, uint64_t cookie)
{
	LIBBPF_OPTS(bpf_link_create_opts, o, .perf_event.bpf_cookie = cookie);
	struct perf_event_attr a = *attr;
	int fd, link;

	a.size = sizeof(a);
	fd = (int)syscall(__NR_perf_event_open, &a, pid, cpu, -1,
			  PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return -errno;
	link = bpf_link_create(prog_fd, fd, BPF_PERF_EVENT, &o);
	link = link < 0 ? -errno : link;
	close(fd);	/* the link holds the event */
	return link;
}

/* Read once: every tracepoint attachment asks. */
int sd_bpf_first_cpu(void)
{
	int *first = &sd_kern_ctx()->first_cpu;
	bool online[1024];
	int n;

	if (*first != SD_KERN_UNKNOWN)
		return *first;
	n = sd_bpf_online_cpus(online, (int)SD_ARRAY_SIZE(online));
	*first = n < 0 ? n : -ENODEV;
	for (int c = 0; n >= 0 && c < (int)SD_ARRAY_SIZE(online); c++)
		if (online[c]) {
			*first = c;
			break;
		}
	return *first;
}
