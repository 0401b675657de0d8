/* cg_maps.c - aggregations and dynamic variables share maps, so that every
 * program stays inside the kernel's maps per program.
 *
 * DTrace has one map for all aggregations and one for all dynamic
 * variables, their keys as long as the longest tuple (dt_bpf.c
 * gmap_create_aggs( ), gmap_create_dvars( )): no script has too many. sonda
 * gives the first aggregations and variables maps of their own and nests
 * the others in arrays of maps, one array per key and value size
 * (image.h). When the image's maps together could pass the kernel's limit
 * in one program, they share more, level by level, until they cannot:
 *   1. nested keys and variables' values rounded up to a power of two (zero
 *      bytes after keys; past 64 KiB, to a multiple of 64 KiB);
 *   2. every nested aggregation's and associative array's key the largest
 *      of its kind (cpukey or not), as in DTrace's one map of each, values
 *      still their power of two (a few dozen sizes: an entry of a map that
 *      is not preallocated takes its memory when it is made, and small ones
 *      stay small); the keyless aggregations in one array, the largest
 *      value; then fewer maps of their own, down to none;
 *   3. every dynamic variable's value the largest, as DTrace's dvars map's.
 * At level 3 the image has at most 13 + 1 + 21 + 2 maps (21: the value
 * sizes of nested aggregations, cpukey or not).
 */
#include "cg_int.h"

#include <string.h>

#include "../kern/bpf.h"

/* The maps a program may use besides aggregations' and variables' (the
 * other roles of enum sd_map_role, each one map). */
#define OTHER_MAPS	13
#define POW2_MAX	65536u

static void layout_all(struct cg *g)
{
	struct sd_image *img = g->img;

	memset(img->aggs, 0, (size_t)img->naggs * sizeof(*img->aggs));
	memset(img->dvars, 0, (size_t)img->ndvars * sizeof(*img->dvars));
	for (struct sd_agg *a = g->cu->aggs; a; a = a->next)
		cg_agg_layout(g, a);
	for (struct sd_var *v = g->cu->vars; v; v = v->next)
		if (v->type && (v->kind == SD_VAR_TLS || v->kind == SD_VAR_ASSOC))
			cg_dvar_layout(g, v);
}

/* The distinct maps of the image's aggregations and variables, all
 * programs together: at most this many in any one. */
static int count_maps(const struct sd_image *img)
{
	int n = OTHER_MAPS;

	for (int i = 0; i < img->naggs; i++) {
		const struct sd_agg_layout *l = &img->aggs[i];
		if (l->nwords)
			n += l->nested ? l->outer == i : l->map == i;
	}
	for (int i = 0; i < img->ndvars; i++) {
		const struct sd_dvar_layout *l = &img->dvars[i];
		if (l->valsize)
			n += !l->nested || l->outer == i;
	}
	return n;
}

/* A key's or variable's value's size at level 1: a power of two, or past
 * 64 KiB a multiple of 64 KiB (one near the scratch space's 1 MiB, doubled,
 * would not fit). */
static uint32_t size_class(uint32_t n)
{
	return n <= POW2_MAX ? cg_pow2(n) : (uint32_t)SD_ALIGN(n, POW2_MAX);
}

/* Level 2's sizes: the largest of each kind, from level 0's layouts. */
static void largest(struct cg *g)
{
	const struct sd_image *img = g->img;
	struct cg_share *s = &g->share;

	for (int i = 0; i < img->naggs; i++) {
		const struct sd_agg_layout *l = &img->aggs[i];
		if (!l->nwords)
			continue;
		if (l->array) {
			s->arrwords = SD_MAX(s->arrwords, l->vwords);
			continue;
		}
		s->aggkey[l->cpukey] = SD_MAX(s->aggkey[l->cpukey], size_class(l->keysize));
	}
	for (int i = 0; i < img->ndvars; i++) {
		const struct sd_dvar_layout *l = &img->dvars[i];
		if (!l->valsize)
			continue;
		s->dvarval = SD_MAX(s->dvarval, size_class(l->valsize));
		if (!l->tls)
			s->dvarkey = SD_MAX(s->dvarkey, size_class(l->keysize));
	}
}

void cg_share_agg(const struct cg *g, struct sd_agg_layout *l)
{
	if (g->share.level >= 1)
		l->keysize = size_class(l->keysize);
	if (g->share.level >= 2)
		l->keysize = g->share.aggkey[l->cpukey];
}

/* A thread-local variable's key is the thread, on the stack: 8 bytes.
 * Values are stored from a buffer of the element's size (cg_var.c). */
void cg_share_dvar(const struct cg *g, struct sd_dvar_layout *l)
{
	if (g->share.level >= 1)
		l->valsize = size_class(l->valsize);
	if (g->share.level >= 3)
		l->valsize = g->share.dvarval;
	if (l->tls)
		return;
	if (g->share.level >= 1)
		l->keysize = size_class(l->keysize);
	if (g->share.level >= 2)
		l->keysize = g->share.dvarkey;
}

void cg_fit_maps(struct cg *g)
{
	static const int own[] = { 16, 8, 4, 0 };
	struct cg_share *s = &g->share;

	s->agg_own = SD_AGG_OWN_MAPS;
	s->dvar_own = SD_DVAR_OWN_MAPS;
	layout_all(g);
	if (count_maps(g->img) <= SD_BPF_MAX_USED_MAPS)
		return;
	largest(g);
	for (s->level = 1; s->level <= 2; s->level++) {
		layout_all(g);
		if (count_maps(g->img) <= SD_BPF_MAX_USED_MAPS)
			return;
	}
	s->level = 2;
	for (size_t i = 0; i < SD_ARRAY_SIZE(own); i++) {
		s->agg_own = own[i];
		s->dvar_own = own[i] / 2;
		layout_all(g);
		if (count_maps(g->img) <= SD_BPF_MAX_USED_MAPS)
			return;
	}
	s->level = 3;
	layout_all(g);
}
