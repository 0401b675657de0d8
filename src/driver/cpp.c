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
 * if interp, as DTrace's dt_preproc( ) seeks past it in a seekable file. */
static int text_fd(const char *text, bool interp)
{
	int fd = memfd_create("sonda-cpp", MFD_CLOEXEC);
	size_t n = strlen(text), off = 0;

	if (fd < 0)
		return -1;
	size_t skip = !interp || strncmp(text, "#!", 2) ? 0 : strcspn(text, "\n");
	for (size_t i = 0; i < skip; i++)
		if (write(fd, " ", 1) != 1)
			return -1;
	off = skip;
	while (off < n) {
		ssize_t w = write(fd, text + off, n - off);
		if (w <= 0)
			return -1;
		off += (size_t)w;
	}
	lseek(fd, 0, SEEK_SET);
	return fd;
}

/* DTrace's order: the program's base name, the predefined macros, the
 * user's -D/-U/-I, __SUNW_D_VERSION, then the conformance mode (-X s: -traditional-cpp, no
 * __STDC__; the others: -std=c99). */
static char **cpp_argv(const struct sd_opts *o)
{
	static char verdef[40];
	size_t n = 0, max = SD_ARRAY_SIZE(predef) + o->ncppargs + 9;
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
	/* as DTrace's cpp, reading the script through a pipe (dt_preproc( )
	 * splices it into one): messages name /dev/stdin with a line and a
	 * column, but cpp cannot read the source line again to quote it */
	argv[n++] = (char *)"-fno-diagnostics-show-caret";
	argv[n++] = (char *)"/dev/stdin";
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

char *sd_cpp(const char *text, const char *file, bool interp,
	     const struct sd_opts *o)
{
	int in = text_fd(text, interp), out[2];
	struct sd_buf b = SD_BUF_INIT;
	char chunk[8192];
	ssize_t n;
	int status;

	if (in < 0 || pipe2(out, O_CLOEXEC) < 0) {
		fprintf(stderr, "sonda: failed to run cpp: %s\n", strerror(errno));
		return NULL;
	}
	char **argv = cpp_argv(o);
	const char *path = o->cpppath ? o->cpppath : "cpp";
	pid_t pid = fork();
	if (pid == 0) {
		dup2(in, 0);
		dup2(out[1], 1);
		/* as DTrace's dt_preproc( ): searched in PATH, a failed exec is
		 * told by the status alone */
		execvp(path, argv);
		_exit(errno == ENOENT ? 127 : 126);
	}
	free(argv);
	close(in);
	close(out[1]);
	while ((n = read(out[0], chunk, sizeof(chunk))) > 0)
		sd_buf_add(&b, chunk, (size_t)n);
	close(out[0]);
	if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status)) {
		fprintf(stderr, "sonda: failed to compile script %s: %s\n", file,
			cpp_failure(pid < 0 ? -2 : WIFEXITED(status) ? WEXITSTATUS(status) : -1));
		sd_buf_free(&b);
		return NULL;
	}
	return sd_buf_detach(&b);
}
