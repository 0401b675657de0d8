/* symtab.c - sorted symbol tables (see symtab.h).
 *
 * Invariants: ents[] is sorted by offset, then by index in the module's
 * table; maxend[i] is the largest end (offset + size) of ents[0..i], so a
 * backward scan for the sized symbols holding an address stops as soon as
 * maxend says no earlier symbol reaches it. Names live in str.
 */
#include "symtab.h"

#include <stdlib.h>
#include <string.h>
#include <gelf.h>

#include "../base/buf.h"
#include "../base/xalloc.h"

struct ent {
	uint64_t off, size;
	uint32_t name;		/* offset in str */
	uint32_t idx;		/* in the module's table */
	int32_t sec;		/* labels: their section (sec_of), -1 none,
				   -2 absolute (exact matches only) */
	uint8_t bind;		/* 3 global, 2 weak, 1 local, 0 other */
	uint8_t global_part;	/* at or past the module's first global */
};

struct sec {
	uint64_t lo, hi;	/* offsets from the module's start */
};

struct sd_symtab {
	struct ent *ents;
	uint64_t *maxend;	/* of every entry up to i */
	uint64_t *maxend_g;	/* of the global part's entries up to i */
	size_t n, cap;
	struct sec *secs;	/* the main file's allocated sections, sorted */
	size_t nsecs;
	struct sd_buf str;
	uint8_t *build_id;
	int build_id_len;
};

static uint8_t bind_rank(const GElf_Sym *s)
{
	switch (GELF_ST_BIND(s->st_info)) {
	case STB_GLOBAL: return 3;
	case STB_WEAK: return 2;
	case STB_LOCAL: return 1;
	default: return 0;
	}
}

static bool candidate(const char *name, const GElf_Sym *s, GElf_Word shndx)
{
	int type = GELF_ST_TYPE(s->st_info);

	return name && name[0] && s->st_shndx != SHN_UNDEF && shndx != SHN_UNDEF &&
	       type != STT_SECTION && type != STT_FILE && type != STT_TLS;
}

/* The section holding off, as libdwfl finds it: the end of a section
 * counts as inside it unless the next one starts there; -1 for none. */
static int32_t sec_of(const struct sd_symtab *t, uint64_t off)
{
	size_t lo = 0, hi = t->nsecs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (off < t->secs[mid].lo) {
			hi = mid;
		} else if (off > t->secs[mid].hi) {
			lo = mid + 1;
		} else {
			if (off == t->secs[mid].hi && mid + 1 < t->nsecs &&
			    off == t->secs[mid + 1].lo)
				mid++;
			return (int32_t)mid;
		}
	}
	return -1;
}

static int sec_cmp(const void *pa, const void *pb)
{
	const struct sec *a = pa, *b = pb;

	return a->lo < b->lo ? -1 : a->lo > b->lo;
}

/* The main file's allocated sections. */
static void read_sections(struct sd_symtab *t, Dwfl_Module *m, uint64_t start)
{
	GElf_Addr bias = 0;
	Elf *elf = dwfl_module_getelf(m, &bias);
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while (elf && (scn = elf_nextscn(elf, scn))) {
		if (!gelf_getshdr(scn, &sh) || !(sh.sh_flags & SHF_ALLOC) ||
		    sh.sh_addr + bias < start)
			continue;
		t->secs = sd_xrealloc(t->secs, (t->nsecs + 1) * sizeof(*t->secs));
		t->secs[t->nsecs].lo = sh.sh_addr + bias - start;
		t->secs[t->nsecs].hi = t->secs[t->nsecs].lo + sh.sh_size;
		t->nsecs++;
	}
	if (t->nsecs)
		qsort(t->secs, t->nsecs, sizeof(*t->secs), sec_cmp);
}

/* A symbol's name as stacks print it: the default version of a versioned
 * symbol ("__libc_start_main@@GLIBC_2.34" in a .symtab) without its
 * version, as sym/elf.c names it for probes. */
static void add(struct sd_symtab *t, const struct ent *e, const char *name)
{
	const char *ver = strstr(name, "@@");
	size_t len = ver ? (size_t)(ver - name) : strlen(name);

	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 1024;
		t->ents = sd_xrealloc(t->ents, t->cap * sizeof(*t->ents));
	}
	t->ents[t->n] = *e;
	t->ents[t->n].name = (uint32_t)t->str.len;
	sd_buf_add(&t->str, name, len);
	sd_buf_add(&t->str, "", 1);
	t->n++;
}

static int ent_cmp(const void *pa, const void *pb)
{
	const struct ent *a = pa, *b = pb;

	if (a->off != b->off)
		return a->off < b->off ? -1 : 1;
	return a->idx < b->idx ? -1 : a->idx > b->idx;
}

static void read_symbols(struct sd_symtab *t, Dwfl_Module *m, uint64_t start)
{
	int n = dwfl_module_getsymtab(m), first = dwfl_module_getsymtab_first_global(m);

	for (int i = 1; i < n; i++) {
		GElf_Sym s;
		GElf_Addr value;
		GElf_Word shndx;
		const char *name = dwfl_module_getsym_info(m, i, &s, &value, &shndx, NULL, NULL);

		if (!candidate(name, &s, shndx) || value < start)
			continue;
		struct ent e = { .off = value - start, .size = s.st_size, .idx = (uint32_t)i,
				 .bind = bind_rank(&s), .global_part = first <= 1 || i >= first };
		if (!e.size)
			e.sec = shndx >= SHN_LORESERVE ? -2 : sec_of(t, e.off);
		add(t, &e, name);
	}
}

/* The prefix maxima of the entries' ends, of all and of the global part. */
static void index_ends(struct sd_symtab *t)
{
	uint64_t all = 0, g = 0;

	t->maxend = sd_xmalloc((t->n + 1) * sizeof(*t->maxend));
	t->maxend_g = sd_xmalloc((t->n + 1) * sizeof(*t->maxend_g));
	for (size_t i = 0; i < t->n; i++) {
		uint64_t end = t->ents[i].off + t->ents[i].size;
		all = SD_MAX(all, end);
		if (t->ents[i].global_part)
			g = SD_MAX(g, end);
		t->maxend[i] = all;
		t->maxend_g[i] = g;
	}
}

struct sd_symtab *sd_symtab_of_module(Dwfl_Module *m, uint64_t start)
{
	struct sd_symtab *t = sd_xcalloc(1, sizeof(*t));
	const unsigned char *bid;
	GElf_Addr bid_vaddr;

	read_sections(t, m, start);	/* opens the file: the build-id is known */
	int nbid = dwfl_module_build_id(m, &bid, &bid_vaddr);
	if (nbid > 0) {
		t->build_id = sd_xmalloc((size_t)nbid);
		memcpy(t->build_id, bid, (size_t)nbid);
		t->build_id_len = nbid;
	}
	read_symbols(t, m, start);
	if (!t->n && !t->build_id) {
		sd_symtab_free(t);
		return NULL;
	}
	if (t->n)
		qsort(t->ents, t->n, sizeof(*t->ents), ent_cmp);
	index_ends(t);
	return t;
}

void sd_symtab_free(struct sd_symtab *t)
{
	if (!t)
		return;
	free(t->ents);
	free(t->maxend);
	free(t->maxend_g);
	free(t->secs);
	free(t->build_id);
	sd_buf_free(&t->str);
	free(t);
}

/* Whether sized symbol a is a better choice than b (both hold the
 * address); b may be NULL. */
static bool better(const struct ent *a, const struct ent *b)
{
	if (!b || a->off != b->off)
		return !b || a->off > b->off;
	if (a->bind != b->bind)
		return a->bind > b->bind;
	if (a->size != b->size)
		return a->size < b->size;
	return a->idx < b->idx;
}

/* The best sized symbol of one part of the table holding off, among
 * ents[0..k]. */
static const struct ent *sized(const struct sd_symtab *t, size_t k, uint64_t off, bool global)
{
	const struct ent *best = NULL;

	for (size_t i = k + 1; i-- > 0 && t->maxend[i] > off;) {
		const struct ent *e = &t->ents[i];
		if (e->global_part == global && e->size && off - e->off < e->size &&
		    better(e, best))
			best = e;
	}
	return best;
}

/* The label of one part of the table for off, among ents[0..k]: in off's
 * section, and not passed by any symbol up to k (ends in maxend): of
 * those, the closest, and at one start the last in the table. */
static const struct ent *label(const struct sd_symtab *t, size_t k, uint64_t off, bool global,
			       const uint64_t *maxend)
{
	int32_t sec = sec_of(t, off);

	for (size_t i = k + 1; i-- > 0 && t->ents[i].off >= maxend[k];) {
		const struct ent *e = &t->ents[i];
		if (e->global_part == global && !e->size &&
		    (e->sec == -2 ? e->off == off : e->sec == sec))
			return e;
	}
	return NULL;
}

const char *sd_symtab_lookup(const struct sd_symtab *t, uint64_t off, uint64_t *sym_off)
{
	size_t lo = 0, hi = t ? t->n : 0;

	while (lo < hi) {	/* the first entry past off */
		size_t mid = lo + (hi - lo) / 2;
		if (t->ents[mid].off <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo)
		return NULL;
	size_t k = lo - 1;
	const struct ent *e = sized(t, k, off, true);
	const struct ent *lg = e ? NULL : label(t, k, off, true, t->maxend_g);
	if (!e && !(lg && lg->off == off)) {
		/* the locals too: a global label stays only if nothing
		 * passes it, and a local one at its start or after wins */
		e = sized(t, k, off, false);
		const struct ent *ll = e ? NULL : label(t, k, off, false, t->maxend);
		if (lg && t->maxend[k] > lg->off)
			lg = NULL;
		if (ll && (!lg || ll->off >= lg->off))
			lg = ll;
	}
	if (!e)
		e = lg;
	if (!e)
		return NULL;
	*sym_off = e->off;
	return t->str.data + e->name;
}

const uint8_t *sd_symtab_build_id(const struct sd_symtab *t, int *len)
{
	*len = t->build_id_len;
	return t->build_id;
}

size_t sd_symtab_count(const struct sd_symtab *t)
{
	return t->n;
}
