#include "link.h"

#include <ar.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/buf.h"
#include "../base/common.h"
#include "../base/xalloc.h"

char *sd_link_output(const char *out, const char *arg, size_t idx, size_t n)
{
	if (out && n == 1)
		return sd_xstrdup(out);
	const char *dot = strrchr(arg, '.');
	if (dot && strcmp(dot, ".d") == 0) {
		const char *base = arg;
		for (const char *q = arg; q < dot; q++)
			if (*q == '/')
				base = q + 1;
		return sd_xasprintf("%.*s.o", (int)(dot - base), base);
	}
	return n > 1 ? sd_xasprintf("d.out.%zu", idx) : sd_xstrdup("d.out");
}

#if defined(__aarch64__)
#define MACHINE EM_AARCH64
#else
#define MACHINE EM_X86_64
#endif

/* An empty ELF64 relocatable object for this machine: a header and two
 * sections (the null one and the section-name table). */
static int write_empty_object(FILE *f)
{
	static const char names[] = "\0.shstrtab";
	Elf64_Ehdr eh = { 0 };
	Elf64_Shdr sh[2] = { { 0 } };

	memcpy(eh.e_ident, ELFMAG, SELFMAG);
	eh.e_ident[EI_CLASS] = ELFCLASS64;
	eh.e_ident[EI_DATA] = ELFDATA2LSB;
	eh.e_ident[EI_VERSION] = EV_CURRENT;
	eh.e_type = ET_REL;
	eh.e_machine = MACHINE;
	eh.e_version = EV_CURRENT;
	eh.e_ehsize = sizeof(eh);
	eh.e_shentsize = sizeof(Elf64_Shdr);
	eh.e_shnum = 2;
	eh.e_shstrndx = 1;
	eh.e_shoff = sizeof(eh) + SD_ALIGN(sizeof(names), 8);
	sh[1].sh_name = 1;
	sh[1].sh_type = SHT_STRTAB;
	sh[1].sh_offset = sizeof(eh);
	sh[1].sh_size = sizeof(names);
	sh[1].sh_addralign = 1;

	static const char pad[8];
	size_t npad = SD_ALIGN(sizeof(names), 8) - sizeof(names);
	return fwrite(&eh, sizeof(eh), 1, f) == 1 && fwrite(names, sizeof(names), 1, f) == 1 &&
	       fwrite(pad, 1, npad, f) == npad && fwrite(sh, sizeof(sh), 1, f) == 1 ? 0 : -1;
}

/* path with every ' made safe for a single-quoted shell word */
static char *quoted(const char *s)
{
	size_t n = 3;

	for (const char *p = s; *p; p++)
		n += *p == '\'' ? 4 : 1;
	char *q = sd_xmalloc(n), *d = q;
	*d++ = '\'';
	for (const char *p = s; *p; p++) {
		if (*p == '\'') {
			memcpy(d, "'\\''", 4);
			d += 4;
		} else {
			*d++ = *p;
		}
	}
	*d++ = '\'';
	*d = '\0';
	return q;
}

/* The linker run by the shell: NULL, or DTrace's reason it failed
 * (dtrace_program_link( ): "failed to run LD", a signal, a status). */
static char *run_ld(const char *ld, const char *cmd, const char *path)
{
	int st = system(cmd);

	if (st == -1)
		return sd_xasprintf("failed to run %s: %s", ld, strerror(errno));
	if (WIFSIGNALED(st))
		return sd_xasprintf("failed to link %s: %s failed due to signal %d", path,
				    ld, WTERMSIG(st));
	if (WEXITSTATUS(st) != 0)
		return sd_xasprintf("failed to link %s: %s exited with status %d", path, ld,
				    WEXITSTATUS(st));
	return NULL;
}

/* The output opened for writing before the linker runs, and removed again
 * (ld writes it), as dtrace_program_link( ) opens it: 0, or -1 after
 * saying why it cannot be. */
static int open_output(const char *path, const char *name)
{
	int fd = open(path, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);

	if (fd < 0) {
		fprintf(stderr, "sonda: failed to link %s: failed to open %s: %s\n", name, path,
			strerror(errno));
		return -1;
	}
	close(fd);
	unlink(path);
	return 0;
}

int sd_link_write(const char *ld, const char *path, const char *name)
{
	if (open_output(path, name) < 0)
		return -1;

	char tmp[] = "/tmp/sonda-G.XXXXXX";
	int fd = mkstemp(tmp);
	FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;

	if (!f || write_empty_object(f) < 0 || fclose(f) != 0) {
		fprintf(stderr, "sonda: failed to link %s: failed to write %s: %s\n", name,
			fd >= 0 ? tmp : "a temporary file", strerror(errno));
		if (fd >= 0)
			unlink(tmp);
		return -1;
	}
	/* ldpath is a command, as DTrace runs it with the shell */
	char *out = quoted(path), *in = quoted(tmp);
	char *cmd = sd_xasprintf("%s -r -o %s %s", ld, out, in);
	char *err = run_ld(ld, cmd, path);

	if (err)
		fprintf(stderr, "sonda: failed to link %s: %s\n", name, err);
	free(err);
	free(cmd);
	free(out);
	free(in);
	unlink(tmp);
	return err ? -1 : 0;
}

int sd_link_combine(const char *ld, const char *path, char *const *objs, size_t n)
{
	struct sd_buf cmd = SD_BUF_INIT;
	char *q = quoted(path), *err;

	sd_buf_addf(&cmd, "%s -o %s -r", ld, q);
	free(q);
	for (size_t i = 0; i < n; i++) {
		q = quoted(objs[i]);
		sd_buf_addf(&cmd, " %s", q);
		free(q);
	}
	err = run_ld(ld, sd_buf_str(&cmd), path);
	sd_buf_free(&cmd);
	if (err) {
		fprintf(stderr, "sonda: %s\n", err);
		free(err);
		return -1;
	}
	for (size_t i = 0; i < n; i++)
		if (strcmp(objs[i], path) != 0)
			unlink(objs[i]);
	return 0;
}

/* What libelf's elf_kind( ) says of a file's first bytes: an archive, an
 * ELF file (the magic, a known class, byte order and version), or
 * neither. */
enum kind { K_NONE, K_AR, K_ELF };

static enum kind file_kind(const unsigned char *b, size_t n)
{
	if (n >= SARMAG && memcmp(b, ARMAG, SARMAG) == 0)
		return K_AR;
	if (n < EI_NIDENT || memcmp(b, ELFMAG, SELFMAG) != 0)
		return K_NONE;
	if ((b[EI_CLASS] != ELFCLASS32 && b[EI_CLASS] != ELFCLASS64) ||
	    (b[EI_DATA] != ELFDATA2LSB && b[EI_DATA] != ELFDATA2MSB) ||
	    b[EI_VERSION] != EV_CURRENT)
		return K_NONE;
	return K_ELF;
}

/* One object file as DTrace's process_obj( ) first looks at it. */
static char *check_obj(const char *obj, int model)
{
	unsigned char b[sizeof(Elf64_Ehdr)];
	int fd = open(obj, O_RDWR);
	ssize_t n;

	if (fd < 0)
		return sd_xasprintf("failed to open %s: %s", obj, strerror(errno));
	n = read(fd, b, sizeof(b));
	close(fd);
	switch (file_kind(b, n > 0 ? (size_t)n : 0)) {
	case K_AR:
		return sd_xasprintf("archives are not permitted; use the contents of the "
				    "archive instead: %s", obj);
	case K_NONE:
		return sd_xasprintf("invalid file type: %s", obj);
	case K_ELF:
		break;
	}
	size_t ehsize = b[EI_CLASS] == ELFCLASS64 ? sizeof(Elf64_Ehdr) : sizeof(Elf32_Ehdr);
	if ((size_t)n < ehsize)
		return sd_xasprintf("corrupt file: %s", obj);
	if (b[EI_CLASS] != (model == 32 ? ELFCLASS32 : ELFCLASS64))
		return sd_xasprintf("incorrect ELF class for object file: %s", obj);
	uint16_t mach = (uint16_t)(b[EI_DATA] == ELFDATA2LSB ? b[18] | b[19] << 8 :
				   b[18] << 8 | b[19]);
	if (mach != (model == 32 ? EM_386 : MACHINE))
		return sd_xasprintf("incorrect ELF machine type for object file: %s", obj);
	return NULL;
}

int sd_link_check_objs(const char *const *objs, size_t n, int model, const char *name)
{
	for (size_t i = 0; i < n; i++) {
		char *err = check_obj(objs[i], model);

		if (err) {
			fprintf(stderr, "sonda: failed to link %s: %s\n", name, err);
			free(err);
			return -1;
		}
	}
	return 0;
}
