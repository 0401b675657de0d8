#!/usr/bin/python3
"""decls.py - D declarations and the first error DTrace reports for them.

Generates random D programs of top-level items, one a line: struct, union
and enum definitions (nested, anonymous, forward-declared and referenced
before their definition, defined twice, empty, with members of void,
function, incomplete and self type, duplicate members, bit-fields of every
width and base type, zero-width named and unnamed ones, arrays of bad
dimensions), enumerators (duplicates, values past INT_MAX, negative ones,
references to earlier ones, constant expressions, names of variables and
built-ins), typedefs (of D's own names, twice, of variables' names),
declarations of global, self and this variables of every type (void,
functions, incomplete structs and enums, arrays without a dimension,
associative arrays and their key signatures) with random specifier words
(storage classes, qualifiers, signed/unsigned/short/long in any order,
several type names), declared twice with the same or another type,
function prototypes (varargs, void, named and duplicate parameters,
storage classes), inlines (type mismatches, void and incomplete ones,
redefinitions, arrays), translators (bad output types, members that do
not exist, duplicate members, type mismatches, redeclarations) and
provider definitions (bad names, prototypes, duplicate probes,
redeclarations, output arguments without a translator), then clauses that
assign and read the declared variables (some before the declaration in
the text) and, now and then, a syntax error. Each program is compiled
with -e -x errtags and DTrace's one error line (tag, line, message) or
success is compared with this file's model of DTrace for Linux.

The model follows libdtrace's order, not C's:

  - the parser acts as it reduces (dt_grammar.y): each specifier word is
    checked as it comes (dt_decl_spec, dt_decl_attr, dt_decl_class,
    dt_decl_check: D_DECL_COMBO, _CHARATTR, _VOIDATTR, _SIGNINT, _LONGINT,
    _CLASS), a struct or union is defined at its "{" (dt_decl_sou:
    D_DECL_TYPERED), each member at its end (dt_decl_member), each
    enumerator at its end (dt_decl_enumerator), each array dimension and
    key signature as it closes (dt_decl_array), each declarator at its end
    (dt_node_decl), an inline, a translator and each probe of a provider at
    their end (dt_node_inline, dt_node_xlator with its members' checks,
    dt_node_probe, dt_node_provider); a syntax error is reported where it
    is met, after everything before it;
  - after the parse, clauses and providers are checked in their order
    (dt_compile: dt_cook_clause, dt_cook_provider);
  - type names are looked up as dt_decl_type builds them from the words
    ("long long long ", "short long ", "signed unsigned " are no types;
    "unsigned unsigned" and "short short" are; a typedef name after a size
    or sign word is still a type name, as the lexer's id_or_type( ) sees no
    type name before it); qualifiers count as attributes ("const x" names
    the type "");
  - identity of types as CTF's (ctf_type_cmp): each array declarator makes
    a new array type, so "int a[2]; int a[2];" is a redeclaration;
  - a struct, union or enum defined or referenced by a forward tag inside
    another scope (a struct body, parameters, brackets) is not visible by
    its name (CTF_ADD_NONROOT);
  - an enumerator is an unsigned constant of its enum's type (no
    DT_NF_SIGNED), so a negative one is a huge array dimension or width.

Left out (the model cannot predict them): syntax errors inside an item
after another error of the same item (bison's default reductions), arrays
of incomplete types, function types' names, multi-dimensional array type
names in messages, pointer and enum compatibility in clauses, names DTrace
might know from the kernel (every name here is one no kernel type has).

  tests/fuzz/decls.py [-n PROGRAMS] [-s SEED] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement (the program, what the model wants, what sonda printed);
exit status 1 if any. Not run by tests/run.
"""
import argparse
import random
import re
import subprocess
import sys
import tempfile

M64 = (1 << 64) - 1
INT_MAX = (1 << 31) - 1
INT_MIN = -(1 << 31)
UINT_MAX = (1 << 32) - 1


class DErr(Exception):
    def __init__(self, tag, msg):
        super().__init__(tag, msg)
        self.tag, self.msg, self.line = tag, msg, None


class Skip(Exception):
    """What the model cannot predict: the program is not compared."""


class Syntax(DErr):
    def __init__(self, near):
        super().__init__("D_SYNTAX", 'syntax error near "%s"' % near)


# ---- types ----

class T:
    n = 0

    def __init__(self, kind, name, size=0, **kw):
        T.n += 1
        self.uid = T.n
        self.kind, self.name, self.size = kind, name, size
        self.signed = False
        self.bits = size * 8
        self.base = None
        self.members = []	# struct/union: (name, type)
        self.enums = []		# enum: names
        self.root = True
        self.complete = True
        self.fkind = None	# a forward's kind
        self.__dict__.update(kw)

    def __repr__(self):
        return "<%s %s>" % (self.kind, self.name)


def tn(t):
    """t's name in a message (dt_type_name): DTrace's own function and
    function pointer types have names of their own; libctf's names of other
    types made of them differ from one version to another."""
    if t.kind in ("func", "fptr"):
        return t.name
    b = t
    while b is not None:
        if b.kind in ("func", "fptr"):
            raise Skip("a function type's name")
        b = b.base
    return t.name


def resolve(t):
    while t.kind == "typedef":
        t = t.base
    return t


def is_int(t):
    t = resolve(t)
    return t.kind == "int" and t.name != "void"


def is_void(t):
    t = resolve(t)
    return t.kind == "int" and t.name == "void"


def is_str(t):
    return resolve(t).kind == "string"


# D's intrinsic integer and float types, LP64 (dt_open.c), by name
INTRINSICS = {
    "char": (1, True), "short": (2, True), "int": (4, True), "long": (8, True),
    "long long": (8, True), "signed": (4, True), "unsigned": (4, False),
    "signed char": (1, True), "signed short": (2, True), "signed int": (4, True),
    "signed long": (8, True), "signed long long": (8, True),
    "unsigned char": (1, False), "unsigned short": (2, False),
    "unsigned int": (4, False), "unsigned long": (8, False),
    "unsigned long long": (8, False),
}
FLOATS = {"float": 4, "double": 8, "long double": 16}
# D's own typedefs (the "D" container) and what they name
DTYPEDEFS = {"int8_t": "signed char", "int16_t": "short", "int32_t": "int",
             "int64_t": "long", "uint8_t": "unsigned char",
             "uint16_t": "unsigned short", "uint32_t": "unsigned",
             "uint64_t": "unsigned long", "uint_t": "unsigned",
             "size_t": "unsigned long", "uintptr_t": "unsigned long",
             "pid_t": "int"}
# built-in identifiers (di_gen 0) and their kinds as dt_idkind_name says
BUILTINS = {"pid": "scalar", "tid": "scalar", "execname": "scalar",
            "timestamp": "scalar", "arg0": "scalar", "probename": "scalar",
            "errno": "scalar", "trace": "tracing function",
            "printf": "tracing function", "exit": "tracing function",
            "strlen": "function", "rand": "function",
            "count": "aggregating function"}


class World:
    """What DTrace's containers and identifier hashes hold."""

    def __init__(self):
        self.ints = {}
        for n, (sz, sg) in INTRINSICS.items():
            self.ints[n] = T("int", n, sz, signed=sg)
        self.ints["void"] = T("int", "void", 0)
        for n, sz in FLOATS.items():
            self.ints[n] = T("float", n, sz)
        self.string = T("string", "string", 256)
        self.func = T("func", "function", 0)	# DT_FUNC_TYPE, dt_type_name's
        self.fptr = T("fptr", "function pointer", 8)
        self.typedefs = {}
        for n, b in DTYPEDEFS.items():
            self.typedefs[n] = T("typedef", n, self.ints[b].size, base=self.ints[b])
        self.tags = {}		# ("struct", tag) -> T visible by name
        self.ptrs = {}
        self.globals = {}	# name -> dict(kind, type, inline, builtin, keys)
        for n, k in BUILTINS.items():
            self.globals[n] = dict(kind=k, type=None, inline=False, builtin=True)
        self.tls, self.locals = {}, {}
        self.externs = {}
        self.xlators = []	# (src, dst)
        self.providers = {}	# name -> {probe: (nargs, xargs)}

    def ptr(self, t):
        if t.kind == "func":
            return self.fptr
        if t.uid not in self.ptrs:
            nm = t.name + ("*" if t.name.endswith("*") else " *")
            self.ptrs[t.uid] = T("ptr", nm, 8, base=t)
        return self.ptrs[t.uid]

    def array(self, t, n):
        sz = n * t.size if t.size >= 0 else -1
        sep = "" if t.name[-1] in "*]" else " "	# ctf_type_aname
        return T("array", "%s%s[%d]" % (t.name, sep, n), sz, base=t, n=n)


def sizeof(t):
    return resolve(t).size


# ---- constant expressions (as dt_node_op1/op2 fold them, dt_cook_*) ----

INT_ORDER = [("int", INT_MAX), ("unsigned int", UINT_MAX), ("long", (1 << 63) - 1),
             ("unsigned long", M64)]


class Val:
    """A cooked expression: an integer constant (value mod 2^64, its type's
    name and sign), or a node of some other type."""

    def __init__(self, kind, t=None, value=0, signed=True):
        self.kind, self.t, self.value, self.signed = kind, t, value & M64, signed

    def posconst(self):
        return self.kind == "int" and self.value != 0 and (
            not self.signed or self.value < (1 << 63))

    def sval(self):
        return self.value - (1 << 64) if self.value >= (1 << 63) else self.value


class Expr:
    """An expression of a constant context: text and how it cooks."""

    def __init__(self, text, cook):
        self.text, self.cook = text, cook


def lit(v, hexa=False):
    """An integer literal: the first of int, unsigned int (hex only), long,
    unsigned long (hex only) that holds it (dt_node_int)."""
    txt = ("0x%x" % v) if hexa else str(v)

    def cook(m, params):
        for n, lim in INT_ORDER:
            if not hexa and n.startswith("unsigned"):
                continue
            if v <= lim:
                return Val("int", m.w.ints[n], v, not n.startswith("unsigned"))
        return Val("int", m.w.ints["unsigned long"], v, False)
    return Expr(txt, cook)


def neg(e):
    """-e: an integer constant is negated in place (dt_node_op1), an
    unsigned one cut to its size."""
    def cook(m, params):
        v = e.cook(m, params)
        if v.kind != "int":
            return Val("node", v.t)
        r = Val("int", v.t, -v.value, v.signed)
        if not v.signed:
            r.value &= (1 << (8 * v.t.size)) - 1
        return r
    return Expr("-" + e.text, cook)


def binop(op, a, b):
    def cook(m, params):
        x, y = a.cook(m, params), b.cook(m, params)
        t, sg = promote(m.w, x, y)
        if x.kind != "int" or y.kind != "int":
            return Val("node", t, signed=sg)
        f = {"+": lambda p, q: p + q, "-": lambda p, q: p - q,
             "*": lambda p, q: p * q}[op]
        return Val("int", t, f(x.value, y.value), sg)
    return Expr("%s %s %s" % (a.text, op, b.text), cook)


def string(s):
    return Expr('"%s"' % s, lambda m, params: Val("str", m.w.string))


def sizeof_int(name):
    """sizeof (T) of an integer type or D typedef: a size_t constant."""
    def cook(m, params):
        t = m.w.ints.get(name) or m.w.typedefs[name]
        return Val("int", m.w.typedefs["size_t"], t.size, False)
    return Expr("sizeof (%s)" % name, cook)


def ident(name):
    """An identifier: an enumerator or an inline of a constant is that
    constant (dt_node_ident), a variable a node of its type."""
    def cook(m, params):
        if name in params:
            return Val("node", params[name])
        g = m.w.globals.get(name)
        if g is None:
            raise DErr("D_IDENT_UNDEF", "failed to resolve %s: Unknown variable name" % name)
        if g["kind"] == "enumerator":
            return Val("int", g["type"], g["value"], False)
        if g.get("root") is not None:
            r = g["root"]
            return Val("int", r.t, r.value, r.signed)
        if g["kind"] != "scalar" or g.get("builtin"):
            raise AssertionError("ident of " + name)
        return Val("node", g["type"], signed=resolve(g["type"]).signed)
    return Expr(name, cook)


def promote(w, a, b):
    """dt_type_promote's result for two int/long operands."""
    def rank(v):
        sz = resolve(v.t).size
        return (8, v.signed) if sz == 8 else (4, v.signed if sz == 4 else True)
    ra, rb = rank(a), rank(b)
    sz = max(ra[0], rb[0])
    if ra[0] == rb[0]:
        sg = ra[1] and rb[1]
    else:
        sg = ra[1] if ra[0] > rb[0] else rb[1]
    name = {(4, True): "int", (4, False): "unsigned int", (8, True): "long",
            (8, False): "unsigned long"}[(sz, sg)]
    return w.ints[name], sg


# ---- the model's specifiers: DTrace's decl at the bottom of the stack ----

class Decl:
    def __init__(self):
        self.kind = None	# INTEGER FLOAT TYPEDEF STRUCT UNION ENUM
        self.name = None
        self.attr = set()
        self.cls = None
        self.cached = None	# the type a definition or forward tag gave it
        self.present = False	# a decl exists (a word made one)


def decl_check(d):
    if d.kind is None:
        return
    a = d.attr
    if d.name == "char" and a & {"short", "long", "longlong"}:
        raise DErr("D_DECL_CHARATTR", "invalid type declaration: short and long may "
                   "not be used with char type")
    if d.name == "void" and a & {"short", "long", "longlong", "signed", "unsigned"}:
        raise DErr("D_DECL_VOIDATTR", "invalid type declaration: attributes may not "
                   "be used with void type")
    if d.kind != "INTEGER" and a & {"signed", "unsigned"}:
        raise DErr("D_DECL_SIGNINT", "invalid type declaration: signed and unsigned "
                   "may only be used with integer type")
    if d.kind not in ("INTEGER", "FLOAT") and a & {"long", "longlong"}:
        raise DErr("D_DECL_LONGINT", "invalid type declaration: long and long long may "
                   "only be used with integer or floating-point type")


def decl_spec(d, kind, name):
    if not d.present:
        d.present, d.kind, d.name = True, kind, name
        return
    if d.name is not None or d.kind is not None:
        raise DErr("D_DECL_COMBO", "invalid type combination")
    d.kind, d.name = kind, name
    decl_check(d)


def decl_attr(d, a):
    if not d.present:
        d.present = True
        d.attr.add(a)
        return
    if a == "long" and "long" in d.attr:
        d.attr.discard("long")
        a = "longlong"
    d.attr.add(a)
    decl_check(d)


def decl_class(d, c):
    if d.cls is not None:
        raise DErr("D_DECL_CLASS", "only one storage class allowed in a declaration")
    d.cls = c


def decl_top(d):
    """dt_decl_top / dt_decl_push of a level: an untyped decl becomes int."""
    if not d.present:
        d.present = True
    if d.kind is None and d.name is None:
        d.kind = "INTEGER"
        decl_check(d)


def base_type(w, d, scope_depth):
    """dt_decl_type of the bottom decl."""
    if d.cached is not None:
        return d.cached
    if d.kind in ("INTEGER", "FLOAT"):
        name = ""
        for a, s in (("signed", "signed "), ("unsigned", "unsigned "), ("short", "short "),
                     ("long", "long "), ("longlong", "long long ")):
            if a in d.attr:
                name += s
        if not d.attr and d.name is None:
            name += "int"
        if d.name is not None and (d.kind != "INTEGER" or
                                   not d.attr & {"short", "long", "longlong"}):
            name += d.name
        t = w.ints.get(name.strip())
        if t is None:
            raise DErr("D_UNKNOWN", "failed to resolve type %s: Unknown type name" % name)
        return t
    if d.kind == "TYPEDEF":
        if d.name == "string":
            return w.string
        return w.typedefs[d.name]
    kw = d.kind.lower()
    t = w.tags.get((kw, d.name))
    if t is not None:
        return t
    t = T("fwd", "%s %s" % (kw, d.name), -1, fkind=kw, tag=d.name, complete=False,
          root=scope_depth == 0)
    if t.root:
        w.tags[(kw, d.name)] = t
    d.cached = t
    return t


# ---- declarators ----

class Dtor:
    """A declarator: pointers, a name, suffixes (("arr", Expr|None),
    ("keys", [Param], varargs), ("func", [Param], varargs)), or a function
    pointer "(*name)(params)"."""

    def __init__(self, name, ptrs=0, suffixes=(), fptr=None, bits=None):
        self.name, self.ptrs, self.suffixes = name, ptrs, list(suffixes)
        self.fptr = fptr	# (params, varargs) of "(*name)(...)"
        self.bits = bits	# a bit-field's width (Expr), or None

    def text(self):
        s = "*" * self.ptrs
        if self.fptr is not None:
            s += "(*%s)(%s)" % (self.name or "", params_text(*self.fptr))
        elif self.name:
            s += self.name
        for sf in self.suffixes:
            if sf[0] == "arr":
                s += "[%s]" % (sf[1].text if sf[1] else "")
            elif sf[0] == "keys":
                s += "[%s]" % params_text(sf[1], sf[2])
            else:
                s += "(%s)" % params_text(sf[1], sf[2])
        if self.bits is not None:
            s += (" : " if s else ": ") + self.bits.text
        return s

    def is_assoc(self):
        return bool(self.suffixes) and self.top()[0] == "keys"

    def top(self):
        """The array level DTrace's stack has on top (multi-dimensional
        arrays are pushed down: the first one written ends on top)."""
        arrs = [s for s in self.suffixes if s[0] in ("arr", "keys")]
        funcs = [s for s in self.suffixes if s[0] == "func"]
        if funcs:
            return funcs[-1]
        return arrs[0] if arrs else None


class Param:
    def __init__(self, words, dtor=None):
        self.words, self.dtor = words, dtor	# words: list of Word

    def text(self):
        return " ".join(x.text for x in self.words) + (
            " " + self.dtor.text() if self.dtor and self.dtor.text() else "")


def params_text(params, varargs):
    parts = [p.text() for p in params]
    if varargs:
        parts.append("...")
    return ", ".join(parts)


class Word:
    """One declaration specifier: ("class", c), ("spec", kind, name),
    ("attr", a), or a struct/union/enum with a body ("sou"/"enum", ...)."""

    def __init__(self, kind, text, *args):
        self.kind, self.text, self.args = kind, text, args


# ---- the model: what DTrace does with each item, in its order ----

NAMED_WORDS = ("void", "char", "int", "float", "double", "string")


class Model:
    """off: the line of the item DTrace's lexer is on, from the item's first."""

    def __init__(self):
        self.w = World()
        self.off = 0

    # -- expressions of constant contexts --

    def cook(self, e, params=None):
        """Cooks Expr e (dt_node_cook of a constant context)."""
        return e.cook(self, params or {})

    # -- specifiers --

    def words(self, d, words, depth):
        for x in words:
            k = x.kind
            if k == "class":
                decl_class(d, x.args[0])
            elif k == "attr":
                decl_attr(d, x.args[0])
            elif k == "spec":
                decl_spec(d, x.args[0], x.args[1])
            elif k == "sou":
                self.define_sou(d, x.args[0], x.args[1], x.args[2], depth, x.args[3])
            elif k == "enum":
                self.define_enum(d, x.args[0], x.args[1], depth, x.args[2])
            elif k == "identword":
                raise DErr("D_DECL_IDENT", "old-style declaration or incorrect type "
                           "specified")
            else:
                raise AssertionError(k)

    # -- declarators --

    def params(self, params, depth):
        """Each parameter as the parser reduces it (dt_node_type(NULL)):
        its words, declarator, storage class, type. [(name, type)]."""
        out = []
        for p in params:
            d = Decl()
            self.words(d, p.words, depth)
            t = self.dtor_type(d, p.dtor, depth) if p.dtor else None
            if d.cls not in (None, "register"):
                raise DErr("D_DECL_PARMCLASS", "inappropriate storage class for function "
                           "or associative array parameter")
            if t is None:
                decl_top(d)
                t = base_type(self.w, d, depth)
            out.append((p.dtor.name if p.dtor else None, t))
        return out

    def prototype(self, plist, kind, varargs, ok_varargs, ok_void, ok_anon, flist=None):
        """dt_decl_prototype: plist [(name, type)], "..." last."""
        form = flist is not None
        v = 0
        items = plist + ([("...", None)] if varargs else [])
        for i, (name, t) in enumerate(items, 1):
            if name == "...":
                if not ok_varargs:
                    raise DErr("D_DECL_PROTO_VARARGS", "%s prototype may not use a "
                               "variable-length argument list" % kind)
                continue
            isv = is_void(t)
            v += isv
            if isv and not ok_void:
                raise DErr("D_DECL_PROTO_TYPE", "%s prototype may not use parameter of "
                           "type %s: %s, parameter #%d" % (kind, t.name, name or
                                                         "(anonymous)", i))
            if isv and name is not None:
                raise DErr("D_DECL_PROTO_NAME", "void parameter may not have a name: %s"
                           % name)
            if name is not None:
                earlier = [n for n, _ in (flist if form else items[:i - 1]) if n == name]
                if bool(earlier) != form:
                    raise DErr("D_DECL_PROTO_FORM", "parameter is %s declared in %s "
                               "prototype: %s, parameter #%d" % (
                                   "not" if form else "already", kind, name, i))
            if name is None and not isv and not ok_anon:
                raise DErr("D_DECL_PROTO_NAME", "parameter declaration requires a name: "
                           "parameter #%d" % i)
        if v and len(items) > 1:
            raise DErr("D_DECL_PROTO_VOID", "void must be sole parameter")
        return 0 if v else len(items)

    def dtor_type(self, d, dt, depth):
        """The parse-time actions of declarator dt on the stack whose base
        is d (dt_decl_ptr, _ident, _array, _func), then dt_decl_type of
        its top. Returns the type; an associative array's is ("assoc",
        value type, key types)."""
        w = self.w
        if dt.fptr is not None:
            decl_top(d)			# lparen marks the top
        for _ in range(dt.ptrs):
            decl_top(d)
        if dt.fptr is not None:
            decl_top(d)
        if not d.present:
            d.present = True	# dt_decl_ident pushes an empty decl
        narr = 0
        keys = None
        for sf in dt.suffixes:
            if sf[0] in ("arr", "keys"):
                if sf[0] == "keys":
                    kp = self.params(sf[1], depth + 1)
                decl_top(d)
                if sf[0] == "keys" and narr:
                    raise DErr("D_DECL_DYNOBJ", "cannot declare array of associative arrays")
                if d.name == "void" and dt.ptrs == 0 and dt.fptr is None:
                    raise DErr("D_DECL_VOIDOBJ", "cannot declare array of void")
                if sf[0] == "arr" and sf[1] is not None:
                    v = self.cook(sf[1])
                    if not v.posconst():
                        raise DErr("D_DECL_ARRSUB", "positive integral constant expression "
                                   "or tuple signature expected as array declaration "
                                   "subscript")
                    if v.value > UINT_MAX:
                        raise DErr("D_DECL_ARRBIG", "array dimension too big")
                elif sf[0] == "keys":
                    self.prototype(kp, "array", sf[2], False, False, True)
                    if narr == 0:
                        keys = kp
                narr += 1
            else:
                fp = self.params(sf[1], depth + 1)
                self.prototype(fp, "function", sf[2], True, True, True)
                decl_top(d)
        if dt.fptr is not None:
            fp = self.params(dt.fptr[0], depth + 1)
            self.prototype(fp, "function", dt.fptr[1], True, True, True)
        decl_top(d)
        # dt_decl_type of the top
        if dt.fptr is not None:
            return w.fptr
        top = dt.top()
        if top is not None and top[0] == "func":
            return w.func
        t = base_type(w, d, depth)
        for _ in range(dt.ptrs):
            t = w.ptr(t)
        if keys is not None:
            return ("assoc", self.arrays(t, dt.suffixes[1:]), [k for _, k in keys])
        return self.arrays(t, dt.suffixes)

    def arrays(self, t, suffixes):
        dims = [sf[1] for sf in suffixes if sf[0] == "arr"]
        if dims and resolve(t).kind == "fwd":
            raise Skip("an array of an incomplete type")	# libctf's versions differ
        for e in reversed(dims):
            n = self.cook(e).value if e is not None else 0
            t = self.w.array(t, n)
        return t

    # -- struct, union, enum --

    def define_sou(self, d, kw, tag, members, depth, ml=False):
        """ml: written a member a line, the "}" on a line of its own."""
        decl_spec(d, kw.upper(), tag)
        w = self.w
        old = w.tags.get((kw, tag)) if tag else None
        if old is not None and old.kind != "fwd":
            raise DErr("D_DECL_TYPERED", "type redeclared: %s %s" % (kw, tag))
        if old is not None and depth == 0:
            t = old		# the forward tag becomes the definition
            t.kind, t.size, t.complete = kw, 0, True
        else:
            t = T(kw, "%s %s" % (kw, tag) if tag else kw + " ", 0, tag=tag,
                  root=depth == 0)
            if tag and depth == 0:
                w.tags[(kw, tag)] = t
        d.cached = t
        if not members:
            self.off += ml
            raise Syntax("}")
        for mwords, dtors in members:
            self.off += ml		# each member's line: dt_decl_member at its ";"
            md = Decl()
            self.words(md, mwords, depth + 1)
            for dt in dtors:
                mdc = Decl()
                mdc.__dict__.update(md.__dict__)
                mdc.attr = set(md.attr)
                self.member(mdc, dt, t, depth + 1)
        self.off += ml			# the "}" line
    def member(self, d, dt, S, depth):
        """dt_decl_member."""
        ident = dt.name
        idname = ident or "(anon)"
        if dt.name is None and not dt.suffixes and dt.ptrs == 0 and dt.fptr is None:
            decl_top(d)
            ft = base_type(self.w, d, depth)
        else:
            ft = self.dtor_type(d, dt, depth)
        if ident is not None and "`" in ident:
            raise DErr("D_DECL_SCOPE", "D scoping operator may not be used in a member name "
                       "(%s)" % ident)
        if isinstance(ft, tuple):
            raise DErr("D_DECL_DYNOBJ", "cannot have dynamic member: %s" % ident)
        b = resolve(ft)
        size = b.size
        if b.kind == "fwd" or (b.kind in ("struct", "union") and size == 0):
            raise DErr("D_DECL_INCOMPLETE", "incomplete struct/union/enum %s: %s"
                       % (ft.name, ident if ident else "(null)"))
        if size == 0:
            raise DErr("D_DECL_VOIDOBJ", "cannot have void member: %s"
                       % (ident if ident else "(null)"))
        if dt.bits is not None:
            v = self.cook(dt.bits)
            if ident is None and v.kind == "int" and v.value == 0:
                return
            if not v.posconst():
                raise DErr("D_DECL_BFCONST", "positive integral constant expression "
                           "expected as bit-field size")
            if b.kind != "int" or b.name == "void":
                raise DErr("D_DECL_BFTYPE", "invalid type for bit-field: %s" % idname)
            if v.value > b.size * 8:
                raise DErr("D_DECL_BFSIZE", "bit-field too big for type: %s" % idname)
        if ident is not None and ident in [m for m, _ in S.members]:
            raise DErr("D_UNKNOWN", "failed to define member '%s': Duplicate member or "
                       "variable name" % ident)
        S.members.append((ident, ft))
        S.size += max(size, 1)

    def define_enum(self, d, tag, enumerators, depth, ml=False):
        decl_spec(d, "ENUM", tag)
        w = self.w
        if tag and (("enum", tag) in w.tags):
            raise DErr("D_DECL_TYPERED", "type redeclared: enum %s" % tag)
        t = T("enum", "enum %s" % tag if tag else "enum ", 4, tag=tag, root=depth == 0)
        if tag and depth == 0:
            w.tags[("enum", tag)] = t
        d.cached = t
        if not enumerators:
            self.off += ml
            raise Syntax("}")
        prev = -1
        base = self.off
        for i, (name, e) in enumerate(enumerators):
            own = base + ml * (1 + i)	# its line, where its value's nodes are
            # dt_decl_enumerator sees the "," after it, the "}" after the last
            look = own + (ml and i == len(enumerators) - 1)
            self.off = look
            if "`" in name:
                raise DErr("D_DECL_SCOPE", "D scoping operator may not be used in an "
                           "enumerator name (%s)" % name)
            self.off = own
            v = self.cook(e) if e is not None else None
            self.off = look
            value = prev + 1
            if value > INT_MAX:
                value = INT_MIN
            if e is not None:
                if v.kind != "int":
                    raise DErr("D_DECL_ENCONST", "enumerator '%s' must be assigned to an "
                               "integral constant expression" % name)
                if v.sval() > INT_MAX or v.sval() < INT_MIN:
                    raise DErr("D_DECL_ENOFLOW", "enumerator '%s' value overflows INT_MAX "
                               "(2147483647)" % name)
                value = v.sval()
            if name in t.enums:
                raise DErr("D_UNKNOWN", "failed to define enumerator '%s': Duplicate "
                           "member or variable name" % name)
            t.enums.append(name)
            prev = value
            if name in w.globals:
                raise DErr("D_DECL_IDRED", "identifier redeclared: %s" % name)
            w.globals[name] = dict(kind="enumerator", type=t, inline=True, builtin=False,
                                   value=value)

    # -- declarations (dt_node_decl) --

    def declaration(self, words, dtors):
        w = self.w
        d = Decl()
        self.words(d, words, 0)
        if not dtors:
            decl_top(d)
            t = base_type(w, d, 0)
            if d.kind not in ("STRUCT", "UNION", "ENUM"):
                raise DErr("D_DECL_USELESS", "useless declaration")
            return
        for dt in dtors:
            dd = Decl()
            dd.__dict__.update(d.__dict__)
            dd.attr = set(d.attr)
            self.declare(dd, dt)

    def declare(self, d, dt):
        w = self.w
        t = self.dtor_type(d, dt, 0)
        cls = d.cls
        name = dt.name
        if "`" in name:
            raise DErr("D_DECL_SCOPE", "D scoping operator may not be used in a declaration "
                       "name (%s)" % name)
        if t is w.func and cls in (None, "static"):
            cls = "extern"
        if cls in ("auto", "register", "static"):
            raise DErr("D_DECL_BADCLASS", "specified storage class not appropriate in D")
        if cls == "extern":
            if isinstance(t, tuple):
                raise Skip("an extern associative array")
            old = w.externs.get(name)
            if old is not None and old is not t:
                raise DErr("D_DECL_IDRED", "identifier redeclared: D`%s\n\t current: %s\n"
                           "\tprevious: %s" % (name, tn(t), tn(old)))
            w.externs.setdefault(name, t)
            return
        if cls == "typedef":
            if name in w.globals:
                raise DErr("D_DECL_IDRED", "global variable identifier redeclared: %s" % name)
            if name in w.typedefs:
                raise DErr("D_DECL_IDRED", "typedef redeclared: %s" % name)
            if isinstance(t, tuple):
                raise AssertionError("typedef of an associative array")
            w.typedefs[name] = T("typedef", name, sizeof(t), base=t)
            return
        table = w.locals if cls == "this" else w.tls if cls == "self" else w.globals
        if t is w.func:
            raise Skip("a variable of a function type")
        idp = table.get(name)
        top = dt.top()
        if top is not None and top[0] == "arr" and top[1] is None:
            raise DErr("D_DECL_ARRNULL", "array declaration requires array dimension or "
                       "tuple signature: %s" % name)
        if idp is not None and idp.get("builtin"):
            raise DErr("D_DECL_IDRED", "built-in identifier redeclared: %s" % name)
        if name in w.typedefs:
            raise DErr("D_DECL_IDRED", "typedef identifier redeclared: %s" % name)
        assc = isinstance(t, tuple)
        idkind = "associative array" if assc else "scalar"
        if assc:
            if cls == "this":
                raise DErr("D_DECL_LOCASSC", "associative arrays may not be declared as "
                           "local variables: %s" % name)
            t, keys = t[1], t[2]
        if idp is not None and (idp["kind"] != idkind or idp["type"] is not t):
            raise DErr("D_DECL_IDRED", "identifier redeclared: %s\n\t current: %s %s\n"
                       "\tprevious: %s %s" % (name, idkind, tn(t), idp["kind"],
                                              tn(idp["type"])))
        if idp is not None and assc:
            for i, k in enumerate(keys):
                if i >= len(idp["keys"]):
                    continue
                if k is not idp["keys"][i]:
                    raise DErr("D_DECL_IDRED", "identifier redeclared: %s\n\t current: "
                               "associative array, key #%d of type %s\n\tprevious: "
                               "associative array, key #%d of type %s" % (
                                   name, i + 1, k.name, i + 1, idp["keys"][i].name))
            if len(keys) != len(idp["keys"]):
                raise DErr("D_DECL_IDRED", "identifier redeclared: %s\n\t current: "
                           "associative array of %s, tuple length %d\n\tprevious: "
                           "associative array of %s, tuple length %d" % (
                               name, t.name, len(keys), idp["type"].name, len(idp["keys"])))
            return
        if idp is not None:
            return
        b = resolve(t)
        if b.kind == "int" and b.name == "void":
            raise DErr("D_DECL_VOIDOBJ", "cannot have void object: %s" % name)
        if b.kind == "fwd" or (b.kind in ("struct", "union") and b.size == 0):
            raise DErr("D_DECL_INCOMPLETE", "incomplete struct/union/enum %s: %s"
                       % (t.name, name))
        table[name] = dict(kind=idkind, type=t, keys=keys if assc else None,
                           inline=False, builtin=False)

    # -- inlines (dt_node_inline, dt_cook_inline) --

    def inline(self, words, dt, value):
        w = self.w
        d = Decl()
        self.words(d, words, 0)
        t = self.dtor_type(d, dt, 0)
        name = dt.name
        if d.cls is not None:
            raise DErr("D_DECL_BADCLASS", "specified storage class not appropriate for "
                       "inline declaration")
        if name in w.globals:
            g = w.globals[name]
            raise DErr("D_DECL_IDRED", "identifier redefined: %s\n\t current: inline "
                       "definition\n\tprevious: %s %s" % (name, g["kind"],
                                                          "inline" if g["inline"] else ""))
        top = dt.top()
        params = {}
        kind = "scalar"
        if top is not None and top[0] == "arr":
            if top[1] is None:
                raise DErr("D_DECL_ARRNULL", "inline declaration requires array tuple "
                           "signature: %s" % name)
            raise DErr("D_DECL_ARRNULL", "inline declaration cannot be of scalar array "
                       "type: %s" % name)
        if isinstance(t, tuple):
            kind = "associative array"
            params = {p.dtor.name: k for p, k in zip(top[1], t[2])
                      if p.dtor and p.dtor.name}
            t = t[1]
        if is_void(t):
            raise DErr("D_DECL_VOIDOBJ", "cannot declare void inline: %s" % name)
        if resolve(t).kind == "fwd":
            raise DErr("D_DECL_INCOMPLETE", "incomplete struct/union/enum %s: %s"
                       % (t.name, name))
        v = self.cook(value, params)
        w.globals[name] = dict(kind=kind, type=t, inline=True, builtin=False,
                               root=v if v.kind == "int" and kind == "scalar" else None)
        if not argcompat(t, v):
            raise DErr("D_OP_INCOMPAT", "inline %s definition uses incompatible types: "
                       "\"%s\" = \"%s\"" % (name, t.name, v.t.name))

    # -- translators (dt_node_xlator, dt_cook_xlator) --

    def xlator(self, owords, odt, iwords, idt, arg, members, ml=False):
        """ml: a member a line, "};" on a line of its own: dt_node_xlator
        checks it there."""
        w = self.w
        od, idd = Decl(), Decl()
        self.words(od, owords, 0)
        self.words(idd, iwords, 0)
        self.off += ml * (len(members) + 1)
        dst = self.dtor_type(od, odt, 0) if odt else self.plain(od)
        src = self.dtor_type(idd, idt, 0) if idt else self.plain(idd)
        for s, dd in w.xlators:
            if compat(s, src) and compat(resolve(dd), resolve(dst)):
                raise DErr("D_XLATE_REDECL", "translator from %s to %s has already been "
                           "declared" % (src.name, dst.name))
        b = resolve(dst)
        if b.kind == "fwd":
            raise DErr("D_XLATE_SOU", "incomplete struct/union/enum %s" % dst.name)
        if b.kind not in ("struct", "union"):
            raise DErr("D_XLATE_SOU", "translator output type must be a struct or union")
        w.xlators.append((src, dst))
        end = self.off
        for i, (mname, e) in enumerate(members):
            mt = dict((m, t) for m, t in b.members if m).get(mname)
            if mt is None:
                raise DErr("D_XLATE_MEMB", "translator member %s is not a member of %s"
                           % (mname, dst.name))
            self.off = 1 + i if ml else end	# the member's nodes
            v = self.cook(e, {arg: src})
            self.off = end
            if not argcompat(mt, v):
                raise DErr("D_XLATE_INCOMPAT", "translator member %s definition uses "
                           "incompatible types: \"%s\" = \"%s\"" % (mname, mt.name, v.t.name))

    def plain(self, d):
        decl_top(d)
        return base_type(self.w, d, 0)

    # -- providers (dt_node_probe, dt_node_provider, dt_cook_provider) --

    def probe(self, name, ins, inva, outs, outva):
        nargs = self.params(ins, 1)
        xargs = self.params(outs, 1) if outs is not None else None
        hy = "::" + name.replace("__", "-")
        if len(hy) - 2 >= 64:
            raise DErr("D_PROV_BADNAME", "probe name may not exceed 63 characters: %s" % hy)
        if self.prototype(nargs, "probe input", inva, False, True, True) == 0:
            nargs = []		# (void): no arguments
        if outs is not None and self.prototype(xargs, "probe output", outva, False, True,
                                               False, flist=nargs) == 0:
            xargs = []
        return (hy, nargs, xargs)

    def provider(self, name, probes):
        if len(name) >= 64:
            raise DErr("D_PROV_BADNAME", "provider name may not exceed 63 characters: %s"
                       % name)
        if name[-1].isdigit():
            raise DErr("D_PROV_BADNAME", "provider name may not end with a digit: %s" % name)
        redecl = name in self.w.providers
        self.w.providers.setdefault(name, {})
        return redecl

    def cook_provider(self, name, probes, redecl, ml=False):
        pv = self.w.providers[name]
        for i, (hy, nargs, xargs) in enumerate(probes):
            self.off = ml * (1 + i)	# dnerror( ) at the probe's node
            old = pv.get(hy)
            if old is not None and redecl:
                cmp_argv(name, hy, "output", old[1] if old[1] is not None else old[0],
                         xargs if xargs is not None else nargs)
                if old[1] is not None and xargs is not None:
                    cmp_argv(name, hy, "input", old[0], nargs)
            elif old is None and redecl:
                raise DErr("D_PROV_INCOMPAT", "provider interface mismatch: %s\n\t current: "
                           "probe %s:%s defined\n\tprevious: probe %s:%s not defined" % (
                               name, name, hy, name, hy))
            elif old is not None:
                raise DErr("D_PROV_PRDUP", "probe redeclared: %s:%s" % (name, hy))
            else:
                pv[hy] = (nargs, xargs)
            if xargs is None:
                continue
            for i, (xn, xt) in enumerate(xargs):
                nt = dict(nargs).get(xn)
                if any(compat(s, nt) and compat(resolve(dd), resolve(xt))
                       for s, dd in self.w.xlators) or \
                   (resolve(xt).kind == "ptr" and any(
                       compat(s, nt) and compat(resolve(dd), resolve(resolve(xt).base))
                       for s, dd in self.w.xlators)):
                    continue
                if argcompat(nt, Val("node", xt)):
                    continue
                raise DErr("D_PROV_PRXLATOR", "translator for %s:%s output argument #%d "
                           "from %s to %s is not defined" % (name, hy, i + 1,
                                                             nt.name, xt.name))


def cmp_argv(prov, hy, kind, old, new):
    if len(old) != len(new):
        raise DErr("D_PROV_INCOMPAT", "probe %s:%s %s prototype mismatch:\n\t current: %d "
                   "arg%s\n\tprevious: %d arg%s" % (prov, hy, kind, len(new),
                                                    "s" if len(new) != 1 else "", len(old),
                                                    "s" if len(old) != 1 else ""))
    for i, ((_, a), (_, b)) in enumerate(zip(old, new)):
        if a is not b:
            raise DErr("D_PROV_INCOMPAT", "probe %s:%s %s prototype argument #%d mismatch:"
                       "\n\t current: %s\n\tprevious: %s" % (prov, hy, kind, i + 1,
                                                              b.name, a.name))


def compat(a, b):
    """ctf_type_compat, for the types the generator makes."""
    a, b = resolve(a), resolve(b)
    if a is b:
        return True
    if a.kind == "int" and b.kind == "int":
        return a.size == b.size and a.signed == b.signed and \
            (a.size == 1) == (b.size == 1) and a.name != "void" and b.name != "void"
    if a.kind == "ptr" and b.kind == "ptr":
        return compat(a.base, b.base)
    return False


def is_strcompat(t):
    b = resolve(t)
    if b.kind == "string":
        return True
    if b.kind in ("ptr", "array"):
        c = resolve(b.base)
        return c.kind == "int" and c.size == 1 and c.name != "void"
    return False


def argcompat(lt, v):
    """dt_node_is_argcompat(node of type lt, cooked v)."""
    rt = v.t
    if is_int(lt) or resolve(lt).kind == "enum":
        if is_int(rt) or resolve(rt).kind == "enum":
            return True
    if is_strcompat(lt) and is_strcompat(rt):
        return True
    lb, rb = resolve(lt), resolve(rt)
    if lb.kind in ("struct", "union"):
        return lb is rb
    # dt_node_is_ptrcompat, for the cases the generator makes
    lint = is_int(lt) or lb.kind == "enum"
    rint = is_int(rt) or rb.kind == "enum"
    if lint and (v.kind != "int" or v.value != 0):
        return False
    if rint and (v.kind != "int" or v.value != 0):
        return False
    if lint or rint:	# a 0 constant and a pointer or array
        ptrs = ("ptr", "fptr", "array", "string")
        return lb.kind in ptrs or rb.kind in ptrs

    def elem(b):	# what a pointer, array or string refers to
        if b.kind == "string":
            return resolve(T("int", "char", 1, signed=True))
        return resolve(b.base) if b.kind in ("ptr", "array") else None
    a, c = elem(lb), elem(rb)
    if a is None or c is None:
        return False
    return a is c or is_void(a) or is_void(c) or compat(a, c)


# ---- the generator ----

TAGS = ["xs0", "xs1", "xs2", "xs3"]
ETAGS = ["xe0", "xe1", "xe2"]
TDEFS = ["xt0", "xt1", "xt2"]
VARS = ["v0", "v1", "v2", "v3", "v4"]
MEMBERS = ["m0", "m1", "m2", "m3"]
ENUMS = ["E0", "E1", "E2", "E3", "E4", "E5"]
INLINES = ["I0", "I1", "I2"]
PARAMS = ["p", "q", "k"]
PROVS = ["pva", "pvb", "pv1"]
PROBES = ["a", "b", "c__d"]
FUNCS = ["f0", "f1"]
SPELLINGS = [["int"], ["char"], ["short"], ["long"], ["long", "long"], ["unsigned"],
             ["signed"], ["unsigned", "int"], ["unsigned", "char"], ["signed", "char"],
             ["short", "int"], ["unsigned", "short"], ["long", "int"], ["unsigned", "long"],
             ["unsigned", "long", "long"], ["long", "long", "int"], ["int", "long"],
             ["signed", "int"], ["string"], ["float"], ["double"], ["long", "double"],
             ["void"]]
KEYWORD_SPEC = {"void": ("INTEGER", "void"), "char": ("INTEGER", "char"),
                "int": ("INTEGER", "int"), "float": ("FLOAT", "float"),
                "double": ("FLOAT", "double"), "string": ("TYPEDEF", "string")}
ATTRS = ("short", "long", "signed", "unsigned", "const", "volatile", "restrict")


def kw_word(k):
    if k in KEYWORD_SPEC:
        return Word("spec", k, *KEYWORD_SPEC[k])
    return Word("attr", k, k)


class Gen:
    def __init__(self, r):
        self.r = r
        # how often a choice may be a mistake: some programs have none
        self.q = r.choice([0, 0, 0.1, 0.25, 0.5, 1.0])
        self.ml = r.random() < 0.4	# bodies written a member a line
        self.prev_xl = None
        self.m = Model()
        self.lines = []
        self.err = None
        self.skip = None
        self.late = []		# (line, action) checked after the parse

    # -- running the model on an item --

    def item(self, text, action):
        """An item of text (of one or more lines): the model's action runs,
        a mistake found is at the line the model's off says."""
        self.start = len(self.lines) + 1
        self.lines.extend(text.split("\n"))
        self.m.off = 0
        if self.err is None and self.skip is None and action is not None:
            try:
                action()
            except DErr as e:
                e.line = self.start + self.m.off
                self.err = e
            except Skip as e:
                self.skip = e

    def later(self, action):
        """action, after the parse (the current item's)."""
        self.late.append((self.start, action))

    def finish(self):
        if self.err is not None or self.skip is not None:
            return self.err
        for line, action in self.late:
            self.m.off = 0
            try:
                action()
            except DErr as e:
                e.line = line + self.m.off
                return e
            except Skip as e:
                self.skip = e
                return None
        return None

    # -- names and choices --

    def p(self, x):
        return self.r.random() < x

    def bad(self, x):
        """A mistake, with probability x at full badness."""
        return self.r.random() < x * self.q

    def typedef_names(self):
        return list(self.m.w.typedefs)

    def small_int_expr(self):
        r = self.r.random() if self.bad(0.5) else self.r.random() * 0.45
        w = self.m.w
        enums = [n for n, g in w.globals.items() if g["kind"] == "enumerator" and
                 -5 <= g["value"] <= 8]
        inls = [n for n, g in w.globals.items() if g.get("root") is not None and
                0 <= g["root"].sval() <= 8]
        if r < 0.45:
            return lit(self.r.randrange(1, 9))
        if r < 0.52:
            return lit(0)
        if r < 0.58:
            return neg(lit(self.r.randrange(1, 3)))
        if r < 0.62:
            return sizeof_int(self.r.choice(["int", "char", "long", "int32_t", "uint8_t"]))
        if r < 0.68:
            return binop(self.r.choice("+*"), lit(self.r.randrange(1, 4)),
                         lit(self.r.randrange(1, 3)))
        if r < 0.71:
            return binop("-", lit(1), lit(self.r.randrange(1, 3)))
        if r < 0.78 and enums:
            return ident(self.r.choice(enums))
        if r < 0.84 and inls:
            return ident(self.r.choice(inls))
        if r < 0.86:
            return lit(0x100000000, hexa=True)
        if r < 0.88:
            return lit(3, hexa=True)
        if r < 0.90:
            return string("a")
        if r < 0.92:
            return ident(self.r.choice(["nosuch", "zz"]))
        glob = [n for n, g in w.globals.items() if g["kind"] == "scalar" and
                not g["inline"] and not g.get("builtin") and is_int(g["type"])]
        if r < 0.95 and glob:
            return ident(self.r.choice(glob))
        return lit(self.r.randrange(1, 5))

    # -- specifiers --

    def base_words(self, ctx, depth):
        """The words of a type: an intrinsic's spelling, a typedef, a tag
        (referenced or defined here)."""
        r = self.r.random()
        if r < 0.5:
            sp = self.r.choice(SPELLINGS)
            if sp == ["void"] and (not self.bad(0.5) or ctx in ("member", "param") and
                                   self.p(0.6)):
                sp = ["int"]
            return [kw_word(k) for k in sp]
        if r < 0.65:
            n = self.r.choice(self.typedef_names())
            return [Word("spec", n, "TYPEDEF", n)]
        if r < 0.8 and depth < 2 and ctx in ("var", "member") and self.p(0.5):
            if self.p(0.7):
                return [self.sou_word(depth)]
            return [self.enum_word(depth)]
        kw = self.r.choice(["struct", "struct", "union", "enum"])
        tag = self.r.choice(ETAGS if kw == "enum" else TAGS)
        have = [k for k, t in self.m.w.tags.items() if t.kind != "fwd" and
                (t.kind not in ("struct", "union") or t.size)]
        if have and not self.bad(0.5):
            kw, tag = self.r.choice(have)
        elif not have and not self.bad(0.5):
            return [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        return [Word("spec", "%s %s" % (kw, tag), kw.upper(), tag)]

    def words(self, ctx, depth=0):
        ws = self.base_words(ctx, depth)
        if self.bad(0.12):	# a second type or size word
            extra = self.r.choice(["int", "char", "long", "short", "unsigned", "signed",
                                   "void", "double", "TD", "struct"])
            if extra == "TD":
                n = self.r.choice(self.typedef_names())
                x = Word("spec", n, "TYPEDEF", n)
            elif extra == "struct":
                t = self.r.choice(TAGS)
                x = Word("spec", "struct " + t, "STRUCT", t)
            else:
                x = kw_word(extra)
            ws.insert(self.r.randrange(len(ws) + 1), x)
        if self.p(0.15):
            ws.insert(self.r.randrange(len(ws) + 1),
                      kw_word(self.r.choice(["const", "volatile", "restrict"])))
        if self.bad(0.1):
            self.r.shuffle(ws)
        # a typedef name after a type name is an identifier (id_or_type):
        # the declared one, so nothing may follow it
        named = False
        out = []
        for x in ws:
            if x.kind == "spec" and x.args[0] == "TYPEDEF" and x.args[1] != "string" \
               and named:
                out.append(Word("identword", x.text))
                break
            out.append(x)
            named = named or x.kind in ("spec", "sou", "enum")
        return out

    def with_class(self, ws, classes, pr):
        """ws with a storage class word or two inserted (an identifier word
        stays last); static, auto and register, a second class only as
        mistakes."""
        ws = list(ws)
        for _ in range(2 if self.bad(0.06) else 1):
            if self.p(pr):
                c = self.r.choice(classes)
                if c in ("static", "auto", "register") and not self.bad(1):
                    continue
                ws.insert(self.r.randrange(len(ws) + 1), Word("class", c, c))
        idw = [x for x in ws if x.kind == "identword"]
        return [x for x in ws if x.kind != "identword"] + idw

    # -- struct, union, enum bodies --

    def member_list(self, depth):
        out = []
        for _ in range(self.r.choice([1, 1, 2, 2, 3, 4]) if not self.bad(0.04) else 0):
            ws = self.words("member", depth + 1)
            dts = [self.dtor("member") for _ in range(self.r.choice([1, 1, 1, 2]))]
            if any(x.kind == "identword" for x in ws):
                dts = [Dtor(self.r.choice(MEMBERS))]
            for d in dts:
                if d.name and self.bad(0.02):
                    d.name = "m`1"
            for d in dts:	# bit-fields of integers (as a rule)
                if d.bits is not None and (d.ptrs or d.suffixes or d.fptr or
                                           not self.int_words(ws)) and not self.bad(0.7):
                    d.bits = None
                    d.name = d.name or self.r.choice(MEMBERS)
            out.append((ws, dts))
        if not out and not self.bad(0.5):
            out.append(([kw_word("int")], [Dtor(self.r.choice(MEMBERS))]))
        if not self.bad(0.3):	# members of distinct names
            seen = set()
            for ws, dts in out:
                for d in dts:
                    while d.name in seen and len(seen) < len(MEMBERS):
                        d.name = self.r.choice(MEMBERS)
                    seen.add(d.name)
        return out

    def int_words(self, ws):
        """Do words ws name an integer type (as far as the generator knows)?"""
        for x in ws:
            if x.kind == "attr":
                continue
            if x.kind != "spec" or x.args[0] not in ("INTEGER", "TYPEDEF") or \
               x.args[1] in ("void", "string"):
                return False
            if x.args[0] == "TYPEDEF" and not is_int(self.m.w.typedefs.get(x.args[1]) or
                                                     self.m.w.string):
                return False
        return True

    def sou_word(self, depth):
        kw = self.r.choice(["struct", "struct", "union"])
        tag = None if self.p(0.15) else self.r.choice(TAGS)
        if depth > 0 and tag is not None and (kw, tag) in self.m.w.tags:
            tag = None	# nested ones only under new tags (CTF_ADD_NONROOT)
        members = self.member_list(depth)
        decls = ["%s %s;" % (" ".join(x.text for x in ws), ", ".join(d.text() for d in dts))
                 for ws, dts in members]
        ml = depth == 0 and self.ml
        if ml:	# a member a line
            txt = "%s %s{\n%s}" % (kw, tag + " " if tag else "",
                                  "".join("\t%s\n" % x for x in decls))
        else:
            txt = "%s %s{ %s }" % (kw, tag + " " if tag else "", " ".join(decls))
        return Word("sou", txt.replace("{  }", "{ }"), kw, tag, members, ml)

    def enum_word(self, depth):
        tag = None if self.p(0.2) else self.r.choice(ETAGS)
        w = self.m.w
        ens = []
        for _ in range(self.r.choice([1, 2, 2, 3, 4]) if not self.bad(0.04) else 0):
            r = self.r.random() if self.bad(0.6) else 1
            if r < 0.1:
                name = self.r.choice([n for n in w.globals if n in ENUMS] or ENUMS)
            elif r < 0.13:
                name = self.r.choice(["pid", "execname", "trace"] + [
                    n for n in w.globals if n in VARS or n in INLINES])
            elif r < 0.18 and ens:
                name = self.r.choice(ens)[0]
            else:
                free = [n for n in ENUMS if n not in w.globals and
                        n not in [x for x, _ in ens]]
                name = self.r.choice(free or ENUMS)
            if self.bad(0.02):
                name = "E`9"
            r = self.r.random() if self.bad(0.6) else self.r.random() * 0.7
            if r < 0.5:
                e = None
            elif r < 0.65:
                e = lit(self.r.randrange(0, 20))
            elif r < 0.7:
                e = neg(lit(self.r.randrange(1, 20)))
            elif r < 0.75:
                e = lit(self.r.choice([INT_MAX, INT_MAX + 1, 0x80000000]),
                        hexa=self.p(0.3))
            elif r < 0.78:
                e = neg(lit(self.r.choice([1 << 31, (1 << 31) + 1])))
            elif r < 0.86 and ens:
                e = ident(self.r.choice(ens)[0])
            elif r < 0.9:	# no constants
                glob = [n for n, g in w.globals.items() if g["kind"] == "scalar" and
                        not g["inline"] and not g.get("builtin")]
                e = ident(self.r.choice(glob)) if glob else string("x")
            else:
                e = self.small_int_expr()
            ens.append((name, e))
        items = [n + (" = " + e.text if e else "") for n, e in ens]
        ml = depth == 0 and self.ml
        if ml:	# an enumerator a line
            txt = "enum %s{\n%s}" % (tag + " " if tag else "",
                                    "".join("\t%s\n" % x for x in [
                                        y + "," for y in items[:-1]] + items[-1:]))
        else:
            txt = "enum %s{ %s }" % (tag + " " if tag else "", ", ".join(items))
        return Word("enum", txt.replace("{  }", "{ }"), tag, ens, ml)

    # -- declarators --

    def param_list(self, keys, nmax=3):
        ps = []
        n = self.r.choice([0, 1, 1, 2, 2, 3][:nmax + 1]) if not keys else \
            self.r.choice([1, 1, 2])
        for _ in range(n):
            ws = self.param_words(keys)
            r = self.r.random()
            if r < 0.45:
                dt = None
            elif r < 0.85:
                dt = Dtor(self.r.choice(PARAMS))
            else:
                dt = Dtor(self.r.choice(PARAMS + [None]), ptrs=1)
            ps.append(Param(ws, dt))
        varargs = self.p(0.1) and (not keys or self.bad(1))
        if not self.bad(0.3):	# no void among others, no duplicate names
            if len(ps) > 1 or varargs:
                ps = [x for x in ps if x.words[-1].text != "void"]
            seen = set()
            for x in ps:
                if x.dtor and x.dtor.name:
                    if x.dtor.name in seen:
                        x.dtor.name = None
                    seen.add(x.dtor.name)
                if x.dtor and x.dtor.name is None and not x.dtor.ptrs:
                    x.dtor = None
                if keys and x.words[-1].text == "void":
                    x.words = [kw_word("int")]
        if keys and not ps:
            ps = [Param([kw_word("int")])]
        return ps, varargs

    def param_words(self, keys):
        r = self.r.random()
        if r < 0.1:
            ws = [kw_word("void")]
        elif r < 0.3:
            ws = [kw_word("string")]
        elif r < 0.4:
            t = self.r.choice(TAGS)
            ws = [Word("spec", "struct " + t, "STRUCT", t)]
        elif r < 0.55:
            n = self.r.choice(self.typedef_names())
            ws = [Word("spec", n, "TYPEDEF", n)]
        else:
            ws = [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        if self.bad(0.08) or self.p(0.02):
            c = self.r.choice(["static", "register", "extern", "auto"])
            if self.bad(1) or c == "register":
                ws.insert(self.r.randrange(len(ws) + 1), Word("class", c, c))
        return ws

    def dim(self):
        return self.small_int_expr()

    def dtor(self, ctx, name=None):
        pool = {"member": MEMBERS, "var": VARS, "typedef": TDEFS, "inline": INLINES,
                "func": FUNCS}[ctx]
        name = name or self.r.choice(pool)
        ptrs = self.r.choice([0] * 7 + [1, 1, 2])
        r = self.r.random()
        sfx = []
        fptr = None
        if r < 0.6:
            pass
        elif r < 0.72:
            sfx = [("arr", self.dim())]
        elif r < 0.76 and self.bad(1):
            sfx = [("arr", None)]
        elif r < 0.86 and ctx in ("var", "inline"):
            sfx = [("keys",) + self.param_list(True)]
        elif r < 0.91 and (ctx != "member" or self.bad(1)):
            sfx = [("func",) + self.param_list(False)]
        elif r < 0.95:
            sfx = [("arr", self.dim()), ("arr", lit(self.r.randrange(1, 4)))]
        elif r < 0.97 and ctx == "var" and self.bad(1):
            sfx = [("arr", lit(2)), ("keys",) + self.param_list(True)]
        elif r >= 0.97:
            fptr = self.param_list(False)
        bits = None
        if ctx == "member" and self.p(0.25):
            bits = self.bits()
            if self.p(0.3):
                name, ptrs, sfx, fptr = None, 0, [], None
        return Dtor(name, ptrs, sfx, fptr, bits)

    def bits(self):
        if not self.bad(0.7):
            return lit(self.r.choice([1, 2, 3, 5, 7, 8]))
        r = self.r.random()
        if r < 0.55:
            return lit(self.r.choice([1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65]))
        if r < 0.7:
            return lit(0)
        return self.small_int_expr()

    # -- items --

    def var_name(self, plain_ok=True):
        if self.bad(0.02):
            return "v`0"
        r = self.r.random() if self.bad(0.5) else 0
        w = self.m.w
        if r < 0.82:
            return self.r.choice(VARS)
        if r < 0.87:
            return self.r.choice(["pid", "execname", "trace"])
        if r < 0.93:
            return self.r.choice(TDEFS + ["int32_t", "size_t"])
        named = [n for n, g in w.globals.items() if g["kind"] == "enumerator" or
                 (g["inline"] and n in INLINES)]
        return self.r.choice(named) if named else self.r.choice(VARS)

    def var_dtor(self, ctx="var"):
        dt = self.dtor(ctx)
        dt.name = self.var_name() if ctx == "var" else dt.name
        if dt.name in self.m.w.typedefs and (dt.fptr is not None or any(
                sf[0] == "func" for sf in dt.suffixes)):
            dt.name = self.r.choice(VARS)	# a type name before "(" is a type
        return dt

    def decl_text(self, ws, dts):
        t = " ".join(x.text for x in ws)
        if dts:
            t += " " + ", ".join(d.text() for d in dts)
        return t + ";"

    def it_sou(self):
        sw = self.sou_word(0)
        ws = [sw]
        if self.p(0.1):
            ws.insert(self.r.randrange(2), kw_word(self.r.choice(ATTRS)))
        ws = self.with_class(ws, ["static", "extern", "self", "this", "register"], 0.06)
        dts = [self.var_dtor() for _ in range(self.r.choice([0, 0, 0, 1, 2]))]
        if sw.args[1] is None and not dts and not self.bad(0.5):
            dts = [self.var_dtor()]		# an anonymous one declares something
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_enum(self):
        ws = [self.enum_word(0)]
        if self.p(0.08):
            ws.insert(self.r.randrange(2), kw_word(self.r.choice(ATTRS)))
        dts = [self.var_dtor() for _ in range(self.r.choice([0, 0, 0, 1]))]
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_typedef(self):
        ws = self.words("var")
        ws = self.with_class(ws, ["typedef"], 1.0)
        ws = self.with_class(ws, ["static", "extern", "typedef"], 0.04)
        if any(x.kind == "identword" for x in ws):
            dts = [Dtor(self.r.choice(TDEFS))]
        elif self.bad(0.05):
            dts = []
        else:
            dts = []
            for _ in range(self.r.choice([1, 1, 1, 2])):
                dt = self.dtor("typedef")
                r = self.r.random() if self.bad(0.5) else 1
                if r < 0.08:
                    dt.name = self.r.choice(["int32_t", "uint64_t", "size_t"])
                elif r < 0.14:
                    dt.name = self.r.choice(VARS + ["pid", "E0", "I0"])
                if (dt.name not in TDEFS or dt.name in self.m.w.typedefs) and (
                        dt.fptr is not None or any(sf[0] == "func" for sf in dt.suffixes)):
                    new = [x for x in TDEFS if x not in self.m.w.typedefs]
                    if not new:	# a type name before "(" is a type
                        dt.fptr, dt.suffixes = None, []
                    else:
                        dt.name = self.r.choice(new)
                if dt.suffixes and dt.suffixes[0][0] == "keys":
                    dt.suffixes = []
                dts.append(dt)
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_var(self):
        ws = self.words("var")
        ws = self.with_class(ws, ["self", "self", "this", "this", "extern", "static",
                                  "register", "auto"], 0.4)
        if any(x.kind == "identword" for x in ws):
            dts = [Dtor(self.r.choice(VARS))]
        else:
            dts = [self.var_dtor() for _ in range(self.r.choice([1, 1, 1, 2]))]
        if any(x.kind == "class" and x.args[0] == "extern" for x in ws):
            for d in dts:	# no extern associative arrays
                d.suffixes = [x for x in d.suffixes if x[0] != "keys"]
        cls = [x.args[0] for x in ws if x.kind == "class"]
        w = self.m.w
        tab = w.tls if "self" in cls else w.locals if "this" in cls else w.globals
        for d in dts:		# new names (as a rule)
            free = [v for v in VARS if v not in tab and v not in [x.name for x in dts]]
            if d.name in tab and free and not self.bad(0.7):
                d.name = self.r.choice(free)
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_func(self):
        ws = self.words("param")
        ws = self.with_class(ws, ["static", "extern", "self"], 0.3)
        if any(x.kind == "identword" for x in ws):
            dts = [Dtor(self.r.choice(FUNCS))]
        else:
            dt = Dtor(self.r.choice(FUNCS), self.r.choice([0, 0, 1]),
                      [("func",) + self.param_list(False)])
            dts = [dt]
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_inline(self):
        r = self.r.random()
        if r < 0.6:
            ws = [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        elif r < 0.8:
            ws = [kw_word("string")]
        else:
            ws = self.words("inline")
        ws = self.with_class(ws, ["static", "self", "extern"], 0.05)
        w = self.m.w
        name = self.r.choice(INLINES) if not self.bad(0.3) else self.var_name()
        if name in TDEFS + list(DTYPEDEFS):
            name = self.r.choice(INLINES)
        r = self.r.random()
        if r < 0.85:
            dt = Dtor(name)
        elif r < 0.9:
            dt = Dtor(name, 0, [("arr", self.r.choice([None, lit(3)]))])
        else:
            ps = [Param([kw_word(self.r.choice(["int", "string", "long"]))],
                        Dtor(self.r.choice(PARAMS)))]
            dt = Dtor(name, 0, [("keys", ps, False)])
        if any(x.kind == "identword" for x in ws):
            dt = Dtor(name)
        r = self.r.random()
        top = dt.top()
        strish = ws[-1].text == "string"
        if not self.bad(0.6) and not (top is not None and top[0] == "keys"):
            r = 0.6 if strish else 0.5
        if top is not None and top[0] == "keys" and r < 0.5:
            v = ident(top[1][0].dtor.name)
        elif r < 0.55:
            v = self.small_int_expr()
        elif r < 0.8:
            v = string(self.r.choice(["s", "abc"]))
        else:
            others = [n for n, g in w.globals.items() if g["inline"] and n in INLINES and
                      g["kind"] == "scalar"] + [n for n in w.globals if n in ENUMS]
            v = ident(self.r.choice(others)) if others else lit(1)
        txt = "inline %s %s = %s;" % (" ".join(x.text for x in ws), dt.text(), v.text)
        self.item(txt, lambda: self.m.inline(ws, dt, v))

    def it_xlator(self):
        w = self.m.w
        if not [t for t in w.tags.values() if t.kind in ("struct", "union")] and \
           not self.bad(0.8):
            return self.it_var()
        r = self.r.random() if self.bad(0.6) else 0
        odt = None
        if r < 0.7:
            kw = "union" if self.p(0.15) else "struct"
            tag = self.r.choice(TAGS)
            have = [k for k, t in w.tags.items() if t.kind in ("struct", "union")]
            if have and not self.bad(0.6):
                kw, tag = self.r.choice(have)
            ows = [Word("spec", "%s %s" % (kw, tag), kw.upper(), tag)]
        elif r < 0.8:
            n = self.r.choice(self.typedef_names())
            ows = [Word("spec", n, "TYPEDEF", n)]
        elif r < 0.87:
            ows = [kw_word("int")]
        elif r < 0.93:
            tag = self.r.choice(ETAGS)
            ows = [Word("spec", "enum " + tag, "ENUM", tag)]
        else:
            tag = self.r.choice(TAGS)
            ows = [Word("spec", "struct " + tag, "STRUCT", tag)]
            odt = Dtor(None, 1)
        r = self.r.random()
        idt = None
        if r < 0.5:
            iws = [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        elif r < 0.7:
            iws = [kw_word("string")]
        elif r < 0.85:
            tag = self.r.choice(TAGS)
            iws = [Word("spec", "struct " + tag, "STRUCT", tag)]
            idt = Dtor(None, 1)
        else:
            n = self.r.choice(self.typedef_names())
            iws = [Word("spec", n, "TYPEDEF", n)]
        members = []
        b = w.tags.get((ows[0].args[0].lower(), ows[0].args[1])) if \
            ows[0].args[0] in ("STRUCT", "UNION") else None
        names = [m for m, _ in b.members if m] if b is not None else []
        for _ in range(self.r.choice([0, 1, 2, 2, 3])):
            mn = self.r.choice(names) if names and not self.bad(0.3) else \
                self.r.choice(MEMBERS + ["nosuch"] * 3)
            r = self.r.random()
            if r < 0.4:
                e = lit(self.r.randrange(1, 9))
            elif r < 0.6:
                e = string("s")
            elif r < 0.85:
                e = ident("x")
            else:
                e = self.small_int_expr()
            members.append((mn, e))
        if self.prev_xl and self.bad(0.2):	# the same translator again
            ows, odt, iws, idt = self.prev_xl
        self.prev_xl = (ows, odt, iws, idt)
        otxt = " ".join(x.text for x in ows) + (" *" if odt else "")
        itxt = " ".join(x.text for x in iws) + (" *" if idt else "")
        if self.ml:
            txt = "translator %s < %s x > {\n%s};" % (
                otxt, itxt, "".join("\t%s = %s;\n" % (m, e.text) for m, e in members))
        else:
            txt = "translator %s < %s x > { %s};" % (
                otxt, itxt, "".join("%s = %s; " % (m, e.text) for m, e in members))
        ml = self.ml
        self.item(txt, lambda: self.m.xlator(ows, odt, iws, idt, "x", members, ml))

    def probe_params(self, ins=None):
        ps = []
        for i in range(self.r.choice([0, 1, 1, 2, 3])):
            ws = self.param_words(False)
            if ins is not None:
                names = [p.dtor.name for p in ins if p.dtor and p.dtor.name]
                nm = self.r.choice(names) if names and self.p(0.85) else \
                    self.r.choice(PARAMS + [None])
            else:
                nm = self.r.choice(PARAMS) if self.p(0.6) else None
            ptr = self.p(0.2)
            dt = Dtor(nm, 1 if ptr else 0) if nm or ptr else None
            ps.append(Param(ws, dt))
        return ps, self.p(0.05)

    def it_provider(self):
        name = self.r.choice(PROVS[:2] if not self.bad(0.5) else PROVS) \
            if not self.bad(0.05) else "p" * 64
        probes = []
        for _ in range(self.r.choice([0, 1, 1, 2, 3])):
            pn = self.r.choice(PROBES) if not self.bad(0.06) else "z" * 64
            ins, inva = self.probe_params()
            outs = outva = None
            if self.p(0.35):
                outs, outva = self.probe_params(ins)
            probes.append((pn, ins, inva, outs, outva))
        decls = []
        for pn, ins, inva, outs, outva in probes:
            x = "probe %s(%s)" % (pn, params_text(ins, inva))
            if outs is not None:
                x += " : (%s)" % params_text(outs, outva)
            decls.append(x + ";")
        ml = self.ml
        if ml:	# a probe a line
            txt = "provider %s {\n%s};" % (name, "".join("\t%s\n" % x for x in decls))
        else:
            txt = "provider %s { %s};" % (name, "".join(x + " " for x in decls))

        def act():
            done = []
            for i, (pn, ins, inva, outs, outva) in enumerate(probes):
                self.m.off = ml * (1 + i)
                hy, n, x = self.m.probe(pn, ins, inva, outs, outva)
                if x is not None and not ins and not outs:
                    x = None	# "()" : "()": no output prototype
                done.append((hy, n, x))
            self.m.off = ml * (1 + len(probes))
            redecl = self.m.provider(name, done)
            self.later(lambda: self.m.cook_provider(name, done, redecl, ml))
        self.item(txt, act)

    # -- clauses --

    def target(self):
        """A variable to assign or read: ("g", name), ("self", name),
        ("this", name) or ("a", name, key texts)."""
        w = self.m.w
        r = self.r.random()
        assoc = [n for n, g in w.globals.items() if g["kind"] == "associative array" and
                 not g["inline"] and all(is_int(k) or is_str(k) for k in g["keys"])]
        if r < 0.15 and assoc:
            n = self.r.choice(assoc)
            return ("a", n, ["1" if is_int(k) else '"k"' for k in w.globals[n]["keys"]])
        if r < 0.6:
            n = self.r.choice(VARS)
            g = w.globals.get(n)
            if g is None or (g["kind"] == "scalar" and not g["inline"] and
                             not g.get("builtin")):
                return ("g", n)
            return ("g", self.r.choice([v for v in VARS if v not in w.globals] or ["v9"]))
        sc = "self" if r < 0.8 else "this"
        tab = w.tls if sc == "self" else w.locals
        n = self.r.choice(VARS)
        if n in tab and tab[n]["kind"] != "scalar":
            n = "v9"
        return (sc, n)

    def known_type(self, t):
        """The type variable t is declared with, if it is."""
        w = self.m.w
        if t[0] == "i":
            return w.string
        if t[0] == "a":
            return w.globals[t[1]]["type"]
        tab = w.globals if t[0] == "g" else w.tls if t[0] == "self" else w.locals
        g = tab.get(t[1])
        return g["type"] if g is not None and g["kind"] == "scalar" else None

    def target_text(self, t):
        if t[0] in ("g", "i"):
            return t[1]
        if t[0] == "a":
            return "%s[%s]" % (t[1], ", ".join(t[2]))
        return "%s->%s" % t

    def lookup(self, t, create, vt):
        """The type of t (created with type vt if it may be), and whether it
        is a dynamic variable (self->, associative)."""
        w = self.m.w
        kind, name = t[0], t[1]
        if kind == "a":
            return w.globals[name]["type"], True
        if kind == "i":		# an inline, maybe defined further down
            g = w.globals.get(name)
            if g is None:
                raise DErr("D_IDENT_UNDEF", "failed to resolve %s: Unknown variable name"
                           % name)
            if g["kind"] != "scalar":
                raise DErr("D_IDENT_BADREF", "%s '%s' may not be referenced as scalar"
                           % (g["kind"], name))
            if not (is_int(g["type"]) or is_str(g["type"])):
                raise Skip("trace() of an inline of another type")
            return None, False
        tab = w.globals if kind == "g" else w.tls if kind == "self" else w.locals
        g = tab.get(name)
        if g is not None and kind == "g" and g["kind"] != "scalar":
            raise DErr("D_IDENT_BADREF", "%s '%s' may not be referenced as scalar"
                       % (g["kind"], name))
        if g is None:
            if create:
                tab[name] = dict(kind="scalar", type=vt, inline=False, builtin=False)
                return vt, kind == "self"
            if kind == "g":
                raise DErr("D_IDENT_UNDEF", "failed to resolve %s: Unknown variable name"
                           % name)
            raise DErr("D_VAR_UNDEF", "%s->%s has not yet been declared or assigned"
                       % (kind, name))
        return g["type"], kind == "self"

    def assign(self, t, e):
        w = self.m.w
        v = self.m.cook(e)
        vt = v.t if v.kind != "int" else w.ints["int"]
        lt, dyn = self.lookup(t, True, vt)
        lb = resolve(lt)
        if lb.kind in ("array", "func", "fptr") and lb.kind != "string":
            if lb.kind == "array":
                raise DErr("D_OP_ARRFUN", "operator = may not be applied to operand of "
                           "type \"%s\"" % tn(lt))
        if argcompat(lt, v):
            return
        if dyn and v.kind == "int" and v.value == 0:
            return
        raise DErr("D_OP_INCOMPAT", "operands have incompatible types: \"%s\" = \"%s\""
                   % (tn(lt), tn(v.t)))

    def it_clause(self, final=False):
        w = self.m.w
        stmts = []
        acts = []
        for _ in range(self.r.choice([1, 1, 2, 3])):
            t = self.target()
            if self.p(0.1):	# an inline, defined above, below or not
                known = [n for n in INLINES if n in w.globals]
                stmts.append("trace(%s);" % self.r.choice(
                    INLINES if self.bad(0.5) or not known else known))
                acts.append(lambda n=stmts[-1][6:-2]: self.lookup(("i", n), False, None))
                continue
            known = self.known_type(t)
            if not self.bad(0.5) and (known is None or t[0] == "a") and t[0] != "g":
                scal = [n for n in VARS + ["v9"] if n not in w.globals or
                        (w.globals[n]["kind"] == "scalar" and not w.globals[n]["inline"]
                         and not w.globals[n].get("builtin"))]
                t = ("g", self.r.choice(scal))	# a global (maybe assigned)
                known = self.known_type(t)
            if t[0] == "a" or self.p(0.7):
                e = self.r.choice([lit(self.r.randrange(1, 9)), string("s"), lit(0)])
                if not self.bad(0.5) and known is not None:
                    kb = resolve(known)
                    e = string("s") if is_strcompat(known) else \
                        lit(self.r.randrange(1, 9)) if is_int(known) or kb.kind == "enum" \
                        else lit(0)
                stmts.append("%s = %s;" % (self.target_text(t), e.text))
                acts.append(lambda t=t, e=e: self.assign(t, e))
            else:
                if known is None and not self.bad(0.5):
                    stmts.append("%s = 1;" % self.target_text(t))
                    acts.append(lambda t=t: self.assign(t, lit(1)))
                    known = w.ints["int"]
                if known is not None and not (is_int(known) or is_str(known)) and \
                   not self.bad(1):
                    continue
                stmts.append("trace(%s);" % self.target_text(t))
                acts.append(lambda t=t: self.lookup(t, False, None))
        if final:
            stmts.append("exit(0);")
        syntax = -1
        if not final and self.bad(0.1):
            syntax = self.r.randrange(len(stmts) + 1)
            stmts.insert(syntax, "v0 = ;")
            acts.insert(syntax, None)
        ml = self.ml
        if ml:	# a statement a line
            txt = "BEGIN\n{\n%s}" % "".join("\t%s\n" % x for x in stmts)
        else:
            txt = "BEGIN { %s }" % " ".join(stmts)

        def act():
            if syntax >= 0:
                self.m.off = ml * (2 + syntax)
                raise Syntax(";")

            def cook():
                for i, a in enumerate(acts):
                    self.m.off = ml * (2 + i)
                    a()
            self.later(cook)
        self.item(txt, act)

    # -- a program --

    def program(self):
        n = self.r.randrange(2, 9)
        kinds = ["sou"] * 6 + ["enum"] * 4 + ["typedef"] * 3 + ["var"] * 7 + \
            ["func"] + ["inline"] * 3 + ["xlator"] * 2 + ["provider"] * 2 + \
            ["clause"] * 3
        for _ in range(n):
            k = self.r.choice(kinds)
            getattr(self, "it_" + k)()
        self.it_clause(final=True)
        return "\n".join(self.lines) + "\n"


def run(sonda, prog):
    with tempfile.NamedTemporaryFile("w", suffix=".d") as f:
        f.write(prog)
        f.flush()
        p = subprocess.run(["timeout", "60", sonda, "-e", "-x", "errtags", "-s", f.name],
                           capture_output=True)
    return p.returncode, p.stderr.decode("latin-1").replace(f.name, "prog.d")


def want_of(e):
    if e is None:
        return 0, ""
    return 1, "sonda: failed to compile script prog.d: [%s] line %d: %s\n" % (
        e.tag, e.line, e.msg)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("-s", type=int, default=1)
    ap.add_argument("-b", "--bin", default="build/sonda")
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args()
    bad = 0
    tags = {}
    for seed in range(args.s, args.s + args.n):
        g = Gen(random.Random(seed))
        prog = g.program()
        e = g.finish()
        if g.skip is not None:
            tags["skipped"] = tags.get("skipped", 0) + 1
            continue
        wrc, werr = want_of(e)
        tags[e.tag if e else "ok"] = tags.get(e.tag if e else "ok", 0) + 1
        rc, err = run(args.bin, prog)
        if args.v:
            print("seed %d\n%s" % (seed, prog))
        if (rc, err) != (wrc, werr):
            bad += 1
            print("seed %d:\n%s\twant %d %r\n\tgot  %d %r\n" % (
                seed, "".join("\t%2d| %s\n" % (i + 1, l)
                              for i, l in enumerate(prog.splitlines())),
                wrc, werr, rc, err))
    print("%d programs, %d disagreements; first errors: %s" % (
        args.n, bad, ", ".join("%s %d" % kv for kv in sorted(tags.items()))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
