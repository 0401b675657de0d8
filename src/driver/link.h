/* link.h - `sonda -G`: the object DTrace's link mode makes, made the same
 * way (an ELF relocatable object, passed through the linker, ldpath, with
 * ld -r), so that builds which run dtrace -G and link its output keep
 * working. sonda's probes need nothing from it: the -h header puts them in
 * .note.stapsdt (header.h), so the object carries no DOF and the object
 * files named as operands are left as they are. */
#ifndef SONDA_DRIVER_LINK_H
#define SONDA_DRIVER_LINK_H

#include <stddef.h>

/* The object's file name for program idx of n as DTrace's link_prog( )
 * names it: out (-o) when it is the only program, else for an argument
 * (a script's path, a description as cropped for its notice) ending in
 * ".d" its base name with ".o", else "d.out" for one program, "d.out.IDX"
 * for several. malloc'd. */
char *sd_link_output(const char *out, const char *arg, size_t idx, size_t n);

/* The object files named as operands, checked as DTrace's process_obj( )
 * opens them before it writes a program's object (opened for writing, an
 * ELF file, not an archive, of the data model's class and this machine;
 * model is 32 or 64): 0, or -1 after saying on stderr "sonda: failed to
 * link NAME: failed to open x.o: No such file or directory". */
int sd_link_check_objs(const char *const *objs, size_t n, int model, const char *name);

/* Writes the object to path through the linker ld (a shell command, as
 * DTrace runs it), path first opened for writing as DTrace opens it: 0, or
 * -1 after saying on stderr "sonda: failed to link NAME: failed to open
 * PATH: Is a directory" or "...: failed to link PATH: LD exited with
 * status N" (name: "script x" for a script x.d). */
int sd_link_write(const char *ld, const char *path, const char *name);

/* -G with -o and several programs: the programs' objects linked into
 * path ("LD -o PATH -r OBJ..."), then removed, as DTrace's
 * dtrace_program_link( ) of no program does: 0, or -1 after saying
 * "sonda: failed to link PATH: LD exited with status N". */
int sd_link_combine(const char *ld, const char *path, char *const *objs, size_t n);

#endif
