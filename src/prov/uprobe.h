/* uprobe.h - what the pid and USDT providers share: per-process state
 * (mapped objects, their ELF data), probe data, and attaching through the
 * perf uprobe PMU.
 *
 * Attaching: where the kernel has them (6.6+), one uprobe_multi BPF link
 * per probe for all its sites (BPF_LINK_CREATE with the file's path, the
 * sites' file offsets, the USDT semaphore's offset as ref_ctr_offset, the
 * return flag and the traced pid); otherwise one perf event per site on
 * the uprobe PMU (config1 = path, config2 = offset, the retprobe bit,
 * config bits 32-63 = ref_ctr_offset, pid = the process). Either way the
 * probe lives exactly as long as its fd: the kernel removes the
 * breakpoints (and decrements the semaphore) when sonda closes it or dies,
 * even by SIGKILL. The kernel installs the breakpoints only in that
 * process (its filter matches the target's mm) and runs the program for
 * each of its threads; never tracefs uprobe_events.
 */
#ifndef SONDA_PROV_UPROBE_H
#define SONDA_PROV_UPROBE_H

#include <sys/types.h>
#include "prov.h"
#include "../sym/elf.h"
#include "../sym/maps.h"

struct sd_dwarf;
struct sd_dwmember;

/* How a USDT argument is found (x86-64 operand of the note's spec). */
enum sd_uarg_kind {
	SD_UARG_CONST,		/* $5 */
	SD_UARG_REG,		/* %edi */
	SD_UARG_MEM,		/* -16(%rbp) */
	SD_UARG_ABS,		/* sym+8(%rip): memory at a fixed address */
};

struct sd_uarg {
	enum sd_uarg_kind kind;
	int8_t size;		/* 1, 2, 4, 8; negative: signed */
	int16_t reg;		/* byte offset in struct pt_regs */
	int64_t val;		/* CONST: the value; MEM: displacement; ABS:
				   the run-time address once sym is resolved,
				   the offset from sym before */
	char sym[64];		/* ABS: symbol still to resolve, or "" */
};

/* A pid or USDT probe's data (sd_probe.priv). */
struct sd_uprobe {
	pid_t pid;		/* 0: every process that maps the file (a
				   latent probe, sd_probe.latent) */
	const char *path;	/* the object to attach to */
	uint64_t *offs;		/* file offsets of the sites */
	size_t noffs;
	uint64_t ref_ctr;	/* USDT semaphore file offset, 0 if none */
	bool ret;		/* a return probe */
	bool is_exe;		/* in the process's main program */
	bool optional;		/* from a glob: a site the kernel refuses
				   (an instruction uprobes cannot handle)
				   is skipped with a warning, not fatal */
	bool is_enabled;	/* USDT is-enabled probe */
	bool refused;		/* the kernel will likely refuse a site
				   (kern/x86len.h): set by sd_uprobe_add */
	bool shadowed;		/* pid: never fires and is not attached: a
				   pid probe made before it took its site
				   (set by sd_uprobe_add), or a return probe
				   whose uretprobe would harm the process
				   (set by its maker) */
	struct sd_uarg *uargs;	/* USDT: argument specs, NULL for pid */
	int nuargs;
	uint64_t vaddr;		/* link-time address of the (first) site */
	const char **dof_types;	/* USDT from DOF: the native argument
				   types (ndof_types; in the table's
				   arena), or NULL */
	int ndof_types;
	uint64_t dev, ino;	/* the object's device (makedev( )) and
				   inode: the module of its underlying
				   probes (sd_uprobe_add) */
	bool unloaded;		/* on a library its process has not
				   loaded yet (sd_probe.unloaded) */
	/* only read by sd_uprobe_add( ), not kept: a USDT probe's
	   is-enabled sites, at their link-time addresses */
	const uint64_t *en_vaddrs;
	size_t nen;
};

/* One traced process as the providers see it. */
struct sd_uproc {
	pid_t pid;
	struct sd_maps maps;
	struct sd_elf **elfs;	/* by maps index; loaded on demand */
};

/* State shared by pid and USDT for one probe table. */
struct sd_ustate;

/* The state of tab (created on first use; freed by sd_ustate_free()). */
struct sd_ustate *sd_ustate_get(struct sd_probe_tab *tab);
void sd_ustate_free(struct sd_probe_tab *tab);
/* Process pid's state: 0, or -ESRCH (no such process) / -errno. */
int sd_uproc_get(struct sd_probe_tab *tab, pid_t pid, struct sd_uproc **out);
/* The ELF data of object i of the process, or NULL if unreadable. */
struct sd_elf *sd_uproc_elf(struct sd_probe_tab *tab, struct sd_uproc *up,
			    size_t i);
/* The DWARF of the file at path (opened once, cached), or NULL. */
struct sd_dwarf *sd_ustate_dwarf(struct sd_probe_tab *tab, const char *path);
/* The call frame information of the file at path (its .eh_frame and
 * .debug_frame, built once, cached), or NULL if it has none. */
struct sd_cfi;
const struct sd_cfi *sd_ustate_cfi(struct sd_probe_tab *tab, const char *path);
/* The ELF data of the file at path (shared cache), or NULL. Files with
 * one build-id share theirs (sym/later.h), so its path may be another
 * copy's: attach to path, not to the sd_elf's. */
struct sd_elf *sd_ustate_elf(struct sd_probe_tab *tab, const char *path);
/* The files a process started later would run (sym/later.h: the
 * executables of sonda's PATH, the dynamic linker's cache) that have SDT
 * notes, by their real paths; looked for once per table. */
char *const *sd_ustate_sdt_files(struct sd_probe_tab *tab, size_t *n);
/* True if tab already has a probe with exactly these four names. */
bool sd_ustate_has(struct sd_probe_tab *tab, const char *prov, const char *mod,
		   const char *func, const char *name);
/* Adds a probe named prov:mod:func:name with data u (copied), after the
 * underlying probe of its first site and before those of its other sites
 * that are not there yet (pid != 0 and not unloaded: DTrace's; see
 * sd_prov_uprobe). */
struct sd_probe *sd_uprobe_add(struct sd_probe_tab *tab,
			       const struct sd_provider *provider,
			       const char *prov, const char *mod,
			       const char *func, const char *name,
			       const struct sd_uprobe *u);

/* The expected attach type of pid and USDT programs: BPF_TRACE_UPROBE_MULTI
 * where the kernel has uprobe_multi links (one link per probe, for all its
 * sites), else 0 (one perf uprobe event per site). Probed once. */
int sd_uprobe_attach_type(void);
/* Queues prog_fd for every site of u (the attach operation of both
 * providers); 0 or -ENOMEM. */
int sd_uprobe_attach(const struct sd_probe *p, const struct sd_uprobe *u,
		     int prog_fd, struct sd_attach *at);
/* Attaches everything queued, from several threads (each uprobe
 * registration waits for an RCU grace period; overlapping waits cost
 * one), and adds the fds to at (the attach_done operation). 0, or the
 * first -errno (each failure logged once, naming its probe). Sites the
 * kernel refuses in probes made by a glob are skipped with a warning; a
 * process that is gone is not an error. */
int sd_uprobe_attach_done(struct sd_attach *at);

/* The arg_insns operation of both providers (prov.h): entry probes read
 * the x86-64 argument registers, then the stack; return probes give
 * arg0 = 0 and arg1 = rax; USDT probes decode their operand specs. */
size_t sd_uprobe_arg_insns(const struct sd_probe *p, int n, int dst, int slot,
			   struct bpf_insn *buf, size_t max);

/* The mod_alias operation of both providers (sd_modname_match). */
bool sd_uprobe_mod_alias(const struct sd_probe *p, const char *pattern);

/* Splits a provider field "name1234" into name and pid. True if it ends
 * in a decimal number (pid > 0) after a non-empty name. */
bool sd_uprov_split(const char *prov, char *name, size_t size, pid_t *pid);

/* usdt.c: one operand "[-]SIZE@OP" of len bytes into a; false if it is
 * not a form sonda decodes (register, disp(%reg), $constant). */
bool sd_usdt_parse_arg(const char *spec, size_t len, struct sd_uarg *a);
/* A whole note argument spec into a[SD_MAX_ARGS]: how many were decoded
 * (stops at the first operand it cannot decode). */
int sd_usdt_parse_args(const char *spec, struct sd_uarg *a);

/* A global of the traced process by name, with its type as text (the D
 * front end reads variables and types through utypes.h, which builds D
 * types from DWARF). */
struct sd_uglobal {
	uint64_t addr;		/* run-time address in the process */
	const char *type;	/* C type text: from DWARF, else guessed
				   from the symbol's size (long, int...) */
	uint64_t size;
	bool from_dwarf;
};

/* Resolves name in the objects of p's process that mod names ("" = any,
 * "a.out", "libc"...). 0, or -ENOENT (not a pid/USDT probe, no such
 * symbol). Strings live as long as p's table. */
int sd_uprobe_global(const struct sd_probe *p, const char *mod, const char *name,
		     struct sd_uglobal *out);
/* The members of "struct tag" in the DWARF of p's object (args[0]->name
 * at an entry probe needs the layout of the argument's struct). Their
 * number, or -ENOENT. */
int sd_uprobe_members(const struct sd_probe *p, const char *tag,
		      struct sd_dwmember *out, int max);

extern const struct sd_provider sd_prov_pid;
extern const struct sd_provider sd_prov_usdt;
/* DTrace's underlying probes: uprobe (pid and USDT sites) and
 * uprobe__is_enabled (USDT is-enabled sites). */
extern const struct sd_provider sd_prov_uprobe;
extern const struct sd_provider sd_prov_uprobe_en;

/* Is p a probe of the pid or USDT provider? */
bool sd_uprobe_is_user(const struct sd_probe *p);

/* True if parameters 0..i of func each take one integer register or
 * stack slot (integers, enums, pointers), so that argI is parameter i. */
bool sd_uprobe_abi_simple(struct sd_dwarf *dw, const char *func, int i);

/* Forgets what is known of process pid (its maps), which has exec'd. */
void sd_uproc_forget(struct sd_probe_tab *tab, pid_t pid);

/* ---- USDT probes made while tracing (usdtexec.c) ---- */

/* Adds the template probe of description d (usdt-exec) unless there is
 * one; text is the provider field as written (what prov_alias answers
 * to), d->prov the pattern a provider name with its process ID must
 * match. Nothing for -l, or without uprobe_multi links. */
void sd_usdt_exec_template(struct sd_probe_tab *tab, const struct sd_pdesc *d,
			   const char *text);
#endif
