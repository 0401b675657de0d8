#!/usr/bin/python3
"""optypes.py - D operators over non-integer and mixed operands against a model of DTrace.

Generates random D statements whose expressions apply D's operators (unary
- + ! ~ * & ++ -- sizeof stringof, binary + - * / % << >> & | ^ && || ^^
== != < <= > >=, the assignment operators, ?:, the comma operator, casts,
. -> and []) to
operands of every kind: integer variables and constants of several types,
enum variables and enumerators, pointers (int *, char *, void *, struct
pointers, curthread, casts to a declared struct's pointer and to its
typedef's, foo_t *), strings
(constants, variables, execname), char arrays (curthread->comm, a declared
struct's char c[8]), int arrays (members and a global int garr[4]),
user typedefs of a pointer (cptr_t: named by its name, its D_OP_SOU
by the resolved char *), of an integer and of that typedef (myuc_t,
myuc2_t) as variables and casts,
structs and unions by value (a typedef foo_t of struct foo among them:
compatible with it, named foo_t, its members' errors naming struct foo as
dt_cook_op2( ) names the resolved type), translated data (curpsinfo, *curpsinfo,
xlate<psinfo_t>(curthread)), stack() and func(arg0), names of actions and
subroutines used as values (printf, count, strlen), fresh and declared
variables of every scope. Each statement is a context: an expression
statement, trace(), an assignment to a fresh global, this->, self-> or
associative variable, a predicate, an associative array key. Each program
is one statement compiled alone with -e -x errtags; the D_* tag and the
message (or success) and the exit status are compared with the model's.
Values are not checked (left for later: pointer arithmetic scaled by the
pointee's size is covered by tests/e2e/ops).

The model follows libdtrace's dt_parser.c, not C:

  - dt_node_op1/op2/op3 at parse time: unary - ~ ! of an integer constant
    fold (the constant stays a DT_NODE_INT, so -0 and !1 are null pointer
    constants), a constant ?: condition picks its branch before anything
    is cooked, a constant 0 right operand of / % /= %= is D_DIV_ZERO;
  - dt_cook_op1: * of a translated pointer gives translated data
    (dynamic), else needs a pointer or array (D_DEREF_NONPTR) not to void
    (D_DEREF_VOID); unary - + need dt_node_is_arith, ~ dt_node_is_integer,
    ! dt_node_is_scalar; & refuses variables (D_ADDROF_VAR), dynamic
    objects and non-lvalues (D_ADDROF_LVAL); ++ -- need a scalar, not a
    void pointer, an lvalue, a writable one (D_OP_SCALAR, D_OP_VFPTR,
    D_OP_LVAL, D_OP_WRITE); stringof a scalar, pointer or string;
  - dt_cook_op2: & | ^ % << >> integers (D_OP_INT), * / arithmetic
    (D_OP_ARITH), && || ^^ scalars (D_OP_SCALAR); comparisons accept
    ctf_type_compat types, two integers, two string-compatible operands
    one of which is a string, or dt_node_is_ptrcompat (pointers to
    compatible types or void, or a literal integer 0, never a dynamic
    operand), else D_OP_INCOMPAT naming both types; + - accept integers,
    a pointer or string and an integer (int + pointer only for +), two
    compatible pointers for -, and check a constant index of an array
    (D_ARR_BOUNDS; a string is a char [256]); [] on anything but an
    associative array is *(a + i); . and -> need a struct or union
    (D_OP_SOU), -> a pointer (D_OP_PTR), the member (D_TYPE_MEMBER; a
    translator's: D_XLATE_NOCONV);
  - assignments: = refuses an array (D_OP_ARRFUN), then
    dt_node_is_argcompat, or a literal 0 into an associative or self->
    variable, else D_OP_INCOMPAT; a fresh variable takes the right
    operand's type (a translated struct's translated type); += -= refuse
    strings, need a left pointer of known size unless both are integers
    (D_OP_VFPTR) and a compatible right pointer; *= /= arithmetic, the
    others integers; then an lvalue (D_OP_LVAL) that is writable
    (D_OP_WRITE);
  - the comma operator (dt_cook_op2): D_OP_DYN if either operand is
    dynamic, then D_OP_ACT if either is an action; the right operand's
    type and flags but DT_NF_LVALUE (dt_node_type_propagate( ));
  - dt_cook_op3: the condition is a scalar, no arm is dynamic (D_OP_DYN),
    the arms are compatible (as for comparisons; D_OP_INCOMPAT), no arm is
    an action (D_OP_ACT);
  - casts (DT_TOK_LPAR): compatible types, scalar to scalar, anything to
    void, array or pointer to pointer, scalar, pointer or string to
    string, else D_CAST_INVAL;
  - dt_idcook_assc: a new associative array's key is neither dynamic nor
    void (D_KEY_TYPE "<type> expression may not be used as associative
    array index: key #1"); a struct or union key is its bytes;
  - dt_cook_clause: a predicate is scalar (D_PRED_SCALAR); dt_cg.c: trace()
    of void (D_TRACE_VOID) or of a dynamic expression (D_TRACE_DYN);
  - type names in messages: dt_node_type_name: a dynamic node's identifier
    kind ("translated data", "pointer to translated data"), else
    ctf_type_name.

Left out (Later: the model stops; aggregations are not generated):
statements whose value is void, dynamic, a struct or an action (code
generation decides; a key of an action), sizeof, function names indexed,
and these differences sonda keeps from DTrace: a + i
of an array typed &a[i] (DTrace keeps the array's type), p - s and p -= q
with a string or pointer right operand (refused), two void
aliases (stack) in ?:, garr -= 1 (D_OP_ARRFUN), curpsinfo -= x.

  tests/fuzz/optypes.py [-n PROGRAMS] [-s SEED] [-j JOBS] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement; exit status 1 if any. Not run by tests/run.
"""
import random
import sys

import fuzzlib

M64 = (1 << 64) - 1
STRSIZE = 256


class Ty:
    """A D type as libctf sees it: kind, name (ctf_type_name), and for
    integers bits, sign and the resolved name ctf_type_compat compares."""
    def __init__(self, kind, name, ref=None, n=None, bits=0, signed=False,
                 rname=None, size=0):
        self.kind, self.name, self.ref, self.n = kind, name, ref, n
        self.bits, self.signed = bits, signed
        self.rname = rname or name
        self.size = size or bits // 8

    def __repr__(self):
        return self.name


def I(name, bits, signed, rname=None):
    return Ty("int", name, bits=bits, signed=signed, rname=rname)


INT, CHAR, LONG = I("int", 32, True), I("char", 8, True), I("long", 64, True)
# The kernel's char (curthread->comm's elements): dt_btf.c makes every 8-bit
# BTF integer but _Bool CTF_INT_CHAR alone, unsigned, under its own name
KCHAR = I("char", 8, False)
UINT = I("unsigned int", 32, False)
INT64 = I("int64_t", 64, True, "long")
UINT64 = I("uint64_t", 64, False, "unsigned long")
PID = I("pid_t", 32, True, "int")
SIZE_T = I("size_t", 64, False, "unsigned long")
PTRDIFF = I("ptrdiff_t", 64, True, "long")
ENUM = Ty("enum", "enum col", bits=32, signed=False, size=4)
VOID = Ty("void", "void")
DYN = Ty("void", "<DYN>", rname="void")
STACK = Ty("void", "stack", rname="void")
SYMADDR = Ty("void", "_symaddr", rname="void")
STRING = Ty("string", "string")
FOO = Ty("struct", "struct foo", size=48)
FOOT = Ty("struct", "foo_t", rname="struct foo", size=48)	# typedef struct foo
UN = Ty("union", "union un", size=4)
TASK = Ty("struct", "struct task_struct")
PSINFO = Ty("struct", "psinfo_t", rname="struct psinfo")
# user typedefs: of a pointer, of an integer and of that typedef (libctf
# names each by its own name; ctf_type_compat resolves them)
MYUC = I("myuc_t", 8, False, "unsigned char")
MYUC2 = I("myuc2_t", 8, False, "unsigned char")


def ptr(t):
    return Ty("ptr", t.name + ("*" if t.name.endswith("*") else " *"), ref=t,
              size=8)


def tdptr(name, t):
    """A typedef of a pointer: named by its own name, resolved (rname, as
    D_OP_SOU names it after ctf_type_resolve( )) the pointer's."""
    return Ty("ptr", name, ref=t, size=8, rname=ptr(t).name)


def arr(t, n):
    return Ty("arr", "%s [%d]" % (t.name, n), ref=t, n=n, size=t.size * n)


CHAR_STR = arr(CHAR, STRSIZE)	# what "string" resolves to


def resolve(t):
    return CHAR_STR if t.kind == "string" else t


def tcompat(a, b):
    """ctf_type_compat: an enum and an integer always are (libctf tests
    that before the kinds), else same kind and resolved name, then by
    kind."""
    a, b = resolve(a), resolve(b)
    if {a.kind, b.kind} == {"enum", "int"}:
        return True
    if a.kind != b.kind:
        return False
    if a.kind == "ptr":
        return tcompat(a.ref, b.ref)
    if a.kind == "arr":
        return a.n == b.n and tcompat(a.ref, b.ref)
    if a.kind == "int":	# integers by encoding alone, not by name
        return (a.bits, a.signed, is_char(a)) == (b.bits, b.signed, is_char(b))
    return a.rname == b.rname


class N:
    """A cooked node: its type and the dt_node_t facts the checks read."""
    def __init__(self, ty, nk="op", lv=False, wr=False, val=None, dyn=None,
                 act=False, xl=None):
        self.ty, self.nk, self.lv, self.wr, self.val = ty, nk, lv, wr, val
        self.dyn = dyn		# dt_node_is_dynamic: the identifier kind's name
        self.act = act		# dt_node_is_actfunc
        self.xl = xl		# "ptr" / "sou": dt_node_resolve XLPTR / XLSOU
        self.member = False	# a member (. or ->)


class Err(Exception):
    def __init__(self, tag, msg):
        Exception.__init__(self, tag, msg)
        self.tag, self.msg = tag, msg


class Later(Exception):
    """A case the model does not decide (code generation left out)."""


def is_integer(n):
    return n.ty.kind in ("int", "enum")


def is_scalar(n):
    return n.ty.kind in ("int", "enum", "ptr")


def is_string(n):
    return n.ty.kind == "string"


def is_pointer(n):
    return n.ty.kind in ("ptr", "arr")


def is_vfptr(n):
    return n.ty.kind == "ptr" and n.ty.ref.kind == "void"


def is_void(n):
    return n.ty.kind == "void" and not n.dyn and n.ty not in (STACK, SYMADDR)


def is_char(t):
    """IS_CHAR (dt_parser.h): CTF_INT_CHAR and 8 bits, whatever the sign;
    D's char, signed char, unsigned char and the kernel's 8-bit ints"""
    return t.kind == "int" and t.bits == 8 and \
        t.rname in ("char", "signed char", "unsigned char")


def is_strcompat(n):
    t = resolve(n.ty)
    return t.kind in ("ptr", "arr") and is_char(t.ref)


def int0(n):
    return n.nk == "int" and n.val == 0


def ptrcompat(l, r):
    """dt_node_is_ptrcompat: (compatible, the more specific type)."""
    if l.dyn or r.dyn:
        return False, None
    li, ri = is_integer(l), is_integer(r)
    if (li and ri) or (li and not int0(l)) or (ri and not int0(r)):
        return False, None
    lt = r.ty if li else l.ty
    rt = l.ty if ri else r.ty
    lt, rt = resolve(lt), resolve(rt)
    lref = lt.ref if lt.kind in ("ptr", "arr") else None
    rref = rt.ref if rt.kind in ("ptr", "arr") else None
    lvoid = lref is not None and lref.kind == "void"
    rvoid = rref is not None and rref.kind == "void"
    ok = lref is not None and rref is not None and \
        (lvoid or rvoid or tcompat(lref, rref))
    res = (r.ty if li else l.ty) if rvoid else (l.ty if ri else r.ty)
    return ok, res


def argcompat(l, r):
    """dt_node_is_argcompat"""
    if is_integer(l) and is_integer(r):
        return True
    if is_strcompat(l) and is_strcompat(r):
        return True
    for t in (STACK, SYMADDR):
        if l.ty is t and r.ty is t:
            return True
    if l.ty.kind in ("struct", "union"):
        return tcompat(l.ty, r.ty)
    return ptrcompat(l, r)[0]


def tname(n):
    """dt_node_type_name"""
    return n.dyn if n.dyn else n.ty.name


def promote(a, b):
    """dt_type_promote: the higher rank; an enum is an int."""
    a = INT if a.kind == "enum" else a
    b = INT if b.kind == "enum" else b
    return a if (a.bits, not a.signed) >= (b.bits, not b.signed) else b


def incompat(l, op, r):
    return Err("D_OP_INCOMPAT", 'operands have incompatible types: "%s" %s "%s"'
               % (tname(l), op, tname(r)))


# Operands: (text, function making the cooked node). Members of the
# declared struct and of the kernel's and translators' ones.
FOO_MEMBERS = {"a": INT, "c": arr(CHAR, 8), "arr": arr(INT, 4), "next": None,
               "l": LONG}
TASK_MEMBERS = {"pid": PID, "comm": arr(KCHAR, 16), "tgid": PID}
PSINFO_MEMBERS = {"pr_pid": PID, "pr_fname": arr(CHAR, 16)}
UN_MEMBERS = {"i": INT, "b": arr(CHAR, 4)}
PFOO = ptr(FOO)
# foo_t *: dt_type_pointer( ) takes libctf's ctf_type_pointer( ) of foo_t,
# else of what it resolves to, before it adds one: DECLS makes struct foo *
# (its member next) before any foo_t *, so foo_t * is struct foo *
PFOOT = PFOO
FOO_MEMBERS["next"] = PFOO


def members(t):
    return {"struct foo": FOO_MEMBERS, "struct task_struct": TASK_MEMBERS,
            "psinfo_t": PSINFO_MEMBERS, "union un": UN_MEMBERS}.get(
                t.name if t is PSINFO else t.rname)


def member(n):
    n.member = True
    return n


def gvar(ty):
    return lambda: N(ty, "var", True, True)


def bvar(ty):	# a built-in variable: an lvalue, not writable
    return lambda: N(ty, "var", True, False)


def const(ty, v):
    return lambda: N(ty, "int", val=v)


LEAVES = [
    ("gi", gvar(INT)), ("gch", gvar(CHAR)), ("glong", gvar(LONG)),
    ("gu", gvar(UINT)), ("gu64", gvar(UINT64)), ("ge", gvar(ENUM)),
    ("GREEN", const(ENUM, 5)), ("RED", const(ENUM, 0)),
    ("0", const(INT, 0)), ("1", const(INT, 1)), ("3", const(INT, 3)),
    ("0x10", const(INT, 16)), ("'a'", const(INT, 97)),
    ("arg0", bvar(INT64)), ("pid", bvar(PID)),
    ("gp", gvar(PFOO)), ("gip", gvar(ptr(INT))), ("gcp", gvar(ptr(CHAR))),
    ("gvp", gvar(ptr(VOID))), ("curthread", bvar(ptr(TASK))),
    ("(struct foo *)gvp", lambda: N(PFOO)),
    ("(int *)0", lambda: N(ptr(INT))),
    ("gstr", gvar(STRING)), ('"abc"', lambda: N(STRING, "str")),
    ("gtcp", gvar(tdptr("cptr_t", CHAR))), ("guc", gvar(MYUC)),
    ("execname", bvar(STRING)),
    ("curthread->comm", lambda: member(N(arr(KCHAR, 16)))),
    ("gs.c", lambda: member(N(arr(CHAR, 8), wr=True))),
    ("gs.arr", lambda: member(N(arr(INT, 4), wr=True))),
    ("gs.a", lambda: N(INT, lv=True, wr=True)),
    ("gp->l", lambda: N(LONG, lv=True, wr=True)),
    ("curthread->pid", lambda: N(PID, lv=True)),
    ("garr", gvar(arr(INT, 4))), ("gs", gvar(FOO)), ("gun", gvar(UN)),
    ("*gp", lambda: N(FOO, lv=True, wr=True)), ("gt", gvar(FOOT)),
    ("(foo_t *)gvp", lambda: N(PFOOT)),
    ("curpsinfo", lambda: N(ptr(PSINFO), "var", lv=True,
                            dyn="pointer to translated data", xl="ptr")),
    ("*curpsinfo", lambda: N(DYN, dyn="translated data", xl="sou")),
    ("xlate<psinfo_t *>(curthread)",	# <DYN> itself, unlike the inline
     lambda: N(DYN, dyn="pointer to translated data", xl="ptr")),
    ("xlate<psinfo_t>(curthread)",
     lambda: N(DYN, dyn="translated data", xl="sou")),
    ("stack()", lambda: N(STACK, "func", act=True)),
    ("func(arg0)", lambda: N(SYMADDR, "func", act=True)),
    ("(void)gi", lambda: N(VOID)),
    ("printf", None), ("count", None), ("strlen", None), ("rand", None),
    ("stack", None),
    ("this->tp", lambda: N(PFOO, "var", True, True)),
    ("self->ts", lambda: N(STRING, "var", True, True)),
    ("aa[1]", lambda: N(INT, "var", True, True)),
    ("sa[1]", lambda: N(STRING, "var", True, True)),
]
LEAF = dict(LEAVES)
BADREF = {"printf": "tracing function", "count": "aggregating function",
          "strlen": "function", "rand": "function", "stack": "tracing function"}
# a clause's first statements: this-> and self-> variables given values
PRELUDE = ["this->tp = gp;", "self->ts = gstr;"]
DECLS = """struct foo { int a; char c[8]; int arr[4]; struct foo *next; long l; };
typedef struct foo foo_t; foo_t gt;
union un { int i; char b[4]; };
enum col { RED, GREEN = 5 };
struct foo gs; union un gun; struct foo *gp; int gi; char gch; long glong;
unsigned int gu; uint64_t gu64; enum col ge; int *gip; char *gcp; void *gvp;
string gstr; int garr[4]; int aa[int]; string sa[int];
typedef char *cptr_t; typedef unsigned char myuc_t; typedef myuc_t myuc2_t;
cptr_t gtcp; myuc_t guc;
"""
UNOPS = ["-", "+", "!", "~", "*", "&", "++", "--", "x++", "x--", "sizeof",
         "stringof"]
BINOPS = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&&", "||",
          "^^", "==", "!=", "<", "<=", ">", ">="]
ASGNOPS = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
CASTS = [("int", INT), ("char", CHAR), ("long", LONG), ("char *", ptr(CHAR)),
         ("void *", ptr(VOID)), ("struct foo *", PFOO), ("struct foo", FOO),
         ("foo_t", FOOT), ("foo_t *", PFOOT),
         ("void", VOID), ("string", STRING), ("uint64_t", UINT64),
         ("int *", ptr(INT)), ("enum col", ENUM),
         ("cptr_t", tdptr("cptr_t", CHAR)), ("myuc_t", MYUC), ("myuc2_t", MYUC2)]
MEMBERS = ["a", "c", "l", "next", "pid", "comm", "pr_pid", "pr_fname", "i",
           "zz"]


class Model:
    def __init__(self):
        self.fresh = set()	# names of variables the statement creates

    def cook(self, e):
        k = e[0]
        f = fold(e)
        if f is not None and k != "leaf":
            return f
        if k == "leaf":
            if LEAF[e[1]] is None:
                raise Err("D_IDENT_BADREF", "%s '%s' may not be referenced "
                          "as scalar" % (BADREF[e[1]], e[1]))
            return LEAF[e[1]]()
        return getattr(self, "c_" + k)(e)

    def c_un(self, e):	# dt_node_op1, dt_cook_op1
        op, c = e[1], self.cook(e[2])
        o = op.strip("x")
        if op == "*":
            return self.deref(c)
        if op in ("-", "+"):
            if not is_integer(c):
                raise Err("D_OP_ARITH", "operator %s requires an operand of "
                          "arithmetic type" % op)
            if c.nk == "int":
                v = -c.val & M64 if op == "-" else c.val
                if op == "-" and not c.ty.signed:
                    v &= (1 << (c.ty.size * 8)) - 1
                return N(c.ty, "int", val=v)
            return N(c.ty)
        if op == "~":
            if not is_integer(c):
                raise Err("D_OP_INT", "operator ~ requires an operand of "
                          "integral type")
            return N(c.ty, "int", val=~c.val & M64) if c.nk == "int" else N(c.ty)
        if op == "!":
            if c.nk == "int":
                return N(c.ty, "int", val=int(c.val == 0))
            if not is_scalar(c):
                raise Err("D_OP_SCALAR", "operator ! requires an operand of "
                          "scalar type")
            return N(INT)
        if op == "&":
            if c.nk == "var":
                raise Err("D_ADDROF_VAR", "cannot take address of dynamic variable")
            if c.dyn:
                raise Err("D_ADDROF_VAR", "cannot take address of dynamic object")
            if c.xl == "sou":
                raise Later()	# sonda: D_UNKNOWN (not supported)
            if not c.lv:
                raise Err("D_ADDROF_LVAL", "unacceptable operand for unary & operator")
            return N(ptr(c.ty))
        if op == "sizeof":
            raise Later()
        if op == "stringof":
            if not (is_scalar(c) or is_pointer(c) or is_strcompat(c)):
                raise Err("D_STRINGOF_TYPE", "cannot apply stringof to a "
                          "value of type %s" % tname(c))
            return N(STRING)
        if not is_scalar(c):
            raise Err("D_OP_SCALAR", "operator %s requires operand of scalar "
                      "type" % o)
        if is_vfptr(c):
            raise Err("D_OP_VFPTR", "operator %s requires an operand of known "
                      "size" % o)
        if not c.lv:
            raise Err("D_OP_LVAL", "operator %s requires modifiable lvalue as "
                      "an operand" % o)
        if c.wr is None:
            raise Later()
        if not c.wr:
            raise Err("D_OP_WRITE", "operator %s can only be applied to a "
                      "writable variable" % o)
        return N(c.ty)

    def deref(self, c, index=False):
        if c.xl == "ptr":	# a translated pointer: translated data
            return N(DYN, dyn="translated data", xl="sou")
        if c.ty.kind == "string" and not index:
            return N(CHAR, lv=True, wr=c.wr)	# a string is a char array
        t = resolve(c.ty)
        if t.kind not in ("ptr", "arr"):
            raise Err("D_DEREF_NONPTR", "cannot dereference non-pointer type")
        if t.ref.kind == "void":
            raise Err("D_DEREF_VOID", "cannot dereference pointer to void")
        return N(t.ref, lv=t.ref.kind != "arr", wr=c.wr)

    def c_bin(self, e):	# dt_cook_op2
        op = e[1]
        l = self.cook(e[2])
        r = self.cook(e[3])
        if op in ("&", "|", "^", "%", "<<", ">>"):
            if not is_integer(l) or not is_integer(r):
                raise Err("D_OP_INT", "operator %s requires operands of "
                          "integral type" % op)
            return N(l.ty if op in ("<<", ">>") else promote(l.ty, r.ty))
        if op in ("*", "/"):
            if not is_integer(l) or not is_integer(r):
                raise Err("D_OP_ARITH", "operator %s requires operands of "
                          "arithmetic type" % op)
            return N(promote(l.ty, r.ty))
        if op in ("&&", "||", "^^"):
            if not is_scalar(l) or not is_scalar(r):
                raise Err("D_OP_SCALAR", "operator %s requires operands of "
                          "scalar type" % op)
            return N(INT)
        if op in ("==", "!=", "<", "<=", ">", ">="):
            if l.dyn or r.dyn:	# ctf_type_compat, or ptrcompat fails
                if tcompat(l.ty, r.ty):
                    if l.act or r.act:	# <DYN> == stack(): cg's D_CG_EXPR
                        raise Later()
                    return N(INT)
                raise incompat(l, op, r)
            if tcompat(l.ty, r.ty):
                if l.ty.kind == "void" or r.ty.kind == "void":
                    raise Later()
            elif is_integer(l) and is_integer(r):
                pass
            elif is_strcompat(l) and is_strcompat(r) and \
                    (is_string(l) or is_string(r)):
                pass
            elif not ptrcompat(l, r)[0]:
                raise incompat(l, op, r)
            return N(INT)
        return self.additive(op, l, r)

    def additive(self, op, l, r, index=False, lnode=None):	# DT_TOK_ADD/SUB
        lp = is_string(l) or (is_pointer(l) and not is_vfptr(l))
        rp = is_string(r) or (is_pointer(r) and not is_vfptr(r))
        li, ri = is_integer(l), is_integer(r)
        if li and ri:
            t = promote(l.ty, r.ty)
        elif lp and ri:
            t = l.ty
        elif li and rp and op == "+":
            t = r.ty
            if t.kind == "arr":
                t = ptr(t.ref)	# sonda: &a[i] (DTrace: the array's type)
                if not index:
                    raise Later()
        elif lp and rp and op == "-" and ptrcompat(l, r)[0]:
            t = PTRDIFF
        else:
            raise incompat(l, op, r)
        if not index and (l.ty.kind == "arr" or r.ty.kind == "arr"):
            raise Later()	# sonda types a + i as &a[i] (DTrace: a's type)
        a = l.ty	# ctf_array_info( ) of the unresolved type: no string
        if a.kind == "arr" and r.nk == "int" and a.n > 1 and \
                r.val >= a.n and not (lnode and lnode[1] in ("aa", "sa")):
            raise Err("D_ARR_BOUNDS", "index outside array bounds: %d, max "
                      "is %d" % (r.val, a.n))
        return N(t, wr=index and l.wr)

    def c_idx(self, e):	# dt_cook_op2 DT_TOK_LBRAC: *(a + i)
        b = parsed(e[1])
        if b[0] == "leaf" and LEAF[b[1]] is None:
            return self.fn_index(b[1], e[2])
        l = self.cook(e[1])
        r = self.cook(e[2])
        if l.xl or r.act or e[1][0] == "un" and e[1][1] == "stringof":
            raise Later()	# curpsinfo[i], i[stack()]: sonda differs
        s = self.additive("+", l, r, True, e[1])
        if is_integer(l) and not is_integer(r):
            s.wr = l.wr		# *(i + a): writable when i is (DT_TOK_DEREF)
        return self.deref(s, True)

    def fn_index(self, name, k):
        """f[k]: dt_xcook_ident( ) cooks f by dt_idcook_func( ) with no
        arguments, then the [ ] is *(f( ) + k) (dt_cook_op2): rand( ) is
        an int, stack( ) a "stack", count( ) of DTrace's dynamic type."""
        if name in ("strlen", "printf"):
            raise Err("D_PROTO_LEN", "%s( ) prototype mismatch: 0 args passed, "
                      "%s1 expected" % (name, "at least " if name == "printf"
                                        else ""))
        r = self.cook(k)
        if name == "count":
            raise Err("D_OP_INCOMPAT", 'operands have incompatible types: '
                      '"aggregating function" + "%s"' % tname(r))
        if r.xl or r.act:
            raise Later()	# as c_idx( )
        l = N(INT) if name == "rand" else N(STACK, "func", act=True)
        s = self.additive("+", l, r, True, None)
        if not is_integer(r):
            s.wr = None		# 1[a]: not writable
        return self.deref(s, True)

    def c_mem(self, e):	# dt_cook_op2 DT_TOK_PTR / DT_TOK_DOT
        op, name = e[1], e[3]
        l = self.cook(e[2])
        if l.xl and (op == "->") != (l.xl == "ptr"):
            raise Later()	# sonda checks the operator before the member
        if l.xl:
            if name not in PSINFO_MEMBERS:
                raise Err("D_XLATE_NOCONV", "translator does not define "
                          "conversion for member: %s" % name)
            t = ptr(PSINFO) if l.xl == "ptr" else PSINFO
        else:
            t = resolve(l.ty)
        if op == "->":
            if t.kind != "ptr":
                raise Err("D_OP_PTR", "operator -> must be applied to a pointer")
            t = t.ref
        if t.kind not in ("struct", "union"):
            if op == "->":
                raise Err("D_OP_SOU", 'operator -> cannot be applied to '
                          'pointer to type "%s"; must be applied to a struct '
                          'or union pointer' % t.rname)
            raise Err("D_OP_SOU", 'operator . cannot be applied to type "%s"; '
                      'must be applied to a struct or union' % t.rname)
        mt = members(t).get(name)
        if mt is None:
            raise Err("D_TYPE_MEMBER", "%s is not a member of %s"
                      % (name, t.rname))	# the resolved type's name
        lv = mt.kind != "arr" and (op == "->" or l.lv)
        n = N(mt, lv=lv, wr=l.wr)
        n.xmem, n.member = bool(l.xl), True
        return n

    def c_tern(self, e):	# dt_node_op3, dt_cook_op3
        f = fold(e[1])
        if f is not None:	# dt_node_op3: the branch, uncooked before
            return self.cook(e[2] if f.val else e[3])
        c = self.cook(e[1])
        l, r = self.cook(e[2]), self.cook(e[3])
        if not is_scalar(c):
            raise Err("D_OP_SCALAR", "operator ?: expression must be of scalar type")
        if l.dyn or r.dyn:
            raise Err("D_OP_DYN", "operator ?: operands cannot be of dynamic type")
        if tcompat(l.ty, r.ty):
            t = l.ty
        elif is_integer(l) and is_integer(r):
            t = promote(l.ty, r.ty)
        elif is_strcompat(l) and is_strcompat(r) and \
                (is_string(l) or is_string(r)):
            t = STRING
        else:
            ok, t = ptrcompat(l, r)
            if not ok:
                raise Err("D_OP_INCOMPAT", "operator ?: operands must have "
                          "compatible types")
        if l.ty.kind == "void" and r.ty.kind == "void":
            raise Later()	# void aliases (stack): sonda finds them apart
        if l.act or r.act:
            raise Err("D_OP_ACT", "action cannot be used in a conditional context")
        return N(t)

    def c_comma(self, e):	# dt_cook_op2 DT_TOK_COMMA
        l, r = self.cook(e[1]), self.cook(e[2])
        if l.dyn or r.dyn:
            raise Err("D_OP_DYN", "operator , operands cannot be of dynamic "
                      "type")
        if l.act or r.act:
            raise Err("D_OP_ACT", "operator , operands cannot be actions")
        # dt_node_type_propagate( ): the right one's type and flags but
        # DT_NF_LVALUE (so no =, ++ or & of it); no identifier to resolve
        return N(r.ty, wr=r.wr)

    def c_cast(self, e):	# dt_cook_op2 DT_TOK_LPAR
        t, c = e[2], self.cook(e[3])
        tn = N(t)
        if tcompat(t, c.ty) and not c.dyn:
            pass
        elif is_scalar(tn) and is_scalar(c):
            pass
        elif t.kind == "void":
            pass
        elif t.kind == "ptr" and is_pointer(c):
            pass
        elif t.kind == "string" and (is_scalar(c) or is_pointer(c) or
                                     is_strcompat(c)):
            pass
        else:
            raise Err("D_CAST_INVAL", 'invalid cast expression: "%s" to "%s"'
                      % (tname(c), t.name))
        return N(t)

    def c_asgn(self, e):	# dt_cook_op2 DT_TOK_ASGN .. asgn_common
        op, lhs = e[1], e[2]
        if lhs[0] == "fresh":
            if op != "=":
                raise Err("D_VAR_UNDEF", "%s has not yet been declared or "
                          "assigned" % lhs[1].split("[")[0])
            r = self.cook(e[3])
            if r.act:
                raise Later()
            if r.xl == "ptr":	# a virgin variable named by its kind
                raise Err("D_OP_INCOMPAT", 'operands have incompatible types: '
                          '"%s" = "pointer to translated data"' %
                          (r.ty.name if r.ty is not DYN else
                           "associative array" if "[" in lhs[1]
                           else "scalar"))
            t = PSINFO if r.xl == "sou" else r.ty
            l = N(t, "var", True, True)
        else:
            l = self.cook(lhs)
            r = self.cook(e[3])
            if l.xl or l.wr is None:
                raise Later()	# curpsinfo -= x, 1[a] = x: sonda differs
        if op == "=" and lhs[0] == "leaf" and not (l.lv and l.wr) and \
                not l.member:
            raise Later()	# sonda: D_OP_LVAL/WRITE before the types
        if op == "=":
            if l.ty.kind == "arr":
                raise Err("D_OP_ARRFUN", 'operator = may not be applied to '
                          'operand of type "%s"' % l.ty.name)
            ok = (r.xl == "sou" and tcompat(l.ty, PSINFO)) or argcompat(l, r)
            if not ok and not (int0(r) and lhs[0] == "fresh" and
                               lhs[1][:1] in ("s", "a")):
                raise incompat(l, op, r)
        elif op in ("+=", "-=") and l.ty.kind == "arr" and lhs[0] == "leaf" \
                and l.nk == "var":
            raise Later()	# garr -= 1: sonda's D_OP_ARRFUN
        elif op in ("+=", "-="):
            if is_string(l) or is_string(r):
                raise incompat(l, op, r)
            if not is_integer(l) or not is_integer(r):
                if not is_pointer(l) or is_vfptr(l):
                    raise Err("D_OP_VFPTR", "operator %s requires left-hand "
                              "scalar operand of known size" % op)
                if not is_integer(r) and not ptrcompat(l, r)[0]:
                    raise incompat(l, op, r)
                if not is_integer(r):
                    raise Later()	# p -= q: sonda refuses it
        elif op in ("*=", "/="):
            if not is_integer(l) or not is_integer(r):
                raise Err("D_OP_ARITH", "operator %s requires operands of "
                          "arithmetic type" % op)
        elif not is_integer(l) or not is_integer(r):
            raise Err("D_OP_INT", "operator %s requires operands of integral "
                      "type" % op)
        if not l.lv:
            raise Err("D_OP_LVAL", "operator %s requires modifiable lvalue as "
                      "an operand" % op)
        if not l.wr:
            raise Err("D_OP_WRITE", "operator %s can only be applied to a "
                      "writable variable" % op)
        return N(l.ty)


def parsed(e):
    """e as dt_node_op3( ) leaves it: c ? a : b over a constant c is a or b."""
    while e[0] == "tern" and fold(e[1]) is not None:
        e = e[2] if fold(e[1]).val else e[3]
    return e


def fold(e):
    """The DT_NODE_INT dt_node_op1/op2/op3 make of e at parse time, or None."""
    k = e[0]
    if k == "leaf":
        f = LEAF[e[1]]
        n = f() if f else None
        return n if n and n.nk == "int" else None
    if k == "tern":
        c = fold(e[1])
        return None if c is None else fold(e[2] if c.val else e[3])
    if k == "cast":
        c = fold(e[3])
        t = e[2]
        if c is None or t.kind not in ("int", "enum"):
            return None
        v, bits = c.val, t.size * 8
        if bits < 64 and (t.size < c.ty.size or (t.size == c.ty.size and
                          t.signed != c.ty.signed) or
                          (t.size > c.ty.size and not t.signed and c.ty.signed)):
            v &= (1 << bits) - 1
            if t.signed and v >> (bits - 1):
                v = (v - (1 << bits)) & M64
        return N(t, "int", val=v)
    if k == "un" and e[1] in ("-", "+", "~", "!"):
        c = fold(e[2])
        if c is None:
            return None
        if e[1] == "-":
            v = -c.val & M64
            if not c.ty.signed:
                v &= (1 << (c.ty.size * 8)) - 1
        else:
            v = {"+": c.val, "~": ~c.val & M64, "!": int(c.val == 0)}[e[1]]
        return N(c.ty, "int", val=v)
    if k != "bin":
        return None
    l, r = fold(e[2]), fold(e[3])
    if l is None or r is None:
        return None
    op, a, b = e[1], l.val, r.val
    if (a >> 63 or b >> 63) and op in ("/", "%", ">>", "<", "<=", ">", ">="):
        raise Later()	# signed folding left out (tests/fuzz/arith.py)
    if op in ("<<", ">>") and b > 63:
        raise Later()
    v = {"||": lambda: int(bool(a or b)), "&&": lambda: int(bool(a and b)),
         "^^": lambda: int(bool(a) != bool(b)), "|": lambda: a | b,
         "^": lambda: a ^ b, "&": lambda: a & b, "==": lambda: int(a == b),
         "!=": lambda: int(a != b), "<": lambda: int(a < b),
         "<=": lambda: int(a <= b), ">": lambda: int(a > b),
         ">=": lambda: int(a >= b), "<<": lambda: a << b,
         ">>": lambda: a >> b, "+": lambda: a + b, "-": lambda: a - b,
         "*": lambda: a * b, "/": lambda: a // b if b else 0,
         "%": lambda: a % b if b else 0}[op]() & M64
    if op in ("||", "&&", "^^", "==", "!=", "<", "<=", ">", ">="):
        t = INT
    elif op in ("<<", ">>"):
        t = l.ty
    else:
        t = promote(l.ty, r.ty)
    return N(t, "int", val=v)


def walk(e):
    """(kind, node) of e and every expression under it"""
    yield e[0], e
    for c in e[1:]:
        if isinstance(c, tuple) and c and isinstance(c[0], str) and \
                c[0] in ("leaf", "fresh", "un", "bin", "asgn", "tern",
                         "cast", "mem", "idx", "comma"):
            yield from walk(c)


def parse_errors(e):
    """dt_node_op2's D_DIV_ZERO, raised as the parser builds the tree
    (before anything is cooked): children first, left to right."""
    k = e[0]
    for c in e[1:]:
        if isinstance(c, tuple) and c and isinstance(c[0], str) and \
                c[0] in ("leaf", "fresh", "un", "bin", "asgn", "tern",
                         "cast", "mem", "idx", "comma"):
            parse_errors(c)
    if (k == "bin" and e[1] in ("/", "%")) or (k == "asgn" and e[1] in (
            "/=", "%=")):
        r = fold(e[3])
        if r is not None and r.val == 0:
            raise Err("D_DIV_ZERO", "expression contains division by zero")


def text(e):
    k = e[0]
    if k == "fresh" or (k == "leaf" and e[1].isidentifier()):
        return e[1]
    if k == "leaf":	# (3).a, (gs.c)[1], --((int *)0) parse as meant
        return "(%s)" % e[1]
    if k == "un":
        if e[1] in ("x++", "x--"):
            return "(%s%s)" % (text(e[2]), e[1][1:])
        if e[1] in ("sizeof", "stringof"):
            return "(%s(%s))" % (e[1], text(e[2]))
        return "(%s%s)" % (e[1], text(e[2]))
    if k == "bin":
        return "(%s %s %s)" % (text(e[2]), e[1], text(e[3]))
    if k == "asgn":
        return "(%s %s %s)" % (text(e[2]), e[1], text(e[3]))
    if k == "tern":
        return "(%s ? %s : %s)" % (text(e[1]), text(e[2]), text(e[3]))
    if k == "comma":
        return "(%s, %s)" % (text(e[1]), text(e[2]))
    if k == "cast":
        return "((%s)%s)" % (e[1], text(e[3]))
    if k == "mem":
        return "%s%s%s" % (text(e[2]), e[1], e[3])
    return "%s[%s]" % (text(e[1]), text(e[2]))


class Gen:
    def __init__(self, r):
        self.r = r

    def leaf(self):
        return ("leaf", self.r.choice(LEAVES)[0])

    def expr(self, d):
        r = self.r
        if d <= 0 or r.random() < 0.25:
            return self.leaf()
        e = lambda: self.expr(d - 1)
        c = r.randrange(21)
        if c == 20:
            return ("comma", e(), e())
        if c < 4:
            return ("un", r.choice(UNOPS), e())
        if c < 10:
            return ("bin", r.choice(BINOPS), e(), e())
        if c < 12:
            return ("tern", e(), e(), e())
        if c < 14:
            n, t = r.choice(CASTS)
            return ("cast", n, t, e())
        if c < 16:
            return ("mem", r.choice([".", "->"]), e(), r.choice(MEMBERS))
        if c < 18:
            return ("idx", e(), r.choice([self.leaf(), ("leaf", "1"),
                                          ("leaf", "3"), ("leaf", "300")]))
        if r.random() < 0.5:
            lhs = ("fresh", r.choice(["x", "this->x", "self->x", "xa[0]"]))
        else:
            lhs = self.leaf()
        return ("asgn", r.choice(ASGNOPS), lhs, e())


LEAF["300"] = const(INT, 300)


CTXS = ["expr", "trace", "x =", "this->y =", "self->y =", "ya[0] =", "pred",
        "key"]


def context_text(ctx, e):
    """(predicate, statement) of e in a context"""
    if ctx == "pred":
        return "/ %s /" % text(e), "trace(1);"
    if ctx == "expr":
        return "", "%s;" % text(e)
    if ctx == "trace":
        return "", "trace(%s);" % text(e)
    if ctx == "key":
        return "", "ka[%s] = 1;" % text(e)
    return "", "%s %s;" % (ctx, text(e))


def verdict(ctx, e):
    """The model's ("ok", None) or (tag, message) for e in ctx; raises
    Later where the model stops."""
    fresh = [x[1] for k, x in walk(e) if k == "fresh"]
    if len(fresh) != len(set(fresh)):
        raise Later()	# the model cooks each assignment alone
    if ctx.endswith("=") and ctx[:-2] in fresh:
        # x = (x = e): dt_cook_op2 cooks the left x (untyped, fresh), then
        # the right, which types x and sets DT_IDFLG_MOD; dt_ident_unref( )
        # is then false, so the left node keeps no type and DTrace resolves
        # CTF_ERR in no dictionary: not a behaviour to model
        raise Later()
    m = Model()
    try:
        try:
            parse_errors(e)
        except Err:
            # sonda finds a constant divisor 0 as it checks the operator,
            # after its operands: only where they are fine
            try:
                Model().cook(e)
            except Err:
                raise Later()
            raise
        n = m.cook(e)
        if ctx == "pred":
            if not is_scalar(n):
                raise Err("D_PRED_SCALAR", "predicate result must be of "
                          "scalar type")
        elif ctx == "trace":
            if is_void(n):
                raise Err("D_TRACE_VOID", "trace( ) may not be applied to a "
                          "void expression")
            if n.dyn:	# dt_cg_act_trace
                raise Err("D_TRACE_DYN", "trace( ) may not be applied to a "
                          "dynamic expression")
        elif ctx.endswith("="):
            if n.act:
                raise Later()
            Model().c_asgn(("asgn", "=", ("fresh", ctx[:-2]), e))
        elif ctx == "key" and (n.dyn or is_void(n)):
            raise Err("D_KEY_TYPE", "%s expression may not be used as "
                      "associative array index: key #1" % tname(n))
    except Err as x:
        return x.tag, x.msg
    if n.act or n.ty.kind == "void" or n.dyn or \
            (n.ty.kind in ("struct", "union") and ctx != "key"):
        raise Later()	# code generation decides (a key: its bytes)
    return "ok", None


def run(sonda, prog, extra):
    return fuzzlib.run_script(sonda, prog, extra)


def one(args, seed):
    """One program: its text, the model's (tag, message), sonda's."""
    r = random.Random(seed)
    g = Gen(r)
    for _ in range(100):
        e, ctx = g.expr(r.randrange(1, 4)), r.choice(CTXS)
        try:
            want = verdict(ctx, e)
            break
        except Later:
            continue
    else:
        return seed, None, None, None
    pred, body = context_text(ctx, e)
    prog = DECLS + "\nBEGIN%s\n{\n\t%s\n\t%s\n}\n" % (
        "\n" + pred if pred else "", "\n\t".join(PRELUDE), body)
    rc, out, err = run(args.bin, prog, ["-e", "-x", "errtags"])
    if "[D_" in err:
        tag = err.split("[", 1)[1].split("]", 1)[0]
        msg = err.split("\n")[0].split("]", 1)[-1].split(": ", 1)[-1]
        got = (tag, msg)
    elif rc == 0:
        got = ("ok", None)
    else:
        got = ("exit %d" % rc, err.strip()[:200])
    return seed, prog, want, got


def main():
    ap = fuzzlib.options(n=200, j=2)
    args = ap.parse_args()
    bad = nok = nerr = 0
    for seed, prog, want, got in fuzzlib.seeds(args, one):
        if prog is None:
            continue
        if args.v:
            print(prog)
        if want[0] == "ok":
            nok += 1
        else:
            nerr += 1
        if want != got:
            bad += 1
            print("seed %d:\n%s\twant %s %r\n\tgot  %s %r\n" % (
                seed, prog.split("BEGIN", 1)[1], want[0], want[1],
                got[0], got[1]))
    print("%d programs, %d valid, %d refused, %d disagreements" % (
        nok + nerr, nok, nerr, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
