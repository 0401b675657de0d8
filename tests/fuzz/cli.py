#!/usr/bin/python3
"""cli.py - dtrace(1)'s command line against a model of cmd/dtrace.c.

Generates whole command lines: flags alone and in clusters (-q -w -Z -e
-v -a -A -32 -64, -x quiet/errtags/bogus glued or not, -b with good and bad
sizes), several programs (-n, -P, -m, -f, -i and -s scripts, each
printing its own marker and every operand, one that matches nothing, a
bare -n BEGIN with the default action), operands before, between and
after the options, `--`, POSIXLY_CORRECT, unknown options and options
missing their argument, -V, -l, -h and -G alone or with another mode, -s
of a missing file or a directory, -Z with no program, DTRACE_DEBUG set,
empty or unset, -o FILE (an existing file to append to, a directory, a
path in a missing directory, a sysfs file root may not write), -c
commands (a script that records its pid, one without #!, a missing file,
a file without x permission, a directory, a bad interpreter, an empty or
blank command, words split on any blank) and -p pids (a live process,
the same pid past UINT_MAX or with '+' or a blank before it, a dead pid,
a zombie, a kernel thread, 0, 1, -1, garbage, a value past LONG_MAX), in
any order. Runs sonda on each (as root, on CPU 0) and compares its exit
status, stdout (or the -o file) and stderr with the model's.

The model follows cmd/dtrace.c's main() and what it calls:

  - no argument at all: usage() alone (exit 2);
  - glibc getopt(3) over DTRACE_OPTSTR "3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:
    o:p:P:qs:SU:vVwx:X:Z" (clusters, an argument glued or in the next
    word, operands permuted to the end unless POSIXLY_CORRECT, `--`),
    whose "invalid option -- 'k'" and "option requires an argument --
    'n'" the first pass follows with usage() (exit 2), as it does
    "illegal option -- 3x"; -a and -A are in the string and ignored;
    then "only one of the [-GhlV] options" (exit 2), then -V (the
    version, exit 0);
  - the second pass, in argument order: -b and -x through dtrace_setopt()
    ("failed to set -x bogus: Invalid option name", "failed to set -b 4x:
    Invalid value for specified option", exit 1), the programs kept;
  - the third pass, in argument order: -c through dtrace_proc_create()
    and -p through strtol() ("invalid pid: X" for trailing garbage or
    ERANGE; the value then held in a pid_t, so 2^32 + N is N) and
    dtrace_proc_grab_pid(); the first process made or grabbed is $target
    (dt_proc.c sets the macro only while it is 0); a process that cannot
    be made or grabbed ends the run with "No such process" (exit 1),
    whatever the reason, because dt_proc_create_thread() sets ESRCH when
    the control thread gave up (Pcreate()'s execvp() failing, Pgrab()'s
    /proc/PID/mem or /proc/PID/exe not readable: a kernel thread, a
    zombie; dt_proc_grab()'s Pexists() for a pid with no /proc entry);
  - the fourth pass compiles each program in order, the first failure
    ending the run ("invalid probe specifier ARG: ...", "failed to
    compile script FILE: ...", exit 1: D_PDESC_ZERO for the program
    that matches nothing without -Z);
  - exec mode: -o opened for appending ("failed to open output file
    'F': REASON", exit 1, after compiling), exec_prog()'s "description
    'D' matched N probes" (D cut at the first '{', '/' or ';') and
    "script 'F' matched N probes" in program order unless quiet; with -e
    exit 0 there; "no probes matched" / "no probes specified" (exit 1)
    unless -Z; "allowing destructive actions" after dtrace_go(); then the
    records of BEGIN in program order (the heading, "%3d %6d %32s " or,
    under _DTRACE_TESTING, "%32s " before each, the newline after each
    unless quiet), the closing newline, exit(N)'s status or 0 when the
    processes are gone (no "has exited" notice in 2.x: prochandler()
    gets no message for a death);
  - -h and -G (they imply -Z; -G takes the operands as object files, so
    $$1 is D_MACRO_UNDEF): after the processes and the compilation,
    "-G requires one or more scripts or enabling options", "-h requires
    an output file if multiple scripts are specified" / "if no scripts
    are specified" (the first program's cropped argument not ending in
    .d), exit 2;
  - -v: exec_prog()'s report of each program after its notice, on the
    output (the attribute names masked: provs.py checks them), with -e
    info_stmt()'s statement description (a probe given by ID named as
    its probe, dt_node_pdesc_by_id()) and print_probe_info(), stopping
    where dt_probe_info() fails (no match; "dtrace:::", three probes of a
    provider whose names are Stable);
  - not root (setpriv to nobody): "run as root for tracing and listing
    probes", exit 2, after -V and the modes' check, before any setting
    (-e is left out: sonda compiles without root on purpose, cli.md);
  - DTRACE_DEBUG, not empty: libdtrace's debug lines on stderr
    (dt_debug.c); the model asks for at least one once tracing starts and
    none without it, not for their text;
  - list mode (-l implies -Z): the heading and each description's probes
    (dtrace:::BEGIN, or the three dtrace probes newest first), "failed
    to match P:M:F:N: No probe matches description" on stderr, exit 0.

Every run has -x errtags or _DTRACE_TESTING, so compile errors are in
DTrace's words (one whose -x errtags became an operand is not compared,
nor a -c that cannot be run then: sonda says why, src/rt/proc.c);
their text after the tag is the one probedesc.py and funcs.py check.

Left out: what -h and -G write when they succeed (sonda's header
declares SDT notes and its object is empty, by design: cli.md), -H, -C
and the cpp options (lexpp.py), what -32 changes in DTrace (its ILP32
model: 4-byte longs and pointers in D, -D__i386; sonda's programs stay
64-bit, as cli.md says), the -x options' values (opts.py), the attribute
values of -v's reports (provs.py), -lv (probedesc.py), -vV (its lines
are sonda's own version, not DTrace's git IDs), -B (a debugging aid of
Oracle's whose dumps name libdtrace's structures), -F, -S, -l without
programs (probedesc.py), signals, sonda's own long options, a run as
nobody past the root check (its files are root's), the text of
DTRACE_DEBUG's lines (each implementation's own), and a -p of the same
pid twice without exit() (DTrace then waits for two deaths of one
process and never ends on its exit). The -p processes are killed 4 s
after sonda starts: a sonda slower than that to grab them (a very loaded
machine) sees them gone.

  tests/fuzz/cli.py [-n CASES] [-s SEED] [-j JOBS] [-b SONDA] [-v]

Deterministic by seed, but for the pids of the processes it starts; each
case is seed, seed+1, ... Prints each disagreement with its command line;
exit status 1 if any. Needs root. Not run by tests/run.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

import fuzzlib

OPTSTR = "3:6:aAb:Bc:CD:ef:FGhHi:I:lL:m:n:o:p:P:qs:SU:vVwx:X:Z"
TAKES = {c: OPTSTR[i + 1:i + 2] == ":" for i, c in enumerate(OPTSTR)
         if c != ":"}
PRED = 'probename == "BEGIN"'


def usage():
    """cmd/dtrace.c's usage() with the program name sonda."""
    pa = "[[ predicate ] action ]"
    flags = [
        ("-32", "generate 32-bit D programs and ELF files"),
        ("-64", "generate 64-bit D programs and ELF files\n"),
        ("-b ", "set trace buffer size"),
        ("-c ", "run specified command and exit upon its completion"),
        ("-C ", "run cpp(1) preprocessor on script files"),
        ("-D ", "define symbol when invoking preprocessor"),
        ("-e ", "exit after compiling request but prior to enabling probes"),
        ("-f ", "enable or list probes matching the specified function name"),
        ("-F ", "coalesce trace output by function"),
        ("-G ", "generate an ELF file containing embedded dtrace program"),
        ("-h ", "generate a header file with definitions for static probes"),
        ("-H ", "print included files when invoking preprocessor"),
        ("-i ", "enable or list probes matching the specified probe id"),
        ("-I ", "add include directory to preprocessor search path"),
        ("-l ", "list probes matching specified criteria"),
        ("-L ", "add library directory to library search path"),
        ("-m ", "enable or list probes matching the specified module name"),
        ("-n ", "enable or list probes matching the specified probe name"),
        ("-o ", "set output file"),
        ("-p ", "grab specified process-ID and cache its symbol tables"),
        ("-P ", "enable or list probes matching the specified provider name"),
        ("-q ", "set quiet mode (only output explicitly traced data)"),
        ("-s ", "enable or list probes according to the specified D script"),
        ("-S ", "print D compiler intermediate code"),
        ("-U ", "undefine symbol when invoking preprocessor"),
        ("-v ", "set verbose mode (report stability attributes, arguments)"),
        ("-V ", "report DTrace API version"),
        ("-w ", "permit destructive actions"),
        ("-x ", "enable or modify compiler and tracing options"),
        ("-X ", "specify ISO C conformance settings for preprocessor"),
        ("-Z ", "permit probe descriptions that match zero probes"),
    ]
    s = ("Usage: sonda [-32|-64] [-CeFGhHlqSvVwZ] [-b bufsz] [-c cmd] "
         "[-D name[=def]]\n\t[-I path] [-L path] [-o output] [-p pid] "
         "[-s script] [-U name]\n\t[-x opt[=val]] [-X a|c|s|t]\n\n"
         "\t[-P provider %s]\n\t[-m [ provider: ] module %s]\n"
         "\t[-f [[ provider: ] module: ] func %s]\n"
         "\t[-n [[[ provider: ] module: ] func: ] name %s]\n"
         "\t[-i probe-id %s] [ args ... ]\n\n" % ((pa,) * 5))
    s += "\tpredicate -> '/' D-expression '/'\n" \
        "\t   action -> '{' D-statements '}'\n\n"
    for f, text in flags:
        s += "\t%s %s\n" % (f, text)
    return s


USAGE = usage()


# ---- getopt -------------------------------------------------------------

def getopt(args, posix):
    """glibc getopt(3) over args (argv without argv[0]): a list of
    ("opt", c, value) and ("err", message) in the order getopt returns
    them, and the operands in order."""
    events, operands, i = [], [], 0
    while i < len(args):
        a = args[i]
        if a == "--":
            operands += args[i + 1:]
            break
        if not a.startswith("-") or a == "-":
            if posix:
                operands += args[i:]
                break
            operands.append(a)
            i += 1
            continue
        j = 1
        while j < len(a):
            c = a[j]
            if c == ":" or c not in TAKES:
                events.append(("err", "invalid option -- '%s'" % c))
                j += 1
                continue
            if not TAKES[c]:
                events.append(("opt", c, None))
                j += 1
                continue
            if j + 1 < len(a):
                events.append(("opt", c, a[j + 1:]))
            elif i + 1 < len(args):
                i += 1
                events.append(("opt", c, args[i]))
            else:
                events.append(("err", "option requires an argument -- "
                               "'%s'" % c))
            break
        i += 1
    return events, operands


# ---- the case -----------------------------------------------------------

class Prog:
    """One program option: kind (n P m f i s nomatch exit), its marker k,
    the exit status for kind exit."""

    def __init__(self, kind, k, status=0):
        self.kind, self.k, self.status = kind, k, status

    def body(self, nops, target):
        """The action printing the marker, target and every operand."""
        fmt, args = "p%d" % self.k, ""
        if target:
            fmt += " t=%d"
            args += ", $target"
        for n in range(1, nops + 1):
            fmt += " [%s]"
            args += ", $$%d" % n
        return 'printf("%s\\n"%s);' % (fmt, args)

    def text(self, nops, target, script):
        """(option, argument) for this program (the file's text for -s)."""
        b = self.body(nops, target)
        ops = "".join(" this->s%d = $$%d;" % (n, n)
                      for n in range(1, nops + 1))
        if self.kind == "exit":
            return "-n", "BEGIN {%s exit(%d); }" % (ops, self.status)
        if self.kind == "nomatch":
            return "-n", "nosuch:::probe%d {%s }" % (self.k, ops)
        if self.kind == "bare" and not nops:	# the default action
            return "-n", "BEGIN"
        if self.kind in ("n", "bare"):
            return "-n", "BEGIN { %s }" % b
        if self.kind == "i":
            return "-i", "1 { %s }" % b
        if self.kind == "s":
            return "-s", script
        if self.kind == "smissing":
            return "-s", script + ".missing"
        if self.kind == "sdir":
            return "-s", os.path.dirname(script)
        desc = {"P": "dtrace", "m": "dtrace:", "f": "dtrace::"}[self.kind]
        return "-" + self.kind, "%s /%s/ { %s }" % (desc, PRED, b)

    def nprobes(self):
        return {"P": 3, "m": 3, "f": 3, "nomatch": 0}.get(self.kind, 1)

    def stmt_desc(self):
        """The description -e -v shows for the program's one statement
        (by ID: the probe's, dt_node_pdesc_by_id()), and whether probe
        information follows (dt_probe_info() refuses "dtrace:::", three
        probes of a provider whose names are Stable, and a description
        that matches nothing)."""
        if self.kind in ("P", "m", "f"):
            return "dtrace:::", False
        if self.kind == "nomatch":
            return "nosuch:::probe%d" % self.k, False
        return "dtrace:::BEGIN" if self.kind == "i" else ":::BEGIN", True

    def desc(self, arg, script):
        """exec_prog()'s dc_desc and dc_name."""
        if self.kind == "s":
            return "script", script
        return "description", re.split(r"[{/;]", arg, maxsplit=1)[0]


CMDS = ["ok", "ok arg", "ok tab", "sleep", "noshebang", "missing",
        "noexec", "dir", "badinterp", "empty", "blank"]
PIDS = ["live", "live", "wrap", "plus", "blank", "trail", "dead", "zombie",
        "kthread", "0", "1", "-1", "12x", "", "0x10", "99999999999999999999"]
CMD_OK = {"ok", "ok arg", "ok tab", "sleep", "noshebang"}


class Case:
    """A command line: pieces of argv (strings, or ("c", kind) / ("p",
    kind) / ("prog", Prog) / ("o", kind) to resolve), the environment."""

    def __init__(self, r):
        self.r = r
        self.env = {}
        self.pieces = []
        self.progs = []
        self.mode = "exec"
        self.grab = {}		# pid -> grabbable, before the run
        self.user = r.random() < 0.08	# run as nobody
        self.traced = False	# the model says tracing starts
        self.testing = r.random() < 0.5
        if self.testing:
            self.env["_DTRACE_TESTING"] = "1"
        if r.random() < 0.15:
            self.env["POSIXLY_CORRECT"] = "1"
        self.build()

    def flag(self):
        """A flag or cluster: mostly ones DTrace takes, sometimes one it
        refuses, takes with the next word as its value, or a mode."""
        r = self.r
        if r.random() < 0.12:
            return r.choice(["-3", "-x", "-b", "-xbogus", "-b4x", "-k", "-y",
                             "-E", "-6", "-3x", "-32e", "-V", "-l", "-qV"])
        return r.choice(["-q", "-w", "-Z", "-a", "-A", "-32", "-64", "-e",
                         "-qw", "-Zq", "-wZ", "-xquiet", "-b4m", "-64q",
                         "-aq", "-e", "-v", "-ev"])

    def build(self):
        r = self.r
        npieces = r.randint(0, 4)
        kinds = ["n", "n", "P", "m", "f", "i", "s", "s", "bare"]
        if r.random() < 0.2:
            kinds.append("nomatch")
        if r.random() < 0.1:
            kinds.append(r.choice(["smissing", "sdir"]))
        nprogs = r.choice([0, 1, 1, 2, 2, 3, 4])
        for k in range(nprogs):
            self.progs.append(Prog(r.choice(kinds), k + 1))
        procs = []
        if r.random() < 0.5:
            for i in range(r.choice([1, 1, 2, 3])):
                if r.random() < 0.5:
                    procs.append(("c", (i, r.choice(CMDS))))
                else:
                    procs.append(("p", r.choice(PIDS)))
        self.procs = procs
        self.target = r.random() < 0.5 and bool(procs)
        hasc = any(p[0] == "c" and p[1][1] in CMD_OK for p in procs)
        if r.random() < (0.3 if hasc and not self.target else
                         0 if hasc else 0.9):
            self.progs.append(Prog("exit", 0, r.choice([0, 0, 3])))
        items = [("prog", p) for p in self.progs] + list(procs)
        if r.random() < 0.2:
            items.append(("o", r.choice(["file", "file", "dir", "missing",
                                         "ro"])))
        for _ in range(npieces):
            items.append(("flag", self.flag()))
        if not self.progs or (len(self.progs) == 1 and
                              self.progs[0].kind == "exit"):
            if r.random() < 0.5:
                items.append(("flag", "-Z"))
        if r.random() < 0.1:
            items.append(("flag", r.choice(["-h", "-G"])))
        if r.random() < 0.1:
            self.env["DTRACE_DEBUG"] = r.choice(["1", "", "signal"])
        x = r.choice(["errtags"] if not self.testing else
                     ["errtags", None, None])
        if x:
            items.append(("x", ["-x", x] if r.random() < 0.5 else ["-x" + x]))
        for _ in range(r.choice([0, 0, 0, 1, 2])):
            items.append(("operand", r.choice(["a1", "b2", "-", "x y"])))
        r.shuffle(items)
        if r.random() < 0.15:
            cut = r.randint(0, len(items))
            items.insert(cut, ("raw", "--"))
        self.items = items

    def argv(self, files, pids):
        """argv[1:] with the pieces resolved; files maps names to paths,
        pids the -p kinds to their text."""
        out, flags = [], []
        nops = self.count_operands(files, pids)
        for kind, v in self.items:
            if kind == "prog":
                opt, arg = v.text(nops, self.target, files["p%d" % v.k])
                if v.kind == "s":
                    with open(files["p%d" % v.k], "w") as f:
                        f.write("BEGIN { %s }\n" % v.body(nops, self.target))
                out += [opt, arg]
            elif kind == "c":
                out += ["-c", files["c:%d" % v[0]]]
            elif kind == "p":
                out += ["-p", pids[v]]
            elif kind == "o":
                out += ["-o", files["o:" + v]]
            elif kind == "flag":
                out.append(v)
                flags.append(v)
            elif kind == "x":
                out += v
            elif kind in ("operand", "raw"):
                out.append(v)
        return out

    def count_operands(self, files, pids):
        """How many operands the command line has (the programs' text does
        not change it): the programs are written to reference them all."""
        dummy = []
        for kind, v in self.items:
            if kind in ("prog", "c", "p", "o"):
                dummy += ["-n", "X"]
            elif kind == "x":
                dummy += v
            else:
                dummy.append(v)
        return len(getopt(dummy, "POSIXLY_CORRECT" in self.env)[1])


# ---- the model ----------------------------------------------------------

def grabbable(pid):
    """libproc's Pgrab() as dt_proc_grab() calls it: /proc/PID exists, its
    mem opens, its exe opens and starts with the ELF magic."""
    if pid <= 0 or not os.path.exists("/proc/%d" % pid):
        return False
    try:
        with open("/proc/%d/mem" % pid, "rb"):
            pass
        with open("/proc/%d/exe" % pid, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def strtol_pid(s):
    """cmd/dtrace.c's -p: strtol(s, &p, 10) with errno and *p checked, the
    value stored in a pid_t; None when dtrace says "invalid pid"."""
    m = re.match(r"[ \t\n\v\f\r]*([+-]?)([0-9]+)$", s)
    if not m:
        return None
    v = int(m.group(2)) * (-1 if m.group(1) == "-" else 1)
    if v > 2**63 - 1 or v < -2**63:
        return None
    v &= 0xffffffff
    return v - 2**32 if v >= 2**31 else v


def fopen_append(path):
    """Why fopen(path, "a") fails (strerror()), or None."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o666))
        return None
    except OSError as e:
        return os.strerror(e.errno)


ATTRS = "\t\tIdentifier Names: X\n\t\tData Semantics: X\n" \
    "\t\tDependency Class: X\n"


def attrs_masked(s):
    """Stability names and classes as X: provs.py checks them."""
    return re.sub(r"(Identifier Names|Data Semantics|Dependency Class):"
                  r" +\S+", r"\1: X", s)


def stability(p, desc, name, exec_):
    """exec_prog()'s -v report of one program (the attributes masked);
    with -e, info_stmt() of its statement."""
    s = "\nStability attributes for %s %s:\n" % (desc, name)
    s += "\n\tMinimum Probe Description Attributes\n" + ATTRS
    s += "\n\tMinimum Statement Attributes\n" + ATTRS
    if exec_:
        return s + "\n"
    pdesc, info = p.stmt_desc()
    s += "\n%s\n" % pdesc
    if info:	# print_probe_info(): dtrace:::BEGIN has no arguments
        s += "\n\tProbe Description Attributes\n" + ATTRS
        s += "\n\tArgument Attributes\n" + ATTRS
        s += "\n\tArgument Types\n\t\tNone\n\n"
    return s


STRSIZE = 256		# the default strsize: a string's most bytes


def stresc2chr(s):
    """dt_lex.l's $$N: the operand's text with C escapes turned into the
    characters (stresc2chr()); only those the generated operands hold."""
    return re.sub(r'\\([n\\"t])', lambda m: {"n": "\n", "t": "\t"}.get(
        m.group(1), m.group(1)), s)


def listing(progs):
    out = "%5s %10s %17s %33s %s\n" % ("ID", "PROVIDER", "MODULE", "FUNCTION",
                                       "NAME")
    err = ""
    row = "%5d %10s %17s %33s %s\n"
    for p in progs:
        if p.kind == "nomatch":
            err += "sonda: failed to match nosuch:::probe%d: No probe " \
                   "matches description\n" % p.k
        elif p.nprobes() == 3:
            for i, n in ((3, "ERROR"), (2, "END"), (1, "BEGIN")):
                out += row % (i, "dtrace", "", "", n)
        else:
            out += row % (1, "dtrace", "", "", "BEGIN")
    return out, err


class Exit(Exception):
    """dtrace ends here: (status, stdout, stderr)."""


def fail(status, err, out=""):
    raise Exit(status, out, err)


class Run:
    """What dtrace's passes over argv leave, one method a pass."""

    def __init__(self, case, argv, files, cmd_pids):
        self.case, self.files, self.cmd_pids = case, files, cmd_pids
        self.events, self.operands = getopt(argv,
                                            "POSIXLY_CORRECT" in case.env)
        self.nops = len(self.operands)	# the texts reference them all
        self.mode, self.exec_, self.zflag = None, True, False
        self.verbose = False
        self.pids, self.dup = set(), False	# -p of one pid twice
        self.quiet = self.destructive = self.tags = False
        self.ofile, self.progs, self.target, self.nproc = None, [], 0, 0

    def opts(self):
        return [ev[1:] for ev in self.events if ev[0] == "opt"]

    def first(self):
        modes = 0
        for ev in self.events:
            if ev[0] == "err":
                fail(2, "sonda: %s\n%s" % (ev[1], USAGE))
            c, v = ev[1], ev[2]
            if c in "36" and v != ("2" if c == "3" else "4"):
                fail(2, "sonda: illegal option -- %s%s\n%s" % (c, v, USAGE))
            if c in "GhlV":
                modes, self.mode = modes + 1, c
            self.exec_ &= c != "e"
            self.verbose |= c == "v"
        if modes > 1:
            fail(2, "sonda: only one of the [-GhlV] options can be "
                 "specified at a time\n")
        if self.mode == "V":
            if self.verbose:
                raise Skip()	# -vV: sonda's own version lines
            fail(0, "", "sonda: Oracle D 2.0\n")
        if self.mode == "G":	# the operands are object files: no $$N
            self.operands = []

    def root(self):
        """Not root: tracing and listing are refused (exit 2); -h, -G go
        on. sonda compiles -e without root (cli.md), where DTrace refuses
        it; the rest of a run as nobody is not compared (its files are
        root's)."""
        if not self.case.user:
            return
        if self.mode == "l" or (self.mode is None and self.exec_):
            fail(2, "sonda: run as root for tracing and listing probes\n")
        raise Skip()

    def second(self):
        for c, v in self.opts():
            if c == "x":
                name = v.split("=")[0]
                if name not in ("quiet", "errtags"):
                    fail(1, "sonda: failed to set -x %s: Invalid option "
                         "name\n" % name)
                self.quiet |= name == "quiet"
                self.tags |= name == "errtags"
            elif c == "b" and v != "4m":
                fail(1, "sonda: failed to set -b %s: Invalid value for "
                     "specified option\n" % v)
            elif c == "o":
                self.ofile = v
            elif c in "nPmfis":
                self.progs.append((c, v))
            self.quiet |= c == "q"
            self.destructive |= c == "w"
            self.zflag |= c == "Z"
        self.zflag |= self.mode in ("l", "h", "G")

    def third(self):
        ci = 0
        for c, v in self.opts():
            if c == "c":
                if self.cmd_pids[ci] is None and not self.tags and \
                        not self.case.testing:
                    raise Skip()	# -x errtags became an operand: sonda's
                    # "failed to execute CMD: REASON" (src/rt/proc.c)
                if self.cmd_pids[ci] is None:
                    fail(1, "sonda: No such process\n")
                pid, ci = self.cmd_pids[ci], ci + 1
            elif c == "p":
                pid = strtol_pid(v)
                if pid is None:
                    fail(1, "sonda: invalid pid: %s\n" % v)
                if pid not in self.case.grab:	# as when sonda started
                    self.case.grab[pid] = grabbable(pid)
                if not self.case.grab[pid]:
                    fail(1, "sonda: No such process\n")
            else:
                continue
            self.nproc += 1
            self.target = self.target or pid
            self.dup |= c == "p" and pid in self.pids
            self.pids.add(pid)

    def fourth(self):
        """Each program compiled in order; self.mine: the Prog of each."""
        byarg = {}
        for p in self.case.progs:
            opt, arg = p.text(self.nops, self.case.target,
                              self.files["p%d" % p.k])
            byarg[(opt[1], arg)] = p
        self.mine = [byarg[cv] for cv in self.progs]
        for (c, v), p in zip(self.progs, self.mine):
            self.compile(p, v)

    def compile(self, p, v):
        tag = lambda t: "[%s] " % t if self.tags else ""
        fails = self.mode == "G" and self.nops or \
            p.kind == "nomatch" and not self.zflag
        if fails and not self.tags and not self.case.testing:
            raise Skip()	# -x errtags became an operand: sonda's format
        if p.kind == "smissing":
            fail(1, "sonda: failed to open %s: No such file or directory\n"
                 % v)
        if p.kind == "sdir":
            fail(1, "sonda: failed to compile script %s: Error occurred "
                 "while reading from input stream\n" % v)
        where = "failed to compile script %s: " % v if p.kind == "s" else \
            "invalid probe specifier %s: " % v
        if self.mode == "G" and self.nops:
            fail(1, "sonda: %s%s%smacro argument $$1 is not defined\n" % (
                where, tag("D_MACRO_UNDEF"), "line 1: " if p.kind == "s"
                else ""))
        if p.kind == "nomatch" and not self.zflag:
            fail(1, "sonda: %s%sprobe description nosuch:::probe%d does not "
                 "match any probes\n" % (where, tag("D_PDESC_ZERO"), p.k))

    def fifth(self):
        """-h and -G: what they need, once everything compiled."""
        if self.mode not in ("h", "G"):
            return
        what = "sonda: -%s requires " % self.mode
        if not self.progs:
            fail(2, what + "one or more scripts or enabling options\n")
        if self.mode == "h" and self.ofile is None:
            if len(self.progs) > 1:
                fail(2, what + "an output file if multiple scripts are "
                     "specified\n")
            if self.mine[0].kind != "s":
                fail(2, what + "an output file if no scripts are "
                     "specified\n")
        raise Skip()	# sonda's header and object are its own

    def output(self):
        reason = fopen_append(self.ofile) if self.ofile else None
        if reason:
            fail(1, "sonda: failed to open output file '%s': %s\n" % (
                self.ofile, reason))
        if self.mode == "l":
            if not self.mine or self.verbose:
                raise Skip()	# every probe; -lv: probedesc.py
            out, err = listing(self.mine)
            fail(0, err, out)

    def notices(self):
        """exec_prog() of each program: its notice, -v's report."""
        err, total, self.report = "", 0, ""
        for (c, v), p in zip(self.progs, self.mine):
            d, n = p.desc(v, v)
            if self.exec_ and not self.quiet:
                err += "sonda: %s '%s' matched %d probe%s\n" % (
                    d, n, p.nprobes(), "" if p.nprobes() == 1 else "s")
            if self.verbose:
                self.report += stability(p, d, n, self.exec_)
            total += p.nprobes()
        if not self.exec_:
            fail(0, err, self.report)
        if total == 0 and not self.zflag:
            fail(1, err + "sonda: no probes %s\n" % (
                "matched" if self.progs else "specified"))
        if (self.nproc == 0 or self.dup) and \
                not any(p.kind == "exit" for p in self.mine):
            raise Skip()	# it would not end
        self.case.traced = True
        if self.destructive and not self.quiet:
            err += "sonda: allowing destructive actions\n"
        return err

    def records(self):
        """BEGIN's records in program order, up to exit()'s; the status."""
        out, head, q, testing = "", False, self.quiet, self.case.testing
        for p in self.mine:
            if p.kind == "nomatch":
                continue
            if not q and not head:
                out += "%32s\n" % "FUNCTION:NAME" if testing else \
                    "%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME")
                head = True
            if not q:
                out += "%32s " % ":BEGIN" if testing else \
                    "%3d %6d %32s " % (0, 1, ":BEGIN")
            if p.kind == "exit":
                return out + ("" if q else "\n"), p.status
            if p.kind == "bare" and not self.nops:
                out += "" if q else "\n"
                continue
            out += "p%d" % p.k
            if self.case.target:
                out += " t=%d" % self.target
            # dt_cg_store_val( ) records at most strsize (256) bytes
            out += "".join(" [%s]" % stresc2chr(o).encode()[:STRSIZE].decode(
                errors="replace") for o in self.operands)
            out += "\n" if q else "\n\n"
        return out, 0


def model(case, argv, files, cmd_pids):
    """(status, stdout, stderr) of DTrace for argv; cmd_pids: what each -c
    became (its pid, 0 unknown, None when it cannot run), in order."""
    if not argv:	# main( ): argc == 1 is the usage, before getopt
        return 2, "", USAGE
    r = Run(case, argv, files, cmd_pids)
    try:
        r.first()
        r.root()
        r.second()
        r.third()
        r.fourth()
        r.fifth()
        r.output()
        err = r.notices()
    except Exit as e:
        return e.args
    out, status = r.records()
    return status, r.report + out + "\n", err


# ---- running ------------------------------------------------------------

class World:
    """The files and processes one case uses; closed after the run."""

    def __init__(self, case, tmp):
        self.tmp = tmp
        self.kids = []
        self.files = {}
        for p in case.progs:
            self.files["p%d" % p.k] = os.path.join(tmp, "p%d.d" % p.k)
        self.files["o:file"] = os.path.join(tmp, "out.txt")
        with open(self.files["o:file"], "w") as f:
            f.write("old\n")
        self.files["o:dir"] = tmp
        self.files["o:missing"] = os.path.join(tmp, "no", "out.txt")
        self.files["o:ro"] = "/sys/kernel/notes"	# root may not write
        self.pids = {}
        for kind, v in case.items:
            if kind == "c":
                self.files["c:%d" % v[0]] = self.command(*v)
            elif kind == "p" and v not in self.pids:
                self.pids[v] = self.pid(v)

    def script(self, name, text, mode=0o755):
        path = os.path.join(self.tmp, name)
        with open(path, "w") as f:
            f.write(text)
        os.chmod(path, mode)
        return path

    def command(self, i, v):
        """The -c argument for kind v; the command writes its pid to
        c<i>.pid."""
        rec = 'echo $$ > "$0.pid"\n'
        name = "c%d" % i
        if v in ("ok", "ok arg", "ok tab"):	# make_argv(): \f\n\r\t\v, blank
            path = self.script(name, "#!/bin/sh\n" + rec)
            return path + {"ok": "", "ok arg": " arg",
                           "ok tab": "\t\v a\n\fb\r"}[v]
        if v == "sleep":
            return self.script(name, "#!/bin/sh\n" + rec + "sleep 0.2\n")
        if v == "noshebang":
            return self.script(name, rec)
        if v == "missing":
            return os.path.join(self.tmp, "missing")
        if v == "noexec":
            return self.script("noexec", "#!/bin/sh\n", 0o644)
        if v == "dir":
            return self.tmp
        if v == "badinterp":
            return self.script("badi", "#!/nonexistent/sh\n")
        return "" if v == "empty" else " \t "

    def spawn(self, cmd):
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL)
        self.kids.append(p)
        return p

    def pid(self, v):
        if v in ("live", "wrap", "plus", "blank", "trail"):
            live = self.spawn(["sleep", "30"]).pid
            return {"live": str(live), "wrap": str(live + 2**32),
                    "plus": "+%d" % live, "blank": " %d" % live,
                    "trail": "%d " % live}[v]
        if v == "dead":
            p = subprocess.Popen(["true"])
            p.wait()
            return str(p.pid)
        if v == "zombie":	# exited, not yet waited for
            p = self.spawn(["true"])
            for _ in range(100):
                with open("/proc/%d/stat" % p.pid) as f:
                    if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                        break
                time.sleep(0.05)
            return str(p.pid)
        if v == "kthread":
            return "2"
        return v

    def close(self):
        for p in self.kids:
            if p.poll() is None:
                p.kill()
            p.wait()


class Skip(Exception):
    """A run the model does not say (tracing that would not end, a listing
    of every probe)."""


def read_pid(path):
    try:
        with open(path) as f:
            return int(f.read().strip() or 0)
    except (OSError, ValueError):
        return 0


def last_value(case, argv, opt):
    events, _ = getopt(argv, "POSIXLY_CORRECT" in case.env)
    vals = [ev[2] for ev in events if ev[0] == "opt" and ev[1] == opt]
    return vals[-1] if vals else None


def case_operands(case, argv):
    return getopt(argv, "POSIXLY_CORRECT" in case.env)[1]


def debug_lines(case, got):
    """DTRACE_DEBUG: sonda's debug lines taken out of stderr, when the model
    allows them (set and not empty); a note when tracing started without
    one."""
    on = bool(case.env.get("DTRACE_DEBUG"))
    lines = got[2].splitlines(True)
    # sonda DEBUG N: ...; DTrace's subsystems' "libdtrace DEBUG N: " or,
    # its ring buffer dumped (DTRACE_DEBUG=signal), "libproc DEBUG: N: ",
    # its threads' lines cut into each other (dt_debug.c)
    dbg = [ln for ln in lines if re.search(r"DEBUG:? \d+: ", ln)]
    if on:
        got[2] = "".join(ln for ln in lines if ln not in dbg)
        if case.traced and not dbg:
            got[2] += "<no DTRACE_DEBUG line>\n"


def c_order(case, argv):
    """The -c kinds in the order getopt returns them (that of argv, for
    -c options before `--`); the model's cmd_pids follow it."""
    events, _ = getopt(argv, "POSIXLY_CORRECT" in case.env)
    return [ev[2] for ev in events if ev[0] == "opt" and ev[1] == "c"]


def one(args, seed):
    r = random.Random(seed)
    case = Case(r)
    tmp = tempfile.mkdtemp(prefix="cli.")
    w = World(case, tmp)
    try:
        argv = case.argv(w.files, w.pids)
        env = dict(os.environ)
        env.pop("POSIXLY_CORRECT", None)
        env.pop("_DTRACE_TESTING", None)
        env.update(case.env)
        kinds = {w.files["c:%d" % v[0]]: v for k, v in case.items if k == "c"}
        order = [kinds[text] for text in c_order(case, argv)]
        try:	# first with unknown pids: is it a run the model says?
            model(case, argv, w.files,
                  [0 if v in CMD_OK else None for i, v in order])
        except Skip:
            return seed, None, None, None
        cmd = ["taskset", "-c", "0", "timeout", "15",
               os.path.abspath(args.bin)] + argv
        if case.user:
            cmd = ["setpriv", "--reuid=65534", "--regid=65534",
                   "--clear-groups"] + cmd
        killer = None
        if any(k == "p" and v in ("live", "wrap", "plus", "blank")
               for k, v in case.items):
            killer = threading.Timer(4.0, w.close)
            killer.start()
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp,
                           errors="replace", env=env,
                           stdin=subprocess.DEVNULL, timeout=90)
        if killer:
            killer.cancel()
        got = [p.returncode, p.stdout, p.stderr]
        # the -c scripts' pids, by the order getopt met them
        cp = [None if v not in CMD_OK else
              read_pid(os.path.join(tmp, "c%d.pid" % i)) for i, v in order]
        case.traced = False
        want = list(model(case, argv, w.files, cp))
        # text mode read sonda's output with universal newlines: a \r
        # (a -c argument's, printed by $$N) arrives as \n
        want[1:] = [x.replace("\r\n", "\n").replace("\r", "\n")
                    if isinstance(x, str) else x for x in want[1:]]
        debug_lines(case, got)
        ofile = last_value(case, argv, "o")
        if ofile == w.files["o:file"]:
            with open(ofile) as f:
                got[1] = f.read() + got[1]
            want[1] = "old\n" + want[1]
        got[1] = attrs_masked(got[1])
        env_s = " ".join("%s=%s" % kv for kv in sorted(case.env.items()))
        shown = fuzzlib.show(cmd[cmd.index("timeout") + 2:])
        return seed, env_s + " " + shown, want, got
    finally:
        w.close()
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = fuzzlib.options(n=200, j=1, desc=__doc__.split("\n")[0])
    args = ap.parse_args()
    if os.geteuid() != 0:
        sys.exit("cli.py: run as root")
    bad = 0
    skipped, statuses = 0, {}
    for seed, cmd, want, got in fuzzlib.seeds(args, one):
        if cmd is None:
            skipped += 1
            continue
        statuses[want[0]] = statuses.get(want[0], 0) + 1
        if args.v:
            print("seed %d: %s" % (seed, cmd))
        if want == got:
            continue
        bad += 1
        print("seed %d: %s" % (seed, cmd))
        for what, i in (("status", 0), ("stdout", 1), ("stderr", 2)):
            if want[i] != got[i]:
                print("  %s: model %r\n  %s  sonda %r" % (
                    what, want[i], " " * len(what), got[i]))
    print("exit statuses the model gave: %s" % ", ".join(
        "%d: %d" % kv for kv in sorted(statuses.items())))
    print("%d cases, %d skipped, %d disagreements" % (args.n, skipped, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
