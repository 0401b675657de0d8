/* cg_mem.c - places in memory: members, elements, *p, kernel symbols and
 * variables of struct, union or array type.
 *
 * A place's address is computed once and kept in a stack slot. A "direct"
 * place is in memory the program may load from and store to (a map value:
 * globals, the clause-local area, a dynamic variable's element, scratch);
 * any other address is read with bpf_probe_read into the stack or scratch,
 * and a failed read is a runtime fault (invalid address), never a verifier
 * rejection. DTrace's code generator and BPF library read memory with the
 * compat helpers bpf_probe_read( ) and bpf_probe_read_str( ), which read the
 * current task's memory at an address below TASK_SIZE (on x86-64), so
 * *(int *)arg1 or stringof(arg1) of a system call's user pointer reads it;
 * sonda's code calls them too (rt/load.c puts the kernel-only helpers back
 * where the kernel lacks them), except where DTrace reads the kernel only:
 * bcopy( ), pcap( ), uregs[ ]. Only direct places are ever stored to (sema
 * allows stores to D variables only).
 *
 * A value of struct, union or non-string array type is a pointer to direct
 * memory holding it (copied into scratch when it came from the kernel); a
 * char array used as a value is copied as a string (strsize bytes).
 */
#include "cg_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/diag.h"
#include "../kern/ktypes.h"
#include "../lang/utypes.h"
#include "../base/xalloc.h"

static bool is_aggr(const struct sd_type *t)
{
	return sd_type_is_aggr(t) || (t->kind == SD_T_ARRAY);
}

static const struct sd_ref *ref_of(const struct sd_node *n)
{
	return n->sema;
}

bool cg_is_place(const struct sd_node *n)
{
	const struct sd_ref *r;

	switch (n->kind) {
	case SD_N_MEMBER:
		return true;
	case SD_N_INDEX:
		return !n->sema || is_aggr(n->type);
	case SD_N_UNOP:
		return (n->u.unop.op == SD_OP_DEREF && !n->sema) || sd_sema_array_sum(n);
	case SD_N_IDENT:
		r = ref_of(n);
		return r && (r->kind == SD_REF_KSYM || (r->kind == SD_REF_UVAR && r->cval) ||
			     (r->kind == SD_REF_VAR && is_aggr(n->type)));
	case SD_N_SELF: case SD_N_THIS:
		return is_aggr(n->type);
	case SD_N_CAST:
		if (n->u.cast.xl == SD_XL_INPUT && n->type->kind == SD_T_PTR)
			return false;	/* an array given as a pointer: its address,
					   DTrace's offset when alloca'd (xl_input) */
		return !n->u.cast.tname && cg_is_place(n->u.cast.a);
	default:
		return false;
	}
}

/* r = pointer to size zero bytes (read-only). */

static void zeros(struct cg *g, int r, uint32_t size)
{
	void *z = sd_xcalloc(1, size ? size : 8);

	cg_emit_map(g, r, SD_MAP_STRTAB, 0, true, cg_strtab(g, z, size ? size : 8));
	free(z);
}

/* A register with the address of dynamic variable n, 0 when it does not
 * exist. It is taken once the key is built, so that the key's
 * expressions have every register the expression left. */
static int dvar_lookup(struct cg *g, struct sd_node *n, struct cg_lval *lv)
{
	cg_lv_prep(g, n, lv);
	int r = cg_reg(g);
	cg_dvar_map(g, R1, lv->v);
	cg_lv_key_ptr(g, lv);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_emit(g, MOV64_REG(r, R0));
	return r;
}

/* r = the element of a self-> or associative array variable of a struct,
 * union or array type: created zeroed for a store of the whole value
 * (write); otherwise, as DTrace's dt_cg_load_var( ) loads it
 * (dt_get_tvar( )/dt_get_assoc( ) without creating it) and
 * dt_cg_check_notnull( ) checks it, one that does not exist is an invalid
 * address (0x0), for a read of it or of a member and for a store into a
 * member alike. */
static int dvar_addr(struct cg *g, struct sd_node *n, bool write)
{
	struct cg_lval lv;
	int ok = cg_label(g);
	int r = dvar_lookup(g, n, &lv);

	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), ok);
	if (!write) {
		cg_fault(g, SD_FAULT_BADADDR, r);
		cg_place(g, ok);
		return r;
	}
	cg_dvar_claim(g);
	cg_dvar_map(g, R1, lv.v);
	cg_lv_key_ptr(g, &lv);
	zeros(g, R3, cg_dvar_layout(g, lv.v)->valsize);
	cg_emit(g, MOV64_IMM(R4, BPF_NOEXIST));
	cg_call(g, BPF_FUNC_map_update_elem);
	int made = cg_label(g);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), made);
	cg_dvar_release(g);
	cg_place(g, made);
	cg_dvar_map(g, R1, lv.v);
	cg_lv_key_ptr(g, &lv);
	cg_call(g, BPF_FUNC_map_lookup_elem);
	cg_emit(g, MOV64_REG(r, R0));
	cg_jmp(g, JMP_IMM(BPF_JNE, R0, 0, 0), ok);
	cg_count_drop(g, SD_DROP_DYNVAR);
	cg_jmp(g, JA(0), g->lbl_end);
	cg_place(g, ok);
	return r;
}

static int addr_of(struct cg *g, struct sd_node *n, bool *direct, bool write);

static bool place_user(const struct sd_node *n);

/* Does pointer expression n point into the traced process (a pointer of
 * its DWARF types, or &place of one of its places)? */
static bool ptr_user(const struct sd_node *n)
{
	const struct sd_type *b = n->type->kind == SD_T_PTR ? n->type->base : NULL;

	if (n->type->is_user || (b && (b->kind == SD_T_STRUCT || b->kind == SD_T_UNION) &&
				 b->is_user))
		return true;
	if (n->kind == SD_N_UNOP && n->u.unop.op == SD_OP_ADDROF)
		return place_user(n->u.unop.a);
	return n->kind == SD_N_CAST && !n->u.cast.tname && ptr_user(n->u.cast.a);
}

/* Does place n live in the traced process (reached through a pointer of
 * its DWARF types, or one of its variables)? */
static bool place_user(const struct sd_node *n)
{
	const struct sd_ref *r;

	switch (n->kind) {
	case SD_N_MEMBER:
		return n->u.member.arrow ? ptr_user(n->u.member.base) :
		       place_user(n->u.member.base);
	case SD_N_INDEX:
		if (n->sema)
			return false;
		return n->u.index.base->type->kind == SD_T_ARRAY ?
		       place_user(n->u.index.base) : ptr_user(n->u.index.base);
	case SD_N_UNOP:
		if (sd_sema_array_sum(n))
			return place_user(n->u.unop.a);
		if (n->u.unop.op != SD_OP_DEREF)
			return false;
		return n->u.unop.a->type->kind == SD_T_ARRAY ? place_user(n->u.unop.a) :
		       ptr_user(n->u.unop.a);
	case SD_N_CAST:
		return place_user(n->u.cast.a);
	case SD_N_IDENT:
		r = ref_of(n);
		return r && r->kind == SD_REF_UVAR;
	default:
		return false;
	}
}

bool cg_place_is_user(const struct sd_node *n)
{
	return place_user(n);
}

/* Finds `name (mod`name) at the current probe; false after reporting. */
static bool uvar_loc(struct cg *g, struct sd_node *n, struct sd_uvar *v)
{
	const char *name = n->u.ident.name, *bq = strrchr(name, '`');
	char mod[256];

	snprintf(mod, sizeof(mod), "%.*s", (int)(bq - name), name);
	if (sd_uvar_find(NULL, g->probe, mod, bq + 1, v) == 0)
		return true;
	sd_diag_error(&g->cu->diag, n->loc, D_IDENT_UNDEF, "failed to resolve %s at "
		      "%s:%s:%s:%s", name, g->probe->prov, g->probe->mod, g->probe->func,
		      g->probe->name);
	return false;
}

/* r = the user address of a traced process's variable in memory. */
static int uvar_addr(struct cg *g, struct sd_node *n)
{
	struct sd_uvar v;
	int r = cg_reg(g);

	if (!uvar_loc(g, n, &v) || v.loc == SD_DWLOC_REG) {
		cg_emit(g, MOV64_IMM(r, 0));
		return r;
	}
	if (v.loc == SD_DWLOC_ADDR) {
		cg_emit_ld64(g, r, v.addr);
		return r;
	}
	cg_emit(g, LDX(BPF_DW, r, R10, SLOT_CTX));
	cg_emit(g, LDX(BPF_DW, r, r, v.reg));
	if (v.off)
		cg_emit(g, ALU64_IMM(BPF_ADD, r, (int32_t)v.off));
	return r;
}

int cg_uvar(struct cg *g, struct sd_node *n)
{
	struct sd_uvar v;
	int r;

	if (cg_is_place(n))
		return cg_place_value(g, n);
	r = cg_reg(g);
	if (!uvar_loc(g, n, &v)) {
		cg_emit(g, MOV64_IMM(r, 0));
		return r;
	}
	cg_emit(g, LDX(BPF_DW, r, R10, SLOT_CTX));
	cg_emit(g, LDX(BPF_DW, r, r, v.reg));
	cg_normalize(g, r, n->type);
	return r;
}

/* Do the bytes up to end of place b lie inside memory the verifier bounds:
 * the object b is a member of, or for a global or clause-local variable
 * their whole area, as DTrace's gvars and lvars map values (dt_bpf.c: its
 * datasize, the clause-locals' rounded up to 8), so that a constant index
 * past an array of 0 or 1 elements, which DTrace checks neither when
 * compiling nor at run time, reads the variables placed after it. */
static bool in_object(const struct cg *g, const struct sd_node *b, uint64_t end)
{
	while (b->kind == SD_N_MEMBER && !b->u.member.arrow) {
		end += ((const struct sd_member *)b->sema)->off;
		b = b->u.member.base;
	}
	const struct sd_ref *r = b->kind == SD_N_IDENT || b->kind == SD_N_THIS ? ref_of(b) : NULL;
	if (r && r->kind == SD_REF_VAR && r->var && r->var->kind == SD_VAR_GLOBAL)
		return r->var->off + end <= g->cu->globals_size;
	if (r && r->kind == SD_REF_VAR && r->var && r->var->kind == SD_VAR_THIS)
		return r->var->off + end <= SD_ALIGN(g->cu->this_size, 8);
	return b->type && end <= sd_type_canon(b->type)->size;
}

/* s[i] of a string that DTrace does not check: its dt_cg_arithmetic_op( )
 * checks the bound of E1 + E2 only when E2 is no integer constant and E1
 * the array, so s[300] and i[s] (*(i + s)) read where they point
 * (dt_cg_load_scalar( ): probe_read, an invalid address if unreadable). An
 * in-bounds constant reads the string's own bytes either way. */
static bool string_unchecked(const struct sd_node *n, uint32_t lim)
{
	int64_t k;

	if (n->u.index.swapped)
		return true;
	return sd_sema_const(n->u.index.args, &k) && (k < 0 || k >= (int64_t)lim);
}

/* Is n a self-> or associative array variable? */
static bool is_dvar(const struct sd_node *n)
{
	const struct sd_ref *r = ref_of(n);

	if (!r || (n->kind != SD_N_SELF && n->kind != SD_N_IDENT && n->kind != SD_N_INDEX))
		return false;
	return r->kind == SD_REF_VAR &&
	       (r->var->kind == SD_VAR_TLS || r->var->kind == SD_VAR_ASSOC);
}

/* r += index * element size, checking the bounds of an array. */
static int elem_addr(struct cg *g, struct sd_node *n, bool *direct, bool write)
{
	struct sd_node *b = n->u.index.base;
	const struct sd_type *bt = b->type;
	int r;

	/* an element of a self-> or associative array of an array type
	 * (self int s[4]; self->s[i]): DTrace's dt_cg_load_var( ) leaves the
	 * variable's address 0 when it does not exist, and the element's
	 * load or store (DT_TOK_DEREF of *(self->s + i), which it marks
	 * DT_NF_DPTR) uses that address unchecked, so the kernel's verifier
	 * refuses the program (invalid mem access 'scalar') */
	if (bt->kind == SD_T_ARRAY && is_dvar(b) && !g->refused)
		g->refused = "an element of a self-> or associative array of an array "
			     "type is read or written at address 0 + index when the "
			     "variable does not exist";
	if (bt->kind == SD_T_ARRAY) {
		r = addr_of(g, b, direct, false);	/* an element: the array is read */
	} else {
		r = cg_expr(g, b);
		*direct = bt->kind == SD_T_STRING;
	}
	int slot = cg_slot(g, 8);
	cg_emit(g, STX(BPF_DW, R10, r, slot));
	cg_free(g, r);
	int ri = cg_expr(g, n->u.index.args);
	r = cg_reg(g);
	cg_emit(g, LDX(BPF_DW, r, R10, slot));
	if (bt->kind == SD_T_STRING) {	/* a NULL string: the address faults */
		int nn = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), nn);
		cg_fault(g, SD_FAULT_BADADDR, ri);
		cg_place(g, nn);
	}
	uint32_t esize = n->type->size ? n->type->size : 1;
	/* arrays of 0 or 1 elements are ends of structs, unchecked as DTrace
	 * leaves them, as are i + a and a - i, unless the verifier needs the
	 * bound (D's own memory); a string has strsize chars, as DTrace's
	 * char[strsize] */
	bool unchecked = bt->nelem <= 1 || n->u.index.unchecked;
	uint32_t lim = bt->kind == SD_T_ARRAY && (!unchecked || *direct) ? bt->nelem :
		       bt->kind == SD_T_STRING ? g->strsize - 1 : 0;
	if (bt->kind == SD_T_STRING && string_unchecked(n, lim)) {
		lim = 0;
		*direct = false;	/* read where it points, past the string */
		cg_scalarize(g, r);	/* an address, no bounded pointer */
	}
	int64_t ci;
	if (lim && sd_sema_const(n->u.index.args, &ci) &&
	    (!*direct || ((uint64_t)ci < (1ULL << 32) && in_object(g, b, (uint64_t)(ci + 1) * esize))))
		lim = 0;	/* DTrace checks no constant index at run time
				   (dt_cg_arithmetic_op( )): past the end of an array
				   named by a typedef or of 0 or 1 elements, which
				   dt_cook_op2( ) lets by, it reads what lies there */
	if (esize > 1)
		cg_emit(g, ALU64_IMM(BPF_MUL, ri, (int32_t)esize));
	if (lim) {	/* DTrace checks the scaled index and reports it divided
			 * back, unsigned: a[-1] of an int array is index
			 * 4611686018427387903 (dt_cg_arithmetic_op). Its bound,
			 * below lim * esize, lets the verifier see an element
			 * that starts in the array's last esize - 1 bytes and
			 * ends past it (m[i][2] of an int m[2][3], ga[i].b of
			 * structs): the last element's start is the same bound
			 * for every multiple of esize, which only an index
			 * that wraps 64 bits misses */
		int ok = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JLE, ri, (int32_t)((lim - 1) * esize), 0), ok);
		if (esize > 1)
			cg_emit(g, ALU64_IMM(BPF_DIV, ri, (int32_t)esize));
		cg_fault(g, SD_FAULT_BADINDEX, ri);
		cg_place(g, ok);
	}
	cg_emit(g, ALU64_REG(BPF_ADD, r, ri));
	cg_free(g, ri);
	return r;
}

/* The address a + i of an array a stands at (sd_sema_array_sum( )), the
 * element's: a number read through (D's memory too, read past the
 * array's end as DTrace reads it, whatever the verifier bounds a map
 * value by), but where *(a + i) = v stores into a D array's element. */
static int sum_addr(struct cg *g, struct sd_node *n, bool *direct, bool write)
{
	if (write)
		return addr_of(g, n->u.unop.a, direct, write);
	*direct = false;
	return cg_addrof(g, n->u.unop.a);
}

static int var_addr(struct cg *g, struct sd_node *n, bool write)
{
	const struct sd_var *v = ref_of(n)->var;

	cg_var_use(g, v, false);	/* its address: a reference, as DTrace counts */
	if (v->kind != SD_VAR_GLOBAL && v->kind != SD_VAR_THIS)
		return dvar_addr(g, n, write);
	int r = cg_reg(g);
	if (v->kind == SD_VAR_GLOBAL) {
		cg_emit_map(g, r, SD_MAP_GLOBALS, 0, true, v->off);
	} else if (v->kind == SD_VAR_THIS) {
		cg_emit(g, LDX(BPF_DW, r, R10, SLOT_THIS));
		if (v->off)
			cg_emit(g, ALU64_IMM(BPF_ADD, r, (int32_t)v->off));
	}
	return r;
}

/* The address of a dynamic variable of a struct or union type (self->s,
 * a[k]), 0 when it does not exist, unchecked: DTrace's dt_cg_load_var( )
 * gives a by-reference dynamic variable it does not find as 0. */
int cg_dvar_addr_or_null(struct cg *g, struct sd_node *n)
{
	struct cg_lval lv;

	cg_var_use(g, ref_of(n)->var, false);
	return dvar_lookup(g, n, &lv);
}

/* An invalid address (0) fault when r is NULL. */
static void fault_if_null(struct cg *g, int r)
{
	int ok = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
}

/* A register holding the address of place n. */
static int addr_of(struct cg *g, struct sd_node *n, bool *direct, bool write)
{
	const struct sd_member *m;
	int r;

	*direct = true;
	switch (n->kind) {
	case SD_N_MEMBER:
		m = n->sema;
		if (n->u.member.arrow) {
			r = cg_expr(g, n->u.member.base);
			*direct = false;
		} else {	/* a member: the struct is read (dt_cg_load_var) */
			r = addr_of(g, n->u.member.base, direct, false);
		}
		if (!*direct)	/* the struct's address, before the member's offset
				   is added: NULL is an invalid address 0, as DTrace's
				   dt_cg_check_notnull( ) at -> and . finds it */
			fault_if_null(g, r);
		if (m->off)
			cg_emit(g, ALU64_IMM(BPF_ADD, r, (int32_t)m->off));
		return r;
	case SD_N_INDEX:
		if (n->u.index.base->kind == SD_N_IDENT &&
		    !strcmp(n->u.index.base->u.ident.name, "args")) {
			/* an array argument (a tracepoint's char [16]): its
			 * value is the array's address */
			*direct = false;
			return cg_expr(g, n);
		}
		if (n->sema)
			return var_addr(g, n, write);
		return elem_addr(g, n, direct, write);
	case SD_N_UNOP:
		if (sd_sema_array_sum(n))
			return sum_addr(g, n, direct, write);
		if (n->u.unop.a->type->kind == SD_T_ARRAY)
			return addr_of(g, n->u.unop.a, direct, write);
		*direct = false;
		return cg_expr(g, n->u.unop.a);
	case SD_N_CAST:
		r = addr_of(g, n->u.cast.a, direct, write);
		if (n->u.cast.xl == SD_XL_MEMBER && cg_xl_alloca(n)) {
			cg_alloca_xl_addr(g, r);	/* see xl_member( ) */
			*direct = false;
		}
		return r;
	case SD_N_IDENT:
		if (ref_of(n)->kind == SD_REF_UVAR) {
			*direct = false;
			return uvar_addr(g, n);
		}
		if (ref_of(n)->kind == SD_REF_KSYM) {
			r = cg_reg(g);
			cg_emit_ld64(g, r, (uint64_t)ref_of(n)->cval);
			*direct = false;
			return r;
		}
		return var_addr(g, n, write);
	case SD_N_SELF: case SD_N_THIS:
		return var_addr(g, n, write);
	case SD_N_ASSIGN:
		if (!write && sd_type_is_aggr(n->type)) {
			/* (self->x = *gp).next: the value of a struct's
			 * assignment is its source's address (dt_cg_asgn_op( )
			 * leaves the right side's register), read as any */
			*direct = false;
			return cg_assign(g, n);
		}
		/* fall through */
	default:
		if (n->type->kind == SD_T_ARRAY || n->type->kind == SD_T_STRING) {
			/* a value that is a string's bytes (a translated
			 * char [] member given a stringof( )): its address */
			*direct = true;
			return cg_expr(g, n);
		}
		if (n->kind == SD_N_COND && sd_type_is_aggr(n->type)) {
			/* (c ? s : t).m: ?: of structs or unions is the
			 * chosen arm's address (dt_cg_ternary_op( ) leaves
			 * its register), read as any */
			*direct = false;
			return cg_expr(g, n);
		}
		sd_diag_error(&g->cu->diag, n->loc, D_UNKNOWN, "expression has no address");
		r = cg_reg(g);
		cg_emit(g, MOV64_IMM(r, 0));
		*direct = false;
		return r;
	}
}

/* Can the address of place n not lie in alloca( )'d memory? That of p->m,
 * *p or p[i] is p's: alloca( )'d only if p carries DTrace's alloca taint;
 * that of a[i] or s.m, a and s arrays and structs in memory, is theirs
 * (q->c[1][2] is in q's memory). (The address window of alloca_check( )
 * alone would also take a kernel object that happens to lie near the
 * clause-local map for one.) */
static bool addr_alloca_free(const struct sd_node *n)
{
	const struct sd_node *b;

	switch (n->kind) {
	case SD_N_MEMBER:
		return n->u.member.arrow ? sd_sema_alloca_free(n->u.member.base) :
		       addr_alloca_free(n->u.member.base);
	case SD_N_UNOP:
		if (sd_sema_array_sum(n))
			return addr_alloca_free(n->u.unop.a);
		return n->u.unop.op == SD_OP_DEREF && sd_sema_alloca_free(n->u.unop.a);
	case SD_N_INDEX:
		b = n->u.index.base;
		if (b->type && sd_type_canon(b->type)->kind == SD_T_ARRAY && cg_is_place(b))
			return addr_alloca_free(b) && sd_sema_alloca_free(b);
		return sd_sema_alloca_free(b);
	default:
		return false;
	}
}

bool cg_place_maybe_alloca(const struct sd_node *n)
{
	switch (n->kind) {
	case SD_N_MEMBER:
		return n->u.member.arrow ? cg_maybe_alloca(n->u.member.base) :
		       cg_place_maybe_alloca(n->u.member.base);
	case SD_N_UNOP:
		if (sd_sema_array_sum(n))
			return cg_place_maybe_alloca(n->u.unop.a);
		return n->u.unop.op == SD_OP_DEREF && cg_maybe_alloca(n->u.unop.a);
	case SD_N_INDEX:
		return !n->sema && cg_maybe_alloca(n->u.index.base);
	default:
		return false;
	}
}

bool cg_maybe_alloca(const struct sd_node *n)
{
	if (!sd_sema_alloca_free(n))
		return true;
	switch (n->kind) {
	case SD_N_UNOP:
		return n->u.unop.op == SD_OP_ADDROF && cg_place_maybe_alloca(n->u.unop.a);
	case SD_N_CAST:
		if (n->u.cast.xl == SD_XL_INPUT)
			return false;	/* DTrace's offset there (xl_input( )) */
		return cg_maybe_alloca(n->u.cast.a);
	case SD_N_BINOP:
		return (n->u.binop.op == SD_OP_ADD || n->u.binop.op == SD_OP_SUB) &&
		       (cg_maybe_alloca(n->u.binop.a) || cg_maybe_alloca(n->u.binop.b));
	case SD_N_COND:
		return cg_maybe_alloca(n->u.cond.a) || cg_maybe_alloca(n->u.cond.b);
	default:
		return false;
	}
}

bool cg_xl_alloca(const struct sd_node *n)
{
	return n->u.cast.xin && cg_maybe_alloca(n->u.cast.xin);
}

bool cg_alloca_value(struct cg *g, const struct sd_node *n, int r)
{
	if (!n->type || !sd_type_is_ptr(sd_type_canon(n->type)) || !cg_maybe_alloca(n))
		return false;
	cg_alloca_addr_to_off(g, r);
	return true;
}

void cg_place_prep(struct cg *g, struct sd_node *n, struct cg_place *pl, bool write)
{
	memset(pl, 0, sizeof(*pl));
	pl->t = n->type;
	if (n->kind == SD_N_MEMBER && ((const struct sd_member *)n->sema)->bits)
		pl->bf = n->sema;
	int r = addr_of(g, n, &pl->direct, write);
	pl->user = !pl->direct && place_user(n);
	pl->alloca_free = !pl->direct && addr_alloca_free(n);
	pl->slot = cg_slot(g, 8);
	cg_emit(g, STX(BPF_DW, R10, r, pl->slot));
	cg_free(g, r);
}

int cg_addrof(struct cg *g, struct sd_node *n)
{
	bool direct;
	int r = addr_of(g, n, &direct, false);
	const struct sd_member *m = n->kind == SD_N_MEMBER ? n->sema : NULL;

	/* a bit-field DTrace takes the address of (8, 16, 32 or 64 bits):
	 * the byte it starts at (its ctm_offset), past the unit it is read in */
	if (m && m->bits && m->bit_off >= 8)
		cg_emit(g, ALU64_IMM(BPF_ADD, r, m->bit_off / 8));
	if (direct) {
		/* a map value pointer becomes a plain number (through scratch):
		 * D code may do any arithmetic on it */
		uint32_t off = cg_scratch(g, 8);
		cg_scratch_ptr(g, R1, off);
		cg_emit(g, STX(BPF_DW, R1, r, 0));
		cg_emit(g, LDX(BPF_DW, r, R1, 0));
	}
	return r;
}

static int load_size(const struct sd_type *t)
{
	return t->size == 1 || t->size == 2 || t->size == 4 ? (int)t->size : 8;
}

/* dst (register) = size bytes at the place's address, faulting on a bad one. */
static void read_kernel(struct cg *g, int dst, uint32_t size, int addr_slot, bool str,
			bool user)
{
	int ok = cg_label(g);

	cg_emit(g, MOV64_REG(R1, dst));
	cg_emit(g, MOV64_IMM(R2, (int32_t)size));
	cg_emit(g, LDX(BPF_DW, R3, R10, addr_slot));
	if (user)
		cg_call(g, str ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_user);
	else
		cg_call(g, str ? BPF_FUNC_probe_read_str : BPF_FUNC_probe_read);
	cg_jmp(g, JMP_IMM(BPF_JSGE, R0, 0, 0), ok);
	cg_emit(g, LDX(BPF_DW, R3, R10, addr_slot));
	cg_fault(g, SD_FAULT_BADADDR, R3);
	cg_place(g, ok);
}

/* dst = the bytes of a struct, union or array (or the string in a char
 * array) at the place's address. As in DTrace, where such a value is the
 * address it is at, only NULL is an invalid address; other memory that
 * cannot be read gives zeros (an empty string). */
static void read_bytes(struct cg *g, int dst, uint32_t size, int addr_slot, bool str,
		       bool user)
{
	int ok = cg_label(g);

	cg_emit(g, LDX(BPF_DW, R3, R10, addr_slot));
	cg_jmp(g, JMP_IMM(BPF_JNE, R3, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, R3);
	cg_place(g, ok);
	cg_emit(g, MOV64_REG(R1, dst));
	cg_emit(g, MOV64_IMM(R2, (int32_t)size));
	if (user)
		cg_call(g, str ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_user);
	else
		cg_call(g, str ? BPF_FUNC_probe_read_str : BPF_FUNC_probe_read);
}

/* The bytes to load to see bit-field m (a power of two). */
static int bf_size(const struct sd_member *m)
{
	int need = (m->bit_off + m->bits + 7) / 8;

	return need <= 1 ? 1 : need <= 2 ? 2 : need <= 4 ? 4 : 8;
}

static void extract_bits(struct cg *g, int r, const struct sd_member *m)
{
	int left = 64 - m->bit_off - m->bits;

	cg_emit(g, ALU64_IMM(BPF_LSH, r, left));
	cg_emit(g, ALU64_IMM(sd_type_is_signed(m->type) ? BPF_ARSH : BPF_RSH, r,
			     64 - m->bits));
}

static int load_aggr(struct cg *g, const struct cg_place *pl)
{
	int r = cg_reg(g);
	bool str = sd_type_is_stringlike(pl->t);

	if (pl->direct && !str) {
		cg_emit(g, LDX(BPF_DW, r, R10, pl->slot));
		return r;
	}
	/* a char array's value is all its bytes whatever strsize, as DTrace
	 * records it by reference (trace( ) dumps them, %s and %S print its
	 * size), then a NUL for the string functions: not its string alone,
	 * over what the scratch held before */
	bool arr = str && pl->t->kind == SD_T_ARRAY && pl->t->size;
	uint32_t size = pl->t->size;
	if (arr)
		size = pl->t->size + 1;
	else if (str)
		size = (pl->t->size && pl->t->size < g->strsize ? pl->t->size : g->strsize - 1) + 1;
	uint32_t off = cg_scratch(g, str && size < g->strsize ? g->strsize : size);
	if (str) {	/* the last byte through a pointer of its own: a char
			   array may be past a 16-bit offset */
		cg_scratch_ptr(g, r, off + size - 1);
		cg_emit(g, ST_IMM(BPF_B, r, 0, 0));
	}
	cg_scratch_ptr(g, r, off);
	if (str)
		cg_emit(g, ST_IMM(BPF_B, r, 0, 0));
	read_bytes(g, r, arr ? size - 1 : size, pl->slot, str && !arr, pl->user);
	return r;
}

/* DTrace's access check of alloca'd memory. An address within CG_ALLOCA_NEAR
 * bytes of the alloca area (in the clause-local area) came from alloca(): the
 * size bytes there must lie in what the clause has allocated so far (the
 * alloca top). Below the area, or at or past the top, is an invalid
 * address; an access that starts below the top and runs across it, an
 * invalid size. An address outside that window goes to label other. On
 * the way out R1 = the offset in the area, at most top - size, which the
 * verifier can check. An invalid address is reported as DTrace for Linux
 * names it: 8 + its offset in the area (there alloca() returns offsets into
 * scratch memory, the first one 8). */
static void alloca_check(struct cg *g, int slot, uint32_t size, int other)
{
	uint32_t tmp = cg_scratch(g, 16);
	int32_t start = (int32_t)cg_alloca_start(g);
	int bad = cg_label(g), badsize = cg_label(g), ok = cg_label(g);

	/* both addresses as numbers (either may be a map pointer) */
	cg_scratch_ptr(g, R3, tmp);
	cg_emit(g, LDX(BPF_DW, R2, R10, SLOT_THIS));
	cg_emit(g, STX(BPF_DW, R3, R2, 0));
	cg_emit(g, LDX(BPF_DW, R1, R10, slot));
	cg_emit(g, STX(BPF_DW, R3, R1, 8));
	cg_emit(g, LDX(BPF_DW, R2, R3, 0));
	cg_emit(g, LDX(BPF_DW, R1, R3, 8));
	cg_emit(g, ALU64_REG(BPF_SUB, R1, R2));
	cg_emit(g, ALU64_IMM(BPF_SUB, R1, start));
	cg_alloca_elsewhere(g, other);
	cg_emit(g, MOV64_REG(R2, R1));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, CG_ALLOCA_NEAR));
	cg_jmp(g, JMP_IMM(BPF_JGE, R2, cg_alloca_window(g), 0), other);
	cg_jmp(g, JMP_IMM(BPF_JSLT, R1, 0, 0), bad);
	cg_alloca_top(g, R3);
	cg_jmp(g, JMP_REG(BPF_JSGE, R1, R3, 0), bad);
	/* past the most the area holds: past the top too (for the verifier) */
	cg_jmp(g, JMP_IMM(BPF_JSGT, R1, (int32_t)cg_scratchsize(g) - (int32_t)size, 0),
	       badsize);
	cg_emit(g, ALU64_IMM(BPF_SUB, R3, (int32_t)size));
	cg_jmp(g, JMP_REG(BPF_JSLE, R1, R3, 0), ok);
	cg_place(g, badsize);
	cg_emit(g, MOV64_IMM(R1, (int32_t)size));
	cg_fault(g, SD_FAULT_BADSIZE, R1);
	cg_place(g, bad);	/* DTrace names the address by its scratch offset (8 up) */
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, 8));
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
}

void cg_alloca_str_check(struct cg *g, const struct sd_node *p, int r)
{
	if (!g->cu->alloca_off || !cg_maybe_alloca(p))
		return;
	int slot = cg_slot(g, 8), other = cg_label(g);

	cg_emit(g, STX(BPF_DW, R10, r, slot));
	cg_alloca_addr_to_off(g, r);	/* DTrace's offset, if alloca'd */
	cg_emit(g, LDX(BPF_DW, R1, R10, slot));
	cg_jmp(g, JMP_REG(BPF_JEQ, r, R1, 0), other);
	cg_alloca_xl_str(g, r);		/* strsize bytes, unsigned as DTrace's */
	cg_emit(g, STX(BPF_DW, R10, r, slot));
	cg_place(g, other);
	cg_emit(g, LDX(BPF_DW, r, R10, slot));
}

void cg_alloca_arg_check(struct cg *g, const struct sd_node *x, int r)
{
	const struct sd_type *t = x->type ? sd_type_canon(x->type) : NULL;

	if (!g->cu->alloca_off || !t || (t->kind != SD_T_PTR && t->kind != SD_T_ARRAY) ||
	    !cg_maybe_alloca(x))
		return;
	int slot = cg_slot(g, 8), other = cg_label(g);

	cg_emit(g, STX(BPF_DW, R10, r, slot));
	alloca_check(g, slot, t->kind == SD_T_ARRAY ? t->size : 8, other);
	cg_place(g, other);
}

/* A load through a pointer: alloca'd memory is checked (alloca_check);
 * other addresses are read as they are. */
static void check_load(struct cg *g, const struct cg_place *pl, uint32_t size)
{
	int ok = cg_label(g);

	alloca_check(g, pl->slot, size, ok);
	cg_place(g, ok);
}

int cg_place_load(struct cg *g, const struct cg_place *pl)
{
	if (is_aggr(pl->t) || pl->t->kind == SD_T_STRING)
		return load_aggr(g, pl);
	int r = cg_reg(g);
	int size = pl->bf ? bf_size(pl->bf) : load_size(pl->t);
	if (pl->direct) {
		cg_emit(g, LDX(BPF_DW, r, R10, pl->slot));
		cg_emit(g, LDX(sd_bpf_size(size), r, r, 0));
	} else {
		int slot = cg_slot(g, 8);
		if (g->cu->alloca_off && !pl->user && !pl->alloca_free)
			check_load(g, pl, (uint32_t)size);
		cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
		cg_emit(g, MOV64_REG(r, R10));
		cg_emit(g, ALU64_IMM(BPF_ADD, r, slot));
		read_kernel(g, r, (uint32_t)size, pl->slot, false, pl->user);
		cg_emit(g, LDX(sd_bpf_size(size), r, R10, slot));
	}
	if (pl->bf)
		extract_bits(g, r, pl->bf);
	else
		cg_normalize(g, r, pl->t);
	return r;
}

static void store_bits(struct cg *g, const struct cg_place *pl, int r)
{
	const struct sd_member *m = pl->bf;
	int bsz = sd_bpf_size(bf_size(m));
	uint64_t mask = (m->bits >= 64 ? ~0ull : (1ull << m->bits) - 1);

	cg_emit(g, LDX(BPF_DW, R1, R10, pl->slot));
	cg_emit(g, LDX(bsz, R2, R1, 0));
	cg_emit_ld64(g, R3, ~(mask << m->bit_off));
	cg_emit(g, ALU64_REG(BPF_AND, R2, R3));
	cg_emit_ld64(g, R3, mask);
	cg_emit(g, MOV64_REG(R4, r));
	cg_emit(g, ALU64_REG(BPF_AND, R4, R3));
	if (m->bit_off)
		cg_emit(g, ALU64_IMM(BPF_LSH, R4, m->bit_off));
	cg_emit(g, ALU64_REG(BPF_OR, R2, R4));
	cg_emit(g, STX(bsz, R1, R2, 0));
}

/* A store through a pointer: only into alloca'd memory (alloca_check);
 * elsewhere it is an invalid address. The slot then holds a pointer the
 * verifier can check. A pointer without DTrace's alloca taint (p->m = v,
 * *p = v, p[i] = v for a pointer p of a variable) is stored through as
 * it is by dt_cg_store( ): a number loaded from a map value, which the
 * kernel's verifier refuses (invalid mem access 'scalar'), failing the
 * program's load. */
static bool check_store(struct cg *g, const struct cg_place *pl)
{
	uint32_t size = pl->bf ? (uint32_t)bf_size(pl->bf) : sd_type_is_aggr(pl->t) ||
			sd_type_is_stringlike(pl->t) ? pl->t->size : (uint32_t)load_size(pl->t);
	int ok = cg_label(g), other = cg_label(g);

	if (pl->alloca_free && !g->refused)
		g->refused = "a store through a pointer that is not alloca( )'d memory "
			     "writes at an address the verifier cannot check (invalid mem "
			     "access 'scalar')";

	if (!g->cu->alloca_off) {
		/* no alloca area: every such store is invalid; the
		 * conditional keeps the code after it reachable */
		cg_emit(g, LDX(BPF_DW, R1, R10, pl->slot));
		cg_jmp(g, JMP_IMM(BPF_JEQ, R1, -1, 0), ok);
		cg_fault(g, SD_FAULT_BADADDR, R1);
		cg_place(g, ok);
		return false;
	}
	alloca_check(g, pl->slot, size, other);
	cg_jmp(g, JA(0), ok);
	cg_place(g, other);
	cg_emit(g, LDX(BPF_DW, R1, R10, pl->slot));
	cg_fault(g, SD_FAULT_BADADDR, R1);
	cg_place(g, ok);
	cg_emit(g, LDX(BPF_DW, R2, R10, SLOT_THIS));
	cg_emit(g, ALU64_IMM(BPF_ADD, R2, (int32_t)cg_alloca_start(g)));
	cg_emit(g, ALU64_REG(BPF_ADD, R2, R1));
	cg_emit(g, STX(BPF_DW, R10, R2, pl->slot));
	return true;
}

/* A string member or element (DTrace's char[strsize]) or a char array
 * takes the string in r as DTrace's dt_cg_store( ) copies it: its size in
 * bytes (at most a string's strsize + 1) with dt_cg_memcpy( ), whatever
 * follows the string's NUL too, which faults (invalid address, the
 * source) when not all of them can be read. */
static void store_string(struct cg *g, const struct cg_place *pl, int r)
{
	uint32_t size = pl->t->size < g->strsize ? pl->t->size : g->strsize;
	int ok = cg_label(g);

	cg_emit(g, LDX(BPF_DW, R1, R10, pl->slot));
	cg_emit(g, MOV64_IMM(R2, (int32_t)size));
	cg_emit(g, MOV64_REG(R3, r));
	cg_call(g, BPF_FUNC_probe_read);
	cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
}

void cg_place_store(struct cg *g, const struct cg_place *pl, int r)
{
	if (!pl->direct && !check_store(g, pl))
		return;
	if (pl->bf) {
		store_bits(g, pl, r);
		return;
	}
	if (pl->t->kind == SD_T_STRING || (is_aggr(pl->t) && sd_type_is_stringlike(pl->t))) {
		store_string(g, pl, r);
		return;
	}
	if (is_aggr(pl->t)) {
		/* dt_cg_store( ), dt_cg_store_var( ): dt_cg_memcpy( ) names the
		 * source it could not read */
		int ok = cg_label(g);
		cg_emit(g, LDX(BPF_DW, R1, R10, pl->slot));
		cg_emit(g, MOV64_IMM(R2, (int32_t)pl->t->size));
		cg_emit(g, MOV64_REG(R3, r));
		cg_call(g, BPF_FUNC_probe_read);
		cg_jmp(g, JMP_IMM(BPF_JEQ, R0, 0, 0), ok);
		cg_fault(g, SD_FAULT_BADADDR, r);
		cg_place(g, ok);
		return;
	}
	cg_emit(g, LDX(BPF_DW, R1, R10, pl->slot));
	cg_emit(g, STX(sd_bpf_size(load_size(pl->t)), R1, r, 0));
}

int cg_place_value(struct cg *g, struct sd_node *n)
{
	struct cg_place pl;

	cg_place_prep(g, n, &pl, false);
	return cg_place_load(g, &pl);
}

/* What str_at( ) does when the address cannot be read. */
enum str_fail {
	STR_EMPTY,	/* the copy is "" */
	STR_KEEP,	/* the value stays the address, as in DTrace, where
			 * stringof and (string) keep it: users read it as
			 * DTrace's do (a subroutine's failed read...) */
	STR_COPY,	/* always the copy ("" then), never NULL: the string
			 * of a char array, which is D's own memory or else
			 * read from a place already checked */
};

/* A copy in scratch of the string at the address in r (freed), in user
 * memory when user. Address 0 stays a NULL string (0), as in DTrace, where
 * a string made from an address is that address: its users (trace(),
 * printf(), strlen()...) fault on NULL, an assignment stores NULL. */
static int str_at(struct cg *g, int r, bool user, enum str_fail fail)
{
	int d = cg_reg(g), done = cg_label(g);

	if (fail != STR_COPY) {
		cg_emit(g, MOV64_IMM(d, 0));
		cg_jmp(g, JMP_IMM(BPF_JEQ, r, 0, 0), done);
	}
	cg_scratch_ptr(g, d, cg_scratch(g, g->strsize));
	cg_emit(g, MOV64_REG(R1, d));
	cg_emit(g, MOV64_IMM(R2, (int32_t)g->strsize));
	cg_emit(g, MOV64_REG(R3, r));
	cg_call(g, user ? BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_str);
	cg_jmp(g, JMP_IMM(BPF_JSGT, R0, 0, 0), done);
	if (fail == STR_KEEP)
		cg_emit(g, MOV64_REG(d, r));
	else
		cg_emit(g, ST_IMM(BPF_B, d, 0, 0));
	cg_place(g, done);
	cg_free(g, r);
	return d;
}

int cg_str_at(struct cg *g, int r)
{
	return str_at(g, r, false, STR_EMPTY);
}

int cg_str_at_t(struct cg *g, int r, const struct sd_type *t)
{
	return str_at(g, r, t->kind == SD_T_PTR && t->is_user, STR_KEEP);
}

/* stringof a or (string)a of a char array in memory: the string at its
 * address, as in DTrace, where the array's value is its address and the
 * string there has up to strsize bytes: past the end of an array that
 * holds no NUL, to the NUL after it (a copy of the array's own bytes is
 * what printf( ) and trace( ) of the array itself record). */
int cg_array_str(struct cg *g, struct sd_node *a)
{
	int r = cg_addrof(g, a);

	if (!g->str_nocheck)
		cg_alloca_str_check(g, a, r);	/* p->name: DT_NF_ALLOCA kept */
	return str_at(g, r, place_user(a), STR_COPY);
}

/* stringof e: the string at an address (or a string already). */
int cg_stringof(struct cg *g, struct sd_node *n)
{
	struct sd_node *a = n->u.unop.a;

	if (a->type->kind == SD_T_ARRAY && sd_type_is_stringlike(a->type) && cg_is_place(a))
		return cg_array_str(g, a);
	bool nocheck = g->str_nocheck;	/* for this stringof, not those inside */

	g->str_nocheck = false;
	int r = cg_expr(g, a);

	g->str_nocheck = nocheck;

	if (a->type->kind == SD_T_STRING || (a->type->kind == SD_T_ARRAY &&
					      sd_type_is_stringlike(a->type)))
		return r;
	int ok = cg_label(g);	/* stringof NULL is a bad address (DTrace) */

	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	if (!nocheck)
		cg_alloca_str_check(g, a, r);
	return cg_str_at_t(g, r, a->type);
}

/* A string that a store or ?: copies as DTrace's dt_cg_memcpy( ) does: it
 * reads a fixed number of bytes from the string's address, and a string
 * made from an address (stringof, a cast) is that address in DTrace, so
 * stringof p and (string)p give p itself here (stringof NULL still
 * faults): the copy reads the bytes there, and faults when not all of them
 * can be read (a string that ends just before unreadable memory too). */
int cg_str_src(struct cg *g, struct sd_node *x)
{
	struct sd_node *a;

	if (x->kind == SD_N_CAST && x->type->kind == SD_T_STRING &&
	    (!sd_type_is_stringlike(x->u.cast.a->type) ||
	     sd_type_canon(x->u.cast.a->type)->kind == SD_T_PTR)) {
		int r = cg_expr(g, x->u.cast.a);

		cg_alloca_str_check(g, x->u.cast.a, r);
		return r;
	}
	if (x->kind != SD_N_STRINGOF)
		return cg_expr(g, x);
	a = x->u.unop.a;
	if (a->type->kind == SD_T_STRING || (a->type->kind == SD_T_ARRAY &&
					      sd_type_is_stringlike(a->type)))
		return cg_expr(g, x);
	int r = cg_expr(g, a), ok = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, r);
	cg_place(g, ok);
	cg_alloca_str_check(g, a, r);
	return r;
}

/* The bytes DTrace's dt_cg_store_var( ) copies of x into a string
 * variable: the size of x's type (dt_node_type_size( ): a string's is
 * strsize, a char *'s 8, a char array's its own, a constant's its length
 * and NUL), at most strsize. */
uint32_t cg_str_src_size(struct cg *g, const struct sd_node *x)
{
	uint64_t max = g->strsize - 1, n = max;

	if (x->kind == SD_N_STR)
		n = x->u.str.len + 1;
	else if (x->type->kind != SD_T_STRING)
		n = sd_type_canon(x->type)->size;
	return (uint32_t)(n < max ? n : max);
}

/* s + i, i + s: the string from offset i (a copy); the pointer is made a
 * plain number first, so any offset is fine for the verifier. The offset
 * is taken in a copy of s ending in a NUL: a variable holding strsize
 * characters has none, and the bytes after it are the next variable's. */
int cg_str_offset(struct cg *g, struct sd_node *n)
{
	struct sd_node *a = n->u.binop.a, *b = n->u.binop.b;
	bool sfirst = a->type->kind == SD_T_STRING;
	int rs = cg_str_at(g, cg_expr(g, sfirst ? a : b)), slot = cg_slot(g, 8);
	uint32_t tmp = cg_scratch(g, 8);

	cg_scratch_ptr(g, R1, tmp);
	cg_emit(g, STX(BPF_DW, R1, rs, 0));
	cg_emit(g, LDX(BPF_DW, rs, R1, 0));
	cg_emit(g, STX(BPF_DW, R10, rs, slot));
	cg_free(g, rs);
	int ri = cg_expr(g, sfirst ? b : a);
	rs = cg_reg(g);
	cg_emit(g, LDX(BPF_DW, rs, R10, slot));
	cg_emit(g, ALU64_REG(n->u.binop.op == SD_OP_SUB ? BPF_SUB : BPF_ADD, rs, ri));
	cg_free(g, ri);
	return cg_str_at(g, rs);
}

const struct sd_type *cg_print_layout(struct cg *g, struct sd_node *call,
				      struct sd_rec_field *f, uint32_t *size)
{
	const struct sd_type *t = ((const struct sd_ref *)call->sema)->print_type;

	memset(f, 0, sizeof(*f));
	f->off = *size;
	f->v.kind = SD_V_BYTES;
	f->v.size = 0;		/* 0 with a length: print()'s address and object */
	f->v.len = 8 + t->size;
	f->v.tname = cg_img_str(g, t->name);
	*size += (uint32_t)SD_ALIGN(f->v.len, 8);
	if (*size > g->img->scratch_size)
		g->img->scratch_size = *size;
	return t;
}

/* dst = scratch + off; copies size bytes from the address in src, in the
 * traced process when user. NULL is an invalid address; another address
 * that cannot be read gives zeros, as in DTrace (trace(*p), print(p)). */
static void copy_in(struct cg *g, uint32_t off, uint32_t size, int src, bool user)
{
	int ok = cg_label(g);

	cg_jmp(g, JMP_IMM(BPF_JNE, src, 0, 0), ok);
	cg_fault(g, SD_FAULT_BADADDR, src);
	cg_place(g, ok);
	cg_scratch_ptr(g, R1, off);
	cg_emit(g, MOV64_IMM(R2, (int32_t)size));
	cg_emit(g, MOV64_REG(R3, src));
	cg_call(g, user ? BPF_FUNC_probe_read_user : BPF_FUNC_probe_read);
}

bool cg_ref_member_at_offset(struct cg *g, const struct sd_node *e)
{
	const struct sd_type *t = e->type ? sd_type_canon(e->type) : NULL;

	if (!g->cu->alloca_off || e->kind != SD_N_MEMBER || !t ||
	    (t->kind != SD_T_STRUCT && t->kind != SD_T_UNION && t->kind != SD_T_ARRAY))
		return false;
	while (e->kind == SD_N_MEMBER && !e->u.member.arrow)
		e = e->u.member.base;
	if (e->kind == SD_N_MEMBER)
		return cg_maybe_alloca(e->u.member.base);
	if (e->kind == SD_N_UNOP && e->u.unop.op == SD_OP_DEREF)
		return cg_maybe_alloca(e->u.unop.a);
	return false;
}

/* print( )'s argument is an address (a pointer, or a string, whose value is
 * where its bytes are): the record holds it, then the bytes there (one
 * into alloca( )'d memory checked as a subroutine's argument is). */
void cg_store_bytes(struct cg *g, const struct sd_rec_field *f, struct sd_node *e)
{
	/* print( )'s field has size 0 and room for the address; a value of
	 * size 0 (a kernel struct without members, a [0] array, a struct
	 * only declared) has no bytes at all: dt_cg_store_val( ) records 0 */
	bool print = f->v.size == 0 && f->v.len, at_off = !print && cg_ref_member_at_offset(g, e);
	int r = at_off ? cg_addrof(g, e) : cg_expr(g, e);
	uint32_t off = f->off, len = (uint32_t)f->v.len;

	if (print) {
		/* dt_cg_act_print( ): dt_cg_check_ptr_arg( ), an alloca'd
		 * pointer's 8 bytes checked */
		cg_alloca_arg_check(g, e, r);
		cg_scratch_ptr(g, R1, off);
		cg_emit(g, STX(BPF_DW, R1, r, 0));
		off += 8;
		len -= 8;
	}
	if (at_off)
		cg_alloca_addr_to_off(g, r);	/* read there: zeros */
	if (len && e->type->kind == SD_T_STRING) {	/* its NUL, even after strsize chars */
		int ok = cg_label(g);
		cg_jmp(g, JMP_IMM(BPF_JNE, r, 0, 0), ok);
		cg_fault(g, SD_FAULT_BADADDR, r);
		cg_place(g, ok);
		cg_scratch_ptr(g, R1, off);
		cg_strcpy(g, R1, r);
	} else if (len) {	/* print(p) of a pointer into the traced process */
		copy_in(g, off, len, r, print && e->type->kind == SD_T_PTR && e->type->is_user);
	}
	cg_free(g, r);
}

/* uregs[21..25] on x86-64, past struct pt_regs: as DTrace for Linux reads
 * them, members of the current task's thread_struct (ds and es are 16
 * bits, the others a word; 0 where the kernel's BTF lacks one). */
static int uregs_thread(struct cg *g, int64_t i)
{
	static const char *const names[] = {
		"thread.ds", "thread.es", "thread.fsbase", "thread.gsbase", "thread.trap_nr"
	};
	int r = cg_reg(g);

	cg_read_task(g, r, names[i - 21], i < 23 ? 2 : 8);
	return r;
}

/* uregs[i]: word i of the thread's user registers (struct pt_regs order;
 * sema refuses an index past 25). */
int cg_uregs(struct cg *g, struct sd_node *n)
{
	int64_t i = ((const struct sd_ref *)n->sema)->cval;
	int r, slot;

	if (i > 20)
		return uregs_thread(g, i);
	r = cg_reg(g);
	slot = cg_slot(g, 8);
	cg_emit(g, ST_IMM(BPF_DW, R10, slot, 0));
	cg_call(g, BPF_FUNC_get_current_task_btf);
	cg_emit(g, MOV64_REG(R1, R0));
	cg_call(g, BPF_FUNC_task_pt_regs);
	cg_emit(g, MOV64_REG(R3, R0));
	cg_emit(g, ALU64_IMM(BPF_ADD, R3, (int32_t)(i * 8)));
	cg_emit(g, MOV64_REG(R1, R10));
	cg_emit(g, ALU64_IMM(BPF_ADD, R1, slot));
	cg_emit(g, MOV64_IMM(R2, 8));
	cg_call(g, BPF_FUNC_probe_read_kernel);
	cg_emit(g, LDX(BPF_DW, r, R10, slot));
	return r;
}

/* reg = the address of byte off of x's struct: in scratch, or in the
 * clause-local area. */
static void xl_ptr(struct cg *g, int reg, const struct sd_xlval *x,
		   uint32_t off)
{
	if (x->area < 0) {
		cg_scratch_ptr(g, reg, off);
		return;
	}
	cg_emit(g, LDX(BPF_DW, reg, R10, SLOT_THIS));
	cg_emit(g, ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

static void xl_at(struct cg *g, int reg, uint32_t off, const void *x)
{
	xl_ptr(g, reg, x, off);
}

/* A translated struct built in scratch, member by member: *xlate (n's
 * sema), or a translation used as a value (n is the SD_N_XLATE; a pointer
 * translation gives the struct's address). */
int cg_xlval(struct cg *g, struct sd_node *n)
{
	const struct sd_xlval *x = n->kind == SD_N_XLATE ?
		*(struct sd_xlval **)n->sema : n->sema;
	const struct sd_type *t = n->kind == SD_N_XLATE &&
		n->type->kind == SD_T_PTR ? n->type->base : n->type;
	uint32_t size = (uint32_t)SD_ALIGN(t->size ? t->size : 8, 8);
	uint32_t off = x->area >= 0 ? g->this_base + (uint32_t)x->area : cg_scratch(g, size);

	cg_zero_area(g, off, size, xl_at, x);
	for (int i = 0; i < x->n; i++) {
		const struct sd_member *m = x->m[i];
		const struct sd_type *t = m->type;
		int r = cg_expr(g, x->e[i]);
		/* an alloca( ) pointer is stored as DTrace keeps it in a
		 * register: its offset in scratch memory */
		if (!m->bits)
			cg_alloca_value(g, x->e[i], r);
		xl_ptr(g, R1, x, off + m->off);
		if (sd_type_is_stringlike(t) || sd_type_is_aggr(t)) {
			uint32_t n2 = t->size < g->strsize || !sd_type_is_stringlike(t) ?
				      t->size : g->strsize;
			cg_emit(g, MOV64_IMM(R2, (int32_t)n2));
			cg_emit(g, MOV64_REG(R3, r));
			cg_call(g, sd_type_is_stringlike(t) ? BPF_FUNC_probe_read_str :
				BPF_FUNC_probe_read);
		} else if (!m->bits) {
			cg_emit(g, STX(sd_bpf_size(load_size(t)), R1, r, 0));
		}
		cg_free(g, r);
	}
	int r = cg_reg(g);
	xl_ptr(g, r, x, off);
	return r;
}
