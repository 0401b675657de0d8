/* cg_image.c - the descriptors the image carries for the runtime: one per
 * aggregation (its function, parameters and key values) and the types
 * print() prints, copied out of sema's aggregations and types so that the
 * runtime needs nothing of the compiler (image.h). Everything lives in the
 * image's arena, and goes with sd_image_release().
 */
#include "cg_int.h"

#include <stdlib.h>
#include <string.h>

#include "../base/arena.h"
#include "../base/opts.h"

static const char *dup(struct sd_arena *ar, const char *s)
{
	return s ? sd_arena_strdup(ar, s) : NULL;
}

const char *cg_img_str(struct cg *g, const char *s)
{
	return dup(&g->img->arena, s);
}

static const enum sd_aggfn fnmap[] = {
	[SD_F_COUNT] = SD_AGG_COUNT, [SD_F_SUM] = SD_AGG_SUM,
	[SD_F_AVG] = SD_AGG_AVG, [SD_F_MIN] = SD_AGG_MIN, [SD_F_MAX] = SD_AGG_MAX,
	[SD_F_STDDEV] = SD_AGG_STDDEV, [SD_F_QUANTIZE] = SD_AGG_QUANTIZE,
	[SD_F_LQUANTIZE] = SD_AGG_LQUANTIZE, [SD_F_LLQUANTIZE] = SD_AGG_LLQUANTIZE,
};

/* The value an aggregation key of type t decodes to (aggfmt.h's key blob). */
static void key_value(struct cg *g, const struct sd_type *t, struct sd_value *v)
{
	v->tname = cg_img_str(g, t->name);
	if (t->symkind) {
		v->kind = cg_symkinds[t->symkind];
		v->npcs = (int)t->nelem;
		v->no_frames = t->nelem == 0;
		v->size = v->kind == SD_V_KSTACK ? 8 * v->npcs :
			  v->kind == SD_V_USTACK ? 8 * (v->npcs + 1) :
			  v->kind == SD_V_KSYM || v->kind == SD_V_KMOD ? 8 : 16;
	} else if (t->kind == SD_T_STRING) {
		v->kind = SD_V_STR;	/* strsize + 1 bytes, as DTrace's key record */
		v->size = (int)g->strsize;
		v->len = g->strsize;
	} else if (cg_key_bytes(t)) {	/* struct, union, array: its bytes */
		v->kind = SD_V_BYTES;
		v->size = (int)t->size;
		v->len = t->size;
	} else {
		v->kind = SD_V_INT;
		v->size = t->size && t->size <= 8 ? (int)t->size : 8;
		/* an enum unsigned, as a traced one (cg_act.c) */
		v->is_signed = sd_type_is_signed(t) && sd_type_canon(t)->kind != SD_T_ENUM;
	}
}

static void agg_desc(struct cg *g, const struct sd_agg *a, struct sd_aggdesc *d)
{
	const struct sd_agg_layout *l = &g->img->aggs[a->id];

	d->id = a->id;
	d->name = cg_img_str(g, a->name);
	d->fn = fnmap[a->fn];
	if (a->fn == SD_F_LLQUANTIZE) {
		d->factor = a->arg[0];
		d->lmag = a->arg[1];
		d->hmag = a->arg[2];
		d->nsteps = a->arg[3];
	} else {
		d->low = a->arg[0];
		d->high = a->arg[1];
		d->step = a->arg[2];
	}
	d->nkeys = a->nkeys;
	d->keysize = l->keysize;
	for (int k = 0; k < a->nkeys; k++) {
		d->key_off[k] = l->key_off[k];
		key_value(g, a->keys[k], &d->keys[k]);
		d->keynames[k] = a->keynames[k] ? cg_img_str(g, a->keynames[k]) : NULL;
	}
}

void cg_agg_descs(struct cg *g)
{
	struct sd_image *img = g->img;

	img->aggdescs = sd_arena_alloc(&img->arena,
				       (size_t)(img->naggs + 1) * sizeof(*img->aggdescs));
	for (struct sd_agg *a = g->cu->aggs; a; a = a->next)
		agg_desc(g, a, &img->aggdescs[a->id]);
}

static enum sd_ptkind ptkind(const struct sd_type *t)
{
	switch (t->kind) {
	case SD_T_INT: return SD_PT_INT;
	case SD_T_FLOAT: return SD_PT_FLOAT;
	case SD_T_PTR: return SD_PT_PTR;
	case SD_T_ENUM: return SD_PT_ENUM;
	case SD_T_STRUCT: case SD_T_UNION: return SD_PT_STRUCT;
	case SD_T_ARRAY: return SD_PT_ARRAY;
	case SD_T_STRING: return SD_PT_STRING;
	default: return SD_PT_OTHER;
	}
}

/* A kernel struct's bit-field is a slice of its resolved type (dt_btf.c),
 * named "short unsigned int" rather than "u16". */
static const struct sd_pmember *pmembers(struct sd_arena *ar, const struct sd_member *m,
					 bool kernel)
{
	struct sd_pmember *head = NULL, **tail = &head;

	for (; m; m = m->next) {
		struct sd_pmember *pm = sd_arena_alloc(ar, sizeof(*pm));
		pm->name = dup(ar, m->name);
		pm->type = sd_cg_ptype(ar, m->bits && kernel ? sd_type_canon(m->type) : m->type);
		pm->off = m->off;
		pm->bit_off = m->bit_off;
		pm->bits = m->bits;
		*tail = pm;
		tail = (struct sd_pmember **)&pm->next;
	}
	return head;
}

static const struct sd_penum *penums(struct sd_arena *ar, const struct sd_enumerator *e)
{
	struct sd_penum *head = NULL, **tail = &head;

	for (; e; e = e->next) {
		struct sd_penum *pe = sd_arena_alloc(ar, sizeof(*pe));
		pe->name = dup(ar, e->name);
		pe->value = e->value;
		*tail = pe;
		tail = (struct sd_penum **)&pe->next;
	}
	return head;
}

/* A struct member's type is copied with the member; the walk ends at
 * pointers, whose targets print() does not follow. */
const struct sd_ptype *sd_cg_ptype(struct sd_arena *ar, const struct sd_type *t)
{
	struct sd_ptype *p = sd_arena_alloc(ar, sizeof(*p));

	p->kind = ptkind(t);
	p->name = dup(ar, t->name);
	p->size = t->size;
	p->is_signed = sd_type_is_signed(t);
	p->is_char = t->kind == SD_T_INT && t->is_char;
	p->is_typedef = t->typedef_of != NULL;
	if (p->kind == SD_PT_ARRAY) {
		p->elem = sd_cg_ptype(ar, t->base);
		p->nelem = t->nelem;
	} else if (p->kind == SD_PT_STRUCT) {
		p->members = pmembers(ar, t->members, t->is_kernel);
	} else if (p->kind == SD_PT_ENUM) {
		p->enums = penums(ar, t->enums);
	}
	return p;
}

void sd_image_release(struct sd_image *img)
{
	for (size_t i = 0; i < img->nepids; i++) {
		const struct sd_epid_desc *ep = &img->epids[i];
		bool shared = false;	/* a clause's probes share its layout */

		for (size_t j = 0; j < i && !shared; j++)
			shared = img->epids[j].acts == ep->acts;
		for (int k = 0; k < ep->nacts && !shared; k++)
			sd_fmt_free(ep->acts[k].fmt);
	}
	if (img->epids_heap)
		free(img->epids);
	free(img->strtab);
	sd_arena_release(&img->arena);
	memset(img, 0, sizeof(*img));
}
