/* sema_uvar.c - variables of the traced process by name: `name and
 * mod`name in clauses whose probes are all pid or USDT probes.
 *
 * `name is a parameter or local of the probe's function, else a global
 * of the process (lang/utypes.h gives the lookup order); mod`name a
 * global of the objects mod names. A name the process does not have is
 * still a kernel symbol when the kernel has one (`jiffies keeps its
 * meaning); otherwise it is an error. The variable must have the same
 * type, and be in a register or in memory alike, at every probe of the
 * clause; cg locates it again for each probe (addresses differ between
 * processes, locations between functions).
 */
#include "sema_int.h"

#include <errno.h>
#include <string.h>

#include "../kern/ktypes.h"
#include "../prov/prov.h"
#include "../prov/uprobe.h"
#include "utypes.h"

/* True if the clause has probes and every one is a pid/USDT probe. */
static bool user_clause(const struct sd_clause *c)
{
	if (!c || !c->nprobes)
		return false;
	for (size_t k = 0; k < c->nprobes; k++)
		if (!sd_uprobe_is_user(c->probes[k]))
			return false;
	return true;
}

static int not_found(struct sema *s, struct sd_node *n, const struct sd_probe *p,
		     int err)
{
	const char *name = n->u.ident.name;

	if (err == -ENOTSUP)
		SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: optimized out or in a place "
		     "sonda cannot read at %s:%s:%s:%s", name, p->prov, p->mod, p->func,
		     p->name);
	else if (name[0] != '`')
		SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: no global variable of that "
		     "name in module %.*s of %s", name, (int)(strchr(name, '`') - name), name,
		     p->prov);
	else
		SERR(s, n, D_IDENT_UNDEF, "failed to resolve %s: no parameter, local or "
		     "global variable of that name at %s:%s:%s:%s", name, p->prov, p->mod,
		     p->func, p->name);
	return -1;
}

int sema_uvar(struct sema *s, struct sd_node *n)
{
	const char *name = n->u.ident.name, *bq = strrchr(name, '`');
	const char *mod = sd_arena_printf(s->cu->arena, "%.*s", (int)(bq - name), name);
	struct sd_clause *c = s->clause;
	struct sd_type *t = NULL;
	bool place = false;

	if (!user_clause(c))
		return 1;
	for (size_t k = 0; k < c->nprobes; k++) {
		const struct sd_probe *p = c->probes[k];
		struct sd_uvar v;
		int err = sd_uvar_find(s->tt, p, mod, bq + 1, &v);
		if (err == -ESRCH || (err == -ENOENT && sd_ksym_addr(bq + 1)))
			return 1;	/* a kernel symbol */
		if (err < 0)
			return not_found(s, n, p, err);
		if (v.type->kind == SD_T_VOID)
			v.type = sd_type_lookup_typedef(s->tt, "int64_t");
		if (t && (strcmp(t->name, v.type->name) || place != (v.loc != SD_DWLOC_REG))) {
			SERR(s, n, D_ARGS_MULTI, "%s may not be referenced because probe "
			     "description %s:%s:%s:%s matches probes where its type or place "
			     "differs", name, p->prov, p->mod, p->func, p->name);
			return -1;
		}
		t = v.type;
		place = v.loc != SD_DWLOC_REG;
	}
	struct sd_ref *r = sema_ref(s, n, SD_REF_UVAR);
	r->cval = place;
	n->type = t;
	return 0;
}

struct sd_type *sema_utag(struct sema *s, int tag, const char *name)
{
	const char *bq = strrchr(name, '`');
	const char *mod = bq ? sd_arena_printf(s->cu->arena, "%.*s", (int)(bq - name),
					       name) : "";

	if (!user_clause(s->clause))
		return NULL;
	return sd_utype_named(s->tt, s->clause->probes[0], mod, tag, bq ? bq + 1 : name);
}
