/* dlibs.c - finding and ordering the D library files of the libdirs. */
#include "dlibs.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "../base/buf.h"
#include "../base/opts.h"
#include "../base/xalloc.h"

struct lib {
	char *path;
	const char *base;	/* file name within its directory */
	char **deps;		/* depends_on library names */
	size_t ndeps;
	int state;		/* 0 unvisited, 1 on the path, 2 placed */
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
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* p after a word w followed by a blank, or NULL. */
static const char *word(const char *p, const char *w)
{
	size_t n = strlen(w);

	p = skip_ws(p);
	if (strncmp(p, w, n) || (p[n] != ' ' && p[n] != '\t'))
		return NULL;
	return p + n;
}

/* Collects the "#pragma D depends_on library NAME" lines of l's file. */
static void scan_deps(struct lib *l)
{
	FILE *f = fopen(l->path, "r");
	char line[1024];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		const char *p = skip_ws(line);
		if (*p++ != '#')
			continue;
		if (!(p = word(p, "pragma")) || !(p = word(p, "D")) ||
		    !(p = word(p, "depends_on")) || !(p = word(p, "library")))
			continue;
		p = skip_ws(p);
		size_t n = strcspn(p, " \t\r\n");
		if (n)
			push(&l->deps, &l->ndeps, sd_xstrndup(p, n));
	}
	fclose(f);
}

static int visit(struct lib *libs, size_t n, size_t i, struct list *out, char **err)
{
	struct lib *l = &libs[i];

	l->state = 1;
	for (size_t d = 0; d < l->ndeps; d++) {
		size_t j;
		for (j = 0; j < n && strcmp(libs[j].base, l->deps[d]); j++)
			;
		if (j == n) {
			*err = sd_xasprintf("Invalid library dependency in %s: %s", l->path,
					    l->deps[d]);
			return -1;
		}
		if (libs[j].state == 1) {
			*err = sd_xasprintf("Cyclic dependency detected: %s => %s",
					    libs[j].path, l->path);
			return -1;
		}
		if (!libs[j].state && visit(libs, n, j, out, err) < 0)
			return -1;
	}
	l->state = 2;
	push(&out->v, &out->n, sd_xstrdup(l->path));
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.d files of dir, sorted by name. */
static void dir_files(const char *dir, struct list *names)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);
		if (e->d_name[0] != '.' && len > 2 && !strcmp(e->d_name + len - 2, ".d"))
			push(&names->v, &names->n, sd_xstrdup(e->d_name));
	}
	closedir(d);
	qsort(names->v, names->n, sizeof(*names->v), cmp_str);
}

/* Appends the libraries of one directory, dependencies first. */
static int load_dir(const char *dir, struct list *out, char **err)
{
	struct list names = { 0 };
	int rc = 0;

	dir_files(dir, &names);
	struct lib *libs = sd_xcalloc(names.n + 1, sizeof(*libs));
	for (size_t i = 0; i < names.n; i++) {
		libs[i].path = sd_xasprintf("%s/%s", dir, names.v[i]);
		libs[i].base = names.v[i];
		scan_deps(&libs[i]);
	}
	for (size_t i = 0; i < names.n && !rc; i++)
		if (!libs[i].state)
			rc = visit(libs, names.n, i, out, err);
	for (size_t i = 0; i < names.n; i++) {
		sd_dlibs_free(libs[i].deps, libs[i].ndeps);
		free(libs[i].path);
	}
	free(libs);
	sd_dlibs_free(names.v, names.n);
	return rc;
}

/* "6.18.3-foo" -> 6 << 16 | 18 << 8 | 3; -1 unless it starts with digits. */
static long kver(const char *s)
{
	long v[3] = { 0 };
	int i = 0;

	if (!isdigit((unsigned char)*s))
		return -1;
	while (i < 3 && isdigit((unsigned char)*s)) {
		v[i++] = strtol(s, (char **)&s, 10);
		if (*s != '.')
			break;
		s++;
	}
	return v[0] << 16 | (v[1] & 0xff) << 8 | (v[2] & 0xff);
}

/* dir's newest kernel-version subdirectory not newer than ours, or NULL. */
static char *kernel_subdir(const char *dir)
{
	struct utsname u;
	struct dirent *e;
	long best = -1, ours;
	char *path = NULL;
	DIR *d = opendir(dir);

	if (!d || uname(&u) < 0) {
		if (d)
			closedir(d);
		return NULL;
	}
	ours = kver(u.release);
	while ((e = readdir(d))) {
		long v = kver(e->d_name);
		if (e->d_name[0] == '.' || v < 0 || v > ours || v < best)
			continue;
		best = v;
		free(path);
		path = sd_xasprintf("%s/%s", dir, e->d_name);
	}
	closedir(d);
	return path;
}

static int load_path(const char *dir, struct list *out, char **err)
{
	char *k = kernel_subdir(dir);
	int rc = k ? load_dir(k, out, err) : 0;

	free(k);
	return rc ? rc : load_dir(dir, out, err);
}

int sd_dlibs_list(const struct sd_opts *o, char ***paths, size_t *n, char **err)
{
	struct list out = { 0 };
	int rc = 0;

	*err = NULL;
	if (o->syslibdir && *o->syslibdir)
		rc = load_path(o->syslibdir, &out, err);
	for (size_t i = 0; i < o->nlibdirs && !rc; i++)
		rc = load_path(o->libdirs[i], &out, err);
	if (rc) {
		sd_dlibs_free(out.v, out.n);
		out.v = NULL;
		out.n = 0;
	}
	*paths = out.v;
	*n = out.n;
	return rc;
}

void sd_dlibs_free(char **paths, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(paths[i]);
	free(paths);
}
