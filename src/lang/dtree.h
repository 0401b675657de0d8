/* dtree.h - DTrace's parse-tree dump (-x tree=N): the lines DTrace for
 * Linux's dt_node_printr() writes, from sonda's tree. DTrace prints a
 * program's tree after parsing (pass 1: nothing typed yet but constants),
 * each clause after checking it, once per probe description (pass 2), and
 * the whole program at the end (pass 3); this module renders each of them.
 *
 * sonda's tree is mapped onto DTrace's node kinds: an identifier is an
 * IDENT before checking and a VARIABLE, SYMBOL or FUNC after; an index of
 * an associative array or aggregation folds into its VARIABLE or
 * AGGREGATE, one of a pointer or array becomes *(a + i); constants fold
 * as DTrace's parser folds them. Each line carries the node's type name,
 * its stability attributes (sema_attr.c) and DTrace's node flags.
 */
#ifndef SONDA_LANG_DTREE_H
#define SONDA_LANG_DTREE_H

#include "sema.h"

struct sd_buf;

/* Pass 1 of one program, whose items are the n from items on:
 * "Parse tree (Pass 1):" and its PROGRAM node, as parsed (call it before
 * sema changes the tree). */
void sd_dtree_parsed(const struct sd_cu *cu, const struct sd_node *items, size_t n,
		     struct sd_buf *out);
/* Passes 2 and 3 of the same program after sema: with pass2, each clause
 * once per probe description; with pass3, the whole program. What sema
 * did not reach (it stopped at an error) prints as parsed. */
void sd_dtree_checked(const struct sd_cu *cu, const struct sd_node *items, size_t n,
		      bool pass2, bool pass3, struct sd_buf *out);
/* The trees of the program DTrace compiles after the user's to trace
 * the ERROR probe ("dtrace:::ERROR { trace(arg1); ... trace(arg5); }"),
 * for each pass in mask (bit 0: pass 1...). */
void sd_dtree_errprog(const struct sd_cu *cu, unsigned mask, struct sd_buf *out);

#endif
