/* tracefs.h - the tracing file system: mount point, event ids, formats.
 *
 * Read only: nothing here writes to tracefs (sonda never creates persistent
 * *_events entries). Paths are GROUP/EVENT below tracefs's events/. */
#ifndef SONDA_KERN_TRACEFS_H
#define SONDA_KERN_TRACEFS_H

#include "../base/common.h"

/* One field of a trace event record, from its format file. */
struct sd_tp_field {
	char *name;		/* "filename" */
	char *type;		/* C type text: "const char *", "char[16]",
				   "char[]" for a __data_loc string */
	int offset, size;	/* bytes in the record */
	bool is_signed;
	bool common;		/* one of the common_* header fields */
	bool data_loc;		/* __data_loc: u32 (len << 16 | offset) */
};

/* A parsed format file. Owned by the caller: sd_tp_format_free(). */
struct sd_tp_format {
	int id;				/* the event id ("ID:"), or -1 */
	struct sd_tp_field *fields;	/* common fields first, in file order */
	size_t n;
};

/* The tracefs mount point: /sys/kernel/tracing, else
 * /sys/kernel/debug/tracing; when neither is mounted, mounts tracefs at
 * /sys/kernel/tracing. Returns static storage, or NULL with errno set. */
const char *sd_tracefs(void);

/* The numeric id of events/GROUP/EVENT (for perf_event_attr.config), or
 * -errno (-ENOENT: no such event). */
int sd_tracefs_event_id(const char *group, const char *event);

/* Reads and parses events/GROUP/EVENT/format into *fmt. 0 or -errno. */
int sd_tracefs_format(const char *group, const char *event,
		      struct sd_tp_format *fmt);

/* Does events/GROUP/EVENT (events/GROUP with event NULL) exist? */
bool sd_tracefs_event_exists(const char *group, const char *event);

/* Parses the text of a format file. 0, or -EINVAL when no field was found
 * or a line is malformed. */
int sd_tp_format_parse(const char *text, struct sd_tp_format *fmt);

/* The field of fmt called name, or NULL. */
const struct sd_tp_field *sd_tp_format_field(const struct sd_tp_format *fmt,
					     const char *name);

/* Frees the fields of fmt (not fmt itself); accepts a zeroed fmt. */
void sd_tp_format_free(struct sd_tp_format *fmt);

/* The event names of events/GROUP (directories only), sorted by strcmp.
 * *names is a malloc'd array of n malloc'd strings: sd_tracefs_names_free().
 * 0 or -errno. With group NULL, lists the groups instead. */
int sd_tracefs_events(const char *group, char ***names, size_t *n);

/* The events tracefs's available_events lists, in its order (the order
 * DTrace for Linux makes its syscall, sdt and rawtp probes in): with group,
 * the event names of that group; with group NULL, every "GROUP:EVENT"
 * line. Freed with sd_tracefs_names_free(). 0 or -errno. */
int sd_tracefs_available(const char *group, char ***names, size_t *n);

/* Frees a list returned by sd_tracefs_events() or sd_tracefs_available(). */
void sd_tracefs_names_free(char **names, size_t n);

#endif
