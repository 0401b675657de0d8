/* utyped [N] - workload for typed pid arguments and variables read by
 * name from DWARF: N rounds (default 1), each calling the functions below
 * once. Built dynamic, PIE, with -g and without inlining (utyped), and at
 * -O0 (utyped-O0: parameters spilled to the frame, read through the frame
 * base). Prints a checksum at the end. Linked with libutyped.so (globals
 * of a library).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void utl_hit(long v);		/* libutyped.so */

struct point {
	int x, y;
};

enum color { RED, GREEN = 5, BLUE };

struct req {
	const char *name;
	int len;
	struct point at;	/* a nested struct */
	char tag[8];		/* a char array */
	struct req *next;	/* a pointer to the same struct */
	enum color color;
	unsigned flags : 3;	/* a bit-field */
	unsigned mode : 5;
};

typedef struct req req_t;
typedef unsigned long ut_size_t;

long ut_counter = 100;
static int ut_static = 7;
const char *ut_label = "label-one";
struct point ut_origin = { 3, 4 };
static volatile long sink;

__attribute__((noinline)) int ut_handle(struct req *r, int *out)
{
	sink += r->name[0] + r->next->name[0] + r->color + r->flags + r->mode;
	*out += r->len * 2;
	return r->len + r->at.x;
}

__attribute__((noinline)) req_t *ut_pick(req_t *a, req_t *b, int which)
{
	return which ? b : a;
}

__attribute__((noinline)) ut_size_t ut_measure(const char *s, ut_size_t max)
{
	ut_size_t n = strlen(s);

	return n < max ? n : max;
}

__attribute__((noinline)) enum color ut_color(enum color c, short delta)
{
	return (enum color)(c + delta);
}

__attribute__((noinline)) int ut_byval(struct point p, int k)
{
	return p.x * k + p.y;
}

__attribute__((noinline)) void ut_touch(long v)
{
	sink += v;
}

static long round_once(long i)
{
	/* the names live on the stack: their pages are always present, so
	   the tracer's reads of them never fault */
	char n1[16], n2[16];
	struct req second = { .name = n2, .len = 2, .at = { 20, 21 },
			      .tag = "two", .color = BLUE, .flags = 5, .mode = 17 };
	struct req first = { .name = n1, .len = (int)(10 + i), .at = { 7, 8 },
			     .tag = "one", .next = &second, .color = GREEN,
			     .flags = 3, .mode = 9 };
	int out = (int)i + 40;
	long x = 0;

	snprintf(n1, sizeof(n1), "first-%ld", i);
	snprintf(n2, sizeof(n2), "second");

	x += ut_handle(&first, &out) + out;
	x += ut_pick(&first, &second, (int)(i & 1))->len;
	x += (long)ut_measure(first.name, 64);
	x += ut_color(GREEN, 1);
	ut_counter += 1;
	ut_static += 2;
	sink += ut_byval(first.at, 3);
	utl_hit(1);
	ut_touch(x);
	return x;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1;
	long sum = 0;

	for (long i = 0; i < n; i++)
		sum += round_once(i);
	printf("utyped: %ld rounds, checksum %ld, %s\n", n, sum, ut_label);
	return 0;
}
