/* cpp.h - running the system C preprocessor over a script (-C). */
#ifndef SONDA_DRIVER_CPP_H
#define SONDA_DRIVER_CPP_H

struct sd_opts;

/* Runs cpp over text (a "#!" first line is blanked, keeping line numbers)
 * with DTrace's predefined macros and the -D/-U/-I/-H/cppargs settings of
 * o. Returns the output (malloc'd; its "# N file" lines are for the lexer),
 * or NULL after printing an error. */
char *sd_cpp(const char *text, const char *file, const struct sd_opts *o);

#endif
