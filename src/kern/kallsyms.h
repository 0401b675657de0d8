/* kallsyms.h - /proc/kallsyms lines as DTrace's dt_modsym_update( ) reads
 * them, shared by ktypes.c and ksymsize.c (kern's own; not for other layers).
 */
#ifndef SONDA_KERN_KALLSYMS_H
#define SONDA_KERN_KALLSYMS_H

#include <stdbool.h>
#include <stddef.h>

/* The module a /proc/kallsyms line's symbol belongs to: its "[mod]" field,
 * else "vmlinux" (in mod, n bytes). */
void sd_kallsyms_module(const char *line, char *mod, size_t n);
/* Is a line of module lmod one of module mod's (any when mod is NULL)?
 * dt_modsym_update( ) leaves out bpf's and the kprobes' symbols. */
bool sd_kallsyms_in(const char *lmod, const char *mod);

#endif
