/* ctx.c - the contexts of one run (see ctx.h). */
#include "ctx.h"

void sd_ctx_begin(struct sd_ctx *c)
{
	sd_sym_ctx_init(&c->sym);
	sd_sym_ctx_set(&c->sym);
	sd_kern_ctx_init(&c->kern);
	sd_kern_ctx_set(&c->kern);
}

void sd_ctx_end(struct sd_ctx *c)
{
	sd_kern_ctx_free(&c->kern);
	sd_sym_ctx_free(&c->sym);
}
