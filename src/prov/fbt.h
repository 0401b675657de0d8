/* fbt.h - what the kernel-function providers (fbt, kinst) share: which
 * mechanisms the running kernel offers, kprobes through the perf kprobe PMU,
 * and the kernel's own function list and BTF.
 *
 * Everything is probed once per process and cached. Nothing here writes to
 * tracefs: every kprobe is a perf event owned by its fd, so it disappears
 * with sonda (closing the fd, exit, or SIGKILL). */
#ifndef SONDA_PROV_FBT_H
#define SONDA_PROV_FBT_H

#include "../base/common.h"

struct sd_attach;

/* The kernel's support for kernel-function probes. */
struct sd_kfeat {
	int kprobe_type;	/* perf PMU type of kprobes, or -errno */
	int retprobe_bit;	/* config bit that makes a kretprobe */
	const char *kprobe_why;	/* NULL if kprobes work, else why not */
	bool fentry;		/* fentry/fexit programs load */
	const char *fentry_why;	/* NULL if fentry works, else why not */
	bool multi;		/* kprobe.multi links work (CONFIG_FPROBE) */
	const char *multi_why;	/* NULL if they do, else why not */
};

/* The cached feature probe (first call probes the kernel). */
const struct sd_kfeat *sd_kfeat(void);

/* Opens a kprobe (kretprobe when ret) on func + off through the perf kprobe
 * PMU, runs prog_fd on it and adds the owning fd to at. func is "name" or
 * "module:name". 0 or -errno (not logged). */
int sd_kprobe_attach(const char *func, uint64_t off, bool ret, int prog_fd,
		     struct sd_attach *at);

/* The kernel address and size of a text symbol from /proc/kallsyms (the
 * size is the distance to the next symbol). 0 or -errno (-ENOENT: none,
 * -EPERM: addresses hidden). */
int sd_ksym_lookup(const char *func, uint64_t *addr, uint64_t *size);

/* The addresses of every vmlinux text symbol named func (static functions
 * may share a name), up to max. Their number, or -errno. */
int sd_ksym_addrs(const char *func, uint64_t *addrs, size_t max);

/* True if func is in available_filter_functions (can be traced). */
bool sd_kfunc_traceable(const char *func);

/* The vmlinux function kprobes can take for func: func itself, or else
 * its first compiler clone ("finish_task_switch.isra.0"), if it is in
 * available_filter_functions and not on the kprobe blacklist. The name
 * lives as long as the process; NULL if there is none. */
const char *sd_kfunc_kprobe_name(const char *func);

#endif
