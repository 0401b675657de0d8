#!/usr/bin/python3
"""aggs.py - aggregations and their output against a model of DTrace's.

Generates random D programs that fill aggregations with known values and
print them, runs each under sonda (on CPU 0 by taskset, mostly with -q) and
compares the output with what this file's model says DTrace for Linux 2.x
prints. The programs: BEGIN clauses that aggregate (keys of char, short,
int, long signed and unsigned and strings, as constants or through
global, self->, this-> and associative variables of their type, string
keys also computed by strjoin( ) and substr( ) of constants and of such
variables, or ?: of strings nested two deep (inside strjoin( ) too),
tolower( )/toupper( ), substr( ) of a strjoin( ); integer keys also casts
of wider constants cut to the key's type and, after the first use, ?: of
arms of that type over v_zero, a global never assigned; and stack( ) of
the default depth, 1 and 4, up to three keys or none; values also ?: of
int and long literals; count, sum, avg, min, max, stddev,
quantize, lquantize, llquantize, with increments, negative, 64-bit and
int32-edge values and parameters, lquantize steps up to the 16 bits
dt_cg_agg_lquantize( ) allows) and print (printa( ) with and without a
format, of one aggregation or of several with compatible keys, duplicates
too; normalize( ), denormalize( ), trunc( ), clear( ), setopt( ) of the
sort options), then exit(0); sometimes END clauses that aggregate and print
more, at times before BEGIN in the text; sometimes an aggregation only a
never-true clause fills; sometimes an aggregating function whose argument
divides by zero (dt_cg_agg( ) makes the entry first; the rest of the
clause does not run and its records are lost); the sort options
(aggsortkey, aggsortrev, aggsortpos, aggsortkeypos) by #pragma or -x;
aggpercpu; the exit print. The model follows libdtrace, not the
documentation:

  - the BPF side (dt_cg.c, bpf/agg_qbin.c, bpf/agg_lqbin.c, get_agg.c):
    64-bit wrapping sums; stddev keeps the 128-bit sum of squares; the
    bucket of quantize, lquantize (levels = (limit - base) / step) and
    llquantize (dt_cg_agg_llquantize_bin); keys stored at the size of
    their type; an entry older than its aggregation's clear( ) generation
    starts again from zero;
  - the consumer (dt_consume.c, dt_aggregate.c): a probe's records are
    processed after a snapshot of its data, so a printa( ) sees every
    aggregating statement of its probe's clauses, before or after it;
    clear( ) zeroes the consumer's copy (min INT64_MAX, max INT64_MIN) and
    keeps the keys; trunc( ) keeps the |n| largest (smallest for n < 0,
    the count read signed by its size); normalize( )'s factor is read
    zero-extended by its size; normalize( ) and printed-ness stay with the
    aggregation; setopt( ) changes the sorting of what follows;
  - sorting (dt_aggregate.c): aggregation id (order of first assignment
    in the text), then value by function (avg: sum / count; stddev; the
    quantizations by their weighted sums, lquantize's in int32_t, then the
    count at zero), then the keys compared by size and as unsigned
    integers of their size or bytes; aggsortrev reverses all of it,
    aggsortkeypos rotates the keys; printa( ) of several aggregations
    joins equal keys (zero for a missing one) and sorts rows by the values
    from aggsortpos on;
  - printing (dt_consume.c, dt_printf.c): the default widths by key size
    (" %3d" of the unsigned byte, " %5d" of the unsigned short, " %8d",
    " %16lld", "  %-50s"), values " %16lld" divided unsigned by the
    normalization (avg signed, stddev unsigned); with a format, the keys
    taken in order by conversions and by '*' widths and precisions, their
    flags in any order and combination (# 0 - + ' space: '0' and '-'
    clear each other as dt_printf_create( ) reads them, the rest goes to
    C's printf in the C locale, dt_printf_format( )), %@
    unsigned when the first aggregation is a count( ), avg divided
    unsigned, a precision of 0 left out; an empty-string key without a
    format as raw bytes (dt_print_bytes); the histograms row by row,
    llquantize's labels cut to 15 characters and its ghost bins; not
    quiet, the header and each record's "%3d %6d %32s " prefix; with
    aggpercpu, "\\n    [CPU %d]" and that CPU's value after each value.

Left out: the long double rounding of the quantizations' weighted sums
(the model compares exact sums); a stddev of no values sorted or printed
through a format, INT64_MIN / -1, normalize( ) by 0, dynamic widths over
300 (DTrace divides by zero, traps, or the model cannot say); strsize
(an empty-string key is in: a hex dump of its bytes); keys of other types
(structs, symbols, stacks with frames: a stack( ) key here is the kernel
stack of BEGIN or END, uprobes on the consumer whose registers are the
user's, so all zeros: equal keys, printed by dt_print_stack( ) as a
newline, by the default output and by %k whatever its width); printa( ) with a format of aggregations whose
integer keys differ in size (DTrace prints a key through the other's
conversion); with aggpercpu, the per-CPU values of a zero printa( )
fills in for an aggregation of several entries (DTrace shows those of the
first entry of its hash, in the BPF map's order); aggregations in probes
that fire more than once (when the snapshots fall is timing); -P (not
pinned) leaves out the not-quiet runs and aggpercpu; -x rawbytes.

  tests/fuzz/aggs.py [-n PROGRAMS] [-s SEED] [-b SONDA] [-v] [-P]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreeing program with the model's and sonda's outputs (a unified diff);
exit status 1 if any. Not run by tests/run.
"""
import ctypes
import difflib
import functools
import os
import random
import subprocess
import sys
import tempfile
from fractions import Fraction

import fuzzlib

M64 = (1 << 64) - 1
M32 = (1 << 32) - 1
I64MAX, I64MIN = (1 << 63) - 1, -(1 << 63)


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def sext(v, size):
    bits = size * 8
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


class Unpredictable(Exception):
    """A program whose output the model leaves out."""


# ---------------------------------------------------------------- types

KTYPES = [("char", 1, True), ("unsigned char", 1, False), ("short", 2, True),
          ("unsigned short", 2, False), ("int", 4, True),
          ("unsigned int", 4, False), ("long", 8, True),
          ("unsigned long", 8, False), ("string", 0, False)]
# stack( ) keys (size < 0: -depth, 0 for the default depth): in BEGIN and
# END, uprobes on the consumer itself, the kernel stack is empty (the
# registers are the user's: no kernel frames), so all zeros
STACKS = [("stack()", 0, False), ("stack(1)", -1, False), ("stack(4)", -4, False)]


def kclass(kt):
    """A key type's kind as printa( ) of several aggregations joins them."""
    return "s" if kt[1] == 0 and kt[0] == "string" else "i" if kt[1] > 0 else kt[0]
STRS = ["a", "b", "ab", "abc", "zz", "foo", "Foo", "bar", "x y", "hello world",
        "a%db", "%s", "0123456789" * 6 + "xyz", "~", ""]
KVALS = [0, 1, 2, 3, 7, 100, 127, 128, 255, 256, -1, -2, -128, 65535, 70000,
         -70000, 2**31, 2**32 + 5, -2**40, 2**63 - 1]
VALS = [0, 1, 2, 3, 5, 7, 8, 10, 15, 16, 17, 100, 1000, 1023, 1024, 12345,
        -2**31, -2**31 + 1, 2**31 - 1, 2**31 - 2, -2**31 - 1, 2**31 - 100,
        -1, -2, -3, -7, -100, -1000, -65536, 2**31, 2**32, 10**12, -10**12,
        2**62, 2**63 - 1, -2**63, -2**63 + 1, 2**60 + 7]
FUNCS = ["count", "sum", "avg", "min", "max", "stddev", "quantize",
         "lquantize", "llquantize"]
SIMPLE = ("count", "sum", "min", "max")

QNB, QZB = 127, 63
NCPU = os.cpu_count()
REF = False	# --ref: no toupper( )/tolower( ), sonda's extensions


def lit(v):
    """A D expression of the 64-bit value v (a long)."""
    v = s64(v)
    if v == I64MIN:
        return "(long)0x8000000000000000"
    return "%d" % v if -2**31 <= v < 2**31 else "%dL" % v


# ---------------------------------------------------------------- bins

def qbin(v):
    v = s64(v)
    if v == 0:
        return 63
    if v == I64MIN:
        return 0
    off = abs(v).bit_length()
    return 63 - off if v < 0 else 63 + off


def qval(i):
    if i < QZB:
        return -(1 << (QZB - 1 - i))
    return 0 if i == QZB else 1 << (i - QZB - 1)


def lqbin(v, base, levels, step):
    v = s64(v)
    if v < base:
        return 0
    return min((v - base) // step, levels) + 1


def llq_nbins(f, lm, hm, st):
    return (hm - lm + 1) * (st - st // f) * 2 + 3


def llqbin(v, f, lm, hm, st):
    v = s64(v)
    sf = st // f
    under = 1 + (hm - lm + 1) * (st - sf)
    tmp = (-v if v < 0 else v) & M64
    mx = f ** lm
    if tmp < mx:
        return under
    mag, ind = lm, 0
    while True:
        mx = (mx * f) & M64
        if tmp < mx:
            ind = tmp // (mx // st) if mag != 0 else (tmp * st & M64) // mx
            ind -= sf
            break
        mag += 1
        if mag > hm:
            break
    m = (mag - lm) * (st - sf) + ind + 1
    if v < 0:
        m = -m
    return m + under


# ---------------------------------------------------------------- aggs

class Agg:
    def __init__(self, name, varid, fn, keys, params):
        self.name, self.varid, self.fn = name, varid, fn
        self.keys, self.params = keys, params	# keys: list of KTYPES
        self.normal = 1
        self.printed = False

    def size(self):
        if self.fn == "quantize":
            return QNB
        if self.fn == "lquantize":
            return self.levels() + 2
        if self.fn == "llquantize":
            return llq_nbins(*self.params)
        return {"avg": 2, "stddev": 3}.get(self.fn, 1)

    def levels(self):
        base, limit, step = self.params
        return (limit - base) // step

    def zero(self):
        """dt_aggregate_clear_one's data."""
        if self.fn == "min":
            return [I64MAX]
        if self.fn == "max":
            return [I64MIN]
        return [0] * self.size()

    def fresh(self):
        return self.zero()	# get_agg.c: zeroes, ival for min/max

    def apply(self, d, v, incr):
        fn = self.fn
        if fn == "count":
            d[0] = s64(d[0] + 1)
        elif fn == "sum":
            d[0] = s64(d[0] + v)
        elif fn == "min":
            d[0] = min(d[0], s64(v))
        elif fn == "max":
            d[0] = max(d[0], s64(v))
        elif fn == "avg":
            d[0] += 1
            d[1] = s64(d[1] + v)
        elif fn == "stddev":
            d[0] += 1
            d[1] = s64(d[1] + v)
            a = abs(s64(v))
            d[2] = (d[2] + a * a) & ((1 << 128) - 1)
        else:
            if fn == "quantize":
                b = qbin(v)
            elif fn == "lquantize":
                b = lqbin(v, self.params[0], self.levels(), self.params[2])
            else:
                b = llqbin(v, *self.params)
            d[b] = s64(d[b] + incr)


# ------------------------------------------------------------ sorting

def stddev(d, normal):
    if d[0] == 0:
        raise Unpredictable("stddev of no values")
    aos = d[2] // normal // d[0]
    sq = abs(int(sdiv(sdiv(d[1], s64(normal)), d[0])))
    diff = (aos - sq * sq) & ((1 << 128) - 1)
    from math import isqrt
    return isqrt(diff) & M64


def sdiv(a, b):
    """C's signed 64-bit division."""
    a, b = s64(a), s64(b)
    if a == I64MIN and b == -1:
        raise Unpredictable("INT64_MIN / -1")
    q = abs(a) // abs(b)
    return s64(-q if (a < 0) != (b < 0) else q)


def lq_sum(agg, d):
    base, _, step = agg.params	# int32_t arithmetic, wrapping
    lev = agg.levels()
    t = d[0] * sext(base - 1, 4)
    b = base
    for i in range(lev):
        t += d[i + 1] * b
        b = sext(b + step, 4)
    return t + d[lev + 1] * sext(b + 1, 4)


def lq_zero(agg, d):
    base, _, step = agg.params
    lev = agg.levels()
    if sext(base - 1, 4) == 0:
        return d[0]
    b = base
    for i in range(lev):
        if b == 0:
            return d[i + 1]
        b = sext(b + step, 4)
    if sext(b + 1, 4) == 0:
        return d[lev + 1]
    return 0


def llq_sum(agg, d):
    f, lm, hm, st = agg.params
    sf = st // f
    b0 = 1 + (hm - lm + 1) * (st - sf)
    t = Fraction(f ** lm) * (d[b0 + 1] - d[b0 - 1])
    i = 1
    if lm == 0 and st > f:
        for step in range(2, f + 1):
            i += sf
            t += step * (d[b0 + i] - d[b0 - i])
        lm = 1
    scale = Fraction(f ** (lm + 1), st)
    for mag in range(lm, hm + 1):
        for step in range(sf + 1, st + 1):
            i += 1
            t += step * scale * (d[b0 + i] - d[b0 - i])
        scale *= f
    return t


def sortval(agg, d):
    """What dt_aggregate_valcmp compares, as a tuple."""
    fn = agg.fn
    if fn in SIMPLE:
        return (d[0],)
    if fn == "avg":
        return (sdiv(d[1], d[0]) if d[0] else 0,)
    if fn == "stddev":	# DTrace's dt_stddev( ) divides by the count
        return (stddev(d, 1),)
    if fn == "quantize":
        return (sum(qval(i) * d[i] for i in range(QNB)), d[QZB])
    if fn == "lquantize":
        return (lq_sum(agg, d), lq_zero(agg, d))
    f, lm, hm, st = agg.params
    return (llq_sum(agg, d), d[1 + (hm - lm + 1) * (st - st // f)])


def cmpv(a, b):
    return (a > b) - (a < b)


class Sorter:
    def __init__(self, rev=False, keysort=False, keypos=0):
        self.rev, self.keysort, self.keypos = rev, keysort, keypos

    def r(self, c):
        return -c if self.rev else c

    def keycmp(self, ka, kb, agg):
        n = len(agg.keys) + 1
        kp = 0 if self.keypos + 1 >= n else self.keypos
        for i in range(1, n):
            x = i + kp
            if x >= n:
                x = x - n + 1
            c = cmpv(ka[x - 1], kb[x - 1])
            if c:
                return self.r(c)
        return 0

    def valcmp(self, agg, da, db):
        return self.r(cmpv(sortval(agg, da), sortval(agg, db)))

    def varcmp(self, a, b):
        return self.r(cmpv(a.varid, b.varid))

    def entry_cmp(self, ea, eb):
        """varvalcmp or varkeycmp; an entry is (agg, key, data)."""
        c = self.varcmp(ea[0], eb[0])
        if c:
            return c
        if not self.keysort:
            c = self.valcmp(ea[0], ea[2], eb[2])
            if c:
                return c
        return self.keycmp(ea[1], eb[1], ea[0])

    def sort(self, entries, revcmp=False):
        def f(a, b):
            return -self.entry_cmp(a, b) if revcmp else self.entry_cmp(a, b)
        return sorted(entries, key=functools.cmp_to_key(f))


# ------------------------------------------------------------ printing

def rawbytes(b):
    """dt_print_rawbytes."""
    out = "\n%5s      " % "" + "".join("  %x" % i for i in range(16)) + \
        "  0123456789abcdef\n"
    for i in range(0, len(b), 16):
        row = b[i:i + 16]
        out += "%5s%5x:" % ("", i) + "".join(" %02x" % c for c in row) + \
            "   " * (16 - len(row)) + "  " + \
            "".join(chr(c) if 32 <= c <= 126 else "." for c in row) + "\n"
    return out


def key_default(kv):
    size, kv = kv
    if size == "stack":		# dt_print_stack: a newline, then no frames
        return "\n"
    if size == 257:		# dt_print_bytes: a string, or "" as raw bytes
        if kv[0] == 0:
            return rawbytes(kv)
        return "  %-50s" % kv.rstrip(b"\0").decode()
    if size == 1:
        return " %3d" % kv
    if size == 2:
        return " %5d" % kv
    if size == 4:
        return " %8d" % sext(kv, 4)
    return " %16d" % sext(kv, 8)


def quantline(val, normal, total, pos, neg):
    ln = 40
    cnt = s64((val & M64) // normal) if normal != 1 else val
    if not neg:
        depth = int(Fraction(abs(val) * ln, total) + Fraction(1, 2)) if pos else 0
        return "|%s%s %-9d\n" % ("@" * depth, " " * (ln - depth), cnt)
    if not pos:
        depth = int(Fraction(abs(val) * ln, total) + Fraction(1, 2))
        return "%s%s| %-9d\n" % (" " * (ln - depth), "@" * depth, cnt)
    ln //= 2
    depth = int(Fraction(abs(val) * ln, total) + Fraction(1, 2))
    if val <= 0:
        return "%s%s|%*s %-9d\n" % (" " * (ln - depth), "@" * depth, ln, "",
                                     cnt)
    return "%20s|%s%s %-9d\n" % ("", "@" * depth, " " * (ln - depth), cnt)


HDR = "\n%16s %41s %-9s\n" % ("value", "------------- Distribution -------------",
                              "count")


def rows_total(d, lo, hi):
    pos = any(d[i] > 0 for i in range(lo, hi + 1))
    neg = any(d[i] < 0 for i in range(lo, hi + 1))
    return pos, neg, sum(abs(d[i]) for i in range(lo, hi + 1))


def print_quantize(d, normal):
    first, last = 0, QNB - 1
    while first <= last and d[first] == 0:
        first += 1
    if first > last:
        first, last = QZB - 1, QZB + 1
    else:
        first = max(first - 1, 0)
        while last > 0 and d[last] == 0:
            last -= 1
        last = min(last + 1, QNB - 1)
    pos, neg, total = rows_total(d, first, last)
    out = HDR
    for i in range(first, last + 1):
        out += "%16d " % qval(i) + quantline(d[i], normal, total, pos, neg)
    return out


def print_lquantize(agg, d, normal):
    base, _, step = agg.params
    lev = agg.levels()
    first, last = 0, lev + 1
    while first <= last and d[first] == 0:
        first += 1
    if first > last:
        first, last = 0, 2
    else:
        first = max(first - 1, 0)
        while last > 0 and d[last] == 0:
            last -= 1
        last = min(last + 1, lev + 1)
    pos, neg, total = rows_total(d, first, last)
    out = HDR
    for i in range(first, last + 1):
        if i == 0:
            lab = "%16s " % ("< %d" % base)
        elif i == lev + 1:
            lab = "%16s " % (">= %d" % (base + lev * step))
        else:
            lab = "%16d " % (base + (i - 1) * step)
        out += lab + quantline(d[i], normal, total, pos, neg)
    return out


def print_llquantize(agg, d, normal):
    f, lm, hm, st = agg.params
    sf = st // f
    b0 = 1 + (hm - lm + 1) * (st - sf)
    nb = llq_nbins(f, lm, hm, st)
    first, last = 0, nb - 1
    while first <= last and d[first] == 0:
        first += 1
    if first > last:
        first = last = b0 + 1
    else:
        while d[last] == 0:
            last -= 1
    pos, neg, total = rows_total(d, first, last)
    out = HDR
    if first > 0:
        first -= 1
    if last < nb - 1:
        last += 1
    pad = sf if lm == 0 and st > f else 0
    lab = {}

    def cp(i, s):
        if first - pad <= i <= last + pad:
            lab[i] = s[:15]
    scale = f ** lm
    if scale == 1:
        cp(b0, "0")
    elif first >= b0:
        cp(b0, "< %d" % scale)
    else:
        cp(b0, "abs() < %d" % scale)
    cp(b0 - 1, "-%d" % scale)
    cp(b0 + 1, "%d" % scale)
    mag, i = lm, 1
    if lm == 0 and st > f:
        for step in range(2, f + 1):
            i += sf
            cp(b0 - i, "-%d" % step)
            cp(b0 + i, "%d" % step)
        mag += 1
    scale = f ** (mag + 1) // st
    while mag <= hm:
        for step in range(sf + 1, st + 1):
            i += 1
            cp(b0 - i, "-%d" % ((step * scale) & M64))
            cp(b0 + i, "%d" % ((step * scale) & M64))
        scale = (scale * f) & M64
        mag += 1
    scale = f ** (hm + 1)
    cp(0, "<= -%d" % (scale & M64))
    cp(nb - 1, ">= %d" % (scale & M64))
    if pad > 0:
        for end, sgn in ((first, -1), (last, 1)):
            if end not in lab:
                for k in range(1, pad):
                    if end + sgn * k in lab:
                        lab[end] = lab[end + sgn * k]
                        break
    for i in range(first, last + 1):
        if i in lab:
            out += "%16s " % lab[i] + quantline(d[i], normal, total, pos, neg)
    return out


def value_default(agg, d):
    fn, n = agg.fn, agg.normal
    if fn == "quantize":
        return print_quantize(d, n)
    if fn == "lquantize":
        return print_lquantize(agg, d, n)
    if fn == "llquantize":
        return print_llquantize(agg, d, n)
    if fn == "avg":
        return " %16d" % (sdiv(sdiv(d[1], n), d[0]) if d[0] else 0)
    if fn == "stddev":
        return " %16d" % (stddev(d, n) if d[0] else 0)
    return " %16d" % s64((d[0] & M64) // n)


LIBC = ctypes.CDLL(None)


def cflags(flags):
    """dt_printf_create( ) reads the flags in order ('0' clears '-' and
    '-' clears '0'); dt_printf_format( ) writes them back as # 0 - + '
    space, the rest left to C."""
    got = set()
    for c in flags:
        if c == "0":
            got = (got | {"0"}) - {"-"}
        elif c == "-":
            got = (got | {"-"}) - {"0"}
        else:
            got.add(c)
    return "".join(c for c in "#0-+' " if c in got)


def cfmt(flags, width, conv, v, prec=None):
    """C's printf of one integer or string conversion, as DTrace builds
    it: a precision of 0 is left out (dt_printf_format: prec > 0); an
    integer is given as a 64-bit one ("ll"); the C locale's (no ')."""
    prec = prec or None
    f = "%" + cflags(flags) + (str(width) if width else "") + \
        ("" if prec is None else ".%d" % prec)
    if isinstance(v, str):
        f, arg = f + "s", ctypes.c_char_p(v.encode("latin-1"))
    else:
        f += "ll" + conv
        arg = ctypes.c_longlong(v) if v < 0 else ctypes.c_ulonglong(v)
    n = LIBC.snprintf(None, 0, f.encode(), arg)
    buf = ctypes.create_string_buffer(n + 1)
    LIBC.snprintf(buf, n + 1, f.encode(), arg)
    return buf.raw[:n].decode("latin-1")


def spec(flags, width, conv, prec, at=""):
    return "%" + at + flags + (str(width) if width else "") + \
        ("" if prec is None else ".%d" % prec) + conv


def rand_spec(r, convs):
    c = r.choice(convs)
    fl = r.choice(["", "", "", "-", "0", "+", " ", "-+"])
    if r.random() < 0.3:	# any flags in any order, '#' and ' too
        fl = "".join(r.sample("-+ #0'", r.randint(1, 4)))
    w = r.choice([0, 0, 0, 5, 8, 12, 20])
    prec = r.choice([None, None, None, None, 0, 3, 10])
    return c, fl, w, prec


def value_fmt(agg, d, conv, flags, width, prec, signed):
    """A %@ conversion: pfprint_dint, or the function's own printer."""
    fn, n = agg.fn, agg.normal
    if fn in ("quantize", "lquantize", "llquantize"):
        return value_default(agg, d)
    if fn == "avg":
        v = (d[1] & M64) // n // d[0] if d[0] else 0
    elif fn == "stddev":
        v = stddev(d, n)
    elif signed and conv in ("d", "i"):
        v = sdiv(d[0], n)
    else:
        v = (d[0] & M64) // n
    if conv in ("d", "i"):
        if signed:
            v = s64(v)
        else:
            v, conv = v & M64, "u"
    return cfmt(flags, width, conv, v if conv in ("d", "i") else v & M64, prec)


def key_fmt(kt, kv, conv, flags, width, prec):
    """kt: the key type the format was checked against (the first
    aggregation's: "ll" for 8 bytes, %d signed as it is); kv: the row's
    record (its size, its bits), read at its own size by pfprint_sint( )
    (%d, %i of a signed type) or pfprint_uint( ). An 8-byte record under a
    conversion without "ll" prints its low 32 bits; a narrower one under
    "ll" the 32-bit int it makes, zero-extended."""
    name, size, signed = kt
    rsize, kv = kv
    if rsize == "stack":	# pfprint_stack( ): the width only indents frames
        return "\n"
    if size == 0:
        return cfmt(flags, width, "s", kv.rstrip(b"\0").decode(), prec)
    sgn = signed and conv in ("d", "i")
    if conv in ("d", "i") and not signed:
        conv = "u"
    v = sext(kv, rsize) if sgn else kv & ((1 << 8 * rsize) - 1)
    if size != 8 and rsize == 8:
        v = sext(v, 4) if sgn else v & M32
    elif size == 8 and rsize != 8:
        v &= M32
    return cfmt(flags, width, conv, v, prec)


# ------------------------------------------------------------ program

class Prog:
    def __init__(self, r):
        self.r = r
        self.aggs = []
        names = r.sample(list("abcdefghijkmnpqrstuvwxyz") +
                         ["", "_", "count", "x_1", "Sum", "abc"], 8)
        if "" in names and "_" in names:	# dt_lex.l names @ "@_": one
            names[names.index("_")] = "zz"	# aggregation, not two
        nagg = r.randint(1, r.choice([3, 5, 8]))
        sigs = []
        for i in range(nagg):
            if sigs and r.random() < 0.5:
                keys = r.choice(sigs)
            elif sigs and r.random() < 0.4:	# compatible: other integers
                keys = [kt if kt[1] <= 0 else r.choice(KTYPES[:-1])
                        for kt in r.choice(sigs)]
                sigs.append(keys)
            else:
                keys = [r.choice(KTYPES) if r.random() > 0.2 else r.choice(STACKS)
                        for _ in range(r.choice([0, 1, 1, 1, 2, 2, 3]))]
                sigs.append(keys)
            fn = r.choice(FUNCS)
            self.aggs.append(Agg(names[i], i + 1, fn, keys, self.params(fn)))
        self.opts = {}
        for o in ("aggsortkey", "aggsortrev"):
            if r.random() < 0.3:
                self.opts[o] = None
        for o in ("aggsortpos", "aggsortkeypos"):
            if r.random() < 0.25:
                self.opts[o] = r.randint(0, 3)
        self.pragma = r.random() < 0.5
        self.small = r.random() < 0.25
        self.percpu = r.random() < 0.15	# -x aggpercpu
        self.raw = {}		# key shape -> raw key tuples drawn so far

    def shape(self, agg):
        return tuple(kclass(kt) for kt in agg.keys)

    def params(self, fn):
        r = self.r
        if fn == "lquantize":
            if r.random() < 0.15:	# at the ends of int32_t
                return r.choice([(-2**31, -2**31 + 10, 1), (-2**31, -2**31 + 1000, 300),
                                 (2**31 - 1001, 2**31 - 1, 100), (2**31 - 5, 2**31 - 1, 1),
                                 (-2**31, 2**31 - 1, 2**16 - 1)][:4])
            if r.random() < 0.12:	# steps up to the 16 bits allowed
                return r.choice([(0, 65535 * 5, 65535),
                                 (-65535 * 3, 65535 * 2, 65535),
                                 (-1000000, 1000000, 50000),
                                 (-2**31, -2**31 + 65535 * 7, 65535),
                                 (2**31 - 65535 * 4 - 1, 2**31 - 1, 65535),
                                 (-300, 65000, 4096)])
            base = r.choice([-100, -10, -5, 0, 0, 1, 3, 10, 1000])
            step = r.choice([1, 1, 2, 3, 5, 10, 100])
            limit = base + step * r.randint(1, 12) + r.choice([0, 0, 1, step - 1])
            return (base, limit, step)
        if fn == "llquantize":
            return r.choice([(10, 0, 2, 10), (10, 0, 3, 20), (10, 1, 3, 10),
                             (10, 2, 4, 5), (2, 0, 6, 2), (2, 1, 10, 4),
                             (4, 0, 3, 16), (10, 0, 1, 100), (3, 0, 4, 9),
                             (10, 3, 5, 50), (10, 0, 18, 10), (16, 2, 5, 8),
                             (3, 0, 39, 3), (2, 0, 62, 4), (16, 0, 14, 16),
                             (2, 5, 62, 2), (7, 2, 9, 7)])
        return None

    def rawkey(self, kt):
        r = self.r
        if kt[0].startswith("stack"):
            return 0
        if kt[1] == 0:
            return r.choice(STRS)
        return r.choice(KVALS) if r.random() < 0.5 else r.randint(-3, 6)

    def keyexpr(self, kt, v, first=True):
        """A key's text and its record; after the first use, an integer
        key may be of another type: dt_cg_arglist casts it to the first's."""
        if kt[0].startswith("stack"):
            return kt[0], ("stack", 0)
        if kt[1] == 0:
            return '"%s"' % v, (257, v.encode() + b"\0" * (257 - len(v)))
        name = kt[0]
        if not first and self.r.random() < 0.2:
            name, size, signed = self.r.choice(KTYPES[:-1])
            v = sext(v, size) if signed else v & ((1 << (8 * size)) - 1)
        return "(%s)%s" % (name, lit(v)), (kt[1], v & ((1 << (8 * kt[1])) - 1))

    def strcalc(self, v, j):
        """A string key v computed by a string subroutine, some of its
        parts from a variable (one for each key j: a key's statement
        must not change another's): (statements before, (text, record))."""
        r = self.r
        vs = [x % j for x in ["self->sp%d", "this->tp%d", 'ap["p%d"]', "sg%d"]]
        rec = (257, v.encode() + b"\0" * (257 - len(v)))
        c = r.random()
        if c < 0.4:
            i = r.randint(0, len(v))
            a, b = '"%s"' % v[:i], '"%s"' % v[i:]
            pre = ""
            if r.random() < 0.6:
                var = r.choice(vs)
                pre, a = "%s = %s; " % (var, a), var
            return pre, ("strjoin(%s, %s)" % (a, b), rec)
        if c < 0.7:	# substr( ) of it inside others' characters
            pre, post = r.choice(["", "Q", "QZ"]), r.choice(["", "Z", "ZZQ"])
            var = r.choice(vs)
            n = '"%s%s%s"' % (pre, v, post)
            if r.random() < 0.5:
                return "%s = %s; " % (var, n), (
                    "substr(%s, %d, %d)" % (var, len(pre), len(v)), rec)
            return "", ("substr(%s, %d, %d)" % (n, len(pre), len(v)), rec)
        # strjoin( ) of a variable holding it and ""
        var = r.choice(vs)
        return "%s = \"%s\"; " % (var, v), ('strjoin(%s, "")' % var, rec)

    def cond(self, truth):
        """A condition over v_zero (a global int never assigned: 0) of
        the given truth."""
        return self.r.choice(["v_zero == 0", "!v_zero", "v_zero + 1",
                              "v_zero >= 0", "(v_zero & 1) == 0"] if truth else
                             ["v_zero", "v_zero != 0", "v_zero > 0",
                              "v_zero == 1", "v_zero * 3"])

    def ternary(self, want, others):
        """A ?: (nested one or two deep, either arm) whose value is the
        text want, its other arms chosen from others."""
        r = self.r
        e = want
        for _ in range(r.choice([1, 1, 2])):
            o = r.choice(others)
            if r.random() < 0.5:
                e = "(%s ? %s : %s)" % (self.cond(True), e, o)
            else:
                e = "(%s ? %s : %s)" % (self.cond(False), o, e)
        return e

    def disguise(self, kt, v, text, first):
        """Another text of the key text of type kt holding v: a ?: of
        arms of its type (after the first use only: dt_cook_op3( )
        promotes char and short arms to int, the type the first use
        would give the key), a cast that cuts a wider value down to it
        (dt_cg_typecast( )), string subroutines and ?: of strings (a copy
        of strsize bytes: dt_cg_ternary_op( ))."""
        r = self.r
        if kt[0] == "string":
            alts = ['"%s"' % x for x in STRS if x != v][:6]
            c = r.random()
            if c < 0.45:
                return self.ternary(text, r.sample(alts, 3))
            if REF and 0.45 <= c < 0.7:	# DTrace has no toupper( )
                c = 0.75
            if c < 0.6 and v.isalpha() and v.islower():
                return 'tolower("%s")' % v.upper()
            if c < 0.7 and v.isalpha() and v.isupper():
                return 'toupper("%s")' % v.lower()
            if c < 0.8:
                return 'substr(strjoin("QZ", %s), 2)' % text
            k = r.randint(0, len(v))
            return "strjoin(%s, %s)" % (self.ternary('"%s"' % v[:k], alts[:3]),
                                        '"%s"' % v[k:])
        name, size, _ = kt
        if size < 8 and r.random() < 0.5:	# a wider value cast down
            w = s64(v) + r.choice([1, -1, 3, 255]) * (1 << (8 * size))
            if -2**63 <= w < 2**63:
                return "(%s)(%s)" % (name, lit(w))
        if first:
            return text
        others = ["(%s)%s" % (name, lit(x)) for x in r.sample(KVALS, 3)]
        return self.ternary(text, others)

    def value(self):
        """A value expression and its 64-bit value."""
        r = self.r
        if self.small:	# ties: equal sums, the count at zero decides
            v = r.randint(-2, 2)
        else:
            v = r.choice(VALS) if r.random() < 0.6 else r.randint(-20, 40)
        if r.random() < 0.3:
            name, size, signed = r.choice(KTYPES[:-1])
            w = sext(v, size) if signed else v & ((1 << (8 * size)) - 1)
            if r.random() < 0.5:	# through a global of that type
                var = "v_" + name.replace(" ", "_")
                return "%s = %s; " % (var, lit(v)), var, s64(w)
            return "", "(%s)%s" % (name, lit(v)), s64(w)
        if r.random() < 0.15:	# a ?: of int and long literals: a long
            return "", self.ternary(lit(v), [lit(x) for x in r.sample(VALS, 3)]), v
        return "", lit(v), v

    def aggstmt(self, agg, first=True, fault=False):
        r = self.r
        pool = self.raw.setdefault(self.shape(agg), [])
        if pool and r.random() < 0.7:
            raw = r.choice(pool)
        else:
            raw = tuple(self.rawkey(kt) for kt in agg.keys)
            pool.append(raw)
        ks = [self.keyexpr(kt, v, first) for kt, v in zip(agg.keys, raw)]
        pre = ""
        if ks and r.random() < 0.2:	# a key through a global
            i = r.randrange(len(ks))
        else:
            i = None
        for j, kt in enumerate(agg.keys):
            if kt[0] == "string" and r.random() < 0.3:
                p, ks[j] = self.strcalc(raw[j], j)
                pre += p
            elif j != i and not kt[0].startswith("stack") and r.random() < 0.25:
                # of the value recorded (keyexpr( ) may have cut raw[j])
                v = raw[j] if kt[0] == "string" else ks[j][1][1]
                ks[j] = (self.disguise(kt, v, ks[j][0], first), ks[j][1])
        if i is not None and not agg.keys[i][0].startswith("stack"):
            # a global, self->, this-> or associative variable of the
            # key's type: stored (and cut) by it, read back
            var = r.choice(["k_%s", "self->sk_%s", "this->tk_%s",
                            "ak_%s[3]"]) % agg.keys[i][0].replace(" ", "_")
            pre += "%s = %s; " % (var, ks[i][0])
            ks[i] = (var, ks[i][1])
        ktext, kval = ", ".join(k[0] for k in ks), tuple(k[1] for k in ks)
        vpre, vtext, v = self.value()
        if fault:		# divides by zero after the entry is made (a
            # signed division: dt_cg_arithmetic_op( ) checks no other)
            vpre, vtext = "", "(long)(%s) / v_zero" % vtext
        pre += vpre
        incr = 1
        args = [vtext] if agg.fn != "count" else []
        if agg.fn == "lquantize":
            args += [str(p) for p in agg.params]
        elif agg.fn == "llquantize":
            args += [str(p) for p in agg.params]
        if agg.fn in ("quantize", "lquantize", "llquantize") and r.random() < 0.3:
            incr = r.choice([0, 2, 3, -1, -2, 10] if not self.small else [0, 1, -1])
            args.append(str(incr))
        elif agg.fn == "lquantize" and agg.params[2] == 1 and r.random() < 0.5:
            args.pop()		# the step defaults to 1
        text = pre + "@%s%s = %s(%s);" % (agg.name, "[%s]" % ktext if agg.keys else "",
                                    agg.fn, ", ".join(args))
        return text, (agg, kval, v, incr)


def gen_format(r, aggs):
    """A printa format for aggs (same keys): its text and conversions,
    (kind, index, conv, flags, width, prec, dynamic width key, dynamic
    precision key). The keys are taken in order by the key conversions and
    by the * of any conversion (dt_printf_getint), the values by %@."""
    keys = aggs[0].keys
    parts, convs = [], []
    nk = r.randint(0, len(keys)) if r.random() < 0.3 else len(keys)
    nv = max(len(aggs) + r.choice([0, 0, 0, -1, 1]), 0)
    ki = vi = 0
    while ki < nk or vi < nv:
        dw = dp = None
        isint = lambda i: i < nk and keys[i][1] > 0
        value = vi < nv and (ki >= nk or r.random() < 0.4)
        if isint(ki) and (value or ki + 1 < nk) and r.random() < 0.2:
            dw, ki = ki, ki + 1
            if isint(ki) and (value or ki + 1 < nk) and r.random() < 0.3:
                dp, ki = ki, ki + 1
        if value:
            c, fl, w, prec = rand_spec(r, ["d", "d", "i", "u", "x", "X", "o"])
            kind, idx, at = "v", vi, "@"
            vi += 1
        elif keys[ki][0].startswith("stack"):
            fl, w = r.choice([("", 0), ("-", 12), ("", 8), ("-", 0)])
            c, prec, kind, idx, at = "k", None, "k", ki, ""
            ki += 1
        elif keys[ki][1] == 0:
            fl, w = r.choice([("", 0), ("-", 12), ("", 8), ("-", 0)])
            c, prec, kind, idx, at = "s", r.choice([None, None, None, 2]), "k", ki, ""
            ki += 1
        else:
            c, fl, w, prec = rand_spec(r, ["d", "d", "i", "u", "x", "X", "o"])
            kind, idx, at = "k", ki, ""
            ki += 1
        if dw is not None:
            w = 0
            fl = fl.replace("-", "")
        if dp is not None:
            prec = None
        t = spec(fl, w, c, prec, at)
        if dw is not None or dp is not None:
            t = "%" + at + fl + ("*" if dw is not None else "") + \
                (".*" if dp is not None else
                 "" if prec is None else ".%d" % prec) + c
        parts.append(t)
        convs.append((kind, idx, c, fl, w, prec, dw, dp))
    sep = r.choice([" ", " | ", ",", "\\t", " %% "])
    tail = r.choice(["\\n", "\\n", "", "\\n\\n"])
    text = (sep.join(parts) if parts else "row") + tail
    return text, convs, sep, tail


def dyn(kt, kv):
    """dt_printf_getint: the row's key record read signed by its own size
    (kv[0], not kt's: the type the format was checked against), as an
    int."""
    v = sext(sext(kv[1], kv[0]), 4)
    if abs(v) > 300:
        raise Unpredictable("a dynamic width or precision too large")
    return v


def unescape(s):
    return s.replace("\\n", "\n").replace("\\t", "\t").replace("%%", "%")


class Model:
    def __init__(self, prog):
        self.p = prog
        self.gen = {a.name: 1 for a in prog.aggs}
        self.bpf = {}		# (name, key) -> [gen, data]
        self.hash = {}		# (name, key) -> data
        self.out = []
        self.opts = dict(prog.opts)
        self.setopts()
        self.byname = {a.name: a for a in prog.aggs}

    def setopts(self):
        o = self.opts
        self.sorter = Sorter("aggsortrev" in o, "aggsortkey" in o,
                             o.get("aggsortkeypos") or 0)
        self.sortpos = o.get("aggsortpos") or 0

    def setopt(self, name, val):
        """dt_opt_runtime: "no", "off", ... or "" unset; else a number."""
        if val in ("no", "off", "unset", "false", ""):
            self.opts.pop(name, None)
        else:
            self.opts[name] = 1 if val in (None, "yes", "on", "set") else int(val)
        self.setopts()

    def aggregate(self, agg, key, v, incr):
        e = self.bpf.get((agg.name, key))
        if e is None or e[0] < self.gen[agg.name]:
            e = [self.gen[agg.name], agg.fresh()]
            self.bpf[(agg.name, key)] = e
        if v is not None:
            agg.apply(e[1], v, incr)

    def snapshot(self):
        for (n, k), d in list(self.hash.items()):
            self.hash[(n, k)] = self.byname[n].zero()
        for (n, k), (g, d) in self.bpf.items():
            if (n, k) in self.hash:
                if g >= self.gen[n]:
                    self.hash[(n, k)] = list(d)
            else:
                self.hash[(n, k)] = list(d)

    def entries(self, agg=None):
        return [(self.byname[n], k, d) for (n, k), d in self.hash.items()
                if agg is None or n == agg.name]

    def clear(self, agg):
        self.gen[agg.name] += 1
        for (n, k) in self.hash:
            if n == agg.name:
                self.hash[(n, k)] = agg.zero()

    def trunc(self, agg, n):
        es = self.entries(agg)
        s = Sorter()
        es = s.sort(es, revcmp=n >= 0)
        for a, k, d in es[abs(n):]:
            del self.hash[(a.name, k)]
            del self.bpf[(a.name, k)]

    def percpu(self, a, d):
        """The per-CPU values after a value (dt_print_aggs): all of it on
        CPU 0 (taskset), the identity on the others."""
        if not self.p.percpu or d is None:
            return ""
        return "".join("\n    [CPU %d]" % c + value_default(a, d if c == 0 else a.zero())
                       for c in range(NCPU))

    def row_default(self, aggs, key, datas, pcs=None):
        line = "".join(key_default(kv) for kv in key)
        for i, (a, d) in enumerate(zip(aggs, datas)):
            line += value_default(a, d) + self.percpu(a, pcs[i] if pcs else d)
        return line + "\n"

    def row_fmt(self, aggs, key, datas, fmt, fa=None):
        """fa: the aggregation formatting each value (zero_fmt), else aggs."""
        text, convs, sep, tail = fmt
        fa = fa or aggs
        signed = aggs[0].fn != "count"
        parts = []
        ks = aggs[0].keys
        for kind, idx, conv, fl, w, prec, dw, dp in convs:
            if dw is not None:
                w = dyn(ks[dw], key[dw])
                if w < 0:
                    fl, w = fl + "-", -w
            if dp is not None:
                prec = dyn(ks[dp], key[dp])
                prec = prec if prec > 0 else None
            if kind == "k":
                parts.append(key_fmt(ks[idx], key[idx], conv, fl, w, prec))
            else:
                j = min(idx, len(aggs) - 1)
                parts.append(value_fmt(fa[j], datas[j], conv, fl, w, prec,
                                       signed))
        s = unescape(sep).join(parts) if parts else "row"
        return s + unescape(tail)

    def printa(self, aggs, fmt):
        if fmt is None:
            self.out.append("\n")
        if len(aggs) == 1:
            a = aggs[0]
            es = self.sorter.sort(self.entries(a))
            for _, k, d in es:
                if fmt is None:
                    self.out.append(self.row_default(aggs, k, [d]))
                else:
                    self.out.append(self.row_fmt(aggs, k, [d], fmt))
                a.printed = True
            return
        self.joined(aggs, fmt)

    def zfill_cpus(self, a):
        """A zero filled in keeps the per-CPU data of the aggregation's first
        entry in DTrace's hash (zaggdata): none without entries; which
        entry is first among several is the BPF map's order."""
        es = self.entries(a)
        if len(es) > 1 and self.p.percpu:
            raise Unpredictable("per-CPU values of a zero filled in")
        return es[0][2] if es else None

    def zero_fmt(self, aggs, k, sp):
        """The aggregation whose format the zeros of aggs[k] take when it
        has no entry at all: dtrace_aggregate_walk_joined() holds
        aggs[(i + sp) % n] at bundle position i but fills that position's
        hole with the desc of aggs[(i - sp) % n]; a repeated aggregation
        uses its first position's hole."""
        n = len(aggs)
        if self.entries(aggs[k]):
            return aggs[k]
        q = next(q for q in range(n) if aggs[(q + sp) % n] is aggs[k])
        return aggs[(q - sp) % n]

    def joined(self, aggs, fmt):
        n = len(aggs)
        sp = self.sortpos if self.sortpos < n else 0
        keys = {}
        for a in aggs:
            for _, k, d in self.entries(a):
                keys.setdefault(k, {})[a.name] = d
        if not keys:
            return
        fa = [self.zero_fmt(aggs, i, sp) for i in range(n)]
        rows = []
        for k, m in keys.items():
            datas = [m.get(a.name, [0] * fa[i].size()) for i, a in enumerate(aggs)]
            pcs = [m.get(a.name) or self.zfill_cpus(a) for a in aggs] \
                if fmt is None else None
            rows.append((k, datas, pcs))
        s = self.sorter

        def bcmp(x, y):
            order = [(i + sp) % n for i in range(n)]
            if s.keysort:
                c = s.keycmp(x[0], y[0], aggs[0])
                if c:
                    return c
            for i in order:
                c = s.valcmp(fa[i], x[1][i], y[1][i])
                if c:
                    return c
            return 0 if s.keysort else s.keycmp(x[0], y[0], aggs[0])
        rows.sort(key=functools.cmp_to_key(bcmp))
        for k, datas, pcs in rows:
            if fmt is None:
                self.out.append(self.row_default(fa, k, datas, pcs))
            else:
                self.out.append(self.row_fmt(aggs, k, datas, fmt, fa))
        for a in fa:	# dt_print_aggs(), dt_fprintas(): each value's desc
            a.printed = True

    def exit_print(self):
        self.out.append("\n")
        es = [e for e in self.entries() if not e[0].printed]
        for a, k, d in self.sorter.sort(es):
            self.out.append(self.row_default([a], k, [d]))


def build(r):
    """The clauses: (probe, predicate, actions), and the BEGIN and END
    phases (the actions of each phase's clauses, in order). An END clause
    may come first in the text; an aggregation's id is the order of its
    first assignment in the text, and an action names only aggregations
    assigned before it."""
    p = Prog(r)
    m = Model(p)
    clauses, assigned = [], []
    dead = p.aggs[0] if len(p.aggs) > 1 and r.random() < 0.2 else None
    live = [a for a in p.aggs if a is not dead]
    if dead:	# aggregated only where nothing runs: a desc, no data
        clauses.append(("BEGIN", "/0/", [("dead", p.aggstmt(dead)[0], None)]))
        assigned.append(dead)
    has_end = r.random() < 0.5
    order = ["BEGIN", "END"] if has_end else ["BEGIN"]
    if has_end and r.random() < 0.3:
        order.reverse()
    in_begin = r.sample(live, r.randint(1, len(live))) if has_end else live
    phases = {}
    for cname in order:
        forced = in_begin if cname == "BEGIN" else \
            [a for a in live if a not in in_begin]
        items = list(forced) + [r.choice(live) for _ in range(r.randint(2, r.choice([14, 14, 40])))]
        r.shuffle(items)
        for _ in range(r.randint(0, 5)):
            items.insert(r.randint(0, len(items)), None)
        acts = []
        for a in items:
            if a is not None:
                acts.append(("agg",) + p.aggstmt(a, a not in assigned))
                if a not in assigned:
                    assigned.append(a)
            elif assigned:
                acts.append(gen_action(r, assigned))
        if cname == "BEGIN":
            acts.append(("exit", "exit(0);", None))
        cuts = sorted(r.sample(range(1, len(acts)), min(r.randint(0, 2),
                                                       len(acts) - 1)))
        phases[cname] = [acts[lo:hi] for lo, hi in zip([0] + cuts,
                                                       cuts + [len(acts)])]
        clauses += [(cname, "", c) for c in phases[cname]]
    for cname, pred, acts in clauses:	# faults, in clauses that do not exit
        if not pred and r.random() < 0.15 and \
                all(k != "exit" for k, _, _ in acts):
            a = r.choice([b for b in live if b.fn != "count"] or [None])
            if a:
                acts.insert(r.randint(0, len(acts)),
                            ("fault",) + p.aggstmt(a, True, True))
    seen = []			# ids: the order of first use in the text
    for _, _, acts in clauses:
        for kind, _, op in acts:
            a = op[0] if kind in ("agg", "fault") else None
            if a and a not in seen:
                seen.append(a)
    for i, a in enumerate(([dead] if dead else []) + seen):
        a.varid = i + 1
    return p, m, clauses, [(c, phases[c]) for c in ("BEGIN", "END")
                           if c in phases]


def compatible(a, b, exact, r):
    """May printa( ) join a and b? (Strings with strings, integers of any
    width with integers; with a format, same key types half the time.)"""
    if exact and r.random() < 0.5:
        return a.keys == b.keys
    return [kclass(kt) for kt in a.keys] == [kclass(kt) for kt in b.keys]


def gen_action(r, aggs_known):
    c = r.random()
    a = r.choice(aggs_known)
    if c < 0.45:
        fmt = r.random() < 0.5
        same = [b for b in aggs_known if compatible(a, b, fmt, r)]
        aggs = [a]
        if same and r.random() < 0.4:
            aggs += [r.choice(same) for _ in range(r.randint(1, len(same)))]
        r.shuffle(aggs)
        fmt = gen_format(r, aggs) if fmt else None
        names = ", ".join("@" + b.name for b in aggs)
        if fmt:
            return ("printa", 'printa("%s", %s);' % (fmt[0], names), (aggs, fmt))
        return ("printa", "printa(%s);" % names, (aggs, None))
    if c < 0.6:
        n = r.choice([1, 2, 3, 10, 1000, 7])
        if r.random() < 0.3:	# read as wide as its type, zero-extended
            n = r.choice([-1, -2, -7, 300, 2**40, 2**63 + 5, -2**31])
            name, size, _ = r.choice(KTYPES[:-1])
            t = "(%s)%s" % (name, lit(n))
            n &= (1 << (8 * size)) - 1
        else:
            t = lit(n)
        if n == 0:
            return ("normalize", "denormalize(@%s);" % a.name, (a, 1))
        return ("normalize", "normalize(@%s, %s);" % (a.name, t), (a, n))
    if c < 0.65:
        return ("normalize", "denormalize(@%s);" % a.name, (a, 1))
    if c < 0.85:
        n = r.choice([None, 0, 1, 2, 3, -1, -2, -3, 5])
        t = "trunc(@%s);" % a.name if n is None else "trunc(@%s, %d);" % (a.name, n)
        if n is not None and r.random() < 0.3:	# read signed by its size
            name, size, _ = r.choice(KTYPES[:-1])
            n = r.choice([n, 255, 65535, 2**32 - 2, 2**32 + 2, 254])
            t = "trunc(@%s, (%s)%s);" % (a.name, name, lit(n))
            n = sext(n, size)
        return ("trunc", t, (a, n or 0))
    if c < 0.93:
        return ("clear", "clear(@%s);" % a.name, a)
    o = r.choice(["aggsortkey", "aggsortrev", "aggsortpos", "aggsortkeypos"])
    v = r.choice([None, "no", "yes", "", "0", "1", "2", "unset", "3"])
    if v is None:
        return ("setopt", 'setopt("%s");' % o, (o, v))
    return ("setopt", 'setopt("%s", "%s");' % (o, v), (o, v))


def run_model(m, phases, quiet):
    """A phase is BEGIN's or END's clauses. BEGIN exit( )s, so END fires
    before anything is read (dt_work.c: the first dtrace_status( ) sees
    the draining state and calls dtrace_stop( )): both phases' aggregating
    statements run, the consumer takes a snapshot (dtrace_consume( )),
    then reads BEGIN's records and END's; not quiet, a clause with a
    data-recording action is a record with a prefix "%3d %6d %32s " (CPU
    0, the probe's id) and a "\n" after."""
    header = False
    for pname, clauses in phases:
        for acts in clauses:
            for kind, _, op in acts:
                if kind == "agg":
                    m.aggregate(*op)
                elif kind == "fault":	# the entry made, the clause over
                    m.aggregate(op[0], op[1], None, None)
                    break
    m.snapshot()
    for pname, clauses in phases:
        for acts in clauses:
            if any(k == "fault" for k, _, _ in acts):
                continue		# no record: the clause's data is lost
            rec = not quiet and any(k != "agg" for k, _, _ in acts)
            if rec and not header:
                m.out.append("%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME"))
                header = True
            if rec:
                m.out.append("%3d %6d %32s " % (0, 1 if pname == "BEGIN" else 2,
                                                ":" + pname))
            run_records(m, acts)
            if rec:
                m.out.append("\n")
    m.snapshot()
    m.exit_print()
    return "".join(m.out)


def run_records(m, acts):
    for kind, _, op in acts:
        if kind == "printa":
            m.printa(*op)
        elif kind == "normalize":
            op[0].normal = op[1]
        elif kind == "trunc":
            m.trunc(*op)
        elif kind == "clear":
            m.clear(op)
        elif kind == "setopt":
            m.setopt(*op)


def text(p, clauses):
    lines = []
    if p.pragma:
        for o, v in p.opts.items():
            lines.append("#pragma D option %s" % (o if v is None else "%s=%d" % (o, v)))
        if p.percpu:
            lines.append("#pragma D option aggpercpu")
    for name, _, _ in KTYPES:
        n = name.replace(" ", "_")
        if name != "string":
            lines.append("%s v_%s;" % (name, n))
        if name == "int":
            lines.append("int v_zero;")
        lines.append("%s k_%s;" % (name, n))
        lines.append("self %s sk_%s;" % (name, n))
        lines.append("this %s tk_%s;" % (name, n))
        lines.append("%s ak_%s[int];" % (name, n))
    for j in range(3):
        lines += ["self string sp%d;" % j, "this string tp%d;" % j,
                  "string sg%d;" % j]
    lines.append("string ap[string];")
    for cname, pred, acts in clauses:
        lines.append("%s%s\n{" % (cname, pred and " " + pred))
        lines += ["\t" + a[1] for a in acts]
        lines.append("}")
    return "\n".join(lines) + "\n"


def args_of(p):
    a = []
    if not p.pragma:
        for o, v in p.opts.items():
            a += ["-x", o if v is None else "%s=%d" % (o, v)]
        if p.percpu:
            a += ["-x", "aggpercpu"]
    return a


TIMEOUT = 20	# -t


def run(sonda, prog, extra, quiet, pin=True):
    with tempfile.NamedTemporaryFile("w", suffix=".d") as f:
        f.write(prog)
        f.flush()
        try:
            p = subprocess.run((["taskset", "-c", "0"] if pin else []) +
                               ["timeout", "-k", "10", str(TIMEOUT), sonda,
                                "-s", f.name] + (["-q"] if quiet else []) +
                               extra, capture_output=True, text=True)
        except UnicodeDecodeError:
            return 99, "", "undecodable output"
    return p.returncode, p.stdout, p.stderr


def main():
    ap = fuzzlib.options(n=50)
    ap.add_argument("-P", action="store_true",
                    help="not pinned to CPU 0, all quiet: BEGIN and END may run "
                    "on different CPUs, whose data the consumer merges")
    ap.add_argument("-t", type=int, default=20,
                    help="seconds each program may run (20)")
    args = ap.parse_args()
    global REF, TIMEOUT
    TIMEOUT = args.t
    REF = args.ref
    bad = skipped = 0
    for seed in range(args.s, args.s + args.n):
        r = random.Random(seed)
        p, m, clauses, phases = build(r)
        p.percpu = p.percpu and not args.P
        prog = text(p, clauses)
        quiet = r.random() < 0.8 or args.P
        try:
            want = run_model(m, phases, quiet)
        except Unpredictable:
            skipped += 1
            continue
        if args.v:
            print(prog)
        rc, got, err = run(args.bin, prog, args_of(p), quiet, not args.P)
        if rc == 0 and got == want:
            continue
        bad += 1
        print("seed %d: exit %d %s%s\n%s%s" % (seed, rc, "" if quiet else "(not -q) ",
                                              " ".join(args_of(p)), prog,
                                            err.strip()[:500]))
        print("".join(difflib.unified_diff(want.splitlines(True),
                                           got.splitlines(True), "model", "sonda")))
    print("%d programs, %d left out, %d disagreements" % (args.n, skipped, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
