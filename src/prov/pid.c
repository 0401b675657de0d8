/* pid.c - the pid provider: pidPID:module:function:name for any function
 * of a process (providers.md 12).
 *
 * Probes exist only once a description names them: claim() reads the
 * process's mapped objects (the program, matched by its basename or
 * "a.out", and its libraries) and creates, for every function matching
 * the description, the "entry" and "return" probes and hexadecimal
 * offset probes ("4", "0x1c") the name field asks for. A glob over
 * functions skips aliases (a second name for an address already probed,
 * in libproc's order of names); an exact name always gets its probe. A library the description names
 * exactly that the process has not loaded yet is looked up as the dynamic
 * linker would (LD_LIBRARY_PATH, the program's directory, the system's
 * directories): its probes are attached to the file, and the kernel puts
 * them in place when the process dlopen()s it.
 *
 * A glob in the name field also matches the hexadecimal offset of every
 * instruction of the function (found with the x86-64 length decoder), so
 * pid$target:a.out:main: is every instruction of main, as in DTrace; an
 * offset probe must sit on an instruction boundary.
 *
 * Arguments: entry and offset probes read arg0..arg9 as the x86-64 ABI
 * passes them (rdi rsi rdx rcx r8 r9, then the stack); return probes have
 * arg0 = 0 and arg1 = the return value, as DTrace for Linux does.
 */
#include "uprobe.h"
#include "../sym/cfi.h"
#include "../sym/dwarf.h"
#include "../sym/symtab.h"

#include <errno.h>
#include <stddef.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <sys/auxv.h>

#include "../base/errtags.h"
#include "../kern/x86len.h"
#include "../base/xalloc.h"

/* What a description's name field asks for. */
struct want {
	bool entry, ret, off;
	uint64_t offset;
	const char *off_glob;	/* name glob: every instruction whose hex
				   offset it matches */
	bool bad;		/* no name DTrace knows: D_PROC_NAME once a
				   function is found (dt_pid_per_sym) */
};

/* Fails a description with DTrace's tag and message (sema prints them). */
static int fail(struct sd_probe_tab *tab, const char **why, int tag, int err,
		const char *msg)
{
	tab->last_tag = tag;
	*why = msg;
	return err;
}

/* A hex offset such as "4", "1c", "0x1c" or "-1" (read by strtoull(3), as
 * DTrace reads it); false if name is not one. */
static bool parse_off(const char *name, uint64_t *off)
{
	char *end;

	if (!*name)
		return false;
	*off = strtoull(name, &end, 16);
	return *end == '\0';
}

static void parse_want(const char *name, struct want *w)
{
	memset(w, 0, sizeof(*w));
	if (!*name || sd_pdesc_is_glob(name)) {
		w->entry = sd_pdesc_field_match(name, "entry");
		w->ret = sd_pdesc_field_match(name, "return");
		w->off_glob = name;
		return;
	}
	if (!strcmp(name, "entry"))
		w->entry = true;
	else if (!strcmp(name, "return"))
		w->ret = true;
	else if (parse_off(name, &w->offset))
		w->off = true;
	else
		w->bad = true;
}

struct ctx {
	struct sd_probe_tab *tab;
	const char *prov;
	struct sd_uproc *up;
	const struct sd_mobj *obj;
	struct sd_elf *elf;
	const char **why;
	bool glob;		/* adding the matches of a function glob */
	const char *mod;	/* the module field when it names one module */
	const char *func;	/* the function field, as DTrace renames it */
	bool unloaded;		/* adding probes on a library not loaded yet */
};

/* True if the instruction at file offset off is one the kernel's uprobes
 * mishandle when they step over it: EVEX-encoded AVX-512 instructions
 * (first byte 0x62) come out of the single-step with wrong results
 * (observed: glibc's __strchrnul_evex, whose vpbroadcastb into %ymm17
 * then made printf print its format string). Such sites are never probed:
 * a traced process must not be harmed. */
static bool unsafe_site(struct sd_elf *e, uint64_t off)
{
	const uint8_t *b;

	return sd_elf_bytes(e, off, 1, &b) == 1 && b[0] == 0x62;
}

/* True if vaddr is the object's entry point (e_entry): the function there
 * (_start) is entered by a jump from the kernel or the dynamic linker, so
 * the word a return probe would replace on its stack is argc, not a
 * return address, and the process would start with a wrong argc. */
static bool at_entry_point(struct sd_elf *e, uint64_t vaddr)
{
	const uint8_t *b;
	uint64_t entry;

	if (sd_elf_bytes(e, offsetof(Elf64_Ehdr, e_entry), sizeof(entry), &b) !=
	    sizeof(entry))
		return false;
	memcpy(&entry, b, sizeof(entry));
	return entry == vaddr;
}

/* True if the function at vaddr is entered with something else than its
 * return address at the stack pointer, as the object's CFI says of its
 * first byte: a CFA other than rsp + 8 (ld.so's _dl_runtime_resolve_* and
 * _dl_runtime_profile_*, which a PLT jumps to with the link map and the
 * relocation index pushed over the caller's return address: CFA = rsp +
 * 24), or no return address at all (an outermost frame). A uretprobe
 * replaces that word with its trampoline's address, so a return probe
 * there would hand _dl_fixup( ) a wrong link map and kill every process
 * that binds a symbol lazily. glibc's __start_context, whose CFI is a
 * called function's, is entered by the ret of the function makecontext( )
 * set up, with the context to resume (uc_link) at the stack pointer: a
 * uretprobe there made setcontext( ) resume its trampoline's address. */
static bool entered_without_call(struct ctx *c, const char *func, uint64_t vaddr)
{
	const struct sd_cfi *cfi;
	const struct sd_cfi_row *r;
	uint32_t off;

	if (!strcmp(func, "__start_context"))
		return true;
	cfi = sd_ustate_cfi(c->tab, c->obj->path);
	r = cfi ? sd_cfi_find(cfi, vaddr) : NULL;
	if (!r || r->addr != vaddr)
		return false;	/* no FDE starts here: a call is assumed */
	off = r->cfa_off * (r->kind & SD_CFI_OFF8 ? 8u : 1u);
	switch (r->kind & SD_CFI_KIND_MASK) {
	case SD_CFI_RSP:
		return off != 8;
	case SD_CFI_END:
		return true;
	default:
		return false;
	}
}

/* The file offset of the semaphore of a USDT site at vaddr (an SDT note
 * with one), or 0. The kernel keeps one uprobe per site, and every
 * attachment there must give its ref_ctr_offset: a pid probe on such a
 * site carries it too (raising the semaphore while attached, as the USDT
 * probe does), else the kernel refuses whichever comes second. */
static uint64_t site_semaphore(struct sd_elf *e, uint64_t vaddr)
{
	uint64_t off;

	for (size_t i = 0; i < e->nnotes; i++)
		if (e->notes[i].pc == vaddr && e->notes[i].sema &&
		    sd_elf_sema_off(e, e->notes[i].sema, &off) == 0)
			return off;
	return 0;
}

static void add_one(struct ctx *c, const struct sd_elf_func *f, const char *name,
		    uint64_t vaddr, bool ret)
{
	struct sd_uprobe u = { .pid = c->up->pid, .path = c->obj->path,
			       .ret = ret, .vaddr = vaddr, .noffs = 1,
			       .is_exe = c->obj->is_exe, .optional = c->glob,
			       .dev = c->obj->dev, .ino = c->obj->ino,
			       .unloaded = c->unloaded };
	uint64_t off;

	if (sd_ustate_has(c->tab, c->prov, c->obj->base, f->name, name) ||
	    sd_elf_file_off(c->elf, vaddr, &off) < 0 || unsafe_site(c->elf, off))
		return;
	/* DTrace makes these return probes too (listed, matched); sonda never
	 * attaches them, as their uretprobe would harm the process */
	u.shadowed = ret && (at_entry_point(c->elf, vaddr) ||
			     entered_without_call(c, f->name, vaddr));
	u.offs = &off;
	u.ref_ctr = site_semaphore(c->elf, vaddr);
	sd_uprobe_add(c->tab, &sd_prov_pid, c->prov, c->obj->base, f->name, name, &u);
}

/* The offsets of f's instructions (x86-64 decoder); their number, or -1
 * if the code cannot be read or decoded to its end. */
static int insn_offsets(struct ctx *c, const struct sd_elf_func *f, uint32_t *offs,
			size_t max)
{
	const uint8_t *code;
	uint64_t off;
	size_t bad = 0;

	if (!f->size || f->size > 8192 || sd_elf_file_off(c->elf, f->addr, &off) < 0 ||
	    sd_elf_bytes(c->elf, off, f->size, &code) != f->size)
		return -1;
	return sd_x86_boundaries(code, f->size, offs, max, &bad);
}

/* Offset probes for every instruction whose hex offset matches glob,
 * but hlt (0xf4), which the kernel's uprobes refuse and DTrace skips. As
 * DTrace for Linux (dt_pid_per_sym()), only in a function the file's own
 * .symtab has as a global symbol in .text, where it finds the bytes to
 * disassemble: none in a static function, nor in a file without .symtab. */
static void add_offsets(struct ctx *c, const struct sd_elf_func *f, const char *glob)
{
	uint32_t offs[2048];
	int n = sd_elf_symtab_global_text(c->elf, f->name) ?
		insn_offsets(c, f, offs, SD_ARRAY_SIZE(offs)) : 0;
	const uint8_t *b;
	uint64_t off;
	char nm[32];

	for (int i = 0; i < n; i++) {
		snprintf(nm, sizeof(nm), "%x", offs[i]);
		if (sd_elf_file_off(c->elf, f->addr + offs[i], &off) == 0 &&
		    sd_elf_bytes(c->elf, off, 1, &b) == 1 && b[0] == 0xf4)
			continue;
		if (sd_pdesc_field_match(glob, nm))
			add_one(c, f, nm, f->addr + offs[i], false);
	}
}

/* True if offset off of f starts an instruction (or f cannot be
 * decoded: the kernel then has the last word). */
static bool on_boundary(struct ctx *c, const struct sd_elf_func *f, uint64_t off)
{
	uint32_t offs[2048];
	int n = insn_offsets(c, f, offs, SD_ARRAY_SIZE(offs));

	if (n < 0)
		return true;
	for (int i = 0; i < n; i++)
		if (offs[i] == off)
			return true;
	return false;
}

static int add_func(struct ctx *c, const struct sd_elf_func *f, const struct want *w,
		    const char *name)
{
	char buf[32];

	if (w->bad)
		return fail(c->tab, c->why, D_PROC_NAME, -EINVAL, sd_arena_printf(
			    &c->tab->arena, "'%s' is an invalid probe name", name));
	if (w->ret)		/* DTrace makes return's first */
		add_one(c, f, "return", f->addr, true);
	if (w->entry)
		add_one(c, f, "entry", f->addr, false);
	if (w->off_glob)
		add_offsets(c, f, w->off_glob);
	if (!w->off)
		return 0;
	if (f->size && w->offset >= f->size)
		return fail(c->tab, c->why, D_PROC_OFF, -EINVAL,
			    sd_arena_printf(&c->tab->arena, "offset 0x%llx outside of "
					    "function '%s'", (unsigned long long)w->offset,
					    f->name));
	if (!on_boundary(c, f, w->offset))
		return fail(c->tab, c->why, D_PROC_ALIGN, -EINVAL,
			    sd_arena_printf(&c->tab->arena, "offset 0x%llx is not on an "
					    "instruction boundary in function '%s'",
					    (unsigned long long)w->offset, f->name));
	snprintf(buf, sizeof(buf), "%llx", (unsigned long long)w->offset);
	add_one(c, f, buf, f->addr + w->offset, false);	/* named "%lx" of the
							   offset, as DTrace */
	return 0;
}

/* A function DTrace makes probes in: of non-zero size and of type
 * STT_FUNC (libproc's symbol tables leave out STT_GNU_IFUNC symbols, as
 * libc's strlen and memcpy, so neither a name nor a glob finds one). */
static bool probeable(const struct sd_elf_func *f)
{
	return f->size && f->type == STT_FUNC;
}

/* Orders functions as libproc's byaddr_cmp_common() orders a symbol
 * table (Psymtab.c), as sd_sym_byaddr_cmp(). */
static int cmp_byaddr(const void *pa, const void *pb)
{
	const struct sd_elf_func *a = *(const struct sd_elf_func *const *)pa;
	const struct sd_elf_func *b = *(const struct sd_elf_func *const *)pb;
	struct sd_symkey ka = { a->addr, a->size, a->name, (uint8_t)a->type, (uint8_t)a->bind };
	struct sd_symkey kb = { b->addr, b->size, b->name, (uint8_t)b->type, (uint8_t)b->bind };

	return sd_sym_byaddr_cmp(&ka, &kb);
}

/* A glob over the object's functions, as DTrace's dt_pid_sym_filt() sees
 * them in address order: names with '@' or '.' (foo.cold) are passed
 * over, and once a function is taken, the next ones of its address and
 * size (its aliases) are not looked at; one that does not match lets the
 * following ones be looked at again. */
static int add_glob(struct ctx *c, const char *func, const struct want *w,
		    const char *name)
{
	struct sd_elf *e = c->elf;
	const struct sd_elf_func **v = sd_xcalloc(e->nfuncs + 1, sizeof(*v));
	const struct sd_elf_func *last = NULL;
	size_t n = 0;
	int err = 0;

	for (size_t i = 0; i < e->nfuncs; i++)
		if (probeable(&e->funcs[i]) && !strpbrk(e->funcs[i].name, "@."))
			v[n++] = &e->funcs[i];
	qsort(v, n, sizeof(*v), cmp_byaddr);
	for (size_t i = 0; i < n && !err; i++) {
		const struct sd_elf_func *f = v[i];
		if (last && f->addr == last->addr && f->size == last->size)
			continue;	/* an alias of the one taken */
		last = sd_pdesc_field_match(func, f->name) ? f : NULL;
		if (!last)
			continue;
		c->glob = true;
		err = add_func(c, f, w, name);	/* D_PROC_OFF past a smaller
						   one's end, as DTrace */
		c->glob = false;
	}
	free(v);
	return err;
}

/* The name libproc's Plookup_by_addr() gives f's address: the first of
 * the functions there in byaddr_cmp_common() order. */
static const struct sd_elf_func *preferred(struct sd_elf *e, const struct sd_elf_func *f)
{
	const struct sd_elf_func *best = f;

	for (size_t i = 0; i < e->nfuncs; i++)
		if (e->funcs[i].addr == f->addr && probeable(&e->funcs[i]) &&
		    cmp_byaddr(&(const struct sd_elf_func *){ &e->funcs[i] }, &best) < 0)
			best = &e->funcs[i];
	return best;
}

/* An exact function found: DTrace's dt_pid_per_mod() names its probes
 * after what dt_Plookup_by_addr() calls its address (libc's free is
 * cfree, strtol strtoimax), rewrites the description so, and looks that
 * name up in the objects that follow. */
static int add_exact(struct ctx *c, const struct sd_elf_func *f, const struct want *w,
		     const char *name)
{
	const struct sd_elf_func *p = preferred(c->elf, f);
	struct sd_elf_func named = *p;
	const char *at = strchr(p->name, '@');

	if (at)		/* libproc reads .dynsym's names without versions */
		named.name = sd_arena_strndup(&c->tab->arena, p->name,
					      (size_t)(at - p->name));
	if (strcmp(named.name, c->func)) {
		c->func = named.name;
		c->tab->shown_func = named.name;
	}
	return add_func(c, &named, w, name);
}

/* Does pid probe p, named after its address's preferred name, answer to
 * pattern, another name of that function (the description DTrace
 * rewrote)? */
static bool func_alias(const struct sd_probe *p, const char *pattern)
{
	const struct sd_uprobe *u = p->priv;
	struct sd_elf *e;
	const struct sd_elf_func *f;

	if (!*pattern || sd_pdesc_is_glob(pattern) || !strcmp(p->func, "-") ||
	    !(e = sd_ustate_elf(p->tab, u->path)))
		return false;
	sd_elf_load_funcs(e);
	f = sd_elf_func_by_name(e, pattern);
	if (!f || !probeable(f) || u->vaddr < f->addr || u->vaddr >= f->addr + f->size)
		return false;
	f = preferred(e, f);
	return !strncmp(f->name, p->func, strcspn(f->name, "@")) &&
	       !p->func[strcspn(f->name, "@")];
}

/* Every function of the object matching pattern func. */
static int add_obj(struct ctx *c, const char *func, const struct want *w,
		   const char *name)
{
	sd_elf_load_funcs(c->elf);
	if (func[0] && !sd_pdesc_is_glob(func)) {
		const struct sd_elf_func *f = sd_elf_func_by_name(c->elf, func);
		/* libproc's tables hold STT_FUNC and data symbols, not
		 * STT_GNU_IFUNC (Psymtab.c's optimize_symtab()): an ifunc
		 * is not found; a data object is, and makes no probe, as
		 * does an import (an undefined symbol of .dynsym: a.out's
		 * malloc), which Pxlookup_by_name( ) returns when the
		 * object has no other (dt_pid_per_mod( ) then makes none) */
		bool known = (f && f->type == STT_FUNC) ||
			     sd_elf_data_by_name(c->elf, func) ||
			     (!f && c->mod && sd_elf_names_sym(c->elf, func));
		if (!known && c->mod)	/* as DTrace: one module named, no such symbol */
			return fail(c->tab, c->why, D_PROC_FUNC, -ENOENT, sd_arena_printf(
				    &c->tab->arena, "failed to lookup '%s' in module '%s'",
				    func, c->mod));
		/* DTrace makes no probe in a function of size 0 (an
		 * offset past its end is no D_PROC_OFF either) */
		return f && probeable(f) ? add_exact(c, f, w, name) : 0;
	}
	return add_glob(c, func, w, name);
}

/* A library the description names exactly but the process has not
 * mapped (it may dlopen() it later): its path as the dynamic linker would
 * find it (sd_maps_find_lib), or NULL. A uprobe on that file for this
 * process is installed by the kernel when the file gets mapped. */
static const char *find_lib(pid_t pid, const struct sd_maps *m, const char *mod,
			    char *path, size_t size)
{
	if (!*mod || sd_pdesc_is_glob(mod) || !strcmp(mod, "a.out") || strchr(mod, '/'))
		return NULL;
	return sd_maps_find_lib(pid, m, mod, path, size);
}

/* The description names a library that is not loaded: probes on its file
 * (found as the dynamic linker would), for when the process loads it.
 * DTrace makes none (dt_pid_fix_mod( ) finds no module: no probe, no
 * error), so only under -Z, where matching nothing is no error, and never
 * for -l, which lists the probes that exist; its errors are none. */
static int add_unloaded(struct ctx *c, const struct sd_pdesc *d, const struct want *w)
{
	char buf[PATH_MAX];
	const char *path;
	struct sd_mobj obj = { 0 };
	const char *slash;

	if (!c->tab->zdefs || c->tab->listing)
		return 0;
	path = find_lib(c->up->pid, &c->up->maps, d->mod, buf, sizeof(buf));
	if (!path || !(c->elf = sd_ustate_elf(c->tab, path)))
		return 0;
	obj.path = (char *)path;
	slash = strrchr(obj.path, '/');
	obj.base = slash ? slash + 1 : obj.path;
	c->obj = &obj;
	c->unloaded = true;
	(void)add_obj(c, d->func, w, d->name);
	c->unloaded = false;
	c->obj = NULL;
	c->tab->last_tag = 0;
	return 0;
}

/* "pid" followed by digits: 0 if not a pid provider name, else the pid
 * (-1 for pid0). */
static pid_t pid_of(const char *prov)
{
	char name[8];
	pid_t pid;

	if (strncmp(prov, "pid", 3) || !prov[3] || strspn(prov + 3, "0123456789") !=
	    strlen(prov + 3))
		return 0;
	return sd_uprov_split(prov, name, sizeof(name), &pid) ? pid : -1;
}

/* True if mod (no glob) names the program: a.out, its basename, or the
 * start of it before a '.' (DTrace compares the two objects' maps). */
static bool names_exe(const struct ctx *c, const char *mod)
{
	if (sd_pdesc_is_glob(mod))
		return false;
	for (size_t i = 0; i < c->up->maps.n; i++)
		if (c->up->maps.v[i].is_exe && sd_mobj_match(&c->up->maps.v[i], mod))
			return true;
	return false;
}

/* pidPID:a.out:-:ADDRESS: a probe at a run-time address of the program,
 * named "%lx" of it; checked in DTrace's order (dt_pid.c's
 * dt_pid_create_pid_probes_proc, then dt_pid_per_sym). */
static int add_address(struct ctx *c, const struct sd_pdesc *d)
{
	struct sd_elf_func f = { .name = "-" };
	uint64_t a;
	char buf[32];

	if (d->mod[0] && !names_exe(c, d->mod))
		return fail(c->tab, c->why, D_PROC_LIB, -EINVAL, "only the a.out module "
			    "is valid with the '-' function");
	if (!d->name[0] || sd_pdesc_is_glob(d->name))
		return fail(c->tab, c->why, D_PROC_NAME, -EINVAL, "only individual "
			    "addresses may be specified with the '-' function");
	if (!parse_off(d->name, &a))
		return fail(c->tab, c->why, D_PROC_NAME, -EINVAL, sd_arena_printf(
			    &c->tab->arena, "'%s' is an invalid probe name", d->name));
	snprintf(buf, sizeof(buf), "%llx", (unsigned long long)a);
	for (size_t i = 0; i < c->up->maps.n; i++) {
		c->obj = &c->up->maps.v[i];
		if (!c->obj->is_exe || !(c->elf = sd_uproc_elf(c->tab, c->up, i)))
			continue;
		c->tab->shown_mod = c->obj->base;
		a -= sd_elf_bias(c->elf, c->obj->exec_start, c->obj->exec_pgoff);
		add_one(c, &f, buf, a, false);
	}
	return 0;
}

/* The object an exact module field names: itself, or OBJ of "LM<hex>`OBJ"
 * in link map 0, the default one every object the process loads is in
 * (dt_pid_fix_mod( )'s syntax; the description then names the object's
 * basename, and D_PROC_FUNC the field as written); NULL if it names none
 * (malformed, another link map: sonda knows only the default one). */
static const char *link_map_obj(const char *mod)
{
	char *end;

	if (!strchr(mod, '`'))
		return mod;
	if (strncmp(mod, "LM", 2) || mod[2] < '0' || mod[2] > '9' ||
	    strtoul(mod + 2, &end, 16) != 0 || *end != '`' || strchr(end + 1, '`'))
		return NULL;
	return end + 1;
}

/* The probes of process pid that d asks for. */
static int claim_pid(struct sd_probe_tab *tab, const struct sd_pdesc *d, pid_t pid,
		     const char **why)
{
	struct want w;
	struct ctx c = { .tab = tab, .why = why, .func = d->func };
	bool mapped = false;
	int err = 0;

	c.prov = sd_arena_printf(&tab->arena, "pid%d", (int)pid);
	/* Pgrab( ) fails for a zombie and a kernel thread */
	if (pid != getpid() && (!sd_maps_grabbable(pid) || sd_uproc_get(tab, pid, &c.up) < 0))
		return fail(tab, why, D_PROC_GRAB, -ESRCH, sd_arena_printf(&tab->arena,
			    "failed to grab process %d", (int)pid));
	/* dt_pid_create_pid_probes_proc( ) refuses the consumer itself after
	 * grabbing it (its probes would feed on its own output) */
	if (pid == getpid())
		return fail(tab, why, D_PROC_DYN, -EINVAL, sd_arena_printf(&tab->arena,
			    "process %s is dtrace itself", d->prov + 3));
	/* dt_pid_create_pid_probes_proc( ): libproc finds the dynamic linker
	 * at the process's AT_BASE; a static program has none */
	if (c.up->maps.n && !sd_maps_auxv(pid, AT_BASE))
		return fail(tab, why, D_PROC_DYN, -EINVAL, sd_arena_printf(&tab->arena,
			    "process %s is not a dynamically-linked executable",
			    strlen(d->prov) > 3 ? d->prov + 3 : ""));
	if (!strcmp(d->func, "-"))
		return add_address(&c, d);
	parse_want(d->name, &w);
	if (d->mod[0] && !sd_pdesc_is_glob(d->mod))
		c.mod = d->mod;
	const char *mod = c.mod ? link_map_obj(c.mod) : d->mod;
	if (!mod)
		return 0;
	for (size_t i = 0; i < c.up->maps.n && !err; i++) {
		c.obj = &c.up->maps.v[i];
		if (!sd_mobj_match(c.obj, mod))
			continue;
		if (c.mod && !mapped)	/* DTrace's dt_pid_fix_mod() */
			tab->shown_mod = c.obj->base;
		mapped = true;
		if ((c.elf = sd_uproc_elf(tab, c.up, i)))
			err = add_obj(&c, c.func, &w, d->name);
	}
	if (!d->func[0])	/* dt_pid_create_pid_probes_proc() */
		tab->shown_func = "*";
	return err || mapped || mod != d->mod ? err : add_unloaded(&c, d, &w);
}

/* A glob provider field (p*d1234): the process its trailing digits name,
 * read by strtol( ) as dt_pid_get_pid( ) reads them, if pidPID matches the
 * glob (dt_pid_create_pid_probes( ): p*d01234 is pid 1234, whose pid1234
 * it does not match); its errors are the process's, as for pid1234. */
static int claim_glob(struct sd_probe_tab *tab, const struct sd_pdesc *d,
		      const char **why)
{
	size_t n = strlen(d->prov), k = n;
	char name[32];
	long v;

	while (k > 0 && d->prov[k - 1] >= '0' && d->prov[k - 1] <= '9')
		k--;
	if (k == n || n - k > 9)
		return 0;
	v = strtol(d->prov + k, NULL, 10);
	snprintf(name, sizeof(name), "pid%ld", v);
	if (v <= 0 || !sd_pdesc_field_match(d->prov, name))
		return 0;
	return claim_pid(tab, d, (pid_t)v, why);
}

static int claim(struct sd_probe_tab *tab, const struct sd_pdesc *d, const char **why)
{
	char name[32];
	pid_t pid;

	if (sd_pdesc_is_glob(d->prov))
		return claim_glob(tab, d, why);
	pid = pid_of(d->prov);
	if (!pid)
		return 0;
	if (!strcmp(d->prov, "pid0"))	/* DTrace's own words */
		return fail(tab, why, D_PROC_BADPID, -EINVAL,
			    "pid0 does not contain a valid pid");
	/* dt_pid_create_pid_probes( ): a pid dt_pid_get_pid( ) cannot read
	 * (pid00, past 32 bits) or whose pidPID is not the name (pid01234)
	 * makes no probe and no error of its own (the description then
	 * matches nothing) */
	snprintf(name, sizeof(name), "pid%d", (int)pid);
	if (pid < 0 || strcmp(name, d->prov))
		return 0;
	return claim_pid(tab, d, pid, why);
}

/* An entry probe's argument types from the DWARF of its object (-lv; sema
 * types args[] through lang/utypes.h): set only when every parameter is
 * an integer, enum or pointer, so that argN really is the Nth parameter. */
static void dwarf_types(const struct sd_probe *p, const struct sd_uprobe *u,
			struct sd_probe_args *a)
{
	struct sd_dwarf *dw = sd_ustate_dwarf(p->tab, u->path);
	struct sd_dwvar v[SD_MAX_ARGS];
	int n = dw ? sd_dwarf_params(dw, p->func, v, SD_MAX_ARGS, NULL) : -1;

	if (n <= 0 || !sd_uprobe_abi_simple(dw, p->func, n - 1))
		return;
	for (int i = 0; i < n; i++)
		a->arg_type[i] = sd_probe_strdup(p, v[i].type);
}

/* A return probe's argument types: uint64_t and the function's return
 * type (none for a void function), from DWARF. */
static void dwarf_ret_types(const struct sd_probe *p, const struct sd_uprobe *u,
			    struct sd_probe_args *a)
{
	struct sd_dwarf *dw = sd_ustate_dwarf(p->tab, u->path);
	uint64_t off;

	if (!dw || sd_dwarf_ret_type(dw, p->func, &off) < 0)
		return;
	a->arg_type[0] = "uint64_t";
	if (off)
		a->arg_type[1] = sd_probe_strdup(p, sd_dwarf_type_text(dw, off));
}

/* A module field matches a probe's object as the description DTrace
 * rewrites it does (dt_pid_fix_mod( )): LM0`libc as libc. */
static bool mod_alias(const struct sd_probe *p, const char *pattern)
{
	const char *m = sd_pdesc_is_glob(pattern) ? pattern : link_map_obj(pattern);

	return m && sd_uprobe_mod_alias(p, m);
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	const struct sd_uprobe *u = p->priv;

	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_UPROBE;
	a->attach_type = (uint32_t)sd_uprobe_attach_type();
	a->nargs = u->ret ? 2 : SD_MAX_ARGS;
	if (u->ret)
		a->special = SD_ARGS_UPROBE_RETURN;
	return 0;
}

/* From DWARF, read only for a probe whose args[] a script uses or -lv
 * lists: 3,600 probes on libc would otherwise decompress and index the
 * whole of libc's debug information. */
static void arg_types(const struct sd_probe *p, struct sd_probe_args *a)
{
	const struct sd_uprobe *u = p->priv;

	if (u->ret)
		dwarf_ret_types(p, u, a);
	else if (!strcmp(p->name, "entry"))
		dwarf_types(p, u, a);
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	return sd_uprobe_attach(p, p->priv, prog_fd, at);
}

const struct sd_provider sd_prov_pid = {
	.name = "pid",
	.args = args,
	.arg_types = arg_types,
	.attach = attach,
	.attr = &sd_pattr_uprobe,
	.claim = claim,
	.release = sd_ustate_free,
	.mod_alias = mod_alias,
	.func_alias = func_alias,
	.attach_done = sd_uprobe_attach_done,
	.arg_insns = sd_uprobe_arg_insns,
	.by_cookie = true,
};
