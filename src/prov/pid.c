/* pid.c - the pid provider: pidPID:module:function:name for any function
 * of a process (providers.md 12).
 *
 * Probes exist only once a description names them: claim() reads the
 * process's mapped objects (the program, matched by its basename or
 * "a.out", and its libraries) and creates, for every function matching
 * the description, the "entry" and "return" probes and hexadecimal
 * offset probes ("4", "0x1c") the name field asks for. A glob over
 * functions skips aliases (a second name for an address already probed);
 * an exact name always gets its probe.
 *
 * Arguments: entry and offset probes read arg0..arg9 as the x86-64 ABI
 * passes them (rdi rsi rdx rcx r8 r9, then the stack); return probes have
 * arg0 = 0 and arg1 = the return value, as DTrace for Linux does.
 */
#include "uprobe.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
};

/* What a description's name field asks for. */
struct want {
	bool entry, ret, off;
	uint64_t offset;
};

/* A hex offset such as "4", "1c" or "0x1c"; false if name is not one. */
static bool parse_off(const char *name, uint64_t *off)
{
	char *end;

	if (!*name || strchr(name, '-') || strchr(name, '+') || name[0] == ' ')
		return false;
	*off = strtoull(name, &end, 16);
	return *end == '\0';
}

static int parse_want(const char *name, struct want *w, const char **why,
		      struct sd_arena *a)
{
	memset(w, 0, sizeof(*w));
	if (!*name || sd_pdesc_is_glob(name)) {
		w->entry = sd_pdesc_field_match(name, "entry");
		w->ret = sd_pdesc_field_match(name, "return");
		return 0;
	}
	if (!strcmp(name, "entry"))
		w->entry = true;
	else if (!strcmp(name, "return"))
		w->ret = true;
	else if (parse_off(name, &w->offset))
		w->off = true;
	else {
		*why = sd_arena_printf(a, "'%s' is an invalid probe name", name);
		return -EINVAL;
	}
	return 0;
}

struct ctx {
	struct sd_probe_tab *tab;
	const char *prov;
	struct sd_uproc *up;
	const struct sd_mobj *obj;
	struct sd_elf *elf;
	const char **why;
};

static void add_one(struct ctx *c, const struct sd_elf_func *f, const char *name,
		    uint64_t vaddr, bool ret)
{
	struct sd_uprobe u = { .pid = c->up->pid, .path = c->obj->path,
			       .ret = ret, .vaddr = vaddr, .noffs = 1,
			       .is_exe = c->obj->is_exe };
	uint64_t off;

	if (sd_ustate_has(c->tab, c->prov, c->obj->base, f->name, name) ||
	    sd_elf_file_off(c->elf, vaddr, &off) < 0)
		return;
	u.offs = &off;
	sd_uprobe_add(c->tab, &sd_prov_pid, c->prov, c->obj->base, f->name, name, &u);
}

static int add_func(struct ctx *c, const struct sd_elf_func *f, const struct want *w,
		    const char *name)
{
	char buf[32];

	if (w->entry)
		add_one(c, f, "entry", f->addr, false);
	if (w->ret)
		add_one(c, f, "return", f->addr, true);
	if (!w->off)
		return 0;
	if (f->size && w->offset >= f->size) {
		*c->why = sd_arena_printf(&c->tab->arena, "offset 0x%llx outside of "
					  "function '%s'", (unsigned long long)w->offset,
					  f->name);
		return -EINVAL;
	}
	snprintf(buf, sizeof(buf), "%llx", (unsigned long long)w->offset);
	add_one(c, f, name[0] == '0' && name[1] == 'x' ? buf : name, f->addr + w->offset,
		false);
	return 0;
}

/* Every function of the object matching pattern func. */
static int add_obj(struct ctx *c, const char *func, const struct want *w,
		   const char *name)
{
	struct sd_elf *e = c->elf;
	int err = 0;

	sd_elf_load_funcs(e);
	if (func[0] && !sd_pdesc_is_glob(func)) {
		const struct sd_elf_func *f = sd_elf_func_by_name(e, func);
		return f ? add_func(c, f, w, name) : 0;
	}
	/* a glob: one probe per address (aliases skipped) */
	uint64_t *seen = calloc(e->nfuncs + 1, sizeof(*seen));
	size_t nseen = 0;
	for (size_t i = 0; i < e->nfuncs && !err; i++) {
		const struct sd_elf_func *f = &e->funcs[i];
		bool dup = false;
		if (!sd_pdesc_field_match(func, f->name))
			continue;
		for (size_t k = 0; k < nseen && !dup; k++)
			dup = seen[k] == f->addr;
		if (dup)
			continue;
		seen[nseen++] = f->addr;
		if (!w->off || (f->size && w->offset < f->size))
			err = add_func(c, f, w, name);
	}
	free(seen);
	return err;
}

static int claim(struct sd_probe_tab *tab, const struct sd_pdesc *d, const char **why)
{
	char pname[64];
	struct want w;
	struct ctx c = { .tab = tab, .prov = d->prov, .why = why };
	pid_t pid;
	int err;

	if (!sd_uprov_split(d->prov, pname, sizeof(pname), &pid) || strcmp(pname, "pid"))
		return 0;
	err = parse_want(d->name, &w, why, &tab->arena);
	if (err)
		return err;
	err = sd_uproc_get(tab, pid, &c.up);
	if (err) {
		*why = sd_arena_printf(&tab->arena, "failed to grab process %d", (int)pid);
		return err;
	}
	for (size_t i = 0; i < c.up->maps.n && !err; i++) {
		c.obj = &c.up->maps.v[i];
		if (!sd_mobj_match(c.obj, d->mod) || !(c.elf = sd_uproc_elf(tab, c.up, i)))
			continue;
		err = add_obj(&c, d->func, &w, d->name);
	}
	return err;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	const struct sd_uprobe *u = p->priv;

	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_UPROBE;
	a->nargs = u->ret ? 2 : SD_MAX_ARGS;
	if (u->ret)
		a->special = SD_ARGS_UPROBE_RETURN;
	return 0;
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	return sd_uprobe_attach(p, p->priv, prog_fd, at);
}

const struct sd_provider sd_prov_pid = {
	.name = "pid",
	.args = args,
	.attach = attach,
	.attr = &attr,
	.claim = claim,
	.release = sd_ustate_free,
	.mod_alias = sd_uprobe_mod_alias,
	.arg_insns = sd_uprobe_arg_insns,
};
