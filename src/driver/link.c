#include "link.h"

#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/common.h"
#include "../base/xalloc.h"

char *sd_link_output(const char *out, const char *script)
{
	if (out)
		return sd_xstrdup(out);
	const char *dot = script ? strrchr(script, '.') : NULL;
	if (!dot || strcmp(dot, ".d") != 0)
		return sd_xstrdup("d.out");
	const char *base = strrchr(script, '/') ? strrchr(script, '/') + 1 : script;
	return sd_xasprintf("%.*s.o", (int)(dot - base), base);
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

int sd_link_write(const char *ld, const char *path, const char *name)
{
	char tmp[] = "/tmp/sonda-G.XXXXXX";
	int fd = mkstemp(tmp), rc = -1;
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
	int st = system(cmd);
	if (st == -1)
		fprintf(stderr, "sonda: failed to link %s: failed to link %s: %s\n", name, path,
			strerror(errno));
	else if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
		fprintf(stderr, "sonda: failed to link %s: failed to link %s: %s exited with "
			"status %d\n", name, path, ld, WIFEXITED(st) ? WEXITSTATUS(st) : 128 +
			WTERMSIG(st));
	else
		rc = 0;
	free(cmd);
	free(out);
	free(in);
	unlink(tmp);
	return rc;
}
