/* ctx.c - the contexts of one run (see ctx.h). */
#include "ctx.h"

void sd_ctx_begin(struct sd_ctx *c)
{
	sd_sym_ctx_init(&c->sym);
	sd_sym_ctx_set(&c->sym);
	sd_kern_ctx_init(&c->kern);
	sd_kern_ctx_set(&c->kern);
	sd_prov_ctx_init(&c->prov);
	sd_prov_ctx_set(&c->prov);
	sd_lang_ctx_init(&c->lang);
	sd_lang_ctx_set(&c->lang);
	sd_rt_ctx_init(&c->rt);
	sd_rt_ctx_set(&c->rt);
}

void sd_ctx_end(struct sd_ctx *c)
{
	sd_rt_ctx_free(&c->rt);
	sd_lang_ctx_free(&c->lang);
	sd_prov_ctx_free(&c->prov);
	sd_kern_ctx_free(&c->kern);
	sd_sym_ctx_free(&c->sym);
}
