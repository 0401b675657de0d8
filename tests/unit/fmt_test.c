/* fmt_test.c - the printf engine, trace() items, stacks, hex dumps and the
 * symbolizers (rt/fmt.c, rt/sym.c). Expectations come from
 * docs/d-output-formats.md, byte for byte. */
#include "tap.h"
#include "rt/fmt.h"
#include "rt/sym.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

/* ---- value constructors ---- */

static struct sd_value vint(int64_t x)
{
	return (struct sd_value){ .kind = SD_V_INT, .size = 4,
				  .is_signed = true, .i = (uint64_t)x };
}

static struct sd_value vsized(int64_t x, int size, bool sgn)
{
	return (struct sd_value){ .kind = SD_V_INT, .size = size,
				  .is_signed = sgn, .i = (uint64_t)x };
}

static struct sd_value vstr(const char *s, size_t len)
{
	return (struct sd_value){ .kind = SD_V_STR, .s = s, .len = len };
}

static struct sd_value vptr(uint64_t p)
{
	return (struct sd_value){ .kind = SD_V_PTR, .size = 8, .i = p };
}

static struct sd_value vdouble(double d)
{
	struct sd_value v = { .kind = SD_V_FLOAT, .size = 8 };

	memcpy(&v.i, &d, sizeof(d));
	return v;
}

/* ---- a fake symbolizer: every symbol is 0x100 bytes long ---- */

struct fsym {
	uint64_t a;
	const char *mod, *name;
};

static const struct fsym ktab[] = {
	{ 0xffffffff81000000ULL, "vmlinux", "__vfs_write" },
	{ 0xffffffff81000100ULL, "vmlinux", "ksys_write" },
	{ 0xffffffff81000200ULL, "vmlinux", "__x64_sys_write" },
	{ 0xffffffff81000300ULL, "vmlinux", "do_syscall_64" },
	{ 0xffffffff81000400ULL, "vmlinux", "entry_SYSCALL_64_after_hwframe" },
	{ 0xffffffff81000500ULL, "vmlinux", "max_pfn" },
	{ 0xffffffffc0000000ULL, "ext4", "ext4_write" },
};

static const struct fsym utab[] = {
	{ 0x400000, "bash", "main" },
	{ 0x7f0000001000ULL, "libc.so.6", "malloc" },
};

static void fake_fmt(const struct fsym *t, size_t n, uint64_t a,
		     unsigned flags, struct sd_buf *out)
{
	for (size_t i = 0; i < n; i++) {
		if (a < t[i].a || a >= t[i].a + 0x100)
			continue;
		sd_buf_addstr(out, t[i].mod);
		if (flags & SD_SYM_MODONLY)
			return;
		sd_buf_addf(out, "`%s", t[i].name);
		if (a > t[i].a && !(flags & SD_SYM_NOOFF))
			sd_buf_addf(out, "+0x%llx",
				    (unsigned long long)(a - t[i].a));
		return;
	}
	sd_sym_addr_text(a, out);
}

static void fake_k(void *ctx, uint64_t a, unsigned flags, struct sd_buf *out)
{
	fake_fmt(ktab, SD_ARRAY_SIZE(ktab), a, flags, out);
}

static void fake_u(void *ctx, int pid, uint64_t a, unsigned flags,
		   struct sd_buf *out)
{
	if (flags & SD_SYM_NORESOLVE) {
		sd_buf_addf(out, "raw:0x%llx", (unsigned long long)a);
		return;
	}
	fake_fmt(utab, SD_ARRAY_SIZE(utab), a, flags, out);
}

static const struct sd_symbolizer fake = { .kernel = fake_k, .user = fake_u };

static struct sd_fmt_ctx ctx(void)
{
	struct sd_fmt_ctx c = SD_FMT_CTX_INIT;

	c.sym = &fake;
	return c;
}

/* ---- helpers ---- */

/* Renders fmt with args into a static buffer ("<parse error: msg>" on a
 * parse error). */
static const char *pf(const char *fmt, const struct sd_value *args,
		      size_t nargs)
{
	static struct sd_buf out;
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f;
	struct sd_fmt_ctx c = ctx();

	sd_buf_reset(&out);
	if (sd_fmt_parse(fmt, &f, &err) < 0) {
		sd_buf_addf(&out, "<parse error: %s>", sd_buf_str(&err));
		sd_buf_free(&err);
		return sd_buf_str(&out);
	}
	sd_fmt_render(&out, f, args, nargs, &c);
	sd_fmt_free(f);
	return sd_buf_str(&out);
}

/* The parse error message of fmt, or "" when it parses. */
static const char *perr(const char *fmt)
{
	static struct sd_buf err;
	struct sd_fmt *f = NULL;

	sd_buf_reset(&err);
	if (sd_fmt_parse(fmt, &f, &err) == 0) {
		sd_fmt_free(f);
		return "";
	}
	OK(f == NULL);
	return sd_buf_str(&err);
}

/* sd_fmt_check of the first conversion of fmt: NULL if it passes, else
 * the prototype text. */
static const char *chk(const char *fmt, struct sd_value proto)
{
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f;
	const char *want = NULL;
	int r;

	if (sd_fmt_parse(fmt, &f, &err) < 0)
		return "<parse error>";
	r = sd_fmt_check(&f->convs[0], &proto, &want);
	sd_fmt_free(f);
	return r == 0 ? NULL : want;
}

static const char *trace_s(const struct sd_value *v, bool quiet, bool raw)
{
	static struct sd_buf out;
	struct sd_fmt_ctx c = ctx();

	sd_buf_reset(&out);
	sd_fmt_trace(&out, v, quiet, raw, &c);
	return sd_buf_str(&out);
}

/* ---- printf: the doc's examples ---- */

static void test_doc_flags(void)
{
	struct sd_value a[] = { vint(0x123), vint(0x123), vint(0x123),
				vint(123), vint(123) };

	STREQ(pf("%#8x|%08x|%-8x|%+8d|% 8d|\n", a, 5),
	      "   0x123|00000123|123     |    +123|     123|\n");
}

static void test_doc_prec_dyn(void)
{
	struct sd_value a[] = { vstr("hello", 6), vint(4), vint(7), vint(4),
				vint(7), vint(3), vstr("hello", 6) };

	STREQ(pf("%5.2s|%*d|%-*d|%.*s|\n", a, 7), "   he|   7|7   |hel|\n");
}

static void test_doc_addr(void)
{
	struct sd_value a[] = { vptr(0xffffffff81000500ULL) };

	STREQ(pf("%a\n", a, 1), "vmlinux`max_pfn\n");
}

static void test_doc_p(void)
{
	struct sd_value a[] = { vptr(0x61), vint(97) };

	STREQ(pf("%p %x\n", a, 2), "61 61\n");
}

/* ---- printf: details ---- */

static void test_pct(void)
{
	struct sd_value a[] = { vint(100) };

	STREQ(pf("%d%%\n", a, 1), "100%\n");
	STREQ(pf("%%", NULL, 0), "%");
	STREQ(pf("no conversions", NULL, 0), "no conversions");
	STREQ(pf("", NULL, 0), "");
}

static void test_prec_zero_ignored(void)
{
	struct sd_value s[] = { vstr("hello", 6) };
	struct sd_value d[] = { vdouble(1.5) };

	STREQ(pf("%.0s|", s, 1), "hello|");
	STREQ(pf("%.0f|", d, 1), "1.500000|");
	STREQ(pf("%.1f|", d, 1), "1.5|");
}

static void test_dyn_width(void)
{
	struct sd_value neg[] = { vint(-5), vint(7) };
	struct sd_value prec[] = { vint(8), vint(2), vstr("hello", 6) };
	struct sd_value negprec[] = { vint(-1), vstr("hello", 6) };

	STREQ(pf("%*d|", neg, 2), "7    |");
	STREQ(pf("%*.*s|", prec, 3), "      he|");
	STREQ(pf("%.*s|", negprec, 2), "hello|");
}

static void test_question_width(void)
{
	struct sd_value a[] = { vptr(0x1234) };

	STREQ(pf("%?p|", a, 1), "            1234|");
	STREQ(pf("%-?p|", a, 1), "1234            |");
}

static void test_p_alt(void)
{
	struct sd_value a[] = { vptr(0x61) };
	struct sd_value z[] = { vint(0) };

	STREQ(pf("%#p", a, 1), "0x61");
	STREQ(pf("%#x|%#o", (struct sd_value[]){ vint(0), vint(8) }, 2),
	      "0|010");
	STREQ(pf("%#x", z, 1), "0");
}

static void test_auto_ll(void)
{
	struct sd_value a[] = { vsized(-1, 8, true), vsized(-1, 8, true),
				vsized(-1, 4, true) };

	STREQ(pf("%d %x %u", a, 3), "-1 ffffffffffffffff 4294967295");
	STREQ(pf("%d", (struct sd_value[]){ vsized(INT64_MIN, 8, true) }, 1),
	      "-9223372036854775808");
	STREQ(pf("%i", (struct sd_value[]){ vsized(-1, 8, false) }, 1),
	      "18446744073709551615");
	STREQ(pf("%ld|%lld|%lu", (struct sd_value[]){ vsized(-2, 8, true),
		 vsized(-3, 8, true), vsized(5, 8, false) }, 3), "-2|-3|5");
}

static void test_sign_correct(void)
{
	STREQ(pf("%d", (struct sd_value[]){ vsized(-17, 1, true) }, 1), "-17");
	STREQ(pf("%d", (struct sd_value[]){ vsized(0xcdef, 2, true) }, 1),
	      "-12817");
	STREQ(pf("%d", (struct sd_value[]){ vsized(0xffffffff, 4, false) }, 1),
	      "4294967295");
	STREQ(pf("%x", (struct sd_value[]){ vsized(-1, 1, true) }, 1), "ff");
	STREQ(pf("%hd|%hu", (struct sd_value[]){ vsized(-2, 2, true),
		 vsized(-2, 2, false) }, 2), "-2|65534");
	STREQ(pf("%o", (struct sd_value[]){ vint(8) }, 1), "10");
	STREQ(pf("%X", (struct sd_value[]){ vint(0xabc) }, 1), "ABC");
}

static void test_char(void)
{
	STREQ(pf("%c%c|%3c|%-3c|", (struct sd_value[]){ vsized('h', 1, true),
		 vint('i'), vint('x'), vint('y') }, 4), "hi|  x|y  |");
	STREQ(pf("%C|%C|%C", (struct sd_value[]){ vint('A'), vint('\n'),
		 vint(1) }, 3), "A|\\n|\\001");
}

static void test_str(void)
{
	static const char buf[] = { 'a', 'b', 'c', 'd', 'e', 'f' };

	STREQ(pf("%s|", (struct sd_value[]){ vstr(buf, 3) }, 1), "abc|");
	STREQ(pf("%-8s|%8s|", (struct sd_value[]){ vstr("abc", 16),
		 vstr("abc", 16) }, 2), "abc     |     abc|");
	STREQ(pf("%s|", (struct sd_value[]){ vstr("a\0b", 4) }, 1), "a|");
	STREQ(pf("%s|", (struct sd_value[]){ vstr(NULL, 0) }, 1), "|");
}

static void test_S_escapes(void)
{
	static const char s[8] = "a\tb\"\\\x01\x7f";

	STREQ(pf("%S", (struct sd_value[]){ vstr(s, 8) }, 1),
	      "a\\tb\\\"\\\\\\001\\177\\0");
	STREQ(pf("%S", (struct sd_value[]){ vstr("a b\a\b\f\n\r\v", 10) }, 1),
	      "a b\\a\\b\\f\\n\\r\\v\\0");
	STREQ(pf("%S|", (struct sd_value[]){ vstr("\xc3\xa9", 3) }, 1),
	      "\\303\\251\\0|");
	STREQ(pf("%-6S|", (struct sd_value[]){ vstr("ab", 2) }, 1),
	      "ab    |");
}

static void test_floats(void)
{
	struct sd_value f4 = { .kind = SD_V_FLOAT, .size = 4 };
	float fl = 2.5f;
	uint32_t bits;

	memcpy(&bits, &fl, sizeof(bits));
	f4.i = bits;
	STREQ(pf("%e|%E|%g|%G|%8.3f|", (struct sd_value[]){ vdouble(1.5),
		 vdouble(1.5), vdouble(0.1), vdouble(1e-10), vdouble(3.14159) },
		 5), "1.500000e+00|1.500000E+00|0.1|1E-10|   3.142|");
	STREQ(pf("%f", &f4, 1), "2.500000");
}

static void test_time(void)
{
	int64_t t1 = 1075035600LL * 1000000000LL;
	int64_t t2 = 1707124023LL * 1000000000LL + 999;

	setenv("TZ", "UTC", 1);
	tzset();
	STREQ(pf("%Y", (struct sd_value[]){ vsized(t1, 8, true) }, 1),
	      "2004 Jan 25 13:00:00");
	STREQ(pf("%Y|", (struct sd_value[]){ vsized(t2, 8, false) }, 1),
	      "2024 Feb  5 09:07:03|");
	STREQ(pf("%T", (struct sd_value[]){ vsized(t1, 8, true) }, 1),
	      "Sun, 25 Jan 2004 13:00:00 UTC");
	STREQ(pf("%-22Y|", (struct sd_value[]){ vsized(t1, 8, true) }, 1),
	      "2004 Jan 25 13:00:00  |");
}

static void test_addr_conv(void)
{
	struct sd_value u = vptr(0x7f0000001010ULL);
	struct sd_buf out = SD_BUF_INIT;
	struct sd_fmt_ctx c = ctx();
	struct sd_fmt *f;
	struct sd_buf err = SD_BUF_INIT;

	STREQ(pf("%a|%a|%a", (struct sd_value[]){ vptr(0xffffffff81000110ULL),
		 vptr(0x12), vptr(0xffffffffc0000000ULL) }, 3),
	      "vmlinux`ksys_write+0x10|0x12|ext4`ext4_write");
	STREQ(pf("%-30a|", (struct sd_value[]){ vptr(0xffffffff81000100ULL) },
		 1), "vmlinux`ksys_write            |");
	/* %A without a target: no process to look in */
	STREQ(pf("%A", &u, 1), "0x7f0000001010");
	c.target_pid = 42;
	OK(sd_fmt_parse("%A", &f, &err) == 0);
	sd_fmt_render(&out, f, &u, 1, &c);
	STREQ(sd_buf_str(&out), "libc.so.6`malloc+0x10");
	sd_fmt_free(f);
	sd_buf_free(&out);
}

static void test_symbol_values(void)
{
	struct sd_value ks = { .kind = SD_V_KSYM, .i = 0xffffffff81000110ULL };
	struct sd_value km = { .kind = SD_V_KMOD, .i = 0xffffffffc0000010ULL };
	struct sd_value us = { .kind = SD_V_USYM, .i = 0x400010, .pid = 7 };
	struct sd_value um = { .kind = SD_V_UMOD, .i = 0x400010, .pid = 7 };
	struct sd_value ua = { .kind = SD_V_UADDR, .i = 0x400010, .pid = 7 };

	STREQ(pf("%a|%a|%s", (struct sd_value[]){ ks, km, km }, 3),
	      "vmlinux`ksys_write|ext4|ext4");
	STREQ(pf("%A|", (struct sd_value[]){ um }, 1), "bash|");
	/* pfprint_uaddr( ) refuses a usym( )/uaddr( ) record (16 bytes):
	 * EDT_DMISMATCH, after the conversion's prefix is printed */
	STREQ(pf("x|%A|", (struct sd_value[]){ us }, 1), "x|");
	STREQ(pf("%A|y|%A", (struct sd_value[]){ um, ua }, 2), "bash|y|");
	STREQ(trace_s(&ks, false, false),
	      "  vmlinux`ksys_write                                ");
	STREQ(trace_s(&um, true, false),
	      "  bash                                              ");
}

static const uint64_t kpcs[] = {
	0xffffffff81000000ULL, 0xffffffff81000165ULL, 0xffffffff8100021aULL,
	0xffffffff8100035dULL, 0xffffffff81000476ULL, 0, 0xffffffff81000100ULL,
};

static struct sd_value kstack(void)
{
	return (struct sd_value){ .kind = SD_V_KSTACK, .pcs = kpcs,
				  .npcs = (int)SD_ARRAY_SIZE(kpcs) };
}

static void test_stack_trace(void)
{
	struct sd_value v = kstack();

	STREQ(trace_s(&v, false, false),
	      "\n"
	      "              vmlinux`__vfs_write\n"
	      "              vmlinux`ksys_write+0x65\n"
	      "              vmlinux`__x64_sys_write+0x1a\n"
	      "              vmlinux`do_syscall_64+0x5d\n"
	      "              vmlinux`entry_SYSCALL_64_after_hwframe+0x76\n");
}

static void test_stack_k(void)
{
	struct sd_value v = kstack();

	v.npcs = 2;
	STREQ(pf("%k|", &v, 1),
	      "\nvmlinux`__vfs_write\nvmlinux`ksys_write+0x65\n|");
	STREQ(pf("%-4k|", &v, 1),
	      "\n    vmlinux`__vfs_write\n    vmlinux`ksys_write+0x65\n|");
	STREQ(pf("%25k|", &v, 1),
	      "\n      vmlinux`__vfs_write\n  vmlinux`ksys_write+0x65\n|");
	STREQ(pf("%*k|", (struct sd_value[]){ vint(-2), v }, 2),
	      "\n  vmlinux`__vfs_write\n  vmlinux`ksys_write+0x65\n|");
	STREQ(pf("%*k|", (struct sd_value[]){ vint(-21), v }, 2),
	      "\n                     vmlinux`__vfs_write  \n"
	      "                     vmlinux`ksys_write+0x65\n|");
}

static void test_ustack(void)
{
	static const uint64_t pcs[] = { 0x7f0000001010ULL, 0x400005, 0x9 };
	struct sd_value v = { .kind = SD_V_USTACK, .pcs = pcs, .npcs = 3,
			      .pid = 99 };
	struct sd_buf out = SD_BUF_INIT;
	struct sd_fmt_ctx c = ctx();

	sd_fmt_stack(&out, &v, 2, 0, &c);
	STREQ(sd_buf_str(&out),
	      "\n  libc.so.6`malloc+0x10\n  bash`main+0x5\n  0x9\n");
	sd_buf_reset(&out);
	c.noresolve = true;
	v.npcs = 1;
	sd_fmt_stack(&out, &v, 1, 0, &c);
	STREQ(sd_buf_str(&out), "\n raw:0x7f0000001010\n");
	sd_buf_reset(&out);
	v.npcs = 0;	/* no frames: the newline alone (dt_print_ustack()) */
	sd_fmt_stack(&out, &v, 1, 0, &c);
	STREQ(sd_buf_str(&out), "\n");
	sd_buf_free(&out);
}

static int aggval_cb(void *arg, int index, const struct sd_fmt_conv *c,
		     struct sd_buf *out)
{
	struct sd_value v = vsized(1000 + index, 8, true);

	sd_fmt_render_value(out, c, &v, NULL);
	return 0;
}

static void test_agg_conv(void)
{
	struct sd_buf out = SD_BUF_INIT, err = SD_BUF_INIT;
	struct sd_fmt_ctx c = ctx();
	struct sd_fmt *f;
	struct sd_value keys[] = { vstr("read", 8), vint(5) };

	c.aggval = aggval_cb;
	OK(sd_fmt_parse("%-6s%@d %*@d|%@x %d\n", &f, &err) == 0);
	OK(f->nargs == 3);
	OK(f->naggs == 3);
	sd_fmt_render(&out, f, keys, 2, &c);
	STREQ(sd_buf_str(&out), "read  1000  1001|3ea \n");
	sd_fmt_free(f);
	sd_buf_free(&out);
}

static void test_missing_args(void)
{
	STREQ(pf("a%db%sc", (struct sd_value[]){ vint(1) }, 1), "a1bc");
}

/* ---- parse errors (d-language.md 14.1) ---- */

static void test_parse_errors(void)
{
	STREQ(perr("%z"), "format conversion #1 is undefined: %z");
	STREQ(perr("%d %hhd"), "format conversion #2 is undefined: %hhd");
	STREQ(perr("%% %q"), "format conversion #2 is undefined: %q");
	STREQ(perr("%1$d"),
	      "format conversion #1 uses unsupported positional format (%n$)");
	STREQ(perr("abc %"),
	      "format conversion #1 name expected before end of format string");
	STREQ(perr("%-"),
	      "format conversion #1 name expected before end of format string");
	STREQ(perr("%5.2.1d"),
	      "format conversion #1 has more than one '.' specified");
	STREQ(perr("%-%"), "format conversion #1 cannot be combined with "
	      "other format flags: %%");
	STREQ(perr("%**d"), "format conversion #1 has more than one '*' "
	      "specified for the output width");
	STREQ(perr("%.**d"), "format conversion #1 has more than one '*' "
	      "specified for the output precision");
	STREQ(perr("%lld %Lf %ws %lc %hX"), "");
}

static void test_parse_structure(void)
{
	struct sd_buf err = SD_BUF_INIT;
	struct sd_fmt *f;

	OK(sd_fmt_parse("x=%-*.*d y=%@8u%% end", &f, &err) == 0);
	OK(f->nconvs == 3);
	STREQ(f->convs[0].name, "d");
	OK(f->convs[0].prefix_len == 2 &&
	   memcmp(f->convs[0].prefix, "x=", 2) == 0);
	OK(f->convs[0].flags == (SD_FMT_LEFT | SD_FMT_DYNWIDTH |
				 SD_FMT_DYNPREC));
	OK(sd_fmt_conv_nargs(&f->convs[0]) == 3);
	OK(f->convs[1].width == 8 && (f->convs[1].flags & SD_FMT_AGG));
	OK(sd_fmt_conv_nargs(&f->convs[1]) == 0);
	OK(sd_fmt_conv_is_pct(&f->convs[2]));
	OK(f->convs[2].index == 3);
	OK(f->nargs == 3 && f->naggs == 1);
	STREQ(f->tail, " end");
	sd_fmt_free(f);
	OK(sd_fmt_parse("%08.3llx", &f, &err) == 0);
	STREQ(f->convs[0].name, "llx");
	OK(f->convs[0].flags == SD_FMT_ZERO && f->convs[0].width == 8 &&
	   f->convs[0].prec == 3);
	sd_fmt_free(f);
	sd_buf_free(&err);
}

/* ---- compile-time checks ---- */

static void test_check(void)
{
	struct sd_value s = { .kind = SD_V_STR, .size = 256 };
	struct sd_value i32 = vint(0), i64 = vsized(0, 8, true);
	struct sd_value u64 = vsized(0, 8, false), sh = vsized(0, 2, true);
	struct sd_value p = vptr(0), d = vdouble(0);
	struct sd_value st = { .kind = SD_V_KSTACK }, ks = { .kind = SD_V_KSYM };
	struct sd_value us = { .kind = SD_V_USYM };

	STREQ(chk("%d", s), "char, short, int, long, or long long");
	OK(chk("%d", i64) == NULL && chk("%x", u64) == NULL);
	STREQ(chk("%x", p), "char, short, int, long, or long long");
	STREQ(chk("%s", i32), "char [] or string (or use stringof)");
	OK(chk("%s", s) == NULL && chk("%S", s) == NULL);
	STREQ(chk("%c", i64), "char, short, or int");
	OK(chk("%c", sh) == NULL);
	STREQ(chk("%f", i32), "float, double, or long double");
	OK(chk("%g", d) == NULL);
	STREQ(chk("%Lf", d), "long double");
	STREQ(chk("%p", s), "pointer or integer");
	OK(chk("%p", p) == NULL && chk("%p", i32) == NULL);
	OK(chk("%hd", sh) == NULL);
	STREQ(chk("%hd", i32), "short");
	STREQ(chk("%hu", sh), "unsigned short");
	STREQ(chk("%ld", u64), "long");
	STREQ(chk("%llu", i64), "unsigned long long");
	OK(chk("%k", st) == NULL);
	STREQ(chk("%k", i64), "stack");
	OK(chk("%a", ks) == NULL && chk("%a", i64) == NULL);
	OK(chk("%A", us) == NULL);
	STREQ(chk("%A", i64),
	      "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)");
	i64.pid = 1234;
	OK(chk("%A", i64) == NULL);
	OK(chk("%Y", u64) == NULL);
	STREQ(chk("%T", i32), "int64_t");
	STREQ(chk("%lc", i64), "int");
	OK(chk("%%", i32) == NULL);
}

/* ---- trace() ---- */

static void test_trace_doc_line(void)
{
	struct sd_buf out = SD_BUF_INIT;
	struct sd_fmt_ctx c = ctx();
	struct sd_value a = vstr("hello", 256), b = vint(42);
	struct sd_value d = vsized(123456789012LL, 8, true);

	sd_buf_addf(&out, "%3d %6d %32s ", 0, 1, ":BEGIN");
	sd_fmt_trace(&out, &a, false, false, &c);
	sd_fmt_trace(&out, &b, false, false, &c);
	sd_fmt_trace(&out, &d, false, false, &c);
	STREQ(sd_buf_str(&out), "  0      1                           :BEGIN"
	      "   hello                                     42        "
	      "123456789012");
	sd_buf_free(&out);
}

static void test_trace_ints(void)
{
	struct sd_value v;

	v = vsized(-1, 8, true);
	STREQ(trace_s(&v, false, false), "                  -1");
	STREQ(trace_s(&v, true, false), "-1");
	v = vsized(-1, 8, false);
	STREQ(trace_s(&v, false, false), " 18446744073709551615");
	v = vsized(-1, 4, false);
	STREQ(trace_s(&v, false, false), " 4294967295");
	STREQ(trace_s(&v, true, false), "4294967295");
	v = vsized(-1, 2, true);
	STREQ(trace_s(&v, false, false), "    -1");
	v = vsized(-1, 2, false);
	STREQ(trace_s(&v, false, false), " 65535");
	STREQ(trace_s(&v, true, false), "65535");
	v = vsized(-1, 1, true);
	STREQ(trace_s(&v, false, false), "  -1");
	v = vsized(255, 1, false);
	STREQ(trace_s(&v, false, false), " 255");
	v = vptr(0x10);
	STREQ(trace_s(&v, false, false), "                   16");
}

static void test_trace_strings(void)
{
	static const char hi[8] = "hi";
	struct sd_value s = vstr(hi, 8);

	STREQ(trace_s(&s, true, false), "hi");
	STREQ(trace_s(&s, false, false), "  hi                               ");
	STREQ(trace_s(&s, true, true),
	      "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	      "  0123456789abcdef\n"
	      "         0: 68 69 00 00 00 00 00 00                          "
	      "hi......\n");
}

static void test_trace_bytes(void)
{
	static const char padded[6] = "ab\0\0\0";
	static const char nonul[3] = { 'x', 'y', 'z' };
	static const char bin[4] = { 'a', 0, 'b', 0 };
	static const char high[2] = { 'a', (char)0xe9 };
	struct sd_value v = { .kind = SD_V_BYTES, .s = padded, .len = 6 };

	/* bytes (an array, struct or union) are by reference in DTrace for
	 * Linux 2.x: a dump, whether or not they read as text */
	STREQ(trace_s(&v, true, false),
	      "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	      "  0123456789abcdef\n"
	      "         0: 61 62 00 00 00 00                                "
	      "ab....\n");
	STREQ(trace_s(&v, false, false),
	      "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	      "  0123456789abcdef\n"
	      "         0: 61 62 00 00 00 00                                "
	      "ab....\n");
	v.s = nonul;
	v.len = 3;
	STREQ(trace_s(&v, true, false),
	      "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	      "  0123456789abcdef\n"
	      "         0: 78 79 7a                                         "
	      "xyz\n");
	v.s = bin;
	v.len = 4;
	STREQ(trace_s(&v, true, false),
	      "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	      "  0123456789abcdef\n"
	      "         0: 61 00 62 00                                      "
	      "a.b.\n");
	v.s = high;
	v.len = 2;
	OK(trace_s(&v, true, false)[0] == '\n');
}

static void test_trace_int_rawbytes(void)
{
	struct sd_value v = vsized(0x0102, 2, true);

	STREQ(trace_s(&v, false, true),
	      "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
	      "  0123456789abcdef\n"
	      "         0: 02 01                                            "
	      "..\n");
}

/* ---- hex dumps ---- */

static void test_hexdump_doc(void)
{
	static const char req[] = "GET /index.html HTTP/1.1\r\nHost: x\r\n";
	struct sd_buf out = SD_BUF_INIT;

	sd_fmt_hexdump(&out, req, strlen(req));
	STREQ(sd_buf_str(&out),
	      "\n"
	      "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	      "0123456789abcdef\n"
	      "         0: 47 45 54 20 2f 69 6e 64 65 78 2e 68 74 6d 6c 20  "
	      "GET /index.html \n"
	      "        10: 48 54 54 50 2f 31 2e 31 0d 0a 48 6f 73 74 3a 20  "
	      "HTTP/1.1..Host: \n"
	      "        20: 78 0d 0a                                         "
	      "x..\n");
	sd_buf_reset(&out);
	sd_fmt_hexdump(&out, req, 0);
	STREQ(sd_buf_str(&out), "");
	sd_buf_free(&out);
}

static void test_hexdump_rows(void)
{
	unsigned char b[17];
	struct sd_buf out = SD_BUF_INIT;

	for (int i = 0; i < 17; i++)
		b[i] = (unsigned char)(0x70 + i);
	sd_fmt_hexdump(&out, b, 17);
	STREQ(sd_buf_str(&out),
	      "\n"
	      "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  "
	      "0123456789abcdef\n"
	      "         0: 70 71 72 73 74 75 76 77 78 79 7a 7b 7c 7d 7e 7f  "
	      "pqrstuvwxyz{|}~.\n"
	      "        10: 80                                               "
	      ".\n");
	sd_buf_free(&out);
}

/* ---- kallsyms ---- */

static const char fake_kallsyms[] =
	"0000000000000000 A fixed_percpu_data\n"
	"ffffffff81000000 T _text\n"
	"ffffffff81000000 T _stext\n"
	"ffffffff81001000 t do_thing\n"
	"ffffffff81001800 t do_more\n"
	"ffffffff81002000 D max_pfn\n"
	"ffffffff81002800 d more_data\n"
	"ffffffff81003000 W weakfn\n"
	"ffffffff81003000 T strongfn\n"
	"ffffffff81004000 a some_abs\n"
	"ffffffff81004800 t after_weak\n"
	"ffffffffc0001000 t modfn\t[mymod]\n"
	"ffffffffc0002000 T modfn2\t[mymod]\n"
	"ffffffffc0003000 T otherfn\t[other]\n"
	"ffffffffc0004000 t bpf_prog_0123456789abcdef_f\t[bpf]\n"
	"ffffffff81005000 t __pfx_pad\n"
	"ffffffff81005010 t pad\n"
	"ffffffff81005020 t __init_scratch_begin\n"
	"ffffffff81005030 t scratchfn\n"
	"ffffffff81005040 t __init_scratch_end\n"
	"ffffffff81005050 r __ksymtab_pad\n"
	"ffffffff81006000 T last\n"
	"garbage line\n";

static char *write_tmp(const char *text)
{
	static char path[] = "/tmp/sonda-kallsyms-XXXXXX";
	int fd = mkstemp(path);

	if (fd < 0)
		return NULL;
	OK(write(fd, text, strlen(text)) == (ssize_t)strlen(text));
	close(fd);
	return path;
}

static const char *kfmt(struct sd_ksyms *k, uint64_t a, unsigned flags)
{
	static struct sd_buf out;

	sd_buf_reset(&out);
	sd_ksyms_format(k, a, flags, &out);
	return sd_buf_str(&out);
}

static void test_kallsyms(void)
{
	char *path = write_tmp(fake_kallsyms);
	struct sd_ksyms *k = sd_ksyms_new(path);
	struct sd_ksym s;

	OK(sd_ksyms_load(k) == 0);
	/* DTrace's tables leave out [bpf], .init.scratch and __ksymtab_; a
	 * run of one module's text (or data) lines covers from its first
	 * symbol to its last symbol's first byte (dt_modsym_addsym) */
	OK(sd_ksyms_count(k) == 15);
	STREQ(kfmt(k, 0xffffffff81001010ULL, 0), "vmlinux`do_thing+0x10");
	STREQ(kfmt(k, 0xffffffff81001000ULL, 0), "vmlinux`do_thing");
	STREQ(kfmt(k, 0xffffffff81001010ULL, SD_SYM_NOOFF), "vmlinux`do_thing");
	STREQ(kfmt(k, 0xffffffff81001010ULL, SD_SYM_MODONLY), "vmlinux");
	/* of names at one address, DTrace's last: weak, else alphabetical */
	STREQ(kfmt(k, 0xffffffff81000004ULL, 0), "vmlinux`_text+0x4");
	STREQ(kfmt(k, 0xffffffff81002008ULL, 0), "vmlinux`max_pfn+0x8");
	STREQ(kfmt(k, 0xffffffff81004000ULL, 0), "vmlinux`weakfn+0x1000");
	STREQ(kfmt(k, 0xffffffff81005008ULL, 0), "vmlinux`__pfx_pad+0x8");
	STREQ(kfmt(k, 0xffffffff81005010ULL, 0), "vmlinux`pad");
	/* the run ends at pad's first byte: .init.scratch's lines are
	 * skipped, __ksymtab_pad starts a data run */
	STREQ(kfmt(k, 0xffffffff81005060ULL, 0), "0xffffffff81005060");
	/* a module's last symbol covers its own address only */
	STREQ(kfmt(k, 0xffffffff81006000ULL, 0), "vmlinux`last");
	STREQ(kfmt(k, 0xffffffff81006001ULL, 0), "0xffffffff81006001");
	STREQ(kfmt(k, 0xffffffffc0001008ULL, 0), "mymod`modfn+0x8");
	STREQ(kfmt(k, 0xffffffffc0002000ULL, SD_SYM_MODONLY), "mymod");
	STREQ(kfmt(k, 0xffffffffc0003000ULL, 0), "other`otherfn");
	STREQ(kfmt(k, 0xffffffffc0003100ULL, 0), "0xffffffffc0003100");
	STREQ(kfmt(k, 0xffffffffc0004000ULL, 0), "0xffffffffc0004000");
	STREQ(kfmt(k, 0x1000, 0), "0x1000");
	STREQ(kfmt(k, 0xffffffffc0013000ULL, 0), "0xffffffffc0013000");
	OK(sd_ksyms_start(k, 0xffffffffc0001010ULL, 0) == 0xffffffffc0001000ULL);
	OK(sd_ksyms_start(k, 0xffffffffc0001010ULL, SD_SYM_MODONLY) ==
	   0xffffffffc0001000ULL);
	OK(sd_ksyms_start(k, 0x10, 0) == 0x10);
	OK(sd_ksyms_by_name(k, "modfn2", NULL, &s) == 0 &&
	   s.addr == 0xffffffffc0002000ULL);
	STREQ(s.mod, "mymod");
	OK(sd_ksyms_by_name(k, "modfn2", "vmlinux", &s) == -ENOENT);
	OK(sd_ksyms_by_name(k, "fixed_percpu_data", NULL, &s) == -ENOENT);
	sd_ksyms_free(k);
	unlink(path);
}

static void test_kallsyms_missing(void)
{
	struct sd_ksyms *k = sd_ksyms_new("/nonexistent/kallsyms");

	OK(sd_ksyms_load(k) == -ENOENT);
	STREQ(kfmt(k, 0xffffffff81000000ULL, 0), "0xffffffff81000000");
	sd_ksyms_free(k);
}

static void test_kallsyms_real(void)
{
	struct sd_ksyms *k = sd_ksyms_new(NULL);
	struct sd_ksym s;

	if (geteuid() != 0) {
		SKIP("not root: kallsyms hides kernel addresses");
		sd_ksyms_free(k);
		return;
	}
	OK(sd_ksyms_by_name(k, "_stext", NULL, &s) == 0);
	OK(sd_ksyms_count(k) > 1000);
	STREQ(s.mod, "vmlinux");
	OK(strncmp(kfmt(k, s.addr + 1, 0), "vmlinux`", 8) == 0);
	sd_ksyms_free(k);
}

/* ---- user symbols (this process) ---- */

int fmt_test_marker(int x);
int fmt_test_marker(int x)
{
	return x * 3 + 1;
}

static const char *self_name(void)
{
	static char buf[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", buf, sizeof(buf) - 1);
	char *s;

	if (n < 0)
		return "?";
	buf[n] = '\0';
	s = strrchr(buf, '/');
	return s ? s + 1 : buf;
}

static void test_usyms_self(void)
{
	struct sd_usyms *u = sd_usyms_new();
	uint64_t a = (uint64_t)(uintptr_t)&fmt_test_marker;
	struct sd_buf out = SD_BUF_INIT, want = SD_BUF_INIT;
	struct sd_usym s;

	OK(sd_usyms_lookup(u, getpid(), a, &s) == 0);
	STREQ(s.obj, self_name());
	STREQ(s.name, "fmt_test_marker");
	sd_buf_addf(&want, "%s`fmt_test_marker", self_name());
	sd_usyms_format(u, getpid(), a, 0, &out);
	STREQ(sd_buf_str(&out), sd_buf_str(&want));
	sd_buf_reset(&out);
	sd_usyms_format(u, getpid(), a + 4, SD_SYM_NOOFF, &out);
	STREQ(sd_buf_str(&out), sd_buf_str(&want));
	sd_buf_addstr(&want, "+0x4");
	sd_buf_reset(&out);
	sd_usyms_format(u, getpid(), a + 4, 0, &out);
	STREQ(sd_buf_str(&out), sd_buf_str(&want));
	sd_buf_reset(&out);
	sd_usyms_format(u, getpid(), a + 4, SD_SYM_MODONLY, &out);
	STREQ(sd_buf_str(&out), self_name());
	OK(sd_usyms_start(u, getpid(), a + 4, 0) == a);
	sd_buf_reset(&out);
	sd_usyms_format(u, getpid(), (uint64_t)(uintptr_t)&getpid, 0, &out);
	OK(strncmp(sd_buf_str(&out), "libc.so.6`", 10) == 0);
	sd_buf_reset(&out);
	sd_usyms_format(u, getpid(), 0x10, 0, &out);
	STREQ(sd_buf_str(&out), "0x10");
	sd_buf_free(&out);
	sd_buf_free(&want);
	sd_usyms_free(u);
}

static void test_usyms_gone(void)
{
	struct sd_usyms *u;
	struct sd_buf out = SD_BUF_INIT;
	pid_t pid = fork();

	if (pid == 0)
		_exit(0);
	waitpid(pid, NULL, 0);
	u = sd_usyms_new();
	sd_usyms_format(u, pid, 0x401000, 0, &out);
	STREQ(sd_buf_str(&out), "0x401000");
	sd_buf_reset(&out);
	sd_usyms_format(u, pid, 0x401000, SD_SYM_MODONLY, &out);
	STREQ(sd_buf_str(&out), "0x401000");
	sd_buf_free(&out);
	sd_usyms_free(u);
}

static void test_usyms_noresolve(void)
{
	struct sd_usyms *u = sd_usyms_new();
	struct sd_buf out = SD_BUF_INIT, want = SD_BUF_INIT;
	uint64_t a = (uint64_t)(uintptr_t)&fmt_test_marker;

	sd_usyms_format(u, getpid(), a, SD_SYM_NORESOLVE, &out);
	sd_buf_addf(&want, "%s:0x", self_name());
	OK(strncmp(sd_buf_str(&out), sd_buf_str(&want), want.len) == 0);
	sd_buf_free(&out);
	sd_buf_free(&want);
	sd_usyms_free(u);
}

static void test_syms_symbolizer(void)
{
	struct sd_syms syms;
	struct sd_symbolizer s;
	struct sd_buf out = SD_BUF_INIT;
	uint64_t a = (uint64_t)(uintptr_t)&fmt_test_marker;

	sd_syms_init(&syms, "/nonexistent");
	s = sd_syms_symbolizer(&syms);
	s.kernel(s.ctx, 0x1234, 0, &out);
	STREQ(sd_buf_str(&out), "0x1234");
	sd_buf_reset(&out);
	s.user(s.ctx, getpid(), a, SD_SYM_NOOFF, &out);
	OK(strstr(sd_buf_str(&out), "`fmt_test_marker") != NULL);
	OK(s.user_start(s.ctx, getpid(), a + 2, 0) == a);
	OK(s.kernel_start(s.ctx, 0x99, 0) == 0x99);
	sd_buf_free(&out);
	sd_syms_release(&syms);
}

int main(void)
{
	RUN(test_doc_flags);
	RUN(test_doc_prec_dyn);
	RUN(test_doc_addr);
	RUN(test_doc_p);
	RUN(test_pct);
	RUN(test_prec_zero_ignored);
	RUN(test_dyn_width);
	RUN(test_question_width);
	RUN(test_p_alt);
	RUN(test_auto_ll);
	RUN(test_sign_correct);
	RUN(test_char);
	RUN(test_str);
	RUN(test_S_escapes);
	RUN(test_floats);
	RUN(test_time);
	RUN(test_addr_conv);
	RUN(test_symbol_values);
	RUN(test_stack_trace);
	RUN(test_stack_k);
	RUN(test_ustack);
	RUN(test_agg_conv);
	RUN(test_missing_args);
	RUN(test_parse_errors);
	RUN(test_parse_structure);
	RUN(test_check);
	RUN(test_trace_doc_line);
	RUN(test_trace_ints);
	RUN(test_trace_strings);
	RUN(test_trace_bytes);
	RUN(test_trace_int_rawbytes);
	RUN(test_hexdump_doc);
	RUN(test_hexdump_rows);
	RUN(test_kallsyms);
	RUN(test_kallsyms_missing);
	RUN(test_kallsyms_real);
	RUN(test_usyms_self);
	RUN(test_usyms_gone);
	RUN(test_usyms_noresolve);
	RUN(test_syms_symbolizer);
	return tap_done();
}
