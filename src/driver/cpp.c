#include "cpp.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/buf.h"
#include "../base/opts.h"
#include "../base/xalloc.h"

static const char *const predef[] = {
	"-D__linux", "-D__unix", "-D__SVR4", "-D__SUNW_D=1", "-D__SUNW_D_64",
	"-D__amd64", "-D__x86_64", "-D__Linux", "-U__GNUC__",
};

/* cpp's input: text, with a leading "#!" line blanked (its newline kept)
 * if interp, as DTrace's dt_preproc( ) seeks past it in a seekable file,
 * written into a pipe by a child (*writer) as DTrace splices the script into
 * one: cpp cannot read its input again, so its messages quote no line of
 * it, while an included file's are quoted. The read end, or -1. */
static int text_fd(const char *text, bool interp, pid_t *writer)
{
	int p[2];
	size_t n = strlen(text), off;

	if (pipe2(p, O_CLOEXEC) < 0)
		return -1;
	if ((*writer = fork()) < 0) {
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (*writer == 0) {
		close(p[0]);	/* a reader gone is EPIPE, not a hang */
		off = !interp || strncmp(text, "#!", 2) ? 0 : strcspn(text, "\n");
		for (size_t i = 0; i < off; i++)
			if (write(p[1], " ", 1) != 1)
				_exit(1);
		while (off < n) {
			ssize_t w = write(p[1], text + off, n - off);
			if (w <= 0)
				_exit(1);
			off += (size_t)w;
		}
		_exit(0);
	}
	close(p[1]);
	return p[0];
}

/* DTrace's order: the program's base name, the predefined macros, the
 * user's -D/-U/-I, __SUNW_D_VERSION, then the conformance mode (-X s: -traditional-cpp, no
 * __STDC__; the others: -std=c99), the input /dev/stdin and the output
 * file /dev/fd/ofd (dt_preproc( ): cpp writes there, its own stdout is
 * sonda's). */
static char **cpp_argv(const struct sd_opts *o, int ofd)
{
	static char verdef[40], opath[24];
	size_t n = 0, max = SD_ARRAY_SIZE(predef) + o->ncppargs + 10;
	char **argv = sd_xcalloc(max, sizeof(*argv));
	const char *path = o->cpppath ? o->cpppath : "cpp";
	const char *base = strrchr(path, '/');

	argv[n++] = (char *)(base ? base + 1 : path);
	for (size_t i = 0; i < SD_ARRAY_SIZE(predef); i++)
		argv[n++] = (char *)predef[i];
	for (size_t i = 0; i < o->ncppargs; i++)
		argv[n++] = o->cppargs[i];
	/* the version -x version asked for (the compiler's by default) */
	snprintf(verdef, sizeof(verdef), "-D__SUNW_D_VERSION=0x%08x", o->version);
	argv[n++] = verdef;
	/* -X s is cpp's traditional mode alone, as in DTrace: no __STDC__, but
	 * cpp's own system macros (linux, unix, __x86_64__) stay defined */
	argv[n++] = (char *)(o->stdc == SD_STDC_S ? "-traditional-cpp" : "-std=c99");
	argv[n++] = (char *)"/dev/stdin";
	snprintf(opath, sizeof(opath), "/dev/fd/%d", ofd);
	argv[n++] = opath;
	argv[n] = NULL;
	return argv;
}

/* DTrace's message for cpp's exit status (dt_preproc( ): 126 and 127 are
 * its child's failed exec; dt_error.c's texts) */
static const char *cpp_failure(int estat)
{
	if (estat == -2)
		return "Failed to fork preprocessor";
	if (estat == 126)
		return "Failed to exec preprocessor";
	if (estat == 127)
		return "Preprocessor not found";
	return "Preprocessor failed to process input program";
}

/* What cpp wrote on the file f, read back (and f closed); NULL if nothing. */
static char *read_back(FILE *f)
{
	struct sd_buf b = SD_BUF_INIT;
	char chunk[4096];
	size_t n;

	rewind(f);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		sd_buf_add(&b, chunk, n);
	fclose(f);
	return b.len ? sd_buf_detach(&b) : (sd_buf_free(&b), NULL);
}

/* cpp's messages and sonda's failure line: printed, or kept in *errout. */
static void failed(FILE *ef, char **errout, const char *file, const char *why)
{
	char *msgs = ef ? read_back(ef) : NULL;
	char *all = sd_xasprintf("%ssonda: failed to compile script %s: %s\n",
				 msgs ? msgs : "", file, why);

	free(msgs);
	if (errout) {
		*errout = all;
		return;
	}
	fputs(all, stderr);
	free(all);
}

/* Runs cpp with input in (closed) writing to the file of; its status as
 * cpp_failure( ) takes it, 0 if it succeeded. */
static int run_cpp(int in, FILE *of, FILE *ef, const struct sd_opts *o)
{
	char **argv = cpp_argv(o, fileno(of));
	const char *path = o->cpppath ? o->cpppath : "cpp";
	int status;

	fflush(stdout);
	fflush(stderr);
	pid_t pid = fork();
	if (pid == 0) {
		dup2(in, 0);
		if (ef)
			dup2(fileno(ef), 2);
		/* as DTrace's dt_preproc( ): searched in PATH, a failed exec is
		 * told by the status alone */
		execvp(path, argv);
		_exit(errno == ENOENT ? 127 : 126);
	}
	free(argv);
	close(in);
	if (pid < 0)
		return -2;
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

char *sd_cpp(const char *text, const char *file, bool interp,
	     const struct sd_opts *o, char **errout)
{
	pid_t writer = -1;
	int in = text_fd(text, interp, &writer);
	FILE *ef = errout ? tmpfile() : NULL;	/* cpp's stderr, kept */
	FILE *of = tmpfile();			/* cpp's output, as DTrace's */

	if (errout)
		*errout = NULL;
	if (in < 0 || !of) {
		fprintf(stderr, "sonda: failed to run cpp: %s\n", strerror(errno));
		return NULL;
	}
	int estat = run_cpp(in, of, ef, o);
	if (writer > 0)
		waitpid(writer, NULL, 0);
	if (estat) {
		failed(ef, errout, file, cpp_failure(estat));
		fclose(of);
		return NULL;
	}
	if (ef) {	/* it ran: its messages (-H's list) are out now */
		char *msgs = read_back(ef);
		if (msgs)
			fputs(msgs, stderr);
		free(msgs);
	}
	char *out = read_back(of);
	return out ? out : sd_xstrdup("");
}
