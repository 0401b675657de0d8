/* ktypes.h - member offsets of kernel structures, from the kernel's BTF.
 *
 * Used by the code generator for builtins that read kernel memory (ppid,
 * vtimestamp, ...). The vmlinux BTF is loaded once, lazily.
 */
#ifndef SONDA_KERN_KTYPES_H
#define SONDA_KERN_KTYPES_H

#include "../base/common.h"

struct btf;

/* The kernel's vmlinux BTF, loaded on first use and shared by every user
 * (a load reads and parses ~5 MB: 7-10 ms), or NULL if it has none. */
struct btf *sd_kbtf(void);

/* Byte offset of a member path such as "real_parent" or
 * "se.sum_exec_runtime" in struct sname, or -errno (-ENOENT when the kernel
 * has no BTF or no such member). Members of anonymous unions and structs
 * are found as C finds them. */
long sd_ktype_offset(const char *sname, const char *path);

/* Does the kernel's BTF define a typedef called name? Loads the BTF. */
bool sd_ktype_is_typedef(const char *name);
/* Does the kernel's BTF have an integer type called name ("int", "char")? */
bool sd_ktype_is_int(const char *name);
/* name as the kernel's types are looked up: itself without a scope; the
 * part after mod` when mod is a module whose types DTrace's
 * dtrace_lookup_by_type( ) finds (the kernel's included: "vmlinux", its
 * alias "genunix", a module with BTF of its own, which imports the
 * kernel's); NULL for any other scope (an unknown module has none:
 * dt_module_load( ) fails; `name and a`b`name are no scopes to it). */
const char *sd_ktype_unscoped(const char *name);

/* The address of kernel symbol name from /proc/kallsyms, or 0. */
uint64_t sd_ksym_addr(const char *name);
/* The address of kernel symbol name in module mod ("vmlinux" for the
 * kernel's own, which the caller also names "genunix" as DTrace's
 * dt_module_lookup_by_name( ) does; a module's from the "[mod]" names of
 * /proc/kallsyms), or 0; *known says whether kallsyms lists module mod. */
uint64_t sd_ksym_addr_in(const char *mod, const char *name, bool *known);
/* Is name a kernel module DTrace's dt_module_lookup_by_name( ) knows:
 * vmlinux (genunix), one /proc/kallsyms tags symbols of ("[name]", not bpf
 * nor __builtin__kprobes: dt_modsym_update( )), or a built-in module the
 * kernel's modules.builtin.ranges places? A built-in module without ranges
 * is part of vmlinux to it. */
bool sd_kmod_known(const char *name);
/* The address of kernel function name and its size (up to the symbol
 * kallsyms lists after it), or 0. */
uint64_t sd_ksym_range(const char *name, uint64_t *size);
/* Is name a per-CPU variable of the kernel (in BTF's .data..percpu)? Its
 * symbol, where kallsyms lists it, is an offset, not an address. */
bool sd_ksym_percpu(const char *name);
/* Why the kernel variable name has no address sonda can read, for an
 * error message: a per-CPU variable (BTF has it in .data..percpu), or
 * /proc/kallsyms lists no data symbols (CONFIG_KALLSYMS_ALL off), or NULL
 * (no known reason: no such symbol). */
const char *sd_ksym_why_missing(const char *name);

#endif
