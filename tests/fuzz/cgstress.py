#!/usr/bin/python3
"""cgstress.py - code generation under pressure against a model of D's values.

Generates random programs that push the code generator to the kernel's
limits and checks that each one either runs and prints what this file's
model says DTrace for Linux 2.x prints, or is refused with a D error
(a [D_*] tag) before anything is loaded. A verifier rejection, an
internal error or a crash is always a disagreement. Each program fires
one probe once: BEGIN, tick-1ms (clauses guarded by a global so that only
the first firing counts) or syscall::getppid:entry of the getppid trigger
(/pid == $target/, run with -c). Its clauses, one to hundreds on that
probe, hold (by the program's shape):

  - deep nested expressions over long constants and variables: + - * & |
    ^, << >> by 0..63, / and % by ((e & 7) + 1), comparisons, ! ~ unary
    -, && || chains, ?: with integer and string arms; strings from
    strjoin(), substr() (non-negative index and count), lltostr(),
    toupper(), tolower(), strstr(s, substr(s, ...)) and ?:, read back by
    strlen(), index(), string comparisons and printf("%s"); calls whose
    arguments are calls;
  - many this-> integers and strings (clause-local), globals and self->
    variables live at once, stored and read back;
  - printf() with up to 60 arguments of both kinds;
  - associative arrays with tuple keys of 1 to 9 members (DTrace's
    DIF_DTR_NREGS + 1: dt_cg_arglist) mixing integers and strings, many
    arrays at once;
  - aggregations (count, sum, min, max), keyless and keyed, up to 200 in a
    clause and across clauses, printed by printa() in END;
  - integer chains a op (b op (c ...)) and strjoin(a, strjoin(b, ...))
    nested 10 to 150 deep (as many values live at once as levels);
  - aggregations 31, 32, 33, 63, 64, 65, 100 or 200 at once (the kernel
    allows 64 maps a program; DTrace has one map for all), over 1 to 4
    clauses;
  - long clauses (500 to 3,000 statements), many clauses (50 to 300) on
    the probe, if/else blocks;
  - #pragma D option strsize from 8 to the largest sonda takes (16383).

The model follows DTrace's definition, not C: every integer is a signed
64-bit long (constants carry an L suffix, comparisons and index() are cast
to long: dt_cg_typecast leaves a widening cast alone, so nothing
truncates), / and % truncate toward zero, >> of a signed value is
arithmetic (dt_cg_arithmetic_op) except between constants, which the
parser folds as uintmax_t (dt_node_op2: logical); a ?: with a constant
condition is its arm (dt_node_op3); the string subroutines are those of
tests/fuzz/strs.py's model (bpf/*.S and dt_cg.c's dt_cg_subr_*: strsize
limits, a store into a this-> or global string zeroes it before copying,
so s = s empties s); a string ?: is a copy (dt_cg_ternary_op), so s = c ?
s : t keeps s; an associative array element never
stored reads as 0 (dt_cg_assoc_op); an aggregation prints only the keys it
was given (dt_aggregate.c), printa("%@d") its count, sum, min or max.

Left out (the model cannot predict them; the statement is not checked):
strings that reach strsize characters (bytes after the NUL), a program
whose records fill the principal buffer or whose associative arrays fill
dynvarsize (64 MiB each here: "drops", counted apart), the order of
printa() lines (they are compared as a sorted set), avg() and the other
aggregating functions (aggs.py covers them), faults, alloca()/bcopy()
and copyin() scratch (no model of their bytes here), a self-> string
stored into itself, tuples past 9
members (EDT_NOTUPREG in both). Refusals are counted by tag, not checked
(-v prints them): deep nests get DTrace's own refusal, D_UNKNOWN
"Insufficient registers to generate code" (dt_regset.c gives %r1-%r8 one
spill slot each: 16 values live at once, 11 held at a call, which
sonda's sema_regs.c counts); the largest shapes get a D_NOREG error before loading, sonda's
own limits: the kernel's 1,000,000 instructions and 8,192 undecided jumps
on a path (long clauses of string functions), its 1 MiB scratch area
(many strings at a large strsize) and its 512-byte stack.

  tests/fuzz/cgstress.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA]
                         [-t TRIGGER] [-k SHAPE]... [-S STRSIZE] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints every
disagreement (the program's file, what the model wants, what sonda
printed); exit status 1 if any. Needs root and build/triggers/getppid
(make -C tests/triggers O=$PWD/build/triggers). Not run by tests/run.
"""
import collections
import concurrent.futures
import os
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from strs import Model as StrModel, Unknown, Open, s64  # noqa: E402

REF = False	# --ref: none of sonda's extensions (toupper( ), if/else)
STRSIZES = [256] * 6 + [8, 16, 32, 64, 100, 1000, 4096, 16383]
CONSTS = ["", "a", "ab", "xyz", "a/b", "Hello", "MiXeD", "0", "12", "-7",
          "abcabc", "q q"]
M64 = (1 << 64) - 1
ICONSTS = [0, 1, 2, 3, 7, 8, 100, 255, 4096, 65535, -1, -2, -100,
           2**31 - 1, 2**31, 2**32, 2**62, -2**63, 2**63 - 1, 123456789]


class K(int):
    """A constant the parser folds (dt_node_op1/op2/op3)."""


def fold(v, *operands):
    """v, a constant when every operand is one."""
    return K(v) if all(isinstance(o, K) for o in operands) else v


class UnknownVal:
    """A variable whose value the model cannot tell."""


UNK = UnknownVal()


def dstr(s):
    return '"%s"' % s


def dint(v):
    if v == -2**63:
        return "(-9223372036854775807L - 1L)"
    return "(%dL)" % v if v < 0 else "%dL" % v


class Clause:
    """The variables one clause has set: this-> integers and strings."""
    def __init__(self):
        self.ti = {}
        self.ts = {}


class Gen:
    def __init__(self, r, S):
        self.r = r
        self.m = StrModel(S)
        self.S = S
        self.g = {}		# global long variables
        self.gs = {}		# global string variables
        self.ti = {}		# self-> longs
        self.ts = {}		# self-> strings
        self.arrays = {}	# name -> (key kinds, {key: value})
        self.aggs = {}		# name -> (fn, key kinds, {key tuple: value})
        self.cl = Clause()
        self.nt = 0		# this-> names used so far
        self.same = {}		# folded ?: text -> the arm it is

    # --- leaves and expressions: (text, value) ---
    def var_of(self, local, glob, tls):
        """A random variable among this->, global and self-> ones
        (name -> value dicts): (its text, its value), or None."""
        pools = [(pre, d) for pre, d in (("this->", local), ("", glob),
                                         ("self->", tls)) if d]
        if not pools:
            return None
        pre, d = self.r.choice(pools)
        n = self.r.choice(sorted(d))
        if d[n] is UNK:
            raise Unknown
        return pre + n, d[n]

    def ivar(self):
        v = self.var_of(self.cl.ti, self.g, self.ti)
        return v and (v[0], int(v[1]))

    def svar(self):
        return self.var_of(self.cl.ts, self.gs, self.ts)

    def ileaf(self):
        r = self.r
        k = r.randrange(10)
        if k < 3:
            v = r.choice(ICONSTS) if r.random() < .6 else r.randrange(-50, 50)
            return dint(v), K(v)
        if k < 8:
            x = self.ivar()
            if x:
                return x
        if k == 8 and self.arrays:
            x = self.aread()
            if x:
                return x
        v = r.randrange(0, 1000)
        return dint(v), K(v)

    def aread(self):
        name = self.r.choice(sorted(self.arrays))
        kinds, d = self.arrays[name]
        if d and self.r.random() < .8:
            key = self.r.choice(list(d))
            txt = ", ".join(dint(k) if isinstance(k, int) else dstr(k)
                            for k in key)
            v = d[key]
            if v is UNK:
                raise Unknown
            return "%s[%s]" % (name, txt), int(v)
        ktxt, key = self.key(kinds, 1)
        v = d.get(key, 0)
        if v is UNK:
            raise Unknown
        return "%s[%s]" % (name, ktxt), int(v)

    def key(self, kinds, depth):
        txts, vals = [], []
        for k in kinds:
            if k == "i":
                t, v = self.iexpr(depth)
            else:
                t, v = self.sexpr(depth)
                v = self.m.out(v)
            txts.append(t)
            vals.append(v)
        return ", ".join(txts), tuple(vals)

    def iexpr(self, d):
        r = self.r
        if d <= 0 or r.random() < .15:
            return self.ileaf()
        k = r.randrange(18)
        if k < 6:
            op = r.choice(["+", "-", "*", "&", "|", "^"])
            (a, x), (b, y) = self.iexpr(d - 1), self.iexpr(d - 1)
            v = {"+": x + y, "-": x - y, "*": x * y, "&": x & y,
                 "|": x | y, "^": x ^ y}[op]
            return "(%s %s %s)" % (a, op, b), fold(s64(v), x, y)
        if k == 6:
            a, x = self.iexpr(d - 1)
            sh = r.randrange(64)
            if r.random() < .5:
                return "(%s << %d)" % (a, sh), fold(s64(x << sh), x)
            if isinstance(x, K):	# folded as uintmax_t: logical
                return "(%s >> %d)" % (a, sh), K(s64((x & M64) >> sh))
            return "(%s >> %d)" % (a, sh), x >> sh
        if k == 7:
            (a, x), (b, y) = self.iexpr(d - 1), self.iexpr(d - 1)
            dv = (y & 7) + 1
            op = r.choice("/%")
            q = abs(x) // dv
            q = q if x >= 0 else -q
            v = q if op == "/" else x - q * dv
            return "(%s %s ((%s & 7L) + 1L))" % (a, op, b), \
                fold(s64(v), x, y)
        if k == 8:
            (a, x), (b, y) = self.iexpr(d - 1), self.iexpr(d - 1)
            op = r.choice(["<", "<=", ">", ">=", "==", "!="])
            v = {"<": x < y, "<=": x <= y, ">": x > y, ">=": x >= y,
                 "==": x == y, "!=": x != y}[op]
            return "(long)(%s %s %s)" % (a, op, b), fold(int(v), x, y)
        if k == 9:
            n = r.randrange(2, 6)
            op = r.choice(["&&", "||"])
            parts = [self.iexpr(d - 1) for _ in range(n)]
            vs = [p[1] != 0 for p in parts]
            v = all(vs) if op == "&&" else any(vs)
            return "(long)(%s)" % (" %s " % op).join(p[0] for p in parts), \
                fold(int(v), *[p[1] for p in parts])
        if k == 10:
            a, x = self.iexpr(d - 1)
            op = r.choice("-~!")
            v = {"-": -x, "~": ~x, "!": int(x == 0)}[op]
            if op == "!":
                return "(long)(!%s)" % a, fold(v, x)
            return "(%s%s)" % (op, a), fold(s64(v), x)
        if k == 11:
            (c, z), (a, x), (b, y) = self.iexpr(d - 1), self.iexpr(d - 1), \
                self.iexpr(d - 1)
            v = x if z else y
            return "(%s ? %s : %s)" % (c, a, b), v if isinstance(z, K) \
                else int(v)
        if k == 12:
            a, s = self.sexpr(d - 1)
            return "(long)strlen(%s)" % a, self.m.strlen(s)
        if k == 13:
            (a, s), (b, t) = self.sexpr(d - 1), self.sexpr(d - 1)
            return "(long)index(%s, %s)" % (a, b), self.m.index(s, t)
        if k == 14:
            (a, s), (b, t) = self.sexpr(d - 1), self.sexpr(d - 1)
            op = r.choice(["<", "<=", ">", ">=", "==", "!="])
            c = self.m.strcmp(s, t)
            v = {"<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0,
                 "==": c == 0, "!=": c != 0}[op]
            return "(long)(%s %s %s)" % (a, op, b), int(v)
        return self.ileaf()

    def sleaf(self):
        if self.r.random() < .5:
            x = self.svar()
            if x:
                return x
        c = self.r.choice(CONSTS)
        return dstr(c), c

    def sexpr(self, d):
        r = self.r
        m = self.m
        if d <= 0 or r.random() < .2:
            return self.sleaf()
        k = r.randrange(8)
        if k < 2:
            (a, s), (b, t) = self.sexpr(d - 1), self.sexpr(d - 1)
            return "strjoin(%s, %s)" % (a, b), m.strjoin(s, t)
        if k == 2:
            a, s = self.sexpr(d - 1)
            i, n = r.randrange(0, 6), r.randrange(0, 8)
            if r.random() < .5:
                return "substr(%s, %d)" % (a, i), m.substr(s, i)
            return "substr(%s, %d, %d)" % (a, i, n), m.substr(s, i, n)
        if k == 3:
            a, x = self.iexpr(d - 1)
            return "lltostr(%s)" % a, m.lltostr(x)
        if k == 4 and REF:	# DTrace for Linux has no toupper( )
            k = 2
        if k == 4:
            a, s = self.sexpr(d - 1)
            up = r.random() < .5
            return "%s(%s)" % ("toupper" if up else "tolower", a), \
                m.case(s, up)
        if k == 5:
            (c, z), (a, s), (b, t) = self.iexpr(d - 1), self.sexpr(d - 1), \
                self.sexpr(d - 1)
            v = s if z else t
            if isinstance(v, Open) or len(v) >= self.S - 1:
                raise Unknown
            txt = "(%s ? %s : %s)" % (c, a, b)
            if isinstance(z, K):	# folded to its arm (dt_node_op3)
                arm = a if z else b
                self.same[txt] = self.same.get(arm, arm)
            return txt, v
        if k == 6:
            a, s = self.sexpr(d - 1)
            i, n = r.randrange(0, 4), r.randrange(0, 4)
            t = m.substr(s, i, n)
            v = m.strstr(s, t)
            if v is None:
                return self.sleaf()
            # s is evaluated twice: the same text twice has one value
            return "strstr(%s, substr(%s, %d, %d))" % (a, a, i, n), v
        return self.sleaf()


def val_or_unk(f):
    try:
        return f()
    except Unknown:
        return None


class Prog:
    """A program's clauses and the lines the model wants, in order (None:
    any line) plus the aggregation lines (a multiset)."""
    def __init__(self, r, probe):
        self.r = r
        self.probe = probe
        self.clauses = []
        self.want = []
        self.aggwant = []


def pred(probe):
    if probe == "BEGIN":
        return ""
    if probe == "tick-1ms":
        return "/!done/ "
    return "/pid == $target && !done/ "


def gen_stmt(g, depth, shape):
    """One statement: (text, lines wanted)."""
    r = g.r
    m = g.m
    k = r.randrange(12)
    if k < 3:		# this-> integer
        n = "i%d" % r.randrange(0, 40 if shape == "locals" else 8)
        try:
            t, v = g.iexpr(depth)
        except Unknown:
            return None
        g.cl.ti[n] = v
        return "this->%s = %s;" % (n, t), []
    if k < 5:		# this-> string
        n = "s%d" % r.randrange(0, 40 if shape == "locals" else 6)
        try:
            t, v = g.sexpr(depth)
        except Unknown:
            return None
        sv = m.store(v)
        if g.same.get(t, t) == "this->" + n:	# zeroed before the copy
            sv = ""
        g.cl.ts[n] = UNK if isinstance(sv, Open) else sv
        return "this->%s = %s;" % (n, t), []
    if k == 5 and r.random() < .3:	# self->
        if r.random() < .5:
            n = "i%d" % r.randrange(0, 6)
            try:
                t, v = g.iexpr(depth)
            except Unknown:
                return None
            g.ti[n] = v
        else:
            n = "s%d" % r.randrange(0, 6)
            try:
                t, v = g.sexpr(depth)
            except Unknown:
                return None
            sv = m.store(v)
            # a dynamic string's own store into itself: left out
            g.ts[n] = UNK if isinstance(sv, Open) or \
                g.same.get(t, t) == "self->" + n else sv
        return "self->%s = %s;" % (n, t), []
    if k == 5:		# global
        if r.random() < .6:
            n = "g%d" % r.randrange(0, 10)
            if n in g.gs:
                return None
            try:
                t, v = g.iexpr(depth)
            except Unknown:
                return None
            g.g[n] = v
        else:
            n = "gs%d" % r.randrange(0, 6)
            try:
                t, v = g.sexpr(depth)
            except Unknown:
                return None
            sv = m.store(v)
            if g.same.get(t, t) == n:
                sv = ""
            g.gs[n] = UNK if isinstance(sv, Open) else sv
        return "%s = %s;" % (n, t), []
    if k == 6 and shape in ("arrays", "mixed", "keys"):
        if not g.arrays or (r.random() < .3 and len(g.arrays) < 120):
            # a new array: declared by this store, so not read before it
            name = "a%d" % len(g.arrays)
            nk = r.randrange(1, 10 if shape == "keys" else 4)
            kinds, d = [r.choice("is") for _ in range(nk)], {}
        else:
            name = r.choice(sorted(g.arrays))
            kinds, d = g.arrays[name]
        try:
            ktxt, key = g.key(kinds, max(depth - 2, 0))
            t, v = g.iexpr(max(depth - 1, 0))
        except Unknown:
            return None
        d[key] = v
        g.arrays[name] = (kinds, d)
        return "%s[%s] = %s;" % (name, ktxt, t), []
    if k == 7 and shape in ("aggs", "mixed"):
        fn = r.choice(["count", "sum", "min", "max"])
        if r.random() < .3 and g.aggs:
            name = r.choice(sorted(g.aggs))
            fn, kinds, d = g.aggs[name]
        else:	# keyless, or keys of integers and strings
            name = "@x%d" % len(g.aggs)
            kinds = [r.choice("is") for _ in range(r.randrange(1, 5))] \
                if r.random() < .5 else []
            d = {}
        try:
            kt, kv = g.key(kinds, max(depth - 2, 0))
            t, v = g.iexpr(max(depth - 1, 0)) if fn != "count" else ("", 1)
        except Unknown:
            return None
        if any(isinstance(k, str) and len(k) >= g.S for k in kv):
            return None	# a key of strsize characters: Open
        g.aggs[name] = (fn, kinds, d)
        if fn == "count":
            d[kv] = d.get(kv, 0) + 1
        elif fn == "sum":
            d[kv] = s64(d.get(kv, 0) + v)
        elif fn == "min":
            d[kv] = min(d.get(kv, v), v)
        else:
            d[kv] = max(d.get(kv, v), v)
        return "%s%s = %s(%s);" % (name, "[%s]" % kt if kinds else "", fn,
                                   t), []
    if k == 8 and shape == "mixed" and depth > 1 and not REF:	# if/else
        try:
            c, z = g.iexpr(depth - 1)
        except Unknown:
            return None
        # both arms are generated (the model runs only one): they must not
        # change what later statements read, so they only print
        arms = []
        for taken in (z != 0, z == 0):
            res = gen_print(g, depth - 1, 1 + r.randrange(3))
            if res is None:
                return None
            arms.append((res, taken))
        lines = []
        for (txt, ls), taken in arms:
            if taken:
                lines = ls
        return "if (%s) { %s } else { %s }" % (c, arms[0][0][0],
                                               arms[1][0][0]), lines
    return gen_print(g, depth, 1 + r.randrange(
        60 if shape == "printf" else 4))


def gen_print(g, depth, nargs):
    r = g.r
    fmts, args, vals = [], [], []
    for _ in range(nargs):
        try:
            if r.random() < .5:
                t, v = g.iexpr(depth)
                fmts.append("%d")
                vals.append(str(v))
            else:
                t, v = g.sexpr(depth)
                s = g.m.out(v)
                if isinstance(v, Open) or len(s) >= g.S:
                    vals.append(None)
                else:
                    vals.append(s)
                fmts.append("%s")
        except Unknown:
            return None
        args.append(t)
    line = None if None in vals else "|" + "|".join(vals) + "|"
    return 'printf("|%s|\\n", %s);' % ("|".join(fmts), ", ".join(args)), \
        [line]


SHAPES = ["expr", "locals", "printf", "arrays", "keys", "aggs", "mixed",
          "long", "clauses", "manyaggs", "nest"]


def program(seed, only=None, strsize=None):
    r = random.Random(seed)
    shape = r.choice(only or SHAPES)
    probe = r.choice(["BEGIN"] * 3 + ["tick-1ms", "syscall::getppid:entry"])
    S = r.choice(STRSIZES) if shape not in ("long", "clauses", "manyaggs") \
        else 256
    S = strsize or S
    g = Gen(r, S)
    depth = {"expr": 7, "locals": 3, "printf": 2, "arrays": 3, "keys": 2,
             "aggs": 3, "mixed": 4, "long": 2, "clauses": 2,
             "manyaggs": 1, "nest": 1}[shape]
    nclauses = {"clauses": r.choice([50, 150, 300])}.get(shape,
                                                         r.randrange(1, 4))
    nstmts = {"long": r.choice([500, 700, 900, 1100, 1500, 3000]), "clauses": 3,
              "expr": r.randrange(3, 12), "printf": r.randrange(1, 4)}.get(
                  shape, r.randrange(5, 40))
    clauses, want = [], []
    if shape == "manyaggs":	# N aggregations over 1 to 4 clauses
        allaggs = many_aggs(g, r)
        cut = sorted(r.randrange(len(allaggs) + 1) for _ in range(nclauses))
        parts = [allaggs[i:j] for i, j in zip([0] + cut, cut + [None])]
        nclauses = len(parts)
    for c in range(nclauses):
        g.cl = Clause()
        stmts = []
        if shape == "manyaggs":
            stmts = parts[c]
        elif shape == "nest":
            for _ in range(r.randrange(1, 4)):
                res = nest_stmt(g, r)
                if res:
                    stmts.append(res[0])
                    want.extend(res[1])
        else:
            tries = 0
            while len(stmts) < nstmts and tries < nstmts * 5:
                tries += 1
                res = gen_stmt(g, depth, shape if shape != "clauses"
                               else "mixed")
                if res is None:
                    continue
                stmts.append(res[0])
                want.extend(res[1])
        clauses.append(stmts)
    text = "int done;\n"
    if S != 256:
        text += "#pragma D option strsize=%d\n" % S
    p = pred(probe)
    for stmts in clauses:
        text += "%s %s{\n\t%s\n}\n" % (probe, p, "\n\t".join(stmts))
    text += "%s %s{\n\tdone = 1;\n\texit(0);\n}\n" % (probe, p)
    aggw = []
    if g.aggs:
        text += "END\n{\n"
        for name in sorted(g.aggs):
            fn, kinds, d = g.aggs[name]
            fmt = "".join(" %d" if k == "i" else " %s" for k in kinds)
            text += '\tprinta("%s%s %%@d\\n", %s);\n' % (name, fmt, name)
            aggw += [" ".join([name] + [str(x) for x in key] + [str(v)])
                     for key, v in d.items()]
        text += "}\n"
    return shape, probe, S, text, want, aggw


def nest_stmt(g, r):
    """this-> variables, then one printf of an integer chain a op (b op (c
    ...)) and a string chain strjoin(a, strjoin(b, ...)) nested 10 to 150
    deep: as many live values as levels."""
    stmts = []
    for i in range(4):
        v = r.randrange(-9, 100)
        stmts.append("this->n%d = %s;" % (i, dint(v)))
        g.cl.ti["n%d" % i] = v
    n = r.randrange(10, 50) if r.random() < .7 else r.randrange(50, 150)
    leaves = []
    for _ in range(n):
        if r.random() < .5:
            k = r.randrange(4)
            leaves.append(("this->n%d" % k, g.cl.ti["n%d" % k]))
        else:
            v = r.randrange(0, 10)
            leaves.append((dint(v), K(v)))
    ops = [r.choice("+-^|") for _ in range(n - 1)]
    t, v = leaves[-1]
    for (lt, lv), op in zip(reversed(leaves[:-1]), reversed(ops)):
        x = {"+": lv + v, "-": lv - v, "^": lv ^ v, "|": lv | v}[op]
        t, v = "(%s %s %s)" % (lt, op, t), fold(s64(x), lv, v)
    m = r.randrange(1, max(2, min(150, g.S // 2)))
    st, sv = '"z"', "z"
    for i in range(m):
        c = "abcdefg"[i % 7]
        st, sv = "strjoin(\"%s\", %s)" % (c, st), g.m.strjoin(c, sv)
    sv = g.m.out(sv)
    line = None if len(sv) >= g.S else "|%d|%s|" % (v, sv)
    stmts.append('printf("|%%d|%%s|\\n", %s, %s);' % (t, st))
    return "\n\t".join(stmts), [line]


def many_aggs(g, r):
    """A clause of N aggregations, N around the kernel's 64 maps."""
    n = r.choice([31, 32, 33, 63, 64, 65, 100, 200])
    stmts = []
    for i in range(n):
        fn = r.choice(["count", "sum", "min", "max"])
        kinds = ["i"] if r.random() < .6 else []
        name = "@m%d" % i
        ks = tuple(r.randrange(-5, 100) for _ in kinds)
        v = r.randrange(-1000, 1000)
        arg = "" if fn == "count" else dint(v)
        g.aggs[name] = (fn, kinds, {ks: 1 if fn == "count" else v})
        stmts.append("%s%s = %s(%s);" % (
            name, "[%s]" % dint(ks[0]) if kinds else "", fn, arg))
    return stmts


def run(args, prog, probe):
    with tempfile.NamedTemporaryFile("w", suffix=".d", delete=False,
                                     dir=args.tmp) as f:
        f.write(prog)
    cmd = ["timeout", "120", args.bin, "-q", "-b", "64m", "-x",
           "dynvarsize=64m", "-s", f.name]
    if probe.startswith("syscall"):
        cmd += ["-c", args.t + " 1"]
    if probe == "tick-1ms":
        cmd = ["taskset", "-c", "0"] + cmd
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    return f.name, p.returncode, p.stdout, p.stderr


def one(args, seed):
    shape, probe, S, text, want, aggw = program(seed, args.k, args.S)
    path, rc, out, err = run(args, text, probe)
    lines = out.split("\n")
    plain = [ln for ln in lines if ln.startswith("|")]
    aggs = sorted(ln for ln in lines if ln.startswith("@"))
    problems = []
    if re.search(r" drops?\b", err):	# a buffer filled: output is missing
        return seed, shape, "drops", [], path, err
    if rc != 0:
        if "[D_" in err and rc == 1 and "failed to load" not in err \
                and "nternal" not in err:
            tag = err.split("[D_", 1)[1].split("]", 1)[0]
            return seed, shape, "D_" + tag, [], path, err
        if rc == 1 and "Insufficient registers to generate code" in err:
            return seed, shape, "EDT_NOREG", [], path, err	# untagged
        if REF and rc in (1, 124) and re.search(
                r"failed to load|could not enable tracing|jump out of range",
                err):	# the verifier (124: still verifying at timeout),
            return seed, shape, "load-refused", [], path, err	# 32 KiB maps
        if REF and "dt_cg_tstring_xalloc: Assertion" in err:
            return seed, shape, "dtrace-bug", [], path, err	# common.md
        problems.append("exit %d: %s" % (rc, err.strip()[:600]))
    else:
        if len(plain) != len(want):
            problems.append("want %d lines, got %d" % (len(want),
                                                       len(plain)))
        for i, (w, h) in enumerate(zip(want, plain)):
            if w is not None and w != h:
                problems.append("line %d:\n\twant %r\n\tgot  %r" % (i, w, h))
                break
        if sorted(aggw) != aggs:
            a, b = collections.Counter(aggw), collections.Counter(aggs)
            problems.append("aggregations: want not got %r; got not want %r"
                            % (sorted((a - b).elements())[:5],
                               sorted((b - a).elements())[:5]))
    if not problems:
        os.unlink(path)
    return seed, shape, "ok" if not problems else "bad", problems, path, err


def main():
    ap = fuzzlib.options(n=100, j=2)
    ap.add_argument("-t", default="build/triggers/getppid")
    ap.add_argument("-S", type=int, help="every program's strsize")
    ap.add_argument("-k", action="append", choices=SHAPES,
                    help="only programs of this shape (repeatable)")
    args = ap.parse_args()
    global REF
    REF = args.ref
    args.tmp = tempfile.mkdtemp(prefix="cgstress.")
    counts = collections.Counter()
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        for seed, shape, verdict, problems, path, err in ex.map(
                lambda s: one(args, s), range(args.s, args.s + args.n)):
            counts[verdict] += 1
            if verdict == "bad":
                bad += 1
                print("seed %d (%s, program %s):\n%s\n" % (
                    seed, shape, path, "\n".join(problems)))
            elif verdict != "ok":
                if args.v:
                    print("seed %d (%s): refused: %s" % (seed, shape,
                                                         err.strip()[:300]))
                os.unlink(path)
    print("%d programs: %s; %d disagreements" % (
        args.n, ", ".join("%s %d" % kv for kv in sorted(counts.items())),
        bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
