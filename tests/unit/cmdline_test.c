/* cmdline_test.c - dtrace(1) command line: flags, passes, messages,
 * exit statuses and probe-specifier program text. Most cases need root
 * (DTrace refuses tracing and listing otherwise, and so does sonda). */
#include "cli/cmdline.h"
#include "tap.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <unistd.h>

#define MAXARGS 32

static char errout[8192];	/* what the last parse printed on stderr */
static struct sd_cmdline c;
static struct sd_opts o;

/* Parses an argument list (argv[0] "sonda" is added) into the globals c
 * and o, then, when outputs is set and the parse succeeded, calls
 * sd_cmdline_outputs() as main calls it; captures stderr in errout and
 * returns the status. */
static int parse_v(bool outputs, const char *first, va_list ap)
{
	char *argv[MAXARGS];
	int argc = 0, saved, rc;
	FILE *tmp = tmpfile();
	size_t n;

	argv[argc++] = "sonda";
	for (const char *a = first; a && argc < MAXARGS - 1;
	     a = va_arg(ap, const char *))
		argv[argc++] = (char *)a;
	argv[argc] = NULL;

	sd_cmdline_free(&c);
	sd_opts_free(&o);
	sd_opts_init(&o);
	fflush(stderr);
	saved = dup(2);
	dup2(fileno(tmp), 2);
	rc = sd_cmdline_parse(argc, argv, &c, &o);
	if (rc == 0 && outputs)
		rc = sd_cmdline_outputs(&c);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(tmp);
	n = fread(errout, 1, sizeof(errout) - 1, tmp);
	errout[n] = '\0';
	fclose(tmp);
	return rc;
}

/* Parses a NULL-terminated argument list; returns the parse status. */
static int parse(const char *first, ...)
{
	va_list ap;
	int rc;

	va_start(ap, first);
	rc = parse_v(false, first, ap);
	va_end(ap);
	return rc;
}

static bool starts(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* The usage text, as sd_usage() prints it. */
static const char *usage_text(void)
{
	static char buf[4096];
	FILE *f = fmemopen(buf, sizeof(buf), "w");

	sd_usage(f);
	fclose(f);
	return buf;
}

static void test_usage_text(void)
{
	const char *u = usage_text();

	OK(starts(u, "Usage: sonda [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] "
		  "[-c cmd] [-D name[=def]]\n\t[-I path] [-L path] [-o output]"
		  " [-p pid] [-s script] [-U name]\n\t[-x opt[=val]] "
		  "[-X a|c|s|t]\n\n\t[-P provider [[ predicate ] action ]]\n"));
	OK(strstr(u, "\t[-i probe-id [[ predicate ] action ]] [ args ... ]\n\n"
		  "\tpredicate -> '/' D-expression '/'\n"
		  "\t   action -> '{' D-statements '}'\n\n"
		  "\t-32 generate 32-bit D programs and ELF files\n") != NULL);
	OK(strstr(u, "\t-Z  permit probe descriptions that match zero "
		  "probes\n") != NULL);
	OK(u[strlen(u) - 1] == '\n');
}

static void test_version(void)
{
	char buf[256];
	FILE *f = fmemopen(buf, sizeof(buf), "w");

	sd_version_print(f, false);
	fclose(f);
	STREQ(buf, "sonda: Oracle D 2.0\n");
	OK(parse("-V", NULL) == 0 && c.version && c.mode == SD_MODE_VERSION);
	OK(parse("-vV", NULL) == 0 && c.version && c.verbose);
}

static void test_combined_flags(void)
{
	OK(parse("-qn", "BEGIN { exit(0); }", NULL) == 0);
	OK(o.quiet && c.nprogs == 1 && c.progs[0].kind == SD_PROG_NAME);
	STREQ(c.progs[0].arg, "BEGIN { exit(0); }");
	OK(parse("-qs", "x.d", "a", "b", NULL) == 0);
	OK(o.quiet && c.nprogs == 1 && c.progs[0].kind == SD_PROG_FILE);
	STREQ(c.progs[0].arg, "x.d");
	OK(c.noperands == 2);
	STREQ(c.operands[0], "a");
	STREQ(c.operands[1], "b");
	OK(parse("-lvn", "syscall:::", NULL) == 0);
	OK(c.list && c.verbose && c.mode == SD_MODE_LIST && o.zdefs);
	STREQ(c.progs[0].arg, "syscall:::");
	OK(parse("-nBEGIN", NULL) == 0 && c.nprogs == 1);
	STREQ(c.progs[0].arg, "BEGIN");
	OK(parse("-wFZe", "-n", "BEGIN", NULL) == 0);
	OK(o.destructive && o.flowindent && o.zdefs && c.compile_only);
	STREQ(errout, "");
}

static void test_permutation(void)
{
	OK(parse("foo", "-n", "BEGIN", "bar", "-q", NULL) == 0);
	OK(o.quiet && c.nprogs == 1 && c.noperands == 2);
	STREQ(c.operands[0], "foo");
	STREQ(c.operands[1], "bar");
	OK(parse("-n", "BEGIN", "--", "-q", "x", NULL) == 0);
	OK(!o.quiet && c.noperands == 2);
	STREQ(c.operands[0], "-q");
	STREQ(c.operands[1], "x");
	OK(parse("-n", "BEGIN", "-", NULL) == 0 && c.noperands == 1);
	STREQ(c.operands[0], "-");
	OK(parse("-s", "--", NULL) == 0);
	STREQ(c.progs[0].arg, "--");
	setenv("POSIXLY_CORRECT", "1", 1);
	OK(parse("-q", "foo", "-n", "BEGIN", NULL) == 0);
	OK(o.quiet && c.nprogs == 0 && c.noperands == 3);
	STREQ(c.operands[1], "-n");
	unsetenv("POSIXLY_CORRECT");
	STREQ(c.argv0, "sonda");
}

static void test_data_model(void)
{
	OK(parse("-32", "-n", "BEGIN", NULL) == 0 && c.model == 32);
	OK(parse("-64", "-n", "BEGIN", NULL) == 0 && c.model == 64);
	OK(parse("-6", "4", "-n", "BEGIN", NULL) == 0 && c.model == 64);
	OK(parse("-n", "BEGIN", NULL) == 0 && c.model == 64);
	OK(parse("-3x", "-n", "BEGIN", NULL) == 2);
	OK(starts(errout, "sonda: illegal option -- 3x\nUsage: sonda "));
	OK(strcmp(errout + strlen("sonda: illegal option -- 3x\n"),
		  usage_text()) == 0);
	OK(parse("-65", NULL) == 2);
	OK(starts(errout, "sonda: illegal option -- 65\nUsage: "));
	/* the first error in argument order wins */
	OK(parse("-3x", "-y", NULL) == 2);
	OK(starts(errout, "sonda: illegal option -- 3x\n"));
}

static void test_usage_errors(void)
{
	OK(parse(NULL) == 2);
	STREQ(errout, usage_text());
	OK(parse("-y", NULL) == 2);
	OK(starts(errout, "sonda: invalid option -- 'y'\nUsage: sonda "));
	OK(parse("-qy", NULL) == 2);
	OK(starts(errout, "sonda: invalid option -- 'y'\n"));
	OK(parse("--foo", NULL) == 2);
	OK(starts(errout, "sonda: invalid option -- '-'\n"));
	OK(parse("-:", NULL) == 2);
	OK(starts(errout, "sonda: invalid option -- ':'\n"));
	OK(parse("-n", "BEGIN", "-s", NULL) == 2);
	OK(starts(errout, "sonda: option requires an argument -- 's'\n"
		  "Usage: sonda "));
	OK(parse("-l", "-V", NULL) == 2);
	STREQ(errout, "sonda: only one of the [-GhlV] options can be "
	      "specified at a time\n");
	OK(parse("-l", "-l", NULL) == 2);
	OK(parse("-G", "-h", "-s", "a.d", NULL) == 2);
	/* anonymous tracing: DTrace for Linux takes -a and -A and ignores them */
	OK(parse("-a", "-n", "BEGIN", NULL) == 0 && c.nprogs == 1);
	OK(parse("-Aq", "-n", "BEGIN", NULL) == 0 && o.quiet);
}

static void test_option_errors(void)
{
	OK(parse("-x", "strsize=1", "-n", "BEGIN", NULL) == 1);
	STREQ(errout, "sonda: failed to set -x strsize: Invalid value for "
	      "specified option\n");
	OK(parse("-xbogus=3", "-n", "BEGIN", NULL) == 1);
	STREQ(errout, "sonda: failed to set -x bogus: Invalid option name\n");
	OK(parse("-x", "version=99.1", NULL) == 1);
	STREQ(errout, "sonda: failed to set -x version: Requested version is "
	      "not supported by compiler\n");
	OK(parse("-b", "4x", NULL) == 1);
	STREQ(errout, "sonda: failed to set -b 4x: Invalid value for "
	      "specified option\n");
	OK(parse("-X", "q", NULL) == 1);
	STREQ(errout, "sonda: failed to set -X q: Invalid value for "
	      "specified option\n");
	/* settings fail before pids are looked at */
	OK(parse("-p", "x", "-x", "nope", NULL) == 1);
	STREQ(errout, "sonda: failed to set -x nope: Invalid option name\n");
}

static void test_settings_order(void)
{
	OK(parse("-x", "bufsize=1m", "-b", "2m", "-n", "BEGIN", NULL) == 0);
	OK(o.bufsize == 2 << 20 && o.set[SD_OPT_BUFSIZE]);
	OK(parse("-b", "2m", "-x", "bufsize=1m", "-n", "BEGIN", NULL) == 0);
	OK(o.bufsize == 1 << 20);
	OK(parse("-q", "-x", "quiet=no", "-n", "BEGIN", NULL) == 0);
	OK(!o.quiet);
	OK(parse("-x", "quiet=no", "-q", "-n", "BEGIN", NULL) == 0);
	OK(o.quiet);
	setenv("DTRACE_OPT_BUFSIZE", "8m", 1);
	setenv("DTRACE_OPT_STRSIZE", "junk", 1);	/* ignored */
	OK(parse("-n", "BEGIN", NULL) == 0 && o.bufsize == 8 << 20);
	OK(o.strsize == 256);
	OK(parse("-b", "1m", "-n", "BEGIN", NULL) == 0 && o.bufsize == 1 << 20);
	unsetenv("DTRACE_OPT_BUFSIZE");
	unsetenv("DTRACE_OPT_STRSIZE");
	OK(parse("-n", "BEGIN", NULL) == 0 && o.bufsize == 4 << 20);
}

/* sonda's long options are -x options: --dump=LIST, --time-passes. */
static void test_long_options(void)
{
	OK(parse("--dump=ast,bpf", "-n", "BEGIN", NULL) == 0);
	OK(o.dump == (SD_DUMP_AST | SD_DUMP_BPF) && c.nprogs == 1);
	OK(parse("-x", "dump=all", "--time-passes", "-n", "BEGIN", NULL) == 0);
	OK(o.dump == (SD_DUMP_AST | SD_DUMP_TYPES | SD_DUMP_BPF | SD_DUMP_VERIFIER |
	   SD_DUMP_STEPS));
	OK(o.timepasses);
	OK(parse("--dump=ast,cfg", "-n", "BEGIN", NULL) == 1);
	STREQ(errout, "sonda: failed to set -x dump: Invalid value for specified option\n");
	OK(parse("--dump=", "-n", "BEGIN", NULL) == 1);
	OK(parse("--times", "-n", "BEGIN", NULL) == 2);
	OK(starts(errout, "sonda: invalid option -- '-'\n"));
}

static void test_cpp_and_flags(void)
{
	OK(parse("-C", "-D", "FOO=1", "-U", "BAR", "-I", "/inc", "-H",
		 "-X", "s", "-L", "/lib/d", "-s", "x.d", NULL) == 0);
	OK(c.cpp && o.cpp && o.cpphdrs && o.stdc == SD_STDC_S);
	OK(o.ncppargs == 4);
	if (o.ncppargs == 4) {
		STREQ(o.cppargs[0], "-DFOO=1");
		STREQ(o.cppargs[1], "-UBAR");
		STREQ(o.cppargs[2], "-I/inc");
		STREQ(o.cppargs[3], "-H");
	}
	OK(o.nlibdirs == 1 && strcmp(o.libdirs[0], "/lib/d") == 0);
	OK(parse("-S", "-o", "out.txt", "-o", "out2.txt", "-n", "BEGIN",
		 NULL) == 0);
	OK(c.print_bpf && o.verbose);
	STREQ(c.outfile, "out2.txt");
	setenv("_DTRACE_TESTING", "t", 1);
	OK(parse("-n", "BEGIN", NULL) == 0 && c.testing && o.quietresize);
	unsetenv("_DTRACE_TESTING");
	OK(parse("-n", "BEGIN", NULL) == 0 && !c.testing && !o.quietresize);
}

static void test_programs_and_processes(void)
{
	static const enum sd_prog_kind kinds[] = {
		SD_PROG_NAME, SD_PROG_FILE, SD_PROG_PROV, SD_PROG_MOD,
		SD_PROG_FUNC, SD_PROG_ID,
	};

	OK(parse("-n", "A", "-s", "f.d", "-P", "p", "-m", "m", "-f", "f",
		 "-i", "5", NULL) == 0);
	OK(c.nprogs == 6);
	for (size_t i = 0; i < c.nprogs && i < 6; i++)
		OK(c.progs[i].kind == kinds[i]);
	STREQ(c.progs[5].arg, "5");
	OK(parse("-p", "123", "-c", "ls -l", "-p", "456", "-c", "date",
		 "-n", "BEGIN", NULL) == 0);
	/* in argument order, as DTrace creates and grabs them */
	static const char *const procs[] = { "p123", "cls -l", "p456", "cdate" };

	OK(c.nprocs == 4);
	for (size_t i = 0; i < c.nprocs && i < 4; i++)
		OK(c.procs[i].opt == procs[i][0] &&
		   !strcmp(c.procs[i].arg, procs[i] + 1));
}

/* sd_cmd_proc_pid() of a -p argument, its stderr in errout */
static int proc_pid(const char *arg, int *pid)
{
	struct sd_cmd_proc p = { 'p', arg };
	FILE *tmp = tmpfile();
	int saved, rc;
	size_t n;

	fflush(stderr);
	saved = dup(2);
	dup2(fileno(tmp), 2);
	rc = sd_cmd_proc_pid(&p, pid);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(tmp);
	n = fread(errout, 1, sizeof(errout) - 1, tmp);
	errout[n] = '\0';
	fclose(tmp);
	return rc;
}

/* -p values as DTrace's strtol() reads them, when the process is grabbed */
static void test_proc_pid(void)
{
	int pid = 0;

	OK(proc_pid("12ab", &pid) == 1);
	STREQ(errout, "sonda: invalid pid: 12ab\n");
	OK(proc_pid("", &pid) == 1);
	STREQ(errout, "sonda: invalid pid: \n");
	OK(proc_pid("99999999999999999999", &pid) == 1);
	OK(proc_pid(" +42", &pid) == 0 && pid == 42);
	OK(proc_pid("42 ", &pid) == 1);
	/* strtol()'s value in a pid_t, as DTrace keeps it: wrapped */
	OK(proc_pid("4294967297", &pid) == 0 && pid == 1);
}

static void test_buffered(void)
{
	OK(parse("-B", "-n", "BEGIN", NULL) == 0 && c.buffered);
	OK(parse("-B", "-l", NULL) == 2);
	STREQ(errout, "sonda: -B not valid in combination with [-Gl] "
	      "options\n");
	OK(parse("-B", "-o", "x", "-n", "BEGIN", NULL) == 2);
	STREQ(errout, "sonda: -B not valid in combination with -o option\n");
}

/* parse(), then sd_cmdline_outputs() as main calls it: its status, its
 * stderr in errout */
static int outputs(const char *first, ...)
{
	va_list ap;
	int rc;

	va_start(ap, first);
	rc = parse_v(true, first, ap);
	va_end(ap);
	return rc;
}

static void test_link_and_header(void)
{
	/* the parse itself takes them: DTrace checks after compiling */
	OK(parse("-G", NULL) == 0 && parse("-h", NULL) == 0);
	OK(outputs("-G", NULL) == 2);
	STREQ(errout, "sonda: -G requires one or more scripts or enabling "
	      "options\n");
	OK(outputs("-G", "-s", "prov.d", "a.o", "b.o", NULL) == 0);
	OK(c.mode == SD_MODE_LINK && c.nobjs == 2 && c.noperands == 0);
	STREQ(c.objs[1], "b.o");
	OK(o.linkmode == SD_LINK_DYNAMIC && o.unodefs && o.zdefs);
	OK(outputs("-h", NULL) == 2);
	STREQ(errout, "sonda: -h requires one or more scripts or enabling "
	      "options\n");
	OK(outputs("-h", "-n", "BEGIN", NULL) == 2);
	STREQ(errout, "sonda: -h requires an output file if no scripts are "
	      "specified\n");
	OK(outputs("-h", "-s", "a.d", "-s", "b.d", NULL) == 2);
	STREQ(errout, "sonda: -h requires an output file if multiple scripts "
	      "are specified\n");
	OK(outputs("-h", "-s", "dir/prov.d", NULL) == 0);
	OK(c.mode == SD_MODE_HEADER && o.zdefs);
	STREQ(c.header_file, "prov.h");
	OK(outputs("-h", "-o", "x.h", "-s", "a.d", "-s", "b.d", NULL) == 0);
	STREQ(c.header_file, "x.h");
}

/* Runs sd_cmd_prog_text; returns the text, or "ERR:" + the message. */
static const char *ptext(enum sd_prog_kind kind, const char *arg,
			 const char *want_desc)
{
	static char buf[512];
	struct sd_cmd_prog p = { kind, arg };
	char *text, *desc;
	const char *err;

	if (sd_cmd_prog_text(&p, &text, &desc, &err) < 0) {
		snprintf(buf, sizeof(buf), "ERR:%s", desc ? desc : err);
		free(desc);
		return buf;
	}
	if (want_desc)
		STREQ(desc, want_desc);
	snprintf(buf, sizeof(buf), "%s", text);
	free(text);
	free(desc);
	return buf;
}

static void test_prog_text(void)
{
	/* the text is the argument: the compiler reads its descriptions as
	 * the option says (lex_test.c) */
	STREQ(ptext(SD_PROG_PROV, "syscall", "syscall"), "syscall");
	STREQ(ptext(SD_PROG_PROV, "syscall /pid == 1/ { x = 1; }", "syscall "),
	      "syscall /pid == 1/ { x = 1; }");
	STREQ(ptext(SD_PROG_MOD, "sdt:sched{}", "sdt:sched"), "sdt:sched{}");
	STREQ(ptext(SD_PROG_FUNC, "syscall::read{ @ = count(); }",
		    "syscall::read"), "syscall::read{ @ = count(); }");
	STREQ(ptext(SD_PROG_NAME, "BEGIN { exit(0); }", "BEGIN "),
	      "BEGIN { exit(0); }");
	STREQ(ptext(SD_PROG_NAME, "BEGIN;", "BEGIN"), "BEGIN;");
	STREQ(ptext(SD_PROG_NAME, "pid$target::malloc:entry/arg0/{}",
		    "pid$target::malloc:entry"),
	      "pid$target::malloc:entry/arg0/{}");
	STREQ(ptext(SD_PROG_NAME, "", ""), "");
	STREQ(ptext(SD_PROG_ID, "17 { trace(1); }", "17 "), "17 { trace(1); }");
	OK(sd_cmd_prog_fields(SD_PROG_PROV) == 1);
	OK(sd_cmd_prog_fields(SD_PROG_MOD) == 2);
	OK(sd_cmd_prog_fields(SD_PROG_FUNC) == 3);
	OK(sd_cmd_prog_fields(SD_PROG_NAME) == 4);
	OK(sd_cmd_prog_fields(SD_PROG_ID) == 4);

	struct sd_cmd_prog f = { SD_PROG_FILE, "x.d" };
	char *text, *desc;
	const char *err;

	OK(sd_cmd_prog_text(&f, &text, &desc, &err) == -EINVAL);
	OK(text == NULL && desc == NULL);
}

/* Not root: tracing and listing are refused, -V and -G still work. */
static void test_not_root(void)
{
	OK(parse("-n", "BEGIN", NULL) == 2);
	STREQ(errout, "sonda: run as root for tracing and listing probes\n");
	OK(parse("-l", NULL) == 2);
	OK(parse("-V", NULL) == 0);
	OK(parse("-G", "-s", "a.d", NULL) == 0);
	OK(parse("-e", "-n", "BEGIN", NULL) == 0);
}

int main(void)
{
	unsetenv("POSIXLY_CORRECT");
	unsetenv("_DTRACE_TESTING");
	RUN(test_usage_text);
	RUN(test_version);
	RUN(test_prog_text);
	RUN(test_proc_pid);
	if (getuid() == 0) {
		RUN(test_combined_flags);
		RUN(test_permutation);
		RUN(test_data_model);
		RUN(test_usage_errors);
		RUN(test_option_errors);
		RUN(test_settings_order);
		RUN(test_long_options);
		RUN(test_cpp_and_flags);
		RUN(test_programs_and_processes);
		RUN(test_buffered);
		RUN(test_link_and_header);
	} else {
		RUN(test_not_root);
	}
	sd_cmdline_free(&c);
	sd_opts_free(&o);
	return tap_done();
}
