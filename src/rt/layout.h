/* layout.h - the runtime layout shared by the code generator (which writes
 * it in BPF) and the consumer (which reads it). Keep the two in step here.
 *
 * Maps, by role:
 *   STATE    array[1]: struct sd_state (tracing state, drop counters)
 *   GLOBALS  array[1]: every global scalar and string, at offsets sema
 *            assigned (struct sd_var.off)
 *   STRTAB   array[1], read-only for programs (frozen): string constants,
 *            probe names, zero bytes and aggregation initial values
 *   SCRATCH  per-CPU array[1]: the record being built (at 0) and
 *            temporaries (strings, keys) after it
 *   RINGBUF  ring buffer: records, in commit order
 *   AGG n    per-CPU hash per aggregation: key blob -> value words
 *   UROWS    array: the unwind rows of every loaded object (sym/cfi.h),
 *            each object's rows contiguous and sorted
 *   UPROCS   hash: process id -> struct sd_uproc, its executable mappings
 *   UMISS    hash: process id -> 1, processes the unwinder met with no
 *            mappings or a pc outside them (user space loads their rows)
 *   USTAT    per-CPU array[1]: unwinder counters (enum sd_ustat)
 *   (the U maps exist only when a program unwinds user stacks)
 *
 * A record is a struct sd_rec_hdr followed by the data of the clause's
 * data-recording actions at offsets fixed at compile time (struct
 * sd_epid_desc). Bit i of `mask` is set when action i ran (actions inside
 * if/else may not). A fault record has epid SD_EPID_FAULT.
 */
#ifndef SONDA_RT_LAYOUT_H
#define SONDA_RT_LAYOUT_H

#include "../base/common.h"
#include "fmt.h"

enum sd_map_role {
	SD_MAP_STATE, SD_MAP_GLOBALS, SD_MAP_STRTAB, SD_MAP_SCRATCH,
	SD_MAP_RINGBUF, SD_MAP_AGG, SD_MAP_DVAR, SD_MAP_THIS,
	SD_MAP_UROWS, SD_MAP_UPROCS, SD_MAP_UMISS, SD_MAP_USTAT,
};

/* One executable mapping of a process, for the user-stack unwinder: pcs in
 * [start, end) use rows [first, first + nrows) of UROWS, looked up by pc -
 * bias (nrows 0: the object has no CFI, frame pointers are used). */
struct sd_umap {
	uint64_t start, end;
	uint64_t bias;
	uint32_t first, nrows;
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
	SD_US_N = 8
};

enum { SD_STATE_INACTIVE = 0, SD_STATE_ACTIVE = 1, SD_STATE_STOPPED = 2 };

enum sd_drop {
	SD_DROP_PRINCIPAL, SD_DROP_AGG, SD_DROP_DYNVAR, SD_DROP_SPEC,
	SD_DROP_ERRORS, SD_DROP_SPECFAIL, SD_NDROPS = 8
};

#define SD_MAX_SPEC 64

struct sd_state {
	uint32_t state;
	uint32_t pad;
	int64_t boot_off;		/* walltimestamp = ktime_get_ns() + this */
	uint64_t drops[SD_NDROPS];	/* updated with atomic adds */
	uint64_t spec[SD_MAX_SPEC];	/* speculation buffers: 0 free, 1 in use
					   (claimed with cmpxchg, freed by the
					   consumer after commit()/discard()) */
};

/* The high half of a record's cpu word holds its speculation id (0: none),
 * so that all 64 bits of the mask are free for actions. */
#define SD_REC_SPEC_SHIFT 16

struct sd_rec_hdr {
	uint32_t epid;
	uint32_t cpu;
	uint64_t mask;
};

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
};

enum sd_act_kind {
	SD_ACT_TRACE, SD_ACT_PRINTF, SD_ACT_PRINTA, SD_ACT_EXIT,
	SD_ACT_CLEAR, SD_ACT_TRUNC, SD_ACT_NORMALIZE, SD_ACT_DENORMALIZE,
	SD_ACT_SYSTEM, SD_ACT_SETOPT, SD_ACT_FREOPEN, SD_ACT_FTRUNCATE,
	SD_ACT_COMMIT, SD_ACT_DISCARD,
	SD_ACT_PRINT,		/* print(): field 0 holds the address, then the
				   object's bytes; ptype is its struct sd_type */
	SD_ACT_TRACEMEM,	/* tracemem(): bytes, then the dsize (or -1) */
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
	const void *ptype;		/* print(): the type printed */
};

struct sd_epid_desc {
	uint32_t epid;			/* 1-based */
	const struct sd_probe *probe;
	int clause;
	uint32_t size;			/* record size, header included */
	bool has_data;			/* emits a record at all */
	struct sd_act_desc *acts;
	int nacts;
};

/* A thread-local (self->) or associative array variable's map. */
struct sd_dvar_layout {
	int id;
	bool tls;			/* keyed by thread, else by key blob */
	uint32_t keysize;
	uint32_t key_off[8];
	uint32_t valsize;
	uint32_t max_entries;
};

/* Where one aggregation's keys live in its key blob. */
struct sd_agg_layout {
	int id;
	uint32_t keysize;		/* >= 4 (a keyless aggregation has a
					   4-byte zero key) */
	uint32_t key_off[8];
	uint32_t nwords;		/* value size in 64-bit words */
	uint32_t max_entries;
	bool array;			/* keyless: a one-entry PERCPU_ARRAY (u32
					   key 0) whose value has one more word,
					   set once the CPU updated it */
};

#endif
