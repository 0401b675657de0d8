/* tracefs.c - finding tracefs and reading event ids, formats and lists. */
#include "tracefs.h"
#include "ctx.h"
#include "../base/xalloc.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/vfs.h>

#ifndef TRACEFS_MAGIC
#define TRACEFS_MAGIC 0x74726163
#endif

#define TRACEFS_MAIN	"/sys/kernel/tracing"
#define TRACEFS_DEBUG	"/sys/kernel/debug/tracing"

static bool is_tracefs(const char *dir)
{
	struct statfs st;

	return statfs(dir, &st) == 0 && st.f_type == TRACEFS_MAGIC;
}

const char *sd_tracefs(void)
{
	/* The mount point is a fact about the machine: found once. */
	static const char *found;

	if (found)
		return found;
	if (is_tracefs(TRACEFS_MAIN))
		return found = TRACEFS_MAIN;
	if (is_tracefs(TRACEFS_DEBUG))
		return found = TRACEFS_DEBUG;
	if (mount("nodev", TRACEFS_MAIN, "tracefs", 0, NULL) < 0)
		return NULL;
	if (!is_tracefs(TRACEFS_MAIN)) {
		errno = ENODEV;
		return NULL;
	}
	return found = TRACEFS_MAIN;
}

/* Builds tracefs/events/GROUP[/EVENT[/FILE]] into path. 0 or -errno. */
static int event_path(char *path, size_t size, const char *group,
		      const char *event, const char *file)
{
	const char *root = sd_tracefs();
	int n;

	if (!root)
		return -errno;
	if (!group)
		n = snprintf(path, size, "%s/events", root);
	else if (!event)
		n = snprintf(path, size, "%s/events/%s", root, group);
	else if (!file)
		n = snprintf(path, size, "%s/events/%s/%s", root, group, event);
	else
		n = snprintf(path, size, "%s/events/%s/%s/%s", root, group,
			     event, file);
	return n < 0 || (size_t)n >= size ? -ENAMETOOLONG : 0;
}

/* Reads a whole small file into a malloc'd string. NULL with errno. */
static char *read_file(const char *path)
{
	size_t len = 0, cap = 4096;
	char *s = sd_xmalloc(cap);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t r;

	if (fd < 0)
		goto err;
	while ((r = read(fd, s + len, cap - len - 1)) > 0) {
		len += r;
		if (cap - len - 1 == 0) {
			char *t = sd_xrealloc(s, cap *= 2);

			s = t;
		}
	}
	if (r < 0)
		goto err;
	close(fd);
	s[len] = '\0';
	return s;
err:
	r = errno;
	free(s);
	if (fd >= 0)
		close(fd);
	errno = r;
	return NULL;
}

/* The ids of the events whose format was read: attaching needs them and
 * would otherwise read each event's id file again. Only the kernel's own
 * events are read here, and their ids do not change while it runs. */
struct sd_known_id {
	struct sd_known_id *next;
	int id;
	char name[];			/* "group/event" */
};

void sd_tracefs_forget_ids(struct sd_known_id *k)
{
	while (k) {
		struct sd_known_id *next = k->next;

		free(k);
		k = next;
	}
}

static void remember_id(const char *group, const char *event, int id)
{
	size_t n = strlen(group) + strlen(event) + 2;
	struct sd_known_id *k = sd_xmalloc(sizeof(*k) + n);

	snprintf(k->name, n, "%s/%s", group, event);
	k->id = id;
	k->next = sd_kern_ctx()->known_ids;
	sd_kern_ctx()->known_ids = k;
}

static int known_id(const char *group, const char *event)
{
	size_t g = strlen(group);

	for (const struct sd_known_id *k = sd_kern_ctx()->known_ids; k; k = k->next)
		if (!strncmp(k->name, group, g) && k->name[g] == '/' &&
		    !strcmp(k->name + g + 1, event))
			return k->id;
	return -1;
}

int sd_tracefs_event_id(const char *group, const char *event)
{
	char path[PATH_MAX], *text;
	int err = event_path(path, sizeof(path), group, event, "id");
	long id = known_id(group, event);

	if (err)
		return err;
	if (id > 0)
		return (int)id;
	text = read_file(path);
	if (!text)
		return -errno;
	id = strtol(text, NULL, 10);
	free(text);
	return id > 0 && id <= INT_MAX ? (int)id : -EINVAL;
}

bool sd_tracefs_event_exists(const char *group, const char *event)
{
	char path[PATH_MAX];
	struct stat st;

	return !event_path(path, sizeof(path), group, event, NULL) &&
	       stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Returns the number after "key" in line, or -1 when absent. */
static long line_num(const char *line, const char *key)
{
	const char *p = strstr(line, key);

	return p ? strtol(p + strlen(key), NULL, 10) : -1;
}

static char *dup_trimmed(const char *s, size_t n)
{
	while (n && isspace((unsigned char)*s))
		s++, n--;
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	return sd_xstrndup(s, n);
}

/* type with the spaces between two '*' taken out ("struct iocb * *", as
 * io_submit's tracefs format writes it, is "struct iocb **"): DTrace's -lv
 * prints the name libctf gives the type it resolves (ctf_type_name( ), no
 * space after a '*' before another), not the format's text. Edits type in
 * place and returns it. */
static char *canon_stars(char *type)
{
	char *w = type;

	for (const char *r = type; type && *r; r++) {
		if (*r == ' ' && w > type && w[-1] == '*') {
			const char *q = r;

			while (*q == ' ')
				q++;
			if (*q == '*') {
				r = q - 1;
				continue;
			}
		}
		*w++ = *r;
	}
	if (type)
		*w = '\0';
	return type;
}

/* Splits a declaration ("const char * filename", "char comm[16]",
 * "char[] name") into f->name and f->type ("char[16]"). 0 or -EINVAL. */
static int split_decl(const char *d, size_t n, struct sd_tp_field *f)
{
	const char *dims = d + n, *id_end, *id;

	while (n && isspace((unsigned char)d[n - 1]))
		n--;
	/* Array dimensions after the identifier: "[16]" or "[2][4]". */
	id_end = d + n;
	while (id_end > d && id_end[-1] == ']') {
		while (id_end > d && *--id_end != '[')
			;
		while (id_end > d && id_end[-1] == ' ')
			id_end--;
	}
	dims = id_end;
	id = id_end;
	while (id > d && (isalnum((unsigned char)id[-1]) || id[-1] == '_'))
		id--;
	if (id == id_end || id == d)
		return -EINVAL;
	f->name = sd_xstrndup(id, id_end - id);
	f->type = canon_stars(dup_trimmed(d, id - d));
	if (f->type && dims < d + n) {
		char *t = sd_xasprintf("%s%.*s", f->type, (int)(d + n - dims), dims);

		free(f->type);
		f->type = t;
	}
	return f->name && f->type ? 0 : -ENOMEM;
}

/* Parses one "field:DECL;\toffset:N;\tsize:N;\tsigned:N;" line. */
static int parse_field(const char *line, struct sd_tp_field *f)
{
	const char *d = strstr(line, "field:"), *semi;

	memset(f, 0, sizeof(*f));
	if (!d || !(semi = strchr(d, ';')))
		return -EINVAL;
	d += strlen("field:");
	while (*d == ' ')
		d++;
	if (strncmp(d, "__data_loc ", 11) == 0) {
		f->data_loc = true;
		d += 11;
	}
	f->offset = (int)line_num(semi, "offset:");
	f->size = (int)line_num(semi, "size:");
	f->is_signed = line_num(semi, "signed:") == 1;
	if (f->offset < 0 || f->size <= 0)
		return -EINVAL;
	return split_decl(d, semi - d, f);
}

static int add_field(struct sd_tp_format *fmt, const char *line, size_t *cap)
{
	struct sd_tp_field f;
	int err = parse_field(line, &f);

	if (err) {
		free(f.name);
		free(f.type);
		return err;
	}
	if (fmt->n == *cap) {
		size_t nc = *cap ? *cap * 2 : 8;
		fmt->fields = sd_xrealloc(fmt->fields, nc * sizeof(*fmt->fields));
		*cap = nc;
	}
	f.common = strncmp(f.name, "common_", 7) == 0;
	fmt->fields[fmt->n++] = f;
	return 0;
}

int sd_tp_format_parse(const char *text, struct sd_tp_format *fmt)
{
	size_t cap = 0;
	int err = 0;

	memset(fmt, 0, sizeof(*fmt));
	fmt->id = -1;
	for (const char *l = text; *l && !err; ) {
		const char *nl = strchr(l, '\n');
		size_t len = nl ? (size_t)(nl - l) : strlen(l);
		char *line = sd_xstrndup(l, len);

		if (strncmp(line, "ID:", 3) == 0)
			fmt->id = (int)strtol(line + 3, NULL, 10);
		else if (strstr(line, "field:") && !strstr(line, "print fmt:"))
			err = add_field(fmt, line, &cap);
		free(line);
		l += len + (nl != NULL);
	}
	if (!err && fmt->n == 0)
		err = -EINVAL;
	if (err)
		sd_tp_format_free(fmt);
	return err;
}

const struct sd_tp_field *sd_tp_format_field(const struct sd_tp_format *fmt,
					     const char *name)
{
	for (size_t i = 0; i < fmt->n; i++)
		if (strcmp(fmt->fields[i].name, name) == 0)
			return &fmt->fields[i];
	return NULL;
}

void sd_tp_format_free(struct sd_tp_format *fmt)
{
	for (size_t i = 0; i < fmt->n; i++) {
		free(fmt->fields[i].name);
		free(fmt->fields[i].type);
	}
	free(fmt->fields);
	fmt->fields = NULL;
	fmt->n = 0;
}

int sd_tracefs_format(const char *group, const char *event,
		      struct sd_tp_format *fmt)
{
	char path[PATH_MAX], *text;
	int err = event_path(path, sizeof(path), group, event, "format");

	memset(fmt, 0, sizeof(*fmt));
	if (err)
		return err;
	text = read_file(path);
	if (!text)
		return -errno;
	err = sd_tp_format_parse(text, fmt);
	free(text);
	if (!err && fmt->id > 0 && known_id(group, event) < 0)
		remember_id(group, event, fmt->id);
	return err;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends a copy of name to the list. 0 or -ENOMEM. */
static int push_name(char ***names, size_t *n, size_t *cap, const char *name)
{
	if (*n == *cap) {
		size_t nc = *cap ? *cap * 2 : 64;
		*names = sd_xrealloc(*names, nc * sizeof(**names));
		*cap = nc;
	}
	(*names)[*n] = sd_xstrdup(name);
	(*n)++;
	return 0;
}

static bool is_dir(DIR *dir, const struct dirent *de)
{
	struct stat st;

	if (de->d_type != DT_UNKNOWN)
		return de->d_type == DT_DIR;
	return fstatat(dirfd(dir), de->d_name, &st, 0) == 0 &&
	       S_ISDIR(st.st_mode);
}

int sd_tracefs_events(const char *group, char ***names, size_t *n)
{
	char path[PATH_MAX];
	size_t cap = 0;
	struct dirent *de;
	DIR *dir;
	int err = event_path(path, sizeof(path), group, NULL, NULL);

	*names = NULL;
	*n = 0;
	if (err)
		return err;
	if (!(dir = opendir(path)))
		return -errno;
	while (!err && (de = readdir(dir))) {
		if (de->d_name[0] == '.' || !is_dir(dir, de))
			continue;
		err = push_name(names, n, &cap, de->d_name);
	}
	closedir(dir);
	if (err) {
		sd_tracefs_names_free(*names, *n);
		*names = NULL;
		*n = 0;
		return err;
	}
	qsort(*names, *n, sizeof(**names), cmp_names);
	return 0;
}

/* One line of available_events, "GROUP:EVENT", into the list: the event
 * alone when it is of group, the whole line when group is NULL. */
static void push_available(char ***names, size_t *n, size_t *cap,
			   const char *group, const char *line)
{
	const char *colon = strchr(line, ':');
	size_t g = group ? strlen(group) : 0;

	if (!colon)
		return;
	if (!group)
		push_name(names, n, cap, line);
	else if ((size_t)(colon - line) == g && !strncmp(line, group, g))
		push_name(names, n, cap, colon + 1);
}

int sd_tracefs_available(const char *group, char ***names, size_t *n)
{
	const char *root = sd_tracefs();
	char path[PATH_MAX], *text, *line, *save = NULL;
	size_t cap = 0;

	*names = NULL;
	*n = 0;
	if (!root)
		return -errno;
	snprintf(path, sizeof(path), "%s/available_events", root);
	if (!(text = read_file(path)))
		return -errno;
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save))
		push_available(names, n, &cap, group, line);
	free(text);
	return 0;
}

void sd_tracefs_names_free(char **names, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
}
