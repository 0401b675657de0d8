/* link.h - `sonda -G`: the object DTrace's link mode makes, made the same
 * way (an ELF relocatable object, passed through the linker, ldpath, with
 * ld -r), so that builds which run dtrace -G and link its output keep
 * working. sonda's probes need nothing from it: the -h header puts them in
 * .note.stapsdt (header.h), so the object carries no DOF and the object
 * files named as operands are left as they are. */
#ifndef SONDA_DRIVER_LINK_H
#define SONDA_DRIVER_LINK_H

#include <stddef.h>

/* The object's file name as DTrace names it: out (-o) when given, else
 * the base name of a script "x.d" as "x.o", else "d.out". malloc'd. */
char *sd_link_output(const char *out, const char *script);

/* Writes the object to path through the linker ld (a shell command, as
 * DTrace runs it): 0, or -1 after saying on stderr "sonda: failed to link
 * NAME: failed to link PATH: LD exited with status N" (name: "script x"
 * for a script x.d). */
int sd_link_write(const char *ld, const char *path, const char *name);

#endif
