/* dlib.h - the built-in D library: typedefs, inlines and translators that
 * DTrace for Linux provides (psinfo_t, curpsinfo, errno and signal names).
 *
 * The library is parsed before the user's programs; its declarations carry
 * sd_dlib_file as their location's file, and sema checks them only when a
 * program uses them. */
#ifndef SONDA_LANG_DLIB_H
#define SONDA_LANG_DLIB_H

#include "../base/common.h"

/* The file name of library locations (compare the pointer). */
extern const char sd_dlib_file[];

/* The library's D source text, in three parts parsed in this order: the
 * process types and constants, the io/ip/tcp/udp section (only when a
 * program may use it: sd_dlib_net_wanted), then errno and signal names,
 * registers and fault codes (only when a program names one:
 * sd_dlib_tail_wanted). */
const char *sd_dlib_text(void);
const char *sd_dlib_net_text(void);
const char *sd_dlib_tail_text(void);

/* Does src name one of the io/ip/tcp/udp section's types or inlines, or
 * one of those providers (as a word)? */
bool sd_dlib_net_wanted(const char *src);

/* Does src name one of the last section's inlines (errno and signal
 * names, registers, fault codes) as a word? */
bool sd_dlib_tail_wanted(const char *src);

/* The D version the library binds name to ("#pragma D binding" in DTrace
 * for Linux's D libraries), 0 for 1.0 or none: -x version below it
 * removes the name, as DTrace's dt_reduce( ) does. */
uint32_t sd_dlib_binding(const char *name);

/* The version the library binds its translator from an input type
 * (named as sd_type names it) to out to ("#pragma D binding" ...
 * translator), 0 for 1.0 or none. */
uint32_t sd_dlib_xlator_binding(const char *out, const char *from);

/* Is name a type the library defines (for the parser's type lookahead)? */
bool sd_dlib_is_type(const char *name);
/* Is name an inline of the built-in library (any of its parts)? */
bool sd_dlib_is_inline(const char *name);

#endif
