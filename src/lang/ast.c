/* ast.c - operator names and the readable AST dump (--dump=ast, tests).
 *
 * The dump prints one node per line, children indented by two spaces:
 *
 *   clause
 *     pdesc syscall::read:entry
 *     pred
 *       binop ==
 *         ident execname
 *         str "bash"
 *     body
 *       stmt
 *         assign =
 *           self->ts
 *           ident timestamp
 *
 * Its format is for people and unit tests; nothing parses it.
 */
#include "ast.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "../base/buf.h"
#include "types.h"
#include "../base/xalloc.h"
#include "../prov/prov.h"

const char *sd_op_str(enum sd_op op)
{
	static const char *const names[] = {
		[SD_OP_NONE] = "", [SD_OP_ADD] = "+", [SD_OP_SUB] = "-",
		[SD_OP_MUL] = "*", [SD_OP_DIV] = "/", [SD_OP_MOD] = "%",
		[SD_OP_SHL] = "<<", [SD_OP_SHR] = ">>", [SD_OP_LT] = "<",
		[SD_OP_LE] = "<=", [SD_OP_GT] = ">", [SD_OP_GE] = ">=",
		[SD_OP_EQ] = "==", [SD_OP_NE] = "!=", [SD_OP_BAND] = "&",
		[SD_OP_BXOR] = "^", [SD_OP_BOR] = "|", [SD_OP_LAND] = "&&",
		[SD_OP_LXOR] = "^^", [SD_OP_LOR] = "||", [SD_OP_COMMA] = ",",
		[SD_OP_NEG] = "-", [SD_OP_PLUS] = "+", [SD_OP_NOT] = "!",
		[SD_OP_BNOT] = "~", [SD_OP_DEREF] = "*", [SD_OP_ADDROF] = "&",
		[SD_OP_PREINC] = "++", [SD_OP_PREDEC] = "--",
		[SD_OP_POSTINC] = "++", [SD_OP_POSTDEC] = "--",
		[SD_OP_ASSIGN] = "=",
	};

	if ((unsigned)op < SD_ARRAY_SIZE(names) && names[op])
		return names[op];
	return "?";
}

/* Where a dump goes, and whether nodes show the types sema gave them. */
struct dump {
	struct sd_buf *out;
	bool types;
	/* the type of the node whose first line starts at pending_at, added
	 * to that line when the next line starts (flush_type( )) */
	const struct sd_type *pending;
	size_t pending_at;
};

static void flush_type(struct dump *d);

static void dump_node(const struct sd_node *n, int depth, struct dump *d);

static void indent(struct sd_buf *out, int depth)
{
	for (int i = 0; i < depth; i++)
		sd_buf_addstr(out, "  ");
}

static void dump_list(const struct sd_node *n, int depth, struct dump *d)
{
	for (; n; n = n->next)
		dump_node(n, depth, d);
}

/* A labelled group of children ("pred", "body", ...), only if non-empty
 * unless always is set. */
static void dump_group(const char *label, const struct sd_node *list,
		       bool always, int depth, struct dump *d)
{
	if (!list && !always)
		return;
	flush_type(d);
	indent(d->out, depth);
	sd_buf_addf(d->out, "%s\n", label);
	dump_list(list, depth + 1, d);
}

static void add_quoted(struct sd_buf *out, const char *s, size_t len)
{
	sd_buf_addch(out, '"');
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			sd_buf_addf(out, "\\%c", c);
		else if (c == '\n')
			sd_buf_addstr(out, "\\n");
		else if (c == '\t')
			sd_buf_addstr(out, "\\t");
		else if (isprint(c))
			sd_buf_addch(out, (char)c);
		else
			sd_buf_addf(out, "\\x%02x", c);
	}
	sd_buf_addch(out, '"');
}

static void add_spec(struct sd_buf *out, const struct sd_declspec *s)
{
	static const char *const sclass[] = {
		"", "typedef ", "extern ", "static ", "auto ", "register ",
		"self ", "this ",
	};
	static const struct { unsigned bit; const char *name; } ts[] = {
		{ SD_TS_SIGNED, "signed" }, { SD_TS_UNSIGNED, "unsigned" },
		{ SD_TS_SHORT, "short" }, { SD_TS_LONG3, "long" },
		{ SD_TS_LONGLONG, "long long" },
		{ SD_TS_LONG, "long" }, { SD_TS_CHAR, "char" },
		{ SD_TS_INT, "int" }, { SD_TS_FLOAT, "float" },
		{ SD_TS_DOUBLE, "double" }, { SD_TS_VOID, "void" },
		{ SD_TS_STRING, "string" }, { SD_TS_BOOL, "_Bool" },
	};
	static const char *const tags[] = { "", "struct", "union", "enum" };
	size_t start = out->len;

	if ((unsigned)s->sclass < SD_ARRAY_SIZE(sclass))
		sd_buf_addstr(out, sclass[s->sclass]);
	if (s->qual & 1)
		sd_buf_addstr(out, "const ");
	if (s->qual & 2)
		sd_buf_addstr(out, "volatile ");
	if (s->qual & 4)
		sd_buf_addstr(out, "restrict ");
	for (size_t i = 0; i < SD_ARRAY_SIZE(ts); i++) {
		if (!(s->tspec & ts[i].bit))
			continue;
		if (ts[i].bit == SD_TS_LONG && (s->tspec & SD_TS_LONGLONG))
			continue;
		sd_buf_addf(out, "%s ", ts[i].name);
	}
	if (s->tag != SD_TAG_NONE && (unsigned)s->tag < SD_ARRAY_SIZE(tags))
		sd_buf_addf(out, "%s %s%s ", tags[s->tag],
			    s->tagname ? s->tagname : "(anon)",
			    s->has_body ? " {}" : "");
	if (s->tdname)
		sd_buf_addf(out, "%s ", s->tdname);
	if (out->len > start)
		out->data[--out->len] = '\0';
	else
		sd_buf_addstr(out, "(none)");
}

static void dump_int(const struct sd_node *n, struct sd_buf *out)
{
	sd_buf_addf(out, "int %" PRIu64, n->u.ival.v);
	if (n->u.ival.base == 16)
		sd_buf_addstr(out, " hex");
	else if (n->u.ival.base == 8 && n->u.ival.v)
		sd_buf_addstr(out, " oct");
	if (n->u.ival.is_unsigned)
		sd_buf_addstr(out, " u");
	if (n->u.ival.suffix_l)
		sd_buf_addstr(out, n->u.ival.suffix_l > 1 ? " ll" : " l");
	if (n->u.ival.is_char)
		sd_buf_addstr(out, " char");
}

/* The declarator's line: "dtor NAME: ptr array func" and its children. */
static void dump_dtor(const struct sd_node *n, int depth, struct dump *d)
{
	const struct sd_dlevel *l;

	sd_buf_addf(d->out, "dtor %s", n->u.dtor.name ? n->u.dtor.name : "(abstract)");
	if (n->u.dtor.levels)
		sd_buf_addch(d->out, ':');
	for (l = n->u.dtor.levels; l; l = l->next) {
		sd_buf_addstr(d->out, l->kind == SD_DL_PTR ? " ptr" :
			      l->kind == SD_DL_ARRAY ? " array" : " func");
		if (l->qual & 1)
			sd_buf_addstr(d->out, " const");
		if (l->qual & 2)
			sd_buf_addstr(d->out, " volatile");
		if (l->qual & 4)
			sd_buf_addstr(d->out, " restrict");
		if (l->varargs)
			sd_buf_addstr(d->out, " ...");
	}
	sd_buf_addch(d->out, '\n');
	for (l = n->u.dtor.levels; l; l = l->next) {
		if (l->dim)
			dump_group("dim", l->dim, false, depth + 1, d);
		if (l->keys)
			dump_group("keys", l->keys, false, depth + 1, d);
		if (l->params)
			dump_group("params", l->params, false, depth + 1, d);
	}
	if (n->u.dtor.bits)
		dump_group("bits", n->u.dtor.bits, false, depth + 1, d);
}

/* Expression nodes; returns false if n is not one. */
static bool dump_expr(const struct sd_node *n, int depth, struct dump *d)
{
	switch (n->kind) {
	case SD_N_INT:
		dump_int(n, d->out);
		break;
	case SD_N_STR:
		sd_buf_addstr(d->out, "str ");
		add_quoted(d->out, n->u.str.s, n->u.str.len);
		break;
	case SD_N_IDENT:
		sd_buf_addf(d->out, "ident %s", n->u.ident.name);
		break;
	case SD_N_AGG:
		sd_buf_addf(d->out, "agg %s", n->u.ident.name);
		break;
	case SD_N_SELF:
		sd_buf_addf(d->out, "self->%s", n->u.ident.name);
		break;
	case SD_N_THIS:
		sd_buf_addf(d->out, "this->%s", n->u.ident.name);
		break;
	default:
		return false;
	}
	sd_buf_addch(d->out, '\n');
	return true;
}

/* Operator nodes; returns false if n is not one. */
static bool dump_op(const struct sd_node *n, int depth, struct dump *d)
{
	enum sd_op op;

	switch (n->kind) {
	case SD_N_UNOP:
		op = n->u.unop.op;
		sd_buf_addf(d->out, "unop %s%s\n", sd_op_str(op),
			    op == SD_OP_POSTINC || op == SD_OP_POSTDEC ?
			    " (post)" : "");
		dump_node(n->u.unop.a, depth + 1, d);
		break;
	case SD_N_BINOP:
		sd_buf_addf(d->out, "binop %s\n", sd_op_str(n->u.binop.op));
		dump_node(n->u.binop.a, depth + 1, d);
		dump_node(n->u.binop.b, depth + 1, d);
		break;
	case SD_N_ASSIGN:
		op = n->u.assign.op;
		sd_buf_addf(d->out, "assign %s%s\n", op == SD_OP_ASSIGN ? "" :
			    sd_op_str(op), "=");
		dump_node(n->u.assign.lhs, depth + 1, d);
		dump_node(n->u.assign.rhs, depth + 1, d);
		break;
	case SD_N_COND:
		sd_buf_addstr(d->out, "cond\n");
		dump_node(n->u.cond.c, depth + 1, d);
		dump_node(n->u.cond.a, depth + 1, d);
		dump_node(n->u.cond.b, depth + 1, d);
		break;
	default:
		return false;
	}
	return true;
}

/* Postfix and type-taking expression nodes. */
static bool dump_postfix(const struct sd_node *n, int depth,
			 struct dump *d)
{
	switch (n->kind) {
	case SD_N_CALL:
		if (n->u.call.fn && n->u.call.fn->kind == SD_N_IDENT) {
			sd_buf_addf(d->out, "call %s\n", n->u.call.fn->u.ident.name);
		} else {
			sd_buf_addstr(d->out, "call\n");
			dump_group("fn", n->u.call.fn, false, depth + 1, d);
		}
		dump_list(n->u.call.args, depth + 1, d);
		break;
	case SD_N_INDEX:
		sd_buf_addstr(d->out, "index\n");
		dump_node(n->u.index.base, depth + 1, d);
		dump_list(n->u.index.args, depth + 1, d);
		break;
	case SD_N_MEMBER:
		sd_buf_addf(d->out, "member %s%s\n", n->u.member.arrow ? "->" : ".",
			    n->u.member.name);
		dump_node(n->u.member.base, depth + 1, d);
		break;
	case SD_N_CAST:
	case SD_N_XLATE:
		sd_buf_addstr(d->out, n->kind == SD_N_CAST ? "cast\n" : "xlate\n");
		dump_node(n->u.cast.tname, depth + 1, d);
		dump_node(n->u.cast.a, depth + 1, d);
		break;
	case SD_N_SIZEOF:
		sd_buf_addstr(d->out, "sizeof\n");
		dump_node(n->u.size.tname ? n->u.size.tname : n->u.size.a,
			  depth + 1, d);
		break;
	case SD_N_STRINGOF:
		sd_buf_addstr(d->out, "stringof\n");
		dump_node(n->u.unop.a, depth + 1, d);
		break;
	case SD_N_OFFSETOF:
		sd_buf_addf(d->out, "offsetof %s\n", n->u.offsetof.member);
		dump_node(n->u.offsetof.tname, depth + 1, d);
		break;
	default:
		return false;
	}
	return true;
}

static bool dump_stmt(const struct sd_node *n, int depth, struct dump *d)
{
	switch (n->kind) {
	case SD_N_EXPR_STMT:
		sd_buf_addstr(d->out, n->u.stmt.e ? "stmt\n" : "stmt (empty)\n");
		if (n->u.stmt.e)
			dump_node(n->u.stmt.e, depth + 1, d);
		break;
	case SD_N_IF:
		sd_buf_addstr(d->out, "if\n");
		dump_node(n->u.ifs.c, depth + 1, d);
		dump_group("then", n->u.ifs.then, true, depth + 1, d);
		dump_group("else", n->u.ifs.els, false, depth + 1, d);
		break;
	case SD_N_CLAUSE:
		sd_buf_addstr(d->out, "clause\n");
		dump_list(n->u.clause.probes, depth + 1, d);
		dump_group("pred", n->u.clause.pred, false, depth + 1, d);
		if (n->u.clause.has_body)
			dump_group("body", n->u.clause.stmts, true, depth + 1, d);
		break;
	case SD_N_PDESC:
		sd_buf_addstr(d->out, "pdesc ");
		for (const char *c = n->u.pdesc.text; *c; c++)	/* an operand's ':' */
			sd_buf_addch(d->out, *c == SD_PDESC_COLON ? ':' : *c);
		sd_buf_addch(d->out, '\n');
		break;
	case SD_N_PRAGMA:
		sd_buf_addstr(d->out, "pragma");
		for (int i = 0; i < n->u.pragma.nwords; i++)
			sd_buf_addf(d->out, " %s", n->u.pragma.words[i]);
		sd_buf_addch(d->out, '\n');
		break;
	default:
		return false;
	}
	return true;
}

/* A "kind <spec>" line, the struct/union/enum body, then children. */
static void dump_specd(const char *kind, const struct sd_declspec *s,
		       const struct sd_node *kids, int depth, struct dump *d)
{
	sd_buf_addf(d->out, "%s ", kind);
	add_spec(d->out, s);
	sd_buf_addch(d->out, '\n');
	if (s->has_body)
		dump_group("members", s->members, true, depth + 1, d);
	dump_list(kids, depth + 1, d);
}

static bool dump_decl(const struct sd_node *n, int depth, struct dump *d)
{
	switch (n->kind) {
	case SD_N_DECL:
		dump_specd("decl", &n->u.decl.spec, n->u.decl.dtors, depth, d);
		break;
	case SD_N_INLINE:
		dump_specd("inline", &n->u.inl.spec, n->u.inl.dtor, depth, d);
		dump_group("value", n->u.inl.value, true, depth + 1, d);
		break;
	case SD_N_TYPENAME:
		dump_specd("typename", &n->u.tname.spec, n->u.tname.dtor, depth,
			   d);
		break;
	case SD_N_MEMBER_DECL:
		dump_specd("member", &n->u.mdecl.spec, n->u.mdecl.dtors, depth,
			   d);
		break;
	case SD_N_PARAM:
		dump_specd("param", &n->u.param.spec, n->u.param.dtor, depth, d);
		break;
	case SD_N_DECLARATOR:
		dump_dtor(n, depth, d);
		break;
	case SD_N_ENUMERATOR:
		sd_buf_addf(d->out, "enumerator %s\n", n->u.enumerator.name);
		dump_list(n->u.enumerator.value, depth + 1, d);
		break;
	default:
		return false;
	}
	return true;
}

static bool dump_defn(const struct sd_node *n, int depth, struct dump *d)
{
	switch (n->kind) {
	case SD_N_XLATOR:
		sd_buf_addf(d->out, "translator %s\n", n->u.xlator.argname);
		dump_node(n->u.xlator.to, depth + 1, d);
		dump_node(n->u.xlator.from, depth + 1, d);
		dump_list(n->u.xlator.members, depth + 1, d);
		break;
	case SD_N_XLMEMBER:
		sd_buf_addf(d->out, "xlmember %s\n", n->u.xlmember.name);
		dump_list(n->u.xlmember.value, depth + 1, d);
		break;
	case SD_N_PROVIDER:
		sd_buf_addf(d->out, "provider %s\n", n->u.provider.name);
		dump_list(n->u.provider.probes, depth + 1, d);
		break;
	case SD_N_PROBE_DECL:
		sd_buf_addf(d->out, "probe %s%s%s\n", n->u.probe_decl.name,
			    n->u.probe_decl.varargs ? " ..." : "",
			    n->u.probe_decl.xvarargs ? " : ..." : "");
		dump_group("params", n->u.probe_decl.params, true, depth + 1, d);
		if (n->u.probe_decl.has_xparams)
			dump_group("xparams", n->u.probe_decl.xparams, true,
				   depth + 1, d);
		break;
	default:
		return false;
	}
	return true;
}

/* ": TYPE" at the end of the first line written since start. */
static void annotate(struct sd_buf *out, size_t start, const struct sd_type *t)
{
	const char *nl = memchr(out->data + start, '\n', out->len - start);
	size_t at = nl ? (size_t)(nl - out->data) : out->len;
	size_t tail = out->len - at;
	char *moved = sd_xmalloc(tail + 1);

	memcpy(moved, out->data + at, tail);
	out->len = at;
	sd_buf_addf(out, " : %s", t->name ? t->name : "?");
	sd_buf_add(out, moved, tail);
	free(moved);
}

/* Adds the pending type to its node's first line, the buffer's last line
 * when the next line starts: a short move, where annotating a node after
 * its children moved all their lines (a deep tree's dump was cubic). */
static void flush_type(struct dump *d)
{
	if (d->pending)
		annotate(d->out, d->pending_at, d->pending);
	d->pending = NULL;
}

static void dump_node(const struct sd_node *n, int depth, struct dump *d)
{
	flush_type(d);
	d->pending_at = d->out->len;
	indent(d->out, depth);
	if (!n) {
		sd_buf_addstr(d->out, "(null)\n");
		return;
	}
	d->pending = d->types ? n->type : NULL;
	if (!(dump_expr(n, depth, d) || dump_op(n, depth, d) ||
	      dump_postfix(n, depth, d) || dump_stmt(n, depth, d) ||
	      dump_decl(n, depth, d) || dump_defn(n, depth, d)))
		sd_buf_addf(d->out, "(kind %d)\n", (int)n->kind);
	flush_type(d);
}

void sd_ast_dump(const struct sd_ast *ast, struct sd_buf *out)
{
	struct dump d = { out, false };

	dump_list(ast->items, 0, &d);
}

void sd_ast_dump_item(const struct sd_node *n, bool types, struct sd_buf *out)
{
	struct dump d = { out, types };

	dump_node(n, 0, &d);
}
