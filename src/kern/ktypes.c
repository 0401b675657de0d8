#include "ktypes.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <bpf/btf.h>

static struct btf *vmlinux;
static bool tried;

static struct btf *kbtf(void)
{
	if (!tried) {
		tried = true;
		vmlinux = btf__load_vmlinux_btf();
		if (libbpf_get_error(vmlinux))
			vmlinux = NULL;
	}
	return vmlinux;
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
	struct btf *b = kbtf();
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
