/* prov_test.c - probe descriptions, globbing, the profile and syscall
 * providers, and the -l listing. The syscall parts need tracefs (root). */
#include "prov/prov.h"
#include "kern/tracefs.h"
#include "prov/tp.h"
#include "prov/tpbtf.h"
#include "tap.h"

#include <errno.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static bool parses(const char *text, const char *p, const char *m,
		   const char *f, const char *n)
{
	struct sd_pdesc d;
	bool ok;

	if (sd_pdesc_parse(text, &d, NULL))
		return false;
	ok = !strcmp(d.prov, p) && !strcmp(d.mod, m) && !strcmp(d.func, f) &&
	     !strcmp(d.name, n);
	sd_pdesc_free(&d);
	return ok;
}

static void test_pdesc_parse(void)
{
	struct sd_pdesc d;
	const char *err = NULL;

	OK(parses("BEGIN", "", "", "", "BEGIN"));
	OK(parses("read:entry", "", "", "read", "entry"));
	OK(parses("vmlinux:read:entry", "", "vmlinux", "read", "entry"));
	OK(parses("syscall::read:entry", "syscall", "", "read", "entry"));
	OK(parses("syscall:::", "syscall", "", "", ""));
	OK(parses("", "", "", "", ""));
	OK(parses("pid123:libc.so.6:malloc:entry", "pid123", "libc.so.6",
		  "malloc", "entry"));
	OK(parses("syscall::read*:", "syscall", "", "read*", ""));
	OK(sd_pdesc_parse("a:b:c:d:e", &d, &err) == -EINVAL);
	STREQ(err, "Overspecified probe description");
	OK(sd_pdesc_parse(":::::", &d, &err) == -EINVAL);
}

static void test_glob(void)
{
	OK(sd_pdesc_field_match("", "anything"));
	OK(sd_pdesc_field_match("read", "read"));
	OK(!sd_pdesc_field_match("read", "readv"));
	OK(sd_pdesc_field_match("read*", "readv"));
	OK(sd_pdesc_field_match("re?d", "read"));
	OK(sd_pdesc_field_match("[rw]*", "write"));
	OK(!sd_pdesc_field_match("[!rw]*", "write"));
	OK(sd_pdesc_field_match("[a-s]ead", "read"));
	OK(sd_pdesc_field_match("a\\*b", "a*b"));
	OK(!sd_pdesc_field_match("a\\*b", "axb"));
	OK(!sd_pdesc_field_match("vmlinux", ""));
	/* the one-pass match: a literal prefix, then fnmatch from a glob on */
	OK(!sd_pdesc_field_match("read", "rea"));
	OK(!sd_pdesc_field_match("wr*", "read"));
	OK(sd_pdesc_field_match("re*d", "read"));
	OK(sd_pdesc_field_match("read*", "read"));
	OK(!sd_pdesc_field_match("reads*", "read"));
	OK(sd_pdesc_is_glob("a*") && sd_pdesc_is_glob("[x]") &&
	   !sd_pdesc_is_glob("abc"));
}

static bool names_field(const char *text)
{
	struct sd_pdesc d;
	bool r;

	if (sd_pdesc_parse(text, &d, NULL))
		return false;
	r = sd_pdesc_names_field(&d);
	sd_pdesc_free(&d);
	return r;
}

/* A field named exactly: DTrace lists the description's probes newest
 * first. */
static void test_names_field(void)
{
	OK(names_field("syscall:::") && names_field(":::entry") &&
	   names_field("sys*::read:") && names_field("BEGIN"));
	OK(!names_field(":::") && !names_field("sys*::re?d:*") &&
	   !names_field("a\\b:::") && !names_field("[a]:::"));
}

static uint64_t period(const char *name, int *err, bool *tick)
{
	uint64_t p = 0;

	*err = sd_profile_parse(name, &p, tick);
	return p;
}

static void test_profile_names(void)
{
	int err;
	bool tick;

	OK(period("profile-97", &err, &tick) == 1000000000ull / 97 && !tick);
	OK(period("tick-1", &err, &tick) == 1000000000ull && tick);
	OK(period("tick-10ms", &err, &tick) == 10000000ull && !err);
	OK(period("tick-10MSEC", &err, &tick) == 10000000ull && !err);
	OK(period("tick-1s", &err, &tick) == 1000000000ull);
	OK(period("tick-5sec", &err, &tick) == 5000000000ull);
	OK(period("tick-2m", &err, &tick) == 120000000000ull);
	OK(period("tick-1min", &err, &tick) == 60000000000ull);
	OK(period("tick-1h", &err, &tick) == 3600000000000ull);
	OK(period("tick-1hour", &err, &tick) == 3600000000000ull);
	OK(period("tick-1d", &err, &tick) == 86400000000000ull);
	OK(period("tick-1day", &err, &tick) == 86400000000000ull);
	OK(period("profile-1001hz", &err, &tick) == 1000000000ull / 1001);
	OK(period("profile-1001HZ", &err, &tick) == 1000000000ull / 1001);
	OK(period("tick-200us", &err, &tick) == 200000 && !err);
	OK(period("tick-200usec", &err, &tick) == 200000 && !err);
	OK(period("tick-200000ns", &err, &tick) == 200000 && !err);
	OK(period("tick-200000nsec", &err, &tick) == 200000 && !err);
	period("tick-199us", &err, &tick);
	OK(err == -ENOENT);
	period("profile-5001", &err, &tick);
	OK(err == -ENOENT);
	period("tick-0", &err, &tick);
	OK(err == -ENOENT);
	period("tick-", &err, &tick);
	OK(err == -ENOENT);
	period("tick-10xs", &err, &tick);
	OK(err == -ENOENT);
	period("tock-10", &err, &tick);
	OK(err == -ENOENT);
	period("tick--10", &err, &tick);
	OK(err == -ENOENT);
	/* read as DTrace's sscanf("%lu%4s"): a sign, saturation, then four
	 * characters of unit whatever follows; the product modulo 2^64 */
	OK(period("tick--1s", &err, &tick) == (uint64_t)-1000000000 && !err);
	OK(period("tick-99999999999999999999999s", &err, &tick) ==
	   (uint64_t)-1000000000 && !err);
	OK(period("tick-1hour*", &err, &tick) == 3600000000000ull && !err);
	period("tick-1s*", &err, &tick);
	OK(err == -ENOENT);
}

struct collect {
	char text[4096];
	int n;
};

/* Every probe d matches but the latent ones, which stand for processes
 * that start later and are no match of their own (as sema counts). */
static void collect(struct sd_probe *p, void *arg)
{
	struct collect *c = arg;
	size_t len = strlen(c->text);

	if (p->latent)
		return;
	snprintf(c->text + len, sizeof(c->text) - len, "%u %s:%s:%s:%s\n",
		 p->id, p->prov, p->mod, p->func, p->name);
	c->n++;
}

static int match(struct sd_probe_tab *tab, const char *text,
		 struct collect *c)
{
	struct sd_pdesc d;
	int n;

	memset(c, 0, sizeof(*c));
	if (sd_pdesc_parse(text, &d, NULL))
		return -EINVAL;
	n = sd_probe_match(tab, &d, collect, c);
	sd_pdesc_free(&d);
	return n < 0 ? n : c->n;
}

static void test_match_dtrace_profile(void)
{
	struct sd_probe_tab tab;
	struct collect c;
	char want[64];
	int id;

	sd_probe_tab_init(&tab);
	OK(match(&tab, "dtrace:::BEGIN", &c) == 1);
	STREQ(c.text, "1 dtrace:::BEGIN\n");
	OK(match(&tab, "dtrace:::END", &c) == 1);
	STREQ(c.text, "2 dtrace:::END\n");
	OK(match(&tab, "dtrace:::", &c) == 3);
	/* profile's probes in its own order, after those of the providers
	 * before it (DTrace's dt_providers[]: cpc, io, ... lockstat, proc) */
	OK(match(&tab, "profile:::profile-97", &c) == 1);
	id = atoi(c.text);
	OK(id > 3 && tab.state[sd_provider_index(&sd_prov_proc)] == 1);
	OK(match(&tab, "profile:::tick-1", &c) == 1);
	snprintf(want, sizeof(want), "%d profile:::tick-1\n", id + 7);
	STREQ(c.text, want);
	OK(match(&tab, "profile:::profile-*", &c) == 7);
	/* a probe made on demand comes after every provider's probes, as
	 * DTrace's dt_vopen( ) populates them all first */
	OK(match(&tab, "profile:::tick-1s", &c) == 1);
	OK(c.n == 1 && sd_probe_tab_get(&tab, (int)tab.n) &&
	   !strcmp(sd_probe_tab_get(&tab, (int)tab.n)->name, "tick-1s"));
	/* a second mention finds the same probe, and globs do not create */
	snprintf(want, sizeof(want), "%d profile:::tick-1s\n", (int)tab.n);
	OK(match(&tab, "profile:::tick-1s", &c) == 1);
	STREQ(c.text, want);
	OK(match(&tab, "profile:::tick-2s*", &c) == 0);
	OK(match(&tab, "profile:::tick-10us", &c) == 0);
	OK(match(&tab, "profile:foo::tick-2s", &c) == 0);
	OK(match(&tab, "nosuch:::", &c) == 0);
	sd_probe_tab_free(&tab);
}

static void test_syscall(void)
{
	struct sd_probe_tab tab;
	struct sd_probe_args a;
	struct sd_probe *rd, *p;
	struct collect c;

	sd_probe_tab_init(&tab);
	OK(sd_probe_populate_all(&tab) == 0);
	OK(tab.n > 500);
	OK(match(&tab, "syscall::read:", &c) == 2);
	/* made one after the other, in available_events' order (an exit
	 * event listed first makes return first) */
	rd = sd_probe_tab_get(&tab, (uint32_t)atoi(c.text));
	p = sd_probe_tab_get(&tab, (uint32_t)atoi(strchr(c.text, '\n') + 1));
	OK(rd && p && !strcmp(rd->mod, "vmlinux") && !strcmp(p->func, "read"));
	OK(rd && p && (rd->id == p->id + 1 || p->id == rd->id + 1));
	OK(rd && p && strcmp(rd->name, p->name) &&
	   (!strcmp(rd->name, "entry") || !strcmp(p->name, "entry")));
	OK(match(&tab, "syscall::openat:entry", &c) == 1);
	p = sd_probe_tab_get(&tab, (uint32_t)atoi(c.text));
	OK(p && p->provider->args(p, &a) == 0);
	OK(a.ctx == SD_CTX_TRACEPOINT && a.special == SD_ARGS_PLAIN);
	OK(a.nargs == 4 && a.arg_off[1] == 24 && a.arg_size[1] == 8);
	STREQ(a.arg_type[1], "const char *");
	STREQ(a.arg_type[0], "int");
	OK(p && p->provider->args(p, &a) == 0 && a.nargs == 4); /* cached */
	OK(match(&tab, "syscall::openat:return", &c) == 1);
	p = sd_probe_tab_get(&tab, (uint32_t)atoi(c.text));
	OK(p && p->provider->args(p, &a) == 0);
	OK(a.special == SD_ARGS_SYSCALL_RETURN && a.arg_off[0] == 16 &&
	   a.arg_size[0] == 8 && a.arg_signed[0]);
	OK(match(&tab, "syscall::nosuch:entry", &c) == 0);
	OK(match(&tab, "read:entry", &c) == 1);
	OK(match(&tab, "syscall::*read*:entry", &c) >= 3);
	OK(match(&tab, "BEGIN", &c) == 1 && atoi(c.text) == 1);
	/* sorted by name */
	OK(match(&tab, "syscall::a*:entry", &c) > 1);
	sd_probe_tab_free(&tab);
}

static void test_syscall_lazy(void)
{
	struct sd_probe_tab tab;
	struct collect c;
	int id;

	/* only the providers up to the one the description names get
	 * populated, those before it first, so that its IDs are those of a
	 * whole listing */
	sd_probe_tab_init(&tab);
	OK(match(&tab, "syscall::getppid:entry", &c) == 1);
	OK(tab.state[0] == 1 && tab.state[sd_provider_index(&sd_prov_sdt)] == 1 &&
	   tab.state[sd_provider_index(&sd_prov_syscall)] == 1 &&
	   tab.state[sd_provider_index(&sd_prov_tcp)] == 0);
	id = atoi(c.text);
	OK(match(&tab, "syscall::getppi*:", &c) == 2);
	OK(match(&tab, "syscall::getppid:entry", &c) == 1 && atoi(c.text) == id);
	sd_probe_tab_free(&tab);
	sd_probe_tab_init(&tab);
	OK(sd_probe_populate_all(&tab) == 0 || tab.n > 500);
	OK(match(&tab, "syscall::getppid:entry", &c) == 1 && atoi(c.text) == id);
	sd_probe_tab_free(&tab);
	/* a probe made on demand populates every provider first: it is the
	 * last, and the others keep the IDs of a whole listing */
	sd_probe_tab_init(&tab);
	OK(match(&tab, "profile:::tick-1s", &c) == 1 && atoi(c.text) == (int)tab.n);
	OK(match(&tab, "syscall::getppid:entry", &c) == 1 && atoi(c.text) == id);
	OK(match(&tab, "profile:::tick-1s", &c) == 1 && atoi(c.text) == (int)tab.n);
	OK(tab.probes[tab.n - 1]->made && !tab.probes[tab.n - 2]->made);
	sd_probe_tab_free(&tab);
}

static void test_listing(void)
{
	struct sd_probe_tab tab;
	struct sd_buf out = SD_BUF_INIT;
	struct collect c;
	char want[32];

	sd_probe_tab_init(&tab);
	sd_probe_list_header(&out);
	STREQ(sd_buf_str(&out), "   ID   PROVIDER            MODULE"
		"                          FUNCTION NAME\n");
	sd_buf_reset(&out);
	match(&tab, "profile:::profile-97", &c);
	sd_probe_list_entry(&out, sd_probe_tab_get(&tab, 1), false);
	sd_probe_list_entry(&out, sd_probe_tab_get(&tab, atoi(c.text)), false);
	snprintf(want, sizeof(want), "%5d    profile", atoi(c.text));
	OK(!strncmp(sd_buf_str(&out),
		    "    1     dtrace                                                     BEGIN\n", 72));
	OK(strstr(sd_buf_str(&out), want) &&
	   strstr(sd_buf_str(&out), "                                                     profile-97\n"));
	sd_buf_reset(&out);
	sd_probe_list_entry(&out, sd_probe_tab_get(&tab, 1), true);
	STREQ(sd_buf_str(&out),
	      "    1     dtrace                                                     BEGIN\n"
	      "\n\tProbe Description Attributes\n"
	      "\t\tIdentifier Names: Stable\n"
	      "\t\tData Semantics:   Stable\n"
	      "\t\tDependency Class: Common\n"
	      "\n\tArgument Attributes\n"
	      "\t\tIdentifier Names: Stable\n"
	      "\t\tData Semantics:   Stable\n"
	      "\t\tDependency Class: Common\n"
	      "\n\tArgument Types\n"
	      "\t\tNone\n\n");
	sd_buf_reset(&out);
	match(&tab, "syscall::openat:entry", &c);
	sd_probe_list_entry(&out, sd_probe_tab_get(&tab, atoi(c.text)), true);
	OK(strstr(sd_buf_str(&out), "  vmlinux                            openat entry\n"
		  "\n\tProbe Description Attributes\n"
		  "\t\tIdentifier Names: Private\n"
		  "\t\tData Semantics:   Private\n"
		  "\t\tDependency Class: Unknown\n"
		  "\n\tArgument Attributes\n"
		  "\t\tIdentifier Names: Private\n"
		  "\t\tData Semantics:   Private\n"
		  "\t\tDependency Class: ISA\n"
		  "\n\tArgument Types\n"
		  "\t\targs[0]: int\n"
		  "\t\targs[1]: const char *\n"
		  "\t\targs[2]: int\n"
		  "\t\targs[3]: umode_t\n\n") != NULL);
	sd_buf_free(&out);
	sd_probe_tab_free(&tab);
}

static void test_format_parse(void)
{
	struct sd_tp_format f;
	const char *text =
		"name: x\nID: 42\nformat:\n"
		"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n"
		"\n"
		"\tfield:char comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
		"\tfield:__data_loc char[] name;\toffset:24;\tsize:4;\tsigned:0;\n"
		"\tfield:const char *const * argv;\toffset:32;\tsize:8;\tsigned:0;\n"
		"\tfield:long ret;\toffset:40;\tsize:8;\tsigned:1;\n"
		"\nprint fmt: \"field:%d\", REC->ret\n";

	OK(sd_tp_format_parse(text, &f) == 0);
	OK(f.id == 42 && f.n == 5);
	if (f.n != 5)
		return;
	OK(f.fields[0].common && !f.fields[1].common);
	STREQ(f.fields[1].name, "comm");
	STREQ(f.fields[1].type, "char[16]");
	STREQ(f.fields[2].name, "name");
	STREQ(f.fields[2].type, "char[]");
	OK(f.fields[2].data_loc && f.fields[2].offset == 24);
	STREQ(f.fields[3].name, "argv");
	STREQ(f.fields[3].type, "const char *const *");
	OK(f.fields[4].is_signed && f.fields[4].size == 8);
	sd_tp_format_free(&f);
	OK(sd_tp_format_parse("nothing here\n", &f) == -EINVAL);
}

/* sched's approximations without kprobes: enqueue on the wakeup raw
 * tracepoints (four arguments, three typed as DTrace lists them), tick
 * on a perf timer (a perf-event program, two typed arguments), dequeue
 * still unavailable, with its reason. */
static void test_sched_approx(void)
{
	struct sd_probe_tab tab;
	struct sd_probe_args a;
	struct sd_probe *p;
	struct collect c;
	char why[256];

	if (access("/sys/bus/event_source/devices/kprobe", F_OK) == 0) {
		SKIP("the kernel has kprobes (tests/vm covers them)");
		return;
	}
	if (!sd_tp_raw_exists("sched_wakeup_new")) {
		SKIP("no BTF for the sched raw tracepoints");
		return;
	}
	sd_probe_tab_init(&tab);
	OK(match(&tab, "sched:::enqueue", &c) == 1);
	p = sd_probe_tab_get(&tab, (uint32_t)atoi(c.text));
	OK(p && p->provider->args(p, &a) == 0 && a.ctx == SD_CTX_RAWTP);
	OK(a.nargs == 3 && a.arg_type[2]);	/* DTrace's three: lwpsinfo_t, psinfo_t, cpuinfo_t */
	STREQ(a.arg_type[2], "cpuinfo_t *");
	OK(p && p->provider->unavailable(p, why, sizeof(why)) == 0);
	OK(match(&tab, "sched:::tick", &c) == 1);
	p = sd_probe_tab_get(&tab, (uint32_t)atoi(c.text));
	OK(p && p->provider->args(p, &a) == 0 && a.ctx == SD_CTX_PERF);
	OK(a.nargs == 2);
	STREQ(a.arg_type[0], "lwpsinfo_t *");
	STREQ(a.arg_native[1], "struct task_struct *");
	OK(p && p->provider->unavailable(p, why, sizeof(why)) == 0);
	OK(match(&tab, "sched:::dequeue", &c) == 1);
	p = sd_probe_tab_get(&tab, (uint32_t)atoi(c.text));
	OK(p && p->provider->unavailable(p, why, sizeof(why)) == 1);
	OK(strstr(why, "needs kprobes") != NULL);
	sd_probe_tab_free(&tab);
}

int main(void)
{
	RUN(test_pdesc_parse);
	RUN(test_glob);
	RUN(test_names_field);
	RUN(test_profile_names);
	RUN(test_match_dtrace_profile);
	RUN(test_format_parse);
	RUN(test_syscall);
	RUN(test_syscall_lazy);
	RUN(test_listing);
	RUN(test_sched_approx);
	return tap_done();
}
