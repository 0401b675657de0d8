/* usdt.c - USDT probes: providerPID:module:function:name for the
 * SystemTap SDT notes (.note.stapsdt, sys/sdt.h) of a process's objects
 * (providers.md 13).
 *
 * A description whose provider field is NAME1234 (or a glob with a
 * literal prefix, such as upid*, which looks at every process) adds one
 * probe per (provider, module, function, name), where the name is the
 * note's with "__" shown as "-" and the function is the one containing
 * the site; every site of a probe gets its own uprobe. Arguments come
 * from each note's operand specs ("-4@%edi 8@-16(%rbp) 4@$5", and
 * "-8@counter(%rip)" for a global, at its address in the process). A note's
 * semaphore is passed to the kernel as the uprobe's ref_ctr_offset: the
 * kernel increments it while the probe is attached and decrements it when
 * the perf event closes, however sonda ends (even by SIGKILL), so the
 * traced program never keeps a stale "enabled" count.
 *
 * Fast path: when a site's nop is followed by a 5-byte nop (0f 1f 44 00
 * 00), the probe goes on the 5-byte nop, which the kernel can turn into a
 * call instead of a trap.
 */
#include "uprobe.h"
#include "usdtexec.h"
#include "../base/regs.h"
#include "../sym/dof.h"
#include "../asm/insn.h"
#include "../base/xalloc.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* x86-64 register names (any width) to struct pt_regs offsets. */
static const struct { const char *names[4]; enum sd_reg reg; } regs[] = {
	{ { "rax", "eax", "ax", "al" }, SD_REG_AX }, { { "rbx", "ebx", "bx", "bl" }, SD_REG_BX },
	{ { "rcx", "ecx", "cx", "cl" }, SD_REG_CX }, { { "rdx", "edx", "dx", "dl" }, SD_REG_DX },
	{ { "rsi", "esi", "si", "sil" }, SD_REG_SI }, { { "rdi", "edi", "di", "dil" }, SD_REG_DI },
	{ { "rbp", "ebp", "bp", "bpl" }, SD_REG_BP }, { { "rsp", "esp", "sp", "spl" }, SD_REG_SP },
	{ { "r8", "r8d", "r8w", "r8b" }, SD_REG_R8 }, { { "r9", "r9d", "r9w", "r9b" }, SD_REG_R9 },
	{ { "r10", "r10d", "r10w", "r10b" }, SD_REG_R10 },
	{ { "r11", "r11d", "r11w", "r11b" }, SD_REG_R11 },
	{ { "r12", "r12d", "r12w", "r12b" }, SD_REG_R12 },
	{ { "r13", "r13d", "r13w", "r13b" }, SD_REG_R13 },
	{ { "r14", "r14d", "r14w", "r14b" }, SD_REG_R14 },
	{ { "r15", "r15d", "r15w", "r15b" }, SD_REG_R15 },
	{ { "rip", "eip", "ip", "" }, SD_REG_IP },
};

/* "%reg" at *s (len bytes) to a pt_regs offset, or -1. */
static int reg_off(const char *s, size_t len)
{
	if (len < 2 || s[0] != '%')
		return -1;
	for (size_t i = 0; i < SD_ARRAY_SIZE(regs); i++)
		for (int k = 0; k < 4; k++)
			if (strlen(regs[i].names[k]) == len - 1 &&
			    !strncmp(regs[i].names[k], s + 1, len - 1))
				return sd_reg_off(regs[i].reg);
	return -1;
}

/* "sym[+-off](%rip)" (op .. rp): a global, resolved later. */
static bool parse_sym(const char *op, const char *lp, const char *rp, struct sd_uarg *a)
{
	size_t n = strcspn(op, "+-(");
	char *end;

	if (reg_off(lp + 1, (size_t)(rp - lp - 1)) != sd_reg_off(SD_REG_IP) ||
	    n >= sizeof(a->sym))
		return false;
	a->kind = SD_UARG_ABS;
	memcpy(a->sym, op, n);
	a->sym[n] = '\0';
	a->val = op + n == lp ? 0 : strtoll(op + n, &end, 0);
	return op + n == lp || end == lp;
}

/* One operand "[-]SIZE@OP"; false if unsupported. */
bool sd_usdt_parse_arg(const char *spec, size_t len, struct sd_uarg *a)
{
	char buf[128], *at, *op, *end;
	long size;

	if (len >= sizeof(buf))
		return false;
	memcpy(buf, spec, len);
	buf[len] = '\0';
	memset(a, 0, sizeof(*a));
	at = strchr(buf, '@');
	if (!at)
		return false;
	size = strtol(buf, &end, 10);
	if (end != at || !(size == 1 || size == 2 || size == 4 || size == 8 ||
			   size == -1 || size == -2 || size == -4 || size == -8))
		return false;
	a->size = (int8_t)size;
	op = at + 1;
	if (op[0] == '$') {
		a->kind = SD_UARG_CONST;
		a->val = strtoll(op + 1, &end, 0);
		return *end == '\0';
	}
	if (op[0] == '%') {
		a->kind = SD_UARG_REG;
		a->reg = (int16_t)reg_off(op, strlen(op));
		return a->reg >= 0;
	}
	/* disp(%reg), (%reg) or sym[+-off](%rip) */
	char *lp = strchr(op, '('), *rp = strchr(op, ')');
	if (!lp || !rp || rp[1] || rp < lp)
		return false;
	if (lp != op && (isalpha((unsigned char)op[0]) || op[0] == '_'))
		return parse_sym(op, lp, rp, a);
	a->kind = SD_UARG_MEM;
	a->val = lp == op ? 0 : strtoll(op, &end, 0);
	if (lp != op && end != lp)
		return false;	/* symbolic displacements are not supported */
	a->reg = (int16_t)reg_off(lp + 1, (size_t)(rp - lp - 1));
	return a->reg >= 0 && a->reg != sd_reg_off(SD_REG_IP) && a->val >= INT32_MIN && a->val <= INT32_MAX;
}

/* Parses the whole spec into a (at most SD_MAX_ARGS); the count, stopping
 * at the first operand it cannot decode. */
int sd_usdt_parse_args(const char *spec, struct sd_uarg *a)
{
	int n = 0;

	while (*spec && n < SD_MAX_ARGS) {
		size_t len;

		while (isspace((unsigned char)*spec))
			spec++;
		len = strcspn(spec, " \t");
		if (!len || !sd_usdt_parse_arg(spec, len, &a[n]))
			break;
		n++;
		spec += len;
	}
	return n;
}

/* The site's file offset, moved onto a following 5-byte nop if any. */
static uint64_t fast_site(const char *path, uint64_t off)
{
	static const uint8_t nop5[] = { 0x0f, 0x1f, 0x44, 0x00, 0x00 };
	uint8_t b[6];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	bool fast;

	if (fd < 0)
		return off;
	fast = pread(fd, b, sizeof(b), (off_t)off) == (ssize_t)sizeof(b) &&
	       b[0] == 0x90 && !memcmp(b + 1, nop5, sizeof(nop5));
	close(fd);
	return fast ? off + 1 : off;
}

/* "query__start" -> "query-start" */
static void probe_name(const char *note, char *out, size_t size)
{
	size_t k = 0;

	for (const char *s = note; *s && k + 1 < size; s++) {
		if (s[0] == '_' && s[1] == '_') {
			out[k++] = '-';
			s++;
		} else {
			out[k++] = *s;
		}
	}
	out[k] = '\0';
}

struct site_ctx {
	struct sd_probe_tab *tab;
	pid_t pid;
	const struct sd_mobj *obj;
	struct sd_elf *elf;
};

/* Turns symbolic operands into run-time addresses in this process; the
 * number of arguments kept (up to the first that cannot be resolved). */
static int resolve(struct site_ctx *c, int n, struct sd_uarg *a)
{
	uint64_t bias = sd_elf_bias(c->elf, c->obj->exec_start, c->obj->exec_pgoff);

	for (int i = 0; i < n; i++) {
		const struct sd_elf_func *d;

		if (a[i].kind != SD_UARG_ABS || !a[i].sym[0])
			continue;
		d = sd_elf_data_by_name(c->elf, a[i].sym);
		if (!d || !c->obj->exec_start)
			return i;	/* unknown, or not mapped yet */
		a[i].val += (int64_t)(d->addr + bias);
		a[i].sym[0] = '\0';
	}
	return n;
}

/* Adds note i (and every later note of the same probe) as one probe. */
static void add_probe(struct site_ctx *c, const char *prov, size_t i,
		      const char *func, const char *name, bool *done)
{
	const struct sd_elf *e = c->elf;
	const struct sd_sdt_note *n = &e->notes[i];
	uint64_t *offs = sd_xcalloc(e->nnotes + 1, sizeof(*offs)), sema = 0;
	struct sd_uarg ua[SD_MAX_ARGS];
	struct sd_uprobe u = { .pid = c->pid, .path = c->obj->path, .offs = offs,
			       .is_exe = c->obj->is_exe, .vaddr = n->pc, .uargs = ua,
			       .dev = c->obj->dev, .ino = c->obj->ino };

	u.nuargs = resolve(c, sd_usdt_parse_args(n->args, ua), ua);
	if (n->sema && sd_elf_sema_off(e, n->sema, &sema) == 0)
		u.ref_ctr = sema;
	for (size_t k = i; k < e->nnotes; k++) {
		const struct sd_sdt_note *m = &e->notes[k];
		const struct sd_elf_func *f;
		char nm[256];
		uint64_t off;

		if (done[k] || strcmp(m->prov, n->prov))
			continue;
		probe_name(m->name, nm, sizeof(nm));
		if (strcmp(nm, name))
			continue;
		/* the function last: finding it is a walk of the symbols */
		f = sd_elf_func_at(c->elf, m->pc);
		if (strcmp(f ? f->name : "", func))
			continue;
		done[k] = true;
		if (sd_elf_file_off(e, m->pc, &off) == 0)
			offs[u.noffs++] = fast_site(c->obj->path, off);
	}
	if (u.noffs && !sd_ustate_has(c->tab, prov, c->obj->base, func, name))
		sd_uprobe_add(c->tab, &sd_prov_usdt, prov, c->obj->base, func, name,
			      &u)->latent = c->pid == 0;
	free(offs);
}

/* Does provider field pattern name provider prov (a USDT provider's name
 * in its notes) in every process, whatever its ID: prov itself (a
 * pid-less name), or a glob that matches prov followed by the smallest and
 * a large process ID? */
static bool any_pid(const char *pattern, const char *prov)
{
	char a[300], b[300];

	if (!*pattern)
		return true;
	if (!sd_pdesc_is_glob(pattern))
		return !strcmp(pattern, prov);
	snprintf(a, sizeof(a), "%s1", prov);
	snprintf(b, sizeof(b), "%s4194303", prov);
	return sd_pdesc_field_match(pattern, a) && sd_pdesc_field_match(pattern, b);
}

/* The probes of one object of process pid (0: of a file, for every
 * process that maps it) that d matches. */
static void add_obj(struct site_ctx *c, const struct sd_pdesc *d)
{
	const struct sd_elf *e = c->elf;
	bool *done = sd_xcalloc(e->nnotes + 1, sizeof(*done));
	char prov[256], name[256];

	for (size_t i = 0; i < e->nnotes; i++) {
		const struct sd_sdt_note *n = &e->notes[i];
		const struct sd_elf_func *f;

		if (done[i])
			continue;
		if (c->pid)
			snprintf(prov, sizeof(prov), "%s%d", n->prov, (int)c->pid);
		else
			snprintf(prov, sizeof(prov), "%s", n->prov);
		probe_name(n->name, name, sizeof(name));
		if (!(c->pid ? sd_pdesc_field_match(d->prov, prov) : any_pid(d->prov, prov)) ||
		    !sd_pdesc_field_match(d->name, name))
			continue;
		f = sd_elf_func_at(c->elf, n->pc);
		if (!sd_pdesc_field_match(d->func, f ? f->name : ""))
			continue;
		add_probe(c, prov, i, f ? f->name : "", name, done);
	}
	free(done);
}

/* DOF probes (DTrace's .SUNW_dof, dof.h): the site is a call the program
 * made (rewritten into nops), so arg0..arg5 are the C argument registers
 * (sd_arg_reg_off) and arg6..arg9 the words on the stack from sp[0] on,
 * where the call would have found them, whatever the probe's argument
 * count: DTrace's trampoline( ) (dt_prov_uprobe.c) reads all ten, with
 * dt_cg_tramp_copy_args_from_regs( ) (dt_cg.c) told that the site is not
 * yet called (PP_IS_FUNCALL: no return address on the stack). */
static int dof_args(struct sd_uarg *ua)
{
	int n = 0;

	for (; n < SD_NARG_REGS && n < SD_MAX_ARGS; n++)
		ua[n] = (struct sd_uarg){ .kind = SD_UARG_REG, .size = 8,
					  .reg = (int16_t)sd_arg_reg_off(n) };
	for (; n < SD_MAX_ARGS; n++)
		ua[n] = (struct sd_uarg){ .kind = SD_UARG_MEM, .size = 8,
					  .reg = (int16_t)sd_reg_off(SD_REG_SP),
					  .val = 8 * (n - SD_NARG_REGS) };
	return n;
}

/* Is-enabled sites. `dtrace -G` makes each "xor %rax,%rax" and nops
 * (48 33 c0 90 90; the DOF offset is the first nop's), so the program
 * reads 0. A uprobe's BPF program cannot set rax (the kernel
 * refuses writes to its pt_regs context), so while a probe is attached
 * its is-enabled sites get their last nop replaced by lahf (9f): a
 * one-byte store at an instruction boundary, which a thread executing the
 * site sees either before or after; rax is then the flags of the xor in
 * ah (0x4600), non-zero, and the guarded code runs. The nop is put back
 * when sonda exits normally or by Ctrl-C; after SIGKILL the site stays
 * enabled, which costs the program its guarded code only.
 *
 * DOF version 3 (DTrace for Linux's `dtrace -G`) has argument-driven
 * sites instead: the call __dtraceenabled_PROV___NAME(&flag) made five
 * nops (dt_link.c: dt_modtext( )), the flag a uint32_t that the
 * program's PROV_NAME_ENABLED() reads after it, 0 unless a tracer writes
 * there. DTrace writes 1 from a uprobe (dt_prov_uprobe.c:
 * trampoline_is_enabled( ), with bpf_probe_write_user( ), a helper a kernel
 * may refuse to uprobe programs, as in lockdown or this machine's). sonda
 * makes the last two nops "lahf; stosl" (9f ab), one byte at a time, each
 * store at an instruction boundary: eax, whose ah then holds the flags
 * (bit 1 always set), is stored, non-zero, to the flag at rdi. The call
 * the nops replace let the compiler take rax and rdi as clobbered, and
 * the ABI has the direction flag clear at a call. The flag is then
 * non-zero rather than 1: the guarded code runs as under DTrace. Put back
 * (stosl first) as above. */
struct en_site {
	char *probe;		/* "prov:mod:func:name" (a probe table may be
				   freed before sonda exits) */
	pid_t pid;
	uint64_t addr;		/* run-time address of the site */
	uint64_t nop;		/* ... and of the nop made lahf */
	bool arg;		/* argument-driven (DOF version 3): lahf at
				   nop, stosl after it */
	bool patched;
};

/* Process state on purpose, not in struct sd_prov_ctx: the patched sites
 * must be restored by the atexit handler (en_restore) however sonda
 * leaves, after every run's context is gone. */
static struct {
	struct en_site *v;
	size_t n, cap;
	bool at_exit;
} ens;

/* "prov:mod:func:name" of p, malloc'd. */
static char *en_key(const struct sd_probe *p)
{
	return sd_xasprintf("%s:%s:%s:%s", p->prov, p->mod, p->func, p->name);
}

static void en_add(const struct sd_probe *p, pid_t pid, uint64_t addr, bool arg)
{
	char *k = en_key(p);

	for (size_t i = 0; k && i < ens.n; i++)
		if (ens.v[i].pid == pid && ens.v[i].addr == addr &&
		    !strcmp(ens.v[i].probe, k)) {
			free(k);
			return;		/* known from an earlier table */
		}
	if (!k)
		return;
	if (ens.n == ens.cap) {
		size_t cap = ens.cap ? ens.cap * 2 : 16;
		ens.v = sd_xrealloc(ens.v, cap * sizeof(*ens.v));
		ens.cap = cap;
	}
	ens.v[ens.n++] = (struct en_site){ .probe = k, .pid = pid, .addr = addr,
					   .arg = arg };
}

/* Reads (wr false) or writes n bytes at addr of process pid. */
static bool mem_rw(pid_t pid, uint64_t addr, void *buf, size_t n, bool wr)
{
	char path[64];
	int fd;
	ssize_t r;

	snprintf(path, sizeof(path), "/proc/%d/mem", (int)pid);
	fd = open(path, (wr ? O_RDWR : O_RDONLY) | O_CLOEXEC);
	if (fd < 0)
		return false;
	r = wr ? pwrite(fd, buf, n, (off_t)addr) : pread(fd, buf, n, (off_t)addr);
	close(fd);
	return r == (ssize_t)n;
}

/* Length of "xor %eax,%eax" (31 c0, 33 c0) or "xor %rax,%rax" (48 31 c0,
 * 48 33 c0) at b, or 0. */
static int xor_len(const uint8_t *b)
{
	if (b[0] == 0x48 && (b[1] == 0x31 || b[1] == 0x33) && b[2] == 0xc0)
		return 3;
	return (b[0] == 0x31 || b[0] == 0x33) && b[1] == 0xc0 ? 2 : 0;
}

/* The address of the nop to replace in the 5-byte is-enabled sequence
 * whose DOF offset gives address a (b: the bytes from a - 3 on): the
 * sequence is an xor then nops, and a is at its first nop (as `dtrace -G`
 * records it) or at the xor. 0 if the bytes are not such a sequence. */
static uint64_t en_nop_at(const uint8_t b[8], uint64_t a)
{
	static const int back[] = { 3, 2, 0 };

	for (size_t i = 0; i < SD_ARRAY_SIZE(back); i++) {
		const uint8_t *q = b + 3 - back[i];
		int n = xor_len(q), k;

		if (!n || (back[i] && n != back[i]))
			continue;
		for (k = n; k < 4 && q[k] == 0x90; k++)
			;
		if (k == 4 && (q[4] == 0x90 || q[4] == 0x9f))
			return a - (uint64_t)back[i] + 4;
	}
	return 0;
}

static void en_restore(void)
{
	for (size_t i = 0; i < ens.n; i++) {
		struct en_site *e = &ens.v[i];
		uint8_t nop = 0x90;

		if (e->patched && e->arg)
			(void)mem_rw(e->pid, e->nop + 1, &nop, 1, true);
		if (e->patched)
			(void)mem_rw(e->pid, e->nop, &nop, 1, true);
		e->patched = false;
	}
}

/* Turns on the argument-driven site e (lahf, then stosl after it); false
 * when its bytes are not five nops (nor already turned on). */
static bool en_enable_arg(struct en_site *e)
{
	static const uint8_t nops[5] = { 0x90, 0x90, 0x90, 0x90, 0x90 };
	static const uint8_t on[5] = { 0x90, 0x90, 0x90, 0x9f, 0xab };
	uint8_t b[5];

	if (!mem_rw(e->pid, e->addr, b, sizeof(b), false))
		return false;
	if (!memcmp(b, on, sizeof(b)))
		return true;	/* enabled by another tracer */
	if (memcmp(b, nops, sizeof(b)))
		return false;
	if (!ens.at_exit)
		ens.at_exit = atexit(en_restore) == 0;
	e->nop = e->addr + 3;
	e->patched = mem_rw(e->pid, e->nop, (void *)&on[3], 1, true);
	if (e->patched)
		(void)mem_rw(e->pid, e->nop + 1, (void *)&on[4], 1, true);
	return true;
}

/* Turns on p's is-enabled sites (logs those it cannot). */
static void en_enable(const struct sd_probe *p)
{
	static const uint8_t lahf = 0x9f;
	const struct sd_uprobe *u = p->priv;
	char *k = en_key(p);

	for (size_t i = 0; k && i < ens.n; i++) {
		struct en_site *e = &ens.v[i];
		uint8_t b[8], cur;

		if (e->patched || e->pid != u->pid || strcmp(e->probe, k))
			continue;
		if (e->arg) {
			if (!en_enable_arg(e))
				sd_prov_warn("%s: '%s:%s:%s': is-enabled site at 0x%llx is "
					     "not five nops: left disabled", p->prov, p->mod,
					     p->func, p->name, (unsigned long long)e->addr);
			continue;
		}
		e->nop = mem_rw(e->pid, e->addr - 3, b, sizeof(b), false) ?
			 en_nop_at(b, e->addr) : 0;
		if (!e->nop || !mem_rw(e->pid, e->nop, &cur, 1, false)) {
			sd_prov_warn("%s: '%s:%s:%s': is-enabled site at 0x%llx is not "
				     "an xor of rax and nops: left disabled", p->prov,
				     p->mod, p->func, p->name,
				     (unsigned long long)e->addr);
			continue;
		}
		if (cur == lahf)
			continue;	/* enabled by another tracer */
		if (!ens.at_exit)
			ens.at_exit = atexit(en_restore) == 0;
		e->patched = mem_rw(e->pid, e->nop, (void *)&lahf, 1, true);
	}
	free(k);
}

/* Records the native argument types of DOF probe dp (-lv, args[N]) as
 * those of p (once). */
static void types_add(struct sd_probe *p, const struct sd_dof_probe *dp)
{
	struct sd_uprobe *u = p->priv;

	if (!dp->nargc || u->dof_types)
		return;
	u->dof_types = sd_probe_alloc(p, dp->nargc * sizeof(*u->dof_types));
	for (int i = 0; i < dp->nargc; i++)
		u->dof_types[i] = sd_probe_strdup(p, dp->nargv[i]);
	u->ndof_types = dp->nargc;
}

/* An is-enabled site of a DOF record: its link-time address, and whether
 * it is argument-driven (DOF version 3). */
struct en_at {
	uint64_t addr;
	bool arg;
};

/* Sites of every record of dof from i on named like record i; the
 * is-enabled sites go to en (*nen of them). */
static void dof_sites(struct site_ctx *c, const struct sd_dof *dof, size_t i,
		      struct sd_uprobe *u, struct en_at *en, size_t *nen)
{
	const struct sd_dof_probe *p = &dof->probes[i];

	for (size_t k = i; k < dof->nprobes; k++) {
		const struct sd_dof_probe *q = &dof->probes[k];

		if (strcmp(q->prov, p->prov) || strcmp(q->func, p->func) ||
		    strcmp(q->name, p->name))
			continue;
		for (size_t j = 0; j < q->noffs; j++)
			if (!sd_elf_file_off(c->elf, q->addr + q->offs[j],
					     &u->offs[u->noffs]))
				u->noffs++;
		for (size_t j = 0; j < q->nenoffs; j++)
			en[(*nen)++] = (struct en_at){ q->addr + q->enoffs[j],
						       q->version >= 3 };
	}
}

/* Adds DOF record i as one probe named prov:mod:func:name. */
static void add_dof_probe(struct site_ctx *c, const struct sd_dof *dof, size_t i,
			  const char *prov)
{
	const struct sd_dof_probe *p = &dof->probes[i];
	size_t total = 0, nen = 0;
	struct sd_uarg ua[SD_MAX_ARGS] = { 0 };
	struct sd_uprobe u = { .pid = c->pid, .path = c->obj->path,
			       .is_exe = c->obj->is_exe, .vaddr = p->addr,
			       .uargs = ua, .dev = c->obj->dev, .ino = c->obj->ino };
	uint64_t bias = sd_elf_bias(c->elf, c->obj->exec_start, c->obj->exec_pgoff);
	struct en_at *en;
	struct sd_probe *sp;

	for (size_t k = i; k < dof->nprobes; k++)
		total += dof->probes[k].noffs + dof->probes[k].nenoffs;
	u.offs = sd_xcalloc(total + 1, sizeof(*u.offs));
	en = sd_xcalloc(total + 1, sizeof(*en));
	if (u.offs && en)
		dof_sites(c, dof, i, &u, en, &nen);
	u.nuargs = dof_args(ua);
	/* a record of is-enabled sites only (PROV_NAME_ENABLED() in a
	 * function that does not fire the probe) is a probe too, as DTrace's
	 * dt_pid_create_usdt_probes( ) provides one for every site: enabling
	 * it sets those flags, and it never fires */
	if (u.noffs || nen) {
		uint64_t *env = sd_xcalloc(nen + 1, sizeof(*env));

		for (size_t k = 0; k < nen; k++)
			env[k] = en[k].addr;
		u.en_vaddrs = env;
		u.nen = nen;
		sp = sd_uprobe_add(c->tab, &sd_prov_usdt, prov, c->obj->base,
				   p->func, p->name, &u);
		for (size_t k = 0; sp && k < nen; k++)
			en_add(sp, c->pid, en[k].addr + bias, en[k].arg);
		if (sp)
			types_add(sp, p);
		free(env);
	}
	free(u.offs);
	free(en);
}

/* The DOF probes of one object of process pid that d matches. */
static void add_dof(struct site_ctx *c, const struct sd_pdesc *d)
{
	struct sd_dof *dof;
	char prov[256];
	int err = sd_dof_read(c->obj->path, &dof);

	if (err == -EINVAL)
		sd_prov_warn("usdt: ignoring the malformed DOF (.SUNW_dof) of %s",
			     c->obj->path);
	if (err)
		return;
	for (size_t i = 0; i < dof->nprobes; i++) {
		const struct sd_dof_probe *p = &dof->probes[i];

		snprintf(prov, sizeof(prov), "%s%d", p->prov, (int)c->pid);
		if (!sd_pdesc_field_match(d->prov, prov) ||
		    !sd_pdesc_field_match(d->func, p->func) ||
		    !sd_pdesc_field_match(d->name, p->name) ||
		    sd_ustate_has(c->tab, prov, c->obj->base, p->func, p->name))
			continue;
		add_dof_probe(c, dof, i, prov);
	}
	sd_dof_free(dof);
}

/* Does module field mod name object o? A USDT probe's module is the
 * basename of its object (drti.c's dofhp_mod), matched by
 * dt_pid_create_usdt_probes_proc( )'s glob of the DOF stash and then
 * dt_probe_gmatch( ): no a.out, no libc for libc.so.6 (the pid provider's
 * libproc names). */
static bool mod_match(const struct sd_mobj *o, const char *mod)
{
	return !*mod || sd_pdesc_field_match(mod, o->base);
}

/* The SDT probes that d matches in the file at path, which process
 * up->pid has not mapped (it may dlopen() it later). Their uprobes,
 * attached to that file for this process, are put in place by the kernel
 * when the process maps it, before any of its code runs, and the kernel
 * raises their semaphores then too (ref_ctr_offset). Operands naming a
 * global need the object's address and are left out; DOF is-enabled
 * sites too. */
static void add_file(struct sd_probe_tab *tab, struct sd_uproc *up, const char *path,
		     const struct sd_pdesc *d)
{
	struct sd_mobj obj = { 0 };
	struct site_ctx c = { .tab = tab, .pid = up->pid, .obj = &obj };
	const char *slash = strrchr(path, '/');

	obj.base = slash ? slash + 1 : path;
	if (!mod_match(&obj, d->mod) || !(c.elf = sd_ustate_elf(tab, path)) ||
	    !c.elf->nnotes)
		return;
	obj.path = (char *)path;
	slash = strrchr(obj.path, '/');
	obj.base = slash ? slash + 1 : obj.path;
	add_obj(&c, d);
}

/* The description names exactly a library that the process has not
 * mapped: the file the dynamic linker would load (sd_maps_find_lib). */
static void add_unloaded(struct sd_probe_tab *tab, struct sd_uproc *up,
			 const struct sd_pdesc *d)
{
	const char *path;
	char buf[PATH_MAX];

	if (!*d->mod || sd_pdesc_is_glob(d->mod) || !strcmp(d->mod, "a.out") ||
	    strchr(d->mod, '/') ||
	    !(path = sd_maps_find_lib(up->pid, &up->maps, d->mod, buf, sizeof(buf))))
		return;
	add_file(tab, up, path, d);
}

struct own_ctx {
	struct sd_probe_tab *tab;
	struct sd_uproc *up;
	const struct sd_pdesc *d;
	bool exec;		/* for the exec watch: files latent probes of d
				   serve are left to them */
};

static bool latent_serves(struct sd_probe_tab *tab, const char *path,
			  const struct sd_pdesc *d);

/* One library of the program's own installation, unless mapped already. */
static void own_lib(const char *path, void *ctx)
{
	struct own_ctx *o = ctx;
	struct stat st;

	if (stat(path, &st) || (o->exec && latent_serves(o->tab, path, o->d)))
		return;
	for (size_t i = 0; i < o->up->maps.n; i++)
		if (o->up->maps.v[i].dev == st.st_dev && o->up->maps.v[i].ino == st.st_ino)
			return;
	add_file(o->tab, o->up, path, o->d);
}

/* Every object of process pid with SDT notes that d's module matches (and
 * with later, the library d names if pid has not loaded it yet and the
 * libraries of the program's own installation, sd_maps_own_libs). */
static int add_proc(struct sd_probe_tab *tab, pid_t pid, const struct sd_pdesc *d,
		    bool later)
{
	struct sd_uproc *up;
	bool mapped = false;
	int err = sd_uproc_get(tab, pid, &up);

	if (err)
		return err;
	for (size_t i = 0; i < up->maps.n; i++) {
		struct site_ctx c = { .tab = tab, .pid = pid, .obj = &up->maps.v[i] };

		if (!mod_match(c.obj, d->mod))
			continue;
		mapped = true;
		c.elf = sd_uproc_elf(tab, up, i);
		if (c.elf && c.elf->nnotes)
			add_obj(&c, d);
		if (c.elf)
			add_dof(&c, d);
	}
	if (!mapped && later)
		add_unloaded(tab, up, d);
	if (later) {
		struct own_ctx o = { .tab = tab, .up = up, .d = d };

		sd_maps_own_libs(pid, &up->maps, own_lib, &o);
	}
	return 0;
}

/* A glob provider field: every process (sonda's own excepted). */
static void add_all(struct sd_probe_tab *tab, const struct sd_pdesc *d)
{
	DIR *dir = opendir("/proc");
	struct dirent *de;

	if (!dir)
		return;
	while ((de = readdir(dir))) {
		char *end;
		long pid = strtol(de->d_name, &end, 10);

		if (*end || pid <= 0 || pid == getpid())
			continue;
		(void)add_proc(tab, (pid_t)pid, d, false);
	}
	closedir(dir);
}

/* ---- processes started later ----
 *
 * A provider named by a glob or without a process ID (python*:::,
 * python:::) means every process that has it, also those that start while
 * sonda runs. The files such a process would run (the executables of
 * PATH, the dynamic linker's cache: sd_ustate_sdt_files) get latent
 * probes: a uprobe on the file for every process (pid 0), which the
 * kernel puts into each process that maps the file, raising its
 * semaphores, before any of its code runs (no window, no stop). One latent
 * probe serves all of them; probeprov is its name followed by the firing
 * process's ID (sd_probe_args.prov_pid). A process that runs at start has
 * probes of its own at the same sites (add_all), so the latent probe's
 * guard leaves its ID out: no event counts twice. */

/* Up to max IDs of the processes with probes of their own in the file at
 * path (and, unless func is NULL, with this function and name). */
static size_t own_pids(struct sd_probe_tab *tab, const char *path, const char *func,
		       const char *name, pid_t *out, size_t max)
{
	struct stat a, b;
	size_t n = 0;

	if (stat(path, &a))
		return 0;
	for (size_t i = 0; i < tab->n && n < max; i++) {
		const struct sd_probe *q = tab->probes[i];
		const struct sd_uprobe *v = q ? q->priv : NULL;
		size_t k;

		if (!q || q->provider != &sd_prov_usdt || q->latent ||
		    (func && (strcmp(q->func, func) || strcmp(q->name, name))))
			continue;
		for (k = 0; k < n && out[k] != v->pid; k++)
			;
		if (k == n && !stat(v->path, &b) && b.st_dev == a.st_dev && b.st_ino == a.st_ino)
			out[n++] = v->pid;
	}
	return n;
}

/* The most processes a latent probe's guard leaves out (cg.c's room for
 * a guard holds them: a search tree of about 1.5 instructions each). */
#define MAX_OWN 8192

/* The latent probes d matches in the files later processes would run. A
 * file that more than MAX_OWN running processes have probes in is left
 * out (the guard could not name them all). */
static void add_latent(struct sd_probe_tab *tab, const struct sd_pdesc *d)
{
	pid_t *pids;
	char *const *files;
	size_t n;

	if (tab->listing || !sd_uprobe_attach_type())
		return;	/* -l lists what exists; perf events need a pid */
	files = sd_ustate_sdt_files(tab, &n);
	pids = sd_xcalloc(MAX_OWN + 1, sizeof(*pids));
	for (size_t i = 0; i < n; i++) {
		const char *slash = strrchr(files[i], '/');
		struct sd_mobj obj = { .path = files[i], .base = slash ? slash + 1 : files[i] };
		struct site_ctx c = { .tab = tab, .pid = 0, .obj = &obj };

		if (!mod_match(&obj, d->mod) || !(c.elf = sd_ustate_elf(tab, files[i])) ||
		    !c.elf->nnotes)
			continue;
		if (own_pids(tab, files[i], NULL, NULL, pids, MAX_OWN + 1) > MAX_OWN) {
			sd_prov_warn("usdt: more than %d processes run %s: processes that "
				     "start later are traced in it from their exec on only "
				     "(the exec watch)", MAX_OWN, files[i]);
			continue;
		}
		add_obj(&c, d);
	}
	free(pids);
}

static int cmp_pid(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return x < y ? -1 : x > y;
}

/* Instructions of the search tree over pids[lo, hi) (see tree()). */
static size_t tree_size(size_t lo, size_t hi)
{
	size_t mid = lo + (hi - lo) / 2;

	return hi - lo <= 4 ? hi - lo + 1 : 1 + tree_size(lo, mid) + tree_size(mid, hi);
}

/* A binary search for r0 among the sorted pids[lo, hi), emitted at b[k]:
 * a match jumps to instruction out (r0 = 0), no match to in (r0 = 1).
 * Returns the new k. */
static size_t tree(struct bpf_insn *b, size_t k, const pid_t *pids, size_t lo, size_t hi,
		   size_t in, size_t out)
{
	size_t mid = lo + (hi - lo) / 2;

	if (hi - lo <= 4) {
		for (size_t i = lo; i < hi; i++, k++)
			b[k] = JMP_IMM(BPF_JEQ, R0, pids[i], (int16_t)(out - k - 1));
		b[k] = JA((int16_t)(in - k - 1));
		return k + 1;
	}
	b[k] = JMP_IMM(BPF_JGT, R0, pids[mid - 1], (int16_t)tree_size(lo, mid));
	k = tree(b, k + 1, pids, lo, mid, in, out);
	return tree(b, k, pids, mid, hi, in, out);
}

/* A latent probe's guard: not in the processes with probes of their own
 * at its sites, nor in sonda (whose own process no description looks
 * at: add_all). */
static size_t guard(const struct sd_probe *p, struct bpf_insn *b, size_t max)
{
	const struct sd_uprobe *u = p->priv;
	pid_t *pids;
	size_t n, k = 0, size;

	if (!p->latent)
		return 0;
	pids = sd_xcalloc(MAX_OWN + 1, sizeof(*pids));
	pids[0] = getpid();
	n = 1 + own_pids(p->tab, u->path, p->func, p->name, pids + 1, MAX_OWN);
	qsort(pids, n, sizeof(*pids), cmp_pid);
	size = tree_size(0, n);
	if (size + 5 > max || size + 5 > INT16_MAX) {
		free(pids);
		return 0;	/* add_latent left such a file out */
	}
	b[k++] = CALL_HELPER(BPF_FUNC_get_current_pid_tgid);
	b[k++] = ALU64_IMM(BPF_RSH, R0, 32);
	k = tree(b, k, pids, 0, n, k + size, k + size + 2);
	b[k++] = MOV64_IMM(R0, 1);	/* in */
	b[k++] = JA(1);
	b[k++] = MOV64_IMM(R0, 0);	/* out */
	free(pids);
	return k;
}

/* Is prov the name of one of sonda's own providers (syscall, proc...)? */
static bool own_provider(const char *prov)
{
	for (size_t i = 0; i < sd_nproviders; i++)
		if (!strcmp(sd_providers[i]->name, prov))
			return true;
	return false;
}

/* A provider named without a process ID (python:::function-entry): that
 * provider in every process, as NAME[0-9]* would find it. */
static void add_pidless(struct sd_probe_tab *tab, const struct sd_pdesc *d)
{
	struct sd_pdesc g = *d;
	char glob[300];

	if (own_provider(d->prov) || strlen(d->prov) + 7 > sizeof(glob))
		return;
	snprintf(glob, sizeof(glob), "%s[0-9]*", d->prov);
	g.prov = glob;
	sd_usdt_exec_template(tab, &g, d->prov);	/* first: sees execs from now on */
	add_all(tab, &g);
	add_latent(tab, &g);
}

/* A pid-less description's provider field names p's provider (p->prov is
 * pattern followed by a process ID). */
static bool prov_alias(const struct sd_probe *p, const char *pattern)
{
	size_t n = strlen(pattern);

	if (p->latent)
		return any_pid(pattern, p->prov);
	return n && !sd_pdesc_is_glob(pattern) && !strncmp(p->prov, pattern, n) &&
	       p->prov[n] && strspn(p->prov + n, "0123456789") == strlen(p->prov + n);
}

static int claim(struct sd_probe_tab *tab, const struct sd_pdesc *d, const char **why)
{
	char name[256];
	pid_t pid;

	if (sd_pdesc_is_glob(d->prov)) {
		/* only with a literal prefix: "*" alone would mean every
		 * process for every description */
		if (!strchr("*?[\\", d->prov[0]) && strncmp(d->prov, "pid", 3)) {
			sd_usdt_exec_template(tab, d, d->prov);	/* first: see above */
			add_all(tab, d);
			add_latent(tab, d);
		}
		return 0;
	}
	if (!sd_uprov_split(d->prov, name, sizeof(name), &pid)) {
		add_pidless(tab, d);
		return 0;
	}
	if (!strcmp(name, "pid"))
		return 0;
	if (add_proc(tab, pid, d, true) < 0)
		return 0;	/* no such process: simply no probes */
	return 0;
}

/* ---- probes made while tracing (usdtexec.c) ---- */

/* Do latent probes of d serve the object at path (add_latent made them
 * for its file, which is mapped by every process that runs it)? */
static bool latent_serves(struct sd_probe_tab *tab, const char *path, const struct sd_pdesc *d)
{
	struct stat a, b;
	const char *last = NULL;	/* a file's latent probes come together:
					   each file is looked at once */
	bool same = false;

	if (stat(path, &a))
		return false;
	for (size_t i = 0; i < tab->n; i++) {
		const struct sd_probe *q = tab->probes[i];
		const struct sd_uprobe *v = q->priv;

		if (q->provider != &sd_prov_usdt || !q->latent || !any_pid(d->prov, q->prov))
			continue;
		if (!last || strcmp(last, v->path)) {
			last = v->path;
			same = !stat(v->path, &b) && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
		}
		if (same)
			return true;
	}
	return false;
}

size_t sd_usdt_exec_probes(struct sd_probe_tab *tab, const struct sd_probe *tmpl, pid_t pid,
			   struct sd_probe **out, size_t max)
{
	const struct sd_pdesc *d = sd_usdt_exec_desc(tmpl);
	struct sd_uproc *up;
	size_t first = tab->n, n = 0;

	sd_uproc_forget(tab, pid);
	if (sd_uproc_get(tab, pid, &up))
		return 0;
	for (size_t i = 0; i < up->maps.n; i++) {
		struct site_ctx c = { .tab = tab, .pid = pid, .obj = &up->maps.v[i] };

		if (!mod_match(c.obj, d->mod) || !(c.elf = sd_uproc_elf(tab, up, i)) ||
		    !c.elf->nnotes || latent_serves(tab, c.obj->path, d))
			continue;
		add_obj(&c, d);
	}
	/* what it may dlopen() from its own installation (a JDK's libjvm.so):
	   in place before it is mapped */
	struct own_ctx o = { .tab = tab, .up = up, .d = d, .exec = true };
	sd_maps_own_libs(pid, &up->maps, own_lib, &o);
	for (size_t i = first; i < tab->n && n < max; i++)
		if (tab->probes[i]->provider == &sd_prov_usdt)
			out[n++] = tab->probes[i];
	return n;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	const struct sd_uprobe *u = p->priv;

	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_UPROBE;
	a->attach_type = (uint32_t)sd_uprobe_attach_type();
	a->nargs = u->nuargs;
	a->prov_pid = p->latent;
	for (int i = 0; i < u->ndof_types && i < a->nargs; i++)
		a->arg_type[i] = u->dof_types[i];
	return 0;
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	en_enable(p);
	return sd_uprobe_attach(p, p->priv, prog_fd, at);
}

const struct sd_provider sd_prov_usdt = {
	.name = "usdt",
	.args = args,
	.attach = attach,
	.attr = &sd_pattr_uprobe,
	.claim = claim,
	.prov_alias = prov_alias,
	.attach_done = sd_uprobe_attach_done,
	.arg_insns = sd_uprobe_arg_insns,
	.guard = guard,
	.by_cookie = true,
};
