"""vars_model.py - tests/fuzz/vars.py's model of DTrace's variables: their
types (integers, strings, struct vs, pointers), the values stored in each
scope, stores truncated and loads extended as dt_cg.c's dt_cg_store_var and
dt_cg_load_var do, casts (dt_cg_typecast), dt_type_promote, bpf/strcmp.S and
the run-time index check; see vars.py for what it models.
"""


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



def keys_decl(keys):
    """The key types of an associative array's declaration: a typedef's
    name that ',' follows is no type to DTrace's lexer (dt_lex.l
    id_or_type( ) peeks: "int a[uint8_t, int]" is a syntax error), so
    those before the last are written as the types they name; _Bool,
    one of D's own intrinsic types (dt_open.c), has no other name and is
    left to the generator (vars_gen.py declares no such array)."""
    return ", ".join(RESOLVED.get(k.name, k.name) if j < len(keys) - 1
                     else k.name for j, k in enumerate(keys))


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


def incdec_reg(st, v, k, d, post):
    """dt_cg_incdec_op on a static variable or element: the raw bytes
    zero-extended, +-1, stored truncated; the value is the register."""
    old = load(st, v, k)
    if old is UNK:
        return UNK
    old &= (1 << v.ty.bits) - 1
    store(st, v, k, old + d)
    return trunc(old if post else old + d, LONG)



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


def check_index(i, n=4, size=4):
    """dt_cg_arithmetic_op's run-time check of an index into an array of
    n elements of size bytes: the index scaled by the size (64 bits,
    wrapping) compared unsigned with n * size; past it, the fault's value
    is the scaled index divided back (unsigned), printed signed. Returns
    the element reached."""
    if i is UNK:	# whether it faults is unknown: so is the rest
        raise Unknown()
    scaled = (i * size) & M64
    if scaled < n * size:
        if scaled % size:	# wrapped into the middle of an element
            raise Unknown()
        return scaled // size
    v = scaled // size
    if v >= 1 << 63:
        v -= 1 << 64
    raise Fault("index out of bounds (%d)" % v)


def fmtint(v):
    if v is UNK:
        return None
    return b"%d" % trunc(v, LONG)
