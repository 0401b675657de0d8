#include "dump.h"

#include "../base/arena.h"
#include "../base/buf.h"
#include "../base/opts.h"
#include "../cg/dis.h"
#include "../cli/cmdline.h"
#include "../lang/ast.h"
#include "../lang/dlib.h"
#include "../lang/dtree.h"
#include "../lang/types.h"
#include "compile.h"

/* Is n one of a D library's items (the built-in one or a -L file's)? */
static bool lib_item(const struct sd_compile *c, const struct sd_node *n)
{
	if (n->kind == SD_N_CLAUSE)
		return n->u.clause.prog < 0;
	if (n->loc.file == sd_dlib_file)
		return true;
	for (size_t i = 0; i < c->nlibs; i++)
		if (n->loc.file == c->libs[i])
			return true;
	return false;
}

static void add_probes(struct sd_buf *b, const struct sd_clause *cl)
{
	sd_buf_addf(b, "clause %d (program %d): %zu probe%s\n", cl->idx, cl->prog,
		    cl->nprobes, cl->nprobes == 1 ? "" : "s");
	for (size_t i = 0; i < cl->nprobes; i++) {
		const struct sd_probe *p = cl->probes[i];
		sd_buf_addf(b, "  %u %s:%s:%s:%s\n", p->id, p->prov, p->mod, p->func,
			    p->name);
	}
}

static const char *type_name(const struct sd_type *t)
{
	return !t ? "(no type)" : t->name ? t->name : "?";
}

static void add_keys(struct sd_buf *b, struct sd_type *const *keys, int n)
{
	sd_buf_addch(b, '[');
	for (int i = 0; i < n; i++)
		sd_buf_addf(b, "%s%s", i ? ", " : "", type_name(keys[i]));
	sd_buf_addch(b, ']');
}

static void add_vars(struct sd_buf *b, const struct sd_cu *cu)
{
	static const char *const kinds[] = { "global", "self", "this", "assoc" };

	sd_buf_addstr(b, "Variables:\n");
	for (const struct sd_var *v = cu->vars; v; v = v->next) {
		if (v->loc.file == sd_dlib_file)
			continue;
		sd_buf_addf(b, "  %-6s %s", kinds[v->kind], v->name);
		if (v->kind == SD_VAR_ASSOC && v->nkeys > 0)
			add_keys(b, v->keys, v->nkeys);
		sd_buf_addf(b, " : %s\n", type_name(v->type));
	}
	sd_buf_addstr(b, "Aggregations:\n");
	for (const struct sd_agg *a = cu->aggs; a; a = a->next) {
		sd_buf_addf(b, "  %d %s", a->id, a->name);
		if (a->nkeys > 0)
			add_keys(b, a->keys, a->nkeys);
		sd_buf_addch(b, '\n');
	}
}

void sd_dump_tree(const struct sd_compile *c, bool types, FILE *f)
{
	struct sd_buf b = SD_BUF_INIT;

	sd_buf_addstr(&b, types ? "Checked tree:\n" : "Parse tree:\n");
	for (const struct sd_node *n = c->cu.ast.items; n; n = n->next)
		if (!lib_item(c, n))
			sd_ast_dump_item(n, types, &b);
	if (types) {
		for (size_t i = 0; i < c->cu.nclauses; i++)
			if (c->cu.clauses[i].prog >= 0)
				add_probes(&b, &c->cu.clauses[i]);
		add_vars(&b, &c->cu);
	}
	fputs(sd_buf_str(&b), f);
	sd_buf_free(&b);
}

void sd_dump_parsed_trees(struct sd_compile *c)
{
	for (size_t i = 0; i < c->cl->nprogs; i++) {
		struct sd_buf b = SD_BUF_INIT;
		sd_dtree_parsed(&c->cu, c->progs[i].items, c->progs[i].nitems, &b);
		c->progs[i].tree1 = sd_arena_strdup(&c->arena, sd_buf_str(&b));
		sd_buf_free(&b);
	}
}

void sd_dump_dtrace_trees(const struct sd_compile *c, size_t nprogs, FILE *f)
{
	int64_t tree = c->opts->tree;
	struct sd_buf b = SD_BUF_INIT;

	for (size_t i = 0; i < nprogs && i < c->cl->nprogs; i++) {
		const struct sd_src *s = &c->progs[i];
		if (s->tree1)
			sd_buf_addstr(&b, s->tree1);
		sd_dtree_checked(&c->cu, s->items, s->nitems, tree & 2, tree & 4, &b);
	}
	/* none under grabanon: dtrace_handle_err( ) then compiles nothing */
	if (nprogs >= c->cl->nprogs && !sd_diag_nerrors(&c->cu.diag) &&
	    c->cl->mode == SD_MODE_EXEC && !c->opts->grabanon)
		sd_dtree_errprog(&c->cu, (unsigned)(tree & 7), &b);
	fputs(sd_buf_str(&b), f);
	sd_buf_free(&b);
}

void sd_dump_bpf(const struct sd_compile *c, FILE *f)
{
	const struct sd_image *img = &c->img;
	struct sd_buf b = SD_BUF_INIT;

	for (size_t i = 0; i < img->nprogs; i++)
		sd_dis_prog(&b, &img->progs[i], c->cu.vars, (uint32_t)c->opts->strsize);
	fputs(sd_buf_str(&b), f);
	sd_buf_free(&b);
}
