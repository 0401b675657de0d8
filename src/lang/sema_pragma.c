/* sema_pragma.c - "#pragma D attributes A/B/C name" and "#pragma D binding
 * "V" name" name an identifier: one the program declares (a global variable
 * or an inline), before or after the pragma, as DTrace checks them at their
 * line (another generation's identifier) and once the program is parsed
 * (one never declared). */
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

/* Is name a global D itself, the D library or a program before prog
 * declares: an identifier of another generation (dt_gen) for DTrace? */
static bool outside(const struct sema *s, const char *name, int prog)
{
	if (sd_func_lookup_builtin(name) >= 0 || sema_func_lookup(name) != SD_F_NONE)
		return true;
	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next)
		if ((it->prog < prog || from_dlib(it)) && declares(it, name))
			return true;
	return false;
}

/* The name a pragma's words name; NULL for a component of a known provider
 * ("#pragma D attributes A provider P part"; an unknown P is a name). */
static const char *pragma_name(const char *const *w, int n)
{
	if (strcmp(w[2], "attributes") || strcmp(w[4], "provider") || n < 6)
		return w[4];
	return n >= 7 && sd_provider_named(w[5]) ? NULL : w[5];
}

/* The name a pragma of the programs names (NULL for a provider's
 * component), or false when it is not "#pragma D attributes/binding". */
static bool named_pragma(const struct sd_node *it, const char **name)
{
	/* the D library's own pragmas name its own entities */
	if (it->kind != SD_N_PRAGMA || it->u.pragma.nwords < 5 || from_dlib(it))
		return false;
	const char *const *w = it->u.pragma.words;
	if (strcmp(w[0], "pragma") || strcmp(w[1], "D") ||
	    (strcmp(w[2], "attributes") && strcmp(w[2], "binding")))
		return false;
	*name = pragma_name(w, it->u.pragma.nwords);
	return true;
}

/* A pragma at its place among the declarations, as DTrace's
 * dt_pragma_attributes( )/dt_pragma_binding( ) when the lexer reaches its
 * line: a global from outside the program is D_PRAGMA_SCOPE (0 or -1); a
 * known provider's component takes its attributes. One naming a global
 * the program has not declared yet waits for it (sema_pragmas_unused). */
int sema_pragma_at(struct sema *s, const struct sd_node *it)
{
	const char *name;

	if (!named_pragma(it, &name))
		return 0;
	const char *const *w = it->u.pragma.words;
	if (!name) {
		sema_pragma_prov_attr(w[5], w[6], w[3]);
		return 0;
	}
	if (!outside(s, name, it->prog))
		return 0;
	SERR(s, it, D_PRAGMA_SCOPE, "#pragma %s cannot modify entity defined outside "
	     "program scope", w[2]);
	return -1;
}

/* Once program prog is parsed (dt_compile( )'s dt_idpragma( )): a pragma
 * naming no global the program declares is D_PRAGMA_UNUSED (0 or -1). */
int sema_pragmas_unused(struct sema *s, int prog)
{
	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next) {
		const char *name;
		if (it->prog != prog || !named_pragma(it, &name) || !name)
			continue;
		bool used = false;
		for (const struct sd_node *d = s->cu->ast.items; d && !used; d = d->next)
			used = d->prog == prog && !from_dlib(d) && declares(d, name);
		if (!used) {
			SERR(s, it, D_PRAGMA_UNUSED, "unused #pragma %s",
			     it->u.pragma.words[2]);
			return -1;
		}
	}
	return 0;
}
