#!/usr/bin/python3
"""vars.py - D variables of every scope and their storage against a model of DTrace.

Generates random D programs that store values into variables of every kind
and read them back: globals (declared and implicit), clause-local this->
(declared with `this T x;` and implicit), thread-local self-> (declared with
`self T x;` and implicit), associative arrays (global and self->[...]) keyed
by tuples of mixed integer widths, negative values and strings, global
arrays (int a[4]) indexed by constants and variables (some out of range at
run time), two-dimensional arrays (short m[3][4]), arrays of structs and
struct members of array type (struct va's int a[3], in a struct and in
arrays of them), global or this->, indexed by constants,
global, this-> and self-> variables, their ++/--, other elements and any
integer expression (vars_arrs.py), structs as variable values (copied whole between scopes, members
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
    the end is D_ARR_BOUNDS "index outside array bounds: N, max is M" (N
    unsigned; a row's or a member's array too);
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
    absent dynamic variable becomes +-1 (postfix value 0); x op= c of an
    array element computes its indexes twice (dt_cg_arithmetic_op( ) for
    the value, dt_cg_asgn_op( ) for the place), ++/-- once;
  - dt_cg_store_var/dt_cg_prep_dvar: x op= 0 of a dynamic variable with a
    literal 0 deletes it, whatever op (<<= 0 here);
  - dt_cg_arithmetic_op: an array indexed by a non-constant is checked at
    run time (unsigned, on the index scaled by the element size, 64 bits
    wrapping: a row of a two-dimensional array is one element); past the
    end is the fault BADINDEX with the scaled index divided back (unsigned)
    as its value; m[i][j] checks i before j is computed, printed by dt_handle.c as a signed 64-bit number; the
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

  tests/fuzz/vars.py [-n PROGRAMS] [-s SEED] [-j JOBS] [-b SONDA] [-v] [--ref]

--ref (DTrace for Linux itself as -b) runs the first kind with -x cpu=0:
DTrace's tick-N fires on a CPU of its choosing otherwise. Two of DTrace's
own failures then show as disagreements, not modelled: a global array
element loaded zero-extended, seen through a (long long) cast (dt_cg.c's
bare load of a DT_NF_DPTR element, a bug sonda does not copy: arith.py)
and a program the verifier refuses ("invalid access to map value" of an
element at a variable index).

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
from vars_arrs import VADECL
from vars_gen import Gen
from vars_model import (Fault, INT, INTS, M64, SOUDECL, STR, Skip, State, T,
                        UNK, Unknown, keys_decl, trunc)


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
    out = [SOUDECL, VADECL] + [d + "\n" for d in g.decls] + ["int nfire_;\n"]
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


TIMEOUT = 20	# seconds a program may run (-t: DTrace loads slowly on a busy machine)


def runprog(sonda, prog, opts):
    with tempfile.NamedTemporaryFile("w", suffix=".d", dir="/tmp/vars") as f:
        f.write(prog)
        f.flush()
        cmd = ["taskset", "-c", "0", "timeout", str(TIMEOUT), sonda] + opts + ["-s", f.name]
        p = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT + 60)
    return p.returncode, p.stdout, p.stderr.decode("latin-1")


def check_run(sonda, seed, verbose, ref=False):
    g, clauses, firings, strsize = gen_program(seed)
    prog = render(g, clauses, firings)
    try:
        want, werr = model(g, clauses, firings, strsize)
    except Unknown:	# an index the model cannot know
        return seed, prog, [], []
    opts = ["-q"] + ([] if strsize == 256 else ["-x", "strsize=%d" % strsize])
    if ref:	# DTrace's tick-N fires on a CPU of rand( )'s unless -x cpu
        opts += ["-x", "cpu=0"]	# (dt_prov_profile.c); this-> is per CPU
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
        # _Bool before ',' is no type (keys_decl( )): unsigned char's size
        keys = [INTS[1] if k.name == "_Bool" and j < len(keys) - 1 else k
                for j, k in enumerate(keys)]
        vt = r.choice(INTS)
        arrs.append(("a%d" % i, keys, vt))
        decls.append("%s a%d[%s];" % (vt.name, i, keys_decl(keys)))
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
    k = r.randrange(14)
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
        # a typedef's or _Bool's name that ',' follows is no type
        # (keys_decl( ))
        k1 = keys_decl([INT if t1.name == "_Bool" else t1, INT])
        return ("int x[%s];\nint x[%s];\nBEGIN { exit(0); }\n" % (
            k1.split(",")[0], k1),
                "D_DECL_IDRED", "identifier redeclared: x\n\t current: associative "
                "array of int, tuple length 2\n\tprevious: associative array of int, "
                "tuple length 1")
    if k == 12:  # an associative array read before any store: made by
        # the reference (dt_xcook_ident), then unreferenced (dt_cook_var)
        p = r.choice(["", "self->"])
        return ("BEGIN { trace(%sa[1]); }\nBEGIN { %sa[1] = 2; }\n" % (p, p),
                "D_VAR_UNDEF", "%sa has not yet been declared or assigned" % p)
    if k == 13:  # a constant index past an inner array's end
        return gen_error_inner(r)
    if k == 11:  # the same name in other scopes: no error
        return ("int x;\nself char x;\nthis string x;\nBEGIN { x = 1; self->x = 2; "
                "this->x = \"a\"; exit(0); }\n", None, None)
    # an associative array used with another key type
    return ('BEGIN { a[(%s)1] = 1; }\nBEGIN { a["x"] = 2; }\n' % t1.name,
            "D_PROTO_ARG", "a[ ] key #1 is incompatible with prototype:\n"
            "\tprototype: %s\n\t      key: string" % t1.name)


def gen_error_inner(r):
    """dt_cook_op2's D_ARR_BOUNDS for a constant index (compared unsigned)
    into a two-dimensional array's row or column, an array of structs or a
    struct member of array type; the other indexes are variables."""
    rows, cols = r.randrange(2, 5), r.randrange(2, 6)
    c = r.choice([0, 1, 2, 3, 4, 5, 6, -1])
    ctxt = str(c) if c >= 0 else "(%d)" % c
    x = r.randrange(4)
    if x == 0:
        pre, ref, n = "int m[%d][%d];\n" % (rows, cols), "m[i][%s]" % ctxt, cols
    elif x == 1:
        pre, ref, n = "int m[%d][%d];\n" % (rows, cols), "m[%s][i]" % ctxt, rows
    elif x == 2:
        pre, ref, n = "struct vs sa[%d];\n" % rows, "sa[%s].i" % ctxt, rows
    else:
        m, n = r.choice([("a", 3), ("l", 2)])
        pre, ref = "struct va v[%d];\n" % rows, "v[i].%s[%s]" % (m, ctxt)
    prog = "%s%s%sBEGIN { i = 1; %s = 1; }\n" % (SOUDECL, VADECL, pre, ref)
    if c & M64 < n:
        return prog, None, None
    return prog, "D_ARR_BOUNDS", "index outside array bounds: %d, max is %d" % (
        c & M64, n)


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
    global TIMEOUT
    ap = fuzzlib.options(n=20)
    ap.add_argument("-t", type=int, default=20,
                    help="seconds each program may run (20)")
    args = ap.parse_args()
    TIMEOUT = args.t
    subprocess.run(["mkdir", "-p", "/tmp/vars"])
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        jobs = [ex.submit(check_run, args.bin, s, args.v, args.ref)
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
