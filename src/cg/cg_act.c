/* cg_act.c - actions, records and aggregations.
 *
 * A clause's record layout is fixed before its code is generated
 * (layout_clause): every data-recording action gets a descriptor and its
 * values fixed offsets after the header, in statement order, which is also
 * the order the code generator visits them. The same layout serves every
 * probe the clause matched.
 */
#include "cg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../base/arena.h"
#include "../base/opts.h"
#include "../kern/bpf.h"

const enum sd_vkind cg_symkinds[] = {
	[SD_SK_KSTACK] = SD_V_KSTACK, [SD_SK_USTACK] = SD_V_USTACK,
	[SD_SK_KSYM] = SD_V_KSYM, [SD_SK_KMOD] = SD_V_KMOD, [SD_SK_USYM] = SD_V_USYM,
	[SD_SK_UMOD] = SD_V_UMOD, [SD_SK_UADDR] = SD_V_UADDR,
};

static void to_value(struct cg *g, const struct sd_type *t, struct sd_value *v)
{
	memset(v, 0, sizeof(*v));
	v->tname = cg_img_str(g, t->name);
	if (t->symkind) {
		v->kind = cg_symkinds[t->symkind];
		v->size = (int)cg_stack_size(t, false);
		v->len = (size_t)v->size;
		v->npcs = (int)t->nelem;
		v->no_frames = t->nelem == 0;
		return;
	}
	if (sd_type_is_aggr(t)) {	/* struct, union, array: its bytes */
		v->kind = SD_V_BYTES;
		v->size = (int)t->size;
		v->len = t->size;
		return;
	}
	v->size = t->size <= 8 ? (int)t->size : 8;
	/* an enum's value is recorded unsigned: DTrace marks only integers
	 * of a signed encoding signed (dt_node_type_assign), so trace( ) and
	 * %d print an enum -1 as 4294967295 */
	v->is_signed = sd_type_is_signed(t) && sd_type_canon(t)->kind != SD_T_ENUM;
	if (sd_type_is_stringlike(t) && t->kind != SD_T_PTR) {
		v->kind = SD_V_STR;
		v->len = g->strsize;
		v->size = (int)g->strsize;
		/* a char array is read as a string, but DTrace records its own
		 * bytes whatever strsize (dt_cg_store_val()): %s prints and %S
		 * escapes that many; the record has room for a NUL after them */
		if (t->kind == SD_T_ARRAY && t->size) {
			v->char_array = true;
			v->size = (int)t->size;
			if (t->size + 1 > g->strsize)
				v->len = t->size + 1;
		}
	} else if (t->kind == SD_T_PTR) {
		v->kind = SD_V_PTR;
		v->size = 8;
	} else {
		v->kind = SD_V_INT;
		if (v->size == 0)
			v->size = 8;
	}
}

static uint32_t field_size(const struct sd_rec_field *f)
{
	if (f->v.kind == SD_V_STR || f->v.kind == SD_V_KSTACK || f->v.kind == SD_V_USTACK ||
	    f->v.kind == SD_V_USYM || f->v.kind == SD_V_UMOD || f->v.kind == SD_V_UADDR ||
	    f->v.kind == SD_V_BYTES)
		return (uint32_t)SD_ALIGN(f->v.len, 8);
	return 8;
}

static void add_field(struct cg *g, struct sd_act_desc *a, const struct sd_type *t,
		      uint32_t *size)
{
	struct sd_rec_field *f = &a->fields[a->nfields++];

	to_value(g, t, &f->v);
	f->off = *size;
	*size += field_size(f);
}

/* trace() of an array records its bytes and prints them as a hex dump, a
 * char array too (DTrace for Linux prints only D strings as text). */
static void trace_array_bytes(struct sd_rec_field *f, const struct sd_type *t,
			      uint32_t *size)
{
	*size -= field_size(f);
	f->v.kind = SD_V_BYTES;
	f->v.size = (int)t->size;
	f->v.len = t->size;
	*size += field_size(f);
}

static enum sd_act_kind act_kind(enum sd_func f)
{
	switch (f) {
	case SD_F_TRACE: return SD_ACT_TRACE;
	case SD_F_PRINTF: return SD_ACT_PRINTF;
	case SD_F_PRINTA: return SD_ACT_PRINTA;
	case SD_F_EXIT: return SD_ACT_EXIT;
	case SD_F_CLEAR: return SD_ACT_CLEAR;
	case SD_F_TRUNC: return SD_ACT_TRUNC;
	case SD_F_NORMALIZE: return SD_ACT_NORMALIZE;
	case SD_F_SYSTEM: return SD_ACT_SYSTEM;
	case SD_F_SETOPT: return SD_ACT_SETOPT;
	case SD_F_FREOPEN: return SD_ACT_FREOPEN;
	case SD_F_FTRUNCATE: return SD_ACT_FTRUNCATE;
	case SD_F_COMMIT: return SD_ACT_COMMIT;
	case SD_F_TRACEMEM: return SD_ACT_TRACEMEM;
	case SD_F_PCAP: return SD_ACT_PCAP;
	case SD_F_DISCARD: return SD_ACT_DISCARD;
	case SD_F_PRINT: return SD_ACT_PRINT;
	default: return SD_ACT_DENORMALIZE;
	}
}

/* s's first max characters or fewer (sd_arena_strndup( ) copies exactly n
 * bytes: from a short string it would read past its end) */
static char *arena_strncpy(struct sd_arena *ar, const char *s, size_t max)
{
	return sd_arena_strndup(ar, s, strnlen(s, max));
}

static void layout_call(struct cg *g, struct sd_node *n, struct sd_act_desc *a,
			uint32_t *size)
{
	struct sd_ref *ref = n->sema;
	struct sd_node *arg = n->u.call.args;
	struct sd_arena *ar = &g->img->arena;
	struct sd_buf err = SD_BUF_INIT;

	a->kind = act_kind(ref->func);
	a->fields = sd_arena_alloc(ar, (size_t)(n->u.call.nargs + 1) * sizeof(*a->fields));
	a->aggs = sd_arena_alloc(ar, (size_t)(n->u.call.nargs + 1) * sizeof(int));
	switch (ref->func) {
	case SD_F_SETOPT: {
		/* DTrace records both strings, strsize characters of each:
		 * constants are kept here, others recorded as fields */
		size_t max = (size_t)g->cu->opts->strsize;
		if (arg->kind != SD_N_STR || (arg->next && arg->next->kind != SD_N_STR)) {
			for (; arg; arg = arg->next)
				add_field(g, a, arg->type, size);
			break;
		}
		a->name = arena_strncpy(ar, arg->u.str.s, max);
		a->value = arg->next ? arena_strncpy(ar, arg->next->u.str.s, max) : NULL;
		break;
	}
	case SD_F_FTRUNCATE:
		break;
	case SD_F_TRACEMEM: {
		int64_t bytes = 0;
		sd_sema_const(arg->next, &bytes);
		/* DTrace's compiler takes any positive size (its own limit is
		 * the per-CPU map holding the record, found when tracing
		 * starts); sonda's is its scratch space, which the record is
		 * built in */
		if (bytes > (int64_t)SD_BPF_SCRATCH_MAX) {
			sd_diag_error(&g->cu->diag, arg->next->loc, D_NOREG, "tracemem( ) "
				      "of %lld bytes is more than sonda's per-CPU scratch "
				      "space holds (%u bytes)",
				      (long long)bytes, SD_BPF_SCRATCH_MAX);
			bytes = 1;
		}
		struct sd_rec_field *fb = &a->fields[a->nfields++];
		fb->off = *size;
		fb->v.kind = SD_V_BYTES;
		fb->v.len = (size_t)bytes;
		fb->v.size = (int)bytes;
		*size += (uint32_t)SD_ALIGN((size_t)bytes, 8);
		add_field(g, a, g->cu->types.t_long, size);	/* dsize */
		break;
	}
	case SD_F_PCAP: {	/* time, length, link type, the bytes */
		const struct sd_type *u64 = sd_type_int(&g->cu->types, 8, false);
		for (int i = 0; i < 3; i++)
			add_field(g, a, u64, size);
		struct sd_rec_field *fb = &a->fields[a->nfields++];
		fb->off = *size;
		fb->v.kind = SD_V_BYTES;
		fb->v.len = (size_t)g->cu->opts->pcapsize;
		fb->v.size = (int)g->cu->opts->pcapsize;
		*size += (uint32_t)SD_ALIGN((size_t)g->cu->opts->pcapsize, 8);
		break;
	}
	case SD_F_PRINTF: case SD_F_SYSTEM: case SD_F_FREOPEN:
		sd_fmt_parse(arg->u.str.s, &a->fmt, &err);
		for (arg = arg->next; arg; arg = arg->next)
			add_field(g, a, arg->type, size);
		break;
	case SD_F_STACK: case SD_F_USTACK: case SD_F_JSTACK: case SD_F_SYM:
	case SD_F_MOD: case SD_F_USYM: case SD_F_UMOD: case SD_F_UADDR:
		a->kind = SD_ACT_TRACE;
		add_field(g, a, n->type, size);
		break;
	case SD_F_PRINTA:
		if (arg->kind == SD_N_STR) {
			sd_fmt_parse(arg->u.str.s, &a->fmt, &err);
			arg = arg->next;
		}
		for (; arg; arg = arg->next)
			a->aggs[a->naggs++] = ((struct sd_ref *)arg->sema)->agg->id;
		break;
	case SD_F_CLEAR: case SD_F_TRUNC: case SD_F_NORMALIZE: case SD_F_DENORMALIZE:
		a->aggs[a->naggs++] = ((struct sd_ref *)arg->sema)->agg->id;
		/* typed as the argument: DTrace reads it at that width */
		for (arg = arg->next; arg; arg = arg->next)
			add_field(g, a, arg->type, size);
		break;
	case SD_F_PRINT:
		a->ptype = sd_cg_ptype(ar, cg_print_layout(g, n, &a->fields[a->nfields++],
							   size));
		break;
	default:	/* trace, exit */
		add_field(g, a, ref->func == SD_F_EXIT ? g->cu->types.t_int : arg->type, size);
		if (ref->func == SD_F_TRACE && arg->type->kind == SD_T_ARRAY)
			trace_array_bytes(&a->fields[a->nfields - 1], arg->type, size);
		break;
	}
	sd_buf_free(&err);
}

static void layout_stmts(struct cg *g, struct sd_node *list, struct sd_epid_desc *ep,
			 int *cap)
{
	for (struct sd_node *st = list; st; st = st->next) {
		if (st->kind == SD_N_IF) {
			layout_stmts(g, st->u.ifs.then, ep, cap);
			layout_stmts(g, st->u.ifs.els, ep, cap);
			continue;
		}
		struct sd_node *e = st->u.stmt.e;
		if (st->kind != SD_N_EXPR_STMT || !e || e->kind != SD_N_CALL ||
		    !sd_func_records(((struct sd_ref *)e->sema)->func))
			continue;
		if (ep->nacts == *cap) {
			struct sd_act_desc *na = sd_arena_alloc(&g->img->arena,
						(size_t)(*cap * 2 + 4) * sizeof(*na));
			if (ep->nacts)
				memcpy(na, ep->acts, (size_t)ep->nacts * sizeof(*na));
			ep->acts = na;
			*cap = *cap * 2 + 4;
		}
		layout_call(g, e, &ep->acts[ep->nacts++], &ep->size);
	}
}

/* Lays out the record of the clause of ep (shared by every EPID of it). */
void cg_layout(struct cg *g, struct sd_epid_desc *ep)
{
	if (ep->size)	/* laid out already (ERROR clauses: cg.c inline_error) */
		return;
	for (size_t i = 0; i < g->img->nepids; i++) {
		struct sd_epid_desc *o = &g->img->epids[i];
		if (o != ep && o->clause == ep->clause && o->size) {
			ep->size = o->size;
			ep->acts = o->acts;
			ep->nacts = o->nacts;
			return;
		}
	}
	int cap = 0;
	ep->size = sizeof(struct sd_rec_hdr);
	if (g->img->rec_ts)
		ep->size += SD_REC_TS_SIZE;
	layout_stmts(g, g->clause->node->u.clause.stmts, ep, &cap);
	if (ep->nacts > 64) {	/* the mask's words past the header's */
		ep->mask_off = SD_ALIGN(ep->size, 8);
		ep->size = ep->mask_off + 8 * (uint32_t)((ep->nacts - 1) / 64);
	}
}

void cg_record_hdr(struct cg *g)
{
	cg_scratch_ptr(g, R6, 0);
	if (g->cookie) {	/* the EPID comes from the probe-data map */
		cg_probe_epid(g, R1);
		cg_emit(g, STX(BPF_W, R6, R1, 0));
	} else {
		cg_emit(g, ST_IMM(BPF_W, R6, 0, (int32_t)g->ep->epid));
	}
	cg_emit(g, ST_IMM(BPF_DW, R6, 8, 0));
	for (int w = 1; w <= (g->ep->nacts - 1) / 64; w++) {
		cg_scratch_ptr(g, R1, g->ep->mask_off + 8 * (uint32_t)(w - 1));
		cg_emit(g, ST_IMM(BPF_DW, R1, 0, 0));	/* past a 16-bit offset */
	}
	cg_call(g, BPF_FUNC_get_smp_processor_id);
	cg_emit(g, STX(BPF_W, R6, R0, 4));
	if (!g->img->rec_ts)
		return;
	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_emit(g, STX(BPF_DW, R6, R0, sizeof(struct sd_rec_hdr)));
	cg_call(g, BPF_FUNC_get_current_pid_tgid);
	cg_emit(g, ALU64_IMM(BPF_RSH, R0, 32));
	cg_emit(g, STX(BPF_W, R6, R0, sizeof(struct sd_rec_hdr) + 8));
}

/* R1 = &sd_state.spec_size[] of speculation id r (1..SD_MAX_SPEC); uses r. */
static void spec_size_ptr(struct cg *g, int r)
{
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, spec_size));
	cg_emit(g, ALU64_IMM(BPF_SUB, r, 1));
	cg_emit(g, ALU64_IMM(BPF_AND, r, SD_MAX_SPEC - 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, r, 3));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, r));
}

/* With bufsize set (image.ring_model), the room of the record at the
 * start of scratch in its CPU's buffer as DTrace's perf ring buffer takes
 * it (the kernel's __perf_output_begin( )): its bytes, and a lost record's
 * more after a drop, must stay below the ring's size; else it goes to
 * drop (the room left as it was, the drop noted for the next record).
 * Uses R1-R5. */
void cg_ring_reserve(struct cg *g, int32_t bytes, int drop)
{
	int charge = cg_label(g), fits = cg_label(g), done = cg_label(g);

	cg_scratch_ptr(g, R3, 0);
	cg_emit(g, LDX(BPF_W, R3, R3, 4));	/* the CPU, in the header */
	cg_emit(g, ALU64_IMM(BPF_AND, R3, SD_VT_CPUS - 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, R3, 3));
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, ring_used));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R3));
	cg_emit(g, LDX(BPF_DW, R2, R1, 0));
	cg_emit(g, MOV64_IMM(R4, bytes + SD_PERF_LOST_SIZE - 1));	/* clears bit 0 */
	cg_jmp(g, JMP_IMM(BPF_JSET, R2, 1, 0), charge);
	cg_emit(g, MOV64_IMM(R4, bytes));
	cg_place(g, charge);
	cg_emit(g, MOV64_REG(R5, R4));
	cg_emit(g, SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R5, 0, BPF_ADD | BPF_FETCH));
	cg_emit(g, ALU64_REG(BPF_ADD, R5, R4));
	cg_emit_map(g, R2, SD_MAP_STATE, 0, true, offsetof(struct sd_state, ring_cap));
	cg_emit(g, LDX(BPF_DW, R2, R2, 0));
	cg_jmp(g, JMP_REG(BPF_JLT, R5, R2, 0), fits);
	cg_emit(g, NEG64(R4));
	cg_emit(g, XADD64(R1, R4, 0));
	cg_emit(g, MOV64_IMM(R4, 1));
	cg_emit(g, SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R4, 0, BPF_OR));
	cg_jmp(g, JA(0), drop);
	cg_place(g, fits);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R4, bytes, 0), done);
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, ring_lostb));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R3));
	cg_emit(g, MOV64_IMM(R2, SD_PERF_LOST_SIZE));
	cg_emit(g, XADD64(R1, R2, 0));
	cg_place(g, done);
}

/* Outputs the clause's record; one the buffer has no room for is a drop
 * of the CPU that fired, a speculative drop in a clause that speculates
 * (as DTrace's epilogue counts it). */
void cg_record_out(struct cg *g)
{
	int drop = cg_label(g), done = cg_label(g);

	if (g->img->ring_model)
		cg_ring_reserve(g, (int32_t)SD_RING_BYTES(g->dt_off), drop);
	cg_emit_map(g, R1, SD_MAP_RINGBUF, 0, false, 0);
	cg_scratch_ptr(g, R2, 0);
	cg_emit(g, MOV64_IMM(R3, (int32_t)g->ep->size));
	cg_emit(g, MOV64_IMM(R4, 0));
	cg_call(g, BPF_FUNC_ringbuf_output);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), done);
	cg_place(g, drop);
	if (g->spec_seen) {	/* DTrace adds the buffer's size to its spec */
		cg_count_drop(g, SD_DROP_SPEC);
		cg_scratch_ptr(g, R1, 0);
		cg_emit(g, LDX(BPF_W, R2, R1, 4));
		cg_emit(g, ALU64_IMM(BPF_RSH, R2, SD_REC_SPEC_SHIFT));
		cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), done);
		spec_size_ptr(g, R2);
		cg_emit(g, MOV64_IMM(R2, (int32_t)g->dt_off));
		cg_emit(g, XADD64(R1, R2, 0));
	} else {	/* counted for the CPU the record's header names */
		cg_scratch_ptr(g, R1, 0);
		cg_emit(g, LDX(BPF_W, R3, R1, 4));
		cg_count_cpu(g, R3, offsetof(struct sd_state, cpu_drops));
	}
	cg_place(g, done);
}

/* Sets action bit's bit of the record's mask (sd_rec_act_ran). */
static void set_mask(struct cg *g, int bit)
{
	/* the header's word at 8; a further one may be past a 16-bit offset */
	uint32_t base = bit < 64 ? 0 : g->ep->mask_off + 8 * (uint32_t)(bit / 64 - 1);
	int16_t off = bit < 64 ? 8 : 0;

	bit &= 63;
	cg_scratch_ptr(g, R1, base);
	cg_emit(g, LDX(BPF_DW, R2, R1, off));
	if (bit < 31) {
		cg_emit(g, ALU64_IMM(BPF_OR, R2, 1 << bit));
	} else {
		cg_emit_ld64(g, R3, 1ull << bit);
		cg_emit(g, ALU64_REG(BPF_OR, R2, R3));
	}
	cg_emit(g, STX(BPF_DW, R1, R2, off));
}

static void store_field_only(struct cg *g, const struct sd_rec_field *f, struct sd_node *e);


/* Lays out a record of DTrace for Linux's buffer for the clause, aligned
 * as dt_rec_add() aligns it: sonda's own records differ, but specsize
 * counts DTrace's. With check, it is a record dt_cg_store_val() stores:
 * in a speculative record, one ending (off + csize) past specsize, counting
 * what the speculation holds already as DTrace does (its spec->size: only
 * its buffers whose output failed, sd_state.spec_size), is a speculative
 * drop and the clause ends there, as DTrace checks after the store. */
void cg_dt_rec(struct cg *g, uint32_t size, uint32_t align, bool check, uint32_t csize)
{
	uint32_t off = (g->dt_off + align - 1) & ~(align - 1);

	g->dt_off = off + size;
	if (!check || !g->spec_seen)
		return;
	uint64_t end = (uint64_t)off + csize;
	int skip = cg_label(g);
	cg_scratch_ptr(g, R1, 0);
	cg_emit(g, LDX(BPF_W, R2, R1, 4));
	cg_emit(g, ALU64_IMM(BPF_RSH, R2, SD_REC_SPEC_SHIFT));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), skip);
	if (end <= g->cu->opts->specsize) {
		spec_size_ptr(g, R2);
		cg_emit(g, LDX(BPF_DW, R3, R1, 0));
		cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)end));
		cg_emit_ld64(g, R2, g->cu->opts->specsize);
		cg_jmp(g, JMP_REG(BPF_JLE, R3, R2, 0), skip);
	}
	cg_count_drop(g, SD_DROP_SPEC);
	cg_jmp(g, JA(0), g->lbl_end);
	cg_place(g, skip);
}

/* dt_cg_store_val()'s record for a value of e's type: a string strsize + 1
 * bytes (checked as strsize), a struct or array its size aligned on 2, a
 * scalar its size aligned on it. */
static void dt_rec_value(struct cg *g, const struct sd_rec_field *f, const struct sd_node *e)
{
	uint32_t strsize = (uint32_t)g->cu->opts->strsize;	/* g->strsize is + 1 */

	if (e->type && sd_type_canon(e->type)->kind == SD_T_STRING)
		cg_dt_rec(g, strsize + 1, 1, true, strsize);
	else if (f->v.kind == SD_V_STR || f->v.kind == SD_V_BYTES)
		cg_dt_rec(g, (uint32_t)f->v.len, 2, true, (uint32_t)f->v.len);
	else
		cg_dt_rec(g, (uint32_t)f->v.size, (uint32_t)f->v.size, true, (uint32_t)f->v.size);
}

static void store_field(struct cg *g, const struct sd_rec_field *f, struct sd_node *e)
{
	store_field_only(g, f, e);
	dt_rec_value(g, f, e);
}

static void store_field_only(struct cg *g, const struct sd_rec_field *f, struct sd_node *e)
{
	if (f->v.kind == SD_V_BYTES) {	/* structs, arrays, print() */
		cg_store_bytes(g, f, e);
		return;
	}
	bool at_off = f->v.kind == SD_V_STR && cg_ref_member_at_offset(g, e);
	int r = at_off ? cg_addrof(g, e) : cg_expr(g, e);

	if (f->v.kind == SD_V_STR) {	/* a NULL string is a bad address, as DTrace */
		int ok = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
		cg_fault(g, SD_FAULT_BADADDR, r);
		cg_place(g, ok);
	}
	if (at_off)	/* p->name: read at DTrace's scratch offset, zeros */
		cg_alloca_addr_to_off(g, r);
	cg_scratch_ptr(g, R1, f->off);
	if (f->v.kind == SD_V_STR && f->v.size > 0 && (uint32_t)f->v.size != g->strsize) {
		/* a char array: all its bytes, as DTrace records it (%S escapes
		 * them), not its string over what an earlier record left; then
		 * a NUL for %s */
		cg_emit(g, MOV64_IMM(R2, f->v.size));
		cg_emit(g, MOV64_REG(R3, r));
		cg_call(g, BPF_FUNC_probe_read);
		cg_scratch_ptr(g, R1, f->off + (uint32_t)f->v.size);	/* any size */
		cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	} else if (f->v.kind == SD_V_STR) {
		cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
		cg_emit(g, MOV64_REG(R3, r));
		cg_call(g, BPF_FUNC_probe_read_str);
	} else {
		if (cg_alloca_value(g, e, r))	/* DTrace records its offset */
			cg_scratch_ptr(g, R1, f->off);
		cg_emit(g, STX(BPF_DW, R1, r, 0));
	}
	cg_free(g, r);
}

/* DTrace's dt_speculation() (bpf/speculation.c) tries the ids 1 to 16 and
 * no more, whatever nspec: no speculation has a higher id. */
#define SPEC_IDS 16

static int64_t spec_ids(const struct cg *g)
{
	return SD_MIN(g->cu->opts->nspec, SPEC_IDS);
}

/* R1 = the state word of speculation buffer r (1..nspec). */
static void spec_slot(struct cg *g, int r)
{
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, spec));
	cg_emit(g, MOV64_REG(R2, r));
	cg_emit(g, ALU64_IMM(BPF_SUB, R2, 1));
	cg_emit(g, ALU64_IMM(BPF_AND, R2, SD_MAX_SPEC - 1));
	cg_emit(g, ALU64_IMM(BPF_LSH, R2, 3));
	cg_emit(g, ALU64_REG(BPF_ADD, R1, R2));
}

/* commit(id), discard(id): a buffer in use (low word 1) is draining (2) until
 * the consumer has read what speculate() counted, as in DTrace's
 * dt_speculation_set_drainable(): speculate() to it does nothing,
 * speculation() cannot claim it and reports it busy. An id that names no
 * buffer (free, 0) stays as it is. */
static void mark_draining(struct cg *g, int r)
{
	int skip = cg_label(g);

	cg_emit(g, MOV32_REG(r, r));	/* a uint32_t, as DTrace's */
	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), skip);
	cg_jmp(g, JMP_IMM(BPF_JGT, r, (int32_t)spec_ids(g), 0), skip);	/* none such */
	spec_slot(g, r);
	cg_emit(g, LDX(BPF_W, R2, R1, 0));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 0, 0), skip);
	cg_emit(g, ST_IMM(BPF_W, R1, 0, 2));
	cg_place(g, skip);
}

/* speculate(id): the clause's record goes to speculation id. With id 0 or
 * an id that names no buffer, the rest of the clause does not run (as in
 * DTrace for Linux: there is nowhere to record its data). Else it counts
 * one more buffer written to the speculation. A value stored past specsize
 * later in the clause is a speculative drop (cg_dt_rec()); a record that
 * only overflows what the speculation already holds is dropped by the
 * consumer. */
static void gen_speculate(struct cg *g, struct sd_node *id)
{
	int r = cg_expr(g, id);
	int64_t nspec = spec_ids(g);

	cg_emit(g, MOV32_REG(r, r));	/* a uint32_t, as DTrace's */
	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), g->lbl_end);
	cg_jmp(g, JMP_IMM(BPF_JGT, r, (int32_t)nspec, 0), g->lbl_end);	/* <0 too */
	spec_slot(g, r);	/* only a buffer speculation() gave, not draining */
	cg_emit(g, LDX(BPF_W, R2, R1, 0));
	cg_jmp(g, JMP_IMM(BPF_JNE, R2, 1, 0), g->lbl_end);
	cg_emit(g, MOV64_IMM(R2, 1));	/* one more buffer written (high word) */
	cg_emit(g, ALU64_IMM(BPF_LSH, R2, 32));
	cg_emit(g, XADD64(R1, R2, 0));
	cg_emit(g, ALU64_IMM(BPF_LSH, r, SD_REC_SPEC_SHIFT));
	cg_scratch_ptr(g, R1, 0);
	cg_emit(g, LDX(BPF_W, R2, R1, 4));
	cg_emit(g, ALU64_REG(BPF_OR, R2, r));
	cg_emit(g, STX(BPF_W, R1, R2, 4));
	cg_free(g, r);
	g->spec_seen = true;
}

/* tracemem(addr, size [, dsize]): size bytes of memory, then the displayed
 * size (-1: all). dt_cg_act_tracemem( ) reads with bpf_probe_read( ), which
 * reads a user address (below the kernel's) from the process; memory that
 * cannot be read (even at address 0) is recorded as zeros: DTrace for Linux
 * does not check the read. */
static void gen_tracemem(struct cg *g, struct sd_node *n, struct sd_act_desc *a)
{
	struct sd_node *addr = n->u.call.args, *dsize = addr->next->next;
	/* an array in memory is read where it is, past its end too, as
	 * DTrace's value of an array is its address (a translated member's
	 * whose translator gives one as well: pr_fname), not a copy */
	bool at = addr->type->kind == SD_T_ARRAY && cg_is_place(addr) &&
		  !cg_place_is_user(addr);
	int r = at ? cg_addrof(g, addr) : cg_expr(g, addr);

	/* an alloca( )'d pointer is read at its value, DTrace's scratch
	 * offset, as dt_cg_act_tracemem( ) does not make it an address: the
	 * read fails and records zeros */
	cg_alloca_value(g, addr, r);
	cg_dt_rec(g, (uint32_t)a->fields[0].v.len, 1, false, 0);

	cg_scratch_ptr(g, R1, a->fields[0].off);
	cg_emit(g, MOV64_IMM(R2, (int32_t)a->fields[0].v.len));
	cg_emit(g, MOV64_REG(R3, r));
	cg_call(g, BPF_FUNC_probe_read);
	cg_free(g, r);
	if (dsize) {	/* DTrace stores it at its own type's size */
		struct sd_rec_field f = a->fields[1];
		to_value(g, dsize->type, &f.v);
		store_field_only(g, &a->fields[1], dsize);
		dt_rec_value(g, &f, dsize);
	} else {
		cg_scratch_ptr(g, R1, a->fields[1].off);
		cg_emit(g, ST_IMM(BPF_DW, R1, 0, -1));
	}
}

/* R1 = &field + 0, R2 = size, R3 = base + off: probe_read_kernel() */
static void read_kernel(struct cg *g, uint32_t field, int size, int base, uint32_t off)
{
	cg_scratch_ptr(g, R1, field);
	cg_emit(g, MOV64_IMM(R2, size));
	cg_emit(g, MOV64_REG(R3, base));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)off));
	cg_call(g, BPF_FUNC_probe_read_kernel);
}

/* pcap(skb, proto), as DTrace's dt_cg_act_pcap: the time (ns since boot),
 * the packet's linear length (skb->len - skb->data_len, at most pcapsize;
 * 0 for a NULL skb, which the consumer skips), the link type and the bytes
 * at skb->data. Field 3 holds data_len and data while they are read. */
static void gen_pcap(struct cg *g, struct sd_node *n, struct sd_act_desc *a)
{
	struct sd_node *skb = n->u.call.args;
	struct sd_type *t = sd_ktype_lookup(&g->cu->types, "sk_buff", SD_TAG_STRUCT);
	const struct sd_member *len = sd_type_member(&g->cu->types, t, "len"),
		*dlen = sd_type_member(&g->cu->types, t, "data_len"),
		*data = sd_type_member(&g->cu->types, t, "data");
	uint32_t f1 = a->fields[1].off, f3 = a->fields[3].off;
	int done = cg_label(g);

	cg_call(g, BPF_FUNC_ktime_get_ns);
	cg_scratch_ptr(g, R1, a->fields[0].off);
	cg_emit(g, STX(BPF_DW, R1, R0, 0));
	cg_dt_rec(g, 8, 8, false, 0);	/* DTrace's time, size, proto, data */
	cg_dt_rec(g, 4, 4, false, 0);
	store_field(g, &a->fields[2], skb->next);
	cg_dt_rec(g, (uint32_t)a->fields[3].v.len, 1, false, 0);
	int r = cg_expr(g, skb);
	cg_scratch_ptr(g, R1, f1);
	cg_emit(g, ST_IMM(BPF_DW, R1, 0, 0));
	cg_emit(g, ST_IMM(BPF_DW, R1, (int16_t)(f3 - f1), 0));
	cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), done);
	read_kernel(g, f1, 4, r, len->off);
	read_kernel(g, f3, 4, r, dlen->off);
	int l = cg_reg(g);
	cg_scratch_ptr(g, R1, f1);	/* f1 may pass a 16-bit offset */
	cg_emit(g, LDX(BPF_W, l, R1, 0));
	cg_emit(g, LDX(BPF_W, R2, R1, (int16_t)(f3 - f1)));
	cg_emit(g, ALU32_REG(BPF_SUB, l, R2));
	int ok = cg_label(g);
	cg_jmp(g, JMP_IMM(BPF_JLE, l, (int32_t)a->fields[3].v.len, 0), ok);
	cg_emit(g, MOV64_IMM(l, (int32_t)a->fields[3].v.len));
	cg_place(g, ok);
	cg_emit(g, STX(BPF_DW, R1, l, 0));
	read_kernel(g, f3, 8, r, data->off);
	cg_scratch_ptr(g, R1, f3);
	cg_emit(g, LDX(BPF_DW, R3, R1, 0));
	cg_emit(g, MOV64_REG(R2, l));
	cg_call(g, BPF_FUNC_probe_read_kernel);
	cg_free(g, l);
	cg_place(g, done);
	cg_free(g, r);
}

/* DTrace's records for what stores no value of sonda's: the empty record
 * of a printf( ) without arguments, setopt( )'s name and value (an int 0
 * for none), trunc( )'s count when it has none (dt_cg_act_trunc( ) stores
 * an int 0). */
static void dt_rec_other(struct cg *g, enum sd_func f, const struct sd_act_desc *a)
{
	if ((f == SD_F_PRINTF || f == SD_F_SYSTEM || f == SD_F_FREOPEN) && !a->nfields)
		cg_dt_rec(g, 0, 1, false, 0);
	else if (f == SD_F_FTRUNCATE)
		cg_dt_rec(g, 0, 1, false, 0);
	else if (f == SD_F_TRUNC && !a->nfields)	/* dt_node_int(0) */
		cg_dt_rec(g, 4, 4, true, 4);
	else if (f == SD_F_SETOPT && a->nfields == 1)	/* recorded: its name */
		cg_dt_rec(g, 4, 4, true, 4);
	else if (f == SD_F_SETOPT && !a->nfields) {
		uint32_t strsize = (uint32_t)g->cu->opts->strsize;
		cg_dt_rec(g, strsize + 1, 1, true, strsize);
		if (a->value)
			cg_dt_rec(g, strsize + 1, 1, true, strsize);
		else
			cg_dt_rec(g, 4, 4, true, 4);
	}
}

/* speculation(): claims a free buffer (cmpxchg 0 -> 1); 0 if none. */
int cg_speculation(struct cg *g)
{
	int64_t nspec = spec_ids(g);
	int r = cg_reg(g), done = cg_label(g);

	for (int64_t i = 0; i < nspec; i++) {
		cg_emit_map(g, R1, SD_MAP_STATE, 0, true,
			    (uint32_t)(offsetof(struct sd_state, spec) + 8 * i));
		cg_emit(g, MOV64_IMM(R0, 0));
		cg_emit(g, MOV64_IMM(R2, 1));
		cg_emit(g, SD_INSN(BPF_STX | BPF_ATOMIC | BPF_DW, R1, R2, 0, BPF_CMPXCHG));
		cg_emit(g, MOV64_IMM(r, (int32_t)(i + 1)));
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), done);
	}
	/* none free: busy if one is committing or discarding (slot 2) */
	int busy = cg_label(g), count = cg_label(g);
	for (int64_t i = 0; i < nspec; i++) {
		cg_emit_map(g, R1, SD_MAP_STATE, 0, true,
			    (uint32_t)(offsetof(struct sd_state, spec) + 8 * i));
		cg_emit(g, LDX(BPF_W, R2, R1, 0));
		cg_jmp(g, JMP_IMM(BPF_JEQ, R2, 2, 0), busy);
	}
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true,
		    offsetof(struct sd_state, drops) + 8 * SD_DROP_SPECFAIL);
	cg_jmp(g, JA(0), count);
	cg_place(g, busy);
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true,
		    offsetof(struct sd_state, drops) + 8 * SD_DROP_SPECBUSY);
	cg_place(g, count);
	cg_emit(g, MOV64_IMM(r, 0));
	cg_emit(g, MOV64_IMM(R2, 1));
	cg_emit(g, XADD64(R1, R2, 0));
	cg_place(g, done);
	return r;
}

void cg_stmt_call(struct cg *g, struct sd_node *n)
{
	struct sd_ref *ref = n->sema;

	if (ref->kind == SD_REF_SUBR) {
		int r = cg_subr(g, n);
		if (r >= 0)
			cg_free(g, r);
		return;
	}
	if (ref->func == SD_F_SPECULATE) {
		gen_speculate(g, n->u.call.args);
		return;
	}
	if (ref->func == SD_F_SPECULATION) {	/* a value unused: it still
						   claims a buffer, or fails */
		cg_free(g, cg_speculation(g));
		return;
	}
	if (ref->func == SD_F_COMMIT || ref->func == SD_F_DISCARD) {
		/* an id past nspec is an illegal operation, one up to it that
		 * names no buffer does nothing: DTrace's
		 * dt_speculation_set_drainable() compares the id's low 32
		 * bits with nspec (at most UINT_MAX: rt/load.c) */
		int ai = g->actno++, ok = cg_label(g);
		int r = cg_expr(g, n->u.call.args);
		uint32_t nspec = (uint32_t)g->cu->opts->nspec;
		cg_jmp(g, SD_INSN(BPF_JMP32 | BPF_OP(BPF_JLE) | BPF_K, r, 0, 0, (int32_t)nspec),
		       ok);	/* unsigned, 32 bits */
		cg_fault(g, SD_FAULT_ILLOP, -1);	/* value 0, as DTrace's */
		cg_place(g, ok);
		mark_draining(g, r);
		cg_scratch_ptr(g, R1, g->ep->acts[ai].fields[0].off);
		cg_emit(g, STX(BPF_DW, R1, r, 0));
		cg_free(g, r);
		dt_rec_value(g, &g->ep->acts[ai].fields[0], n->u.call.args);
		set_mask(g, ai);
		return;
	}
	if (ref->func == SD_F_TRACEMEM || ref->func == SD_F_PCAP) {
		int ai = g->actno++;
		if (ref->func == SD_F_PCAP)
			gen_pcap(g, n, &g->ep->acts[ai]);
		else
			gen_tracemem(g, n, &g->ep->acts[ai]);
		set_mask(g, ai);
		return;
	}
	if (ref->func == SD_F_STOP && cg_tracer_frame(g))
		return;	/* the process is sonda itself: stopping it would hang */
	if (ref->func == SD_F_RAISE || ref->func == SD_F_STOP) {
		int r = -1;
		if (ref->func == SD_F_RAISE)
			r = cg_expr(g, n->u.call.args);
		if (r >= 0)
			cg_emit(g, MOV64_REG(R1, r));
		else
			cg_emit(g, MOV64_IMM(R1, 19));	/* SIGSTOP */
		/* the process, not the thread: DTrace's dt_cg_act_raise( ) */
		cg_call(g, BPF_FUNC_send_signal);
		if (r >= 0)
			cg_free(g, r);
		return;
	}
	if (!sd_func_records(ref->func))
		return;
	int ai = g->actno++;	/* laid out in visiting order */
	struct sd_act_desc *a = &g->ep->acts[ai];
	if (ref->func >= SD_F_STACK && ref->func <= SD_F_UADDR) {
		const struct sd_value *v = &a->fields[0].v;
		if (n->type->symkind == SD_SK_KSTACK || n->type->symkind == SD_SK_USTACK)
			cg_stack_value(g, n, a->fields[0].off, false);
		else
			cg_symaddr_value(g, n, a->fields[0].off);
		/* DTrace's records: the frames (a user stack after its
		 * process ID), an address, or a process ID and an address */
		if (v->kind == SD_V_KSTACK || v->kind == SD_V_USTACK)
			cg_dt_rec(g, 8u * (uint32_t)v->npcs + (v->kind == SD_V_USTACK ? 8 : 0),
				  8, false, 0);
		else
			cg_dt_rec(g, v->kind == SD_V_KSYM || v->kind == SD_V_KMOD ? 8 : 16, 8,
				  true, 8);
		set_mask(g, ai);
		return;
	}
	struct sd_node *arg = n->u.call.args;
	if ((ref->func == SD_F_SETOPT && !a->nfields) || ref->func == SD_F_FTRUNCATE)
		arg = NULL;
	if (ref->func == SD_F_SYSTEM || ref->func == SD_F_FREOPEN ||
	    ref->func == SD_F_PRINTF || ref->func == SD_F_PRINTA ||
	    ref->func == SD_F_CLEAR || ref->func == SD_F_TRUNC ||
	    ref->func == SD_F_NORMALIZE || ref->func == SD_F_DENORMALIZE)
		arg = arg->next;
	if (ref->func == SD_F_PRINTA)
		arg = NULL;
	for (int i = 0; i < a->naggs; i++)	/* DTrace's aggregation IDs */
		cg_dt_rec(g, 4, 4, true, 4);
	if (ref->func == SD_F_PRINT) {
		/* dt_cg_act_print( ): the address and the object, each
		 * aligned on 8, not dt_cg_store_val( )'s (no specsize check) */
		store_field_only(g, &a->fields[0], arg);
		cg_dt_rec(g, 8, 8, false, 0);
		cg_dt_rec(g, (uint32_t)a->fields[0].v.len - 8, 8, false, 0);
		arg = NULL;
	}
	for (int i = 0; i < a->nfields && arg; i++, arg = arg->next)
		store_field(g, &a->fields[i], arg);
	dt_rec_other(g, ref->func, a);
	set_mask(g, ai);
	if (ref->func == SD_F_EXIT) {
		cg_emit_map(g, R1, SD_MAP_STATE, 0, true, 0);
		cg_emit(g, ST_IMM(BPF_W, R1, 0, SD_STATE_STOPPED));
		cg_emit(g, ST_IMM(BPF_DW, R10, SLOT_EXITED, 1));
	}
}
