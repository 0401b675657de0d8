/* debuginfo.c - build-id path, .gnu_debuglink and debuginfod lookups.
 *
 * The debuginfod client is process-wide (libdwfl's callback has no context
 * of ours): one handle, made on the first query, and a flag that turns
 * queries off after a failure. The client reads its settings from the
 * environment at each query; the defaults sonda wants there are set just
 * for the query.
 */
#include "debuginfo.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "../base/common.h"
#include "../base/xalloc.h"
#include "ctx.h"

/* The run's debuginfod client (struct sd_sym_ctx's dbgd). */
struct sd_dbgd {
	bool tried;		/* library looked up (once) */
	bool off;		/* no more queries this run */
	debuginfod_client *(*begin)(void);
	void (*end)(debuginfod_client *c);
	int (*find)(debuginfod_client *c, const unsigned char *id, int len,
		    char **path);
	debuginfod_client *c;
};

static struct sd_dbgd *dbgd_of_run(void)
{
	struct sd_sym_ctx *s = sd_sym_ctx();

	if (!s->dbgd)
		s->dbgd = sd_xcalloc(1, sizeof(*s->dbgd));
	return s->dbgd;
}

void sd_dbgd_free(struct sd_dbgd *d)
{
	if (d && d->c && d->end)
		d->end(d->c);
	free(d);
}

/* CRC-32 (zlib's, the one .gnu_debuglink records) of the file behind fd. */
static int file_crc(int fd, uint32_t *crc)
{
	unsigned char buf[65536];
	uLong c = crc32(0L, Z_NULL, 0);
	ssize_t n;

	while ((n = read(fd, buf, sizeof(buf))) > 0)
		c = crc32(c, buf, (uInt)n);
	if (n < 0)
		return -errno;
	*crc = (uint32_t)c;
	return 0;
}

/* fd of path if it is not the object itself and its CRC matches. */
static int open_checked(const char *path, const struct stat *obj, uint32_t crc)
{
	struct stat st;
	uint32_t got = ~crc;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -1;
	if (fstat(fd, &st) < 0 || (st.st_ino == obj->st_ino &&
	    st.st_dev == obj->st_dev) || file_crc(fd, &got) < 0 || got != crc ||
	    lseek(fd, 0, SEEK_SET) < 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* The debuglink file beside file_name, in its .debug/, or under
 * /usr/lib/debug/DIR. */
static int find_debuglink(const char *file_name, const char *link,
			  uint32_t crc, char **out)
{
	static const char *const fmts[] = { "%s/%s", "%s/.debug/%s",
					    "/usr/lib/debug%s/%s" };
	char dir[PATH_MAX], path[PATH_MAX];
	const char *slash = strrchr(file_name, '/');
	struct stat obj;

	if (!slash || slash - file_name >= (long)sizeof(dir) ||
	    stat(file_name, &obj) < 0)
		return -1;
	memcpy(dir, file_name, (size_t)(slash - file_name));
	dir[slash - file_name] = '\0';
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		int fd;

		if (snprintf(path, sizeof(path), fmts[i], dir, link) >=
		    (int)sizeof(path))
			continue;
		fd = open_checked(path, &obj, crc);
		if (fd >= 0) {
			*out = sd_xstrdup(path);
			return fd;
		}
	}
	return -1;
}

/* The client, made on first use; NULL when there is none to ask. */
static debuginfod_client *client(void)
{
	struct sd_dbgd *d = dbgd_of_run();
	const char *urls = getenv("DEBUGINFOD_URLS");
	void *so;

	if (d->off || !urls || !*urls)
		return NULL;
	if (d->tried)
		return d->c;
	d->tried = true;
	so = dlopen("libdebuginfod.so.1", RTLD_LAZY | RTLD_LOCAL);
	if (!so) {
		fprintf(stderr, "sonda: DEBUGINFOD_URLS is set but %s\n",
			dlerror());
		return NULL;
	}
	*(void **)&d->begin = dlsym(so, "debuginfod_begin");
	*(void **)&d->end = dlsym(so, "debuginfod_end");
	*(void **)&d->find = dlsym(so, "debuginfod_find_debuginfo");
	if (d->begin && d->find)
		d->c = d->begin();
	return d->c;
}

/* Says once why debuginfod failed, and stops asking it. */
static void give_up(int err)
{
	const char *urls = getenv("DEBUGINFOD_URLS");

	dbgd_of_run()->off = true;
	if (err == -ETIME)
		fprintf(stderr, "sonda: debuginfod (%s): no answer in %s s; "
			"not asking it again\n", urls,
			getenv("DEBUGINFOD_TIMEOUT"));
	else
		fprintf(stderr, "sonda: debuginfod (%s): %s; not asking it "
			"again\n", urls, strerror(-err));
}

/* Sets name to val for the client to read, unless the user set it;
 * true if it did (unset it after the query, so that processes sonda
 * starts later do not inherit it). */
static bool default_env(const char *name, const char *val)
{
	return !getenv(name) && setenv(name, val, 1) == 0;
}

static int query(debuginfod_client *c, const unsigned char *id, int len,
		 char **out)
{
	bool t = default_env("DEBUGINFOD_TIMEOUT", SD_DEBUGINFOD_TIMEOUT);
	bool r = default_env("DEBUGINFOD_RETRY_LIMIT", "0");
	int fd = dbgd_of_run()->find(c, id, len, out);

	if (fd < 0 && fd != -ENOENT)
		give_up(fd);
	if (t)
		unsetenv("DEBUGINFOD_TIMEOUT");
	if (r)
		unsetenv("DEBUGINFOD_RETRY_LIMIT");
	return fd;
}

static int ask_debuginfod(Dwfl_Module *mod, char **out)
{
	debuginfod_client *c = client();
	const unsigned char *id;
	GElf_Addr vaddr;
	int len = c ? dwfl_module_build_id(mod, &id, &vaddr) : 0, fd;

	if (len <= 0)
		return -1;
	fd = query(c, id, len, out);
	if (fd >= 0)
		return fd;
	*out = NULL;
	return -1;
}

/* A process's own debug files (a container's): the build-id path under
 * the root of the process whose object file_name reaches through /proc
 * (/proc/PID/root/... or /proc/PID/map_files/..., sym/maps.h), as
 * /proc/PID/root/usr/lib/debug/.build-id/xx/rest.debug. */
static int find_in_root(Dwfl_Module *mod, const char *file_name, char **out)
{
	const unsigned char *id;
	GElf_Addr vaddr;
	char path[PATH_MAX];
	size_t pre, k;
	int len, fd;

	if (!file_name || strncmp(file_name, "/proc/", 6) ||
	    !(pre = strspn(file_name + 6, "0123456789")) || file_name[6 + pre] != '/' ||
	    (len = dwfl_module_build_id(mod, &id, &vaddr)) < 2)
		return -1;
	k = (size_t)snprintf(path, sizeof(path), "%.*s/root/usr/lib/debug/.build-id/%02x/",
			     (int)(6 + pre), file_name, id[0]);
	for (int i = 1; i < len && k + 3 < sizeof(path); i++)
		k += (size_t)snprintf(path + k, sizeof(path) - k, "%02x", id[i]);
	if (k + 7 >= sizeof(path))
		return -1;
	strcpy(path + k, ".debug");
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0)
		*out = sd_xstrdup(path);
	return fd;
}

int sd_find_debuginfo(Dwfl_Module *mod, void **userdata, const char *modname,
		      Dwarf_Addr base, const char *file_name,
		      const char *debuglink_file, GElf_Word debuglink_crc,
		      char **debuginfo_file_name)
{
	int fd = dwfl_build_id_find_debuginfo(mod, userdata, modname, base,
					      file_name, debuglink_file,
					      debuglink_crc,
					      debuginfo_file_name);

	if (fd < 0)
		fd = find_in_root(mod, file_name, debuginfo_file_name);
	if (fd < 0 && file_name && debuglink_file)
		fd = find_debuglink(file_name, debuglink_file, debuglink_crc,
				    debuginfo_file_name);
	if (fd < 0)
		fd = ask_debuginfod(mod, debuginfo_file_name);
	return fd;
}
