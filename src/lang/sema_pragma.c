/* sema_pragma.c - "#pragma D attributes A/B/C name" and "#pragma D binding
 * "V" name" name an identifier: one the programs declare (a global variable
 * or an inline), as DTrace applies them after parsing. */
#include "sema_int.h"

#include <string.h>

#include "dlib.h"
#include "../prov/prov.h"

/* Does the global variable or inline declaration it declare name? */
static bool declares(const struct sd_node *it, const char *name)
{
	const struct sd_node *d;

	if (it->kind == SD_N_INLINE) {
		d = it->u.inl.dtor;
		return it->u.inl.spec.sclass == SD_SC_NONE && d && d->u.dtor.name &&
		       !strcmp(d->u.dtor.name, name);
	}
	if (it->kind != SD_N_DECL || it->u.decl.spec.sclass != SD_SC_NONE)
		return false;
	for (d = it->u.decl.dtors; d; d = d->next) {
		/* a function prototype is an extern declaration in D */
		bool fn = d->u.dtor.levels && d->u.dtor.levels->kind == SD_DL_FUNC;
		if (!fn && d->u.dtor.name && !strcmp(d->u.dtor.name, name))
			return true;
	}
	return false;
}

static bool from_dlib(const struct sd_node *it)
{
	return it->loc.file && !strcmp(it->loc.file, sd_dlib_file);
}

/* Checks one pragma naming name: 0, or -1 after DTrace's error. */
static int pragma_target(struct sema *s, const struct sd_node *pr, const char *what,
			 const char *name)
{
	bool builtin = sd_func_lookup_builtin(name) >= 0 ||
		       sema_func_lookup(name) != SD_F_NONE;

	for (const struct sd_node *it = s->cu->ast.items; it && !builtin; it = it->next) {
		if (declares(it, name)) {
			if (!from_dlib(it))
				return 0;
			builtin = true;
		}
	}
	if (builtin)
		SERR(s, pr, D_PRAGMA_SCOPE, "#pragma %s cannot modify entity defined outside "
		     "program scope", what);
	else
		SERR(s, pr, D_PRAGMA_UNUSED, "unused #pragma %s", what);
	return -1;
}

/* The name a pragma's words name; NULL for a component of a known provider
 * ("#pragma D attributes A provider P part"; an unknown P is a name). */
static const char *pragma_name(const char *const *w, int n)
{
	if (strcmp(w[2], "attributes") || strcmp(w[4], "provider") || n < 6)
		return w[4];
	return n >= 7 && sd_provider_named(w[5]) ? NULL : w[5];
}

int sema_pragmas(struct sema *s)
{
	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next) {
		/* the D library's own pragmas name its own entities */
		if (it->kind != SD_N_PRAGMA || it->u.pragma.nwords < 5 || from_dlib(it))
			continue;
		const char *const *w = it->u.pragma.words;
		if (strcmp(w[0], "pragma") || strcmp(w[1], "D") ||
		    (strcmp(w[2], "attributes") && strcmp(w[2], "binding")))
			continue;
		const char *name = pragma_name(w, it->u.pragma.nwords);
		if (name && pragma_target(s, it, w[2], name) < 0)
			return -1;
		if (!name)	/* a known provider's component */
			sema_pragma_prov_attr(w[5], w[6], w[3]);
	}
	return 0;
}
