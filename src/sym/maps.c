/* maps.c - /proc/PID/maps to a list of mapped objects. */
#include "maps.h"
#include "../base/xalloc.h"

#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static struct sd_mobj *find_obj(struct sd_maps *m, const char *path)
{
	for (size_t i = 0; i < m->n; i++)
		if (!strcmp(m->v[i].path, path))
			return &m->v[i];
	return NULL;
}

static struct sd_mobj *add_obj(struct sd_maps *m, const char *path)
{
	struct sd_mobj *v = sd_xrealloc(m->v, (m->n + 1) * sizeof(*v)), *o;
	const char *slash;

	m->v = v;
	o = &v[m->n++];
	memset(o, 0, sizeof(*o));
	o->path = sd_xstrdup(path);
	slash = strrchr(o->path, '/');
	o->base = slash ? slash + 1 : o->path;
	return o;
}

/* One line: "start-end perms pgoff dev inode path". */
static void parse_line(struct sd_maps *m, char *line, const char *exe)
{
	uint64_t start, end, pgoff, ino;
	unsigned major, minor;
	char perms[8];
	int pos = 0;
	struct sd_mobj *o;
	char *path;

	if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %7s %" SCNx64 " %x:%x %" SCNu64 " %n",
		   &start, &end, perms, &pgoff, &major, &minor, &ino, &pos) < 7 || !pos)
		return;
	path = line + pos;
	path[strcspn(path, "\n")] = '\0';
	if (path[0] != '/')
		return;
	o = find_obj(m, path);
	if (!o) {
		if (perms[2] != 'x')
			return;	/* data-only files: not code objects */
		o = add_obj(m, path);
		o->start = start;
		o->map_end = end;
		o->dev = makedev(major, minor);
		o->ino = ino;
		o->is_exe = exe && !strcmp(exe, path);
	}
	if (start < o->start)
		o->start = start;
	if (end > o->end)
		o->end = end;
	if (perms[2] == 'x' && !o->exec_start) {
		o->exec_start = start;
		o->exec_pgoff = pgoff;
	}
}

/* Does path name the file (dev, ino)? */
static bool is_file(const char *path, uint64_t dev, uint64_t ino)
{
	struct stat st;

	return stat(path, &st) == 0 && st.st_dev == dev && st.st_ino == ino;
}

/* Do the files at path (in /proc/PID) and at /proc/self's differ? */
static bool differs(pid_t pid, const char *what)
{
	char path[64], self[64];
	struct stat a, b;

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, what);
	snprintf(self, sizeof(self), "/proc/self/%s", what);
	return stat(path, &a) == 0 && stat(self, &b) == 0 &&
	       (a.st_dev != b.st_dev || a.st_ino != b.st_ino);
}

/* Does process pid see other files than sonda (a container: a mount
 * namespace or a root of its own)? */
static bool own_root(pid_t pid)
{
	return differs(pid, "ns/mnt") || differs(pid, "root");
}

/* Can /proc/PID/file be opened, and does it start with magic (if any)? */
static bool proc_file_ok(pid_t pid, const char *file, const char *magic)
{
	char path[64], head[4];
	bool ok;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/%s", (int)pid, file);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return false;
	ok = !magic || (read(fd, head, sizeof(head)) == sizeof(head) &&
			memcmp(head, magic, sizeof(head)) == 0);
	close(fd);
	return ok;
}

/* Pgrab( )'s test: the memory and the executable's ELF header readable.
 * A ptrace( ) seize that fails is no failure inside Pgrab( ) (libproc's
 * Ptrace( ) returns 0 while grabbing), so sonda itself and a process
 * another tracer ptraces (strace, gdb) are grabbed, as in DTrace. */
bool sd_maps_grabbable(pid_t pid)
{
	return pid > 0 && proc_file_ok(pid, "mem", NULL) &&
	       proc_file_ok(pid, "exe", "\177ELF");
}

uint64_t sd_maps_auxv(pid_t pid, uint64_t type)
{
	char path[64];
	uint64_t av[2], v = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/auxv", (int)pid);
	if (!(f = fopen(path, "re")))
		return 0;
	while (fread(av, sizeof(av), 1, f) == 1 && av[0] != 0)
		if (av[0] == type)
			v = av[1];
	fclose(f);
	return v;
}

void sd_maps_root(pid_t pid, char *buf, size_t n)
{
	if (own_root(pid))
		snprintf(buf, n, "/proc/%d/root", (int)pid);
	else
		snprintf(buf, n, "%s", "");
}

/* Makes o->path one that reaches the mapped file from here (maps.h). */
static void reach(pid_t pid, struct sd_mobj *o, bool root)
{
	char *p;

	if (!root && is_file(o->path, o->dev, o->ino))
		return;
	p = sd_xasprintf("/proc/%d/root%s", (int)pid, o->path);
	if (!is_file(p, o->dev, o->ino)) {
		char *mf = sd_xasprintf("/proc/%d/map_files/%" PRIx64 "-%" PRIx64, (int)pid,
					o->start, o->map_end);

		if (is_file(mf, o->dev, o->ino)) {
			free(p);
			p = mf;
		} else {
			free(mf);
		}
	}
	o->name = o->path;	/* base keeps pointing into it */
	o->path = p;
}

int sd_maps_read(pid_t pid, struct sd_maps *m)
{
	char path[64], exe[PATH_MAX], *line = NULL;
	size_t cap = 0;
	ssize_t n;
	FILE *f;

	memset(m, 0, sizeof(*m));
	snprintf(path, sizeof(path), "/proc/%d/exe", (int)pid);
	n = readlink(path, exe, sizeof(exe) - 1);
	exe[n > 0 ? n : 0] = '\0';
	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if (!(f = fopen(path, "re")))
		return errno == ENOENT ? -ESRCH : -errno;
	while (getline(&line, &cap, f) > 0)
		parse_line(m, line, n > 0 ? exe : NULL);
	free(line);
	fclose(f);
	bool root = own_root(pid);
	for (size_t i = 0; i < m->n; i++)
		reach(pid, &m->v[i], root);
	return 0;
}

void sd_maps_free(struct sd_maps *m)
{
	for (size_t i = 0; i < m->n; i++) {
		free(m->v[i].path);
		free(m->v[i].name);
	}
	free(m->v);
	m->v = NULL;
	m->n = 0;
}

/* Directories where the dynamic linker would look for a library the
 * process has not loaded yet: its LD_LIBRARY_PATH, the program's own
 * directory, then the system's. Appends them, ':'-separated, to buf. */
static void lib_dirs(pid_t pid, const struct sd_maps *m, char *buf, size_t size)
{
	char path[64], env[8192];
	size_t n = 0, k = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/environ", (int)pid);
	if ((f = fopen(path, "re"))) {
		n = fread(env, 1, sizeof(env) - 1, f);
		fclose(f);
	}
	env[n] = '\0';
	for (size_t i = 0; i < n; i += strlen(env + i) + 1)
		if (!strncmp(env + i, "LD_LIBRARY_PATH=", 16))
			k += (size_t)snprintf(buf + k, size - k, "%s:", env + i + 16);
	for (size_t i = 0; i < m->n && k < size; i++) {
		const char *exe = m->v[i].name ? m->v[i].name : m->v[i].path;

		if (m->v[i].is_exe)
			k += (size_t)snprintf(buf + k, size - k, "%.*s:",
					      (int)(m->v[i].base - exe - 1), exe);
	}
	if (k < size)
		snprintf(buf + k, size - k, "/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu:"
			 "/lib64:/usr/lib64:/lib:/usr/lib:/usr/local/lib");
}

static bool so_name(const char *n)
{
	const char *s = strstr(n, ".so");

	return s && (s[3] == '\0' || s[3] == '.');
}

static size_t own_dir(const char *dir, int depth, sd_maps_lib_fn fn, void *ctx)
{
	struct dirent **de;
	int n = scandir(dir, &de, NULL, alphasort);
	size_t found = 0;

	for (int i = 0; i < n; i++) {
		char path[4096];
		struct stat st;

		snprintf(path, sizeof(path), "%s/%s", dir, de[i]->d_name);
		if (de[i]->d_name[0] != '.' && stat(path, &st) == 0) {
			if (S_ISDIR(st.st_mode) && depth > 0)
				found += own_dir(path, depth - 1, fn, ctx);
			else if (S_ISREG(st.st_mode) && so_name(de[i]->d_name) && ++found)
				fn(path, ctx);
		}
		free(de[i]);
	}
	if (n >= 0)
		free(de);
	return found;
}

size_t sd_maps_so_files(const char *dir, sd_maps_lib_fn fn, void *ctx)
{
	return own_dir(dir, 1, fn, ctx);
}

bool sd_maps_tree_lib(const char *bindir, size_t len, char *out, size_t size)
{
	static const char *const system[] = { "", "/usr", "/usr/local" };
	size_t plen;

	if (*bindir != '/' || len < 4 || strncmp(bindir + len - 4, "/bin", 4))
		return false;
	plen = len - 4;
	for (size_t i = 0; i < sizeof(system) / sizeof(system[0]); i++)
		if (strlen(system[i]) == plen && !strncmp(bindir, system[i], plen))
			return false;
	return snprintf(out, size, "%.*s/lib", (int)plen, bindir) < (int)size;
}

/* The program's path as the process sees it. */
static const char *exe_name(const struct sd_maps *m)
{
	for (size_t i = 0; i < m->n; i++)
		if (m->v[i].is_exe)
			return m->v[i].name ? m->v[i].name : m->v[i].path;
	return NULL;
}

size_t sd_maps_own_libs(pid_t pid, const struct sd_maps *m, sd_maps_lib_fn fn, void *ctx)
{
	const char *exe = exe_name(m), *slash;
	char root[64], lib[4096], path[4200];

	if (!exe || !(slash = strrchr(exe, '/')) ||
	    !sd_maps_tree_lib(exe, (size_t)(slash - exe), lib, sizeof(lib)))
		return 0;
	sd_maps_root(pid, root, sizeof(root));
	snprintf(path, sizeof(path), "%s%s", root, lib);
	return sd_maps_so_files(path, fn, ctx);
}

struct named {
	const char *mod;
	char *out;
	size_t size;
	bool found;
};

static void named_lib(const char *path, void *ctx)
{
	struct named *n = ctx;
	const char *base = strrchr(path, '/') + 1;
	size_t len = strlen(n->mod);

	if (!n->found && (!strcmp(base, n->mod) ||
			  (!strncmp(base, n->mod, len) && !strcmp(base + len, ".so")))) {
		snprintf(n->out, n->size, "%s", path);
		n->found = true;
	}
}

/* The library named mod among the program's own (sd_maps_own_libs), in
 * out, or NULL. */
static const char *own_lib(pid_t pid, const struct sd_maps *m, const char *mod, char *out,
			   size_t size)
{
	struct named n = { .mod = mod, .out = out, .size = size };

	sd_maps_own_libs(pid, m, named_lib, &n);
	return n.found ? out : NULL;
}

const char *sd_maps_find_lib(pid_t pid, const struct sd_maps *m, const char *mod,
			     char *path, size_t size)
{
	char dirs[8192], root[64], *save = NULL;

	lib_dirs(pid, m, dirs, sizeof(dirs));
	sd_maps_root(pid, root, sizeof(root));
	for (char *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
		snprintf(path, size, "%s%s/%s", root, d, mod);
		if (access(path, R_OK) == 0)
			return path;
		snprintf(path, size, "%s%s/%s.so", root, d, mod);
		if (!strstr(mod, ".so") && access(path, R_OK) == 0)
			return path;
	}
	return own_lib(pid, m, mod, path, size);
}

bool sd_modname_match(const char *base, bool is_exe, const char *pattern)
{
	const char *so = strstr(base, ".so");
	char cut[256];

	if (fnmatch(pattern, base, 0) == 0 || (is_exe && !strcmp(pattern, "a.out")))
		return true;
	if (!so || so == base || (size_t)(so - base) + 4 > sizeof(cut))
		return false;
	memcpy(cut, base, (size_t)(so - base) + 3);
	cut[so - base + 3] = '\0';
	if (strcmp(cut, base) && fnmatch(pattern, cut, 0) == 0)
		return true;
	cut[so - base] = '\0';
	return fnmatch(pattern, cut, 0) == 0;
}

bool sd_mobj_match(const struct sd_mobj *o, const char *mod)
{
	return !mod || !*mod || sd_modname_match(o->base, o->is_exe, mod);
}
