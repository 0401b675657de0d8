/* opts.c - the D option table: names, kinds, value syntax, defaults.
 *
 * One row per option name. A row says how the value is parsed (its setter),
 * where it lands in struct sd_opts (an offset), and which contexts refuse
 * it. sd_opt_set() looks the name up, applies the context rules in DTrace's
 * order (setopt() of a run-time option, then missing/forbidden value, then
 * pragma-only refusals) and calls the setter, which validates the whole
 * value before it writes anything.
 */
#include "opts.h"
#include "xalloc.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdarg.h>
#include <time.h>
#include <unistd.h>

#define NANOSEC 1000000000ULL

static const char E_NAME[] = "Invalid option name";
static const char E_VAL[] = "Invalid value for specified option";
static const char E_CTX[] = "Option cannot be used from within a D program";
static const char E_ACTIVE[] = "Operation illegal when tracing is active";
static const char E_NOREG[] = "Insufficient registers to generate code";
static const char E_VERSINVAL[] =
	"Version is not properly formatted or is too large";
static const char E_VERSUNDEF[] =
	"Requested version is not supported by compiler";
static const char E_OVERFLOW[] = "Value too large for defined data type";
static const char E_VERSREDUCED[] =
	"Requested version conflicts with earlier setting";
/* A program copies strings whole, into its per-CPU scratch area (1 MiB,
 * kern/bpf.h) beside its other strings and its record; cg refuses a
 * program whose scratch space does not fit with a smaller strsize. */
#define STRSIZE_MAX 16383
/* The principal buffer is one ring buffer, of at most 1 GiB in the kernel.
 * An aggregation or dynamic variable map holds at most UINT_MAX entries of
 * at least 16 bytes: DTrace refuses aggsize and dynvarsize past that. */
#define RINGBUF_MAX (1ll << 30)
#define BUFFER_MAX (64ll << 30)
static const char E_STRSIZE[] = "Value too large: the largest strsize is 16383";

/* Row flags. */
#define NEEDVAL  0x01	/* no value: "Invalid value" */
#define NOVAL    0x02	/* a value: "Invalid value" */
#define NOCTX    0x04	/* refused from a pragma */
#define CTXFIRST 0x08	/* pragma refusal checked before the value */
#define INVERT   0x10	/* flag option that clears its field */
#define ICASE    0x20	/* enum names compared without case */

struct optdef;
typedef int (*setter_fn)(struct sd_opts *o, const struct optdef *d,
			 const char *v, const char **err);

struct optdef {
	const char *name;
	enum sd_opt_kind kind;
	setter_fn set;
	size_t off;		/* field in struct sd_opts */
	int64_t def;		/* default, or minimum for atoi values */
	const char *aux;	/* enum names "a|b", or cpp prefix "-D" */
	unsigned flags;
};

#define FIELD(o, d, type) ((type *)((char *)(o) + (d)->off))

/* ---- value parsers ---------------------------------------------------- */

/* A leading '-' (after blanks) makes a number negative: refused. */
static bool negative(const char *s)
{
	return strtoll(s, NULL, 0) < 0;
}

int sd_opt_parse_size(const char *s, uint64_t *bytes)
{
	size_t len = strlen(s);
	uint64_t mul = 1, v;
	char *end;

	/* as DTrace's dt_optval_parse: "" and a bare suffix ("k") are 0 */
	switch (len ? s[len - 1] : 0) {
	case 't': case 'T': mul *= 1024;	/* fall through */
	case 'g': case 'G': mul *= 1024;	/* fall through */
	case 'm': case 'M': mul *= 1024;	/* fall through */
	case 'k': case 'K': mul *= 1024;	/* fall through */
	default: break;
	}
	if (negative(s))
		return -EINVAL;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno)
		return -EINVAL;
	if (mul > 1 ? end != s + len - 1 : *end != '\0')
		return -EINVAL;
	/* DTrace multiplies in 64 bits, unsigned, and refuses no product
	 * (dtrace_optval_t is unsigned: dt_optval_parse( )'s *rval < 0 is
	 * never true): 16777216t wraps to 0, 16777217t to 1t; the options'
	 * own largest values apply */
	*bytes = v * mul;
	return 0;
}

static const struct {
	const char *name;
	uint64_t mul;		/* 0: hz */
} time_suffixes[] = {
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", NANOSEC }, { "sec", NANOSEC },
	{ "m", NANOSEC * 60 }, { "min", NANOSEC * 60 },
	{ "h", NANOSEC * 3600 }, { "hour", NANOSEC * 3600 },
	{ "d", NANOSEC * 86400 }, { "day", NANOSEC * 86400 },
	{ "hz", 0 },
};

int sd_opt_parse_time(const char *s, uint64_t *ns)
{
	uint64_t mul = 1, v;
	char *end;

	if (negative(s))
		return -EINVAL;
	/* no digits: 0, as DTrace reads "" and "ms"; dt_opt_rate( ) tests no
	 * errno, so a number past 2^64 - 1 is strtoull( )'s ULLONG_MAX */
	v = strtoull(s, &end, 0);
	if (*end != '\0') {
		size_t i;

		for (i = 0; i < SD_ARRAY_SIZE(time_suffixes); i++)
			if (strcasecmp(time_suffixes[i].name, end) == 0)
				break;
		if (i == SD_ARRAY_SIZE(time_suffixes))
			return -EINVAL;
		mul = time_suffixes[i].mul;
	}
	if (mul == 0) {
		*ns = v ? NANOSEC / v : 0;
		return 0;
	}
	/* dt_opt_rate( ) takes any value (its val < 0 is never true of the
	 * unsigned dtrace_optval_t) and multiplies without a check: a value
	 * or product negative as a signed hrtime_t is kept, and every rate
	 * reads a value below 1 as its default, as 0 */
	v *= mul;
	*ns = v > INT64_MAX ? 0 : v;
	return 0;
}

static const uint32_t known_versions[] = {
	SD_VERSION_NUMBER(1, 0, 0), SD_VERSION_NUMBER(1, 1, 0),
	SD_VERSION_NUMBER(1, 2, 0), SD_VERSION_NUMBER(1, 2, 1),
	SD_VERSION_NUMBER(1, 2, 2), SD_VERSION_NUMBER(1, 3, 0),
	SD_VERSION_NUMBER(1, 4, 0), SD_VERSION_NUMBER(1, 4, 1),
	SD_VERSION_NUMBER(1, 5, 0), SD_VERSION_NUMBER(1, 6, 0),
	SD_VERSION_NUMBER(1, 6, 1), SD_VERSION_NUMBER(1, 6, 2),
	SD_VERSION_NUMBER(1, 6, 3), SD_VERSION_NUMBER(1, 6, 4),
	SD_VERSION_NUMBER(2, 0, 0),
};

int sd_opt_parse_version(const char *s, uint32_t *v)
{
	unsigned long n[3] = { 0, 0, 0 };
	size_t i = 0;
	uint32_t num;

	for (; *s; s++) {
		if (isdigit((unsigned char)*s)) {
			n[i] = n[i] * 10 + (unsigned long)(*s - '0');
			if (n[i] > 0xfff)
				return -EINVAL;
		} else if (*s != '.' || ++i >= SD_ARRAY_SIZE(n)) {
			return -EINVAL;
		}
	}
	if (n[0] > 0xff)
		return -EINVAL;
	num = SD_VERSION_NUMBER(n[0], n[1], n[2]);
	*v = num;
	for (i = 0; i < SD_ARRAY_SIZE(known_versions); i++)
		if (known_versions[i] == num)
			return 0;
	return -ENOENT;
}

static const char *const bool_words[][2] = {
	{ "yes", "no" }, { "enable", "disable" }, { "enabled", "disabled" },
	{ "true", "false" }, { "on", "off" }, { "set", "unset" },
};

/* The boolean/integer syntax: *unset when the option is turned off. */
static int parse_runtime(const char *v, int64_t *val, bool *unset)
{
	unsigned long long n;
	char *end;

	*unset = false;
	*val = 0;
	if (!v)
		return 0;
	if (*v == '\0') {
		*unset = true;
		return 0;
	}
	for (size_t i = 0; i < SD_ARRAY_SIZE(bool_words); i++) {
		if (strcasecmp(bool_words[i][0], v) == 0) {
			*val = 1;
			return 0;
		}
		if (strcasecmp(bool_words[i][1], v) == 0) {
			*unset = true;
			return 0;
		}
	}
	if (negative(v))
		return -1;
	errno = 0;
	n = strtoull(v, &end, 0);
	if (*end != '\0' || errno)
		return -1;
	/* DTrace's dtrace_optval_t is unsigned: a value past INT64_MAX
	 * ("0x8000000000000000", "18446744073709551615": strtoll( ) reads
	 * them as LLONG_MAX, not negative) is taken, kept here as the
	 * negative number of its bits (an nspec too big for its map) */
	*val = (int64_t)n;
	return 0;
}

/* ---- setters ------------------------------------------------------------ */

static int bad(const char **err)
{
	*err = E_VAL;
	return -1;
}

static int set_flag(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	*FIELD(o, d, bool) = !(d->flags & INVERT);
	return 0;
}

static int set_bool(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	int64_t val;
	bool unset;

	if (parse_runtime(v, &val, &unset) < 0)
		return bad(err);
	*FIELD(o, d, bool) = !unset;
	return 0;
}

static int set_int(struct sd_opts *o, const struct optdef *d, const char *v,
		   const char **err)
{
	int64_t val;
	bool unset;

	if (parse_runtime(v, &val, &unset) < 0)
		return bad(err);
	*FIELD(o, d, int64_t) = unset ? d->def : val;
	return 0;
}

/* A size option's largest value (its row's def, when set), in bytes. */
static int too_large(const struct optdef *d, const char **err)
{
	static char msg[96];
	uint64_t max = (uint64_t)d->def;
	const char *unit = "kmgt";
	int u = -1;

	while (u < 3 && max >= 1024 && !(max % 1024)) {
		max /= 1024;
		u++;
	}
	snprintf(msg, sizeof(msg), "Value too large: the largest %s is %llu%.*s", d->name,
		 (unsigned long long)max, u >= 0, u >= 0 ? unit + u : "");
	*err = msg;
	return -1;
}

static int set_size(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	uint64_t val = 0;

	if (v && sd_opt_parse_size(v, &val) < 0)
		return bad(err);
	if (d->def > 0 && val > (uint64_t)d->def)
		return too_large(d, err);
	*FIELD(o, d, uint64_t) = val;
	return 0;
}

static int set_rate(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	uint64_t val = 0;

	if (v && sd_opt_parse_time(v, &val) < 0)
		return bad(err);
	*FIELD(o, d, uint64_t) = val;
	return 0;
}

static char *xstrdup(const char *s)
{
	char *p = sd_xstrdup(s);

	return p;
}

static int set_str(struct sd_opts *o, const struct optdef *d, const char *v,
		   const char **err)
{
	char **field = FIELD(o, d, char *);

	free(*field);
	*field = xstrdup(v);
	return 0;
}

/* ctypes, dtypes: DTrace opens (creates) the file when the option is set,
 * for the C and D types it writes there at exit (CTF, which sonda has
 * not: the file stays empty); one it cannot open is the error. */
static int set_typesfile(struct sd_opts *o, const struct optdef *d,
			 const char *v, const char **err)
{
	int fd = open(v, O_CREAT | O_WRONLY | O_CLOEXEC, 0666);

	if (fd < 0) {
		*err = strerror(errno);
		return -1;
	}
	close(fd);
	return set_str(o, d, v, err);
}

static void list_add(char ***list, size_t *n, char *s)
{
	char **l = sd_xrealloc(*list, (*n + 1) * sizeof(*l));

	l[(*n)++] = s;
	*list = l;
}

static int set_libdir(struct sd_opts *o, const struct optdef *d,
		      const char *v, const char **err)
{
	list_add(&o->libdirs, &o->nlibdirs, xstrdup(v));
	return 0;
}

/* define/undef/incdir: one cpp argument, the prefix in aux. */
static int set_cpparg(struct sd_opts *o, const struct optdef *d,
		      const char *v, const char **err)
{
	size_t n = strlen(d->aux) + strlen(v) + 1;
	char *s = sd_xmalloc(n);

	snprintf(s, n, "%s%s", d->aux, v);
	list_add(&o->cppargs, &o->ncppargs, s);
	return 0;
}

static int set_cppargs(struct sd_opts *o, const struct optdef *d,
		       const char *v, const char **err)
{
	static const char ws[] = "\f\n\r\t\v ";

	while (*v) {
		size_t n;

		v += strspn(v, ws);
		n = strcspn(v, ws);
		if (n)
			list_add(&o->cppargs, &o->ncppargs, sd_xstrndup(v, n));
		v += n;
	}
	return 0;
}

static int set_cpphdrs(struct sd_opts *o, const struct optdef *d,
		       const char *v, const char **err)
{
	o->cpphdrs = true;
	list_add(&o->cppargs, &o->ncppargs, xstrdup("-H"));
	return 0;
}

/* aux lists the names, '|'-separated, in the order of the enum. */
static int set_enum(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	const char *p = d->aux;
	size_t len = strlen(v);

	for (int i = 0; *p; i++) {
		size_t n = strcspn(p, "|");
		bool same = d->flags & ICASE ? strncasecmp(p, v, n) == 0 :
					       strncmp(p, v, n) == 0;

		if (n == len && same) {
			*FIELD(o, d, int) = i;
			return 0;
		}
		p += n + (p[n] == '|');
	}
	return bad(err);
}

/* atoi() values with a minimum (def): disasm, pgmax, tree, tregs, useruid. */
static int set_atoi(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	int n = atoi(v);

	if (n < d->def)
		return bad(err);
	*FIELD(o, d, int64_t) = n;
	return 0;
}

static int set_iregs(struct sd_opts *o, const struct optdef *d,
		     const char *v, const char **err)
{
	int n = atoi(v);

	if (n <= 0 || n > 8)
		return bad(err);
	if (n < 8) {
		*err = E_NOREG;
		return -1;
	}
	o->iregs = n;
	return 0;
}

static int set_debugassert(struct sd_opts *o, const struct optdef *d,
			   const char *v, const char **err)
{
	if (strcmp(v, "mutexes") != 0)
		return bad(err);
	o->debugassert_mutexes = true;
	return 0;
}

static int set_strsize(struct sd_opts *o, const struct optdef *d,
		       const char *v, const char **err)
{
	uint64_t val = 0;

	if (v && sd_opt_parse_size(v, &val) < 0)
		return bad(err);
	if (val < 2)
		return bad(err);
	if (val > UINT_MAX) {
		*err = E_OVERFLOW;
		return -1;
	}
	if (val > STRSIZE_MAX) {
		*err = E_STRSIZE;
		return -1;
	}
	o->strsize = val;
	return 0;
}

static int set_scratchsize(struct sd_opts *o, const struct optdef *d,
			   const char *v, const char **err)
{
	uint64_t val = 0;

	if (v && sd_opt_parse_size(v, &val) < 0)
		return bad(err);
	if (val > 0)
		val = SD_ALIGN(val + 8, 8);
	o->scratchsize = val;
	return 0;
}

/* pcapsize and printsize: out-of-range values fall back to the default;
 * the result is rounded up to 8 bytes. */
static int capped(const char *v, uint64_t def, uint64_t max, uint64_t *out,
		  const char **err)
{
	uint64_t val = def;

	if (v) {
		if (sd_opt_parse_size(v, &val) < 0)
			return bad(err);
		if (val == 0 || val > max)
			val = def;
	}
	*out = SD_ALIGN(val, 8);
	return 0;
}

static int set_pcapsize(struct sd_opts *o, const struct optdef *d,
			const char *v, const char **err)
{
	return capped(v, 1514, 65535, &o->pcapsize, err);
}

static int set_printsize(struct sd_opts *o, const struct optdef *d,
			 const char *v, const char **err)
{
	return capped(v, 8192, 65536, &o->printsize, err);
}

/* As DTrace: a value that is not a size is silently ignored. */
static int set_lockmem(struct sd_opts *o, const struct optdef *d,
		       const char *v, const char **err)
{
	uint64_t val;

	if (strcmp(v, "unlimited") == 0)
		o->lockmem = SD_OPT_UNLIMITED;
	else if (sd_opt_parse_size(v, &val) == 0)
		o->lockmem = val;
	return 0;
}

static int set_preallocate(struct sd_opts *o, const struct optdef *d,
			   const char *v, const char **err)
{
	uint64_t val;

	return sd_opt_parse_size(v, &val) < 0 ? bad(err) : 0;
}

static int set_version(struct sd_opts *o, const struct optdef *d,
		       const char *v, const char **err)
{
	uint32_t num;
	int rc = sd_opt_parse_version(v, &num);

	if (rc < 0) {
		*err = rc == -ENOENT ? E_VERSUNDEF : E_VERSINVAL;
		return -1;
	}
	if (num > o->version) {	/* a reduction is for good (dt_reduce()) */
		*err = E_VERSREDUCED;
		return -1;
	}
	o->version = num;
	return 0;
}

/* The index of the n-character word p among names, any case; -1 if none. */
static int attr_word(const char *p, size_t n, const char *const *names,
		     size_t nnames)
{
	for (size_t i = 0; i < nnames; i++)
		if (strlen(names[i]) == n && strncasecmp(names[i], p, n) == 0)
			return (int)i;
	return -1;
}

int sd_opt_parse_attr(const char *s, int attr[3])
{
	static const char *const stab[] = {
		"Internal", "Private", "Obsolete", "External", "Unstable",
		"Evolving", "Stable", "Standard",
	};
	static const char *const cls[] = {
		"Unknown", "CPU", "Platform", "Group", "ISA", "Common",
	};

	attr[0] = attr[1] = (int)SD_ARRAY_SIZE(stab) - 1;
	attr[2] = (int)SD_ARRAY_SIZE(cls) - 1;
	for (int part = 0; part < 3; part++) {
		size_t n = strcspn(s, "/");

		if (!*s)
			return 0;
		attr[part] = part < 2 ? attr_word(s, n, stab, SD_ARRAY_SIZE(stab)) :
					attr_word(s, n, cls, SD_ARRAY_SIZE(cls));
		if (attr[part] < 0)
			return -EINVAL;
		s += n + (s[n] == '/');
	}
	return *s ? -EINVAL : 0;
}

static int set_amin(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	int attr[3];

	if (sd_opt_parse_attr(v, attr) < 0)
		return bad(err);
	return set_str(o, d, v, err);
}

int64_t sd_kernel_max_stack(void)
{
	static int64_t n;
	long long v = 127;

	if (n)
		return n;
	FILE *f = fopen("/proc/sys/kernel/perf_event_max_stack", "r");
	if (f) {
		if (fscanf(f, "%lld", &v) != 1 || v <= 0)
			v = 127;
		fclose(f);
	}
	n = v;
	return n;
}

static int set_maxframes(struct sd_opts *o, const struct optdef *d,
			 const char *v, const char **err)
{
	int64_t val;
	bool unset;

	if (parse_runtime(v, &val, &unset) < 0)
		return bad(err);
	o->maxframes = unset ? sd_kernel_max_stack() : val;
	return 0;
}

/* dump=ast,types,bpf,verifier,steps: a comma-separated list, "all" for
 * every one. */
static int set_dump(struct sd_opts *o, const struct optdef *d, const char *v,
		    const char **err)
{
	static const char *const names[] = { "ast", "types", "bpf", "verifier", "steps" };
	unsigned bits = 0;

	for (const char *p = v; *p; p += *p == ',') {
		size_t n = strcspn(p, ","), i;

		for (i = 0; i < SD_ARRAY_SIZE(names); i++)
			if (n == strlen(names[i]) && !strncmp(p, names[i], n))
				break;
		if (i < SD_ARRAY_SIZE(names))
			bits |= 1u << i;
		else if (n == 3 && !strncmp(p, "all", 3))
			bits |= (1u << SD_ARRAY_SIZE(names)) - 1;
		else
			return bad(err);
		p += n;
	}
	o->dump |= bits;
	return bits ? 0 : bad(err);
}

/* ---- the table ---------------------------------------------------------- */

#define F(field) offsetof(struct sd_opts, field)
#define C SD_OPTK_COMPILE
#define R SD_OPTK_RUNTIME
#define D SD_OPTK_DYNAMIC
#define ROW(id, name, kind, fn, off, def, aux, flags) \
	[SD_OPT_##id] = { name, kind, fn, off, def, aux, flags }
#define FLAG(id, name, field) \
	ROW(id, name, C, set_flag, F(field), 0, NULL, NOVAL)
#define STR(id, name, kind, field, flags) \
	ROW(id, name, kind, set_str, F(field), 0, NULL, NEEDVAL | (flags))
#define BOOL(id, name, kind, field) \
	ROW(id, name, kind, set_bool, F(field), 0, NULL, 0)
#define INT(id, name, kind, field, def) \
	ROW(id, name, kind, set_int, F(field), def, NULL, 0)
#define SIZE(id, name, kind, field) \
	ROW(id, name, kind, set_size, F(field), 0, NULL, 0)
/* a size the kernel's objects hold only up to max (refused past it) */
#define SIZEMAX(id, name, kind, field, max) \
	ROW(id, name, kind, set_size, F(field), max, NULL, 0)
#define RATE(id, name, kind, field) \
	ROW(id, name, kind, set_rate, F(field), 0, NULL, 0)
#define ENUM(id, name, kind, field, names, flags) \
	ROW(id, name, kind, set_enum, F(field), 0, names, NEEDVAL | (flags))
#define ATOI(id, name, field, min) \
	ROW(id, name, C, set_atoi, F(field), min, NULL, NEEDVAL)
#define CPPARG(id, name, prefix) \
	ROW(id, name, C, set_cpparg, 0, 0, prefix, NEEDVAL | NOCTX)

static const struct optdef defs[SD_OPT_NR] = {
	FLAG(AGGPERCPU, "aggpercpu", aggpercpu),
	ROW(AMIN, "amin", C, set_amin, F(amin), 0, NULL, NEEDVAL),
	FLAG(ARGREF, "argref", argref),
	FLAG(CORE, "core", core),
	FLAG(CPP, "cpp", cpp),
	ROW(CPPARGS, "cppargs", C, set_cppargs, 0, 0, NULL, NEEDVAL | NOCTX),
	ROW(CPPHDRS, "cpphdrs", C, set_cpphdrs, 0, 0, NULL, NOVAL | NOCTX),
	STR(CPPPATH, "cpppath", C, cpppath, NOCTX),
	ROW(CTYPES, "ctypes", C, set_typesfile, F(ctypes), 0, NULL, NEEDVAL),
	STR(CTFPATH, "ctfpath", C, ctfpath, NOCTX),
	FLAG(DEFAULTARGS, "defaultargs", defaultargs),
	FLAG(DEBUG, "debug", debug),
	ROW(DEBUGASSERT, "debugassert", C, set_debugassert, 0, 0, NULL,
	    NEEDVAL),
	CPPARG(DEFINE, "define", "-D"),
	ATOI(DISASM, "disasm", disasm, 0),
	STR(DOFSTASHPATH, "dofstashpath", C, dofstashpath, 0),
	ROW(DROPTAGS, "droptags", C, set_flag, F(droptags), 0, NULL, 0),
	ROW(DTYPES, "dtypes", C, set_typesfile, F(dtypes), 0, NULL, NEEDVAL),
	FLAG(EMPTY, "empty", empty),
	FLAG(ERRTAGS, "errtags", errtags),
	ENUM(EVALTIME, "evaltime", C, evaltime, "exec|preinit|postinit|main",
	     0),
	CPPARG(INCDIR, "incdir", "-I"),
	ROW(IREGS, "iregs", C, set_iregs, 0, 0, NULL, NEEDVAL),
	ROW(KDEFS, "kdefs", C, set_flag, F(knodefs), 0, NULL, NOVAL | INVERT),
	FLAG(KNODEFS, "knodefs", knodefs),
	ENUM(LATE, "late", C, xlate, "dynamic|static", 0),
	ROW(LAZYLOAD, "lazyload", C, set_flag, F(lazyload), 0, NULL, 0),
	STR(LDPATH, "ldpath", C, ldpath, NOCTX),
	ROW(LIBDIR, "libdir", C, set_libdir, 0, 0, NULL, NEEDVAL),
	ENUM(LINKMODE, "linkmode", C, linkmode, "kernel|dynamic|static", 0),
	ENUM(LINKTYPE, "linktype", C, linktype, "elf|dof", ICASE),
	ROW(LINKNOMMAP, "linknommap", C, set_flag, F(linknommap), 0, NULL, 0),
	STR(MODPATH, "modpath", C, modpath, NOCTX),
	FLAG(NOLIBS, "nolibs", nolibs),
	ATOI(PGMAX, "pgmax", pgmax, 0),
	ROW(PREALLOCATE, "preallocate", C, set_preallocate, 0, 0, NULL,
	    NEEDVAL),
	STR(PROCFSPATH, "procfspath", C, procfspath, NOCTX),
	FLAG(PSPEC, "pspec", pspec),
	ENUM(STDC, "stdc", C, stdc, "a|c|s|t", NOCTX),
	FLAG(STRIP, "strip", strip),
	STR(SYSLIBDIR, "syslibdir", C, syslibdir, 0),
	STR(SYSSLICE, "sysslice", C, sysslice, 0),
	ATOI(TREE, "tree", tree, 1),
	ATOI(TREGS, "tregs", tregs, 1),
	ROW(UDEFS, "udefs", C, set_flag, F(unodefs), 0, NULL, NOVAL | INVERT),
	CPPARG(UNDEF, "undef", "-U"),
	FLAG(UNODEFS, "unodefs", unodefs),
	/* dt_opt_useruid( ) tests its uid_t against 0: never below */
	ATOI(USERUID, "useruid", useruid, INT32_MIN),
	FLAG(VERBOSE, "verbose", verbose),
	ROW(VERSION, "version", C, set_version, 0, 0, NULL, NEEDVAL),
	FLAG(ZDEFS, "zdefs", zdefs),

	SIZEMAX(AGGSIZE, "aggsize", R, aggsize, BUFFER_MAX),
	BOOL(BPFLOG, "bpflog", R, bpflog),
	SIZE(BPFLOGSIZE, "bpflogsize", R, bpflogsize),
	SIZEMAX(BUFSIZE, "bufsize", R, bufsize, RINGBUF_MAX),
	ENUM(BUFPOLICY, "bufpolicy", R, bufpolicy, "switch|fill|ring", 0),
	ENUM(BUFRESIZE, "bufresize", R, bufresize, "auto|manual", 0),
	RATE(CLEANRATE, "cleanrate", R, cleanrate),
	INT(CPU, "cpu", R, cpu, -1),
	BOOL(DESTRUCTIVE, "destructive", R, destructive),
	SIZEMAX(DYNVARSIZE, "dynvarsize", R, dynvarsize, BUFFER_MAX),
	BOOL(GRABANON, "grabanon", R, grabanon),
	INT(JSTACKFRAMES, "jstackframes", R, jstackframes, 50),
	SIZE(JSTACKSTRSIZE, "jstackstrsize", R, jstackstrsize),
	ROW(LOCKMEM, "lockmem", R, set_lockmem, 0, 0, NULL,
	    NEEDVAL | NOCTX | CTXFIRST),
	ROW(MAXFRAMES, "maxframes", R, set_maxframes, 0, 0, NULL, 0),
	INT(NSPEC, "nspec", R, nspec, SD_OPT_NSPEC_UNSET),
	ROW(PCAPSIZE, "pcapsize", R, set_pcapsize, 0, 0, NULL, 0),
	ROW(SCRATCHSIZE, "scratchsize", R, set_scratchsize, 0, 0, NULL, 0),
	SIZE(SPECSIZE, "specsize", R, specsize),
	INT(STACKFRAMES, "stackframes", R, stackframes, 20),
	RATE(STATUSRATE, "statusrate", R, statusrate),
	ROW(STRSIZE, "strsize", R, set_strsize, 0, 0, NULL, 0),
	INT(USTACKFRAMES, "ustackframes", R, ustackframes, 100),
	BOOL(NORESOLVE, "noresolve", R, noresolve),

	RATE(AGGRATE, "aggrate", D, aggrate),
	BOOL(AGGSORTKEY, "aggsortkey", D, aggsortkey),
	INT(AGGSORTKEYPOS, "aggsortkeypos", D, aggsortkeypos, 0),
	INT(AGGSORTPOS, "aggsortpos", D, aggsortpos, 0),
	BOOL(AGGSORTREV, "aggsortrev", D, aggsortrev),
	BOOL(FLOWINDENT, "flowindent", D, flowindent),
	BOOL(QUIET, "quiet", D, quiet),
	BOOL(QUIETRESIZE, "quietresize", D, quietresize),
	BOOL(RAWBYTES, "rawbytes", D, rawbytes),
	INT(STACKINDENT, "stackindent", D, stackindent, 14),
	RATE(SWITCHRATE, "switchrate", D, switchrate),
	ROW(PRINTSIZE, "printsize", D, set_printsize, 0, 0, NULL, 0),

	BOOL(AGGHIST, "agghist", D, agghist),
	BOOL(AGGPACK, "aggpack", D, aggpack),
	BOOL(AGGZOOM, "aggzoom", D, aggzoom),
	BOOL(TEMPORAL, "temporal", D, temporal),

	STR(FLAMEGRAPH, "flamegraph", R, flamegraph, 0),
	STR(FOLDED, "folded", R, folded, 0),
	STR(PPROF, "pprof", R, pprof, 0),
	SIZE(UNWINDSIZE, "unwindsize", R, unwindsize),
	STR(HTTP, "http", R, http, 0),
	BOOL(HTTPEXPOSE, "httpexpose", R, httpexpose),
	ENUM(FBTMODE, "fbtmode", C, fbtmode, "auto|kprobe|fentry|multi", 0),
	ROW(DUMP, "dump", C, set_dump, 0, 0, NULL, NEEDVAL),
	FLAG(TIMEPASSES, "timepasses", timepasses),
	ENUM(OFORMAT, "oformat", C, oformat, "text|json", 0),
};

/* ---- API ---------------------------------------------------------------- */

void sd_opts_init(struct sd_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->disasm = 1;
	o->iregs = 8;
	o->tregs = 8;
	o->pgmax = 8;
	o->useruid = 1000;
	o->evaltime = SD_EVAL_POSTINIT;
	o->linkmode = SD_LINK_KERNEL;
	o->linktype = SD_LTYP_ELF;
	o->xlate = SD_XLATE_STATIC;
	o->stdc = SD_STDC_A;
	o->version = SD_VERSION_LATEST;

	o->aggsize = 4 << 20;
	o->bufsize = 4 << 20;
	o->dynvarsize = 1 << 20;
	o->specsize = 4 << 20;
	o->jstackstrsize = 512;
	o->lockmem = SD_OPT_UNLIMITED;
	o->pcapsize = 1514;
	o->scratchsize = 256 + 8;
	o->strsize = 256;
	o->cleanrate = NANOSEC / 101;
	o->statusrate = NANOSEC;
	o->cpu = -1;
	o->jstackframes = 50;
	o->maxframes = sd_kernel_max_stack();
	o->nspec = 1;
	o->stackframes = 20;
	o->ustackframes = 100;
	o->unwindsize = 8 << 20;
	o->bufpolicy = SD_BUFPOLICY_SWITCH;
	o->bufresize = SD_BUFRESIZE_AUTO;

	o->aggrate = 0;
	o->switchrate = 0;
	o->printsize = 0;	/* unset (DTrace's dt_open.c): no bound */
	o->stackindent = 14;
}

static void free_list(char **l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(l[i]);
	free(l);
}

void sd_opts_free(struct sd_opts *o)
{
	char **strs[] = {
		&o->amin, &o->cpppath, &o->ctfpath, &o->ctypes, &o->dtypes,
		&o->dofstashpath, &o->ldpath, &o->modpath, &o->procfspath,
		&o->syslibdir, &o->sysslice, &o->flamegraph, &o->folded, &o->pprof,
		&o->http,
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(strs); i++) {
		free(*strs[i]);
		*strs[i] = NULL;
	}
	free_list(o->cppargs, o->ncppargs);
	free_list(o->libdirs, o->nlibdirs);
	o->cppargs = o->libdirs = NULL;
	o->ncppargs = o->nlibdirs = 0;
}

int sd_opt_find(const char *name, enum sd_opt_kind *kind)
{
	for (int i = 0; i < SD_OPT_NR; i++) {
		if (strcmp(defs[i].name, name) == 0) {
			if (kind)
				*kind = defs[i].kind;
			return i;
		}
	}
	return -1;
}

const char *sd_opt_name(enum sd_opt_id id)
{
	return (unsigned)id < SD_OPT_NR ? defs[id].name : NULL;
}

/* The context and value-presence rules, in DTrace's order. */
static const char *check_context(const struct optdef *d, const char *value,
				 enum sd_opt_src src)
{
	bool ctx = (d->flags & NOCTX) && src == SD_OPT_PRAGMA;

	if (src == SD_OPT_SETOPT && d->kind == SD_OPTK_RUNTIME)
		return E_ACTIVE;
	if (ctx && (d->flags & CTXFIRST))
		return E_CTX;
	if ((d->flags & NEEDVAL) && !value)
		return E_VAL;
	if ((d->flags & NOVAL) && value)
		return E_VAL;
	return ctx ? E_CTX : NULL;
}

int sd_opt_set(struct sd_opts *o, const char *name, const char *value,
	       enum sd_opt_src src, const char **err)
{
	int id = sd_opt_find(name, NULL);
	const struct optdef *d;

	if (id < 0) {
		*err = E_NAME;
		return -1;
	}
	d = &defs[id];
	if ((*err = check_context(d, value, src)) != NULL)
		return -1;
	if (d->set(o, d, value, err) < 0)
		return -1;
	*err = NULL;
	o->set[id] = true;
	return 0;
}

int sd_opt_set_pair(struct sd_opts *o, const char *pair, enum sd_opt_src src,
		    const char **err)
{
	const char *eq = strchr(pair, '=');
	char *name;
	int rc;

	if (!eq)
		return sd_opt_set(o, pair, NULL, src, err);
	name = sd_xstrndup(pair, (size_t)(eq - pair));
	rc = sd_opt_set(o, name, eq + 1, src, err);
	free(name);
	return rc;
}

/* The value of DTRACE_OPT_<NAME> in envp, or NULL. */
static const char *env_value(char *const *envp, const char *name)
{
	static const char prefix[] = "DTRACE_OPT_";
	size_t plen = sizeof(prefix) - 1, nlen = strlen(name);

	for (; *envp; envp++) {
		const char *e = *envp;
		size_t i;

		if (strncmp(e, prefix, plen) != 0)
			continue;
		e += plen;
		for (i = 0; i < nlen; i++)
			if (e[i] != toupper((unsigned char)name[i]))
				break;
		if (i == nlen && e[nlen] == '=')
			return e + nlen + 1;
	}
	return NULL;
}

int sd_opts_from_env(struct sd_opts *o, char *const *envp,
		     const char **bad_name, const char **err)
{
	int rc = 0;

	if (!envp)
		return 0;
	for (int i = 0; i < SD_OPT_NR; i++) {
		const char *v = env_value(envp, defs[i].name);
		const char *e;

		if (!v || sd_opt_set(o, defs[i].name, v, SD_OPT_ENV, &e) == 0)
			continue;
		if (rc == 0) {
			*bad_name = defs[i].name;
			*err = e;
			rc = -1;
		}
	}
	return rc;
}

void sd_opt_debug(const struct sd_opts *o, const char *fmt, ...)
{
	va_list ap;

	if (!o || !o->debug)
		return;
	fprintf(stderr, "sonda DEBUG %lld: ", (long long)time(NULL));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}
