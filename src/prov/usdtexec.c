/* usdtexec.c - USDT probes of processes that exec while sonda traces
 * (usdt-exec, the template of a provider glob).
 *
 * A description whose provider is a glob (myprov*:::probe) or a USDT
 * provider without its process ID (myprov:::probe) covers the processes
 * that start later too. Those that run a file sonda knew of before tracing
 * (sym/later.h) get latent probes (usdt.c); any other (a program in a
 * build directory, a container's binary on a tmpfs of its own) is found by
 * rt's exec watch (rt/later.c), which makes its probes while tracing.
 *
 * For that, such a description gets one template probe here: latent (no
 * match of its own, never attached), in cookie mode, so that its program
 * reads everything that is a probe's own from the probe's entry of the
 * probe-data map: the ID, the EPIDs, the four names and, for each
 * argument, its note's operand spec (written by sd_usdt_exec_args). A
 * probe made while tracing (usdt.c: sd_usdt_exec_probes) is then attached
 * with the template's program and its own ID as cookie, with no code
 * generated or loaded. */
#include "usdtexec.h"
#include "uprobe.h"
#include "../base/regs.h"
#include "../asm/insn.h"
#include "../base/xalloc.h"
#include "../kern/procev.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* What a template stands for: the description that made it (prov is the
 * pattern a process's provider name, with its ID, must match). */
struct tmpl {
	struct sd_pdesc d;
	char *text;		/* the provider field as written */
};

/* One argument spec in a probe-data entry (SD_PDATA_ARG_SIZE bytes). */
enum { SPEC_NONE, SPEC_CONST, SPEC_REG, SPEC_MEM };
struct spec {
	uint8_t kind;
	uint8_t shift;		/* 64 - 8 * size: the bits to drop */
	uint16_t reg;		/* pt_regs offset (REG, MEM), or 0xffff */
	uint8_t sign;		/* sign-extended */
	uint8_t pad[3];
	int64_t val;		/* CONST: value; MEM: displacement or address */
};
_Static_assert(sizeof(struct spec) == SD_PDATA_ARG_SIZE, "spec size");

void sd_usdt_exec_args(const struct sd_probe *p, uint8_t *out)
{
	const struct sd_uprobe *u = p->priv;

	memset(out, 0, SD_MAX_ARGS * sizeof(struct spec));
	for (int i = 0; u && i < u->nuargs && i < SD_MAX_ARGS; i++) {
		const struct sd_uarg *a = &u->uargs[i];
		int size = a->size < 0 ? -a->size : a->size;
		struct spec s = { .shift = (uint8_t)(64 - 8 * size), .sign = a->size < 0,
				  .reg = 0xffff, .val = a->val };

		switch (a->kind) {
		case SD_UARG_CONST: s.kind = SPEC_CONST; s.shift = 0; break;
		case SD_UARG_REG: s.kind = SPEC_REG; s.reg = (uint16_t)a->reg; break;
		case SD_UARG_MEM: s.kind = SPEC_MEM; s.reg = (uint16_t)a->reg; break;
		case SD_UARG_ABS: s.kind = a->sym[0] ? SPEC_NONE : SPEC_MEM; break;
		}
		memcpy(out + i * sizeof(s), &s, sizeof(s));
	}
}

/* dst = argN from its spec: dst = the register the spec names (a chain of
 * compares: a kprobe context is read at constant offsets only), then by
 * kind: CONST the value, MEM a user read at register + displacement,
 * REG as is; then the spec's width and sign. */
static size_t pdata_arg(const struct sd_probe_args *a, int n, int dst, int slot,
			struct bpf_insn *b, size_t max)
{
	static const enum sd_reg regs[] = {
		SD_REG_AX, SD_REG_BX, SD_REG_CX, SD_REG_DX, SD_REG_SI, SD_REG_DI,
		SD_REG_BP, SD_REG_SP, SD_REG_R8, SD_REG_R9, SD_REG_R10, SD_REG_R11,
		SD_REG_R12, SD_REG_R13, SD_REG_R14, SD_REG_R15, SD_REG_IP,
	};
	int16_t off = (int16_t)(a->pdata_args + n * SD_PDATA_ARG_SIZE);
	size_t k = 0, nregs = SD_ARRAY_SIZE(regs);

	if (n >= SD_MAX_ARGS || max < 2 * nregs + 32) {
		b[0] = MOV64_IMM(dst, 0);
		return 1;
	}
	b[k++] = MOV64_IMM(dst, 0);
	b[k++] = LDX(BPF_DW, R3, R10, a->pdata_slot);
	b[k++] = LDX(BPF_H, R0, R3, off + 2);
	for (size_t i = 0; i < nregs; i++) {
		b[k++] = JMP_IMM(BPF_JNE, R0, sd_reg_off(regs[i]), 1);
		b[k++] = LDX(BPF_DW, dst, R1, (int16_t)sd_reg_off(regs[i]));
	}
	b[k++] = LDX(BPF_B, R4, R3, off);
	b[k++] = LDX(BPF_DW, R5, R3, off + 8);
	b[k++] = JMP_IMM(BPF_JEQ, R4, SPEC_REG, 12);		/* to width */
	b[k++] = JMP_IMM(BPF_JNE, R4, SPEC_CONST, 2);
	b[k++] = MOV64_REG(dst, R5);
	b[k++] = JA(9);						/* to width */
	b[k++] = JMP_IMM(BPF_JNE, R4, SPEC_MEM, 17);		/* to none */
	b[k++] = ALU64_REG(BPF_ADD, R5, dst);
	b[k++] = ST_IMM(BPF_DW, R10, slot, 0);
	b[k++] = MOV64_REG(R1, R10);
	b[k++] = ALU64_IMM(BPF_ADD, R1, slot);
	b[k++] = MOV64_IMM(R2, 8);
	b[k++] = MOV64_REG(R3, R5);
	b[k++] = CALL_HELPER(BPF_FUNC_probe_read_user);
	b[k++] = LDX(BPF_DW, dst, R10, slot);
	/* width: */
	b[k++] = LDX(BPF_DW, R3, R10, a->pdata_slot);
	b[k++] = LDX(BPF_B, R4, R3, off + 1);
	b[k++] = LDX(BPF_B, R0, R3, off + 4);
	b[k++] = ALU64_REG(BPF_LSH, dst, R4);
	b[k++] = JMP_IMM(BPF_JEQ, R0, 0, 2);
	b[k++] = ALU64_REG(BPF_ARSH, dst, R4);
	b[k++] = JA(3);						/* to end */
	b[k++] = ALU64_REG(BPF_RSH, dst, R4);
	b[k++] = JA(1);						/* to end */
	/* none: */
	b[k++] = MOV64_IMM(dst, 0);
	return k;
}

int sd_usdt_exec_attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	return sd_uprobe_attach(p, p->priv, prog_fd, at);
}

int sd_usdt_exec_attach_done(struct sd_attach *at)
{
	return sd_uprobe_attach_done(at);
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	(void)p;
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_UPROBE;
	a->attach_type = (uint32_t)sd_uprobe_attach_type();
	a->nargs = SD_MAX_ARGS;
	return 0;
}

/* Attached while tracing, probe by probe (rt/later.c). */
static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	(void)p, (void)prog_fd, (void)at;
	return 0;
}

static bool prov_alias(const struct sd_probe *p, const char *pattern)
{
	const struct tmpl *t = p->priv;

	return !strcmp(t->text, pattern);
}

/* The table's process-event socket (kern/procev.h), opened with the first
 * template: before the running processes are looked at, so that a
 * process that execs after that look is seen by the exec watch. */
struct events {
	int fd;		/* or -errno; taken: -EBADF */
};

static int slot(void)
{
	return sd_provider_index(&sd_prov_usdt_exec);
}

static void release(struct sd_probe_tab *tab)
{
	struct events *e = tab->pstate[slot()];

	if (e && e->fd >= 0)
		close(e->fd);
	free(e);
	tab->pstate[slot()] = NULL;
}

int sd_usdt_exec_events(struct sd_probe_tab *tab)
{
	struct events *e = tab->pstate[slot()];
	int fd = e ? e->fd : -ENOENT;

	if (e)
		e->fd = -EBADF;
	return fd;
}

void sd_usdt_exec_template(struct sd_probe_tab *tab, const struct sd_pdesc *d,
			   const char *text)
{
	struct tmpl *t;
	struct sd_probe *p;

	if (tab->listing || !sd_uprobe_attach_type())
		return;
	if (!tab->pstate[slot()]) {
		struct events *e = sd_xcalloc(1, sizeof(*e));

		e->fd = sd_procev_open();
		tab->pstate[slot()] = e;
	}
	for (size_t i = 0; i < tab->n; i++) {
		const struct sd_probe *q = tab->probes[i];

		t = q->priv;
		if (q->provider == &sd_prov_usdt_exec && !strcmp(t->text, text) &&
		    !strcmp(t->d.prov, d->prov) && !strcmp(q->mod, d->mod) &&
		    !strcmp(q->func, d->func) && !strcmp(q->name, d->name))
			return;
	}
	t = sd_arena_alloc(&tab->arena, sizeof(*t));
	t->text = sd_arena_strdup(&tab->arena, text);
	t->d.prov = sd_arena_strdup(&tab->arena, d->prov);
	p = sd_probe_tab_add(tab, &sd_prov_usdt_exec, d->mod, d->func, d->name, t);
	t->d.mod = p->mod, t->d.func = p->func, t->d.name = p->name;
	p->prov = t->text;
	p->latent = true;
}

const struct sd_pdesc *sd_usdt_exec_desc(const struct sd_probe *tmpl)
{
	const struct tmpl *t = tmpl->priv;

	return &t->d;
}

const struct sd_provider sd_prov_usdt_exec = {
	.name = "usdt-exec",
	.args = args,
	.attach = attach,
	.attr = &sd_pattr_uprobe,
	.prov_alias = prov_alias,
	.release = release,
	.by_cookie = true,
	.pdata_arg_insns = pdata_arg,
};
