/* sema_prov.c - provider definitions ("provider p { probe a(int); };"): the
 * names, the prototypes and the redeclarations DTrace's parser checks, with
 * its tags (D_PROV_*). The definitions themselves serve -h (driver/header.c).
 */
#include <ctype.h>
#include <string.h>

#include "sema_int.h"

#include "ast.h"
#include "types.h"

enum { PROV_NAMELEN = 64, PROBE_NAMELEN = 64, PROBE_MAXARGS = 255 };

/* "::" and the probe's name with each "__" made "-", as DTrace names it */
static const char *probe_name(struct sema *s, const char *name)
{
	char *out = sd_arena_printf(s->cu->arena, "::%s", name);
	char *w = out;

	for (const char *r = out; *r; r++) {
		*w++ = *r == '_' && r[1] == '_' ? (r++, '-') : *r;
	}
	*w = '\0';
	return out;
}

static int check_prov_name(struct sema *s, struct sd_node *n)
{
	const char *name = n->u.provider.name;
	size_t len = strlen(name);

	if (strchr(name, '`')) {
		SERR(s, n, D_PROV_BADNAME, "provider name may not contain scoping operator: %s",
		     name);
		return -1;
	}
	if (len >= PROV_NAMELEN) {
		SERR(s, n, D_PROV_BADNAME, "provider name may not exceed %d characters: %s",
		     PROV_NAMELEN - 1, name);
		return -1;
	}
	if (len && isdigit((unsigned char)name[len - 1])) {
		SERR(s, n, D_PROV_BADNAME, "provider name may not end with a digit: %s", name);
		return -1;
	}
	return 0;
}

static int nparams(const struct sd_node *p)
{
	int n = 0;

	for (; p; p = p->next)
		n++;
	return n;
}

/* The type of each parameter in types[] (at most max), as DTrace's parser
 * makes each (sema_param_type), or -1 after an error. */
static int param_types(struct sema *s, struct sd_node *params, struct sd_type **types, int max)
{
	int n = 0;

	for (struct sd_node *p = params; p && n < max; p = p->next) {
		types[n] = sema_param_type(s, p);
		if (!types[n++])
			return -1;
	}
	return 0;
}

static const char *param_name(const struct sd_node *p)
{
	const struct sd_node *d = p->u.param.dtor;

	return d && d->u.dtor.name ? d->u.dtor.name : NULL;
}

/* Is p's name the name of a parameter in flist (before p, if p is in it)? */
static bool in_formals(const struct sd_node *p, const struct sd_node *flist)
{
	for (const struct sd_node *q = flist; q && q != p; q = q->next)
		if (param_name(q) && !strcmp(param_name(q), param_name(p)))
			return true;
	return false;
}

/* DTrace's checks of a probe's input (plist == flist: names optional and
 * unique) or output prototype (names required, each an input's name). */
static int check_proto(struct sema *s, struct sd_node *pd, struct sd_node *plist,
		       bool varargs, struct sd_node *flist, const char *kind)
{
	bool form = plist != flist;
	int i = 0, nvoid = 0;

	for (struct sd_node *p = plist; p; p = p->next) {
		struct sd_type *t = sema_typename_parts(s, &p->u.param.spec, p->u.param.dtor, p);
		const char *nm = param_name(p);

		i++;
		if (!t)
			return -1;
		if (sema_dtor_is_assoc(p->u.param.dtor)) {	/* <DYN> */
			SERR(s, p, D_DECL_PROTO_TYPE, "%s prototype may not use parameter of type "
			     "dynamic variable: %s, parameter #%d", kind, nm ? nm : "(anonymous)", i);
			return -1;
		}
		bool is_void = t->kind == SD_T_VOID;
		nvoid += is_void;
		if (is_void && nm) {
			SERR(s, p, D_DECL_PROTO_NAME, "void parameter may not have a name: %s", nm);
			return -1;
		}
		if (nm && in_formals(p, flist) != form) {
			SERR(s, p, D_DECL_PROTO_FORM, "parameter is %s declared in %s prototype: "
			     "%s, parameter #%d", form ? "not" : "already", kind, nm, i);
			return -1;
		}
		if (!nm && !is_void && form) {
			SERR(s, p, D_DECL_PROTO_NAME, "parameter declaration requires a name: "
			     "parameter #%d", i);
			return -1;
		}
	}
	if (varargs) {
		SERR(s, pd, D_DECL_PROTO_VARARGS, "%s prototype may not use a variable-length "
		     "argument list", kind);
		return -1;
	}
	if (nvoid && (i > 1 || varargs)) {
		SERR(s, pd, D_DECL_PROTO_VOID, "void must be sole parameter");
		return -1;
	}
	return 0;
}

static int check_probe(struct sema *s, struct sd_node *pd, const char *name)
{
	struct sd_node *out = pd->u.probe_decl.has_xparams ? pd->u.probe_decl.xparams :
			      pd->u.probe_decl.params;
	struct sd_type *types[PROBE_MAXARGS];

	/* the parameters as parsed, then dt_node_probe's checks */
	if (param_types(s, pd->u.probe_decl.params, types, PROBE_MAXARGS) < 0 ||
	    param_types(s, pd->u.probe_decl.xparams, types, PROBE_MAXARGS) < 0)
		return -1;
	if (strchr(name, '`')) {
		SERR(s, pd, D_PROV_BADNAME, "probe name may not contain scoping operator: %s",
		     name);
		return -1;
	}
	if (strlen(name) - 2 >= PROBE_NAMELEN) {
		SERR(s, pd, D_PROV_BADNAME, "probe name may not exceed %d characters: %s",
		     PROBE_NAMELEN - 1, name);
		return -1;
	}
	if (check_proto(s, pd, pd->u.probe_decl.params, pd->u.probe_decl.varargs,
			pd->u.probe_decl.params, "probe input") < 0 ||
	    (pd->u.probe_decl.has_xparams &&
	     check_proto(s, pd, pd->u.probe_decl.xparams, pd->u.probe_decl.xvarargs,
			 pd->u.probe_decl.params, "probe output") < 0))
		return -1;
	if (nparams(pd->u.probe_decl.params) > PROBE_MAXARGS) {
		SERR(s, pd, D_PROV_PRARGLEN, "probe %s input prototype exceeds %u parameters: "
		     "%d params used", name, PROBE_MAXARGS, nparams(pd->u.probe_decl.params));
		return -1;
	}
	if (nparams(out) > PROBE_MAXARGS) {
		SERR(s, pd, D_PROV_PRARGLEN, "probe %s output prototype exceeds %u parameters: "
		     "%d params used", name, PROBE_MAXARGS, nparams(out));
		return -1;
	}
	return 0;
}

/* The probe declared as name in provider declaration prov, or NULL. */
static struct sd_node *find_probe(struct sema *s, const struct sd_node *prov, const char *name,
				  const struct sd_node *stop)
{
	for (struct sd_node *pd = prov->u.provider.probes; pd && pd != stop; pd = pd->next)
		if (!strcmp(probe_name(s, pd->u.probe_decl.name), name))
			return pd;
	return NULL;
}

/* The previous declaration of the provider n declares, or NULL. */
static const struct sd_node *prev_provider(struct sema *s, const struct sd_node *n)
{
	const struct sd_node *prev = NULL;

	for (const struct sd_node *it = s->cu->ast.items; it && it != n; it = it->next)
		if (it->kind == SD_N_PROVIDER && !strcmp(it->u.provider.name, n->u.provider.name))
			prev = it;
	return prev;
}

/* The arguments a prototype declares: a sole void parameter, (void), is
 * none, as DTrace's dt_decl_prototype( ) counts it (b(void) and b( ) are
 * one prototype). */
static int proto_argc(struct sema *s, struct sd_node *params)
{
	if (params && !params->next) {
		struct sd_type *t = sema_param_type(s, params);
		if (t && t->kind == SD_T_VOID)
			return 0;
	}
	return nparams(params);
}

/* DTrace's comparison of a probe's "input" or "output" prototype with its
 * previous declaration's. */
static int cmp_protos(struct sema *s, struct sd_node *pd, const char *prov, const char *name,
		      const char *kind, struct sd_node *cur, struct sd_node *old)
{
	int nc = proto_argc(s, cur), no = proto_argc(s, old);
	struct sd_type *tc[PROBE_MAXARGS], *to[PROBE_MAXARGS];

	if (nc != no) {
		SERR(s, pd, D_PROV_INCOMPAT, "probe %s:%s %s prototype mismatch:\n"
		     "\t current: %d arg%s\n\tprevious: %d arg%s", prov, name, kind,
		     nc, nc != 1 ? "s" : "", no, no != 1 ? "s" : "");
		return -1;
	}
	if (param_types(s, cur, tc, PROBE_MAXARGS) < 0 ||
	    param_types(s, old, to, PROBE_MAXARGS) < 0)
		return -1;
	for (int i = 0; i < nc && i < PROBE_MAXARGS; i++) {
		if (tc[i] == to[i] || !strcmp(tc[i]->name, to[i]->name))
			continue;
		SERR(s, pd, D_PROV_INCOMPAT, "probe %s:%s %s prototype argument #%d "
		     "mismatch:\n\t current: %s\n\tprevious: %s", prov, name, kind, i + 1,
		     sema_fit_name(tc[i]->name), sema_fit_name(to[i]->name));
		return -1;
	}
	return 0;
}

static struct sd_node *out_params(struct sd_node *pd)
{
	return pd->u.probe_decl.has_xparams ? pd->u.probe_decl.xparams : pd->u.probe_decl.params;
}

/* Are a probe's input and output lists two lists? DTrace's dt_probe keeps
 * its parameter lists (dt_node_probe( )), the same one when there is no
 * output prototype, and compares the pointers (nargs != xargs), which
 * are both NULL for "()" and ": ()": then it has no output prototype of
 * its own to dt_node_provider_cmp( ). */
static bool own_output(const struct sd_node *pd)
{
	return pd->u.probe_decl.has_xparams &&
	       (pd->u.probe_decl.params || pd->u.probe_decl.varargs ||
		pd->u.probe_decl.xparams || pd->u.probe_decl.xvarargs);
}

static int check_redecl(struct sema *s, struct sd_node *pd, const char *prov, const char *name,
			struct sd_node *old)
{
	if (cmp_protos(s, pd, prov, name, "output", out_params(pd), out_params(old)) < 0)
		return -1;
	if (own_output(pd) && own_output(old))
		return cmp_protos(s, pd, prov, name, "input", pd->u.probe_decl.params,
				  old->u.probe_decl.params);
	return 0;
}

/* What DTrace's dt_node_is_ptrcompat compares of a pointer or an array (a
 * string is one of char): the type it refers to, or NULL. */
static const struct sd_type *pointee(struct sema *s, const struct sd_type *t)
{
	if (t->kind == SD_T_STRING)
		return s->tt->t_char;
	return t->kind == SD_T_PTR || t->kind == SD_T_ARRAY ? sd_type_canon(t->base) : NULL;
}

/* ctf_type_compat of what two pointers refer to. */
static bool same_ref(const struct sd_type *a, const struct sd_type *b)
{
	return sd_type_ctf_compat(a, b);
}

/* DTrace's dt_node_is_argcompat(input, output): may a probe argument of
 * type from be given as one of type to with no translator? Integers,
 * strings (char pointers and arrays), compatible structs, or pointers and
 * arrays to one type (or to void). */
static bool argcompat(struct sema *s, const struct sd_type *to, const struct sd_type *from)
{
	to = sd_type_canon(to), from = sd_type_canon(from);
	if (sd_type_is_int(to) && sd_type_is_int(from))
		return true;
	if (sd_type_is_stringlike(to) && sd_type_is_stringlike(from))
		return true;
	if (from->kind == SD_T_STRUCT || from->kind == SD_T_UNION)
		return sd_type_compatible(to, from);
	const struct sd_type *a = pointee(s, to), *b = pointee(s, from);
	return a && b && (a->kind == SD_T_VOID || b->kind == SD_T_VOID || same_ref(a, b));
}

/* Each output argument of a probe with an output prototype is its input
 * argument of the same name as is, or translated: D_PROV_PRXLATOR if
 * neither can be. */
static int check_xlators(struct sema *s, struct sd_node *pd, const char *prov,
			 const char *name)
{
	if (!pd->u.probe_decl.has_xparams)
		return 0;
	int i = 0;
	for (struct sd_node *x = pd->u.probe_decl.xparams; x; x = x->next) {
		struct sd_node *in = pd->u.probe_decl.params;
		int k = 0;

		i++;
		if (param_name(x))
			while (in && !(param_name(in) && !strcmp(param_name(in), param_name(x))))
				in = in->next;
		else
			while (in && k++ < i - 1)
				in = in->next;
		if (!in)
			continue;
		struct sd_type *xt = sema_typename_parts(s, &x->u.param.spec, x->u.param.dtor, x);
		struct sd_type *nt = sema_typename_parts(s, &in->u.param.spec, in->u.param.dtor, in);
		if (!xt || !nt)
			return -1;
		/* a translator to T serves an output argument of type T * too */
		if (xt->kind == SD_T_VOID || argcompat(s, xt, nt) || sema_xlator_exists(s, xt, nt) ||
		    (sd_type_canon(xt)->kind == SD_T_PTR && sema_xlator_exists(s, sd_type_canon(xt)->base, nt)))
			continue;
		SERR(s, pd, D_PROV_PRXLATOR, "translator for %s:%s output argument #%d from %s "
		     "to %s is not defined", prov, name, i, sema_fit_name(nt->name),
		     sema_fit_name(xt->name));
		return -1;
	}
	return 0;
}

int sema_provider_parse(struct sema *s, struct sd_node *n)
{
	/* DTrace checks each probe as it parses it, then the provider's name */
	for (struct sd_node *pd = n->u.provider.probes; pd; pd = pd->next)
		if (check_probe(s, pd, probe_name(s, pd->u.probe_decl.name)) < 0)
			return -1;
	if (n->partial)
		return -1;
	return check_prov_name(s, n);
}

/* Is prov one of the kernel's providers DTrace for Linux makes when it opens
 * (dt_open.c's dt_providers[], and tcp and udp)? A declaration of one is a
 * redeclaration whose probes were never declared (dt_probe_lookup2( ) finds
 * only declared probes in pv_probes). */
static bool kernel_provider(const char *prov)
{
	static const char *const names[] = {
		"dtrace", "cpc", "fbt", "io", "ip", "lockstat", "proc", "profile",
		"rawtp", "sched", "sdt", "syscall", "tcp", "udp",
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		if (!strcmp(names[i], prov))
			return true;
	return false;
}

int sema_provider_cook(struct sema *s, struct sd_node *n)
{
	const char *prov = n->u.provider.name;
	const struct sd_node *prev = prev_provider(s, n);
	bool kernel = kernel_provider(prov);

	for (struct sd_node *pd = n->u.provider.probes; pd; pd = pd->next) {
		const char *name = probe_name(s, pd->u.probe_decl.name);
		struct sd_node *old = prev ? find_probe(s, prev, name, NULL) :
				      find_probe(s, n, name, pd);

		if (kernel || (prev && !old)) {
			SERR(s, pd, D_PROV_INCOMPAT, "provider interface mismatch: %s\n"
			     "\t current: probe %s:%s defined\n"
			     "\tprevious: probe %s:%s not defined", prov, prov, name, prov, name);
			return -1;
		}
		if (!prev && old) {
			SERR(s, pd, D_PROV_PRDUP, "probe redeclared: %s:%s", prov, name);
			return -1;
		}
		if (old && check_redecl(s, pd, prov, name, old) < 0)
			return -1;
		if (check_xlators(s, pd, prov, name) < 0)
			return -1;
	}
	return 0;
}
