/* cg_var.c - loads and stores of D variables.
 *
 *   global   a direct load/store in the globals map value
 *   this->   the per-CPU clause-local area (found once in the prologue)
 *   self->   a hash map per variable keyed by the thread (pid_tgid; the
 *            CPU for thread id 0, see thread_key( ))
 *   a[k..]   a hash map per array keyed by the key blob (built in scratch)
 *   self->a[k..]  the same, with the thread (pid_tgid) first in the key
 *
 * A missing dynamic element reads as 0 (or ""); storing 0 deletes it; a
 * store that finds the map full counts a dynamic variable drop.
 */
#include "cg_int.h"

#include <string.h>

#include "../base/opts.h"

/* A string variable in the globals or clause-local area holding NULL (a
 * string subroutine's no-match result, or NULL assigned): its first two
 * bytes are 00 7f, so that it still reads as "" where its bytes are used. */
#define NULL_STRING 0x7f00

static uint32_t keysz(struct cg *g, const struct sd_type *t)
{
	if (cg_key_bytes(t))	/* struct, union, array keys: their bytes */
		return cg_key_bytes_slot(t);
	return t->kind == SD_T_STRING ? (uint32_t)SD_ALIGN(g->strsize, 8) : 8;
}

static uint32_t valsz(struct cg *g, const struct sd_type *t)
{
	if (t->kind == SD_T_STRING)
		return (uint32_t)SD_ALIGN(g->strsize, 8);
	return t->size > 8 ? (uint32_t)SD_ALIGN(t->size, 8) : 8;
}

/* A variable past the first few (g->share.dvar_own) joins the array of
 * maps of an earlier one with its key and value sizes (as the sharing
 * level makes them: cg_maps.c), or starts one. */
static void nest(struct cg *g, struct sd_dvar_layout *l)
{
	l->nested = true;
	l->outer = l->id;
	l->noslots = 1;
	cg_share_dvar(g, l);
	for (int i = 0; i < l->id; i++) {
		struct sd_dvar_layout *o = &g->img->dvars[i];
		if (o->nested && o->outer == i && o->keysize == l->keysize &&
		    o->valsize == l->valsize) {
			l->outer = i;
			l->oslot = o->noslots++;
			l->noslots = 0;
			return;
		}
	}
}

struct sd_dvar_layout *cg_dvar_layout(struct cg *g, const struct sd_var *v)
{
	struct sd_dvar_layout *l = &g->img->dvars[v->id];

	if (l->valsize)
		return l;
	l->id = v->id;
	l->tls = v->kind == SD_VAR_TLS;
	l->valsize = valsz(g, v->type);
	/* DTrace's string type is char[strsize] (g->strsize counts a NUL) */
	g->maxdvar = SD_MAX(g->maxdvar, v->type->kind == SD_T_STRING ? g->strsize - 1 :
			    v->type->size ? v->type->size : 8);
	if (!l->tls)
		cg_note_tuple(g, v->keys, v->nkeys);
	if (l->tls) {
		l->keysize = 8;
	} else {
		if (v->tls)	/* self->a[k]: the thread comes first */
			l->keysize = 8;
		for (int i = 0; i < v->nkeys; i++) {
			l->key_off[i] = l->keysize;
			l->keysize += keysz(g, v->keys[i]);
		}
		if (!l->keysize)
			l->keysize = 8;
	}
	if (v->id >= g->share.dvar_own)
		nest(g, l);
	return l;
}

void cg_dvar_map(struct cg *g, int reg, const struct sd_var *v)
{
	const struct sd_dvar_layout *l = cg_dvar_layout(g, v);

	if (l->nested)
		cg_emit_inner_map(g, reg, SD_MAP_DVAROUTER, l->outer, l->oslot, -1);
	else
		cg_emit_map(g, reg, SD_MAP_DVAR, v->id, false, 0);
}

/* The bytes DTrace's tuple of these keys takes (dt_cg_arglist): a 4-byte
 * variable id, each key at its alignment (a string strsize + 1 bytes,
 * a struct its bytes, a user symbol its pid and address), then the 8-byte
 * thread key slot. Every keyed variable and aggregation has one. */
void cg_note_tuple(struct cg *g, struct sd_type *const *keys, int nkeys)
{
	uint64_t size = 4;

	for (int i = 0; i < nkeys; i++) {
		const struct sd_type *t = keys[i];
		uint64_t sz;
		if (t->symkind == SD_SK_KSTACK || t->symkind == SD_SK_USTACK)
			sz = cg_stack_size(t, true);
		else if (t->symkind == SD_SK_USYM || t->symkind == SD_SK_UMOD ||
			 t->symkind == SD_SK_UADDR)
			sz = 16;
		else if (t->kind == SD_T_STRING) {
			size += g->strsize;	/* strsize + 1, as dt_cg_arglist */
			continue;
		} else if (sd_type_is_aggr(t)) {
			size += t->size;
			continue;
		} else
			sz = t->size && t->size <= 8 ? t->size : 8;
		uint64_t al = sz < 8 ? sz : 8;
		size = SD_ALIGN(size, al) + sz;
	}
	g->maxtuple = SD_MAX(g->maxtuple, size + 8);
}

/* Dynamic variables share dynvarsize as in DTrace's one map of them
 * (gmap_create_dvars): dynvarsize / (largest tuple + largest value)
 * entries, the tuples counted only when the program has keys (an
 * aggregation's count too). Each variable's map may hold that many on its
 * own, up to DVAR_ENTRIES_ALL / variables (at least DVAR_ENTRIES_MIN): a
 * map's bucket table is made with it (16 bytes an entry), and 30 self->
 * variables at DTrace's default count would take 120 MB of kernel memory.
 * 0 entries: too small (rt refuses to enable tracing). */
#define DVAR_ENTRIES_ALL	524288
#define DVAR_ENTRIES_MIN	16384

void cg_dvar_size(struct cg *g)
{
	struct sd_image *img = g->img;
	uint64_t per = g->maxtuple + g->maxdvar;
	uint64_t n = per ? g->cu->opts->dynvarsize / per : 0;
	uint64_t cap = img->ndvars ? DVAR_ENTRIES_ALL / (uint64_t)img->ndvars : 0;

	cap = SD_MAX(cap, DVAR_ENTRIES_MIN);
	img->dvar_pool = n;
	if (n > cap)
		n = cap;
	for (int i = 0; i < img->ndvars; i++)
		img->dvars[i].max_entries = (uint32_t)n;
}

static struct sd_var *node_var(struct sd_node *n)
{
	return ((struct sd_ref *)n->sema)->var;
}

static int size_of(const struct sd_type *t)
{
	return t->size == 1 || t->size == 2 || t->size == 4 ? (int)t->size : 8;
}

/* R0 = the thread's part of a self-> key: its pid_tgid, or for thread id 0
 * (each CPU's idle task, in whose context interrupts and profile probes
 * fire) a key of that CPU's own, as DTrace's dt_tlskey( ) (bpf/get_dvar.c)
 * keys tid 0 by the CPU: one CPU's idle self-> variables are not another's.
 * The CPU's key has the top 33 bits set, which no pid_tgid has. */
static void thread_key(struct cg *g)
{
	int l = cg_label(g);

	cg_call(g, BPF_FUNC_get_current_pid_tgid);
	cg_emit(g, MOV64_REG(R1, R0));
	cg_emit(g, ALU64_IMM(BPF_LSH, R1, 32));
	cg_jmp(g, JMP_IMM(BPF_JNE, R1, 0, 0), l);
	cg_call(g, BPF_FUNC_get_smp_processor_id);
	cg_emit(g, ALU64_IMM(BPF_OR, R0, INT32_MIN));
	cg_place(g, l);
}

/* Builds the key of lv into scratch (arrays) or a stack slot (self->). */
void cg_lv_prep(struct cg *g, struct sd_node *n, struct cg_lval *lv)
{
	memset(lv, 0, sizeof(*lv));
	lv->v = node_var(n);
	if (lv->v->kind == SD_VAR_TLS) {
		lv->kslot = cg_slot(g, 8);
		thread_key(g);
		cg_emit(g, STX(BPF_DW, R10, R0, lv->kslot));
		return;
	}
	if (lv->v->kind != SD_VAR_ASSOC)
		return;
	const struct sd_dvar_layout *l = cg_dvar_layout(g, lv->v);
	lv->koff = cg_scratch(g, l->keysize);
	cg_zero_scratch(g, lv->koff, l->keysize);
	if (lv->v->tls) {
		thread_key(g);
		cg_scratch_ptr(g, R1, lv->koff);
		cg_emit(g, STX(BPF_DW, R1, R0, 0));
	}
	int i = 0;
	uint32_t cell[SD_TUPLE_MAX] = { 0 };
	bool ref[SD_TUPLE_MAX] = { false };
	for (struct sd_node *k = n->u.index.args; k; k = k->next, i++) {
		int r = cg_ref_value(g, k, lv->v->keys[i], CG_REF_KEY);
		if ((ref[i] = cg_key_by_ref(lv->v->keys[i]))) {
			cell[i] = cg_key_save(g, r);
		} else {	/* cast to the key type, as dt_cg_arglist() */
			cg_alloca_value(g, k, r);	/* DTrace's, its offset */
			cg_scratch_ptr(g, R1, lv->koff + l->key_off[i]);
			cg_normalize(g, r, lv->v->keys[i]);
			cg_emit(g, STX(BPF_DW, R1, r, 0));
		}
		cg_free(g, r);
	}
	cg_key_copy_refs(g, lv->v->keys, ref, cell, i, lv->koff, l->key_off,
			 n->u.index.args);
}

void cg_lv_key_ptr(struct cg *g, const struct cg_lval *lv)
{
	if (lv->v->kind == SD_VAR_TLS) {
		cg_emit(g, MOV64_REG(R2, R10));
		cg_emit(g, ALU64_IMM(BPF_ADD, R2, lv->kslot));
	} else {
		cg_scratch_ptr(g, R2, lv->koff);
	}
}

/* Jumps to label when lv's dynamic variable exists (uses R0-R5). */
void cg_lv_jmp_exists(struct cg *g, const struct cg_lval *lv, int label)
{
	cg_dvar_map(g, R1, lv->v);
	cg_lv_key_ptr(g, lv);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), label);
}

/* r = the address of a global or clause-local variable. */
static void static_addr(struct cg *g, int r, const struct sd_var *v)
{
	if (v->kind == SD_VAR_GLOBAL) {
		cg_emit_map(g, r, SD_MAP_GLOBALS, 0, true, v->off);
	} else {
		cg_emit(g, LDX(BPF_DW, r, R10, SLOT_THIS));
		if (v->off)
			cg_emit(g, ALU64_IMM(BPF_ADD, r, (int32_t)v->off));
	}
}

int cg_lv_load(struct cg *g, const struct cg_lval *lv)
{
	cg_var_use(g, lv->v, false);
	return cg_lv_reload(g, lv);
}

int cg_lv_reload(struct cg *g, const struct cg_lval *lv)
{
	const struct sd_var *v = lv->v;
	int r = cg_reg(g);

	if (v->kind == SD_VAR_GLOBAL || v->kind == SD_VAR_THIS) {
		static_addr(g, r, v);
		if (v->type->kind != SD_T_STRING) {
			cg_emit(g, LDX(sd_bpf_size(size_of(v->type)), r, r, 0));
			cg_normalize(g, r, v->type);
		} else {
			cg_emit(g, LDX(BPF_H, R0, r, 0));
			cg_emit(g, JMP_IMM(BPF_JNE, R0, NULL_STRING, 1));
			cg_emit(g, MOV64_IMM(r, 0));
		}
		return r;
	}
	cg_dvar_map(g, R1, v);
	cg_lv_key_ptr(g, lv);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	if (v->type->kind == SD_T_STRING) {	/* a missing string is NULL */
		cg_emit(g, MOV64_REG(r, R0));
		return r;
	}
	cg_emit(g, MOV64_IMM(r, 0));
	cg_emit(g, JMP_IMM(BPF_JEQ, R0, 0, 1));
	cg_emit(g, LDX(sd_bpf_size(size_of(v->type)), r, R0, 0));
	cg_normalize(g, r, v->type);
	return r;
}

static void count_drop(struct cg *g)
{
	cg_count_drop(g, SD_DROP_DYNVAR);
}

/* The variables' maps share one pool (sd_state.dvar_live, dvar_pool), as
 * DTrace's self-> variables and associative elements share its dvars map:
 * a new entry takes its place first, and one that finds the pool full is a
 * dynamic variable drop that ends the clause (uses R1-R3). */
void cg_dvar_claim(struct cg *g)
{
	int ok = cg_label(g);

	cg_pool_take(g, offsetof(struct sd_state, dvar_live), ok);
	cg_dvar_release(g);
	count_drop(g);
	cg_jmp(g, JA(0), g->lbl_end);
	cg_place(g, ok);
}

/* An entry deleted or not made after all gives its place back (R1, R2). */
void cg_dvar_release(struct cg *g)
{
	cg_emit_map(g, R1, SD_MAP_STATE, 0, true, offsetof(struct sd_state, dvar_live));
	cg_emit(g, MOV64_IMM(R2, -1));
	cg_emit(g, XADD64(R1, R2, 0));
}

/* A string value as a dynamic variable stores it, as DTrace's
 * dt_cg_store_var( ) copies it into the element (made zeroed when new): n
 * bytes (cg_str_src_size( )) with dt_cg_memcpy( ), here into a scratch
 * buffer of the element's size (returns its offset); when n is less than
 * strsize (a char *'s 8 bytes), the element's old bytes follow them. An
 * address in r whose n bytes cannot all be read leaves "" and is put in
 * the cell bad: DTrace's copy faults (invalid address, the source) once
 * the element is made. */
static uint32_t str_value(struct cg *g, const struct cg_lval *lv, int r, uint32_t n,
			  uint32_t bad)
{
	uint32_t size = valsz(g, lv->v->type);
	uint32_t tmp = cg_scratch(g, cg_dvar_layout(g, lv->v)->valsize);
	int ok = cg_label(g);

	cg_scratch_ptr(g, R1, tmp + n);
	cg_emit(g, ST_IMM(BPF_B, R1, 0, 0));
	if (n < g->strsize - 1) {
		cg_dvar_map(g, R1, lv->v);
		cg_lv_key_ptr(g, lv);
		cg_call(g, BPF_FUNC_map_lookup_elem);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
		cg_scratch_ptr(g, R1, tmp);
		cg_emit(g, MOV64_IMM(R2, (int32_t)size));
		cg_emit(g, MOV64_REG(R3, R0));
		cg_call(g, BPF_FUNC_probe_read);
		cg_place(g, ok);
		ok = cg_label(g);
	}
	cg_scratch_ptr(g, R1, tmp);
	cg_emit(g, MOV64_IMM(R2, (int32_t)n));
	cg_emit(g, MOV64_REG(R3, r));
	cg_call(g, BPF_FUNC_probe_read);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
	cg_scratch_ptr(g, R1, bad);
	cg_emit(g, STX(BPF_DW, R1, r, 0));
	cg_place(g, ok);
	return tmp;
}

/* Faults with the address in the cell bad unless it is 0. */
static void bad_copy(struct cg *g, uint32_t bad)
{
	int ok = cg_label(g);

	cg_scratch_ptr(g, R1, bad);
	cg_emit(g, LDX(BPF_DW, R1, R1, 0));
	cg_jmp(g, JMP_IMM(BPF_JEQ, R1, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
}

static void update_dynamic(struct cg *g, const struct cg_lval *lv, int slot, uint32_t tmp)
{
	cg_dvar_map(g, R1, lv->v);
	cg_lv_key_ptr(g, lv);
	if (!slot) {
		cg_scratch_ptr(g, R3, tmp);
	} else {
		cg_emit(g, MOV64_REG(R3, R10));
		cg_emit(g, ALU64_IMM(BPF_ADD, R3, slot));
	}
	cg_emit(g, MOV64_IMM(R4, BPF_ANY));
	cg_call(g, BPF_FUNC_map_update_elem);
}

/* keep: 0 is stored too, never deleting the variable (++ and --). */
static void store_dynamic(struct cg *g, const struct cg_lval *lv, int r, uint32_t n,
			  bool keep)
{
	const struct sd_var *v = lv->v;
	int ldel = cg_label(g), lend = cg_label(g);
	uint32_t bad = 0;

	if (v->type->kind == SD_T_STRING) {
		bad = cg_scratch(g, 8);
		cg_scratch_ptr(g, R1, bad);
		cg_emit(g, ST_IMM(BPF_DW, R1, 0, 0));
	}
	/* 0 deletes; for a string, NULL (what string subroutines may return) */
	if (!keep)
		cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), ldel);
	int slot = 0;
	uint32_t tmp = 0;
	if (v->type->kind == SD_T_STRING) {
		tmp = str_value(g, lv, r, n, bad);
	} else if (cg_dvar_layout(g, v)->valsize > 8) {	/* shared (cg_maps.c) */
		tmp = cg_scratch(g, cg_dvar_layout(g, v)->valsize);
		cg_scratch_ptr(g, R1, tmp);
		cg_emit(g, STX(BPF_DW, R1, r, 0));
	} else {
		slot = cg_slot(g, 8);
		cg_emit(g, STX(BPF_DW, R10, r, slot));
	}
	int lold = cg_label(g);
	cg_dvar_map(g, R1, v);
	cg_lv_key_ptr(g, lv);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), lold);
	cg_dvar_claim(g);
	/* a drop ends the clause, its record unsent, as DTrace's
	 * dt_cg_store_var() returns when dt_get_dvar() finds no room */
	update_dynamic(g, lv, slot, tmp);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), lend);
	cg_dvar_release(g);
	count_drop(g);
	cg_jmp(g, JA(0), g->lbl_end);
	cg_place(g, lold);
	update_dynamic(g, lv, slot, tmp);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), lend);
	count_drop(g);
	cg_jmp(g, JA(0), g->lbl_end);
	if (!keep) {
		cg_place(g, ldel);
		cg_dvar_map(g, R1, v);
		cg_lv_key_ptr(g, lv);
		cg_call(g, BPF_FUNC_map_delete_elem);
		cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), lend);	/* there was none */
		cg_dvar_release(g);
	}
	cg_place(g, lend);
	if (bad)
		bad_copy(g, bad);
}

/* A global or clause-local string variable has strsize bytes, as in
 * DTrace, and takes a string as DTrace's dt_cg_store_var( ) does: NULL is
 * NULL_STRING; any other address has its first two bytes zeroed, then n
 * bytes copied from it with dt_cg_memcpy( ) (cg_str_src_size( ): strsize
 * of a string, 8 of a char *), whatever follows the NUL too, so a char *'s
 * string keeps the variable's old bytes past its eighth. Not all n bytes
 * readable is an invalid address, the source's (the variable is left
 * zeroed). A variable of strsize characters has no NUL: every read of a
 * string copies at most strsize characters, so the next variable's bytes
 * are never part of it; the areas keep a byte of slack after the last. */
static void store_static_str(struct cg *g, const struct sd_var *v, int r, uint32_t n)
{
	int ok = cg_label(g), copy = cg_label(g);

	static_addr(g, R1, v);
	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), copy);
	cg_emit(g, ST_IMM(BPF_H, R1, 0, NULL_STRING));
	cg_jmp(g, JA(0), ok);
	cg_place(g, copy);
	cg_emit(g, ST_IMM(BPF_H, R1, 0, 0));
	cg_emit(g, MOV64_IMM(R2, (int32_t)n));
	cg_emit(g, MOV64_REG(R3, r));
	cg_call(g, BPF_FUNC_probe_read);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
}

void cg_lv_store(struct cg *g, const struct cg_lval *lv, int r)
{
	cg_lv_store_str(g, lv, r, g->strsize - 1);
}

void cg_lv_store_keep(struct cg *g, const struct cg_lval *lv, int r)
{
	if (lv->v->kind != SD_VAR_TLS && lv->v->kind != SD_VAR_ASSOC) {
		cg_lv_store(g, lv, r);
		return;
	}
	cg_var_use(g, lv->v, true);
	store_dynamic(g, lv, r, g->strsize - 1, true);
}

void cg_lv_store_str(struct cg *g, const struct cg_lval *lv, int r, uint32_t n)
{
	const struct sd_var *v = lv->v;

	cg_var_use(g, v, true);
	if (v->kind == SD_VAR_TLS || v->kind == SD_VAR_ASSOC) {
		store_dynamic(g, lv, r, n, false);
		return;
	}
	if (v->type->kind == SD_T_STRING) {
		store_static_str(g, v, r, n);
		return;
	}
	static_addr(g, R1, v);
	cg_emit(g, STX(sd_bpf_size(size_of(v->type)), R1, r, 0));
}
