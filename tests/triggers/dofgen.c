/* dofgen.c - writes, as assembler source, a .SUNW_dof section describing
 * USDT probes the way `dtrace -G` links them into a program: one provider,
 * its probes' function addresses (.quad FUNC: the linker relocates them)
 * and their sites as offsets from the function (.long LABEL - FUNC, where
 * the program puts a global asm label on each site).
 *
 *   dofgen [-bad] [-v3] PROVIDER FUNC:NAME:NARGS:SITE[,SITE...][:ENSITE[,...]]...
 *
 * -v3 writes DOF version 3, as DTrace for Linux's `dtrace -G` does for an
 * object with is-enabled probes (argument-driven: the site is the call
 * to __dtraceenabled_PROV___NAME(&flag) made five nops); otherwise the
 * version is 2 (return-value-driven is-enabled sites, an xor of rax and
 * nops).
 * Every argument's native type is "long". -bad writes a malformed blob
 * (its probe table's string indexes point past the string table and its
 * offset index past the offset table), for the reader's error path.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXP 16
#define MAXS 16

struct probe {
	char *func, *name;
	int nargs;
	char *sites[MAXS], *ens[MAXS];
	int nsites, nens;
	unsigned fidx, nidx, aidx, argidx, offidx, enidx;
};

static struct probe pr[MAXP];
static int np, bad, version = 2;
static char strtab[4096];
static unsigned strsz = 1;

static unsigned addstr(const char *s)
{
	unsigned at = strsz;

	strcpy(strtab + strsz, s);
	strsz += (unsigned)strlen(s) + 1;
	return at;
}

static int split(char *s, char **v)
{
	int n = 0;

	for (char *t = strtok(s, ","); t && n < MAXS; t = strtok(NULL, ","))
		v[n++] = t;
	return n;
}

static void parse(char *spec, struct probe *p)
{
	char *f[5] = { 0 };
	int n = 0;

	for (char *s = spec; n < 5; n++) {
		f[n] = s;
		s = strchr(s, ':');
		if (!s)
			break;
		*s++ = '\0';
	}
	if (!f[3]) {
		fprintf(stderr, "dofgen: bad probe spec\n");
		exit(2);
	}
	p->func = f[0];
	p->name = f[1];
	p->nargs = atoi(f[2]);
	p->nsites = split(f[3], p->sites);
	if (f[4])
		p->nens = split(f[4], p->ens);
}

static unsigned up(unsigned v, unsigned a)
{
	return (v + a - 1) / a * a;
}

/* n zero bytes of padding (none: nothing, the assembler warns on 0). */
static void pad(unsigned n)
{
	if (n)
		printf("\t.zero %u\n", n);
}

static void sechdr(unsigned type, unsigned align, unsigned entsize,
		   unsigned off, unsigned size)
{
	printf("\t.long %u, %u, 1, %u\n\t.quad %u, %u\n", type, align, entsize,
	       off, size);
}

/* Offsets of the sections in the blob (layout: header, 6 section
 * headers, strtab, probes, prargs, proffs, prenoffs, provider). */
struct layout {
	unsigned str, pr, args, offs, en, pv, total;
	unsigned nargs, noffs, nens;
};

static void emit_header(const struct layout *l)
{
	printf("\t.section .SUNW_dof,\"aw\"\n\t.balign 8\n");
	printf("\t.byte 0x7f, 0x44, 0x4f, 0x46, 2, 1, %d, 2, 8, 8, 0,0,0,0,0,0\n",
	       version);
	printf("\t.long 0, 64, 32, 6\n\t.quad 64, %u, %u, 0\n", l->total, l->total);
	sechdr(8, 1, 0, l->str, strsz);
	sechdr(16, 8, 48, l->pr, 48 * (unsigned)np);
	sechdr(17, 1, 1, l->args, l->nargs);
	sechdr(18, 4, 4, l->offs, 4 * l->noffs);
	sechdr(26, 4, 4, l->en, 4 * l->nens);
	sechdr(15, 4, 0, l->pv, 44);
	printf("\t.byte 0");
	for (unsigned i = 1; i < strsz; i++)
		printf(", %u", (unsigned char)strtab[i]);
	printf("\n");
	pad(l->pr - l->str - strsz);
}

static void emit_probes(void)
{
	for (int i = 0; i < np; i++) {
		struct probe *p = &pr[i];
		unsigned off = bad ? 1000000 : p->offidx;

		printf("\t.quad %s\n", p->func);
		printf("\t.long %u, %u, %u, %u, %u, %u\n", bad ? 99999 : p->fidx,
		       p->nidx, p->aidx, p->aidx, p->argidx, off);
		printf("\t.byte %d, %d\n\t.short %d\n\t.long %u\n\t.short %d, 0\n"
		       "\t.long 0\n", p->nargs, p->nargs, p->nsites, p->enidx, p->nens);
	}
}

static void emit_tables(const struct layout *l, unsigned pname)
{
	for (int i = 0; i < np; i++)
		for (int k = 0; k < pr[i].nargs; k++)
			printf("\t.byte %d\n", k);
	pad(l->offs - l->args - l->nargs);
	for (int i = 0; i < np; i++)
		for (int k = 0; k < pr[i].nsites; k++)
			printf("\t.long %s - %s\n", pr[i].sites[k], pr[i].func);
	for (int i = 0; i < np; i++)
		for (int k = 0; k < pr[i].nens; k++)
			printf("\t.long %s - %s\n", pr[i].ens[k], pr[i].func);
	pad(l->pv - l->en - 4 * l->nens);
	printf("\t.long 0, 1, 2, 3, %u\n", pname);
	printf("\t.long 0x01010100, 0x01010100, 0x01010100, 0x01010100, 0x01010100\n");
	printf("\t.long 4\n");
}

int main(int argc, char **argv)
{
	struct layout l = { 0 };
	int a = 1;

	if (a < argc && !strcmp(argv[a], "-bad")) {
		bad = 1;
		a++;
	}
	if (a < argc && !strcmp(argv[a], "-v3")) {
		version = 3;
		a++;
	}
	if (argc - a < 2) {
		fprintf(stderr, "usage: dofgen [-bad] [-v3] PROVIDER PROBESPEC...\n");
		return 2;
	}
	unsigned pname = addstr(argv[a++]);

	for (; a < argc && np < MAXP; a++, np++) {
		struct probe *p = &pr[np];

		parse(argv[a], p);
		p->fidx = addstr(p->func);
		p->nidx = addstr(p->name);
		p->aidx = strsz;
		for (int i = 0; i < p->nargs; i++)
			addstr("long");
		p->argidx = l.nargs;
		p->offidx = l.noffs;
		p->enidx = l.nens;
		l.nargs += (unsigned)p->nargs;
		l.noffs += (unsigned)p->nsites;
		l.nens += (unsigned)p->nens;
	}
	l.str = 64 + 6 * 32;
	l.pr = up(l.str + strsz, 8);
	l.args = l.pr + 48 * (unsigned)np;
	l.offs = up(l.args + l.nargs, 4);
	l.en = l.offs + 4 * l.noffs;
	l.pv = up(l.en + 4 * l.nens, 8);
	l.total = l.pv + 44;
	emit_header(&l);
	emit_probes();
	emit_tables(&l, pname);
	return 0;
}
