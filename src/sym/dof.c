/* dof.c - a bounds-checked reader for DTrace's DOF provider sections. */
#include "dof.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Header, section and record layout (all little-endian, fixed sizes). */
enum {
	HDR_SIZE = 64,		/* ident[16], flags, hdrsize, secsize, secnum,
				   secoff@32, loadsz, filesz, pad */
	SEC_SIZE = 32,		/* type, align, flags, entsize, offset@16, size@24 */
	PROV_SIZE_V1 = 40,	/* strtab, probes, prargs, proffs, name, 5 attrs */
	PROV_SIZE_V2 = 44,	/* + prenoffs@40 */
	PROBE_SIZE = 48,	/* addr, func@8, name@12, nargv@16, xargv@20,
				   argidx@24, offidx@28, nargc@32, xargc@33,
				   noffs@34, enoffidx@36, nenoffs@40, pad */
	SECT_STRTAB = 8, SECT_PROVIDER = 15, SECT_PROBES = 16,
	SECT_PROFFS = 18, SECT_PRENOFFS = 26,
	MAX_SECS = 1 << 16,
};

#define SECIDX_NONE 0xffffffffu

struct blob {
	const uint8_t *b;
	size_t len;
	uint32_t version;
	uint32_t secsize, nsecs;
	uint64_t secoff;
};

static uint16_t rd16(const uint8_t *p)
{
	uint16_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

static uint32_t rd32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

static uint64_t rd64(const uint8_t *p)
{
	uint64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

/* True if [off, off + size) lies within len bytes. */
static bool span(size_t len, uint64_t off, uint64_t size)
{
	return off <= len && size <= len - off;
}

/* Section idx's data if it has type type (0: any): NULL if out of range. */
static const uint8_t *section(const struct blob *b, uint32_t idx, uint32_t type,
			      uint64_t *size, uint32_t *entsize)
{
	const uint8_t *s;
	uint64_t off;

	if (idx >= b->nsecs)
		return NULL;
	s = b->b + b->secoff + (uint64_t)idx * b->secsize;
	if (type && rd32(s) != type)
		return NULL;
	off = rd64(s + 16);
	*size = rd64(s + 24);
	if (entsize)
		*entsize = rd32(s + 12);
	return span(b->len, off, *size) ? b->b + off : NULL;
}

/* The NUL-terminated string at idx of a string table, or NULL. */
static const char *str(const uint8_t *tab, uint64_t size, uint64_t idx)
{
	if (idx >= size || !memchr(tab + idx, '\0', size - idx))
		return NULL;
	return (const char *)tab + idx;
}

static int check_header(struct blob *b)
{
	const uint8_t *h = b->b;
	uint32_t hdrsize;

	if (b->len < HDR_SIZE || memcmp(h, "\177DOF", 4))
		return -EINVAL;
	/* LP64, little-endian, version 1 to 3 (DTrace for Linux's dt_link.c
	 * writes 3 when an object has is-enabled probes: argument-driven
	 * ones, where version 2's were return-value-driven) */
	if (h[4] != 2 || h[5] != 1 || h[6] < 1 || h[6] > 3)
		return -EINVAL;
	b->version = h[6];
	hdrsize = rd32(h + 20);
	b->secsize = rd32(h + 24);
	b->nsecs = rd32(h + 28);
	b->secoff = rd64(h + 32);
	if (hdrsize < HDR_SIZE || b->secsize < SEC_SIZE || b->nsecs > MAX_SECS ||
	    !span(b->len, b->secoff, (uint64_t)b->nsecs * b->secsize))
		return -EINVAL;
	return 0;
}

/* A u32 table slice [idx, idx + n) copied into the arena, or NULL. */
static const uint32_t *offsets(struct sd_dof *d, const struct blob *b, uint32_t sec,
			       uint32_t type, uint64_t idx, uint64_t n)
{
	uint64_t size;
	const uint8_t *t;
	uint32_t *v;

	if (!n)
		return (const uint32_t *)"";	/* no entries: never read */
	t = section(b, sec, type, &size, NULL);
	if (!t || idx > size / 4 || n > size / 4 - idx)
		return NULL;
	v = sd_arena_alloc(&d->arena, n * sizeof(*v));
	for (uint64_t i = 0; i < n; i++)
		v[i] = rd32(t + (idx + i) * 4);
	return v;
}

struct prov_ctx {
	const struct blob *b;
	const uint8_t *strtab;
	uint64_t strsize;
	uint32_t proffs, prenoffs;
	const char *name;
	uint8_t version;
};

/* The native argument types: nargc consecutive strings from nargv. */
static int arg_types(struct sd_dof *d, const struct prov_ctx *c, const uint8_t *r,
		     struct sd_dof_probe *p)
{
	uint64_t at = rd32(r + 16);

	p->nargc = r[32];
	if (p->nargc > SD_DOF_MAXARGS)
		return -EINVAL;
	for (int i = 0; i < p->nargc; i++) {
		const char *s = str(c->strtab, c->strsize, at);

		if (!s)
			return -EINVAL;
		p->nargv[i] = sd_arena_strdup(&d->arena, s);
		at += strlen(s) + 1;
	}
	return 0;
}

/* One dof_probe record r of the provider c. */
static int parse_probe(struct sd_dof *d, const struct prov_ctx *c, const uint8_t *r,
		       struct sd_dof_probe *p)
{
	const char *func = str(c->strtab, c->strsize, rd32(r + 8));
	const char *name = str(c->strtab, c->strsize, rd32(r + 12));

	if (!func || !name || !*name)
		return -EINVAL;
	p->prov = c->name;
	p->version = c->version;
	p->func = sd_arena_strdup(&d->arena, func);
	p->name = sd_arena_strdup(&d->arena, name);
	p->addr = rd64(r);
	p->noffs = rd16(r + 34);
	p->offs = offsets(d, c->b, c->proffs, SECT_PROFFS, rd32(r + 28), p->noffs);
	p->nenoffs = c->prenoffs == SECIDX_NONE ? 0 : rd16(r + 40);
	p->enoffs = offsets(d, c->b, c->prenoffs, SECT_PRENOFFS, rd32(r + 36),
			    p->nenoffs);
	if (!p->offs || !p->enoffs)
		return -EINVAL;
	return arg_types(d, c, r, p);
}

/* Appends n probes to d->probes (grown by doubling); the new slots. */
static struct sd_dof_probe *grow(struct sd_dof *d, size_t n, size_t *cap)
{
	if (d->nprobes + n > *cap) {
		size_t ncap = (d->nprobes + n) * 2;
		struct sd_dof_probe *v = sd_arena_alloc(&d->arena, ncap * sizeof(*v));

		if (d->nprobes)
			memcpy(v, d->probes, d->nprobes * sizeof(*v));
		d->probes = v;
		*cap = ncap;
	}
	return d->probes + d->nprobes;
}

/* The provider whose dof_provider record is pv (size bytes). */
static int parse_provider(struct sd_dof *d, const struct blob *b, const uint8_t *pv,
			  uint64_t size, size_t *cap)
{
	struct prov_ctx c = { .b = b, .prenoffs = SECIDX_NONE,
			      .version = (uint8_t)b->version };
	const uint8_t *probes;
	uint64_t psize;
	uint32_t ent;
	const char *name;

	if (size < PROV_SIZE_V1)
		return -EINVAL;
	c.strtab = section(b, rd32(pv), SECT_STRTAB, &c.strsize, NULL);
	probes = section(b, rd32(pv + 4), SECT_PROBES, &psize, &ent);
	c.proffs = rd32(pv + 12);
	if (b->version >= 2 && size >= PROV_SIZE_V2)
		c.prenoffs = rd32(pv + 40);
	if (!c.strtab || !probes)
		return -EINVAL;
	name = str(c.strtab, c.strsize, rd32(pv + 16));
	if (!name || !*name)
		return -EINVAL;
	c.name = sd_arena_strdup(&d->arena, name);
	if (ent < PROBE_SIZE)
		ent = PROBE_SIZE;
	size_t n = (size_t)(psize / ent);
	struct sd_dof_probe *v = grow(d, n, cap);

	for (size_t i = 0; i < n; i++) {
		int err = parse_probe(d, &c, probes + i * ent, &v[i]);

		if (err)
			return err;
	}
	d->nprobes += n;
	return 0;
}

/* The blob at p (at most len bytes) into d; *used: its size (filesz). */
static int parse_blob(struct sd_dof *d, const uint8_t *p, size_t len, size_t *used,
		      size_t *cap)
{
	struct blob b = { .b = p, .len = len };
	int err = check_header(&b);
	uint64_t filesz;

	if (err)
		return err;
	filesz = rd64(p + 48);
	if (filesz < HDR_SIZE || filesz > len)
		return -EINVAL;
	b.len = (size_t)filesz;
	if (!span(b.len, b.secoff, (uint64_t)b.nsecs * b.secsize))
		return -EINVAL;
	for (uint32_t i = 0; i < b.nsecs && !err; i++) {
		const uint8_t *pv;
		uint64_t size;

		if (rd32(b.b + b.secoff + (uint64_t)i * b.secsize) != SECT_PROVIDER)
			continue;
		pv = section(&b, i, SECT_PROVIDER, &size, NULL);
		err = pv ? parse_provider(d, &b, pv, size, cap) : -EINVAL;
	}
	*used = b.len;
	return err;
}

int sd_dof_parse(const void *buf, size_t len, struct sd_dof **out)
{
	const uint8_t *p = buf;
	struct sd_dof *d = sd_xcalloc(1, sizeof(*d));
	size_t cap = 0, off = 0;
	int err = 0;

	/* one blob, or several back to back (the linker concatenates the
	 * .SUNW_dof of every object), each padded with zeros */
	do {
		size_t used = 0;

		err = parse_blob(d, p + off, len - off, &used, &cap);
		off += used;
		while (off < len && !p[off])
			off++;
	} while (!err && off < len);
	if (err) {
		sd_dof_free(d);
		return err;
	}
	*out = d;
	return 0;
}

void sd_dof_free(struct sd_dof *d)
{
	if (!d)
		return;
	sd_arena_release(&d->arena);
	free(d);
}

/* The value the dynamic linker would store for r, a relocation whose
 * symbols are in syms (may be NULL): the link-time address for RELATIVE,
 * and for 64 or GLOB_DAT against a symbol the object defines, that
 * symbol's address (a library's global functions are referenced this
 * way). False for anything else. */
static bool reloc_value(const GElf_Rela *r, Elf_Data *syms, uint64_t *v)
{
	uint32_t type = (uint32_t)GELF_R_TYPE(r->r_info);
	GElf_Sym sym;

	if (type == R_X86_64_RELATIVE) {
		*v = (uint64_t)r->r_addend;
		return true;
	}
	if ((type != R_X86_64_64 && type != R_X86_64_GLOB_DAT) || !syms ||
	    !gelf_getsym(syms, (int)GELF_R_SYM(r->r_info), &sym) ||
	    sym.st_shndx == SHN_UNDEF)
		return false;
	*v = sym.st_value + (type == R_X86_64_64 ? (uint64_t)r->r_addend : 0);
	return true;
}

/* Gives each 8-byte field of the section (link address addr, size len,
 * copy buf) that a dynamic relocation targets its link-time value. */
static void apply_relocs(Elf *elf, uint64_t addr, uint8_t *buf, size_t len)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data, *syms = NULL;
		Elf_Scn *link;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_RELA ||
		    !sh.sh_entsize || !(data = elf_getdata(scn, NULL)))
			continue;
		if (sh.sh_link && (link = elf_getscn(elf, sh.sh_link)))
			syms = elf_getdata(link, NULL);
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Rela r;
			uint64_t v;

			if (!gelf_getrela(data, (int)i, &r) || r.r_offset < addr ||
			    !span(len, r.r_offset - addr, 8) ||
			    !reloc_value(&r, syms, &v))
				continue;
			memcpy(buf + (r.r_offset - addr), &v, 8);
		}
	}
}

/* Finds .SUNW_dof in elf and parses a relocated copy of it. */
static int read_elf(Elf *elf, struct sd_dof **out)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;

	if (elf_kind(elf) != ELF_K_ELF || elf_getshdrstrndx(elf, &shstrndx) < 0)
		return -ENOEXEC;
	while ((scn = elf_nextscn(elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *data;
		const char *name;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type == SHT_NOBITS ||
		    !(name = elf_strptr(elf, shstrndx, sh.sh_name)) ||
		    strcmp(name, ".SUNW_dof"))
			continue;
		data = elf_rawdata(scn, NULL);
		if (!data || !data->d_buf || !data->d_size)
			return -EINVAL;
		uint8_t *copy = sd_xmalloc(data->d_size);
		memcpy(copy, data->d_buf, data->d_size);
		apply_relocs(elf, sh.sh_addr, copy, data->d_size);
		int err = sd_dof_parse(copy, data->d_size, out);
		free(copy);
		return err;
	}
	return -ENOENT;
}

int sd_dof_read(const char *path, struct sd_dof **out)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), err;
	Elf *elf;

	if (fd < 0)
		return -errno;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	err = elf ? read_elf(elf, out) : -ENOEXEC;
	if (elf)
		elf_end(elf);
	close(fd);
	return err;
}
