/* cmdline.c - dtrace(1)'s command line.
 *
 * argv is first scanned once, getopt-style, into a list of (option, value)
 * pairs and a list of operands; the scan also makes DTrace's first-pass
 * checks in argument order, so the first error reported is the one DTrace
 * reports. The later passes walk the pair list: settings, then processes.
 * Nothing here is global and argv is never modified.
 */
#include "cmdline.h"

#include <ctype.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/buf.h"
#include "../base/xalloc.h"

extern char **environ;

static const char OPTSTR[] =
	"3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z";
static const char PNAME[] = "sonda";

enum { E_ERROR = 1, E_USAGE = 2 };

struct optarg {
	char opt;
	const char *val;	/* NULL for flags */
};

struct scan {
	struct optarg *args;
	size_t nargs;
	int nmodes;		/* -G -h -l -V seen, counting repeats */
};

static void push(void *arrp, size_t *n, size_t size, const void *elem)
{
	char **arr = arrp;
	char *p = sd_xrealloc(*arr, (*n + 1) * size);

	memcpy(p + *n * size, elem, size);
	*arr = p;
	(*n)++;
}

void sd_usage(FILE *f)
{
	static const char pa[] = "[[ predicate ] action ]";

	fprintf(f, "Usage: %s [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] "
		"[-D name[=def]]\n\t[-I path] [-L path] [-o output] [-p pid] "
		"[-s script] [-U name]\n\t[-x opt[=val]] [-X a|c|s|t]\n\n"
		"\t[-P provider %s]\n"
		"\t[-m [ provider: ] module %s]\n"
		"\t[-f [[ provider: ] module: ] func %s]\n"
		"\t[-n [[[ provider: ] module: ] func: ] name %s]\n"
		"\t[-i probe-id %s] [ args ... ]\n\n", PNAME, pa, pa, pa, pa, pa);
	fputs("\tpredicate -> '/' D-expression '/'\n"
	      "\t   action -> '{' D-statements '}'\n"
	      "\n"
	      "\t-32 generate 32-bit D programs and ELF files\n"
	      "\t-64 generate 64-bit D programs and ELF files\n\n"
	      "\t-b  set trace buffer size\n"
	      "\t-c  run specified command and exit upon its completion\n"
	      "\t-C  run cpp(1) preprocessor on script files\n"
	      "\t-D  define symbol when invoking preprocessor\n"
	      "\t-e  exit after compiling request but prior to enabling probes\n"
	      "\t-f  enable or list probes matching the specified function name\n"
	      "\t-F  coalesce trace output by function\n"
	      "\t-G  generate an ELF file containing embedded dtrace program\n"
	      "\t-h  generate a header file with definitions for static probes\n"
	      "\t-H  print included files when invoking preprocessor\n"
	      "\t-i  enable or list probes matching the specified probe id\n"
	      "\t-I  add include directory to preprocessor search path\n"
	      "\t-l  list probes matching specified criteria\n"
	      "\t-L  add library directory to library search path\n"
	      "\t-m  enable or list probes matching the specified module name\n"
	      "\t-n  enable or list probes matching the specified probe name\n"
	      "\t-o  set output file\n"
	      "\t-p  grab specified process-ID and cache its symbol tables\n"
	      "\t-P  enable or list probes matching the specified provider name\n"
	      "\t-q  set quiet mode (only output explicitly traced data)\n"
	      "\t-s  enable or list probes according to the specified D script\n"
	      "\t-S  print D compiler intermediate code\n"
	      "\t-U  undefine symbol when invoking preprocessor\n"
	      "\t-v  set verbose mode (report stability attributes, arguments)\n"
	      "\t-V  report DTrace API version\n"
	      "\t-w  permit destructive actions\n"
	      "\t-x  enable or modify compiler and tracing options\n"
	      "\t-X  specify ISO C conformance settings for preprocessor\n"
	      "\t-Z  permit probe descriptions that match zero probes\n", f);
}

void sd_version_print(FILE *f, bool verbose)
{
	fprintf(f, "%s: %s\n", PNAME, SD_VERSION_STRING);
	if (verbose)
		fprintf(f, "This is sonda, DTrace for Linux 2.0 compatible\n");
}

static int usage_error(void)
{
	sd_usage(stderr);
	return E_USAGE;
}

/* DTrace's first pass, per option in argument order: data model, modes. */
static int first_pass(struct sd_cmdline *c, struct scan *s, char opt,
		      const char *val)
{
	switch (opt) {
	case '3':
	case '6':
		if (strcmp(val, opt == '3' ? "2" : "4") != 0) {
			fprintf(stderr, "%s: illegal option -- %c%s\n", PNAME,
				opt, val);
			return usage_error();
		}
		c->model = opt == '3' ? 32 : 64;
		c->model_set = true;
		break;
	case 'a':
	case 'A':	/* in DTrace's getopt string, and ignored by it */
		break;
	case 'e': c->compile_only = true; break;
	case 'v': c->verbose = true; break;
	case 'h': c->mode = SD_MODE_HEADER; s->nmodes++; break;
	case 'G': c->mode = SD_MODE_LINK; s->nmodes++; break;
	case 'l': c->mode = SD_MODE_LIST; s->nmodes++; break;
	case 'V': c->mode = SD_MODE_VERSION; s->nmodes++; break;
	}
	return 0;
}

/* One argument holding option characters ("-qn" "BEGIN" or "-qnBEGIN"):
 * returns how many extra argv entries it consumed, or -E_USAGE. */
static int scan_cluster(struct sd_cmdline *c, struct scan *s, char **argv,
			int i, int argc)
{
	const char *a = argv[i];

	for (size_t j = 1; a[j]; j++) {
		struct optarg oa = { a[j], NULL };
		const char *p = oa.opt == ':' ? NULL : strchr(OPTSTR, oa.opt);
		int used = 0, rc;

		if (!p) {
			fprintf(stderr, "%s: invalid option -- '%c'\n", PNAME,
				oa.opt);
			return -usage_error();
		}
		if (p[1] == ':') {
			if (a[j + 1]) {
				oa.val = a + j + 1;
			} else if (i + 1 < argc) {
				oa.val = argv[i + 1];
				used = 1;
			} else {
				fprintf(stderr, "%s: option requires an "
					"argument -- '%c'\n", PNAME, oa.opt);
				return -usage_error();
			}
		}
		push(&s->args, &s->nargs, sizeof(oa), &oa);
		if ((rc = first_pass(c, s, oa.opt, oa.val)) != 0)
			return -rc;
		if (oa.val)
			return used;
	}
	return 0;
}

/* sonda's own long options, each an -x option under another name:
 * --dump=LIST is -x dump=LIST, --time-passes is -x timepasses. False for
 * any other argument. */
static bool long_option(struct scan *s, const char *a)
{
	struct optarg oa = { 'x', NULL };

	if (!strncmp(a, "--dump=", 7))
		oa.val = a + 2;
	else if (!strcmp(a, "--time-passes"))
		oa.val = "timepasses";
	if (!oa.val)
		return false;	/* getopt's "invalid option -- '-'" follows */
	push(&s->args, &s->nargs, sizeof(oa), &oa);
	return true;
}

/* getopt with glibc's permutation: operands may come between options
 * unless POSIXLY_CORRECT is set; "--" ends the options. */
static int scan(int argc, char **argv, struct sd_cmdline *c, struct scan *s)
{
	bool posix = getenv("POSIXLY_CORRECT") != NULL;
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		int used;

		if (strcmp(a, "--") == 0) {
			i++;
			break;
		}
		if (a[0] == '-' && a[1] == '-' && long_option(s, a))
			continue;
		if (a[0] != '-' || a[1] == '\0') {
			if (posix)
				break;
			push(&c->operands, &c->noperands, sizeof(a), &a);
			continue;
		}
		if ((used = scan_cluster(c, s, argv, i, argc)) < 0)
			return -used;
		i += used;
	}
	for (; i < argc; i++)
		push(&c->operands, &c->noperands, sizeof(char *), &argv[i]);
	return 0;
}

/* Sets an option for a command-line flag; on failure prints DTrace's
 * "failed to set -x NAME: reason" (what = "-x NAME"). */
static int set_or_fail(struct sd_opts *o, const char *name, const char *val,
		       const char *what, const char *whatarg)
{
	const char *err;

	if (sd_opt_set(o, name, val, SD_OPT_CMDLINE, &err) == 0)
		return 0;
	fprintf(stderr, "%s: failed to set %s%s%s: %s\n", PNAME, what,
		whatarg ? " " : "", whatarg ? whatarg : "", err);
	return E_ERROR;
}

static int set_x(struct sd_opts *o, const char *pair)
{
	size_t n = strcspn(pair, "=");
	const char *err;
	char *name;

	if (sd_opt_set_pair(o, pair, SD_OPT_CMDLINE, &err) == 0)
		return 0;
	name = sd_xstrndup(pair, n);
	fprintf(stderr, "%s: failed to set -x %s: %s\n", PNAME,
		name ? name : pair, err);
	free(name);
	return E_ERROR;
}

static void add_prog(struct sd_cmdline *c, enum sd_prog_kind kind,
		     const char *arg)
{
	struct sd_cmd_prog p = { kind, arg };

	push(&c->progs, &c->nprogs, sizeof(p), &p);
}

/* Program options keep command-line order; returns false for others. */
static bool prog_option(struct sd_cmdline *c, char opt, const char *val)
{
	static const struct {
		char opt;
		enum sd_prog_kind kind;
	} kinds[] = {
		{ 's', SD_PROG_FILE }, { 'n', SD_PROG_NAME },
		{ 'P', SD_PROG_PROV }, { 'm', SD_PROG_MOD },
		{ 'f', SD_PROG_FUNC }, { 'i', SD_PROG_ID },
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(kinds); i++) {
		if (kinds[i].opt == opt) {
			add_prog(c, kinds[i].kind, val);
			return true;
		}
	}
	return false;
}

/* DTrace's second pass: one option's setting. */
static int second_pass(struct sd_cmdline *c, struct sd_opts *o, char opt,
		       const char *val)
{
	if (prog_option(c, opt, val))
		return 0;
	switch (opt) {
	case 'b': return set_or_fail(o, "bufsize", val, "-b", val);
	case 'B': c->buffered = true; return 0;
	case 'C':
		c->cpp = true;
		return set_or_fail(o, "cpp", NULL, "-C", NULL);
	case 'D': return set_or_fail(o, "define", val, "-D", val);
	case 'F': return set_or_fail(o, "flowindent", NULL, "-F", NULL);
	case 'H': return set_or_fail(o, "cpphdrs", NULL, "-H", NULL);
	case 'I': return set_or_fail(o, "incdir", val, "-I", val);
	case 'L': return set_or_fail(o, "libdir", val, "-L", val);
	case 'o': c->outfile = val; return 0;
	case 'q': return set_or_fail(o, "quiet", NULL, "-q", NULL);
	case 'S':
		c->print_bpf = true;
		return set_or_fail(o, "verbose", NULL, "-S", NULL);
	case 'U': return set_or_fail(o, "undef", val, "-U", val);
	case 'w': return set_or_fail(o, "destructive", NULL, "-w", NULL);
	case 'x': return set_x(o, val);
	case 'X': return set_or_fail(o, "stdc", val, "-X", val);
	case 'Z':
		c->zflag = true;
		return set_or_fail(o, "zdefs", NULL, "-Z", NULL);
	}
	return 0;
}

/* DTrace's third pass: processes to create or grab, kept in argument
 * order; the -p values are read as each is grabbed (sd_cmd_proc_pid). */
static void third_pass(struct sd_cmdline *c, char opt, const char *val)
{
	struct sd_cmd_proc p = { opt, val };

	if (opt == 'c' || opt == 'p')
		push(&c->procs, &c->nprocs, sizeof(p), &p);
}

int sd_cmd_proc_pid(const struct sd_cmd_proc *p, int *pid)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(p->arg, &end, 10);
	if (errno || end == p->arg || *end) {
		fprintf(stderr, "%s: invalid pid: %s\n", PNAME, p->arg);
		return E_ERROR;
	}
	*pid = (int)(unsigned int)(unsigned long)v;
	return 0;
}

/* The checks DTrace makes right after its first pass. */
static int check_modes(struct sd_cmdline *c, const struct scan *s, int argc)
{
	if (argc <= 1)
		return usage_error();
	if (s->nmodes > 1) {
		fprintf(stderr, "%s: only one of the [-GhlV] options can be "
			"specified at a time\n", PNAME);
		return E_USAGE;
	}
	c->list = c->mode == SD_MODE_LIST;
	c->version = c->mode == SD_MODE_VERSION;
	if (c->version)
		return 0;
	/* -e compiles without loading: codegen tests run as any user */
	if (getuid() != 0 && (c->mode == SD_MODE_LIST ||
			      (c->mode == SD_MODE_EXEC && !c->compile_only))) {
		fprintf(stderr, "%s: run as root for tracing and listing "
			"probes\n", PNAME);
		return E_USAGE;
	}
	return 0;
}

/* The ELF class of an object file as DTrace's first pass reads it
 * (libelf's elf_kind( ) and gelf_getehdr( )), or 0 where it stops looking:
 * a file it cannot open, not an ELF file, too short for its header. */
static int elf_class(const char *path)
{
	unsigned char b[sizeof(Elf64_Ehdr)];
	int fd = open(path, O_RDONLY);
	ssize_t n;

	if (fd < 0)
		return 0;
	n = read(fd, b, sizeof(b));
	close(fd);
	if (n < EI_NIDENT || memcmp(b, ELFMAG, SELFMAG) != 0 ||
	    (b[EI_DATA] != ELFDATA2LSB && b[EI_DATA] != ELFDATA2MSB) ||
	    b[EI_VERSION] != EV_CURRENT)
		return 0;
	if (b[EI_CLASS] == ELFCLASS64 && n >= (ssize_t)sizeof(Elf64_Ehdr))
		return 64;
	if (b[EI_CLASS] == ELFCLASS32 && n >= (ssize_t)sizeof(Elf32_Ehdr))
		return 32;
	return 0;
}

/* -G without -32 or -64: the data model of the object files (the
 * operands), as DTrace's first pass guesses it, reading them in order up
 * to the first that is not an ELF file; "can't mix 32-bit and 64-bit
 * object files" (exit 1) before any setting is made. */
static int link_model(struct sd_cmdline *c)
{
	int seen = 0;

	if (c->mode != SD_MODE_LINK || c->model_set)
		return 0;
	for (size_t i = 0; i < c->noperands; i++) {
		int class = elf_class(c->operands[i]);

		if (!class)
			break;
		if (seen && class != seen) {
			fprintf(stderr, "%s: can't mix 32-bit and 64-bit object "
				"files\n", PNAME);
			return E_ERROR;
		}
		seen = class;
	}
	if (seen)
		c->model = seen;
	return 0;
}

static int check_buffered(const struct sd_cmdline *c)
{
	if (!c->buffered)
		return 0;
	if (c->mode != SD_MODE_EXEC) {
		fprintf(stderr, "%s: -B not valid in combination with [-Gl] "
			"options\n", PNAME);
		return E_USAGE;
	}
	if (c->outfile) {
		fprintf(stderr, "%s: -B not valid in combination with -o "
			"option\n", PNAME);
		return E_USAGE;
	}
	return 0;
}

static int mode_error(const char *what)
{
	fprintf(stderr, "%s: %s\n", PNAME, what);
	return E_USAGE;
}

int sd_cmdline_outputs(struct sd_cmdline *c)
{
	const char *arg, *base, *dot;

	if (c->mode == SD_MODE_LINK && c->nprogs == 0)
		return mode_error("-G requires one or more scripts or "
				  "enabling options");
	if (c->mode != SD_MODE_HEADER)
		return 0;
	if (c->nprogs == 0)
		return mode_error("-h requires one or more scripts or "
				  "enabling options");
	if (c->outfile) {
		c->header_file = sd_xstrdup(c->outfile);
		return 0;
	}
	if (c->nprogs > 1)
		return mode_error("-h requires an output file if multiple "
				  "scripts are specified");
	arg = c->progs[0].arg;
	dot = strrchr(arg, '.');
	if (!dot || strcmp(dot, ".d") != 0)
		return mode_error("-h requires an output file if no scripts "
				  "are specified");
	base = strrchr(arg, '/') ? strrchr(arg, '/') + 1 : arg;
	if (base > dot)
		base = dot;
	c->header_file = sd_xasprintf("%.*s.h", (int)(dot - base), base);
	return 0;
}

/* Applies the environment and the link-mode settings (before pass 2).
 * DTRACE_DEBUG, not empty, turns on the debug option's lines, as it turns
 * on libdtrace's (dt_debug.c reads it when the library loads). */
static void apply_defaults(struct sd_cmdline *c, struct sd_opts *o)
{
	const char *bad, *err, *dbg = getenv("DTRACE_DEBUG");

	if (dbg && *dbg)
		o->debug = true;

	(void)sd_opts_from_env(o, environ, &bad, &err);
	if (c->mode == SD_MODE_LINK) {
		sd_opt_set(o, "linkmode", "dynamic", SD_OPT_CMDLINE, &err);
		sd_opt_set(o, "unodefs", NULL, SD_OPT_CMDLINE, &err);
		c->objs = c->operands;
		c->nobjs = c->noperands;
		c->operands = NULL;
		c->noperands = 0;
	}
}

static int later_passes(struct sd_cmdline *c, struct sd_opts *o,
			const struct scan *s)
{
	int rc;

	apply_defaults(c, o);
	for (size_t i = 0; i < s->nargs; i++)
		if ((rc = second_pass(c, o, s->args[i].opt, s->args[i].val)))
			return rc;
	if ((rc = check_buffered(c)) != 0)
		return rc;
	if (getenv("_DTRACE_TESTING")) {
		c->testing = true;
		o->quietresize = true;
	}
	for (size_t i = 0; i < s->nargs; i++)
		third_pass(c, s->args[i].opt, s->args[i].val);
	if (c->mode == SD_MODE_LIST || c->mode == SD_MODE_LINK ||
	    c->mode == SD_MODE_HEADER)
		o->zdefs = c->zflag = true;
	return 0;
}

int sd_cmdline_parse(int argc, char **argv, struct sd_cmdline *c,
		     struct sd_opts *o)
{
	struct scan s = { 0 };
	int rc;

	memset(c, 0, sizeof(*c));
	c->mode = SD_MODE_EXEC;
	c->model = 64;
	c->argv0 = argc > 0 ? argv[0] : PNAME;
	rc = argc <= 1 ? 0 : scan(argc, argv, c, &s);
	if (rc == 0)
		rc = check_modes(c, &s, argc);
	if (rc == 0 && !c->version)
		rc = link_model(c);
	if (rc == 0 && !c->version)
		rc = later_passes(c, o, &s);
	free(s.args);
	return rc;
}

void sd_cmdline_free(struct sd_cmdline *c)
{
	free(c->progs);
	free(c->procs);
	free(c->operands);
	free(c->objs);
	free(c->header_file);
	memset(c, 0, sizeof(*c));
}

/* ---- probe-specifier programs (-n -P -m -f -i) ------------------------- */

int sd_cmd_prog_fields(enum sd_prog_kind kind)
{
	switch (kind) {
	case SD_PROG_PROV: return 1;
	case SD_PROG_MOD: return 2;
	case SD_PROG_FUNC: return 3;
	default: return 4;
	}
}

int sd_cmd_prog_text(const struct sd_cmd_prog *p, char **text, char **desc,
		     const char **err)
{
	*text = *desc = NULL;
	if (p->kind == SD_PROG_FILE) {
		*err = "Invalid probe specification";
		return -EINVAL;
	}
	*text = sd_xstrdup(p->arg);
	*desc = sd_xstrndup(p->arg, strcspn(p->arg, "{/;"));
	*err = NULL;
	return 0;
}
