#!/usr/bin/python3
"""dtypes.py - D's declared types, their layout and use, against a model of DTrace.

Generates random D programs that declare enums (explicit, implicit,
negative and computed values; tagged and not), typedefs (of integers,
pointers, arrays, structs, typedefs), structs and unions (members of every
integer type in several spellings, const ones, bit-fields of several widths
and base types, unnamed bit-fields, pointers, pointers to pointers and to
arrays, one- and two-dimensional arrays with computed dimensions, earlier
structs and unions, untagged ones declared in place, structs nested past
print()'s 10 levels), and variables of those types (globals, self->,
this->, associative array values). One BEGIN clause stores values into
members (nested ones, array elements, bit-fields), copies whole structs and
struct members from one variable to another, and prints: sizeof of types
and expressions, offsetof, members read back with trace() (directly and
through a pointer), casts between integer types and enums, trace() of a
whole struct (its hex dump) and print() of a pointer to a copy or to one of
its members (its multi-line type walk; sometimes under a small printsize).
The model follows libdtrace and libctf, not C:

  - layout (libctf's ctf_add_member_offset, as dt_decl_member calls it):
    each struct member goes after the previous one's end (its offset plus
    its encoding's bits for an integer, else its size), rounded up to a
    byte and then to the member's alignment; a struct's size is its last
    member's offset plus size (no padding at the end); a bit-field is an
    integer of its width whose size and alignment are its bytes rounded up
    to a power of two; ctf_type_align: a struct's alignment is its first
    member's, a union's its widest member's;
  - values: loads sign- or zero-extend by the member's type, bit-fields by
    their width (dt_cg_field_get); an enum is 4 unsigned bytes (no
    DT_NF_SIGNED); stores truncate; casts as dt_cg_typecast;
  - trace(): scalars by the record's size and sign (dt_print_trace); a
    struct or union is recorded with alignment 2, so always a hex dump
    (dt_print_rawbytes);
  - print(): dt_print_type and dt_print_visit in dt_printf.c: indent 44 plus
    the depth, members whose bytes are all zero left out (at depth 0
    everything shows), enum values by name, chars as characters only for a
    type named char, 64-bit unsigned as %lu, pointers as 0x%lx, a bit-field
    read from the 64-bit word at its byte, keeping the bits that end at its
    offset modulo 64 (and left out when that is 0), arrays of integers and
    enums element by element (zero ones left out, char arrays up to a NUL),
    an array of anything else ending the walk after its own line, the
    closing braces of dt_print_close_parens; ctf_type_rvisit visits the
    members of a zero struct (for the "..." of printsize and depth 10);
    printsize rounded up to 8 (dt_opt_printsize);
  - type names: ctf_type_name's, of the type dt_decl_type looks up by the
    words ("unsigned", "signed int" and "signed long" are intrinsics of
    those names, "short int" is "short"; const is dropped), a bit-field
    keeping its base type's name, arrays with the inner dimension first and
    no space after a dimension or '*' (char [3][2] for char x[2][3]),
    pointers parenthesized when a dimension came first (int (*)[3]), an
    untagged struct named "struct " ("struct  *").

self-> and associative variables are assigned whole before any member is
used: DTrace faults on a member of one that does not exist
(tests/e2e/globals/dvar-struct-missing.d).

Left out (the model cannot predict them): a member after an enum member
(libctf 2.40's ctf_type_encoding gives an enum 0 bits, so that member
overlaps it; other libctf versions do not: enum members come last here);
print() of a bit-field whose odd read reaches past the printed object (the
bytes after it in DTrace's buffer); floating-point types; char arrays as
values of trace() (strings: another area); self-> and associative variables
of array types (DTrace's code for a missing one is unclear); anything
clause-local read before it is written.

  tests/fuzz/dtypes.py [-n PROGRAMS] [-s SEED] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement (the check, what the model wants, what sonda printed); exit
status 1 if any. Not run by tests/run.
"""
import random
import re
import sys

import fuzzlib

# --ref: DTrace itself as -b: no pointers to arrays: DTrace for Linux's declarators drop their
# parentheses (dt_decl.c pushes every '*' before every '[]'), so int (*p)[3]
# is int *p[3] there
REF = False

M64 = (1 << 64) - 1
SCRATCH = 8192		# -x scratchsize: room for each alloca( )'d copy


def clp2(n):
    p = 1
    while p < n:
        p *= 2
    return p


def ext(v, bits, signed):
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


# ---------------------------------------------------------------- types

class Int:
    kind = "int"

    def __init__(self, name, size, signed, char=False, spell=None):
        self.name, self.size, self.signed, self.char = name, size, signed, char
        self.bits = size * 8
        self.spell = spell or name	# the words declaring it

    def decl(self, n):
        return "%s %s" % (self.spell, n)


class Const:
    """A const-qualified integer: dt_decl_type keeps DT_DA_CONST as an
    attribute only, so its type is its base type's."""
    kind = "const"

    def __init__(self, base):
        self.base, self.name, self.size = base, base.name, base.size

    def decl(self, n):
        return "const " + self.base.decl(n)


class Enum:
    kind = "enum"
    size = 4
    signed = False
    bits = 32

    def __init__(self, tag, items):
        self.tag, self.items = tag, items
        self.name = "enum %s" % tag if tag else "enum "
        self.text = None	# its definition, for an untagged one

    def decl(self, n):
        return "%s %s" % (self.text or self.name, n)


def ctf_name(t):
    """libctf's ctf_type_name of a pointer or array: its decl stack pushes
    the innermost type first and each '*' and dimension in the order met;
    the pointers are parenthesized when a dimension came before them; a
    space before the first '*' or dimension, none after them."""
    levels = []
    while t.kind in ("ptr", "arr"):
        levels.append(t)
        t = t.base
    levels.reverse()		# innermost first
    kinds = [x.kind for x in levels]
    paren = "ptr" in kinds and "arr" in kinds and \
        kinds.index("arr") < kinds.index("ptr")
    out = t.name + " "
    if "ptr" in kinds:
        out += ("(%s)" if paren else "%s") % ("*" * kinds.count("ptr"))
    return out + "".join("[%d]" % x.n for x in levels if x.kind == "arr")


class Ptr:
    kind = "ptr"
    size = 8

    def __init__(self, base):
        self.base = base
        self.name = ctf_name(self)

    def decl(self, n):
        return self.base.decl(("(*%s)" if self.base.kind == "arr" else "*%s") % n)


class Arr:
    kind = "arr"

    def __init__(self, base, n):
        self.base, self.n = base, n
        self.size = base.size * n
        self.name = ctf_name(self)

    dimtext = None

    def decl(self, n):
        return self.base.decl("%s[%s]" % (n, self.dimtext or self.n))


class Td:
    kind = "td"

    def __init__(self, name, base):
        self.name, self.base = name, base
        self.size = base.size

    def decl(self, n):
        return "%s %s" % (self.name, n)


class Sou:
    kind = "sou"

    def __init__(self, union, tag, members):
        self.union, self.tag = union, tag
        self.decls = members
        kw = "union" if union else "struct"
        self.name = "%s %s" % (kw, tag) if tag else kw + " "
        self.members = []	# (name, type, bits, offset in bits)
        end = None		# (offset, bits) of the last member
        size = 0
        for name, t, bits in members:
            if name is None and not bits:
                continue	# "int : 0;" declares nothing (dt_decl_member)
            msize = clp2((bits + 7) // 8) if bits else t.size
            malign = clp2((bits + 7) // 8) if bits else align(t)
            if union or end is None:
                off = 0
                size = max(size, msize)
            else:
                lt = resolve(end[1])
                if end[2]:
                    lbits = end[2]
                elif lt.kind == "int":
                    lbits = lt.bits
                elif lt.kind == "enum":
                    lbits = 0	# libctf 2.40 (not generated)
                else:
                    lbits = lt.size * 8
                o = (end[0] + lbits + 7) // 8
                o = -(-o // max(malign, 1)) * max(malign, 1)
                off = o * 8
                size = o + msize
            self.members.append((name, t, bits, off))
            end = (off, t, bits)
        self.size = size

    def body(self):
        out = []
        for i, (name, t, bits) in enumerate(self.decls):
            if name is None:
                out.append("%s : %d;" % (t.name, bits))
            elif bits:
                out.append("%s : %s;" % (t.decl(name), (
                    "%d", "(%d)", "%d + 0", "2 * %d - %d")[i % 4].replace(
                        "%d", str(bits))))
            elif out and i and self.decls[i - 1][1] is t and self.decls[i - 1][0] \
                    and not self.decls[i - 1][2] and t.kind in ("int", "td"):
                out[-1] = out[-1][:-1] + ", %s;" % name	# int m0, m1;
            else:
                out.append(t.decl(name) + ";")
        return "{ " + " ".join(out) + " }"

    def decl(self, n):
        if self.tag:
            return "%s %s" % (self.name, n)
        return "%s %s %s" % ("union" if self.union else "struct", self.body(), n)


def addrof_base(t):
    """The type print(&m) names for a member of type t: dt_type_pointer( )
    takes libctf's pointer to t, else to t resolved, and the C container
    has char * and int * only: a typedef of char or int prints as that
    base. None when unknown (a typedef of a const, or of a struct, union
    or enum, whose pointer the program may have made)."""
    if t.kind == "const" and t.base.kind == "td":
        return None	# DTrace: int for a const td2 of int; sonda: td2
    if t.kind != "td":
        return t
    chain = t
    while chain.kind == "td":
        chain = chain.base
    if chain.kind == "int" and chain.name in ("char", "int"):
        return chain
    return None if chain.kind in ("const", "sou", "enum") else t


def resolve(t):
    while t.kind in ("td", "const"):
        t = t.base
    return t


def align(t):
    """ctf_type_align."""
    t = resolve(t)
    if t.kind == "arr":
        return align(t.base)
    if t.kind == "sou":
        al = 0
        for name, mt, bits, _ in t.members:
            al = max(al, clp2((bits + 7) // 8) if bits else align(mt))
            if not t.union:
                break
        return al
    return t.size


INTS = [Int(n, s, sg, ch) for n, s, sg, ch in [
    ("char", 1, True, True), ("signed char", 1, True, True),
    ("unsigned char", 1, False, True), ("short", 2, True, False),
    ("unsigned short", 2, False, False), ("int", 4, True, False),
    ("unsigned int", 4, False, False), ("long", 8, True, False),
    ("unsigned long", 8, False, False), ("long long", 8, True, False),
    ("unsigned long long", 8, False, False), ("_Bool", 1, False, False)]]
# other spellings: DTrace looks up the name its words make (dt_decl_type),
# and "signed", "unsigned", "signed int", ... are intrinsics of their own
SPELLED = [Int(n, s, sg, ch, sp) for n, s, sg, ch, sp in [
    ("unsigned", 4, False, False, "unsigned"), ("signed", 4, True, False, "signed"),
    ("signed int", 4, True, False, "int signed"), ("short", 2, True, False, "short int"),
    ("short", 2, True, False, "int short"),
    ("unsigned short", 2, False, False, "unsigned short int"),
    ("unsigned long", 8, False, False, "long unsigned int"),
    ("signed short", 2, True, False, "short signed int"),
    ("signed long", 8, True, False, "long signed"), ("long long", 8, True, False,
                                                    "long long int"),
    ("signed long long", 8, True, False, "signed long long int"),
    ("unsigned long long", 8, False, False, "unsigned long long int"),
    ("long", 8, True, False, "long int"), ("signed char", 1, True, True, "char signed"),
    ("unsigned char", 1, False, True, "char unsigned")]]
INT = INTS[5]
LONG = INTS[7]
ULONG = INTS[8]
VALS = [0, 1, 2, 3, 7, 31, 65, 97, 100, 127, 128, 200, 255, 256, 1000, 32767,
        32768, 65535, 65536, 2**31 - 1, 2**31, 2**32 - 1, 2**32 + 5,
        2**40 + 3, 2**63 - 1, 2**63, 2**64 - 1]


# ---------------------------------------------------------------- generator

class Gen:
    def __init__(self, r):
        self.r = r
        self.decls = []
        self.enums, self.sous, self.tds = [], [], []
        self.nsou = self.nenum = self.ntd = 0

    def int_type(self):
        ts = INTS + [t for t in self.tds if resolve(t).kind == "int"]
        if self.r.random() < 0.2:
            return self.r.choice(SPELLED)
        return self.r.choice(ts)

    def dim(self, a):
        """An array type, its dimension sometimes an expression."""
        c = self.r.randrange(6)
        if c == 0:
            a.dimtext = "(%d - 3) + 3" % a.n
        elif c == 1:
            a.dimtext = "sizeof (char) * %d" % a.n
        return a

    def enum(self, tagged=True):
        i = self.nenum
        self.nenum += 1
        v, items = 0, []
        for j in range(self.r.randrange(1, 5)):
            if self.r.random() < 0.5:
                v = self.r.choice([-7, -1, 0, 1, 5, 100, 2**31 - 1, -2**31,
                                   self.r.randrange(-50, 50)])
            items.append(("E%d_%d" % (i, j), v))
            v = v + 1 if v < 2**31 - 1 else -2**31
        e = Enum("e%d" % i if tagged else None, items)
        return e

    def enum_text(self, e):
        parts = []
        prev = None
        for n, v in e.items:
            if prev is not None and v == ext(prev + 1, 32, True) and \
                    self.r.random() < 0.7:
                parts.append(n)
            elif v == 97 and self.r.random() < 0.5:
                parts.append("%s = 'a'" % n)
            elif prev is not None and abs(v - prev) < 1000 and self.r.random() < 0.3:
                parts.append("%s = %s + %d" % (n, parts[-1].split()[0], v - prev))
            elif v > 0 and v & (v - 1) == 0 and self.r.random() < 0.5:
                parts.append("%s = 1 << %d" % (n, v.bit_length() - 1))
            else:
                parts.append("%s = %d" % (n, v))
            prev = v
        return "enum %s{ %s }" % (e.tag + " " if e.tag else "", ", ".join(parts))

    def member_type(self, depth):
        """(type, bits) of a member; bits 0 if not a bit-field."""
        c = self.r.randrange(12)
        if c < 4 and self.r.random() < 0.1:
            return Const(self.int_type()), 0
        if c < 4:
            t = self.int_type()
            rt = resolve(t)
            if self.r.random() < 0.5:
                return t, self.r.randrange(1, rt.bits + 1)
            return t, 0
        if c < 6:
            base = self.int_type() if self.r.random() < 0.7 else self.r.choice(
                INTS)
            if self.r.random() < 0.3:
                return self.dim(Arr(self.dim(Arr(base, self.r.randrange(1, 4))),
                                    self.r.randrange(1, 4))), 0
            if self.r.random() < 0.15:
                base = Ptr(self.r.choice(INTS))
            elif self.r.random() < 0.15 and self.enums:
                base = self.r.choice(self.enums)
            return self.dim(Arr(base, self.r.randrange(1, 6))), 0
        if c < 7:
            base = self.r.choice(INTS + [s for s in self.sous if s.tag])
            if self.r.random() < 0.2:
                return Ptr(Ptr(base)), 0
            if self.r.random() < 0.15 and not REF:	# int (*m)[3], int (*m[2])[3]
                pa = Ptr(self.dim(Arr(self.r.choice(INTS), self.r.randrange(1, 4))))
                return (self.dim(Arr(pa, 2)) if self.r.random() < 0.5 else pa), 0
            if self.r.random() < 0.2 and depth < 2:
                # libctf's "struct  *": the untagged name keeps its space
                if self.r.random() < 0.3:
                    e = self.enum(tagged=False)
                    e.text = self.enum_text(e)
                    return Ptr(e), 0
                return Ptr(self.sou(depth + 1, tagged=False)), 0
            return Ptr(base), 0
        if c < 9 and self.sous:
            s = self.r.choice(self.sous + self.tds)
            if self.r.random() < 0.2:
                return Arr(s, self.r.randrange(1, 3)), 0
            return s, 0
        if c < 10 and depth < 2:
            if self.r.random() < 0.2:
                return self.dim(Arr(self.sou(depth + 1, tagged=False),
                                    self.r.randrange(1, 3))), 0
            return self.sou(depth + 1, tagged=False), 0
        if c < 11 and self.enums:
            if self.r.random() < 0.3:
                e = self.enum(tagged=False)
                e.text = self.enum_text(e)
                return e, 0
            return self.r.choice(self.enums), 0
        return self.int_type(), 0

    def sou(self, depth=0, tagged=True):
        union = self.r.random() < 0.25
        members, enum_m = [], None
        for j in range(self.r.randrange(1, 7)):
            t, bits = self.member_type(depth)
            if members and self.r.random() < 0.15 and members[-1][0] is not None \
                    and members[-1][1].kind in ("int", "td"):
                t, bits = members[-1][1], 0
            if resolve(t).kind == "enum":
                enum_m = t
                continue
            members.append(("m%d" % j, t, bits))
            if self.r.random() < 0.1:	# an unnamed bit-field
                it = self.r.choice(INTS)
                members.append((None, it, self.r.randrange(0, it.bits + 1)))
        if enum_m is not None:
            members.append(("m9", enum_m, 0))	# enums come last
        if not members:
            members.append(("m0", INT, 0))
        tag = None
        if tagged:
            tag = "s%d" % self.nsou
            self.nsou += 1
        return Sou(union, tag, members)

    def chain(self):
        """Structs nested deeper than print( )'s 10 levels."""
        prev = None
        for _ in range(self.r.randrange(8, 13)):
            t = Int("int", 4, True)
            ms = [("m0", prev, 0), ("m1", t, 0)] if prev else [("m1", t, 0)]
            s = Sou(False, "s%d" % self.nsou, ms)
            self.nsou += 1
            self.decls.append("%s %s;" % (s.name, s.body()))
            prev = s
        self.sous.append(prev)

    def types(self):
        if self.r.random() < 0.1:
            self.chain()
        for _ in range(self.r.randrange(1, 3)):
            e = self.enum()
            self.decls.append(self.enum_text(e) + ";")
            self.enums.append(e)
        for _ in range(self.r.randrange(0, 3)):
            base = self.r.choice(INTS)
            t = Td("td%d" % self.ntd, base)
            self.ntd += 1
            self.decls.append("typedef %s;" % base.decl(t.name))
            self.tds.append(t)
            if self.r.random() < 0.3:	# a typedef of a typedef
                t = Td("td%d" % self.ntd, t)
                self.ntd += 1
                self.decls.append("typedef %s;" % t.base.decl(t.name))
                self.tds.append(t)
            if self.r.random() < 0.2:	# a typedef of a pointer
                t = Td("td%d" % self.ntd, Ptr(self.r.choice(INTS)))
                self.ntd += 1
                self.decls.append("typedef %s;" % t.base.decl(t.name))
                self.tds.append(t)
            if self.r.random() < 0.3:	# a typedef of an array
                t = Td("td%d" % self.ntd, self.dim(Arr(self.r.choice(INTS),
                                                     self.r.randrange(1, 4))))
                self.ntd += 1
                self.decls.append("typedef %s;" % t.base.decl(t.name))
                self.tds.append(t)
        for _ in range(self.r.randrange(2, 5)):
            if self.r.random() < 0.2:	# typedef struct { ... } tdN;
                s = self.sou(tagged=False)
                t = Td("td%d" % self.ntd, s)
                self.ntd += 1
                self.decls.append("typedef %s %s %s;" % (
                    "union" if s.union else "struct", s.body(), t.name))
                self.tds.append(t)
                continue
            s = self.sou()
            self.decls.append("%s %s;" % (s.name, s.body()))
            self.sous.append(s)
            if self.r.random() < 0.3:
                t = Td("td%d" % self.ntd, s)
                self.ntd += 1
                self.decls.append("typedef %s %s;" % (s.name, t.name))
                self.tds.append(t)


# ---------------------------------------------------------------- memory

class Var:
    """A variable of a struct type: its D name and its bytes."""
    def __init__(self, name, t):
        self.name, self.t = name, t
        self.mem = bytearray(resolve(t).size)


def leaves(t, path, off):
    """Every scalar lvalue under t: (path, type, bits, byte offset)."""
    orig, t = t, resolve(t)
    if t.kind == "sou":
        for name, mt, bits, moff in t.members:
            if name is None:
                continue
            if bits:
                yield path + "." + name, mt, bits, (off * 8 + moff) // 8
            else:
                yield from leaves(mt, path + "." + name, off + moff // 8)
    elif t.kind == "arr":
        for i in range(t.n):
            yield from leaves(t.base, "%s[%d]" % (path, i), off + i * t.base.size)
    else:
        yield path, orig, 0, off


def subobjects(t, path, off):
    """Every struct or union lvalue under t (t too): (path, type, offset)."""
    rt = resolve(t)
    if rt.kind == "sou":
        yield path, t, off
        for name, mt, bits, moff in rt.members:
            if name is not None and not bits:
                yield from subobjects(mt, path + "." + name, off + moff // 8)
    elif rt.kind == "arr":
        for i in range(rt.n):
            yield from subobjects(rt.base, "%s[%d]" % (path, i),
                                  off + i * rt.base.size)


def load(mem, t, bits, off):
    """The 64-bit value a read of this lvalue gives, and its type (size,
    signed) for trace()."""
    rt = resolve(t)
    if bits:
        size = clp2((bits + 7) // 8)
        raw = int.from_bytes(mem[off:off + size], "little")
        return ext(raw, bits, rt.signed), size, rt.signed
    raw = int.from_bytes(mem[off:off + rt.size], "little")
    if rt.kind == "ptr":
        return raw, 8, False
    return ext(raw, rt.size * 8, rt.kind == "int" and rt.signed), rt.size, \
        rt.kind == "int" and rt.signed


def store(mem, t, bits, off, v):
    rt = resolve(t)
    if bits:
        size = clp2((bits + 7) // 8)
        raw = int.from_bytes(mem[off:off + size], "little")
        m = (1 << bits) - 1
        raw = (raw & ~m) | (v & m)
        # the word may reach past the object (long m0 : 39 ending a 6-byte
        # struct): the bytes after it are written back unchanged, and the
        # object keeps its size
        n = min(size, len(mem) - off)
        mem[off:off + n] = raw.to_bytes(size, "little")[:n]
    else:
        mem[off:off + rt.size] = (v & ((1 << (rt.size * 8)) - 1)).to_bytes(
            rt.size, "little")


def trace_out(v, size, signed):
    v = ext(v, size * 8, signed)
    return str(v)


def rawbytes(b):
    out = ["", "             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f"
           "  0123456789abcdef"]
    for i in range(0, len(b), 16):
        row = b[i:i + 16]
        hexs = "".join(" %02x" % c for c in row) + "   " * (16 - len(row))
        txt = "".join(chr(c) if 32 <= c <= 126 else "." for c in row)
        out.append("     %5x:%s  %s" % (i, hexs, txt))
    return out


# ---------------------------------------------------------------- print()

class Unpredictable(Exception):
    pass


class Printer:
    """dt_print_type / dt_print_visit / dt_print_close_parens."""
    IND = 44

    def __init__(self, data, limit=None):
        self.data, self.out = data, []
        self.kinds, self.last = {}, 0
        self.limit = min(len(data), limit or len(data))	# printsize

    def close(self, depth, last=None):
        if self.kinds.get(depth) != "sou":
            return
        if depth == 0 and self.last == 0:
            self.last = 1
        for i in range(self.last - depth, 0, -1):
            self.out.append(" " * (self.IND + depth + i - 1) + "}" +
                            ("," if depth > 0 or i > 1 else ""))
            self.last = depth

    def visit(self, name, t, off, depth, kinds=None):
        """off in bits; False ends the walk."""
        data = self.data
        b = off // 8
        if b >= self.limit or depth >= 10:
            self.out.append(" " * (self.IND + depth) + "...")
            return False
        rt = resolve(t)
        if self.last > depth:
            self.close(depth)
        size = rt.size if not getattr(t, "_bits", 0) else t._bytes
        if depth > 0 and not any(data[b:b + size]):
            # not shown, but ctf_type_rvisit still visits its members
            return self.members(rt, off, depth) if rt.kind == "sou" else True
        self.kinds[depth] = "sou" if rt.kind == "sou" else rt.kind
        self.last = depth
        tn = t.name[:-1] if t.name.endswith(" ") else t.name
        memb = ".%s = " % name if depth > 0 and name else ""
        k = rt.kind
        if k == "sou":
            s = "(%s) {" % tn
        elif k == "arr":
            s = "(%s) [%s" % (tn, "]," if rt.n == 0 else "")
        elif k == "int" and getattr(t, "_bits", 0) not in (0, 8, 16, 32, 64):
            bits = t._bits
            hi = b + (off % 64) // 8
            if hi >= len(data):
                raise Unpredictable
            w = int.from_bytes((bytes(data) + bytes(8))[b:b + 8], "little")
            v = ((w << (63 - off % 64)) & M64) >> (64 - bits)
            if v == 0:
                return True
            s = "(%s)%s," % (tn, "'%s'" % chr(v & 255) if rt.char and
                             tn == "char" else str(v))
        elif k == "int":	# (a bit-field of 8, 16, 32 or 64 bits too)
            size = getattr(t, "_bits", 0) // 8 or rt.size
            v = int.from_bytes(data[b:b + size], "little")
            if size == 8 and not rt.signed:
                s = "(%s)%d," % (tn, v)
            else:
                v = ext(v, size * 8, rt.signed)
                s = "(%s)%s," % (tn, "'%s'" % chr(v & 255) if rt.char and
                                 tn == "char" else str(v))
        elif k == "enum":
            v = ext(int.from_bytes(data[b:b + 4], "little"), 32, True)
            nm = [n for n, ev in rt.items if ev == v]
            s = "(%s)%s," % (tn, nm[0] if nm else str(v))
        elif k == "ptr":
            s = "(%s)0x%x," % (tn, int.from_bytes(data[b:b + 8], "little"))
        else:
            return True
        s = s.split("\0")[0]		# dt_printf's %s of the text
        self.out.append(" " * (self.IND + depth) + memb + s)
        if k == "sou":
            return self.members(rt, off, depth)
        elif k == "arr":
            et = rt.base	# ctf_type_encoding resolves no typedef
            if et.kind not in ("int", "enum"):
                return False	# it fails: EDT_CTF ends the walk
            if not any(data[b:b + rt.size]):
                return True
            sub = Printer(data, self.limit)
            sub.last, sub.out = self.last, self.out
            for i in range(rt.n):
                if et.kind == "int" and et.char and data[b + i] == 0:
                    break
                if not sub.visit(None, rt.base, off + i * et.size * 8, depth + 1):
                    return False
            if rt.n > 0:
                self.out.append(" " * (self.IND + depth) + "],")
        return True

    def members(self, rt, off, depth):
        for mn, mt, bits, moff in rt.members:
            if bits:
                mt = BitInt(mt, bits)
            if not self.visit(mn, mt, off + moff, depth + 1):
                return False
        return True

    def run(self, t):
        self.visit("", t, 0, 0)
        self.close(0)
        return self.out


class BitInt:
    """The integer type dt_decl_member makes for a bit-field: its base
    type's name and encoding, its width (an enum's: still an enum)."""
    kind = "int"

    def __init__(self, base, bits):
        self.name, self._bits = base.name, bits
        self._bytes = clp2((bits + 7) // 8)
        rb = resolve(base)
        self.signed, self.char, self.size = rb.signed, rb.char, self._bytes
        self.bits = bits
        if rb.kind == "enum":
            # a slice of an enum (dt_btf.c's ctf_add_slice): print( ) sees
            # an enum and reads a whole int at the member's byte, unmasked
            self.kind, self.items = "enum", rb.items


# ---------------------------------------------------------------- programs

def const_text(r, v):
    if v >= 2**31 or r.random() < 0.4:
        return "0x%x" % v
    return str(v)


def program(seed):
    r = random.Random(seed)
    g = Gen(r)
    g.types()
    decls, body, checks = list(g.decls), [], []
    printsize = None
    if r.random() < 0.2:
        printsize = r.randrange(1, 80)
        decls.insert(0, "#pragma D option printsize=%d" % printsize)
        printsize = -(-printsize // 8) * 8	# dt_opt_printsize rounds it up
    roots = [s for s in g.sous] + [t for t in g.tds if resolve(t).kind == "sou"]
    vars_ = []
    for i in range(r.randrange(1, 4)):
        t = r.choice(roots)
        zero = "gz%d" % i
        decls.append(t.decl(zero) + ";")
        for kind in ("g", "self", "this", "a"):
            name = {"g": "g%d" % i, "self": "self->t%d" % i, "this": "this->l%d" % i,
                    "a": "a%d[%d]" % (i, r.randrange(3))}[kind]
            if kind == "g":
                decls.append(t.decl("g%d" % i) + ";")
            elif kind == "self":	# created by a whole assignment only
                decls.append("self " + t.decl("t%d" % i) + ";")
                body.append("%s = %s;" % (name, zero))
            elif kind == "this":
                decls.append("this " + t.decl("l%d" % i) + ";")
                body.append("%s = %s;" % (name, zero))
            else:
                decls.append(t.decl("a%d[int]" % i) + ";")
                body.append("%s = %s;" % (name, zero))
            vars_.append(Var(name, t))

    allocated = set()
    scratch = [0]

    def copy_to(p, v):
        if p not in allocated:
            allocated.add(p)
            scratch[0] += resolve(v.t).size
            # 8 bytes more: print( ) checks the 8 bytes of an alloca( )'d
            # pointer against the scratch in use (dt_cg_act_print( ),
            # dt_cg_check_ptr_arg( )), so a member pointer near the end
            # would fault
            body.append("%s = (%s *)alloca(sizeof (%s) + 8);" % (p, v.t.name, v.t.name))
        body.append("*%s = %s;" % (p, v.name))

    def check(stmt, want):
        checks.append((stmt, want))
        body.append('printf("@%d\\n"); %s printf("\\n");' % (len(checks) - 1,
                                                              stmt))

    for _ in range(r.randrange(20, 60)):
        v = r.choice(vars_)
        c = r.randrange(14)
        lv = list(leaves(v.t, v.name, 0))
        if c < 5:			# a store
            path, t, bits, off = r.choice(lv)
            rt = resolve(t)
            if t.kind == "const":
                continue
            if rt.kind == "enum":
                if r.random() < 0.5:
                    n, val = r.choice(rt.items)
                    body.append("%s = %s;" % (path, n))
                else:
                    val = r.randrange(-3, 300)
                    body.append("%s = %d;" % (path, val))
            elif rt.kind == "ptr":
                val = r.choice([0, 0x1234, 0xffff8880deadbeef, 64])
                body.append("%s = (%s)0x%x;" % (
                    path, "void *" if "  " in rt.name else rt.name, val))
            else:
                val = r.choice(VALS) if r.random() < 0.7 else r.randrange(-300, 300)
                if val < 0:
                    body.append("%s = %d;" % (path, val))
                else:
                    body.append("%s = %s;" % (path, const_text(r, val)))
            store(v.mem, t, bits, off, val & M64)
        elif c < 7:			# read back
            path, t, bits, off = r.choice(lv)
            val, size, signed = load(v.mem, t, bits, off)
            check("trace(%s);" % path, [trace_out(val, size, signed)])
        elif c < 8 and r.random() < 0.5:	# a whole copy
            w = r.choice([x for x in vars_ if x.t is v.t])
            if w is not v:
                body.append("%s = %s;" % (w.name, v.name))
                w.mem[:] = v.mem
        elif c < 8:			# a copy of a struct or union member
            subs = [(x, s_) for x in vars_ for s_ in subobjects(x.t, x.name, 0)]
            src = r.choice(subs)
            dsts = [d for d in subs if resolve(d[1][1]) is resolve(src[1][1])
                    and d[1][0] != src[1][0]]
            if dsts:
                (x, (sp, st, so)), (y, (dp, dt, do)) = src, r.choice(dsts)
                n = resolve(st).size
                body.append("%s = %s;" % (dp, sp))
                y.mem[do:do + n] = x.mem[so:so + n]
        elif c < 9:			# sizeof
            opts = [("sizeof (%s)" % v.t.name, resolve(v.t).size),
                    ("sizeof (%s)" % v.name, resolve(v.t).size)]
            for path, t, bits, off in lv:
                if not bits:
                    opts.append(("sizeof (%s)" % path, resolve(t).size))
            rt = resolve(v.t)
            for mn, mt, bits, moff in rt.members:
                if not bits:
                    opts.append(("sizeof (%s.%s)" % (v.name, mn), resolve(mt).size))
                    opts.append(("offsetof(%s, %s)" % (v.t.name, mn), moff // 8))
            e, want = r.choice(opts)
            check("trace(%s);" % e, [str(want)])
        elif c < 10:			# casts of members to and from enums
            path, t, bits, off = r.choice(lv)
            rt = resolve(t)
            if rt.kind == "ptr" or not g.enums:
                continue
            val, size, signed = load(v.mem, t, bits, off)
            src = (size, signed)
            e = r.choice(g.enums)
            dst = r.choice([(4, False, e.name)] + [(i.size, i.signed, i.name)
                                                  for i in INTS])
            x = cast(val, src, dst[:2])
            if rt.kind != "enum" and r.random() < 0.5:
                # to an enum and back to an integer
                y = r.choice(INTS)
                x = cast(cast(val, src, (4, False)), (4, False), (y.size, y.signed))
                check("trace((%s)(%s)%s);" % (y.name, e.name, path),
                      [trace_out(x, y.size, y.signed)])
            else:
                check("trace((%s)%s);" % (dst[2], path),
                      [trace_out(x, dst[0], dst[1])])
        elif c < 11:			# trace() of a whole struct
            if resolve(v.t).size <= 256:
                check("trace(%s);" % v.name, rawbytes(v.mem) + [""])
        elif c < 14 and scratch[0] + resolve(v.t).size > SCRATCH - 8 and \
                "this->p_" + tagof(v.t) not in allocated:
            continue
        elif c < 13:			# print() of a copy
            p = "this->p_" + tagof(v.t)
            t = v.t
            try:
                lines = Printer(v.mem, printsize).run(t)
            except Unpredictable:
                continue
            copy_to(p, v)
            if r.random() < 0.5:	# a member read through the pointer
                path, lt, bits, off = r.choice(lv)
                val, size, signed = load(v.mem, lt, bits, off)
                check("trace(%s);" % (p + "->" + path[len(v.name) + 1:]),
                      [trace_out(val, size, signed)])
            want = ["ADDR = *"] + lines + [""]
            rt = resolve(t)
            if t is not rt and rt.kind in ("sou", "enum") and rt.name:
                # (td *): libctf's ctf_type_pointer( ) gives the pointer
                # to td if one was made, else one to td resolved if the
                # program made that (a cast, a member or variable of
                # that pointer type, &m of it), which print( ) then names
                want = [want, [want[0], lines[0].replace(
                    "(%s)" % t.name, "(%s)" % rt.name, 1)] + want[2:]]
            check("print(%s);" % p, want)
        else:				# print() of a member
            rt = resolve(v.t)
            cand = [(mn, mt, moff) for mn, mt, bits, moff in rt.members
                    if not bits]
            if not cand:
                continue
            mn, mt, moff = r.choice(cand)
            p = "this->p_" + tagof(v.t)
            copy_to(p, v)
            data = v.mem[moff // 8:moff // 8 + resolve(mt).size]
            pt = addrof_base(mt)
            if pt is None:
                continue
            try:
                lines = Printer(data, printsize).run(pt)
            except Unpredictable:
                continue
            # an array member is no lvalue (dt_cook_op2): its address is
            # the array cast to a pointer to it
            where = ("(%s)%s->%s" % (Ptr(mt).decl(""), p, mn)
                     if resolve(mt).kind == "arr" else "&%s->%s" % (p, mn))
            if "{" in where:	# an array of an unnamed type: no cast names it
                continue
            if REF and resolve(mt).kind == "arr":	# see REF
                continue
            check("print(%s);" % where, ["ADDR = *"] + lines + [""])
    prog = "\n".join(decls) + "\n\nBEGIN\n{\n\t" + "\n\t".join(body) + \
        '\n\tprintf("@end\\n");\n\texit(0);\n}\n'
    return prog, checks


def tagof(t):
    return t.tag if t.kind == "sou" else t.name


def cast(v, src, dst):
    """dt_cg_typecast: (size, signed) to (size, signed); shift only to
    narrow or to change sign."""
    ss, sg = src
    ds, dg = dst
    if ds == 8 or (ds > ss and (dg or not sg)) or (ds == ss and dg == sg):
        return v & M64
    return ext(v, ds * 8, dg) & M64


def run(sonda, prog):
    return fuzzlib.run_script(sonda, prog,
                              ["-q", "-x", "scratchsize=%d" % SCRATCH],
                              timeout=60, enc="latin-1")


ADDR = re.compile(r"^(0x[0-9a-f]+|\(nil\)) = \*$", re.M)


def compare(checks, out):
    """[(index, stmt, want, got)] of the checks whose output differs."""
    parts = re.split(r"^@(\d+|end)\n", out, flags=re.M)
    got = {}
    for i in range(1, len(parts) - 1, 2):
        if parts[i] != "end":
            got[int(parts[i])] = parts[i + 1]
    bad = []
    for i, (stmt, want) in enumerate(checks):
        g = got.get(i)
        if g is None:
            bad.append((i, stmt, want, None))
            break
        g = ADDR.sub("ADDR = *", g)
        alts = want if want and isinstance(want[0], list) else [want]
        if all(g != "\n".join(w) + "\n" for w in alts):
            bad.append((i, stmt, alts[0], g.split("\n")[:-1]))
    return bad


def main():
    ap = fuzzlib.options(n=20)
    args = ap.parse_args()
    global REF
    REF = args.ref
    nbad = nchecks = nfail = 0
    for seed in range(args.s, args.s + args.n):
        prog, checks = program(seed)
        if args.v:
            print(prog)
        rc, out, err = run(args.bin, prog)
        if REF and rc and ("BPF program load" in err or
                           "invalid address (0x" in err):
            # DTrace's own failures: an alloca( )'d struct's member array
            # element (p->m[1].b) loses DT_NF_ALLOCA, read at its scratch
            # offset (a fault at that small address) or refused by the
            # verifier; its register spills ("R5 !read_ok")
            nfail += 1
            continue
        if rc:
            print("seed %d: exit %d: %s" % (seed, rc, err.strip()[:400]))
            nbad += 1
            continue
        nchecks += len(checks)
        for i, stmt, want, got in compare(checks, out):
            nbad += 1
            print("seed %d: check %d: %s\n  want: %s\n  got:  %s\n" % (
                seed, i, stmt, "\n        ".join(want),
                "(nothing)" if got is None else "\n        ".join(got)))
    print("%d programs, %d checks, %d disagreements" % (args.n, nchecks, nbad)
          + (", %d DTrace failed to load or faulted" % nfail if REF else ""))
    return 1 if nbad else 0


if __name__ == "__main__":
    sys.exit(main())
