#!/usr/bin/python3
"""ktypes.py - the kernel's own types and symbols as D sees them, against a model of DTrace.

Reads the running kernel's BTF with `bpftool btf dump file
/sys/kernel/btf/vmlinux -j` and its symbols from /proc/kallsyms, the
truth for layouts and addresses independent of both tracers, picks
structs, unions, typedefs and enums at random from them (nested and
anonymous members, bit-fields, flexible arrays, arrays of structs,
packed enums, function pointers, qualified pointers), and checks:

  - values (one BEGIN clause run as root with -q, one printf( ) line per
    check): sizeof of a type spelled `struct S`, `struct vmlinux`S`,
    `union U`, `enum E`, `T` and `vmlinux`T` for a typedef; offsetof of
    a member, one inside anonymous members too; sizeof of a member
    through a cast of 0; members read through a cast of alloca( )'d
    memory filled with known bytes (integers, enums, pointers and
    bit-fields); sizeof and the address of kernel symbols (`sym,
    vmlinux`sym, &`sym); a kernel enumerator on the right of a
    comparison with a kernel enum (`(enum E)1 == NAME`); casts of
    constants and of variables to kernel integer and enum typedefs
    (vmlinux`bool among them: DTrace's _Bool converts nothing);
  - print( ) of a pointer to a kernel struct or union (up to 128 bytes)
    in alloca( )'d memory filled with known bytes (a fifth of the
    programs);
  - refusals (compiled with -e -x errtags, one statement each): the tag
    and message naming a member's type (`((struct S *)0)->m.nope` and
    `->nope`, for struct S and for curthread's task_struct), offsetof of a
    bit-field, of a missing member and of a type that is no struct,
    sizeof of a bit-field, a variable of a kernel symbol's type or of a
    cast to a kernel type assigned curthread (the type in D_OP_INCOMPAT),
    `((vmlinux`T)0).x` for a kernel typedef T, D's own names (size_t,
    pid_t) among them (the kernel's type, resolved, in D_OP_SOU), ``sym
    and vmlinux``sym, names that are no type or symbol, and structs and
    enums no type has (sizeof, offsetof, -> and a cast: dt_decl_type( )
    makes a forward tag of the name, scope and all).

The model follows libdtrace and libctf, with the kernel's BTF turned into
CTF as dt_btf.c's dt_btf_add_to_ctf( ) does:

  - type names: libctf's ctf_type_aname( ) and ctf_decl_push( ) (the
    decl stack: base, pointers, arrays, functions; qualifiers before a
    base type, after a '*'; arrays inside out; pointers parenthesized
    when they come after a dimension or a function); an integer keeps its
    BTF (DWARF) name ("long unsigned int", "short int", "_Bool"); an
    untagged struct is "struct ", so a pointer to one "struct  *"; a
    function "RET (*) (ARGS)" (ctf_add_function( ) of the BTF prototype,
    a trailing "..." being BTF's type 0, the integer dt_btf_to_ctf( )
    names "void"); BTF's ENUM64, TYPE_TAG and FUNC kinds become that
    "void" (dt_btf_add_to_ctf( ): "Ignored for CTF");
  - sizes: ctf_type_size( ): an enum is 4 bytes whatever BTF says
    (ctf_add_enum( ) makes ints; BTF has 1-byte packed enums), a
    function 0, a struct or union its BTF size (ctf_add_struct_sized( )),
    an array elements times element size; a bit-field member is a slice
    (ctf_add_slice( ) of its resolved type) whose size is its bits rounded
    up to a power-of-two byte count;
  - dt_parser.c: dt_node_offsetof( ) (D_OFFSETOF_TYPE, D_UNKNOWN "failed
    to determine offset of M: Member name not found",
    D_OFFSETOF_BITFIELD), dt_node_op1( ) and dt_cook_op1( ) for sizeof
    (D_SIZEOF_TYPE for size 0, D_SIZEOF_BITFIELD), dt_node_type_assign( )
    (a bit-field is an integer whose bits are not 8, 16, 32 or 64: so
    __int128 is one), dt_cook_op2( ) for . and -> (D_OP_PTR, D_OP_SOU
    naming the resolved type, D_OP_INCOMPLETE for a forward declaration
    with no definition, D_TYPE_MEMBER "M is not a member of T");
    ctf_member_info( ) finds members inside anonymous structs and unions
    (offsets added up);
  - values: dt_cg_load( ) by the member's size and DT_NF_SIGNED (a BTF
    SIGNED integer wider than 8 bits: dt_btf.c makes every 8-bit integer
    but _Bool CTF_INT_CHAR alone, so char, signed char and s8 are
    unsigned; an enum is unsigned, 4 bytes; a _Bool its byte),
    dt_cg_field_get( ) for bit-fields (little-endian: the bits at the
    member's bit offset); dt_cook_op2( )'s relational operators turn an
    identifier on the right of an enum into its enumerator's value
    (values in int only: the constant is an int, the enum unsigned);
    dt_node_op2( )'s folding of a cast and dt_cg_typecast( ): shift up
    and back by the destination's size when it narrows or changes sign;
  - print( ): dtypes.py's Printer (dt_print_type( ), dt_print_visit( ))
    over the converted types: members by their BTF offsets, a bit-field
    a slice of its resolved type, an anonymous member "(struct) {";
  - symbols: dt_xcook_ident( ) and dtrace_symbol_type( ) (dt_module.c): a
    kernel symbol with no CTF variable (linker symbols, functions) is the
    kernel's uintptr_t, and &`sym (dt_type_pointer( )) the
    kernel's pointer to uintptr_t or else to what it resolves to, at the
    address /proc/kallsyms gives, sizeof `sym its symbol's size
    (dt_node_sizeof( ): the distance to the next symbol listed, as
    dt_symtab_sort( ) sets it); ``sym looks among user modules only
    (D_IDENT_UNDEF "failed to resolve ``sym: Unknown symbol name");
    vmlinux``sym is D_SYM_BADREF.

The kernel's types are BTF's, as DTrace converts them without the kernel's
CTF (dt_btf.c): every 8-bit integer but _Bool is an unsigned char, whatever
its name and BTF encoding. Names the program's D library or D's own
types also define (size_t, pid_t, ipaddr_t, ...) are not generated:
DTrace looks in its C and D containers first.

With --ref (DTrace for Linux itself as -b), DTrace's own bugs, which sonda
does not copy, are modelled or left out: a signed integer member read
through a pointer is zero-extended (dt_cg_node( )'s DT_TOK_PTR/DOT loads it
with no dt_cg_promote( ) of the member: (long) of an int -5 is 4294967291);
a D pointer to a type the BTF has no pointer to names a union "struct"
(libctf's ctf_add_type( ), which dt_type_pointer( ) calls, copies unions
with ctf_add_struct_sized( ): Btf.copy_unions( )), so those print( ) and
refusal cases are not generated, nor print( )s of types holding an
anonymous union, which dtrace-ref names "(struct)" in some types and
"(union)" in others (Btf.anon_union( )); libctf's messages' final "." (this
machine's libctf) is dropped, as are refusals naming a kernel function
pointer type (DTrace's "int (*)(*) ()", common.md); a member of an
anonymous member is at its offset in that one (Btf.members( ): this
machine's libctf); programs DTrace's verifier refuses are
counted apart.

Left out, not fixed in sonda: a kernel typedef named bare when its name
neither ends in _t nor starts with __ (sonda's lexer takes a bare name for
a kernel type only then or for linux/types.h's short names, so that an
unknown identifier does not load the BTF: driver/compile.c's is_type( );
DTrace's id_or_type( ) looks any name up once the next token allows a
type): those are spelled vmlinux`name here; sizeof of a packed (1-byte)
kernel enum (DTrace's ctf_add_enum( ) makes every enum 4 bytes and its
loads read 3 bytes past the member; sonda keeps BTF's size), so 1-byte
enums are neither sized nor read here. Left out as unpredictable: sizeof
of a bit-field slice of 8, 16, 32 or 64 bits narrower than its type
(libctf's slice size); kernel variables by value (this kernel lists none in /proc/kallsyms without
CONFIG_KALLSYMS_ALL, and per-CPU ones have no single address); symbols
kallsyms lists twice; names BTF has twice for one kind (DTrace's
dt_btf_add_to_ctf( ) keeps the first by name, libbpf finds the first by
id: the same here, but the model does not follow recursion order);
unknown module scopes (nomod`x: dt_module_load( )'s error); print( ) of
structs holding floats, 16-byte integers or packed enums; kernel
enumerators as plain identifiers (DTrace makes no identifiers of them);
casts to function pointer typedefs.

  tests/fuzz/ktypes.py [-n PROGRAMS] [-s SEED] [-j N] [-b SONDA] [-v]

Deterministic by seed (and the running kernel); each program is seed,
seed+1, ... Prints each disagreement (the check, what the model wants,
what sonda printed); exit status 1 if any. Not run by tests/run.
"""
import json
import os
import random
import re
import subprocess
import sys

import fuzzlib
from dtypes import Printer, Unpredictable

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
QUALS = ("CONST", "VOLATILE", "RESTRICT")
SKIP = ("TYPEDEF",) + QUALS
VOIDISH = ("ENUM64", "TYPE_TAG", "FUNC", "VAR", "DATASEC", "DECL_TAG")
NOPE = "zz_nope"


# ---------------------------------------------------------------- the BTF

class Btf:
    def __init__(self):
        out = subprocess.run(["bpftool", "btf", "dump", "file",
                              "/sys/kernel/btf/vmlinux", "-j"],
                             capture_output=True, text=True, check=True).stdout
        self.t = {x["id"]: x for x in json.loads(out)["types"]}
        self.anon_inner = False	# members( ): set by --ref
        self.t[0] = {"id": 0, "kind": "VOID", "name": "void"}
        count = {}
        for x in self.t.values():
            key = (x["kind"], x["name"])
            count[key] = count.get(key, 0) + 1
        self.count = count
        taken = self.words = d_words()
        # types named once for their kind, and by names D does not define
        self.byname = {}
        for x in self.t.values():
            if x["kind"] in ("STRUCT", "UNION", "ENUM", "TYPEDEF") and \
                    x["name"] != "(anon)" and count[(x["kind"], x["name"])] == 1 \
                    and x["name"] not in taken and \
                    count.get(("FWD", x["name"]), 0) == 0:
                self.byname.setdefault(x["kind"], []).append(x["id"])
        self.alltd = [x["id"] for x in self.t.values() if x["kind"] == "TYPEDEF"
                      and count[("TYPEDEF", x["name"])] == 1]
        self.task = [x["id"] for x in self.t.values() if x["kind"] == "STRUCT"
                     and x["name"] == "task_struct"][0]
        self.pointed = {x["type_id"] for x in self.t.values() if x["kind"] == "PTR"}
        # where the sign of an 8-bit integer shows (few among thousands):
        # typedefs of one, structs and unions with a member of one
        self.td8 = [i for i in self.alltd if self.char8(i)]
        self.sou8 = [i for k in ("STRUCT", "UNION") for i in self.byname[k]
                     if 0 < self.size(i) <= 128 and
                     any(self.char8(m[1]) for m in self.members(i))]

    def char8(self, i):
        """Is i, through typedefs, an 8-bit integer BTF calls signed or
        char (unsigned in DTrace all the same)?"""
        x = self.t[self.resolve(i)]
        return x["kind"] == "INT" and x["nr_bits"] == 8 and \
            (x["encoding"] == "SIGNED" or x["name"] == "char")

    def addrof(self, i):
        """The name of &x's type for x of type i: dt_type_pointer( ) takes
        the kernel's pointer to i, else (ctf_type_pointer( ) resolves) to
        what i resolves to, else makes one to i."""
        if i not in self.pointed and self.resolve(i) in self.pointed:
            i = self.resolve(i)
        return self.name(i) + " *"

    def copy_unions(self, i):
        """Does a D pointer to i copy it with a union among the names
        print( ) or an error shows? dt_type_pointer( ) makes a pointer
        the kernel's BTF has none of in D's own dict, after libctf's
        ctf_add_type( ) copied i there, and ctf_add_type( ) copies a union
        with ctf_add_struct_sized( ): the copy and every union it holds
        by value, or points to, are named "struct" (dtrace-ref: "struct
        sctp_params *" for (union sctp_params *)0). A libctf bug DTrace
        shows and sonda does not copy: --ref leaves those cases out."""
        if i in self.pointed or self.resolve(i) in self.pointed:
            return False

        def union_ptr(x):	# a pointer names its pointee, holds none
            return self.t[self.resolve(x["type_id"])]["kind"] == "UNION"
        return self.reaches(i, lambda x: x["kind"] == "UNION", union_ptr,
                            lambda x: "type_id" in x and x["kind"] != "FUNC_PROTO")

    def anon_union(self, i):
        """Does i hold an anonymous union by value? dtrace-ref's print( )
        names some of them "(struct)" (struct in6_addr's in6_u, struct
        qstr's) and others "(union)" (struct bpf_devmap_val's bpf_prog),
        as its libctf conversion leaves them: --ref leaves those out."""
        return self.reaches(
            i, lambda x: x["kind"] == "UNION" and x["name"] == "(anon)", None,
            lambda x: x["kind"] in ("TYPEDEF", "CONST", "VOLATILE", "RESTRICT", "ARRAY"))

    def reaches(self, i, hit, at_ptr, through):
        """Does a walk from type i meet a type hit( ) takes? It goes into
        every member of a struct or union, into the type_id of a type
        through( ) takes, and stops at a pointer, which is a hit when
        at_ptr( ) says so (at_ptr None: pointers are walked as through( )
        says)."""
        seen, todo = set(), [i]
        while todo:
            j = todo.pop()
            if j in seen:
                continue
            seen.add(j)
            x = self.t[j]
            if hit(x):
                return True
            if x["kind"] in ("STRUCT", "UNION"):
                todo += [m["type_id"] for m in x["members"]]
            elif at_ptr and x["kind"] == "PTR":
                if at_ptr(x):
                    return True
            elif through(x):
                todo.append(x["type_id"])
        return False

    def lookup(self, kind, name):
        for i in self.byname.get(kind, []):
            if self.t[i]["name"] == name:
                return i
        return None

    def kind(self, i):
        k = self.t[i]["kind"]
        return "VOID" if k in VOIDISH else k

    def resolve(self, i):
        """ctf_type_resolve( ): through typedefs and qualifiers."""
        while self.kind(i) in SKIP:
            i = self.t[i]["type_id"]
        return i

    def size(self, i):
        """ctf_type_size( ) of the converted type."""
        i = self.resolve(i)
        x, k = self.t[i], self.kind(i)
        if k == "PTR":
            return 8
        if k in ("FUNC_PROTO", "VOID", "FWD"):
            return 0
        if k == "ENUM":
            return 4
        if k == "ARRAY":
            return x["nr_elems"] * self.size(x["type_id"])
        return x["size"]

    def packed(self, i):
        """Whether i is (an array of) a packed enum, whose size the model
        leaves out (see "Left out, not fixed in sonda")."""
        i = self.resolve(i)
        if self.kind(i) == "ARRAY":
            return self.packed(self.t[i]["type_id"])
        return self.kind(i) == "ENUM" and self.t[i]["size"] != 4

    def name(self, i):
        """ctf_type_aname( ) over ctf_decl_push( )'s stack."""
        nodes = [[], [], [], []]	# base, pointer, array, function
        order = [-1, -1, -1, -1]
        st = {"ordp": 0, "qualp": 0}

        def push(i):
            k = self.kind(i)
            prec, qual = 0, False
            if k == "ARRAY":
                push(self.t[i]["type_id"])
                prec = 2
            elif k == "TYPEDEF" and self.t[i]["name"] == "(anon)":
                push(self.t[i]["type_id"])
                return
            elif k == "FUNC_PROTO":
                push(self.t[i]["ret_type_id"])
                prec = 3
            elif k == "PTR":
                push(self.t[i]["type_id"])
                prec = 1
            elif k in QUALS:
                push(self.t[i]["type_id"])
                prec, qual = st["qualp"], True
            if not nodes[prec]:
                order[prec] = st["ordp"]
                st["ordp"] += 1
            if 0 < prec < 2 and prec > st["qualp"]:
                st["qualp"] = prec
            if k == "ARRAY" or (qual and prec == 0):
                nodes[prec].insert(0, i)
            else:
                nodes[prec].append(i)
        push(i)
        ptr, arr = order[1] > 1, order[2] > 2
        rp = 2 if arr else 1 if ptr else -1
        lp = 1 if ptr else 2 if arr else -1
        out, k = "", "PTR"
        for prec in range(4):
            for n in nodes[prec]:
                if k not in ("PTR", "ARRAY"):
                    out += " "
                if lp == prec:
                    out += "("
                    lp = -1
                out += self.word(n)
                k = self.kind(n)
            if rp == prec:
                out += ")"
        return out

    def word(self, i):
        x, k = self.t[i], self.kind(i)
        nm = "" if x["name"] == "(anon)" else x["name"]
        if k in ("INT", "FLOAT", "TYPEDEF"):
            return nm
        if k == "VOID":
            return "void"
        if k == "PTR":
            return "*"
        if k == "ARRAY":
            return "[%d]" % x["nr_elems"]
        if k == "FUNC_PROTO":
            return "(*) (%s)" % ", ".join(self.name(p["type_id"])
                                          for p in x["params"])
        if k in ("STRUCT", "UNION", "ENUM"):
            return "%s %s" % (k.lower(), nm)
        if k == "FWD":
            return "%s %s" % (x["fwd_kind"], nm)
        return {"CONST": "const", "VOLATILE": "volatile",
                "RESTRICT": "restrict"}[k]

    def is_tname(self, name):
        """Does dt_type_lookup( ) find a type named name (a typedef or a
        base type of the kernel's, or one of D's own)?"""
        return name in self.words or any((k, name) in self.count
                                         for k in ("TYPEDEF", "INT", "FLOAT"))

    def members(self, i, off=0):
        """(name, type, bit offset, bits) of each member ctf_member_info( )
        finds by name, anonymous ones' members included, first first. With
        --ref (self.anon_inner), a member of an anonymous one has its
        offset in that one: the libctf of dtrace-ref here (binutils 2.40)
        returns ctf_member_info( ) of the anonymous member's type as it is,
        without the anonymous member's own offset (offsetof(struct
        kernel_param, str) is 0 there, 32 in sonda)."""
        seen = set()
        for m in self.t[i]["members"]:
            o = off + m["bits_offset"]
            if m["name"] in KEYWORDS:
                continue	# D's grammar: a syntax error after -> or offsetof
            if m["name"] != "(anon)":
                if m["name"] not in seen:
                    seen.add(m["name"])
                    yield m["name"], m["type_id"], o, m.get("bitfield_size", 0)
            elif self.kind(m["type_id"]) in ("STRUCT", "UNION"):
                for x in self.members(m["type_id"], 0 if self.anon_inner else o):
                    if x[0] not in seen:
                        seen.add(x[0])
                        yield x

    def member(self, i, name):
        for m in self.members(i):
            if m[0] == name:
                return m
        return None

    def int_enc(self, i):
        """(bits, signed) of an integer type, None for others."""
        i = self.resolve(i)
        if self.kind(i) != "INT":
            return None
        x = self.t[i]
        return x["nr_bits"], int_signed(x)

    def is_bitfield(self, tid, bits):
        """dt_node_type_assign( )'s DT_NF_BITFIELD of a member."""
        enc = self.int_enc(tid)
        if enc is None:
            return False	# an enum's slice is no integer
        b = bits or enc[0]
        size = b // 8
        return size > 8 or b % 8 != 0 or (size & (size - 1)) != 0


def int_signed(x):
    """The sign of BTF integer x in DTrace: dt_btf.c's
    dt_btf_add_to_ctf( ) makes every 8-bit integer CTF_INT_CHAR alone (or
    CTF_INT_BOOL, named _Bool), so char, signed char and s8 are unsigned."""
    return x["encoding"] == "SIGNED" and x["nr_bits"] != 8


def d_words():
    """Every word of the D library and of D's own types in sonda's source:
    names DTrace finds in its own containers before the kernel's."""
    words = set()
    for f in ("src/lang/dlib.c", "src/lang/types.c"):
        with open(os.path.join(ROOT, f)) as fh:
            words |= set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", fh.read()))
    return words | KEYWORDS


KEYWORDS = set("""auto break case char const continue counter default do double
else enum extern float for goto if import inline int int8_t int16_t int32_t
int64_t long offsetof probe provider register restrict return self short signed
sizeof static string stringof struct switch this translator typedef union
unsigned void volatile while xlate arg0 arg1 arg2 args caller cpu curcpu
curthread epid errno execname gid id ipl pid ppid probefunc probemod probename
probeprov root stackdepth tid timestamp uid vtimestamp walltimestamp
userland""".split())


# the names dt_module.c's dt_modsym_addsym( ) leaves out of its tables
DT_SKIPPED = ("__crc_", "__ksymtab_", "__kcrctab_", "__kstrtab_", "__param_",
              "__syscall_meta__", "__p_syscall_meta__", "__event_", "event_",
              "ftrace_event_", "types__", "args__", "__tracepoint_",
              "__tpstrtab_", "__initcall_", "__setup_", "__pci_fixup_")


def kallsyms():
    """name -> (address, type, size) of each symbol /proc/kallsyms lists
    once, of vmlinux (no [module]), with a name D can spell, but none of
    the names DTrace leaves out (DT_SKIPPED); its size is DTrace's
    (dt_symtab_sort( )): the distance to the next symbol it keeps."""
    seen, out, prev = {}, {}, None
    with open("/proc/kallsyms") as f:
        for line in f:
            parts = line.split()
            if len(parts) != 3:
                continue
            if parts[2].startswith(DT_SKIPPED):
                continue	# not in DTrace's table: prev's size spans it
            a = int(parts[0], 16)
            if prev in out and out[prev][2] is None:
                out[prev] = out[prev][:2] + (max(a - out[prev][0], 0),)
            prev = None
            if not re.match(r"^[A-Za-z_][A-Za-z_0-9]*$", parts[2]):
                continue
            seen[parts[2]] = seen.get(parts[2], 0) + 1
            out[parts[2]] = (a, parts[1], None)
            prev = parts[2]
    return {k: v for k, v in out.items() if seen[k] == 1 and int(v[0]) != 0}


# ---------------------------------------------------------------- print( )

class KT:
    """A kernel type as dtypes.py's Printer walks it (kind, name, size and
    the attributes of its kind), named as libctf names the converted type."""
    pass


def ktype(b, i, memo):
    """The KT of BTF type i; Unpredictable for what the model leaves out
    of print( ) (floats, functions, 16-byte integers, packed enums)."""
    if i in memo:
        return memo[i]
    x, k = b.t[i], b.kind(i)
    t = KT()
    memo[i] = t
    t.name, t.size = b.name(i), b.size(i)
    if k in SKIP:
        t.kind, t.base = "td", ktype(b, x["type_id"], memo)
    elif k == "INT":
        if x["size"] > 8:
            raise Unpredictable
        t.kind, t.bits = "int", x["nr_bits"]
        t.signed = int_signed(x)
        t.char = x["nr_bits"] == 8 and x["name"] != "_Bool"
    elif k == "ENUM":
        if x["size"] != 4:
            raise Unpredictable
        t.kind, t.signed, t.bits, t.char = "enum", False, 32, False
        t.items = [(v["name"], ext32(v["val"])) for v in x["values"]]
    elif k == "PTR":
        t.kind = "ptr"
    elif k == "ARRAY":
        t.kind, t.n = "arr", x["nr_elems"]
        t.base = ktype(b, x["type_id"], memo)
    elif k in ("STRUCT", "UNION"):
        t.kind, t.union = "sou", k == "UNION"
        t.members = []
        for m in x["members"]:
            bits = m.get("bitfield_size", 0)
            mt = ktype(b, b.resolve(m["type_id"]) if bits else m["type_id"], memo)
            t.members.append((None if m["name"] == "(anon)" else m["name"], mt,
                              bits, m["bits_offset"]))
    else:
        raise Unpredictable
    return t


def ext32(v):
    v &= 0xffffffff
    return v - (1 << 32) if v >> 31 else v


# ---------------------------------------------------------------- programs

def dtcast(v, ssize, ssigned, dsize, dsigned):
    """dt_cg_typecast( ) / dt_node_op2( )'s cast of 64-bit value v."""
    n = (8 - dsize) * 8
    v &= (1 << 64) - 1
    if n == 0 or (dsize > ssize and (dsigned or not ssigned)) or \
            (dsize == ssize and dsigned == ssigned):
        return v
    v = (v << n) & ((1 << 64) - 1)
    return (s64(v) >> n) & ((1 << 64) - 1) if dsigned else v >> n


def s64(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


class Prog:
    def __init__(self, btf, syms, seed, ref=False):
        self.b, self.syms, self.ref = btf, syms, ref
        self.r = random.Random(seed)
        self.body, self.want = [], []
        self.nobj = 0

    def sou(self, kinds=("STRUCT", "UNION")):
        if len(kinds) == 2 and self.r.random() < 0.2:
            return self.r.choice(self.b.sou8)
        k = self.r.choice(kinds)
        return self.r.choice(self.b.byname[k])

    def spell(self, i):
        x = self.b.t[i]
        k = x["kind"]
        mod = "vmlinux`" if self.r.random() < 0.3 else ""
        if k == "TYPEDEF":
            return mod + x["name"] if mod else tdname(x["name"])
        return "%s %s%s" % (k.lower(), mod, x["name"])

    def check(self, expr, want):
        self.body.append('printf("%%d\\n", (long)(%s));' % expr)
        self.want.append(str(want))

    def c_sizeof(self):
        kind = self.r.choice(["STRUCT", "UNION", "ENUM", "TYPEDEF", "TYPEDEF"])
        i = self.r.choice(self.b.byname[kind])
        size = self.b.size(i)
        rt = self.b.resolve(i)
        if size == 0 or self.b.packed(rt):
            raise Unpredictable	# a refusal (see refusal( )), a packed enum
        self.check("sizeof (%s)" % self.spell(i), size)

    def c_offsetof(self):
        i = self.sou(("STRUCT", "STRUCT", "UNION"))
        # a member named as a type (the kernel's typedef "code", say) is
        # a syntax error: dt_lex.l's id_or_type( ) makes a name before
        # ')' in a clause a DT_TOK_TNAME when dt_type_lookup( ) finds it,
        # and offsetof( ) wants a DT_TOK_IDENT (dt_grammar.y)
        ms = [m for m in self.b.members(i) if not self.b.is_bitfield(m[1], m[3])
              and not self.b.is_tname(m[0])]
        if not ms:
            raise Unpredictable
        m = self.r.choice(ms)
        self.check("offsetof(%s, %s)" % (self.spell(i), m[0]), m[2] // 8)

    def c_msizeof(self):
        i = self.sou()
        ms = [m for m in self.b.members(i) if not m[3]]
        if not ms:
            raise Unpredictable
        m = self.r.choice(ms)
        if self.b.is_bitfield(m[1], 0) or self.b.size(m[1]) == 0 or \
                self.b.packed(m[1]):
            raise Unpredictable
        self.check("sizeof (((%s *)0)->%s)" % (self.spell(i), m[0]), self.b.size(m[1]))

    def c_value(self):
        i = self.sou()
        size = self.b.size(i)
        if not 0 < size <= 256:
            raise Unpredictable
        mem = bytearray(self.r.choice([0, 0x11, 0xff]) for _ in range(size))
        for _ in range(self.r.randrange(1, 9)):
            mem[self.r.randrange(size)] = self.r.randrange(256)
        p = "this->p%d" % self.nobj
        self.nobj += 1
        self.body.append("%s = (unsigned char *)alloca(%d);" % (p, size))
        fills = ["%s[%d] = %d;" % (p, j, v) for j, v in enumerate(mem) if v]
        self.body.append(" ".join(fills) if fills else "")
        ms = list(self.b.members(i))
        self.r.shuffle(ms)
        ms.sort(key=lambda m: not self.b.char8(m[1]))	# 8-bit ones first
        done = 0
        for name, tid, off, bits in ms:
            v = self.value(mem, tid, off, bits)
            if v is None:
                continue
            self.check("((%s *)%s)->%s" % (self.spell(i), p, name), s64(v))
            done += 1
            if done >= 4:
                break

    def value(self, mem, tid, off, bits):
        """dt_cg_load( ) / dt_cg_field_get( ) of a member, None when the
        model leaves it out."""
        rt = self.b.resolve(tid)
        k = self.b.kind(rt)
        word = int.from_bytes(mem, "little")
        if k == "INT":
            nbits, signed = self.b.int_enc(rt)
            if nbits > 64:
                return None
            if bits:
                nbits = bits
            if (off + nbits + 7) // 8 > len(mem):
                return None
            v = (word >> off) & ((1 << nbits) - 1)
            if self.ref and not bits:	# DTrace's zero-extended load (--ref)
                return v
            if signed and v >> (nbits - 1):
                v -= 1 << nbits
            return v
        if k == "ENUM" and not bits and self.b.t[rt]["size"] == 4:
            return (word >> off) & 0xffffffff
        if k == "PTR" and not bits:
            return (word >> off) & ((1 << 64) - 1)
        return None

    def c_symbol(self):
        name = self.r.choice(sorted(self.syms))
        addr = self.syms[name][0]
        mod = self.r.choice(["`", "vmlinux`"])
        if self.r.random() < 0.5:	# dt_node_sizeof( ): the symbol's size
            if self.syms[name][2]:
                self.check("sizeof (%s%s)" % (mod, name), self.syms[name][2])
        else:
            self.check("(long)&%s%s" % (mod, name), s64(addr))

    def c_enum(self):
        """dt_cook_op2( )'s relational operators: an identifier on the
        right of an enum is its enumerator's value (a 4-byte enum's, of
        a value in int: the constant is an int, the enum unsigned)."""
        i = self.r.choice(self.b.byname["ENUM"])
        x = self.b.t[i]
        vals = [v for v in x["values"] if 0 <= v["val"] < 2**31 and
                v["name"] not in self.b.words and
                ("TYPEDEF", v["name"]) not in self.b.count]
        if x["size"] != 4 or not vals:
            raise Unpredictable
        v = self.r.choice(vals)
        left = self.r.choice([v["val"], v["val"] + 1, 0])
        op = self.r.choice(["==", "!=", "<", ">="])
        want = {"==": left == v["val"], "!=": left != v["val"],
                "<": left < v["val"], ">=": left >= v["val"]}[op]
        self.check("(%s)%d %s %s" % (self.spell(i), left, op, v["name"]), int(want))

    def c_cast(self):
        """A cast to a kernel integer or enum type of a constant (folded
        by dt_node_op2( )) or of a variable (dt_cg_typecast( )): the same
        rule, shifting up and back by the destination's size when it
        narrows or changes sign."""
        i = self.r.choice(self.b.td8 if self.r.random() < 0.2 else self.b.alltd)
        rt = self.b.resolve(i)
        k = self.b.kind(rt)
        if k == "INT" and self.b.t[rt]["size"] <= 8:
            dsize, dsigned = self.b.t[rt]["size"], int_signed(self.b.t[rt])
        elif k == "ENUM" and self.b.t[rt]["size"] == 4:
            dsize, dsigned = 4, False
        else:
            raise Unpredictable
        v = self.r.choice([0, 1, -1, 127, 128, 255, 256, 65535, 65536, -32768,
                           2**31 - 1, -2**31, 2**32 + 7, -2**40, 2**63 - 1])
        ssize = 4 if -2**31 <= v < 2**31 else 8
        want = dtcast(v, ssize, True, dsize, dsigned)
        if self.r.random() < 0.5:
            self.check("(vmlinux`%s)%d" % (self.b.t[i]["name"], v), s64(want))
        else:
            var = "this->c%d" % self.nobj
            self.nobj += 1
            self.body.append("%s = %d;" % (var, v))
            self.check("(vmlinux`%s)%s" % (self.b.t[i]["name"], var), s64(want))

    def build(self):
        cases = [self.c_sizeof, self.c_offsetof, self.c_msizeof, self.c_value,
                 self.c_symbol, self.c_enum, self.c_cast]
        for _ in range(self.r.randrange(3, 10)):
            try:
                self.r.choice(cases)()
            except Unpredictable:
                pass
        return "BEGIN\n{\n\t%s\n\texit(0);\n}\n" % "\n\t".join(self.body + [""])


# ---------------------------------------------------------------- refusals

def opsou(b, tid, op):
    """The refusal of `X . nope` (op ".") or `X -> nope` where X has type
    tid: dt_cook_op2( )'s DT_TOK_DOT / DT_TOK_PTR."""
    t = b.resolve(tid)
    if op == "->":
        if b.kind(t) != "PTR":
            return "D_OP_PTR", "operator -> must be applied to a pointer"
        t = b.resolve(b.t[t]["type_id"])
    if b.kind(t) == "FWD":
        x = b.t[t]
        real = b.lookup(x["fwd_kind"].upper(), x["name"])
        if real is None:
            raise Unpredictable	# several or none: dt_type_lookup( )'s pick
        t = real
    if b.kind(t) not in ("STRUCT", "UNION"):
        if op == "->":
            return "D_OP_SOU", ('operator -> cannot be applied to pointer to type '
                                '"%s"; must be applied to a struct or union pointer'
                                % b.name(t))
        return "D_OP_SOU", ('operator . cannot be applied to type "%s"; must be '
                            'applied to a struct or union' % b.name(t))
    return "D_TYPE_MEMBER", "%s is not a member of %s" % (NOPE, b.name(t))


def tdname(name):
    """A kernel typedef's name as a program spells it: sonda takes a bare
    name for a kernel type only when it ends in _t or starts with __ (see
    "Left out")."""
    return name if name.endswith("_t") or name.startswith("__") else \
        "vmlinux`" + name


def refusal(b, syms, r, ref=False):
    """(statement, (tag, message)) of one refused statement."""
    stmt, want = refusal1(b, syms, r)
    m = re.search(r"\((struct|union) (\w+) \*\)0", stmt)
    if ref and "(*)" in want[1]:
        raise Unpredictable	# DTrace names a kernel function pointer "(*)(*) ()"
    i = m and b.lookup(m.group(1).upper(), m.group(2))
    if ref and i and "union" in want[1] and b.copy_unions(i):
        raise Unpredictable	# libctf's copy (Btf.copy_unions( ))
    return stmt, want


def refusal1(b, syms, r):
    c = r.randrange(9)
    if c == 8:		# a scoped typedef, D's own names too: the kernel's type
        i = r.choice(b.alltd)
        rt = b.resolve(i)
        if b.kind(rt) not in ("INT", "PTR", "ENUM") or b.kind(
                b.resolve(b.t[rt].get("type_id", 0))) == "FUNC_PROTO":
            raise Unpredictable	# casts to others are refused
        return ("trace(((vmlinux`%s)0).x);" % b.t[i]["name"],
                ("D_OP_SOU", 'operator . cannot be applied to type "%s"; must be '
                 'applied to a struct or union' % b.name(rt)))
    if c <= 2:		# a member's type named
        if c == 0:
            i, base = b.task, "curthread"
        else:
            i = r.choice(b.byname[r.choice(["STRUCT", "UNION"])])
            base = "((%s %s *)0)" % (b.t[i]["kind"].lower(), b.t[i]["name"])
        ms = list(b.members(i))
        if not ms:
            raise Unpredictable
        name, tid, off, bits = r.choice(ms)
        if r.random() < 0.3:	# the member's type in D_OP_INCOMPAT
            t = b.resolve(tid) if bits else tid
            rt = b.resolve(t)
            k = b.kind(rt)
            if k in ("ARRAY", "VOID", "FWD") or (k == "PTR" and b.kind(b.resolve(
                    b.t[rt]["type_id"])) in ("VOID", "STRUCT", "FWD", "FUNC_PROTO")) or \
                    (k == "ENUM" and b.t[rt]["size"] != 4):
                raise Unpredictable	# arrays, void *, struct pointers
            return ("x = %s->%s; x = curthread;" % (base, name),
                    ("D_OP_INCOMPAT", 'operands have incompatible types: "%s" = '
                     '"struct task_struct *"' % b.name(t)))
        op = r.choice([".", "->"])
        return "trace(%s->%s%s%s);" % (base, name, op, NOPE), opsou(b, tid, op)
    if c == 3:		# offsetof's refusals
        i = r.choice(b.byname["STRUCT"])
        nm = b.t[i]["name"]
        bf = [m for m in b.members(i) if b.is_bitfield(m[1], m[3])]
        if bf and r.random() < 0.6:
            m = r.choice(bf)
            return ("trace(offsetof(struct %s, %s));" % (nm, m[0]),
                    ("D_OFFSETOF_BITFIELD", "cannot take offset of a bit-field: %s"
                     % m[0]))
        if r.random() < 0.5:
            return ("trace(offsetof(struct %s, %s));" % (nm, NOPE),
                    ("D_UNKNOWN", "failed to determine offset of %s: Member name "
                     "not found" % NOPE))
        i = r.choice(b.byname[r.choice(["ENUM", "TYPEDEF"])])
        if b.kind(b.resolve(i)) in ("STRUCT", "UNION"):
            raise Unpredictable
        spell = tdname(b.t[i]["name"]) if b.t[i]["kind"] == "TYPEDEF" else \
            "enum " + b.t[i]["name"]
        return ("trace(offsetof(%s, x));" % spell,
                ("D_OFFSETOF_TYPE", "offsetof operand must be a struct or union type"))
    if c == 4:		# sizeof's refusals
        i = r.choice(b.byname["STRUCT"])
        nm = b.t[i]["name"]
        bf = [m for m in b.members(i) if b.is_bitfield(m[1], m[3])]
        if bf and r.random() < 0.7:
            m = r.choice(bf)
            return ("trace(sizeof (((struct %s *)0)->%s));" % (nm, m[0]),
                    ("D_SIZEOF_BITFIELD", "cannot apply sizeof to a bit-field"))
        zero = [j for j in b.byname["STRUCT"] + b.byname["TYPEDEF"] if b.size(j) == 0]
        j = r.choice(zero)
        spell = tdname(b.t[j]["name"]) if b.t[j]["kind"] == "TYPEDEF" else \
            "struct " + b.t[j]["name"]
        if b.kind(b.resolve(j)) == "FWD":
            raise Unpredictable
        return ("trace(sizeof (%s));" % spell,
                ("D_SIZEOF_TYPE", "cannot apply sizeof to an operand of unknown size"))
    if c == 5 and r.random() < 0.5:	# a cast's type, by its name
        kind = r.choice(["STRUCT", "UNION", "TYPEDEF"])
        i = r.choice(b.byname[kind])
        x = b.t[i]
        rk = b.kind(b.resolve(i))
        if kind == "TYPEDEF":
            if rk not in ("INT", "PTR", "ENUM"):
                raise Unpredictable	# a cast to a struct or array is refused
            if rk == "PTR" and b.kind(b.resolve(b.t[b.resolve(i)]["type_id"])) in (
                    "VOID", "STRUCT", "FWD"):
                raise Unpredictable	# void * (or task_struct *) is compatible
            spell, name = tdname(x["name"]), x["name"]
        else:
            if x["name"] == "task_struct":
                raise Unpredictable
            spell = name = "%s %s" % (kind.lower(), x["name"])
            spell, name = spell + " *", name + " *"
        return ("x = (%s)0; x = curthread;" % spell,
                ("D_OP_INCOMPAT", 'operands have incompatible types: "%s" = '
                 '"struct task_struct *"' % name))
    if c == 5:		# a symbol's type
        name = r.choice(sorted(syms))
        amp = r.choice(["", "&"])
        ut = [x["id"] for x in b.t.values() if x["kind"] == "TYPEDEF" and
              x["name"] == "uintptr_t"]
        t = b.addrof(ut[0]) if amp and ut else "uintptr_t" + (" *" if amp else "")
        return ("x = %s`%s; x = curthread;" % (amp, name),
                ("D_OP_INCOMPAT", 'operands have incompatible types: "%s" = '
                 '"struct task_struct *"' % t))
    if c == 6:		# user references to kernel symbols
        name = r.choice(sorted(syms))
        if r.random() < 0.5:
            return ("trace(``%s);" % name,
                    ("D_IDENT_UNDEF", "failed to resolve ``%s: Unknown symbol name"
                     % name))
        return ("trace(vmlinux``%s);" % name,
                ("D_SYM_BADREF", "kernel module 'vmlinux' symbol '%s' may not be "
                 "referenced as a user symbol" % name))
    nope = "%s_%d" % (NOPE, r.randrange(100))
    if r.random() < 0.4:	# a struct no type has: dt_decl_type's forward tag
        tag = "struct %s%s" % (r.choice(["", "vmlinux`"]), nope)
        return r.choice([
            ("trace(sizeof (%s));" % tag, ("D_SIZEOF_TYPE", "cannot apply sizeof "
                                           "to an operand of unknown size")),
            ("trace(offsetof(%s, x));" % tag, ("D_OFFSETOF_TYPE", "offsetof operand "
                                               "must be a struct or union type")),
            ("trace(((%s *)0)->x);" % tag, ("D_OP_INCOMPLETE", "operator -> cannot "
                                            "be applied to a forward declaration: no "
                                            "%s definition is available" % tag)),
            ("x = (enum %s)0;" % nope, ("D_CAST_INVAL", 'invalid cast expression: '
                                        '"int" to "enum %s"' % nope))])
    form = r.choice(["`%s", "vmlinux`%s", "sizeof (%s)"])
    what = "variable" if form.startswith("sizeof") else "symbol"
    return ("trace(%s);" % (form % nope),
            ("D_IDENT_UNDEF", "failed to resolve %s: Unknown %s name"
             % ((form % nope).replace("sizeof (", "").rstrip(")"), what)))


TAG = re.compile(r"^sonda: (?:invalid probe specifier.*?|.*?): \[(D_[A-Z_0-9]+)\] (.*)$",
                 re.S)


def verdict(rc, err):
    first = err.split("\n\t")[0].rstrip("\n")
    m = TAG.match(first.split("\n")[0])
    if rc == 0 or not m:
        return ("exit %d" % rc, err.strip()[:300])
    return m.group(1), re.sub(r"^line \d+: ", "", m.group(2))


ADDR = re.compile(r"^0x[0-9a-f]+ = \*$", re.M)


def print_case(b, sonda, r, ref=False):
    """print( ) of a kernel struct or union in alloca( )'d memory filled
    with known bytes (read back as latin-1: a char is printed as its byte):
    dt_print_type( ) as dtypes.py's Printer models it."""
    for _ in range(20):
        i = r.choice(b.sou8 if r.random() < 0.3 else
                     b.byname[r.choice(["STRUCT", "UNION"])])
        size = b.size(i)
        if not 0 < size <= 128 or ref and (b.copy_unions(i) or b.anon_union(i)):
            continue
        try:
            t = ktype(b, i, {})
        except Unpredictable:
            continue
        mem = bytearray(r.choice([0, 0, 0x11]) for _ in range(size))
        for _ in range(r.randrange(0, 6)):
            mem[r.randrange(size)] = r.randrange(0x100)
        try:
            lines = Printer(mem).run(t)
        except Unpredictable:
            continue
        fills = " ".join("p[%d] = %d;" % (j, v) for j, v in enumerate(mem) if v)
        prog = ("BEGIN\n{\n\tp = (unsigned char *)alloca(%d);\n\t%s\n"
                "\tprint((%s *)p);\n\texit(0);\n}\n" % (size, fills, b.name(i)))
        return prog, "ADDR = *\n" + "".join(x + "\n" for x in lines) + "\n"
    raise Unpredictable


def loadfail(rc, err):
    """DTrace's own verifier refusal of a program (--ref): counted apart."""
    return rc != 0 and "BPF program load for" in err


def one(b, syms, sonda, seed, t=20, ref=False):
    r = random.Random(seed)
    if r.random() < 0.2:
        try:
            prog, want = print_case(b, sonda, r, ref)
        except Unpredictable:
            return []
        rc, out, err = fuzzlib.run_script(sonda, prog, ["-q"], prefix="kt-",
                                          enc="latin-1", timeout=t)
        if ref and loadfail(rc, err):
            return [("loadfail", prog, "", "")]
        got = ADDR.sub("ADDR = *", out) if rc == 0 else "exit %d: %s" % (rc, err[:400])
        return [] if got == want else [("print", prog, want, got)]
    if r.random() < 0.5:
        for _ in range(20):
            try:
                stmt, want = refusal(b, syms, r, ref)
                break
            except Unpredictable:
                continue
        prog = "BEGIN\n{\n\t%s\n\texit(0);\n}\n" % stmt
        rc, out, err = fuzzlib.run_script(sonda, prog, ["-e", "-x", "errtags"],
                                          prefix="kt-", timeout=t)
        got = verdict(rc, err)
        if ref and got[1].endswith(".") and not want[1].endswith("."):
            got = (got[0], got[1][:-1])	# libctf's messages here (common.md)
        return [] if got == want else [("refusal", prog, "%s %s" % want,
                                        "%s %s" % got)]
    p = Prog(b, syms, seed, ref)
    prog = p.build()
    rc, out, err = fuzzlib.run_script(sonda, prog, ["-q", "-x", "scratchsize=8192"],
                                      prefix="kt-", timeout=t)
    want = "\n".join(p.want) + "\n\n" if p.want else "\n"
    if ref and loadfail(rc, err):
        return [("loadfail", prog, "", "")]
    if rc != 0:
        return [("run", prog, want, "exit %d: %s" % (rc, err.strip()[:400]))]
    if out != want:
        return [("values", prog, want, out)]
    return []


def main():
    ap = fuzzlib.options(n=100, j=1)
    ap.add_argument("-t", type=int, default=20,
                    help="seconds each program may run (20)")
    args = ap.parse_args()
    b = Btf()
    b.anon_inner = args.ref
    vars_ = {x["name"] for x in b.t.values() if x["kind"] == "VAR"}
    taken = d_words()
    syms = {k: v for k, v in kallsyms().items() if k not in vars_ and k not in taken}
    nbad = nfail = 0
    for seed, bad in fuzzlib.seeds(args, lambda a, s: (s, one(b, syms, a.bin, s, a.t,
                                                              a.ref))):
        if args.v and not bad:
            print("seed %d: ok" % seed)
        for what, prog, want, got in bad:
            if what == "loadfail":
                nfail += 1
                print("seed %d: DTrace's verifier refused the program" % seed)
                continue
            nbad += 1
            print("seed %d (%s):\n%s  want: %r\n  got:  %r\n" % (seed, what, prog,
                                                               want, got))
    print("%d programs, %d disagreements%s" % (
        args.n, nbad, ", %d refused by DTrace's verifier" % nfail if args.ref else ""))
    return 1 if nbad else 0


if __name__ == "__main__":
    sys.exit(main())
