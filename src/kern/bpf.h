/* bpf.h - thin wrappers over libbpf's low-level API (bpf/bpf.h).
 *
 * Everything here returns a file descriptor or 0 on success and -errno on
 * failure; nothing logs. The caller owns every returned fd and closes it.
 * Programs are always loaded with license "GPL" so that every helper is
 * available. */
#ifndef SONDA_KERN_BPF_H
#define SONDA_KERN_BPF_H

#include <linux/bpf.h>
#include <linux/perf_event.h>
#include "../base/common.h"
#include "../base/buf.h"

/* The largest value of a per-CPU map (the kernel's PCPU_MIN_UNIT_SIZE):
 * larger ones are refused with E2BIG. */
#define SD_BPF_PERCPU_VALUE_MAX	32768u

/* The largest aggregation value sonda makes, in a plain hash keyed by CPU
 * beyond SD_BPF_PERCPU_VALUE_MAX (the kernel takes hash values up to about
 * 4 MiB; the zeros a new entry starts from sit in the string table). */
#define SD_BPF_AGG_VALUE_MAX	(1u << 20)

/* The largest clause-local area sonda makes: one array entry per CPU, each
 * this big (the kernel's own limit on an array value is larger). */
#define SD_BPF_THIS_MAX	(1u << 20)

/* The largest per-CPU scratch area (strings, keys, the record being
 * built): also one array entry per CPU. */
#define SD_BPF_SCRATCH_MAX	(1u << 20)

/* The most maps one program may use (the verifier's MAX_USED_MAPS). */
#define SD_BPF_MAX_USED_MAPS	64

/* The most instructions one program may have, and the most the verifier
 * walks through before it gives up (BPF_COMPLEXITY_LIMIT_INSNS). */
#define SD_BPF_MAX_INSNS	1000000u
/* Jump states the verifier keeps pending (BPF_COMPLEXITY_LIMIT_JMP_SEQ). */
#define SD_BPF_MAX_PENDING	8192u

/* Raises RLIMIT_NOFILE and checks that the bpf() system call works by
 * creating a small map. Returns 0, -EPERM when not privileged, -ENOSYS when
 * the kernel has no BPF, or the kernel's -errno. */
int sd_bpf_init(void);

/* One line explaining a failure of sd_bpf_init() (static storage). */
const char *sd_bpf_init_why(int err);

/* Loads n instructions as a program of prog_type (BPF_PROG_TYPE_*) named
 * name (truncated to 15 characters). Returns the program fd or -errno.
 * log may be NULL; otherwise it is reset, and on failure holds the verifier
 * log (the load is retried with a growing log buffer when the log did not
 * fit). */
int sd_bpf_prog_load(int prog_type, const struct bpf_insn *insns, size_t n,
		     const char *name, struct sd_buf *log);

/* Load-time attributes of programs that name what they attach to. */
struct sd_bpf_attach_to {
	uint32_t attach_type;		/* expected_attach_type (BPF_TRACE_*) */
	uint32_t btf_id;		/* BTF id of the traced function */
	int btf_obj_fd;			/* module BTF object fd, 0 = vmlinux */
	uint32_t err_sub;		/* the instruction where a global
					   function (ERROR's) begins, 0: none */
};

/* Like sd_bpf_prog_load() for programs that need an expected attach type
 * and a BTF target at load time (fentry/fexit, kprobe.multi). */
int sd_bpf_prog_load_to(int prog_type, const struct sd_bpf_attach_to *to,
			const struct bpf_insn *insns, size_t n,
			const char *name, struct sd_buf *log);

/* Like sd_bpf_prog_load_to() (to may be all zero), but the verifier always
 * logs, into log: every instruction it checks (level 2) and its statistics
 * (-x dump=verifier). A log too long for the largest buffer is replaced by
 * the statistics alone. */
int sd_bpf_prog_load_logged(int prog_type, const struct sd_bpf_attach_to *to,
			    const struct bpf_insn *insns, size_t n,
			    const char *name, struct sd_buf *log);

/* One load (to may be all zero) with the verifier's log at level (1, 2 and
 * 4 = statistics, or'ed) in a buffer of size bytes, into log whether the
 * load succeeds or not; no retry: a log that does not fit fails the load
 * with -ENOSPC (-x bpflog). */
int sd_bpf_prog_load_level(int prog_type, const struct sd_bpf_attach_to *to,
			   const struct bpf_insn *insns, size_t n, const char *name,
			   uint32_t level, uint32_t size, struct sd_buf *log);

/* Whether the kernel's verifier takes may_goto (Linux 6.9 and later): a
 * tiny program is loaded once and the answer kept (SONDA_NO_MAY_GOTO set in
 * the environment says no, to test the fallback). */
bool sd_bpf_has_may_goto(void);

/* Whether the kernel's verifier takes gotol, a jump of 32-bit offset
 * (Linux 6.6 and later): probed once, as may_goto is (SONDA_NO_GOTOL set
 * says no). */
bool sd_bpf_has_gotol(void);

/* Whether tracing programs may call the compat helpers bpf_probe_read()
 * and bpf_probe_read_str(), which read the current task's memory for an
 * address below TASK_SIZE and the kernel's above it (x86-64; not in a
 * kernel locked down for confidentiality): probed once, as may_goto is
 * (SONDA_NO_COMPAT_READ set says no, to test the fallback). */
bool sd_bpf_has_compat_read(void);

/* Creates a map; flags are BPF_F_* map flags. Returns the fd or -errno. */
int sd_bpf_map_create(enum bpf_map_type type, const char *name,
		      uint32_t key_size, uint32_t value_size,
		      uint32_t max_entries, uint32_t flags);

/* Creates an array of n maps like inner_fd (u32 key): an entry holds a
 * map's fd when written, a map's pointer in a program. fd or -errno. */
int sd_bpf_map_create_outer(const char *name, int inner_fd, uint32_t n);

/* Runs a BPF_PROG_TYPE_RAW_TRACEPOINT program once, synchronously, on the
 * calling CPU, with ctx (u64 args[], ctx_size bytes; may be NULL/0) as its
 * context (BPF_PROG_TEST_RUN). Returns 0 or -errno. */
int sd_bpf_test_run(int prog_fd, const void *ctx, size_t ctx_size);

/* Number of possible CPUs (the size of per-CPU map values), or -errno. */
int sd_bpf_ncpus(void);

/* The physical package (socket) of CPU cpu, from sysfs
 * (topology/physical_package_id), or -1 when unknown (offline). */
int sd_cpu_chip(int cpu);
/* The block device majors the kernel has registered, as /proc/devices lists
 * them (in major order): up to max majors and their names into major[] and
 * name[]; returns how many (0 when it cannot be read). */
int sd_blk_majors(int *major, char (*name)[32], int max);

/* Fills online[0..max-1] from /sys/devices/system/cpu/online (true for an
 * online CPU). Returns the number of online CPUs, or -errno. */
int sd_bpf_online_cpus(bool *online, int max);

/* Opens a perf event, disabled (perf_event_open(2) with attr, pid, cpu):
 * the fd or -errno. Opening a tracepoint's first perf event registers the
 * kernel's perf callback on the tracepoint, after those already there. */
int sd_bpf_perf_open(const struct perf_event_attr *attr, int pid, int cpu);
/* Attaches prog_fd to the perf event fd (PERF_EVENT_IOC_SET_BPF) and
 * enables it. 0 or -errno. */
int sd_bpf_perf_set_prog(int fd, int prog_fd);
/* Opens a perf event (perf_event_open(2) with attr, pid, cpu; the event is
 * opened disabled), attaches prog_fd to it (PERF_EVENT_IOC_SET_BPF) and
 * enables it. The returned fd owns the attachment: closing it, or the death
 * of the process, detaches the program. Returns the fd or -errno. */
int sd_bpf_perf_attach(const struct perf_event_attr *attr, int pid, int cpu,
		       int prog_fd);
/* The same with a BPF cookie: a perf link (Linux 5.15) owns the event, and
 * its fd is returned. */
int sd_bpf_perf_attach_cookie(const struct perf_event_attr *attr, int pid,
			      int cpu, int prog_fd, uint64_t cookie);

/* The lowest-numbered online CPU (0 on any normal system), or -errno. */
int sd_bpf_first_cpu(void);

#endif
