/* ktypes.h - member offsets of kernel structures, from the kernel's BTF.
 *
 * Used by the code generator for builtins that read kernel memory (ppid,
 * vtimestamp, ...). The vmlinux BTF is loaded once, lazily.
 */
#ifndef SONDA_KERN_KTYPES_H
#define SONDA_KERN_KTYPES_H

#include "../base/common.h"

/* Byte offset of a member path such as "real_parent" or
 * "se.sum_exec_runtime" in struct sname, or -errno (-ENOENT when the kernel
 * has no BTF or no such member). Members of anonymous unions and structs
 * are found as C finds them. */
long sd_ktype_offset(const char *sname, const char *path);

#endif
