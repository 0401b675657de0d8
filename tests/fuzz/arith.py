#!/usr/bin/python3
"""arith.py - D integer expressions against a model of DTrace's semantics.

Generates random integer expressions over constants and variables of every
integer type (char .. unsigned long long, the <stdint.h> typedefs, _Bool (a plain
unsigned byte: libdtrace never converts it), an enum,
the bit-fields of a declared struct; globals, this->, self-> variables,
associative array elements, and elements of global arrays T r_T[4] whose
index is computed, (E) & 3, E a constant, a variable or its ++/--)
with casts (both operands of a binary operator cast now and then, so
every pair of widths and signs meets every operator), ?:, comparisons, logical operators, shifts, / and %, unary
- ~ !, ++/-- and (compound) assignments, the comma operator, sizeof of
types and of expressions (never run), enumerators (a negative one
too), integer inlines of constants and of expressions over globals, each
declared with a type of its own, prints each from one BEGIN clause
(printf "%d", "%u", "%x" or trace()) or makes it the predicate of a clause
of its own that sets a flag printed after it, and compares the output with
what this file's model says DTrace for Linux 2.x prints. The model follows
libdtrace, not C:

  - no integer promotion: a binary operator's type is the operand of higher
    rank (bits, then unsigned: dt_type_promote), an enum ranks as int, a
    bit-field by its width; << >> take the left operand's type; a compound
    assignment and ++/-- the left operand's; an enum is unsigned elsewhere
    (DTrace gives it no DT_NF_SIGNED);
  - values live in 64-bit registers: nothing truncates an intermediate
    result; a load sign- or zero-extends by the variable's type; a store,
    a cast (dt_cg_typecast: only when narrowing or changing sign) and the
    output (printf/trace record the type's size) truncate;
  - signed / and % (chosen by the result type) divide magnitudes: % has the
    sign of a / b; >> is arithmetic for a signed result type;
  - the value of an assignment is the assigned register, untruncated; ++
    and -- load the variable without sign extension (dt_cg_incdec_op);
    x = e computes e before x's index, x op= e computes x's index twice
    (dt_cg_arithmetic_op( ) for the value, dt_cg_asgn_op( ) again for
    where it goes: a[i] is *(a + i), a memory lvalue), ++/-- once;
  - a predicate is true when its whole 64-bit register is not 0
    (dt_cg_prologue( )), so (c = 256) with c a char is true; its side
    effects stay;
  - constants: decimal ones are int, long, long long, hex ones may be
    unsigned (dt_node_int); operators on constants fold in the parser
    (dt_node_op1/op2/op3): unary - of an unsigned constant truncates, ! keeps
    the constant's type, >> is logical, % has C's sign, a constant ?:
    condition picks its branch without promotion; ?: of an enum and an
    integer has its first operand's type (ctf_type_compat( ) before
    dt_type_promote in dt_cook_op3);
  - an enumerator is a constant of its enum type holding its int value
    sign-extended (dt_decl_enumerator( )); an inline whose expression
    folds is a constant of the expression's type, not the declared one
    (dt_node_ident( ) clones din_root), any other is its expression cast
    to the declared type at each use (dt_cg_inline( ));
  - sizeof is a size_t (unsigned long), folded for a type only
    (dt_node_op1( )), its operand's code never generated (dt_cg_node( ));
    a comma expression has its right operand's type and is never folded.

Left out: division by zero, shifts past 63 (the right operand is masked),
++/-- of a bit-field (DTrace's stores the whole bytes, clobbering its
neighbours), a constant INT64_MIN / -1 (DTrace's own folding traps).

  tests/fuzz/arith.py [-n PROGRAMS] [-e EXPRS] [-s SEED] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints the first
disagreement of each program with the statements before it (a later one
may follow from it); exit status 1 if any. Not run by tests/run.
"""
import operator
import random
import sys

import fuzzlib

M64 = (1 << 64) - 1
# --ref: DTrace for Linux itself as -b. Its elements of the global arrays
# r_T[4] load as wide as their type but zero-extended: dt_cg_node( )'s
# DT_TOK_DEREF of a DT_NF_DPTR pointer is a bare BPF_LOAD, no
# dt_cg_promote( ) (a DTrace bug sonda does not copy: -192 in a short
# element >> 6 is 1021 there). Fewer expressions by default: DTrace's
# register spilling fails the verifier ("R5 !read_ok") on long programs.
REF = False


class BitField(Exception):
    """sizeof of a bit-field's type, refused by DTrace: not generated."""


class T:
    """An integer type: D name, width in bits, signedness, size in bytes."""
    def __init__(self, name, bits, signed, size=None, enum=False):
        self.name, self.bits, self.signed = name, bits, signed
        self.size = size or bits // 8
        self.enum = enum

    def rank(self):
        return (self.bits, not self.signed)


TYPES = [T(n, b, s) for n, b, s in [
    ("char", 8, 1), ("unsigned char", 8, 0), ("short", 16, 1),
    ("unsigned short", 16, 0), ("int", 32, 1), ("unsigned int", 32, 0),
    ("long", 64, 1), ("unsigned long", 64, 0), ("long long", 64, 1),
    ("unsigned long long", 64, 0), ("int8_t", 8, 1), ("uint8_t", 8, 0),
    ("int16_t", 16, 1), ("uint16_t", 16, 0), ("int32_t", 32, 1),
    ("uint32_t", 32, 0), ("int64_t", 64, 1), ("uint64_t", 64, 0), ("_Bool", 8, 0)]]
INT, UINT, LONG, ULONG = TYPES[4], TYPES[5], TYPES[6], TYPES[7]
ENUM = T("enum col", 32, 0, enum=True)
FIELDS = [("a", T("int:3", 3, 1, 1)), ("b", T("unsigned int:5", 5, 0, 1)),
          ("c", T("int:12", 12, 1, 2)), ("d", T("unsigned long:20", 20, 0, 4)),
          ("e", T("long:40", 40, 1, 8)), ("f", T("unsigned char:1", 1, 0, 1))]
# Constants by name, DT_NODE_INTs of the type and value dt_node_ident( )
# clones: an enumerator's node has its enum type and the int value
# sign-extended to 64 bits (dt_decl_enumerator( ): dt_node_int( ) of an
# int), an integer inline's is its folded expression's, not the declared
# type (dt_node_inline( ) keeps the cooked expression as din_root).
NAMED = [("const", "RED", 3, ENUM), ("const", "GREEN", 70, ENUM),
         ("const", "NEG", M64 - 4, ENUM), ("const", "IC", 300, INT),
         ("const", "IU", M64, INT), ("const", "IS", 0x12345, INT),
         ("const", "IUL", 2**32 - 1, UINT), ("const", "I8", 97, INT)]
INLINES = ["inline char IC = 300;", "inline unsigned char IU = -1;",
           "inline short IS = 0x12345;", "inline unsigned long IUL = 0xffffffffu;",
           "inline int8_t I8 = 'a';"]
BINOPS = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "==", "!=",
          "<", "<=", ">", ">=", "&&", "||", "^^"]
ASGNOPS = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
VALS = [0, 1, 2, 3, 5, 7, 31, 100, 127, 128, 255, 256, 1000, 32767, 32768,
        65535, 65536, 2**31 - 1, 2**31, 2**32 - 1, 2**32, 2**40 + 3,
        2**63 - 1, 2**63, 2**64 - 1]


def trunc(v, t):
    return v & ((1 << (t.size * 8)) - 1)


def ext(v, bits, signed):
    """The low bits of v, sign- or zero-extended to 64 bits."""
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v & M64


def sval(v):
    return v - (1 << 64) if v >> 63 else v


def promote(a, b):
    """dt_type_promote: the higher rank; an enum is an int."""
    a, b = (INT if a.enum else a), (INT if b.enum else b)
    return a if a.rank() >= b.rank() else b


def cond_type(a, b):
    """dt_cook_op3: ctf_type_compat( ) first, which takes an enum and any
    integer as compatible (libctf), so the first operand's type; then
    dt_type_promote."""
    return a if a.enum or b.enum else promote(a, b)


def cast(v, src, dst):
    """dt_cg_typecast: shift only to narrow or to change sign."""
    if dst.size == 8 or (dst.size > src.size and (dst.signed or not src.signed)) \
            or (dst.size == src.size and dst.signed == src.signed):
        return v
    return ext(v, dst.size * 8, dst.signed)


def divmod64(op, l, r, signed, folded):
    if not signed:
        return l // r if op == "/" else l % r
    a, b = abs(sval(l)), abs(sval(r))
    neg = (sval(l) < 0) != (sval(r) < 0)
    if op == "/":
        q = a // b
    else:	# DTrace's code gives the sign of a / b, C's folding that of a
        q = a % b
        neg = sval(l) < 0 if folded else neg
    return (-q if neg else q) & M64


def const_type(v, hexa, suffix):
    """dt_node_int: the first of int, uint, long, ulong, ... that holds v."""
    order = [(INT, 2**31 - 1), (UINT, 2**32 - 1), (LONG, 2**63 - 1),
             (ULONG, 2**64 - 1), (TYPES[8], 2**63 - 1), (TYPES[9], 2**64 - 1)]
    i = suffix.lower().count("u") + 2 * suffix.lower().count("l")
    step = 2 if not hexa or suffix[:1] == "u" else 1	# lowercase only
    for t, lim in order[i::step]:
        if v <= lim:
            return t
    return None


class Gen:
    """Random expressions as trees: (kind, ...) tuples."""
    def __init__(self, r):
        self.r = r
        self.inlines = []

    def inline(self, i):
        """An inline of a declared type over a global: (kind, name, type,
        root); the declaration."""
        t, vt = self.r.choice(TYPES), self.r.choice(TYPES)
        root = ("var", "g_" + vt.name.replace(" ", "_"), vt)
        if self.r.random() < 0.7:
            root = ("bin", self.r.choice(["+", "-", "*", "&", "|", "^"]),
                    root, self.const())
        n = ("inl", "INV%d" % i, t, root)
        self.inlines.append(n)
        return "inline %s INV%d = %s;" % (t.name, i, text(root))

    def var(self, modifiable=False, elem=True):
        if not modifiable and self.inlines and self.r.random() < 0.05:
            return self.r.choice(self.inlines)
        c = self.r.randrange(9)
        if c == 0 and not modifiable:
            return ("var", "en", ENUM)
        if c == 1:
            f, t = self.r.choice(FIELDS)
            return ("field", "st." + f, t)
        t = self.r.choice(TYPES)
        if c == 2 and elem:	# a global array's element, index computed
            return ("elem", "r_" + t.name.replace(" ", "_"), t, self.index())
        scope = self.r.choice(["g_", "this->l_", "self->t_", "a_"])
        if scope == "a_":
            return ("var", "a_%s[%d]" % (t.name.replace(" ", "_"),
                                         self.r.randrange(3)), t)
        return ("var", scope + t.name.replace(" ", "_"), t)

    def index(self):
        """An element's index: a constant, a variable or a variable's
        ++/-- (whose side effect an op= makes twice), masked to 0..3."""
        c = self.r.random()
        if c < 0.25:
            return self.const()
        v = self.var(modifiable=True, elem=False)
        if c < 0.55 or v[0] == "field":
            return v
        return ("incdec", self.r.choice(["++", "--"]), self.r.random() < 0.5, v)

    def const(self):
        v = self.r.choice(VALS)
        if self.r.random() < 0.5:
            v = self.r.randrange(0, 300)
        hexa = self.r.random() < 0.3
        if self.r.random() < 0.05:	# a character constant is an int
            c = self.r.choice("az09 ~")
            return ("const", "'%s'" % c, ord(c), INT)
        if self.r.random() < 0.06:	# enumerators and inlines: INT nodes
            return self.r.choice(NAMED)
        if self.r.random() < 0.04:	# dt_node_op1( ): a size_t constant
            t = self.r.choice(TYPES + [ENUM])
            return ("const", "sizeof (%s)" % t.name, t.size, ULONG)
        suffix = self.r.choice(["", "", "", "u", "l", "ul", "ll", "ull", "U",
                                "UL", "LL"])
        t = const_type(v, hexa, suffix)
        if t is None or (not hexa and v > 2**63 - 1):
            return self.const()
        text = ("0x%x" if hexa else "%d") % v + suffix
        node = ("const", text, v, t)
        return ("un", "-", node) if self.r.random() < 0.2 else node

    def expr(self, d):
        if d <= 0 or self.r.random() < 0.2:
            return self.const() if self.r.random() < 0.4 else self.var()
        c = self.r.randrange(25)
        e = lambda: self.expr(d - 1)
        if c == 23:	# (E1, E2): E1's side effects, E2's value and type
            return ("comma", e(), e())
        if c == 24:	# sizeof E: E's type's size, E not run
            return ("sizeof", e())
        if c < 8 or c >= 20:
            op = self.r.choice(BINOPS)
            lhs, rhs = e(), e()
            if c >= 20:	# both operands cast: every width and sign met
                lhs = ("cast", self.r.choice(TYPES), lhs)
                rhs = ("cast", self.r.choice(TYPES), rhs)
            if op in ("/", "%"):
                rhs = ("bin", "|", rhs, ("const", "1", 1, INT))
            elif op in ("<<", ">>"):
                rhs = ("bin", "&", rhs, ("const", "63", 63, INT))
            return ("bin", op, lhs, rhs)
        if c < 11:
            return ("un", self.r.choice(["-", "~", "!"]), e())
        if c < 14:
            return ("cast", self.r.choice(TYPES), e())
        if c < 16:
            return ("tern", e(), e(), e())
        if c < 18:
            v = self.var(modifiable=True)
            op = self.r.choice(ASGNOPS)
            rhs = e()
            if self.r.random() < 0.3:
                rhs = ("cast", self.r.choice(TYPES), rhs)
            if op in ("/=", "%="):
                rhs = ("bin", "|", rhs, ("const", "1", 1, INT))
            elif op in ("<<=", ">>="):
                rhs = ("bin", "&", rhs, ("const", "63", 63, INT))
            return ("asgn", op, v, rhs)
        v = self.var(modifiable=True)
        if v[0] == "field":	# DTrace's ++ of a bit-field stores whole bytes
            return self.expr(d)
        # (an element's ++/-- reaches it once: dt_cg_incdec_op( ))
        return ("incdec", self.r.choice(["++", "--"]), self.r.random() < 0.5, v)


def text(n):
    k = n[0]
    if k == "const":
        return n[1]
    if k in ("var", "field", "inl"):
        return n[1]
    if k == "elem":
        return "%s[(%s) & 3]" % (n[1], text(n[3]))
    if k == "bin":
        return "(%s %s %s)" % (text(n[2]), n[1], text(n[3]))
    if k == "un":
        return "(%s%s)" % (n[1], text(n[2]))
    if k == "cast":
        return "((%s)%s)" % (n[1].name, text(n[2]))
    if k == "tern":
        return "(%s ? %s : %s)" % (text(n[1]), text(n[2]), text(n[3]))
    if k == "asgn":
        return "(%s %s %s)" % (text(n[2]), n[1], text(n[3]))
    if k == "comma":
        return "(%s, %s)" % (text(n[1]), text(n[2]))
    if k == "sizeof":
        return "sizeof(%s)" % text(n[1])
    return "(%s%s)" % (n[1], text(n[3])) if n[2] else "(%s%s)" % (text(n[3]), n[1])


ALU = {"+": operator.add, "-": operator.sub, "*": operator.mul,
       "&": operator.and_, "|": operator.or_, "^": operator.xor}
CMP = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


class Model:
    """DTrace's value of an expression: (64-bit register, type, folded);
    folded says the parser made it a constant (then other rules apply)."""
    def __init__(self):
        self.mem = {}		# variable name -> its stored bits

    def load(self, v):
        return ext(self.mem.get(v[1], 0), v[2].bits, v[2].signed)

    def store(self, v, reg):
        self.mem[v[1]] = reg & ((1 << v[2].bits) - 1)

    def peek(self, n):
        """ev(n) without its side effects (a ?: or && operand not run)."""
        saved = dict(self.mem)
        try:
            return self.ev(n)
        finally:
            self.mem = saved

    def ev(self, n):
        k = n[0]
        if k == "const":
            return n[2], n[3], True
        if k in ("var", "field"):
            return self.load(n), n[2], False
        if k == "elem":
            e = self.elem(n)
            return (self.mem.get(e[1], 0) if REF else self.load(e)), \
                n[2], False
        if k == "inl":	# dt_cg_inline( ): the root, cast to the inline's type
            v, t, _ = self.ev(n[3])
            return cast(v, t, n[2]), n[2], False
        if k == "cast":
            v, t, c = self.ev(n[2])
            return cast(v, t, n[1]), n[1], c
        return getattr(self, "ev_" + k)(n)

    def elem(self, n):
        """The element an index reaches, its index computed now (its side
        effects done): a variable of the model's memory."""
        i = self.ev(n[3])[0] & 3
        return ("var", "%s[%d]" % (n[1], i), n[2])

    def ev_un(self, n):
        v, t, c = self.ev(n[2])
        if n[1] == "-":
            v = -v & M64
            return (trunc(v, t) if c and not t.signed else v), t, c
        if n[1] == "~":
            return ~v & M64, t, c
        return int(v == 0), (t if c else INT), c

    def ev_tern(self, n):
        v, _, c = self.ev(n[1])
        if c:			# dt_node_op3: the branch, as it is
            return self.ev(n[2] if v else n[3])
        taken = self.ev(n[2] if v else n[3])
        other = self.peek(n[3] if v else n[2])[1]
        t = cond_type(taken[1], other) if v else cond_type(other, taken[1])
        return taken[0], t, False

    def ev_comma(self, n):
        """dt_cg_node( )'s DT_TOK_COMMA: both run, the right's register;
        dt_cook_op2( ) gives it the right's type; never folded."""
        self.ev(n[1])
        v, t, _ = self.ev(n[2])
        return v, t, False

    def ev_sizeof(self, n):
        """dt_cook_op1( )'s DT_TOK_SIZEOF: a size_t of the operand's
        type's size (D_SIZEOF_BITFIELD for a bit-field: raised as
        BitField so that the generator drops it); dt_cg_node( ) sets the
        constant without generating the operand, not folded by
        dt_node_op1( ), which folds only a type's or a string's."""
        t = self.peek(n[1])[1]
        if ":" in t.name:
            raise BitField
        return t.size, ULONG, False

    def ev_asgn(self, n):
        """The value before the destination (dt_cg_node( )'s DT_TOK_ASGN
        before dt_cg_asgn_op( )); op= of an element computes its index
        twice, for the value (dt_cg_arithmetic_op( )) and again for where
        it goes (dt_cg_asgn_op( ) generates *(a + i) again)."""
        op, v = n[1], n[2]
        if op == "=":
            r = self.ev(n[3])[0]
            if v[0] == "elem":
                v = self.elem(v)
        else:
            lv = self.elem(v) if v[0] == "elem" else v
            l = self.mem.get(lv[1], 0) if REF and v[0] == "elem" \
                else self.load(lv)
            rv, _, folded = self.ev(n[3])
            r = self.arith(op[:-1], l, rv, v[2], False)
            if v[0] == "elem":
                v = self.elem(v)
            if folded and rv == 0 and v[1].startswith(("self->", "a_")):
                # dt_cg_store_var( ): a dynamic variable given a literal 0
                # operand (a constant the parser folded) is deleted, the
                # value of the expression still the operator's
                self.mem.pop(v[1], None)
                return r, v[2], False
        self.store(v, r)
        return r, v[2], False

    def ev_incdec(self, n):
        v = self.elem(n[3]) if n[3][0] == "elem" else n[3]
        old = self.mem.get(v[1], 0)	# loaded without sign extension
        new = (old + (1 if n[1] == "++" else -1)) & M64
        self.store(v, new)
        return (new if n[2] else old), v[2], False

    def arith(self, op, l, r, t, folded):
        if op in ALU:
            return ALU[op](l, r) & M64
        if op in ("/", "%"):
            return divmod64(op, l, r, t.signed, folded)
        if op == "<<":
            return (l << (r & 63)) & M64
        if t.signed and not folded:
            return (sval(l) >> (r & 63)) & M64
        return l >> (r & 63)

    def ev_bin(self, n):
        op, a, b = n[1], n[2], n[3]
        l, lt, lc = self.ev(a)
        if op in ("&&", "||") and (op == "&&") == (l == 0):
            rc = self.peek(b)[2]	# not run, but cooked (and folded)
            return int(op == "||"), INT, lc and rc
        r, rt, rc = self.ev(b)
        folded = lc and rc
        if op in ("&&", "||", "^^"):
            lb, rb = l != 0, r != 0
            return int(lb != rb if op == "^^" else lb and rb if op == "&&"
                       else lb or rb), INT, folded
        t = promote(lt, rt)
        if op in ("==", "!="):
            return int((l == r) == (op == "==")), INT, folded
        if op in CMP:
            x, y = (sval(l), sval(r)) if t.signed else (l, r)
            return int(CMP[op](x, y)), INT, folded
        if op in ("<<", ">>"):
            t = lt
        if folded and op in ("/", "%") and t.signed and \
                sval(l) == -2**63 and sval(r) == -1:
            raise OverflowError	# the parser's own C division would trap
        return self.arith(op, l, r, t, folded), t, folded


def out(fmt, v, t):
    v = trunc(v, t)
    if fmt == "%x":
        return "%x" % v
    if t.signed and fmt != "%u":
        return str(sval(ext(v, t.size * 8, True)))
    return str(v)


def program(r, nexpr):
    g, m = Gen(r), Model()
    decls = ["struct bf { int a:3; unsigned int b:5; int c:12; unsigned long d:20; "
             "long e:40; unsigned char f:1; } st;",
             "enum col { RED = 3, GREEN = 70, NEG = -5 } en;", "int pr;"] + INLINES
    body, checks, names = [], [], {}
    for t in TYPES:
        nm = t.name.replace(" ", "_")
        decls += ["%s g_%s;" % (t.name, nm), "this %s l_%s;" % (t.name, nm),
                  "self %s t_%s;" % (t.name, nm), "%s a_%s[int];" % (t.name, nm),
                  "%s r_%s[4];" % (t.name, nm)]
    decls += [g.inline(i) for i in range(3)]
    body.append("en = GREEN;")
    m.mem["en"] = 70
    inits = [("var", s + t.name.replace(" ", "_") + k, t) for t in TYPES
             for s, k in (("g_", ""), ("this->l_", ""), ("self->t_", ""),
                          ("a_", "[0]"), ("a_", "[1]"), ("r_", "[0]"),
                          ("r_", "[1]"), ("r_", "[2]"), ("r_", "[3]"))]
    for v in inits + [("field", "st." + f, t) for f, t in FIELDS]:
        c = g.const()
        body.append("%s = %s;" % (v[1], text(c)))
        m.store(v, m.ev(c)[0])
        names[v[1]] = v
    for i in range(nexpr):
        e = g.expr(r.randrange(1, 6))
        saved = dict(m.mem)
        try:
            v, t, _ = m.ev(e)
        except (OverflowError, BitField):
            m.mem = saved
            continue
        fmt = r.choice(["%d", "%u", "%x", "trace"] + ["pred"] * (r.random() < 0.3))
        if fmt == "pred":	# dt_cg_prologue: the whole register against 0
            body.append("pr = 0;\n}\n\nBEGIN\n/%s/\n{\n\tpr = 1;\n}\n\nBEGIN\n"
                        "{\n\tprintf(\"%%d\\n\", pr);" % text(e))
            want = str(int(v != 0))
        elif fmt == "trace":
            body.append("trace(%s); printf(\"\\n\");" % text(e))
            want = out("%d", v, t)
        else:
            body.append("printf(\"%s\\n\", %s);" % (fmt, text(e)))
            want = out(fmt, v, t)
        # the statement alone, after assignments of the values before it
        alone = ["en = GREEN;"] + ["%s = 0x%x;" % (n, saved.get(n, 0))
                                   for n in sorted(names)]
        checks.append((body[-1], want, alone + [body[-1]]))
    return wrap(decls, body), decls, checks


def wrap(decls, body):
    return "\n".join(decls) + "\n\nBEGIN\n{\n\t" + "\n\t".join(body) + \
        "\n\texit(0);\n}\n"


def run(sonda, prog):
    rc, out, err = fuzzlib.run_script(sonda, prog, ["-q"], timeout=120)
    return rc, out.split("\n"), err


def each_alone(args, seed, decls, checks):
    """--ref, a program DTrace failed to load: each statement alone.
    Returns (disagreements, expressions checked)."""
    bad = n = 0
    for stmt, want, stmts in checks:
        rc, lines, err = run(args.bin, wrap(decls, stmts))
        if rc:
            print("seed %d: alone: exit %d: %s\n\t%s" % (
                seed, rc, err.strip()[-200:], stmt))
            bad += 1
            continue
        n += 1
        if lines[0] != want:
            print("seed %d: want %s, got %s:\n\t%s\n" % (
                seed, want, lines[0], stmt))
            bad += 1
    return bad, n


def main():
    ap = fuzzlib.options(n=20)
    ap.add_argument("-e", type=int, default=None,
                    help="expressions a program (60, 15 with --ref)")
    args = ap.parse_args()
    global REF
    REF = args.ref
    if args.e is None:
        args.e = 15 if REF else 60
    bad = nexpr = 0
    for seed in range(args.s, args.s + args.n):
        prog, decls, checks = program(random.Random(seed), args.e)
        if args.v:
            print(prog)
        rc, lines, err = run(args.bin, prog)
        if REF and rc and "BPF program load" in err:
            b, n = each_alone(args, seed, decls, checks)	# DTrace's spilling
            bad, nexpr = bad + b, nexpr + n
            continue
        if rc or len(lines) < len(checks):
            print("seed %d: exit %d: %s" % (seed, rc, err.strip()[:300]))
            bad += 1
            continue
        nexpr += len(checks)
        for (stmt, want, alone), got in zip(checks, lines):
            if want == got.strip():
                continue
            bad += 1
            rc, lines, err = run(args.bin, wrap(decls, alone))
            if not rc and lines[0] != want:	# fails on its own: show it so
                print("seed %d: want %s, got %s:\n\t%s\n" % (
                    seed, want, lines[0], "\n\t".join(alone[-1:])))
                if args.v:
                    print(wrap(decls, alone))
            else:
                print("seed %d: want %s, got %s (after the statements before):"
                      "\n\t%s\n" % (seed, want, got.strip(), stmt))
            break
    print("%d programs, %d expressions, %d disagreements" % (args.n, nexpr, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
