#!/usr/bin/python3
"""dfold.py - constant folding against the same expressions run in BPF.

Generates integer expressions over literals (decimal, hex with either
prefix and octal spellings, with and without every suffix dt_lex.l takes
(u U l L ul UL Ul ll LL uLL ull ULL: the type dt_node_int( ) picks from
them, a decimal or a lower-case u stepping over signed or unsigned types
only), character constants (plain and octal escapes), sizeof of types
and of a string constant (size_t)), enumerators, offsetof( ) and integer
inlines (the type of the constant each folds to, not the declared one), every operator, casts to each integer
type, unary operators (- ~ ! +) and ?: (dt_node_op3( ) picks a constant
condition's arm unpromoted: both arms cast to one type), and prints each twice from one BEGIN
clause: as written, which sonda folds at compile time, and with each
literal replaced by a variable of the literal's own type holding it,
which the program computes. DTrace folds with the rules it runs with, so
the two must agree, but for what its parser does its own way
(dt_node_op1/op2), kept out here: >> of constants is logical, - of an
unsigned constant keeps its type's bits, ! of a constant its type, and a
remainder has C's sign.

  tests/fuzz/dfold.py [-n PROGRAMS] [-e EXPRS] [-s SEED] [-b SONDA] [--cmp BIN]

--cmp BIN runs each program on BIN too and compares the two binaries'
lines (with -b DTrace for Linux itself and --cmp build/sonda: sonda's
folding and computing against DTrace's own, the ways of dt_node_op1/op2
above included).

Prints each disagreement with its expression; exit status 1 if any.
"""
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib

CASTS = ["char", "unsigned char", "short", "unsigned short", "int",
         "unsigned int", "long", "unsigned long", "int8_t", "uint32_t", "int64_t", "_Bool"]
LITS = [0, 1, 2, 3, 7, 8, 31, 32, 63, 64, 127, 128, 255, 256, 65535, 65536,
        2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**63 - 1, 2**63, 2**64 - 1, 12345678901]
# dt_node_int( )'s table, in its order: each type and its largest value.
INTS = [("int", 2**31 - 1), ("unsigned int", 2**32 - 1), ("long", 2**63 - 1),
        ("unsigned long", 2**64 - 1), ("long long", 2**63 - 1),
        ("unsigned long long", 2**64 - 1)]
SUFFIXES = ["", "", "", "u", "U", "l", "L", "ul", "UL", "Ul", "uLL", "ll", "LL", "ull", "ULL"]
# Named constants, DT_NODE_INTs once dt_node_ident( ) clones them: an
# enumerator of its enum type, an integer inline of its folded
# expression's type, not the declared one; offsetof( ) is dt_node_int( )'s.
PRELUDE = ["enum E { E0, E1 = 7, E2 = 65535, E3 = 2147483647 };",
           "inline char K0 = 300;", "inline unsigned char K1 = -1;",
           "inline short K2 = 0x12345;", "inline unsigned long K3 = 0xffffffffu;",
           "inline int8_t K4 = 'a';", "inline long K5 = 3 + 4 * 2;",
           "inline uint16_t K6 = 0x8000000000000000;", "inline int K7 = E2;",
           "inline unsigned K8 = sizeof (long) - 9;"]
NAMED = [("E0", "enum E"), ("E1", "enum E"), ("E2", "enum E"), ("E3", "enum E"),
         ("K0", "int"), ("K1", "int"), ("K2", "int"), ("K3", "unsigned int"),
         ("K4", "int"), ("K5", "int"), ("K6", "unsigned long"), ("K7", "enum E"),
         ("K8", "size_t"), ("offsetof(struct S, b)", "int"),
         ("offsetof (struct S, a)", "int")]
SIZEOFS = [("sizeof (int)", 4), ("sizeof (char)", 1), ("sizeof (long long)", 8),
           ("sizeof (uint16_t)", 2), ('sizeof ("abc")', 4), ("sizeof (struct S)", 16)]
OPS = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=", "<",
       "<=", ">", ">=", "&&", "||", "^^"]


def int_type(value, suffix, decimal):
    """The type dt_node_int( ) gives a constant (dt_lex.l: decimal is a
    spelling not starting with 0), None past every type (D_INT_OFLOW): it
    starts at the suffix's type and steps by 2 (signed types only, or
    unsigned ones only) for a decimal constant or a lower-case u, by 1
    (signed, then unsigned) for an octal or hex one without or with U."""
    i = sum(1 if c in "uU" else 2 for c in suffix)
    step = 2 if decimal or suffix[:1] == "u" else 1
    while i < len(INTS):
        if value <= INTS[i][1]:
            return INTS[i][0]
        i += step
    return None


def literal(r):
    """(spelling, D type) of a random integer constant: decimal, hex,
    octal or character, with or without a suffix; sizeof of a type."""
    while True:
        c = r.randrange(10)
        if c == 0:
            if r.random() < 0.5:
                return r.choice(NAMED)
            text, v = r.choice(SIZEOFS)
            return text, "size_t"
        v = r.choice(LITS)
        if c == 1 and v < 256:	# a character constant: int, the byte unsigned
            ch = chr(v)
            esc = ("\\%o" % v if v < 32 or v > 126 or ch in "'\\" or r.random() < 0.3
                   else ch)
            return "'%s'" % esc, "int"
        suffix = r.choice(SUFFIXES)
        if c < 5:
            text, dec = "%d" % v, v != 0
        elif c < 8:
            text, dec = r.choice(["0x%x", "0X%X", "0x%08x"]) % v, False
        else:
            text, dec = "0%o" % v, False
        t = int_type(v, suffix, dec)
        if t:
            return text + suffix, t


def gen(r, d, lits):
    """An expression of depth d; each literal's (spelling, type) is
    appended to lits."""
    if d == 0 or r.random() < 0.25:
        lits.append(literal(r))
        return "@%d@" % (len(lits) - 1)
    c = r.randrange(7)
    if c == 5:	# dt_node_op3( ) picks a constant condition's arm unpromoted:
        t = r.choice(CASTS)	# both arms of one type
        return "(%s ? (%s)%s : (%s)%s)" % (gen(r, d - 1, lits), t, gen(r, d - 1, lits),
                                          t, gen(r, d - 1, lits))
    if c == 6:
        return "(+ %s)" % gen(r, d - 1, lits)
    if c < 3:
        op = r.choice(OPS)
        a, b = gen(r, d - 1, lits), gen(r, d - 1, lits)
        if op in ("<<", ">>"):
            b = "(%s & 63)" % b
        if op == ">>":
            a = "(%s & 0x7fffffffffffffff)" % a
        elif op == "/":
            b = "((%s) | 1)" % b
        elif op == "%":	# DTrace gives a remainder the sign of a / b when it
            b = "(((%s) & 65535) | 1)" % b	# computes, C's when it folds
        return "(%s %s %s)" % (a, op, b)
    if c == 3:
        return "((%s)%s)" % (r.choice(CASTS), gen(r, d - 1, lits))
    op = r.choice(["-", "~", "!"])
    if op == "-":
        return "(- (long)%s)" % gen(r, d - 1, lits)
    if op == "!":
        return "((int)! %s)" % gen(r, d - 1, lits)
    return "(~ %s)" % gen(r, d - 1, lits)


def program(r, nexpr):
    decls, body, exprs = [], [], []
    for i in range(nexpr):
        lits = []
        t = gen(r, 4, lits)
        e = re.sub(r"@(\d+)@", lambda m: lits[int(m.group(1))][0], t)
        ev = re.sub(r"@(\d+)@", lambda m: "v%d_%s" % (i, m.group(1)), t)
        for j, (text, typ) in enumerate(lits):
            decls.append("%s v%d_%d;" % (typ, i, j))
            body.append("v%d_%d = %s;" % (i, j, text))
        body.append('printf("%%d %%d\\n", %s, %s);' % (e, ev))
        exprs.append(e)
    return "struct S { int a; long b; };\n" + "\n".join(PRELUDE + decls) + "\nBEGIN\n{\n" + "\n".join(body) + \
        "\nexit(0);\n}\n", exprs


def run(binary, prog):
    with tempfile.NamedTemporaryFile("w", suffix=".d") as f:
        f.write(prog)
        f.flush()
        return subprocess.run([binary, "-q", "-s", f.name], capture_output=True,
                              text=True, timeout=120)


def compare(seed, exprs, p, q):
    """The lines where binaries p and q (their runs) differ."""
    bad = 0
    if (p.returncode, p.stderr) != (q.returncode, q.stderr):
        print("seed %d: exit %d %r, --cmp exit %d %r" % (
            seed, p.returncode, p.stderr[:300], q.returncode, q.stderr[:300]))
        return 1
    for e, a, b in zip(exprs, p.stdout.split("\n"), q.stdout.split("\n")):
        if a != b:
            print("seed %d: %s, --cmp %s: %s" % (seed, a, b, e))
            bad += 1
    return bad


def main():
    ap = fuzzlib.options(n=4)
    ap.add_argument("-e", type=int, default=50)
    ap.add_argument("--cmp", help="another binary whose lines must be the same")
    args = ap.parse_args()
    bad = 0
    for seed in range(args.s, args.s + args.n):
        prog, exprs = program(random.Random(seed), args.e)
        p = run(args.bin, prog)
        if args.cmp:
            bad += compare(seed, exprs, p, run(args.cmp, prog))
        lines = p.stdout.split("\n")
        if p.returncode or len(lines) < len(exprs):
            print("seed %d: exit %d: %s" % (seed, p.returncode, p.stderr.strip()[:300]))
            bad += 1
            continue
        for e, line in zip(exprs, lines):
            a, b = line.split()
            if a != b:
                print("seed %d: folded %s, computed %s: %s" % (seed, a, b, e))
                bad += 1
    print("%d disagreements" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
