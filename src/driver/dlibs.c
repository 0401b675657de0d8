/* dlibs.c - finding and ordering the D library files of the libdirs, as
 * DTrace's dt_load_libs_dir( ) does (dt_dlibs.c). */
#include "dlibs.h"

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "../base/buf.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../lang/lex.h"

struct lib {
	char *path;		/* DIR/NAME */
	char **deps;		/* depends_on libraries, as DIR/NAME */
	size_t ndeps;
	size_t *dependents;	/* the libraries that depend on this one */
	size_t ndependents;
	int start, finish;	/* dt_topo_sort( )'s times */
};

struct list {
	char **v;
	size_t n;
};

static void push(char ***v, size_t *n, char *s)
{
	char **p = sd_xrealloc(*v, (*n + 1) * sizeof(*p));

	p[(*n)++] = s;
	*v = p;
}

static const char *skip_ws(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v')
		p++;
	return p;
}

/* p after a word w followed by a blank or the end, or NULL. */
static const char *word(const char *p, const char *w)
{
	size_t n = strlen(w);

	p = skip_ws(p);
	if (strncmp(p, w, n) || (p[n] && !strchr(" \t\f\v\r\n", p[n])))
		return NULL;
	return p + n;
}

/* The next word of a control line (malloc'd), or NULL at its end. */
static char *next_word(const char **pp)
{
	const char *p = skip_ws(*pp);
	size_t n = strcspn(p, " \t\f\v\r\n");

	*pp = p + n;
	return n ? sd_xstrndup(p, n) : NULL;
}

/* Is w a name to DTrace's control-line lexer, not a quoted string nor an
 * integer constant (which depends_on refuses, D_PRAGMA_MALFORM)? */
static bool ident_word(const char *w)
{
	return w[0] != '"' && sd_lex_int_len(w) != strlen(w);
}

/* One "#pragma D depends_on CLASS NAME" line of l's (after "depends_on"):
 * records a library; false where DTrace's scan of the control lines
 * (DTRACE_C_CTL) stops with an error: an unmet provider or module, a
 * malformed line or another class. */
static bool scan_depends(struct lib *l, const char *p, sd_dlibs_met_fn met)
{
	char *cls = next_word(&p), *name = cls ? next_word(&p) : NULL;
	bool ok = name && ident_word(cls) && ident_word(name);

	if (ok && !strcmp(cls, "library")) {
		push(&l->deps, &l->ndeps, sd_dlibs_sibling(l->path, name));
	} else if (ok && (!strcmp(cls, "provider") || !strcmp(cls, "module"))) {
		ok = !met || met(cls, name);
	} else {
		ok = false;
	}
	free(cls);
	free(name);
	return ok;
}

/* Collects the "#pragma D depends_on library NAME" lines of l's file, up
 * to the first control line DTrace's scan stops at (#error too). */
static void scan_deps(struct lib *l, sd_dlibs_met_fn met)
{
	FILE *f = fopen(l->path, "r");
	char line[1024];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		const char *p = skip_ws(line);
		if (*p++ != '#')
			continue;
		if (word(p, "error"))
			break;
		if (!(p = word(p, "pragma")) || !(p = word(p, "D")) ||
		    !(p = word(p, "depends_on")))
			continue;
		if (!scan_depends(l, p, met))
			break;
	}
	fclose(f);
}

static size_t find_lib(const struct lib *libs, size_t n, const char *path)
{
	size_t j;

	for (j = 0; j < n && strcmp(libs[j].path, path); j++)
		;
	return j;
}

/* dt_lib_build_graph( ): each library's dependents. */
static int build_graph(struct lib *libs, size_t n, char **err)
{
	for (size_t i = 0; i < n; i++)
		for (size_t d = 0; d < libs[i].ndeps; d++) {
			size_t j = find_lib(libs, n, libs[i].deps[d]);
			if (j == n) {
				*err = sd_xasprintf("Invalid library dependency in %s: %s",
						    libs[i].path, libs[i].deps[d]);
				return -1;
			}
			struct lib *t = &libs[j];
			t->dependents = sd_xrealloc(t->dependents, (t->ndependents + 1) *
						    sizeof(*t->dependents));
			t->dependents[t->ndependents++] = i;
		}
	return 0;
}

/* dt_topo_sort( ): depth first over the dependents; a library is placed
 * (prepended) when it finishes, so it comes before its dependents. */
static void topo(struct lib *libs, size_t i, int *count, size_t *order, size_t *pos)
{
	struct lib *l = &libs[i];

	l->start = ++*count;
	for (size_t d = 0; d < l->ndependents; d++)
		if (!libs[l->dependents[d]].start)
			topo(libs, l->dependents[d], count, order, pos);
	l->finish = ++*count;
	order[--*pos] = i;
}

/* dt_lib_depend_sort( ): the load order, or -1 with *err at a cycle (a
 * dependent that finished after the library it depends on). */
static int sort_libs(struct lib *libs, size_t n, size_t *order, char **err)
{
	int count = 0;
	size_t pos = n;

	if (build_graph(libs, n, err) < 0)
		return -1;
	for (size_t i = 0; i < n; i++)
		if (!libs[i].start)
			topo(libs, i, &count, order, &pos);
	for (size_t i = 0; i < n; i++)
		for (size_t d = 0; d < libs[i].ndependents; d++) {
			const struct lib *t = &libs[libs[i].dependents[d]];
			if (t->finish > libs[i].finish) {
				*err = sd_xasprintf("Cyclic dependency detected: %s => %s",
						    libs[i].path, t->path);
				return -1;
			}
		}
	return 0;
}

/* A ".o" file of a library directory, which DTrace reads as a BPF object
 * of its own library (readBPFFile( )): one it cannot open, not ELF or not
 * for EM_BPF ends the load with its message (sonda links no such code, so
 * a BPF object is left alone). 0, or -1 with *err. */
static int bpf_object(const char *path, char **err)
{
	unsigned char h[20];
	FILE *f = fopen(path, "r");

	if (!f) {
		*err = sd_xasprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	size_t n = fread(h, 1, sizeof(h), f);
	fclose(f);
	if (n < 4 || memcmp(h, "\177ELF", 4)) {
		*err = sd_xasprintf("%s: ELF file type not supported", path);
		return -1;
	}
	/* e_machine: 2 bytes at 18, in the file's byte order (EI_DATA) */
	unsigned m = n < 20 ? 0 : h[5] == 2 ? (unsigned)h[18] << 8 | h[19] :
		     (unsigned)h[19] << 8 | h[18];
	if (m != 247) {		/* EM_BPF */
		*err = sd_xasprintf("%s: ELF machine type not supported", path);
		return -1;
	}
	return 0;
}

/* The D library files of dir, in readdir( ) order as DTrace reads them:
 * names whose suffix after the last '.' is "d", that can be opened; a
 * ".o" is checked (bpf_object( )). 0, or -1 with *err. */
static int dir_files(const char *dir, struct list *paths, char **err)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		const char *p = strrchr(e->d_name, '.');
		if (p && !strcmp(p, ".o")) {
			char *path = sd_xasprintf("%s/%s", dir, e->d_name);
			int rc = bpf_object(path, err);
			free(path);
			if (rc < 0) {
				closedir(d);
				return -1;
			}
			continue;
		}
		if (!p || strcmp(p, ".d"))
			continue;
		char *path = sd_xasprintf("%s/%s", dir, e->d_name);
		FILE *f = fopen(path, "r");
		if (!f) {
			free(path);
			continue;
		}
		fclose(f);
		push(&paths->v, &paths->n, path);
	}
	closedir(d);
	return 0;
}

/* Appends the libraries of one directory in DTrace's load order. */
static int load_dir(const char *dir, sd_dlibs_met_fn met, struct list *out, char **err)
{
	struct list paths = { 0 };
	int rc;

	if (dir_files(dir, &paths, err) < 0) {
		sd_dlibs_free(paths.v, paths.n);
		return -2;
	}
	struct lib *libs = sd_xcalloc(paths.n + 1, sizeof(*libs));
	size_t *order = sd_xcalloc(paths.n + 1, sizeof(*order));
	for (size_t i = 0; i < paths.n; i++) {
		libs[i].path = paths.v[i];
		scan_deps(&libs[i], met);
	}
	rc = sort_libs(libs, paths.n, order, err);
	for (size_t i = 0; !rc && i < paths.n; i++)
		push(&out->v, &out->n, sd_xstrdup(libs[order[i]].path));
	for (size_t i = 0; i < paths.n; i++) {
		sd_dlibs_free(libs[i].deps, libs[i].ndeps);
		free(libs[i].dependents);
	}
	free(libs);
	free(order);
	sd_dlibs_free(paths.v, paths.n);
	return rc;
}

/* DTrace's dt_str2kver( ): "M.m[.u]" as sscanf("%d.%d.%d") reads it (two
 * numbers at least: "6" and "6." are none) into *v as DT_VERSION_NUMBER( )
 * packs it, 8, 12 and 12 bits; false if it is no version. */
static bool kver(const char *s, uint32_t *v)
{
	int m = 0, n = 0, u = 0;

	switch (sscanf(s, "%d.%d.%d", &m, &n, &u)) {
	case 2:
		u = 0;
		break;
	case 3:
		break;
	default:
		return false;
	}
	*v = ((uint32_t)m & 0xff) << 24 | ((uint32_t)n & 0xfff) << 12 | ((uint32_t)u & 0xfff);
	return true;
}

/* dir's newest kernel-version subdirectory not newer than ours, or NULL
 * (dt_find_kernpath( ): a later one of the same version wins). */
static char *kernel_subdir(const char *dir)
{
	struct utsname u;
	struct dirent *e;
	uint32_t best = 0, ours, v;
	char *path = NULL;
	DIR *d = opendir(dir);

	if (!d || uname(&u) < 0 || !kver(u.release, &ours)) {
		if (d)
			closedir(d);
		return NULL;
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' || !kver(e->d_name, &v) || v > ours || v < best)
			continue;
		best = v;
		free(path);
		path = sd_xasprintf("%s/%s", dir, e->d_name);
	}
	closedir(d);
	return path;
}

static int load_path(const char *dir, sd_dlibs_met_fn met, struct list *out, char **err)
{
	char *k = kernel_subdir(dir);
	int rc = k ? load_dir(k, met, out, err) : 0;

	free(k);
	return rc ? rc : load_dir(dir, met, out, err);
}

int sd_dlibs_list(const struct sd_opts *o, sd_dlibs_met_fn met, char ***paths, size_t *n,
		  char **err)
{
	struct list out = { 0 };
	int rc = 0;

	*err = NULL;
	if (o->syslibdir && *o->syslibdir)
		rc = load_path(o->syslibdir, met, &out, err);
	for (size_t i = 0; i < o->nlibdirs && !rc; i++)
		rc = load_path(o->libdirs[i], met, &out, err);
	if (rc) {
		sd_dlibs_free(out.v, out.n);
		out.v = NULL;
		out.n = 0;
	}
	*paths = out.v;
	*n = out.n;
	return rc;
}

char *sd_dlibs_sibling(const char *lib, const char *name)
{
	const char *slash = strrchr(lib, '/');

	return slash ? sd_xasprintf("%.*s%s", (int)(slash - lib + 1), lib, name) : NULL;
}

void sd_dlibs_free(char **paths, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(paths[i]);
	free(paths);
}
