/* elf.c - function symbols (libdwfl), segments and SDT notes (libelf). */
#include "elf.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <elfutils/libdwfl.h>

#include "ctx.h"
#include "debuginfo.h"
#include "../base/xalloc.h"

/* Which of two symbols of one name a lookup returns: global, then weak,
 * then local; then the lower address. Negative if a is preferred. */
static int prefer(const struct sd_elf_func *a, const struct sd_elf_func *b)
{
	if ((a->type == STT_GNU_IFUNC) != (b->type == STT_GNU_IFUNC))
		return a->type == STT_GNU_IFUNC ? 1 : -1;	/* libproc has none */
	if (a->bind != b->bind)
		return a->bind == STB_GLOBAL ? -1 : b->bind == STB_GLOBAL ? 1 :
		       a->bind == STB_WEAK ? -1 : 1;
	return a->addr < b->addr ? -1 : a->addr > b->addr;
}

/* 1: a defined function, 2: a defined data object, 0: neither. */
static int sym_kind(const GElf_Sym *s, const char *name)
{
	int t = GELF_ST_TYPE(s->st_info);

	if (!name || !*name || s->st_shndx == SHN_UNDEF || s->st_value == 0)
		return 0;
	return t == STT_FUNC || t == STT_GNU_IFUNC ? 1 : t == STT_OBJECT ? 2 : 0;
}

/* Whether the object file itself has a .symtab (else libdwfl's table is
 * its debug file's, .gnu_debugdata's or its .dynsym). */
static bool own_symtab(Dwfl_Module *m)
{
	GElf_Addr bias;
	Elf *elf = dwfl_module_getelf(m, &bias);
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while (elf && (scn = elf_nextscn(elf, scn)))
		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB)
			return true;
	return false;
}

/* Every defined function and data symbol, in symbol-table order. The
 * names stay in libdwfl's mapping of the symbol table (e->dwfl). */
static void read_funcs(struct sd_elf *e, Dwfl_Module *m)
{
	int n = dwfl_module_getsymtab(m);
	bool own = own_symtab(m);

	if (n <= 0)
		return;
	e->funcs = sd_xmalloc((size_t)n * sizeof(*e->funcs));
	e->datas = sd_xmalloc((size_t)n * sizeof(*e->datas));
	for (int i = 0; i < n; i++) {
		GElf_Sym s;
		GElf_Addr a;
		GElf_Word shndx;
		const char *name = dwfl_module_getsym_info(m, i, &s, &a, &shndx,
							   NULL, NULL);
		int kind = sym_kind(&s, name);
		if (!kind)
			continue;
		/* "dlopen@@GLIBC_2.34" in a .symtab is the default version
		 * of dlopen, the name .dynsym gives it and users type;
		 * "memcpy@GLIBC_2.2.5" (an older version) keeps its suffix
		 * in the object's own .symtab, but not in a debug file's,
		 * which stands for the .dynsym libproc reads (DTrace's
		 * names there have no version: libc's cfree, the old
		 * memcpy) */
		const char *ver = strchr(name, '@');
		if (ver && own)
			ver = strstr(ver, "@@");
		struct sd_elf_func f = {
			.name = ver ? sd_arena_strndup(&e->arena, name, (size_t)(ver - name))
				    : name,
			.addr = s.st_value, .size = s.st_size,
			.bind = (uint8_t)GELF_ST_BIND(s.st_info),
			.type = (uint8_t)GELF_ST_TYPE(s.st_info),
		};
		if (kind == 1)
			e->funcs[e->nfuncs++] = f;
		else
			e->datas[e->ndatas++] = f;
	}
}

/* Opens the symbol table where libdwfl finds it (the file, its debug
 * file, .gnu_debugdata) and keeps it open: the names point into it. */
static void load_symbols(struct sd_elf *e)
{
	Dwfl *d = dwfl_begin(sd_sym_offline_callbacks());
	Dwfl_Module *m;

	if (!d)
		return;
	e->dwfl = d;
	m = dwfl_report_offline(d, "", e->path, -1);
	dwfl_report_end(d, NULL, NULL);
	if (m)
		read_funcs(e, m);
}

/* ---- lookups by name: a hash index made on the first one ---- */

static uint32_t name_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

/* Open addressing over v[0..n): slots hold index + 1, 0 is empty; all the
 * symbols of one name lie on one probe run. */
static void index_build(struct sd_elf_index *x, const struct sd_elf_func *v, size_t n)
{
	size_t cap = 16;

	while (cap < 2 * n)
		cap *= 2;
	x->slot = sd_xcalloc(cap, sizeof(*x->slot));
	x->mask = cap - 1;
	for (size_t i = 0; i < n; i++) {
		size_t h = name_hash(v[i].name) & x->mask;
		while (x->slot[h])
			h = (h + 1) & x->mask;
		x->slot[h] = (uint32_t)i + 1;
	}
}

/* The preferred symbol called name (prefer()), or NULL. The first lookup
 * scans the array, which costs less than hashing every name; the second
 * makes the index. */
static const struct sd_elf_func *by_name(struct sd_elf_index *x,
					 const struct sd_elf_func *v, size_t n,
					 const char *name)
{
	const struct sd_elf_func *best = NULL;

	if (!n)
		return NULL;
	if (!x->slot && !x->scanned) {
		x->scanned = true;
		for (size_t i = 0; i < n; i++)
			if (v[i].name[0] == name[0] && !strcmp(v[i].name, name) &&
			    (!best || prefer(&v[i], best) < 0))
				best = &v[i];
		return best;
	}
	if (!x->slot)
		index_build(x, v, n);
	for (size_t h = name_hash(name) & x->mask; x->slot[h]; h = (h + 1) & x->mask) {
		const struct sd_elf_func *f = &v[x->slot[h] - 1];
		if (!strcmp(f->name, name) && (!best || prefer(f, best) < 0))
			best = f;
	}
	return best;
}

static void read_segs(struct sd_elf *e, Elf *elf)
{
	size_t n = 0;

	if (elf_getphdrnum(elf, &n) < 0 || !n)
		return;
	e->segs = sd_arena_alloc(&e->arena, n * sizeof(*e->segs));
	for (size_t i = 0; i < n; i++) {
		GElf_Phdr ph;

		if (!gelf_getphdr(elf, (int)i, &ph) || ph.p_type != PT_LOAD)
			continue;
		e->segs[e->nsegs++] = (struct sd_elf_seg){
			.vaddr = ph.p_vaddr, .memsz = ph.p_memsz,
			.off = ph.p_offset, .filesz = ph.p_filesz,
			.flags = ph.p_flags,
		};
	}
}

/* Reads a u64 or u32 (by ELF class) and advances *p. */
static uint64_t note_word(const uint8_t **p, bool is64)
{
	uint64_t v = 0;

	if (is64) {
		memcpy(&v, *p, 8);
		*p += 8;
	} else {
		uint32_t w;
		memcpy(&w, *p, 4);
		v = w;
		*p += 4;
	}
	return v;
}

/* Parses one stapsdt note descriptor; false if malformed. */
static bool parse_note(struct sd_elf *e, const uint8_t *d, size_t len, bool is64,
		       uint64_t base_fix, struct sd_sdt_note *out)
{
	const uint8_t *p = d, *end = d + len;
	const char *s[3];

	if (len < (is64 ? 24u : 12u) + 3)
		return false;
	out->pc = note_word(&p, is64);
	(void)note_word(&p, is64);	/* link-time .stapsdt.base */
	out->sema = note_word(&p, is64);
	for (int i = 0; i < 3; i++) {
		const uint8_t *z = memchr(p, 0, (size_t)(end - p));
		if (!z)
			return false;
		s[i] = sd_arena_strndup(&e->arena, (const char *)p, (size_t)(z - p));
		p = z + 1;
		if (p > end || (p == end && i < 2))
			return false;
	}
	out->prov = s[0];
	out->name = s[1];
	out->args = s[2];
	out->pc += base_fix;
	if (out->sema)
		out->sema += base_fix;
	return true;
}

/* The prelink fix-up: sh_addr(.stapsdt.base) - the base the notes saw. */
static uint64_t stapsdt_base_fix(Elf *elf, size_t shstrndx, const uint8_t *d,
				 size_t len, bool is64)
{
	Elf_Scn *scn = NULL;
	const uint8_t *p = d;
	uint64_t seen;

	if (len < (is64 ? 16u : 8u))
		return 0;
	(void)note_word(&p, is64);
	seen = note_word(&p, is64);
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *nm;
		if (!gelf_getshdr(scn, &sh))
			continue;
		nm = elf_strptr(elf, shstrndx, sh.sh_name);
		if (nm && !strcmp(nm, ".stapsdt.base"))
			return sh.sh_addr - seen;
	}
	return 0;
}

static void read_notes_scn(struct sd_elf *e, Elf *elf, Elf_Scn *scn, size_t shstrndx,
			   bool is64)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	size_t off = 0, noff, doff, cap = 16;
	GElf_Nhdr nh;
	uint64_t fix = 0;
	bool first = true;

	if (!data)
		return;
	e->notes = sd_arena_alloc(&e->arena, cap * sizeof(*e->notes));
	while ((off = gelf_getnote(data, off, &nh, &noff, &doff)) > 0) {
		const uint8_t *d = (const uint8_t *)data->d_buf + doff;
		if (nh.n_type != 3 || nh.n_namesz != 8 ||
		    memcmp((const char *)data->d_buf + noff, "stapsdt", 8))
			continue;
		if (first)
			fix = stapsdt_base_fix(elf, shstrndx, d, nh.n_descsz, is64);
		first = false;
		if (e->nnotes == cap) {
			struct sd_sdt_note *v = sd_arena_alloc(&e->arena,
							       2 * cap * sizeof(*v));
			memcpy(v, e->notes, cap * sizeof(*v));
			e->notes = v;
			cap *= 2;
		}
		if (parse_note(e, d, nh.n_descsz, is64, fix, &e->notes[e->nnotes]))
			e->nnotes++;
	}
}

static void read_notes(struct sd_elf *e, Elf *elf)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	bool is64 = gelf_getclass(elf) == ELFCLASS64;

	if (elf_getshdrstrndx(elf, &shstrndx) < 0)
		return;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		const char *nm;
		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_NOTE)
			continue;
		nm = elf_strptr(elf, shstrndx, sh.sh_name);
		if (nm && !strcmp(nm, ".note.stapsdt"))
			read_notes_scn(e, elf, scn, shstrndx, is64);
	}
}

/* Segments, type and notes straight from the file. */
static int read_headers(struct sd_elf *e)
{
	int fd = open(e->path, O_RDONLY | O_CLOEXEC), err = 0;
	Elf *elf;
	GElf_Ehdr eh;

	if (fd < 0)
		return -errno;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF || !gelf_getehdr(elf, &eh)) {
		err = -ENOEXEC;
		goto out;
	}
	e->is_dyn = eh.e_type == ET_DYN;
	read_segs(e, elf);
	read_notes(e, elf);
out:
	if (elf)
		elf_end(elf);
	close(fd);
	return err;
}

struct sd_elf *sd_elf_open(const char *path)
{
	struct sd_elf *e = sd_xcalloc(1, sizeof(*e));
	int err;

	e->path = sd_arena_strdup(&e->arena, path);
	err = read_headers(e);
	if (err) {
		sd_elf_free(e);
		errno = -err;
		return NULL;
	}
	return e;
}

void sd_elf_load_funcs(struct sd_elf *e)
{
	if (e->funcs_loaded)
		return;
	e->funcs_loaded = true;
	load_symbols(e);
}

void sd_elf_free(struct sd_elf *e)
{
	if (!e)
		return;
	free(e->funcs);
	free(e->datas);
	free(e->fidx.slot);
	free(e->didx.slot);
	free(e->gtext);
	if (e->dwfl)
		dwfl_end(e->dwfl);
	if (e->map)
		munmap((void *)e->map, e->mapsize);
	sd_arena_release(&e->arena);
	free(e);
}

const struct sd_elf_func *sd_elf_func_by_name(struct sd_elf *e, const char *name)
{
	sd_elf_load_funcs(e);
	return by_name(&e->fidx, e->funcs, e->nfuncs, name);
}

const struct sd_elf_func *sd_elf_data_by_name(struct sd_elf *e, const char *name)
{
	sd_elf_load_funcs(e);
	return by_name(&e->didx, e->datas, e->ndatas, name);
}

const struct sd_elf_func *sd_elf_func_at(struct sd_elf *e, uint64_t a)
{
	const struct sd_elf_func *best = NULL;

	sd_elf_load_funcs(e);
	for (size_t i = 0; i < e->nfuncs; i++) {
		const struct sd_elf_func *f = &e->funcs[i];
		if (a < f->addr || (f->size ? a >= f->addr + f->size : a != f->addr))
			continue;
		if (!best || (f->bind == STB_GLOBAL && best->bind != STB_GLOBAL))
			best = f;
	}
	return best;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The global symbols of the .symtab of elf in its section .text. */
static void read_gtext(struct sd_elf *e, Elf *elf)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	if (elf_getshdrstrndx(elf, &shstrndx) < 0)
		return;
	while ((scn = elf_nextscn(elf, scn)) && gelf_getshdr(scn, &sh) &&
	       sh.sh_type != SHT_SYMTAB)
		;
	Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
	if (!d || !sh.sh_entsize)
		return;
	size_t n = sh.sh_size / sh.sh_entsize;
	e->gtext = sd_xcalloc(n + 1, sizeof(*e->gtext));
	for (size_t i = 0; i < n; i++) {
		GElf_Sym sym;
		GElf_Shdr ts;
		Elf_Scn *t;
		const char *name, *tname;
		if (!gelf_getsym(d, (int)i, &sym) || GELF_ST_BIND(sym.st_info) != STB_GLOBAL ||
		    !(name = elf_strptr(elf, sh.sh_link, sym.st_name)) ||
		    !(t = elf_getscn(elf, sym.st_shndx)) || !gelf_getshdr(t, &ts) ||
		    !(tname = elf_strptr(elf, shstrndx, ts.sh_name)) || strcmp(tname, ".text"))
			continue;
		e->gtext[e->ngtext++] = sd_arena_strdup(&e->arena, name);
	}
	qsort(e->gtext, e->ngtext, sizeof(*e->gtext), cmp_str);
}

bool sd_elf_symtab_global_text(struct sd_elf *e, const char *name)
{
	if (!e->gtext_loaded) {
		int fd = open(e->path, O_RDONLY | O_CLOEXEC);
		Elf *elf;

		elf_version(EV_CURRENT);
		elf = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ, NULL);

		e->gtext_loaded = true;
		if (elf)
			read_gtext(e, elf);
		elf_end(elf);
		if (fd >= 0)
			close(fd);
	}
	return e->ngtext && bsearch(&name, e->gtext, e->ngtext, sizeof(*e->gtext), cmp_str);
}

/* Does symbol table scn of elf name a symbol of a type libproc keeps
 * (function, object, common or TLS), defined or not? */
static bool scn_names(Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh, const char *name)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = d && sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	for (size_t i = 0; i < n; i++) {
		GElf_Sym sym;
		const char *nm;
		int t;
		if (!gelf_getsym(d, (int)i, &sym) ||
		    !(nm = elf_strptr(elf, sh->sh_link, sym.st_name)) || strcmp(nm, name))
			continue;
		t = GELF_ST_TYPE(sym.st_info);
		if (t == STT_FUNC || t == STT_OBJECT || t == STT_COMMON || t == STT_TLS)
			return true;
	}
	return false;
}

bool sd_elf_names_sym(struct sd_elf *e, const char *name)
{
	int fd = open(e->path, O_RDONLY | O_CLOEXEC);
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	bool found = false;
	Elf *elf;

	elf_version(EV_CURRENT);
	elf = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ_MMAP, NULL);
	while (elf && !found && (scn = elf_nextscn(elf, scn)))
		if (gelf_getshdr(scn, &sh) &&
		    (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM))
			found = scn_names(elf, scn, &sh, name);
	elf_end(elf);
	if (fd >= 0)
		close(fd);
	return found;
}

static void map_file(struct sd_elf *e)
{
	int fd = open(e->path, O_RDONLY | O_CLOEXEC);
	struct stat st;
	void *m;

	e->map_tried = true;
	if (fd < 0)
		return;
	if (fstat(fd, &st) == 0 && st.st_size > 0) {
		m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (m != MAP_FAILED) {
			e->map = m;
			e->mapsize = (size_t)st.st_size;
		}
	}
	close(fd);
}

size_t sd_elf_bytes(struct sd_elf *e, uint64_t off, size_t n, const uint8_t **p)
{
	if (!e->map_tried)
		map_file(e);
	if (!e->map || off >= e->mapsize)
		return 0;
	*p = e->map + off;
	return SD_MIN(n, e->mapsize - (size_t)off);
}

int sd_elf_file_off(const struct sd_elf *e, uint64_t a, uint64_t *off)
{
	for (size_t i = 0; i < e->nsegs; i++) {
		const struct sd_elf_seg *s = &e->segs[i];
		if (a >= s->vaddr && a < s->vaddr + s->filesz) {
			*off = a - s->vaddr + s->off;
			return 0;
		}
	}
	return -ENOENT;
}

int sd_elf_sema_off(const struct sd_elf *e, uint64_t a, uint64_t *off)
{
	for (size_t i = 0; i < e->nsegs; i++) {
		const struct sd_elf_seg *s = &e->segs[i];
		uint64_t end = (s->vaddr + s->filesz + 0xfff) & ~0xfffULL;

		if (end > s->vaddr + s->memsz)
			end = s->vaddr + s->memsz;
		if (s->filesz && a >= s->vaddr && a < end) {
			*off = a - s->vaddr + s->off;
			return 0;
		}
	}
	return -ENOENT;
}

uint64_t sd_elf_bias(const struct sd_elf *e, uint64_t start, uint64_t pgoff)
{
	if (!e->is_dyn)
		return 0;
	for (size_t i = 0; i < e->nsegs; i++) {
		const struct sd_elf_seg *s = &e->segs[i];
		uint64_t soff = s->off & ~0xfffULL, sva = s->vaddr & ~0xfffULL;
		if (pgoff >= soff && pgoff < s->off + s->filesz)
			return start - (sva + (pgoff - soff));
	}
	return start - pgoff;
}
