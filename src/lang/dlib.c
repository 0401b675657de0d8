/* dlib.c - the built-in D library (see dlib.h). Written for sonda from the
 * documented D interfaces: the names and member lists follow the DTrace
 * documentation of psinfo_t, lwpsinfo_t and cpuinfo_t; the translations are
 * from the Linux task_struct. */
#include "dlib.h"

#include <string.h>

const char sd_dlib_file[] = "<D library>";

static const char text[] =
	"typedef struct psinfo {\n"
	"	int pr_nlwp; pid_t pr_pid; pid_t pr_ppid; pid_t pr_pgid; pid_t pr_sid;\n"
	"	uid_t pr_uid; uid_t pr_euid; gid_t pr_gid; gid_t pr_egid;\n"
	"	uintptr_t pr_addr; size_t pr_size; size_t pr_rssize;\n"
	"	dev_t pr_ttydev; ushort_t pr_pctcpu; ushort_t pr_pctmem;\n"
	"	int64_t pr_start; int64_t pr_time; int64_t pr_ctime;\n"
	"	char pr_fname[16]; char pr_psargs[80]; int pr_wstat; int pr_argc;\n"
	"	uintptr_t pr_argv; uintptr_t pr_envp; char pr_dmodel;\n"
	"	taskid_t pr_taskid; projid_t pr_projid; int pr_nzomb;\n"
	"	int pr_poolid; zoneid_t pr_zoneid; id_t pr_contract;\n"
	"} psinfo_t;\n"
	"typedef struct lwpsinfo {\n"
	"	int pr_flag; id_t pr_lwpid; uintptr_t pr_addr; uintptr_t pr_wchan;\n"
	"	char pr_stype; char pr_state; char pr_sname; char pr_nice;\n"
	"	short pr_syscall; char pr_oldpri; char pr_cpu; int pr_pri;\n"
	"	ushort_t pr_pctcpu; int64_t pr_start; int64_t pr_time;\n"
	"	char pr_clname[8]; char pr_name[16]; processorid_t pr_onpro;\n"
	"	processorid_t pr_bindpro; psetid_t pr_bindpset; int pr_lgrp;\n"
	"} lwpsinfo_t;\n"
	"typedef struct cpuinfo {\n"
	"	processorid_t cpu_id; psetid_t cpu_pset; chipid_t cpu_chip;\n"
	"	lgrp_id_t cpu_lgrp;\n"
	"} cpuinfo_t;\n"
	"translator psinfo_t < struct task_struct *T > {\n"
	"	pr_nlwp = 1;\n"
	"	pr_pid = T->tgid;\n"
	"	pr_ppid = T->real_parent->tgid;\n"
	"	pr_pgid = T->signal->pids[2]->numbers[0].nr;\n"
	"	pr_sid = T->signal->pids[3]->numbers[0].nr;\n"
	"	pr_uid = T->cred->uid.val;\n"
	"	pr_euid = T->cred->euid.val;\n"
	"	pr_gid = T->cred->gid.val;\n"
	"	pr_egid = T->cred->egid.val;\n"
	"	pr_addr = (uintptr_t)T;\n"
	"	pr_fname = T->comm;\n"
	"	pr_psargs = T->comm;\n"
	"	pr_start = T->start_time;\n"
	"	pr_dmodel = 1;\n"
	"	pr_taskid = 0; pr_projid = 0; pr_poolid = 0; pr_zoneid = 0;\n"
	"	pr_contract = 0;\n"
	"};\n"
	"translator lwpsinfo_t < struct task_struct *T > {\n"
	"	pr_flag = T->flags;\n"
	"	pr_lwpid = T->pid;\n"
	"	pr_addr = (uintptr_t)T;\n"
	"	pr_wchan = 0;\n"
	"	pr_pri = T->prio;\n"
	"	pr_name = T->comm;\n"
	"	pr_onpro = T->thread_info.cpu;\n"
	"	pr_bindpro = -1; pr_bindpset = -1; pr_lgrp = 0;\n"
	"	pr_start = T->start_time;\n"
	"};\n"
	"translator cpuinfo_t < struct task_struct *T > {\n"
	"	cpu_id = T->thread_info.cpu; cpu_pset = -1; cpu_chip = 0; cpu_lgrp = 0;\n"
	"};\n"
	"inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
	"inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);\n"
	"inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (curthread);\n"
	"inline int AF_INET = 2; inline int AF_INET6 = 10;\n"
	"inline int ARPHRD_ETHER = 1; inline int ARPHRD_INFINIBAND = 32;\n"
	"inline int EPERM = 1; inline int ENOENT = 2; inline int ESRCH = 3;\n"
	"inline int EINTR = 4; inline int EIO = 5; inline int ENXIO = 6;\n"
	"inline int E2BIG = 7; inline int ENOEXEC = 8; inline int EBADF = 9;\n"
	"inline int ECHILD = 10; inline int EAGAIN = 11; inline int ENOMEM = 12;\n"
	"inline int EACCES = 13; inline int EFAULT = 14; inline int ENOTBLK = 15;\n"
	"inline int EBUSY = 16; inline int EEXIST = 17; inline int EXDEV = 18;\n"
	"inline int ENODEV = 19; inline int ENOTDIR = 20; inline int EISDIR = 21;\n"
	"inline int EINVAL = 22; inline int ENFILE = 23; inline int EMFILE = 24;\n"
	"inline int ENOTTY = 25; inline int ETXTBSY = 26; inline int EFBIG = 27;\n"
	"inline int ENOSPC = 28; inline int ESPIPE = 29; inline int EROFS = 30;\n"
	"inline int EMLINK = 31; inline int EPIPE = 32; inline int EDOM = 33;\n"
	"inline int ERANGE = 34; inline int EDEADLK = 35; inline int ENAMETOOLONG = 36;\n"
	"inline int ENOLCK = 37; inline int ENOSYS = 38; inline int ENOTEMPTY = 39;\n"
	"inline int ELOOP = 40; inline int EWOULDBLOCK = 11;\n"
	"inline int SIGHUP = 1; inline int SIGINT = 2; inline int SIGQUIT = 3;\n"
	"inline int SIGILL = 4; inline int SIGTRAP = 5; inline int SIGABRT = 6;\n"
	"inline int SIGBUS = 7; inline int SIGFPE = 8; inline int SIGKILL = 9;\n"
	"inline int SIGUSR1 = 10; inline int SIGSEGV = 11; inline int SIGUSR2 = 12;\n"
	"inline int SIGPIPE = 13; inline int SIGALRM = 14; inline int SIGTERM = 15;\n"
	"inline int SIGSTKFLT = 16; inline int SIGCHLD = 17; inline int SIGCONT = 18;\n"
	"inline int SIGSTOP = 19; inline int SIGTSTP = 20; inline int SIGTTIN = 21;\n"
	"inline int SIGTTOU = 22; inline int SIGURG = 23; inline int SIGXCPU = 24;\n"
	"inline int SIGXFSZ = 25; inline int SIGVTALRM = 26; inline int SIGPROF = 27;\n"
	"inline int SIGWINCH = 28; inline int SIGIO = 29; inline int SIGPWR = 30;\n"
	"inline int SIGSYS = 31;\n"
	/* x86-64 user registers (uregs[] indexes: the order of pt_regs) */
	"inline int R_R15 = 0; inline int R_R14 = 1; inline int R_R13 = 2;\n"
	"inline int R_R12 = 3; inline int R_RBP = 4; inline int R_RBX = 5;\n"
	"inline int R_R11 = 6; inline int R_R10 = 7; inline int R_R9 = 8;\n"
	"inline int R_R8 = 9; inline int R_RAX = 10; inline int R_RCX = 11;\n"
	"inline int R_RDX = 12; inline int R_RSI = 13; inline int R_RDI = 14;\n"
	"inline int R_ERR = 15; inline int R_RIP = 16; inline int R_CS = 17;\n"
	"inline int R_RFL = 18; inline int R_RSP = 19; inline int R_SS = 20;\n"
	"inline int R_DS = 21; inline int R_ES = 22; inline int R_FS = 23;\n"
	"inline int R_GS = 24; inline int R_TRAPNO = 25;\n"
	"inline int R_PC = R_RIP; inline int R_SP = R_RSP; inline int R_FP = R_RBP;\n"
	"inline int R_PS = R_RFL; inline int R_R0 = R_RAX; inline int R_R1 = R_RBX;\n"
	"inline int R_EAX = R_RAX; inline int R_EBX = R_RBX; inline int R_ECX = R_RCX;\n"
	"inline int R_EDX = R_RDX; inline int R_ESI = R_RSI; inline int R_EDI = R_RDI;\n"
	"inline int R_EBP = R_RBP; inline int R_ESP = R_RSP; inline int R_EIP = R_RIP;\n"
	"inline int R_EFL = R_RFL;\n"
	/* fault codes (arg4 of the ERROR probe) */
	"inline int DTRACEFLT_UNKNOWN = 0; inline int DTRACEFLT_BADADDR = 1;\n"
	"inline int DTRACEFLT_BADALIGN = 2; inline int DTRACEFLT_ILLOP = 3;\n"
	"inline int DTRACEFLT_DIVZERO = 4; inline int DTRACEFLT_NOSCRATCH = 5;\n"
	"inline int DTRACEFLT_KPRIV = 6; inline int DTRACEFLT_UPRIV = 7;\n"
	"inline int DTRACEFLT_TUPOFLOW = 8; inline int DTRACEFLT_BADSTACK = 9;\n"
	"inline int DTRACEFLT_LIBRARY = 1000;\n";

const char *sd_dlib_text(void)
{
	return text;
}

bool sd_dlib_is_type(const char *name)
{
	static const char *const types[] = { "psinfo_t", "lwpsinfo_t", "cpuinfo_t" };

	for (size_t i = 0; i < SD_ARRAY_SIZE(types); i++)
		if (!strcmp(types[i], name))
			return true;
	return false;
}
