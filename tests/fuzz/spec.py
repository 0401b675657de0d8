#!/usr/bin/python3
"""spec.py - speculations and D variables' lifetimes against a model of DTrace.

Generates random D programs made of several clauses on BEGIN, on
syscall::getppid:entry (fired N times by `-c "getppid N USEC"`, a sleep
before each call) and on END, all on CPU 0 (taskset), with speculation(),
speculate(), commit(), discard() (several speculations at once, up to and
past nspec; small specsize values so that some records drop; ids kept in
globals, self->, this-> and associative array elements; commits of ids
already committed or discarded, never given, or past nspec), printf( )
arguments of integers, string constants and strings computed in the
clause (strjoin( ) of lltostr( ) of a variable, ?: of strings on a
variable, nested, toupper( ), substr( ) with negative and past-the-end
indexes: records of strsize + 1 bytes each; a third of the programs end
with three clauses on one probe that take a speculation, fill it and
commit or discard it), predicates over the ids (compared, tested for truth or
negated, && and || of two, an id taken by speculation( ) in the predicate
itself: /(self->t0 = speculation()) != 0/), variables of
every scope read before and after assignment, assigned 0, exit() in the
middle of a clause (one that discard( )s too), and (half the programs) the aggregations @c = count(),
@s = sum(e), @k[e] = count() and @t[s] = count() (s a constant or a
computed string) in clauses that neither speculate nor
commit, printed by printa("%@d\\n") (@k by printa("%d:%@d\\n"), its rows
by value then by the key's 4 bytes unsigned: dt_aggregate.c's
dt_aggregate_valcmp( ) and dt_aggregate_keycmp( ); @t by
printa("%s:%@d\\n"), a string key compared byte by byte over its strsize
bytes; @c and @s together by printa("%@d %@d\\n", @c, @s), one record of
4 bytes for each aggregation (dt_cg_act_printa( )), each checked against
specsize, and one joined row) in plain clauses and after speculate() (committed,
discarded or dropped with its buffer) and by a last END clause. Compares stdout line by line, and on stderr the total
counts of speculative drops, failed speculations (busy / unavailable) and
runtime errors, with what this file's model says DTrace for Linux 2.x does.
The model follows DTrace's source:

  - bpf/speculation.c: speculation() tries the ids 1 to min(nspec, 16) in
    turn and takes the first that is not in the specs map; one that is
    draining makes the failure "busy", else "unavailable" (one count per
    failed call); speculate() of an id not in the map or draining ends the
    clause (nothing after it runs, nothing is recorded) and otherwise
    counts the buffer in `written`; commit() and discard() of an id not in
    the map do nothing when id <= nspec, else an illegal operation (the
    clause ends); of an id in the map mark it draining;
  - dt_cg.c: the clause's flags (dt_cg_clsflags: a buffer goes out if the
    clause has a data-recording action, commit or discard, or is empty, or
    has only speculate() among its actions); each record stored in a
    speculating clause is checked against specsize: 16 (DBUF_DATA) plus
    the records so far, each aligned on its size (a char, short, int or
    long printf() argument: 1, 2, 4, 8 bytes; a string strsize + 1 bytes
    on no alignment, checked as strsize), with
    the speculation's size taken as 0 (dt_cg_epilogue adds the buffer's
    size to it only when perf_event_output() fails); a record past
    specsize is a speculative drop and ends the clause there; after exit()
    the later clauses of the firing do not run (the activity check of
    dt_cg_call_clause), END's do;
  - dt_consume.c: a speculative buffer of size round_up(bufoff, 8) joins
    its id's list unless the list's size plus it exceeds specsize (a
    speculative drop); a commit or discard record of an id with a list not
    yet draining puts the list on the draining list; after each buffer the
    draining lists are printed (committed) and, when as many buffers were
    read as speculate() counted, deleted with the id (which frees it for
    speculation()); else only their data goes and the id stays busy for
    good, as does a committed id that never had a buffer; a printa( )
    record (dt_cg_store_val( ): the aggregation's 4-byte id, checked
    against specsize as any record) prints the aggregation as
    dtrace_consume( ) snapshotted it before reading the buffers: its value
    after the firing whose buffers (or commit) are read, nothing while it
    has no data; the aggregations a printa( ) printed are not printed
    again at exit (dtrace_aggregate_print( )'s dtpa_allunprint);
  - variables: globals shared; self-> per thread (BEGIN and END run in
    sonda's thread, getppid in the child's); this-> one slot per name for
    the program, in a per-CPU map nothing clears: it keeps its value across
    clauses and firings on the CPU; each program's this-> variables start at
    offset 0 (the last clauses may go to a second -s program, whose this->
    declarations may come in the other order: its this->l0 is then the
    first program's this->l1); an associative element reads 0 once
    assigned 0; every variable is declared, so reads before assignment give 0.

The consumer is assumed to have read every buffer of a firing before the
next firing (the trigger sleeps -u microseconds between calls): within one
firing (all of BEGIN's clauses) a committed id is not free again; nor in END
after an exit() in BEGIN, which fires END before BEGIN's buffers are read
(dt_work.c: dtrace_status() calls dtrace_stop() on the activity DRAINING,
before dtrace_work() calls dtrace_consume()).

Left out (the model cannot predict them): speculations on several CPUs
(the order of their buffers), ids freed while the consumer lags, commit()
or discard() in a clause that speculates (DTrace asserts specid == 0 when
it meets one in a committed buffer), which of several drop messages a
count is split into (compared as totals), the runtime errors' texts (only
their count), string and non-int variables, keys other than one int, the sizes of
records other than printf()'s arguments and exit()'s, a buffer the ring
has no room for, the default output (the programs run with -q).

  tests/fuzz/spec.py [-n PROGRAMS] [-s SEED] [-b SONDA] [-t TRIGGER] [-u USEC] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement with its program; exit status 1 if any. Needs root and
build/triggers/getppid (make -C tests/triggers O=$PWD/build/triggers).
Not run by tests/run.
"""
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib

REF = False	# --ref: none of sonda's extensions (toupper( ))

GLOBALS = ["g0", "g1", "g2"]
SELF = ["self->t0", "self->t1"]
THIS = ["this->l0", "this->l1"]
ASSOC = ["a[0]", "a[1]", "a[2]"]
VARS = GLOBALS + SELF + THIS + ASSOC


class Gen:
    def __init__(self, r, nspec, aggs=False):
        self.r, self.nspec, self.aggs = r, nspec, aggs
        self.holders = []	# variables assigned speculation() so far

    def agg(self):
        """@c = count() or @s = sum(e): not in a clause that speculates
        (D_AGG_SPEC after speculate( ), D_SPEC_DREC before it) or commits
        (D_AGG_COMM, D_COMM_DREC: dt_cg_clsflags( ))."""
        c = self.r.random()
        if c < 0.35:
            return ("agg", "c")
        if c < 0.6:
            return ("agg", "k", self.expr())
        if c < 0.75:
            return ("agg", "t", self.strfn() if self.r.random() < 0.4
                    else ("str", self.r.choice(TKEYS)))
        return ("agg", "s", self.expr())

    def printa(self):
        if self.r.random() < 0.25:	# several aggregations, one format
            return ("printa", self.r.choice(["cs", "sc", "cc"]))
        return ("printa", self.r.choice(["c", "s", "k", "t"]))

    def idexpr(self):
        """A speculation id: mostly a variable that holds one."""
        if self.holders and self.r.random() < 0.85:
            return ("var", self.r.choice(self.holders))
        return self.expr()

    def var(self):
        return self.r.choice(VARS)

    def const(self):
        r = self.r.random()
        if r < 0.1:
            return str(self.nspec + 1)
        if r < 0.15:
            return str(min(self.nspec, 16) + self.r.randrange(1, 3))
        return str(self.r.randrange(0, min(self.nspec, 16) + 1))

    def expr(self):
        r = self.r.random()
        if r < 0.65:
            return ("var", self.var())
        if r < 0.85:
            return ("const", self.const())
        return ("add", self.var(), "1")

    def assign(self):
        v, r = self.var(), self.r.random()
        if v in self.holders and r >= 0.45 and self.r.random() < 0.8:
            v = self.var()	# mostly keep the ids held
        if r < 0.45:
            self.holders.append(v)
            return ("asg", v, ("spec",))
        if r < 0.6:
            return ("asg", v, ("const", "0"))
        if r < 0.7:
            return ("inc", v)
        return ("asg", v, self.expr())

    def arg(self):
        """A printf argument: (expr, D type or "string")."""
        c = self.r.random()
        if c < 0.15:
            return ("str", self.r.choice(["ab", "x", "hello", ""]))
        if c < 0.27:
            return self.strfn()
        if c < 0.3:
            return ("cast", self.r.choice(["char", "short", "long"]), self.expr())
        return self.expr()

    def strfn(self):
        """A string computed in the clause: strjoin( ) of a constant and
        lltostr( ) of a variable, ?: of two constants on a comparison of
        a variable, toupper( ) or substr( ) of a constant (all shorter
        than the smallest strsize, 8)."""
        r = self.r
        c = r.random()
        if c < 0.35:
            return ("join", r.choice(["a", "", "s"]), self.var())
        if c < 0.65:
            return ("tern", self.var(), self.const(),
                    ("str", r.choice(["ab", "x", ""])),
                    self.strfn() if r.random() < 0.3 else
                    ("str", r.choice(["hello", "y"])))
        if c < 0.8:
            return ("upper", r.choice(["ab", "x1", ""]))
        return ("substr", "hello", r.randrange(-2, 6))

    def printf(self, tag):
        args = [self.arg() for _ in range(self.r.choice([0, 1, 1, 2, 3, 4]))]
        return ("printf", tag, args)

    def pred(self, depth=0):
        """A predicate as users write them over speculation ids: a
        comparison, an id's truth (/self->spec/), its negation, && and
        || of two (short-circuit), or an id taken by speculation( ) in
        the predicate itself (/(g0 = speculation()) != 0/)."""
        r = self.r.random()
        if depth == 0 and r < 0.2:
            return (self.r.choice(["&&", "||"]), self.pred(1), self.pred(1))
        if r < 0.45:
            return (self.r.choice(["==", "!=", "<", ">="]), self.var(), self.const())
        if r < 0.7:
            return ("truth", self.r.choice(self.holders)
                    if self.holders and self.r.random() < 0.8 else self.var())
        if r < 0.85:
            return ("!", self.var())
        v = self.var()
        self.holders.append(v)
        return ("spec=", v, self.r.choice(["", " != 0", " == 0"]))

    def clause(self, probe, ci, last):
        """A clause: (predicate or None, statements)."""
        r, out, tag = self.r, [], "%s%d" % (probe[0], ci)
        kind = r.choice(["spec", "spec", "ctl", "ctl", "plain"])
        pred = None
        if r.random() < 0.3:
            pred = self.pred()
        for _ in range(r.randrange(0, 2)):
            out.append(self.assign())
        n = 0
        if kind == "spec":
            out.append(("speculate", self.idexpr()))
            for _ in range(r.randrange(0, 4)):
                if self.aggs and r.random() < 0.45:
                    out.append(self.printa())
                elif r.random() < 0.6:
                    out.append(self.printf("%s.%d" % (tag, n)))
                    n += 1
                else:
                    out.append(self.assign())
        elif kind == "ctl":
            for _ in range(r.randrange(1, 4)):
                c = r.random()
                if c < 0.4:
                    out.append(("commit", self.idexpr()))
                elif c < 0.7:
                    out.append(("discard", self.idexpr()))
                else:
                    out.append(self.assign())
            # exit( ) beside discard( )s, before or after them: beside a
            # commit( ) it is D_COMM_DREC or D_DREC_COMM (dt_cg_clsflags( ))
            if probe != "END" and r.random() < 0.3 and \
                    not any(s[0] == "commit" for s in out):
                out.insert(r.randint(0, len(out)), ("exit",))
        else:
            for _ in range(r.randrange(1, 5)):
                c = r.random()
                if self.aggs and r.random() < 0.35:
                    out.append(self.agg() if r.random() < 0.6 else self.printa())
                elif c < 0.5:
                    out.append(self.printf("%s.%d" % (tag, n)))
                    n += 1
                elif c < 0.6:
                    out.append(("discard", self.idexpr()))
                elif c < 0.65 and probe != "END":
                    out.append(("exit",))
                else:
                    out.append(self.assign())
        return pred, out


SIZES = {"char": 1, "short": 2, "int": 4, "long": 8}
TKEYS = ["ab", "x", "hello", ""]	# @t's string keys: shorter than strsize


STRK = ("str", "join", "tern", "upper", "substr")


def esize(e):
    """(size, alignment) of the record dt_cg_store_val() makes."""
    if e[0] == "cast":
        return SIZES[e[1]], SIZES[e[1]]
    return 4, 4


def ptext(p):
    if p[0] in ("&&", "||"):
        return "(%s) %s (%s)" % (ptext(p[1]), p[0], ptext(p[2]))
    if p[0] == "truth":
        return p[1]
    if p[0] == "!":
        return "!" + p[1]
    if p[0] == "spec=":
        return "(%s = speculation())%s" % (p[1], p[2])
    return "%s %s %s" % (p[1], p[0], p[2])


def etext(e):
    if e[0] == "str":
        return '"%s"' % e[1]
    if e[0] == "join":
        return 'strjoin("%s", lltostr(%s))' % (e[1], e[2])
    if e[0] == "tern":
        return "%s >= %s ? %s : %s" % (e[1], e[2], etext(e[3]), etext(e[4]))
    if e[0] == "upper" and REF:	# DTrace for Linux has no toupper( )
        return 'substr("%s", 0)' % e[1].upper()
    if e[0] == "upper":
        return 'toupper("%s")' % e[1]
    if e[0] == "substr":
        return 'substr("%s", %d)' % (e[1], e[2])
    if e[0] == "cast":
        return "(%s)(%s)" % (e[1], etext(e[2]))
    if e[0] == "var":
        return e[1]
    if e[0] == "const":
        return e[1]
    if e[0] == "add":
        return "%s + %s" % (e[1], e[2])
    return "speculation()"


def stext(s):
    k = s[0]
    if k == "asg":
        return "%s = %s;" % (s[1], etext(s[2]))
    if k == "inc":
        return "%s++;" % s[1]
    if k == "printf":
        fmt = s[1] + "".join(" %s" if a[0] in STRK else " %d" for a in s[2])
        return "printf(\"%s\\n\"%s);" % (fmt, "".join(", " + etext(a) for a in s[2]))
    if k == "exit":
        return "exit(0);"
    if k == "agg":
        return "@c = count();" if s[1] == "c" else "@%s%s(%s);" % (
            s[1], "[%s] = count" % etext(s[2]) if s[1] in "kt" else " = sum",
            "" if s[1] in "kt" else etext(s[2]))
    if k == "printa" and len(s[1]) == 2:
        return 'printa("%%@d %%@d\\n", @%s, @%s);' % tuple(s[1])
    if k == "printa":
        return 'printa("%s%%@d\\n", @%s);' % (
            {"k": "%d:", "t": "%s:"}.get(s[1], ""), s[1])
    return "%s(%s);" % (k, etext(s[1]))


PROBES = {"BEGIN": "BEGIN", "P": "syscall::getppid:entry", "END": "END"}


def program_text(clauses, prog=0, swap=False):
    """The text of program prog (the second declares only its this->
    variables, swapped or not)."""
    if prog == 0:
        lines = ["int g0, g1, g2;", "self int t0, t1;", "this int l0, l1;",
                 "int a[int];", ""]
    else:
        lines = ["this int l1, l0;" if swap else "this int l0, l1;", ""]
    for probe, pred, stmts, cprog in clauses:
        if cprog != prog:
            continue
        p = PROBES[probe]
        preds = ["pid == $target"] if probe == "P" else []
        if pred:
            preds.append(ptext(pred))
        lines.append(p)
        if len(preds) > 1:
            lines.append("/" + " && ".join("(%s)" % x for x in preds) + "/")
        elif preds:
            lines.append("/" + preds[0] + "/")
        lines.append("{")
        lines += ["\t" + stext(s) for s in stmts]
        lines.append("}")
        lines.append("")
    return "\n".join(lines)


class Abort(Exception):
    pass


class Model:
    def __init__(self, nspec, specsize, strsize):
        self.nspec, self.specsize, self.strsize = nspec, specsize, strsize
        self.glob, self.this, self.assoc = {}, {}, {}
        self.tls = {}			# (thread, name) -> value
        self.specs = {}			# id -> {"draining", "written"}
        self.dtsb = {}			# id -> {"bufs", "size", "draining", ...}
        self.draining = []		# ids, in order
        self.out = []
        self.drops = self.busy = self.unavail = self.errors = 0
        self.stopping = False
        self.committed = 0		# speculative buffers printed
        self.swap = False		# running a clause of the second program
        self.swap2 = False		# whose this-> variables are swapped
        self.agg = {}			# "c"/"s" -> its value, once it has one

    # -- variables
    def slot(self, name):
        """A this-> variable's slot: the second program's may be swapped."""
        if self.swap:
            return {"this->l0": "this->l1", "this->l1": "this->l0"}[name]
        return name

    def load(self, name, thread):
        if name.startswith("self->"):
            return self.tls.get((thread, name), 0)
        if name.startswith("this->"):
            return self.this.get(self.slot(name), 0)
        if name.startswith("a["):
            return self.assoc.get(name, 0)
        return self.glob.get(name, 0)

    def store(self, name, v, thread):
        v = ((v + 2**31) % 2**32) - 2**31	# an int
        if name.startswith("self->"):
            self.tls[(thread, name)] = v
        elif name.startswith("this->"):
            self.this[self.slot(name)] = v
        elif name.startswith("a["):
            self.assoc[name] = v
        else:
            self.glob[name] = v

    def ev(self, e, thread):
        if e[0] == "str":
            return e[1]
        if e[0] == "join":
            return e[1] + str(self.load(e[2], thread))
        if e[0] == "tern":
            return self.ev(e[3] if self.load(e[1], thread) >= int(e[2])
                           else e[4], thread)
        if e[0] == "upper":
            return e[1].upper()
        if e[0] == "substr":	# a negative index counts from the end
            return e[1][max(0, len(e[1]) + e[2]) if e[2] < 0 else e[2]:]
        if e[0] == "cast":
            v = self.ev(e[2], thread) & ((1 << (8 * SIZES[e[1]])) - 1)
            return v - (1 << (8 * SIZES[e[1]])) if v >> (8 * SIZES[e[1]] - 1) else v
        if e[0] == "var":
            return self.load(e[1], thread)
        if e[0] == "const":
            return int(e[1])
        if e[0] == "add":
            return self.load(e[1], thread) + int(e[2])
        return self.speculation()

    # -- bpf/speculation.c
    def speculation(self):
        busy = 0
        for i in range(1, 17):
            if i > self.nspec:
                break
            if i not in self.specs:
                self.specs[i] = {"draining": 0, "written": 0}
                return i
            if self.specs[i]["draining"]:
                busy += 1
        if busy:
            self.busy += 1
        else:
            self.unavail += 1
        return 0

    def set_drainable(self, sid):
        if sid not in self.specs:
            if (sid & 0xffffffff) <= self.nspec:
                return
            self.errors += 1
            raise Abort
        self.specs[sid]["draining"] = 1

    # -- one clause in the kernel: returns its buffer or None
    def pred(self, p, thread):
        """A predicate's truth, its side effects done (dt_cg_logical_and( )
        and dt_cg_logical_or( ) skip the right operand once the left
        decides)."""
        k = p[0]
        if k == "&&":
            return self.pred(p[1], thread) and self.pred(p[2], thread)
        if k == "||":
            return self.pred(p[1], thread) or self.pred(p[2], thread)
        if k == "truth":
            return self.load(p[1], thread) != 0
        if k == "!":
            return self.load(p[1], thread) == 0
        if k == "spec=":
            self.store(p[1], self.speculation(), thread)
            v = self.load(p[1], thread)
            return v != 0 if p[2] in ("", " != 0") else v == 0
        v, c = self.load(p[1], thread), int(p[2])
        return {"==": v == c, "!=": v != c, "<": v < c, ">=": v >= c}[k]

    def run_clause(self, pred, stmts, thread):
        if pred and not self.pred(pred, thread):
            return None
        specid, off, recs = 0, 16, []
        acts = [s for s in stmts if s[0] in ("printf", "exit", "commit",
                                             "discard", "speculate", "printa")]
        datarec = not stmts or any(s[0] in ("printf", "exit", "printa")
                                   for s in acts)
        datarec |= bool(acts) and all(s[0] == "speculate" for s in acts)
        cd = any(s[0] in ("commit", "discard") for s in acts)
        try:
            for s in stmts:
                k = s[0]
                if k == "asg":
                    self.store(s[1], self.ev(s[2], thread), thread)
                elif k == "inc":
                    self.store(s[1], self.load(s[1], thread) + 1, thread)
                elif k == "speculate":
                    sid = self.ev(s[1], thread)
                    sp = self.specs.get(sid)
                    if sp is None or sp["draining"]:
                        raise Abort
                    sp["written"] += 1
                    specid = sid
                elif k == "printf":
                    vals = []
                    for a in s[2]:
                        vals.append(self.ev(a, thread))
                        if a[0] in STRK:	# strsize + 1 bytes, checked as strsize
                            end = off + self.strsize
                            off += self.strsize + 1
                        else:
                            size, align = esize(a)
                            off = (off + align - 1) // align * align + size
                            end = off
                        if specid and end > self.specsize:
                            self.drops += 1
                            raise Abort
                    text = s[1] + "".join(" %s" % v for v in vals)
                    recs.append(("text", text))
                elif k == "exit":
                    off = (off + 3) // 4 * 4 + 4
                    self.stopping = True
                    recs.append(("exit",))
                elif k == "agg":	# the kernel's aggregation, now
                    v = 1 if s[1] == "c" else self.ev(s[2], thread)
                    if s[1] in "kt":	# @k[v] = count( ), @t["s"]
                        d = self.agg.setdefault(s[1], {})
                        d[v] = d.get(v, 0) + 1
                    else:
                        self.agg[s[1]] = self.agg.get(s[1], 0) + v
                elif k == "printa":	# each aggregation's id, 4 bytes
                    for _ in s[1]:	# (dt_cg_act_printa( ): one record each)
                        off = (off + 3) // 4 * 4 + 4
                        if specid and off > self.specsize:
                            self.drops += 1
                            raise Abort
                    recs.append(("printa", s[1]))
                elif k in ("commit", "discard"):
                    sid = self.ev(s[1], thread)
                    self.set_drainable(sid)
                    off = (off + 3) // 4 * 4 + 4
                    recs.append((k, sid))
        except Abort:
            return None
        if not (datarec or cd):
            return None
        return {"specid": specid, "size": (off + 7) // 8 * 8, "recs": recs}

    # -- dt_consume.c
    def passes(self, buf, peek):
        """Is buf read in this pass of dt_consume_begin( ) (peek "BEGIN"
        or "REST"; None: a plain read)? chew( ) is the filter, so a buffer
        of commit( )s and discard( )s alone, which never reaches it, is
        read in the first pass."""
        if not peek:
            return True
        if buf["recs"] and all(r[0] in ("commit", "discard") for r in buf["recs"]):
            return peek == "BEGIN"
        return (buf["probe"] == "BEGIN") == (peek == "BEGIN")

    def consume(self, buf, peek=None):
        sid = buf["specid"]
        if sid:
            b = self.dtsb.get(sid)
            cur = b["size"] if b else 0
            if cur + buf["size"] > self.specsize:
                self.drops += 1
                return
            if not b:
                b = self.dtsb[sid] = {"bufs": [], "size": 0, "draining": 0,
                                      "read": 0}
            b["bufs"].append(buf)
            b["size"] += buf["size"]
            return
        if not self.passes(buf, peek):
            if peek == "BEGIN":
                self.rest.append(buf)
            return
        self.print_recs(buf)
        for r in buf["recs"]:
            if r[0] in ("commit", "discard"):
                b = self.dtsb.get(r[1] & 0xffffffff)
                if b and not b["draining"]:
                    b["draining"] = 1
                    b["written"] = self.specs[r[1]]["written"]
                    b["committing"] = r[0] == "commit"
                    b["read"] = 0
                    self.draining.append(r[1])
        for i in list(self.draining):
            b = self.dtsb[i]
            b["read"] += len(b["bufs"])
            if b["committing"]:
                for sb in b["bufs"]:	# dt_commit_one_spec( ): chew( ) again
                    if self.passes(sb, peek):
                        self.print_recs(sb)
                        self.committed += 1
            if b["read"] < b["written"]:
                b["bufs"], b["size"] = [], 0
            else:
                self.draining.remove(i)
                del self.dtsb[i]
                del self.specs[i]

    def print_recs(self, buf):
        for r in buf["recs"]:
            if r[0] == "text":
                self.out.append(r[1])
            elif r[0] == "printa" and r[1] == "k" and "k" in self.agg:
                # rows by value, then by the key's 4 bytes as unsigned
                # (dt_aggregate_valcmp( ), dt_aggregate_keycmp( ))
                d = self.agg["k"]
                for key in sorted(d, key=lambda x: (d[x], x & 0xffffffff)):
                    self.out.append("%d:%d" % (key, d[key]))
            elif r[0] == "printa" and r[1] == "t" and "t" in self.agg:
                # a string key: its strsize bytes one by one, zeros after
                # the text (dt_aggregate_keycmp( )'s default case)
                d = self.agg["t"]
                for key in sorted(d, key=lambda x: (d[x], x)):
                    self.out.append("%s:%d" % (key, d[key]))
            elif r[0] == "printa" and len(r[1]) == 2:
                # unkeyed: one row joining both values
                # (dtrace_aggregate_walk_joined( ))
                if all(a in self.agg for a in r[1]):
                    self.out.append("%d %d" % tuple(self.agg[a] for a in r[1]))
            elif r[0] == "printa" and r[1] in self.agg:
                # dtrace_consume( ) snapshots the aggregations before it
                # reads the buffers: their values after the firing
                self.out.append("%d" % self.agg[r[1]])

    def run_firing(self, probe, clauses, thread):
        """The probe's clauses in the kernel: their buffers, not read."""
        bufs = []
        for p, pred, stmts, prog in clauses:
            if p != probe:
                continue
            if self.stopping and probe != "END":
                break
            self.swap = prog == 1 and self.swap2
            b = self.run_clause(pred, stmts, thread)
            if b:
                b["probe"] = probe
                bufs.append(b)
        return bufs

    def firing(self, probe, clauses, thread):
        for b in self.run_firing(probe, clauses, thread):
            self.consume(b)

    def begin_end(self, clauses):
        """BEGIN; after an exit() in it, END fires before BEGIN's buffers
        are read: dtrace(1)'s first dtrace_work() calls dtrace_status(),
        which sees the activity DRAINING and calls dtrace_stop() (END_probe())
        before dtrace_consume() (dt_work.c). An id BEGIN committed or
        discarded is still in the specs map for END's speculation(). END
        having run on BEGIN's CPU, dt_consume_begin( ) reads that buffer
        in two passes: BEGIN's buffers (and those of commit( )s and
        discard( )s alone), then the others; committed buffers go through
        the same filter, those not of the pass are lost."""
        bufs = self.run_firing("BEGIN", clauses, "main")
        if not self.stopping:
            for b in bufs:
                self.consume(b)
            return False
        bufs += self.run_firing("END", clauses, "main")
        self.rest = []
        for b in bufs:
            self.consume(b, "BEGIN")
        for b in self.rest:
            self.consume(b, "REST")
        return True


def program(r):
    nspec = r.choice([1, 2, 2, 3, 4, 17])
    specsize = r.choice([4 << 20] * 6 + [16, 20, 24, 32, 40, 48, 64, 96, 128, 300])
    nfire = r.randrange(0, 7)
    aggs = r.random() < 0.5
    g = Gen(r, nspec, aggs)
    clauses = []
    if aggs:	# the aggregations assigned before any printa( ) names them
        clauses.append(("BEGIN", None, [("agg", "c"), ("agg", "s", ("const", "1")),
                                        ("agg", "k", ("const", "0")),
                                        ("agg", "t", ("str", "x"))], 0))
    if r.random() < 0.6:	# a first clause that takes some speculations
        hold = r.sample(VARS, r.randrange(1, min(nspec, 4) + 2))
        g.holders += hold
        clauses.append(("BEGIN", None, [("asg", v, ("spec",)) for v in hold], 0))
    for probe, n in (("BEGIN", r.randrange(1, 6)), ("P", r.randrange(0, 4)),
                     ("END", r.randrange(0, 4))):
        for i in range(n):
            pred, stmts = g.clause(probe, len(clauses), i == n - 1)
            clauses.append((probe, pred, stmts, 0))
    if r.random() < 0.35:	# a speculation taken, filled and committed
        # in one firing of P (or BEGIN), so that its records print
        probe, v = r.choice(["P", "P", "BEGIN"]), r.choice(VARS)
        g.holders.append(v)
        body = [g.printf("%sS.%d" % (probe, i)) for i in range(r.randrange(1, 4))]
        for a in r.sample(range(len(body)), 1):
            body[a] = (body[a][0], body[a][1], body[a][2] + [g.strfn()])
        clauses += [(probe, None, [("asg", v, ("spec",))], 0),
                    (probe, None, [("speculate", ("var", v))] + body, 0),
                    (probe, None, [("commit" if r.random() < 0.8 else "discard",
                                    ("var", v))], 0)]
    nprogs, swap = 1, False
    if len(clauses) > 1 and r.random() < 0.3:	# the last ones in a second program
        k, nprogs, swap = r.randrange(1, len(clauses)), 2, r.random() < 0.5
        clauses = clauses[:k] + [c[:3] + (1,) for c in clauses[k:]]
    if aggs:	# printed last, so not again at exit (DTRACE_AGD_PRINTED)
        clauses.append(("END", None, [("printa", "c"), ("printa", "s"),
                                      ("printa", "k"), ("printa", "t")],
                        nprogs - 1))
    strsize = r.choice([8, 16, 32, 256])
    m = Model(nspec, specsize, strsize)
    m.swap2 = swap
    if not m.begin_end(clauses):
        for _ in range(nfire):
            if m.stopping:
                break
            m.firing("P", clauses, "child")
        m.firing("END", clauses, "main")
    opts = ["-x", "nspec=%d" % nspec, "-x", "specsize=%d" % specsize,
            "-x", "strsize=%d" % strsize]
    if r.random() < 0.3:
        opts += ["-x", "cleanrate=%dhz" % r.choice([50, 101, 1000])]
    return [program_text(clauses, i, swap) for i in range(nprogs)], opts, nfire, m


DROP = re.compile(r"^\S+: (\d+) (speculative drop|failed speculation)s?( \(.*\))?$")


def counts(err):
    c = {"drops": 0, "busy": 0, "unavail": 0, "errors": 0}
    other = []
    for line in err.splitlines():
        m = DROP.match(line)
        if m:
            k = "drops" if m.group(2) == "speculative drop" else \
                "busy" if "busy" in m.group(3) else "unavail"
            c[k] += int(m.group(1))
        elif "error in dt_clause" in line and "illegal operation" in line:
            c["errors"] += 1
        elif line.strip():
            other.append(line)
    return c, other


def main():
    ap = fuzzlib.options(n=20)
    ap.add_argument("-t", "--trigger", default="build/triggers/getppid")
    ap.add_argument("-u", type=int, default=30000, help="usec between firings")
    args = ap.parse_args()
    global REF
    REF = args.ref
    bad = committed = 0
    for seed in range(args.s, args.s + args.n):
        progs, opts, nfire, m = program(random.Random(seed))
        committed += m.committed
        prog = "\n/* next program */\n".join(progs)
        if args.v:
            print(prog)
        with tempfile.TemporaryDirectory() as d:
            files = []
            for i, text in enumerate(progs):
                files += ["-s", "%s/p%d.d" % (d, i)]
                with open(files[-1], "w") as f:
                    f.write(text)
            cmd = ["timeout", "60", "taskset", "-c", "0", args.bin, "-q"] + \
                opts + files + ["-c", "%s %d %d" % (args.trigger, nfire, args.u)]
            p = subprocess.run(cmd, capture_output=True, text=True)
        got = p.stdout.split("\n")
        while got and got[-1] == "":
            got.pop()
        c, other = counts(p.stderr)
        want = {"drops": m.drops, "busy": m.busy, "unavail": m.unavail,
                "errors": m.errors}
        if REF and c["drops"] >= 1 << 63:
            # DTrace's bug: dtrace_work( ) adds the consumer's cumulative
            # specsize drops to the newest status again and compares it
            # with the copy (dt_work.c dt_add_local_status( )): 2^64 - n
            # "speculative drops"; sonda counts them once
            del c["drops"], want["drops"]
        probs = []
        if p.returncode:
            probs.append("exit status %d" % p.returncode)
        if got != m.out:
            probs.append("stdout:\n  want %r\n  got  %r" % (m.out, got))
        if c != want:
            probs.append("stderr counts: want %r, got %r" % (want, c))
        if other:
            probs.append("stderr: %s" % "\n".join(other[:5]))
        if probs:
            bad += 1
            print("seed %d: %s %s\n%s\n%s\n" % (seed, " ".join(opts), nfire,
                                               "\n".join(probs), prog))
    print("%d programs (%d committed buffers), %d disagreements" % (
        args.n, committed, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
