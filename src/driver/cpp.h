/* cpp.h - running the system C preprocessor over a script (-C). */
#ifndef SONDA_DRIVER_CPP_H
#define SONDA_DRIVER_CPP_H

#include <stdbool.h>

struct sd_opts;

/* Runs cpp over text (if interp, a "#!" first line is blanked, keeping
 * line numbers: DTrace skips it only in a seekable file, cpp refuses it
 * from a pipe) with DTrace's predefined macros and the -D/-U/-I/-H/cppargs
 * settings of o. Returns the output (malloc'd; its "# N file" lines are
 * for the lexer), or NULL after printing an error: with errout, cpp's
 * messages and the error are kept there instead (malloc'd), to be printed
 * once the programs before the script have compiled. */
char *sd_cpp(const char *text, const char *file, bool interp,
	     const struct sd_opts *o, char **errout);

#endif
