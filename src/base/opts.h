/* opts.h - every D option (-x name=value, #pragma D option, setopt(),
 * DTRACE_OPT_NAME) as a typed field, with DTrace for Linux's value syntax,
 * defaults and error texts.
 *
 * Kinds follow DTrace: compile-time options steer the compiler, run-time
 * options are fixed once tracing starts, dynamic options may change while
 * tracing (setopt()). Sizes are bytes, rates and times nanoseconds. Every
 * option remembers whether it was set explicitly (o->set[SD_OPT_X]).
 *
 * Value syntax (d-language.md 13):
 *   size     123, 0x10, 010, with one suffix k/K m/M g/G t/T (x1024 per step)
 *   rate     number + ns nsec us usec ms msec s sec m min h hour d day
 *            (case-insensitive), or hz (10^9/N ns); no suffix = nanoseconds
 *   boolean  no value, yes/no, enable/disable, enabled/disabled, true/false,
 *            on/off, set/unset (any case), "" (= unset), or a non-negative
 *            integer, which *sets* it (quirk: quiet=0 turns quiet on)
 *   integer  (cpu, nspec, stackframes...): like boolean; a number is the
 *            value, "no"/"" restores the default, no value means 0
 */
#ifndef SONDA_BASE_OPTS_H
#define SONDA_BASE_OPTS_H

#include "common.h"

/* One id per option name; o->set[] is indexed by it. */
enum sd_opt_id {
	/* compile-time */
	SD_OPT_AGGPERCPU, SD_OPT_AMIN, SD_OPT_ARGREF, SD_OPT_CORE, SD_OPT_CPP,
	SD_OPT_CPPARGS, SD_OPT_CPPHDRS, SD_OPT_CPPPATH, SD_OPT_CTYPES,
	SD_OPT_CTFPATH, SD_OPT_DEFAULTARGS, SD_OPT_DEBUG, SD_OPT_DEBUGASSERT,
	SD_OPT_DEFINE, SD_OPT_DISASM, SD_OPT_DOFSTASHPATH, SD_OPT_DROPTAGS,
	SD_OPT_DTYPES, SD_OPT_EMPTY, SD_OPT_ERRTAGS, SD_OPT_EVALTIME,
	SD_OPT_INCDIR, SD_OPT_IREGS, SD_OPT_KDEFS, SD_OPT_KNODEFS, SD_OPT_LATE,
	SD_OPT_LAZYLOAD, SD_OPT_LDPATH, SD_OPT_LIBDIR, SD_OPT_LINKMODE,
	SD_OPT_LINKTYPE, SD_OPT_LINKNOMMAP, SD_OPT_MODPATH, SD_OPT_NOLIBS,
	SD_OPT_PGMAX, SD_OPT_PREALLOCATE, SD_OPT_PROCFSPATH, SD_OPT_PSPEC,
	SD_OPT_STDC, SD_OPT_STRIP, SD_OPT_SYSLIBDIR, SD_OPT_SYSSLICE,
	SD_OPT_TREE, SD_OPT_TREGS, SD_OPT_UDEFS, SD_OPT_UNDEF, SD_OPT_UNODEFS,
	SD_OPT_USERUID, SD_OPT_VERBOSE, SD_OPT_VERSION, SD_OPT_ZDEFS,
	/* run-time */
	SD_OPT_AGGSIZE, SD_OPT_BPFLOG, SD_OPT_BPFLOGSIZE, SD_OPT_BUFSIZE,
	SD_OPT_BUFPOLICY, SD_OPT_BUFRESIZE, SD_OPT_CLEANRATE, SD_OPT_CPU,
	SD_OPT_DESTRUCTIVE, SD_OPT_DYNVARSIZE, SD_OPT_GRABANON,
	SD_OPT_JSTACKFRAMES, SD_OPT_JSTACKSTRSIZE, SD_OPT_LOCKMEM,
	SD_OPT_MAXFRAMES, SD_OPT_NSPEC, SD_OPT_PCAPSIZE, SD_OPT_SCRATCHSIZE,
	SD_OPT_SPECSIZE, SD_OPT_STACKFRAMES, SD_OPT_STATUSRATE, SD_OPT_STRSIZE,
	SD_OPT_USTACKFRAMES, SD_OPT_NORESOLVE,
	/* dynamic */
	SD_OPT_AGGRATE, SD_OPT_AGGSORTKEY, SD_OPT_AGGSORTKEYPOS,
	SD_OPT_AGGSORTPOS, SD_OPT_AGGSORTREV, SD_OPT_FLOWINDENT, SD_OPT_QUIET,
	SD_OPT_QUIETRESIZE, SD_OPT_RAWBYTES, SD_OPT_STACKINDENT,
	SD_OPT_SWITCHRATE, SD_OPT_PRINTSIZE,
	/* classic (illumos) display options, dynamic */
	SD_OPT_AGGHIST, SD_OPT_AGGPACK, SD_OPT_AGGZOOM, SD_OPT_TEMPORAL,
	/* sonda's own, run-time */
	SD_OPT_FLAMEGRAPH, SD_OPT_FOLDED, SD_OPT_UNWINDSIZE, SD_OPT_PPROF,
	SD_OPT_HTTP, SD_OPT_HTTPEXPOSE,
	/* sonda's own, compile-time */
	SD_OPT_FBTMODE, SD_OPT_DUMP, SD_OPT_TIMEPASSES,
	/* FreeBSD's, compile-time (the records carry timestamps) */
	SD_OPT_OFORMAT,
	SD_OPT_NR
};

enum sd_opt_kind { SD_OPTK_COMPILE, SD_OPTK_RUNTIME, SD_OPTK_DYNAMIC };

/* Where a setting comes from; decides which errors apply. */
enum sd_opt_src { SD_OPT_ENV, SD_OPT_CMDLINE, SD_OPT_PRAGMA, SD_OPT_SETOPT };

enum sd_bufpolicy { SD_BUFPOLICY_SWITCH, SD_BUFPOLICY_FILL, SD_BUFPOLICY_RING };
enum sd_bufresize { SD_BUFRESIZE_AUTO, SD_BUFRESIZE_MANUAL };
/* When -c/-p processes are let go (evaltime). */
enum sd_evaltime {
	SD_EVAL_EXEC, SD_EVAL_PREINIT, SD_EVAL_POSTINIT, SD_EVAL_MAIN
};
enum sd_linkmode { SD_LINK_KERNEL, SD_LINK_DYNAMIC, SD_LINK_STATIC };
enum sd_linktype { SD_LTYP_ELF, SD_LTYP_DOF };
enum sd_xlate { SD_XLATE_DYNAMIC, SD_XLATE_STATIC };
/* fbtmode: how fbt probes reach the kernel (auto = fentry where it works,
 * else kprobes). */
enum sd_fbtmode { SD_FBT_AUTO, SD_FBT_KPROBE, SD_FBT_FENTRY, SD_FBT_MULTI };
/* -X a|c|s|t: cpp conformance mode. */
/* oformat: what the consumer writes (FreeBSD's option). */
enum sd_oformat { SD_OFORMAT_TEXT, SD_OFORMAT_JSON };
enum sd_stdc { SD_STDC_A, SD_STDC_C, SD_STDC_S, SD_STDC_T };
/* -x dump=ast,types,bpf,verifier,steps (--dump=...): what the compiler
 * prints to stderr after the pass that makes it (driver/compile.c,
 * rt/load.c). */
enum sd_dump {
	SD_DUMP_AST = 1, SD_DUMP_TYPES = 2, SD_DUMP_BPF = 4, SD_DUMP_VERIFIER = 8,
	SD_DUMP_STEPS = 16,
};
/* disasm: which of DTrace's -S listings are printed (dt_dis.h): its clauses
 * after compiling (the default), its programs as tracing starts (as
 * constructed, linked, final). sonda has one listing, printed at each. */
enum sd_disasm {
	SD_DISASM_CLAUSE = 1,
	SD_DISASM_PROGS = 2 | 4 | 8,
};

/* D language versions, as DTrace numbers them: major.minor.micro. */
#define SD_VERSION_NUMBER(M, m, u) \
	((((uint32_t)(M) & 0xff) << 24) | (((m) & 0xfff) << 12) | ((u) & 0xfff))
/* DTrace's DT_VERS_LATEST, 2.0.1 (__SUNW_D_VERSION is 0x02000001), which
 * its list of versions -x version takes does not hold: 2.0 reduces to 2.0,
 * 2.0.1 is refused as undefined */
#define SD_VERSION_LATEST SD_VERSION_NUMBER(2, 0, 1)
#define SD_VERSION_STRING "Oracle D 2.0"

/* Size values of options whose "unlimited" has no number. */
#define SD_OPT_UNLIMITED UINT64_MAX
/* nspec set to "" or a negative word ("off"...): DTrace's DTRACEOPT_UNSET,
 * a map of (size_t)-2 speculations, too big to create */
#define SD_OPT_NSPEC_UNSET (-2)

struct sd_opts {
	/* compile-time flags */
	bool aggpercpu, argref, core, cpp, cpphdrs, debug, defaultargs;
	bool droptags, empty, errtags, knodefs, lazyload, linknommap, nolibs;
	bool pspec, strip, unodefs, zdefs;
	bool verbose;			/* -x verbose: print the BPF code */
	bool debugassert_mutexes;
	/* compile-time values; strings are owned (sd_opts_free) */
	char *amin;			/* "name/data/class" minimum attributes */
	char *cpppath, *ctfpath, *ctypes, *dtypes, *dofstashpath;
	char *ldpath, *modpath, *procfspath, *syslibdir, *sysslice;
	char **cppargs;			/* -D/-U/-I/-H, cppargs, define... in order */
	size_t ncppargs;
	char **libdirs;			/* -L / libdir, in order */
	size_t nlibdirs;
	int64_t disasm, iregs, pgmax, tree, tregs, useruid;
	enum sd_evaltime evaltime;
	enum sd_linkmode linkmode;
	enum sd_linktype linktype;
	enum sd_xlate xlate;		/* option "late" */
	enum sd_stdc stdc;
	uint32_t version;		/* SD_VERSION_NUMBER() */

	/* run-time */
	uint64_t aggsize, bpflogsize, bufsize, dynvarsize, jstackstrsize;
	uint64_t unwindsize;		/* bytes of user-stack unwind rows */
	uint64_t lockmem;		/* SD_OPT_UNLIMITED by default */
	uint64_t pcapsize, scratchsize, specsize, strsize;
	uint64_t cleanrate, statusrate;	/* ns */
	bool bpflog, destructive, grabanon, noresolve;
	int64_t cpu;			/* -1: every CPU */
	int64_t jstackframes, maxframes, nspec, stackframes, ustackframes;
	enum sd_bufpolicy bufpolicy;
	enum sd_bufresize bufresize;

	/* dynamic */
	uint64_t aggrate, switchrate;	/* ns; 0 = every poll */
	uint64_t printsize;		/* print( )'s bound in bytes; 0 = unset, none */
	bool aggsortkey, aggsortrev, flowindent, quiet, quietresize, rawbytes;
	bool agghist, aggpack, aggzoom, temporal;
	int64_t aggsortkeypos, aggsortpos, stackindent;

	/* sonda's own */
	char *flamegraph;		/* write folded stacks as an SVG here */
	char *folded;			/* write folded stacks here */
	char *pprof;			/* write stack aggregations as pprof here */
	enum sd_oformat oformat;	/* -x oformat=text|json */
	char *http;			/* serve metrics and the live view on
					   [ADDR:]PORT (rt/http.h) */
	bool httpexpose;		/* http may bind a non-loopback address */
	enum sd_fbtmode fbtmode;	/* -x fbtmode=auto|kprobe|fentry|multi */
	unsigned dump;			/* enum sd_dump bits */
	bool timepasses;		/* -x timepasses (--time-passes) */

	bool set[SD_OPT_NR];		/* set explicitly (not a default) */
};

/* Fills o with the defaults of DTrace for Linux as dtrace(1) runs it
 * (bufsize and aggsize 4m, strsize 256, ...). maxframes is read from
 * /proc/sys/kernel/perf_event_max_stack (127 if unreadable). */
void sd_opts_init(struct sd_opts *o);

/* The kernel's /proc/sys/kernel/perf_event_max_stack (127 if unreadable),
 * read once: maxframes' default, and the most frames bpf_get_stack( )
 * returns whatever buffer it is given (__bpf_get_stack( ) caps its depth
 * there), so the most any stack holds in DTrace for Linux. */
int64_t sd_kernel_max_stack(void);

/* Frees the strings and lists o owns; o may be initialized again. */
void sd_opts_free(struct sd_opts *o);

/* Sets one option. value NULL means "given without =value". Returns 0, or
 * -1 with *err = DTrace's reason: "Invalid option name", "Invalid value for
 * specified option", "Option cannot be used from within a D program" (from a
 * pragma, for options only the command line may set), "Operation illegal
 * when tracing is active" (setopt() of a non-dynamic run-time option), and
 * a few option-specific ones (iregs, version, strsize). On error o is
 * unchanged. */
int sd_opt_set(struct sd_opts *o, const char *name, const char *value,
	       enum sd_opt_src src, const char **err);

/* Like sd_opt_set() for "name" or "name=value" (the -x and pragma form);
 * the name is the text before the first '='. */
int sd_opt_set_pair(struct sd_opts *o, const char *pair, enum sd_opt_src src,
		    const char **err);

/* Applies DTRACE_OPT_<NAME>=value variables of envp (NAME is the option
 * name in upper case; other spellings are ignored, as DTrace does). Every
 * valid one is applied. Returns 0, or -1 with *bad_name (the variable's
 * option name, static) and *err of the first failure. */
int sd_opts_from_env(struct sd_opts *o, char *const *envp,
		     const char **bad_name, const char **err);

/* Looks an option up by name: returns its id and kind, or -1. */
int sd_opt_find(const char *name, enum sd_opt_kind *kind);

/* The option's name for an id. */
const char *sd_opt_name(enum sd_opt_id id);

/* Parses a size ("4m"; "" and a bare "k" are 0, as in DTrace): 0, or -EINVAL
 * for negative, garbage, a number past 64 bits or a product negative as
 * int64 (a larger product wraps, as in DTrace: "16777216t" is 0). */
int sd_opt_parse_size(const char *s, uint64_t *bytes);

/* Parses a rate or time ("10hz", "500ms", "10" = 10 ns) into nanoseconds:
 * 0, or -EINVAL. "0hz" is 0; a product past 64 bits wraps, one that wraps
 * negative is 0 (what DTrace's rates do with a negative value). */
int sd_opt_parse_time(const char *s, uint64_t *ns);

/* Parses a D version "M[.m[.u]]": 0 with *v set, -EINVAL when malformed
 * (DTrace: "Version is not properly formatted or is too large"), -ENOENT
 * with *v set when no such version exists ("Requested version is not
 * supported by compiler"). */
int sd_opt_parse_version(const char *s, uint32_t *v);

/* Parses stability attributes "name[/data[/class]]" as DTrace's
 * dtrace_str2attr() does (amin, #pragma D attributes): each word a
 * stability (Internal .. Standard) or, the third, a dependency class
 * (Unknown .. Common), in any case; a part left out is the strongest (""
 * too), an empty one before another ("Stable//Common") or a fourth is
 * invalid. attr[] gets the indices: 0, or -EINVAL. */
int sd_opt_parse_attr(const char *s, int attr[3]);

/* With the debug option: one line on stderr, as DTrace's debug messages
 * ("sonda DEBUG <seconds since the epoch>: <text>"); fmt ends in '\n'. */
void sd_opt_debug(const struct sd_opts *o, const char *fmt, ...) SD_PRINTF(2, 3);

#endif
