/* ctx.h - the runtime's state for one run.
 *
 * What the runtime learns while it runs is cached in one struct
 * sd_rt_ctx, not in file statics: whether the kernel's batched map
 * operations work (aggmap.c) and libstdc++'s demangler, looked up once
 * (sym.c). The driver makes it with sd_rt_ctx_init(), installs it with
 * sd_rt_ctx_set() for the run and frees it with sd_rt_ctx_free();
 * sd_rt_ctx() returns the installed one (a bug if there is none).
 */
#ifndef SONDA_RT_CTX_H
#define SONDA_RT_CTX_H

#include <stdbool.h>
#include <stddef.h>

typedef char *(*sd_demangle_fn)(const char *name, char *buf, size_t *len, int *status);

struct sd_rt_ctx {
	int batch_state;		/* aggmap.c: 0 unknown, 1 usable, -1 not */
	bool demangler_tried;		/* sym.c: libstdc++ looked up */
	sd_demangle_fn demangler;	/* ... and its __cxa_demangle, or NULL */
};

void sd_rt_ctx_init(struct sd_rt_ctx *r);
void sd_rt_ctx_free(struct sd_rt_ctx *r);
void sd_rt_ctx_set(struct sd_rt_ctx *r);
struct sd_rt_ctx *sd_rt_ctx(void);

#endif
