/* sema_var.c - D variables: finding them, creating them, and placing
 * globals and clause-locals in their areas as DTrace reserves storage.
 */
#include "sema_int.h"

#include <string.h>

/* A clause-local variable is found only in its own program: DTrace makes
 * the clause-local scope (pcb_locals) anew for each program it compiles. */
struct sd_var *sema_var_find(struct sd_cu *cu, enum sd_var_kind k, const char *name)
{
	if (!name)	/* no variable's name (assoc_name() of @a, f(x)...) */
		return NULL;
	for (struct sd_var *v = cu->vars; v; v = v->next)
		if (v->kind == k && !v->reduced && !strcmp(v->name, name) &&
		    (k != SD_VAR_THIS || v->prog == cu->cur_prog))
			return v;
	return NULL;
}

/* The alignment of a variable's storage, as DTrace places variables:
 * integers, enums and pointers by their size, strings by byte; a declared
 * array by its element's size, anything else (structs, unions, floats, an
 * array a variable takes from an assignment) on 8 bytes. */
static uint32_t var_align(const struct sd_type *t, bool declared)
{
	t = sd_type_canon(t);
	if (sd_type_is_dscalar(t))
		return t->size;
	if (t->kind == SD_T_STRING)
		return 1;
	if (t->kind == SD_T_ARRAY && declared && t->base)
		return sd_type_canon(t->base)->size;
	return 8;
}

/* The next offset from off aligned on a, by DTrace's mask: the usual
 * rounding for a power of two; for an array of elements of another size
 * (a struct of 12 bytes), some offset not below off, as DTrace's. */
static uint32_t var_place(uint32_t off, uint32_t a)
{
	if (!a)
		return off;
	return (off + (a - 1)) & ~(a - 1);
}

/* Places a global or clause-local variable of type t after the others, as
 * DTrace reserves its storage: a string takes strsize bytes (its NUL is
 * not kept when it has strsize characters; see cg_var.c). Each program's
 * clause-local variables start at offset 0, as DTrace places them in each
 * compilation's own pcb_locals but in one lvars map: one program's this->
 * variable shares its bytes with another's at the same offset. */
void sema_var_storage(struct sema *s, struct sd_var *v, bool declared)
{
	const struct sd_type *t = v->type;
	struct sd_cu *cu = s->cu;

	if ((v->kind != SD_VAR_GLOBAL && v->kind != SD_VAR_THIS) || !t)
		return;
	if (v->kind == SD_VAR_THIS && cu->this_prog != cu->cur_prog)
		cu->this_prog = cu->cur_prog, cu->this_prog_size = 0;
	uint32_t *size = v->kind == SD_VAR_GLOBAL ? &cu->globals_size : &cu->this_prog_size;
	uint32_t bytes = t->kind == SD_T_STRING ? s->tt->strsize : t->size;
	v->off = var_place(*size, var_align(t, declared));
	*size = v->off + (bytes ? bytes : 8);
	if (v->kind == SD_VAR_THIS && cu->this_size < *size)
		cu->this_size = *size;
}

/* A variable created by its first use (an assignment, ++ or --). */
struct sd_var *sema_var_new(struct sema *s, enum sd_var_kind k, const char *name,
			    struct sd_type *t, struct sd_loc loc)
{
	return sema_var_add(s, k, name, t, loc, false);
}

struct sd_var *sema_var_add(struct sema *s, enum sd_var_kind k, const char *name,
			    struct sd_type *t, struct sd_loc loc, bool declared)
{
	struct sd_var *v = sd_arena_alloc(s->cu->arena, sizeof(*v)), **pp;

	v->name = name;
	v->kind = k;
	v->type = t;
	v->loc = loc;
	v->nkeys = -1;
	v->prog = s->cu->cur_prog;
	v->declared = declared;
	sema_var_storage(s, v, declared);
	if (k == SD_VAR_TLS || k == SD_VAR_ASSOC)
		v->id = s->cu->ndynvars++;
	v->tls = k == SD_VAR_ASSOC && !strncmp(name, "self->", 6);
	for (pp = &s->cu->vars; *pp; pp = &(*pp)->next)
		;
	*pp = v;
	return v;
}
