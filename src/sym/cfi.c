/* cfi.c - unwind rows from .eh_frame / .debug_frame.
 *
 * .eh_frame is read here: its entries come from libdw's dwarf_next_cfi(),
 * and each FDE's DW_CFA program runs once, from its CIE's initial rules,
 * emitting a row at every advance. .debug_frame goes through libdw's CFI
 * API: FDE starts from walking the section, then each FDE is asked for its
 * rows one after the other with dwarf_cfi_addrframe(), whose
 * dwarf_frame_info() range says where the next row starts (libdw runs the
 * program from the FDE's start for each address: quadratic in an FDE's
 * rows, fine for the rare .debug_frame; sd_cfi_build_libdw() does the same
 * for .eh_frame, the reference the unit test checks the fast path
 * against). Either way a row that repeats the one before it is dropped, so
 * each row is a real change.
 */
#include "cfi.h"
#include "../base/xalloc.h"

#include <dwarf.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elfutils/libdw.h>

/* DWARF register numbers on x86-64 */
enum { REG_RBX = 3, REG_RBP = 6, REG_RSP = 7, REG_RA = 16 };

struct rowvec {
	struct sd_cfi_row *v;
	size_t n, cap;
};

static int push(struct rowvec *rv, uint64_t addr, struct sd_cfi_row r)
{
	if (addr > UINT32_MAX)
		return -ERANGE;
	r.addr = (uint32_t)addr;
	if (rv->n && rv->v[rv->n - 1].addr == r.addr) {
		rv->n--;	/* an empty row: the later one holds */
	}
	if (rv->n) {
		const struct sd_cfi_row *p = &rv->v[rv->n - 1];
		if (p->kind == r.kind && p->cfa_off == r.cfa_off && p->bp_off == r.bp_off)
			return 0;
	}
	if (rv->n == rv->cap) {
		size_t cap = rv->cap ? 2 * rv->cap : 1024;
		struct sd_cfi_row *v = sd_xrealloc(rv->v, cap * sizeof(*v));
		rv->v = v;
		rv->cap = cap;
	}
	rv->v[rv->n++] = r;
	return 0;
}

static Elf_Scn *find_scn(Elf *elf, const char *name, GElf_Shdr *sh)
{
	size_t strndx;
	Elf_Scn *s = NULL;

	if (elf_getshdrstrndx(elf, &strndx) < 0)
		return NULL;
	while ((s = elf_nextscn(elf, s))) {
		const char *n;
		if (gelf_getshdr(s, sh) && (n = elf_strptr(elf, strndx, sh->sh_name)) &&
		    !strcmp(n, name))
			return s;
	}
	return NULL;
}

static size_t read_build_id(Elf *elf, uint8_t id[20])
{
	Elf_Scn *s = NULL;
	GElf_Shdr sh;

	while ((s = elf_nextscn(elf, s))) {
		Elf_Data *d;
		if (!gelf_getshdr(s, &sh) || sh.sh_type != SHT_NOTE || !(d = elf_getdata(s, NULL)))
			continue;
		GElf_Nhdr nh;
		size_t off = 0, noff, doff;
		while ((off = gelf_getnote(d, off, &nh, &noff, &doff)) > 0) {
			if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 &&
			    !memcmp((char *)d->d_buf + noff, "GNU", 4)) {
				size_t n = nh.n_descsz < 20 ? nh.n_descsz : 20;
				memcpy(id, (char *)d->d_buf + doff, n);
				return n;
			}
		}
	}
	return 0;
}

static uint32_t rd32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

/* Bytes of a pointer in encoding enc (absptr, udata4/sdata4, udata8/
 * sdata8), or 0 for one this reader does not know. */
static size_t enc_size(uint8_t enc)
{
	switch (enc & 0x0f) {
	case DW_EH_PE_absptr: case DW_EH_PE_udata8: case DW_EH_PE_sdata8: return 8;
	case DW_EH_PE_udata4: case DW_EH_PE_sdata4: return 4;
	default: return 0;
	}
}

/* The FDE start addresses in .eh_frame_hdr's table (sorted). */
static int hdr_starts(Elf_Scn *scn, const GElf_Shdr *sh, uint64_t **out, size_t *n)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	const uint8_t *p = d ? d->d_buf : NULL;

	if (!p || d->d_size < 8 || p[0] != 1)
		return -ENODATA;
	size_t ptrsz = enc_size(p[1]), off = 4 + ptrsz;
	if (!ptrsz || (p[2] & 0x0f) != DW_EH_PE_udata4 || p[3] != (DW_EH_PE_datarel | DW_EH_PE_sdata4) ||
	    off + 4 > d->d_size)
		return -ENODATA;
	size_t cnt = rd32(p + off);
	off += 4;
	if (cnt > (d->d_size - off) / 8)
		return -ENODATA;
	uint64_t *v = sd_xmalloc((cnt + 1) * sizeof(*v));
	for (size_t i = 0; i < cnt; i++)
		v[i] = sh->sh_addr + (int64_t)(int32_t)rd32(p + off + 8 * i);
	*out = v;
	*n = cnt;
	return 0;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The FDE start addresses of a .debug_frame (absolute 8-byte pointers). */
static int debug_frame_starts(Elf *elf, Elf_Scn *scn, uint64_t **out, size_t *n)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	const unsigned char *ident = (const unsigned char *)elf_getident(elf, NULL);
	Dwarf_Off off = 0, next;
	Dwarf_CFI_Entry e;
	size_t cnt = 0, cap = 0;
	uint64_t *v = NULL;

	if (!d || !ident || ident[EI_CLASS] != ELFCLASS64)
		return -ENODATA;
	while (dwarf_next_cfi(ident, d, false, off, &next, &e) == 0) {
		off = next;
		if (dwarf_cfi_cie_p(&e) || e.fde.end - e.fde.start < 8)
			continue;
		if (cnt == cap) {
			cap = cap ? 2 * cap : 256;
			v = sd_xrealloc(v, cap * sizeof(*v));
		}
		memcpy(&v[cnt++], e.fde.start, 8);
	}
	qsort(v, cnt, sizeof(*v), cmp_u64);
	*out = v;
	*n = cnt;
	return cnt ? 0 : -ENODATA;
}

/* An offset from the CFA in a register rule (DW_OP_call_frame_cfa [,
 * DW_OP_plus_uconst N]); false if the rule is anything else. */
static bool cfa_offset_rule(const Dwarf_Op *ops, size_t nops, int64_t *off)
{
	if (nops < 1 || ops[0].atom != DW_OP_call_frame_cfa)
		return false;
	if (nops == 1) {
		*off = 0;
		return true;
	}
	if (nops == 2 && ops[1].atom == DW_OP_plus_uconst) {
		*off = (int64_t)ops[1].number;
		return true;
	}
	if (nops == 3 && ops[1].atom == DW_OP_consts && ops[2].atom == DW_OP_plus) {
		*off = (int64_t)ops[1].number;
		return true;
	}
	return false;
}

/* The .plt's rule: rsp + 8, plus 8 once rip & 15 reaches a threshold. */
static bool plt_rule(const Dwarf_Op *o, size_t n, struct sd_cfi_row *r)
{
	if (n != 9 || o[0].atom != DW_OP_breg7 || o[0].number != 8 ||
	    o[1].atom != DW_OP_breg16 || o[1].number != 0 || o[2].atom != DW_OP_lit15 ||
	    o[3].atom != DW_OP_and || o[4].atom < DW_OP_lit0 || o[4].atom > DW_OP_lit15 ||
	    o[5].atom != DW_OP_ge || o[6].atom != DW_OP_lit3 || o[7].atom != DW_OP_shl ||
	    o[8].atom != DW_OP_plus)
		return false;
	r->kind = SD_CFI_PLT;
	r->cfa_off = 8;
	r->bp_off = (int8_t)(o[4].atom - DW_OP_lit0);
	return true;
}

/* The row kind of a CFA from register reg (rsp, rbp or rbx). */
static uint8_t base_kind(uint64_t reg)
{
	return reg == REG_RSP ? SD_CFI_RSP : reg == REG_RBP ? SD_CFI_RBP : SD_CFI_RBX;
}

/* The kind bits for rbx saved at CFA + off (see SD_CFI_BX_SHIFT). */
static uint8_t bx_bits(int64_t off)
{
	int64_t code = -off / 8 - 1;

	if (off % 8 || code < 1 || code >= SD_CFI_BX_LOST)
		code = SD_CFI_BX_LOST;
	return (uint8_t)(code << SD_CFI_BX_SHIFT);
}

/* The CFA rule into r: rsp/rbp/rbx + offset, or the .plt's; false if other. */
static bool cfa_rule(Dwarf_Frame *fr, struct sd_cfi_row *r)
{
	Dwarf_Op *o;
	size_t n;
	uint64_t reg;
	int64_t off;

	if (dwarf_frame_cfa(fr, &o, &n) < 0 || n == 0)
		return false;
	if (n == 1 && o[0].atom == DW_OP_bregx) {
		reg = o[0].number;
		off = (int64_t)o[0].number2;
	} else if (n == 1 && o[0].atom >= DW_OP_breg0 && o[0].atom <= DW_OP_breg31) {
		reg = o[0].atom - DW_OP_breg0;
		off = (int64_t)o[0].number;
	} else {
		return plt_rule(o, n, r);
	}
	if ((reg != REG_RSP && reg != REG_RBP && reg != REG_RBX) || off < 0 ||
	    (off > UINT16_MAX && (off % 8 || off / 8 > UINT16_MAX)))
		return false;
	r->kind = base_kind(reg);
	if (off > UINT16_MAX) {
		r->kind |= SD_CFI_OFF8;
		off /= 8;
	}
	r->cfa_off = (uint16_t)off;
	return true;
}

/* The return address, rbx and rbp rules into r; false if not expressible
 * (rbx saved where it cannot be followed is only marked lost). */
static bool reg_rules(Dwarf_Frame *fr, struct sd_cfi_row *r)
{
	Dwarf_Op mem[3], *o;
	size_t n;
	int64_t off;

	if (dwarf_frame_register(fr, REG_RA, mem, &o, &n) < 0)
		return false;
	if (n == 0 && o == mem) {
		r->kind = SD_CFI_END;
		r->cfa_off = 0;
		r->bp_off = 0;
		return true;
	}
	if (!cfa_offset_rule(o, n, &off) || off != -8)
		return false;
	if (dwarf_frame_register(fr, REG_RBX, mem, &o, &n) < 0)
		return false;
	if (n)
		r->kind |= cfa_offset_rule(o, n, &off) ? bx_bits(off) :
			   SD_CFI_BX_LOST << SD_CFI_BX_SHIFT;
	if (dwarf_frame_register(fr, REG_RBP, mem, &o, &n) < 0)
		return false;
	if (n == 0)		/* same value, or undefined: left as it is */
		return true;
	if (!cfa_offset_rule(o, n, &off) || off % 8 || off < -1024 || off > 1016)
		return false;
	r->kind |= SD_CFI_BP_SAVED;
	r->bp_off = (int8_t)(off / 8);
	return true;
}

static struct sd_cfi_row row_of(Dwarf_Frame *fr, bool signal, size_t *nbad)
{
	struct sd_cfi_row r = { 0 };

	if (signal) {
		r.kind = SD_CFI_SIGNAL;
		return r;
	}
	if (!cfa_rule(fr, &r) || !reg_rules(fr, &r)) {
		(*nbad)++;
		r = (struct sd_cfi_row){ .kind = SD_CFI_BAD };
	}
	return r;
}

/* The rows of the FDE starting at s, up to lim (the next FDE's start);
 * a gap after it becomes a NONE row. */
static int fde_rows(Dwarf_CFI *cfi, uint64_t s, uint64_t lim, struct rowvec *rv,
		    size_t *nbad)
{
	uint64_t a = s;
	int rc = 0;

	while (a < lim && !rc) {
		Dwarf_Frame *fr;
		Dwarf_Addr lo, hi;
		bool sig = false;
		if (dwarf_cfi_addrframe(cfi, a, &fr) < 0)
			break;
		if (dwarf_frame_info(fr, &lo, &hi, &sig) < 0 || hi <= a) {
			free(fr);
			break;
		}
		rc = push(rv, a, row_of(fr, sig, nbad));
		free(fr);
		a = hi;
	}
	if (!rc && a < lim)
		rc = push(rv, a, (struct sd_cfi_row){ .kind = SD_CFI_NONE });
	return rc;
}

/* Hands rv's rows to c (or frees them when rc is an error); rc. */
static int take_rows(struct sd_cfi *c, struct rowvec *rv, size_t nfdes, int rc)
{
	if (rc) {
		free(rv->v);
		return rc;
	}
	c->rows = rv->v;
	c->n = rv->n;
	c->nfdes = nfdes;
	return 0;
}

static int all_rows(Dwarf_CFI *cfi, const uint64_t *starts, size_t n, struct sd_cfi *c)
{
	struct rowvec rv = { 0 };
	int rc = 0;

	for (size_t i = 0; i < n && !rc; i++) {
		if (i && starts[i] == starts[i - 1])
			continue;
		rc = fde_rows(cfi, starts[i], i + 1 < n ? starts[i + 1] : UINT64_MAX,
			      &rv, &c->nbad);
	}
	return take_rows(c, &rv, n, rc);
}

/* Rows from the .debug_frame of the file at path. */
static int debug_frame_rows(const char *path, struct sd_cfi *c)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), rc = -ENODATA;
	Elf *elf = fd >= 0 ? elf_begin(fd, ELF_C_READ_MMAP, NULL) : NULL;
	Dwarf *dw = NULL;
	GElf_Shdr sh;
	Elf_Scn *scn;
	uint64_t *starts = NULL;
	size_t n;

	if (elf && (scn = find_scn(elf, ".debug_frame", &sh)) && sh.sh_type != SHT_NOBITS &&
	    (rc = debug_frame_starts(elf, scn, &starts, &n)) == 0) {
		Dwarf_CFI *cfi = (dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL)) ?
				 dwarf_getcfi(dw) : NULL;
		rc = cfi ? all_rows(cfi, starts, n, c) : -ENODATA;
		c->source = ".debug_frame";
	}
	free(starts);
	if (dw)
		dwarf_end(dw);
	if (elf)
		elf_end(elf);
	if (fd >= 0)
		close(fd);
	return rc;
}

/* Rows from elf's .eh_frame through libdw, FDEs from .eh_frame_hdr. */
static int eh_frame_rows_libdw(Elf *elf, struct sd_cfi *c)
{
	GElf_Shdr sh;
	Elf_Scn *scn = find_scn(elf, ".eh_frame_hdr", &sh);
	uint64_t *starts = NULL;
	size_t n;
	int rc;

	if (!scn || (rc = hdr_starts(scn, &sh, &starts, &n)) < 0)
		return -ENODATA;
	Dwarf_CFI *cfi = dwarf_getcfi_elf(elf);
	rc = cfi ? all_rows(cfi, starts, n, c) : -ENODATA;
	if (cfi)
		dwarf_cfi_end(cfi);
	free(starts);
	c->source = ".eh_frame";
	return rc;
}

/* ---- .eh_frame, interpreted here --------------------------------------
 * libdw answers one address at a time and runs the FDE's program from its
 * start for each, which is quadratic in an FDE's rows (node's 372k rows
 * take 0.9 s that way, 0.18 s here). Rows come out of one pass over each
 * FDE's program instead; only the rules for the CFA, rbp and the return
 * address are tracked. */

struct rd {
	const uint8_t *p, *end;
	bool bad;
};

static uint64_t uleb(struct rd *r)
{
	uint64_t v = 0;
	int shift = 0;

	while (r->p < r->end) {
		uint8_t b = *r->p++;
		if (shift < 64)
			v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
		if (!(b & 0x80))
			return v;
	}
	r->bad = true;
	return 0;
}

static int64_t sleb(struct rd *r)
{
	uint64_t v = 0;		/* built unsigned: shifts into bit 63 are defined */
	int shift = 0;
	uint8_t b = 0x80;

	while (r->p < r->end && (b & 0x80)) {
		b = *r->p++;
		if (shift < 64)
			v |= (uint64_t)(b & 0x7f) << shift;
		shift += 7;
	}
	if (b & 0x80)
		r->bad = true;
	else if (shift < 64 && (b & 0x40))
		v |= ~(uint64_t)0 << shift;	/* sign-extend */
	return (int64_t)v;
}

static uint64_t fixed(struct rd *r, size_t n)
{
	uint64_t v = 0;

	if ((size_t)(r->end - r->p) < n) {
		r->bad = true;
		return 0;
	}
	memcpy(&v, r->p, n);
	r->p += n;
	return v;
}

/* A pointer in encoding enc read at r (pcrel relative to its own address:
 * base + its offset in the section). */
static uint64_t enc_ptr(struct rd *r, uint8_t enc, uint64_t base, const uint8_t *sec)
{
	uint64_t at = base + (uint64_t)(r->p - sec), v;
	size_t n = enc_size(enc);

	if (!n) {
		r->bad = true;
		return 0;
	}
	v = fixed(r, n);
	if (n == 4 && (enc & 0x08))
		v = (uint64_t)(int64_t)(int32_t)v;
	if ((enc & 0x70) == DW_EH_PE_pcrel)
		v += at;
	return v;
}

/* What the interpreter tracks: the CFA and the rules for rbp, rbx and the
 * return address. */
enum { RULE_SAME, RULE_UNDEF, RULE_OFF, RULE_OTHER };
struct cfa_state {
	uint64_t cfa_reg;
	int64_t cfa_off;
	bool cfa_expr, plt;
	uint8_t plt_thr;
	uint8_t bp_rule, ra_rule, bx_rule;
	int64_t bp_off, ra_off, bx_off;
};

struct cie_info {
	Dwarf_Off off;
	uint64_t caf;
	int64_t daf;
	uint8_t fde_enc;
	bool z, signal;
	struct cfa_state init;
};

static struct sd_cfi_row state_row(const struct cfa_state *s, bool signal, size_t *nbad)
{
	struct sd_cfi_row r = { 0 };
	int64_t off = s->cfa_off;

	if (signal)
		return (struct sd_cfi_row){ .kind = SD_CFI_SIGNAL };
	if (s->ra_rule == RULE_UNDEF)	/* the outermost frame */
		return (struct sd_cfi_row){ .kind = SD_CFI_END };
	if (s->plt)
		return (struct sd_cfi_row){ .kind = SD_CFI_PLT, .cfa_off = 8,
					    .bp_off = (int8_t)s->plt_thr };
	if (s->cfa_expr || s->ra_rule != RULE_OFF || s->ra_off != -8 ||
	    (s->cfa_reg != REG_RSP && s->cfa_reg != REG_RBP && s->cfa_reg != REG_RBX) || off < 0 ||
	    (off > UINT16_MAX && (off % 8 || off / 8 > UINT16_MAX)) ||
	    s->bp_rule == RULE_OTHER ||
	    (s->bp_rule == RULE_OFF && (s->bp_off % 8 || s->bp_off < -1024 || s->bp_off > 1016)))
		goto bad;
	r.kind = base_kind(s->cfa_reg);
	if (s->bx_rule == RULE_OFF)
		r.kind |= bx_bits(s->bx_off);
	else if (s->bx_rule == RULE_OTHER)
		r.kind |= SD_CFI_BX_LOST << SD_CFI_BX_SHIFT;
	if (off > UINT16_MAX) {
		r.kind |= SD_CFI_OFF8;
		off /= 8;
	}
	r.cfa_off = (uint16_t)off;
	if (s->bp_rule == RULE_OFF) {
		r.kind |= SD_CFI_BP_SAVED;
		r.bp_off = (int8_t)(s->bp_off / 8);
	}
	return r;
bad:
	(*nbad)++;
	return (struct sd_cfi_row){ .kind = SD_CFI_BAD };
}

/* The .plt's CFA expression (see plt_rule), as bytes. */
static bool plt_expr(const uint8_t *p, uint64_t n, uint8_t *thr)
{
	static const uint8_t head[] = { DW_OP_breg7, 8, DW_OP_breg16, 0, DW_OP_lit15, DW_OP_and };
	static const uint8_t tail[] = { DW_OP_ge, DW_OP_lit3, DW_OP_shl, DW_OP_plus };

	if (n != sizeof(head) + 1 + sizeof(tail) || memcmp(p, head, sizeof(head)) ||
	    memcmp(p + sizeof(head) + 1, tail, sizeof(tail)) ||
	    p[sizeof(head)] < DW_OP_lit0 || p[sizeof(head)] > DW_OP_lit15)
		return false;
	*thr = (uint8_t)(p[sizeof(head)] - DW_OP_lit0);
	return true;
}

/* A CFA expression that is one DW_OP_bregN: register N plus an offset,
 * as DW_CFA_def_cfa says it (libdw reads both alike), into s. */
static bool breg_expr(const uint8_t *p, uint64_t n, struct cfa_state *s)
{
	struct rd r = { p + 1, p + n };
	int64_t off;

	if (n < 2 || p[0] < DW_OP_breg0 || p[0] > DW_OP_breg31)
		return false;
	off = sleb(&r);
	if (r.bad || r.p != r.end)
		return false;
	s->cfa_reg = p[0] - DW_OP_breg0;
	s->cfa_off = off;
	return true;
}

static void set_rule(struct cfa_state *s, uint64_t reg, uint8_t rule, int64_t off)
{
	if (reg == REG_RBP) {
		s->bp_rule = rule;
		s->bp_off = off;
	} else if (reg == REG_RA) {
		s->ra_rule = rule;
		s->ra_off = off;
	} else if (reg == REG_RBX) {
		s->bx_rule = rule;
		s->bx_off = off;
	}
}

/* DW_CFA_restore: reg's rule as the CIE left it. */
static void restore_rule(struct cfa_state *s, const struct cfa_state *init, uint64_t reg)
{
	if (reg == REG_RBP)
		set_rule(s, reg, init->bp_rule, init->bp_off);
	else if (reg == REG_RA)
		set_rule(s, reg, init->ra_rule, init->ra_off);
	else if (reg == REG_RBX)
		set_rule(s, reg, init->bx_rule, init->bx_off);
}

struct interp {
	const struct cie_info *cie;
	struct cfa_state s, stack[8];
	int depth;
	uint64_t loc;
	struct rowvec *rv;
	size_t *nbad;
	int rc;
};

static void advance(struct interp *in, uint64_t to)
{
	if (to > in->loc && !in->rc)
		in->rc = push(in->rv, in->loc, state_row(&in->s, in->cie->signal, in->nbad));
	in->loc = to;
}

/* One DW_CFA instruction; false at the end or on what it cannot read. */
static bool step(struct interp *in, struct rd *r)
{
	struct cfa_state *s = &in->s;
	const struct cie_info *c = in->cie;
	uint8_t op = *r->p++, lo = op & 0x3f;
	uint64_t reg, n;

	switch (op & 0xc0) {
	case 0x40: advance(in, in->loc + lo * c->caf); return true;
	case 0x80: set_rule(s, lo, RULE_OFF, (int64_t)uleb(r) * c->daf); return !r->bad;
	case 0xc0: restore_rule(s, &c->init, lo); return true;
	}
	switch (op) {
	case DW_CFA_nop: break;
	case DW_CFA_advance_loc1: advance(in, in->loc + fixed(r, 1) * c->caf); break;
	case DW_CFA_advance_loc2: advance(in, in->loc + fixed(r, 2) * c->caf); break;
	case DW_CFA_advance_loc4: advance(in, in->loc + fixed(r, 4) * c->caf); break;
	case DW_CFA_offset_extended: reg = uleb(r); set_rule(s, reg, RULE_OFF, (int64_t)uleb(r) * c->daf); break;
	case DW_CFA_offset_extended_sf: reg = uleb(r); set_rule(s, reg, RULE_OFF, sleb(r) * c->daf); break;
	case DW_CFA_GNU_negative_offset_extended: reg = uleb(r); set_rule(s, reg, RULE_OFF, -(int64_t)uleb(r) * c->daf); break;
	case DW_CFA_restore_extended: restore_rule(s, &c->init, uleb(r)); break;
	case DW_CFA_undefined: set_rule(s, uleb(r), RULE_UNDEF, 0); break;
	case DW_CFA_same_value: set_rule(s, uleb(r), RULE_SAME, 0); break;
	case DW_CFA_register: reg = uleb(r); uleb(r); set_rule(s, reg, RULE_OTHER, 0); break;
	case DW_CFA_remember_state:
		if (in->depth == 8)
			return false;
		in->stack[in->depth++] = *s;
		break;
	case DW_CFA_restore_state:
		if (!in->depth)
			return false;
		*s = in->stack[--in->depth];
		break;
	case DW_CFA_def_cfa: s->cfa_reg = uleb(r); s->cfa_off = (int64_t)uleb(r); s->cfa_expr = s->plt = false; break;
	case DW_CFA_def_cfa_sf: s->cfa_reg = uleb(r); s->cfa_off = sleb(r) * c->daf; s->cfa_expr = s->plt = false; break;
	case DW_CFA_def_cfa_register: s->cfa_reg = uleb(r); break;
	case DW_CFA_def_cfa_offset: s->cfa_off = (int64_t)uleb(r); break;
	case DW_CFA_def_cfa_offset_sf: s->cfa_off = sleb(r) * c->daf; break;
	case DW_CFA_def_cfa_expression:
		n = uleb(r);
		if (n > (uint64_t)(r->end - r->p))
			return false;
		s->cfa_expr = !breg_expr(r->p, n, s);
		s->plt = s->cfa_expr && plt_expr(r->p, n, &s->plt_thr);
		r->p += n;
		break;
	case DW_CFA_expression: case DW_CFA_val_expression:
		reg = uleb(r);
		n = uleb(r);
		if (n > (uint64_t)(r->end - r->p))
			return false;
		r->p += n;
		set_rule(s, reg, RULE_OTHER, 0);
		break;
	case DW_CFA_val_offset: reg = uleb(r); uleb(r); set_rule(s, reg, RULE_OTHER, 0); break;
	case DW_CFA_val_offset_sf: reg = uleb(r); sleb(r); set_rule(s, reg, RULE_OTHER, 0); break;
	case DW_CFA_GNU_args_size: uleb(r); break;
	default: return false;	/* DW_CFA_set_loc and the unknown */
	}
	return !r->bad;
}

/* A CIE: its factors, pointer encoding, augmentation and initial rules. */
static int parse_cie(const Dwarf_CIE *e, Dwarf_Off off, struct cie_info *ci)
{
	struct rd r = { e->augmentation_data, e->augmentation_data + e->augmentation_data_size };
	const char *a = e->augmentation;

	memset(ci, 0, sizeof(*ci));
	ci->off = off;
	ci->caf = e->code_alignment_factor;
	ci->daf = e->data_alignment_factor;
	if (e->return_address_register != REG_RA || !a)
		return -ENODATA;
	if (*a == 'z')
		ci->z = true, a++;
	else if (*a)
		return -ENODATA;
	for (; *a && !r.bad; a++) {
		switch (*a) {
		case 'R': ci->fde_enc = (uint8_t)fixed(&r, 1); break;
		case 'L': fixed(&r, 1); break;
		case 'P': fixed(&r, enc_size((uint8_t)fixed(&r, 1))); break;
		case 'S': ci->signal = true; break;
		case 'B': break;
		default: return -ENODATA;
		}
	}
	if (r.bad)
		return -ENODATA;
	struct interp in = { .cie = ci, .s = { .cfa_reg = REG_RSP } };
	struct rd ir = { e->initial_instructions, e->initial_instructions_end };
	while (ir.p < ir.end)
		if (!step(&in, &ir))
			return -ENODATA;
	ci->init = in.s;
	return 0;
}

struct fde_at {
	uint64_t start;
	Dwarf_Off off;
};

struct ehf {
	const unsigned char *ident;
	Elf_Data *d;
	uint64_t addr;			/* the section's address */
	struct cie_info *cies;
	size_t ncies;
};

static const struct cie_info *get_cie(struct ehf *x, Dwarf_Off off)
{
	Dwarf_CFI_Entry e;
	Dwarf_Off next;

	for (size_t i = 0; i < x->ncies; i++)
		if (x->cies[i].off == off)
			return &x->cies[i];
	if (dwarf_next_cfi(x->ident, x->d, true, off, &next, &e) != 0 || !dwarf_cfi_cie_p(&e))
		return NULL;
	struct cie_info *v = sd_xrealloc(x->cies, (x->ncies + 1) * sizeof(*v));
	x->cies = v;
	if (parse_cie(&e.cie, off, &v[x->ncies]) < 0)
		return NULL;
	return &v[x->ncies++];
}

/* The rows of one FDE, then a NONE row up to lim if it ends before. */
static int run_fde(struct ehf *x, const struct cie_info *c, const Dwarf_FDE *f, uint64_t lim,
		   struct rowvec *rv, size_t *nbad)
{
	struct rd r = { f->start, f->end };
	uint64_t start = enc_ptr(&r, c->fde_enc, x->addr, x->d->d_buf);
	uint64_t range = fixed(&r, enc_size(c->fde_enc));

	if (c->z) {
		uint64_t n = uleb(&r);
		if (n > (uint64_t)(r.end - r.p))
			r.bad = true;
		else
			r.p += n;
	}
	if (r.bad)
		return 0;
	struct interp in = { .cie = c, .s = c->init, .loc = start, .rv = rv, .nbad = nbad };
	uint64_t end = start + range < lim ? start + range : lim;
	while (r.p < r.end && in.loc < end && step(&in, &r))
		;
	if (r.p < r.end && in.loc < end && !in.rc) {	/* a program it cannot run */
		in.rc = push(rv, in.loc, (struct sd_cfi_row){ .kind = SD_CFI_BAD });
		(*nbad)++;
		in.loc = end;
	}
	advance(&in, end);
	if (!in.rc && end < lim)
		in.rc = push(rv, end, (struct sd_cfi_row){ .kind = SD_CFI_NONE });
	return in.rc;
}

static int cmp_fde(const void *a, const void *b)
{
	const struct fde_at *x = a, *y = b;

	return x->start < y->start ? -1 : x->start > y->start;
}

/* Every FDE's start and offset, sorted by start. */
static int list_fdes(struct ehf *x, struct fde_at **out, size_t *n)
{
	Dwarf_Off off = 0, next;
	Dwarf_CFI_Entry e;
	size_t cnt = 0, cap = 0;
	struct fde_at *v = NULL;

	while (dwarf_next_cfi(x->ident, x->d, true, off, &next, &e) == 0) {
		Dwarf_Off at = off;
		off = next;
		if (dwarf_cfi_cie_p(&e))
			continue;
		const struct cie_info *c = get_cie(x, e.fde.CIE_pointer);
		struct rd r = { e.fde.start, e.fde.end };
		if (!c)
			continue;
		uint64_t start = enc_ptr(&r, c->fde_enc, x->addr, x->d->d_buf);
		if (r.bad)
			continue;
		if (cnt == cap) {
			cap = cap ? 2 * cap : 1024;
			v = sd_xrealloc(v, cap * sizeof(*v));
		}
		v[cnt++] = (struct fde_at){ start, at };
	}
	if (cnt)
		qsort(v, cnt, sizeof(*v), cmp_fde);
	*out = v;
	*n = cnt;
	return cnt ? 0 : -ENODATA;
}

/* Rows from elf's .eh_frame, read here in one pass per FDE. */
static int eh_frame_rows(Elf *elf, struct sd_cfi *c)
{
	GElf_Shdr sh;
	Elf_Scn *scn = find_scn(elf, ".eh_frame", &sh);
	struct ehf x = { .ident = (const unsigned char *)elf_getident(elf, NULL) };
	struct rowvec rv = { 0 };
	struct fde_at *f = NULL;
	size_t n = 0;
	int rc;

	if (!scn || sh.sh_type == SHT_NOBITS || !x.ident || x.ident[EI_CLASS] != ELFCLASS64 ||
	    !(x.d = elf_getdata(scn, NULL)))
		return -ENODATA;
	x.addr = sh.sh_addr;
	rc = list_fdes(&x, &f, &n);
	for (size_t i = 0; i < n && !rc; i++) {
		Dwarf_CFI_Entry e;
		Dwarf_Off next;
		if (i && f[i].start == f[i - 1].start)
			continue;
		if (dwarf_next_cfi(x.ident, x.d, true, f[i].off, &next, &e) != 0)
			continue;
		const struct cie_info *ci = get_cie(&x, e.fde.CIE_pointer);
		if (ci)
			rc = run_fde(&x, ci, &e.fde, i + 1 < n ? f[i + 1].start : UINT64_MAX,
				     &rv, &c->nbad);
	}
	free(f);
	free(x.cies);
	c->source = ".eh_frame";
	rc = take_rows(c, &rv, n, rc);
	return rc == 0 && !c->n ? -ENODATA : rc;
}

/* c's row that holds a, advancing *i (rows before it are passed); its
 * kind, NONE when there is none. */
static int row_at(const struct sd_cfi *c, size_t *i, uint64_t a, struct sd_cfi_row *r)
{
	while (*i < c->n && c->rows[*i].addr <= a)
		(*i)++;
	*r = *i ? c->rows[*i - 1] : (struct sd_cfi_row){ .kind = SD_CFI_NONE };
	return r->kind & SD_CFI_KIND_MASK;
}

/* eh's rows, and d's where eh has none (between or outside its FDEs),
 * into eh: each address from the section whose FDE covers it. */
static int merge_rows(struct sd_cfi *eh, const struct sd_cfi *d)
{
	struct rowvec rv = { 0 };
	size_t i = 0, j = 0, ii = 0, jj = 0;
	int rc = 0;

	while (!rc && (i < eh->n || j < d->n)) {
		uint64_t a = j >= d->n || (i < eh->n && eh->rows[i].addr <= d->rows[j].addr) ?
			     eh->rows[i].addr : d->rows[j].addr;
		struct sd_cfi_row re, rd;
		while (i < eh->n && eh->rows[i].addr <= a)
			i++;
		while (j < d->n && d->rows[j].addr <= a)
			j++;
		bool have = row_at(eh, &ii, a, &re) != SD_CFI_NONE;
		rc = push(&rv, a, have || row_at(d, &jj, a, &rd) == SD_CFI_NONE ? re : rd);
	}
	if (rc) {
		free(rv.v);
		return rc;
	}
	free(eh->rows);
	eh->rows = rv.v;
	eh->n = rv.n;
	eh->nfdes += d->nfdes;
	eh->nbad += d->nbad;
	eh->source = ".eh_frame+.debug_frame";
	return 0;
}

/* The rows of path: from its .eh_frame by eh and its .debug_frame (or
 * debugfile's), merged where it has both. */
static int build(const char *path, const char *debugfile, struct sd_cfi *out,
		 int (*eh)(Elf *, struct sd_cfi *))
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), rc, drc;
	struct sd_cfi d = { 0 };
	Elf *elf;

	memset(out, 0, sizeof(*out));
	if (fd < 0)
		return -errno;
	elf_version(EV_CURRENT);
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (!elf || elf_kind(elf) != ELF_K_ELF) {
		rc = -ENOEXEC;
		goto out;
	}
	out->build_id_len = read_build_id(elf, out->build_id);
	rc = eh(elf, out);
	drc = debug_frame_rows(path, &d);
	if (drc == -ENODATA && debugfile)
		drc = debug_frame_rows(debugfile, &d);
	if (drc == 0 && d.n && rc == 0 && out->n)
		rc = merge_rows(out, &d);
	else if (drc == 0 && d.n && rc == -ENODATA) {
		d.build_id_len = out->build_id_len;
		memcpy(d.build_id, out->build_id, sizeof(d.build_id));
		*out = d;
		d.rows = NULL;
	}
	sd_cfi_release(&d);
	if (rc == 0 && !out->n)
		rc = -ENODATA;
	if (rc < 0)
		out->source = NULL;
out:
	if (elf)
		elf_end(elf);
	close(fd);
	return rc;
}

/* ---- function entries from symbols -----------------------------------
 * Where no FDE covers a function (crt's _init and _fini, the crtstuff
 * functions, assembler without CFI, an object without CFI at all), its
 * first instruction still has a known frame: the call just pushed the
 * return address, so CFA = rsp + 8. A one-byte row there makes an entry
 * probe's caller right; the rest of the function stays a frame-pointer
 * step. (A return address is looked up at pc - 1, never a function's
 * first byte, so the row serves only exact pcs.) */

struct u64vec {
	uint64_t *v;
	size_t n, cap;
};

static void u64_push(struct u64vec *v, uint64_t x)
{
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 256;
		v->v = sd_xrealloc(v->v, v->cap * sizeof(*v->v));
	}
	v->v[v->n++] = x;
}

/* The function symbols' addresses of one symbol table. */
static void scn_funcs(Elf_Scn *s, const GElf_Shdr *sh, struct u64vec *out)
{
	Elf_Data *d = elf_getdata(s, NULL);
	size_t n = d && sh->sh_entsize ? sh->sh_size / sh->sh_entsize : 0;

	for (size_t i = 0; i < n; i++) {
		GElf_Sym sym;
		int t;
		if (!gelf_getsym(d, (int)i, &sym))
			break;
		t = GELF_ST_TYPE(sym.st_info);
		if ((t == STT_FUNC || t == STT_GNU_IFUNC) && sym.st_shndx != SHN_UNDEF &&
		    sym.st_value)
			u64_push(out, sym.st_value);
	}
}

/* The function addresses in path's .symtab and .dynsym (none if it cannot
 * be read). */
static void file_funcs(const char *path, struct u64vec *out)
{
	int fd = path ? open(path, O_RDONLY | O_CLOEXEC) : -1;
	Elf *elf = fd >= 0 ? elf_begin(fd, ELF_C_READ_MMAP, NULL) : NULL;
	Elf_Scn *s = NULL;
	GElf_Shdr sh;

	while (elf && elf_kind(elf) == ELF_K_ELF && (s = elf_nextscn(elf, s)))
		if (gelf_getshdr(s, &sh) && (sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_DYNSYM))
			scn_funcs(s, &sh, out);
	if (elf)
		elf_end(elf);
	if (fd >= 0)
		close(fd);
}

/* Whether a is before c's rows or in a NONE row. */
static bool uncovered(const struct sd_cfi *c, uint64_t a)
{
	const struct sd_cfi_row *r = sd_cfi_find(c, a);

	return a <= UINT32_MAX && (!r || (r->kind & SD_CFI_KIND_MASK) == SD_CFI_NONE);
}

/* c's rows with an entry row at each of s[0..n) (sorted, uncovered). */
static int merge_entries(struct sd_cfi *c, const uint64_t *s, size_t n)
{
	static const struct sd_cfi_row entry = { .kind = SD_CFI_RSP, .cfa_off = 8 };
	struct sd_cfi_row cur = { .kind = SD_CFI_NONE };
	struct rowvec rv = { 0 };
	size_t i = 0, j = 0;
	int rc = 0;

	while (!rc && (i < c->n || j < n)) {
		if (j < n && (i >= c->n || s[j] < c->rows[i].addr)) {
			rc = push(&rv, s[j], entry);
			if (!rc)
				rc = push(&rv, s[j++] + 1, cur);
		} else {
			cur = c->rows[i++];
			rc = push(&rv, cur.addr, cur);
		}
	}
	if (rc) {
		free(rv.v);
		return rc;
	}
	free(c->rows);
	c->rows = rv.v;
	c->n = rv.n;
	return 0;
}

int sd_cfi_add_entries(struct sd_cfi *c, const char *path, const char *debugfile)
{
	struct u64vec f = { 0 };
	size_t w = 0;
	int rc = 0;

	elf_version(EV_CURRENT);
	file_funcs(path, &f);
	file_funcs(debugfile, &f);
	if (f.n)
		qsort(f.v, f.n, sizeof(*f.v), cmp_u64);
	for (size_t i = 0; i < f.n; i++)
		if ((!w || f.v[i] != f.v[w - 1]) && uncovered(c, f.v[i]))
			f.v[w++] = f.v[i];
	if (w)
		rc = merge_entries(c, f.v, w);
	free(f.v);
	if (rc)
		return rc;
	c->nentries = w;
	return (int)w;
}

int sd_cfi_build(const char *path, const char *debugfile, struct sd_cfi *out)
{
	return build(path, debugfile, out, eh_frame_rows);
}

int sd_cfi_build_libdw(const char *path, struct sd_cfi *out)
{
	return build(path, NULL, out, eh_frame_rows_libdw);
}

void sd_cfi_release(struct sd_cfi *c)
{
	free(c->rows);
	c->rows = NULL;
	c->n = 0;
}

size_t sd_cfi_build_id(const char *path, uint8_t id[20])
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	size_t n = 0;

	if (fd < 0)
		return 0;
	elf_version(EV_CURRENT);
	Elf *elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	if (elf && elf_kind(elf) == ELF_K_ELF)
		n = read_build_id(elf, id);
	if (elf)
		elf_end(elf);
	close(fd);
	return n;
}

const struct sd_cfi_row *sd_cfi_find(const struct sd_cfi *c, uint64_t a)
{
	size_t lo = 0, hi = c->n;

	if (a > UINT32_MAX)
		return NULL;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (c->rows[mid].addr <= a)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &c->rows[lo - 1] : NULL;
}

/* The smallest shift that keeps c's page index at most a quarter of the
 * rows' size (four rows a page on average, or more). */
static uint32_t page_shift(const struct sd_cfi *c)
{
	uint64_t span = c->rows[c->n - 1].addr - c->rows[0].addr;
	uint32_t s = 4;

	while (s < 31 && (span >> s) + 1 > c->n / 4 + 1)
		s++;
	return s;
}

void sd_cfi_index(const struct sd_cfi *c, struct sd_cfi_index *x)
{
	size_t lo = 0, hi = 1;

	x->base = c->rows[0].addr;
	x->shift = page_shift(c);
	x->n = ((c->rows[c->n - 1].addr - x->base) >> x->shift) + 1;
	x->pages = sd_xcalloc(x->n, sizeof(*x->pages));
	for (size_t p = 0; p < x->n; p++) {
		uint64_t a = x->base + ((uint64_t)p << x->shift), end = a + (1ull << x->shift);
		while (lo + 1 < c->n && c->rows[lo + 1].addr <= a)
			lo++;
		if (hi < lo + 1)
			hi = lo + 1;
		while (hi < c->n && c->rows[hi].addr < end)
			hi++;
		x->pages[p] = (struct sd_cfi_page){ (uint32_t)lo, (uint32_t)(hi - lo) };
	}
}

const struct sd_cfi_row *sd_cfi_index_find(const struct sd_cfi *c,
					   const struct sd_cfi_index *x, uint64_t a)
{
	if (a < x->base)
		return NULL;
	uint64_t p = (a - x->base) >> x->shift;
	const struct sd_cfi_page *pg = &x->pages[p < x->n ? p : x->n - 1];
	size_t lo = pg->lo + 1, hi = (size_t)pg->lo + pg->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (c->rows[mid].addr > a)
			hi = mid;
		else
			lo = mid + 1;
	}
	return &c->rows[lo - 1];
}
