/* fuzz_compile.c - libFuzzer target over the compiler: lexer, parser, sema
 * (probe matching included) and, for a program that checks, code
 * generation, on arbitrary text. Nothing is loaded. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "base/arena.h"
#include "base/opts.h"
#include "cg/cg.h"
#include "driver/ctx.h"
#include "lang/parse.h"
#include "lang/sema.h"
#include "prov/prov.h"

static struct sd_probe_tab *tab;	/* kept: populating reads tracefs */
static struct sd_ctx ctx;		/* one run's contexts for every input */

struct input {
	const uint8_t *data;
	size_t size;
};

static void *compile_one(void *arg);

/* The passes recurse as deep as the program nests (the parser takes
 * 10,000 levels, as DTrace's): they run on a stack as big as sonda's own
 * compile thread's (driver/compile.c), reserved once, not committed. */
#define STACK_SIZE	(1ul << 30)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static void *stack;
	struct input in = { data, size };
	pthread_attr_t attr;
	pthread_t tid;

	if (!stack)
		stack = mmap(NULL, STACK_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE |
			     MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	if (stack == MAP_FAILED)
		abort();
	pthread_attr_init(&attr);
	pthread_attr_setstack(&attr, stack, STACK_SIZE);
	if (pthread_create(&tid, &attr, compile_one, &in))
		abort();
	pthread_join(tid, NULL);
	pthread_attr_destroy(&attr);
	return 0;
}

static void *compile_one(void *arg)
{
	const uint8_t *data = ((struct input *)arg)->data;
	size_t size = ((struct input *)arg)->size;
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
	return NULL;
}
