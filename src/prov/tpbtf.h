/* tpbtf.h - what the kernel's BTF says of tracepoints: the argument types
 * of raw tracepoints (their btf_trace_EVENT typedefs), the record structs
 * of tracepoint events, and type names as DTrace prints them. Used by the
 * derived providers (tp.c) and sdt. */
#ifndef SONDA_PROV_TPBTF_H
#define SONDA_PROV_TPBTF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct btf;

/* The raw tracepoint argument types of event from the kernel's BTF
 * (typedef btf_trace_EVENT): up to max C type texts (malloc'd) into
 * types[]. Returns how many, or -errno (-ENOENT: no such raw tracepoint
 * or no BTF). */
int sd_tp_raw_types(const char *event, char **types, int max);
/* The BTF id of struct trace_event_raw_EVENT in the kernel's BTF (the
 * record of an event the kernel defines with TRACE_EVENT: the class of a
 * DEFINE_EVENT has it under the class's name), or 0; *btf is that BTF. */
uint32_t sd_tp_event_struct(const char *event, const struct btf **btf);
/* The name of BTF type id as DTrace names the type of an sdt argument:
 * libctf's name ("char [16]", "const void *", "pid_t") read back as a D
 * type, so integers are D's ("long", "unsigned long"). */
void sd_tp_btf_type_text(const struct btf *btf, uint32_t id, char *buf,
			 size_t size);

/* True if the kernel's BTF knows a raw tracepoint named event. */
bool sd_tp_raw_exists(const char *event);

#endif
