/* symtab.c - sorted symbol tables (see symtab.h).
 *
 * Invariants: each of part[0] (.symtab) and part[1] (.dynsym) holds the
 * kept symbols of that table sorted by sd_sym_byaddr_cmp(); values are the
 * file's own (st_value), and vstart is the file value of the module's
 * start, so an offset from the start is off + vstart. Names live in str.
 */
#include "symtab.h"

#include <stdlib.h>
#include <string.h>
#include <gelf.h>

#include "../base/buf.h"
#include "../base/xalloc.h"

struct ent {
	uint64_t value, size;
	uint32_t name;		/* offset in str */
	uint8_t type, bind;
};

struct part {
	struct ent *ents;
	size_t n;
};

struct sd_symtab {
	struct part part[2];	/* .symtab, .dynsym */
	uint64_t vstart;
	struct sd_buf str;
	uint8_t *build_id;
	int build_id_len;
};

int sd_sym_byaddr_cmp(const struct sd_symkey *a, const struct sd_symkey *b)
{
	const char *an = a->name, *bn = b->name;

	if (a->addr != b->addr)
		return a->addr < b->addr ? -1 : 1;
	if (a->type != b->type && (a->type == STT_FUNC || b->type == STT_FUNC))
		return a->type == STT_FUNC ? -1 : 1;
	if ((a->bind == STB_LOCAL) != (b->bind == STB_LOCAL))
		return a->bind == STB_LOCAL ? 1 : -1;
	if (*bn == '$' || *an == '$')
		return *bn == '$' ? -1 : 1;
	while (*an == '_' && *bn == '_')
		an++, bn++;
	if (*bn == '_' || *an == '_')
		return *bn == '_' ? -1 : 1;
	if (a->size != b->size)
		return a->size < b->size ? -1 : 1;
	return strcmp(an, bn);
}

static struct sd_symkey key_of(const struct sd_symtab *t, const struct ent *e)
{
	return (struct sd_symkey){ .addr = e->value, .size = e->size, .type = e->type,
				   .bind = e->bind, .name = t->str.data + e->name };
}

static const struct sd_symtab *sort_tab;	/* for ent_cmp(): one thread
						   builds tables */

static int ent_cmp(const void *pa, const void *pb)
{
	struct sd_symkey a = key_of(sort_tab, pa), b = key_of(sort_tab, pb);

	return sd_sym_byaddr_cmp(&a, &b);
}

/* The types libproc keeps (Psymtab.c's DATA_TYPES): no STT_GNU_IFUNC,
 * section, file or untyped symbol ever names an address. */
static bool kept_type(int type)
{
	return type == STT_OBJECT || type == STT_FUNC || type == STT_COMMON || type == STT_TLS;
}

/* A symbol's name: a default version's "@@VERSION" (a .symtab's
 * "__libc_start_main@@GLIBC_2.34") is dropped; the .dynsym's copy of the
 * symbol, named without it, is preferred to it in any case. */
static void add(struct sd_symtab *t, struct part *p, size_t *cap, const GElf_Sym *s,
		const char *name)
{
	const char *ver = strstr(name, "@@");
	size_t len = ver ? (size_t)(ver - name) : strlen(name);

	if (p->n == *cap) {
		*cap = *cap ? 2 * *cap : 1024;
		p->ents = sd_xrealloc(p->ents, *cap * sizeof(*p->ents));
	}
	p->ents[p->n++] = (struct ent){ .value = s->st_value, .size = s->st_size,
					.name = (uint32_t)t->str.len,
					.type = (uint8_t)GELF_ST_TYPE(s->st_info),
					.bind = (uint8_t)GELF_ST_BIND(s->st_info) };
	sd_buf_add(&t->str, name, len);
	sd_buf_add(&t->str, "", 1);
}

/* The kept symbols of one symbol table section, sorted. */
static void read_table(struct sd_symtab *t, struct part *p, Elf *elf, Elf_Scn *scn,
		       const GElf_Shdr *sh)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	size_t n = sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0, cap = 0;
	Elf_Scn *strs = elf_getscn(elf, sh->sh_link);
	Elf_Data *sd = strs ? elf_getdata(strs, NULL) : NULL;

	for (size_t i = 0; d && sd && i < n; i++) {
		GElf_Sym s;
		if (!gelf_getsym(d, (int)i, &s) || s.st_name >= sd->d_size ||
		    !kept_type(GELF_ST_TYPE(s.st_info)))
			continue;
		add(t, p, &cap, &s, (const char *)sd->d_buf + s.st_name);
	}
}

/* The symbols libdwfl found for m (a debuginfo file's .symtab, the
 * .gnu_debugdata's, else the .dynsym), when the file itself has no
 * .symtab: sonda names what DTrace would leave unnamed there. */
static void read_dwfl(struct sd_symtab *t, Dwfl_Module *m, GElf_Addr bias)
{
	int n = dwfl_module_getsymtab(m);
	size_t cap = 0;

	for (int i = 1; i < n; i++) {
		GElf_Sym s;
		GElf_Addr value;
		const char *name = dwfl_module_getsym_info(m, i, &s, &value, NULL, NULL, NULL);

		if (!name || !kept_type(GELF_ST_TYPE(s.st_info)))
			continue;
		s.st_value = value - bias;
		add(t, &t->part[0], &cap, &s, name);
	}
}

/* The file's .symtab and .dynsym, as libproc's Pbuild_file_symtab()
 * reads them (the first of each kind), the .symtab from libdwfl when the
 * file has none; each sorted. */
static void read_symbols(struct sd_symtab *t, Dwfl_Module *m, Elf *elf, GElf_Addr bias)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	bool seen[2] = { false, false };

	while (elf && (scn = elf_nextscn(elf, scn))) {
		if (!gelf_getshdr(scn, &sh) ||
		    (sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM))
			continue;
		int k = sh.sh_type == SHT_DYNSYM;
		if (seen[k])
			continue;
		seen[k] = true;
		read_table(t, &t->part[k], elf, scn, &sh);
	}
	if (!seen[0])
		read_dwfl(t, m, bias);
	sort_tab = t;
	for (int k = 0; k < 2; k++)
		if (t->part[k].n)
			qsort(t->part[k].ents, t->part[k].n, sizeof(struct ent), ent_cmp);
	sort_tab = NULL;
}

struct sd_symtab *sd_symtab_of_module(Dwfl_Module *m, uint64_t start)
{
	struct sd_symtab *t = sd_xcalloc(1, sizeof(*t));
	const unsigned char *bid;
	GElf_Addr bid_vaddr, bias = 0;
	Elf *elf = dwfl_module_getelf(m, &bias);	/* the main file */

	int nbid = dwfl_module_build_id(m, &bid, &bid_vaddr);
	if (nbid > 0) {
		t->build_id = sd_xmalloc((size_t)nbid);
		memcpy(t->build_id, bid, (size_t)nbid);
		t->build_id_len = nbid;
	}
	t->vstart = start - bias;
	read_symbols(t, m, elf, bias);
	if (!sd_symtab_count(t) && !t->build_id) {
		sd_symtab_free(t);
		return NULL;
	}
	return t;
}

void sd_symtab_free(struct sd_symtab *t)
{
	if (!t)
		return;
	free(t->part[0].ents);
	free(t->part[1].ents);
	free(t->build_id);
	sd_buf_free(&t->str);
	free(t);
}

static bool holds(const struct ent *e, uint64_t v)
{
	return v >= e->value && v - e->value < e->size;
}

/* libproc's sym_by_addr(): a binary search over the sorted part that
 * keeps the holding symbol of the highest value it passes, then walks
 * back over the entries of that value while they hold v too. */
static const struct ent *by_addr(const struct part *p, uint64_t v)
{
	long lo = 0, hi = (long)p->n - 1, at = -1;

	while (lo <= hi) {
		long mid = (lo + hi) / 2;
		const struct ent *e = &p->ents[mid];
		if (holds(e, v) && (at < 0 || e->value > p->ents[at].value))
			at = mid;
		if (v < e->value)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	if (at < 0)
		return NULL;
	while (at > 0 && p->ents[at - 1].value == p->ents[at].value &&
	       v - p->ents[at].value < p->ents[at - 1].size)
		at--;
	return &p->ents[at];
}

const char *sd_symtab_lookup(const struct sd_symtab *t, uint64_t off, uint64_t *sym_off)
{
	if (!t)
		return NULL;
	uint64_t v = off + t->vstart;
	const struct ent *s = by_addr(&t->part[0], v), *d = by_addr(&t->part[1], v);
	if (s && d) {	/* libproc's sym_prefer(): the .symtab's on a tie */
		struct sd_symkey a = key_of(t, s), b = key_of(t, d);
		if (sd_sym_byaddr_cmp(&a, &b) > 0)
			s = d;
	} else if (!s) {
		s = d;
	}
	if (!s)
		return NULL;
	*sym_off = s->value - t->vstart;
	return t->str.data + s->name;
}

const uint8_t *sd_symtab_build_id(const struct sd_symtab *t, int *len)
{
	*len = t->build_id_len;
	return t->build_id;
}

size_t sd_symtab_count(const struct sd_symtab *t)
{
	return t->part[0].n + t->part[1].n;
}
