/* fuzz_compile.c - libFuzzer target over the compiler: lexer, parser, sema
 * (probe matching included) and, for a program that checks, code
 * generation, on arbitrary text. Nothing is loaded. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/arena.h"
#include "base/opts.h"
#include "cg/cg.h"
#include "driver/ctx.h"
#include "lang/parse.h"
#include "lang/sema.h"
#include "prov/prov.h"

static struct sd_probe_tab *tab;	/* kept: populating reads tracefs */
static struct sd_ctx ctx;		/* one run's contexts for every input */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sd_arena arena = { 0 };
	struct sd_opts opts;
	struct sd_cu cu;
	struct sd_parse_opts po = { .file = "fuzz.d" };
	char *text = malloc(size + 1);

	if (!tab) {
		sd_ctx_begin(&ctx);
		tab = calloc(1, sizeof(*tab));
		sd_probe_tab_init(tab);
	}
	memcpy(text, data, size);
	text[size] = '\0';
	sd_opts_init(&opts);
	memset(&cu, 0, sizeof(cu));
	cu.arena = &arena;
	cu.opts = &opts;
	cu.probes = tab;
	cu.nprogs = 1;
	sd_types_init(&cu.types, &arena, (uint32_t)opts.strsize);
	cu.all_errors = true;
	if (sd_parse(text, &po, &arena, &cu.diag, &cu.ast) == 0 && !cu.diag.n &&
	    sd_sema(&cu) == 0) {
		struct sd_image img = { 0 };

		sd_cg(&cu, &img);
		sd_image_release(&img);
	}
	sd_diag_free(&cu.diag);
	sd_opts_free(&opts);
	sd_arena_release(&arena);
	free(text);
	return 0;
}
