/* dof.h - USDT probes from DTrace's DOF (the .SUNW_dof section that
 * `dtrace -G` links into a program built with a `dtrace -h` header).
 *
 * A DOF blob is a header, an array of section headers, then the sections'
 * data. Each provider section names its string table, probe table,
 * argument mapping table, probe offset table and (DOF version 2 and 3)
 * is-enabled offset table. A probe records its function's address, its
 * function and probe names, its native argument types and the offsets of
 * its sites (and is-enabled sites) from the function's address.
 *
 * The reader trusts nothing: every index, offset and string is bounds
 * checked, and a malformed blob is rejected as a whole (-EINVAL) rather
 * than half-read. Only little-endian LP64 DOF (x86-64) is accepted.
 */
#ifndef SONDA_SYM_DOF_H
#define SONDA_SYM_DOF_H

#include "../base/common.h"
#include "../base/arena.h"

#define SD_DOF_MAXARGS 10

struct sd_dof_probe {
	const char *prov;	/* provider name, without a pid */
	const char *func;	/* the function the sites are in */
	const char *name;	/* probe name ("query-start": DTrace stores
				   it with "__" already made "-") */
	uint64_t addr;		/* the function's link-time address */
	const uint32_t *offs;	/* sites: offsets from addr */
	size_t noffs;
	const uint32_t *enoffs;	/* is-enabled sites: offsets from addr */
	size_t nenoffs;
	int nargc;		/* native argument count */
	uint8_t version;	/* the blob's DOF version: 3 (DTrace for
				   Linux) has argument-driven is-enabled
				   sites, 2 return-value-driven ones */
	const char *nargv[SD_DOF_MAXARGS];	/* native argument types */
};

struct sd_dof {
	struct sd_dof_probe *probes;
	size_t nprobes;
	struct sd_arena arena;
};

/* Parses len bytes of DOF: one blob, or several back to back with zero
 * padding between them (as the linker joins the .SUNW_dof sections of
 * several objects). 0 with *out set (free it with sd_dof_free()), or
 * -EINVAL if any blob is malformed or foreign. */
int sd_dof_parse(const void *buf, size_t len, struct sd_dof **out);
/* The DOF of the ELF file at path: its .SUNW_dof section, with probe
 * addresses as linked (a dynamic relocation that targets the section,
 * R_X86_64_RELATIVE, or R_X86_64_64 / GLOB_DAT against a symbol the file
 * defines, gives the field its link-time value). 0 with *out
 * set, -ENOENT if the file has no such section, -EINVAL if it is
 * malformed, or another -errno. */
int sd_dof_read(const char *path, struct sd_dof **out);
/* Frees d; accepts NULL. */
void sd_dof_free(struct sd_dof *d);

#endif
