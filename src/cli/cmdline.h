/* cmdline.h - dtrace(1)'s command line: argv -> a description of the run.
 *
 * Parsing follows DTrace for Linux (cli.md): glibc getopt semantics
 * (operands may be interleaved with options unless POSIXLY_CORRECT is set,
 * "--" ends the options), the getopt string
 * "3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z", and several passes
 * so that order only matters where DTrace says it does:
 *   1. every option is checked; modes (-GhlV), -e, -v, -32/-64 noted;
 *   2. DTRACE_OPT_* and DTRACE_DEBUG from the environment, then -b -D -F
 *      -H -I -L -q -U -w -x -X -Z -C -S settings applied left to right;
 *      programs (-s -n -P -m -f -i) kept in command-line order;
 *   3. -c commands and -p pids kept in argument order; main makes and
 *      grabs them in that order (a -p value is read then: sd_cmd_proc_pid);
 *   4. (main) the programs compiled; then -G and -h checked
 *      (sd_cmdline_outputs), as DTrace's fifth pass checks them.
 * Messages are DTrace's, with "sonda: " where DTrace prints "dtrace: ".
 */
#ifndef SONDA_CLI_CMDLINE_H
#define SONDA_CLI_CMDLINE_H

#include <stdio.h>
#include "../base/common.h"
#include "../base/opts.h"

/* What a program argument is: a -s file or a probe-specifier clause whose
 * rightmost description field is the provider/module/function/name. */
enum sd_prog_kind {
	SD_PROG_FILE,	/* -s */
	SD_PROG_NAME,	/* -n */
	SD_PROG_PROV,	/* -P */
	SD_PROG_MOD,	/* -m */
	SD_PROG_FUNC,	/* -f */
	SD_PROG_ID,	/* -i (DTrace treats it like -n: a number is an id) */
};

struct sd_cmd_prog {
	enum sd_prog_kind kind;
	const char *arg;	/* borrowed from argv */
};

/* A process of the command line: -c cmd (opt 'c') or -p pid (opt 'p').
 * DTrace creates and grabs them in argument order, so the first one is
 * $target and the first that fails is the one reported. */
struct sd_cmd_proc {
	char opt;		/* 'c' or 'p' */
	const char *arg;	/* the command or the pid, borrowed from argv */
};

/* What the run does; only one of -G -h -l -V may be given. */
enum sd_mode {
	SD_MODE_EXEC,		/* compile and trace (or only compile: -e) */
	SD_MODE_LIST,		/* -l */
	SD_MODE_LINK,		/* -G: ELF object with the USDT DOF */
	SD_MODE_HEADER,		/* -h: C header from provider definitions */
	SD_MODE_VERSION,	/* -V: print sd_version_print() and exit 0 */
};

/* Every string is borrowed from argv (alive for the whole run) unless
 * said otherwise; arrays are owned (sd_cmdline_free). */
struct sd_cmdline {
	enum sd_mode mode;
	struct sd_cmd_prog *progs;	/* in command-line order */
	size_t nprogs;
	bool list;			/* -l */
	bool version;			/* -V */
	bool verbose;			/* -v */
	bool compile_only;		/* -e */
	bool print_bpf;			/* -S (also o->verbose is set) */
	bool cpp;			/* -C (also o->cpp is set) */
	bool zflag;			/* -Z, or -l/-G/-h that imply it (also
					   o->zdefs is set): no "no probes
					   matched" (-x zdefs does not do that) */
	bool buffered;			/* -B: Oracle's debug buffered output */
	bool testing;			/* _DTRACE_TESTING is in the environment */
	int model;			/* 32 or 64 (-32/-64); 64 by default;
					   for -G without either, that of
					   the object files (link_model) */
	bool model_set;			/* -32 or -64 was given */
	const char *argv0;		/* $0 for -n etc.; -s programs use the path */
	const char *outfile;		/* -o, or NULL */
	char *header_file;		/* -h: -o, or <script>.h (owned) */
	struct sd_cmd_proc *procs;	/* -c and -p, in argument order */
	size_t nprocs;
	const char **operands;		/* $1, $2, ... */
	size_t noperands;
	const char **objs;		/* -G: the operands are object files */
	size_t nobjs;
};

/* Parses argv into c and applies option settings to o, which must be
 * initialized with sd_opts_init(): DTRACE_OPT_* environment variables first
 * (invalid ones ignored, as DTrace does), then the command line left to
 * right. -l, -G and -h imply -Z; -G sets linkmode=dynamic and unodefs.
 * Returns 0 to go on (c is filled; for SD_MODE_VERSION the caller prints
 * sd_version_print() and exits 0), or the exit status after printing the
 * message (and the usage text where DTrace does) on stderr: 2 for usage
 * errors, conflicting modes, -B misuse, or not running as root (tracing
 * and listing need root); 1 for an option that cannot be set ("sonda:
 * failed to set -x strsize: Invalid value for specified option") or -G
 * object files of both data models (link_model in cmdline.c); a bad
 * -p argument is reported when the processes are made
 * (sd_cmd_proc_pid()), in argument order with -c failures.
 * c must be freed with sd_cmdline_free() in every case. */
int sd_cmdline_parse(int argc, char **argv, struct sd_cmdline *c,
		     struct sd_opts *o);

/* DTrace's checks of -G and -h, made once the processes are made and the
 * programs compiled, as DTrace's fifth pass makes them: both need a
 * program ("sonda: -G requires one or more scripts or enabling options");
 * -h without -o needs one script named *.d, whose basename with .h it
 * writes (c->header_file, owned). Returns 0, or 2 after printing the
 * message. Nothing to check in other modes. */
int sd_cmdline_outputs(struct sd_cmdline *c);

/* The pid of a -p process as DTrace reads it, when it comes to grab it:
 * strtol() in base 10 with nothing after the number, the value kept in a
 * pid_t (so a value past INT_MAX wraps). Returns 0, or 1 after printing
 * "sonda: invalid pid: ARG" (DTrace's exit status). */
int sd_cmd_proc_pid(const struct sd_cmd_proc *p, int *pid);

/* Frees what c owns; c may be parsed into again. */
void sd_cmdline_free(struct sd_cmdline *c);

/* Prints the usage text of DTrace for Linux, program name "sonda". */
void sd_usage(FILE *f);

/* Prints "sonda: Oracle D 2.0" (the D version scripts look for) and, when
 * verbose (-vV), sonda's own version lines. */
void sd_version_print(FILE *f, bool verbose);

/* For a -n/-P/-m/-f/-i program: the D text to compile (the argument) and
 * the description DTrace shows in "description '%s' matched N probes": the
 * argument cut at the first '{', '/' or ';' (trailing blanks kept, as
 * DTrace shows them). Both are malloc'd. The compiler reads the program's
 * descriptions as the option says (sd_cmd_prog_fields). Returns 0; -s
 * programs are not probe specifiers (-EINVAL, *err = DTrace's reason). */
int sd_cmd_prog_text(const struct sd_cmd_prog *p, char **text, char **desc,
		     const char **err);

/* The fields the probe descriptions of a program of this kind name, the
 * rightmost being the option's: 1 (-P), 2 (-m), 3 (-f), else 4. */
int sd_cmd_prog_fields(enum sd_prog_kind kind);

#endif
