/* compile.c - the compiler driver: command-line programs to a BPF image.
 *
 * The compiler is the table `passes` at the end of this file, run in order
 * by sd_compile_run():
 *
 *   read      the text of every -s file (through cpp with -C) and -n/-P/...
 *             description; nothing is parsed yet
 *   parse     the built-in D library, the -L libraries, then each program,
 *             into one list of items (cu.ast); a clause knows its program
 *             (clause.prog, -1 for a library's). Parsing expands $N macros
 *             and applies #pragma D option as it meets them, as DTrace does
 *   operands  a program that leaves the last operand unreferenced is
 *             marked for sema's D_MACRO_UNUSED, one with nothing but
 *             declarations for its D_EMPTY (sema reports both after the
 *             program's declarations and pragmas, as dt_compile( ))
 *   sema      names bound, types checked, probe descriptions matched
 *   cg        one BPF program per probe (only when probes are enabled:
 *             not for -l or -h)
 *
 * Invariants between passes: after parse no item is changed in shape but
 * by sema's constant folding; after sema every expression of a program's
 * clause has a type and every clause its probes; after cg c->img holds
 * everything rt needs, in its own arena, and cg made no system call, so
 * sd_compile_end() may free the compile arena (the lifetime is in
 * compile.h). A pass that fails has printed its errors (print_error) and
 * the rest do not run.
 *
 * After each pass `show` prints what -x dump / -x tree / -S ask for
 * (driver/dump.h), and -x timepasses its time; the loader's passes (load,
 * attach) are timed by main.c with the same helpers.
 */
#include "compile.h"

#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <sys/mman.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "../base/buf.h"
#include "../base/clock.h"
#include "../base/opts.h"
#include "../cli/cmdline.h"
#include "../kern/ktypes.h"
#include "../lang/dlib.h"
#include "../lang/lex.h"
#include "../lang/parse.h"
#include "../prov/prov.h"
#include "cpp.h"
#include "dlibs.h"
#include "dump.h"
#include "../base/xalloc.h"

/* Program prog's "$N referenced" flags (prog nprogs: the D libraries'). */
static bool *refs_of(struct sd_compile *c, int prog)
{
	return c->referenced + (size_t)prog * (c->cl->noperands + 2);
}

void sd_compile_init(struct sd_compile *c, struct sd_cmdline *cl, struct sd_opts *o)
{
	memset(c, 0, sizeof(*c));
	c->cl = cl;
	c->opts = o;
	c->tab = sd_xcalloc(1, sizeof(*c->tab));
	sd_probe_tab_init(c->tab);
	c->tab->opts = o;
	c->tab->verbose = cl->verbose;
	c->tab->listing = cl->mode == SD_MODE_LIST;
	c->cu.arena = &c->arena;
	c->cu.opts = o;
	c->cu.probes = c->tab;
	c->cu.nprogs = (int)cl->nprogs;
	c->cu.listing = cl->mode == SD_MODE_LIST;
	c->progs = sd_xcalloc(cl->nprogs + 1, sizeof(*c->progs));
	c->referenced = sd_xcalloc((cl->nprogs + 1) * (cl->noperands + 2), sizeof(bool));
}

void sd_compile_end(struct sd_compile *c)
{
	sd_diag_free(&c->cu.diag);
	sd_arena_release(&c->arena);
	memset(&c->cu, 0, sizeof(c->cu));
}

void sd_compile_release(struct sd_compile *c)
{
	sd_compile_end(c);
	sd_image_release(&c->img);
	for (size_t i = 0; i < c->cl->nprogs; i++) {
		free(c->progs[i].text);
		free(c->progs[i].orig);
		free(c->progs[i].desc);
	}
	free(c->progs);
	free(c->src_error);
	free(c->libs);
	free(c->tdnames);
	free(c->vnames);
	free(c->referenced);
	free(c->tpids);
	sd_probe_tab_free(c->tab);
	free(c->tab);
}

/* A script's text; "-" is a file of that name, as DTrace's fopen() takes
 * it (/dev/stdin reads the standard input). NULL if it cannot be opened
 * (errno says why) or read (*rderr is set: a directory opens, but reading
 * it fails); *len is its length. *seekable (if given) tells whether the
 * stream is neither a terminal nor a pipe, DTrace's test in dt_preproc( )
 * before it skips a "#!" first line. */
static char *read_file(const char *path, bool *rderr, size_t *len, bool *seekable)
{
	FILE *f = fopen(path, "r");
	struct sd_buf b = SD_BUF_INIT;
	char chunk[8192];
	size_t n;

	*rderr = false;
	*len = 0;
	if (!f)
		return NULL;
	if (seekable)
		*seekable = !isatty(fileno(f)) && ftello(f) != -1;
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		sd_buf_add(&b, chunk, n);
	*rderr = ferror(f);
	fclose(f);
	if (*rderr) {
		sd_buf_free(&b);
		return NULL;
	}
	*len = b.len;
	return sd_buf_detach(&b);
}

/* -C or -x cpp: scripts go through the C preprocessor. */
static bool cpp_on(const struct sd_compile *c)
{
	return c->cl->cpp || c->opts->cpp;
}

static void print_error(struct sd_compile *c, int prog);
static bool earlier_failed(struct sd_compile *c, int prog, struct sd_ast *ast);

/* -s file i could not be opened or read: DTrace's dtrace(1) compiles the
 * programs in turn and opens each as it comes to it, so the programs
 * before it are compiled first (their errors come first) and the list
 * ends there; run_passes( ) prints c->src_error after them. */
static int src_failed(struct sd_compile *c, size_t i)
{
	if (i == 0) {
		fputs(c->src_error, stderr);
		return -1;
	}
	c->cl->nprogs = i;
	c->cu.nprogs = (int)i;
	return 0;
}

static int load_sources(struct sd_compile *c)
{
	for (size_t i = 0; i < c->cl->nprogs; i++) {
		struct sd_src *s = &c->progs[i];
		const struct sd_cmd_prog *p = &c->cl->progs[i];
		const char *err = NULL;

		if (p->kind == SD_PROG_FILE) {
			s->is_file = true;
			s->file = p->arg;
			bool rderr, seekable;
			s->orig = read_file(p->arg, &rderr, &s->len, &seekable);
			if (!s->orig) {
				c->src_error = rderr ?	/* DTrace's EDT_FIO */
					sd_xasprintf("sonda: failed to compile script %s: Error "
						     "occurred while reading from input stream\n",
						     p->arg) :
					sd_xasprintf("sonda: failed to open %s: %s\n", p->arg,
						     strerror(errno));
				return src_failed(c, i);
			}
			s->desc = sd_xstrdup(p->arg);
			if (cpp_on(c)) {
				/* as DTrace runs cpp when it comes to the script,
				 * a failure comes after the errors of the programs
				 * before it (src_failed( )) */
				char *cpperr = NULL;
				s->text = sd_cpp(s->orig, p->arg, seekable, c->opts,
						 i ? &cpperr : NULL);
				s->len = 0;
				if (!s->text && cpperr) {
					c->src_error = cpperr;
					return src_failed(c, i);
				}
			} else {	/* NUL bytes and all */
				s->text = sd_xmalloc(s->len + 1);
				memcpy(s->text, s->orig, s->len + 1);
			}
			if (!s->text)
				return -1;
			continue;
		}
		s->spec = p->arg;
		if (sd_cmd_prog_text(p, &s->text, &s->desc, &err) < 0 && s->desc) {
			/* DTrace's dt_node_pdesc_by_name()/_by_id() errors */
			struct sd_loc none = { 0 };
			sd_diag_error(&c->cu.diag, none, D_PDESC_INVAL, "%s", s->desc);
			print_error(c, (int)i);
			return -1;
		} else if (!s->text) {
			fprintf(stderr, "sonda: invalid probe specifier %s: %s\n", p->arg,
				err ? err : "invalid description");
			return -1;
		}
		s->orig = sd_xstrdup(s->text);
	}
	return 0;
}

/* An error in a D library, in DTrace's form: "\"FILE\", line N: msg". */
static bool lib_error(struct sd_compile *c, const struct sd_diag_style *st)
{
	const struct sd_diag_msg *m = c->cu.diag.n ? &c->cu.diag.msgs[0] : NULL;
	bool lib = false;

	for (size_t i = 0; m && m->loc.file && i < c->nlibs; i++)
		lib = lib || m->loc.file == c->libs[i];
	if (!lib || !(st->errtags || st->dtrace))
		return false;
	fprintf(stderr, "%s: %s: ", st->prog, st->what);
	if (st->errtags && m->tag != SD_NOTAG)
		fprintf(stderr, "[%s] ", sd_tag_name(m->tag));
	fprintf(stderr, "\"%s\", line %d: %.*s\n", m->loc.file, m->loc.line,
		(int)strcspn(m->text, SD_DIAG_NOTE), m->text);
	return true;
}

/* DTrace names the file a #line directive named, rather than the script,
 * in an error: the one in effect where the lexer was (at the error while
 * parsing, a declaration's included, at the end of the program's text
 * after). NULL for the script. */
static const char *filetag(const struct sd_compile *c, const struct sd_src *s,
			   const struct sd_diag_msg *m)
{
	const char *f = c->parsed && !m->at_parse ? s->end_file : m->loc.file;

	if (!f || f == sd_dlib_file || (s->file && !strcmp(f, s->file)))
		return NULL;
	for (size_t i = 0; i < c->nlibs; i++)
		if (f == c->libs[i])
			return NULL;
	return f;
}

/* The compiler flags a #pragma D option may set, as options hold them. */
static struct sd_cflags cflags_now(const struct sd_opts *o)
{
	struct sd_cflags f = { .argref = o->argref, .cpp = o->cpp, .defaultargs = o->defaultargs,
			       .empty = o->empty, .errtags = o->errtags, .pspec = o->pspec,
			       .verbose = o->verbose, .zdefs = o->zdefs };

	/* an amin set_amin( ) took is a few words: it fits */
	snprintf(f.amin, sizeof(f.amin), "%s", o->amin ? o->amin : "");
	return f;
}

static void cflags_set(struct sd_opts *o, const struct sd_cflags *f)
{
	o->argref = f->argref;
	o->cpp = f->cpp;	/* a pragma's is too late even for its own */
	o->defaultargs = f->defaultargs;
	o->empty = f->empty;
	o->errtags = f->errtags;
	o->pspec = f->pspec;
	o->verbose = f->verbose;	/* a pragma's DIFV lists nothing */
	o->zdefs = f->zdefs;
	free(o->amin);
	o->amin = f->amin[0] ? sd_xstrdup(f->amin) : NULL;
}

/* The flags program prog compiles with: its own once it is parsed. */
static struct sd_cflags cflags_of(const struct sd_compile *c, int prog)
{
	if (prog >= 0 && prog < (int)c->cl->nprogs && c->progs[prog].cf.set)
		return c->progs[prog].cf;
	return cflags_now(c->opts);
}

static void print_error(struct sd_compile *c, int prog)
{
	struct sd_diag_style st = { .errtags = cflags_of(c, prog).errtags,
				    .dtrace = c->cl->testing, .prog = "sonda" };
	char what[4096];
	/* errors in libraries are the first program's, as DTrace reports them */
	const struct sd_src *s = prog < (int)c->cl->nprogs && c->cl->nprogs ?
				 &c->progs[prog >= 0 ? prog : 0] : NULL;

	if (s && s->is_file)
		snprintf(what, sizeof(what), "failed to compile script %s", s->file);
	else
		snprintf(what, sizeof(what), "invalid probe specifier %s", s ? s->spec : "");
	st.what = what;
	st.src = s ? s->orig : NULL;
	st.src_file = s && s->is_file ? s->file : NULL;
	if (lib_error(c, &st))
		return;
	if (s && c->cu.diag.n) {
		st.filetag = filetag(c, s, &c->cu.diag.msgs[0]);
		st.noline = !s->is_file;
	}
	if (s && !s->is_file && !st.errtags && !st.dtrace) {
		/* a -n program has no file: locations are in its text */
		for (size_t i = 0; i < c->cu.diag.n; i++)
			if (!c->cu.diag.msgs[i].loc.file)
				c->cu.diag.msgs[i].loc.file = "<description>";
	}
	sd_diag_print(&c->cu.diag, stderr, &st);
}

static bool macro_lookup(void *ctx, const char *name, int64_t *v)
{
	struct sd_compile *c = ctx;

	if (!strcmp(name, "target")) *v = c->target;
	else if (!strcmp(name, "pid")) *v = getpid();
	else if (!strcmp(name, "ppid")) *v = getppid();
	else if (!strcmp(name, "pgid")) *v = getpgrp();
	else if (!strcmp(name, "sid")) *v = getsid(0);
	else if (!strcmp(name, "uid")) *v = getuid();
	else if (!strcmp(name, "gid")) *v = getgid();
	else if (!strcmp(name, "euid")) *v = geteuid();
	else if (!strcmp(name, "egid")) *v = getegid();
	else return false;
	return true;
}

/* Makes the probes the earlier programs' descriptions make on demand
 * (tick-3s, pid probes), as DTrace has when it parses a later program: it
 * compiles, and so matches, each program before it parses the next. */
static void make_earlier_probes(struct sd_compile *c)
{
	for (int i = 0; i < c->cur; i++)
		for (struct sd_node *n = c->progs[i].items; n; n = n->next) {
			if (n->kind != SD_N_CLAUSE)
				continue;
			for (struct sd_node *pd = n->u.clause.probes; pd; pd = pd->next) {
				struct sd_pdesc d;
				const char *why = NULL;

				if (pd->u.pdesc.by_id || sd_pdesc_parse(pd->u.pdesc.text, &d, &why) < 0)
					continue;
				(void)sd_probe_match(c->tab, &d, NULL, NULL);
				sd_pdesc_free(&d);
			}
		}
}

static bool probe_exists(void *ctx, uint32_t id)
{
	struct sd_compile *c = ctx;

	sd_probe_populate_all(c->tab);
	if (sd_probe_tab_get(c->tab, id))
		return true;
	make_earlier_probes(c);
	return sd_probe_tab_get(c->tab, id) != NULL;
}

/* Is name one of DTrace's global identifiers when a program is parsed (a
 * variable or inline of the libraries or of an earlier program, a
 * function)? Its lexer looks no further at one (id_or_type( )). */
static bool is_global(void *ctx, const char *name)
{
	struct sd_compile *c = ctx;

	for (size_t i = 0; i < c->nvnames; i++)
		if (!strcmp(c->vnames[i], name))
			return true;
	return sd_sema_is_function(name) || sd_dlib_is_inline(name);
}

/* The size of enum tag if it has members (none has a forward one): an
 * enum of the programs before, the D library's or the kernel's. */
static bool enum_size(struct sd_compile *c, const char *tag, unsigned *size, bool *sign)
{
	bool d_scope = !strncmp(tag, "D`", 2);
	const char *k;
	const struct sd_type *t;
	char key[256];

	snprintf(key, sizeof(key), "enum %s", tag + 2 * d_scope);
	t = sd_type_lookup_tag(&c->cu.types, key);
	if (!t && !d_scope && (k = sd_ktype_unscoped(tag)))
		t = sd_ktype_lookup(&c->cu.types, k, 3);
	if (!t || t->kind != SD_T_ENUM || !t->size)
		return false;
	*size = (unsigned)t->size;
	*sign = false;	/* DTrace's DT_NF_SIGNED: never an enum's */
	return true;
}

static bool int_type(void *ctx, const char *name, unsigned *size, bool *sign)
{
	struct sd_compile *c = ctx;
	const struct sd_type *t;

	if (!strncmp(name, "enum ", 5))
		return enum_size(c, name + 5, size, sign);
	t = sd_type_lookup_scoped(&c->cu.types, name);
	if (!t)
		t = sd_type_lookup_typedef(&c->cu.types, strncmp(name, "D`", 2) ? name : name + 2);
	if (!t || !sd_type_is_int(t))
		return false;
	*size = (unsigned)t->size;
	*sign = t->kind == SD_T_INT && t->is_signed;
	return true;
}

static bool is_type(void *ctx, const char *name)
{
	struct sd_compile *c = ctx;
	bool d_scope = !strncmp(name, "D`", 2);	/* D's own types, not the kernel's */

	if (sd_type_lookup_scoped(&c->cu.types, name))
		return true;
	if (!strncmp(name, "C`", 2))
		return false;	/* C's types are intrinsics and cdefs only */
	if (d_scope)
		name += 2;
	if (!d_scope && is_global(ctx, name))
		return false;	/* a global identifier: never a type */
	if (sd_type_lookup_typedef(&c->cu.types, name) || sd_dlib_is_type(name))
		return true;
	for (size_t i = 0; i < c->ntdnames; i++)
		if (!strcmp(c->tdnames[i], name))
			return true;
	if (d_scope)
		return false;
	/* a kernel typedef, whatever its name (fd_set, u32, bool), as
	 * DTrace's id_or_type( ) (dt_lex.l) takes any name it finds in the
	 * kernel's types for a type name; vmlinux`int too, DTrace looking
	 * the name up in the module (dt_type_lookup( )), which must be one
	 * with types: nomod`pid_t, `pid_t (a leading backquote is no scope
	 * to it) and a`b`c (EDT_BADSCOPE) are identifiers */
	if (strchr(name, '`')) {
		const char *k = sd_ktype_unscoped(name);
		return k && (sd_ktype_is_typedef(k) || sd_ktype_is_int(k));
	}
	return sd_ktype_is_typedef(name);
}

static void append_items(struct sd_compile *c, struct sd_ast *ast, int prog);

static int parse_lib_text(struct sd_compile *c, const char *text, struct sd_ast *ast)
{
	struct sd_parse_opts po = { .file = sd_dlib_file, .is_type = is_type, .int_type = int_type, .type_ctx = c };

	return sd_parse(text, &po, &c->arena, &c->cu.diag, ast) < 0 ||
	       sd_diag_nerrors(&c->cu.diag) ? -1 : 0;
}

/* Parses the built-in D library (lang/dlib.h) ahead of the programs, but
 * for its sections parsed only when wanted (parse_dlib_rest). */
static int parse_dlib(struct sd_compile *c)
{
	struct sd_ast head = { 0 };

	if (c->nolibs)
		return 0;
	if (parse_lib_text(c, sd_dlib_text(), &head) < 0)
		return -1;
	append_items(c, &head, -1);
	return 0;
}

/* Could a probe name field match a probe of io, ip, tcp or udp? */
static bool net_probe_name(const char *name)
{
	static const char *const names[] = {
		"start", "done", "wait-start", "wait-done", "send", "receive",
		"accept-established", "accept-refused", "connect-established",
		"connect-refused", "connect-request", "state-change",
	};

	if (!*name || strpbrk(name, "*?["))
		return true;
	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		if (!strcmp(names[i], name))
			return true;
	return false;
}

/* Might a probe description match an io, ip, tcp or udp probe without
 * naming the provider (an empty or glob provider field, a probe ID)? */
static bool pdesc_may_be_net(const struct sd_node *pd)
{
	struct sd_pdesc d;
	const char *err = NULL;
	bool may;

	if (pd->u.pdesc.by_id)
		return true;
	if (sd_pdesc_parse(pd->u.pdesc.text, &d, &err) < 0)
		return false;
	may = (!*d.prov || strpbrk(d.prov, "*?[")) && net_probe_name(d.name);
	sd_pdesc_free(&d);
	return may;
}

/* Does a program's text or a macro operand satisfy wanted? */
static bool text_wants(struct sd_compile *c, bool (*wanted)(const char *src))
{
	for (size_t i = 0; i < c->cl->nprogs; i++)
		if (wanted(c->progs[i].text))
			return true;
	for (size_t i = 0; i < c->cl->noperands; i++)
		if (wanted(c->cl->operands[i]))
			return true;
	return false;
}

static bool net_wanted(struct sd_compile *c)
{
	if (c->nlibs || text_wants(c, sd_dlib_net_wanted))
		return true;
	for (struct sd_node *n = c->cu.ast.items; n; n = n->next) {
		if (n->kind != SD_N_CLAUSE)
			continue;
		for (struct sd_node *pd = n->u.clause.probes; pd; pd = pd->next)
			if (pd->kind == SD_N_PDESC && pdesc_may_be_net(pd))
				return true;
	}
	return false;
}

/* Parses text as library items that go right after the library's others,
 * before the programs'. */
static int insert_lib_text(struct sd_compile *c, const char *text)
{
	struct sd_ast ast = { 0 };
	struct sd_node **pp = &c->cu.ast.items, *last;

	if (parse_lib_text(c, text, &ast) < 0)
		return -1;
	if (!ast.items)
		return 0;
	while (*pp && (*pp)->loc.file == sd_dlib_file)
		pp = &(*pp)->next;
	for (last = ast.items; ; last = last->next) {
		last->prog = -1;	/* a library's, checked before the programs */
		if (last->kind == SD_N_CLAUSE)
			last->u.clause.prog = -1;
		if (!last->next)
			break;
	}
	last->next = *pp;
	*pp = ast.items;
	return 0;
}

/* The library's io/ip/tcp/udp section and its last one (errno and signal
 * names, registers, fault codes), each when a program may use it: parsing
 * them costs more than compiling a small script. */
static int parse_dlib_rest(struct sd_compile *c)
{
	if (c->nolibs)
		return 0;
	if (net_wanted(c) && insert_lib_text(c, sd_dlib_net_text()) < 0)
		return -1;
	if ((c->nlibs || text_wants(c, sd_dlib_tail_wanted)) &&
	    insert_lib_text(c, sd_dlib_tail_text()) < 0)
		return -1;
	return 0;
}

struct pragma_ctx {
	struct sd_compile *c;
	struct sd_macro_env *env;
	bool lib;		/* a D library's, not a program's */
	struct sd_parse_opts *po;	/* the program's lexer's (or NULL) */
	const char *file;	/* the D library being parsed */
	char **loaded;		/* the D libraries parsed before it (DTrace's
				   dtld_loaded) */
	size_t nloaded;
};

/* "Name/Data/Class" stability attributes, as #pragma D attributes takes. */
static bool valid_attrs(const char *a)
{
	int attr[3];

	return sd_opt_parse_attr(a, attr) == 0;
}

/* A pragma word as DTrace's control-line lexer makes it: a quoted string,
 * an integer constant, or else an identifier. */
enum pword { PW_IDENT, PW_STR, PW_INT };

static enum pword pword(const char *w)
{
	if (w[0] == '"')
		return PW_STR;
	return w[0] && sd_lex_int_len(w) == strlen(w) ? PW_INT : PW_IDENT;
}

/* #pragma D option name[=value]: one option per line, as DTrace. */
static int pragma_option(struct pragma_ctx *pc, const char *const *w, int n,
			 struct sd_loc loc)
{
	struct sd_diag *d = &pc->c->cu.diag;
	const char *err = NULL;

	if (n < 4 || pword(w[3]) != PW_IDENT) {
		sd_diag_error(d, loc, D_PRAGMA_MALFORM, "malformed #pragma option "
			      "<option>=<val>");
		return -1;
	}
	if (n > 4) {
		sd_diag_error(d, loc, D_PRAGMA_MALFORM, "superfluous arguments "
			      "specified for #pragma option");
		return -1;
	}
	if (sd_opt_set_pair(pc->c->opts, w[3], SD_OPT_PRAGMA, &err) < 0) {
		const char *eq = strchr(w[3], '=');
		if (eq)
			sd_diag_error(d, loc, D_PRAGMA_OPTSET, "failed to set option "
				      "'%.*s' to '%s': %s", (int)(eq - w[3]), w[3], eq + 1, err);
		else
			sd_diag_error(d, loc, D_PRAGMA_OPTSET, "failed to set option "
				      "'%s': %s", w[3], err);
		return -1;
	}
	pc->env->defaultargs = pc->c->opts->defaultargs;
	/* pspec holds from the next token on (the lexer reads pcb_cflags) */
	if (pc->po && pc->c->opts->pspec)
		pc->po->pspec = true;
	return 0;
}

/* A version #pragma D binding takes (quotes included), as DTrace's
 * dt_version_str2num( ) reads it: up to three numbers separated by dots,
 * any of them empty ("1.", "", "1..2"), at most 255.4095.4095. */
static bool valid_version(const char *v)
{
	char buf[64];
	uint32_t num;
	size_t n = strlen(v);

	if (n < 2 || n - 2 >= sizeof(buf))
		return false;
	snprintf(buf, sizeof(buf), "%.*s", (int)(n - 2), v + 1);
	return sd_opt_parse_version(buf, &num) != -EINVAL;
}


/* #pragma D attributes A provider P part: a component of a known provider
 * (one sonda does not know is a name sema looks for, as DTrace defers it). */
static int pragma_provider(struct sd_diag *d, const char *const *w, int n, struct sd_loc loc)
{
	static const char *const parts[] = { "provider", "module", "function", "name", "args" };

	if (n < 7) {
		sd_diag_error(d, loc, D_PRAGMA_MALFORM, "malformed #pragma attributes "
			      "<attributes> <ident>");
		return -1;
	}
	if (!sd_provider_named(w[5]))
		return 0;
	for (size_t i = 0; i < SD_ARRAY_SIZE(parts); i++)
		if (!strcmp(parts[i], w[6]))
			return 0;
	/* DTrace's message names the provider as the component */
	sd_diag_error(d, loc, D_PRAGMA_INVAL, "invalid component \"%s\" in attribute "
		      "#pragma for provider %s", w[5], w[6]);
	return -1;
}

/* #pragma D attributes A/B/C ident and #pragma D binding "V" ident (sema
 * checks that ident is declared). */
static int pragma_ident(struct sd_diag *d, const char *const *w, int n, struct sd_loc loc)
{
	bool attr = !strcmp(w[2], "attributes");

	if (n < 5 || pword(w[3]) != (attr ? PW_IDENT : PW_STR) || pword(w[4]) != PW_IDENT) {
		sd_diag_error(d, loc, D_PRAGMA_MALFORM, "malformed #pragma %s %s <ident>",
			      w[2], attr ? "<attributes>" : "\"version\"");
		return -1;
	}
	if (attr ? !valid_attrs(w[3]) : !valid_version(w[3])) {
		sd_diag_error(d, loc, D_PRAGMA_INVAL, "invalid %s specified by #pragma %s",
			      attr ? "attributes" : "version string", w[2]);
		return -1;
	}
	if (attr && !strcmp(w[4], "provider"))
		return pragma_provider(d, w, n, loc);
	return 0;
}

/* Is "#pragma D depends_on CLASS NAME" (provider, module) met? */
static bool depends_met(const char *cls, const char *name)
{
	/* dt_pragma_depends( ): a module dt_module_lookup_by_name( ) knows,
	 * with CTF (made from BTF for any kernel module) */
	return !strcmp(cls, "provider") ? sd_provider_named(name) : sd_kmod_known(name);
}

/* A D library's "depends_on library NAME": met once NAME (in the
 * library's own directory, as dt_pragma_depends( ) names it) is loaded;
 * one skipped, or the library itself, is not. */
static int depends_lib(struct pragma_ctx *pc, const char *name, struct sd_loc loc)
{
	struct sd_diag *d = &pc->c->cu.diag;
	char *lib = pc->file ? sd_dlibs_sibling(pc->file, name) : NULL;

	if (!lib)
		return 0;
	for (size_t i = 0; i < pc->nloaded; i++)
		if (!strcmp(pc->loaded[i], lib)) {
			free(lib);
			return 0;
		}
	sd_diag_error(d, loc, D_PRAGMA_DEPEND, "program requires library \"%s\" which "
		      "failed to load", lib);
	free(lib);
	return -1;
}

/* #pragma D depends_on provider|module|library name (the order of D
 * libraries is driver/dlibs.c's). */
static int pragma_depends(struct pragma_ctx *pc, const char *const *w, int n,
			  struct sd_loc loc)
{
	struct sd_diag *d = &pc->c->cu.diag;

	if (n < 5 || pword(w[3]) != PW_IDENT || pword(w[4]) != PW_IDENT) {
		sd_diag_error(d, loc, D_PRAGMA_MALFORM, "malformed #pragma depends_on "
			      "<class> <name>");
		return -1;
	}
	if (!strcmp(w[3], "library")) {
		if (pc->lib)
			return depends_lib(pc, w[4], loc);
		sd_diag_error(d, loc, D_PRAGMA_DEPEND, "main program may not "
			      "explicitly depend on a library");
		return -1;
	}
	if (strcmp(w[3], "provider") && strcmp(w[3], "module")) {
		sd_diag_error(d, loc, D_PRAGMA_INVAL, "invalid class %s specified by "
			      "#pragma depends_on", w[3]);
		return -1;
	}
	if (!depends_met(w[3], w[4])) {
		sd_diag_error(d, loc, D_PRAGMA_DEPEND, "program requires %s %s", w[3], w[4]);
		return -1;
	}
	return 0;
}

static int pragma(void *ctx, const char *const *w, int n, struct sd_loc loc)
{
	struct pragma_ctx *pc = ctx;
	struct sd_diag *d = &pc->c->cu.diag;

	if (n < 3 || strcmp(w[1], "D"))
		return 0;	/* not a D pragma, or "#pragma D" alone: ignored */
	if (!strcmp(w[2], "option"))
		return pragma_option(pc, w, n, loc);
	if (!strcmp(w[2], "attributes") || !strcmp(w[2], "binding"))
		return pragma_ident(d, w, n, loc);
	if (!strcmp(w[2], "depends_on"))
		return pragma_depends(pc, w, n, loc);
	if (!strcmp(w[2], "ident"))
		return 0;
	sd_diag_error(d, loc, D_PRAGMA_INVAL, "invalid D pragma: %s", w[2]);
	return -1;
}

/* Appends the items of ast to the cu's item list, tagging each with its
 * program (lang/sema.c checks a program's items before the next one's). */
static void append_items(struct sd_compile *c, struct sd_ast *ast, int prog)
{
	struct sd_node **pp = &c->cu.ast.items;

	while (*pp)
		pp = &(*pp)->next;
	*pp = ast->items;
	c->vnames = sd_xrealloc(c->vnames, (c->nvnames + ast->nvars + 1) *
				sizeof(*c->vnames));
	for (size_t v = 0; v < ast->nvars; v++)
		c->vnames[c->nvnames++] = ast->vars[v];
	for (struct sd_node *n = ast->items; n; n = n->next) {
		n->prog = prog;
		if (n->kind == SD_N_CLAUSE)
			n->u.clause.prog = prog;
		if (n->kind != SD_N_DECL || n->u.decl.spec.sclass != SD_SC_TYPEDEF)
			continue;
		for (struct sd_node *d = n->u.decl.dtors; d; d = d->next) {
			if (!d->u.dtor.name)
				continue;
			c->tdnames = sd_xrealloc(c->tdnames, (c->ntdnames + 1) *
						 sizeof(*c->tdnames));
			c->tdnames[c->ntdnames++] = d->u.dtor.name;
		}
	}
}

/* Parses one D library: 0, or -1 at an error. One whose compile fails on
 * a D_PRAGMA_DEPEND error (an unmet depends_on) is skipped, its error
 * dropped, as DTrace's dt_load_libs_dir( ) skips it. */
static int parse_lib(struct sd_compile *c, struct pragma_ctx *pc, const char *path)
{
	bool rderr;
	size_t len, before = sd_diag_nerrors(&c->cu.diag);
	char *text = read_file(path, &rderr, &len, NULL);
	const char *file = sd_arena_strdup(&c->arena, path);
	struct sd_parse_opts po = { .file = file, .len = len, .macros = pc->env,
		.is_type = is_type, .int_type = int_type, .type_ctx = c, .pragma = pragma,
		.pragma_ctx = pc, .intstate = &c->intstate };
	struct sd_ast ast = { 0 };

	if (!text)
		return 0;	/* unreadable: skipped, as DTrace does */
	c->libs = sd_xrealloc(c->libs, (c->nlibs + 1) * sizeof(*c->libs));
	c->libs[c->nlibs++] = file;
	pc->file = file;
	int prc = sd_parse(text, &po, &c->arena, &c->cu.diag, &ast);
	free(text);
	pc->file = NULL;
	if (sd_diag_nerrors(&c->cu.diag) > before &&
	    c->cu.diag.msgs[before].tag == D_PRAGMA_DEPEND) {
		sd_diag_truncate(&c->cu.diag, before);
		c->nlibs--;
		return 0;
	}
	if (prc < 0 || sd_diag_nerrors(&c->cu.diag))
		return -1;
	append_items(c, &ast, -1);
	pc->loaded = sd_xrealloc(pc->loaded, (pc->nloaded + 1) * sizeof(*pc->loaded));
	pc->loaded[pc->nloaded++] = sd_xstrdup(path);
	return 0;
}

/* Parses the D libraries of the library directories (driver/dlibs.h)
 * after the built-in one; their clauses are checked, never enabled. */
static int parse_libs(struct sd_compile *c, struct pragma_ctx *pc)
{
	char **paths, *err;
	size_t n;
	int rc = 0;

	if (c->nolibs)
		return 0;
	int lrc = sd_dlibs_list(c->opts, depends_met, &paths, &n, &err);
	if (lrc < 0) {
		struct sd_loc none = { 0 };
		sd_diag_error(&c->cu.diag, none, lrc == -2 ? D_UNKNOWN : SD_NOTAG, "%s",
			      err ? err : "library error");
		free(err);
		return -1;
	}
	for (size_t i = 0; i < n && !rc; i++)
		rc = parse_lib(c, pc, paths[i]);
	sd_dlibs_free(paths, n);
	sd_dlibs_free(pc->loaded, pc->nloaded);
	pc->loaded = NULL;
	pc->nloaded = 0;
	return rc;
}

/* Does a program hold what DTrace's parser keeps as a node: a clause, an
 * inline, a translator, a provider? Declarations and control lines leave
 * its translation unit empty (dt_node_decl() returns no node). */
static bool has_code(const struct sd_src *s)
{
	const struct sd_node *n = s->items;

	for (size_t i = 0; i < s->nitems; i++, n = n->next)
		if (n->kind != SD_N_PRAGMA && n->kind != SD_N_DECL)
			return true;
	return false;
}

/* Marks where an empty program's D_EMPTY is (unless -x empty): sema
 * reports it once the program's pragmas are checked and its declarations
 * declared, as dt_compile() does after parsing. */
static void mark_empty(struct sd_compile *c, int prog)
{
	const struct sd_src *s = &c->progs[prog];
	int line = s->end_line;	/* the line after the last newline */

	if (has_code(s) || cflags_of(c, prog).empty)
		return;
	if (!c->cu.empty_at)
		c->cu.empty_at = sd_arena_alloc(&c->arena, c->cl->nprogs *
						sizeof(*c->cu.empty_at));
	c->cu.empty_at[prog] = (struct sd_loc){ s->is_file ? s->file : NULL, line, 1, 1 };
}

static int check_nothing(struct sd_compile *c, int prog);

static int parse_all(struct sd_compile *c)
{
	size_t nops = c->cl->noperands;
	const char **argv = sd_xcalloc(nops + 2, sizeof(*argv));

	for (size_t i = 0; i < nops; i++)
		argv[i + 1] = c->cl->operands[i];
	/* a library has no operands, not even $0 (dt_load_libs_dir( ) compiles
	 * it with argc 0), but -x defaultargs and the macro variables */
	struct sd_macro_env lenv = { .argc = 0, .argv = argv,
				     .referenced = refs_of(c, (int)c->cl->nprogs),
				     .defaultargs = c->opts->defaultargs,
				     .lookup = macro_lookup, .ctx = c };
	struct pragma_ctx lpc = { c, &lenv, true };
	const struct sd_cflags base = cflags_now(c->opts);	/* -x, -Z ... */
	argv[0] = c->cl->argv0 ? c->cl->argv0 : "sonda";
	c->nolibs = c->opts->nolibs;	/* a program's pragma comes too late */
	if (parse_dlib(c) < 0 || parse_libs(c, &lpc) < 0) {
		free(argv);
		print_error(c, 0);
		return -1;
	}
	cflags_set(c->opts, &base);	/* a library's pragmas are its own */
	for (size_t i = 0; i < c->cl->nprogs; i++) {
		struct sd_src *s = &c->progs[i];
		struct sd_macro_env env = {
			.argc = (int)nops + 1, .argv = argv, .referenced = refs_of(c, (int)i),
			.defaultargs = c->opts->defaultargs, .lookup = macro_lookup, .ctx = c,
		};
		struct pragma_ctx pc = { c, &env, false, NULL };
		struct sd_parse_opts po = {
			.file = s->is_file ? s->file : NULL, .pspec = !s->is_file || c->opts->pspec,
			.pspec_fields = sd_cmd_prog_fields(c->cl->progs[i].kind),
			.cpp = cpp_on(c) && s->is_file, .sident_out = stdout,
			.macros = &env, .is_type = is_type, .int_type = int_type, .is_global = is_global,
			.probe_exists = probe_exists,
			.type_ctx = c, .pragma = pragma, .pragma_ctx = &pc, .len = s->len,
			.strsize = &c->opts->strsize, .version = &c->opts->version,
			.intstate = &c->intstate,
		};
		struct sd_ast ast = { 0 };
		pc.po = &po;
		argv[0] = s->is_file ? s->file : (c->cl->argv0 ? c->cl->argv0 : "sonda");
		c->cur = (int)i;
		if (sd_parse(s->text, &po, &c->arena, &c->cu.diag, &ast) < 0 ||
		    sd_diag_nerrors(&c->cu.diag)) {
			free(argv);
			if (!earlier_failed(c, (int)i, &ast))
				print_error(c, (int)i);
			return -1;
		}
		s->end_file = ast.end_file;
		s->end_line = ast.end_line;
		s->items = ast.items;
		for (struct sd_node *n = ast.items; n; n = n->next)
			s->nitems++;
		append_items(c, &ast, (int)i);
		s->cf = cflags_now(c->opts);
		s->cf.set = true;
		cflags_set(c->opts, &base);
		if (check_nothing(c, (int)i) < 0) {
			free(argv);
			return -1;
		}
	}
	free(argv);
	c->parsed = true;
	if (parse_dlib_rest(c) < 0) {
		print_error(c, 0);
		return -1;
	}
	cflags_set(c->opts, &base);
	if (!c->cu.zdefs)
		c->cu.zdefs = sd_arena_alloc(&c->arena, (c->cl->nprogs + 1) * sizeof(bool));
	if (!c->cu.amin)
		c->cu.amin = sd_arena_alloc(&c->arena, (c->cl->nprogs + 1) * sizeof(char *));
	for (size_t i = 0; i < c->cl->nprogs; i++) {
		c->cu.zdefs[i] = c->progs[i].cf.zdefs;
		c->cu.amin[i] = c->progs[i].cf.amin[0] ?
				sd_arena_strdup(&c->arena, c->progs[i].cf.amin) : NULL;
	}
	return 0;
}

/* D_MACRO_UNUSED: each program must reference the last operand (unless
 * argref), as DTrace checks each program it compiles, once it is parsed
 * (after its declarations' and pragmas' errors, before its clauses'); the
 * others may go unused. Then D_EMPTY, as dt_compile() checks after it.
 * Both are where the lexer stopped, at the end of the program's text.
 * Marks prog's in c->cu; true if it has one. */
static bool mark_operand(struct sd_compile *c, int prog)
{
	size_t n = c->cl->noperands;
	const struct sd_src *s = &c->progs[prog];

	if (cflags_of(c, prog).argref || n == 0 || refs_of(c, prog)[n])
		return false;
	if (!c->cu.unused_at) {
		c->cu.unused_at = sd_arena_alloc(&c->arena, c->cl->nprogs * sizeof(*c->cu.unused_at));
		c->cu.unused_arg = sd_arena_alloc(&c->arena, c->cl->nprogs * sizeof(char *));
	}
	c->cu.unused_at[prog] = (struct sd_loc){ s->is_file ? s->file : NULL, s->end_line, 1, 1 };
	c->cu.unused_arg[prog] = sd_arena_printf(&c->arena, "extraneous argument '%s' "
						 "($%zu is not referenced)", c->cl->operands[n - 1], n);
	return true;
}

/* A program with nothing at all: its D_MACRO_UNUSED at once. */
static int check_operand(struct sd_compile *c, int prog)
{
	if (!mark_operand(c, prog))
		return 0;
	sd_diag_error(&c->cu.diag, c->cu.unused_at[prog], D_MACRO_UNUSED, "%s",
		      c->cu.unused_arg[prog]);
	print_error(c, prog);
	return -1;
}

/* mark_operand( ) and mark_empty( ) of the first n programs: sema reports
 * them in their places, after each program's declarations and pragmas. */
static int operands_upto(struct sd_compile *c, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		mark_operand(c, (int)i);
		mark_empty(c, (int)i);
	}
	return 0;
}

static int check_operands(struct sd_compile *c)
{
	return operands_upto(c, c->cl->nprogs);
}

/* A program with nothing in it at all is D_EMPTY at once, after its
 * D_MACRO_UNUSED, before the next program is parsed (as DTrace compiles
 * one program after the other); one with declarations or control lines
 * is sema's to report, after them. */
static int check_nothing(struct sd_compile *c, int prog)
{
	const struct sd_src *s = &c->progs[prog];

	struct sd_ast none = { 0 };

	if (s->nitems || cflags_of(c, prog).empty)
		return 0;
	/* the programs before it compile first, as DTrace's compile each */
	if (prog > 0 && earlier_failed(c, prog, &none))
		return -1;
	if (check_operand(c, prog) < 0)
		return -1;
	mark_empty(c, prog);
	sd_diag_error(&c->cu.diag, c->cu.empty_at[prog], D_EMPTY,
		      "empty D program translation unit");
	print_error(c, prog);
	return -1;
}

/* sd_sema( ) as the driver runs it: all errors for people, the first for
 * -x errtags and tests; $target known. */
static int run_sema(struct sd_compile *c)
{
	c->cu.all_errors = !c->opts->errtags && !c->cl->testing;
	c->cu.target = c->target;
	return sd_sema(&c->cu);
}

static int sema_pass(struct sd_compile *c)
{
	if (run_sema(c) == 0)
		return 0;
	if (c->opts->tree > 0)
		sd_dump_dtrace_trees(c, c->cu.cur_prog + 1, stderr);
	print_error(c, c->cu.cur_prog);
	return -1;
}

/* Program prog did not parse; ast holds its items before the error (the
 * last maybe partial). dtrace(1) compiles its programs one after the other,
 * and declares as it parses: an error in an earlier program, or in the
 * declarations before the error, comes first. Those are checked now, as
 * check_operands() and sema would. True when one failed (its error printed
 * instead of prog's). */
static bool earlier_failed(struct sd_compile *c, int prog, struct sd_ast *ast)
{
	struct sd_diag parse = c->cu.diag;
	int n = c->cu.nprogs, rc;

	c->cu.diag = (struct sd_diag){ 0 };
	c->cu.nprogs = prog + 1;
	c->cu.last_unparsed = true;
	append_items(c, ast, prog);
	/* the library's sections a program may use: DTrace declared all of
	 * its dlibs before any program (an inline of signal.d redefined) */
	if (parse_dlib_rest(c) < 0) {
		sd_diag_free(&c->cu.diag);
		c->cu.diag = parse;
		c->cu.nprogs = n;
		return false;
	}
	rc = operands_upto(c, (size_t)prog);	/* prints its error */
	if (rc == 0 && run_sema(c) < 0 && sd_diag_nerrors(&c->cu.diag)) {
		print_error(c, c->cu.cur_prog);
		rc = -1;
	}
	c->cu.nprogs = n;
	if (rc < 0) {
		sd_diag_free(&parse);
		return true;
	}
	sd_diag_free(&c->cu.diag);
	c->cu.diag = parse;
	return false;
}

static int cg_pass(struct sd_compile *c)
{
	if (c->cl->mode != SD_MODE_EXEC)
		return 0;	/* -l and -h stop at the checked tree */
	if (sd_cg(&c->cu, &c->img) == 0)
		return 0;
	print_error(c, c->cu.cur_prog);
	return -1;
}

static void show_parse(struct sd_compile *c)
{
	if (c->opts->dump & SD_DUMP_AST)
		sd_dump_tree(c, false, stderr);
	if (c->opts->tree & 1)
		sd_dump_parsed_trees(c);
}

static void show_sema(struct sd_compile *c)
{
	if (c->opts->dump & SD_DUMP_TYPES)
		sd_dump_tree(c, true, stderr);
	if (c->opts->tree > 0)
		sd_dump_dtrace_trees(c, c->cl->nprogs, stderr);
}

/* -S is -x verbose, as in DTrace; its listing after compiling is the one
 * of bit 1 of option disasm (DTrace's clause listings, DT_DISASM_CLAUSE,
 * dt_dis.h), so -x disasm=0 lists nothing here (the program listings of
 * bits 2, 4 and 8 come when tracing starts: main.c). */
static void show_cg(struct sd_compile *c)
{
	if (c->img.nprogs && ((c->opts->dump & SD_DUMP_BPF) ||
			      (c->opts->verbose && (c->opts->disasm & SD_DISASM_CLAUSE))))
		sd_dump_bpf(c, stderr);
}

/* One pass of the compiler: run returns 0, or -1 after printing its
 * errors; show prints what -x dump/-x tree ask for after it. */
struct pass {
	const char *name;
	int (*run)(struct sd_compile *c);
	void (*show)(struct sd_compile *c);
};

/* The compiler, in order; each pass reads only what the ones above made.
 * Operands are checked after parsing because parsing is what marks $N
 * used; probe descriptions are matched in sema because a clause's probes
 * decide its arguments' types. */
static const struct pass passes[] = {
	{ "read", load_sources, NULL },		/* -s files (cpp), -n texts */
	{ "parse", parse_all, show_parse },	/* D libraries + programs: one AST */
	{ "operands", check_operands, NULL },	/* every $N operand referenced */
	{ "sema", sema_pass, show_sema },	/* names, types, probe matching */
	{ "cg", cg_pass, show_cg },		/* one BPF program per probe */
};

uint64_t sd_pass_clock(void)
{
	return sd_clock_ns(CLOCK_MONOTONIC);
}

void sd_pass_time(const struct sd_opts *o, const char *name, uint64_t t0)
{
	if (o->timepasses)
		fprintf(stderr, "sonda: pass %-8s %9.3f ms\n", name,
			(double)(sd_pass_clock() - t0) / 1e6);
}

static const char *type_text_name(void *cu, const char *text)
{
	return sd_sema_type_text_name(cu, text);
}

static int run_passes(struct sd_compile *c)
{
	sd_opt_debug(c->opts, "compiling %zu program(s)\n", c->cl->nprogs);
	sd_types_init(&c->cu.types, &c->arena, (uint32_t)c->opts->strsize);
	sd_probe_set_type_namer(type_text_name, &c->cu);
	for (size_t i = 0; i < SD_ARRAY_SIZE(passes); i++) {
		uint64_t t0 = sd_pass_clock();
		int rc = passes[i].run(c);

		sd_pass_time(c->opts, passes[i].name, t0);
		if (rc < 0)
			return -1;
		if (passes[i].show)
			passes[i].show(c);
	}
	if (c->src_error) {	/* the programs before the file compiled */
		fputs(c->src_error, stderr);
		return -1;
	}
	sd_opt_debug(c->opts, "compiled: %zu D librar%s, %zu clause(s), %zu BPF "
		     "program(s)\n", c->nlibs, c->nlibs == 1 ? "y" : "ies",
		     c->cu.nclauses, c->img.nprogs);
	return 0;
}

/* The passes walk expression trees recursively, and a flat chain of
 * operators (1 + 1 + ... as generated scripts write) is a tree as deep as
 * the chain is long: they run on a thread of their own with a stack big
 * enough for the longest chain the parser takes (parse_int.h,
 * MAX_CHAIN), reserved but not committed. */
#define COMPILE_STACK	(1ul << 30)

struct compile_job {
	struct sd_compile *c;
	int rc;
};

static void *compile_thread(void *arg)
{
	struct compile_job *j = arg;

	j->rc = run_passes(j->c);
	return NULL;
}

int sd_compile_run(struct sd_compile *c)
{
	struct compile_job j = { c, -1 };
	pthread_attr_t attr;
	pthread_t tid;
	void *stack = mmap(NULL, COMPILE_STACK, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);

	if (stack == MAP_FAILED)
		return run_passes(c);
	pthread_attr_init(&attr);
	pthread_attr_setstack(&attr, stack, COMPILE_STACK);
	int err = pthread_create(&tid, &attr, compile_thread, &j);
	pthread_attr_destroy(&attr);
	if (err)
		j.rc = run_passes(c);
	else
		pthread_join(tid, NULL);
	munmap(stack, COMPILE_STACK);
	return j.rc;
}
