#!/usr/bin/python3
"""clauses.py - clauses, probe firings, exit() and faults against a model of DTrace.

Generates random D programs of several clauses over BEGIN, END, ERROR
and either syscall::getppid:entry and :return (fired 3 times by `-c
"getppid 3 USEC"`), tick-10ms (whose firing always reaches an exit()) or
tick-10ms fired 3 times (a first clause counts the firings in k, one
exit()s when k == 3, predicates may test k, also cast to an integer of
another size and sign after scaling, (char)(k * 128 + (-1)) >= 0:
dt_cg_typecast( ) cuts the untruncated 64-bit value), the firings after exit()
run no clause), all on CPU 0 (taskset), with predicates (constant, on a
global, on a per-firing counter, faulting), clauses of several descriptions, a
description matching both getppid probes, clauses with no recording
action, empty clauses, trace() of an int and a string, clause-local
this->t (int) and this->ts (string) added to (+=, strjoin( )) across the
clauses of a firing, its ERROR clauses and later firings, printed, traced
and tested by predicates (dt_cg.c keeps this-> in DCTX_LVARS, one
per-CPU map nothing clears, that dt_error( )'s ERROR clauses share with
the faulting probe; every probe fires on CPU 0), exit() from
BEGIN, a clause or END, faults (a NULL or near-NULL dereference, a
division or modulo by a zero variable) in predicates and actions,
aggregations printed at exit, with -q, -x quiet or neither. Compares
stdout byte for byte, the run-time error lines on stderr (BPF pc as a
pattern) and the exit status with what this file's model says DTrace for
Linux 2.x does:

  - dt_cc.c (dt_compile_clause, dt_stmt_create): each description of a
    clause is a statement of its own, numbered from 0 in program order
    (dtsd_id), its clause function named dt_clause_<id>; the clauses of a
    probe run in that order (dt_probe_stmt_iter);
  - dt_cg.c: dt_cg_call_clause runs a clause only while the activity state
    is the trampoline's (INACTIVE for BEGIN, ACTIVE for other probes,
    DRAINING for END, dt_prov_dtrace.c), so after exit() (dt_cg_act_exit
    records the status and sets DRAINING) the rest of that clause runs and
    the later clauses of the firing do not, except in END; ERROR's clauses
    are called from dt_error (dt_cg_tramp_error) with no activity check;
    dt_cg_epilogue sends the buffer only if the clause has a data-recording
    action (printf, exit) or none at all (an empty clause: the default
    action); assignments and aggregations alone send nothing; a fault
    (dt_cg_probe_error, bpf/probe_error.c) in the predicate or an action
    ends the clause, nothing of it is sent, and fires ERROR with arg1 the
    probe ID, arg2 the statement ID, arg3 the BPF pc, arg4 the fault
    (DTRACEFLT_BADADDR 1, DTRACEFLT_DIVZERO 4) and arg5 the address
    (0 for a division);
    later clauses of the firing still run;
  - dt_consume.c (dt_consume_begin): after an exit() in BEGIN (or in an
    ERROR clause of BEGIN's faults), END runs on BEGIN's CPU and that
    buffer is read in two passes, BEGIN's records first, then the others:
    the ERROR clauses' records of BEGIN's faults come after all of BEGIN's
    (and their exit() statuses are taken after BEGIN's);
  - dt_handle.c (dt_handle_err) and cmd/dtrace.c (errhandler): each fault
    prints "dtrace: error in dt_clause_<stid> for probe ID <id>
    (<prv>:<mod>:<fun>:<prb>): <fault>[ (0x<addr>)] at BPF pc <n>";
  - cmd/dtrace.c: chew() prints the header "%3s %6s %32s" CPU ID
    FUNCTION:NAME before the first buffer and "%3d %6d %32s " (cpu, id,
    fun:prb) before each unless quiet; chewrec() ends each buffer with a
    newline unless quiet and takes each exit record's status as the run's
    (the last one consumed wins, 0 if none; main( ) returns it, so its low
    8 bits are the exit status); after tracing stops a newline
    then the aggregations, in variable ID order (the order they first
    appear in the program), each unkeyed one as "%17d" of its value.

  - dt_consume.c (dt_print_datum): trace() of an int prints "%d" when
    quiet, else " %10d"; of a string "%s", else "  %-33s".

Left out: faults in ERROR clauses, other records' formats (printf.py,
aggs.py), speculations (spec.py), variables (vars.py).

  tests/fuzz/clauses.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA] [-t TRIGGER] [-v] [--ref]

Deterministic by seed; prints each disagreement with its program; exit
status 1 if any. Needs root and build/triggers/getppid
(make -C tests/triggers O=$PWD/build/triggers). Not run by tests/run.
"""
import argparse
import concurrent.futures
import random
import re
import subprocess
import sys
import tempfile

DECLS = "int zero; int *np; int k; int junk; int g;\nthis int t; this string ts;\n"
# a cast's type: (bytes, signed); dt_cg_typecast( ) cuts the 64-bit value
# to the type's size and extends it by its sign
CASTS = {"char": (1, 1), "unsigned char": (1, 0), "short": (2, 1),
         "uint16_t": (2, 0), "int": (4, 1), "unsigned int": (4, 0),
         "int8_t": (1, 1), "long": (8, 1), "unsigned long": (8, 0)}
CASTPRED = re.compile(r"^\(([\w ]+)\)\(k \* (\d+) \+ \((-?\d+)\)\) "
                      r"(==|!=|<|>=) (\d+)$")


def castpred(pred, k):
    """The value of Gen.castpred( )'s predicate for k: a 64-bit register
    k * M + A (no truncation between operators), cut by the cast; C is
    >= 0, so comparing by the promoted type's sign is comparing values."""
    t, m, a, op, c = CASTPRED.match(pred).groups()
    size, signed = CASTS[t]
    bits = 8 * size
    v = (k * int(m) + int(a)) & ((1 << bits) - 1)
    if signed and v >> (bits - 1):
        v -= 1 << bits
    c = int(c)
    return {"==": v == c, "!=": v != c, "<": v < c, ">=": v >= c}[op]
GETPPID = "syscall::getppid:entry"
GETPPID_R = "syscall::getppid:return"
GETPPID_ANY = "syscall::getppid:"	# both: one statement for two probes
TICK = "tick-10ms"
NFIRE = 3
NTICK = 3	# tick firings of mode "T"


class Gen:
    def __init__(self, r, mode):
        self.r, self.mode = r, mode
        self.aggs = ["aa", "ab", "ac"]
        r.shuffle(self.aggs)

    def pred(self, probe):
        r = self.r.random()
        if r < 0.45:
            return None
        choices = ["1", "0", "g == 0", "g != 0", "*np == 0", "1 / zero",
                   "*(np + 4) == 0", "k % zero"]
        if probe in (GETPPID, GETPPID_R, GETPPID_ANY) or \
                (self.mode == "T" and probe == TICK):
            choices += ["k == 1", "k == 2", "k >= 2", "k == 3"]
        choices += ["this->t == 0", "this->t >= 3", 'this->ts == ""',
                    'this->ts != "ab"']
        if self.r.random() < 0.25:
            return self.castpred()
        return self.r.choice(choices)

    def castpred(self):
        """k's value scaled, then cast to an integer of another size:
        (T)(k * M + (A)) OP C, C >= 0."""
        r = self.r
        t = r.choice(list(CASTS))
        m = r.choice([1, 64, 128, 255, 256, 65536, 2**31, 2**32 + 1])
        a = r.choice([-1, 0, 1, 127, -129, 255, -256])
        op = r.choice(["==", "!=", "<", ">="])
        c = r.choice([0, 1, 2, 127, 128, 255, 256, 65536])
        return "(%s)(k * %d + (%d)) %s %d" % (t, m, a, op, c)

    def stmt(self, probe, tag, i):
        r = self.r.random()
        if r < 0.35:
            return ("printf", "%s.%d" % (tag, i))
        if r < 0.45:
            return ("asg",)
        if r < 0.52:
            return ("setg",)
        if r < 0.62:
            return ("exit", self.r.choice([0, 1, 2, 3, 3, 256, 257, -1]))
        if r < 0.75 and probe != "ERROR":
            return ("fault", self.r.choice(["np", "np4", "div", "mod"]))
        if r < 0.8:
            return ("trace", self.r.choice(["k", "str", "t", "ts"]))
        if r < 0.84:
            return ("tadd", self.r.choice([1, 2, 5, -1]))
        if r < 0.88:
            return ("tjoin", self.r.choice(["a", "b", "xy"]))
        if r < 0.9:
            return ("tprint", "%s.%d" % (tag, i))
        if r < 0.9:
            a = self.r.choice(self.aggs)
            return ("agg", a, "sum" if a == "ab" else "count")
        return ("printf", "%s.%d" % (tag, i))

    def clause(self, ci):
        r = self.r
        main = GETPPID if self.mode == "g" else TICK
        alt = GETPPID_R if self.mode == "g" else main
        probe = r.choice(["BEGIN", "END", "ERROR", main, main, alt])
        if probe == alt and self.mode == "g" and r.random() < 0.3:
            probe = GETPPID_ANY
        descs = [probe]
        if r.random() < 0.15:
            other = r.choice(["BEGIN", "END"] + ([main] if main == TICK else []))
            if other != probe and probe != "ERROR":
                descs.append(other)
        if self.mode == "g" and len(descs) > 1 and descs[0] in (main, alt, GETPPID_ANY):
            descs = descs[:1]
        if "ERROR" in descs:
            pred = r.choice([None, None, "arg4 == 1", "arg4 == 4", "arg5 != 0",
                             "arg2 == 1", "g == 0"])
        else:
            pred = self.pred(probe)
        n = r.choice([0, 1, 1, 2, 3, 4])
        stmts = [self.stmt(probe, "c%d" % ci, i)
                 for i in range(n)]
        return (descs, pred, stmts)

    def program(self):
        cls = [self.clause(i) for i in range(self.r.randrange(1, 7))]
        if self.mode == "t":
            # the tick's firing always ends tracing
            pos = self.r.randrange(0, len(cls) + 1)
            cls.insert(pos, ([TICK], None, [("exit", self.r.randrange(0, 4))]))
        elif self.mode == "T":
            # NTICK firings counted in k, the last one ends tracing
            pos = self.r.randrange(0, len(cls) + 1)
            cls.insert(pos, ([TICK], "k == %d" % NTICK,
                             [("exit", self.r.randrange(0, 4))]))
            cls.insert(0, ([TICK], None, [("inc",)]))
        else:
            cls.insert(0, ([GETPPID], None, [("inc",)]))
        return cls


def stext(s, probe):
    if s[0] == "printf" and probe == "ERROR":
        return ('printf("%s %%d %%d %%d %%d %%d\\n", arg1, arg2, arg3 > 0, arg4, '
                'arg5);' % s[1])
    if s[0] == "printf":
        return 'printf("%s k=%%d\\n", k);' % s[1]
    if s[0] == "asg":
        return "junk = 1;"
    if s[0] == "trace":
        return {"k": "trace(k);", "str": 'trace("tr");', "t": "trace(this->t);",
                "ts": "trace(this->ts);"}[s[1]]
    if s[0] == "tadd":
        return "this->t += %d;" % s[1]
    if s[0] == "tjoin":
        return 'this->ts = strjoin(this->ts, "%s");' % s[1]
    if s[0] == "tprint":
        return 'printf("%s t=%%d ts=%%s\\n", this->t, this->ts);' % s[1]
    if s[0] == "setg":
        return "g = 1;"
    if s[0] == "inc":
        return "k++;"
    if s[0] == "exit":
        return "exit(%d);" % s[1]
    if s[0] == "fault":
        return {"np": "junk = *np;", "np4": "junk = *(np + 4);",
                "div": "junk = 1 / zero;", "mod": "junk = k % zero;"}[s[1]]
    if s[0] == "agg":
        return "@%s = %s(%s);" % (s[1], s[2], "" if s[2] == "count" else "2")
    raise ValueError(s)


def ptext(cls):
    out = [DECLS]
    for descs, pred, stmts in cls:
        if descs in ([GETPPID], [GETPPID_R], [GETPPID_ANY]):	# other processes call getppid too
            pred = "pid == $target" + ("" if pred is None else " && (%s)" % pred)
        p = " / %s /" % pred if pred is not None else ""
        body = " ".join(stext(s, descs[0]) for s in stmts)
        out.append("%s%s\n{ %s }\n" % (",\n".join(descs), p, body))
    return "".join(out)


FAULTS = {"np": (1, "invalid address (0x0)", 0),
          "np4": (1, "invalid address (0x10)", 16),
          "div": (4, "divide-by-zero", 0), "mod": (4, "divide-by-zero", 0)}


class Model:
    def __init__(self, cls, ids, quiet, mode):
        self.ids, self.quiet, self.mode = ids, quiet, mode
        self.stmts = []		# (stid, probe, pred, stmts)
        for descs, pred, stmts in cls:
            for d in descs:
                self.stmts.append((len(self.stmts), d, pred, stmts))
        self.aggorder = []
        for descs, pred, stmts in cls:
            for s in stmts:
                if s[0] == "agg" and s[1] not in self.aggorder:
                    self.aggorder.append(s[1])
        self.out, self.err = [], []
        self.heading = False
        self.hold = None
        self.act = "INACTIVE"
        self.status = 0
        self.g, self.k = 0, 0
        self.t, self.ts = 0, ""	# this->: one per-CPU slot (DCTX_LVARS), all on CPU 0
        self.aggs = {}

    def buffer(self, probe, text, status=None):
        if self.hold is not None:	# BEGIN's firing
            self.hold.append((probe, text, status))
            return
        if status is not None:
            self.status = status
        if not self.quiet:
            if not self.heading:
                self.out.append("%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME"))
            fn = "getppid" if probe in (GETPPID, GETPPID_R) else ""
            name = probe.split(":")[-1]
            self.out.append("%3d %6d %32s " % (0, self.ids[probe], fn + ":" + name))
        self.heading = True
        self.out.append(text)
        if not self.quiet:
            self.out.append("\n")

    def fault(self, stid, probe, kind):
        code, msg, addr = FAULTS[kind]
        desc = {"BEGIN": "dtrace:::BEGIN", "END": "dtrace:::END",
                TICK: "profile:::tick-10ms",
                GETPPID: "syscall:vmlinux:getppid:entry",
                GETPPID_R: "syscall:vmlinux:getppid:return"}[probe]
        self.err.append("error in dt_clause_%d for probe ID %d (%s): %s at BPF pc N"
                        % (stid, self.ids[probe], desc, msg))
        self.fire("ERROR", (self.ids[probe], stid, code, addr))

    def cond(self, pred, eargs):
        """Value of a predicate, or the fault it raises."""
        if pred.startswith("arg"):
            a = {"arg4": eargs[2], "arg5": eargs[3], "arg2": eargs[1]}[pred[:4]]
            return a == int(pred[-1]) if "==" in pred else a != int(pred[-1])
        v = {"1": 1, "0": 0, "g == 0": self.g == 0, "g != 0": self.g != 0,
             "this->t == 0": self.t == 0, "this->t >= 3": self.t >= 3,
             'this->ts == ""': self.ts == "", 'this->ts != "ab"': self.ts != "ab",
             "k == 1": self.k == 1, "k == 2": self.k == 2, "k >= 2": self.k >= 2,
             "k == 3": self.k == 3}
        if pred == "*np == 0":
            return "np"
        if pred == "1 / zero":
            return "div"
        if pred == "*(np + 4) == 0":
            return "np4"
        if pred == "k % zero":
            return "mod"
        if pred.startswith("("):
            return castpred(pred, self.k)
        return bool(v[pred])

    def run_clause(self, stid, probe, pred, stmts, eargs):
        if pred is not None:
            c = self.cond(pred, eargs)
            if isinstance(c, str):
                self.fault(stid, probe, c)
                return
            if not c:
                return
        text, rec = [], not stmts
        for s in stmts:
            if s[0] == "printf" and probe == "ERROR":
                text.append("%s %d %d 1 %d %d\n" % ((s[1],) + eargs))
                rec = True
            elif s[0] == "printf":
                text.append("%s k=%d\n" % (s[1], self.k))
                rec = True
            elif s[0] == "trace":
                rec = True
                if s[1] in ("k", "t"):
                    text.append(("%d" if self.quiet else " %10d") %
                                (self.k if s[1] == "k" else self.t))
                else:
                    v = "tr" if s[1] == "str" else self.ts
                    text.append(v if self.quiet else "  %-33s" % v)
            elif s[0] == "tprint":
                text.append("%s t=%d ts=%s\n" % (s[1], self.t, self.ts))
                rec = True
            elif s[0] == "tadd":
                self.t = ((self.t + s[1] + 2**31) % 2**32) - 2**31
            elif s[0] == "tjoin":
                self.ts += s[1]
            elif s[0] == "setg":
                self.g = 1
            elif s[0] == "inc":
                self.k += 1
            elif s[0] == "exit":
                rec = True
                text.append(("exit", s[1]))
                self.act = "DRAINING"
            elif s[0] == "fault":
                self.fault(stid, probe, s[1])
                return
            elif s[0] == "agg":
                self.aggs[s[1]] = self.aggs.get(s[1], 0) + (1 if s[2] == "count" else 2)
        if rec:
            status = None
            for t in text:
                if isinstance(t, tuple):
                    status = t[1] & 0xff	# main( ) returns g_status
            self.buffer(probe, "".join(t for t in text if isinstance(t, str)), status)

    def fire(self, probe, eargs=None):
        want = {"BEGIN": "INACTIVE", "END": "DRAINING"}.get(probe, "ACTIVE")
        for stid, p, pred, stmts in self.stmts:
            if p != probe and not (p == GETPPID_ANY and probe in (GETPPID, GETPPID_R)):
                continue
            if probe != "ERROR" and self.act != want:
                continue
            self.run_clause(stid, probe, pred, stmts, eargs)

    def run(self):
        self.hold = []
        self.fire("BEGIN")
        hold, self.hold = self.hold, None
        if self.act != "INACTIVE":	# dt_consume_begin( )'s two passes
            hold = ([h for h in hold if h[0] != "ERROR"] +
                    [h for h in hold if h[0] == "ERROR"])
        for h in hold:
            self.buffer(*h)
        if self.act == "INACTIVE":
            self.act = "ACTIVE"
        if self.mode == "g":
            for _ in range(NFIRE):
                self.fire(GETPPID)
                self.fire(GETPPID_R)
        else:
            for _ in range(NTICK if self.mode == "T" else 1):
                self.fire(TICK)
        self.act = "DRAINING"
        self.fire("END")
        self.out.append("\n")
        for a in self.aggorder:
            if a in self.aggs:
                self.out.append("%17d\n" % self.aggs[a])
        return "".join(self.out), self.err, self.status


def probe_ids(sonda):
    ids = {"BEGIN": 1, "END": 2, "ERROR": 3}
    for p in (TICK, GETPPID, GETPPID_R):
        for _ in range(3):	# a loaded machine's DTrace may list nothing
            o = subprocess.run(["timeout", "60", sonda, "-l", "-n", p],
                               capture_output=True, text=True).stdout.split("\n")
            if len(o) > 2:
                break
        ids[p] = int(o[1].split()[0])
    return ids


def run_one(seed, args, ids):
    r = random.Random(seed)
    mode = r.choice(["g", "t", "T"])
    cls = Gen(r, mode).program()
    qopt = r.choice([[], ["-q"], ["-x", "quiet"]])
    src = ptext(cls)
    want_out, want_err, want_st = Model(cls, ids, bool(qopt), mode).run()
    with tempfile.NamedTemporaryFile("w", suffix=".d", dir=args.tmp, delete=False) as f:
        f.write(src)
    cmd = ["taskset", "-c", "0", "timeout", "20", args.b] + qopt + ["-x", "errtags", "-s", f.name]
    if args.ref:	# DTrace's tick-N fires on a CPU of rand( )'s unless -x cpu
        cmd[-2:-2] = ["-x", "cpu=0"]	# (dt_prov_profile.c)
    if mode == "g":
        cmd += ["-c", "%s %d %d" % (args.t, NFIRE, args.u)]
    p = subprocess.run(cmd, capture_output=True, text=True)
    err, other = [], []
    for line in p.stderr.splitlines():
        m = re.match(r"sonda: (error in .*)", line)
        if m:
            err.append(re.sub(r"at BPF pc \d+$", "at BPF pc N", m.group(1)))
        elif "matched" not in line:
            other.append(line)
    if args.ref and (p.stdout, err) != (want_out, want_err):
        # other processes' USDT probes come and go: the IDs may have moved
        want_out, want_err, want_st = Model(cls, probe_ids(args.b), bool(qopt),
                                            mode).run()
    diffs = []
    if p.stdout != want_out:
        diffs.append("stdout:\n--- got\n%s--- want\n%s" % (p.stdout, want_out))
    if err != want_err:
        diffs.append("errors:\n got  %s\n want %s" % (err, want_err))
    if p.returncode != want_st:
        diffs.append("status: got %d want %d" % (p.returncode, want_st))
    if other:
        diffs.append("stderr: %s" % other)
    return seed, src, " ".join(cmd), diffs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=50)
    ap.add_argument("-s", type=int, default=1)
    ap.add_argument("-j", type=int, default=1)
    ap.add_argument("-b", default="build/sonda")
    ap.add_argument("-t", default="build/triggers/getppid")
    ap.add_argument("-u", type=int, default=30000)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--ref", action="store_true",
                    help="-b is DTrace for Linux itself: run with -x cpu=0, "
                    "where its tick-N firings land on any CPU")
    args = ap.parse_args()
    ids = probe_ids(args.b)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        args.tmp = tmp
        with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
            futs = [ex.submit(run_one, args.s + i, args, ids) for i in range(args.n)]
            for fu in futs:
                seed, src, cmd, diffs = fu.result()
                if diffs or args.v:
                    print("=== seed %d: %s\n%s" % (seed, cmd, src))
                for d in diffs:
                    print(d)
                bad += bool(diffs)
    print("%d programs, %d disagreements" % (args.n, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
