#!/usr/bin/python3
"""acts.py - output-side and destructive actions against a model of DTrace.

Generates random runs of system(), freopen(), ftruncate(), setopt(),
printf(), trace(), exit() (anywhere in its clause), raise() (in BEGIN
and END only: they run in sonda itself; a tick's could hit any process)
and aggregations over BEGIN, tick-1ms firings (on CPU 0: taskset) and
END, with or without quiet (-q, -x, pragma), destructive (-w, -x,
pragma) and -o FILE (new or holding text already), stdout a pipe or a
regular file; runs of a -c or -p target (build/triggers/getppid) that a
clause exit()s, raise()s a signal to or stop()s; and breakpoint( )/
panic( ) compiled only (-e, never run).
Compares stdout, the files written, stderr (less the "matched" notices)
and the exit status with what this file's model says DTrace for Linux
2.x does:

  - cmd/dtrace.c: -o FILE is opened with fopen(FILE, "a") (appended to,
    never truncated) after the programs compile and before they are
    enabled; chew() prints the "%3s %6s %32s" heading before the first
    record (and marks it done even when quiet then) and "%3d %6d %32s "
    before each one unless g_quiet, and chewrec() ends each record with a
    newline unless g_quiet at its end; setopthandler() sets g_quiet from
    a setopt() of "quiet" at once; main() prints "allowing destructive
    actions" after go() unless quiet, a newline once tracing stops, then
    the aggregations; errhandler() prints each library error as
    "dtrace: MSG"; the exit status is the last exit() consumed (low 8
    bits), else 0; a -c process dtrace(1) created is killed as it exits
    (dt_proc.c, Prelease(PS_RELEASE_KILL)), never left stopped;
  - dt_cg.c (dt_cg_clsflags): every action but the aggregations marks
    its clause data-recording, destructive ones too, so the clause's
    buffer is sent; dt_bpf.c refuses a destructive program without -w
    at go(): "could not enable tracing: Destructive actions not allowed"
    (dfatal, exit 1, the -o file already opened); dt_cg_act_breakpoint/
    _panic: D_UNKNOWN "X() is not implemented (yet)";
  - dt_printf.c (dtrace_system): the command is run by system(3) after
    fflush() of the output, so it lands after what was printed before,
    on dtrace's own stdout (fd 1), which freopen( ) replaces when there
    is no -o (glibc's freopen keeps the descriptor's number) but not the
    -o file's; (dtrace_freopen): fopen(NAME, "a") first; on failure
    "couldn't freopen() \\"NAME\\": strerror" through dt_handle_liberr
    ("error in dt_clause_N for probe ID I (P:M:F:N): ...") and the output
    stays; else the first one dup()s the current output to come back to
    with freopen(""), which does nothing before any;
  - cmd/dtrace.c again: a SIGINT/SIGTERM during go( ) (raise( ) in BEGIN)
    finds g_intr set when go( ) returns: nothing is consumed, END never
    fires, status 0; one in END is only the first (g_impatient needs a
    second), so the aggregations are printed; a -p process is released
    (set running) as dtrace exits;
  - dt_consume.c: ftruncate( ) fflush()es, truncates and rewinds the
    current output (nothing on a pipe); dt_setopt(): "couldn't set option
    \\"O\\" to \\"V\\": ERR\\n" (a blank line after it, errhandler adds one)
    with V "1" when setopt( ) has no value; dt_options.c: dtrace_setopt()
    (unknown name: "Invalid option name"; a run-time option while tracing:
    "Operation illegal when tracing is active"; a compile-time flag given
    a value: "Invalid value for specified option"), dt_opt_runtime()
    (yes/no pairs, "" unsets, numbers >= 0 set, "0" too).

Left out: trace() after a run-time change of quiet (dt_consume_cpu reads
quiet once per batch of records, so its form depends on batching), stop()
and chill() as compile checks (sonda implements both; DTrace for Linux
refuses them as not implemented), copyout( ) (faults.py), pcap( ) while
freopen( ) names a file (it needs packets; DTrace then writes them to
the last name freopen( ) tried, even one it failed to open), tracing
stopped by a signal (the number of firings before it is not known).

  tests/fuzz/acts.py [-n N] [-s SEED] [-j J] [-b SONDA] [-t TRIGGER] [-v]

Deterministic by seed; prints each disagreement with its command line
and program; exit status 1 if any. Needs root and build/triggers/getppid
(make -C tests/triggers O=$PWD/build/triggers). Not run by tests/run.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import fuzzlib

REF = False	# --ref: none of sonda's extensions (stop( ))
COUPLES = [("yes", "no"), ("enable", "disable"), ("enabled", "disabled"),
           ("true", "false"), ("on", "off"), ("set", "unset")]
RT_ONLY = ["bufsize", "aggsize", "nspec", "strsize", "dynvarsize", "cpu",
           "destructive"]
DYN = ["aggsortkey", "aggsortrev", "aggsortpos", "aggsortkeypos",
       "stackindent"]
CFLAGS = ["zdefs", "cpp", "verbose", "knodefs"]
RATES = ["switchrate", "aggrate"]
# dt_opt_rate( ): a number strtoull( ) reads (not negative) and nothing
# after it but a unit, any case: valid or not
RATE_VALS = [("10hz", True), ("1s", True), ("5ms", True), ("5MS", True),
             ("2min", True), ("hz", True), ("", True), ("0x10s", True),
             ("1sec", True), ("7d", True), ("1nsec", True), ("3Hour", True),
             ("bogus", False), ("-1", False), ("1.5s", False),
             ("10 hz", False), ("3x", False), ("1k", False)]
ERR_NAME = "Invalid option name"
ERR_VAL = "Invalid value for specified option"
ERR_ACTIVE = "Operation illegal when tracing is active"


def opt_runtime(val):
    """dt_opt_runtime( ): (True, set?) or (False, None) for a bad value."""
    if val == "":
        return True, False
    for pos, neg in COUPLES:
        if val.lower() == pos:
            return True, True
        if val.lower() == neg:
            return True, False
    m = re.fullmatch(r"(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)", val)
    if not m:
        return False, None
    return True, True


def setopt_result(name, val):
    """dtrace_setopt( ) while tracing: (error message or None, set?)."""
    v = "1" if val is None else val
    if name in CFLAGS:
        return ERR_VAL, None	# dt_opt_cflags: any value is refused
    if name in RT_ONLY:
        return ERR_ACTIVE, None
    if name in RATES:
        return (None, None) if dict(RATE_VALS).get(v, True) else \
            (ERR_VAL, None)
    if name in DYN or name == "quiet":
        ok, on = opt_runtime(v)
        return (None, on) if ok else (ERR_VAL, None)
    return ERR_NAME, None


class Gen:
    """A program of output clauses: BEGIN, a tick-1ms counter and the
    clauses of its firings 1..K, END."""

    def __init__(self, r, d, ofile, nodest=False):
        self.r, self.d, self.ofile = r, d, ofile
        self.k = 0
        self.quiet_changes = False
        self.nodest = nodest
        self.aggs = False

    def tok(self):
        self.k += 1
        return self.k

    def stmt(self):
        r, d = self.r, self.d
        kinds = ["printf"] * 4 + ["trace"] * 2 + ["system"] * 3 + \
            ["freopen"] * 3 + ["ftruncate"] * 2 + ["setopt"] * 3 + ["agg"]
        if self.probe in ("BEGIN", "END"):	# sonda itself: never a tick
            kinds.append("raise")
        if self.nodest:
            kinds = [k for k in kinds if k not in ("system", "freopen")]
        kind = r.choice(kinds)
        t = self.tok()
        if kind == "printf":
            end = r.choice(["\\n", " ", "\\n"])
            return ("printf", 'printf("w%%d%s", %d);' % (end, t),
                    "w%d%s" % (t, end.replace("\\n", "\n")))
        if kind == "trace":
            if r.random() < 0.5:
                return ("trace", "trace(%d);" % t, ("int", t))
            return ("trace", 'trace("s%d");' % t, ("str", "s%d" % t))
        if kind == "system":
            c = r.random()
            if c < 0.4:
                return ("system", 'system("echo y%%d", %d);' % t,
                        ("out", "y%d\n" % t))
            if c < 0.55:
                return ("system", 'system("printf \'y%s \'");' % t,
                        ("out", "y%d " % t))
            if c < 0.62:	# dtrace_sprintf( ): printf's conversions
                fmt = r.choice(["%5d|%-4s|%x", "%-6d|%4s|%X", "%03d|%s|%o",
                                "%+d|%.1s|%#x"])
                s = r.choice(["ab", "xyz", "q"])
                v = (t, s, 200 + t)
                return ("system", 'system("echo \'%s\'", %d, "%s", %d);'
                        % ((fmt,) + v), ("out", (fmt % v) + "\n"))
            if c < 0.7:
                return ("system", 'system("echo e%d >&2");' % t,
                        ("err", "e%d" % t))
            if c < 0.8:
                return ("system", 'system("exit %d");' % (t % 4),
                        ("out", ""))
            if self.ofile:	# fd 1 is not the output: what was flushed
                f = r.choice(["out", "f1", "f2"])
                return ("system", 'system("cat %s/%s");' % (d, f),
                        ("cat", "%s/%s" % (d, f)))
            return ("system", 'system("echo y%%d", %d);' % t,
                    ("out", "y%d\n" % t))
        if kind == "raise":	# dt_cg_act_raise( ): a bad signal is ignored
            s = r.choice([2, 15, 15, 0, 99, -1])
            return ("raise", "raise(%d);" % s, s in (2, 15))
        if kind == "freopen":
            c = r.random()
            if c < 0.45:
                j = r.randint(1, 3)
                return ("freopen", 'freopen("%%s/f%%d", "%s", %d);' % (d, j),
                        "%s/f%d" % (d, j))
            if c < 0.5:	# relative: to dtrace's working directory
                return ("freopen", 'freopen("f4");', "%s/f4" % d)
            if c < 0.55 and self.ofile:
                return ("freopen", 'freopen("%s/out");' % d, "%s/out" % d)
            if c < 0.8:
                return ("freopen", 'freopen("");', "")
            if c < 0.84:
                return ("freopen", 'freopen("%s/nodir/f");' % d,
                        ("%s/nodir/f" % d, "No such file or directory"))
            if c < 0.88:	# not the "" format: no restore, fopen("")
                return ("freopen", 'freopen("%s", "");',
                        ("", "No such file or directory"))
            if c < 0.9:
                return ("freopen", 'freopen("%s", ".");',
                        (".", "Is a directory"))
            return ("freopen", 'freopen("%s");' % d, (d, "Is a directory"))
        if kind == "ftruncate":
            return ("ftruncate", "ftruncate();", None)
        if kind == "agg":
            if r.random() < 0.4:	# printed at exit: where output is then
                return ("agg", "@c = count();", "c")
            self.aggs = True
            key = r.randint(1, 4)
            return ("agg", "@a[%d] = count();" % key, key)
        c = r.random()
        if c < 0.45:
            name = "quiet"
        elif c < 0.58:
            name = r.choice(DYN)
        elif c < 0.65:
            name = r.choice(RATES)
            val = r.choice(RATE_VALS + [(None, True)])[0]
            return ("setopt", 'setopt("%s");' % name if val is None else
                    'setopt("%s", "%s");' % (name, val), (name, val))
        elif c < 0.8:
            name = r.choice(RT_ONLY)
        elif c < 0.9:
            name = r.choice(CFLAGS)
        else:
            name = r.choice(["bogus", "quiets", "Quiet"])
        if r.random() < 0.3:
            val = None
        else:
            val = r.choice(["", "yes", "no", "On", "OFF", "true", "false",
                            "set", "unset", "enabled", "disable", "0", "1",
                            "2", "0x10", "010", "bogus", "-1", "1k", "4m"])
        if name == "quiet":
            self.quiet_changes = True
        call = 'setopt("%s");' % name if val is None else \
            'setopt("%s", "%s");' % (name, val)
        return ("setopt", call, (name, val))

    def body(self, n, probe):
        self.probe = probe
        return [self.stmt() for _ in range(n)]

    def program(self):
        r = self.r
        cls = []	# (probe, pred, stmts, exit value or None)
        for _ in range(r.randint(0, 2)):
            cls.append(["BEGIN", None, self.body(r.randint(0, 4), "BEGIN"),
                        None])
        nt = r.randint(0, 3)
        if nt:
            cls.append(["tick-1ms", None, [("count", "n++;", None)], None])
            for i in range(1, nt + 1):
                cls.append(["tick-1ms", "n == %d" % i,
                            self.body(r.randint(1, 4), "tick"), None])
        if r.random() < 0.6:
            cls.append(["END", None, self.body(r.randint(0, 3), "END"),
                        r.choice([None, None, None, 7, 0])])
        ex = r.choice([0, 0, 1, 3, 42, 255, 256, -1])
        # the run must end: an exit() in the last BEGIN or tick clause
        cand = [c for c in cls if c[0] != "END" and c[2][:1] != [
            ("count", "n++;", None)]]
        if not cand:
            cand = [["BEGIN", None, [], None]]
            cls.insert(0, cand[0])
        last = cand[-1] if nt or r.random() < 0.7 else r.choice(cand)
        last[3] = ex
        if self.aggs:
            pa = ("printa", 'printa("%d:%@d\\n", @a);', None)
            cls.append(["END", None, [pa, ("trunc", "trunc(@a);", None)],
                        None])
        for c in cls:	# one clause for BEGIN and END: two statements
            if c[0] == "BEGIN" and c[3] is None and r.random() < 0.2:
                c[0] = "BEGIN,END"
        for c in cls:	# exit( ) anywhere: the rest of its clause runs
            if c[3] is not None:
                c[2].insert(r.randint(0, len(c[2])),
                            ("exit", "exit(%d);" % c[3], c[3]))
        if self.quiet_changes:	# trace()'s form would depend on batching
            for c in cls:
                c[2] = [s for s in c[2] if s[0] != "trace"]
        return cls


def ptext(cls):
    out = []
    for probe, pred, stmts, ex in cls:
        body = " ".join(s[1] for s in stmts)
        out.append("%s%s\n{ %s }\n" % (probe.replace(",", ", "),
                                       " /%s/" % pred if pred else "", body))
    return "".join(out)


class Out:
    """What dtrace(1)'s output FILE * and descriptor 1 lead to: "stdout"
    (the pipe we read), "ofile" (-o) or a freopen( )ed path."""

    def __init__(self, ofile, old, d):
        self.opath = os.path.join(d, "out") if ofile else None
        self.stdout_file = False	# a regular file, not the pipe
        self.files = {"stdout": ""}
        if ofile:
            self.files["ofile"] = old
        self.fp = "ofile" if ofile else "stdout"
        self.ofile = ofile
        self.saved = None	# dt_stdout_fd: what freopen("") restores

    def write(self, s):
        self.files[self.fp] = self.files.get(self.fp, "") + s

    def system(self, s):
        # fd 1: freopen( ) of stdout replaced it; an -o file is another fd
        where = "stdout" if self.ofile else self.fp
        self.files[where] = self.files.get(where, "") + s

    def freopen(self, path):
        if path == "":
            if self.saved is not None:
                self.fp = self.saved
            return
        if self.saved is None:
            self.saved = self.fp
        if path == self.opath:
            path = "ofile"
        self.files.setdefault(path, "")
        self.fp = path

    def ftruncate(self):
        if self.fp != "stdout" or self.stdout_file:	# not a pipe
            self.files[self.fp] = ""


class Model:
    def __init__(self, cls, ids, quiet, w, ofile, old, d):
        self.cls, self.ids, self.w = cls, ids, w
        self.quiet = quiet
        self.out = Out(ofile, old, d)
        self.err = []
        self.heading = False
        self.status = 0
        self.aggs = {}
        self.sortkey = False
        self.sortrev = False
        self.intr = False	# a raise( ) in BEGIN signalled dtrace itself
        self.cnt = 0		# @c
        self.old = old

    def pname(self, probe):
        return {"BEGIN": "dtrace:::BEGIN", "END": "dtrace:::END",
                "tick-1ms": "profile:::tick-1ms"}[probe]

    def record(self, idx, probe, stmts, ex):
        """One clause's buffer as dt_consume_one( ) and chew( ) take it."""
        o = self.out
        if not self.heading and not self.quiet:
            o.write("%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME"))
        self.heading = True
        if not self.quiet:
            o.write("%3d %6d %32s " % (0, self.ids[probe], ":" + probe))
        for kind, _, arg in stmts:
            if kind == "printf":
                o.write(arg)
            elif kind == "trace":
                t, v = arg
                if t == "int":
                    o.write("%d" % v if self.quiet else " %10d" % v)
                else:
                    o.write(v if self.quiet else "  %-33s" % v)
            elif kind == "system":
                self.system(*arg)
            elif kind == "raise":
                if probe == "BEGIN" and arg:
                    self.intr = True
            elif kind == "freopen":
                if isinstance(arg, tuple):
                    self.liberr(idx, probe, 'couldn\'t freopen() "%s": %s'
                                % arg)
                else:
                    o.freopen(arg)
            elif kind == "ftruncate":
                o.ftruncate()
            elif kind == "exit":	# chewrec( ): the last one read wins
                self.status = arg & 0xff
            elif kind == "setopt":
                self.setopt(idx, probe, *arg)
            elif kind == "printa":
                self.printa()
            elif kind == "trunc":
                self.aggs = {}
        if not self.quiet:
            o.write("\n")

    def system(self, how, arg):
        """dtrace_system( ): flushed output first, then the command on
        dtrace's fd 1 and 2."""
        if how == "out":
            self.out.system(arg)
        elif how == "err":
            self.err.append(arg)
        else:
            key = "ofile" if arg == self.out.opath else arg
            if key in self.out.files:
                self.out.system(self.out.files[key])
            else:
                self.err.append("cat: %s: No such file or directory" % arg)

    def liberr(self, idx, probe, msg):
        self.err.append("sonda: error in dt_clause_%d for probe ID %d (%s): %s"
                        % (idx, self.ids[probe], self.pname(probe), msg))

    def setopt(self, idx, probe, name, val):
        e, on = setopt_result(name, val)
        if e:
            self.liberr(idx, probe, 'couldn\'t set option "%s" to "%s": %s'
                        % (name, "1" if val is None else val, e))
            self.err.append("")
        elif name == "quiet":
            self.quiet = on
        elif name == "aggsortkey":
            self.sortkey = on
        elif name == "aggsortrev":
            self.sortrev = on

    def printa(self):
        """dt_aggregate.c's order: by value (then key), or by key with
        aggsortkey; reversed with aggsortrev."""
        items = list(self.aggs.items())
        if self.sortkey:
            items.sort(key=lambda kv: kv[0])
        else:
            items.sort(key=lambda kv: (kv[1], kv[0]))
        if self.sortrev:
            items.reverse()
        for k, v in items:
            self.out.write("%d:%d\n" % (k, v))

    def run(self):
        active = True
        # dt_cc.c: each description of a clause is a statement, numbered
        # in program order: dt_clause_<n>
        stid, n = {}, 0
        for ci, c in enumerate(self.cls):
            for probe in c[0].split(","):
                stid[ci, probe] = n
                n += 1
        # END runs in dtrace(1) itself (END_probe( )): its raise( )s of
        # SIGINT and SIGTERM are two intr( ) calls before its records are
        # read, g_impatient: chew( ) aborts every record left (END's, and
        # BEGIN's after an exit( ) there: dtrace_status( ) fires END before
        # anything is read), no aggregation is printed, the final "\n" is
        end_sigs = set(t for c in self.cls if "END" in c[0].split(",")
                       for kind, t, arg in c[2] if kind == "raise" and arg)
        impatient = len(end_sigs) >= 2
        for phase in ("BEGIN", "tick-1ms", "END"):
            if phase == "tick-1ms" and not active:
                continue
            if phase == "BEGIN" and impatient and not self.begin_raises() \
                    and any("BEGIN" in c[0].split(",") and c[3] is not None
                            for c in self.cls):
                # g_newline at the loop's next turn, then the final one
                files = {"stdout": "" if self.out.opath else "\n\n"}
                if self.out.opath:
                    files["ofile"] = self.old + "\n\n"
                return files, [], 0
            if phase == "END" and impatient:
                break
            for ci, (probes, pred, stmts, ex) in enumerate(self.cls):
                if phase not in probes.split(","):
                    continue
                probe, idx = phase, stid[ci, phase]
                if phase != "END" and not active:
                    break
                if stmts[:1] == [("count", "n++;", None)]:
                    continue
                for kind, _, arg in stmts:	# aggregations: in the kernel
                    if kind == "agg" and arg == "c":
                        self.cnt += 1
                    elif kind == "agg":
                        self.aggs[arg] = self.aggs.get(arg, 0) + 1
                if self.sends(stmts, ex):
                    self.record(idx, probe,
                                [s for s in stmts if s[0] != "agg"], ex)
                if ex is not None:
                    active = False
            if phase == "BEGIN" and self.intr:
                # main( ): g_intr after go( ): nothing consumed, no END
                files = {"stdout": ""}
                if self.out.opath:
                    files["ofile"] = self.old
                return files, [], 0
        if len(end_sigs) == 1:	# one intr( ): g_newline's "\n" too
            self.out.write("\n")	# (checked on dtrace-ref)
        self.out.write("\n")
        # main( ): dtrace_aggregate_print( ), an unkeyed count as "%17d";
        # @a was printed and trunc( )ed in END
        if self.cnt and not impatient:
            self.out.write("%17d\n" % self.cnt)
        return self.out.files, self.err, self.status

    def begin_raises(self):
        """A raise( ) of SIGINT or SIGTERM in BEGIN: g_intr after go( )."""
        return any(kind == "raise" and arg for c in self.cls
                   if "BEGIN" in c[0].split(",") for kind, _, arg in c[2])

    @staticmethod
    def sends(stmts, ex):
        """dt_cg_clsflags: any action but an aggregation; an empty clause
        (the default action)."""
        return ex is not None or not stmts or any(s[0] != "agg"
                                                  for s in stmts)


def probe_ids(sonda):
    ids = {"BEGIN": 1, "END": 2}
    for p, key in (("tick-1ms", "tick-1ms"),
                   ("syscall::getppid:entry", "getppid")):
        o = subprocess.run(["timeout", "20", sonda, "-l", "-n", p],
                           capture_output=True, text=True).stdout.split("\n")
        ids[key] = int(o[1].split()[0])
    return ids


def read_files(d, names):
    got = {}
    for n in names:
        p = os.path.join(d, n)
        if os.path.isfile(p):
            with open(p, errors="replace") as f:
                got[n] = f.read()
    return got


def stderr_lines(err):
    return [ln for ln in err.split("\n")[:-1] if "matched" not in ln]


def case_out(r, args, ids, d):
    """BEGIN/tick/END programs with output actions."""
    w = r.random() < 0.9
    ofile = r.random() < 0.35
    g = Gen(r, d, ofile)
    cls = g.program()
    destr = any(s[0] in ("system", "freopen", "raise")
                for c in cls for s in c[2])
    quiet = r.random() < 0.5
    qhow = r.choice(["-q", "-q", "-x", "pragma"])
    how = r.choice(["-w", "-w", "-x", "pragma"])
    opts = ({"-q": ["-q"], "-x": ["-x", "quiet"], "pragma": []}[qhow]
            if quiet else []) + \
        ({"-w": ["-w"], "-x": ["-x", "destructive"], "pragma": []}[how]
         if w else [])
    old = ""
    if ofile:
        if r.random() < 0.5:
            old = "old\n"
            with open(os.path.join(d, "out"), "w") as f:
                f.write(old)
        opts += ["-o", os.path.join(d, "out")]
    src = ptext(cls)
    if w and how == "pragma":
        src = "#pragma D option destructive\n" + src
    if quiet and qhow == "pragma":
        src = "#pragma D option quiet\n" + src
    m = Model(cls, ids, quiet, w, ofile, old, d)
    m.out.stdout_file = r.random() < 0.3
    if destr and not w:
        files = {"stdout": ""}
        if ofile:
            files["ofile"] = old
        err = ["sonda: could not enable tracing: Destructive actions not "
               "allowed"]
        st = 1
    else:
        files, err, st = m.run()
        if w and not quiet:
            err.insert(0, "sonda: allowing destructive actions")
    cmd = ["taskset", "-c", "0", "timeout", "30", args.b] + opts + \
        ["-s", os.path.join(d, "p.d")]
    with open(os.path.join(d, "p.d"), "w") as f:
        f.write(src)
    shown = fuzzlib.show(cmd)
    if m.out.stdout_file:
        shown += " > %s/stdout" % d
        with open(os.path.join(d, "stdout"), "w") as so:
            p = subprocess.run(cmd, stdout=so, stderr=subprocess.PIPE,
                               text=True, errors="replace", cwd=d, timeout=90)
        with open(os.path.join(d, "stdout"), errors="replace") as so:
            p.stdout = so.read()
    else:
        p = subprocess.run(cmd, capture_output=True, text=True,
                           errors="replace", cwd=d, timeout=90)
    got = {"stdout": p.stdout}
    on_disk = read_files(d, ["out", "f1", "f2", "f3", "f4"])
    for k, v in on_disk.items():
        got["ofile" if k == "out" else os.path.join(d, k)] = v
    want = {k: v for k, v in files.items()}
    diffs = compare(got, want, stderr_lines(p.stderr), err, p.returncode, st)
    return src, shown, diffs


# --ref: this machine's DTrace fires tick-1ms on CPU 1 (taskset binds only
# the consumer) and numbers syscall::getppid:entry by the order it meets
# tracefs's events, which moves from run to run: both columns masked
REF_CPU = re.compile(r"(?m)^( +)\d( +)\d+( +\S*:(?:tick-1ms|entry) )")


def ref_mask(v):
    return REF_CPU.sub(r"\g<1>0\g<2>ID\g<3>", v) if REF and v else v


def compare(got, want, gerr, werr, gst, wst):
    got = {k: ref_mask(v) for k, v in got.items()}
    want = {k: ref_mask(v) for k, v in want.items()}
    diffs = []
    for k in sorted(set(got) | set(want)):
        if got.get(k) != want.get(k):
            diffs.append("%s:\n--- got\n%r\n--- want\n%r" %
                         (k, got.get(k), want.get(k)))
    if gerr != werr:
        diffs.append("stderr:\n got  %r\n want %r" % (gerr, werr))
    if gst != wst:
        diffs.append("status: got %d want %d" % (gst, wst))
    return diffs


def proc_state(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except OSError:
        return None


def case_target(r, args, ids, d):
    """A -c getppid target: a clause exit()s, raise()s or stop()s it at
    the K-th call, or nothing happens and it exits."""
    grab = r.random() < 0.35	# -p: a process already running
    n = r.randint(2, 5)
    k = r.randint(1, n)
    what = r.choice(["exit", "raise", "stop"] + ([] if grab else ["none"]))
    if what == "stop" and REF:	# DTrace for Linux has no stop( )
        what = "exit"
    quiet = r.random() < 0.5
    ex = r.choice([0, 2, 7, 255, 300])
    sig = r.choice([9, 15, 10])
    if REF and not grab:	# DTrace forks -c's command from its control
        sig = 9		# thread, all signals blocked (dt_proc.c dt_proc_create_thread)
    lines = ['BEGIN { printf("pid %d\\n", $target); }',
             "syscall::getppid:entry /pid == $target/ "
             '{ printf("c%d\\n", ++c); }']
    act = {"exit": "exit(%d);" % ex, "raise": "raise(%d);" % sig,
           "stop": "stop(); stopped = 1;", "none": ""}[what]
    if what != "none":
        lines.append("syscall::getppid:entry /pid == $target && c == %d/ "
                     "{ %s }" % (k, act))
    if what == "stop":
        lines.append("tick-1ms /stopped && ++t == 30/ { exit(%d); }" % ex)
    end = r.random() < 0.5
    endex = r.choice([None, None, 5, 0]) if end else None
    if end:
        lines.append('END { printf("end %%d\\n", c);%s }' % (
            "" if endex is None else " exit(%d);" % endex))
    src = "\n".join(lines) + "\n"
    with open(os.path.join(d, "p.d"), "w") as f:
        f.write(src)
    opts = (["-q"] if quiet else []) + ["-w"]
    cmd = ["taskset", "-c", "0", "timeout", "30", args.b] + opts + \
        ["-s", os.path.join(d, "p.d")]
    tp = None
    if grab:	# calls every 20 ms from before sonda attaches to after
        # (4 s: a loaded machine may take more than one to attach)
        tp = subprocess.Popen(["taskset", "-c", "0", args.t, "200", "20000"])
        time.sleep(0.05)
        cmd += ["-p", str(tp.pid)]
    else:
        cmd += ["-c", "%s %d 1000" % (args.t, n)]
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace",
                       timeout=90)
    # the probes' IDs as this program's listing numbers them
    rids = dict(ids)
    lst = subprocess.run(["timeout", "30", args.b, "-l", "-s",
                          os.path.join(d, "p.d")], capture_output=True,
                         text=True).stdout.split("\n")[1:]
    for ln in lst:
        f = ln.split()
        if len(f) >= 3 and f[-1] == "tick-1ms":
            rids["tick-1ms"] = int(f[0])
    # the model: BEGIN's record, one per call, the action's, END's
    recs = []
    m = re.search(r"pid (\d+)\n", p.stdout)
    pid = int(m.group(1)) if m else -1
    recs.append(("BEGIN", "pid %d\n" % pid))
    calls = k if what != "none" else n
    for i in range(1, calls + 1):
        recs.append(("getppid", "c%d\n" % i))
    if what != "none":
        recs.append(("getppid", ""))
    if what == "stop":
        recs.append(("tick-1ms", ""))
    if end:
        recs.append(("END", "end %d\n" % calls))
    out = ""
    if not quiet:
        out += "%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME")
    for probe, text in recs:
        if not quiet:
            fn = {"BEGIN": ":BEGIN", "END": ":END", "tick-1ms": ":tick-1ms",
                  "getppid": "getppid:entry"}[probe]
            out += "%3d %6d %32s " % (0, rids[probe], fn)
        out += text
        if not quiet:
            out += "\n"
    out += "\n"
    st = (ex & 0xff) if what in ("exit", "stop") else 0
    if endex is not None:	# the last exit( ) read wins
        st = endex
    err = [] if quiet else ["sonda: allowing destructive actions"]
    diffs = compare({"stdout": p.stdout}, {"stdout": out},
                    stderr_lines(p.stderr), err, p.returncode, st)
    if tp:	# released: it runs to its end, unless a signal killed it
        try:
            rc = tp.wait(timeout=15)
        except subprocess.TimeoutExpired:
            diffs.append("target %d left in state %s" % (
                tp.pid, proc_state(tp.pid)))
            tp.kill()
            rc = tp.wait()
        want = -sig if what == "raise" else 0
        if rc != want:
            diffs.append("target status: got %d want %d" % (rc, want))
        return src, fuzzlib.show(cmd), diffs
    time.sleep(0.05)
    s = proc_state(pid) if pid > 0 else None
    if s is not None and s not in ("Z",):
        diffs.append("target %d left in state %s" % (pid, s))
    return src, fuzzlib.show(cmd), diffs


def case_compile(r, args, ids, d):
    """breakpoint( )/panic( ): compiled only (-e), never run; as -n (no
    line: xyvwarn( ) gives strings line 0) or in a script, its line."""
    fn = r.choice(["breakpoint", "panic"])
    w = r.random() < 0.5
    pre = r.choice(["", 'printf("x");', "trace(1);", "x = 1;\n"])
    src = "BEGIN { %s%s(); }" % (pre, fn)
    opts = ["-e", "-x", "errtags"] + (["-w"] if w else [])
    if r.random() < 0.5:
        cmd = ["timeout", "30", args.b] + opts + ["-n", src]
        err = ("sonda: invalid probe specifier %s: [D_UNKNOWN] %s() is not "
               "implemented (yet)" % (src, fn)).split("\n")
    else:
        src = "\n" + src + "\n"
        f = os.path.join(d, "c.d")
        with open(f, "w") as fp:
            fp.write(src)
        cmd = ["timeout", "30", args.b] + opts + ["-s", f]
        line = src[:src.index(fn + "(")].count("\n") + 1
        err = ["sonda: failed to compile script %s: [D_UNKNOWN] line %d: %s() "
               "is not implemented (yet)" % (f, line, fn)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=90)
    return src, fuzzlib.show(cmd), compare({"stdout": p.stdout},
                                           {"stdout": ""},
                                           stderr_lines(p.stderr), err,
                                           p.returncode, 1)


def one(args, seed, ids):
    r = random.Random(seed)
    kind = r.choices(["out", "target", "compile"], [8, 3, 1])[0]
    d = tempfile.mkdtemp(prefix="acts-")
    try:
        fn = {"out": case_out, "target": case_target,
              "compile": case_compile}[kind]
        return (seed,) + fn(r, args, ids, d)
    finally:
        shutil.rmtree(d, ignore_errors=True)


def main():
    ap = fuzzlib.options(n=100, j=1, desc=__doc__.split("\n")[0])
    ap.add_argument("-t", default="build/triggers/getppid",
                    help="the getppid trigger")
    args = ap.parse_args()
    global REF
    REF = args.ref
    args.b = os.path.abspath(args.bin)
    args.t = os.path.abspath(args.t)
    ids = probe_ids(args.b)
    bad = 0
    for seed, src, cmd, diffs in fuzzlib.seeds(
            args, lambda a, s: one(a, s, ids)):
        if args.v:
            print("seed %d: %s\n%s" % (seed, cmd, src))
        if diffs:
            bad += 1
            print("=== seed %d: %s\n%s" % (seed, cmd, src))
            for x in diffs:
                print(x)
    print("%d programs, %d disagreements" % (args.n, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
