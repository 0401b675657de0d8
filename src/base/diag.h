/* diag.h - compile diagnostics: collected by passes, printed by the driver.
 *
 * A pass records errors with sd_diag_error() and keeps going where it can
 * (sema checks the clauses after a failed one, cu->all_errors); the driver
 * checks sd_diag_nerrors() between passes. Nothing longjmps. */
#ifndef SONDA_BASE_DIAG_H
#define SONDA_BASE_DIAG_H

#include <stdio.h>
#include "common.h"
#include "errtags.h"

struct sd_diag_msg {
	struct sd_loc loc;
	enum sd_tag tag;
	char *text;		/* malloc'd; may contain "\n\t" continuation lines */
	const char *region;	/* d->region when it was recorded */
	bool at_parse;		/* d->at_parse when it was recorded */
};
/* Ends a message of DTrace's words where a note of sonda's own follows:
 * sonda's format prints the note on a continuation line, DTrace's forms
 * leave it out. */
#define SD_DIAG_NOTE "\x1f"


struct sd_diag {
	struct sd_diag_msg *msgs;
	size_t n, cap;
	const char *region;	/* what is being checked, as DTrace's yylabel( )
				   names it ("action list", "predicate"), or
				   NULL: a -n program's error says "in REGION: "
				   in DTrace's forms, where it has no line */
	bool at_parse;		/* what is being checked is what DTrace checks
				   as its parser meets it (a declaration): its
				   errors name the file the lexer is in then */
};

void sd_diag_error(struct sd_diag *d, struct sd_loc loc, enum sd_tag tag,
		   const char *fmt, ...) SD_PRINTF(4, 5);
size_t sd_diag_nerrors(const struct sd_diag *d);
/* Drops the errors recorded after the first n (a pass that retries). */
void sd_diag_truncate(struct sd_diag *d, size_t n);
void sd_diag_free(struct sd_diag *d);

/* How to print: DTrace's one-line form ("failed to compile script F: [TAG]
 * line N: msg") when errtags is set, else the editor-friendly
 * "file:line:col: error: msg [TAG]" with the source line and a caret. */
struct sd_diag_style {
	bool errtags;
	bool dtrace;		/* DTrace's one-line form without the tag (its
				   test mode, _DTRACE_TESTING) */
	const char *prog;	/* "sonda" */
	const char *what;	/* "failed to compile script t.d" or
				   "invalid probe specifier BEGIN{...}" */
	const char *src;	/* whole source text, for the caret; may be NULL */
	const char *src_file;	/* the file src is (NULL: a -n program's text):
				   an error in another file (a header, a
				   #line name) gets no excerpt */
	const char *filetag;	/* DTrace's form: the file a #line named
				   instead of the script ("\"f\", line N:");
				   NULL for none */
	bool noline;		/* with filetag: line 0 (a -n program) */
};

/* The most errors sonda's own format prints, and the most sema collects
 * (the rest are counted in one line). */
#define SD_DIAG_SHOWN 20
#define SD_DIAG_MAX 100

/* Prints to f the first error in DTrace's forms (errtags, dtrace: it stops
 * at the first), else every error, up to SD_DIAG_SHOWN. */
void sd_diag_print(const struct sd_diag *d, FILE *f,
		   const struct sd_diag_style *st);

#endif
