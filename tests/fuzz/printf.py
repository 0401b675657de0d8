#!/usr/bin/python3
"""printf.py - D printf() and trace() against a model of DTrace's output.

Generates random printf() calls: format strings of literal text (with the
escapes the D lexer turns into bytes: \\n \\t \\\\ \\" octal, hex, unknown
ones, %%) and conversions of random flags (# 0 - + space '), literal and
dynamic (*, .*) widths and precisions (negative ones too), the size
prefixes DTrace's conversion table knows (h l ll L w) and ones it does not
(hh j z t), over arguments of every integer type (char .. unsigned long
long, the <stdint.h> typedefs, uint_t, an enum and its constants; folded
casts of constants, variables, struct members, built-in variables, sums
and products of two of them), pointers, string constants, variables and
built-ins, string ?: of them nested two deep under constant or integer
conditions (dt_cg_ternary_op( ) copies strsize bytes of the chosen arm:
arms of strsize characters are left out), char arrays (curpsinfo->pr_fname, curthread->comm) and a
struct; trace() of each; for a share of the programs the default output
(no -q: the CPU/ID/FUNCTION:NAME header and each record's prefix, one to
three calls a record, the last in END), a smaller strsize, or -x rawbytes. Programs whose
calls are all valid run in one BEGIN clause; each invalid call (too few
or too many arguments, wrong types, bad formats) is compiled alone with
-e -x errtags and its D_* tag and message compared. The model follows
libdtrace, not C:

  - dt_printf_create( ) parses a conversion: '0' is a flag only before any
    digits (it clears '-', and '-' clears it: "%-05d" pads with zeros),
    '?' sets width 16, a second '.' or '*', '$', "%" after flags, an
    unknown name (hh, j, z, t and a bare w are none) are D_SYNTAX;
  - dt_printf_validate( ): '*' then '.*' take an integer argument each
    (D_PRINTF_DYN_PROTO / _DYN_TYPE), then the value (D_PRINTF_ARG_PROTO,
    then pfcheck_*: D_PRINTF_ARG_TYPE), then D_PRINTF_ARG_EXTRA; %d and %i
    print unsigned types (enums, pointers have no sign) with %u; %hd %lu
    %lc... compare types as ctf_type_compat( ) (an enum fits them all),
    %hx %lx %llx by name (%llx also [u]int64_t typedefs); %p %a take a
    char array too (dt_node_is_pointer( ) is true of arrays), whose 16-byte
    record fails them at run time (EDT_DMISMATCH: left out of the runs);
  - dt_printf_format( ) rebuilds the C format: flags in the order # 0 - + '
    space, '-' also for a negative dynamic width, the width's magnitude, a
    precision only when > 0, "ll" for an 8-byte integer; a dynamic width or
    precision is the recorded value sign-extended by its size, whatever
    its type's sign; integers go through C's printf as int32/int64 values
    of the recorded size (pfprint_sint/uint), %c too; %C and %S escape as
    strchr2esc( ), which stops after the first NUL; %p is %x (%llx), %a of
    a value with no symbol 0x%llx, %Y ctime( )'s fields year first, %T
    strftime("%a, %d %b %G %T %Z");
  - dt_cg_store_val( ): a D string's record is strsize + 1 bytes (its text
    cut at strsize), a char array's its own size whatever strsize; an
    enumerator is a constant of the int's value sign-extended, an enum
    variable loads unsigned; a + b has dt_type_promote( )'s type;
  - dt_print_trace( ): strings "%s" / "  %-33s", integers by record size
    and sign (" %3hhd" ... " %20lu"), anything else by reference (char
    arrays, structs) a hex dump, every record a hex dump with rawbytes;
    not quiet, every record starts with "%3d %6d %32s " and ends with
    "\\n" after the header "%3s %6s %32s\\n"; dtrace(1) ends with a "\\n".

Left out: floating-point values (D has no float constants), %k (a stack's
text), %A and symbol values (their text depends on the process), %a of a
value near a kernel symbol or of a 1- or 2-byte value (DTrace's
pfprint_addr( ) fails with EDT_DMISMATCH at run time), %lc of a non-ASCII
value (libc's wide conversion in the C locale), %wc/%ws (DTrace hands "%wc"
to libc as such, and so does sonda: glibc 2.36 prints the spec itself), widths past 1000, %Y/%T of negative times, and the
messages naming a sum's type (of equal rank, DTrace picks the operand type
of the larger CTF id).

  tests/fuzz/printf.py [-n PROGRAMS] [-c CALLS] [-s SEED] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement (the call, what the model says, what sonda printed); exit
status 1 if any. Not run by tests/run.
"""
import ctypes
import random
import re
import subprocess
import sys
import tempfile
import time

import fuzzlib

LIBC = ctypes.CDLL(None)
LIBC.snprintf.restype = ctypes.c_int
STRSIZE = 256
SEP = b"\x02\x03\x04\x05"


class IT:
    """An integer type: D name, size, sign, name after typedefs, i64 typedef."""
    def __init__(self, name, size, signed, rname=None, i64=False, enum=False):
        self.name, self.size, self.signed = name, size, signed
        self.rname = rname or name
        self.i64, self.enum = i64, enum


INTS = [IT("char", 1, 1), IT("signed char", 1, 1), IT("unsigned char", 1, 0),
        IT("short", 2, 1), IT("unsigned short", 2, 0), IT("int", 4, 1),
        IT("unsigned int", 4, 0), IT("long", 8, 1), IT("unsigned long", 8, 0),
        IT("long long", 8, 1), IT("unsigned long long", 8, 0),
        IT("int8_t", 1, 1, "signed char"), IT("uint8_t", 1, 0, "unsigned char"),
        IT("int16_t", 2, 1, "short"), IT("uint16_t", 2, 0, "unsigned short"),
        IT("int32_t", 4, 1, "int"), IT("uint32_t", 4, 0, "unsigned int"),
        IT("int64_t", 8, 1, "long", True), IT("uint64_t", 8, 0, "unsigned long", True),
        IT("uintptr_t", 8, 0, "unsigned long"), IT("size_t", 8, 0, "unsigned long"),
        ]
# DTrace's own intrinsic types of these names (dt_decl_type( ) looks the
# words up as spelled): a message names them so
ALIASES = [IT("signed", 4, 1), IT("unsigned", 4, 0), IT("signed short", 2, 1),
           IT("signed int", 4, 1), IT("signed long", 8, 1),
           IT("signed long long", 8, 1)]
INTS += ALIASES
ENUM = IT("enum col", 4, 0, enum=True)
UINT_T = IT("uint_t", 4, 0, "unsigned int")
VALS = [0, 1, 2, 7, 9, 10, 32, 65, 97, 126, 127, 128, 200, 255, 256, 1000,
        32767, 32768, 65535, 65536, 123456, 2**31 - 1, 2**31, 2**32 - 1,
        2**32, 2**40 + 5, 2**63 - 1, 2**63, 2**64 - 1]


M64 = 2**64 - 1


def ext(v, size, signed):
    bits = size * 8
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


class Arg:
    """kind: int, ptr, str (D string), carr (char array), sou (struct)."""
    expr = False
    reg = None

    def register(self):
        """The value in a 64-bit register: loaded by its type's sign."""
        if self.reg is not None:
            return self.reg
        return ext(self.val, self.size, self.t.signed) & M64

    def __init__(self, kind, text, val, t=None, tname=None, size=8):
        self.kind, self.text, self.val, self.t = kind, text, val, t
        self.tname = tname or (t.name if t else kind)
        self.size = t.size if t else size


# ------------------------------------------------------------------ #
# the conversion table (dt_printf.c's _dtrace_conversions)            #

def is_int(a):
    return a.kind == "int"


def compat(a, tname):
    """pfcheck_type: ctf_type_compat( ) of a with the named D type."""
    if not is_int(a) or tname == "long double":
        return False
    if a.t.enum:
        return True
    want = {"short": (2, 1), "unsigned short": (2, 0), "int": (4, 1),
            "long": (8, 1), "unsigned long": (8, 0), "long long": (8, 1),
            "unsigned long long": (8, 0)}[tname]
    return (a.t.size, a.t.signed) == want and a.t.rname not in (
        "char", "signed char", "unsigned char")


def named(a, *names):
    return is_int(a) and not a.t.enum and a.t.rname in names


CHECK = {
    "xint": is_int,
    "csi": lambda a: is_int(a) and a.size <= 4,
    # dt_node_is_pointer( ) is true of arrays too (not of D strings)
    "addr": lambda a: is_int(a) or a.kind in ("ptr", "carr"),
    "str": lambda a: a.kind in ("str", "carr"),
    "time": lambda a: is_int(a) and a.size == 8,
    "fp": lambda a: False,
    "stack": lambda a: False,
    "wstr": lambda a: False,
    "uaddr": lambda a: False,
    "xshort": lambda a: named(a, "short", "signed short", "unsigned short"),
    "xlong": lambda a: named(a, "long", "signed long", "unsigned long"),
    "xllong": lambda a: named(a, "long long", "signed long long",
                              "unsigned long long") or
    (is_int(a) and a.t.i64),
}
XI = "char, short, int, long, or long long"
CONVS = {	# name: (ofmt, print kind, check, prototype text)
    "a": ("s", "addr", "addr", "pointer or integer"),
    "A": ("s", "uaddr", "uaddr", "pointer or integer (with -p/-c) or "
          "_usymaddr (without -p/-c)"),
    "c": ("c", "sint", "csi", "char, short, or int"),
    "C": ("s", "echr", "csi", "char, short, or int"),
    "d": ("d", "dint", "xint", XI), "i": ("i", "dint", "xint", XI),
    "o": ("o", "uint", "xint", XI), "u": ("u", "uint", "xint", XI),
    "x": ("x", "uint", "xint", XI), "X": ("X", "uint", "xint", XI),
    "e": ("e", "fp", "fp", ""), "E": ("E", "fp", "fp", ""),
    "f": ("f", "fp", "fp", ""), "g": ("g", "fp", "fp", ""),
    "G": ("G", "fp", "fp", ""),
    "hd": ("d", "sint", "=short", ""), "hi": ("i", "sint", "=short", ""),
    "ho": ("o", "uint", "=unsigned short", ""),
    "hu": ("u", "uint", "=unsigned short", ""),
    "hx": ("x", "uint", "xshort", ""), "hX": ("X", "uint", "xshort", ""),
    "k": ("s", "stack", "stack", ""),
    "lc": ("lc", "sint", "=int", ""),
    "ld": ("d", "sint", "=long", ""), "li": ("i", "sint", "=long", ""),
    "lo": ("o", "uint", "=unsigned long", ""),
    "lu": ("u", "uint", "=unsigned long", ""),
    "lx": ("x", "uint", "xlong", ""), "lX": ("X", "uint", "xlong", ""),
    "ls": ("ls", "wstr", "wstr", ""),
    "lld": ("d", "sint", "=long long", ""), "lli": ("i", "sint", "=long long", ""),
    "llo": ("o", "uint", "=unsigned long long", ""),
    "llu": ("u", "uint", "=unsigned long long", ""),
    "llx": ("x", "uint", "xllong", ""), "llX": ("X", "uint", "xllong", ""),
    "Le": ("e", "fp", "=long double", ""), "LE": ("E", "fp", "=long double", ""),
    "Lf": ("f", "fp", "=long double", ""), "Lg": ("g", "fp", "=long double", ""),
    "LG": ("G", "fp", "=long double", ""),
    "wc": ("wc", "sint", "=int", ""), "ws": ("ws", "wstr", "wstr", ""),
    "p": ("x", "uint", "addr", "pointer or integer"),
    "s": ("s", "cstr", "str", ""), "S": ("s", "estr", "str", ""),
    "T": ("s", "time822", "time", ""), "Y": ("s", "time", "time", ""),
    "%": ("%", "pct", None, ""),
}
# what the model prints (the rest are only checked at compile time)
PRINTED = ["a", "c", "C", "d", "i", "o", "u", "x", "X", "hd", "hi", "ho",
           "hu", "hx", "hX", "lc", "ld", "li", "lo", "lu", "lx", "lX", "lld",
           "lli", "llo", "llu", "llx", "llX", "p", "s", "S", "T", "Y"]


def check(name, a):
    ck = CONVS[name][2]
    if ck.startswith("="):
        return compat(a, ck[1:])
    return CHECK[ck](a)


# ------------------------------------------------------------------ #
# D string escapes and dt_printf_create( )                              #

def stresc2chr(s):
    """The D lexer's escapes: bytes of the string, cut at a NUL."""
    out, i = bytearray(), 0
    b = s.encode("latin-1")
    while i < len(b):
        c = b[i]
        if c != 0x5c or i + 1 >= len(b):
            out.append(c)
            i += 1
            continue
        i += 1
        c = chr(b[i])
        if c in "01234567":
            v, n = 0, 0
            while n < 3 and i < len(b) and chr(b[i]) in "01234567":
                v = v * 8 + b[i] - 48
                i += 1
                n += 1
            out.append(v & 0xff)
            continue
        if c == "x":
            v = 0
            i += 1
            while i < len(b) and chr(b[i]) in "0123456789abcdefABCDEF":
                v = v * 16 + int(chr(b[i]), 16)
                i += 1
            out.append(v & 0xff)
            continue
        m = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11,
             '"': 34, "\\": 92}
        if c in m:
            out.append(m[c])
        else:
            out += b"\\" + bytes([ord(c)])
        i += 1
    return bytes(out).split(b"\0")[0]


class SyntaxErr(Exception):
    pass


def parse(fmt):
    """dt_printf_create( ): a list of (prefix, conv) with conv a dict or
    None for the literal tail."""
    res, q = [], 0
    while True:
        p = fmt.find(b"%", q)
        if p < 0:
            break
        c = {"flags": set(), "width": 0, "prec": 0, "prefix": fmt[q:p]}
        dot = digits = 0
        name = b""
        n = len(res) + 1
        while True:
            p += 1
            ch = fmt[p:p + 1]
            if ch and ch in b"0123456789":
                if not dot and not digits and ch == b"0":
                    c["flags"] = (c["flags"] | {"0"}) - {"-"}
                    continue
                v = 0
                while fmt[p:p + 1] and fmt[p:p + 1] in b"0123456789":
                    v = v * 10 + fmt[p] - 48
                    p += 1
                p -= 1
                c["prec" if dot else "width"] = v
                digits += 1
            elif ch in (b"#", b"+", b" ", b"'", b"@"):
                c["flags"].add(ch.decode())
            elif ch == b"-":
                c["flags"] = (c["flags"] | {"-"}) - {"0"}
            elif ch == b"*":
                k = ".*" if dot else "*"
                if k in c["flags"]:
                    raise SyntaxErr("format conversion #%d has more than one "
                                    "'*' specified for the output %s" % (
                                        n, "precision" if dot else "width"))
                c["flags"].add(k)
            elif ch == b".":
                if dot:
                    raise SyntaxErr("format conversion #%d has more than one "
                                    "'.' specified" % n)
                dot, digits = 1, 0
            elif ch == b"?":
                c["width"] = 16
            elif ch == b"$":
                raise SyntaxErr("format conversion #%d uses unsupported "
                                "positional format (%%n$)" % n)
            elif ch == b"%" and fmt[p - 1:p] != b"%":
                raise SyntaxErr("format conversion #%d cannot be combined "
                                "with other format flags: %%%%" % n)
            elif ch == b"":
                raise SyntaxErr("format conversion #%d name expected before "
                                "end of format string" % n)
            elif ch in (b"h", b"l", b"L", b"w"):
                if len(name) < 6:
                    name += ch
            else:
                name += ch
                break
        c["name"] = name.decode("latin-1")
        if c["name"] not in CONVS:
            raise SyntaxErr("format conversion #%d is undefined: %%%s" % (
                n, c["name"]))
        res.append(c)
        q = p + 1
    return res, fmt[q:]


# ------------------------------------------------------------------ #
# dt_printf_validate( )                                                  #

class Err(Exception):
    def __init__(self, tag, msg):
        Exception.__init__(self, tag)
        self.tag, self.msg = tag, msg


def proto(name):
    """The prototype text of conversion name (pfc_tstr)."""
    if CONVS[name][3]:
        return CONVS[name][3]
    ck = CONVS[name][2]
    if ck.startswith("="):
        return ck[1:]
    return {"fp": "float, double, or long double", "stack": "stack",
            "wstr": "wchar_t []", "time": "int64_t", "xshort": "short",
            "xlong": "long", "xllong": "long long",
            "str": "char [] or string (or use stringof)"}[ck]


def validate(fmt, args):
    """dt_printf_validate( ) with foff 1: raises Err(tag, message)."""
    convs, _ = parse(fmt)
    if fmt == b"":
        raise Err("D_PRINTF_FMT_EMPTY", "printf( ) format string is empty")
    ai = 0
    for i, c in enumerate(convs):
        nm = c["name"]
        if nm == "%":
            continue
        for k in ("*", ".*"):
            if k in c["flags"]:
                if ai >= len(args):
                    raise Err("D_PRINTF_DYN_PROTO", "printf( ) prototype "
                              "mismatch: conversion #%d (%%%s) is missing a "
                              "corresponding \"%s\" argument" % (i + 1, nm, k))
                if not is_int(args[ai]):
                    raise Err("D_PRINTF_DYN_TYPE", "printf( ) argument #%d is "
                              "incompatible with conversion #%d prototype:\n"
                              "\tconversion: %% %s %s\n\t prototype: int\n"
                              "\t  argument: %s" % (ai + 2, i + 1, k, nm,
                                                    args[ai].tname))
                ai += 1
        if "@" in c["flags"]:
            raise Err("D_PRINTF_AGG_CONV", "%@ conversion requires an "
                      "aggregation and is not for use with printf( )")
        if ai >= len(args):
            raise Err("D_PRINTF_ARG_PROTO", "printf( ) prototype mismatch: "
                      "conversion #%d (%%%s) is missing a corresponding value "
                      "argument" % (i + 1, nm))
        if not check(nm, args[ai]):
            raise Err("D_PRINTF_ARG_TYPE", "printf( ) argument #%d is "
                      "incompatible with conversion #%d prototype:\n\t"
                      "conversion: %%%s\n\t prototype: %s\n\t  argument: %s"
                      % (ai + 2, i + 1, nm, proto(nm), args[ai].tname))
        ai += 1
    if ai < len(args):
        raise Err("D_PRINTF_ARG_EXTRA", "printf( ) prototype mismatch: only "
                  "%d arguments required by this format string" % ai)


# ------------------------------------------------------------------ #
# dt_printf_format( ) and the pfprint_* functions                        #

def csnprintf(fmt, *vals):
    n = LIBC.snprintf(None, 0, fmt, *vals)
    buf = ctypes.create_string_buffer(max(n, 0) + 1)
    n = LIBC.snprintf(buf, len(buf), fmt, *vals)
    if n < 0:
        raise ValueError("snprintf failed: %r" % fmt)
    return buf.raw[:n]


def esc(b):
    """strchr2esc( ): stops after the first NUL."""
    out = bytearray()
    m = {0: b"\\0", 7: b"\\a", 8: b"\\b", 12: b"\\f", 10: b"\\n", 13: b"\\r",
         9: b"\\t", 11: b"\\v", 34: b'\\"', 92: b"\\\\"}
    for c in b:
        if c in m:
            out += m[c]
        elif c != 32 and (c < 33 or c > 126):
            sc = c - 256 if c > 127 else c
            out += b"\\" + bytes([((sc >> 6) & 3) + 48, ((sc >> 3) & 7) + 48,
                                  (sc & 7) + 48])
        else:
            out.append(c)
        if c == 0:
            break
    return bytes(out)


def record(a):
    """The bytes DTrace records for a string or char array."""
    if a.kind == "str":
        return a.val + b"\0" * (STRSIZE + 1 - len(a.val))
    return a.val


def ctime_y(ns):
    s = time.asctime(time.localtime(ns // 10**9))
    return (s[20:24] + s[3:19]).encode()


def getint(a):
    """dt_printf_getint( ): the value sign-extended by its size."""
    return ext(ext(a.val, a.size, True), 4, True)


def render(c, a, width, prec):
    ofmt, kind, _, _ = CONVS[c["name"]]
    f = "%"
    for fl, ch in (("#", "#"), ("0", "0")):
        if fl in c["flags"]:
            f += ch
    if width < 0 or "-" in c["flags"]:
        f += "-"
    for fl in ("+", "'", " "):
        if fl in c["flags"]:
            f += fl
    if width:
        f += "%d" % abs(width)
    if prec > 0:
        f += ".%d" % prec
    if kind in ("sint", "uint", "dint"):
        size = a.size
        if kind == "dint":
            signed = a.kind == "int" and a.t.signed
            kind = "sint" if signed else "uint"
            ofmt = ofmt if signed else "u"
        f += ("ll" if size == 8 else "") + ofmt
        v = ext(a.val, size, kind == "sint")
        if size == 8:
            val = ctypes.c_longlong(v) if kind == "sint" else ctypes.c_ulonglong(v)
        else:
            val = ctypes.c_int(ext(v, 4, True))
        return csnprintf(f.encode(), val)
    f = (f + "s").encode()
    if kind == "cstr":
        return csnprintf(f, a.val)
    if kind == "estr":
        return csnprintf(f, esc(record(a)))
    if kind == "echr":
        return csnprintf(f, esc(bytes([ext(a.val, a.size, False) & 0xff])))
    if kind == "addr":
        return csnprintf(f, b"0x%x" % ext(a.val, a.size, False))
    if kind == "time":
        return csnprintf(f, ctime_y(ext(a.val, 8, True)))
    if kind == "time822":
        t = time.localtime(ext(a.val, 8, True) // 10**9)
        return csnprintf(f, time.strftime("%a, %d %b %G %T %Z", t).encode())
    raise ValueError(kind)


def model_printf(fmt, args):
    convs, tail = parse(fmt)
    out, ai = bytearray(), 0
    for c in convs:
        out += c["prefix"]
        if c["name"] == "%":
            out += b"%"
            continue
        width, prec = c["width"], c["prec"]
        if "*" in c["flags"]:
            width = getint(args[ai])
            ai += 1
        if ".*" in c["flags"]:
            prec = getint(args[ai])
            ai += 1
        out += render(c, args[ai], width, prec)
        ai += 1
    return bytes(out + tail)


def hexdump(b):
    out = b"\n" + b" " * 11 + b"".join(b"  " + bytes([c]) for c in
                                       b"0123456789abcdef")
    out += b"  0123456789abcdef\n"
    for i in range(0, len(b), 16):
        row = b[i:i + 16]
        out += b"     %5x:" % i + b"".join(b" %02x" % x for x in row)
        out += b"   " * (16 - len(row)) + b"  "
        out += bytes(x if 32 <= x <= 126 else 46 for x in row) + b"\n"
    return out


def model_trace(a, quiet, raw=False):
    """dt_print_trace( ): -x rawbytes dumps every record's bytes."""
    if raw and a.kind in ("int", "ptr"):
        return hexdump((a.val & ((1 << (8 * a.size)) - 1)).to_bytes(a.size, "little"))
    if raw:
        return hexdump(record(a) if a.kind == "str" else a.val)
    if a.kind == "str":
        return a.val if quiet else b"  %-33s" % a.val
    if a.kind in ("carr", "sou"):
        return hexdump(a.val)
    signed = a.kind == "int" and a.t.signed
    v = ext(a.val, a.size, signed)
    w = {1: 3, 2: 5, 4: 10, 8: 19 if signed else 20}[a.size]
    return (b"%d" % v) if quiet else (b" %*d" % (w, v))


# ------------------------------------------------------------------ #
# the generator                                                         #

class Gen:
    def __init__(self, r, fname):
        self.r, self.fname = r, fname
        self.assign = ["en = GREEN;", "st.a = 5;", "st.b = 7;"]
        self.noexpr = False

    def value(self):
        r = self.r
        v = r.choice(VALS) if r.random() < 0.7 else r.randrange(0, 300)
        return -v if r.random() < 0.3 and v < 2**63 else v

    def int_arg(self, t=None, v=None):
        r = self.r
        c = r.randrange(10)
        if t is None and v is None and c == 0:
            if r.random() < 0.5:
                nm, v = r.choice([("RED", 3), ("GREEN", 70), ("BLUE", -1)])
                a = Arg("int", nm, v & 0xffffffff, ENUM)
                a.reg = v & M64	# dt_node_int( ) of the int: sign-extended
                return a
            return Arg("int", "en", 70, ENUM)
        if t is None and c == 1 and (v is None or v < 2**31):
            if v is None:
                v = r.randrange(-2**31, 2**31) if r.random() < 0.3 else \
                    r.choice([0, 1, 5, 65, 97, 100, 255, 65535, -1, -5, 2**31 - 1])
            return Arg("int", str(v) if v >= 0 else "(%d)" % v,
                       v & 0xffffffff, INTS[5])
        t = t or r.choice(INTS)
        v = self.value() if v is None else v
        lit = "(%s)%d" % (t.name, v) if 0 <= v < 2**63 else \
            "(%s)0x%x" % (t.name, v) if v > 0 else "(%s)(%d)" % (t.name, v)
        if c < 6:
            return Arg("int", lit, v & (2**64 - 1), t)
        nm = "v_%d" % len(self.assign)
        self.assign.append("%s = %s;" % (nm, lit))
        return Arg("int", nm, v & (2**64 - 1), t)

    def str_lit(self):
        r = self.r
        parts = []
        for _ in range(r.randrange(0, 8)):
            parts.append(r.choice(["a", "b", "Z", "0", " ", "\\t", "\\n",
                                   "\\\\", '\\"', "\\001", "\\177", "\\x7e",
                                   "\\377", "%", "x y", "hello"]))
        return "".join(parts)

    def binop(self):
        """a op b of two integers: DTrace's type (dt_type_promote: the
        higher rank, an enum as int, no promotion to int), 64-bit value."""
        a, b = self.int_arg(), self.int_arg()
        op = self.r.choice(["+", "-", "*", "&", "|", "^"])
        ta, tb = (INTS[5] if a.t.enum else a.t), (INTS[5] if b.t.enum else b.t)
        t = ta if (ta.size, not ta.signed) >= (tb.size, not tb.signed) else tb
        va, vb = a.register(), b.register()
        v = {"+": va + vb, "-": va - vb, "*": va * vb, "&": va & vb,
             "|": va | vb, "^": va ^ vb}[op] & M64
        e = Arg("int", "(%s %s %s)" % (a.text, op, b.text), v, t)
        e.expr = True	# of a type whose name may be either operand's
        return e

    def arg(self):
        r = self.r
        c = r.randrange(12)
        if c == 0 and r.random() < 0.5 and not self.noexpr:
            return self.binop()
        if c < 7:
            return self.int_arg()
        if c == 7:
            t = r.choice(["int *", "void *", "char *", "struct bf *"])
            v = r.choice([0, 1, 16, 0x1000, 0xffff, 2**32 + 8, 2**64 - 1])
            return Arg("ptr", "(%s)%d" % (t, v) if v < 2**63 else
                       "(%s)0x%x" % (t, v), v, tname=t)
        if c in (8, 9) and r.random() < 0.5 and not self.noexpr:
            t = self.str_cond(2)
            if t:
                return t
        if c in (8, 9):
            s = self.str_lit()
            val = stresc2chr(s)[:STRSIZE]
            if r.random() < 0.5:
                return Arg("str", '"%s"' % s, val, tname="string")
            self.assign.append('v_%d = "%s";' % (len(self.assign), s))
            return Arg("str", "v_%d" % (len(self.assign) - 1), val,
                       tname="string")
        if c == 10:
            return Arg("carr", "curpsinfo->pr_fname", self.fname, size=16,
                       tname="char [16]")
        c = r.randrange(12)
        if c == 0:
            return Arg("sou", "st", b"\x05\0\0\0\x07\0\0\0", size=8,
                       tname="struct bf")
        if c < 6:
            nm, v = r.choice([("execname", b"dtrace"), ("probename", b"BEGIN"),
                              ("probeprov", b"dtrace"), ("probefunc", b""),
                              ("probemod", b"")])
            return Arg("str", nm, v[:STRSIZE], tname="string")
        if c == 6:
            return Arg("carr", "curthread->comm", self.fname, size=16,
                       tname="char [16]")
        return r.choice([Arg("int", "id", 1, UINT_T), Arg("int", "errno", 0, INTS[5]),
                         Arg("int", "st.a", 5, INTS[5]),
                         Arg("int", "st.b", 7, INTS[5]),
                         Arg("int", "epid", 3, INTS[18])][:4])

    def str_leaf(self):
        """A string constant, a variable holding one or a built-in."""
        r = self.r
        c = r.randrange(3)
        if c == 2:
            nm, v = r.choice([("execname", b"dtrace"), ("probename", b"BEGIN"),
                              ("probeprov", b"dtrace"), ("probefunc", b"")])
            return Arg("str", nm, v[:STRSIZE], tname="string")
        s = self.str_lit()
        val = stresc2chr(s)[:STRSIZE]
        if c == 0:
            return Arg("str", '"%s"' % s, val, tname="string")
        self.assign.append('v_%d = "%s";' % (len(self.assign), s))
        return Arg("str", "v_%d" % (len(self.assign) - 1), val,
                   tname="string")

    def str_cond(self, d):
        """c ? s1 : s2 of strings (nested d deep), the condition a
        constant (dt_node_op3( ) folds it) or a comparison of known
        integers; dt_cg_ternary_op( ) copies strsize bytes of the chosen
        one, so arms of strsize characters (no NUL in what it copies)
        are not made."""
        r = self.r
        for _ in range(10):
            arms = [self.str_cond(d - 1) if d > 1 and r.random() < 0.3
                    else self.str_leaf() for _ in range(2)]
            if all(a and len(a.val) < STRSIZE for a in arms):
                break
        else:
            return None
        ct, cv = r.choice([("1", 1), ("0", 0), ("st.a > 3", 1),
                           ("st.b < 7", 0), ("en == GREEN", 1),
                           ("en != GREEN", 0), ("st.a + st.b == 12", 1),
                           ("(st.a & 1) == 0", 0)])
        return Arg("str", "(%s ? %s : %s)" % (ct, arms[0].text, arms[1].text),
                   arms[0].val if cv else arms[1].val, tname="string")

    def fit(self, name):
        """An argument check( ) accepts for conversion name, or None."""
        r = self.r
        if name == "lc":	# ASCII only (libc's wide conversion)
            return self.int_arg(r.choice([INTS[5], INTS[15]]),
                                r.choice([65, 97, 48, 126, 32, 10]))
        if name in ("T", "Y"):
            return self.int_arg(r.choice([INTS[7], INTS[8], INTS[9],
                                          INTS[17], INTS[18]]),
                                r.choice([0, 10**9, 1234567890 * 10**9,
                                          1700000000 * 10**9 + 5, 4 * 10**18]))
        for _ in range(200):
            a = self.arg()
            if name == "a" and (not (is_int(a) or a.kind == "ptr") or
                                a.size < 4 or ext(a.val, a.size, False) > 0xfffff):
                continue
            if a.expr and name in ("hx", "hX", "lx", "lX", "llx", "llX"):
                continue
            if name == "p" and a.kind == "carr":	# 16 bytes: EDT_DMISMATCH
                continue
            if check(name, a):
                return a
        return None

    def conv(self, name):
        """Random text of a conversion and its dynamic arguments."""
        r = self.r
        fl = "".join(r.sample("#0-+ '", r.randrange(0, 4)))
        dyn = []
        w = ""
        x = r.random()
        if x < 0.35:
            w = str(r.choice([1, 2, 3, 5, 8, 12, 20]))
        elif x < 0.5:
            w = "*"
            dyn.append(self.width_arg())
        elif x < 0.55:
            w = "?"
        p = ""
        x = r.random()
        if x < 0.25:
            p = "." + str(r.choice([0, 1, 2, 3, 5, 10]))
        elif x < 0.35:
            p = ".*"
            dyn.append(self.width_arg())
        elif x < 0.38:
            p = "."
        if r.random() < 0.1:	# a flag after the width
            w += r.choice("-0")
        spec = fl + w + p
        if r.random() < 0.2:	# flags, '?' and digits anywhere before the name
            i = r.randrange(len(spec) + 1)
            spec = spec[:i] + r.choice(["#", "-", "0", "+", " ", "'", "?", "3",
                                        "07", "-2"]) + spec[i:]
        return "%" + spec + name, dyn

    def width_arg(self):
        r = self.r
        v = r.choice([0, 1, 3, 7, 12, -1, -4, -9, 25])
        t = r.choice(INTS[:7] + [INTS[7], INTS[10], INTS[17]])
        if r.random() < 0.3:
            return Arg("int", str(v) if v >= 0 else "(%d)" % v,
                       v & 0xffffffff, INTS[5])
        if not t.signed and v < 0 and t.size < 4:
            v &= (1 << (8 * t.size)) - 1	# 255: -1 as a width
        if t.size == 8 and r.random() < 0.3:	# (int) of it: v
            v += r.choice([2**32, -2**32, 2**40])
        if r.random() < 0.3:	# not folded
            nm = "v_%d" % len(self.assign)
            self.assign.append("%s = (%s)(%d);" % (nm, t.name, v))
            return Arg("int", nm, v & M64, t)
        return Arg("int", "(%s)(%d)" % (t.name, v), v & M64, t)

    def literal(self):
        return "".join(self.r.choice(
            ["x", "=", " ", "ab", "\\t", "\\\\", '\\"', "\\012", "\\x41",
             "%%", "\\q", "[", "]", "\\101", "\\1", "\\x7f"])
            for _ in range(self.r.randrange(0, 3)))

    def printf(self):
        """A valid call: (D text, expected bytes)."""
        r = self.r
        fmt, args = self.literal(), []
        for _ in range(r.randrange(1, 4)):
            name = r.choice(PRINTED)
            a = self.fit(name)
            if a is None:
                continue
            spec, dyn = self.conv(name)
            fmt += spec + self.literal()
            args += dyn + [a]
        if not fmt:
            fmt = "x"
        raw = stresc2chr(fmt)
        try:
            validate(raw, args)
        except (SyntaxErr, Err):
            return None
        text = "printf(\"%s\"%s);" % (fmt, "".join(", " + a.text for a in args))
        return text, model_printf(raw, args)

    def bad(self):
        """A call DTrace refuses: (D text, (tag, message))."""
        r = self.r
        self.noexpr = True
        try:
            return self.bad1()
        finally:
            self.noexpr = False

    def bad1(self):
        r = self.r
        fmt, args = "", []
        for _ in range(r.randrange(1, 4)):
            k = r.random()
            if k < 0.15:
                name = r.choice(["hhd", "jd", "zu", "td", "lf", "Ld", "hs",
                                 "q", "ws", "wc", "lls", "n", "hhx", "b", "v", "F", "K", "lA", "hc",
                                 "@d", "5$d", "..2d", "**d", "%-%", "w"])
                fmt += "%" + name
                if r.random() < 0.5:
                    args.append(self.int_arg())
                continue
            name = r.choice(list(CONVS))
            spec, dyn = self.conv(name)
            fmt += spec + self.literal()
            if name == "%":
                continue
            if r.random() < 0.3:
                dyn = [self.arg() for _ in dyn]
            args += dyn
            if r.random() < 0.9:
                args.append(self.arg())
        if r.random() < 0.2:
            args.append(self.arg())
        if r.random() < 0.05:
            fmt = r.choice(["", "\\0abc"])
        elif r.random() < 0.05:	# a '%' (and flags) ending the format
            fmt += r.choice(["%", "%-", "%5.", "%l"])
        raw = stresc2chr(fmt)
        try:
            validate(raw, args)
        except SyntaxErr as e:
            tag = ("D_SYNTAX", str(e))
        except Err as e:
            tag = (e.tag, e.msg)
        else:
            return None
        return "printf(\"%s\"%s);" % (fmt, "".join(", " + a.text for a in args)), tag


DECLS = """enum col { RED = 3, GREEN = 70, BLUE = -1 } en;
struct bf { int a; int b; } st;
"""


TIMEOUT = 20	# -t


def run(sonda, prog, extra):
    with tempfile.NamedTemporaryFile("w", suffix=".d") as f:
        f.write(prog)
        f.flush()
        cmd = ["taskset", "-c", "0", "timeout", "-k", "10", str(TIMEOUT), sonda] + \
            extra + ["-s", f.name]
        p = subprocess.run(cmd, capture_output=True, timeout=TIMEOUT + 60)
    return p.returncode, p.stdout, p.stderr.decode("latin-1")


def learn_fname(sonda):
    """curpsinfo->pr_fname's 16 bytes in sonda's BEGIN (from a hex dump)."""
    rc, out, err = run(sonda, "BEGIN { trace(curpsinfo->pr_fname); exit(0); }",
                       ["-q"])
    row = out.split(b"\n")[2]
    return bytes(int(x, 16) for x in row.split(b":")[1].split()[:16])


def program(r, ncalls, fname, loud, raw):
    g = Gen(r, fname)
    calls = []
    while len(calls) < ncalls:
        if r.random() < 0.15:
            a = g.arg()
            q = not loud
            calls.append(("trace(%s);" % a.text, model_trace(a, q, raw)))
            continue
        c = g.printf()
        if c:
            calls.append(c)
    return g, calls


def short(b):
    r = repr(b)
    return r if len(r) < 400 else r[:200] + " ... " + r[-150:]


def main():
    global TIMEOUT
    ap = fuzzlib.options(n=20)
    ap.add_argument("-c", type=int, default=40, help="calls per program")
    ap.add_argument("-t", type=int, default=20,
                    help="seconds each program may run (20)")
    args = ap.parse_args()
    TIMEOUT = args.t
    fname = learn_fname(args.bin)
    bad = ncalls = nerr = 0
    global STRSIZE
    for seed in range(args.s, args.s + args.n):
        r = random.Random(seed)
        STRSIZE = r.choice([256, 256, 256, 5, 8, 13, 40])
        opts = [] if STRSIZE == 256 else ["-x", "strsize=%d" % STRSIZE]
        loud = seed % 4 == 0
        raw = not loud and r.random() < 0.2
        if raw:
            opts = opts + ["-x", "rawbytes"]
        g, calls = program(r, args.c, fname, loud, raw)
        if loud:	# each call its own record: the default output
            groups, i = [], 0	# one to three calls a clause: a record
            while i < len(calls):
                k = r.randrange(1, 4)
                groups.append(calls[i:i + k])
                i += k
            end = groups.pop() if len(groups) > 1 and r.random() < 0.5 and \
                not re.search(r"\b(id|probename)\b", " ".join(
                    c[0] for c in groups[-1])) else []
            body = "BEGIN\n{\n\t" + "\n\t".join(g.assign) + "\n}\n\n" + "".join(
                "BEGIN\n{\n\t%s\n}\n\n" % "\n\t".join(c[0] for c in grp)
                for grp in groups) + "BEGIN\n{\n\texit(0);\n}\n"
            if end:	# the END probe, ID 2, after the BEGIN records
                body += "\nEND\n{\n\t%s\n}\n" % "\n\t".join(c[0] for c in end)
            prog = DECLS + "\n" + body
            want = b"%3s %6s %32s\n" % (b"CPU", b"ID", b"FUNCTION:NAME")
            want += b"".join(b"%3d %6d %32s " % (0, 1, b":BEGIN") +
                             b"".join(c[1] for c in grp) + b"\n" for grp in groups)
            want += b"%3d %6d %32s \n" % (0, 1, b":BEGIN")
            if end:
                want += b"%3d %6d %32s " % (0, 2, b":END") + \
                    b"".join(c[1] for c in end) + b"\n"
            want += b"\n"
            rc, out, err = run(args.bin, prog, opts)
            got = out
            if args.v:
                print(prog)
            ncalls += len(calls)
            if rc or got != want:
                wl, gl = want.split(b"\n"), got.split(b"\n")
                for i, (w, o) in enumerate(zip(wl, gl)):
                    if w != o:
                        print("seed %d (not quiet): line %d: want %r, got %r" % (
                            seed, i + 1, w, o))
                        break
                else:
                    i = next((i for i, (x, y) in enumerate(zip(want, got))
                              if x != y), min(len(want), len(got)))
                    print("seed %d (not quiet): exit %d, %s\n\twant %r\n\tgot  %r" % (
                        seed, rc, err[:300], want[i - 100:i + 50], got[i - 100:i + 50]))
                bad += 1
        else:
            body = "\n\t".join(g.assign + ["%s printf(\"%s\");" % (
                c[0], "\\002\\003\\004\\005") for c in calls])
            prog = DECLS + "\nBEGIN\n{\n\t" + body + "\n\texit(0);\n}\n"
            if args.v:
                print(" ".join(["-q"] + opts) + "\n" + prog)
            rc, out, err = run(args.bin, prog, ["-q"] + opts)
            got = out.split(SEP)
            if rc or len(got) < len(calls):
                print("seed %d: exit %d: %s" % (seed, rc, err.strip()[:300]))
                bad += 1
                continue
            ncalls += len(calls)
            for (stmt, want), o in zip(calls, got):
                if want != o:
                    bad += 1
                    print("seed %d: %s\n\twant %s\n\tgot  %s" % (
                        seed, stmt, short(want), short(o)))
        # the refused calls, each compiled alone
        for _ in range(3):
            b = g.bad()
            if not b:
                continue
            nerr += 1
            prog = DECLS + "\nBEGIN\n{\n\t%s\n}\n" % "\n\t".join(
                g.assign + [b[0]])
            rc, out, err = run(args.bin, prog, ["-e", "-x", "errtags"])
            tag = err.split("[", 1)[1].split("]", 1)[0] if "[D_" in err else \
                "(none: exit %d)" % rc
            # the line's own newline only: a conversion the message
            # quotes may end in one ("%\n" is undefined)
            msg = err.split("]", 1)[-1].split(": ", 1)[-1]
            msg = msg[:-1] if msg.endswith("\n") else msg
            if (tag, msg) != b[1]:
                bad += 1
                print("seed %d: %s\n\twant %s %r\n\tgot  %s %r" % (
                    seed, b[0], b[1][0], b[1][1], tag, msg))
    print("%d programs, %d calls, %d refused calls, %d disagreements" % (
        args.n, ncalls, nerr, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
