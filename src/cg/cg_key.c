/* cg_key.c - the keys of associative arrays and aggregations: which key
 * types are copied by reference, the value of each key component as
 * DTrace's dt_cg_arglist( ) takes it (an alloca( )'d address as its scratch
 * offset), and the copies of the by-reference components into the key.
 */
#include "cg_int.h"

#include "../kern/bpf.h"

bool cg_key_bytes(const struct sd_type *kt)
{
	const struct sd_type *c = sd_type_canon(kt);

	return sd_type_is_aggr(c) || c->kind == SD_T_ARRAY;
}

uint32_t cg_key_bytes_slot(const struct sd_type *kt)
{
	uint32_t n = kt->size ? kt->size : 1;

	return (uint32_t)SD_ALIGN(n + (sd_type_is_stringlike(kt) ? 1 : 0), 8);
}

bool cg_key_by_ref(const struct sd_type *kt)
{
	return kt->kind == SD_T_STRING || cg_key_bytes(kt);
}

/* The pointer that string key k makes a string of, (string)p or
 * stringof(p), when it may point into alloca( )'d memory; else NULL. */
static const struct sd_node *alloca_str_operand(const struct sd_node *k)
{
	const struct sd_node *a;

	if (k->kind == SD_N_STRINGOF)
		a = k->u.unop.a;
	else if (k->kind == SD_N_CAST && k->type->kind == SD_T_STRING)
		a = k->u.cast.a;
	else
		return NULL;
	if (!a->type || sd_type_canon(a->type)->kind != SD_T_PTR || !cg_maybe_alloca(a))
		return NULL;
	return a;
}

int cg_ref_value(struct cg *g, struct sd_node *k, const struct sd_type *kt, enum cg_ref how)
{
	bool key = how == CG_REF_KEY;
	bool bytes = sd_type_is_aggr(kt) ||
		     (key && cg_key_bytes(kt) && cg_key_bytes(k->type));

	bool place = (k->kind == SD_N_UNOP && k->u.unop.op == SD_OP_DEREF && !k->sema) ||
		     (k->kind == SD_N_MEMBER && k->u.member.arrow);

	if (bytes && !key && k->kind == SD_N_MEMBER && cg_place_maybe_alloca(k))
		place = true;	/* (*p).s */
	if (bytes && place) {
		int r = cg_addrof(g, k);
		/* an address into alloca( )'d memory stays DTrace's scratch
		 * offset (dt_cg_arglist( ) reads a key as it is, and so does
		 * dt_cg_memcpy( ) an assignment's source, but that of a global
		 * or clause-local variable when the source is alloca-tainted:
		 * p->m, not *p nor (*p).m): the read fails */
		if (key || (cg_place_maybe_alloca(k) &&
			    (how == CG_REF_COPY || sd_sema_alloca_free(k))))
			cg_alloca_addr_to_off(g, r);
		return r;
	}
	/* DTrace's dt_cg_arglist( ) reads a key's string at the value as
	 * it is */
	int r = key && kt->kind == SD_T_STRING ? cg_alloca_str_raw(g, k) : -1;

	return r >= 0 ? r : cg_expr(g, k);
}

int cg_alloca_str_raw(struct cg *g, struct sd_node *k)
{
	const struct sd_node *a = alloca_str_operand(k);

	if (!a)
		return -1;
	int r = cg_expr(g, (struct sd_node *)a), ok = cg_label(g);

	if (k->kind == SD_N_STRINGOF) {	/* stringof NULL (DTrace) */
		cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
		cg_fault(g, SD_FAULT_BADADDR, r);
		cg_place(g, ok);
	}
	cg_alloca_addr_to_off(g, r);
	return r;
}

uint32_t cg_key_save(struct cg *g, int r)
{
	uint32_t cell = cg_scratch(g, 8);

	cg_scratch_ptr(g, R1, cell);
	cg_emit(g, STX(BPF_DW, R1, r, 0));
	return cell;
}

static void key_copy(struct cg *g, const struct sd_type *kt, const struct sd_type *et,
		     int i, uint32_t cell)
{
	bool str = kt->kind == SD_T_STRING || et->kind == SD_T_STRING;
	int ok = cg_label(g);
	/* a string into a char[N] key: N + 1 bytes (dt_cg_arglist( )'s
	 * probe_read_str( )), which its slot has room for */
	uint32_t size = kt->kind == SD_T_STRING ? g->strsize :
			str ? kt->size + 1 : kt->size;

	cg_emit(g, MOV64_IMM(R2, (int32_t)size));
	cg_scratch_ptr(g, R3, cell);
	cg_emit(g, LDX(BPF_DW, R3, R3, 0));
	cg_call(g, str ? BPF_FUNC_probe_read_str : BPF_FUNC_probe_read);
	cg_jmp(g, JMP_IMM(str ? BPF_JSGE : BPF_JEQ, R0, 0, 0), ok);
	cg_emit(g, MOV64_IMM(R2, str ? 128 + i : 0));
	cg_fault(g, SD_FAULT_BADADDR, R2);
	cg_place(g, ok);
}

void cg_key_copy_refs(struct cg *g, struct sd_type *const *kt, const bool *ref,
		      const uint32_t *cell, int n, uint32_t koff, const uint32_t *key_off,
		      const struct sd_node *args)
{
	for (int i = 0; i < n; i++, args = args->next) {
		if (!ref[i])
			continue;
		cg_scratch_ptr(g, R1, koff + key_off[i]);
		key_copy(g, kt[i], args->type, i, cell[i]);
	}
}
