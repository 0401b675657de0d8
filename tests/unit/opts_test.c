/* opts_test.c - the D option table: value syntax, defaults, errors. */
#include "base/opts.h"
#include "tap.h"

#include <errno.h>
#include <stdlib.h>

static const char *E_NAME = "Invalid option name";
static const char *E_VAL = "Invalid value for specified option";
static const char *E_CTX = "Option cannot be used from within a D program";

/* Sets name=value from the command line; returns the error or "ok". */
static const char *xset(struct sd_opts *o, const char *name, const char *v)
{
	const char *err = NULL;

	if (sd_opt_set(o, name, v, SD_OPT_CMDLINE, &err) == 0)
		return "ok";
	return err;
}

static const char *src_set(struct sd_opts *o, const char *name,
			   const char *v, enum sd_opt_src src)
{
	const char *err = NULL;

	if (sd_opt_set(o, name, v, src, &err) == 0)
		return "ok";
	return err;
}

static void test_table(void)
{
	enum sd_opt_kind k;
	int ok = 1;

	for (int i = 0; i < SD_OPT_NR; i++) {
		const char *n = sd_opt_name(i);

		if (!n || sd_opt_find(n, NULL) != i)
			ok = 0;
	}
	OK(ok);
	OK(sd_opt_find("quiet", &k) == SD_OPT_QUIET && k == SD_OPTK_DYNAMIC);
	OK(sd_opt_find("bufsize", &k) == SD_OPT_BUFSIZE && k == SD_OPTK_RUNTIME);
	OK(sd_opt_find("zdefs", &k) == SD_OPT_ZDEFS && k == SD_OPTK_COMPILE);
	OK(sd_opt_find("nosuch", &k) == -1);
	OK(sd_opt_name(SD_OPT_NR) == NULL);
}

static void test_defaults(void)
{
	struct sd_opts o;

	sd_opts_init(&o);
	OK(o.bufsize == 4 << 20);
	OK(o.aggsize == 4 << 20);
	OK(o.strsize == 256);
	OK(o.dynvarsize == 1 << 20);
	OK(o.specsize == 4 << 20);
	OK(o.nspec == 1);
	OK(o.stackframes == 20);
	OK(o.ustackframes == 100);
	OK(o.stackindent == 14);
	OK(o.switchrate == 0);
	OK(o.aggrate == 0);
	OK(o.statusrate == 1000000000ULL);
	OK(o.cpu == -1);
	OK(o.maxframes > 0);
	OK(o.scratchsize == 264);
	OK(o.evaltime == SD_EVAL_POSTINIT);
	OK(o.bufpolicy == SD_BUFPOLICY_SWITCH);
	OK(o.version == SD_VERSION_LATEST);
	OK(!o.quiet && !o.flowindent && !o.destructive && !o.zdefs);
	OK(!o.set[SD_OPT_BUFSIZE] && !o.set[SD_OPT_QUIET]);
	sd_opts_free(&o);
}

static void test_sizes(void)
{
	uint64_t v = 0;

	OK(sd_opt_parse_size("4m", &v) == 0 && v == 4 << 20);
	OK(sd_opt_parse_size("4M", &v) == 0 && v == 4 << 20);
	OK(sd_opt_parse_size("1k", &v) == 0 && v == 1024);
	OK(sd_opt_parse_size("2K", &v) == 0 && v == 2048);
	OK(sd_opt_parse_size("1g", &v) == 0 && v == 1ULL << 30);
	OK(sd_opt_parse_size("1T", &v) == 0 && v == 1ULL << 40);
	OK(sd_opt_parse_size("123", &v) == 0 && v == 123);
	OK(sd_opt_parse_size("0x10", &v) == 0 && v == 16);
	OK(sd_opt_parse_size("010", &v) == 0 && v == 8);
	OK(sd_opt_parse_size("0x10k", &v) == 0 && v == 16384);
	OK(sd_opt_parse_size("-1", &v) == -EINVAL);
	OK(sd_opt_parse_size("-1k", &v) == -EINVAL);
	OK(sd_opt_parse_size("abc", &v) == -EINVAL);
	OK(sd_opt_parse_size("4mb", &v) == -EINVAL);
	OK(sd_opt_parse_size("4x", &v) == -EINVAL);
	OK(sd_opt_parse_size("k", &v) == 0 && v == 0);	/* as DTrace */
	OK(sd_opt_parse_size("", &v) == 0 && v == 0);
	/* dt_optval_parse( ) multiplies in 64 bits, unsigned: a product past
	 * 2^63 is taken, others wrap */
	OK(sd_opt_parse_size("8388608t", &v) == 0 && v == 1ULL << 63);
	OK(sd_opt_parse_size("16777216t", &v) == 0 && v == 0);
	OK(sd_opt_parse_size("16777217t", &v) == 0 && v == 1ULL << 40);
	OK(sd_opt_parse_size("99999999999t", &v) == 0 && v == 0x76e7ffULL << 40);
	OK(sd_opt_parse_size("99999999999999999999", &v) == -EINVAL);
}

static void test_times(void)
{
	uint64_t v = 0;

	OK(sd_opt_parse_time("10", &v) == 0 && v == 10);
	OK(sd_opt_parse_time("10ns", &v) == 0 && v == 10);
	OK(sd_opt_parse_time("10nsec", &v) == 0 && v == 10);
	OK(sd_opt_parse_time("3us", &v) == 0 && v == 3000);
	OK(sd_opt_parse_time("3usec", &v) == 0 && v == 3000);
	OK(sd_opt_parse_time("5ms", &v) == 0 && v == 5000000);
	OK(sd_opt_parse_time("5MSEC", &v) == 0 && v == 5000000);
	OK(sd_opt_parse_time("1s", &v) == 0 && v == 1000000000ULL);
	OK(sd_opt_parse_time("2sec", &v) == 0 && v == 2000000000ULL);
	OK(sd_opt_parse_time("2m", &v) == 0 && v == 120000000000ULL);
	OK(sd_opt_parse_time("1min", &v) == 0 && v == 60000000000ULL);
	OK(sd_opt_parse_time("1h", &v) == 0 && v == 3600000000000ULL);
	OK(sd_opt_parse_time("1hour", &v) == 0 && v == 3600000000000ULL);
	OK(sd_opt_parse_time("1d", &v) == 0 && v == 86400000000000ULL);
	OK(sd_opt_parse_time("1day", &v) == 0 && v == 86400000000000ULL);
	OK(sd_opt_parse_time("10hz", &v) == 0 && v == 100000000);
	OK(sd_opt_parse_time("97Hz", &v) == 0 && v == 1000000000ULL / 97);
	OK(sd_opt_parse_time("0hz", &v) == 0 && v == 0);
	/* dtrace_optval_t is unsigned: a number past INT64_MAX is taken (with
	 * hz 0 ns; without, negative as hrtime_t: 0) */
	OK(sd_opt_parse_time("9223372036854775807hz", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("9223372036854775808hz", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("18446744073709551615", &v) == 0 && v == 0);
	/* dt_opt_rate( ) tests no errno: past 2^64 - 1 is ULLONG_MAX */
	OK(sd_opt_parse_time("18446744073709551616", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("99999999999999999999999hz", &v) == 0 && v == 0);
	/* dt_opt_rate( ) multiplies unchecked: a wrapped product is kept, a
	 * negative one reads as 0 */
	OK(sd_opt_parse_time("10000000000s", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("20000000000s", &v) == 0 && v == 1553255926290448384ULL);
	OK(sd_opt_parse_time("10 hz", &v) == -EINVAL);
	OK(sd_opt_parse_time("10x", &v) == -EINVAL);
	OK(sd_opt_parse_time("-1", &v) == -EINVAL);
	/* DTrace's strtoull reads no digits as 0: "" and a bare unit are 0 */
	OK(sd_opt_parse_time("hz", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("ms", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("", &v) == 0 && v == 0);
	OK(sd_opt_parse_time("x", &v) == -EINVAL);
}

static void test_versions(void)
{
	uint32_t v = 0;

	OK(sd_opt_parse_version("2.0", &v) == 0 &&
	   v == SD_VERSION_NUMBER(2, 0, 0));
	OK(sd_opt_parse_version("1.6.4", &v) == 0 &&
	   v == SD_VERSION_NUMBER(1, 6, 4));
	OK(sd_opt_parse_version("1", &v) == 0 &&
	   v == SD_VERSION_NUMBER(1, 0, 0));
	OK(sd_opt_parse_version("99.1", &v) == -ENOENT);
	OK(sd_opt_parse_version("1.2.3.4", &v) == -EINVAL);
	OK(sd_opt_parse_version("a", &v) == -EINVAL);
	OK(sd_opt_parse_version("1.99999", &v) == -EINVAL);
}

static void test_booleans(void)
{
	struct sd_opts o;

	sd_opts_init(&o);
	STREQ(xset(&o, "quiet", NULL), "ok");
	OK(o.quiet && o.set[SD_OPT_QUIET]);
	STREQ(xset(&o, "quiet", "no"), "ok");
	OK(!o.quiet);
	STREQ(xset(&o, "quiet", "0"), "ok");	/* the quirk: 0 sets it */
	OK(o.quiet);
	STREQ(xset(&o, "quiet", ""), "ok");
	OK(!o.quiet);
	STREQ(xset(&o, "quiet", "YES"), "ok");
	OK(o.quiet);
	STREQ(xset(&o, "quiet", "Off"), "ok");
	OK(!o.quiet);
	STREQ(xset(&o, "quiet", "enabled"), "ok");
	OK(o.quiet);
	STREQ(xset(&o, "quiet", "unset"), "ok");
	OK(!o.quiet);
	STREQ(xset(&o, "quiet", "true"), "ok");
	OK(o.quiet);
	STREQ(xset(&o, "quiet", "-1"), E_VAL);
	STREQ(xset(&o, "quiet", "maybe"), E_VAL);
	OK(o.quiet);
	STREQ(xset(&o, "destructive", "17"), "ok");
	OK(o.destructive);
	STREQ(xset(&o, "flowindent", "disable"), "ok");
	OK(!o.flowindent);
	sd_opts_free(&o);
}

static void test_ints(void)
{
	struct sd_opts o;

	sd_opts_init(&o);
	STREQ(xset(&o, "stackframes", "5"), "ok");
	OK(o.stackframes == 5);
	STREQ(xset(&o, "stackframes", "no"), "ok");
	OK(o.stackframes == 20);
	STREQ(xset(&o, "cpu", NULL), "ok");
	OK(o.cpu == 0);
	STREQ(xset(&o, "cpu", "3"), "ok");
	OK(o.cpu == 3);
	STREQ(xset(&o, "cpu", ""), "ok");
	OK(o.cpu == -1);
	STREQ(xset(&o, "nspec", "yes"), "ok");
	OK(o.nspec == 1);
	STREQ(xset(&o, "aggsortkeypos", "0x2"), "ok");
	OK(o.aggsortkeypos == 2);
	STREQ(xset(&o, "ustackframes", "12x"), E_VAL);
	OK(o.ustackframes == 100);
	STREQ(xset(&o, "disasm", "4"), "ok");
	OK(o.disasm == 4);
	STREQ(xset(&o, "disasm", NULL), E_VAL);
	STREQ(xset(&o, "tree", "0"), E_VAL);
	STREQ(xset(&o, "iregs", "9"), E_VAL);
	STREQ(xset(&o, "iregs", "7"), "Insufficient registers to generate code");
	STREQ(xset(&o, "iregs", "8"), "ok");
	sd_opts_free(&o);
}

static void test_sized_options(void)
{
	struct sd_opts o;

	sd_opts_init(&o);
	STREQ(xset(&o, "bufsize", "8m"), "ok");
	OK(o.bufsize == 8 << 20 && o.set[SD_OPT_BUFSIZE]);
	STREQ(xset(&o, "bufsize", "-4m"), E_VAL);
	STREQ(xset(&o, "bufsize", "lots"), E_VAL);
	OK(o.bufsize == 8 << 20);
	STREQ(xset(&o, "strsize", "1"), E_VAL);
	STREQ(xset(&o, "strsize", "2"), "ok");
	OK(o.strsize == 2);
	STREQ(xset(&o, "strsize", "8g"), "Value too large for defined data type");
	OK(o.strsize == 2);
	STREQ(xset(&o, "scratchsize", "100"), "ok");
	OK(o.scratchsize == 112);
	STREQ(xset(&o, "pcapsize", "70000"), "ok");
	OK(o.pcapsize == 1520);
	STREQ(xset(&o, "printsize", "100"), "ok");
	OK(o.printsize == 104);
	STREQ(xset(&o, "switchrate", "10hz"), "ok");
	OK(o.switchrate == 100000000);
	STREQ(xset(&o, "switchrate", "10"), "ok");
	OK(o.switchrate == 10);
	STREQ(xset(&o, "aggrate", "1sec"), "ok");
	OK(o.aggrate == 1000000000ULL);
	STREQ(xset(&o, "statusrate", "fast"), E_VAL);
	STREQ(xset(&o, "lockmem", "unlimited"), "ok");
	OK(o.lockmem == SD_OPT_UNLIMITED);
	STREQ(xset(&o, "lockmem", "64k"), "ok");
	OK(o.lockmem == 65536);
	STREQ(xset(&o, "lockmem", "junk"), "ok");	/* ignored, as DTrace */
	OK(o.lockmem == 65536);
	STREQ(xset(&o, "preallocate", "1k"), "ok");
	STREQ(xset(&o, "preallocate", NULL), E_VAL);
	sd_opts_free(&o);
}

static void test_flags_and_enums(void)
{
	struct sd_opts o;

	sd_opts_init(&o);
	STREQ(xset(&o, "zdefs", NULL), "ok");
	OK(o.zdefs);
	STREQ(xset(&o, "zdefs", "1"), E_VAL);
	STREQ(xset(&o, "aggpercpu", "yes"), E_VAL);
	STREQ(xset(&o, "knodefs", NULL), "ok");
	OK(o.knodefs);
	STREQ(xset(&o, "kdefs", NULL), "ok");
	OK(!o.knodefs);
	STREQ(xset(&o, "droptags", "no"), "ok");	/* any value sets it */
	OK(o.droptags);
	STREQ(xset(&o, "bufpolicy", "fill"), "ok");
	OK(o.bufpolicy == SD_BUFPOLICY_FILL);
	STREQ(xset(&o, "bufpolicy", "ring"), "ok");
	OK(o.bufpolicy == SD_BUFPOLICY_RING);
	STREQ(xset(&o, "bufpolicy", "Ring"), E_VAL);
	STREQ(xset(&o, "bufpolicy", NULL), E_VAL);
	STREQ(xset(&o, "bufresize", "manual"), "ok");
	OK(o.bufresize == SD_BUFRESIZE_MANUAL);
	STREQ(xset(&o, "evaltime", "exec"), "ok");
	OK(o.evaltime == SD_EVAL_EXEC);
	STREQ(xset(&o, "evaltime", "later"), E_VAL);
	STREQ(xset(&o, "linktype", "DOF"), "ok");
	OK(o.linktype == SD_LTYP_DOF);
	STREQ(xset(&o, "stdc", "s"), "ok");
	OK(o.stdc == SD_STDC_S);
	STREQ(xset(&o, "stdc", "X"), E_VAL);
	STREQ(xset(&o, "version", "99.1"),
	      "Requested version is not supported by compiler");
	STREQ(xset(&o, "version", "x.1"),
	      "Version is not properly formatted or is too large");
	STREQ(xset(&o, "version", "1.6"), "ok");
	OK(o.version == SD_VERSION_NUMBER(1, 6, 0));
	STREQ(xset(&o, "amin", "Stable/Evolving/Common"), "ok");
	STREQ(o.amin, "Stable/Evolving/Common");
	STREQ(xset(&o, "amin", "Solid"), E_VAL);
	/* dtrace_str2attr(): an empty part before another, or a fourth, is
	 * invalid; one at the end, or none at all, is the strongest */
	STREQ(xset(&o, "amin", "Stable//Common"), E_VAL);
	STREQ(xset(&o, "amin", "/Stable"), E_VAL);
	STREQ(xset(&o, "amin", "Stable/Stable/Common/ISA"), E_VAL);
	STREQ(xset(&o, "amin", "Stable/Stable/Common//"), E_VAL);
	STREQ(xset(&o, "amin", "Stable/Stable/Common/"), "ok");
	STREQ(xset(&o, "amin", ""), "ok");
	int attr[3];
	OK(sd_opt_parse_attr("private/", attr) == 0 && attr[0] == 1 && attr[1] == 7 &&
	   attr[2] == 5);
	OK(sd_opt_parse_attr("Stable/evolving/isa", attr) == 0 && attr[0] == 6 &&
	   attr[1] == 5 && attr[2] == 4);
	OK(sd_opt_parse_attr("Stable/Common", attr) == -EINVAL);
	STREQ(xset(&o, "debugassert", "mutexes"), "ok");
	STREQ(xset(&o, "debugassert", "locks"), E_VAL);
	STREQ(xset(&o, "nosuchoption", NULL), E_NAME);
	STREQ(xset(&o, "", "1"), E_NAME);
	sd_opts_free(&o);
}

static void test_strings_and_lists(void)
{
	struct sd_opts o;

	sd_opts_init(&o);
	STREQ(xset(&o, "define", "FOO=1"), "ok");
	STREQ(xset(&o, "undef", "BAR"), "ok");
	STREQ(xset(&o, "incdir", "/inc"), "ok");
	STREQ(xset(&o, "cpphdrs", NULL), "ok");
	STREQ(xset(&o, "cppargs", "  -traditional\t-P "), "ok");
	OK(o.ncppargs == 6);
	if (o.ncppargs == 6) {
		STREQ(o.cppargs[0], "-DFOO=1");
		STREQ(o.cppargs[1], "-UBAR");
		STREQ(o.cppargs[2], "-I/inc");
		STREQ(o.cppargs[3], "-H");
		STREQ(o.cppargs[4], "-traditional");
		STREQ(o.cppargs[5], "-P");
	}
	OK(o.cpphdrs);
	STREQ(xset(&o, "define", NULL), E_VAL);
	STREQ(xset(&o, "libdir", "/a"), "ok");
	STREQ(xset(&o, "libdir", "/b"), "ok");
	OK(o.nlibdirs == 2 && strcmp(o.libdirs[1], "/b") == 0);
	STREQ(xset(&o, "cpppath", "/usr/bin/cpp"), "ok");
	STREQ(o.cpppath, "/usr/bin/cpp");
	STREQ(xset(&o, "cpppath", NULL), E_VAL);
	STREQ(xset(&o, "flamegraph", "/tmp/f.svg"), "ok");
	STREQ(o.flamegraph, "/tmp/f.svg");
	STREQ(xset(&o, "folded", "/tmp/f.txt"), "ok");
	STREQ(o.folded, "/tmp/f.txt");
	sd_opts_free(&o);
	OK(o.cppargs == NULL && o.ncppargs == 0 && o.cpppath == NULL);
}

static void test_contexts(void)
{
	struct sd_opts o;
	const char *active = "Operation illegal when tracing is active";

	sd_opts_init(&o);
	STREQ(src_set(&o, "ldpath", "/x", SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "ldpath", "/x", SD_OPT_CMDLINE), "ok");
	STREQ(src_set(&o, "cpppath", "/x", SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "cpppath", NULL, SD_OPT_PRAGMA), E_VAL);
	STREQ(src_set(&o, "define", "X", SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "stdc", "a", SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "lockmem", NULL, SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "lockmem", NULL, SD_OPT_CMDLINE), E_VAL);
	STREQ(src_set(&o, "modpath", "/m", SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "procfspath", "/p", SD_OPT_PRAGMA), E_CTX);
	STREQ(src_set(&o, "strsize", "512", SD_OPT_PRAGMA), "ok");
	OK(o.strsize == 512);
	STREQ(src_set(&o, "quiet", NULL, SD_OPT_PRAGMA), "ok");
	STREQ(src_set(&o, "quiet", "no", SD_OPT_SETOPT), "ok");
	OK(!o.quiet);
	STREQ(src_set(&o, "switchrate", "5hz", SD_OPT_SETOPT), "ok");
	STREQ(src_set(&o, "bufsize", "1m", SD_OPT_SETOPT), active);
	STREQ(src_set(&o, "strsize", "1", SD_OPT_SETOPT), active);
	STREQ(src_set(&o, "nosuch", NULL, SD_OPT_SETOPT), E_NAME);
	OK(o.bufsize == 4 << 20);
	sd_opts_free(&o);
}

static void test_pairs(void)
{
	struct sd_opts o;
	const char *err = NULL;

	sd_opts_init(&o);
	OK(sd_opt_set_pair(&o, "strsize=1024", SD_OPT_CMDLINE, &err) == 0);
	OK(o.strsize == 1024);
	OK(sd_opt_set_pair(&o, "quiet", SD_OPT_PRAGMA, &err) == 0 && o.quiet);
	OK(sd_opt_set_pair(&o, "define=A=B", SD_OPT_CMDLINE, &err) == 0);
	OK(o.ncppargs == 1 && strcmp(o.cppargs[0], "-DA=B") == 0);
	OK(sd_opt_set_pair(&o, "strsize=", SD_OPT_CMDLINE, &err) == -1);
	STREQ(err, E_VAL);
	OK(sd_opt_set_pair(&o, "bogus=1", SD_OPT_CMDLINE, &err) == -1);
	STREQ(err, E_NAME);
	sd_opts_free(&o);
}

static void test_env(void)
{
	struct sd_opts o;
	const char *bad = NULL, *err = NULL;
	char *env[] = {
		"PATH=/bin",
		"DTRACE_OPT_STRSIZE=1024",
		"DTRACE_OPT_QUIET=",
		"DTRACE_OPT_FLOWINDENT",	/* no '=': not a setting */
		"DTRACE_OPT_DESTRUCTIVE=yes",
		"DTRACE_OPT_BOGUS=1",		/* unknown: ignored */
		"DTRACE_OPT_switchrate=10hz",	/* lower case: ignored */
		"DTRACE_OPT_BUFSIZE=huge",
		"DTRACE_OPT_LDPATH=/usr/bin/ld",
		NULL,
	};

	sd_opts_init(&o);
	o.quiet = true;
	OK(sd_opts_from_env(&o, env, &bad, &err) == -1);
	STREQ(bad, "bufsize");
	STREQ(err, E_VAL);
	OK(o.strsize == 1024 && o.set[SD_OPT_STRSIZE]);
	OK(!o.quiet);
	OK(!o.flowindent);
	OK(o.destructive);
	OK(o.switchrate == 0);
	OK(o.bufsize == 4 << 20);
	STREQ(o.ldpath, "/usr/bin/ld");
	sd_opts_free(&o);

	char *good[] = { "DTRACE_OPT_NSPEC=4", NULL };

	sd_opts_init(&o);
	OK(sd_opts_from_env(&o, good, &bad, &err) == 0 && o.nspec == 4);
	OK(sd_opts_from_env(&o, NULL, &bad, &err) == 0);
	sd_opts_free(&o);
}

int main(void)
{
	RUN(test_table);
	RUN(test_defaults);
	RUN(test_sizes);
	RUN(test_times);
	RUN(test_versions);
	RUN(test_booleans);
	RUN(test_ints);
	RUN(test_sized_options);
	RUN(test_flags_and_enums);
	RUN(test_strings_and_lists);
	RUN(test_contexts);
	RUN(test_pairs);
	RUN(test_env);
	return tap_done();
}
