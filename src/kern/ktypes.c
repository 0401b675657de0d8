#include "ktypes.h"
#include "ctx.h"
#include "kallsyms.h"

#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <bpf/btf.h>

/* Kernels since 6.16 let /sys/kernel/btf/vmlinux be mapped: parsing it
 * from the mapping (btf__new copies it) takes half the time of reading it
 * through read(). NULL where it cannot be mapped. */
static struct btf *mapped_btf(void)
{
	int fd = open("/sys/kernel/btf/vmlinux", O_RDONLY | O_CLOEXEC);
	struct btf *b = NULL;
	struct stat st;
	void *m;

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) == 0 && st.st_size > 0) {
		m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
		if (m != MAP_FAILED) {
			b = btf__new(m, (__u32)st.st_size);
			munmap(m, (size_t)st.st_size);
		}
	}
	close(fd);
	if ((unsigned long)b >= (unsigned long)-4095)
		b = NULL;
	return b;
}

struct btf *sd_kbtf(void)
{
	struct sd_kern_ctx *k = sd_kern_ctx();

	if (!k->btf_tried) {
		k->btf_tried = true;
		k->vmlinux = mapped_btf();
		if (!k->vmlinux)
			k->vmlinux = btf__load_vmlinux_btf();
		if ((unsigned long)k->vmlinux >= (unsigned long)-4095)
			k->vmlinux = NULL;	/* an ERR_PTR in legacy mode */
	}
	return k->vmlinux;
}

/* Finds member name in struct/union type id, descending into anonymous
 * members. Sets *off (bytes) and *mtype. */
static bool find_member(const struct btf *b, __u32 id, const char *name,
			long *off, __u32 *mtype)
{
	const struct btf_type *t = btf__type_by_id(b, id);

	while (t && (btf_is_typedef(t) || btf_is_mod(t))) {
		id = t->type;
		t = btf__type_by_id(b, id);
	}
	if (!t || !btf_is_composite(t))
		return false;
	const struct btf_member *m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(b, m->name_off);
		long moff = (long)btf_member_bit_offset(t, i) / 8;
		if (mn && *mn && !strcmp(mn, name)) {
			*off = moff;
			*mtype = m->type;
			return true;
		}
		if ((!mn || !*mn) && find_member(b, m->type, name, off, mtype)) {
			*off += moff;
			return true;
		}
	}
	return false;
}

long sd_ktype_offset(const char *sname, const char *path)
{
	struct btf *b = sd_kbtf();
	char buf[128], *save = NULL;
	long total = 0;

	if (!b)
		return -ENOENT;
	int id = btf__find_by_name_kind(b, sname, BTF_KIND_STRUCT);
	if (id < 0)
		return -ENOENT;
	snprintf(buf, sizeof(buf), "%s", path);
	__u32 cur = (__u32)id;
	for (char *tok = strtok_r(buf, ".", &save); tok; tok = strtok_r(NULL, ".", &save)) {
		long off;
		__u32 mt;
		if (!find_member(b, cur, tok, &off, &mt))
			return -ENOENT;
		total += off;
		cur = mt;
	}
	return total;
}

bool sd_ktype_is_typedef(const char *name)
{
	struct btf *b = sd_kbtf();

	return b && btf__find_by_name_kind(b, name, BTF_KIND_TYPEDEF) > 0;
}

bool sd_ktype_is_int(const char *name)
{
	struct btf *b = sd_kbtf();

	return b && btf__find_by_name_kind(b, name, BTF_KIND_INT) > 0;
}

static bool kmod_has_types(const char *mod, size_t len)
{
	char path[96];

	if ((len == 7 && !strncmp(mod, "vmlinux", 7)) || (len == 7 && !strncmp(mod, "genunix", 7)))
		return true;
	if (!len || len > 56 || memchr(mod, '/', len) || memchr(mod, '`', len))
		return false;
	snprintf(path, sizeof(path), "/sys/kernel/btf/%.*s", (int)len, mod);
	return access(path, F_OK) == 0;
}

const char *sd_ktype_unscoped(const char *name)
{
	const char *bq = strchr(name, '`');

	if (!bq)
		return name;
	if (strchr(bq + 1, '`') || !kmod_has_types(name, (size_t)(bq - name)))
		return NULL;
	return bq + 1;
}

void sd_kallsyms_module(const char *line, char *mod, size_t n)
{
	const char *b = strchr(line, '['), *e = b ? strchr(b, ']') : NULL;

	if (!b || !e)
		snprintf(mod, n, "vmlinux");
	else
		snprintf(mod, n, "%.*s", (int)(e - b - 1), b + 1);
}

bool sd_kallsyms_in(const char *lmod, const char *mod)
{
	if (!mod)
		return true;
	return strcmp(lmod, "bpf") && strcmp(lmod, "__builtin__kprobes") &&
	       !strcmp(lmod, mod);
}

/* Scans /proc/kallsyms for name among module mod's symbols (any module's
 * when mod is NULL): its address, and in *next (if not NULL) the address
 * of the symbol listed after it (0 if none); *known (if not NULL) tells
 * whether mod has any symbol. 0 if not found. */
static uint64_t kallsyms_find(const char *mod, const char *name, uint64_t *next,
			      bool *known)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512], sym[256], lmod[128] = "", type;
	unsigned long long a;
	uint64_t found = 0;

	if (next)
		*next = 0;
	if (known)
		*known = false;
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%llx %c %255s", &a, &type, sym) != 3)
			continue;
		if (mod)
			sd_kallsyms_module(line, lmod, sizeof(lmod));
		if (!sd_kallsyms_in(lmod, mod))
			continue;
		if (known)
			*known = true;
		if (found) {
			*next = a;
			break;
		}
		if (!strcmp(sym, name)) {
			found = a;
			if (!next)
				break;
		}
	}
	fclose(f);
	return found;
}

uint64_t sd_ksym_addr(const char *name)
{
	return kallsyms_find(NULL, name, NULL, NULL);
}

uint64_t sd_ksym_addr_in(const char *mod, const char *name, bool *known)
{
	return kallsyms_find(mod, name, NULL, known);
}

/* Does modules.builtin.ranges of the running kernel (dt_module_path's,
 * /lib/modules/RELEASE) give built-in module name address ranges? Its
 * lines "SECTION START-END NAME [NAME...]" do (dt_kasstate_modname( )). */
static bool builtin_ranges_name(const char *name)
{
	struct utsname u;
	char path[PATH_MAX], line[512];
	bool found = false;

	if (uname(&u) < 0)
		return false;
	snprintf(path, sizeof(path), "/lib/modules/%s/modules.builtin.ranges", u.release);
	FILE *f = fopen(path, "r");
	if (!f)
		return false;
	while (!found && fgets(line, sizeof(line), f)) {
		char *save, *w = strtok_r(line, " \t\n", &save);
		char *range = w ? strtok_r(NULL, " \t\n", &save) : NULL;
		if (!range || !strchr(range, '-'))
			continue;
		while (!found && (w = strtok_r(NULL, " \t\n", &save)) && strcmp(w, "="))
			found = !strcmp(w, name);
	}
	fclose(f);
	return found;
}

bool sd_kmod_known(const char *name)
{
	bool known;

	if (!strcmp(name, "vmlinux") || !strcmp(name, "genunix"))
		return true;
	sd_ksym_addr_in(name, "", &known);
	return known || builtin_ranges_name(name);
}

uint64_t sd_ksym_range(const char *name, uint64_t *size)
{
	uint64_t next, a = kallsyms_find(NULL, name, &next, NULL);

	*size = a && next > a ? next - a : 0;
	return *size ? a : 0;
}

/* Does /proc/kallsyms list data symbols (types d, D, b, B) other than the
 * linker's markers (__start_rodata, __init_begin, ...: all named "__")? */
static bool kallsyms_has_data(void)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	char line[512], sym[256], type;
	unsigned long long a;
	bool found = false;

	if (!f)
		return true;	/* nothing to say */
	while (!found && fgets(line, sizeof(line), f))
		if (sscanf(line, "%llx %c %255s", &a, &type, sym) == 3 &&
		    strchr("dDbB", type) && strncmp(sym, "__", 2))
			found = true;
	fclose(f);
	return found;
}

bool sd_ksym_percpu(const char *name)
{
	struct btf *btf = sd_kbtf();
	int sec = btf ? btf__find_by_name_kind(btf, ".data..percpu",
					       BTF_KIND_DATASEC) : -1;

	if (sec <= 0)
		return false;
	const struct btf_type *t = btf__type_by_id(btf, (uint32_t)sec);
	const struct btf_var_secinfo *v = btf_var_secinfos(t);
	for (int i = 0; i < btf_vlen(t); i++, v++) {
		const struct btf_type *var = btf__type_by_id(btf, v->type);
		if (var && !strcmp(btf__name_by_offset(btf, var->name_off), name))
			return true;
	}
	return false;
}

const char *sd_ksym_why_missing(const char *name)
{
	if (sd_ksym_percpu(name))
		return "it is a per-CPU variable, which sonda cannot read";
	if (!kallsyms_has_data())
		return "this kernel's /proc/kallsyms lists no variables (it was "
		       "built without CONFIG_KALLSYMS_ALL)";
	return NULL;
}
