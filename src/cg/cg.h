/* cg.h - code generation: the checked program -> BPF programs + layouts.
 *
 * One BPF program per matched probe: a prologue (context, state check,
 * scratch), then every clause that matched the probe, in program order, each
 * guarded by its predicate. cg never makes a system call: map references
 * are left as relocations (struct sd_reloc) that the loader patches with
 * file descriptors.
 */
#ifndef SONDA_CG_CG_H
#define SONDA_CG_CG_H

#include "image.h"

struct sd_arena;
struct sd_cu;
struct sd_type;

/* Generates code for every clause of cu. 0, or -1 with errors in cu->diag. */
int sd_cg(struct sd_cu *cu, struct sd_image *img);
/* Frees everything img holds (its arena, string table and formats; a
 * format shared by several EPIDs once) and zeroes it, so a second call
 * does nothing. The image's owner calls it: struct sd_compile's
 * (driver/compile.h), or whoever called sd_cg() directly. */
void sd_image_release(struct sd_image *img);
/* The image's copy of type t for print() (cg_image.c), allocated in ar. */
const struct sd_ptype *sd_cg_ptype(struct sd_arena *ar, const struct sd_type *t);

#endif
