/* sema_attr.c - the amin option: a clause whose probe description has
 * weaker stability attributes than amin is D_ATTR_MIN, checked per
 * description before the clause's body as DTrace does. */
#include "sema_int.h"

#include <string.h>
#include <strings.h>

#include "../base/opts.h"
#include "../prov/prov.h"

/* Unstable/Unstable/Common: a description with no provider or a glob */
static const struct sd_attr glob_attr = { SD_STAB_UNSTABLE, SD_STAB_UNSTABLE,
					  SD_CLASS_COMMON };

/* One word of an attribute string: a stability (cls false) or a class. */
static bool attr_word(const char *w, size_t n, bool cls, uint8_t *out)
{
	for (int i = 0; i <= (cls ? SD_CLASS_COMMON : SD_STAB_STANDARD); i++) {
		const char *name = cls ? sd_class_name(i) : sd_stability_name(i);
		if (strlen(name) == n && !strncasecmp(w, name, n)) {
			*out = (uint8_t)i;
			return true;
		}
	}
	return false;
}

/* "Name/Data/Class", missing parts the strongest (DTrace's reading). */
static bool parse_attr(const char *v, struct sd_attr *a)
{
	uint8_t *part[] = { &a->name, &a->data, &a->klass };

	*a = (struct sd_attr){ SD_STAB_STANDARD, SD_STAB_STANDARD, SD_CLASS_COMMON };
	for (int i = 0; i < 3 && *v; i++) {
		size_t n = strcspn(v, "/");
		if (!attr_word(v, n, i == 2, part[i]))
			return false;
		v += n + (v[n] == '/');
	}
	return true;
}

static struct sd_attr attr_min(struct sd_attr a, struct sd_attr b)
{
	return (struct sd_attr){ SD_MIN(a.name, b.name), SD_MIN(a.data, b.data),
				 SD_MIN(a.klass, b.klass) };
}

static bool is_glob(const char *f)
{
	return !*f || sd_pdesc_is_glob(f);
}

/* The attributes of description d (DTrace's probe info): the provider's
 * named fields, or Unstable ones without a provider. */
static struct sd_attr pdesc_attr(const struct sd_clause *c, const struct sd_pdesc *d)
{
	const struct sd_pattr *pa = NULL;

	for (size_t k = 0; k < c->nprobes && !is_glob(d->prov); k++)
		if (!strcmp(c->probes[k]->prov, d->prov))
			pa = c->probes[k]->provider->attr;
	struct sd_pattr g = { glob_attr, glob_attr, glob_attr, glob_attr, glob_attr };
	if (!pa)
		pa = &g;
	struct sd_attr a = pa->prov;
	if (!is_glob(d->mod))
		a = attr_min(a, pa->mod);
	if (!is_glob(d->func))
		a = attr_min(a, pa->func);
	if (!is_glob(d->name))
		a = attr_min(a, pa->name);
	return a;
}

int sema_clause_attr(struct sema *s, struct sd_node *cl, const struct sd_clause *c)
{
	struct sd_attr amin, a;

	if (!s->cu->opts->amin || !parse_attr(s->cu->opts->amin, &amin))
		return 0;
	for (struct sd_node *pd = cl->u.clause.probes; pd; pd = pd->next) {
		struct sd_pdesc d;
		const char *why;
		if (sd_pdesc_parse(pd->u.pdesc.text, &d, &why) < 0)
			continue;
		a = pdesc_attr(c, &d);
		sd_pdesc_free(&d);
		if (a.name >= amin.name && a.data >= amin.data && a.klass >= amin.klass)
			continue;
		struct sd_loc loc = cl->loc;
		if (cl->u.clause.rbrace_line)
			loc.dline = cl->u.clause.rbrace_line;
		sd_diag_error(&s->cu->diag, loc, D_ATTR_MIN, "attributes for clause "
			      "(%s/%s/%s) are less than predefined minimum",
			      sd_stability_name(a.name), sd_stability_name(a.data),
			      sd_class_name(a.klass));
		return -1;
	}
	return 0;
}
