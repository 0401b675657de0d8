#!/usr/bin/python3
"""vars.py - D variables of every scope and their storage against a model of DTrace.

Generates random D programs that store values into variables of every kind
and read them back: globals (declared and implicit), clause-local this->
(declared with `this T x;` and implicit), thread-local self-> (declared with
`self T x;` and implicit), associative arrays (global and self->[...]) keyed
by tuples of mixed integer widths, negative values and strings, global
arrays (int a[4]) indexed by constants and variables (some out of range at
run time), structs as variable values (copied whole between scopes, members
stored and read), pointers (stored, moved by op= and ++/--), strings (cut
by strsize, empty ones, compared). Statements
are stores, op= (+= -= *= &= |= ^= <<=), ++ and -- (prefix and postfix, as
statements and as values; on members of global, this-> and self-> structs,
an absent self-> struct faulting at its NULL address, and on int array
elements indexed by a variable, checked at run time), ?: values and
deletions (0 stored into dynamic variables); predicates compare a
variable, or an expression with ++/--, ?: and casts whose side effects
stay when the predicate is false, with a constant. Each program runs as root, pinned on CPU 0, with -q: BEGIN
clauses, tick-1ms clauses for K firings (the last one calls exit()), and END
clauses; stdout is compared line by line with the model's (a line whose
value the model cannot know is a wildcard), and the run-time errors on
stderr (their message up to " at BPF pc"). A second kind of program is
compiled alone with -e -x errtags: a later clause storing another type
into a variable, redeclarations, constant out-of-range indexes, reads of
variables never assigned; the D_* tag and message are compared. A third kind stores into self->
variables and associative arrays, each store a clause of its own, under a
small -x dynvarsize, and compares the elements read back and the dynamic
variable drops reported on stderr.

The model follows libdtrace and the BPF library:

  - dt_parser.c (DT_TOK_ASGN in dt_cook_op2): a variable first assigned in
    program text order takes the right operand's type (dt_ident_set_storage);
    a later store must be dt_node_is_argcompat or, for a dynamic variable,
    the literal 0 (else D_OP_INCOMPAT "operands have incompatible types");
    dt_cook_var: a read of a variable no earlier text assigned or declared is
    D_VAR_UNDEF "X has not yet been declared or assigned";
    dt_decl.c/dt_parser.c dt_node_decl: a variable redeclared with another
    type or kind is D_DECL_IDRED ("identifier redeclared: x\n\t current:
    scalar T\n\tprevious: scalar U"), an associative this-> declaration
    D_DECL_LOCASSC; dt_cook_op2 for [] on an array: a constant index past
    the end is D_ARR_BOUNDS "index outside array bounds: N, max is M";
  - dt_cg.c dt_cg_store_var/dt_cg_load_var: stores truncate to the
    variable's size, loads sign- or zero-extend (dt_cg_promote); globals in
    one map; this-> variables in a per-CPU map nothing clears, so a
    this-> variable read before its clause writes it holds what the last
    store left there (an earlier clause, an earlier firing, even BEGIN's on
    that CPU), and 0 before any store; self-> and associative elements are
    dynamic variables (bpf/get_dvar.c): absent ones read 0, storing 0
    deletes them, the key of a thread is its pid (BEGIN and END run in
    sonda's thread; a tick firing's thread is unknown, so self-> variables
    used by tick clauses are their own and unknown at a firing's start);
  - dt_cg_arglist: each tuple component is cast to the key's type fixed by
    the first use (dt_cg_typecast), so (long)300 keys a char-keyed array's
    element 44; string keys are read with strsize + 1 bytes, so strings
    equal in their first strsize characters are the same key;
  - dt_cg_incdec_op: ++/-- load the raw bytes, add, store truncated; an
    absent dynamic variable becomes +-1 (postfix value 0);
  - dt_cg_store_var/dt_cg_prep_dvar: x op= 0 of a dynamic variable with a
    literal 0 deletes it, whatever op (<<= 0 here);
  - dt_cg_arithmetic_op: an array indexed by a non-constant is checked at
    run time (unsigned, on the index scaled by the element size); past the
    end is the fault BADINDEX with the scaled index divided back (unsigned)
    as its value, printed by dt_handle.c as a signed 64-bit number; the
    fault ends the clause, the later clauses run (dt_handle_err's text:
    "error in dt_clause_N for probe ID P (dtrace:::BEGIN): index out of
    bounds (I)");
  - dt_cg_typecast: a cast shifts only when it narrows, changes the sign
    at one size, or widens a signed value to a narrower-than-64-bit
    unsigned type; (long long) leaves the register as it is, so a ++/--
    value prints as its raw register; dt_node_op2 folds a cast constant the
    same way and folds comparisons of constants, and dt_node_op3 returns
    the arm a constant condition picks, with that arm's type; otherwise ?:
    moves the arm's register and has the type dt_type_promote gives;
  - printf(): an argument's record has its type's size; %d reads it signed
    for a signed type and as %u otherwise (pfcheck_dint), %u unsigned
    (pfprint_uint); an absent dynamic string is NULL, and copying it is a
    fault (invalid address (0x0)), as is copying a global or this-> string
    assigned one (dt_cg_store_var stores DT_NULL_STRING for a NULL source,
    which dt_cg_load_var reads back as 0), or reading a member of an absent
    dynamic struct or copying one into a global or this-> struct (copied
    into a dynamic one, it deletes it: dt_get_dvar stores 0);
  - bpf/strcmp.S: copies of strsize - 1 characters are compared, and at
    the first difference the left string's own byte; two strings of strsize
    characters are then not equal; a global or this-> string assigned from
    itself becomes "" (dt_cg_store_var zeroes its first bytes first);
  - dynvarsize: gmap_create_dvars makes dynvarsize / (largest tuple +
    largest value) entries (dt_cg_arglist's tuple sizes, dt_ident_set_storage's
    value sizes, a declared variable's counted even if unused) shared by
    every self-> variable and associative element; a store that finds no
    room is a drop that ends its clause; stores of 0 free entries.

Left out: a dynvarsize program where an associative element's tuple got
into DTrace's tuples map and its dvar did not (get_dvar.c leaves the tuple,
which then holds a place sonda does not keep: such programs are skipped),
comparisons of NULL strings, whole-struct trace() and print() output
(dtypes.py covers it), self-> structs in tick clauses, programs whose run
depends on an index the model cannot know (a tick firing's self-> values).

  tests/fuzz/vars.py [-n PROGRAMS] [-s SEED] [-j JOBS] [-b SONDA] [-v]

Runs as root (taskset -c 0). Deterministic by seed; each program is seed,
seed+1, ... Prints each disagreement; exit status 1 if any. Not run by
tests/run.
"""
import concurrent.futures
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib

M64 = (1 << 64) - 1
UNK = object()  # a value the model cannot know


def pred_holds(a, ty, c, cmp):
    """A predicate a CMP c of a value of type ty, compared as DTrace's
    code compares it (64-bit, signed when the promoted type is): no
    actions, or Skip when it is false."""
    if promote(ty, INT).signed:
        a, b = trunc(a, LONG), c
    else:
        a, b = a & M64, c & M64
    if not {"==": a == b, "!=": a != b, "<": a < b, ">": a > b}[cmp]:
        raise Skip()
    return []


class T:
    def __init__(self, name, bits, signed):
        self.name, self.bits, self.signed = name, bits, signed
        self.kind = "int"

    def __repr__(self):
        return self.name


INTS = [T("char", 8, True), T("unsigned char", 8, False), T("short", 16, True),
        T("unsigned short", 16, False), T("int", 32, True),
        T("unsigned int", 32, False), T("long", 64, True),
        T("unsigned long", 64, False), T("int8_t", 8, True),
        T("uint8_t", 8, False), T("int16_t", 16, True), T("uint16_t", 16, False),
        T("int32_t", 32, True), T("uint32_t", 32, False), T("int64_t", 64, True),
        T("uint64_t", 64, False), T("_Bool", 8, False)]
INT = INTS[4]
LONG = INTS[6]
RESOLVED = {"int8_t": "char", "uint8_t": "unsigned char", "int16_t": "short",
            "uint16_t": "unsigned short", "int32_t": "int",
            "uint32_t": "unsigned int", "int64_t": "long",
            "uint64_t": "unsigned long"}


class Str:
    kind, name = "string", "string"


class Sou:
    kind = "struct"

    def __init__(self, name, members):
        self.name, self.members = name, members  # [(mname, T)]
        off = 0
        self.offs = {}
        for m, t in members:
            a = t.bits // 8
            off = (off + a - 1) // a * a
            self.offs[m] = off
            off += a
        self.size = off  # libctf: no padding after the last member


class Ptr(T):
    def __init__(self, ref, size):
        T.__init__(self, ref + " *", 64, False)
        self.kind, self.ref, self.step = "ptr", ref, size


STR = Str()
SOU = Sou("struct vs", [("c", INTS[0]), ("l", INTS[6]), ("s", INTS[2]),
                        ("i", INTS[4]), ("uc", INTS[1])])
SOUDECL = "struct vs { char c; long l; short s; int i; unsigned char uc; };\n"
PTRS = [Ptr("int", 4), Ptr("char", 1), Ptr("long", 8), Ptr("short", 2),
        Ptr("struct vs", SOU.size)]


def trunc(v, t):
    v &= (1 << t.bits) - 1
    if t.signed and v >> (t.bits - 1):
        v -= 1 << t.bits
    return v


def castv(raw, src, dst):
    """dt_cg_typecast (and dt_node_op2's folding of a constant): shift
    only when narrowing or changing the sign at the same size, or widening
    a signed value to an unsigned type narrower than 64 bits; else the
    register is left as it is."""
    if raw is UNK:
        return UNK
    if dst.bits == 64:
        return trunc(raw, LONG)
    if dst.bits > src.bits and (dst.signed or not src.signed):
        return trunc(raw, LONG)
    if dst.bits == src.bits and dst.signed == src.signed:
        return trunc(raw, LONG)
    return trunc(raw, dst)


def ctype(c):
    """dt_node_int: an unsuffixed decimal constant is int, else long."""
    return INT if abs(c) <= 2 ** 31 - 1 else LONG


def is_true(raw, t, cmp):
    """raw cmp 0, signed or not as dt_cg_compare_signed decides."""
    if promote(t, INT).signed:	# dt_cg_compare_signed
        v = trunc(raw, LONG)
    else:
        v = raw & M64
    return {"<": v < 0, ">": v > 0, "==": v == 0, "!=": v != 0}[cmp]


def rank(t):
    return {8: 1, 16: 2, 32: 3, 64: 4}[t.bits]


def promote(a, b):
    """dt_type_promote: not C's conversions; the rank is the bits plus one
    for an unsigned type, and the higher rank's type is the result (char
    ?: char is char, int and unsigned int give unsigned int)."""
    ra = a.bits + (0 if a.signed else 1)
    rb = b.bits + (0 if b.signed else 1)
    return a if ra >= rb else b


class Var:
    def __init__(self, scope, name, ty, declared, keys=None, phase="be"):
        self.scope, self.name, self.ty = scope, name, ty
        self.declared, self.keys, self.phase = declared, keys, phase
        self.typed = declared

    def ref(self, keytxt=None):
        p = {"g": "", "t": "self->", "l": "this->", "a": "",
             "ta": "self->", "arr": ""}[self.scope]
        if keytxt is not None:
            return "%s%s[%s]" % (p, self.name, keytxt)
        return p + self.name

    def dynamic(self):
        return self.scope in ("t", "a", "ta")


class State:
    def __init__(self, strsize):
        self.g, self.l, self.t, self.strsize = {}, {}, {}, strsize
        self.errors = []


class Member:
    """a member of a global, this-> or self-> struct, as an lvalue."""
    scope = "mem"

    def __init__(self, parent, m, ty):
        self.parent, self.name, self.ty = parent, m, ty

    def dynamic(self):
        return False


def getv(st, var, key):
    """the stored value: a global's, this->'s or a dynamic variable's."""
    if var.scope == "mem":
        d, k = getv(st, var.parent, None)
        if var.parent.dynamic() and k not in d:
            # an absent self-> struct is NULL: dt_cg_node( )'s DT_TOK_DOT
            # checks the struct's address (dt_cg_check_notnull( )) before
            # a member is loaded, stored, incremented or decremented
            raise Fault("invalid address (0x0)")
        if not isinstance(d.get(k), dict):
            d[k] = {}
        return d[k], var.name
    if var.scope in ("g", "arr"):
        d, k = st.g, (var.name, key)
    elif var.scope == "l":
        d, k = st.l, (var.name, key)
    else:
        d, k = st.t if var.scope in ("t", "ta") else st.g, (var.name, key)
    return d, k


def k_absent(st, var, key):
    d, k = getv(st, var, key)
    return k not in d


def load(st, var, key=None):
    d, k = getv(st, var, key)
    v = d.get(k, 0)
    if v is UNK and var.ty.kind in ("int", "ptr"):
        return UNK
    if var.ty.kind == "string" and not var.dynamic() and k not in d:
        return ""	# zeroed storage: no DT_NULL_STRING, an empty string
    return v


def store(st, var, key, v):
    d, k = getv(st, var, key)
    if var.ty.kind in ("int", "ptr") and v is not UNK:
        v = trunc(v, var.ty)
    if var.ty.kind == "string" and isinstance(v, str):
        v = v[:st.strsize]
    elif var.ty.kind == "string" and v == 0:   # a NULL string
        v = None if not var.dynamic() else 0
    if var.dynamic() and (v == 0 or v is None) and not isinstance(v, str):
        d.pop(k, None)
        return
    d[k] = v


class Gen:
    """Builds a program's clauses; expressions are (text, type, fn(st))."""

    def __init__(self, r, strsize):
        self.r, self.strsize = r, strsize
        self.vars, self.decls, self.n = [], [], 0
        self.lines = 0

    def fresh(self, scope, ty, phase, keys=None):
        r = self.r
        self.n += 1
        name = "%s%s%d" % ({"g": "g", "t": "t", "l": "l", "a": "a",
                             "ta": "ta", "arr": "arr"}[scope],
                            "k" if phase == "tick" else "", self.n)
        decl = scope == "arr" or (scope in ("g", "t", "l") and
                                  r.random() < 0.5) or \
            (scope == "a" and r.random() < 0.4)
        v = Var(scope, name, ty, decl, keys, phase)
        if decl:
            cls = {"g": "", "t": "self ", "l": "this ", "a": "",
                   "arr": ""}[scope]
            if scope == "a":
                self.decls.append("%s %s[%s];" % (ty.name, name, ", ".join(
                    k.name for k in keys)))
            elif scope == "arr":
                self.decls.append("int %s[4];" % name)
            else:
                self.decls.append("%s%s %s;" % (cls, ty.name, name))
        self.vars.append(v)
        return v

    def pick(self, phase, kind, typed=True, scopes=None):
        """a variable usable in this phase: self-> ones of tick clauses are
        their own (a tick firing's thread is unknown)."""
        c = [v for v in self.vars if v.ty.kind == kind and
             (v.typed or not typed) and
             (v.scope not in ("t", "ta") or (v.phase == "tick") == (phase == "tick"))
             and (scopes is None or v.scope in scopes)]
        return self.r.choice(c) if c else None

    # integer expressions
    def iconst(self):
        r = self.r
        c = r.choice([0, 1, -1, 2, 7, 100, 127, 128, 255, 256, 300, -129,
                      32767, 32768, 65535, 65536, -32769, 2147483647,
                      -2147483648, r.randrange(-1000, 1000)])
        txt = str(c) if c >= 0 else "(%d)" % c
        if r.random() < 0.4:
            t = r.choice(INTS)
            return "(%s)%d" % (t.name, c), t, \
                (lambda st, c=c, t=t: castv(c, ctype(c), t)), True
        return txt, ctype(c), (lambda st, c=c: c), True

    def keyexpr(self, kt):
        r = self.r
        if kt.kind == "string":
            s = r.choice(["", "a", "ab", "abcd", "abcde", "abcdx", "zz"])
            return '"%s"' % s, (lambda st, s=s: s[:st.strsize])
        c = r.choice([0, 1, -1, 2, 44, 300, -300, 65580, 4294967340,
                      -4294967252])
        ct = r.choice([INT, LONG, kt] + INTS)
        if abs(c) >= 2 ** 31 and ct.bits < 64:
            ct = LONG
        if ct is INT:
            txt = str(c) if c >= 0 else "(%d)" % c
        else:
            txt = "(%s)%d" % (ct.name, c)
        return txt, (lambda st, c=c, ct=ct, kt=kt: trunc(trunc(c, ct), kt))

    def lvalue(self, phase, kind, typed=True):
        """(text, var, keyfn) of an existing variable of this kind."""
        v = self.pick(phase, kind, typed)
        if kind == "int" and self.r.random() < 0.2:
            # self-> structs' members too, but not in tick clauses (whether
            # a firing's thread has one is unknown)
            p = self.pick(phase, "struct", scopes=["g", "l"] +
                          (["t"] if phase != "tick" else []))
            if p is not None:
                m, mt = self.r.choice(SOU.members)
                return "%s.%s" % (p.ref(), m), Member(p, m, mt), (lambda st: None)
        if v is None:
            return None
        if v.scope in ("a", "ta"):
            ks = [self.keyexpr(k) for k in v.keys]
            txt = v.ref(", ".join(k[0] for k in ks))
            return txt, v, (lambda st, ks=ks: tuple(k[1](st) for k in ks))
        if v.scope == "arr":
            i = self.r.randrange(4)
            return "%s[%d]" % (v.name, i), v, (lambda st, i=i: i)
        return v.ref(), v, (lambda st: None)

    def iexpr(self, phase, depth=0):
        """(text, type, fn(st) -> the register's 64-bit value)."""
        r = self.r
        x = r.random()
        if x < 0.3 or depth > 1:
            return self.iconst()
        if x < 0.6:
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.iconst()
            txt, v, kf = lv
            return txt, v.ty, (lambda st, v=v, kf=kf: load(st, v, kf(st))), False
        if x < 0.75:
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.iconst()
            txt, v, kf = lv
            op, post = r.choice(["++", "--"]), r.random() < 0.5
            d = 1 if op == "++" else -1

            def f(st, v=v, kf=kf, d=d, post=post):
                # dt_cg_incdec_op: the raw bytes zero-extended, +-1; an
                # absent dynamic variable is stored as +-1 (postfix: 0)
                k = kf(st)
                old = load(st, v, k)
                if old is UNK:
                    return UNK
                if v.dynamic() and old == 0 and k_absent(st, v, k):
                    store(st, v, k, d)
                    return 0 if post else d
                old &= (1 << v.ty.bits) - 1
                store(st, v, k, old + d)
                return trunc(old if post else old + d, LONG)
            return (txt + op if post else op + txt), v.ty, f, False
        if x < 0.85:
            e = self.iexpr(phase, depth + 1)
            t = r.choice(INTS)
            return "(%s)(%s)" % (t.name, e[0]), t, \
                (lambda st, e=e, t=t: castv(e[2](st), e[1], t)), e[3]
        a = self.iexpr(phase, depth + 1)
        b = self.iexpr(phase, depth + 1)
        c = self.iexpr(phase, depth + 1)
        cmp = r.choice(["<", ">", "==", "!="])
        txt = "(%s %s 0 ? %s : %s)" % (a[0], cmp, b[0], c[0])
        if a[3]:	# dt_node_op3: a constant condition picks its arm
            arm = b if is_true(a[2](None), a[1], cmp) else c
            return txt, arm[1], arm[2], arm[3]
        rt = promote(b[1], c[1])

        def f(st, a=a, b=b, c=c, cmp=cmp):
            # dt_cg_ternary_op moves the arm's register: no conversion
            av = a[2](st)
            if av is UNK:
                # the arm that runs is unknown: so is what its ++ or --
                # leaves in its variable
                if any(o in b[0] + c[0] for o in ("++", "--")):
                    raise Unknown()
                return UNK
            return b[2](st) if is_true(av, a[1], cmp) else c[2](st)
        return txt, rt, f, False

    def pred(self, phase):
        """a predicate comparing a variable (global, self-> or associative)
        with a constant, signed or not as dt_cg_compare_signed says; or
        an expression with side effects (++/--, ?:, casts) compared so:
        they stay when the predicate is false (dt_cg_prologue( ) runs it
        before the clause's first statement)."""
        r = self.r
        if r.random() < 0.5:
            e = self.iexpr(phase)
            if not e[3]:
                return self.pred_expr(e)
        v = self.pick(phase, "int", scopes=["g", "t", "a", "ta"])
        if v is None:
            return []
        lv = None
        while lv is None or lv[1] is not v:
            lv = self.lvalue(phase, "int")
            if lv is not None and lv[1].scope in ("g", "t", "a", "ta"):
                v = lv[1]
                break
        txt, v, kf = lv
        c = r.choice([0, 1, -1, 7, 255, 300])
        cmp = r.choice(["==", "!=", "<", ">"])

        def f(st, v=v, kf=kf, c=c, cmp=cmp):
            a = load(st, v, kf(st))
            if a is UNK:
                raise Unknown()
            return pred_holds(a, v.ty, c, cmp)
        return [("/%s %s %s/" % (txt, cmp, c if c >= 0 else "(%d)" % c), f)]

    def pred_expr(self, e):
        r = self.r
        c = r.choice([0, 1, -1, 7, 255, 300])
        cmp = r.choice(["==", "!=", "<", ">"])

        def f(st, e=e, c=c, cmp=cmp):
            a = e[2](st)
            if a is UNK:
                raise Unknown()
            return pred_holds(a, e[1], c, cmp)
        return [("/(%s) %s %s/" % (e[0], cmp, c if c >= 0 else "(%d)" % c), f)]

    def out(self, fmt, args, fn):
        self.lines += 1
        return ('printf("%s\\n"%s);' % (fmt, "".join(", " + a for a in args)),
                fn)

    # statements: (text, fn(st) -> list of lines (bytes or None) or raise Fault)
    def stmt(self, phase):
        r = self.r
        x = r.random()
        if x < 0.2:   # a new variable
            return self.newvar(phase)
        if x < 0.45:  # print an integer expression
            e = self.iexpr(phase)
            if r.random() < 0.5:
                return self.out("%d", ["(long long)(%s)" % e[0]],
                                lambda st, e=e: [fmtint(e[2](st))])
            # the record keeps the type's size; %d reads it signed by that
            # size for a signed type, else as %u (pfcheck_dint), %u
            # unsigned (pfprint_uint)
            conv = r.choice(["d", "u"])
            rt = T("", e[1].bits, conv == "d" and e[1].signed)

            def f(st, e=e, rt=rt):
                v = e[2](st)
                return [None if v is UNK else b"%d" % trunc(v, rt)]
            return self.out("%" + conv, [e[0]], f)
        if x < 0.6:   # store into an integer variable
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.newvar(phase)
            txt, v, kf = lv
            if v.dynamic() and r.random() < 0.3:
                e = ("0", INT, lambda st: 0, True)
            else:
                e = self.iexpr(phase)

            def f(st, v=v, kf=kf, e=e):
                val = e[2](st)	# before the key (dt_cg_prep_dvar( ))
                store(st, v, kf(st), val)
                return []
            return "%s = %s;" % (txt, e[0]), f
        if x < 0.7:   # op=
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.newvar(phase)
            txt, v, kf = lv
            op = r.choice(["+", "-", "*", "&", "|", "^", "<<"])
            c = r.choice([1, 3, 255, 1000, 65537]) if op != "<<" else \
                r.randrange(0, 12)

            def f(st, v=v, kf=kf, op=op, c=c):
                k = kf(st)
                o = load(st, v, k)
                if o is not UNK:
                    o = {"+": o + c, "-": o - c, "*": o * c, "&": o & c,
                         "|": o | c, "^": o ^ c, "<<": o << c}[op]
                if c == 0 and v.dynamic():	# a literal 0 deletes it
                    o = 0
                store(st, v, k, o)
                return []
            return "%s %s= %d;" % (txt, op, c), f
        if x < 0.8:
            return self.strstmt(phase)
        if x < 0.87:
            return self.soustmt(phase)
        if x < 0.94:
            return self.ptrstmt(phase)
        return self.arrstmt(phase)

    def ptrstmt(self, phase):
        """pointers as values: stores, op= and ++/-- scaled by the
        pointee's size (dt_cg_incdec_op's adj, dt_cg_asgn_op)."""
        r = self.r
        v = self.pick(phase, "ptr", scopes=["g", "t", "l"])
        if v is None or r.random() < 0.2:
            t = r.choice(PTRS)
            v = self.fresh(r.choice(["g", "t", "l"]), t, phase)
            c = r.choice([0, 8, 1000, 4096, 65536, 1 << 40])
            v.typed = True

            def f(st, v=v, c=c):
                store(st, v, None, c)
                return []
            return "%s = (%s)%d;" % (v.ref(), v.ty.name, c), f
        x = r.random()
        step = v.ty.step
        if x < 0.3:
            op, k = r.choice(["+", "-"]), r.randrange(1, 5)
            d = k * step if op == "+" else -k * step

            def f(st, v=v, d=d):
                o = load(st, v)
                store(st, v, None, UNK if o is UNK else o + d)
                return []
            return "%s %s= %d;" % (v.ref(), op, k), f
        if x < 0.5:
            op = r.choice(["++", "--"])
            d = step if op == "++" else -step
            txt = r.choice([v.ref() + op, op + v.ref()])

            def f(st, v=v, d=d):
                o = load(st, v)
                store(st, v, None, UNK if o is UNK else o + d)
                return []
            return txt + ";", f
        k = r.randrange(0, 4)

        def f(st, v=v, k=k, step=step):
            o = load(st, v)
            return [fmtint(UNK if o is UNK else o + k * step)]
        return self.out("%d", ["(long long)(%s + %d)" % (v.ref(), k)], f)

    def newvar(self, phase):
        r = self.r
        scopes = ["g", "t", "l", "a", "ta"]
        sc = r.choice(scopes)
        ty = r.choice(INTS)
        keys = None
        if sc in ("a", "ta"):
            keys = [r.choice(INTS + [STR]) for _ in range(r.randrange(1, 4))]
            if sc == "ta":
                keys = keys or [INT]
        if sc in ("g", "t", "l") and r.random() < 0.3:
            # an implicit variable takes its first value's type, whatever
            # the expression (dt_cook_op2's DT_TOK_ASGN)
            e = self.iexpr(phase)
            v = self.fresh(sc, e[1], phase)
            if v.declared:
                v.ty = ty = e[1]
            v.typed = True

            def f(st, v=v, e=e):
                store(st, v, None, e[2](st))
                return []
            return "%s = %s;" % (v.ref(), e[0]), f
        v = self.fresh(sc, ty, phase, keys)
        c = r.choice([1, -1, 200, 300, -40000, 70000, 5000000000])
        txt = "(%s)%d" % (ty.name, c)
        if v.scope in ("a", "ta"):
            ks = [self.keyexpr(k) for k in keys]
            lhs = v.ref(", ".join(k[0] for k in ks))
            if not v.declared:   # the first use fixes the key types
                ks = [(k[0], (lambda st, k=k, kt=kt: k[1](st)))
                      for k, kt in zip(ks, keys)]
                ks2 = []
                for (t, fn), kt in zip(ks, keys):
                    if kt.kind == "int":
                        t = "(%s)%s" % (kt.name, t)
                        fn = (lambda st, fn=fn, kt=kt: trunc(fn(st), kt))
                    ks2.append((t, fn))
                ks = ks2
                lhs = v.ref(", ".join(k[0] for k in ks))
            kf = (lambda st, ks=ks: tuple(k[1](st) for k in ks))
        else:
            lhs, kf = v.ref(), (lambda st: None)
        v.typed = True

        def f(st, v=v, kf=kf, c=c, ty=ty):
            store(st, v, kf(st), trunc(c, ty))
            return []
        return "%s = %s;" % (lhs, txt), f

    def strref(self, v):
        """(text, keyfn) of a string variable, an element if keyed."""
        if v.scope in ("a", "ta"):
            ks = [self.keyexpr(k) for k in v.keys]
            return v.ref(", ".join(k[0] for k in ks)), \
                (lambda st, ks=ks: tuple(k[1](st) for k in ks))
        return v.ref(), (lambda st: None)

    def strstmt(self, phase):
        r = self.r
        v = self.pick(phase, "string")
        x = r.random()
        if v is None or x < 0.3:
            if v is None or r.random() < 0.5:
                sc = r.choice(["g", "t", "l", "a"])
                keys = [r.choice(INTS) for _ in range(r.randrange(1, 3))] \
                    if sc == "a" else None
                v = self.fresh(sc, STR, phase, keys)
                if sc == "a" and not v.declared:	# the key types declared
                    v.declared = True
                    self.decls.append("string %s[%s];" % (v.name, ", ".join(
                        k.name for k in keys)))
            s = r.choice(["", "a", "hello", "abcdefgh", "abcdefgx",
                          "a longer string"])
            v.typed = True
            txt, kf = self.strref(v)

            def f(st, v=v, s=s, kf=kf):
                store(st, v, kf(st), s)
                return []
            return '%s = "%s";' % (txt, s), f
        w = self.pick(phase, "string")
        vt, vk = self.strref(v)
        wt, wk = self.strref(w)
        if x < 0.45:
            def f(st, v=v, w=w, vk=vk, wk=wk):
                # dt_cg_store_var zeroes a global or this-> string's first
                # bytes before it copies: from itself, it copies ""; an
                # absent element is NULL (deletes a dynamic destination)
                val = load(st, w, wk(st))
                store(st, v, vk(st), "" if v is w and not v.dynamic() and
                      isinstance(val, str) else val)
                return []
            return "%s = %s;" % (vt, wt), f
        if x < 0.75:
            def f(st, v=v, vk=vk):
                # an absent dynamic string is NULL: printf() copies it from
                # address 0 (dt_cg_store_val: BADADDR)
                k = vk(st)
                if v.dynamic() and k_absent(st, v, k):
                    raise Fault("invalid address (0x0)")
                s = load(st, v, k)
                if s is UNK and v.dynamic():	# maybe absent: a fault
                    raise Unknown()
                if s is None:	# a NULL global or this-> string: the same
                    raise Fault("invalid address (0x0)")
                return [b"[" + s.encode() + b"]" if isinstance(s, str) else None]
            return self.out("[%s]", [vt], f)
        op = r.choice(["==", "!=", "<", ">", "<=", ">="])

        def f(st, v=v, w=w, op=op, vk=vk, wk=wk):
            a, b = load(st, v, vk(st)), load(st, w, wk(st))
            if a is UNK or b is UNK:
                return [None]
            if not isinstance(a, str) or not isinstance(b, str):
                raise Unknown()	# a NULL string compared: not modelled
            c = dt_strcmp(a, b, st.strsize)
            if c is None:
                return [None]
            return [fmtint(int(eval("c %s 0" % op)))]
        return self.out("%d", ["%s %s %s" % (vt, op, wt)], f)

    def soustmt(self, phase):
        r = self.r
        scs = ["g", "l"] if phase == "tick" else ["g", "l", "t"]
        v = self.pick(phase, "struct", scopes=scs)
        if v is None or r.random() < 0.2:
            sc = r.choice(scs)
            v = self.fresh(sc, SOU, phase)
        if not v.typed:
            src = self.pick(phase, "struct")
            if sc == "t" or src is None:
                src = self.fresh("g", SOU, phase)
                src.declared = src.typed = True
                if ("struct vs %s;" % src.name) not in self.decls:
                    self.decls.append("struct vs %s;" % src.name)
            v.typed = True

            def f(st, v=v, src=src):
                copy_sou(st, v, src)
                return []
            return "%s = %s;" % (v.ref(), src.ref()), f
        x = r.random()
        m, mt = r.choice(SOU.members)
        if x < 0.35 and v.scope != "t":
            e = self.iexpr(phase)

            def f(st, v=v, m=m, mt=mt, e=e):
                val = e[2](st)	# first: it may change another member
                s = dict(load(st, v) or {})
                s[m] = UNK if val is UNK else trunc(val, mt)
                store(st, v, None, s)
                return []
            return "%s.%s = %s;" % (v.ref(), m, e[0]), f
        w = self.pick(phase, "struct", scopes=["g", "l"])
        if v.scope == "t" and x < 0.3 and w is not None:
            def f(st, v=v, w=w):
                copy_sou(st, v, w)
                return []
            return "%s = %s;" % (v.ref(), w.ref()), f
        if x < 0.5 and w is not None:

            def f(st, v=v, w=w):
                copy_sou(st, w, v)
                return []
            return "%s = %s;" % (w.ref(), v.ref()), f
        if x < 0.6:
            return self.out("%d", ["sizeof (%s)" % v.ref()],
                            lambda st: [b"%d" % SOU.size])
        if x < 0.7:
            return self.out("%d", ["offsetof(struct vs, %s)" % m],
                            lambda st, m=m: [b"%d" % SOU.offs[m]])
        if x < 0.78:	# a struct's trace() is its bytes' hex dump
            def f(st, v=v):
                if v.dynamic() and k_absent(st, v, None):
                    raise Fault("invalid address (0x0)")
                return sou_dump(load(st, v) or {})
            self.lines += 1
            return "trace(%s);" % v.ref(), f

        def f(st, v=v, m=m):
            # dt_cg_load_var gives an absent dynamic struct as NULL
            if v.dynamic() and k_absent(st, v, None):
                raise Fault("invalid address (0x0)")
            s = load(st, v) or {}
            return [fmtint(s.get(m, 0))]
        return self.out("%d", ["(long long)%s.%s" % (v.ref(), m)], f)

    def arrstmt(self, phase):
        r = self.r
        a = self.pick(phase, "int", scopes=["arr"])
        if a is None:
            a = self.fresh("arr", INT, phase)
            a.typed = True
        iv = self.pick(phase, "int", scopes=["g"])
        if iv is None or iv.ty.bits < 32 or r.random() < 0.3:
            i = r.randrange(4)
            itxt, ifn = str(i), (lambda st, i=i: i)
        else:
            itxt, ifn = iv.ref(), (lambda st, iv=iv: load(st, iv))
        x = r.random()
        if x < 0.3:
            return self.arrincdec(a, itxt, ifn)
        if x < 0.65:
            e = self.iexpr(phase)

            def f(st, a=a, ifn=ifn, e=e):
                # the value before the element's address (dt_cg_node( )'s
                # DT_TOK_ASGN): its side effects stay when the index faults
                val = e[2](st)
                i = check_index(ifn(st))
                if i is UNK:
                    st.g.update({(a.name, j): UNK for j in range(4)})
                else:
                    store(st, a, i, val)
                return []
            return "%s[%s] = %s;" % (a.name, itxt, e[0]), f

        def f(st, a=a, ifn=ifn):
            i = check_index(ifn(st))
            return [None if i is UNK else fmtint(load(st, a, i))]
        return self.out("%d", ["%s[%s]" % (a.name, itxt)], f)


    def arrincdec(self, a, itxt, ifn):
        """a[i]++, --a[i] (statements or printed values) and a[i] op= c:
        the element's address is a + i, checked at run time as a load's
        (dt_cg_incdec_op( ) and dt_cg_asgn_op( ) reach it through
        dt_cg_arithmetic_op( )); ++/-- add to its raw bytes."""
        r = self.r
        ref = "%s[%s]" % (a.name, itxt)
        if r.random() < 0.4:
            op = r.choice(["+", "-", "*", "&", "|", "^", "<<"])
            c = r.choice([1, 3, 255, 65537, -2]) if op != "<<" else \
                r.randrange(0, 12)

            def f(st, a=a, ifn=ifn, op=op, c=c):
                i = check_index(ifn(st))
                o = load(st, a, i)
                if o is not UNK:
                    o = {"+": lambda: o + c, "-": lambda: o - c,
                         "*": lambda: o * c, "&": lambda: o & c,
                         "|": lambda: o | c, "^": lambda: o ^ c,
                         "<<": lambda: o << c}[op]()
                store(st, a, i, o)
                return []
            return "%s %s= %s;" % (ref, op, c if c >= 0 else "(%d)" % c), f
        op, post = r.choice(["++", "--"]), r.random() < 0.5
        d = 1 if op == "++" else -1
        txt = ref + op if post else op + ref

        def val(st, a=a, ifn=ifn, d=d, post=post):
            i = check_index(ifn(st))
            old = load(st, a, i)
            if old is UNK:
                return UNK
            old &= (1 << a.ty.bits) - 1
            store(st, a, i, old + d)
            return trunc(old if post else old + d, LONG)
        if r.random() < 0.5:
            return txt + ";", (lambda st, val=val: (val(st), [])[1])
        return self.out("%d", ["(long long)(%s)" % txt],
                        lambda st, val=val: [fmtint(val(st))])


def sou_dump(val):
    """trace() of a struct vs under -q: dt_print_rawbytes' hex dump of
    its bytes (dt_print_trace: a struct is recorded with alignment 2, so
    never a string), padding 0."""
    b = bytearray(SOU.size)
    for m, t in SOU.members:
        v = val.get(m, 0)
        if v is UNK:
            return [None] * (2 + (SOU.size + 15) // 16)
        n = t.bits // 8
        b[SOU.offs[m]:SOU.offs[m] + n] = (v & ((1 << t.bits) - 1)).to_bytes(n, "little")
    out = [b"", b"             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
           b"  0123456789abcdef"]
    for i in range(0, len(b), 16):
        row = b[i:i + 16]
        hexs = "".join(" %02x" % c for c in row) + "   " * (16 - len(row))
        txt = "".join(chr(c) if 32 <= c <= 126 else "." for c in row)
        out.append(("     %5x:%s  %s" % (i, hexs, txt)).encode())
    return out


def copy_sou(st, dst, src):
    """a struct assigned whole: an absent dynamic source is a NULL address,
    which deletes a dynamic destination (dt_get_dvar stores 0) and faults
    as the source of a copy into a global or this-> (dt_cg_memcpy)."""
    if src.dynamic() and k_absent(st, src, None):
        if dst.dynamic():
            store(st, dst, None, 0)
            return
        raise Fault("invalid address (0x0)")
    store(st, dst, None, dict(load(st, src) or {}))


def dt_strcmp(s, t, strsize):
    """bpf/strcmp.S on two string variables holding s and t (each at most
    strsize characters, a NUL after it when shorter): copies of strsize - 1
    characters are compared; at the first difference p, s's own byte p
    (not its copy's) against t's copy's; equal copies are equal unless they
    reach index strsize - 2, where s's byte strsize - 1 decides against the
    NUL of t's copy (None: a byte past s's NUL, unknown)."""
    a, b = s[:strsize - 1] + "\0", t[:strsize - 1] + "\0"
    smem = s + "\0" if len(s) < strsize else s
    for p in range(min(len(a), len(b))):
        if a[p] != b[p]:
            r6, r7 = ord(smem[p]), ord(b[p])
            return (r6 > r7) - (r6 < r7)
    if strsize - 1 > len(a):
        return 0
    if strsize - 1 >= len(smem):
        return None
    return 1 if ord(smem[strsize - 1]) else 0


class Fault(Exception):
    pass


class Unknown(Exception):
    pass


class Skip(Exception):
    pass


def check_index(i):
    """dt_cg_arithmetic_op's run-time check of an int array's index."""
    if i is UNK:	# whether it faults is unknown: so is the rest
        raise Unknown()
    if 0 <= i < 4:
        return i
    scaled = (i * 4) & M64
    v = scaled // 4
    if v >= 1 << 63:
        v -= 1 << 64
    raise Fault("index out of bounds (%d)" % v)


def fmtint(v):
    if v is UNK:
        return None
    return b"%d" % trunc(v, LONG)


def gen_program(seed):
    r = random.Random(seed)
    strsize = r.choice([256, 256, 4, 6, 8])
    g = Gen(r, strsize)
    clauses = []   # (probe, [stmts])
    for probe, n in (("BEGIN", r.randrange(1, 3)), ("tick-1ms", r.randrange(1, 3)),
                     ("END", r.randrange(1, 3))):
        phase = "tick" if probe == "tick-1ms" else "be"
        for _ in range(n):
            pred = g.pred(phase) if r.random() < 0.3 else []
            body = pred + [g.stmt(phase) for _ in range(r.randrange(2, 9))]
            clauses.append((probe, body))
    firings = r.randrange(1, 4)
    return g, clauses, firings, strsize


def render(g, clauses, firings):
    out = [SOUDECL] + [d + "\n" for d in g.decls] + ["int nfire_;\n"]
    for i, (probe, body) in enumerate(clauses):
        pred = body[0][0] + "\n" if body and body[0][0].startswith("/") else ""
        out.append("\n%s\n%s{\n%s}\n" % (probe, pred, "".join(
            "\t%s\n" % s[0] for s in body if not s[0].startswith("/"))))
        if probe == "tick-1ms" and clauses[i + 1][0] != probe:
            out.append("\ntick-1ms\n{\n\tnfire_++;\n}\n\ntick-1ms\n"
                       "/nfire_ == %d/\n{\n\texit(0);\n}\n" % firings)
    return "".join(out)


def model(g, clauses, firings, strsize):
    st = State(strsize)
    lines, errs = [], []
    cno = {}
    n = 0
    for probe, body in clauses:
        cno[id(body)] = n
        n += 1
        if probe == "tick-1ms" and (n == len(clauses) or
                                    clauses[n][0] != "tick-1ms"):
            n += 2
    probe_id = {"BEGIN": 1, "END": 2}

    def run(probe, body):
        mine = []   # a fault returns before the clause's buffer goes out
        for s in body:
            try:
                mine.extend(s[1](st))
            except Skip:	# a false predicate
                return
            except Fault as e:
                errs.append("error in dt_clause_%d for probe ID %s (%s): %s" % (
                    cno[id(body)], probe_id.get(probe, "?"),
                    "dtrace:::" + probe if probe != "tick-1ms" else
                    "profile:::tick-1ms", e))
                return
        lines.extend(mine)
    for probe, body in clauses:
        if probe == "BEGIN":
            run(probe, body)
    tick = [b for p, b in clauses if p == "tick-1ms"]
    for k in range(firings):
        for key in list(st.t):
            if key[0].startswith(("tk", "tak")):
                st.t[key] = UNK
        for b in tick:
            run("tick-1ms", b)
    for probe, body in clauses:
        if probe == "END":
            run(probe, body)
    return lines, errs


def runprog(sonda, prog, opts):
    with tempfile.NamedTemporaryFile("w", suffix=".d", dir="/tmp/vars") as f:
        f.write(prog)
        f.flush()
        cmd = ["taskset", "-c", "0", "timeout", "20", sonda] + opts + ["-s", f.name]
        p = subprocess.run(cmd, capture_output=True, timeout=60)
    return p.returncode, p.stdout, p.stderr.decode("latin-1")


def check_run(sonda, seed, verbose):
    g, clauses, firings, strsize = gen_program(seed)
    prog = render(g, clauses, firings)
    try:
        want, werr = model(g, clauses, firings, strsize)
    except Unknown:	# an index the model cannot know
        return seed, prog, [], []
    opts = ["-q"] + ([] if strsize == 256 else ["-x", "strsize=%d" % strsize])
    rc, out, err = runprog(sonda, prog, opts)
    if verbose:
        print(" ".join(opts) + "\n" + prog)
    got = out.split(b"\n")
    problems = []
    if rc != 0:
        problems.append("exit %d: %s" % (rc, err.strip()[:400]))
    else:
        if got[-2:] == [b"", b""]:
            got = got[:-2]
        if len(got) != len(want):
            problems.append("%d lines, want %d" % (len(got), len(want)))
        for i, (w, o) in enumerate(zip(want, got)):
            if w is not None and w != o:
                problems.append("line %d: want %r, got %r" % (i + 1, w, o))
                break
        gerr = [re.sub(r" at BPF pc \d+$", "", re.sub(r"^\w+: ", "", e))
                for e in err.splitlines() if "error in" in e]
        werr2 = [re.sub(r"probe ID \?", "probe ID", e) for e in werr]
        gerr2 = [re.sub(r"probe ID \d+ \(profile", "probe ID (profile", e)
                 for e in gerr]
        werr2 = [re.sub(r"probe ID  ?\(profile", "probe ID (profile", e)
                 for e in werr2]
        if gerr2 != werr2:
            problems.append("errors: want %r, got %r" % (werr2[:3], gerr2[:3]))
    return seed, prog, opts, problems


def tuple_size(keys, strsize=256):
    """dt_cg_arglist: a 4-byte id, each integer key at its alignment, a
    string strsize + 1 bytes, the 8-byte thread key slot."""
    size = 4
    for k in keys:
        if k.kind == "string":
            size += strsize + 1
            continue
        b = k.bits // 8
        size = (size + b - 1) // b * b + b
    return size + 8


def keyval(r, k):
    return '"%s"' % r.choice("abcd") if k.kind == "string" else r.randrange(4)


def gen_drops(seed):
    """dynvarsize exhaustion: stores, each in a clause of its own, into
    self-> variables and associative arrays sharing DTrace's dvars map of
    dynvarsize / (largest tuple + largest value) entries
    (gmap_create_dvars); the tuples map has as many (bpf/get_dvar.c: a new
    element's tuple goes in first and stays when the dvars map is full).
    Returns (program, options, stdout lines, drops)."""
    r = random.Random(seed)
    arrs, tls, decls = [], [], []
    strsize = r.choice([8, 13, 16])
    for i in range(r.randrange(1, 4)):
        keys = [r.choice(INTS + [STR]) for _ in range(r.randrange(1, 3))]
        vt = r.choice(INTS)
        arrs.append(("a%d" % i, keys, vt))
        decls.append("%s a%d[%s];" % (vt.name, i, ", ".join(k.name for k in keys)))
    for i in range(r.randrange(0, 4)):
        vt = r.choice(INTS)
        tls.append(("x%d" % i, vt))
        decls.append("self %s x%d;" % (vt.name, i))
    if r.random() < 0.4:	# a thread-local array: keys and value int
        arrs.append(("self->ta", [INT], INT))
    unused = None
    if r.random() < 0.3:	# declared, never used: its size counts
        unused = r.choice(INTS[6:8])
        decls.append("self %s unused;" % unused.name)
    maxdvar = max([vt.bits // 8 for _, _, vt in arrs] + [vt.bits // 8 for _, vt in tls] +
                  ([unused.bits // 8] if unused else []))
    maxtuple = max(tuple_size(k, strsize) for _, k, _ in arrs)
    per = maxtuple + maxdvar
    n = r.randrange(2, 9)
    dynvarsize = per * n + r.randrange(per)
    tuples, dvars = set(), {}
    drops, leaked = 0, False
    # the thread-local array is typed by a first store that deletes nothing
    clauses = ["self->ta[0] = 0;"] if arrs[-1][0] == "self->ta" else []
    names = [("a", a) for a in arrs] + [("t", t) for t in tls]
    for _ in range(r.randrange(2 * n, 5 * n)):
        kind, v = r.choice(names)
        val = r.choice([1, 2, 7, 0]) if r.random() < 0.8 else 0
        if kind == "a":
            name, keys, vt = v
            kv = tuple(keyval(r, k) for k in keys)
            ident = (name,) + kv
            clauses.append("%s[%s] = %d;" % (name, ", ".join(map(str, kv)), val))
            if val == 0:
                if ident in tuples:
                    tuples.discard(ident)
                    dvars.pop(ident, None)
                continue
            if ident not in tuples:
                if len(tuples) >= n:
                    drops += 1
                    continue
                tuples.add(ident)
        else:
            name, vt = v
            ident = (name,)
            clauses.append("self->%s = %d;" % (name, val))
            if val == 0:
                dvars.pop(ident, None)
                continue
        if ident not in dvars and len(dvars) >= n:
            drops += 1
            if kind == "a":	# its tuple stays: sonda has none (left)
                leaked = True
            continue
        dvars[ident] = val
    reads, want = [], []
    for name, keys, vt in arrs:
        for _ in range(3):
            kv = tuple(keyval(r, k) for k in keys)
            reads.append("%s[%s]" % (name, ", ".join(map(str, kv))))
            want.append(dvars.get((name,) + kv, 0))
    for name, vt in tls:
        reads.append("self->%s" % name)
        want.append(dvars.get((name,), 0))
    prog = "\n".join(decls) + "\n\n" + "".join(
        "BEGIN { %s }\n" % c for c in clauses)
    prog += "\nBEGIN\n{\n%s\texit(0);\n}\n" % "".join(
        '\tprintf("%%d\\n", %s);\n' % x for x in reads)
    return prog, ["-q", "-x", "strsize=%d" % strsize, "-x", "dynvarsize=%d" % dynvarsize], \
        [b"%d" % w for w in want], None if leaked else drops


def check_drops(sonda, seed, verbose):
    prog, opts, want, drops = gen_drops(seed)
    if drops is None:	# a tuple left behind: not modelled in sonda
        return seed, prog, opts, []
    rc, out, err = runprog(sonda, prog, opts)
    if verbose:
        print(" ".join(opts) + "\n" + prog)
    got = out.split(b"\n")
    if got[-2:] == [b"", b""]:
        got = got[:-2]
    gdrops = sum(int(m) for m in re.findall(r"(\d+) dynamic variable drops?$", err, re.M))
    problems = []
    if rc != 0:
        problems.append("exit %d: %s" % (rc, err.strip()[:300]))
    elif got != want or gdrops != drops:
        problems.append("dynvar: want %s and %d drops, got %s and %d drops" % (
            b" ".join(want).decode(), drops, b" ".join(got).decode(), gdrops))
    return seed, prog, opts, problems


# programs refused at compile time: (program, tag, message)
def gen_error(seed):
    r = random.Random(seed)
    t1, t2 = r.sample(INTS, 2)
    k = r.randrange(13)
    sc = r.choice(["", "self->", "this->"])
    if k == 0:   # a later clause stores another type
        return ('BEGIN { %sx = (%s)1; }\nBEGIN { %sx = "s"; }\n' % (sc, t1.name, sc),
                "D_OP_INCOMPAT", 'operands have incompatible types: "%s" = "string"'
                % t1.name)
    if k == 1:
        return ('BEGIN { %sx = "s"; }\nBEGIN { %sx = (%s)1; }\n' % (sc, sc, t1.name),
                "D_OP_INCOMPAT", 'operands have incompatible types: "string" = "%s"'
                % t1.name)
    if k == 2:   # redeclaration with another type
        cls = {"": "", "self->": "self ", "this->": "this "}[sc]
        if t1.name == t2.name:   # ctf_type_cmp: a typedef is its own type
            return ("%s%s x;\n%s%s x;\nBEGIN { exit(0); }\n" % (
                cls, t1.name, cls, t2.name), None, None)
        return ("%s%s x;\n%s%s x;\nBEGIN { exit(0); }\n" % (cls, t1.name, cls,
                                                            t2.name),
                "D_DECL_IDRED", "identifier redeclared: x\n\t current: scalar %s"
                "\n\tprevious: scalar %s" % (t2.name, t1.name))
    if k == 3:   # a constant index out of range
        i = r.choice([4, 5, 100])
        return ("int a[4];\nBEGIN { a[%d] = 1; }\n" % i, "D_ARR_BOUNDS",
                "index outside array bounds: %d, max is 4" % i)
    if k == 4 and sc == "":   # an unknown name: dt_xcook_ident
        return ("BEGIN { trace(y); }\nBEGIN { y = 1; }\n", "D_IDENT_UNDEF",
                "failed to resolve y: Unknown variable name")
    if k == 4:   # read before any assignment
        return ("BEGIN { trace(%sy); }\nBEGIN { %sy = 1; }\n" % (sc, sc),
                "D_VAR_UNDEF", "%sy has not yet been declared or assigned" % sc)
    if k == 5:
        return ("this int a[int];\nBEGIN { exit(0); }\n", "D_DECL_LOCASSC",
                "associative arrays may not be declared as local variables: a")
    if k == 6:   # a declared variable stores a struct, string or pointer
        rhs, rname = r.choice([("s", "struct vs"), ('"s"', "string"),
                               ("(char *)0", "char *"), ("&s", "struct vs *")])
        if rhs == "&s":	# dt_cook_op1: & of any variable
            return ("%s\nstruct vs s;\nBEGIN { x = &s; }\n" % SOUDECL, "D_ADDROF_VAR",
                    "cannot take address of dynamic variable")
        return ("%s\n%s%s x;\nstruct vs s;\nBEGIN { %sx = %s; }\n" % (
            SOUDECL, {"": "", "self->": "self ", "this->": "this "}[sc],
            t1.name, sc, rhs), "D_OP_INCOMPAT",
            'operands have incompatible types: "%s" = "%s"' % (t1.name, rname))
    if k == 8:   # a constant index, negative or cast (unsigned compare)
        c, t = r.choice([(-1, None), (4, "unsigned char"), (-1, "char"), (3, "long"),
                         (-4294967296 + 2, None)])
        txt = ("(%d)" % c if c < 0 else str(c)) if t is None else "(%s)%d" % (t, c)
        tt = T(t, 8 if "char" in t else 64, not t.startswith("unsigned")) if t else None
        v = trunc(c, tt) if tt else c
        v &= M64
        if v < 4:
            return ("int a[4];\nBEGIN { a[%s] = 1; }\n" % txt, None, None)
        return ("int a[4];\nBEGIN { a[%s] = 1; }\n" % txt, "D_ARR_BOUNDS",
                "index outside array bounds: %d, max is 4" % v)
    if k == 9:   # a scalar and an associative array of one name
        a = "%s x;\n%s x[int];\n" % (t1.name, t2.name)
        cur, prev = ("associative array", t2.name), ("scalar", t1.name)
        if r.random() < 0.5:
            a = "%s x[int];\n%s x;\n" % (t2.name, t1.name)
            cur, prev = ("scalar", t1.name), ("associative array", t2.name)
        return (a + "BEGIN { exit(0); }\n", "D_DECL_IDRED",
                "identifier redeclared: x\n\t current: %s %s\n\tprevious: %s %s" % (
                    cur + prev))
    if k == 10:  # another key type, or another tuple length
        if r.random() < 0.5 and t1.name != t2.name:
            return ("int x[%s];\nint x[%s];\nBEGIN { exit(0); }\n" % (t1.name, t2.name),
                    "D_DECL_IDRED", "identifier redeclared: x\n\t current: associative "
                    "array, key #1 of type %s\n\tprevious: associative array, key #1 "
                    "of type %s" % (t2.name, t1.name))
        return ("int x[%s];\nint x[%s, int];\nBEGIN { exit(0); }\n" % (t1.name, t1.name),
                "D_DECL_IDRED", "identifier redeclared: x\n\t current: associative "
                "array of int, tuple length 2\n\tprevious: associative array of int, "
                "tuple length 1")
    if k == 12:  # an associative array read before any store: made by
        # the reference (dt_xcook_ident), then unreferenced (dt_cook_var)
        p = r.choice(["", "self->"])
        return ("BEGIN { trace(%sa[1]); }\nBEGIN { %sa[1] = 2; }\n" % (p, p),
                "D_VAR_UNDEF", "%sa has not yet been declared or assigned" % p)
    if k == 11:  # the same name in other scopes: no error
        return ("int x;\nself char x;\nthis string x;\nBEGIN { x = 1; self->x = 2; "
                "this->x = \"a\"; exit(0); }\n", None, None)
    # an associative array used with another key type
    return ('BEGIN { a[(%s)1] = 1; }\nBEGIN { a["x"] = 2; }\n' % t1.name,
            "D_PROTO_ARG", "a[ ] key #1 is incompatible with prototype:\n"
            "\tprototype: %s\n\t      key: string" % t1.name)


def check_error(sonda, seed, verbose):
    prog, tag, msg = gen_error(seed)
    rc, out, err = runprog(sonda, prog, ["-e", "-x", "errtags"])
    gtag = err.split("[", 1)[1].split("]", 1)[0] if "[D_" in err else None
    gmsg = err.split("]", 1)[-1].split(": ", 1)[-1].rstrip("\n") if gtag else None
    if verbose:
        print(prog)
    problems = []
    if gtag != tag or (msg is not None and gmsg != msg):
        problems.append("want %s %r, got %s %r (exit %d)" % (tag, msg, gtag, gmsg, rc))
    return seed, prog, [], problems


def main():
    ap = fuzzlib.options(n=20)
    args = ap.parse_args()
    subprocess.run(["mkdir", "-p", "/tmp/vars"])
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        jobs = [ex.submit(check_run, args.bin, s, args.v)
                for s in range(args.s, args.s + args.n)]
        jobs += [ex.submit(check_error, args.bin, s, args.v)
                 for s in range(args.s, args.s + args.n)]
        jobs += [ex.submit(check_drops, args.bin, s, args.v)
                 for s in range(args.s, args.s + args.n)]
        for j in jobs:
            seed, prog, opts, problems = j.result()
            for p in problems:
                bad += 1
                print("seed %d %s: %s" % (seed, " ".join(opts), p))
    print("%d programs, %d compile-error programs, %d dynvarsize programs, "
          "%d disagreements" % (args.n, args.n, args.n, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
