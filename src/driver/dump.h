/* dump.h - what the compiler shows between passes, on stderr: the parse
 * tree (-x dump=ast, -x tree=1), the checked tree with its types, probes,
 * variables and aggregations (-x dump=types, -x tree=2 or 4) and the BPF
 * listing (-x dump=bpf, -S). The verifier's log (-x dump=verifier) is
 * printed where programs are loaded (rt/load.c).
 *
 * Only the programs' own items are shown, never the D libraries'. The
 * formats are for people; nothing parses them but tests/e2e/codegen.
 */
#ifndef SONDA_DRIVER_DUMP_H
#define SONDA_DRIVER_DUMP_H

#include <stdbool.h>
#include <stdio.h>

struct sd_compile;

/* The programs' items as parsed ("Parse tree:" then sd_ast_dump_item()
 * lines); with types, as sema left them, followed by every clause's probes
 * and the tables of variables and aggregations. */
void sd_dump_tree(const struct sd_compile *c, bool types, FILE *f);

/* The BPF listing of every generated program, as -S prints it. */
void sd_dump_bpf(const struct sd_compile *c, FILE *f);

#endif
