/* tap.h - a tiny TAP producer for sonda's C unit tests.
 *
 *   #include "tap.h"
 *   static void test_x(void) { OK(1 + 1 == 2); STREQ(got, "want"); }
 *   int main(void) { RUN(test_x); return tap_done(); }
 *
 * SKIP("reason") records a check that cannot run here (not root, a kernel
 * feature missing) as "ok N - test # SKIP reason": never a silent pass.
 */
#ifndef SONDA_TESTS_TAP_H
#define SONDA_TESTS_TAP_H

#include <stdio.h>
#include <string.h>

#include "driver/ctx.h"

static int tap_n, tap_failed, tap_skipped;
static const char *tap_cur = "";

#define OK(cond) tap_ok(!!(cond), #cond, __FILE__, __LINE__)
#define STREQ(got, want) tap_streq((got), (want), __FILE__, __LINE__)
#define SKIP(why) tap_skip(why)
#define RUN(fn) (tap_cur = #fn, fn())

static inline void tap_ok(int ok, const char *what, const char *f, int l)
{
	tap_n++;
	printf("%s %d - %s: %s\n", ok ? "ok" : "not ok", tap_n, tap_cur, what);
	if (!ok) {
		tap_failed++;
		printf("#   failed at %s:%d\n", f, l);
	}
}

static inline void tap_skip(const char *why)
{
	tap_n++;
	tap_skipped++;
	printf("ok %d - %s # SKIP %s\n", tap_n, tap_cur, why);
}

static inline void tap_streq(const char *got, const char *want, const char *f, int l)
{
	int ok = got && want && strcmp(got, want) == 0;

	tap_n++;
	printf("%s %d - %s\n", ok ? "ok" : "not ok", tap_n, tap_cur);
	if (!ok) {
		tap_failed++;
		printf("#   failed at %s:%d\n#   got:  \"%s\"\n#   want: \"%s\"\n",
		       f, l, got ? got : "(null)", want ? want : "(null)");
	}
}

/* A check of the error a compile reported: want and got are tag names,
 * NULL for none; text is the program, shown when they differ. */
static inline void tap_tag(const char *want, const char *got, const char *text)
{
	int ok = want && got ? strcmp(want, got) == 0 : want == got;

	tap_n++;
	if (ok) {
		printf("ok %d - %s\n", tap_n, want ? want : "valid");
	} else {
		tap_failed++;
		printf("not ok %d - want %s, got %s\n#   %s\n", tap_n,
		       want ? want : "no error", got ? got : "no error", text);
	}
}

/* Every test runs inside one run's contexts, as sonda's main() does. */
static struct sd_ctx tap_ctx;

__attribute__((constructor)) static void tap_ctx_begin(void)
{
	sd_ctx_begin(&tap_ctx);
}

__attribute__((destructor)) static void tap_ctx_end(void)
{
	sd_ctx_end(&tap_ctx);
}

static inline int tap_done(void)
{
	printf("1..%d\n", tap_n);
	return tap_failed ? 1 : 0;
}

#endif
