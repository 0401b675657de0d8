/* dump.h - what the compiler shows between passes, on stderr: the parse
 * tree (-x dump=ast), the checked tree with its types, probes, variables
 * and aggregations (-x dump=types), DTrace's own tree dumps (-x tree=N) and
 * the BPF listing (-x dump=bpf, -S). The verifier's log (-x dump=verifier) is
 * printed where programs are loaded (rt/load.c).
 *
 * Only the programs' own items are shown, never the D libraries'. The
 * formats are for people; nothing parses them but tests/e2e/codegen.
 */
#ifndef SONDA_DRIVER_DUMP_H
#define SONDA_DRIVER_DUMP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct sd_compile;

/* The programs' items as parsed ("Parse tree:" then sd_ast_dump_item()
 * lines); with types, as sema left them, followed by every clause's probes
 * and the tables of variables and aggregations. */
void sd_dump_tree(const struct sd_compile *c, bool types, FILE *f);

/* -x tree=N: DTrace's tree dumps (lang/dtree.h). Pass 1 of every program
 * is rendered after parsing, kept in its sd_src and printed with the
 * others after sema: for each of the first nprogs programs its passes 1, 2
 * and 3 as N's bits ask, then, when every program was checked and sonda
 * traces, the trees of the ERROR probe's program DTrace compiles next. */
void sd_dump_parsed_trees(struct sd_compile *c);
void sd_dump_dtrace_trees(const struct sd_compile *c, size_t nprogs, FILE *f);

/* The BPF listing of every generated program, as -S prints it. */
void sd_dump_bpf(const struct sd_compile *c, FILE *f);

#endif
