"""decls_model.py - tests/fuzz/decls.py's model of how DTrace for Linux checks
declarations: its types and containers (libctf's), the decl stack of its
parser (dt_decl.c), dt_node_decl, dt_decl_member, dt_decl_enumerator,
dt_node_inline, dt_node_xlator, dt_node_probe, dt_node_provider and the
checks made once a program is parsed; see decls.py for what it models.
"""

M64 = (1 << 64) - 1
INT_MAX = (1 << 31) - 1
INT_MIN = -(1 << 31)
UINT_MAX = (1 << 32) - 1



KERNEL_PROVS = {"dtrace", "cpc", "fbt", "io", "ip", "lockstat", "proc", "profile",
                "rawtp", "sched", "sdt", "syscall", "tcp", "udp"}

class DErr(Exception):
    def __init__(self, tag, msg):
        super().__init__(tag, msg)
        self.tag, self.msg, self.line = tag, msg, None


class Skip(Exception):
    """What the model cannot predict: the program is not compared."""


class Syntax(DErr):
    def __init__(self, near):
        super().__init__("D_SYNTAX", 'syntax error near "%s"' % near)


class SyntaxAfter(Syntax):
    """The syntax error at the identifier after the typedef name word used
    as a declarator: near its text to the end of its line, which the
    generator finds in the item's text (after "word name")."""

    def __init__(self, word, name):
        super().__init__(name)
        self.at = "%s %s" % (word, name)
        self.name = name


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
        self.identword = None	# a typedef name after the type: the declarator


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
    # libctf 2.40 names a forward tag "struct", a union's too (its
    # ctf_type_aname: CTF_K_FORWARD as CTF_K_STRUCT); an enum is no forward
    t = T("fwd", "%s %s" % ("struct" if kw == "union" else kw, d.name), -1, fkind=kw, tag=d.name, complete=False,
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
        self.line = 0		# the current item's first line
        self.prog = 1		# and its program

    # -- expressions of constant contexts --

    def cook(self, e, params=None):
        """Cooks Expr e (dt_node_cook of a constant context)."""
        return e.cook(self, params or {})

    # -- specifiers --

    def words(self, d, words, depth):
        for i, x in enumerate(words):
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
                self.identword(d, words[i - 1] if i else None, x.text)
            else:
                raise AssertionError(k)

    def identword(self, d, prev, name):
        """A typedef name after a type (dt_lex.l's id_or_type): right after a
        body-less struct/union/enum tag, whose dt_decl_spec( ) waits for the
        token after the tag, a type name, so dt_decl_spec( ) of a second
        type makes it the declared identifier (dt_decl_ident( )) or, in a
        typedef, refuses it; the declarator after it is then a second
        identifier (D_DECL_IDENT). After any other type an identifier: the
        declarator, which its context checks (declaration( ), member( ),
        inline( )) before the syntax error at the declarator after it."""
        if prev is not None and prev.kind == "spec" and \
           prev.args[0] in ("STRUCT", "UNION", "ENUM"):
            if d.cls == "typedef":
                raise DErr("D_DECL_IDRED", "identifier redeclared: %s" % name)
            raise DErr("D_DECL_IDENT", "old-style declaration or incorrect type "
                       "specified")
        d.identword = name

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
            if md.identword is not None:
                self.member(md, Dtor(md.identword), t, depth + 1)
                raise SyntaxAfter(md.identword, dtors[0].text())
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
                                   value=value, line=(self.prog, self.line))

    # -- declarations (dt_node_decl) --

    def declaration(self, words, dtors):
        w = self.w
        x = words[-1] if words else None
        if not dtors and len(words) > 1 and x.kind == "spec" and x.args[0] == "TYPEDEF" \
           and x.args[1] != "string":
            # id_or_type: a name followed by ";" is an identifier (but as the
            # first word, where the lexer takes any type name as one)
            words, dtors = words[:-1], [Dtor(x.args[1])]
        d = Decl()
        self.words(d, words, 0)
        if d.identword is not None:
            self.declare(d, Dtor(d.identword))
            raise SyntaxAfter(d.identword, dtors[0].text())
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
        if d.identword is not None:	# no check before the "=" it waits for
            raise SyntaxAfter(d.identword, dt.text())
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
                               root=v if v.kind == "int" and kind == "scalar" else None,
                               line=(self.prog, self.line))
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
        # a provider DTrace opens with (dt_open.c's dt_providers[]) is a
        # redeclaration whose probes none declared (dt_probe_lookup2( ))
        redecl = name in self.w.providers or name in KERNEL_PROVS
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
                # dt_xlator_lookup( )'s third pass takes a translator whose
                # input the argument may be passed to (dt_node_is_argcompat( ):
                # any integer to an integer input), not only a compatible one
                ins = lambda s: compat(s, nt) or argcompat(nt, Val("node", s))
                if any(ins(s) and compat(resolve(dd), resolve(xt))
                       for s, dd in self.w.xlators) or \
                   (resolve(xt).kind == "ptr" and any(
                       ins(s) and compat(resolve(dd), resolve(resolve(xt).base))
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
    # libctf: an enum and an integer are compatible; an enum only named is
    # a forward tag ("fwd", CTF_K_FORWARD), which is not
    if {a.kind, b.kind} == {"enum", "int"}:
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
