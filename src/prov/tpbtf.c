/* tpbtf.c - raw tracepoint prototypes and tracepoint record structs from
 * the kernel's BTF, indexed once per run (struct sd_prov_ctx's rawtps),
 * and BTF type names as libctf gives them (see tpbtf.h). */
#include "tpbtf.h"
#include "ctx.h"
#include "../kern/ktypes.h"
#include "../base/common.h"
#include "../base/xalloc.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/btf.h>

struct sd_rawtp_index {
	struct btf *btf;
	char **names;		/* sorted event names with a btf_trace_ typedef */
	uint32_t *ids;		/* their typedef ids, in the same order */
	size_t n;
	char **snames;		/* sorted names N of struct trace_event_raw_N */
	uint32_t *sids;		/* their struct ids, in the same order */
	size_t ns;
	bool tried;
};

void sd_rawtp_index_free(struct sd_rawtp_index *x)
{
	if (!x)
		return;
	free(x->names);	/* the names point into the BTF */
	free(x->ids);
	free(x->snames);
	free(x->sids);
	free(x);
}

static int cmp_name_id(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The types of kind (BTF_KIND_TYPEDEF, BTF_KIND_STRUCT) whose names start
 * with prefix, sorted by the rest of the name: *names (pointing into the
 * BTF) and *ids. Their number. */
static size_t collect(const struct btf *btf, int kind, const char *prefix,
		      char ***names, uint32_t **ids)
{
	struct { char *name; uint32_t id; } *v;
	uint32_t nt = btf__type_cnt(btf);
	size_t cap = 4096, n = 0, plen = strlen(prefix);

	v = sd_xmalloc(cap * sizeof(*v));
	for (uint32_t id = 1; id < nt; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name;

		if (btf_kind(t) != kind)
			continue;
		name = btf__name_by_offset(btf, t->name_off);
		if (strncmp(name, prefix, plen) != 0)
			continue;
		if (n == cap)
			v = sd_xrealloc(v, (cap *= 2) * sizeof(*v));
		v[n].name = (char *)name + plen;
		v[n++].id = id;
	}
	qsort(v, n, sizeof(*v), cmp_name_id);
	*names = sd_xmalloc((n + 1) * sizeof(**names));
	*ids = sd_xmalloc((n + 1) * sizeof(**ids));
	for (size_t i = 0; i < n; i++) {
		(*names)[i] = v[i].name;
		(*ids)[i] = v[i].id;
	}
	free(v);
	return n;
}

/* Builds the sorted indexes of the btf_trace_* typedefs and the
 * trace_event_raw_* structs once. */
static struct sd_rawtp_index *rawtp_index(void)
{
	struct sd_prov_ctx *pc = sd_prov_ctx();
	struct sd_rawtp_index *x = pc->rawtps ? pc->rawtps :
		(pc->rawtps = sd_xcalloc(1, sizeof(*x)));

	if (x->tried)
		return x->btf ? x : NULL;
	x->tried = true;
	x->btf = sd_kbtf();
	if (!x->btf)
		return NULL;
	x->n = collect(x->btf, BTF_KIND_TYPEDEF, "btf_trace_", &x->names,
		       &x->ids);
	x->ns = collect(x->btf, BTF_KIND_STRUCT, "trace_event_raw_",
			&x->snames, &x->sids);
	return x;
}

/* The btf_trace_EVENT typedef id, or 0. */
static uint32_t rawtp_id(const char *event)
{
	struct sd_rawtp_index *x = rawtp_index();
	char **hit;

	if (!x)
		return 0;
	hit = bsearch(&event, x->names, x->n, sizeof(*x->names), cmp_name_id);
	return hit ? x->ids[hit - x->names] : 0;
}

uint32_t sd_tp_event_struct(const char *event, const struct btf **btf)
{
	struct sd_rawtp_index *x = rawtp_index();
	char **hit;

	if (!x)
		return 0;
	hit = bsearch(&event, x->snames, x->ns, sizeof(*x->snames),
		      cmp_name_id);
	*btf = x->btf;
	return hit ? x->sids[hit - x->snames] : 0;
}

bool sd_tp_raw_exists(const char *event)
{
	return rawtp_id(event) != 0;
}

/* Appends str to buf (of size bytes, len used); the new length, at most
 * size - 1. */
static int put(char *buf, size_t size, int len, const char *str)
{
	if (!len)
		buf[0] = '\0';
	int r = snprintf(buf + len, size - len, "%s", str);

	return r < 0 ? len : len + r < (int)size ? len + r : (int)size - 1;
}

/* An integer type's name as D reads it back (dt_decl.c's dt_decl_type()
 * drops "int" after short, long and long long and puts "unsigned" first):
 * "long unsigned int" is "unsigned long". */
static const char *d_int_name(const char *n)
{
	static const char *const names[][2] = {
		{ "long int", "long" }, { "long unsigned int", "unsigned long" },
		{ "short int", "short" },
		{ "short unsigned int", "unsigned short" },
		{ "long long int", "long long" },
		{ "long long unsigned int", "unsigned long long" },
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
		if (!strcmp(n, names[i][0]))
			return names[i][1];
	return n;
}

/* The C text of BTF type id ("struct task_struct *", "unsigned int");
 * with dnames, integer types as D names them (d_int_name()). */
static void type_text(const struct btf *btf, uint32_t id, char *buf,
		      size_t size, bool dnames)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const char *kw = "", *name = "void";
	char lv[16] = "";	/* '*', 'c' (const), 'v' (volatile), outermost first */
	int n = 0, len;

	while (id && t && (btf_is_ptr(t) || btf_is_mod(t))) {
		if (n < (int)sizeof(lv) && (btf_is_ptr(t) || btf_is_const(t) ||
					    btf_is_volatile(t)))
			lv[n++] = btf_is_ptr(t) ? '*' : btf_is_const(t) ? 'c' : 'v';
		id = t->type;
		t = btf__type_by_id(btf, id);
	}
	if (id && t && !btf_is_func_proto(t)) {
		name = btf__name_by_offset(btf, t->name_off);
		if (btf_is_struct(t))
			kw = "struct ";
		else if (btf_is_union(t))
			kw = "union ";
		else if (btf_is_enum(t))
			kw = "enum ";
		if (!name || !*name)
			name = "void", kw = "";
		else if (dnames && btf_is_int(t))
			name = d_int_name(name);
	}
	/* as libctf names it: qualifiers of the base before it ("const char
	 * *"), those of a pointer after its star ("char *const *") */
	int k = n;
	len = put(buf, size, 0, "");
	for (; k > 0 && lv[k - 1] != '*'; k--)
		len = put(buf, size, len, lv[k - 1] == 'c' ? "const " : "volatile ");
	len = put(buf, size, put(buf, size, len, kw), name);
	for (; k > 0; k--) {
		if (lv[k - 1] == '*')
			len = put(buf, size, len, len && buf[len - 1] == '*' ? "*" : " *");
		else
			len = put(buf, size, len, lv[k - 1] == 'c' ? "const" : "volatile");
	}
}

void sd_tp_btf_type_text(const struct btf *btf, uint32_t id, char *buf,
			 size_t size)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	char dims[64];
	int nd = 0;

	/* an array is its element's name and the dimensions, "char [16]",
	 * "u8 [2][3]", "char *[4]" (libctf's ctf_type_name()) */
	for (; t && btf_is_array(t) && nd < 48; t = btf__type_by_id(btf, id)) {
		nd += snprintf(dims + nd, sizeof(dims) - nd, "[%u]",
			       btf_array(t)->nelems);
		id = btf_array(t)->type;
	}
	type_text(btf, id, buf, size, true);
	if (nd) {
		size_t len = strlen(buf);

		snprintf(buf + len, size - len, "%s%s",
			 len && buf[len - 1] == '*' ? "" : " ", dims);
	}
}

int sd_tp_raw_types(const char *event, char **types, int max)
{
	uint32_t id = rawtp_id(event);
	const struct btf_type *t;
	const struct btf_param *prm;
	struct btf *btf = sd_prov_ctx()->rawtps->btf;
	char text[256];
	int n = 0, vlen;

	if (!id)
		return -ENOENT;
	t = btf__type_by_id(btf, btf__type_by_id(btf, id)->type);
	if (!t || !btf_is_ptr(t))
		return -ENOENT;
	t = btf__type_by_id(btf, t->type);
	if (!t || !btf_is_func_proto(t))
		return -ENOENT;
	prm = btf_params(t);
	vlen = btf_vlen(t);
	/* the first parameter is the tracepoint's void *__data */
	for (int i = 1; i < vlen && n < max; i++) {
		type_text(btf, prm[i].type, text, sizeof(text), false);
		types[n++] = sd_xstrdup(text);
	}
	return n;
}
