#!/usr/bin/python3
"""prints.py - print( ), trace( ) and tracemem( ) of D values against a model of DTrace.

Generates random D programs (run as root, one BEGIN clause, once with -q
and once without) that declare structs and unions (the types of
dtypes.py's generator: members of every integer width, bit-fields, enums,
pointers, arrays of integers, enums, pointers and structs, nested and
untagged structs, typedefs) plus function-pointer members and char
arrays, fill alloca( )'d objects of those types with known bytes (text,
binary bytes, zeros, values of each member's type) through a char
pointer, and record in one clause:

  - print( ) of a pointer to the object, to a member, to an array member,
    to scalars of every integer type, enums, pointers and function
    pointers, of a string and of kernel structs timespec64, callback_head
    (a kernel function pointer) and qstr (a const member and anonymous
    members);
  - trace( ) of the whole object, of its members, of casts to every
    integer type, of strings and pointers, of the task's comm (a char
    array) (not of D variables holding a whole object copied from
    alloca( )'d memory: DTrace reads that copy's source at the scratch
    offset, a fault);
  - tracemem( ) of the task's comm (the consumer's thread, named "dtrace",
    padded with NULs) through its array, a pointer and an integer, with a
    constant size and with a dynamic size (constants and variables, signed
    and unsigned, negative, zero, smaller and larger than the size), and
    of a global struct's member (print( ) of its address too);

some programs set the rawbytes or the printsize option. The whole
standard output is compared byte for byte (print( )'s addresses made
"ADDR", the CPU "CPU"). A quarter of the programs are one refused
statement compiled with -e -x errtags instead: its D_* tag and whole
message. The model follows libdtrace's source:

  - dt_consume.c's dt_consume_one( ) and cmd/dtrace.c's chew( ) /
    chewrec( ) / main( ): without -q a heading "%3s %6s %32s" (CPU ID
    FUNCTION:NAME), then "%3d %6d %32s " for the firing (BEGIN is probe
    1), the records, and "\\n" after its last record; with -q the records
    only; then, with -q too, main( )'s "\\n" once the consumer is done;
  - dt_print_trace( ): a scalar by its record's size and sign, "%d"-like
    with -q, else " %3d", " %5d", " %10d", " %19d" (signed) or " %3u",
    " %5u", " %10u", " %20u"; a string "%s" or "  %-33s"; anything else
    (a struct, union or array: dt_cg_store_val records it with alignment
    2) dt_print_rawbytes( ); with rawbytes set, every record's bytes
    through dt_print_rawbytes( );
  - trace( ) of an array member through the alloca( )'d pointer (p->m):
    dt_cg_node( ) converts the pointer's scratch offset into an address
    only to load a scalar member (dt_cg_alloca_ptr( )), so
    dt_cg_store_val( ) copies the by-reference member from the offset
    itself, a read that fails: zeros;
  - dt_print_rawbytes( ): "\\n", the 16-column heading, then rows of
    "%5x:", " %02x" each, padding, two spaces and the bytes as text ('.'
    for those outside ' '..'~');
  - dt_print_tracemem( ) with dt_cg_act_tracemem( ): the constant size's
    bytes, or fewer when the dynamic size is non-negative (by its record's
    size and sign) and smaller; nothing at all for 0 bytes;
  - dt_print_type( ) / dt_print_visit( ): "%p = *" and the type walk of
    dtypes.py's model (printsize rounded up to 8 by dt_opt_printsize); a
    function pointer is libdtrace's one DT_FPTR_TYPE (dt_decl_type: "CTF
    treats all function pointers identically", int (*)( ) of no
    arguments), which libctf's ctf_type_aname names "int (*)(*) ()" (its
    decl stack: int, then the pointer parenthesized, then the function's
    own "(*) (" and ")"), a
    kernel one its BTF prototype's (dt_btf.c): "void (*)(*) (struct
    callback_head *)"; a kernel type keeps its qualifiers (dt_btf.c's
    ctf_add_const: "const unsigned char *") and an integer its BTF name
    (ctf_add_integer: "long int");
  - the refusals: dt_ident.c's dt_idcook_sign( ) (D_PROTO_LEN,
    D_PROTO_ARG against print's "void(void *)", trace's "void(@)" and
    tracemem's "void(@, size_t, [size_t])" of dt_open.c), dt_cg.c's
    dt_cg_act_print( ) (D_PRINT_SIZE with ctf_type_name of the referenced
    type: "void", the function type "int (*) ()"), dt_cg_act_trace( )
    (D_TRACE_VOID, D_TRACE_DYN) and dt_cg_act_tracemem( )
    (D_TRACEMEM_ADDR, D_TRACEMEM_SIZE); dt_type_name( ) calls the function
    pointer type "function pointer" in a D_PROTO_ARG message.

Left out: tracemem( ) of alloca( )'d memory (libdtrace's alloca pointer is
an offset into scratch memory, which dt_cg_act_tracemem( ) hands to
probe_read as it is: DTrace reads the address 8 or so and records zeros,
as sonda does since af44a591, test actions/tracemem-alloca); zero-length and flexible arrays and anonymous members
(D's grammar declares neither: D_DECL_ARRSUB, D_SYNTAX); print( ) of an
array (its type references nothing: EDT_CTF) and of an empty string (the
bytes after it decide whether its "]," shows); dsizes of 8 bytes with bit
31 set (dt_print_tracemem( ) tests the sign with an int shift); what
dtypes.py leaves out (members after an enum, odd bit-field reads past the
object); strings and members under rawbytes (the bytes after a string's
NUL); other kernel types.

  tests/fuzz/prints.py [-n PROGRAMS] [-s SEED] [-j JOBS] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement (the program, what the model wants, what sonda printed); exit
status 1 if any. Not run by tests/run.
"""
import os
import random
import re
import sys

import fuzzlib

# --ref: DTrace itself as -b: no casts to pointers to arrays (DTrace for Linux makes
# char (*)[4] a char *[4]: dt_decl.c, see dtypes.py)
REF = False

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from dtypes import (INTS, VALS, Arr, Gen, Printer, Ptr, Unpredictable,  # noqa: E402
                    addrof_base, clp2, ext, leaves, rawbytes, resolve)

SCRATCH = 8192
FPTR_NAME = "int (*)(*) ()"	# ctf_type_aname of DT_FPTR_TYPE
FUNC_NAME = "int (*) ()"	# ctf_type_aname of DT_FUNC_TYPE


class FPtr:
    """A function pointer member: libdtrace's one DT_FPTR_TYPE."""
    kind = "ptr"
    size = 8

    def __init__(self, ret, params):
        self.ret, self.params = ret, params
        self.name = FPTR_NAME

    def decl(self, n):
        return "%s (*%s)(%s)" % (self.ret, n, self.params)


FPTRS = [("int", ""), ("void", "int"), ("long", "char *, int"), ("void", "void"),
         ("int", "int, ...")]


class PGen(Gen):
    """dtypes.py's generator, with function pointers and char arrays."""
    def member_type(self, depth):
        c = self.r.random()
        if c < 0.12:
            return FPtr(*self.r.choice(FPTRS)), 0
        if c < 0.25:
            ch = self.r.choice(INTS[:3])
            return Arr(ch, self.r.randrange(1, 12)), 0
        return Gen.member_type(self, depth)


CHARS = [ord(c) for c in "azAZ09 ~!"] + [0, 1, 7, 8, 9, 10, 13, 27, 0x7f, 0x80,
                                           0xa0, 0xe9, 0xff]
PTRS = [0, 1, 0x1234, 0xffff8880deadbeef, 2**64 - 1]
COMM = b"dtrace".ljust(16, b"\0")	# the consumer thread's name


def fill(r, t, mem):
    """Known bytes for an object of type t: each leaf kept zero or set to a
    value of its type (text or binary bytes in char arrays)."""
    for path, lt, bits, off in leaves(t, "", 0):
        if r.random() < 0.4:
            continue
        rt = resolve(lt)
        size = clp2((bits + 7) // 8) if bits else rt.size
        size = min(size, len(mem) - off)
        if rt.kind == "int" and rt.char:
            v = r.choice(CHARS)
        elif rt.kind == "enum":
            v = r.choice([ev for _, ev in rt.items] + [r.randrange(-3, 300)])
        elif rt.kind == "ptr":
            v = r.choice(PTRS)
        else:
            v = r.choice(VALS) if r.random() < 0.7 else r.randrange(-300, 300)
        v &= (1 << (size * 8)) - 1
        mem[off:off + size] = v.to_bytes(size, "little")


def rec_trace(v, size, signed, quiet):
    """dt_print_trace( ) of a scalar."""
    v = ext(v, size * 8, signed)
    if quiet:
        return str(v)
    w = {(8, True): 19, (4, True): 10, (2, True): 5, (1, True): 3,
         (8, False): 20, (4, False): 10, (2, False): 5, (1, False): 3}[size, signed]
    return " %*d" % (w, v)


def int_text(v):
    """A D constant of v: a decimal one is int, long or long long only
    (dt_node_int( )), so 2^63 and above in hex."""
    if v >= 2**63 or v == -2**63:
        return "0x%x" % (v & (2**64 - 1))
    return str(v)


def rec_string(s, quiet):
    return s if quiet else "  %-33s" % s


def rec_raw(b):
    return "\n".join(rawbytes(b)) + "\n" if b else ""


def rec_print(lines):
    return "ADDR = *\n" + "".join(x + "\n" for x in lines)


STRS = ["", "a", "hello", "with space", "x" * 40, "tab\there"]


def d_string(s):
    return '"%s"' % s.replace("\\", "\\\\").replace("\t", "\\t").replace('"', '\\"')


def ptr_target(t):
    """The type a cast (T *) of an object's pointer names: T, but for a
    typedef of a tagged struct or union the tag's own type. DTrace's
    dt_type_pointer( ) takes a pointer to the typedef's base when the
    program made one before (a member or cast declared before it), which
    the model does not follow: the cast names the struct itself."""
    rt = resolve(t)
    if t.kind == "td" and rt.kind == "sou" and rt.tag:
        return rt
    return t


class Prog:
    def __init__(self, seed):
        self.r = r = random.Random(seed)
        self.g = g = PGen(r)
        g.types()
        self.decls = list(g.decls)
        self.body = []
        self.recs = []		# (stmt, quiet text, verbose text)
        self.nobj = 0
        self.rawbytes = r.random() < 0.15
        self.printsize = None		# dt_opt_printsize rounds it up to 8
        if r.random() < 0.15:
            self.printsize = -(-r.randrange(1, 80) // 8) * 8
            self.decls.insert(0, "#pragma D option printsize=%d" %
                              (self.printsize - r.randrange(0, 8)))

    def rec(self, stmt, q, v):
        self.body.append(stmt)
        self.recs.append((stmt, q, v))

    def both(self, stmt, f):
        self.rec(stmt, f(True), f(False))

    def obj(self, t):
        """An alloca( )'d object of type t filled with known bytes: its
        pointer, char pointer and bytes."""
        i = self.nobj
        self.nobj += 1
        size = resolve(t).size
        mem = bytearray(size)
        fill(self.r, t, mem)
        p, b = "this->p%d" % i, "this->b%d" % i
        pt = ptr_target(t)
        # 8 bytes more: print( ) checks the 8 bytes of an alloca( )'d
        # pointer against the scratch in use (dt_cg_act_print( ) calls
        # dt_cg_check_ptr_arg( ) with the pointer's size), so a pointer
        # to a member less than 8 bytes from the end would fault
        self.body.append("%s = (%s *)alloca(%d);" % (p, pt.name, size + 8))
        self.body.append("%s = (char *)%s;" % (b, p))
        zero = "gz%d" % i
        self.decls.append(t.decl(zero) + ";")
        self.body.append("*%s = %s;" % (p, zero))
        for k, c in enumerate(mem):
            if c:
                self.body.append("%s[%d] = %d;" % (b, k, ext(c, 8, True)))
        return p, b, mem, pt

    def print_of(self, where, t, data):
        try:
            lines = Printer(data, self.printsize).run(t)
        except Unpredictable:
            return
        self.both("print(%s);" % where, lambda q: rec_print(lines))

    def object_actions(self):
        roots = [s for s in self.g.sous] + \
            [t for t in self.g.tds if resolve(t).kind == "sou"]
        t = self.r.choice(roots)
        if resolve(t).size > 512:
            return
        p, b, mem, pt = self.obj(t)
        rt = resolve(t)
        for _ in range(self.r.randrange(2, 8)):
            # not variable( ): a D variable copied whole from alloca( )'d
            # memory (gv = *p) is read at the scratch offset in DTrace, a
            # fault (dt_cook_op1( ) does not mark *p as alloca memory, so
            # dt_cg_store_var( )'s dt_cg_check_ptr_arg( ) leaves it as is;
            # e2e test subr/fault-assign-alloca-struct)
            c = self.r.randrange(9)
            if c == 0:
                self.print_of(p, pt, mem)
            elif c == 1:
                self.both("trace(*%s);" % p, lambda q: rec_raw(mem))
            elif self.rawbytes and c in (3, 4):
                continue
            elif c == 2:		# a member
                cand = [(mn, mt, moff) for mn, mt, bits, moff in rt.members
                        if mn and not bits]
                if not cand:
                    continue
                mn, mt, moff = self.r.choice(cand)
                data = mem[moff // 8:moff // 8 + resolve(mt).size]
                if resolve(mt).kind == "arr":
                    if "{" in Ptr(mt).decl("") or REF:	# (T (*)[N])
                        continue
                    where = "(%s)%s->%s" % (Ptr(mt).decl(""), p, mn)
                    if self.r.random() < 0.5:	# read at the scratch offset
                        self.both("trace(%s->%s);" % (p, mn),
                                  lambda q: rec_raw(bytes(len(data))))
                else:
                    where = "&%s->%s" % (p, mn)
                    mt = addrof_base(mt)	# what &m points to
                    if mt is None:
                        continue
                self.print_of(where, mt, data)
            elif c in (3, 4):		# a scalar member
                lv = [x for x in leaves(t, "", 0)]
                path, lt, bits, off = self.r.choice(lv)
                rlt = resolve(lt)
                if bits:
                    size = clp2((bits + 7) // 8)
                    raw = int.from_bytes(mem[off:off + size], "little")
                    v, signed = ext(raw, bits, rlt.signed), rlt.signed
                else:
                    size = rlt.size
                    v = int.from_bytes(mem[off:off + size], "little")
                    signed = rlt.kind == "int" and rlt.signed
                self.both("trace(%s%s);" % (p, path.replace(".", "->", 1)),
                          lambda q: rec_trace(v, size, signed, q))
            elif c in (5, 6):
                self.tracemem(c == 6)
            elif c == 7 or REF:	# print of a scalar through a cast pointer
                k = self.r.choice(INTS + self.g.enums + [FPtr("int", "")])
                if k.size > len(mem):
                    continue
                off = self.r.randrange(0, len(mem) - k.size + 1)
                if isinstance(k, FPtr):
                    where = "(int (**)())(%s + %d)" % (b, off)
                else:
                    where = "(%s *)(%s + %d)" % (k.name, b, off)
                self.print_of(where, k, mem[off:off + k.size])
            else:			# array of char, print through a cast
                n = self.r.randrange(1, len(mem) + 1)
                ch = self.r.choice(INTS[:3])
                at = Arr(ch, n)
                self.print_of("(%s (*)[%d])%s" % (ch.name, n, b), at, mem[:n])

    def tracemem(self, dynamic):
        """tracemem( ) of the task's comm: the consumer's main thread, named
        "dtrace" and padded with NULs. (Not of alloca( )'d memory: its
        pointer is an offset into scratch memory that dt_cg_act_tracemem( )
        reads from as it is.)"""
        mem = COMM
        off = self.r.randrange(0, 16)
        n = self.r.randrange(1, 16 - off + 1)
        where = self.r.choice(["curthread->comm", "&curthread->comm[%d]",
                               "(char *)curthread->comm + %d",
                               "(uint64_t)&curthread->comm[0] + %d"])
        if "%d" in where:
            where = where % off
        else:
            off = 0
        mem = mem[off:off + n]
        if not dynamic:
            self.both("tracemem(%s, %d);" % (where, n), lambda q: rec_raw(mem))
            return
        d = self.r.choice([0, 1, n - 1, n, n + 1, n + 100, -1, -5,
                           self.r.randrange(0, n + 1)])
        typ = self.r.choice(INTS[:9])
        dv = ext(d, typ.size * 8, typ.signed)
        if typ.size == 8 and (dv >> 31) & 1 != (dv >> 63) & 1:
            return		# the int shift of dt_print_tracemem
        if self.r.random() < 0.5:
            dtext = "(%s)%d" % (typ.name, d)
        else:
            self.body.append("this->d = (%s)%d;" % (typ.name, d))
            dtext = "this->d"
        neg = typ.signed and dv < 0
        m = n if neg or dv >= n else dv
        self.both("tracemem(%s, %d, %s);" % (where, n, dtext),
                  lambda q: rec_raw(mem[:m]))

    def variable(self, t, p, mem):
        """A copy of the object in a global, this-> or associative variable,
        traced whole, then copied back to a new object and printed. (Not
        generated since DTrace's copy from alloca( )'d memory faults; kept
        for a source that is not alloca( )'d.)"""
        i = self.nobj
        self.nobj += 1
        kind = self.r.choice(["g", "this", "a"])
        if kind == "g":
            name = "gv%d" % i
            self.decls.append(t.decl(name) + ";")
        elif kind == "this":
            name = "this->v%d" % i
            self.decls.append("this " + t.decl("v%d" % i) + ";")
        else:
            name = "av%d[%d, \"k\"]" % (i, self.r.randrange(3))
            self.decls.append(t.decl("av%d[int, string]" % i) + ";")
        self.body.append("%s = *%s;" % (name, p))
        self.both("trace(%s);" % name, lambda q: rec_raw(mem))
        rt = resolve(t)
        cand = [(mn, mt, moff // 8) for mn, mt, bits, moff in rt.members
                if mn and not bits]
        if kind == "g" and cand:	# a global's member has an address
            mn, mt, off = self.r.choice(cand)
            msize = resolve(mt).size
            if resolve(mt).kind != "arr":
                self.print_of("&%s.%s" % (name, mn), mt, mem[off:off + msize])
            where = "&%s.%s" % (name, mn)
            if resolve(mt).kind == "arr":
                where = "(char *)%s.%s" % (name, mn)
            n = self.r.randrange(1, len(mem) - off + 1)
            data = mem[off:off + n]
            self.both("tracemem(%s, %d);" % (where, n), lambda q: rec_raw(data))
        if self.r.random() < 0.5:
            q = "this->q%d" % i
            pt = ptr_target(t)
            self.body.append("%s = (%s *)alloca(%d);" % (q, pt.name, len(mem) + 8))
            self.body.append("*%s = %s;" % (q, name))
            self.print_of(q, pt, mem)

    def kernel_struct(self):
        """struct callback_head (a function pointer of the kernel's own
        type) or struct qstr (a const member), filled through a uint64_t
        pointer."""
        nxt, fn = self.r.choice([0, 0x10]), self.r.choice([0, 0x20, 2**64 - 1])
        i = self.nobj
        self.nobj += 1
        w = "this->w%d" % i
        ind = " " * 45
        if self.r.random() < 0.5:
            self.body.append("%s = (uint64_t *)alloca(16);" % w)
            lines = ["(struct callback_head) {"]
            if nxt:
                lines.append(ind + ".next = (struct callback_head *)0x%x," % nxt)
            if fn:
                lines.append(ind + ".func = (void (*)(*) (struct callback_head *))0x%x," % fn)
            t = "struct callback_head"
        else:
            self.body.append("%s = (uint64_t *)alloca(16);" % w)
            lines = ["(struct qstr) {"]
            if nxt:
                lines += [ind + "(union) {", ind + " (struct) {",
                          ind + "  .hash = (u32)%d," % nxt, ind + " },",
                          ind + " .hash_len = (u64)%d," % nxt, ind + "},"]
            if fn:
                lines.append(ind + ".name = (const unsigned char *)0x%x," % fn)
            t = "struct qstr"
        lines = [" " * 44 + lines[0]] + lines[1:] + [" " * 44 + "}"]
        self.body.append("%s[0] = 0x%x; %s[1] = 0x%x;" % (w, nxt, w, fn))
        self.both("print((%s *)%s);" % (t, w), lambda q: rec_print(lines))

    def scalar_actions(self):
        for _ in range(self.r.randrange(1, 6)):
            c = self.r.randrange(4)
            if self.rawbytes and c in (1, 2):
                continue
            if c == 0 and self.rawbytes:	# dt_print_trace( ): the record's bytes
                t = self.r.choice(INTS)
                v = self.r.choice(VALS + [-1, -128, -32768, -2**31, -2**63])
                b = (v & ((1 << (t.size * 8)) - 1)).to_bytes(t.size, "little")
                self.both("trace((%s)%s);" % (t.name, int_text(v)),
                          lambda q: rec_raw(b))
            elif c == 0:
                t = self.r.choice(INTS)
                v = self.r.choice(VALS + [-1, -128, -32768, -2**31, -2**63])
                self.both("trace((%s)%s);" % (t.name, int_text(v)),
                          lambda q: rec_trace(v & (2**64 - 1), t.size, t.signed, q))
            elif c == 1:
                s = self.r.choice(STRS)
                if self.r.random() < 0.5:
                    self.both("trace(%s);" % d_string(s), lambda q: rec_string(s, q))
                else:
                    self.body.append("this->s = %s;" % d_string(s))
                    self.both("trace(this->s);", lambda q: rec_string(s, q))
            elif c == 2 and self.r.random() < 0.3 and not self.printsize:
                # a string is a char [strsize] (dt_cg_act_print( ) takes
                # the type its typedef references); its bytes to the NUL
                st = self.r.choice([x for x in STRS if x])
                lines = [" " * 44 + "(char [256]) ["] + \
                    [" " * 45 + "(char)'%s'," % ch for ch in st] + [" " * 44 + "],"]
                self.both("print(%s);" % d_string(st), lambda q: rec_print(lines))
            elif c == 2:
                v = self.r.choice(PTRS)
                self.both("trace((int *)0x%x);" % v,
                          lambda q: rec_trace(v, 8, False, q))
            elif self.r.random() < 0.3:	# a char array: its bytes
                self.both("trace(curthread->comm);", lambda q: rec_raw(COMM))
            elif self.r.random() < 0.4 and not self.printsize:
                self.kernel_struct()
            elif self.printsize:
                continue
            else:
                sec, nsec = self.r.choice([(0, 0), (5, 7), (2**40, 999999999),
                                           (-1, 1)])
                self.body.append("this->ts = (struct timespec64 *)alloca(16);")
                self.body.append("this->ts->tv_sec = %d;" % sec)
                self.body.append("this->ts->tv_nsec = %d;" % nsec)
                lines = ["(struct timespec64) {"]
                if sec:
                    lines.append(" .tv_sec = (time64_t)%d," % sec)
                if nsec:
                    lines.append(" .tv_nsec = (long int)%d," % nsec)	# BTF's name
                lines.append("}")
                lines = [" " * 44 + x for x in lines]
                self.both("print(this->ts);", lambda q: rec_print(lines))

    def build(self):
        if self.rawbytes:
            self.decls.insert(0, "#pragma D option rawbytes")
        for _ in range(self.r.randrange(1, 4)):
            if self.r.random() < 0.7:
                self.object_actions()
            else:
                self.scalar_actions()
        text = "\n".join(self.decls) + "\n\nBEGIN\n{\n\t" + \
            "\n\t".join(self.body) + "\n\texit(0);\n}\n"
        return text

    def want(self, quiet):
        out = "".join(q if quiet else v for _, q, v in self.recs)
        if quiet:		# main( )'s "\n" once the consumer is done
            return out + "\n"
        return "%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME") + \
            "CPU %6d %32s " % (1, ":BEGIN") + out + "\n\n"


# ---------------------------------------------------------------- refusals

ERR_DECLS = """struct s { int a; char c[4]; void (*fp)(int); };
int gi;
"""
ERR_SETUP = ("this->p = (struct s *)alloca(sizeof (struct s)); "
             "this->f = (int (*)())0; @a = count(); ")


def proto_arg(f, n, proto, arg):
    return ("D_PROTO_ARG", "%s( ) argument #%d is incompatible with prototype:\n"
            "\tprototype: %s\n\t argument: %s" % (f, n, proto, arg))


def proto_len(f, n, cmp, want):
    return ("D_PROTO_LEN", "%s( ) prototype mismatch: %d arg%spassed, %s%d expected" % (
        f, n, " " if n == 1 else "s ", cmp, want))


TM_SIZE = ("D_TRACEMEM_SIZE", "tracemem( ) argument #2 must be a non-zero positive "
           "integral constant expression")


def tm_addr(arg):
    return ("D_TRACEMEM_ADDR", "tracemem( ) argument #1 is incompatible with "
            "prototype:\n\tprototype: pointer or integer\n\t argument: %s" % arg)


def print_size(name):
    return ("D_PRINT_SIZE", "print( ) argument #1 reference has type '%s' with size 0; "
            "cannot print( ) it." % name)


def refusals(r):
    """(statement, (tag, message)) of one refused statement."""
    ints = [t.name for t in INTS]
    it = r.choice(ints)
    return r.choice([
        ("print((%s)1);" % it, proto_arg("print", 1, "void *", it)),
        ("print(gi);", proto_arg("print", 1, "void *", "int")),
        ("print(*this->p);", proto_arg("print", 1, "void *", "struct s")),
        ("print(@a);", proto_arg("print", 1, "void *", "aggregation")),
        ("print();", proto_len("print", 0, "", 1)),
        ("print(this->p, this->p);", proto_len("print", 2, "", 1)),
        ("print((void *)this->p);", print_size("void")),
        ("print((%s *)this->p);" % "void", print_size("void")),
        ("print(this->f);", print_size(FUNC_NAME)),
        ("print(this->p->fp);", print_size(FUNC_NAME)),
        ("trace();", proto_len("trace", 0, "", 1)),
        ("trace(1, 2);", proto_len("trace", 2, "", 1)),
        ("trace((void)0);", ("D_TRACE_VOID", "trace( ) may not be applied to a "
                             "void expression")),
        ("trace(@a);", ("D_TRACE_DYN", "trace( ) may not be applied to a dynamic "
                        "expression")),
        ("tracemem(this->p);", proto_len("tracemem", 1, "at least ", 2)),
        ("tracemem(this->p, 8, 1, 2);", proto_len("tracemem", 4, "at most ", 3)),
        ("tracemem(this->p, gi);", TM_SIZE),
        ("tracemem(this->p, 0);", TM_SIZE),
        ("tracemem(this->p, -%d);" % r.randrange(1, 9), TM_SIZE),
        ("tracemem(this->p, 1 - 1);", TM_SIZE),
        ('tracemem("abc", 4);', tm_addr("string")),
        ("tracemem(*this->p, 4);", tm_addr("struct s")),
        ('tracemem(this->p, 8, "x");', proto_arg("tracemem", 3, "size_t", "string")),
        ("tracemem(this->p, 8, this->p);", proto_arg("tracemem", 3, "size_t",
                                                    "struct s *")),
        ("tracemem(this->p, 8, this->f);", proto_arg("tracemem", 3, "size_t",
                                                    "function pointer")),
    ])


def verdict(rc, err):
    m = re.search(r"\[(D_[A-Z_0-9]+)\] (?:line \d+: )?(.*)", err, re.S)
    if m:
        return m.group(1), m.group(2).rstrip()
    return "exit %d" % rc, err.strip()[:300]


# ---------------------------------------------------------------- running

def run(sonda, prog, extra):
    return fuzzlib.run_script(sonda, prog, extra +
                              ["-x", "scratchsize=%d" % SCRATCH],
                              timeout=30, enc="latin-1")


ADDR = re.compile(r"(0x[0-9a-f]+|\(nil\)) = \*\n")
CPU = re.compile(r"^(CPU +ID +FUNCTION:NAME\n) *\d+ ", re.M)


def norm(out):
    out = ADDR.sub("ADDR = *\n", out)
    return CPU.sub(lambda m: m.group(1) + "CPU ", out, count=1)


def one(sonda, seed):
    """[(what, program, want, got)] of the disagreements of one seed."""
    r = random.Random(seed)
    bad = []
    if r.random() < 0.25:
        stmt, want = refusals(r)
        prog = ERR_DECLS + "\nBEGIN\n{\n\t" + ERR_SETUP + stmt + "\n\texit(0);\n}\n"
        rc, out, err = run(sonda, prog, ["-e", "-x", "errtags"])
        got = verdict(rc, err)
        if got != want:
            bad.append(("refusal", prog, "%s %s" % want, "%s %s" % got))
        return 1, bad
    p = Prog(seed)
    prog = p.build()
    for quiet in (True, False):
        rc, out, err = run(sonda, prog, ["-q"] if quiet else [])
        want = p.want(quiet)
        got = norm(out) if rc == 0 else "exit %d: %s" % (rc, err.strip()[:400])
        if got != want:
            bad.append(("-q" if quiet else "default", prog, want, got))
    return 0, bad


def first_diff(a, b):
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    return i


def main():
    ap = fuzzlib.options(n=100, j=2)
    args = ap.parse_args()
    global REF
    REF = args.ref
    nbad = nref = 0
    for seed, isref, bad in fuzzlib.seeds(args, lambda a, s: (s,) + one(a.bin, s)):
        nref += isref
        if args.v and bad == []:
            print("seed %d: ok" % seed)
        for what, prog, want, got in bad:
            nbad += 1
            i = first_diff(want, got)
            print("seed %d (%s):\n%s\n  want (from byte %d): %r\n  got:  %r\n" % (
                seed, what, prog, i, want[max(0, i - 80):i + 300],
                got[max(0, i - 80):i + 300]))
    print("%d programs (%d refusals), %d disagreements" % (args.n, nref, nbad))
    return 1 if nbad else 0


if __name__ == "__main__":
    sys.exit(main())
