#!/usr/bin/python3
"""bvars.py - built-in variables and translated data against DTrace and Linux.

Generates random D programs that print DTrace's built-in variables and the
members of its translated structures in probes that fire in a known
process, runs them as root, and compares every printed value with a model
of DTrace for Linux's definitions fed with what Linux says about that
process (/proc/PID/stat, status, cmdline, fdinfo, the mount table,
os.getuid( ), the CPU count, the arguments the trigger passed). The
trigger is a python3 process that opens a 4000-byte file as fd 7, takes
a random nice value, the real/effective uids 2000/2001 and gids 1000/1001,
sometimes a session of its own, waits on its stdin, then calls lseek(7,
1234, SEEK_SET), read(7, buf, 5), close(999) (EBADF) and execs /bin/true; sonda
traces it with -p. Each program has clauses for BEGIN (sonda itself) and
a random choice of the trigger's probes, each clause a random choice of
items printed with printf() or trace() (quiet: the integer alone), one a
line, a quarter of them inside an expression of the same value (a
clause-local variable, 1 ? e : 0, strjoin(e, ""), substr(e, 0),
stringof(e)); the translated structures are read through ->, (*p)., xlate<T *>
and xlate<T> (D variables holding them whole are DTrace's D_UNKNOWN, but
for this->c = curcpu, which is no translation in DTrace). The model:

  - the built-in variables and their types are libdtrace/dt_open.c's
    _dtrace_globals: pid, ppid pid_t; tid id_t; uid uid_t, gid gid_t;
    errno int; timestamp, vtimestamp, ucaller uint64_t; walltimestamp
    int64_t; epid uint64_t; id, ipl uint_t; stackdepth, ustackdepth
    uint32_t; caller uintptr_t; arg0..arg9 int64_t; strings execname,
    probeprov, probemod, probefunc, probename; curcpu cpuinfo_t *.
    sizeof(x) is the type's size, and x - x - 1 printed with %d is -1 for
    a signed type, 2^32-1 or 2^64-1 for an unsigned one (dt_type_promote( ),
    pfprint_sint/uint: %d of an unsigned value prints it unsigned);
  - their values are bpf/get_bvar.c's: pid and tid the halves of
    bpf_get_current_pid_tgid( ), ppid real_parent->tgid, uid and gid of
    bpf_get_current_uid_gid( ), execname the task's comm, timestamp
    bpf_ktime_get_ns( ) (CLOCK_MONOTONIC, the same value within a
    clause), walltimestamp a fresh bpf_ktime_get_ns( ) at each use plus
    the boot time (the wall clock),
    epid the probe id << 32 | the clause's number (so epid >> 32 == id),
    errno the syscall provider's: -arg0 of a return probe when -2048 <
    arg0 < 0 (dt_prov_syscall.c), else 0 (dt_cg.c's prologue clears it);
    a return probe's arg1 is its arg0 and its one typed argument args[0]
    the return value; args[]'s types are the tracepoint format's (lseek:
    unsigned int, off_t, unsigned int); proc:::exit's args[0] is
    CLD_EXITED (1) for an exit status
    (dt_prov_proc.c); vtimestamp and ipl are not read (DTrace for Linux
    has no value for them);
  - dlibs/x86_64/6.10/procfs.d: curpsinfo, curlwpsinfo, xlate<psinfo_t>
    of curthread: pr_pid tgid, pr_ppid, pr_pgid, pr_sid, pr_uid/euid/
    gid/egid the credentials, pr_fname and pr_name comm, pr_nlwp 1,
    pr_dmodel PR_MODEL_LP64, pr_wstat, pr_taskid, pr_projid, pr_nzomb,
    pr_poolid, pr_zoneid, pr_contract 0; pr_psargs and pr_argc come from
    get_psinfo( ), which this tree does not define: the model says what
    Linux says (the arguments joined by spaces, 79 bytes; their count);
    pr_lwpid the tid, pr_state SRUN and pr_sname 'R' for a running
    thread, pr_stype 0, pr_wchan 0, pr_pri the task's prio (/proc stat's
    priority + 100), pr_onpro the CPU, pr_addr curthread; cwd and root
    are d_path( ), which dt_cg_subr_d_path( ) makes "<unknown>";
    sched.d: cpu is curcpu->cpu_id (the D library has no cpuinfo_t
    translator, so xlate<cpuinfo_t>(curthread) is D_XLATE_NONE and is
    not generated); curcpu's cpu_chip is the CPU's
    physical package, cpu_pset and cpu_lgrp 0 (dt_bpf.c's cpuinfo map);
  - dlibs/x86_64/6.10/io.d: fds[fd] is xlate<fileinfo_t> of the file at
    fd, NULL past max_fds or below 0: fi_name the dentry's name,
    fi_pathname d_path( ) ("<unknown>"), fi_dirname dirname of that (".")
    fi_offset f_pos, fi_fs the file system's name, fi_mount "<unknown>",
    fi_oflags f_flags (fdinfo's flags, O_CLOEXEC not set); a pipe's
    dentry is named "" on pipefs; for no file "<none>" and 0;
  - the D_* errors of writing them (dt_parser.c): a built-in or an inline
    is an lvalue that is never writable: =, op=, ++ and -- are
    D_OP_WRITE; a member through -> or of an lvalue (curpsinfo->pr_pid,
    fds[7].fi_offset) is an lvalue, writable only if its base is:
    D_OP_WRITE; a member of xlate<T>(e) or of *p of a translated pointer
    ((*curpsinfo).pr_pid: dt_cook_op1( )'s DT_TOK_DEREF makes no lvalue of
    it), no lvalue: D_OP_LVAL; & of a built-in or inline variable, or of an inline's
    element (fds[0]: dt_cook_op2( ) makes a variable node) is D_ADDROF_VAR;
    = to a char array member is D_OP_ARRFUN, ++ of a string D_OP_SCALAR,
    args[] past the probe's arguments D_ARGS_IDX (dt_idcook_args( )),
    args, uregs or fds named bare D_IDENT_BADREF (dt_xcook_ident( )); a
    member procfs.d's translators leave out (pr_flag, pr_size, pr_start
    of psinfo_t, pr_nice, pr_clname of lwpsinfo_t...) is D_XLATE_NOCONV;
    xlate<cpuinfo_t>( ) or xlate<cpuinfo_t *>( ) of curthread is
    D_XLATE_NONE (sched.d declares cpuinfo_t but no translator to it).

vtimestamp, which DTrace for Linux has not (get_bvar.c makes it an
illegal operation), is checked against sonda's own definition
(docs/language.md: the thread's time on CPU, growing).

Left out: epid's whole value (the clause numbering), stack contents,
uregs[], pr_start/pr_time, the state of a thread that is not sure to
sleep, comparisons of two char arrays (addresses in DTrace), and
pr_onpro's DTrace expression (thread_info at T->stack, not where x86_64
keeps it: sonda reads T->thread_info.cpu).

  tests/fuzz/bvars.py [-n PROGRAMS] [-i ITEMS] [-e ERRORS] [-s SEED] [-j J]
                      [-b SONDA] [-v]

Needs root. Deterministic by seed in what it generates; each program is
seed, seed+1, ..., -j of them at a time; then ERRORS clauses compiled
alone with -e -x errtags. Prints each disagreement (the item, the model's
value, sonda's); exit status 1 if any. Not run by tests/run.
"""
import concurrent.futures
import errno
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import fuzzlib

TRIGGER = r"""
import os, sys
os.chdir(sys.argv[1])
fd = os.open("data.txt", os.O_RDWR)
os.dup2(fd, 7)
os.close(fd)
os.nice(int(sys.argv[2]))
os.setresgid(1000, 1001, 1001)
os.setresuid(2000, 2001, 2001)
sys.stdout.write("ready\n"); sys.stdout.flush()
sys.stdin.readline()
os.lseek(7, 1234, 0)
os.read(7, 5)
try:
    os.close(999)
except OSError:
    pass
os.execv("/bin/true", ["true", "two words", "x"])
"""

# context: probe description, predicate, arguments (None: not modelled),
# probe names (None: not modelled)
CONTEXTS = {
    "begin": ("BEGIN", None, None, ("dtrace", "", "", "BEGIN")),
    "lseek_entry": ("syscall::lseek:entry", "pid == $target", [7, 1234, 0],
                    ("syscall", "vmlinux", "lseek", "entry")),
    "lseek_return": ("syscall::lseek:return", "pid == $target", [1234, 1234],
                     ("syscall", "vmlinux", "lseek", "return")),
    "read_entry": ("syscall::read:entry", "pid == $target && arg0 == 7",
                   [7, None, 5], ("syscall", "vmlinux", "read", "entry")),
    "close_return": ("syscall::close:return", "pid == $target && arg0 == -9",
                     [-9, -9], ("syscall", "vmlinux", "close", "return")),
    "exec": ("proc:::exec-success", "pid == $target", None,
             ("proc", "vmlinux", "", "exec-success")),
    "exit": ("proc:::exit", "pid == $target", [1], ("proc", "vmlinux", "", "exit")),
    "end": ("END", None, None, ("dtrace", "", "", "END")),
}
SYSCALLS = ("lseek_entry", "lseek_return", "read_entry", "close_return")
OFFSET = {"lseek_entry": 0, "lseek_return": 1234, "read_entry": 1234,
          "close_return": 1239, "exec": 1239}

# args[]'s (size, signed) of the syscall probes: the types of the
# tracepoint's format file (dt_prov_syscall.c probe_info( )); None: a pointer
ARGTYPES = {
    "lseek_entry": [(4, False), (8, True), (4, False)],
    "read_entry": [(4, False), (8, None), (8, False)],
    "lseek_return": [(8, True)], "close_return": [(8, True)],
    "exit": [(4, True)],	# dt_prov_proc.c: exit's one argument, an int
}

# the translated members' (size, signed; None: no integer) from their
# declarations in procfs.d, sched.d and io.d (id_t an int, loff_t a long
# long, string strsize bytes)
PSM = {"pr_nlwp": (4, True), "pr_pid": (4, True), "pr_ppid": (4, True),
       "pr_pgid": (4, True), "pr_sid": (4, True), "pr_uid": (4, False),
       "pr_euid": (4, False), "pr_gid": (4, False), "pr_egid": (4, False),
       "pr_addr": (8, False), "pr_ttydev": (8, None), "pr_fname": (16, None),
       "pr_psargs": (80, None), "pr_wstat": (4, True), "pr_argc": (4, True),
       "pr_argv": (8, False), "pr_envp": (8, False), "pr_dmodel": (1, True),
       "pr_taskid": (4, True), "pr_projid": (4, True), "pr_nzomb": (4, True),
       "pr_poolid": (4, True), "pr_zoneid": (4, True), "pr_contract": (4, True)}
LWPM = {"pr_flag": (4, True), "pr_lwpid": (4, True), "pr_addr": (8, False),
        "pr_wchan": (8, False), "pr_stype": (1, True), "pr_state": (1, True),
        "pr_sname": (1, True), "pr_pri": (4, True), "pr_name": (16, None),
        "pr_onpro": (4, True)}
CPUM = {"cpu_id": (4, True), "cpu_pset": (4, True), "cpu_chip": (4, True),
        "cpu_lgrp": (4, True)}
FIM = {"fi_name": (256, None), "fi_dirname": (256, None), "fi_pathname": (256, None),
       "fi_offset": (8, True), "fi_fs": (256, None), "fi_mount": (256, None),
       "fi_oflags": (4, True)}


def member_items():
    """sizeof and the sign of each translated member"""
    L = []
    for forms, table in ((ps, PSM), (lwp, LWPM),
                         (lambda m: ["curcpu->" + m, "(*curcpu)." + m], CPUM),
                         (lambda m: ["fds[7]." + m, "fds[1].%s" % m], FIM)):
        for m, (size, signed) in table.items():
            L.append(("msize", ["sizeof(%s)" % e for e in forms(m)], "%d",
                      lambda c, n=size: str(n)))
            if signed is not None:
                v = -1 if signed or size < 4 else (1 << (8 * size)) - 1
                L.append(("msign", ["%s - %s - 1" % (e, e) for e in forms(m)], "%d",
                          lambda c, v=v: str(v)))
    return L


# the D libraries' constants: procfs.d's, unistd.d's faults, and errno.d's
# and signal.d's, whose values are Linux's (Python's errno and signal
# modules; EHWPOISON, which Python lacks, is 133). An inline of an integer
# constant is that constant, of the literal's type whatever the inline's
# (dt_node_ident( ) clones din_root): sizeof(SSLEEP), an inline char, is 4
CONSTS = {"PR_MODEL_ILP32": (1, 1), "PR_MODEL_LP64": (2, 1), "PIDTYPE_PID": (0, 4),
          "PIDTYPE_TGID": (1, 4), "PIDTYPE_PGID": (2, 4), "PIDTYPE_SID": (3, 4),
          "PR_STOPPED": (1, 4), "PR_ISTOP": (2, 4), "PR_DSTOP": (4, 4),
          "PR_IDLE": (0x10000000, 4), "SSLEEP": (1, 1), "SRUN": (2, 1), "SZOMB": (3, 1),
          "SSTOP": (4, 1), "SIDL": (5, 1), "SONPROC": (6, 1), "SWAIT": (7, 1),
          "CLD_EXITED": (1, 4), "CLD_KILLED": (2, 4), "CLD_DUMPED": (3, 4),
          "CLD_TRAPPED": (4, 4), "CLD_STOPPED": (5, 4), "CLD_CONTINUED": (6, 4),
          "EHWPOISON": (133, 4)}
for _i, _f in enumerate(("UNKNOWN", "BADADDR", "BADALIGN", "ILLOP", "DIVZERO",
                         "NOSCRATCH", "KPRIV", "UPRIV", "TUPOFLOW", "BADSTACK")):
    CONSTS["DTRACEFLT_" + _f] = (_i, 4)
for _n in sorted(set(errno.errorcode.values())):
    CONSTS[_n] = (getattr(errno, _n), 4)
for _n in ("SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS",
           "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2", "SIGPIPE", "SIGALRM",
           "SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP",
           "SIGTTIN", "SIGTTOU", "SIGURG", "SIGXCPU", "SIGXFSZ", "SIGVTALRM",
           "SIGPROF", "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS", "SIGPOLL", "SIGIOT",
           "SIGCLD"):
    if hasattr(signal, _n):
        CONSTS[_n] = (int(getattr(signal, _n)), 4)


def const_items():
    names = sorted(CONSTS)
    return [("const", names, "%d", None), ("constsize", ["sizeof(%s)" % n for n in names],
                                          "%d", None)]


# (name, size, signed) of the built-in scalars (dt_open.c)
BTYPES = {
    "pid": (4, True), "ppid": (4, True), "tid": (4, True), "uid": (4, False),
    "gid": (4, False), "errno": (4, True), "timestamp": (8, False),
    "vtimestamp": (8, False), "walltimestamp": (8, True), "epid": (8, False),
    "id": (4, False), "ipl": (4, False), "stackdepth": (4, False),
    "ustackdepth": (4, False), "caller": (8, False), "ucaller": (8, False),
    "arg0": (8, True), "arg5": (8, True), "arg9": (8, True), "cpu": (4, True),
    "curthread": (8, False),
}
NOREAD = ("vtimestamp", "ipl", "curthread", "caller", "ucaller", "epid")

PS = ("curpsinfo->{m}", "xlate<psinfo_t *>(curthread)->{m}",
      "(*curpsinfo).{m}", "xlate<psinfo_t>(curthread).{m}")
LWP = ("curlwpsinfo->{m}", "xlate<lwpsinfo_t *>(curthread)->{m}",
       "(*curlwpsinfo).{m}", "xlate<lwpsinfo_t>(curthread).{m}")


# the same members through a translation used whole: none. DTrace cooks
# a D variable holding the translated struct (this->s = *curpsinfo,
# this->f = fds[7]), but its code generator refuses the assignment
# (dt_cg_asgn_op( ): D_UNKNOWN "no support for translated types yet";
# tests/e2e/types/xlate-struct-assign.sh). A pointer to translated data is
# DTrace's dynamic type, which no variable holds (this->p = curpsinfo is
# D_OP_INCOMPAT); curcpu is a cpuinfo_t * variable, held whole below
PSW = ()
LWPW = ()


# the translations of another task: the parent, a thread of this fuzzer
# waiting for its child (sleeping: SSLEEP, 'S')
PARENT_LWP = ("xlate<lwpsinfo_t *>(curthread->real_parent)->{m}",
              "xlate<lwpsinfo_t>(curthread->real_parent).{m}")
PARENT_PS = ("xlate<psinfo_t *>(curthread->real_parent)->{m}",
             "xlate<psinfo_t>(curthread->real_parent).{m}")


def ps(m, whole=False):
    return [f.format(m=m) for f in PS + (PSW if whole else ())]


def lwp(m, whole=False):
    return [f.format(m=m) for f in LWP + (LWPW if whole else ())]


def items(kind):
    """(key, [D expression variants], format, model(ctx) -> str or check)"""
    L = [
        ("pid", ["pid", "curthread->tgid"] + ps("pr_pid", True), "%d",
         lambda c: str(c["pid"])),
        ("tid", ["tid", "curthread->pid"] + lwp("pr_lwpid", True), "%d",
         lambda c: str(c["tid"])),
        ("ppid", ["ppid", "curthread->real_parent->tgid"] + ps("pr_ppid", True), "%d",
         lambda c: str(c["ppid"])),
        ("uid", ["uid"] + ps("pr_uid", True), "%d", lambda c: str(c["uid"])),
        ("gid", ["gid"] + ps("pr_gid"), "%d", lambda c: str(c["gid"])),
        ("euid", ps("pr_euid", True), "%d", lambda c: str(c["euid"])),
        ("egid", ps("pr_egid"), "%d", lambda c: str(c["egid"])),
        ("pgid", ps("pr_pgid", True), "%d", lambda c: str(c["pgid"])),
        ("sid", ps("pr_sid"), "%d", lambda c: str(c["sid"])),
        ("comm", ["execname", "stringof(curthread->comm)"] + ps("pr_fname") +
         lwp("pr_name"), "%s", lambda c: c["comm"]),
        ("nlwp", ps("pr_nlwp"), "%d", lambda c: "1"),
        ("dmodel", ps("pr_dmodel"), "%d", lambda c: "2"),
        ("lp64", [p + " == PR_MODEL_LP64" for p in ps("pr_dmodel")], "%d",
         lambda c: "1"),
        ("zero", ps("pr_wstat") + ps("pr_taskid") + ps("pr_projid") +
         ps("pr_nzomb") + ps("pr_poolid") + ps("pr_zoneid") +
         ps("pr_contract") + lwp("pr_stype") + lwp("pr_wchan") + lwp("pr_flag") +
         ["curcpu->cpu_pset", "curcpu->cpu_lgrp", "pset", "lgrp"], "%d",
         lambda c: "0"),
        ("state", lwp("pr_state"), "%d", lambda c: "2"),
        ("srun", [p + " == SRUN" for p in lwp("pr_state")], "%d", lambda c: "1"),
        ("sname", lwp("pr_sname", True), "%c", lambda c: "R"),
        ("pri", lwp("pr_pri", True), "%d", lambda c: str(c["prio"])),
        ("onpro", [p + " == cpu" for p in lwp("pr_onpro")] +
         ["curcpu->cpu_id == cpu", "this->c = curcpu;;this->c->cpu_id == cpu",
          "this->k = *curcpu;;this->k.cpu_id == cpu", "(uintptr_t)curthread == curpsinfo->pr_addr",
          "(uintptr_t)curthread == curlwpsinfo->pr_addr"], "%d", lambda c: "1"),
        ("cpu", ["cpu", "curcpu->cpu_id"], "%d",
         lambda c: (lambda v: 0 <= int(v) < c["ncpu"])),
        ("chip", ["curcpu->cpu_chip", "chip"], "%d",
         lambda c: (lambda v: int(v) in c["chips"])),
        ("cwd", ["cwd", "root"], "%s", lambda c: "<unknown>"),
        ("prov", ["probeprov"], "%s", lambda c: c["probe"] and c["probe"][0]),
        ("mod", ["probemod"], "%s", lambda c: c["probe"] and c["probe"][1]),
        ("func", ["probefunc"], "%s", lambda c: c["probe"] and c["probe"][2]),
        ("name", ["probename"], "%s", lambda c: c["probe"] and c["probe"][3]),
        ("epid", ["epid >> 32 == id", "(uint64_t)epid >> 32 == id"], "%d",
         lambda c: "1"),
        ("ts", ["timestamp", "timestamp + 0"], "%d",
         lambda c: (lambda v: c["t0"] <= int(v) <= c["t1"])),
        ("ts2", ["timestamp == timestamp"], "%d", lambda c: "1"),
        ("wall", ["walltimestamp"], "%d",
         lambda c: (lambda v: c["w0"] - 10**8 <= int(v) <= c["w1"] + 10**8)),
        ("fdnone", ["fds[%d].%s" % (fd, m) for fd in (-1, 999, 1 << 20)
                    for m in ("fi_name", "fi_dirname", "fi_pathname", "fi_fs")],
         "%s", lambda c: "<none>"),
        ("fdnone0", ["fds[%d].%s" % (fd, m) for fd in (-1, 999, 1 << 20)
                     for m in ("fi_offset", "fi_oflags")], "%d", lambda c: "0"),
        ("psargs", ps("pr_psargs", True), "%s", lambda c: c["psargs"]),
        # only in BEGIN is the parent surely asleep (reading sonda's output)
        ("pstate", [f.format(m="pr_state") for f in PARENT_LWP], "%d",
         lambda c: "1" if c["kind"] == "begin" else None),
        ("psname", [f.format(m="pr_sname") for f in PARENT_LWP], "%c",
         lambda c: "S" if c["kind"] == "begin" else None),
        ("ppid2", [f.format(m="pr_pid") + " == ppid" for f in PARENT_PS], "%d",
         lambda c: "1"),
        ("pppid", [f.format(m="pr_ppid") for f in PARENT_PS], "%d",
         lambda c: str(c["pppid"])),
        ("boot", ["(walltimestamp - (int64_t)timestamp) / 1000000"], "%d",
         lambda c: (lambda v: abs(int(v) - (c["w0"] - c["t0"]) // 10**6) < 100)),
        ("tty", [e + " == (struct tty_struct *)-1" for e in ps("pr_ttydev")], "%d",
         lambda c: str(int(c["tty"] == 0))),
        ("id", ["id"], "%d", lambda c: c.get("id")),
        ("argc", ps("pr_argc"), "%d", lambda c: str(c["argc"])),
    ]
    comm = {"begin": "dtrace", "end": "dtrace", "exec": "true", "exit": "true"}.get(
        kind, "python3")
    names = ["execname", "stringof(curthread->comm)"] + ps("pr_fname") + lwp("pr_name")
    L += [("commeq", [e + ' == "%s"' % comm for e in names] +
           ['"%s" == %s' % (comm, e) for e in names] +
           [e + ' != "%s"' % comm[:-1] for e in names] +
           [e + ' < "%s"' % (comm + "a") for e in names], "%d", lambda c: "1"),
          ("commlen", ["strlen(%s)" % e for e in names], "%d", lambda c: str(len(c["comm"])))]
    L += member_items() + const_items()
    for b, (size, signed) in BTYPES.items():
        L.append(("sizeof", ["sizeof(%s)" % b], "%d", lambda c, s=size: str(s)))
        if b in NOREAD or b == "curthread":
            continue
        v = -1 if signed else (1 << (8 * size)) - 1
        if b == "walltimestamp":	# read again at each use: later is larger
            L.append(("sign", ["%s - %s - 1" % (b, b)], "%d",
                      lambda c: (lambda v: int(v) < 0)))
            continue
        L.append(("sign", ["%s - %s - 1" % (b, b)], "%d", lambda c, v=v: str(v)))
    L += [("errno", ["errno"], "%d", lambda c: str(c["errno"])),
          ("ebadf", ["errno == EBADF"], "%d", lambda c: str(int(c["errno"] == 9)))]
    if kind in SYSCALLS + ("exec",):
        L += [
            ("fi_name", ["fds[7].fi_name"], "%s", lambda c: "data.txt"),
            ("fd012", ["fds[%d].%s" % (fd, m) for fd in (0, 1, 2)
                       for m in ("fi_name", "fi_fs", "fi_mount", "fi_pathname")],
             "%s", None),
            ("fd012", ["fds[%d].%s" % (fd, m) for fd in (0, 1, 2)
                       for m in ("fi_offset", "fi_oflags")], "%d", None),
            # within max_fds, not open: fdt->fd[50] is NULL
            ("fd50", ["fds[50].%s" % m for m in ("fi_name", "fi_fs", "fi_pathname")],
             "%s", lambda c: "<none>"),
            ("fd50", ["fds[50].fi_offset", "fds[50].fi_oflags"], "%d", lambda c: "0"),
            ("fi_dirname", ["fds[7].fi_dirname"], "%s", lambda c: "."),
            ("fi_pathname", ["fds[7].fi_pathname"], "%s", lambda c: "<unknown>"),
            ("fi_mount", ["fds[7].fi_mount"], "%s", lambda c: "<unknown>"),
            ("fi_fs", ["fds[7].fi_fs"], "%s", lambda c: c["fstype"]),
            ("fi_offset", ["fds[7].fi_offset"], "%d", lambda c: str(c["offset"])),
            ("fi_oflags", ["fds[7].fi_oflags", "fds[7].fi_oflags & O_ACCMODE"],
             "%d", None),
        ]
    if kind in SYSCALLS:
        # vtimestamp: DTrace for Linux has none (get_bvar.c: an illegal
        # operation); sonda's is the thread's time on CPU (docs/language.md):
        # above 0, below 10 s here, never back from one firing to the next
        L += [("vts", ["vtimestamp"], "%d", lambda c: (lambda v: 0 < int(v) < 10**10))]
        L += [("kstack", ["stackdepth > 0", "caller != 0"], "%d", lambda c: "1"),
              ("ustack", ["ustackdepth > 0", "ucaller != 0"], "%d", lambda c: "1")]
    for i, (size, signed) in enumerate(ARGTYPES.get(kind, ())):
        L.append(("argsize", ["sizeof(args[%d])" % i], "%d", lambda c, s=size: str(s)))
        if signed is not None:
            v = -1 if signed else (1 << (8 * size)) - 1
            L.append(("argsign", ["args[%d] - args[%d] - 1" % (i, i)], "%d",
                      lambda c, v=v: str(v)))
    if CONTEXTS[kind][2]:
        for i, a in enumerate(CONTEXTS[kind][2]):
            if a is None:
                continue
            # a return probe has one typed argument (dt_prov_syscall.c:
            # the return value; arg1 is its copy)
            typed = ["args[%d]" % i] if i == 0 or "return" not in kind else []
            L.append(("arg%d" % i, ["arg%d" % i] + typed, "%d",
                      lambda c, a=a: str(a)))
    return L


def fd012_model(expr, c):
    """fds[0..2] of the trigger: pipes to the fuzzer, /dev/null"""
    m = re.search(r"fds\[(\d)\]\.(\w+)", expr.split(";;")[-1]) or \
        re.search(r"fds\[(\d)\]\.(\w+)", expr)	# wrap( )'s this->w_
    fd, memb = int(m.group(1)), m.group(2)
    f = c["fd%d" % fd]
    return str({"fi_name": f["name"], "fi_fs": f["fs"], "fi_mount": "<unknown>",
                "fi_pathname": "<unknown>", "fi_offset": 0,
                "fi_oflags": f["flags"]}[memb])


def oflags_model(expr, c):
    return str(c["oflags"] & 3 if "ACCMODE" in expr else c["oflags"])


def proc_status(pid):
    st = {}
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            k, _, v = line.partition(":")
            st[k] = v.split()
    with open("/proc/%d/stat" % pid) as f:
        stat = f.read()
    fields = stat[stat.rindex(")") + 2:].split()
    with open("/proc/%d/cmdline" % pid, "rb") as f:
        argv = f.read().rstrip(b"\0").split(b"\0")
    return {
        "pid": pid, "tid": pid, "ppid": int(fields[1]), "pgid": int(fields[2]),
        "sid": int(fields[3]), "prio": int(fields[15]) + 100, "tty": int(fields[4]),
        "uid": int(st["Uid"][0]), "euid": int(st["Uid"][1]),
        "gid": int(st["Gid"][0]), "egid": int(st["Gid"][1]),
        "comm": stat[stat.index("(") + 1:stat.rindex(")")],
        "psargs": b" ".join(argv).decode()[:79], "argc": len(argv),
    }


def fstype(path):
    best, fs = "", "?"
    with open("/proc/self/mountinfo") as f:
        for line in f:
            p = line.split()
            mnt = p[4]
            fst = p[p.index("-") + 1]
            if (path == mnt or path.startswith(mnt.rstrip("/") + "/")) and \
               len(mnt) >= len(best):
                best, fs = mnt, fst
    return fs


def chips():
    out = set()
    base = "/sys/devices/system/cpu"
    for d in os.listdir(base):
        p = os.path.join(base, d, "topology/physical_package_id")
        if re.fullmatch(r"cpu\d+", d) and os.path.exists(p):
            out.add(int(open(p).read()))
    return out


def wrap(r, e, fmt, tag):
    """e inside an expression of the same value: a clause-local variable
    of e's type, ?: with 0 (dt_type_promote( ) keeps the value and the
    sign it prints with), a string function returning the string."""
    if fmt == "%d":
        return r.choice(["this->w_%s = %s;;this->w_%s" % (tag, e, tag),
                         "(1 ? %s : 0)" % e, "(0 ? 0 : %s)" % e])
    if fmt == "%s":
        return r.choice(['strjoin(%s, "")' % e, 'strjoin("", %s)' % e,
                         "substr(%s, 0)" % e, "stringof(%s)" % e])
    return e


# --ref: what sonda has and DTrace for Linux has not: vtimestamp (an illegal
# operation in get_bvar.c), and the psinfo_t members procfs.d leaves out
# (docs/language.md: sonda translates them; D_XLATE_NOCONV in DTrace);
# where they differ on purpose: pr_onpro (procfs.d reads the stack's
# bottom word, docs/language.md); and where dtrace-ref here is wrong: the
# fds[ ] members read through struct file's f_path (its dentry read as a
# kernel text address: the clause faults)
REF = False
NOT_IN_DTRACE = re.compile(r"vtimestamp|\bpr_(psargs|argc|argv|envp|onpro)\b|"
                           r"\bfi_(name|dirname|pathname|fs)\b")


def gen_program(r, nitems):
    """[(kind, [(key, expr, fmt, model)])], D text"""
    kinds = list(CONTEXTS)
    r.shuffle(kinds)
    kinds = kinds[:r.randint(2, len(kinds))]
    if "begin" not in kinds:
        kinds.insert(0, "begin")
    if "end" in kinds:	# after the BEGIN clauses, as the others
        kinds.remove("end")
        kinds.append("end")
    clauses, text = [], []
    for kind in kinds:
        L = items(kind)
        chosen = []
        for _ in range(nitems):
            key, exprs, fmt, model = r.choice(L)
            if kind == "exit" and key in ("psargs", "argc", "fi_oflags") or \
               kind == "exit" and key.startswith("fd"):
                continue
            if kind == "begin" and key in ("ustack",):
                continue
            e = r.choice(exprs)
            if REF and NOT_IN_DTRACE.search(e):
                continue
            if REF and "ucaller" in e:
                # get_bvar.c: DTrace's ucaller is the second word of
                # bpf_get_stack(BPF_F_USER_STACK), the kernel's frame-pointer
                # walk: 0 where libc's syscall wrapper keeps no frame
                # pointer; sonda unwinds by CFI (docs/language.md)
                continue
            if key not in ("const", "constsize") and ";;" not in e and \
                    r.random() < 0.25:
                e = wrap(r, e, fmt, "%s%d" % (kind, len(chosen)))
            chosen.append((key, e, fmt, model, r.random() < 0.3))
        desc, pred, _, _ = CONTEXTS[kind]
        body = ""
        for i, (k, e, fmt, m, tr) in enumerate(chosen):
            if ";;" in e:
                pre, e = e.split(";;")
                body += "\t%s;\n" % pre
            if tr and fmt == "%d":	# quiet trace( ): the integer alone
                body += '\tprintf("%s %d=");\n\ttrace(%s);\n\tprintf("\\n");\n' % (kind, i, e)
            else:
                body += '\tprintf("%s %d=%s\\n", %s);\n' % (kind, i, fmt, e)
        text.append("%s\n%s{\n%s}\n" % (desc, "/%s/\n" % pred if pred else "", body))
        clauses.append((kind, chosen))
    text.append("BEGIN\n{\n\tprintf(\"BEGIN go\\n\");\n}\n")
    return clauses, "".join(text)


def run(sonda, prog, d, tmp, nice, session):
    """Runs prog on a new trigger: output, errors, status, the trigger's
    facts and sonda's own (BEGIN fires in sonda)."""
    work = os.path.join(tmp, "w")
    trig = os.path.join(tmp, "trigger.py")
    with open(os.path.join(d, "prog.d"), "w") as f:
        f.write(prog)
    t = subprocess.Popen(["python3", trig, work, str(nice), "two words", "x"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, start_new_session=session)
    t.stdout.readline()
    c = proc_status(t.pid)
    with open("/proc/%d/fdinfo/7" % t.pid) as f:
        fi = dict(l.split(":\t") for l in f.read().splitlines() if ":\t" in l)
    c["oflags"] = int(fi["flags"], 8)
    for fd in (0, 1, 2):
        with open("/proc/%d/fdinfo/%d" % (t.pid, fd)) as f:
            fl = int(re.search(r"flags:\s*(\d+)", f.read()).group(1), 8)
        link = os.readlink("/proc/%d/fd/%d" % (t.pid, fd))
        # a pipe's dentry is named "" (alloc_file_pseudo( )) on pipefs
        c["fd%d" % fd] = {"flags": fl, "name": "" if link.startswith("pipe:") else
                          os.path.basename(link), "fs": "pipefs" if
                          link.startswith("pipe:") else fstype(link)}
    w0, t0 = time.time_ns(), time.monotonic_ns()
    cmd = [sonda, "-q", "-p", str(t.pid), "-s", os.path.join(d, "prog.d")]
    # --ref: dtrace(1) block-buffers a pipe; "BEGIN go" must come at once
    s = subprocess.Popen((["stdbuf", "-oL"] if REF else []) + cmd,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = []
    deadline = time.time() + 15
    while time.time() < deadline:
        line = s.stdout.readline()
        if not line:
            break
        first.append(line)
        if line == b"BEGIN go\n":
            break
    t.stdin.write(b"go\n")
    t.stdin.flush()
    if REF:	# dtrace-ref misses the end of a -p process that exec( )ed:
        t.wait()	# ^C ends it, as the target's exit ends sonda
        try:
            s.wait(timeout=3)
        except subprocess.TimeoutExpired:
            s.send_signal(signal.SIGINT)
    try:
        out, err = s.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        s.kill()
        out, err = s.communicate()
    t.wait()
    c["w1"], c["t1"] = time.time_ns(), time.monotonic_ns()
    c["w0"], c["t0"] = w0, t0
    me = {"pid": s.pid, "tid": s.pid, "ppid": os.getpid(), "pgid": os.getpgid(0),
          "sid": os.getsid(0), "uid": os.getuid(), "euid": os.geteuid(),
          "tty": proc_status(os.getpid())["tty"],
          "gid": os.getgid(), "egid": os.getegid(), "comm": "dtrace",
          "prio": 120 + os.getpriority(os.PRIO_PROCESS, 0), "argc": len(cmd),
          "psargs": " ".join(cmd)[:79]}
    return b"".join(first) + out, err, s.returncode, c, me


def model_for(kind, c, me, common):
    ctx = dict(me if kind in ("begin", "end") else c)
    ctx.update(common)
    ctx["probe"] = CONTEXTS[kind][3]
    # dtrace:::BEGIN, END and ERROR are probes 1, 2 and 3 (dt_prov_dtrace.c)
    ctx["id"] = {"begin": "1", "end": "2"}.get(kind)
    ctx["errno"] = 9 if kind == "close_return" else 0
    ctx["offset"] = OFFSET.get(kind)
    if kind in ("exec", "exit"):	# the trigger became /bin/true
        ctx.update(comm="true", psargs="true two words x", argc=3)
    ctx["oflags"] = c["oflags"]
    for fd in (0, 1, 2):
        ctx["fd%d" % fd] = c["fd%d" % fd]
    ctx["pppid"] = os.getppid()
    ctx["kind"] = kind
    for k in ("t0", "t1", "w0", "w1"):
        ctx[k] = c[k]
    return ctx


def compare(clauses, out, c, me, common):
    got = {}
    for line in out.decode(errors="replace").splitlines():
        m = re.match(r"(\S+) (\d+)=(.*)$", line)
        if m:
            got.setdefault(m.group(1), {})[int(m.group(2))] = m.group(3)
    bad = []
    for kind, chosen in clauses:
        ctx = model_for(kind, c, me, common)
        for i, (key, expr, fmt, model, _) in enumerate(chosen):
            v = got.get(kind, {}).get(i)
            if key in ("const", "constsize"):
                n = re.sub(r"sizeof\((\w+)\)", r"\1", expr)
                want = "4" if key == "constsize" else str(CONSTS[n][0])
            elif key == "fd012":
                want = fd012_model(expr, ctx)
            elif model is None:
                want = oflags_model(expr, ctx)
            else:
                want = model(ctx)
            if want is None:
                continue
            if v is None:
                bad.append((kind, expr, want, "(nothing printed)"))
            elif callable(want):
                if not want(v):
                    bad.append((kind, expr, "(in range)", v))
            elif v != want:
                bad.append((kind, expr, want, v))
    # timestamp never goes back from one firing to the next (bpf_ktime_get_ns)
    seen = []
    for kind, chosen in clauses:
        for i, (key, expr, _, _, _) in enumerate(chosen):
            v = got.get(kind, {}).get(i)
            if key in ("ts", "vts") and v is not None and v.isdigit():
                seen.append((key, ORDER.index(kind), int(v), kind))
    seen.sort()
    for (k1, _, a, ka), (k2, _, b, kb) in zip(seen, seen[1:]):
        if k1 == k2 and b < a:
            bad.append((kb, "timestamp" if k1 == "ts" else "vtimestamp",
                        ">= %d (%s)" % (a, ka), str(b)))
    return bad


ORDER = ["begin", "lseek_entry", "lseek_return", "read_entry", "close_return", "exec",
         "exit", "end"]


# ---- the D_* errors of writing built-ins and translated members ----

WRITE = "operator %s can only be applied to a writable variable"
LVAL = "operator %s requires modifiable lvalue as an operand"


def gen_error(r):
    """(clause text, tag, message)"""
    op = r.choice(["=", "+=", "++", "--"])
    kind = r.randrange(12)
    if kind == 11:	# the global arrays named bare (dt_xcook_ident( ))
        b = r.choice(["args", "uregs", "fds"])
        e = r.choice(["trace(%s)", "%s = 1", "%s++", "--%s", "x = %s + 1", "%s += 2"]) % b
        return ("BEGIN { %s; }" % e, "D_IDENT_BADREF",
                "associative array '%s' may not be referenced as scalar" % b)
    if kind == 7:	# an inline's element is a variable node
        e = r.choice(["fds[0]", "fds[7]", "fds[pid]"])
        return ("BEGIN { trace(&%s); }" % e, "D_ADDROF_VAR",
                "cannot take address of dynamic variable")
    if kind == 8:	# char array members: D_OP_ARRFUN before the lvalue
        m, n = r.choice([("curpsinfo->pr_fname", 16), ("curpsinfo->pr_psargs", 80),
                         ("curlwpsinfo->pr_name", 16), ("(*curpsinfo).pr_fname", 16)])
        return ('BEGIN { %s = "x"; }' % m, "D_OP_ARRFUN",
                'operator = may not be applied to operand of type "char [%d]"' % n)
    if kind == 9:	# args[] past the probe's arguments (dt_idcook_args)
        d, n = r.choice([("syscall::lseek:entry", 3), ("syscall::lseek:return", 1),
                         ("syscall::read:entry", 3), ("syscall::close:return", 1)])
        i = n + r.randrange(3)
        return ("%s { trace(args[%d]); }" % (d, i), "D_ARGS_IDX",
                "index %d is out of range for %s args[ ]" % (i, d))
    if kind == 10:	# strings are no scalars
        b = r.choice(["execname", "cwd", "probefunc", "fds[0].fi_name"])
        o = r.choice(["++", "--"])
        return ("BEGIN { %s%s; }" % ((o, b) if r.random() < 0.5 else (b, o)), "D_OP_SCALAR",
                "operator %s requires operand of scalar type" % o)
    if kind == 5:	# members procfs.d's translators do not define
        m = r.choice(["pr_flag", "pr_size", "pr_rssize", "pr_pctcpu", "pr_pctmem",
                      "pr_start", "pr_time", "pr_ctime", "pr_lwp", "pr_pad1"])
        return ("BEGIN { trace(%s); }" % r.choice(ps(m)[:3]), "D_XLATE_NOCONV",
                "translator does not define conversion for member: " + m)
    if kind == 6:
        m = r.choice(["pr_nice", "pr_syscall", "pr_oldpri", "pr_cpu", "pr_pctcpu",
                      "pr_start", "pr_time", "pr_clname", "pr_bindpro",
                      "pr_bindpset", "pr_lgrp"])
        return ("BEGIN { trace(%s); }" % r.choice(lwp(m)[:3]), "D_XLATE_NOCONV",
                "translator does not define conversion for member: " + m)
    if kind == 0:
        lhs = r.choice(["pid", "tid", "ppid", "uid", "gid", "errno", "cpu",
                        "timestamp", "walltimestamp", "epid", "id", "arg0",
                        "stackdepth", "ucaller"])
        tag, msg = "D_OP_WRITE", WRITE
    elif kind == 1:
        lhs = r.choice(ps("pr_pid")[:2] + lwp("pr_pri")[:2] +
                       ["curcpu->cpu_id", "fds[7].fi_offset",
                        "fds[0].fi_oflags", "curpsinfo->pr_argc"])
        tag, msg = "D_OP_WRITE", WRITE
    elif kind == 2 and r.random() < 0.2:
        # sched.d has no cpuinfo_t translator (curcpu is a cpuinfo_t *
        # variable, dt_open.c): DT_TOK_XLATE's cooking finds none
        star, op = r.choice([("", "."), (" *", "->")])
        return ("BEGIN { trace(xlate<cpuinfo_t%s>(curthread)%s%s); }" % (
            star, op, r.choice(sorted(CPUM))), "D_XLATE_NONE",
            'cannot translate from "struct task_struct *" to "cpuinfo_t%s"'
            % star)
    elif kind == 2:
        lhs = r.choice(ps("pr_pid")[2:4] + lwp("pr_pri")[2:4])
        tag, msg = "D_OP_LVAL", LVAL
    elif kind == 3:
        b = r.choice(["pid", "execname", "cwd", "root", "probefunc",
                      "timestamp", "curthread", "errno"])
        return ("BEGIN { trace(&%s); }" % b, "D_ADDROF_VAR",
                "cannot take address of dynamic variable")
    else:
        lhs = r.choice(["execname", "cwd", "root", "probename"])
        return ('BEGIN { %s = "x"; }' % lhs, "D_OP_WRITE", WRITE % "=")
    if op in ("++", "--"):
        stmt = r.choice([op + lhs, lhs + op])
    else:
        stmt = "%s %s 1" % (lhs, op)
    return ("BEGIN { %s; }" % stmt, tag, msg % op)


def check_error(sonda, clause):
    p = subprocess.run(["timeout", "10", sonda, "-e", "-x", "errtags", "-qn", clause],
                       capture_output=True)
    m = re.search(rb"\[(D_\w+)\] (.*)", p.stderr)
    return (m.group(1).decode(), m.group(2).decode()) if m else (None, p.stderr.decode())


def one(sonda, tmp, seed, nitems, common, verbose):
    """Generates, runs and checks program seed: (items, report lines)."""
    r = random.Random(seed)
    clauses, prog = gen_program(r, nitems)
    d = os.path.join(tmp, str(seed))
    os.mkdir(d)
    out, err, rc, c, me = run(sonda, prog, d, tmp, r.randrange(0, 20),
                              r.random() < 0.5)
    lines = [prog, out.decode(errors="replace")] if verbose else []
    bad = compare(clauses, out, c, me, common)
    if rc != 0 or err.strip():
        bad.append(("run", "exit status %d" % rc, "0", err.decode(errors="replace")[:300]))
    lines += ["seed %d %s: %s: model %r, sonda %r" % (seed, kind, expr, want, got)
              for kind, expr, want, got in bad]
    return sum(len(ch) for _, ch in clauses), lines, len(bad)


def main():
    ap = fuzzlib.options(n=10)
    ap.add_argument("-i", type=int, default=12, help="items per clause")
    ap.add_argument("-e", type=int, default=20, help="error programs")
    a = ap.parse_args()
    global REF
    REF = a.ref
    if os.getuid() != 0:
        sys.exit("bvars.py: needs root")
    sonda = os.path.abspath(a.bin)
    tmp = tempfile.mkdtemp(prefix="bvars.")
    os.mkdir(os.path.join(tmp, "w"))
    with open(os.path.join(tmp, "w", "data.txt"), "wb") as f:
        f.write(b"\0" * 4000)
    with open(os.path.join(tmp, "trigger.py"), "w") as f:
        f.write(TRIGGER)
    common = {"ncpu": os.cpu_count(), "chips": chips(),
              "fstype": fstype(os.path.join(tmp, "w"))}
    total = nitems = 0
    with concurrent.futures.ThreadPoolExecutor(max(1, a.j)) as ex:
        for n, lines, nbad in ex.map(lambda k: one(sonda, tmp, a.s + k, a.i, common, a.v),
                                     range(a.n)):
            nitems += n
            total += nbad
            for line in lines:
                print(line)
    for k in range(a.e):
        r = random.Random(a.s * 1000 + k)
        clause, tag, msg = gen_error(r)
        if a.ref and NOT_IN_DTRACE.search(clause):
            continue
        # every one is found while dt_cook_clause( ) cooks the statements,
        # which labels the -n program's region (dt_parser.c yylabel( ))
        msg = "in action list: " + msg
        gtag, gmsg = check_error(sonda, clause)
        if (gtag, gmsg) != (tag, msg):
            print("error %s: model [%s] %s, sonda [%s] %s" % (clause, tag, msg, gtag, gmsg))
            total += 1
    shutil.rmtree(tmp, ignore_errors=True)
    print("bvars.py: %d programs (%d items), %d error programs, %d disagreements" %
          (a.n, nitems, a.e, total))
    sys.exit(1 if total else 0)


if __name__ == "__main__":
    main()
