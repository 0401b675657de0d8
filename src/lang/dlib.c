/* dlib.c - the built-in D library (see dlib.h). Written for sonda from the
 * documented D interfaces: the names and member lists follow the DTrace
 * documentation of psinfo_t, lwpsinfo_t and cpuinfo_t; the translations are
 * from the Linux task_struct. */
#include "dlib.h"
#include "ctx.h"
#include "../base/buf.h"
#include "../base/opts.h"
#include "../base/xalloc.h"
#include "../kern/bpf.h"
#include "../kern/ktypes.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <bpf/btf.h>

const char sd_dlib_file[] = "<D library>";

static const char text[] =
	"inline char PR_MODEL_ILP32 = 1; inline char PR_MODEL_LP64 = 2;\n"
	"inline int PIDTYPE_PID = 0; inline int PIDTYPE_TGID = 1;\n"
	"inline int PIDTYPE_PGID = 2; inline int PIDTYPE_SID = 3;\n"
	"typedef struct timestruc { time_t tv_sec; long tv_nsec; } timestruc_t;\n"
	/* procfs.d's layouts, member for member (sizeof, print() and the
	 * members' types are DTrace's) */
	"typedef struct lwpsinfo {\n"
	"	int pr_flag; int pr_lwpid; uintptr_t pr_addr; uintptr_t pr_wchan;\n"
	"	char pr_stype; char pr_state; char pr_sname; char pr_nice;\n"
	"	short pr_syscall; char pr_oldpri; char pr_cpu; int pr_pri;\n"
	"	ushort_t pr_pctcpu; ushort_t pr_pad; timestruc_t pr_start; timestruc_t pr_time;\n"
	"	char pr_clname[8]; char pr_name[16]; processorid_t pr_onpro;\n"
	"	processorid_t pr_bindpro; psetid_t pr_bindpset; int pr_lgrp; int pr_filler[4];\n"
	"} lwpsinfo_t;\n"
	"typedef id_t dprojid_t; typedef id_t poolid_t;\n"
	"typedef struct psinfo {\n"
	"	int pr_flag; int pr_nlwp; pid_t pr_pid; pid_t pr_ppid; pid_t pr_pgid; pid_t pr_sid;\n"
	"	uid_t pr_uid; uid_t pr_euid; uid_t pr_gid; uid_t pr_egid;\n"
	"	uintptr_t pr_addr; size_t pr_size; size_t pr_rssize; size_t pr_pad1;\n"
	"	struct tty_struct *pr_ttydev; ushort_t pr_pctcpu; ushort_t pr_pctmem;\n"
	"	timestruc_t pr_start; timestruc_t pr_time; timestruc_t pr_ctime;\n"
	"	char pr_fname[16]; char pr_psargs[80]; int pr_wstat; int pr_argc;\n"
	"	uintptr_t pr_argv; uintptr_t pr_envp; char pr_dmodel; char pr_pad2[3];\n"
	"	taskid_t pr_taskid; dprojid_t pr_projid; int pr_nzomb;\n"
	"	poolid_t pr_poolid; zoneid_t pr_zoneid; id_t pr_contract; int pr_filler[1];\n"
	"	lwpsinfo_t pr_lwp;\n"
	"} psinfo_t;\n"
	"typedef struct cpuinfo {\n"
	"	processorid_t cpu_id; psetid_t cpu_pset; chipid_t cpu_chip;\n"
	"	lgrp_id_t cpu_lgrp;\n"
	"} cpuinfo_t;\n"
	"typedef cpuinfo_t *cpuinfo_t_p;\n"
	"translator psinfo_t < struct task_struct *T > {\n"
	"	pr_nlwp = 1;\n"
	"	pr_pid = T->tgid;\n"
	"	pr_ppid = T->real_parent->tgid;\n"
	"	pr_pgid = T->signal->pids[PIDTYPE_PGID]->numbers[0].nr;\n"
	"	pr_sid = T->signal->pids[PIDTYPE_SID]->numbers[0].nr;\n"
	"	pr_uid = T->cred->uid.val;\n"
	"	pr_euid = T->cred->euid.val;\n"
	"	pr_gid = T->cred->gid.val;\n"
	"	pr_egid = T->cred->egid.val;\n"
	"	pr_addr = (uintptr_t)T;\n"
	"	pr_fname = T->comm;\n"
	/* the arguments are in the process's memory: readable when T is the
	 * thread that fires the probe (curpsinfo), else (start 0) the command
	 * name; one call, not a string ?: (a strsize copy), so that all of
	 * the char[80] is the subroutine's */
	"	pr_psargs = __sd_psargs(T == curthread && T->mm != NULL ?\n"
	"	    T->mm->arg_start : 0, T == curthread && T->mm != NULL ?\n"
	"	    T->mm->arg_end : 0, T->comm);\n"
	"	pr_dmodel = T->mm == NULL || T->mm->task_size > 0xffffffff ?\n"
	"	    PR_MODEL_LP64 : PR_MODEL_ILP32;\n"
	"	pr_ttydev = T->signal->tty != NULL ? T->signal->tty : (struct tty_struct *)-1;\n"
	/* not supported, 0, as in DTrace for Linux's procfs.d */
	"	pr_wstat = 0;\n"
	/* argc is the word at the initial stack pointer, below argv */
	"	pr_argc = T == curthread && T->mm != NULL ?\n"
	"	    __sd_uint(T->mm->start_stack) : 0;\n"
	"	pr_envp = 0; pr_nzomb = 0;\n"
	"	pr_argv = T->mm == NULL ? 0 : T->mm->start_stack + 8;\n"
	"	pr_taskid = 0; pr_projid = 0; pr_poolid = 0; pr_zoneid = 0;\n"
	"	pr_contract = 0;\n"
	"};\n"
	/* lwpsinfo_t's members are procfs.d's, no more (the others are not
	 * translated, D_XLATE_NOCONV, as in DTrace for Linux). The thread's
	 * state bits are __state's alone, procfs.d's __task_state: exit_state
	 * is not read, so a thread that is exiting and still runs (exit_state
	 * EXIT_ZOMBIE, __state 0: the SIGCHLD it sends its parent) is SRUN
	 * 'R'. Then pr_state and pr_sname as procfs.d
	 * maps them: sleeping (1 interruptible, 2 not): SSLEEP 'S'; stopped
	 * or traced (4, 8): SSTOP 'T'; dead (0x10, 0x20, TASK_DEAD 0x80):
	 * SZOMB 'Z'; waking (TASK_WAKEKILL 0x100, TASK_WAKING 0x200): SWAIT
	 * 'W'; else SRUN 'R'. The state numbers are procfs.d's (the tail's
	 * SSLEEP...), written out as this part is always parsed. */
	"inline uint_t __sd_tstate[struct task_struct *T] = T->__state;\n"
	"inline char __sd_pstate[uint_t S] = S & 3 ? 1 : S & 0xc ? 4 : S & 0xb0 ? 3 :\n"
	"	S & 0x300 ? 7 : 2;\n"
	"translator lwpsinfo_t < struct task_struct *T > {\n"
	"	pr_flag = __sd_tstate[T] & 4 ? 1 : 0;\n"
	"	pr_lwpid = T->pid;\n"
	"	pr_addr = (uintptr_t)T;\n"
	"	pr_wchan = NULL;\n"
	"	pr_stype = 0;\n"
	"	pr_state = __sd_pstate[__sd_tstate[T]];\n"
	"	pr_sname = \"?SRZTIOW\"[__sd_pstate[__sd_tstate[T]]];\n"
	"	pr_pri = T->prio;\n"
	"	pr_name = T->comm;\n"
	"	pr_onpro = T->thread_info.cpu;\n"
	"};\n"
	/* __sd_chip[C], the physical package of CPU C, is made for the
	 * machine (sd_dlib_text) */
	"translator cpuinfo_t < struct task_struct *T > {\n"
	"	cpu_id = T->thread_info.cpu; cpu_pset = 0; cpu_lgrp = 0;\n"
	"	cpu_chip = __sd_chip[T->thread_info.cpu];\n"
	"};\n"
	"inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
	"inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);\n"
	"inline cpuinfo_t *curcpu = xlate <cpuinfo_t *> (curthread);\n"
	"inline psetid_t pset = curcpu->cpu_pset;\n"
	"inline chipid_t chip = curcpu->cpu_chip;\n"
	"inline lgrp_id_t lgrp = curcpu->cpu_lgrp;\n"
	"inline int AF_INET = 2; inline int AF_INET6 = 10;\n"
	"inline int ARPHRD_ETHER = 1; inline int ARPHRD_INFINIBAND = 32;\n"
	/* procfs.d's and sched.d's attributes of their inlines (the
	 * expressions' own are less: curthread's data is Private) */
	"#pragma D attributes Stable/Stable/Common curpsinfo\n"
	"#pragma D attributes Stable/Stable/Common curlwpsinfo\n"
	/* DTrace's curcpu is a built-in variable, Stable/Stable/Common
	 * (dt_open.c's _dtrace_globals), not curthread's translation */
	"#pragma D attributes Stable/Stable/Common curcpu\n"
	"#pragma D attributes Stable/Stable/Common pset\n"
	"#pragma D attributes Stable/Stable/Common chip\n"
	"#pragma D attributes Stable/Stable/Common lgrp\n";

/* The io, ip, tcp and udp types and translators: parsed only when a
   program may use them (sd_dlib_net_wanted), as they name many kernel
   types. */
static const char net[] =
	/* io: bufinfo_t, devinfo_t and fileinfo_t, and the B_* flags, as io.d
	 * defines them */
	"typedef char *caddr_t;\n"
	"typedef struct bufinfo {\n"
	"	int b_flags; size_t b_bcount; caddr_t b_addr; uint64_t b_lblkno;\n"
	"	uint64_t b_blkno; size_t b_resid; size_t b_bufsize; caddr_t b_iodone;\n"
	"	int b_error; dev_t b_edev;\n"
	"} bufinfo_t;\n"
	"typedef struct devinfo {\n"
	"	int dev_major; int dev_minor; int dev_instance; string dev_name;\n"
	"	string dev_statname; string dev_pathname;\n"
	"} devinfo_t;\n"
	"typedef struct fileinfo {\n"
	"	string fi_name; string fi_dirname; string fi_pathname; loff_t fi_offset;\n"
	"	string fi_fs; string fi_mount; int fi_oflags;\n"
	"} fileinfo_t;\n"
	"inline int B_BUSY = 0x1; inline int B_DONE = 0x2; inline int B_ERROR = 0x4;\n"
	"inline int B_PAGEIO = 0x10; inline int B_PHYS = 0x20; inline int B_READ = 0x40;\n"
	"inline int B_WRITE = 0x100; inline int B_ASYNC = 0x400;\n"
	"inline int BIO_USER_MAPPED = 6; inline int REQ_WRITE = 0x01; inline int REQ_SYNC = 0x800;\n"
	/* io.d's open flags */
	"inline int O_ACCMODE = 3; inline int O_RDONLY = 0; inline int O_WRONLY = 1;\n"
	"inline int O_RDWR = 2; inline int O_CREAT = 0100; inline int O_EXCL = 0200;\n"
	"inline int O_NOCTTY = 0400; inline int O_TRUNC = 01000; inline int O_APPEND = 02000;\n"
	"inline int O_NONBLOCK = 04000; inline int O_NDELAY = 04000;\n"
	"inline int O_SYNC = 04010000; inline int O_FSYNC = 04010000; inline int O_ASYNC = 020000;\n"
	"inline int O_DIRECTORY = 0200000; inline int O_NOFOLLOW = 0400000;\n"
	"inline int O_CLOEXEC = 02000000; inline int O_DSYNC = 010000; inline int O_RSYNC = 04010000;\n"
	/* io.d's translators from a struct bio (io:::start and done, and
	 * wait-start/-done where kprobes exist): b_flags B_READ or B_WRITE
	 * from the operation (bit 0 of bi_opf), B_ASYNC unless REQ_SYNC (bit
	 * 11), picked from a table of the four cases by one read of bi_opf;
	 * B_PAGEIO or B_PHYS as io.d tests bi_flags' bit BIO_USER_MAPPED (6),
	 * whatever that bit is on the running kernel (6.18's
	 * BIO_TRACE_COMPLETION: set from the bio's queueing to its
	 * completion, so done has B_PAGEIO); dev_name the name the driver
	 * registered its major under ("virtblk"), dev_statname the disk's
	 * name and partition number, "vda1", and "vda0" for the whole disk:
	 * io.d's test of the partition number, "& 255 == 0", is & 0 */
	"translator bufinfo_t < struct bio *B > {\n"
	"	b_flags = (B->bi_flags & 1 << BIO_USER_MAPPED ? B_PAGEIO : B_PHYS) |\n"
	"	    (0x100040000500440 >> (B->bi_opf & 0x801) % 5 * 12 & 0xfff);\n"
	"	b_bcount = B->bi_iter.bi_size;\n"
	"	b_addr = 0;\n"
	"	b_lblkno = B->bi_iter.bi_sector;\n"
	"	b_blkno = B->bi_iter.bi_sector;\n"
	"	b_resid = 0;\n"
	"	b_bufsize = B->bi_iter.bi_size;\n"
	"	b_iodone = (caddr_t)B->bi_end_io;\n"
	"	b_error = 0;\n"
	"	b_edev = B->bi_bdev == NULL ? 0 : B->bi_bdev->bd_dev;\n"
	"};\n"
	"translator devinfo_t < struct bio *B > {\n"
	"	dev_major = B->bi_bdev == NULL ? 0 : getmajor(B->bi_bdev->bd_dev);\n"
	"	dev_minor = B->bi_bdev == NULL ? 0 : getminor(B->bi_bdev->bd_dev);\n"
	"	dev_instance = 0;\n"
	"	dev_name = B->bi_bdev == NULL ? \"nfs\" : __sd_major[getmajor(B->bi_bdev->bd_dev)];\n"
	"	dev_statname = B->bi_bdev == NULL ? \"nfs\" :\n"
	"	    strjoin(stringof(B->bi_bdev->bd_disk->disk_name),\n"
	"	    lltostr(B->bi_bdev->__bd_flags.counter & 0xff));\n"
	"	dev_pathname = B->bi_bdev == NULL ? \"<nfs>\" : \"<unknown>\";\n"
	"};\n"
	/* io.d's translators from a struct buffer_head (b_flags from arg1;
	 * dev_statname and dev_pathname as io.d writes them: its test of the
	 * partition number, "& 255 == 0", is & 0, so the number is always
	 * appended) */
	"translator bufinfo_t < struct buffer_head *B > {\n"
	"	b_flags = (int)arg1 & 0x01 ? B_WRITE : B_READ;\n"
	"	b_addr = B->b_data;\n"
	"	b_bcount = B->b_size;\n"
	"	b_lblkno = B->b_blocknr;\n"
	"	b_blkno = B->b_blocknr;\n"
	"	b_resid = 0;\n"
	"	b_bufsize = B->b_size;\n"
	"	b_iodone = (caddr_t)B->b_end_io;\n"
	"	b_error = 0;\n"
	"	b_edev = B->b_bdev->bd_dev;\n"
	"};\n"
	"inline struct device *__sd_bhdev[struct buffer_head *B] =\n"
	"	B->b_bdev->bd_disk->part0->bd_device.parent != NULL ?\n"
	"	B->b_bdev->bd_disk->part0->bd_device.parent : &B->b_bdev->bd_disk->part0->bd_device;\n"
	"inline string __sd_bhstat[struct buffer_head *B] =\n"
	"	strjoin(stringof(B->b_bdev->bd_disk->disk_name), lltostr(B->b_bdev->__bd_flags.counter & 255));\n"
	"translator devinfo_t < struct buffer_head *B > {\n"
	"	dev_major = getmajor(B->b_bdev->bd_dev);\n"
	"	dev_minor = getminor(B->b_bdev->bd_dev);\n"
	"	dev_instance = 0;\n"
	"	dev_name = __sd_bhdev[B]->driver != NULL && __sd_bhdev[B]->driver->name != NULL ?\n"
	"	    stringof(__sd_bhdev[B]->driver->name) : \"<none>\";\n"
	"	dev_statname = __sd_bhstat[B];\n"
	"	dev_pathname = strjoin(\"/dev/\", __sd_bhstat[B]);\n"
	"};\n"
	"translator fileinfo_t < struct buffer_head *B > {\n"
	"	fi_name = \"<unknown>\"; fi_dirname = \"<unknown>\"; fi_pathname = \"<unknown>\";\n"
	"	fi_offset = 0; fi_fs = \"<unknown>\"; fi_mount = \"<unknown>\"; fi_oflags = 0;\n"
	"};\n"
	"translator fileinfo_t < struct file *F > {\n"
	"	fi_name = F == NULL ? \"<none>\" : stringof(F->f_path.dentry->d_name.name);\n"
	/* io.d's: from d_path(), which gives "<unknown>" (so the directory
	 * is ".") */
	"	fi_dirname = F == NULL ? \"<none>\" : dirname(d_path(&F->f_path));\n"
	"	fi_pathname = F == NULL ? \"<none>\" : d_path(&F->f_path);\n"
	"	fi_offset = F == NULL ? 0 : F->f_pos;\n"
	"	fi_fs = F == NULL ? \"<none>\" : stringof(F->f_path.mnt->mnt_sb->s_type->name);\n"
	"	fi_mount = F == NULL ? \"<none>\" : \"<unknown>\";\n"
	"	fi_oflags = F == NULL ? 0 : F->f_flags;\n"
	"};\n"
	/* fds[]: the open files of the current thread, by descriptor */
	"inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (\n"
	"	fd >= 0 && fd < curthread->files->fdt->max_fds ?\n"
	"	curthread->files->fdt->fd[fd] : NULL);\n"
	"#pragma D attributes Stable/Stable/Common fds\n"
	/* ip, tcp, udp (see net.c for the argument layout) */
	"inline int IPPROTO_IP = 0; inline int IPPROTO_ICMP = 1; inline int IPPROTO_IGMP = 2;\n"
	"inline int IPPROTO_TCP = 6; inline int IPPROTO_UDP = 17; inline int IPPROTO_IPV6 = 41;\n"
	"inline int IPPROTO_ROUTING = 43; inline int IPPROTO_FRAGMENT = 44; inline int IPPROTO_ESP = 50;\n"
	"inline int IPPROTO_AH = 51; inline int IPPROTO_ICMPV6 = 58; inline int IPPROTO_SCTP = 132;\n"
	"inline int IPPROTO_RAW = 255;\n"
	"inline int IPPROTO_IPIP = 4; inline int IPPROTO_EGP = 8; inline int IPPROTO_PUP = 12;\n"
	"inline int IPPROTO_IDP = 22; inline int IPPROTO_TP = 29; inline int IPPROTO_DCCP = 33;\n"
	"inline int IPPROTO_RSVP = 46; inline int IPPROTO_GRE = 47; inline int IPPROTO_OSPF = 89;\n"
	"inline int IPPROTO_MTP = 92; inline int IPPROTO_BEETPH = 94; inline int IPPROTO_ENCAP = 98;\n"
	"inline int IPPROTO_PIM = 103; inline int IPPROTO_COMP = 108; inline int IPPROTO_UDPLITE = 136;\n"
	"inline int IPPROTO_MAX = 256; inline int IPPROTO_HOPOPTS = 0; inline int IPPROTO_NONE = 59;\n"
	"inline int IPPROTO_DSTOPTS = 60; inline int IPPROTO_MH = 135;\n"
	"inline int TCP_MIN_HEADER_LENGTH = 20;\n"
	"typedef struct conninfo {\n"
	"	string ci_local; string ci_remote; string ci_protocol;\n"
	"} conninfo_t;\n"
	"inline int NET_PROBE_OUTBOUND = 0; inline int NET_PROBE_INBOUND = 1;\n"
	"typedef uint64_t netstackid_t;\n"
	"typedef __be32 ipaddr_t;\n"
	"typedef struct in6_addr in6_addr_t;\n"
	/* ip.d's: an IPv4 or IPv6 header (void_ip_t *, the ip provider's), or
	 * one that may be NULL with the socket in arg3 to read instead
	 * (__dtrace_tcp_void_ip_t *, the tcp and udp providers') */
	"typedef uintptr_t void_ip_t;\n"
	"typedef void *__dtrace_tcp_void_ip_t;\n"
	"typedef struct pktinfo { uintptr_t pkt_addr; } pktinfo_t;\n"
	"typedef struct csinfo { uintptr_t cs_addr; uint64_t cs_cid; } csinfo_t;\n"
	"typedef struct ipinfo {\n"
	"	uint8_t ip_ver; uint32_t ip_plength; string ip_saddr; string ip_daddr;\n"
	"} ipinfo_t;\n"
	"typedef struct ifinfo {\n"
	"	string if_name; int8_t if_local; netstackid_t if_ipstack; uintptr_t if_addr;\n"
	"} ifinfo_t;\n"
	"typedef struct ipv4info {\n"
	"	uint8_t ipv4_ver; uint8_t ipv4_ihl; uint8_t ipv4_tos; uint16_t ipv4_length;\n"
	"	uint16_t ipv4_ident; uint8_t ipv4_flags; uint16_t ipv4_offset; uint8_t ipv4_ttl;\n"
	"	uint8_t ipv4_protocol; string ipv4_protostr; uint16_t ipv4_checksum;\n"
	"	ipaddr_t ipv4_src; ipaddr_t ipv4_dst; string ipv4_saddr; string ipv4_daddr;\n"
	"	struct iphdr *ipv4_hdr;\n"
	"} ipv4info_t;\n"
	"typedef struct ipv6info {\n"
	"	uint8_t ipv6_ver; uint8_t ipv6_tclass; uint32_t ipv6_flow; uint16_t ipv6_plen;\n"
	"	uint8_t ipv6_nexthdr; string ipv6_nextstr; uint8_t ipv6_hlim;\n"
	"	in6_addr_t *ipv6_src; in6_addr_t *ipv6_dst; string ipv6_saddr; string ipv6_daddr;\n"
	"	struct ipv6hdr *ipv6_hdr;\n"
	"} ipv6info_t;\n"
	"inline int TH_FIN = 0x01; inline int TH_SYN = 0x02; inline int TH_RST = 0x04;\n"
	"inline int TH_PSH = 0x08; inline int TH_ACK = 0x10; inline int TH_URG = 0x20;\n"
	"inline int TH_ECE = 0x40; inline int TH_CWR = 0x80;\n"
	"inline int TCP_STATE_IDLE = 0; inline int TCP_STATE_ESTABLISHED = 1;\n"
	"inline int TCP_STATE_SYN_SENT = 2; inline int TCP_STATE_SYN_RECEIVED = 3;\n"
	"inline int TCP_STATE_FIN_WAIT_1 = 4; inline int TCP_STATE_FIN_WAIT_2 = 5;\n"
	"inline int TCP_STATE_TIME_WAIT = 6; inline int TCP_STATE_CLOSED = 7;\n"
	"inline int TCP_STATE_CLOSE_WAIT = 8; inline int TCP_STATE_LAST_ACK = 9;\n"
	"inline int TCP_STATE_LISTEN = 10; inline int TCP_STATE_CLOSING = 11;\n"
	"inline string tcp_state_string[int state] =\n"
	"	state == TCP_STATE_CLOSED ? \"state-closed\" :\n"
	"	state == TCP_STATE_IDLE ? \"state-idle\" :\n"
	"	state == TCP_STATE_LISTEN ? \"state-listen\" :\n"
	"	state == TCP_STATE_SYN_SENT ? \"state-syn-sent\" :\n"
	"	state == TCP_STATE_SYN_RECEIVED ? \"state-syn-received\" :\n"
	"	state == TCP_STATE_ESTABLISHED ? \"state-established\" :\n"
	"	state == TCP_STATE_CLOSE_WAIT ? \"state-close-wait\" :\n"
	"	state == TCP_STATE_FIN_WAIT_1 ? \"state-fin-wait-1\" :\n"
	"	state == TCP_STATE_CLOSING ? \"state-closing\" :\n"
	"	state == TCP_STATE_LAST_ACK ? \"state-last-ack\" :\n"
	"	state == TCP_STATE_FIN_WAIT_2 ? \"state-fin-wait-2\" :\n"
	"	state == TCP_STATE_TIME_WAIT ? \"state-time-wait\" : \"<unknown>\";\n"
	"typedef struct tcpinfo {\n"
	"	uint16_t tcp_sport; uint16_t tcp_dport; uint32_t tcp_seq; uint32_t tcp_ack;\n"
	"	uint8_t tcp_offset; uint8_t tcp_flags; uint16_t tcp_window; uint16_t tcp_checksum;\n"
	"	uint16_t tcp_urgent; uintptr_t tcp_hdr;\n"
	"} tcpinfo_t;\n"
	"typedef struct tcpsinfo {\n"
	"	uintptr_t tcps_addr; int tcps_local; uint16_t tcps_lport; uint16_t tcps_rport;\n"
	"	string tcps_laddr; string tcps_raddr; int tcps_state; uint32_t tcps_iss;\n"
	"	uint32_t tcps_suna; uint32_t tcps_snxt; uint32_t tcps_rnxt; uint32_t tcps_swnd;\n"
	"	int32_t tcps_snd_ws; uint32_t tcps_rwnd; int32_t tcps_rcv_ws; uint32_t tcps_cwnd;\n"
	"	uint32_t tcps_cwnd_ssthresh; uint32_t tcps_sack_snxt; uint32_t tcps_rto;\n"
	"	uint32_t tcps_mss; int tcps_retransmit; uint32_t tcps_rtt; uint32_t tcps_rtt_sd;\n"
	"	uint32_t tcps_irs;\n"
	"} tcpsinfo_t;\n"
	"typedef struct tcplsinfo { int tcps_state; } tcplsinfo_t;\n"
	"typedef struct udpinfo {\n"
	"	uint16_t udp_sport; uint16_t udp_dport; uint16_t udp_length; uint16_t udp_checksum;\n"
	"	struct udphdr *udp_hdr;\n"
	"} udpinfo_t;\n"
	"typedef struct udpsinfo {\n"
	"	uintptr_t udps_addr; uint16_t udps_lport; uint16_t udps_rport; string udps_laddr;\n"
	"	string udps_raddr;\n"
	"} udpsinfo_t;\n"
	"inline struct sock *__sd_s3 = (struct sock *)arg3;\n"
	"inline int __sd_v[__dtrace_tcp_void_ip_t *I] = *(uint8_t *)I >> 4;\n"
	"inline int __sd_isv6[__dtrace_tcp_void_ip_t *I] = I != NULL ? __sd_v[I] == 6 :\n"
	"	arg3 != 0 && __sd_s3->__sk_common.skc_family == AF_INET6;\n"
	"inline int __sd_in = arg7 == NET_PROBE_INBOUND;\n"
	"inline string __sd_protostr[int P] =\n"
	"	P == IPPROTO_TCP ? \"TCP\" : P == IPPROTO_UDP ? \"UDP\" : P == IPPROTO_IP ? \"IP\" :\n"
	"	P == IPPROTO_ICMP ? \"ICMP\" : P == IPPROTO_IGMP ? \"IGMP\" : P == IPPROTO_EGP ? \"EGP\" :\n"
	"	P == IPPROTO_IPV6 ? \"IPv6\" :\n"
	"	P == IPPROTO_ROUTING ? \"ROUTE\" : P == IPPROTO_ESP ? \"ESP\" : P == IPPROTO_AH ? \"AH\" :\n"
	"	P == IPPROTO_ICMPV6 ? \"ICMPv6\" : P == IPPROTO_OSPF ? \"OSPF\" :\n"
	"	P == IPPROTO_SCTP ? \"SCTP\" : P == IPPROTO_RAW ? \"RAW\" :\n"
	"	lltostr(P);\n"
	"translator pktinfo_t < struct sk_buff *S > { pkt_addr = (uintptr_t)S; };\n"
	"translator csinfo_t < struct sock *K > { cs_addr = (uintptr_t)K; };\n"
	/* ip.d's: from an IPv4 header (ip_plength as ip.d computes it, the
	 * header length subtracted before the shift), an IPv6 one, either */
	"translator ipinfo_t < struct iphdr *I > {\n"
	"	ip_ver = 4;\n"
	"	ip_plength = I != NULL ? (ntohs(I->tot_len) - I->ihl << 2) : 0;\n"
	"	ip_saddr = I != NULL ? inet_ntoa((ipaddr_t *)&I->saddr) : \"<unknown>\";\n"
	"	ip_daddr = I != NULL ? inet_ntoa((ipaddr_t *)&I->daddr) : \"<unknown>\";\n"
	"};\n"
	"translator ipinfo_t < struct ipv6hdr *I > {\n"
	"	ip_ver = 6;\n"
	"	ip_plength = I != NULL ? ntohs(I->payload_len) : 0;\n"
	"	ip_saddr = I != NULL ? inet_ntoa6(&I->saddr) : \"<unknown>\";\n"
	"	ip_daddr = I != NULL ? inet_ntoa6(&I->daddr) : \"<unknown>\";\n"
	"};\n"
	"inline int __sd_vv[void_ip_t *I] = *(uint8_t *)I >> 4;\n"
	"translator ipinfo_t < void_ip_t *I > {\n"
	"	ip_ver = I != NULL ? __sd_vv[I] : 0;\n"
	"	ip_plength = I == NULL ? 0 : __sd_vv[I] == 4 ?\n"
	"	    ntohs(((struct iphdr *)I)->tot_len) - ((*(uint8_t *)I & 0xf) << 2) :\n"
	"	    __sd_vv[I] == 6 ? ntohs(((struct ipv6hdr *)I)->payload_len) : 0;\n"
	"	ip_saddr = I == NULL ? \"<unknown>\" :\n"
	"	    __sd_vv[I] == 4 ? inet_ntoa((ipaddr_t *)&((struct iphdr *)I)->saddr) :\n"
	"	    __sd_vv[I] == 6 ? inet_ntoa6(&((struct ipv6hdr *)I)->saddr) : \"<unknown>\";\n"
	"	ip_daddr = I == NULL ? \"<unknown>\" :\n"
	"	    __sd_vv[I] == 4 ? inet_ntoa((ipaddr_t *)&((struct iphdr *)I)->daddr) :\n"
	"	    __sd_vv[I] == 6 ? inet_ntoa6(&((struct ipv6hdr *)I)->daddr) : \"<unknown>\";\n"
	"};\n"
	"translator ipinfo_t < __dtrace_tcp_void_ip_t *I > {\n"
	"	ip_ver = I != NULL ? __sd_v[I] : arg3 == 0 ? 0 : __sd_isv6[I] ? 6 : 4;\n"
	"	ip_plength = I == NULL ? 0 : __sd_v[I] == 4 ?\n"
	"	    ntohs(((struct iphdr *)I)->tot_len) - ((*(uint8_t *)I & 0xf) << 2) :\n"
	"	    ntohs(((struct ipv6hdr *)I)->payload_len);\n"
	"	ip_saddr = __sd_isv6[I] ? inet_ntoa6(I != NULL ? &((struct ipv6hdr *)I)->saddr :\n"
	"	    __sd_in ? &__sd_s3->__sk_common.skc_v6_daddr : &__sd_s3->__sk_common.skc_v6_rcv_saddr) :\n"
	"	    I == NULL && arg3 == 0 ? \"<unknown>\" :\n"
	"	    inet_ntoa((ipaddr_t *)(I != NULL ? &((struct iphdr *)I)->saddr :\n"
	"	    __sd_in ? &__sd_s3->__sk_common.skc_daddr : &__sd_s3->__sk_common.skc_rcv_saddr));\n"
	"	ip_daddr = __sd_isv6[I] ? inet_ntoa6(I != NULL ? &((struct ipv6hdr *)I)->daddr :\n"
	"	    __sd_in ? &__sd_s3->__sk_common.skc_v6_rcv_saddr : &__sd_s3->__sk_common.skc_v6_daddr) :\n"
	"	    I == NULL && arg3 == 0 ? \"<unknown>\" :\n"
	"	    inet_ntoa((ipaddr_t *)(I != NULL ? &((struct iphdr *)I)->daddr :\n"
	"	    __sd_in ? &__sd_s3->__sk_common.skc_rcv_saddr : &__sd_s3->__sk_common.skc_daddr));\n"
	"};\n"
	"translator ifinfo_t < struct net_device *N > {\n"
	"	if_name = N != NULL ? stringof(N->name) : \"<unknown>\";\n"
	"	if_local = N == NULL;\n"
	"	if_ipstack = N != NULL ? (uint64_t)N->nd_net.net : 0;\n"
	"	if_addr = (uintptr_t)N;\n"
	"};\n"
	"translator ipv4info_t < struct iphdr *I > {\n"
	"	ipv4_ver = I != NULL ? 4 : 0;\n"
	"	ipv4_ihl = I != NULL ? (*(uint8_t *)I & 0xf) << 2 : 0;\n"
	"	ipv4_tos = I != NULL ? I->tos : 0;\n"
	"	ipv4_length = I != NULL ? ntohs(I->tot_len) : 0;\n"
	"	ipv4_ident = I != NULL ? ntohs(I->id) : 0;\n"
	/* the flags and offset as ip.d splits them: 4 bits and 12 */
	"	ipv4_flags = I != NULL ? ntohs(I->frag_off) >> 12 : 0;\n"
	"	ipv4_offset = I != NULL ? ntohs(I->frag_off) & 0x0fff : 0;\n"
	"	ipv4_ttl = I != NULL ? I->ttl : 0;\n"
	"	ipv4_protocol = I != NULL ? I->protocol : 0;\n"
	"	ipv4_protostr = I != NULL ? __sd_protostr[I->protocol] : \"<null>\";\n"
	"	ipv4_checksum = I != NULL ? ntohs(I->check) : 0;\n"
	"	ipv4_src = I != NULL ? I->saddr : 0;\n"
	"	ipv4_dst = I != NULL ? I->daddr : 0;\n"
	"	ipv4_saddr = I != NULL ? inet_ntoa((ipaddr_t *)&I->saddr) : \"<null>\";\n"
	"	ipv4_daddr = I != NULL ? inet_ntoa((ipaddr_t *)&I->daddr) : \"<null>\";\n"
	"	ipv4_hdr = I;\n"
	"};\n"
	"translator ipv6info_t < struct ipv6hdr *I > {\n"
	"	ipv6_ver = I != NULL ? *(uint8_t *)I >> 4 : 0;\n"
	"	ipv6_tclass = I != NULL ? (ntohl(*(uint32_t *)I) >> 20) & 0xff : 0;\n"
	"	ipv6_flow = I != NULL ? ntohl(*(uint32_t *)I) & 0xfffff : 0;\n"
	"	ipv6_plen = I != NULL ? ntohs(I->payload_len) : 0;\n"
	"	ipv6_nexthdr = I != NULL ? I->nexthdr : 0;\n"
	"	ipv6_nextstr = I != NULL ? __sd_protostr[I->nexthdr] : \"<null>\";\n"
	"	ipv6_hlim = I != NULL ? I->hop_limit : 0;\n"
	"	ipv6_src = I != NULL ? &I->saddr : NULL;\n"
	"	ipv6_dst = I != NULL ? &I->daddr : NULL;\n"
	"	ipv6_saddr = I != NULL ? inet_ntoa6(&I->saddr) : \"<null>\";\n"
	"	ipv6_daddr = I != NULL ? inet_ntoa6(&I->daddr) : \"<null>\";\n"
	"	ipv6_hdr = I;\n"
	"};\n"
	"inline uint16_t __sd_lport = arg3 == 0 ? 0 : ntohs(((struct inet_sock *)arg3)->inet_sport);\n"
	"inline uint16_t __sd_rport = arg3 == 0 ? 0 : ntohs(__sd_s3->__sk_common.skc_dport);\n"
	"translator tcpinfo_t < struct tcphdr *H > {\n"
	"	tcp_sport = H != NULL ? ntohs(H->source) : __sd_in ? __sd_rport : __sd_lport;\n"
	"	tcp_dport = H != NULL ? ntohs(H->dest) : __sd_in ? __sd_lport : __sd_rport;\n"
	"	tcp_seq = H != NULL ? ntohl(H->seq) : 0;\n"
	"	tcp_ack = H != NULL ? ntohl(H->ack_seq) : 0;\n"
	"	tcp_offset = H != NULL ? (*((uint8_t *)H + 12) & 0xf0) >> 2 : 0;\n"
	"	tcp_flags = H != NULL ? *((uint8_t *)H + 13) : 0;\n"
	"	tcp_window = H != NULL ? ntohs(H->window) : 0;\n"
	"	tcp_checksum = H != NULL ? ntohs(H->check) : 0;\n"
	"	tcp_urgent = H != NULL ? ntohs(H->urg_ptr) : 0;\n"
	"	tcp_hdr = (uintptr_t)H;\n"
	"};\n"
	"inline struct sock *__sd_sk[struct tcp_sock *T] = (struct sock *)T;\n"
	"inline struct tcphdr *__sd_th4 = (struct tcphdr *)arg4;\n"
	"inline struct iphdr *__sd_ih2 = (struct iphdr *)arg2;\n"
	"inline struct ipv6hdr *__sd_ih6 = (struct ipv6hdr *)arg2;\n"
	"inline int __sd_ipv = arg2 == 0 ? 0 : *(uint8_t *)arg2 >> 4;\n"
	"inline int __sd_fam[struct tcp_sock *T] = T == NULL ? 0 : __sd_sk[T]->__sk_common.skc_family;\n"
	"translator tcpsinfo_t < struct tcp_sock *T > {\n"
	"	tcps_addr = (uintptr_t)T;\n"
	"	tcps_local = T == NULL ? 0 : __sd_sk[T]->__sk_common.skc_family == AF_INET ?\n"
	"	    __sd_sk[T]->__sk_common.skc_rcv_saddr == __sd_sk[T]->__sk_common.skc_daddr :\n"
	"	    ((uint64_t *)&__sd_sk[T]->__sk_common.skc_v6_rcv_saddr)[0] ==\n"
	"	    ((uint64_t *)&__sd_sk[T]->__sk_common.skc_v6_daddr)[0] &&\n"
	"	    ((uint64_t *)&__sd_sk[T]->__sk_common.skc_v6_rcv_saddr)[1] ==\n"
	"	    ((uint64_t *)&__sd_sk[T]->__sk_common.skc_v6_daddr)[1];\n"
	/* tcp.d's: a port the socket has not yet (a connection being set
	 * up) from the TCP header, an address from the socket of its family
	 * or else from the IP header (arg7 says which end is local) */
	"	tcps_lport = T != NULL && ((struct inet_sock *)T)->inet_sport != 0 ?\n"
	"	    ntohs(((struct inet_sock *)T)->inet_sport) :\n"
	"	    T != NULL ? __sd_sk[T]->__sk_common.skc_num : arg4 == 0 ? 0 :\n"
	"	    ntohs(__sd_in ? __sd_th4->dest : __sd_th4->source);\n"
	"	tcps_rport = T != NULL && __sd_sk[T]->__sk_common.skc_dport != 0 ?\n"
	"	    ntohs(__sd_sk[T]->__sk_common.skc_dport) : arg4 == 0 ? 0 :\n"
	"	    ntohs(__sd_in ? __sd_th4->source : __sd_th4->dest);\n"
	"	tcps_laddr = __sd_fam[T] == AF_INET ?\n"
	"	    inet_ntoa((ipaddr_t *)&__sd_sk[T]->__sk_common.skc_rcv_saddr) :\n"
	"	    __sd_fam[T] == AF_INET6 ? inet_ntoa6(&__sd_sk[T]->__sk_common.skc_v6_rcv_saddr) :\n"
	"	    __sd_ipv == 4 ? inet_ntoa((ipaddr_t *)(__sd_in ? &__sd_ih2->daddr : &__sd_ih2->saddr)) :\n"
	"	    __sd_ipv == 6 ? inet_ntoa6(__sd_in ? &__sd_ih6->daddr : &__sd_ih6->saddr) :\n"
	"	    \"<unknown>\";\n"
	"	tcps_raddr = __sd_fam[T] == AF_INET ?\n"
	"	    inet_ntoa((ipaddr_t *)&__sd_sk[T]->__sk_common.skc_daddr) :\n"
	"	    __sd_fam[T] == AF_INET6 ? inet_ntoa6(&__sd_sk[T]->__sk_common.skc_v6_daddr) :\n"
	"	    __sd_ipv == 4 ? inet_ntoa((ipaddr_t *)(__sd_in ? &__sd_ih2->saddr : &__sd_ih2->daddr)) :\n"
	"	    __sd_ipv == 6 ? inet_ntoa6(__sd_in ? &__sd_ih6->saddr : &__sd_ih6->daddr) :\n"
	"	    \"<unknown>\";\n"
	"	tcps_state = arg6;\n"
	"	tcps_iss = T != NULL ? T->snd_una - (uint32_t)T->bytes_acked : 0;\n"
	"	tcps_suna = T != NULL ? T->snd_una : 0;\n"
	"	tcps_snxt = T != NULL ? T->snd_nxt : 0;\n"
	"	tcps_rnxt = T != NULL ? T->rcv_nxt : 0;\n"
	"	tcps_swnd = T != NULL ? T->snd_wnd : 0;\n"
	"	tcps_snd_ws = T != NULL ? T->rx_opt.snd_wscale : 0;\n"
	"	tcps_rwnd = T != NULL ? T->rcv_wnd : 0;\n"
	"	tcps_rcv_ws = T != NULL ? T->rx_opt.rcv_wscale : 0;\n"
	"	tcps_cwnd = T != NULL ? T->snd_cwnd : 0;\n"
	"	tcps_cwnd_ssthresh = T != NULL ? T->snd_ssthresh : 0;\n"
	"	tcps_sack_snxt = T == NULL ? 0 : T->sacked_out == 0 ? T->snd_una :\n"
	"	    T->highest_sack == NULL ? T->snd_nxt :\n"
	"	    ((struct tcp_skb_cb *)&T->highest_sack->cb[0])->seq;\n"
	"	tcps_rto = T != NULL ? T->inet_conn.icsk_rto : 0;\n"
	"	tcps_mss = T != NULL ? T->mss_cache : 0;\n"
	/* tcp.d reads the segment's tcp_skb_cb, which the IP layer has
	 * overwritten by the time a packet is queued to a device */
	"	tcps_retransmit = 0;\n"
	"	tcps_rtt = T != NULL ? (T->srtt_us >> 3) / 1000 : 0;\n"
	"	tcps_rtt_sd = T != NULL ? (T->mdev_us >> 2) / 1000 : 0;\n"
	"	tcps_irs = T != NULL && T->bytes_received > 0 ?\n"
	"	    T->rcv_nxt - (uint32_t)T->bytes_received : 0;\n"
	"};\n"
	"translator tcplsinfo_t < int I > { tcps_state = I; };\n"
	/* udp.d's: ports and addresses from the packet's UDP and IP headers
	 * (the local end the destination of a packet received), so an
	 * unconnected socket's peer too; without headers, from the socket */
	"inline struct udphdr *__sd_uh4 = (struct udphdr *)arg4;\n"
	"inline struct sock *__sd_usk[struct udp_sock *U] = (struct sock *)U;\n"
	"translator udpsinfo_t < struct udp_sock *U > {\n"
	"	udps_addr = (uintptr_t)U;\n"
	"	udps_lport = arg4 != 0 ? ntohs(__sd_in ? __sd_uh4->dest : __sd_uh4->source) :\n"
	"	    U == NULL ? 0 : ntohs(((struct inet_sock *)U)->inet_sport);\n"
	"	udps_rport = arg4 != 0 ? ntohs(__sd_in ? __sd_uh4->source : __sd_uh4->dest) :\n"
	"	    U == NULL ? 0 : ntohs(__sd_usk[U]->__sk_common.skc_dport);\n"
	"	udps_laddr = __sd_ipv == 4 ?\n"
	"	    inet_ntoa((ipaddr_t *)(__sd_in ? &__sd_ih2->daddr : &__sd_ih2->saddr)) :\n"
	"	    __sd_ipv == 6 ? inet_ntoa6(__sd_in ? &__sd_ih6->daddr : &__sd_ih6->saddr) :\n"
	"	    U == NULL ? \"<unknown>\" : __sd_usk[U]->__sk_common.skc_family == AF_INET6 ?\n"
	"	    inet_ntoa6(&__sd_usk[U]->__sk_common.skc_v6_rcv_saddr) :\n"
	"	    inet_ntoa((ipaddr_t *)&__sd_usk[U]->__sk_common.skc_rcv_saddr);\n"
	"	udps_raddr = __sd_ipv == 4 ?\n"
	"	    inet_ntoa((ipaddr_t *)(__sd_in ? &__sd_ih2->saddr : &__sd_ih2->daddr)) :\n"
	"	    __sd_ipv == 6 ? inet_ntoa6(__sd_in ? &__sd_ih6->saddr : &__sd_ih6->daddr) :\n"
	"	    U == NULL ? \"<unknown>\" : __sd_usk[U]->__sk_common.skc_family == AF_INET6 ?\n"
	"	    inet_ntoa6(&__sd_usk[U]->__sk_common.skc_v6_daddr) :\n"
	"	    inet_ntoa((ipaddr_t *)&__sd_usk[U]->__sk_common.skc_daddr);\n"
	"};\n"
	"translator udpinfo_t < struct udphdr *H > {\n"
	"	udp_sport = H != NULL ? ntohs(H->source) : __sd_in ? __sd_rport : __sd_lport;\n"
	"	udp_dport = H != NULL ? ntohs(H->dest) : __sd_in ? __sd_lport : __sd_rport;\n"
	"	udp_length = H != NULL ? ntohs(H->len) : arg5 + 8;\n"
	"	udp_checksum = H != NULL ? ntohs(H->check) : 0;\n"
	"	udp_hdr = H;\n"
	"};\n";

/* errno and signal names, x86-64 registers, fault codes. */
static const char tail[] =
	/* errno names: every one of Linux's (asm-generic/errno-base.h, errno.h) */
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
	"inline int ELOOP = 40; inline int EWOULDBLOCK = 11; inline int ENOMSG = 42;\n"
	"inline int EIDRM = 43; inline int ECHRNG = 44; inline int EL2NSYNC = 45;\n"
	"inline int EL3HLT = 46; inline int EL3RST = 47; inline int ELNRNG = 48;\n"
	"inline int EUNATCH = 49; inline int ENOCSI = 50; inline int EL2HLT = 51;\n"
	"inline int EBADE = 52; inline int EBADR = 53; inline int EXFULL = 54;\n"
	"inline int ENOANO = 55; inline int EBADRQC = 56; inline int EBADSLT = 57;\n"
	"inline int EDEADLOCK = 35; inline int EBFONT = 59; inline int ENOSTR = 60;\n"
	"inline int ENODATA = 61; inline int ETIME = 62; inline int ENOSR = 63;\n"
	"inline int ENONET = 64; inline int ENOPKG = 65; inline int EREMOTE = 66;\n"
	"inline int ENOLINK = 67; inline int EADV = 68; inline int ESRMNT = 69;\n"
	"inline int ECOMM = 70; inline int EPROTO = 71; inline int EMULTIHOP = 72;\n"
	"inline int EDOTDOT = 73; inline int EBADMSG = 74; inline int EOVERFLOW = 75;\n"
	"inline int ENOTUNIQ = 76; inline int EBADFD = 77; inline int EREMCHG = 78;\n"
	"inline int ELIBACC = 79; inline int ELIBBAD = 80; inline int ELIBSCN = 81;\n"
	"inline int ELIBMAX = 82; inline int ELIBEXEC = 83; inline int EILSEQ = 84;\n"
	"inline int ERESTART = 85; inline int ESTRPIPE = 86; inline int EUSERS = 87;\n"
	"inline int ENOTSOCK = 88; inline int EDESTADDRREQ = 89; inline int EMSGSIZE = 90;\n"
	"inline int EPROTOTYPE = 91; inline int ENOPROTOOPT = 92;\n"
	"inline int EPROTONOSUPPORT = 93; inline int ESOCKTNOSUPPORT = 94;\n"
	"inline int EOPNOTSUPP = 95; inline int EPFNOSUPPORT = 96;\n"
	"inline int EAFNOSUPPORT = 97; inline int EADDRINUSE = 98;\n"
	"inline int EADDRNOTAVAIL = 99; inline int ENETDOWN = 100;\n"
	"inline int ENETUNREACH = 101; inline int ENETRESET = 102;\n"
	"inline int ECONNABORTED = 103; inline int ECONNRESET = 104;\n"
	"inline int ENOBUFS = 105; inline int EISCONN = 106; inline int ENOTCONN = 107;\n"
	"inline int ESHUTDOWN = 108; inline int ETOOMANYREFS = 109;\n"
	"inline int ETIMEDOUT = 110; inline int ECONNREFUSED = 111;\n"
	"inline int EHOSTDOWN = 112; inline int EHOSTUNREACH = 113;\n"
	"inline int EALREADY = 114; inline int EINPROGRESS = 115; inline int ESTALE = 116;\n"
	"inline int EUCLEAN = 117; inline int ENOTNAM = 118; inline int ENAVAIL = 119;\n"
	"inline int EISNAM = 120; inline int EREMOTEIO = 121; inline int EDQUOT = 122;\n"
	"inline int ENOMEDIUM = 123; inline int EMEDIUMTYPE = 124;\n"
	"inline int ECANCELED = 125; inline int ENOKEY = 126; inline int EKEYEXPIRED = 127;\n"
	"inline int EKEYREVOKED = 128; inline int EKEYREJECTED = 129;\n"
	"inline int EOWNERDEAD = 130; inline int ENOTRECOVERABLE = 131;\n"
	"inline int ERFKILL = 132; inline int EHWPOISON = 133;\n"
	/* procfs.d: pr_flag bits and the pr_state values */
	"inline int PR_STOPPED = 0x1; inline int PR_ISTOP = 0x2; inline int PR_DSTOP = 0x4;\n"
	"inline int PR_IDLE = 0x10000000;\n"
	"inline char SSLEEP = 1; inline char SRUN = 2; inline char SZOMB = 3;\n"
	"inline char SSTOP = 4; inline char SIDL = 5; inline char SONPROC = 6;\n"
	"inline char SWAIT = 7;\n"
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
	"inline int SIGSYS = 31; inline int SIGIOT = 6; inline int SIGPOLL = 29;\n"
	"inline int SIGCLD = 17;\n"
	"inline int ENOTSUP = 95;\n"
	/* lockstat.d's rw-* args[1] and pcap.d's link types */
	"inline int RW_WRITER = 0; inline int RW_READER = 1;\n"
	"inline int PCAP_NULL = 0; inline int PCAP_ETHER = 1; inline int PCAP_WIFI = 105;\n"
	"inline int PCAP_PPP = 9; inline int PCAP_IP = 12; inline int PCAP_IPOIB = 242;\n"
	/* procfs.d: the thread's working and root directories, through
	 * d_path() (which gives "<unknown>" in DTrace for Linux) */
	"inline string cwd = d_path(&(curthread->fs->pwd));\n"
	"inline string root = d_path(&(curthread->fs->root));\n"
	"#pragma D attributes Stable/Stable/Common cwd\n"
	"#pragma D attributes Stable/Stable/Common root\n"
	/* proc:::exit args[0], the SIGCHLD si_code values */
	"inline int CLD_EXITED = 1; inline int CLD_KILLED = 2; inline int CLD_DUMPED = 3;\n"
	"inline int CLD_TRAPPED = 4; inline int CLD_STOPPED = 5; inline int CLD_CONTINUED = 6;\n"
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
	/* fault codes (arg4 of the ERROR probe), those of DTrace for Linux's
	 * dlibs unistd.d: not BADSIZE and BADINDEX, which its code raises
	 * (dt_cg.c) but its library does not name, nor LIBRARY (1000), a
	 * consumer's fault (dt_handle_liberr( )) no clause sees */
	"inline int DTRACEFLT_UNKNOWN = 0; inline int DTRACEFLT_BADADDR = 1;\n"
	"inline int DTRACEFLT_BADALIGN = 2; inline int DTRACEFLT_ILLOP = 3;\n"
	"inline int DTRACEFLT_DIVZERO = 4; inline int DTRACEFLT_NOSCRATCH = 5;\n"
	"inline int DTRACEFLT_KPRIV = 6; inline int DTRACEFLT_UPRIV = 7;\n"
	"inline int DTRACEFLT_TUPOFLOW = 8; inline int DTRACEFLT_BADSTACK = 9;\n";

/* The library's first part, and after it (so that its line numbers stay)
 * __sd_chip[C]: the physical package of each CPU, as DTrace for Linux
 * reads it from sysfs (0 where unknown), one ?: per CPU not on package 0. */
const char *sd_dlib_text(void)
{
	struct sd_lang_ctx *l = sd_lang_ctx();
	struct sd_buf b = SD_BUF_INIT;
	int n = sd_bpf_ncpus();

	if (l->text)
		return l->text;
	sd_buf_addstr(&b, text);
	sd_buf_addstr(&b, "inline chipid_t __sd_chip[processorid_t C] =");
	for (int c = 0; c < n; c++) {
		int chip = sd_cpu_chip(c);
		if (chip > 0)
			sd_buf_addf(&b, " C == %d ? %d :", c, chip);
	}
	sd_buf_addstr(&b, " 0;\n");
	l->text = sd_buf_detach(&b);
	return l->text;
}

const char *sd_dlib_tail_text(void)
{
	return tail;
}

/* Adds the io/ip/tcp/udp part: ip.d's ipaddr_t is a typedef of the
 * kernel's __be32 (messages name an ipaddr_t * as the kernel's unsigned
 * int *), a uint32_t where the kernel has no BTF to take it from. */
static void add_net(struct sd_buf *b)
{
	static const char be32[] = "typedef __be32 ipaddr_t;";
	const char *at = strstr(net, be32);
	struct btf *k = sd_kbtf();

	if (k && btf__find_by_name_kind(k, "__be32", BTF_KIND_TYPEDEF) > 0) {
		sd_buf_addstr(b, net);
		return;
	}
	sd_buf_add(b, net, (size_t)(at - net));
	sd_buf_addstr(b, "typedef uint32_t ipaddr_t;");
	sd_buf_addstr(b, at + strlen(be32));
}

/* The io/ip/tcp/udp part, and before it __sd_major[M], the name the kernel
 * registered block major M under (/proc/devices), as io.d reads it from
 * major_names[M % 255]: the first major of the slot. */
const char *sd_dlib_net_text(void)
{
	struct sd_lang_ctx *l = sd_lang_ctx();
	struct sd_buf b = SD_BUF_INIT;
	int major[256];
	char name[256][32];
	int n;

	if (l->net_text)
		return l->net_text;
	n = sd_blk_majors(major, name, 256);
	sd_buf_addstr(&b, "inline string __sd_major[int M] =");
	for (int i = 0; i < n; i++) {
		int j = 0;
		while (j < i && major[j] % 255 != major[i] % 255)
			j++;
		if (j == i)	/* the slot's first major; a later one adds nothing */
			sd_buf_addf(&b, " M %% 255 == %d ? \"%s\" :", major[i] % 255, name[i]);
	}
	sd_buf_addstr(&b, " \"<unknown>\";\n");
	add_net(&b);
	l->net_text = sd_buf_detach(&b);
	return l->net_text;
}

/* The library's names that DTrace for Linux's D libraries bind to a
 * version after 1.0 ("#pragma D binding", dlibs/x86_64/6.10): io.d's open
 * flags and fds[] 1.1, signal.d's DTRACEFLT_BADSTACK 1.4.1, tcp.d's
 * tcp_state_string 1.6.3, lockstat.d's RW_* 1.6.4, pcap.d's PCAP_* 1.12. */
static const struct {
	const char *name;
	uint32_t vers;
} bindings[] = {
#define V(M, m, u) SD_VERSION_NUMBER(M, m, u)
	{ "O_ACCMODE", V(1, 1, 0) }, { "O_RDONLY", V(1, 1, 0) }, { "O_WRONLY", V(1, 1, 0) },
	{ "O_RDWR", V(1, 1, 0) }, { "O_CREAT", V(1, 1, 0) }, { "O_EXCL", V(1, 1, 0) },
	{ "O_NOCTTY", V(1, 1, 0) }, { "O_TRUNC", V(1, 1, 0) }, { "O_APPEND", V(1, 1, 0) },
	{ "O_NONBLOCK", V(1, 1, 0) }, { "O_NDELAY", V(1, 1, 0) }, { "O_SYNC", V(1, 1, 0) },
	{ "O_FSYNC", V(1, 1, 0) }, { "O_ASYNC", V(1, 1, 0) }, { "O_DIRECTORY", V(1, 1, 0) },
	{ "O_NOFOLLOW", V(1, 1, 0) }, { "O_CLOEXEC", V(1, 1, 0) }, { "O_DSYNC", V(1, 1, 0) },
	{ "O_RSYNC", V(1, 1, 0) }, { "fds", V(1, 1, 0) },
	{ "DTRACEFLT_BADSTACK", V(1, 4, 1) }, { "tcp_state_string", V(1, 6, 3) },
	{ "RW_WRITER", V(1, 6, 4) }, { "RW_READER", V(1, 6, 4) },
	{ "PCAP_NULL", V(1, 12, 0) }, { "PCAP_ETHER", V(1, 12, 0) },
	{ "PCAP_WIFI", V(1, 12, 0) }, { "PCAP_PPP", V(1, 12, 0) },
	{ "PCAP_IP", V(1, 12, 0) }, { "PCAP_IPOIB", V(1, 12, 0) },
#undef V
};

uint32_t sd_dlib_binding(const char *name)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(bindings); i++)
		if (!strcmp(bindings[i].name, name))
			return bindings[i].vers;
	return 0;
}

/* The library's translators DTrace for Linux's D libraries bind to a
 * version after 1.0 (dlibs/x86_64/6.10): io.d's from a struct bio 1.6.3
 * and from a struct file 1.1, all of ip.d's 1.5, tcp.d's and udp.d's
 * 1.6.3; from NULL any input. A version pragma below it removes the
 * translator (dt_reduce( ) deletes it from dt_xlators). */
static const struct {
	const char *out, *from;
	uint32_t vers;
} xlator_bindings[] = {
#define V(M, m, u) SD_VERSION_NUMBER(M, m, u)
	{ "bufinfo_t", "struct bio *", V(1, 6, 3) }, { "devinfo_t", "struct bio *", V(1, 6, 3) },
	{ "fileinfo_t", "struct file *", V(1, 1, 0) },
	{ "pktinfo_t", NULL, V(1, 5, 0) }, { "csinfo_t", NULL, V(1, 5, 0) },
	{ "ipinfo_t", NULL, V(1, 5, 0) }, { "ifinfo_t", NULL, V(1, 5, 0) },
	{ "ipv4info_t", NULL, V(1, 5, 0) }, { "ipv6info_t", NULL, V(1, 5, 0) },
	{ "tcpinfo_t", NULL, V(1, 6, 3) }, { "tcpsinfo_t", NULL, V(1, 6, 3) },
	{ "tcplsinfo_t", NULL, V(1, 6, 3) }, { "udpinfo_t", NULL, V(1, 6, 3) },
	{ "udpsinfo_t", NULL, V(1, 6, 3) },
#undef V
};

uint32_t sd_dlib_xlator_binding(const char *out, const char *from)
{
	for (size_t i = 0; i < SD_ARRAY_SIZE(xlator_bindings); i++)
		if (!strcmp(xlator_bindings[i].out, out) &&
		    (!xlator_bindings[i].from || !strcmp(xlator_bindings[i].from, from)))
			return xlator_bindings[i].vers;
	return 0;
}

/* buf = the n bytes at s, cut to fit (snprintf costs more here: these
 * run for every name of the library). */
static void copy_name(char *buf, size_t size, const char *s, size_t n)
{
	n = n < size ? n : size - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
}

/* The typedef name a "typedef ... NAME;" starting at p (in text starting at
 * base) declares into buf; returns where the declaration ends. */
static const char *typedef_name(const char *base, const char *p, char *buf, size_t size)
{
	int depth = 0;

	for (; *p && (*p != ';' || depth); p++)
		depth += (*p == '{') - (*p == '}');
	const char *e = p, *b = p;
	while (b > base && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
		b--;
	copy_name(buf, size, b, (size_t)(e - b));
	return p;
}

/* The name an "inline TYPE NAME = ..." or "inline TYPE NAME[...] = ..."
 * starting at p declares into buf. */
static void inline_name(const char *base, const char *p, char *buf, size_t size)
{
	const char *e = p + strcspn(p, "=[");

	while (e > base && isspace((unsigned char)e[-1]))
		e--;
	const char *b = e;
	while (b > base && (isalnum((unsigned char)b[-1]) || b[-1] == '_'))
		b--;
	copy_name(buf, size, b, (size_t)(e - b));
}

#define MAX_NAMES 512
#define NAME_SLOTS 1024		/* a power of two, over twice MAX_NAMES */

/* A set of names, hashed: each program identifier is looked up in it. */
struct sd_dlib_names {
	char v[MAX_NAMES][40];
	int n;
	short slot[NAME_SLOTS];		/* index + 1 into v, 0: empty */
};

static unsigned name_hash(const char *s, size_t len)
{
	unsigned h = 2166136261u;

	for (size_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h & (NAME_SLOTS - 1);
}

static bool has_name(const struct sd_dlib_names *nm, const char *name, size_t len)
{
	for (unsigned h = name_hash(name, len); nm->slot[h]; h = (h + 1) & (NAME_SLOTS - 1)) {
		const char *v = nm->v[nm->slot[h] - 1];

		if (!strncmp(v, name, len) && !v[len])
			return true;
	}
	return false;
}

/* Adds v[n - 1], just written, to the hash (dropped if empty or known). */
static void hash_last(struct sd_dlib_names *nm)
{
	const char *v = nm->v[nm->n - 1];
	size_t len = strlen(v);

	if (!len || has_name(nm, v, len)) {
		nm->n--;
		return;
	}
	unsigned h = name_hash(v, len);
	while (nm->slot[h])
		h = (h + 1) & (NAME_SLOTS - 1);
	nm->slot[h] = (short)nm->n;
}

static void add_name(struct sd_dlib_names *nm, const char *name)
{
	if (nm->n == MAX_NAMES)
		return;
	copy_name(nm->v[nm->n++], sizeof(nm->v[0]), name, strlen(name));
	hash_last(nm);
}

/* The typedef names of t, and the tags their bodies define ("typedef
 * struct bufinfo {" names bufinfo too: a program may say struct bufinfo). */
static void add_typedefs(struct sd_dlib_names *nm, const char *t)
{
	for (const char *p = strstr(t, "typedef "); p && nm->n < MAX_NAMES;
	     p = strstr(p, "typedef ")) {
		const char *tag = p + strlen("typedef ");
		size_t kw = !strncmp(tag, "struct ", 7) ? 7 : !strncmp(tag, "union ", 6) ? 6 :
			    !strncmp(tag, "enum ", 5) ? 5 : 0;
		size_t len = kw ? strspn(tag + kw, "abcdefghijklmnopqrstuvwxyz"
					 "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") : 0;

		if (len && tag[kw + len] == ' ' && tag[kw + len + 1] == '{' &&
		    nm->n + 1 < MAX_NAMES) {
			copy_name(nm->v[nm->n++], sizeof(nm->v[0]), tag + kw, len);
			hash_last(nm);
		}
		p = typedef_name(t, p, nm->v[nm->n++], sizeof(nm->v[0]));
		hash_last(nm);
	}
}

static void add_inlines(struct sd_dlib_names *nm, const char *t)
{
	for (const char *p = strstr(t, "inline "); p && nm->n < MAX_NAMES;
	     p = strstr(p + 1, "inline ")) {
		inline_name(t, p, nm->v[nm->n++], sizeof(nm->v[0]));
		hash_last(nm);
	}
}

/* Does src hold one of nm's names as a word? */
static bool names_any(const struct sd_dlib_names *nm, const char *src)
{
	for (const char *p = src; *p; ) {
		if (!isalpha((unsigned char)*p) && *p != '_') {
			p++;
			continue;
		}
		const char *b = p;
		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		if (has_name(nm, b, (size_t)(p - b)))
			return true;
	}
	return false;
}

/* *slot, made empty on first use: true if it was just made. */
static bool names_of_run(struct sd_dlib_names **slot)
{
	if (*slot)
		return false;
	*slot = sd_xcalloc(1, sizeof(**slot));
	return true;
}

bool sd_dlib_is_type(const char *name)
{
	struct sd_dlib_names **nm = &sd_lang_ctx()->types;

	if (names_of_run(nm)) {
		add_typedefs(*nm, text);
		add_typedefs(*nm, net);
		add_typedefs(*nm, tail);
	}
	return has_name(*nm, name, strlen(name));
}

bool sd_dlib_net_wanted(const char *src)
{
	struct sd_dlib_names **nm = &sd_lang_ctx()->net;

	if (names_of_run(nm)) {
		/* the providers, and inet_ntoa( ), whose prototype's ipaddr_t *
		 * is this part's: its argument is checked against it */
		static const char *const names[] = { "io", "ip", "tcp", "udp", "inet_ntoa" };
		for (size_t i = 0; i < SD_ARRAY_SIZE(names); i++)
			add_name(*nm, names[i]);
		add_typedefs(*nm, net);
		add_inlines(*nm, net);
	}
	return names_any(*nm, src);
}

bool sd_dlib_is_inline(const char *name)
{
	struct sd_dlib_names **nm = &sd_lang_ctx()->inlines;

	if (names_of_run(nm)) {
		add_inlines(*nm, text);
		add_inlines(*nm, net);
		add_inlines(*nm, tail);
	}
	return has_name(*nm, name, strlen(name));
}

bool sd_dlib_tail_wanted(const char *src)
{
	struct sd_dlib_names **nm = &sd_lang_ctx()->tail;

	if (names_of_run(nm))
		add_inlines(*nm, tail);
	return names_any(*nm, src);
}
