/* sema_pragma.c - "#pragma D attributes A/B/C name" and "#pragma D binding
 * "V" name" name an identifier: one the program declares (a global variable
 * or an inline), before or after the pragma, as DTrace checks them at their
 * line (another generation's identifier) and once the program is parsed
 * (one never declared). */
#include "sema_int.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "dlib.h"
#include "../base/opts.h"
#include "../prov/prov.h"

/* Does a specifier list's enum body, or one of a struct body's members,
 * have an enumerator called name?  dt_decl_enumerator( ) puts each D
 * enumerator in dt_globals as an inline, whatever declares it. */
static bool enumerates(const struct sd_declspec *spec, const char *name)
{
	for (const struct sd_node *m = spec->members; m; m = m->next) {
		if (m->kind == SD_N_ENUMERATOR && m->u.enumerator.name &&
		    !strcmp(m->u.enumerator.name, name))
			return true;
		if (m->kind == SD_N_MEMBER_DECL && enumerates(&m->u.mdecl.spec, name))
			return true;
	}
	return false;
}

/* Does the global variable, inline or enumerator declaration it declare
 * name? */
static bool declares(const struct sd_node *it, const char *name)
{
	const struct sd_node *d;

	if ((it->kind == SD_N_DECL && enumerates(&it->u.decl.spec, name)) ||
	    (it->kind == SD_N_INLINE && enumerates(&it->u.inl.spec, name)))
		return true;
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
 * declares: an identifier of another generation (dt_gen) for DTrace? NULL
 * is one: the inline of the hard-wired definitions dtrace_open( ) compiles
 * (dt_open.c's _dtrace_hardwire). */
static bool outside(const struct sema *s, const char *name, int prog)
{
	/* dt_open.c's globals: built-in variables, functions (subroutines
	 * too), self and this */
	if (sd_func_lookup_builtin(name) >= 0 || sema_func_lookup(name) != SD_F_NONE ||
	    sema_subr_known(name) || !strcmp(name, "NULL") || !strcmp(name, "self") ||
	    !strcmp(name, "this"))
		return true;
	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next)
		if ((it->prog < prog || from_dlib(it)) && declares(it, name))
			return true;
	return false;
}

/* Does a program declare provider name before node at?  DTrace's
 * dt_node_provider( ) creates the provider as the parser reaches its
 * declaration, so a pragma on a later line finds it (dt_provider_lookup( )
 * in dt_pragma_attributes( )), in this program or an earlier one. */
static bool declared_provider(const struct sema *s, const struct sd_node *at,
			      const char *name)
{
	for (const struct sd_node *it = s->cu->ast.items; it && it != at; it = it->next)
		if (it->kind == SD_N_PROVIDER && it->u.provider.name &&
		    !strcmp(it->u.provider.name, name))
			return true;
	return false;
}

/* The name the words of pragma it name; NULL for a component of a known
 * provider ("#pragma D attributes A provider P part"; an unknown P is a
 * name). */
static const char *pragma_name(const struct sema *s, const struct sd_node *it)
{
	const char *const *w = it->u.pragma.words;
	int n = it->u.pragma.nwords;

	if (strcmp(w[2], "attributes") || strcmp(w[4], "provider") || n < 6)
		return w[4];
	if (n >= 7 && (sd_provider_named(w[5]) || declared_provider(s, it, w[5])))
		return NULL;
	return w[5];
}

/* The name a pragma of the programs names (NULL for a provider's
 * component), or false when it is not "#pragma D attributes/binding". */
static bool named_pragma(const struct sema *s, const struct sd_node *it,
			 const char **name)
{
	/* the D library's own pragmas name its own entities */
	if (it->kind != SD_N_PRAGMA || it->u.pragma.nwords < 5 || from_dlib(it))
		return false;
	const char *const *w = it->u.pragma.words;
	if (strcmp(w[0], "pragma") || strcmp(w[1], "D") ||
	    (strcmp(w[2], "attributes") && strcmp(w[2], "binding")))
		return false;
	*name = pragma_name(s, it);
	return true;
}

/* A pragma at its place among the declarations, as DTrace's
 * dt_pragma_attributes( )/dt_pragma_binding( ) when the lexer reaches its
 * line: a global from outside the program is D_PRAGMA_SCOPE (0 or -1); a
 * known provider's component takes its attributes. One naming a global
 * the program has not declared yet waits for it (sema_pragmas_unused). */
/* The version a program's "#pragma D option version=V" asks for (0 for
 * any other pragma; the lexer has checked it). */
static uint32_t version_pragma(const struct sd_node *it)
{
	uint32_t v;

	if (it->kind != SD_N_PRAGMA || it->u.pragma.nwords != 4 || from_dlib(it))
		return 0;
	const char *const *w = it->u.pragma.words;
	if (strcmp(w[0], "pragma") || strcmp(w[1], "D") || strcmp(w[2], "option") ||
	    strncmp(w[3], "version=", 8) || sd_opt_parse_version(w[3] + 8, &v))
		return 0;
	return v;
}

/* The version of a binding's "M.m.u" (checked by the lexer), any number
 * (dt_version_str2num( )): 0 when too large for us. */
static uint32_t binding_version(const char *quoted)
{
	char buf[32];
	uint32_t v = 0;

	snprintf(buf, sizeof(buf), "%.*s", (int)strcspn(quoted + 1, "\""), quoted + 1);
	int rc = sd_opt_parse_version(buf, &v);
	return rc == 0 || rc == -ENOENT ? v : 0;
}

/* A global's or an inline's name, removed (dt_reduceid( ) over
 * dt_globals, where its variables, arrays and inlines are). */
static void drop_name(struct sema *s, const char *name)
{
	struct sd_var *v;

	sema_inline_drop(s, name);
	if ((v = sema_var_find(s->cu, SD_VAR_GLOBAL, name)) ||
	    (v = sema_var_find(s->cu, SD_VAR_ASSOC, name)))
		v->reduced = true;
}

/* "#pragma D option version=V" in a program lowering the version removes
 * the inlines and globals declared so far that a "#pragma D binding" binds to a later
 * one (dt_opt_version( ) -> dt_reduce( ) in dt_cc.c): later names are
 * undefined. A binding waiting for its inline is applied when that is
 * declared, too late for this reduction. */
static void reduce(struct sema *s, const struct sd_node *at, uint32_t v)
{
	uint32_t before = SD_VERSION_LATEST;

	for (const struct sd_node *it = s->cu->ast.items; it != at; it = it->next)
		if (version_pragma(it) && version_pragma(it) < before)
			before = version_pragma(it);
	if (v >= before)
		return;		/* no reduction */
	for (const struct sd_node *it = s->cu->ast.items; it != at; it = it->next) {
		const char *name, *later;
		if (!named_pragma(s, it, &name) || !name || strcmp(it->u.pragma.words[2], "binding"))
			continue;
		bool last = true;	/* a later binding of the name replaces it */
		for (const struct sd_node *l = it->next; l != at && last; l = l->next)
			last = !named_pragma(s, l, &later) || !later || strcmp(later, name) ||
			       strcmp(l->u.pragma.words[2], "binding");
		if (last && binding_version(it->u.pragma.words[3]) > v)
			drop_name(s, name);
	}
}

/* The lowest version a version pragma of programs 0..last sets. */
static uint32_t lowest_version(const struct sema *s, int last)
{
	uint32_t v = SD_VERSION_LATEST;

	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next)
		if (it->prog <= last && version_pragma(it) && version_pragma(it) < v)
			v = version_pragma(it);
	return v;
}

/* DTrace reads a program's pragmas as it parses it and cooks it (and
 * looks its translators up) only after (dt_compile( )), so a version
 * pragma acts on the whole program and on the ones compiled after it. */
uint32_t sema_pragma_version(const struct sema *s)
{
	return lowest_version(s, s->cu->cur_prog);
}

/* The lowest version a pragma of any program sets: the D library's names
 * are declared before the programs are compiled (dt_load_libs( ) at the
 * first dt_compile( )), so such a pragma's dt_reduce( ) removes those
 * bound later; -x version is set before they are loaded and removes none. */
uint32_t sema_pragma_version_min(const struct sema *s)
{
	return lowest_version(s, INT_MAX);
}

/* "#pragma D attributes A provider P part" of a known provider: sets the
 * part's attributes; a part that is none is D_PRAGMA_INVAL, as
 * dt_pragma_attributes( ) says it (the driver checks those of the
 * providers sonda has; these are of one a program declares). */
static int prov_pragma(struct sema *s, const struct sd_node *it)
{
	static const char *const parts[] = { "provider", "module", "function", "name", "args" };
	const char *const *w = it->u.pragma.words;

	for (size_t i = 0; i < SD_ARRAY_SIZE(parts); i++) {
		if (!strcmp(parts[i], w[6])) {
			sema_pragma_prov_attr(w[5], w[6], w[3]);
			return 0;
		}
	}
	/* DTrace's message names the provider as the component */
	SERR(s, it, D_PRAGMA_INVAL, "invalid component \"%s\" in attribute #pragma for "
	     "provider %s", w[5], w[6]);
	return -1;
}

int sema_pragma_at(struct sema *s, const struct sd_node *it)
{
	const char *name;

	if (version_pragma(it))
		reduce(s, it, version_pragma(it));
	if (!named_pragma(s, it, &name))
		return 0;
	const char *const *w = it->u.pragma.words;
	if (!name)
		return prov_pragma(s, it);
	if (!outside(s, name, it->prog))
		return 0;
	SERR(s, it, D_PRAGMA_SCOPE, "#pragma %s cannot modify entity defined outside "
	     "program scope", w[2]);
	return -1;
}

/* A pragma naming "translator", a keyword no global can be, waits for the
 * program's next translator declaration, which takes every one pending
 * (dt_xlator_create( ) runs the deferred pragmas, dt_pragma_apply( )): is
 * there one after it? */
static bool xlator_after(const struct sd_node *it)
{
	for (const struct sd_node *d = it->next; d; d = d->next)
		if (d->prog == it->prog && d->kind == SD_N_XLATOR)
			return true;
	return false;
}

/* Once program prog is parsed (dt_compile( )'s dt_idpragma( )): a pragma
 * naming no global the program declares is D_PRAGMA_UNUSED (0 or -1).
 * DTrace visits the pending pragmas sorted by name (dt_idhash_iter( )),
 * and of one name the last first (its hash chain's head), so that is the
 * one reported. */
int sema_pragmas_unused(struct sema *s, int prog)
{
	const struct sd_node *first = NULL;
	const char *first_name = NULL;

	for (const struct sd_node *it = s->cu->ast.items; it; it = it->next) {
		const char *name;
		if (it->prog != prog || !named_pragma(s, it, &name) || !name)
			continue;
		bool used = !strcmp(name, "translator") && xlator_after(it);
		for (const struct sd_node *d = s->cu->ast.items; d && !used; d = d->next)
			used = d->prog == prog && !from_dlib(d) && declares(d, name);
		if (!used && (!first || strcmp(name, first_name) <= 0)) {
			first = it;
			first_name = name;
		}
	}
	if (!first)
		return 0;
	SERR(s, first, D_PRAGMA_UNUSED, "unused #pragma %s", first->u.pragma.words[2]);
	return -1;
}
