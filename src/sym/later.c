/* later.c - the files later processes would run (PATH, the dynamic
 * linker's cache) and a header-only look at their SDT providers. */
#include "later.h"
#include "maps.h"
#include "../base/xalloc.h"

#include <dirent.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- the files, each once ---- */

struct seen {
	struct { dev_t dev; ino_t ino; } *v;	/* open addressing */
	size_t n, cap;				/* cap: a power of 2 */
};

static size_t seen_slot(const struct seen *s, dev_t dev, ino_t ino)
{
	uint64_t h = ((uint64_t)dev * 0x9e3779b97f4a7c15ULL) ^ (uint64_t)ino;
	size_t i = (size_t)(h * 0xff51afd7ed558ccdULL >> 20) & (s->cap - 1);

	while (s->v[i].ino && (s->v[i].dev != dev || s->v[i].ino != ino))
		i = (i + 1) & (s->cap - 1);
	return i;
}

/* Adds (dev, ino); false if it was there already. */
static bool seen_add(struct seen *s, dev_t dev, ino_t ino)
{
	if (2 * (s->n + 1) > s->cap) {
		struct seen old = *s;

		s->cap = old.cap ? old.cap * 2 : 1024;
		s->v = sd_xcalloc(s->cap, sizeof(*s->v));
		s->n = 0;
		for (size_t i = 0; i < old.cap; i++)
			if (old.v[i].ino)
				seen_add(s, old.v[i].dev, old.v[i].ino);
		free(old.v);
	}
	size_t i = seen_slot(s, dev, ino);
	if (s->v[i].ino)
		return false;
	s->v[i].dev = dev;
	s->v[i].ino = ino;
	s->n++;
	return true;
}

struct walk {
	struct seen files, dirs;
	sd_later_fn fn;
	void *ctx;
	size_t count;
};

/* The file at path, if it is a regular file not seen yet (exe: and
 * executable). */
static void visit(struct walk *w, const char *path, bool exe)
{
	struct stat st;

	if (stat(path, &st) || !S_ISREG(st.st_mode) || st.st_ino == 0 ||
	    (exe && !(st.st_mode & 0111)) || !seen_add(&w->files, st.st_dev, st.st_ino))
		return;
	w->fn(path, w->ctx);
	w->count++;
}

static void tree_lib(const char *path, void *ctx)
{
	visit(ctx, path, false);
}

/* The shared objects of the installation tree whose bin directory is the
 * real path of bindir (the first len bytes of it), once per tree: a
 * program there may dlopen() them by a path it makes (the java launcher's
 * lib/server/libjvm.so; sym/maps.h). */
static void visit_tree(struct walk *w, const char *bindir, size_t len)
{
	char dir[PATH_MAX], real[PATH_MAX], lib[PATH_MAX];
	struct stat st;

	if (len >= sizeof(dir))
		return;
	memcpy(dir, bindir, len);
	dir[len] = '\0';
	if (!realpath(dir, real) || !sd_maps_tree_lib(real, strlen(real), lib, sizeof(lib)) ||
	    stat(lib, &st) || !seen_add(&w->dirs, st.st_dev, st.st_ino))
		return;
	sd_maps_so_files(lib, tree_lib, w);
}

/* A program reached through a symbolic link (/usr/bin/java ->
 * /usr/lib/jvm/.../bin/java): the tree it is installed in. */
static void visit_link(struct walk *w, const char *path)
{
	char real[PATH_MAX];
	const char *slash;

	if (realpath(path, real) && (slash = strrchr(real, '/')))
		visit_tree(w, real, (size_t)(slash - real));
}

/* Every entry of directory dir (once per directory). */
static void visit_dir(struct walk *w, const char *dir, bool exe)
{
	struct stat st;
	struct dirent *de;
	DIR *d;

	if (!*dir || stat(dir, &st) || !S_ISDIR(st.st_mode) ||
	    !seen_add(&w->dirs, st.st_dev, st.st_ino) || !(d = opendir(dir)))
		return;
	while ((de = readdir(d))) {
		char path[PATH_MAX];

		if (de->d_name[0] == '.' || de->d_type == DT_DIR ||
		    snprintf(path, sizeof(path), "%s/%s", dir, de->d_name) >= (int)sizeof(path))
			continue;
		visit(w, path, exe);
		if (exe && de->d_type == DT_LNK)
			visit_link(w, path);
	}
	closedir(d);
}

static void walk_path(struct walk *w, const char *path_env)
{
	char *copy = sd_xstrdup(path_env ? path_env : ""), *save = NULL;

	for (char *dir = strtok_r(copy, ":", &save); dir; dir = strtok_r(NULL, ":", &save))
		if (dir[0] == '/') {
			visit_dir(w, dir, true);
			visit_tree(w, dir, strlen(dir));
		}
	free(copy);
}

/* glibc's cache format "glibc-ld.so.cache1.1": a 48-byte header (the
 * number of entries at 20), then 24-byte entries whose word at 8 is the
 * offset of the library's path from the file's start. 0, or -1 if the
 * file is not such a cache. */
#define CACHE_MAGIC "glibc-ld.so.cache1.1"

static int walk_cache(struct walk *w, const char *cache)
{
	FILE *f = fopen(cache ? cache : "/etc/ld.so.cache", "re");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;
	uint32_t nlibs;

	if (!f)
		return -1;
	do {
		buf = sd_grow(buf, &cap, len + 65536, 1);
		n = fread(buf + len, 1, cap - len, f);
		len += n;
	} while (n);
	fclose(f);
	if (len < 48 || memcmp(buf, CACHE_MAGIC, strlen(CACHE_MAGIC))) {
		free(buf);
		return -1;
	}
	memcpy(&nlibs, buf + 20, 4);
	for (size_t i = 0; i < nlibs && 48 + 24 * (i + 1) <= len; i++) {
		uint32_t off;

		memcpy(&off, buf + 48 + 24 * i + 8, 4);
		if (off < len && memchr(buf + off, '\0', len - off))
			visit(w, buf + off, false);
	}
	free(buf);
	return 0;
}

size_t sd_later_objects(const char *path_env, const char *cache, sd_later_fn fn,
			void *ctx)
{
	static const char *const std_dirs[] = {
		"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64",
		"/usr/lib64", "/lib", "/usr/lib", "/usr/local/lib",
	};
	struct walk w = { .fn = fn, .ctx = ctx };

	walk_path(&w, path_env);
	if (walk_cache(&w, cache) < 0)
		for (size_t i = 0; i < SD_ARRAY_SIZE(std_dirs); i++)
			visit_dir(&w, std_dirs[i], false);
	free(w.files.v);
	free(w.dirs.v);
	return w.count;
}

/* ---- the providers of a file ---- */

#define MAX_SECTIONS 4096
#define MAX_NAMES (1u << 20)
#define MAX_NOTES (16u << 20)

static void *read_at(int fd, uint64_t off, size_t n)
{
	void *p = sd_xmalloc(n + 1);

	if (pread(fd, p, n, (off_t)off) != (ssize_t)n) {
		free(p);
		return NULL;
	}
	((char *)p)[n] = '\0';
	return p;
}

/* The section header of .note.stapsdt: 0, or -1 if there is none. */
static int find_notes(int fd, const Elf64_Ehdr *eh, Elf64_Shdr *out)
{
	size_t n = eh->e_shnum;
	Elf64_Shdr *sh;
	char *names = NULL;
	int rc = -1;

	if (!eh->e_shoff || !n || n > MAX_SECTIONS || eh->e_shstrndx >= n ||
	    eh->e_shentsize != sizeof(Elf64_Shdr) ||
	    !(sh = read_at(fd, eh->e_shoff, n * sizeof(*sh))))
		return -1;
	if (sh[eh->e_shstrndx].sh_size <= MAX_NAMES)
		names = read_at(fd, sh[eh->e_shstrndx].sh_offset, sh[eh->e_shstrndx].sh_size);
	for (size_t i = 0; names && i < n && rc < 0; i++)
		if (sh[i].sh_type == SHT_NOTE && sh[i].sh_name < sh[eh->e_shstrndx].sh_size &&
		    !strcmp(names + sh[i].sh_name, ".note.stapsdt")) {
			*out = sh[i];
			rc = 0;
		}
	free(names);
	free(sh);
	return rc;
}

/* One ELF note: its type, name (namesz bytes, with its NUL) and desc. */
struct note {
	uint32_t type;
	const char *name, *desc;
	size_t namesz, descsz;
};

/* Calls fn with each note of the len bytes at d until it returns true;
 * whether one did. */
static bool each_note(const char *d, size_t len, bool (*fn)(const struct note *, void *),
		      void *ctx)
{
	size_t off = 0;

	while (off + sizeof(Elf64_Nhdr) <= len) {
		Elf64_Nhdr nh;

		memcpy(&nh, d + off, sizeof(nh));
		size_t name = off + sizeof(nh), desc = name + ((nh.n_namesz + 3) & ~3u);
		size_t next = desc + ((nh.n_descsz + 3) & ~3u);
		if (next > len || next <= off)
			return false;
		struct note n = { nh.n_type, d + name, d + desc, nh.n_namesz, nh.n_descsz };
		if (fn(&n, ctx))
			return true;
		off = next;
	}
	return false;
}

struct prov_match {
	sd_sdt_prov_fn match;
	void *ctx;
};

/* A stapsdt note: pc, base and semaphore (8 bytes each), then provider,
 * name and arguments. */
static bool prov_note(const struct note *n, void *arg)
{
	const struct prov_match *m = arg;

	return n->type == 3 && n->namesz == 8 && !memcmp(n->name, "stapsdt", 8) &&
	       n->descsz > 24 && memchr(n->desc + 24, '\0', n->descsz - 24) &&
	       m->match(n->desc + 24, m->ctx);
}

bool sd_sdt_has_prov(const char *path, sd_sdt_prov_fn match, void *ctx)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf64_Ehdr eh;
	Elf64_Shdr sh;
	bool found = false;
	char *notes;

	if (fd < 0)
		return false;
	if (pread(fd, &eh, sizeof(eh), 0) == (ssize_t)sizeof(eh) &&
	    !memcmp(eh.e_ident, ELFMAG, SELFMAG) && eh.e_ident[EI_CLASS] == ELFCLASS64 &&
	    find_notes(fd, &eh, &sh) == 0 && sh.sh_size <= MAX_NOTES &&
	    (notes = read_at(fd, sh.sh_offset, sh.sh_size))) {
		struct prov_match m = { match, ctx };
		found = each_note(notes, sh.sh_size, prov_note, &m);
		free(notes);
	}
	close(fd);
	return found;
}

/* ---- the build-id ---- */

#define MAX_PHDRS 256
#define MAX_NOTE_SEG 65536

struct build_id {
	uint8_t *id;
	size_t max;
	int n;
};

static bool build_id_note(const struct note *n, void *arg)
{
	struct build_id *b = arg;

	if (n->type != NT_GNU_BUILD_ID || n->namesz != 4 || memcmp(n->name, "GNU", 4) ||
	    !n->descsz || n->descsz > b->max)
		return false;
	memcpy(b->id, n->desc, n->descsz);
	b->n = (int)n->descsz;
	return true;
}

int sd_elf_build_id(const char *path, uint8_t *id, size_t max)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct build_id b = { id, max, 0 };
	Elf64_Ehdr eh;
	Elf64_Phdr *ph = NULL;

	if (fd < 0)
		return -errno;
	if (pread(fd, &eh, sizeof(eh), 0) == (ssize_t)sizeof(eh) &&
	    !memcmp(eh.e_ident, ELFMAG, SELFMAG) && eh.e_ident[EI_CLASS] == ELFCLASS64 &&
	    eh.e_phentsize == sizeof(Elf64_Phdr) && eh.e_phnum && eh.e_phnum <= MAX_PHDRS)
		ph = read_at(fd, eh.e_phoff, eh.e_phnum * sizeof(*ph));
	for (size_t i = 0; ph && i < eh.e_phnum && !b.n; i++) {
		char *d;

		if (ph[i].p_type != PT_NOTE || ph[i].p_filesz > MAX_NOTE_SEG ||
		    !(d = read_at(fd, ph[i].p_offset, ph[i].p_filesz)))
			continue;
		each_note(d, ph[i].p_filesz, build_id_note, &b);
		free(d);
	}
	free(ph);
	close(fd);
	return b.n ? b.n : -ENOENT;
}
