/* tp_test.c - tracepoint argument layouts (prov/tp.c), BTF type names
 * (prov/tpbtf.c) and the derived providers' tables. */
#include "tap.h"
#include "prov/tp.h"
#include "prov/tpbtf.h"

#include <string.h>
#include <bpf/btf.h>

static const char fmt_text[] =
	"name: sched_process_exec\n"
	"ID: 313\n"
	"format:\n"
	"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n"
	"\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n"
	"\n"
	"\tfield:__data_loc char[] filename;\toffset:8;\tsize:4;\tsigned:0;\n"
	"\tfield:pid_t pid;\toffset:12;\tsize:4;\tsigned:1;\n"
	"\tfield:char comm[16];\toffset:16;\tsize:16;\tsigned:0;\n"
	"\tfield:u64 big;\toffset:32;\tsize:8;\tsigned:0;\n"
	"\n"
	"print fmt: \"filename=%s\", __get_str(filename)\n";

static void test_fill_fields(void)
{
	struct sd_probe_tab tab;
	struct sd_tp_format fmt;
	struct sd_probe_args a = { 0 };
	struct sd_probe *p;

	sd_probe_tab_init(&tab);
	p = sd_probe_tab_add(&tab, &sd_prov_sdt, "sched", "", "x", NULL);
	OK(sd_tp_format_parse(fmt_text, &fmt) == 0);
	sd_tp_fill_fields(p, &fmt, &a);
	OK(a.ctx == SD_CTX_TRACEPOINT);
	OK(a.nargs == 4);
	STREQ(a.arg_name[0], "filename");
	STREQ(a.arg_type[0], "char *");
	OK(a.arg_data_loc == 1);
	OK(a.arg_off[0] == 8 && a.arg_size[0] == 4);
	STREQ(a.arg_type[1], "pid_t");
	/* a signed field is loaded as it is, not sign-extended */
	OK(a.arg_off[1] == 12 && a.arg_size[1] == 4 && !a.arg_signed[1]);
	STREQ(a.arg_type[2], "char [16]");	/* as libctf names it */
	OK(a.arg_addr == 1u << 2);
	OK(a.arg_off[3] == 32 && a.arg_size[3] == 8 && !a.arg_signed[3]);
	sd_tp_format_free(&fmt);
	sd_probe_tab_free(&tab);
}

/* An sdt argument's type from a record struct's member is libctf's name
 * read back as D names it (dt_probe_args_info()): "long int" is "long",
 * arrays are "T [N]". */
static void test_btf_names(void)
{
	struct btf *b = btf__new_empty();
	int lng = btf__add_int(b, "long int", 8, BTF_INT_SIGNED);
	int ulng = btf__add_int(b, "long unsigned int", 8, 0);
	int chr = btf__add_int(b, "char", 1, BTF_INT_SIGNED);
	int uns = btf__add_int(b, "unsigned int", 4, 0);
	int u32 = btf__add_typedef(b, "u32", uns);
	int vd = btf__add_const(b, 0);
	int cvp = btf__add_ptr(b, vd);
	int arr = btf__add_array(b, lng, ulng, 6);
	int carr = btf__add_array(b, lng, chr, 16);
	int parr = btf__add_array(b, lng, btf__add_ptr(b, chr), 4);
	char buf[64];

	sd_tp_btf_type_text(b, (uint32_t)lng, buf, sizeof(buf));
	STREQ(buf, "long");
	sd_tp_btf_type_text(b, (uint32_t)u32, buf, sizeof(buf));
	STREQ(buf, "u32");
	sd_tp_btf_type_text(b, (uint32_t)cvp, buf, sizeof(buf));
	STREQ(buf, "const void *");
	sd_tp_btf_type_text(b, (uint32_t)arr, buf, sizeof(buf));
	STREQ(buf, "unsigned long [6]");
	sd_tp_btf_type_text(b, (uint32_t)carr, buf, sizeof(buf));
	STREQ(buf, "char [16]");
	sd_tp_btf_type_text(b, (uint32_t)parr, buf, sizeof(buf));
	STREQ(buf, "char *[4]");
	btf__free(b);
}

/* Every probe DTrace names for a provider is listed (providers.md). */
static void expect_names(const struct sd_provider *prov, const char *names)
{
	struct sd_probe_tab tab;
	const char *why = NULL;
	char buf[512], *save, *n;

	sd_probe_tab_init(&tab);
	OK(prov->populate(&tab, &why) == 0);
	snprintf(buf, sizeof(buf), "%s", names);
	for (n = strtok_r(buf, " ", &save); n; n = strtok_r(NULL, " ", &save)) {
		bool found = false;

		for (size_t i = 0; i < tab.n; i++)
			found |= strcmp(tab.probes[i]->name, n) == 0 &&
				 strcmp(tab.probes[i]->mod, "vmlinux") == 0;
		OK(found);
	}
	sd_probe_tab_free(&tab);
}

static void test_tables(void)
{
	expect_names(&sd_prov_proc, "create exec exec-success exec-failure "
		     "exit lwp-create lwp-start lwp-exit signal-send "
		     "signal-handle signal-clear signal-discard start");
	expect_names(&sd_prov_sched, "on-cpu off-cpu enqueue dequeue wakeup "
		     "surrender tick");
	expect_names(&sd_prov_io, "start done wait-start wait-done");
	expect_names(&sd_prov_tcp, "send receive state-change connect-request "
		     "connect-established connect-refused accept-established "
		     "accept-refused");
	expect_names(&sd_prov_udp, "send receive");
	expect_names(&sd_prov_ip, "send receive");
	expect_names(&sd_prov_lockstat, "adaptive-block adaptive-spin "
		     "spin-spin adaptive-acquire spin-release");
}

/* The args of probe prov:::name; its return value. */
static int probe_args(const struct sd_provider *prov, const char *name,
		      struct sd_probe_tab *tab, struct sd_probe_args *a)
{
	const char *why = NULL;

	memset(a, 0, sizeof(*a));
	sd_probe_tab_init(tab);
	if (prov->populate(tab, &why) != 0)
		return -1;
	for (size_t i = 0; i < tab->n; i++)
		if (strcmp(tab->probes[i]->name, name) == 0)
			return prov->args(tab->probes[i], a);
	return -1;
}

/* "T=NATIVE" type items: -lv types and the native types args[] are
 * translated from; a row's type list ends its typed args. */
static void test_translated(void)
{
	struct sd_probe_tab tab;
	struct sd_probe_args a;

	/* a row with no event on this kernel still declares its types */
	OK(probe_args(&sd_prov_io, "wait-start", &tab, &a) == 0);
	STREQ(a.arg_type[0], "bufinfo_t *");
	STREQ(a.arg_type[1], "devinfo_t *");
	STREQ(a.arg_type[2], "fileinfo_t *");
	OK(a.arg_native[0] && strchr(a.arg_native[0], '*'));
	sd_probe_tab_free(&tab);
	if (probe_args(&sd_prov_tcp, "state-change", &tab, &a) == 0) {
		STREQ(a.arg_type[3], "tcpsinfo_t *");
		STREQ(a.arg_native[3], "struct tcp_sock *");
		STREQ(a.arg_type[5], "tcplsinfo_t *");
		STREQ(a.arg_native[5], "int");
		STREQ(a.arg_type[0], "void");
		OK(a.arg_native[0] == NULL);
		OK(a.nargs == 8 && a.arg_type[6] == NULL);
	}
	sd_probe_tab_free(&tab);
	if (probe_args(&sd_prov_proc, "exec", &tab, &a) == 0) {
		STREQ(a.arg_type[0], "string");
		STREQ(a.arg_native[0], "userland char *");
	}
	sd_probe_tab_free(&tab);
}

int main(void)
{
	RUN(test_fill_fields);
	RUN(test_btf_names);
	RUN(test_tables);
	RUN(test_translated);
	return tap_done();
}
