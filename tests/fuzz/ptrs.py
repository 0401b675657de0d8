#!/usr/bin/python3
"""ptrs.py - D's pointer values at run time against a model of DTrace for Linux.

Generates random BEGIN clauses (run as root with -q, exit(0) at the end)
that build pointers of many kinds and print what they compute: an
alloca( )'d buffer filled with known bytes seen through char, short, int,
long, uint8_t ... uint64_t, struct and union pointers (the struct and
union declared by the program); pointers into a D global struct's
members, its array members' elements and global arrays' elements
(&gs.m, &gs.arr[i], &ga[i], &p->m, &p->arr[i], &p[i]); pointers made from
integer constants ((T *)0, (T *)N, &((struct S *)N)->m); pointer + and -
integers of every width and sign, ++, --, += and -= on pointer variables
(this->, self-> and global), pointer - pointer, comparisons with each
other and with 0, char pointers compared with strings, casts to integers
and back, pointers as predicates, in ?:, !p, p && q, pointers stored
through a pointer to pointer, in a struct member and a global array;
reads through them (*p, p[i], p->m), stores through alloca pointers read
back through others, stringof(p) and (string)p, sizeof, pointers as
aggregation keys and summed, printf( ) %d %u %x %p and trace( ) of what
they compute. Addresses are not printed (they are not
known), but differences, comparisons and the values read are; %p of an
unknown address is checked to be the same text twice. A second kind of
program is compiled alone with -e -x errtags: pointer operations DTrace
refuses (and some it accepts), and the D_* tag and message are compared.

The model follows DTrace for Linux:

  - dt_parser.c dt_cook_op2 (DT_TOK_ADD/SUB): a pointer (not void *) and
    an integer give the pointer's type, int + pointer too, pointer -
    pointer of dt_node_is_ptrcompat types gives ptrdiff_t (long); void *
    is no pointer there, so void * + 1 is D_OP_INCOMPAT; pointers to
    alloca and to other memory may not be added or subtracted
    (D_OP_INCOMPAT "adding or subtracting pointers to alloca and
    non-alloca space is meaningless"); comparisons need ctf_type_compat
    types, two integers, or dt_node_is_ptrcompat (compatible pointees,
    void *, or a literal 0); dt_cook_op1: * of void * is D_DEREF_VOID, &
    of a D variable (also a built-in one or an aggregation) D_ADDROF_VAR,
    of a non-lvalue D_ADDROF_LVAL, of a bit-field D_ADDROF_BITFIELD;
    ++ -- of void * D_OP_VFPTR, += -= of void * D_OP_VFPTR "requires
    left-hand scalar operand of known size"; = needs
    dt_node_is_argcompat (pointers to compatible types, a literal 0 to a
    pointer) else D_OP_INCOMPAT; ?: arms must be compatible ("operator ?:
    operands must have compatible types"); dt_printf.c: %d %u %x take
    integers only (D_PRINTF_ARG_TYPE), %p pointers or integers;
  - dt_cg.c dt_cg_arithmetic_op( ) with dt_cg_ptrsize( ): the integer is
    multiplied by the pointee's size (64-bit, wrapping) before the add; a
    difference is divided by it with BPF's unsigned division, so a
    negative one is (2^64 - n) / size; dt_cg_incdec_op( ) and += -=
    move by the pointee's size; dt_cg_compare_op( ) compares pointers
    unsigned; loads (dt_cg_load_scalar, dt_cg_ldsize) sign-extend signed
    types and zero-extend unsigned ones, of the pointee's size, at any
    byte offset; dt_cg_store( ) stores the value's low bytes; the
    machine is little-endian; dt_cg_typecast( ) narrows integers by
    shifts; stringof(p) and (string)p read the bytes up to a NUL; a
    comparison of an alloca( )'d char pointer with a string gives
    dt_strcmp( ) the pointer's value, its scratch offset, unchecked
    (dt_cg_compare_op( ) calls no dt_cg_check_ptr_arg( )): an address it
    cannot read, which compares above "" and below any other string;
    dt_cg_arglist( ) stores a pointer
    key's value (a char pointer's too), dt_idcook_assc( ) keeps its type;
  - dt_printf.c: %d of a signed type signed, of an unsigned one as %u
    (pfcheck_dint), %x of the value's record size unsigned, %p as "%x" of
    the 64-bit value (no 0x); dt_consume.c dt_print_trace( ) with -q:
    integers "%d" by their type's sign.

An alloca( ) pointer's own value is DTrace's: its offset in scratch
memory (dt_cg_subr_alloca_impl( ): the first allocation at 8), printed
with %p, traced, cast to an integer (not narrowed: dt_cg_typecast( ) only
scalarizes it) and back to a pointer (still alloca( )'s, read through),
compared with a pointer made from an integer, used as a key or summed;
&p[i].m of an alloca p is such an offset too, but DTrace's taint does
not follow it (a dereference, then a member), so it is not read through,
not subtracted from alloca pointers (D_OP_INCOMPAT) and not kept in a
variable.

Left out: alloca pointers compared with pointers to D variables (an
offset with an address), stored in memory through a pointer to pointer
and loaded back (DTrace stores the offset, and the value loaded is no
alloca pointer any more), and alloca pointers more than 8 bytes below
the buffer (they wrap in DTrace's offsets); stores through pointers to
D variables (DTrace's verifier refuses them); pointers into two different D variables
compared or subtracted (their layout is the implementation's); p += q
and p -= q of pointers (DTrace's code generator asserts).

  tests/fuzz/ptrs.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA] [-v]

Deterministic by seed; prints each disagreement with its program; exit
status 1 if any. Needs root. Not run by tests/run.
"""
import random
import re
import sys

import fuzzlib

M64 = (1 << 64) - 1


def u64(v):
    return v & M64


def ext(v, size, signed):
    """v's low size bytes, sign-extended when signed."""
    v &= (1 << (8 * size)) - 1
    if signed and v >> (8 * size - 1):
        v -= 1 << (8 * size)
    return v


class T:
    """A D type: kind int/ptr/arr/sou/void, name (ctf_type_name), size,
    sign, pointee or element, members [(name, type, offset)]."""
    def __init__(self, kind, name, size=0, signed=False, ref=None, n=0,
                 members=None, rname=None):
        self.kind, self.name, self.size, self.signed = kind, name, size, signed
        self.ref, self.n, self.members = ref, n, members
        self.rname = rname or name	# the resolved type's name

    def member(self, m):
        for name, t, off in self.members:
            if name == m:
                return t, off
        raise KeyError(m)


def I(name, size, signed, rname=None):
    return T("int", name, size, signed, rname=rname)


CHAR, SHORT, INT, LONG = I("char", 1, True), I("short", 2, True), \
    I("int", 4, True), I("long", 8, True)
UCHAR = I("unsigned char", 1, False)
U8, U16 = I("uint8_t", 1, False, "unsigned char"), \
    I("uint16_t", 2, False, "unsigned short")
U32, U64 = I("uint32_t", 4, False, "unsigned int"), \
    I("uint64_t", 8, False, "unsigned long")
I16, I32 = I("int16_t", 2, True, "short"), I("int32_t", 4, True, "int")
UINT = I("unsigned int", 4, False)
UPTR = I("uintptr_t", 8, False, "unsigned long")
VOID = T("void", "void")
SCALARS = [CHAR, SHORT, INT, LONG, UCHAR, U8, U16, U32, U64, I16, I32, UINT]


def ptr(t):
    return T("ptr", t.name + ("*" if t.name.endswith("*") else " *"), 8,
             ref=t, rname=t.rname + ("*" if t.rname.endswith("*") else " *"))


def arr(t, n):
    return T("arr", "%s [%d]" % (t.name, n), t.size * n, ref=t, n=n)


def layout(kind, name, ms):
    """libctf's layout of a struct or union (ctf_add_member_offset, as
    dt_decl.c adds members): each member at its alignment (a scalar's
    size, an array's element's); a struct's size is its last member's
    end, with no padding after it; a union's its largest member's."""
    off, out = 0, []
    for m, t in ms:
        a = t.ref.size if t.kind == "arr" else t.size
        if kind == "struct":
            off = (off + a - 1) // a * a
            out.append((m, t, off))
            off += t.size
        else:
            out.append((m, t, 0))
            off = max(off, t.size)
    return T("sou", "%s %s" % (kind, name), off, members=out)


S = layout("struct", "S", [("c", CHAR), ("s", SHORT), ("i", INT),
                           ("l", LONG), ("uc", UCHAR), ("arr", arr(CHAR, 5)),
                           ("ia", arr(INT, 3)), ("u", U16)])
R = layout("struct", "R", [("l", LONG), ("c", CHAR)])
U = layout("union", "U", [("i", INT), ("b", arr(CHAR, 4)),
                          ("h", arr(SHORT, 2)), ("ub", arr(U8, 8)),
                          ("l", LONG)])
PS = ptr(S)
S.members.append(("p", ptr(INT), (S.size + 7) // 8 * 8))	# at the end
S.size = S.members[-1][2] + 8
DECLS = """struct S { char c; short s; int i; long l; unsigned char uc;
\tchar arr[5]; int ia[3]; uint16_t u; int *p; };
union U { int i; char b[4]; short h[2]; uint8_t ub[8]; long l; };
struct B { int x : 3; int y : 5; };
struct R { long l; char c; };
struct S gs; int ga[4]; char gc[8]; struct B gb; long gl; int *pa[3];
"""
BUF = 48		# the alloca( )'d buffer's size
PTYPES = SCALARS + [S, U, R]


class Ptr:
    """A pointer value the model knows: region ("A" the alloca buffer,
    "gs", "ga", "gc" D globals, "0" an address from an integer), its
    byte offset in it (the address itself for "0"), the pointee type,
    and whether DTrace taints it as alloca( )'s."""
    def __init__(self, text, region, off, t, prec=True):
        self.text, self.region, self.off, self.t = text, region, off, t
        self.prec = prec	# text needs no parentheses
        self.var = False	# a D variable (so *p is writable)
        # DTrace's alloca taint (dt_cook_taint_alloca( )): alloca( )'s
        # result and what is computed from it, but not &p[i].m (a
        # dereference, then a member: no taint, though its value is an
        # offset too, which DTrace would not load through)
        self.alloca = region == "A"

    def p(self):
        return self.text if self.prec else "(%s)" % self.text

    @property
    def inA(self):
        return self.region == "A"

    def like(self, p):
        """self with p's taint."""
        self.alloca = p.alloca
        return self

    def ptype(self):
        return ptr(self.t)


class Skip(Exception):
    """The generator drops what it was making."""


class Gen:
    def __init__(self, r):
        self.r = r
        self.stmts = []		# D statements
        self.want = []		# expected stdout lines: str or ("re", regex)
        self.nv = 0
        self.vars = []		# Ptr held by this-> variables
        self.mem = {"A": [None] * BUF, "gs": [0] * S.size,
                    "ga": [0] * 16, "gc": [0] * 8}

    # ---- memory ----
    def load(self, region, off, t):
        m = self.mem.get(region)
        if m is None or off < 0 or off + t.size > len(m):
            raise Skip()
        bs = m[off:off + t.size]
        if any(b is None for b in bs):
            raise Skip()
        return ext(int.from_bytes(bytes(bs), "little"), t.size, t.signed)

    def store(self, region, off, t, v):
        m = self.mem[region]
        bs = (v & ((1 << (8 * t.size)) - 1)).to_bytes(t.size, "little")
        m[off:off + t.size] = list(bs)

    def fill(self):
        """The buffer's bytes, and the globals' members and elements."""
        r = self.r
        self.stmts.append("this->w = (uint64_t *)this->b;")
        for k in range(BUF // 8):
            bs = [r.choice([0, r.randrange(32, 127), r.randrange(128, 256),
                            r.randrange(1, 32), 0xff, 0x80])
                  for _ in range(8)]
            if k == BUF // 8 - 1:
                bs[7] = 0
            v = int.from_bytes(bytes(bs), "little")
            self.stmts.append("this->w[%d] = 0x%x;" % (k, v))
            self.store("A", 8 * k, U64, v)
        for m, t, off in S.members:
            if t.kind == "int":
                v = self.rval()
                self.stmts.append("gs.%s = %d;" % (m, v))
                self.store("gs", off, t, v)
            elif t.kind == "arr":
                for i in range(t.n):
                    v = self.rval()
                    self.stmts.append("gs.%s[%d] = %d;" % (m, i, v))
                    self.store("gs", off + i * t.ref.size, t.ref, v)
        for i in range(4):
            v = self.rval()
            self.stmts.append("ga[%d] = %d;" % (i, v))
            self.store("ga", 4 * i, INT, v)
        for i in range(8):
            v = r.choice([0, r.randrange(32, 127), r.randrange(32, 127)])
            v = 0 if i == 7 else v
            self.stmts.append("gc[%d] = %d;" % (i, v))
            self.store("gc", i, CHAR, v)
        # gs.p's bytes are an address: unknown
        off = S.member("p")[1]
        self.mem["gs"][off:off + 8] = [None] * 8

    def rval(self):
        r = self.r
        return r.choice([0, 1, -1, 127, 128, -128, 255, 256, 32767, -32768,
                         65535, 0x12345678, -0x789abcd, r.randrange(-300, 300),
                         r.randrange(-(1 << 40), 1 << 40)])

    # ---- integers added to pointers ----
    def intk(self, lo=-6, hi=7):
        """(text, value) of an integer of some width and sign."""
        r = self.r
        k = r.randrange(lo, hi)
        c = r.randrange(9)
        if c == 0:
            return "%d" % k, k
        if c == 1:
            return "(char)%d" % k, k
        if c == 2:
            return "(short)%d" % k, k
        if c == 3 and k >= 0:
            return "(unsigned char)%d" % k, k
        if c == 4 and k >= 0:
            return "%du" % k, k
        if c == 5:
            return "(long)%d" % k, k
        if c == 6:
            return "(uint64_t)%d" % k, u64(k)	# wraps to the same address
        if c == 7:
            self.nv += 1
            self.stmts.append("this->k%d = %d;" % (self.nv, k))
            return "this->k%d" % self.nv, k
        return "(int)%d" % k, k

    # ---- pointers ----
    def base(self):
        r = self.r
        c = r.randrange(11)
        if c == 0:
            return Ptr("this->b", "A", 0, U8)
        if c in (1, 2):
            t = r.choice(PTYPES)
            o = r.randrange(0, 24)
            if r.random() < 0.5:
                return Ptr("(%s *)this->b" % t.name, "A", 0, t, False)
            return Ptr("(%s *)(this->b + %d)" % (t.name, o), "A", o, t, False)
        if c == 3:
            m, t, off = r.choice([x for x in S.members if x[1].kind == "int"])
            return Ptr("&gs.%s" % m, "gs", off, t, False)
        if c == 4:
            m, t, off = r.choice([x for x in S.members if x[1].kind == "arr"])
            i = r.randrange(t.n)
            return Ptr("&gs.%s[%d]" % (m, i), "gs", off + i * t.ref.size,
                       t.ref, False)
        if c == 5:
            i = r.randrange(4)
            return Ptr("&ga[%d]" % i, "ga", 4 * i, INT, False)
        if c == 6:
            i = r.randrange(8)
            return Ptr("&gc[%d]" % i, "gc", i, CHAR, False)
        if c == 7:
            t = r.choice(PTYPES)
            a = r.choice([0, 0, 8, 100, 4096, 0xffff0000])
            return Ptr("(%s *)%d" % (t.name, a), "0", a, t, False)
        if c == 8:	# offsetof the hard way, from a base that is not
            # NULL: DTrace's -> checks the struct's address first
            # (dt_cg_check_notnull( )), so (struct S *)0 faults even under &
            m, t, off = r.choice(S.members)
            b = r.choice([8, 4096])
            if t.kind == "arr":
                i = r.randrange(t.n)
                return Ptr("&((struct S *)%d)->%s[%d]" % (b, m, i), "0",
                           b + off + i * t.ref.size, t.ref, False)
            return Ptr("&((struct S *)%d)->%s" % (b, m), "0", b + off, t, False)
        if self.vars:
            return r.choice(self.vars)
        return Ptr("this->b", "A", 0, U8)

    def pexpr(self, d=2):
        """A pointer expression: Ptr."""
        r = self.r
        p = self.base()
        if d <= 0 or r.random() < 0.3:
            return p
        p = self.pexpr(d - 1) if r.random() < 0.4 else p
        c = r.randrange(7)
        if c <= 2:
            kt, k = self.intk()
            op = r.choice(["+", "-", "k+"])
            if op == "k+":
                return Ptr("%s + %s" % (kt, p.p()), p.region,
                           u64(p.off + k * p.t.size) if p.region == "0" else
                           p.off + ext(k, 8, True) * p.t.size, p.t, False).like(p)
            sgn = 1 if op == "+" else -1
            off = p.off + sgn * ext(k, 8, True) * p.t.size
            if p.region == "0":
                off = u64(off)
            return Ptr("%s %s %s" % (p.p(), op, kt), p.region, off, p.t, False).like(p)
        if c == 3:	# &p[i]
            i = r.randrange(-2, 4)
            off = p.off + i * p.t.size
            return Ptr("&%s[%d]" % (p.p(), i), p.region,
                       u64(off) if p.region == "0" else off, p.t, False).like(p)
        if c == 4 and p.t.kind == "sou":	# &p->m, &p->arr[i], &p[j].m
            # -> and . check the struct's address for NULL even under &
            # (dt_cg_node( ) at DT_TOK_PTR/DT_TOK_DOT calls
            # dt_cg_check_notnull( )): no NULL struct address here
            m, t, off = r.choice(p.t.members)
            if p.region == "0" and u64(p.off) == 0:
                return p
            if r.random() < 0.3 and t.kind != "arr":
                j = r.randrange(-1, 2)
                if p.region == "0" and u64(p.off + j * p.t.size) == 0:
                    j = 1 if j != 1 else -1
                q = Ptr("&%s[%d].%s" % (p.p(), j, m), p.region,
                        p.off + j * p.t.size + off, t, False)
                q.alloca = False
                return q
            if t.kind == "arr":
                i = r.randrange(t.n)
                return Ptr("&%s->%s[%d]" % (p.p(), m, i), p.region,
                           p.off + off + i * t.ref.size, t.ref, False).like(p)
            return Ptr("&%s->%s" % (p.p(), m), p.region, p.off + off, t, False).like(p)
        if c == 5:	# cast to another pointer type
            t = r.choice(PTYPES)
            return Ptr("(%s *)%s" % (t.name, p.p()), p.region, p.off, t, False).like(p)
        if c == 6 and p.region != "A":	# through an integer and back
            it = r.choice(["uintptr_t", "long", "uint64_t"])
            return Ptr("(%s *)(%s)%s" % (p.t.name, it, p.p()), p.region,
                       p.off, p.t, False).like(p)
        return p

    def vname(self, alloca):
        """A fresh variable's name: clause-local, thread-local or global,
        of one region (alloca( ) or not: DTrace refuses one variable
        for both, D_ALLOCA_INCOMPAT)."""
        self.nv += 1
        return "%s%s%d" % (self.r.choice(["this->", "this->", "self->", "v"]),
                           "a" if alloca else "g", self.nv)

    def newvar(self, p):
        """A fresh variable given p (not an untainted alloca( ) offset:
        DTrace's variable would hold the offset, sonda's the address)."""
        if p.inA and not p.alloca:
            raise Skip()
        v = self.vname(p.alloca)
        self.stmts.append("%s = %s;" % (v, p.text))
        q = Ptr(v, p.region, p.off, p.t).like(p)
        q.var = True
        self.vars.append(q)
        return q

    # ---- what is printed ----
    def out(self, fmt, args, line):
        self.stmts.append("printf(\"%s\\n\"%s);" % (
            fmt, "".join(", " + a for a in args)))
        self.want.append(line)

    def show_int(self, text, t, v):
        """Prints an integer expression of type t and value v in one of
        the forms whose output DTrace defines."""
        r = self.r
        c = r.randrange(4)
        if c == 0:	# pfcheck_dint: %d of an unsigned type is %u
            self.out("%d", [text], "%d" % (ext(v, t.size, t.signed)))
        elif c == 1:
            self.out("%u", [text], "%d" % (v & ((1 << (8 * t.size)) - 1)))
        elif c == 2:	# pfprint_uint: the record's size, unsigned
            self.out("%x", [text], "%x" % (v & ((1 << (8 * t.size)) - 1)))
        else:		# dt_print_trace( ): quiet, by the type's sign
            self.stmts.append("trace(%s);" % text)
            self.stmts.append('printf("\\n");')
            self.want.append("%d" % ext(v, t.size, t.signed))

    def inrange(self, p, size):
        m = self.mem.get(p.region)
        return m is not None and 0 <= p.off and p.off + size <= len(m)

    def c_read(self):
        r = self.r
        p = self.pexpr()
        if p.t.kind == "ptr" or p.inA and not p.alloca:
            raise Skip()	# DTrace would read at the offset
        if p.t.kind == "sou":
            m, t, off = r.choice([x for x in p.t.members if x[1].kind != "ptr"])
            if t.kind == "arr":
                i = r.randrange(t.n)
                text, t, off = "%s->%s[%d]" % (p.p(), m, i), t.ref, \
                    off + i * t.ref.size
            else:
                text = "%s->%s" % (p.p(), m)
        elif r.random() < 0.5:
            it, i = self.intk(-2, 4)
            i = ext(i, 8, True)
            text, off, t = "%s[%s]" % (p.p(), it), i * p.t.size, p.t
        else:
            text, off, t = "*%s" % p.p(), 0, p.t
        q = Ptr(text, p.region, p.off + off, t)
        if not self.inrange(q, t.size):
            raise Skip()
        self.show_int(text, t, self.load(q.region, q.off, t))

    def pair(self, same=False):
        """Two pointers to compatible types in one region (one's type
        cast to the other's where they differ), with one taint if same
        (dt_cook_op2 refuses to subtract mixed ones)."""
        p = self.pexpr()
        q = self.pexpr()
        if p.region != q.region or same and p.alloca != q.alloca:
            raise Skip()
        if p.t.rname != q.t.rname:
            q = Ptr("(%s *)%s" % (p.t.name, q.p()), q.region, q.off, p.t,
                    False).like(q)
        return p, q

    def c_diff(self):
        p, q = self.pair(True)
        d = u64(p.off - q.off) // p.t.size	# unsigned BPF_DIV
        self.show_int("%s - %s" % (p.p(), q.p()), LONG, d)

    def c_bytes(self):
        p, q = self.pair()
        if self.low(p) or self.low(q):
            raise Skip()	# its integer value is the address (Left out)
        it = self.r.choice([("long", LONG), ("uintptr_t", UPTR)])
        self.show_int("(%s)%s - (%s)%s" % (it[0], p.p(), it[0], q.p()),
                      it[1], u64(p.off - q.off))

    def low(self, p):
        """A pointer whose DTrace value (an alloca offset) wraps."""
        return p.inA and (p.off < -8 or p.off >= 1 << 40)

    def c_cmp(self):
        r = self.r
        op = r.choice(["==", "!=", "<", "<=", ">", ">="])
        if r.random() < 0.3:
            p = self.pexpr()
            if self.low(p) or p.region == "0" and p.off == 0 or \
                    p.inA and p.off == -8:
                raise Skip()
            z = r.choice(["0", "(%s *)0" % p.t.name, "(void *)0"])
            # dt_cg_compare_signed( ): pointers compare unsigned
            pv = u64(p.off) if p.region == "0" else 1 << 60
            a, b = (p.p(), z) if r.random() < 0.5 else (z, p.p())
            x, y = (pv, 0) if a == p.p() else (0, pv)
        else:
            p, q = self.pair()
            if self.low(p) or self.low(q):
                raise Skip()
            a, b, x, y = p.p(), q.p(), u64(p.off), u64(q.off)
            if p.region != "0":
                x, y = p.off, q.off
        v = {"==": x == y, "!=": x != y, "<": x < y, "<=": x <= y,
             ">": x > y, ">=": x >= y}[op]
        self.show_int("%s %s %s" % (a, op, b), INT, int(v))

    def truth(self):
        """A pointer and whether it is not NULL."""
        p = self.pexpr()
        if p.region == "0":
            return p, p.off != 0
        if p.inA and p.off == -8 or self.low(p):
            raise Skip()
        return p, True

    def c_logic(self):
        r = self.r
        p, pv = self.truth()
        c = r.randrange(5)
        if c == 0:
            self.show_int("!%s" % p.p(), INT, int(not pv))
        elif c == 1:
            a, b = r.randrange(-5, 50), r.randrange(-5, 50)
            self.show_int("%s ? %d : %d" % (p.p(), a, b), INT, a if pv else b)
        elif c == 2:
            q, qv = self.truth()
            op = r.choice(["&&", "||", "^^"])
            v = {"&&": pv and qv, "||": pv or qv, "^^": pv != qv}[op]
            self.show_int("%s %s %s" % (p.p(), op, q.p()), INT, int(v))
        elif c == 3:	# a predicate (of no clause-local value)
            if p.inA or "this->" in p.text:
                raise Skip()
            n = r.randrange(1000)
            self.stmts.append("}\n\nBEGIN\n/%s/\n{" % p.text)
            self.stmts.append('printf("pred %d\\n");' % n)
            self.stmts.append("}\n\nBEGIN\n{")
            if pv:
                self.want.append("pred %d" % n)
            self.restart()
        else:		# ?: of two pointers of a region, then a difference
            q = self.pexpr()
            if q.region != p.region or q.t.rname != p.t.rname or \
                    q.alloca != p.alloca:
                raise Skip()
            base = self.pexpr()
            if base.region != p.region or base.alloca != p.alloca:
                raise Skip()
            if base.t.rname != p.t.rname:
                base = Ptr("(%s *)%s" % (p.t.name, base.p()), base.region,
                           base.off, p.t, False)
            c2, cv = self.truth()
            s = p if cv else q
            self.show_int("(%s ? %s : %s) - %s" % (c2.p(), p.p(), q.p(),
                                                   base.p()),
                          LONG, u64(s.off - base.off) // p.t.size)

    def restart(self):
        """A new clause began: this-> variables and alloca( ) are gone;
        make them again (the buffer's bytes are the same)."""
        self.stmts.append("this->b = (uint8_t *)alloca(%d);" % BUF)
        self.stmts.append("this->w = (uint64_t *)this->b;")
        m = self.mem["A"]
        for k in range(BUF // 8):
            v = int.from_bytes(bytes(b or 0 for b in m[8 * k:8 * k + 8]),
                               "little")
            self.stmts.append("this->w[%d] = 0x%x;" % (k, v))
        self.mem["A"] = [b or 0 for b in m]
        self.vars = [v for v in self.vars if not v.inA and
                     not v.text.startswith("this->")]

    def c_store(self):
        r = self.r
        p = self.pexpr()
        if not p.alloca or not p.inA or p.t.kind == "ptr":
            raise Skip()
        if not p.var and p.text != "this->b":
            p = self.newvar(p)	# dt_cook_op1: *p is writable when p is
        if p.t.kind == "sou":
            m, t, off = r.choice([x for x in p.t.members
                                  if x[1].kind == "int"])
            text = "%s->%s" % (p.p(), m)
        elif r.random() < 0.5:
            i = r.randrange(-1, 3)
            text, off, t = "%s[%d]" % (p.p(), i), i * p.t.size, p.t
        else:
            text, off, t = "*%s" % p.p(), 0, p.t
        if not self.inrange(Ptr("", "A", p.off + off, t), t.size):
            raise Skip()
        v = self.rval()
        self.stmts.append("%s = %d;" % (text, v))
        self.store("A", p.off + off, t, v)

    def c_var(self):
        """A this-> pointer variable moved by ++ -- += -=, printed as its
        distance from where it started."""
        r = self.r
        p = self.pexpr()
        if p.t.kind == "void":
            raise Skip()
        v = self.newvar(p)
        start = Ptr("(%s *)%s" % (p.t.name, v.text), v.region, v.off, p.t,
                    False)
        s = self.vname(p.alloca)
        self.stmts.append("%s = %s;" % (s, v.text))
        off = v.off
        for _ in range(r.randrange(1, 4)):
            c = r.randrange(6)
            if c >= 4 and p.alloca and v.text.startswith("self->"):
                # op= of a literal 0 deletes a dynamic variable in DTrace
                # (dt_cg_store_var( ): vars.py models it), and an alloca
                # pointer's may add nothing else: ++ and -- only
                c = r.randrange(4)
            if c < 4:
                op = ["%s++;", "%s--;", "++%s;", "--%s;"][c]
                self.stmts.append(op % v.text)
                off += p.t.size if "+" in op else -p.t.size
            else:	# dt_cook_op2: anything but a literal 0 added
                # makes an alloca pointer's variable a non-alloca one
                kt, k = self.intk() if not p.alloca else \
                    (r.choice(["0", "(char)0", "(long)(3 - 3)"]), 0)
                while k == 0 and not p.alloca and \
                        v.text.startswith("self->") and \
                        not kt.startswith("this->"):
                    # a literal 0 (folded casts too) deletes it, as above
                    kt, k = self.intk()
                op = "+=" if c == 4 else "-="
                self.stmts.append("%s %s %s;" % (v.text, op, kt))
                off += (1 if c == 4 else -1) * ext(k, 8, True) * p.t.size
        if r.random() < 0.5:	# a postfix value kept
            w = self.vname(p.alloca)
            post = r.choice(["++", "--"])
            self.stmts.append("%s = %s%s;" % (w, v.text, post))
            self.vars.append(Ptr(w, p.region, off, p.t).like(p))
            self.vars[-1].var = True
            off += p.t.size if post == "++" else -p.t.size
        v.off = off
        if p.region == "0":
            v.off = u64(off)
        self.show_int("%s - %s" % (v.text, s), LONG,
                      u64(off - start.off) // p.t.size)

    def c_str(self):
        r = self.r
        region = r.choice(["A", "A", "gc"])
        n = BUF if region == "A" else 8
        o = r.randrange(n)
        if region == "A":	# stringof( ) takes any pointer
            t = r.choice([CHAR, CHAR, U8, INT, S])
            p = Ptr("(%s *)(this->b + %d)" % (t.name, o), "A", o, t, False)
        else:
            p = Ptr("&gc[%d]" % o, "gc", o, CHAR, False)
        if r.random() < 0.3:
            p = self.newvar(p)
        m = self.mem[region]
        bs = []
        for b in m[o:]:
            if b is None:
                raise Skip()
            if b == 0:
                break
            bs.append(b)
        s = bytes(bs)
        if any(b >= 0x80 or b < 0x20 for b in bs):
            raise Skip()	# printed bytes beyond ASCII: left to strs.py
        form = r.choice(["stringof(%s)", "(string)%s"])
        self.out("[%s]", [form % p.p()], "[%s]" % s.decode())
        if r.random() < 0.3:
            self.show_int("strlen(%s)" % (form % p.p()), U64, len(s))

    def c_pp(self):
        """A pointer stored in the alloca( )'d buffer and loaded back."""
        r = self.r
        q = self.pexpr()
        if q.inA or q.region == "0" or q.t.kind != "int":
            raise Skip()	# DTrace stores an alloca offset, not an address
        o = r.choice([0, 8, 16, 24, 32])
        pt = ptr(q.t)
        v = self.vname(True)
        self.stmts.append("%s = (%s *)(this->b + %d);" % (v, pt.name, o))
        self.stmts.append("*%s = %s;" % (v, q.text))
        self.mem["A"][o:o + 8] = [None] * 8
        if not self.inrange(q, q.t.size) or q.t.kind != "int":
            return
        val = self.load(q.region, q.off, q.t)
        if r.random() < 0.5:
            self.show_int("**%s" % v, q.t, val)
        else:
            self.show_int("(*%s)[0]" % v, q.t, val)
        if q.region in ("ga", "gc"):
            base = "&%s[0]" % q.region
            if q.t.rname == ("int" if q.region == "ga" else "char"):
                self.show_int("*%s - %s" % (v, base), LONG,
                              u64(q.off) // q.t.size)

    def c_member_ptr(self):
        """gs.p, a struct's pointer member, to an element of ga."""
        i = self.r.randrange(4)
        self.stmts.append("gs.p = &ga[%d];" % i)
        self.show_int("*gs.p", INT, self.load("ga", 4 * i, INT))
        self.show_int("gs.p - &ga[0]", LONG, i)
        j = self.r.randrange(-i, 4 - i)
        self.show_int("gs.p[%d]" % j, INT, self.load("ga", 4 * (i + j), INT))

    def c_parr(self):
        """pa[i], a global array of pointers, to elements of ga."""
        r = self.r
        i, j = r.randrange(3), r.randrange(4)
        self.stmts.append("pa[%d] = &ga[%d];" % (i, j))
        c = r.randrange(3)
        if c == 0:
            self.show_int("*pa[%d]" % i, INT, self.load("ga", 4 * j, INT))
        elif c == 1:
            k = r.randrange(-j, 4 - j)
            self.show_int("pa[%d][%d]" % (i, k), INT,
                          self.load("ga", 4 * (j + k), INT))
        else:
            self.show_int("pa[%d] - &ga[0]" % i, LONG, j)

    def c_strcmp(self):
        """An alloca( )'d char pointer compared with a string constant:
        dt_cg_compare_op( ) gives dt_strcmp( ) its value, the scratch
        offset, which it cannot read (bpf_probe_read_str( ) fails and
        zeroes its copy): above "" and below any other string."""
        r = self.r
        o = r.randrange(BUF)
        p = Ptr("(char *)(this->b + %d)" % o, "A", o, CHAR, False)
        if r.random() < 0.5:
            p = self.newvar(p)
        bs = []
        for b in self.mem["A"][o:]:
            if b is None:
                raise Skip()
            if b == 0:
                break
            bs.append(b)
        if any(b >= 0x80 or b < 0x20 or b in b'"\\' for b in bs):
            raise Skip()
        cur = bytes(bs)
        lit = r.choice([cur, cur[:-1], cur + b"a", cur[:1], b"", b"A" + cur,
                        cur[:-1] + b"~"])
        op = r.choice(["==", "!=", "<", "<=", ">", ">="])
        x, y = (cur, lit) if r.random() < 0.5 else (lit, cur)
        if x is cur:	# strcmp(p, lit)
            c = 1 if lit == b"" else -1
        else:
            c = -1 if lit == b"" else 1
        v = {"==": c == 0, "!=": c != 0, "<": c < 0, "<=": c <= 0,
             ">": c > 0, ">=": c >= 0}[op]
        a = p.p() if x is cur else '"%s"' % lit.decode()
        b = '"%s"' % lit.decode() if x is cur else p.p()
        self.show_int("%s %s %s" % (a, op, b), INT, int(v))

    def c_sizeof(self):
        p = self.pexpr()
        if self.r.random() < 0.5:
            self.show_int("sizeof(%s)" % p.p(), U64, 8)
        else:
            self.show_int("sizeof(*%s)" % p.p(), U64, p.t.size)

    def c_araw(self):
        """An alloca( ) pointer's own value: DTrace's is its offset in
        scratch memory (dt_cg_subr_alloca_impl( ): the buffer, the
        clause's first allocation, at 8); a cast to an integer only
        scalarizes it (dt_cg_typecast( ): not narrowed); an integer from
        it cast back is an alloca pointer again."""
        r = self.r
        p = self.pexpr()
        if not p.inA or self.low(p):
            raise Skip()
        v = 8 + p.off
        c = r.randrange(5)
        if c == 0:
            self.out("%p", [p.text], "%x" % u64(v))
        elif c == 1:
            self.stmts.append("trace(%s);" % p.text)
            self.stmts.append('printf("\\n");')
            self.want.append("%d" % u64(v))
        elif c == 2:
            t = r.choice([LONG, UPTR, U64, INT, UINT])
            self.show_int("(%s)%s" % (t.name, p.p()), t, v)
        elif c == 3 and r.random() < 0.5:	# compared with a constant one
            a = r.choice([v, v + 1, v - 1, 8, 0x100])
            op = r.choice(["==", "!=", "<", "<=", ">", ">="])
            x, y = u64(v), a
            res = {"==": x == y, "!=": x != y, "<": x < y, "<=": x <= y,
                   ">": x > y, ">=": x >= y}[op]
            self.show_int("%s %s (%s *)%d" % (p.p(), op, p.t.name, a), INT,
                          int(res))
        else:		# back to a pointer, read through
            if not p.alloca:
                raise Skip()	# an untainted offset: DTrace reads there
            kt, k = self.intk(-4, 8)
            k = ext(k, 8, True)
            t = r.choice(SCALARS)
            q = Ptr("", "A", p.off + k, t)
            if not self.inrange(q, t.size):
                raise Skip()
            self.show_int("*(%s *)((long)%s + %s)" % (t.name, p.p(), kt), t,
                          self.load("A", q.off, t))

    def c_agg(self):
        """A pointer as an aggregation's key (its value, a char pointer's
        too: dt_cg_arglist( ) stores a scalar) or summed, printed by
        printa( ) at once (not again at the end: DTRACE_AGD_PRINTED)."""
        r = self.r
        p = self.pexpr()
        if p.region == "0":
            v = p.off
        elif p.inA and not self.low(p):
            v = u64(8 + p.off)
        else:
            raise Skip()
        self.nv += 1
        a = "@a%d" % self.nv
        if r.random() < 0.5:
            n = r.randrange(1, 4)
            self.stmts.extend(["%s[%s] = count();" % (a, p.text)] * n)
            self.out("%p %@d", [a], "%x %d" % (v, n))
            self.stmts[-1] = self.stmts[-1].replace("printf(", "printa(")
        else:
            self.stmts.append("%s = sum(%s);" % (a, p.text))
            self.stmts.append('printa("%%@d\\n", %s);' % a)
            self.want.append("%d" % ext(v, 8, True))

    def c_fmtp(self):
        """%p: "%x" of the value; an unknown address printed twice."""
        p = self.pexpr()
        if p.region == "0" and self.r.random() < 0.5:
            self.out("%p", [p.text], "%x" % p.off)
        elif p.region == "0":	# dt_print_trace( ): unsigned, 8 bytes
            self.stmts.append("trace(%s);" % p.text)
            self.stmts.append('printf("\\n");')
            self.want.append("%d" % p.off)
        elif not p.inA:
            self.stmts.append('printf("%%p %%p\\n", %s, %s);' % (p.text, p.text))
            self.want.append(("re", r"([0-9a-f]+) \1"))
        else:
            raise Skip()

    def c_cast(self):
        """A pointer from an integer cast to an integer type."""
        p = self.pexpr()
        if p.region != "0":
            raise Skip()
        t = self.r.choice([CHAR, SHORT, INT, LONG, U8, U16, U32, U64, UPTR])
        self.show_int("(%s)%s" % (t.name, p.p()), t, ext(p.off, t.size,
                                                          t.signed))


CHECKS = ["read"] * 5 + ["diff"] * 3 + ["bytes", "cmp", "cmp", "logic",
          "logic", "store", "store", "var", "var", "str", "pp", "member_ptr",
          "fmtp", "cast", "cast", "parr", "strcmp", "sizeof", "araw", "araw", "agg"]


def program(r):
    """(program text, expected stdout lines)."""
    g = Gen(r)
    g.stmts.append("this->b = (uint8_t *)alloca(%d);" % BUF)
    g.fill()
    for _ in range(r.randrange(8, 20)):
        c = r.choice(CHECKS)
        st, wn, vs, nv = len(g.stmts), len(g.want), list(g.vars), g.nv
        mem = {k: list(m) for k, m in g.mem.items()}
        try:
            getattr(g, "c_" + c)()
        except Skip:	# undo what the check had written
            del g.stmts[st:]
            del g.want[wn:]
            g.vars, g.nv, g.mem = vs, nv, mem
    g.stmts.append("exit(0);")
    prog = DECLS + "\nBEGIN\n{\n\t" + "\n\t".join(g.stmts) + "\n}\n"
    return prog, g.want


# ---- programs DTrace refuses ----

def errprog(r):
    """(program, tag, message) of a pointer operation dt_parser.c or
    dt_printf.c refuses."""
    ip, cp, vp, sp = "this->ip", "this->cp", "this->vp", "this->sp"
    pre = ["this->ip = &ga[1];", "this->cp = &gc[2];",
           "this->vp = (void *)&gs.l;", "this->sp = (struct S *)&gs.c;",
           "this->ap = (int *)alloca(16);"]
    names = {ip: "int *", cp: "char *", vp: "void *", sp: "struct S *",
             "this->ap": "int *", "&ga[0]": "int *", "&gs.l": "long *",
             "(uint8_t *)0": "uint8_t *", "(char *)0": "char *"}
    ptrs = list(names)
    c = r.randrange(28)
    a, b = r.choice(ptrs), r.choice(ptrs)

    def inc(x, op, y):
        return ("D_OP_INCOMPAT", 'operands have incompatible types: "%s" %s '
                '"%s"' % (x, op, y))
    if c == 0:		# pointer + pointer
        s, w = "trace(%s + %s);" % (a, b), inc(names[a], "+", names[b])
    elif c == 1:
        s = "trace(*%s);" % vp
        w = ("D_DEREF_VOID", "cannot dereference pointer to void")
    elif c == 2:
        k = r.choice(["1", "(char)2", "this->n"])
        op = r.choice(["+", "-"])
        s = "trace(%s %s %s);" % (vp, op, k)
        w = inc("void *", op, "char" if k.startswith("(char)") else "int")
    elif c == 3:
        op = r.choice(["++", "--"])
        s = "%s%s;" % ((vp, op) if r.random() < 0.5 else (op, vp))
        w = ("D_OP_VFPTR", "operator %s requires an operand of known size" % op)
    elif c == 4:
        op = r.choice(["+=", "-="])
        s = "%s %s 1;" % (vp, op)
        w = ("D_OP_VFPTR", "operator %s requires left-hand scalar operand of "
             "known size" % op)
    elif c == 5:	# comparisons of incompatible pointers
        op = r.choice(["==", "!=", "<", ">="])
        pairs = [(ip, cp), (cp, sp), (ip, "&gs.l"), (sp, "(uint8_t *)0"),
                 ("(char *)0", "(uint8_t *)0")]
        x, y = r.choice(pairs)
        s, w = "trace(%s %s %s);" % (x, op, y), inc(names[x], op, names[y])
    elif c == 6:	# a pointer and a non-zero integer
        op = r.choice(["==", "<", "!="])
        k = r.choice(["1", "this->n"])
        s, w = "trace(%s %s %s);" % (a, op, k), inc(names[a], op, "int")
    elif c == 7:
        x = r.choice(["(this->n + 1)", "(%s + 1)" % ip, "(ga[0] + 0)", "1",
                      "(%s ? %s : %s)" % ("this->n", ip, ip)])
        s = "trace(&%s);" % x
        w = ("D_ADDROF_LVAL", "unacceptable operand for unary & operator")
    elif c == 8:
        x = r.choice(["pid", "arg0", "timestamp", "this->n", "gl", "self->x",
                      "gs", "ga", "errno", "curthread"])
        s = "self->x = 1; trace(&%s);" % x
        w = ("D_ADDROF_VAR", "cannot take address of dynamic variable")
    elif c == 9:
        s = "@a = count(); trace(&@a);"
        w = ("D_ADDROF_VAR", "cannot take address of dynamic variable")
    elif c == 10:
        s = "trace(&gb.%s);" % r.choice(["x", "y"])
        w = ("D_ADDROF_BITFIELD", "cannot take address of bit-field")
    elif c == 11:	# assignment of an incompatible pointer
        x, y = r.choice([(ip, cp), (cp, sp), (sp, ip), (ip, "&gs.l")])
        s, w = "%s = %s;" % (x, y), inc(names[x], "=", names[y])
    elif c == 12:	# a pointer into an integer variable, and back
        if r.random() < 0.5:
            s, w = "this->n = %s;" % ip, inc("int", "=", "int *")
        else:
            s, w = "%s = this->n;" % ip, inc("int *", "=", "int")
    elif c == 13:
        op = r.choice(["*", "/"])
        s = "trace(%s %s 2);" % (ip, op)
        w = ("D_OP_ARITH", "operator %s requires operands of arithmetic type"
             % op)
    elif c == 14:
        op = r.choice(["&", "|", "^", "%", "<<", ">>"])
        s = "trace(%s %s 1);" % (cp, op)
        w = ("D_OP_INT", "operator %s requires operands of integral type" % op)
    elif c == 15:
        op = r.choice(["-", "+"])
        s = "trace(%s%s);" % (op, ip)
        w = ("D_OP_ARITH", "operator %s requires an operand of arithmetic "
             "type" % op)
    elif c == 16:
        s = "trace(1 - %s);" % ip
        w = inc("int", "-", "int *")
    elif c == 17:	# pointers to different types subtracted
        x, y = r.choice([(ip, cp), (cp, "(uint8_t *)0"), (sp, ip),
                         ("&gs.l", ip)])
        s, w = "trace(%s - %s);" % (x, y), inc(names[x], "-", names[y])
    elif c == 18:	# alloca( ) and other memory
        x, y = r.choice([("this->ap", ip), (ip, "this->ap")])
        s = "trace(%s - %s);" % (x, y)
        w = ("D_OP_INCOMPAT", 'adding or subtracting pointers to alloca and '
             'non-alloca space is meaningless: "int *" - "int *"')
    elif c == 19:
        x, y = r.choice([(ip, cp), (sp, vp + " + 0"), (cp, "this->n")])
        if y.endswith("+ 0"):
            y = "(char *)0"
        s = "trace(this->n ? %s : %s);" % (x, y)
        w = ("D_OP_INCOMPAT", "operator ?: operands must have compatible types")
    elif c >= 24:	# what DTrace accepts (dt_node_is_ptrcompat: void *
        # and a literal 0 go with any pointer; a literal 0 keeps an
        # alloca pointer variable one)
        s = r.choice(["this->ip = this->vp;", "this->vp = this->ip;",
                      "trace(this->ip == this->vp);", "this->ip = 0;",
                      "trace(0 != this->sp);", "trace(!this->sp);",
                      "trace(this->n ? this->ip : 0);",
                      "trace(this->n ? 0 : this->cp);",
                      "trace(this->n ? this->ip : this->vp);",
                      "this->ap += 0;", "this->ap -= (char)0;",
                      "trace(this->ip - &ga[0]);",
                      "trace((char *)this->ap - (char *)this->ap);",
                      "trace(this->sp && this->ip);",
                      "this->sp = (struct S *)this->vp;",
                      "trace(this->ip < (int *)0);",
                      "trace(this->cp == \"ab\");"])
        w = (None, "")
    elif c == 22:
        s = "this->ap %s %s;" % (r.choice(["+=", "-="]), r.choice(["1", "this->n"]))
        w = ("D_ALLOCA_INCOMPAT", "ap: cannot reuse the same identifier for "
             "both alloca and non-alloca allocations")
    elif c == 21:
        s = 'printf("%%s", %s);' % r.choice([cp, "&gc[0]"])
        w = ("D_PRINTF_ARG_TYPE", "printf( ) argument #2 is incompatible with "
             "conversion #1 prototype:\n\tconversion: %s\n\t prototype: "
             "char [] or string (or use stringof)\n\t  argument: char *")
    else:		# printf( ) conversions taking integers only
        conv = r.choice(["d", "u", "x", "i", "o", "X"])
        x = r.choice([ip, cp, sp])
        proto = "char, short, int, long, or long long"
        s = 'printf("%%%s", %s);' % (conv, x)
        w = ("D_PRINTF_ARG_TYPE", "printf( ) argument #2 is incompatible with "
             "conversion #1 prototype:\n\tconversion: %%%s\n\t prototype: "
             "%s\n\t  argument: %s" % (conv, proto, names[x]))
    prog = DECLS + "\nBEGIN\n{\n\tthis->n = 3;\n\t%s\n\t%s\n}\n" % (
        "\n\t".join(pre), s)
    return prog, w


def errtag(err):
    """(tag, message) of sonda's error under -x errtags: "failed to compile
    script F: [TAG] line N: MESSAGE" (a message may run over lines)."""
    m = re.search(r"\[(D_[A-Z_]+)\] (?:line \d+: )?(.*)", err, re.S)
    if not m:
        return None, err.strip()[:300]
    return m.group(1), m.group(2).rstrip()


def one(args, seed):
    r = random.Random(seed)
    if r.random() < 0.2:
        prog, (tag, msg) = errprog(r)
        rc, out, err = fuzzlib.run_script(args.bin, prog,
                                          ["-e", "-x", "errtags"])
        gtag, gmsg = errtag(err)
        bad = []
        if gtag != tag or gmsg.strip() != msg:
            bad.append("want %s %r\n\tgot  %s %r" % (tag, msg, gtag, gmsg))
        return seed, prog, "err", bad, 1
    prog, want = program(r)
    rc, out, err = fuzzlib.run_script(args.bin, prog, ["-q"], enc="latin-1")
    got = out.split("\n")
    if got and got[-1] == "":
        got.pop()
    while got and got[-1] == "":	# dtrace(1)'s newline at the end
        got.pop()
    bad = []
    if args.ref and rc and ("BPF program load" in err or "Assertion" in err):
        # DTrace's verifier refused it (gs.p - &ga[0]: a map value pointer
        # loaded from memory), or DTrace crashed (an alloca pointer in a
        # global: dt_cg_load_var( )'s assertion on DT_NF_ALLOCA)
        return seed, prog, "unloaded", [], 0
    if rc != 0 or err.strip():
        bad.append("exit %d, stderr %r" % (rc, err.strip()[:400]))
    for i in range(max(len(want), len(got))):
        w = want[i] if i < len(want) else None
        g = got[i] if i < len(got) else None
        ok = g is not None and w is not None and (
            re.fullmatch(w[1], g) if isinstance(w, tuple) else w == g)
        if not ok:
            bad.append("line %d: want %r got %r" % (i + 1, w, g))
            break
    return seed, prog, "run", bad, len(want)


def main():
    ap = fuzzlib.options(n=200, j=2)
    args = ap.parse_args()
    nbad = nrun = nerr = nlines = nunl = 0
    for seed, prog, kind, bad, n in fuzzlib.seeds(args, one):
        nlines += n
        if kind == "err":
            nerr += 1
        elif kind == "unloaded":
            nunl += 1
            continue
        else:
            nrun += 1
        if args.v:
            print(prog)
        if bad:
            nbad += 1
            print("seed %d (%s):\n%s\t%s\n" % (seed, kind, prog,
                                                "\n\t".join(bad)))
    print("%d programs, %d run, %d refused, %d values compared, "
          "%d disagreements" % (nrun + nerr, nrun, nerr, nlines, nbad) +
          (", %d DTrace failed to load or crashed" % nunl if args.ref else ""))
    return 1 if nbad else 0


if __name__ == "__main__":
    sys.exit(main())
