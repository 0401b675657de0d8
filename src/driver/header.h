/* header.h - `sonda -h`: a C header with probe macros for the providers a
 * script defines, built on <sys/sdt.h> so the probes land in .note.stapsdt,
 * where sonda's USDT provider finds them (no -G link step needed). */
#ifndef SONDA_DRIVER_HEADER_H
#define SONDA_DRIVER_HEADER_H

#include <stdio.h>
#include "../lang/ast.h"

/* Writes the header for every provider definition in ast to f (with none,
 * the header declares nothing, as DTrace's). guard is the include-guard
 * stem (from the output file name). Returns 0. */
int sd_header_write(FILE *f, const struct sd_ast *ast, const char *guard);

#endif
