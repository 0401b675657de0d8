/* ctx.h - the lang layer's state for one run.
 *
 * The D library's name sets (its typedefs and inlines, and the names that
 * make the network and tail libraries wanted), built from the library's
 * text on first use, are cached in one struct sd_lang_ctx, not in file
 * statics. The driver makes it with sd_lang_ctx_init(), installs it with
 * sd_lang_ctx_set() for the run and frees it with sd_lang_ctx_free();
 * sd_lang_ctx() returns the installed one (a bug if there is none).
 */
#ifndef SONDA_LANG_CTX_H
#define SONDA_LANG_CTX_H

struct sd_dlib_names;
struct sd_pattr;

struct sd_lang_ctx {
	struct sd_dlib_names *types;	/* dlib.c: the library's typedefs */
	struct sd_dlib_names *net;	/* dlib.c: what wants the net library */
	struct sd_dlib_names *tail;	/* dlib.c: what wants the tail library */
	struct sd_dlib_names *inlines;	/* dlib.c: the library's inlines */
	char *text;			/* dlib.c: the first part, with the
					   machine's CPU packages */
	char *net_text;			/* dlib.c: the io/ip/tcp/udp part, with
					   the machine's block majors */
	struct sd_pattr *pattr;		/* sema_attr.c: the providers'
					   attributes (by sd_providers[]
					   index) once a #pragma D
					   attributes A provider P part
					   changed one; NULL before */
};

void sd_lang_ctx_init(struct sd_lang_ctx *l);
void sd_lang_ctx_free(struct sd_lang_ctx *l);
void sd_lang_ctx_set(struct sd_lang_ctx *l);
struct sd_lang_ctx *sd_lang_ctx(void);

#endif
