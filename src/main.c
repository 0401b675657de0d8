/* main.c - the sonda command: options -> programs -> compile -> trace.
 *
 * The pipeline, in order (each pass reads only the previous one's output):
 *   parse   every program's text into one AST (clauses know their program)
 *   sema    names, types, probe matching
 *   cg      one BPF program per probe, record layouts
 *   run     load, attach, consume, print (rt/run.h)
 */
#include <ctype.h>
#include <sched.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>

#include "base/arena.h"
#include "base/buf.h"
#include "base/diag.h"
#include "base/opts.h"
#include "base/xalloc.h"
#include "cg/cg.h"
#include "cli/cmdline.h"
#include "driver/compile.h"
#include "driver/ctx.h"
#include "driver/dump.h"
#include "driver/header.h"
#include "driver/link.h"
#include "lang/sema.h"
#include "prov/prov.h"
#include "rt/proc.h"
#include "rt/run.h"

/* Does probe i of the table, made after description ld was matched (by a
 * later program: a pid offset, a tick-N), match it? DTrace lists each
 * description once every program is compiled (cmd/dtrace.c's list_prog( )
 * after the dc_func pass), matching it against every probe then known
 * (list_stmt( )'s dtrace_probe_iter( )). */
static bool later_match(const struct sd_probe_tab *tab, const struct sd_list_desc *ld, size_t i)
{
	return ld->desc && i >= ld->tab_n && sd_pdesc_match(ld->desc, tab->probes[i]);
}

static size_t count_later(const struct sd_probe_tab *tab, const struct sd_list_desc *ld)
{
	size_t n = 0;

	for (size_t i = ld->tab_n; i < tab->n; i++)
		n += later_match(tab, ld, i);
	return n;
}

static void list_later(struct sd_buf *b, const struct sd_probe_tab *tab,
		       const struct sd_list_desc *ld, bool verbose)
{
	for (size_t j = ld->tab_n; j < tab->n; j++) {
		size_t at = ld->newest_first ? tab->n - 1 - (j - ld->tab_n) : j;

		if (later_match(tab, ld, at))
			sd_probe_list_entry(b, tab->probes[at], verbose);
	}
}

/* One description k of clause cl as DTrace's list_stmt() lists it: its
 * probes, those made after it first when newest first, or "failed to
 * match" on stderr (the listing itself goes out at the end, as stdio
 * writes DTrace's to a pipe). */
static void list_desc(struct sd_buf *b, const struct sd_probe_tab *tab,
		      const struct sd_clause *cl, uint16_t k, bool verbose)
{
	const struct sd_list_desc *ld = &cl->ldesc[k];

	if (ld->unmatched && !count_later(tab, ld))
		fprintf(stderr, "sonda: failed to match %s: No probe matches "
			"description\n", ld->unmatched);
	if (ld->newest_first)
		list_later(b, tab, ld, verbose);
	for (size_t j = 0; j < cl->nprobes; j++) {
		size_t at = ld->newest_first ? cl->nprobes - 1 - j : j;

		if (cl->pdesc[at] == k)
			sd_probe_list_entry(b, cl->probes[at], verbose);
	}
	if (!ld->newest_first)
		list_later(b, tab, ld, verbose);
}

static int list_probes(struct sd_compile *c, FILE *out)
{
	struct sd_buf b = SD_BUF_INIT;

	sd_probe_list_header(&b);
	if (!c->cl->nprogs) {
		sd_probe_populate_all(c->tab);
		for (size_t i = 0; i < c->tab->n; i++)
			sd_probe_list_entry(&b, c->tab->probes[i], c->cl->verbose);
	}
	for (size_t i = 0; i < c->cu.nclauses; i++)
		for (uint16_t k = 0; k < c->cu.clauses[i].nldesc; k++)
			list_desc(&b, c->tab, &c->cu.clauses[i], k, c->cl->verbose);
	fwrite(b.data ? b.data : "", 1, b.len, out);
	sd_buf_free(&b);
	return 0;
}

/* -G: the objects DTrace's link mode makes (driver/link.h), one per
 * program named as link_prog( ) names it, each after the operands are
 * checked; with -o and several programs, linked into the -o file. A
 * failure is named after its program as DTrace names it ("script x" for
 * x.d, a description cropped as in its notice). */
static int link_object(struct sd_compile *c)
{
	const struct sd_cmdline *cl = c->cl;
	const char *ld = c->opts->ldpath ? c->opts->ldpath : "ld";
	char **paths = sd_xcalloc(cl->nprogs, sizeof(*paths));
	int rc = 0;

	for (size_t i = 0; i < cl->nprogs && !rc; i++) {
		const struct sd_src *s = &c->progs[i];
		const char *dot = strrchr(s->desc, '.');
		int n = dot && !strcmp(dot, ".d") ? (int)(dot - s->desc) : (int)strlen(s->desc);
		char *name = sd_xasprintf("%s %.*s", s->is_file ? "script" : "description", n,
					  s->desc);

		paths[i] = sd_link_output(cl->outfile, s->desc, i, cl->nprogs);
		rc = sd_link_check_objs(cl->objs, cl->nobjs, cl->model, name) < 0 ||
		     sd_link_write(ld, paths[i], name) < 0;
		free(name);
	}
	if (!rc && cl->nprogs > 1 && cl->outfile)
		rc = sd_link_combine(ld, cl->outfile, paths, cl->nprogs) < 0;
	for (size_t i = 0; i < cl->nprogs; i++)
		free(paths[i]);
	free(paths);
	return rc;
}

/* -h: the header for the script's provider definitions. */
static int write_header(struct sd_compile *c)
{
	const char *path = c->cl->header_file;
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	char guard[256];
	size_t i;

	for (i = 0; i < sizeof(guard) - 1 && base[i]; i++)
		guard[i] = isalnum((unsigned char)base[i]) ?
			   (char)toupper((unsigned char)base[i]) : '_';
	guard[i] = '\0';
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "sonda: failed to open header file '%s': %s\n", path,
			strerror(errno));
		return 1;
	}
	int rc = sd_header_write(f, &c->cu.ast, guard);

	if (ferror(f))
		rc = -1;
	if (fclose(f) != 0 || rc < 0) {
		fprintf(stderr, "sonda: failed to create header file %s: %s\n", path,
			strerror(errno));
		return 1;
	}
	return 0;
}

/* DTrace's exec_prog(), per program: the "matched" notice (not with -e or
 * -q) and, with -v, the stability report on the output (not with -B). */
static void program_notices(struct sd_compile *c, FILE *out, bool exec)
{
	for (size_t i = 0; i < c->cl->nprogs; i++) {
		const struct sd_src *s = &c->progs[i];
		const char *kind = s->is_file ? "script" : "description";
		uint32_t n = c->cu.matched[i];

		if (exec && !c->opts->quiet)
			fprintf(stderr, "sonda: %s '%s' matched %u probe%s\n", kind, s->desc,
				n, n == 1 ? "" : "s");
		if (!c->cl->verbose || c->cl->buffered)
			continue;
		struct sd_buf b = SD_BUF_INIT;
		char *what = sd_xasprintf("%s %s", kind, s->desc);
		sd_stab_report(&c->cu, (int)i, what, exec, &b);
		fwrite(b.data ? b.data : "", 1, b.len, out);
		free(what);
		sd_buf_free(&b);
	}
}

/* DTrace's third pass: -c processes created and -p processes grabbed in
 * argument order, the first one being $target; the first failure ends the
 * run. */
static int start_targets(struct sd_compile *c)
{
	sd_proc_set_evaltime((int)c->opts->evaltime);	/* same order */
	sd_proc_set_dtrace_msgs(c->opts->errtags || c->cl->testing);
	for (size_t i = 0; i < c->cl->nprocs; i++) {
		const struct sd_cmd_proc *p = &c->cl->procs[i];
		int pid = 0;

		if (p->opt == 'c' ? sd_proc_create(p->arg, &pid) < 0 :
		    sd_cmd_proc_pid(p, &pid) || sd_proc_grab(pid) < 0)
			return -1;
		if (!c->target)
			c->target = pid;
		c->tpids[c->ntpids++] = pid;
	}
	return 0;
}

/* As DTrace's dtrace_open( ) (dt_open.c), before any process is made: the
 * soft limit on open files raised to the hard one, which the -c commands
 * and what system( ) runs inherit (sd_bpf_init( ) may raise both further
 * where the hard limit is under 65536). */
static void raise_nofile(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		(void)setrlimit(RLIMIT_NOFILE, &rl);
	}
}

/* Option lockmem (unlimited by default) as the locked-memory limit, soft
 * and hard, as DTrace's dtrace_init( ) (dt_open.c) sets it after its third
 * pass: a -c command keeps the limit it started with, what system( ) runs
 * inherits this one. A limit sonda may not raise stays as it was (the
 * kernel accounts BPF memory to the cgroup since Linux 5.11). */
static void set_lockmem(const struct sd_opts *o)
{
	struct rlimit rl = { o->lockmem, o->lockmem };

	if (o->lockmem == SD_OPT_UNLIMITED)
		rl.rlim_cur = rl.rlim_max = RLIM_INFINITY;
	(void)setrlimit(RLIMIT_MEMLOCK, &rl);
}

/* -xcpu: sonda itself runs on that CPU, so BEGIN and END fire there. A CPU
 * it cannot run on ends the run (DTrace's thread for BEGIN and END exits
 * with status 1 then, silently). */
static int bind_cpu(const struct sd_opts *o)
{
	cpu_set_t set;
	int err = EINVAL;

	if (o->cpu < 0)
		return 0;
	if (o->cpu < CPU_SETSIZE) {
		CPU_ZERO(&set);
		CPU_SET((int)o->cpu, &set);
		if (sched_setaffinity(0, sizeof(set), &set) == 0)
			return 0;
		err = errno;
	}
	fprintf(stderr, "sonda: cannot run on CPU %lld: %s\n", (long long)o->cpu,
		strerror(err));
	return -1;
}

static int trace(struct sd_compile *c, FILE *out)
{
	struct sd_run r;
	int rc = 1;

	program_notices(c, out, true);
	uint64_t total = 0;
	for (size_t i = 0; i < c->cl->nprogs; i++)
		total += c->cu.matched[i];
	if (total == 0 && !c->cl->zflag) {	/* as DTrace, only -Z goes on */
		fprintf(stderr, "sonda: no probes matched\n");
		return 1;
	}
	/* dtrace_go( )'s listings: only -S asks for them, not -x verbose
	 * (DTrace passes its g_cflags) */
	if (c->cl->print_bpf && (c->opts->disasm & SD_DISASM_PROGS))
		sd_dump_bpf(c, stderr);
	if (bind_cpu(c->opts) < 0)
		return 1;
	for (size_t i = 0; i < c->cu.nclauses; i++)
		if (c->cu.clauses[i].stops)
			sd_proc_may_stop();
	sd_compile_end(c);
	sd_opt_debug(c->opts, "loading %zu BPF program(s)\n", c->img.nprogs);
	uint64_t t0 = sd_pass_clock();
	int err = sd_run_load(&r, &c->img, c->opts, out);
	sd_pass_time(c->opts, "load", t0);
	if (err < 0)
		goto out;
	t0 = sd_pass_clock();
	err = sd_run_attach(&r);
	sd_pass_time(c->opts, "attach", t0);
	if (err < 0)
		goto out;
	sd_opt_debug(c->opts, "programs attached: tracing\n");
	r.testing = c->cl->testing;
	r.verbose = c->cl->verbose;
	if (c->opts->destructive && !c->opts->quiet)
		fprintf(stderr, "sonda: allowing destructive actions\n");
	for (size_t i = 0; i < c->ntpids; i++)
		sd_run_add_target(&r, c->tpids[i]);
	rc = sd_run_go(&r);
	sd_opt_debug(c->opts, "tracing ended: status %d\n", rc);
out:
	sd_run_free(&r);
	return rc;
}

/* -o FILE for tracing and listing, opened (appending) once the programs
 * are compiled, as DTrace opens it. */
static int open_output(const struct sd_cmdline *cl, FILE **out)
{
	if (!cl->outfile)
		return 0;
	*out = fopen(cl->outfile, "a");
	if (*out)
		return 0;
	fprintf(stderr, "sonda: failed to open output file '%s': %s\n", cl->outfile,
		strerror(errno));
	*out = stdout;
	return -1;
}

static int run(struct sd_cmdline *cl, struct sd_opts *opts)
{
	struct sd_compile c;
	FILE *out = stdout;
	int rc = 1;

	sd_compile_init(&c, cl, opts);
	c.tpids = sd_xcalloc(cl->nprocs + 1, sizeof(*c.tpids));
	/* in every mode, as DTrace's third pass: with -e $target is the
	 * process's, and pid$target probes are matched against it; a process
	 * created for it is killed when sonda ends */
	raise_nofile();
	if (start_targets(&c) < 0)
		goto done;
	set_lockmem(opts);
	if ((cl->mode == SD_MODE_HEADER || cl->mode == SD_MODE_LINK) && !cl->nprogs) {
		rc = sd_cmdline_outputs(cl);
		goto done;
	}
	if (cl->mode == SD_MODE_LIST && !cl->nprogs) {
		if (open_output(cl, &out) == 0)
			rc = list_probes(&c, out);
		goto done;
	}
	if (!cl->nprogs && cl->mode == SD_MODE_EXEC && !(cl->zflag && !cl->compile_only)) {
		/* as DTrace: -e has nothing to do; else nothing to trace but
		 * under -Z, which traces nothing until the processes end */
		if (open_output(cl, &out) < 0)
			goto done;
		if (cl->compile_only)
			rc = 0;
		else
			fprintf(stderr, "sonda: no probes specified\n");
		goto done;
	}
	if (sd_compile_run(&c) < 0)
		goto done;
	/* -G and -h: DTrace's fifth pass, once every program has compiled */
	if ((rc = sd_cmdline_outputs(cl)) != 0)
		goto done;
	rc = 1;
	if ((cl->mode == SD_MODE_LIST || cl->mode == SD_MODE_EXEC) && open_output(cl, &out) < 0)
		goto done;
	if (cl->mode == SD_MODE_LIST) {
		rc = list_probes(&c, out);
		goto done;
	}
	if (cl->mode == SD_MODE_HEADER) {
		rc = write_header(&c);
		goto done;
	}
	if (cl->mode == SD_MODE_LINK) {
		rc = link_object(&c);
		goto done;
	}
	if (cl->compile_only) {
		program_notices(&c, out, false);
		rc = 0;
		goto done;
	}
	rc = trace(&c, out);
done:
	sd_proc_kill_created();
	sd_proc_release_grabbed();
	if (out && out != stdout)
		fclose(out);
	sd_compile_release(&c);
	return rc;
}

/* The command line as the kernel shows it (/proc/PID/cmdline, a core's
 * psargs) with "dtrace" for the program, as its comm already says. The
 * strings are rewritten in place: the area only shrinks. */
static void name_dtrace(int argc, char **argv)
{
	if (argc < 1 || !argv[0])
		return;
	char *start = argv[0], *end = argv[argc - 1] + strlen(argv[argc - 1]) + 1;
	size_t len = (size_t)(end - start), n = 0;
	char *buf = sd_xmalloc(len + 8);

	if (len < sizeof("dtrace"))
		goto out;
	n = (size_t)snprintf(buf, len, "dtrace") + 1;
	for (int i = 1; i < argc && n + strlen(argv[i]) + 1 <= len; i++) {
		memcpy(buf + n, argv[i], strlen(argv[i]) + 1);
		n += strlen(argv[i]) + 1;
	}
	memset(buf + n, 0, len - n);
	memcpy(start, buf, len);
out:
	free(buf);
}

/* -x core: sonda ends with a core dump (a debugging aid, as DTrace's). */
static void dump_core(int argc, char **argv)
{
	static const char msg[] = "sonda DEBUG: [ forcing coredump ]\n";
	struct rlimit lim = { RLIM_INFINITY, RLIM_INFINITY };

	name_dtrace(argc, argv);
	if (write(STDERR_FILENO, msg, sizeof(msg) - 1) < 0)
		(void)0;
	signal(SIGABRT, SIG_DFL);
	setrlimit(RLIMIT_CORE, &lim);
	prctl(PR_SET_DUMPABLE, 1, 0, 0, 0);
	abort();
}

int main(int argc, char **argv)
{
	struct sd_cmdline cl;
	struct sd_opts opts;
	struct sd_ctx ctx;
	int rc;

	sd_ctx_begin(&ctx);
	sd_opts_init(&opts);
	rc = sd_cmdline_parse(argc, argv, &cl, &opts);
	if (rc == 0 && cl.mode == SD_MODE_VERSION) {
		sd_version_print(stdout, cl.verbose);
	} else if (rc == 0) {
		/* The tracer's own execname is "dtrace", as scripts expect: the
		 * common /execname != "dtrace"/ idiom then leaves sonda out, and
		 * BEGIN's execname matches DTrace's. */
		prctl(PR_SET_NAME, "dtrace", 0, 0, 0);
		rc = run(&cl, &opts);
	}
	bool core = opts.core;
	sd_cmdline_free(&cl);
	sd_opts_free(&opts);
	sd_ctx_end(&ctx);
	if (core)
		dump_core(argc, argv);
	return rc;
}
