/* ctx.h - the contexts of one run, one per layer that caches.
 *
 * Facts sonda learns while it runs (the kernel's BTF and features, the
 * providers' indexes of kernel events and functions, the debuginfod
 * client, ...) are cached in these objects, not in file statics. main()
 * makes them with sd_ctx_begin() before anything else runs, each layer
 * reaches its own through its accessor (sd_sym_ctx(), ...), and
 * sd_ctx_end() frees everything when the run is over. A unit test or the
 * fuzzer does the same around what it runs.
 */
#ifndef SONDA_DRIVER_CTX_H
#define SONDA_DRIVER_CTX_H

#include "../kern/ctx.h"
#include "../lang/ctx.h"
#include "../prov/ctx.h"
#include "../rt/ctx.h"
#include "../sym/ctx.h"

struct sd_ctx {
	struct sd_sym_ctx sym;
	struct sd_kern_ctx kern;
	struct sd_prov_ctx prov;
	struct sd_lang_ctx lang;
	struct sd_rt_ctx rt;
};

/* Makes and installs every layer's context. */
void sd_ctx_begin(struct sd_ctx *c);
/* Frees them and uninstalls them. */
void sd_ctx_end(struct sd_ctx *c);

#endif
