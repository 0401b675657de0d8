/* image.h - what the code generator hands to the runtime: the programs,
 * the maps they use, and the descriptors of records, aggregations and
 * print() types. The runtime (rt/) reads the compiled program only from
 * here; nothing in it points into the compiler's AST or type table, except
 * the two -S listing links named below (struct sd_var, struct sd_clause),
 * read only before tracing: the compiler's arena is freed before tracing
 * starts (driver/compile.h sd_compile_end), so anything the runtime reads
 * must be allocated in the image's own arena (struct sd_image.arena).
 *
 * The runtime layout is shared by the code generator (which writes it in
 * BPF) and the consumer (which reads it). Keep the two in step here.
 *
 * Maps, by role:
 *   STATE    array[1]: struct sd_state (tracing state, drop counters)
 *   GLOBALS  array[1]: every global scalar and string, at offsets sema
 *            assigned (struct sd_var.off)
 *   STRTAB   array[1], read-only for programs (frozen): string constants,
 *            probe names, zero bytes and aggregation initial values
 *   SCRATCH  array[ncpus], an entry per CPU: the record being built (at 0) and
 *            temporaries (strings, keys) after it
 *   RINGBUF  ring buffer: records, in commit order
 *   AGG n    per-CPU hash per aggregation: key blob -> value words
 *   DVAR n   hash per self-> variable or associative array
 *   DVAROUTER n  array of maps: the DVAR maps of the variables past the
 *            first SD_DVAR_OWN_MAPS with variable n's key and value sizes
 *            (struct sd_dvar_layout.outer)
 *   AGGOUTER n  array of maps: the AGG maps of the keyed aggregations past
 *            the first SD_AGG_OWN_MAPS with aggregation n's key and value
 *            sizes (struct sd_agg_layout.outer)
 *   (when the maps could pass the kernel's 64 in one program, fewer have
 *   their own and nested ones share sizes, zero-padded: cg/cg_maps.c)
 *   UROWS    array of 8-byte entries: per loaded object its page index
 *            then its unwind rows (sym/cfi.h), sorted
 *   UPROCS   hash: process id -> struct sd_uproc, its executable mappings
 *   UMISS    hash: process id -> 1, processes the unwinder met with no
 *            mappings or a pc outside them (user space loads their rows)
 *   USTAT    per-CPU array[1]: unwinder counters (enum sd_ustat)
 *   (the U maps exist only when a program unwinds user stacks)
 *   UPIDS    hash: struct sd_upid -> its pid, the processes whose user
 *            symbols a program recorded (usym(), umod(), uaddr(), ufunc()):
 *            the consumer reads their symbols while they live (rt/upids.h);
 *            only when a program records one
 *
 * A record is a struct sd_rec_hdr followed by the data of the clause's
 * data-recording actions at offsets fixed at compile time (struct
 * sd_epid_desc). Bit i of `mask` is set when action i ran (actions inside
 * if/else may not); a clause of more than 64 actions has the bits of the
 * others in words of its record (sd_epid_desc.mask_off). A fault record has epid SD_EPID_FAULT.
 */
#ifndef SONDA_CG_IMAGE_H
#define SONDA_CG_IMAGE_H

#include <linux/bpf.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "../base/arena.h"
#include "../base/common.h"
#include "../base/dfmt.h"

struct sd_probe;
struct sd_var;		/* -S listing only */
struct sd_clause;	/* -S listing only */

enum sd_map_role {
	SD_MAP_STATE, SD_MAP_GLOBALS, SD_MAP_STRTAB, SD_MAP_SCRATCH,
	SD_MAP_RINGBUF, SD_MAP_AGG, SD_MAP_DVAR, SD_MAP_THIS,
	SD_MAP_UROWS, SD_MAP_UPROCS, SD_MAP_UMISS, SD_MAP_USTAT,
	SD_MAP_PDATA, SD_MAP_AGGOUTER, SD_MAP_DVAROUTER, SD_MAP_VTIME,
	SD_MAP_UPIDS,
};

/* A key of UPIDS: a process and its address space (task_struct.mm, 0
 * when the kernel's BTF does not say where it is), which an exec or a
 * new process with a reused pid changes. */
struct sd_upid {
	uint64_t pid;
	uint64_t mm;
};

#define SD_UPIDS_MAX 1024	/* UPIDS's entries */

/* One executable mapping of a process, for the user-stack unwinder: pcs in
 * [start, end) use the rows of one object, looked up by rel = pc - bias
 * (nrows 0: the object has no CFI, frame pointers are used). The object's
 * rows are [first, first + nrows) of UROWS; before them, at [pidx, pidx +
 * npages), its page index (struct sd_cfi_page, sym/cfi.h) narrows the
 * search: for rel in page p = (rel - pbase) >> shift (the last page for
 * any rel beyond it), the row holding rel is one of the object's rows
 * [lo, lo + n) of entry p; rel below pbase has no row. */
struct sd_umap {
	uint64_t start, end;
	uint64_t bias;
	uint32_t first, nrows;
	uint32_t pidx, npages;
	uint32_t pbase, shift;
};

#define SD_UMAPS_MAX 128

/* A process's mappings, sorted by start. */
struct sd_uproc {
	uint32_t n;
	uint32_t pad;
	struct sd_umap m[SD_UMAPS_MAX];
};

/* The unwinder's counters (USTAT), summed over CPUs by the consumer. */
enum sd_ustat {
	SD_US_CFI,		/* frames found with CFI rows */
	SD_US_FP,		/* frames found by frame pointers */
	SD_US_BAD,		/* stacks cut at CFI the unwinder cannot run */
	SD_US_NOPROC,		/* stacks of processes with no rows loaded */
	SD_US_NOMAP,		/* frames outside every known mapping */
	SD_US_FPSTOP,		/* stacks ended where a frame-pointer step
				   found no frame (rbp below rsp, unaligned,
				   a return address after no call) */
	SD_US_N = 8
};

enum { SD_STATE_INACTIVE = 0, SD_STATE_ACTIVE = 1, SD_STATE_STOPPED = 2 };

enum sd_drop {
	SD_DROP_PRINCIPAL, SD_DROP_AGG, SD_DROP_DYNVAR, SD_DROP_SPEC,
	SD_DROP_ERRORS,		/* unused: a lost fault record is a principal drop */
	SD_DROP_SPECFAIL,
	SD_DROP_MISSED,		/* consumer side: firings the kernel skipped */
	SD_DROP_SPECBUSY,	/* speculation() failed, a buffer was committing */
	SD_NDROPS = 8
};

#define SD_MAX_SPEC 64

#define SD_VT_CPUS 64

struct sd_state {
	uint32_t state;
	uint32_t pad;
	int64_t boot_off;		/* walltimestamp = ktime_get_ns() + this */
	uint64_t drops[SD_NDROPS];	/* updated with atomic adds */
	uint64_t spec[SD_MAX_SPEC];	/* speculation buffers, low word: 0 free,
					   1 in use (claimed with cmpxchg), 2
					   draining after commit()/discard()
					   until the consumer frees it; high
					   word: how many clauses speculate()d
					   to it (DTrace's `written`) */
	int64_t vt_off[SD_VT_CPUS];	/* per CPU (modulo SD_VT_CPUS), the
					   scheduler clock - ktime: a lower
					   bound programs raise (vtimestamp) */
	uint64_t dvar_live;		/* dynamic variables that exist, all
					   maps together (atomic adds) */
	uint64_t dvar_pool;		/* how many may: the image's, set by
					   the loader */
	uint64_t agg_live;		/* aggregation entries made, all maps
					   together (atomic adds; the keys
					   trunc() deletes give theirs back) */
	uint64_t agg_pool;		/* how many may: the image's */
	uint64_t cpu_drops[SD_VT_CPUS];	/* principal buffer drops by the CPU
					   (modulo SD_VT_CPUS) whose record did
					   not fit: DTrace counts them per CPU
					   (dt_bpf_cpuinfo_t.buf_drops) */
	uint64_t agg_cpu_drops[SD_VT_CPUS];	/* aggregation drops by CPU, as
					   DTrace's dt_bpf_cpuinfo_t.agg_drops */
	uint64_t spec_size[SD_MAX_SPEC];	/* per speculation buffer, DTrace's
					   dt_bpf_specs_t.size: the bytes of its
					   clause buffers whose output failed
					   (dt_cg_epilogue( ) adds them there
					   only), which count against specsize;
					   zeroed as the buffer is freed */
	uint64_t upids[2];		/* UPIDS: keys inserted, and inserts the
					   full map refused (atomic adds) */
	uint64_t ring_used[SD_VT_CPUS];	/* with image.ring_model, per CPU
					   (modulo SD_VT_CPUS): the bytes
					   DTrace's perf ring buffer of the CPU
					   would hold (SD_RING_BYTES( ) a record,
					   freed as the consumer reads it); bit 0
					   set: a record was dropped since the
					   last one written, whose perf
					   PERF_RECORD_LOST record then comes
					   first (SD_PERF_LOST_SIZE more) */
	uint64_t ring_lostb[SD_VT_CPUS];	/* the bytes of the lost records
					   written, freed with the CPU's next
					   record read */
	uint64_t ring_cap;		/* the bytes of each CPU's perf ring:
					   bufsize, a power of two pages */
};

_Static_assert(sizeof(struct sd_state) <= 4096, "the state map is mapped as one page");

/* The bytes a record takes in DTrace's perf ring buffer, a PERF_SAMPLE_RAW
 * sample of its buffer after the first 4 bytes (dt_cg_epilogue( )): the
 * 8-byte header, the 4-byte size and the data, rounded up to 8 bytes; and
 * those of the PERF_RECORD_LOST record the kernel writes ahead of the
 * first sample after drops (its header, id and count). */
#define SD_RING_BYTES(dt_size) (8 + SD_ALIGN((uint64_t)(dt_size), 8))
#define SD_PERF_LOST_SIZE 24

/* The record DTrace's own ERROR clause (dt_handle.c's _dt_errprog, five
 * trace( )s of a 64-bit argument) writes: its DBUF_DATA 16 bytes and 40.
 * sonda's fault record (sd_fault_rec) stands for it. */
#define SD_DT_ERRPROG_RECLEN 56

/* The high half of a record's cpu word holds its speculation id (0: none),
 * so that all 64 bits of the mask are free for actions. */
#define SD_REC_SPEC_SHIFT 16

struct sd_rec_hdr {
	uint32_t epid;
	uint32_t cpu;
	uint64_t mask;
};

/* With image.rec_ts (oformat=json) every record's header is followed by
 * the probe's timestamp (bpf_ktime_get_ns: D's timestamp), 8 bytes, and
 * the firing process's ID, 4 bytes (then 4 unused): the provider name of
 * a latent probe (sd_probe.latent) is its provider and that ID. */
#define SD_REC_TS_SIZE 16

#define SD_EPID_FAULT 0xffffffffu

/* Fault codes, as DTrace numbers them (d-language.md 11). */
enum sd_fault {
	SD_FAULT_BADADDR = 1, SD_FAULT_BADALIGN, SD_FAULT_ILLOP, SD_FAULT_DIVZERO,
	SD_FAULT_NOSCRATCH, SD_FAULT_KPRIV, SD_FAULT_UPRIV, SD_FAULT_TUPOFLOW,
	SD_FAULT_BADSTACK, SD_FAULT_BADSIZE, SD_FAULT_BADINDEX,
};

struct sd_fault_rec {
	uint32_t epid;		/* SD_EPID_FAULT */
	uint32_t cpu;
	uint32_t fepid;		/* the faulting enabling */
	uint32_t fault;		/* enum sd_fault */
	uint64_t addr;		/* faulting address or value */
	uint32_t action;	/* 0: predicate, else 1-based action */
	uint32_t pc;		/* BPF instruction index */
	uint64_t ts;		/* bpf_ktime_get_ns() at the fault */
	uint32_t pid;		/* the faulting process (a latent probe's
				   probeprov is its provider and this) */
	uint32_t pad;
};

/* A type print() prints (rt/print.c), copied from the compiler's types:
 * the members and enumerators, in declaration order. */
enum sd_ptkind {
	SD_PT_INT, SD_PT_FLOAT, SD_PT_PTR, SD_PT_ENUM, SD_PT_STRUCT,
	SD_PT_ARRAY, SD_PT_STRING,	/* D's string: size bytes, NUL-padded */
	SD_PT_OTHER,
};

struct sd_pmember {
	const char *name;		/* NULL: an anonymous member */
	const struct sd_ptype *type;
	uint32_t off;			/* byte offset */
	uint8_t bit_off, bits;		/* bit-field: bits > 0 */
	const struct sd_pmember *next;
};

struct sd_penum {
	const char *name;
	int64_t value;
	const struct sd_penum *next;
};

struct sd_ptype {
	enum sd_ptkind kind;		/* STRUCT for unions too */
	const char *name;		/* "int", "struct foo", "char [16]" */
	uint32_t size;
	bool is_signed;			/* INT (signed) and ENUM */
	bool is_char;			/* INT: char, signed or unsigned */
	bool is_typedef;		/* named by a typedef */
	const struct sd_ptype *elem;	/* ARRAY */
	uint32_t nelem;			/* ARRAY */
	const struct sd_pmember *members;	/* STRUCT */
	const struct sd_penum *enums;	/* ENUM */
};

enum sd_act_kind {
	SD_ACT_TRACE, SD_ACT_PRINTF, SD_ACT_PRINTA, SD_ACT_EXIT,
	SD_ACT_CLEAR, SD_ACT_TRUNC, SD_ACT_NORMALIZE, SD_ACT_DENORMALIZE,
	SD_ACT_SYSTEM, SD_ACT_SETOPT, SD_ACT_FREOPEN, SD_ACT_FTRUNCATE,
	SD_ACT_COMMIT, SD_ACT_DISCARD,
	SD_ACT_PRINT,		/* print(): field 0 holds the address, then the
				   object's bytes; ptype is its type */
	SD_ACT_TRACEMEM,	/* tracemem(): bytes, then the dsize (or -1) */
	SD_ACT_PCAP,		/* pcap(): time, length (0: no packet), link
				   type, then pcapsize bytes */
};

/* One recorded value: where it is in the record and what it is. */
struct sd_rec_field {
	uint32_t off;
	struct sd_value v;	/* kind, size, is_signed, len (strings) */
};

struct sd_act_desc {
	enum sd_act_kind kind;
	struct sd_fmt *fmt;		/* printf, printa with a format */
	struct sd_rec_field *fields;	/* trace: 1; printf: its arguments;
					   exit: 1; trunc/normalize: 0-1 */
	int nfields;
	int *aggs;			/* printa, clear, trunc, normalize */
	int naggs;
	const char *name, *value;	/* setopt() */
	const struct sd_ptype *ptype;	/* print(): the type printed */
};

struct sd_epid_desc {
	uint32_t epid;			/* 1-based */
	const struct sd_probe *probe;
	int clause;			/* index in the compiled program */
	int dtidx;			/* DTrace's clause number (dt_clause_N):
					   one per probe description */
	int pdesc;			/* the clause's description (0-based) */
	uint32_t size;			/* record size, header included */
	uint32_t dt_size;		/* the size of DTrace for Linux's buffer
					   for the clause (DBUF_DATA, then each
					   record aligned as dt_rec_add() does):
					   what specsize counts */
	bool has_data;			/* emits a record at all */
	struct sd_act_desc *acts;
	int nacts;
	uint32_t mask_off;		/* past 64 actions: where the mask's
					   further words are in the record
					   (sd_rec_act_ran) */
};

/* Did action i of ep's record rec (size bytes) run? */
static inline bool sd_rec_act_ran(const struct sd_epid_desc *ep, const void *rec,
				  size_t size, int i)
{
	const struct sd_rec_hdr *h = rec;
	uint64_t w = h->mask;

	if (i >= 64) {
		size_t off = ep->mask_off + 8 * (size_t)(i / 64 - 1);
		if (!ep->mask_off || off + 8 > size)
			return false;
		memcpy(&w, (const uint8_t *)rec + off, 8);
	}
	return w & (1ull << (i & 63));
}

/* A thread-local (self->) or associative array variable's map. */
struct sd_dvar_layout {
	int id;
	bool tls;			/* keyed by thread, else by key blob */
	uint32_t keysize;
	uint32_t key_off[SD_TUPLE_MAX];
	uint32_t valsize;
	uint32_t max_entries;
	bool nested;			/* past the first SD_DVAR_OWN_MAPS:
					   reached through the array of maps
					   (DVAROUTER) of variable outer, at
					   its entry oslot, as aggregations */
	int outer;
	uint32_t oslot;
	uint32_t noslots;		/* the array's own: its entries */
	bool cpukey;			/* a value past a per-CPU map's limit
					   (SD_BPF_PERCPU_VALUE_MAX): a plain
					   hash (own map, never an array or
					   nested) whose key is the key then the
					   updating CPU's id (8 bytes), and
					   max_entries * ncpus entries */
};

/* Dynamic variables reached directly (at most: cg/cg_maps.c); later ones
 * are reached through an array of maps, so that a program stays inside
 * the kernel's 64 maps. */
#define SD_DVAR_OWN_MAPS	16

/* Where one aggregation's keys live in its key blob. */
struct sd_agg_layout {
	int id;
	uint32_t keysize;		/* >= 4 (a keyless aggregation has a
					   4-byte zero key) */
	uint32_t key_off[SD_TUPLE_MAX];
	uint32_t nwords;		/* value size in 64-bit words */
	uint32_t vwords;		/* words of the map's value: nwords, or
					   (keyless, nested) rounded up so that
					   the value and a keyless one's flag
					   word take a power of two, and the
					   aggregations sharing a map are few */
	uint32_t max_entries;
	bool array;			/* keyless: an entry of a PERCPU_ARRAY (u32
					   key slot) whose value has one more word
					   (after vwords), set once the CPU
					   updated it */
	int map;			/* the aggregation whose map holds this
					   one (keyless ones with values of the
					   same vwords share one, an entry each, so
					   that a program uses few maps); its id
					   when its own */
	uint32_t slot;			/* keyless: this one's entry in it */
	uint32_t nslots;		/* keyless, the map's own: its entries */
	bool nested;			/* keyed ones past the first
					   SD_AGG_OWN_MAPS: reached through
					   the array of maps (AGGOUTER) of
					   aggregation outer, at its entry
					   oslot; all there have the same key
					   size and vwords, and a program uses
					   one map for them all */
	int outer;
	uint32_t oslot;
	uint32_t noslots;		/* the array's own: its entries */
	bool cpukey;			/* as sd_dvar_layout's */
};

/* Keyed aggregations reached directly (at most: cg/cg_maps.c); later ones
 * are reached through an array of maps, so that a program stays inside
 * the kernel's 64 maps. */
#define SD_AGG_OWN_MAPS		32

enum sd_aggfn {
	SD_AGG_COUNT, SD_AGG_SUM, SD_AGG_AVG, SD_AGG_MIN, SD_AGG_MAX,
	SD_AGG_STDDEV, SD_AGG_QUANTIZE, SD_AGG_LQUANTIZE, SD_AGG_LLQUANTIZE,
};

#define SD_QUANTIZE_NBUCKETS	127
#define SD_QUANTIZE_ZERO	63
#define SD_AGG_MAXKEYS		SD_TUPLE_MAX

struct sd_aggdesc {
	int id;			/* order of first appearance in the program
				   text: the sort order of variables */
	const char *name;	/* "@foo", "@_" for the anonymous "@" */
	enum sd_aggfn fn;
	int64_t low, high, step;		/* lquantize */
	int64_t factor, lmag, hmag, nsteps;	/* llquantize (Oracle) */
	int nwords;		/* value size in int64 words (sd_agg_nwords) */
	int nkeys;
	struct sd_value keys[SD_AGG_MAXKEYS];	/* key types: kind, size,
						   is_signed, npcs */
	uint32_t key_off[SD_AGG_MAXKEYS];	/* offset of each key */
	uint32_t keysize;	/* bytes in a key blob */
	const char *keynames[SD_AGG_MAXKEYS];	/* from the key expressions
						   (sd_agg.keynames), or NULL */
};

/* An aggregation's name without its '@' for the JSON, metrics and pprof
 * outputs: "" for the anonymous one ("@" and "@_", the same aggregation). */
static inline const char *sd_agg_shortname(const struct sd_aggdesc *d)
{
	return strcmp(d->name, "@_") ? d->name + 1 : "";
}

struct sd_reloc {
	uint32_t insn;			/* index of the ld_imm64 to patch */
	enum sd_map_role role;
	int idx;			/* aggregation id for SD_MAP_AGG and
					   SD_MAP_AGGOUTER, variable id for
					   SD_MAP_DVAR and SD_MAP_DVAROUTER */
	bool value;			/* BPF_PSEUDO_MAP_VALUE (+ off), else
					   BPF_PSEUDO_MAP_FD */
	uint32_t off;
};

/* A variable a program uses (the variable table of -S). */
struct sd_var_use {
	const struct sd_var *var;
	bool ref, mod;			/* read (or its address taken), stored */
	uint32_t from, to;		/* first and last instruction using it */
};

/* The instructions of one clause in a program (the listing of -S). */
struct sd_clause_span {
	const struct sd_clause *clause;
	uint32_t from, to;		/* [from, to) */
	uint32_t epid;			/* the enabling's EPID */
	int pdesc;			/* the clause's description (0-based)
					   that matched the probe */
	int dtidx;			/* its dt_clause_N */
};

/* The probe-data map (SD_MAP_PDATA: a hash keyed by probe ID) of the
 * programs in cookie mode (prov.h: by_cookie), which read what is their
 * probe's own from its entry: the ID (u32 at 0), the EPID of the program's
 * enabling k, its span k (u32 at 4 + 4 * k), and the provider, module, function
 * and name as strings at str[0..3], followed by strsize + 8 zero bytes (a
 * string read stays inside). Probes with the same clauses then get
 * identical programs, which the loader loads once. */
struct sd_pdata_layout {
	uint32_t size;			/* 0: no program in cookie mode */
	uint32_t str[4];
	uint32_t args;			/* the argument specs of probes made
					   while tracing (prov.h:
					   pdata_arg_insns), or 0 */
	uint32_t nprobes;		/* entries */
};

struct sd_bpf_prog {
	const struct sd_probe *probe;
	int prog_type;			/* BPF_PROG_TYPE_* */
	struct bpf_insn *insns;
	size_t ninsns;
	struct sd_reloc *relocs;
	size_t nrelocs;
	struct sd_var_use *vars;	/* in order of first use */
	size_t nvars;
	struct sd_clause_span *spans;	/* in program order */
	size_t nspans;
	bool cookie;			/* reads its probe's entry of the
					   probe-data map (sd_pdata_layout) */
	bool destructive;		/* a clause of it needs -w */
	uint32_t err_sub;		/* where its ERROR function begins (a
					   global BPF function its fault
					   handlers call), 0: none */
	long steps;			/* the instructions cg_max_pending( )
					   counts the verifier processing,
					   -1: not counted (searched only
					   for large programs, or for all
					   with -x dump=verifier) */
	const char *refused;		/* why the kernel's verifier refuses
					   the program DTrace makes for this
					   probe: loading fails as DTrace's
					   (EACCES), NULL: loads */
};

/* Everything the loader and the consumer need. */
struct sd_image {
	struct sd_bpf_prog *progs;
	size_t nprogs;
	struct sd_epid_desc *epids;	/* epids[i].epid == i + 1 */
	size_t nepids;
	bool epids_heap;		/* epids was grown on the heap (by the
					   exec watch, rt/xwatch.c): freed with
					   the image */
	uint8_t *strtab;
	uint32_t strtab_size;
	uint32_t globals_size;
	uint32_t gvars_size;		/* DTrace's gvars map value: the globals'
					   bytes as its uint_t dh_nextoff counts
					   them (wrapping as it does) */
	uint32_t scratch_size;
	struct sd_agg_layout *aggs;	/* by aggregation id */
	struct sd_aggdesc *aggdescs;	/* by aggregation id (nwords: the
					   loader fills it in) */
	int naggs;
	struct sd_dvar_layout *dvars;	/* by variable id */
	int ndvars;
	uint64_t agg_pool;		/* aggregation entries, all together, as
					   DTrace's one map holds them */
	uint64_t agg_nelems;		/* DTrace's count of them (agg_pool is
					   capped) */
	uint64_t dvar_pool;		/* dynamic variables, all together, as
					   DTrace's one dvars map holds them */
	uint32_t this_size;		/* clause-local area (0: none) */
	bool rec_ts;			/* records carry a timestamp after
					   their header (SD_REC_TS_SIZE) */
	bool ring_model;		/* bufsize is set: a record takes room
					   in its CPU's buffer as in DTrace's
					   perf ring (sd_state.ring_used) */
	bool unwind;			/* a program unwinds user stacks (the
					   U maps above are needed) */
	bool unwind_self;		/* BEGIN's, END's or their ERROR's
					   do: sonda's own (rt/run.c) */
	bool vtime;			/* a program reads vtimestamp (the
					   VTIME map of each thread's last
					   value is needed) */
	bool upids;			/* a program records a user symbol
					   (the UPIDS map is needed) */
	struct sd_pdata_layout pdata;
	struct sd_arena arena;		/* all of the above but strtab (malloc)
					   and the formats (sd_fmt_parse) */
};

#endif
