#!/usr/bin/python3
"""dfold.py - constant folding against the same expressions run in BPF.

Generates integer expressions over literals (every operator, casts to
each integer type, unary operators) and prints each twice from one BEGIN
clause: as written, which sonda folds at compile time, and with each
literal replaced by a variable of the literal's own type holding it,
which the program computes. DTrace folds with the rules it runs with, so
the two must agree, but for what its parser does its own way
(dt_node_op1/op2), kept out here: >> of constants is logical, - of an
unsigned constant keeps its type's bits, ! of a constant its type, and a
remainder has C's sign.

  tests/fuzz/dfold.py [-n PROGRAMS] [-e EXPRS] [-s SEED] [-b SONDA]

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
        2**31 - 1, 2**31, 2**32, 2**63 - 1, 12345678901]
OPS = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=", "<",
       "<=", ">", ">=", "&&", "||", "^^"]


def gen(r, d, lits):
    """An expression of depth d; each literal is appended to lits."""
    if d == 0 or r.random() < 0.25:
        lits.append(r.choice(LITS))
        return "@%d@" % (len(lits) - 1)
    c = r.randrange(5)
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
        e = re.sub(r"@(\d+)@", lambda m: "%d" % lits[int(m.group(1))], t)
        ev = re.sub(r"@(\d+)@", lambda m: "v%d_%s" % (i, m.group(1)), t)
        for j, v in enumerate(lits):
            decls.append("%s v%d_%d;" % ("int" if v < 2**31 else "long", i, j))
            body.append("v%d_%d = %d;" % (i, j, v))
        body.append('printf("%%d %%d\\n", %s, %s);' % (e, ev))
        exprs.append(e)
    return "\n".join(decls) + "\nBEGIN\n{\n" + "\n".join(body) + \
        "\nexit(0);\n}\n", exprs


def main():
    ap = fuzzlib.options(n=4)
    ap.add_argument("-e", type=int, default=50)
    args = ap.parse_args()
    bad = 0
    for seed in range(args.s, args.s + args.n):
        prog, exprs = program(random.Random(seed), args.e)
        with tempfile.NamedTemporaryFile("w", suffix=".d") as f:
            f.write(prog)
            f.flush()
            p = subprocess.run([args.bin, "-q", "-s", f.name], capture_output=True,
                               text=True, timeout=120)
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
