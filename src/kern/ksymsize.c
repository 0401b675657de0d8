/* ksymsize.c - kernel symbols' sizes as DTrace for Linux gives them.
 *
 * DTrace reads /proc/kallsyms into one symbol table per module
 * (dt_modsym_update( ), dt_modsym_addsym( ) in dt_module.c), sorts each
 * (dt_symtab_sort( ), dt_symtab.c) and, as kallsyms gives no sizes, makes
 * each symbol's size the distance to the next in that order; the last of a
 * module keeps the size 1 it was read with. sizeof (`sym) is that size
 * (dt_node_sizeof( ), dt_parser.c).
 */
#include "ktypes.h"
#include "kallsyms.h"

#include <stdio.h>
#include <string.h>

bool sd_ksym_dt_skipped(const char *name, size_t n)
{
	static const char *const pfx[] = {
		"__crc_", "__ksymtab_", "__kcrctab_", "__kstrtab_", "__param_",
		"__syscall_meta__", "__p_syscall_meta__", "__event_", "event_",
		"ftrace_event_", "types__", "args__", "__tracepoint_", "__tpstrtab_",
		"__initcall_", "__setup_", "__pci_fixup_",
	};

	for (size_t i = 0; i < SD_ARRAY_SIZE(pfx); i++)
		if (n >= strlen(pfx[i]) && !strncmp(name, pfx[i], strlen(pfx[i])))
			return true;
	return false;
}

/* One /proc/kallsyms line as dt_modsym_update( ) reads it. */
struct kline {
	unsigned long long addr;
	char type, name[256], mod[128];
};

static bool read_kline(const char *line, struct kline *k)
{
	if (sscanf(line, "%llx %c %255s", &k->addr, &k->type, k->name) != 3)
		return false;
	sd_kallsyms_module(line, k->mod, sizeof(k->mod));
	return true;
}

/* Does DTrace put the symbol of line k in module mod's table? Not another
 * module's, a BPF program's, a kprobe page's, an absolute one, one of
 * .init.scratch (*scratch follows its bounds) nor one of the voluminous
 * names. */
static bool dt_added(const struct kline *k, const char *mod, bool *scratch)
{
	if (!strcmp(k->name, "__init_scratch_begin") || !strcmp(k->name, "__init_scratch_end")) {
		*scratch = k->name[15] == 'b';
		return false;
	}
	return !*scratch && sd_kallsyms_in(k->mod, mod) && k->type != 'a' && k->type != 'A' &&
	       !sd_ksym_dt_skipped(k->name, strlen(k->name));
}

/* dt_symrange_sort_cmp( )'s order of two symbols at one address (sizes
 * all 1 from kallsyms): typed before untyped, strong before weak,
 * cleanup_module last, else by name. */
static int rank(char type)
{
	bool notype = !strchr("tTwWvVaArRgGdDsSbBcC", type);
	bool weak = strchr("wWvV", type) != NULL;

	return notype * 2 + weak;
}

static int dt_cmp(const struct kline *a, const struct kline *b)
{
	if (rank(a->type) != rank(b->type))
		return rank(a->type) - rank(b->type);
	if (!strcmp(a->name, "cleanup_module") != !strcmp(b->name, "cleanup_module"))
		return strcmp(a->name, "cleanup_module") ? -1 : 1;
	return strcmp(a->name, b->name);
}

uint64_t sd_ksym_dtsize(const char *name, uint64_t addr)
{
	FILE *f = fopen("/proc/kallsyms", "r");
	struct kline k, sym = { 0 };
	char line[512];
	uint64_t next = 0;
	bool scratch = false, found = false, after = false;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f) && !found)	/* its module, its type */
		if (read_kline(line, &sym) && sym.addr == addr && !strcmp(sym.name, name))
			found = dt_added(&sym, sym.mod, &scratch);
	rewind(f);
	scratch = false;
	while (found && fgets(line, sizeof(line), f)) {
		if (!read_kline(line, &k) || !dt_added(&k, sym.mod, &scratch))
			continue;
		if (k.addr > addr && (!next || k.addr < next))
			next = k.addr;
		else if (k.addr == addr && dt_cmp(&k, &sym) > 0)
			after = true;	/* it sorts after: sym's size is 0 */
	}
	fclose(f);
	if (!found || after)
		return 0;
	return next ? next - addr : 1;
}
