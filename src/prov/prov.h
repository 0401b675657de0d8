/* prov.h - providers: probe tables, matching, argument layout, attaching.
 *
 * Each provider lives in its own file (dtrace.c, profile.c, syscall.c, ...)
 * and fills one struct sd_provider with designated initializers. The core
 * (sema, cg, runtime) only sees this header.
 *
 * Probe IDs: dtrace:::BEGIN = 1, END = 2, ERROR = 3; the others are numbered
 * in provider order (dtrace, profile, syscall, ...) as the table is built,
 * and probes created on demand (tick-123ms) get the next free ID. IDs are
 * stable within a run.
 */
#ifndef SONDA_PROV_PROV_H
#define SONDA_PROV_PROV_H

#include "../base/common.h"
#include "../base/arena.h"
#include "../base/buf.h"

struct sd_provider;
struct sd_probe_tab;
struct sd_opts;
struct sd_pdesc;
struct bpf_insn;

/* Stability and dependency class (DTrace's attribute model), in increasing
 * order, so that the minimum of two is the weaker one. */
enum sd_stability {
	SD_STAB_INTERNAL, SD_STAB_PRIVATE, SD_STAB_OBSOLETE, SD_STAB_EXTERNAL,
	SD_STAB_UNSTABLE, SD_STAB_EVOLVING, SD_STAB_STABLE, SD_STAB_STANDARD,
};

enum sd_depclass {
	SD_CLASS_UNKNOWN, SD_CLASS_CPU, SD_CLASS_PLATFORM, SD_CLASS_GROUP,
	SD_CLASS_ISA, SD_CLASS_COMMON,
};

struct sd_attr {
	uint8_t name;	/* enum sd_stability: identifier names */
	uint8_t data;	/* enum sd_stability: data semantics */
	uint8_t klass;	/* enum sd_depclass */
};

/* A provider's attributes per description field, and of its arguments. */
struct sd_pattr {
	struct sd_attr prov, mod, func, name, args;
};

/* Evolving/ISA provider, name and arguments with private module and
 * function names: the attributes of the providers derived from tracepoints
 * (proc, sched, io, ip, lockstat...; prov.c). */
extern const struct sd_pattr sd_pattr_evolving;
/* Evolving/ISA provider, everything else private (name and arguments
 * ISA): the attributes of sdt and rawtp, every tracepoint. */
extern const struct sd_pattr sd_pattr_tracepoint;
/* Evolving/ISA provider and name, private module, function and arguments
 * (of unknown class): the attributes of pid and USDT providers. */
extern const struct sd_pattr sd_pattr_uprobe;
/* Evolving/Common provider and name, private module, function (ISA) and
 * arguments: the attributes of syscall and fbt. */
extern const struct sd_pattr sd_pattr_kernel;

/* How a probe's BPF program gets its context, and where argN lives. */
enum sd_ctx_kind {
	SD_CTX_RAWTP,		/* BPF_PROG_TYPE_RAW_TRACEPOINT: ctx = u64 args[];
				   argN = *(u64 *)(ctx + 8 * N). BEGIN, END,
				   ERROR (run with BPF_PROG_TEST_RUN) */
	SD_CTX_TRACEPOINT,	/* BPF_PROG_TYPE_TRACEPOINT: ctx = the trace
				   record; argN = field at arg_off[N] of
				   arg_size[N] bytes (sign-extended when
				   arg_signed[N]) */
	SD_CTX_PERF,		/* BPF_PROG_TYPE_PERF_EVENT: ctx = struct
				   bpf_perf_event_data (pt_regs first);
				   profile: arg0 = kernel PC or 0, arg1 = user
				   PC or 0 */
	SD_CTX_UPROBE,		/* BPF_PROG_TYPE_KPROBE: ctx = struct pt_regs */
	SD_CTX_FENTRY,		/* BPF_PROG_TYPE_TRACING (fentry/fexit): ctx =
				   u64 args[] of the traced function; argN
				   through bpf_get_func_arg() (0 past the
				   function's own arguments), the return
				   value through bpf_get_func_ret(); needs
				   attach_type and attach_btf_id at load */
};

/* kprobes (fbt, kinst) get pt_regs exactly as uprobes do. */
#define SD_CTX_KPROBE SD_CTX_UPROBE

/* Special argument semantics the code generator must know about. */
enum sd_arg_special {
	SD_ARGS_PLAIN,
	SD_ARGS_SYSCALL_RETURN,	/* arg0 = arg1 = return value (field at
				   arg_off[0]; nargs = 2 with arg_off[1] =
				   arg_off[0]; only arg_type[0] is set);
				   errno = -ret when -4095 <= ret <= -1 */
	SD_ARGS_PROFILE,	/* see SD_CTX_PERF */
	SD_ARGS_UPROBE_RETURN,	/* SD_CTX_UPROBE return probe: arg0 = 0,
				   arg1 = the return value (rax) */
	SD_ARGS_FBT_RETURN,	/* a kernel function's return: arg0 = -1,
				   arg1 = the return value (KPROBE: rax;
				   FENTRY: bpf_get_func_ret()) */
};

#define SD_MAX_ARGS 10

struct sd_probe_args {
	enum sd_ctx_kind ctx;
	enum sd_arg_special special;
	int nargs;			/* number of raw args supplied (<= 10) */
	int16_t arg_off[SD_MAX_ARGS];	/* TRACEPOINT: byte offset in record */
	uint8_t arg_size[SD_MAX_ARGS];	/* TRACEPOINT: 1, 2, 4 or 8 */
	bool arg_signed[SD_MAX_ARGS];
	const char *arg_type[SD_MAX_ARGS]; /* D type text for args[N] and
					      -lv ("const char *", "int",
					      "uint64_t"), or NULL: no typed
					      args[N] (-lv lists the types
					      up to the first NULL) */
	const char *rawtp;		/* RAWTP: the kernel tracepoint's name
					   (its __traceiter_ function is a
					   stack frame while several programs
					   share the tracepoint), or NULL */
	/* Added for the tracepoint-backed providers: */
	const char *arg_name[SD_MAX_ARGS]; /* the field's name (sdt:
					      "filename"), or NULL */
	const char *const *more_type;	/* the D types of the fields past
					   the tenth, listed by -lv as
					   args[10].. (DTrace lists every
					   field; no argN holds them) */
	int nmore;
	uint16_t arg_data_loc;		/* TRACEPOINT: bit N set when argN is a
					   __data_loc field: argN is the
					   address of its data (the u32 at
					   arg_off[N] holds len << 16 | offset
					   from the record start) */
	uint16_t arg_neg;		/* bit N set: argN is negated after
					   loading (exec-failure's errno) */
	/* Load-time attributes (fbt's fentry/fexit); 0 when not needed: */
	uint32_t attach_type;		/* expected_attach_type (BPF_TRACE_*) */
	uint32_t attach_btf_id;		/* BTF id of the traced function */
	int attach_btf_obj_fd;		/* its module's BTF object fd, or 0
					   for vmlinux */
	uint16_t arg_addr;		/* TRACEPOINT: bit N set when argN is
					   the address of the field at
					   arg_off[N] (arrays such as
					   char comm[16]), not its value */
	int8_t cur_task;		/* RAWTP: 1 + the index of the raw
					   argument holding the task that
					   stands for the current thread
					   (curthread, pid, tid, execname, uid,
					   self->, ...: cg_call( )), as the
					   event fires in another thread for
					   it; 0: the current task */
	bool prov_pid;			/* probeprov is the probe's provider
					   name followed by the firing
					   process's ID (a probe that stands
					   for every process: sd_probe.latent) */
	int16_t pdata_slot;		/* cookie mode with pdata_arg_insns: the
					   stack slot holding the address of
					   the probe's probe-data entry... */
	uint32_t pdata_args;		/* ...and the offset of its argument
					   specs there (0: none) */
	const char *arg_native[SD_MAX_ARGS]; /* the C type of argN when
					      args[N] is translated from it
					      ("struct bio *" for
					      bufinfo_t *): args[N] is
					      xlate <arg_type[N]> ((native)
					      argN), or of argK when it ends
					      in "@K" (sched:::off-cpu's
					      args[1] from arg0, as DTrace's
					      argument mappings); "@K"
					      alone: args[N], untranslated,
					      is argK (proc:::signal-send's
					      args[2] is arg1); NULL:
					      args[N] is argN */
};

struct sd_probe {
	uint32_t id;
	const char *prov, *mod, *func, *name;	/* never NULL; "" if empty */
	const struct sd_provider *provider;
	void *priv;				/* the provider's own data */
	struct sd_probe_tab *tab;		/* the owning table */
	bool made;				/* made on demand (create, claim),
						   not by a provider's populate:
						   numbered after every populated
						   provider's probes */
	bool latent;				/* stands for the processes that
						   start later (a USDT provider
						   in a file, for every process
						   that maps it): not listed, and
						   not counted as a match, since
						   DTrace creates such probes only
						   when the process appears */
	bool unloaded;				/* a pid probe on a library its
						   process has not loaded yet
						   (-Z only): DTrace has none,
						   so not counted as a match */
};

#define SD_MAX_PROVIDERS 32

/* The table of every known probe. Owned by the session; probes are added by
 * providers and never removed during a run. */
struct sd_probe_tab {
	struct sd_probe **probes;	/* in ID order */
	size_t n, cap;
	uint32_t next_id;
	struct sd_arena arena;		/* probes, their strings, priv data */
	/* per provider (index in sd_providers[]): 0 = not populated yet,
	   1 = populated, -errno = populate failed (reason in why[]) */
	int state[SD_MAX_PROVIDERS];
	const char *why[SD_MAX_PROVIDERS];
	const char *last_why;		/* reason of the last failure that
					   sd_probe_match() returned */
	int last_tag;			/* its D_* tag (enum sd_tag), or 0 for
					   D_PDESC_ZERO with last_why appended */
	const char *shown_mod;		/* the last description's module and */
	const char *shown_func;		/* function as DTrace prints them once
					   its pid provider rewrote them (the
					   object's basename for a module it
					   found, "*" for an empty function;
					   dt_pid_fix_mod), or NULL */
	void *pstate[SD_MAX_PROVIDERS];	/* per provider: its own state for
					   this table (see claim, release) */
	const struct sd_opts *opts;	/* the session's options (fbtmode),
					   or NULL */
	bool verbose;			/* -v: providers may say on stderr how
					   they reach the kernel */
	bool listing;			/* -l: only the probes that exist now
					   (no latent ones) */
	bool zdefs;			/* the description being matched may
					   match nothing (-Z): a pid one may
					   then name a library its process
					   has not loaded yet */
	bool populating;		/* a provider's populate is adding */
	bool numbering;			/* populated only so that a probe made
					   on demand is numbered after them all:
					   -v notes wait for an attach */
	size_t nmade;			/* probes made on demand so far */
};

/* An attachment that the kernel removes if sonda dies: perf event fds and
 * bpf_link fds only, never tracefs *_events entries. */
struct sd_attach {
	int *fds;	/* malloc'd; grows through sd_attach_add() */
	size_t n, cap;
	uint64_t weight;	/* what removing them costs, roughly in RCU
				   grace periods or probe sites: 1 per fd,
				   and a uprobe_multi link adds its sites */
	/* per provider (index in sd_providers[]): what its attach() queued
	   for its attach_done(), which empties it (v is malloc'd: n items,
	   room for cap; sd_attach_close frees what is left) */
	struct sd_attach_queue {
		void *v;
		size_t n, cap;
	} queued[SD_MAX_PROVIDERS];
};

struct sd_provider {
	const char *name;	/* "dtrace", "profile", "syscall" */
	/* Add this provider's listable probes to tab. 0 or -errno. Called once
	 * per run, lazily (only when a description could match the provider,
	 * or for -l). A provider the kernel cannot serve returns -ENOTSUP and
	 * sets *why to one line naming the missing kernel feature. */
	int (*populate)(struct sd_probe_tab *tab, const char **why);
	/* Create probes that exist only on demand (tick-123ms, profile-5ms)
	 * for a description with no glob in the given field values; NULL if
	 * the provider has none. 0 or -errno (-ENOENT: not a valid name). */
	int (*create)(struct sd_probe_tab *tab, const char *mod, const char *func,
		      const char *name);
	/* Describe where the arguments are. Fills *a. 0 or -errno. */
	int (*args)(const struct sd_probe *p, struct sd_probe_args *a);
	/* Optional: adds the arguments' types (a->arg_type[]) to what args()
	 * filled in, when finding them costs more than every probe should pay
	 * (pid reads its object's DWARF); only sd_probe_get_arg_types() calls
	 * it, for args[N] and -lv. */
	void (*arg_types)(const struct sd_probe *p, struct sd_probe_args *a);
	/* Attach a loaded program of the type that args() implies. Adds the
	 * owning fds to at. 0 or -errno (logs once with sd_warn). */
	int (*attach)(const struct sd_probe *p, int prog_fd, struct sd_attach *at);
	/* Stability attributes for -lv and -v. */
	const struct sd_pattr *attr;
	/* Why p cannot be enabled on this kernel (one line into buf, for -lv),
	 * or 0 when it can; NULL: always can. */
	int (*unavailable)(const struct sd_probe *p, char *buf, size_t n);
	/* Optional pre-condition of a derived probe (exec-success fires only
	 * when execve returned 0). Writes at most max BPF instructions to buf
	 * and returns their number (0: none). The code runs first in the
	 * program with r1 = ctx (also saved at [r10 - 8]); it may use r0-r5,
	 * call helpers and use the stack at [r10 - 512, r10 - 256); its jumps
	 * stay inside it, and it ends (falls through) with r0 != 0 to fire
	 * the probe, 0 to skip. */
	size_t (*guard)(const struct sd_probe *p, struct bpf_insn *buf,
			size_t max);
	/* Optional, for providers whose names carry a process ID (pid1234,
	 * myprov1234): called by sd_probe_match() for every description with
	 * a non-empty provider field, after the dtrace provider is populated.
	 * Adds the probes d can match (if d's provider field is one of its
	 * names) and returns 0, or -errno with *why set when d names this
	 * provider but cannot be served (no such process). */
	int (*claim)(struct sd_probe_tab *tab, const struct sd_pdesc *d,
		     const char **why);
	/* Optional: frees tab->pstate[this provider's index]. */
	void (*release)(struct sd_probe_tab *tab);
	/* create() is also called when the description's name field is empty
	 * (kinst::FUNCTION: makes a probe per instruction of FUNCTION). */
	bool create_empty_name;
	/* create() is also called when the name field has glob characters
	 * (profile reads a rate and four characters of unit, as DTrace,
	 * whatever follows: tick-1hour* makes that probe). */
	bool create_glob_name;
	/* Optional: called once after attach() ran for every probe of the
	 * provider, for attachments made in batches (kprobe.multi links for
	 * fbt). 0 or -errno (logs once with sd_prov_warn). */
	int (*attach_done)(struct sd_attach *at);
	/* Optional: does the probe's module also answer to `pattern` (a.out
	 * for the main executable of a pid provider)? */
	bool (*mod_alias)(const struct sd_probe *p, const char *pattern);
	/* Optional: does the probe's function also answer to `pattern` (a
	 * pid probe named after another name of its function's address)? */
	bool (*func_alias)(const struct sd_probe *p, const char *pattern);
	/* True when attach() gives every attachment of a probe the probe's ID
	 * as its BPF cookie (bpf_get_attach_cookie()). Its program then reads
	 * what is the probe's own (ID, EPIDs, names) from the probe-data map
	 * under that key (cg/image.h), so that probes with the same clauses
	 * have one program, loaded once and attached to all their sites
	 * together (pid: one uprobe_multi link for thousands of functions). */
	bool by_cookie;
	/* Optional: does the probe's provider also answer to `pattern` (a
	 * USDT provider named without its process ID)? */
	bool (*prov_alias)(const struct sd_probe *p, const char *pattern);
	/* Optional: BPF instructions that load argN into register dst (slot:
	 * a free 8-byte stack slot); returns their number (0: the default
	 * of sd_probe_arg_insns() for the context kind, prov/arg.c). */
	size_t (*arg_insns)(const struct sd_probe *p, int n, int dst, int slot,
			    struct bpf_insn *buf, size_t max);
	/* Optional, for a by_cookie provider whose probes are made while
	 * tracing (usdt-exec): argN is decoded from its argument spec
	 * (SD_PDATA_ARG_SIZE bytes each, SD_MAX_ARGS of them) in the probe's
	 * probe-data entry (a->pdata_slot, a->pdata_args), which the
	 * provider writes when it makes the probe; names get
	 * SD_PDATA_STR_MIN bytes at least. Same contract as arg_insns. */
	size_t (*pdata_arg_insns)(const struct sd_probe_args *a, int n, int dst, int slot,
				  struct bpf_insn *buf, size_t max);
};

#define SD_PDATA_ARG_SIZE 16
#define SD_PDATA_STR_MIN 127

extern const struct sd_provider sd_prov_dtrace;
extern const struct sd_provider sd_prov_profile;
extern const struct sd_provider sd_prov_syscall;
extern const struct sd_provider sd_prov_pid;
extern const struct sd_provider sd_prov_usdt;
extern const struct sd_provider sd_prov_usdt_exec;
extern const struct sd_provider sd_prov_fbt;
extern const struct sd_provider sd_prov_kinst;
extern const struct sd_provider sd_prov_sdt;
extern const struct sd_provider sd_prov_rawtp;
extern const struct sd_provider sd_prov_proc;
extern const struct sd_provider sd_prov_sched;
extern const struct sd_provider sd_prov_io;
extern const struct sd_provider sd_prov_tcp;
extern const struct sd_provider sd_prov_udp;
extern const struct sd_provider sd_prov_ip;
extern const struct sd_provider sd_prov_lockstat;
extern const struct sd_provider sd_prov_cpc;

/* Every provider, in ID order. */
extern const struct sd_provider *const sd_providers[];
extern const size_t sd_nproviders;

/* The BPF program type for a context kind (BPF_PROG_TYPE_*). */
int sd_ctx_prog_type(enum sd_ctx_kind k);

/* Fills *a with where p's arguments are (its provider's args()). When the
 * provider has no args(), *a is zero: a raw tracepoint context with no
 * arguments (BEGIN, END); when args() fails, its -errno is returned and
 * a->ctx is that of a raw tracepoint. */
int sd_probe_get_args(const struct sd_probe *p, struct sd_probe_args *a);
/* sd_probe_get_args() with the arguments' types too (arg_type[]): for
 * typing args[N] and listing them (-lv); code generation does not need
 * them. */
int sd_probe_get_arg_types(const struct sd_probe *p, struct sd_probe_args *a);

/* Room enough for the instructions of sd_probe_arg_insns(). */
#define SD_ARG_INSNS_MAX 96

/* Argument loading, the one operation behind which every provider's
 * context lies (prov/arg.c): writes to buf (SD_ARG_INSNS_MAX instructions)
 * the BPF instructions that load argN of probe p, whose arguments *a
 * describes (sd_probe_get_args), into register dst, and returns their
 * number (0 only for an argument a fentry program cannot have). The code
 * runs with r1 = the program's context; it may use r0-r5, call helpers,
 * and use the 8-byte stack slot at [r10 + slot], which the caller reserves
 * when *slot_used comes back true. */
size_t sd_probe_arg_insns(const struct sd_probe *p, const struct sd_probe_args *a,
			  int n, int dst, int slot, struct bpf_insn *buf, size_t max,
			  bool *slot_used);

void sd_probe_tab_init(struct sd_probe_tab *tab);
void sd_probe_tab_free(struct sd_probe_tab *tab);
/* Adds a probe (strings are copied); returns it with its new ID. */
struct sd_probe *sd_probe_tab_add(struct sd_probe_tab *tab,
				  const struct sd_provider *prov, const char *mod,
				  const char *func, const char *name, void *priv);
/* The probe of prov with this function and name, or NULL (a linear scan). */
struct sd_probe *sd_probe_tab_find(const struct sd_probe_tab *tab,
				   const struct sd_provider *prov, const char *func,
				   const char *name);
struct sd_probe *sd_probe_tab_get(const struct sd_probe_tab *tab, uint32_t id);

/* A parsed description: four fields, each "" (match all), exact, or a glob. */
struct sd_pdesc {
	const char *prov, *mod, *func, *name;
	char *storage;		/* owned by sd_pdesc_parse(); NULL otherwise */
};

/* Splits text like "syscall::read:entry" or "BEGIN" into fields, assigned
 * from the right. Returns 0, or -EINVAL with *err set to DTrace's reason
 * ("Overspecified probe description") for more than four fields. The
 * fields point into storage owned by d (call sd_pdesc_free). A colon that
 * a macro operand brought into a field is written SD_PDESC_COLON in text:
 * it stays in its field (as DTrace expands $N after splitting). */
#define SD_PDESC_COLON '\x1f'
int sd_pdesc_parse(const char *text, struct sd_pdesc *d, const char **err);
void sd_pdesc_free(struct sd_pdesc *d);

/* Does d name a field exactly (neither empty nor a glob)? DTrace then
 * finds its probes on that field's hash chain, which holds the newest
 * probe first: -l lists them in descending ID order, and the probes of
 * a description of globs and empty fields in ID order. */
bool sd_pdesc_names_field(const struct sd_pdesc *d);

/* Populates the providers a description can match (lazily; the listing
 * providers before each first, so that IDs are the same in every run and
 * BEGIN, END and ERROR are 1, 2 and 3),
 * creates on-demand probes when no field is a glob, and calls fn for every
 * matching probe in ID order (fn may be NULL). Returns the number of
 * matches, or -errno when the description names one provider exactly and
 * that provider failed (-ENOTSUP: tab->last_why names the missing kernel
 * feature). Providers matched through a glob or an empty field that fail
 * are skipped. */
int sd_probe_match(struct sd_probe_tab *tab, const struct sd_pdesc *d,
		   void (*fn)(struct sd_probe *p, void *arg), void *arg);

/* Populates every provider (for -l with no description). Providers the
 * kernel cannot serve are skipped (their reason stays in tab->why[]).
 * 0, or the first other -errno. */
int sd_probe_populate_all(struct sd_probe_tab *tab);

/* The index of a provider in sd_providers[], or -1. */
int sd_provider_index(const struct sd_provider *prov);

/* Is there a provider called name, as DTrace's dt_provider_lookup( ) finds
 * one for #pragma D depends_on and attributes? */
bool sd_provider_named(const char *name);

/* Memory that lives as long as p's table (zeroed; never NULL). For
 * providers that cache data such as argument types. */
void *sd_probe_alloc(const struct sd_probe *p, size_t n);
char *sd_probe_strdup(const struct sd_probe *p, const char *s);

/* True if s contains a glob character (* ? [ or a backslash escape). */
bool sd_pdesc_is_glob(const char *s);
/* True if pattern (a description field: "" = any, glob, or exact) matches
 * the probe field value, with fnmatch(3) semantics and no flags. */
bool sd_pdesc_field_match(const char *pattern, const char *value);
/* True if probe p matches description d. */
bool sd_pdesc_match(const struct sd_pdesc *d, const struct sd_probe *p);

/* The attributes -lv shows for p (computed from its own description, as
 * DTrace does): *desc for the description, *args for the arguments. */
void sd_probe_attrs(const struct sd_probe *p, struct sd_attr *desc,
		    struct sd_attr *args);
const char *sd_stability_name(enum sd_stability s);
const char *sd_class_name(enum sd_depclass c);

/* The -l listing (cli.md 3): the header line, and one probe's line; with
 * verbose, followed by its attribute blocks and "Argument Types". */
void sd_probe_list_header(struct sd_buf *out);
void sd_probe_list_entry(struct sd_buf *out, const struct sd_probe *p,
			 bool verbose);
/* The name -lv prints for a kernel probe's argument type text (DTrace
 * prints the type the text compiles to): the compiler's, set by the
 * driver; NULL from it (or no namer) prints the text. */
typedef const char *sd_type_namer_fn(void *ctx, const char *text);
void sd_probe_set_type_namer(sd_type_namer_fn *fn, void *ctx);
/* The blocks -lv prints after a probe's line, with the given description
 * and argument attributes (-e -v prints them for a description). */
void sd_probe_info_text(struct sd_buf *out, const struct sd_probe *p,
			struct sd_attr desc, struct sd_attr args);

/* Prints "sonda: MESSAGE\n" to stderr (providers log attach failures once,
 * where they happen). */
void sd_prov_warn(const char *fmt, ...) SD_PRINTF(1, 2);

/* perfcpu.c: the perf-event providers' (profile, cpc) arguments (arg0 the
 * kernel pc, arg1 the user pc), and their events: pa with prog_fd on CPU
 * cpu, or (cpu < 0) on every online CPU; any: one CPU taking it is
 * enough, and no failure is logged, else every one must. 0 or -errno
 * (logged unless any). */
struct perf_event_attr;
int sd_perf_args(const struct sd_probe *p, struct sd_probe_args *a);
int sd_perf_attach_cpus(const struct sd_probe *p, const struct perf_event_attr *pa,
			int prog_fd, struct sd_attach *at, int cpu, bool any);

/* profile provider: parses a probe name "profile-N[unit]" or "tick-N[unit]"
 * (units ns nsec us usec ms msec s sec m min h hour d day hz, any case; no
 * unit = hz). Sets *period_ns and *tick. 0, or -ENOENT for a malformed name
 * or a period below 200us. */
int sd_profile_parse(const char *name, uint64_t *period_ns, bool *tick);

/* Attach-fd bookkeeping. */
void sd_attach_init(struct sd_attach *at);
int sd_attach_add(struct sd_attach *at, int fd);
void sd_attach_close(struct sd_attach *at);	/* closes every fd */

#endif
