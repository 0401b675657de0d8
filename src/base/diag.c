#include "diag.h"
#include "xalloc.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *const tag_names[] = {
#define SD_TAG_NAME(t) #t,
	SD_ERRTAGS(SD_TAG_NAME)
#undef SD_TAG_NAME
};

const char *sd_tag_name(enum sd_tag t)
{
	return (unsigned)t < SD_NTAGS ? tag_names[t] : "D_UNKNOWN";
}

void sd_diag_error(struct sd_diag *d, struct sd_loc loc, enum sd_tag tag,
		   const char *fmt, ...)
{
	va_list ap;
	char *text;

	va_start(ap, fmt);
	text = sd_xvasprintf(fmt, ap);
	va_end(ap);
	if (d->n == d->cap) {
		d->cap = d->cap ? d->cap * 2 : 8;
		d->msgs = sd_xrealloc(d->msgs, d->cap * sizeof(*d->msgs));
	}
	d->msgs[d->n++] = (struct sd_diag_msg){ loc, tag, text, d->region, d->at_parse };
}

size_t sd_diag_nerrors(const struct sd_diag *d)
{
	return d->n;
}

void sd_diag_truncate(struct sd_diag *d, size_t n)
{
	while (d->n > n)
		free(d->msgs[--d->n].text);
}

void sd_diag_free(struct sd_diag *d)
{
	for (size_t i = 0; i < d->n; i++)
		free(d->msgs[i].text);
	free(d->msgs);
	memset(d, 0, sizeof(*d));
}

static void print_source_line(FILE *f, const char *src, struct sd_loc loc)
{
	const char *p = src;

	for (int l = 1; l < loc.line && p; l++) {
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (!p || !*p)
		return;
	size_t n = strcspn(p, "\n");
	fprintf(f, "%5d | %.*s\n      | ", loc.line, (int)n, p);
	for (int i = 1; i < loc.col && (size_t)(i - 1) < n; i++)
		fputc(p[i - 1] == '\t' ? '\t' : ' ', f);
	fputc('^', f);
	for (int i = 1; i < loc.len && loc.col - 1 + i < (int)n; i++)
		fputc('~', f);
	fputc('\n', f);
}

static void print_dtrace(const struct sd_diag_msg *m, FILE *f,
			 const struct sd_diag_style *st)
{
	int n = m->loc.dline ? m->loc.dline : m->loc.line;
	char *line = NULL;

	if (st->filetag)
		line = sd_xasprintf("\"%s\", line %d: ", st->filetag, st->noline ? 0 : n);
	else if (m->loc.line > 0 && m->loc.file)
		line = sd_xasprintf("line %d: ", n);
	else if (m->region && !st->src_file)	/* dt_set_errmsg( ) */
		line = sd_xasprintf("in %s: ", m->region);
	/* one write a line: another writer's line never lands inside it */
	bool tag = st->errtags && m->tag != SD_NOTAG;

	fprintf(f, "%s: %s: %s%s%s%s%.*s\n", st->prog, st->what, tag ? "[" : "",
		tag ? sd_tag_name(m->tag) : "", tag ? "] " : "",
		line ? line : "", (int)strcspn(m->text, SD_DIAG_NOTE), m->text);
	free(line);
}

/* Is a location in file within the source text of src_file (NULL, or
 * "<description>", for a -n program's)? */
static bool in_src(const char *file, const char *src_file)
{
	if (!file || !strcmp(file, "<description>"))
		return !src_file;
	return src_file && !strcmp(file, src_file);
}

static void print_human(const struct sd_diag_msg *m, FILE *f,
			const struct sd_diag_style *st)
{
	const char *file = m->loc.file ? m->loc.file : "<description>";
	int n = (int)strcspn(m->text, SD_DIAG_NOTE);
	const char *note = m->text[n] ? m->text + n + 1 : NULL;
	char *tag = m->tag == SD_NOTAG ? sd_xstrdup("") :
		    sd_xasprintf(" [%s]", sd_tag_name(m->tag));

	if (m->loc.line > 0)
		fprintf(f, "%s:%d:%d: error: %.*s%s%s%s\n", file, m->loc.line,
			m->loc.col, n, m->text, note ? "\n\t" : "", note ? note : "", tag);
	else
		fprintf(f, "%s: %s: %.*s%s%s%s\n", st->prog, st->what, n, m->text,
			note ? "\n\t" : "", note ? note : "", tag);
	free(tag);
	if (st->src && m->loc.line > 0 && in_src(m->loc.file, st->src_file))
		print_source_line(f, st->src, m->loc);
}

void sd_diag_print(const struct sd_diag *d, FILE *f,
		   const struct sd_diag_style *st)
{
	if (d->n && (st->errtags || st->dtrace)) {
		print_dtrace(&d->msgs[0], f, st);
		return;
	}
	for (size_t i = 0; i < d->n && i < SD_DIAG_SHOWN; i++)
		print_human(&d->msgs[i], f, st);
	if (d->n > SD_DIAG_SHOWN)
		fprintf(f, "%s: %zu more errors not shown\n", st->prog,
			d->n - SD_DIAG_SHOWN);
}
