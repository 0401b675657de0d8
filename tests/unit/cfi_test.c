/* cfi_test.c - unwind rows from a C fixture built -O2 -fomit-frame-pointer:
 * a leaf (CFA = rsp + 8 all through), a function that pushes callee-saved
 * registers and moves rsp for a local array, one kept on frame pointers
 * (CFA = rbp + 16, rbp saved at CFA - 16); the rows equal libdw's (the
 * fixture's and libc's); the page index finds the rows a binary search
 * finds (the fixture's, libc's, python3.11's); files without CFI or with junk in .eh_frame give
 * an error or sorted rows, never a crash; functions no FDE covers get a row
 * at their first byte from their symbols. */
#include "sym/cfi.h"
#include "sym/elf.h"
#include "cfixture.h"
#include "tap.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char fixture[] =
	"#include <string.h>\n"
	"volatile long sink;\n"
	"__attribute__((noipa)) long fx_leaf(long x) { sink += x; return sink; }\n"
	"__attribute__((noipa)) long fx_push(long a, long b) {\n"
	"	char buf[2000]; long c = a * 3, d = b * 5;\n"
	"	memset(buf, (int)a, sizeof(buf));\n"
	"	long r = fx_leaf(a) + c; r += fx_leaf(buf[b & 1023]) * d;\n"
	"	return r + c * d + buf[7];\n"
	"}\n"
	"__attribute__((noipa, optimize(\"no-omit-frame-pointer\")))\n"
	"long fx_fp(long a) { return fx_leaf(a) + 1; }\n"
	"int main(int argc, char **argv) { return (int)(fx_push(argc, 2) + fx_fp(argc)); }\n";

#define LDSO "/lib64/ld-linux-x86-64.so.2"

static struct cfixture fx;

static uint64_t addr_of(const char *name)
{
	struct sd_elf *e = sd_elf_open(fx.bin);
	const struct sd_elf_func *f = e ? sd_elf_func_by_name(e, name) : NULL;
	uint64_t a = f ? f->addr : 0;

	sd_elf_free(e);
	return a;
}

static void test_rows(void)
{
	struct sd_cfi c;
	const struct sd_cfi_row *r;
	uint64_t leaf = addr_of("fx_leaf"), push = addr_of("fx_push"), fp = addr_of("fx_fp");

	OK(sd_cfi_build(fx.bin, NULL, &c) == 0);
	STREQ(c.source, ".eh_frame");
	OK(c.n > 10 && c.nfdes > 3);
	OK(c.build_id_len == 20);
	for (size_t i = 1; i < c.n; i++)
		if (c.rows[i].addr <= c.rows[i - 1].addr)
			OK(!"rows sorted");
	/* the leaf: the return address at rsp, nothing saved */
	r = sd_cfi_find(&c, leaf);
	OK(r && r->kind == SD_CFI_RSP && r->cfa_off == 8);
	/* fx_push: the CFA moves past its 2000 bytes of locals */
	uint32_t most = 0;
	for (uint64_t a = push; (r = sd_cfi_find(&c, a)) && a < push + 200; a++) {
		if ((r->kind & SD_CFI_KIND_MASK) == SD_CFI_RSP && r->cfa_off > most)
			most = r->cfa_off;
	}
	OK(most > 2000);
	/* fx_fp: after its prologue CFA = rbp + 16 and rbp saved at CFA - 16 */
	bool rbp_row = false;
	for (uint64_t a = fp; (r = sd_cfi_find(&c, a)) && a < fp + 40; a++)
		if (r->kind == (SD_CFI_RBP | SD_CFI_BP_SAVED) && r->cfa_off == 16 && r->bp_off == -2)
			rbp_row = true;
	OK(rbp_row);
	OK(sd_cfi_find(&c, 0) == NULL || sd_cfi_find(&c, 0)->addr == 0);
	/* entry rows go only where no FDE is (crt's _init): the FDEs' rows stay */
	struct sd_cfi_row *old = malloc(c.n * sizeof(*old));
	size_t n = c.n, changed = 0;
	memcpy(old, c.rows, n * sizeof(*old));
	OK(sd_cfi_add_entries(&c, fx.bin, NULL) >= 1 && c.n > n);
	for (size_t i = 0; i < n; i++) {
		r = sd_cfi_find(&c, old[i].addr);
		if ((old[i].kind & SD_CFI_KIND_MASK) != SD_CFI_NONE &&
		    (!r || memcmp(r, &old[i], sizeof(*r))))
			changed++;
	}
	OK(changed == 0);
	free(old);
	sd_cfi_release(&c);
}

/* The rows read here equal libdw's, row for row. */
static bool same_rows(const char *path)
{
	struct sd_cfi a, b;
	bool same;

	if (sd_cfi_build(path, NULL, &a) < 0 || sd_cfi_build_libdw(path, &b) < 0)
		return false;
	same = a.n == b.n && a.n > 0 && a.nbad == b.nbad &&
	       !memcmp(a.rows, b.rows, a.n * sizeof(*a.rows));
	sd_cfi_release(&a);
	sd_cfi_release(&b);
	return same;
}

static void test_libdw(void)
{
	OK(same_rows(fx.bin));
	if (access("/lib/x86_64-linux-gnu/libc.so.6", R_OK) == 0)
		OK(same_rows("/lib/x86_64-linux-gnu/libc.so.6"));
	if (access(LDSO, R_OK) == 0)
		OK(same_rows(LDSO));
}

/* ld.so's lazy-binding trampoline keeps its CFA in rbx: rows of kind RBX,
 * and the functions it calls say where they save rbx. */
static void test_rbx(void)
{
	struct sd_cfi c;
	size_t rbx = 0, saved = 0;

	if (access(LDSO, R_OK) != 0 || sd_cfi_build(LDSO, NULL, &c) < 0) {
		SKIP("no " LDSO);
		return;
	}
	for (size_t i = 0; i < c.n; i++) {
		uint8_t bx = c.rows[i].kind >> SD_CFI_BX_SHIFT;
		if ((c.rows[i].kind & SD_CFI_KIND_MASK) == SD_CFI_RBX && c.rows[i].cfa_off == 32)
			rbx++;
		if (bx && bx != SD_CFI_BX_LOST)
			saved++;
	}
	OK(rbx >= 3);	/* _dl_runtime_resolve_{fxsave,xsave,xsavec} */
	OK(saved > 100);
	sd_cfi_release(&c);
}

/* Whether the page index finds for every address at and around each row
 * boundary (and below, between and beyond the rows) the row a plain
 * binary search finds. */
static bool index_agrees(const char *path)
{
	struct sd_cfi c;
	struct sd_cfi_index x;
	bool same = true;

	if (sd_cfi_build(path, NULL, &c) != 0 || !c.n)
		return false;
	sd_cfi_index(&c, &x);
	if (x.n > c.n / 4 + 1)
		same = false;
	for (size_t i = 0; i < c.n && same; i++) {
		uint64_t a = c.rows[i].addr;
		for (uint64_t d = 0; d < 3; d++)
			if (a + d >= 1 && sd_cfi_index_find(&c, &x, a + d - 1) != sd_cfi_find(&c, a + d - 1))
				same = false;
	}
	uint64_t last = c.rows[c.n - 1].addr;
	for (uint64_t a = 0; a < last + 4096 && same; a += 61)
		if (sd_cfi_index_find(&c, &x, a) != sd_cfi_find(&c, a))
			same = false;
	free(x.pages);
	sd_cfi_release(&c);
	return same;
}

static void test_index(void)
{
	OK(index_agrees(fx.bin));
	if (access("/lib/x86_64-linux-gnu/libc.so.6", R_OK) == 0)
		OK(index_agrees("/lib/x86_64-linux-gnu/libc.so.6"));
	if (access("/usr/bin/python3.11", R_OK) == 0)
		OK(index_agrees("/usr/bin/python3.11"));
}

static void test_bad_files(void)
{
	struct sd_cfi c;
	char path[160], cmd[640];

	OK(sd_cfi_build("/nonexistent", NULL, &c) == -ENOENT);
	OK(sd_cfi_build("/etc/passwd", NULL, &c) == -ENOEXEC);
	/* no .eh_frame_hdr: the same rows (it is not needed) */
	snprintf(path, sizeof(path), "%s/nohdr", fx.dir);
	snprintf(cmd, sizeof(cmd), "objcopy --remove-section .eh_frame_hdr %s %s 2>/dev/null",
		 fx.bin, path);
	if (system(cmd) == 0) {
		struct sd_cfi ref;
		OK(sd_cfi_build(path, NULL, &c) == 0 && sd_cfi_build(fx.bin, NULL, &ref) == 0 &&
		   c.n == ref.n && !memcmp(c.rows, ref.rows, c.n * sizeof(*c.rows)));
		sd_cfi_release(&c);
		sd_cfi_release(&ref);
	}
	/* no .eh_frame, no .debug_frame: no rows */
	snprintf(path, sizeof(path), "%s/nocfi", fx.dir);
	snprintf(cmd, sizeof(cmd), "objcopy --remove-section .eh_frame_hdr --remove-section "
		 ".eh_frame %s %s 2>/dev/null", fx.bin, path);
	if (system(cmd) == 0) {
		OK(sd_cfi_build(path, NULL, &c) == -ENODATA);
		OK(c.build_id_len == 20);
		/* but each function's first byte has a row from its symbol */
		uint64_t leaf = addr_of("fx_leaf");
		const struct sd_cfi_row *r;
		OK(sd_cfi_add_entries(&c, path, NULL) >= 3 && c.nentries >= 3);
		OK((r = sd_cfi_find(&c, leaf)) && r->kind == SD_CFI_RSP && r->cfa_off == 8 &&
		   r->addr == leaf);
		OK((r = sd_cfi_find(&c, leaf + 1)) && r->kind == SD_CFI_NONE);
		sd_cfi_release(&c);
	}
	/* garbage in .eh_frame: whatever comes out is sorted, never a crash */
	snprintf(path, sizeof(path), "%s/junk", fx.dir);
	snprintf(cmd, sizeof(cmd), "head -c 4096 /dev/urandom > %s/rand && objcopy "
		 "--update-section .eh_frame=%s/rand %s %s 2>/dev/null", fx.dir, fx.dir,
		 fx.bin, path);
	if (system(cmd) == 0) {
		int rc = sd_cfi_build(path, NULL, &c);
		OK(rc == 0 || rc == -ENODATA || rc == -ERANGE);
		for (size_t i = 1; i < c.n; i++)
			if (c.rows[i].addr <= c.rows[i - 1].addr)
				OK(!"junk rows sorted");
		sd_cfi_release(&c);
	}
}

int main(void)
{
	if (cfixture_build(&fx, fixture, "-O2 -fomit-frame-pointer") != 0) {
		printf("1..0 # SKIP cannot compile the fixture\n");
		return 0;
	}
	RUN(test_rows);
	RUN(test_libdw);
	RUN(test_rbx);
	RUN(test_index);
	RUN(test_bad_files);
	if (cfixture_remove(&fx) != 0)
		return 1;
	return tap_done();
}
