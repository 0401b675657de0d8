/* kinst.c - the kinst provider (as FreeBSD's DTrace has it):
 * kinst:vmlinux:FUNCTION:OFFSET fires when the kernel executes the
 * instruction at byte OFFSET (decimal) of FUNCTION.
 *
 * Nothing is listed up front: a description that names a function creates
 * its probes on demand. kinst::FUNCTION:OFFSET checks OFFSET against the
 * function's real instruction boundaries, decoded (kern/x86len.c) from the
 * live kernel text in /proc/kcore between the function's address and the
 * next symbol's in /proc/kallsyms; kinst::FUNCTION: (empty name) creates
 * one probe per instruction, which -l lists. Each probe is a kprobe at
 * FUNCTION+OFFSET through the perf kprobe PMU (fd-owned, see fbt.h); its
 * arguments are the registers of the calling convention, meaningful at
 * offset 0. */
#include "prov.h"
#include "fbt.h"
#include "../kern/x86len.h"
#include "../base/xalloc.h"

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_FUNC_SIZE	(256u << 10)

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_COMMON },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
	.name = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
	.args = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_ISA },
};

struct kinst_priv {
	uint64_t off;
};

/* ---- kernel symbols and text ---- */

/* Parses one kallsyms line of vmlinux ("ADDR T NAME"); false otherwise. */
static bool parse_ksym(const char *line, uint64_t *addr, char *type,
		       char *name, size_t size)
{
	char nm[256];

	if (sscanf(line, "%" SCNx64 " %c %255s", addr, type, nm) != 3 ||
	    strchr(line, '['))
		return false;
	snprintf(name, size, "%s", nm);
	return true;
}

int sd_ksym_lookup(const char *func, uint64_t *addr, uint64_t *size)
{
	FILE *f = fopen("/proc/kallsyms", "re");
	char line[512], name[256], type;
	uint64_t a, at = 0, end = 0;

	if (!f)
		return -errno;
	/* vmlinux symbols come sorted by address: the function ends where
	 * the next higher address starts. */
	while (fgets(line, sizeof(line), f)) {
		if (!parse_ksym(line, &a, &type, name, sizeof(name)))
			continue;
		if (!at && (type == 't' || type == 'T') &&
		    strcmp(name, func) == 0)
			at = a;
		else if (at && a > at) {
			end = a;
			break;
		}
	}
	fclose(f);
	if (!at)
		return -ENOENT;
	if (!end)
		return -EINVAL;
	*addr = at;
	*size = end - at;
	return 0;
}

int sd_ksym_addrs(const char *func, uint64_t *addrs, size_t max)
{
	FILE *f = fopen("/proc/kallsyms", "re");
	char line[512], name[256], type;
	uint64_t a;
	size_t n = 0;

	if (!f)
		return -errno;
	while (n < max && fgets(line, sizeof(line), f))
		if (parse_ksym(line, &a, &type, name, sizeof(name)) && a &&
		    (type == 't' || type == 'T') && strcmp(name, func) == 0)
			addrs[n++] = a;
	fclose(f);
	return (int)n;
}

/* Reads size bytes of kernel memory at addr from /proc/kcore. */
static int read_kcore(uint64_t addr, uint8_t *buf, size_t size)
{
	int fd = open("/proc/kcore", O_RDONLY | O_CLOEXEC), err = -EFAULT;
	Elf64_Ehdr eh;

	if (fd < 0)
		return -errno;
	if (pread(fd, &eh, sizeof(eh), 0) != sizeof(eh) ||
	    memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0) {
		close(fd);
		return -EIO;
	}
	for (int i = 0; i < eh.e_phnum; i++) {
		Elf64_Phdr ph;

		if (pread(fd, &ph, sizeof(ph), eh.e_phoff + i * sizeof(ph)) !=
		    sizeof(ph))
			break;
		if (ph.p_type != PT_LOAD || addr < ph.p_vaddr ||
		    addr + size > ph.p_vaddr + ph.p_memsz)
			continue;
		err = pread(fd, buf, size, ph.p_offset + (addr - ph.p_vaddr)) ==
		      (ssize_t)size ? 0 : -EIO;
		break;
	}
	close(fd);
	return err;
}

/* The instruction offsets of func: *offs (malloc'd), their count, or
 * -errno with a warning already printed. */
static int func_offsets(const char *func, uint32_t **offs)
{
	uint64_t addr, size;
	uint8_t *code;
	size_t bad = 0;
	int err, n;

	if ((err = sd_ksym_lookup(func, &addr, &size)) < 0) {
		if (err != -ENOENT)
			sd_prov_warn("kinst: cannot find '%s' in /proc/kallsyms: %s",
				     func, strerror(-err));
		return err;
	}
	if (size > MAX_FUNC_SIZE)
		size = MAX_FUNC_SIZE;
	code = sd_xmalloc(size);
	*offs = sd_xmalloc(size * sizeof(**offs));
	if ((err = read_kcore(addr, code, size)) < 0) {
		sd_prov_warn("kinst: cannot read the text of '%s' from /proc/kcore: %s",
			     func, strerror(-err));
		free(code);
		return err;
	}
	n = sd_x86_boundaries(code, size, *offs, size, &bad);
	free(code);
	if (n < 0) {
		/* keep the instructions before the undecodable bytes */
		n = 0;
		while ((size_t)n < size && (*offs)[n] < bad && (n == 0 ||
		       (*offs)[n] > (*offs)[n - 1]))
			n++;
	}
	return n;
}

/* ---- the provider ---- */

static int populate(struct sd_probe_tab *tab, const char **why)
{
	const struct sd_kfeat *k = sd_kfeat();

	if (k->kprobe_why) {
		*why = k->kprobe_why;
		return -ENOTSUP;
	}
	return 0;
}

static bool have(struct sd_probe_tab *tab, const char *func, const char *name)
{
	for (size_t i = 0; i < tab->n; i++) {
		const struct sd_probe *p = tab->probes[i];

		if (p->provider == &sd_prov_kinst && !strcmp(p->func, func) &&
		    !strcmp(p->name, name))
			return true;
	}
	return false;
}

static void add(struct sd_probe_tab *tab, const char *func, uint32_t off)
{
	struct kinst_priv *priv;
	char name[16];

	snprintf(name, sizeof(name), "%" PRIu32, off);
	if (have(tab, func, name))
		return;
	priv = sd_arena_alloc(&tab->arena, sizeof(*priv));
	priv->off = off;
	sd_probe_tab_add(tab, &sd_prov_kinst, "vmlinux", func, name, priv);
}

/* Parses a decimal offset; false if name is not one. */
static bool parse_off(const char *name, uint32_t *off)
{
	char *end;
	unsigned long v;

	if (name[0] < '0' || name[0] > '9')
		return false;
	errno = 0;
	v = strtoul(name, &end, 10);
	if (errno || *end || v >= MAX_FUNC_SIZE)
		return false;
	*off = (uint32_t)v;
	return true;
}

/* Refuses an offset inside an instruction, naming the nearby boundaries. */
static void refuse(const char *func, uint32_t off, const uint32_t *offs,
		   int n)
{
	int i = 0;

	while (i < n && offs[i] < off)
		i++;
	if (i == n) {
		sd_prov_warn("kinst: offset %" PRIu32 " is past the end of '%s'",
			     off, func);
		return;
	}
	sd_prov_warn("kinst: offset %" PRIu32 " of '%s' is not an instruction "
		     "boundary (the instruction at %" PRIu32 " ends at %" PRIu32
		     ")", off, func, i ? offs[i - 1] : 0, offs[i]);
}

static int create(struct sd_probe_tab *tab, const char *mod, const char *func,
		  const char *name)
{
	uint32_t off = 0, *offs = NULL;
	int n, i = 0;

	if (!func[0] || (mod[0] && strcmp(mod, "vmlinux") != 0) ||
	    (name[0] && !parse_off(name, &off)))
		return -ENOENT;
	if ((n = func_offsets(func, &offs)) < 0)
		return n;
	if (!name[0]) {
		for (i = 0; i < n; i++)
			add(tab, func, offs[i]);
	} else {
		while (i < n && offs[i] < off)
			i++;
		if (i < n && offs[i] == off)
			add(tab, func, off);
		else
			refuse(func, off, offs, n);
	}
	free(offs);
	return i < n || !name[0] ? 0 : -ENOENT;
}

static int args(const struct sd_probe *p, struct sd_probe_args *a)
{
	memset(a, 0, sizeof(*a));
	a->ctx = SD_CTX_KPROBE;
	a->nargs = 6;
	return 0;
}

static int attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at)
{
	const struct kinst_priv *priv = p->priv;
	int err = sd_kprobe_attach(p->func, priv->off, false, prog_fd, at);

	if (err < 0)
		sd_prov_warn("kinst: cannot attach to '%s:%s': %s", p->func,
			     p->name, strerror(-err));
	return err;
}

const struct sd_provider sd_prov_kinst = {
	.name = "kinst",
	.populate = populate,
	.create = create,
	.args = args,
	.attach = attach,
	.attr = &attr,
	.create_empty_name = true,
};
