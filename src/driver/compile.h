/* compile.h - the compiler driver: command-line programs -> checked AST ->
 * BPF image, as a table of passes. Prints compile errors the way DTrace
 * does (with -x errtags) or as "file:line:col: error: ... [D_TAG]".
 */
#ifndef SONDA_DRIVER_COMPILE_H
#define SONDA_DRIVER_COMPILE_H

#include <sys/types.h>

#include "../base/arena.h"
#include "../cg/cg.h"
#include "../lang/parse.h"
#include "../lang/sema.h"
#include "../prov/prov.h"

struct sd_cmdline;
struct sd_opts;

struct sd_src {
	bool is_file;		/* -s */
	char *text;		/* what is compiled (after cpp) */
	char *orig;		/* as read, for error carets */
	size_t len;		/* text's length, NUL bytes and all, when they
				   are kept (a -s file, no cpp), else 0 */
	char *desc;		/* "script 'x.d'" name or description text */
	const char *file;	/* -s path */
	const char *spec;	/* -n/-P/... argument as given */
	const char *end_file;	/* the file a #line named last (ast.h) */
	int end_line;		/* the line at the end of its text (ast.h) */
	struct sd_node *items;	/* its items in the AST, and how many */
	size_t nitems;
	const char *tree1;	/* -x tree: its pass-1 tree (dump.h) */
	struct sd_cflags {	/* DTrace's compiler flags in effect at its end:
				   a #pragma D option sets them for its own
				   program only (pcb_cflags) */
		bool argref, cpp, defaultargs, empty, errtags, pspec, verbose, zdefs;
		char amin[40];	/* -x amin's "A/B/C" ("": none), pcb_amin */
		bool set;	/* the program is parsed: these are its */
	} cf;
};

/* What a compile owns, and until when (one lifetime, three calls):
 *
 *   sd_compile_init()     c owns the probe table (c->tab), the sources
 *                         (c->progs), the operand flags and c->tpids
 *   sd_compile_run()      fills the compile arena (c->arena: tokens, the
 *                         AST, types, sema's tables, c->cu) and the image
 *                         (c->img, in its own arena: cg/image.h)
 *   sd_compile_end()      frees the compile arena and c->cu; the image,
 *                         the probe table and the options stay, and are
 *                         all that tracing reads. Optional (tracing calls
 *                         it before loading); a second call does nothing
 *   sd_compile_release()  frees everything c owns: sd_compile_end() if it
 *                         did not run, the image (sd_image_release), the
 *                         probe table and the sources. Last.
 *
 * Nothing else frees any of these: the runtime (struct sd_run) borrows the
 * image and the options and owns only its own fds and snapshots. */
struct sd_compile {
	struct sd_cmdline *cl;
	struct sd_opts *opts;
	struct sd_arena arena;
	struct sd_probe_tab *tab;
	struct sd_cu cu;
	struct sd_intstate intstate;	/* the lexer's, from text to text */
	struct sd_image img;
	struct sd_src *progs;
	pid_t target;		/* $target */
	pid_t *tpids;		/* -c/-p processes, in order */
	size_t ntpids;
	bool *referenced;	/* $N used, per program and operand */
	int cur;		/* program being parsed */
	bool parsed;		/* every program is parsed: later errors
				   name the file each program's text ended
				   in, as DTrace's do */
	const char **libs;	/* D library files parsed (arena strings: the
				   loc.file of their nodes) */
	size_t nlibs;
	bool nolibs;		/* -x nolibs: no D library at all, neither the
				   built-in one nor the libdirs' (DTrace's
				   dt_load_libs( ) loads none) */
	const char **tdnames;	/* typedef names the texts parsed so far declare:
				   type names for the texts after them, as in
				   DTrace's one D container */
	size_t ntdnames;
	const char **vnames;	/* variable and inline names the libraries and
				   programs parsed so far took: DTrace's
				   globals for the texts after them */
	size_t nvnames;
	char *src_error;	/* a -s file that could not be opened or read:
				   its message, printed once the programs
				   before it compiled (DTrace compiles each
				   in turn); the programs stop before it */
};

void sd_compile_init(struct sd_compile *c, struct sd_cmdline *cl, struct sd_opts *o);
/* Runs the passes (read, parse, operands, sema, cg; compile.c's table) over
 * every program, printing the dumps -x dump/-x tree/-S ask for after each.
 * 0, or -1 after printing the failing pass's errors. */
int sd_compile_run(struct sd_compile *c);
/* Frees what only the compiler needs (the compile arena and c->cu) once
 * the image is built; see the lifetime above. */
void sd_compile_end(struct sd_compile *c);
/* -x timepasses: a monotonic clock in ns, and "sonda: pass NAME  T ms" on
 * stderr for the pass that started at t0 (the loader's passes use it too). */
uint64_t sd_pass_clock(void);
void sd_pass_time(const struct sd_opts *o, const char *name, uint64_t t0);
/* Frees everything c owns (see the lifetime above); c is then unusable. */
void sd_compile_release(struct sd_compile *c);

#endif
