/* tppair.c - derived probes that fire when an interval ends (tp.h: struct
 * sd_tp_pair): lockstat's *-block and *-spin fire at lock:contention_end
 * in the thread that waited, with the time it waited, as DTrace gives
 * them.
 *
 * A small program of the row's own on the beginning event (lock:
 * contention_begin) records, per thread and key (the lock), when the
 * interval began and one field of its record (the LCB_F_* flags) in an
 * LRU hash map. The row's pre-condition, at the ending event, finds that
 * record (and removes it), tests the field, and leaves the length of the
 * interval in a per-CPU slot, from which "@elapsed" reads it: a program
 * is never re-entered on its CPU, so the slot still holds it. */
#include "tp.h"
#include "../asm/insn.h"
#include "../kern/bpf.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define PAIR_ENTRIES	16384
#define SLOT_CTX	(-8)		/* cg.c: the context */
#define G_KEY		(-288)		/* the guard's stack: 16 bytes of key */
#define G_VAL		(-296)		/* and 8 of a value */

/* What a pair row resolved to. */
struct pair_probe {
	bool resolved;
	int err;
	int key_end, key_begin;		/* offsets of the key fields */
	int save_off, save_size;	/* the kept field of the beginning */
	int map_fd;			/* (thread, key) -> (time, field) */
	int len_fd;			/* per-CPU: the interval's length */
};

/* The offset and size of field name in GROUP/EVENT's records. */
static int field_of(const char *group, const char *event, const char *name,
		    int *off, int *size)
{
	struct sd_tp_format fmt = { 0 };
	const struct sd_tp_field *f;
	int err = sd_tracefs_format(group, event, &fmt);

	if (err < 0)
		return err;
	err = -ENOENT;
	if ((f = sd_tp_format_field(&fmt, name))) {
		*off = f->offset;
		*size = f->size;
		err = *size <= 8 ? 0 : -EINVAL;
	}
	sd_tp_format_free(&fmt);
	return err;
}

/* Reads both formats and creates the maps, once. */
static int resolve(struct pair_probe *q, const struct sd_tp_spec *s)
{
	const struct sd_tp_pair *pr = &s->pair;
	int size;

	if (q->resolved)
		return q->err;
	q->resolved = true;
	if ((q->err = field_of(s->group, s->event, pr->key, &q->key_end,
			       &size)) < 0 ||
	    (q->err = field_of(pr->group, pr->event, pr->key, &q->key_begin,
			       &size)) < 0 ||
	    (q->err = field_of(pr->group, pr->event, pr->save, &q->save_off,
			       &q->save_size)) < 0)
		return q->err;
	q->map_fd = sd_bpf_map_create(BPF_MAP_TYPE_LRU_HASH, "sonda_pair", 16,
				      16, PAIR_ENTRIES, 0);
	q->len_fd = sd_bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "sonda_plen",
				      4, 8, 1, 0);
	if (q->map_fd < 0)
		q->err = q->map_fd;
	else if (q->len_fd < 0)
		q->err = q->len_fd;
	return q->err;
}

/* The resolved state of p (NULL on failure), kept with p's table. */
static struct pair_probe *state(const struct sd_probe *p,
				const struct sd_tp_spec *s, void **slot)
{
	struct pair_probe *q = *slot;

	if (!q) {
		q = *slot = sd_probe_alloc(p, sizeof(*q));
		q->map_fd = q->len_fd = -1;
	}
	return resolve(q, s) < 0 ? NULL : q;
}

/* r1 = map fd, r2 = r10 + key (the arguments of a map helper): 4 slots. */
static size_t map_key(struct bpf_insn *b, int fd, int16_t key)
{
	b[0] = LD_MAP_LO(R1, BPF_PSEUDO_MAP_FD, fd);
	b[1] = LD_MAP_HI(0);
	b[2] = MOV64_REG(R2, R10);
	b[3] = ALU64_IMM(BPF_ADD, R2, key);
	return 4;
}

/* The tests of the kept field (in r2) against the row's bits; each ends
 * in a jump to the failure, whose index (base + its place) goes to
 * jmp[(*nj)++]. */
static size_t tests(const struct sd_tp_pair *pr, struct bpf_insn *b,
		    size_t base, size_t *jmp, int *nj)
{
	const struct {
		uint32_t mask;
		int op;		/* jump to the failure if (r2 & mask) op val */
		int32_t val;
	} t[] = {
		{ pr->all, BPF_JNE, (int32_t)pr->all },
		{ pr->any, BPF_JEQ, 0 },
		{ pr->none, BPF_JNE, 0 },
	};
	size_t n = 0;

	for (size_t i = 0; i < SD_ARRAY_SIZE(t); i++) {
		if (!t[i].mask)
			continue;
		b[n++] = MOV64_REG(R3, R2);
		b[n++] = ALU64_IMM(BPF_AND, R3, (int32_t)t[i].mask);
		jmp[(*nj)++] = base + n;
		b[n++] = JMP_IMM(t[i].op, R3, t[i].val, 0);
	}
	return n;
}

size_t sd_tp_pair_guard(const struct sd_probe *p, const struct sd_tp_spec *s,
			void **st, struct bpf_insn *b, size_t max)
{
	struct pair_probe *q = state(p, s, st);
	size_t n = 0, jmp[8];
	int nj = 0;

	if (!q || max < 64)
		return 0;
	b[n++] = CALL_HELPER(BPF_FUNC_get_current_pid_tgid);
	b[n++] = STX(BPF_DW, R10, R0, G_KEY);
	b[n++] = LDX(BPF_DW, R1, R10, SLOT_CTX);
	b[n++] = LDX(BPF_DW, R2, R1, (int16_t)q->key_end);
	b[n++] = STX(BPF_DW, R10, R2, G_KEY + 8);
	n += map_key(b + n, q->map_fd, G_KEY);
	b[n++] = CALL_HELPER(BPF_FUNC_map_lookup_elem);
	jmp[nj++] = n;
	b[n++] = JMP_IMM(BPF_JEQ, R0, 0, 0);
	b[n++] = LDX(BPF_DW, R2, R0, 8);
	n += tests(&s->pair, b + n, n, jmp, &nj);
	/* the beginning's time; the record is used up */
	b[n++] = LDX(BPF_DW, R2, R0, 0);
	b[n++] = STX(BPF_DW, R10, R2, G_VAL);
	n += map_key(b + n, q->map_fd, G_KEY);
	b[n++] = CALL_HELPER(BPF_FUNC_map_delete_elem);
	b[n++] = CALL_HELPER(BPF_FUNC_ktime_get_ns);
	b[n++] = LDX(BPF_DW, R2, R10, G_VAL);
	b[n++] = ALU64_REG(BPF_SUB, R0, R2);
	b[n++] = STX(BPF_DW, R10, R0, G_VAL);
	/* into this CPU's slot, for "@elapsed" */
	b[n++] = ST_IMM(BPF_W, R10, G_KEY, 0);
	n += map_key(b + n, q->len_fd, G_KEY);
	b[n++] = CALL_HELPER(BPF_FUNC_map_lookup_elem);
	jmp[nj++] = n;
	b[n++] = JMP_IMM(BPF_JEQ, R0, 0, 0);
	b[n++] = LDX(BPF_DW, R2, R10, G_VAL);
	b[n++] = STX(BPF_DW, R0, R2, 0);
	b[n++] = MOV64_IMM(R0, 1);
	b[n++] = JA(1);
	for (int i = 0; i < nj; i++)
		b[jmp[i]].off = (int16_t)(n - jmp[i] - 1);
	b[n++] = MOV64_IMM(R0, 0);
	return n;
}

/* The index of "@elapsed" in the row's argument list, or -1. */
static int elapsed_arg(const struct sd_tp_spec *s)
{
	const char *c = s->args;

	for (int k = 0; c && *c; k++) {
		size_t len = strcspn(c, ",");

		if (len == 8 && strncmp(c, "@elapsed", 8) == 0)
			return k;
		c += len + (c[len] == ',');
	}
	return -1;
}

size_t sd_tp_pair_arg_insns(const struct sd_probe *p,
			    const struct sd_tp_spec *s, void **st, int n,
			    int dst, int slot, struct bpf_insn *b, size_t max)
{
	struct pair_probe *q;
	size_t k = 0;

	if (n != elapsed_arg(s) || max < 12 || !(q = state(p, s, st)))
		return 0;
	b[k++] = ST_IMM(BPF_DW, R10, slot, 0);
	k += map_key(b + k, q->len_fd, (int16_t)slot);
	b[k++] = CALL_HELPER(BPF_FUNC_map_lookup_elem);
	b[k++] = JMP_IMM(BPF_JEQ, R0, 0, 2);
	b[k++] = LDX(BPF_DW, dst, R0, 0);
	b[k++] = JA(1);
	b[k++] = MOV64_IMM(dst, 0);
	return k;
}

/* Loads the program of the beginning: (thread, key) -> (now, field). */
static int begin_prog(const struct pair_probe *q)
{
	struct bpf_insn b[32];
	size_t n = 0;
	int sz = q->save_size;

	b[n++] = MOV64_REG(R6, R1);
	b[n++] = CALL_HELPER(BPF_FUNC_get_current_pid_tgid);
	b[n++] = STX(BPF_DW, R10, R0, -16);
	b[n++] = LDX(BPF_DW, R1, R6, (int16_t)q->key_begin);
	b[n++] = STX(BPF_DW, R10, R1, -8);
	b[n++] = CALL_HELPER(BPF_FUNC_ktime_get_ns);
	b[n++] = STX(BPF_DW, R10, R0, -32);
	b[n++] = LDX(sd_bpf_size(sz == 1 || sz == 2 || sz == 4 ? sz : 8), R1,
		     R6, (int16_t)q->save_off);
	b[n++] = STX(BPF_DW, R10, R1, -24);
	n += map_key(b + n, q->map_fd, -16);
	b[n++] = MOV64_REG(R3, R10);
	b[n++] = ALU64_IMM(BPF_ADD, R3, -32);
	b[n++] = MOV64_IMM(R4, BPF_ANY);
	b[n++] = CALL_HELPER(BPF_FUNC_map_update_elem);
	b[n++] = MOV64_IMM(R0, 0);
	b[n++] = EXIT_INSN();
	return sd_bpf_prog_load(BPF_PROG_TYPE_TRACEPOINT, b, n, "sonda_pair",
				NULL);
}

int sd_tp_pair_attach(const struct sd_probe *p, const struct sd_tp_spec *s,
		      void **st, struct sd_attach *at)
{
	struct pair_probe *q = state(p, s, st);
	int fd, err;

	if (!q)
		return -ENOENT;
	if ((fd = begin_prog(q)) < 0) {
		sd_prov_warn("%s:::%s: cannot load its program on %s:%s: %s",
			     p->prov, p->name, s->pair.group, s->pair.event,
			     strerror(-fd));
		return fd;
	}
	err = sd_tp_attach_event(s->pair.group, s->pair.event, fd, at);
	close(fd);	/* the perf event keeps it */
	if (err)
		sd_prov_warn("%s:::%s: cannot attach to %s:%s: %s", p->prov,
			     p->name, s->pair.group, s->pair.event,
			     strerror(-err));
	return err;
}
