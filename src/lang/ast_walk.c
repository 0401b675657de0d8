/* ast_walk.c - the children of expression and statement nodes: a deep copy
 * of a clause's predicate and statements, and a search through them.
 *
 * Type names (casts, sizeof, offsetof, xlate) are shared by a copy, not
 * copied: they are syntax sema reads and resolves the same way each time.
 */
#include "ast.h"

#include <string.h>

#include "../base/arena.h"

#define MAX_KIDS 3

/* The child slots of expression or statement node n (lists count as one
 * slot: the head of the list). Returns how many it put in kids. */
static int kid_slots(struct sd_node *n, struct sd_node **kids[MAX_KIDS])
{
	switch (n->kind) {
	case SD_N_UNOP: case SD_N_STRINGOF:
		kids[0] = &n->u.unop.a;
		return 1;
	case SD_N_BINOP:
		kids[0] = &n->u.binop.a, kids[1] = &n->u.binop.b;
		return 2;
	case SD_N_ASSIGN:
		kids[0] = &n->u.assign.lhs, kids[1] = &n->u.assign.rhs;
		return 2;
	case SD_N_COND:
		kids[0] = &n->u.cond.c, kids[1] = &n->u.cond.a, kids[2] = &n->u.cond.b;
		return 3;
	case SD_N_CALL:
		kids[0] = &n->u.call.fn, kids[1] = &n->u.call.args;
		return 2;
	case SD_N_INDEX:
		kids[0] = &n->u.index.base, kids[1] = &n->u.index.args;
		return 2;
	case SD_N_MEMBER:
		kids[0] = &n->u.member.base;
		return 1;
	case SD_N_CAST: case SD_N_XLATE:
		kids[0] = &n->u.cast.a;
		return 1;
	case SD_N_SIZEOF:
		kids[0] = &n->u.size.a;
		return 1;
	case SD_N_EXPR_STMT:
		kids[0] = &n->u.stmt.e;
		return 1;
	case SD_N_IF:
		kids[0] = &n->u.ifs.c, kids[1] = &n->u.ifs.then, kids[2] = &n->u.ifs.els;
		return 3;
	default:
		return 0;
	}
}

int sd_ast_kids(struct sd_node *n, struct sd_node **kids[3])
{
	return kid_slots(n, kids);
}

struct sd_node *sd_ast_copy(struct sd_arena *a, const struct sd_node *list)
{
	struct sd_node *head = NULL, **tail = &head;

	for (const struct sd_node *n = list; n; n = n->next) {
		struct sd_node *c = sd_arena_alloc(a, sizeof(*c)), **kids[MAX_KIDS];

		memcpy(c, n, sizeof(*c));
		c->next = NULL;
		for (int i = kid_slots(c, kids) - 1; i >= 0; i--)
			*kids[i] = sd_ast_copy(a, *kids[i]);
		*tail = c;
		tail = &c->next;
	}
	return head;
}

bool sd_ast_find(const struct sd_node *list, bool (*pred)(const struct sd_node *))
{
	for (const struct sd_node *n = list; n; n = n->next) {
		struct sd_node **kids[MAX_KIDS];

		if (pred(n))
			return true;
		for (int i = kid_slots((struct sd_node *)n, kids) - 1; i >= 0; i--)
			if (sd_ast_find(*kids[i], pred))
				return true;
	}
	return false;
}

const struct sd_node *sd_ast_first(const struct sd_node *list,
				   bool (*pred)(const struct sd_node *, void *), void *ctx)
{
	for (const struct sd_node *n = list; n; n = n->next) {
		struct sd_node **kids[MAX_KIDS];
		int k = kid_slots((struct sd_node *)n, kids);

		for (int i = 0; i < k; i++) {
			const struct sd_node *f = sd_ast_first(*kids[i], pred, ctx);
			if (f)
				return f;
		}
		if (pred(n, ctx))
			return n;
	}
	return NULL;
}
