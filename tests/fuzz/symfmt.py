#!/usr/bin/python3
"""symfmt.py - kernel symbol and stack formatting against a model of DTrace.

Generates random D programs (run as root, one BEGIN clause, -q) that print
kernel addresses taken from /proc/kallsyms as constants: the sym(),
func() and mod() actions, printf() %a of them with widths and the '-'
flag, aggregations keyed by sym(), func() and mod() printed by printa()
with %a keys, and stack() / stack(n) with or without -x stackindent. The
model follows libdtrace's source, not sonda:

  - dt_module.c's dt_modsym_update( ): each /proc/kallsyms line is a
    symbol of module "vmlinux" or of the module named in brackets; lines
    of type a/A, of module "bpf" or "__builtin__kprobes" and those inside
    .init.scratch are dropped; dt_modsym_addsym( ) keeps names such as
    event_* and __ksymtab_* out of the symbol table (their addresses still
    extend the module's ranges); a symbol's size is 1 when its module's
    address ranges are built (dt_modsym_addsym( ): a run of vmlinux
    symbols of one text-ness is one range, up to its last symbol + 1; a
    loadable module's range spans its symbols, each of size 1), and
    dt_symtab_sort( ) later gives each symbol but the last of its module
    the distance to the next one as size;
  - dt_subr.c's dtrace_addr2str( ) (printf %a, pfprint_addr( )):
    "mod`name" at a symbol's start, "mod`name+0xOFF" inside it, "0x%llx"
    when no module range holds the address;
  - dt_consume.c's dt_print_sym( ) (sym(), func()): "mod`name" without
    an offset, and dt_print_mod( ) (mod()): the module name, both through
    "  %-50s" when not in printa( ), or the printa( ) conversion's format
    (for a mod() key, dt_printf.c sends %a to pfprint_mod( ));
  - dt_aggregate.c's dt_aggregate_sym( ) / dt_aggregate_mod( ): an
    aggregation key of sym()/func() is normalised to its symbol's start,
    of mod() to its module (so keys in one module are one tuple), before
    the keys are compared, in a tuple beside int and string keys too;
    printa( ) lists tuples by value then key, with a format or without
    (dt_print_aggs( ): "  %-50s" of dt_print_sym( )'s "mod`name" or of
    dt_print_mod( )'s module, " %8d" of an int, "  %-50s" of a string,
    " %16lld" of each value), of one aggregation or of two joined;
  - dt_consume.c's dt_print_stack( ): a "\\n", then for each frame (up to
    the first 0 pc) stackindent spaces (default _dtrace_stkindent, 14),
    the frame as dtrace_addr2str( ) (with "+0x" only when pc is past the
    start) and "\\n". Which frames a stack holds depends on the kernel, so
    only the shape is checked: the blank line, the indentation, at most n
    frames, each "mod`name", "mod`name+0xHEX", "mod`0xHEX" or "0xHEX".

An address past the last symbol of a run of one text-ness (vmlinux`_etext
+ 1) is in no module range: "0x...". Left out: symbols that share their address with another (which alias
DTrace names depends on dt_symtab.c's sort), addresses at the edge of a
vmlinux text/data run, user-space symbols (usym, umod, uaddr, ustack:
they need a pid context), and the default printa( ) layout.

  tests/fuzz/symfmt.py [-n PROGRAMS] [-c CALLS] [-s SEED] [-j JOBS] [-b SONDA]
                       [-t UCALLS] [-v] [--ref]

Deterministic by seed (given the running kernel's symbols); prints each
disagreement; exit status 1 if any. Not run by tests/run.
"""
import os
import random
import re
import subprocess
import sys
from multiprocessing.pool import ThreadPool

import fuzzlib

SEP = b"\x02\x03\x04\x05"
MODEL = None


# dt_modsym_addsym( ): names kept out of the symbol tables (their
# addresses still extend the module's ranges)
SKIPPED = ("__crc_", "__ksymtab_", "__kcrctab_", "__kstrtab_", "__param_",
           "__syscall_meta__", "__p_syscall_meta__", "__event_", "event_",
           "ftrace_event_", "types__", "args__", "__tracepoint_",
           "__tpstrtab_", "__initcall_", "__setup_", "__pci_fixup_")


class Sym:
    def __init__(self, addr, typ, name, mod, idx):
        self.addr, self.typ, self.name, self.mod = addr, typ, name, mod
        self.idx = idx
        self.size = 1
        self.text = typ in "tTwW"


def load_kallsyms():
    """dt_modsym_update( ) over /proc/kallsyms: the kept symbols in order."""
    syms, scratch = [], False
    with open("/proc/kallsyms") as f:
        for line in f:
            p = line.split()
            if len(p) < 3:
                continue
            addr, typ, name = int(p[0], 16), p[1], p[2]
            mod = p[3][1:-1] if len(p) > 3 else "vmlinux"
            if mod in ("bpf", "__builtin__kprobes") or typ in "aA":
                continue
            if name == "__init_scratch_begin":
                scratch = True
                continue
            if name == "__init_scratch_end":
                scratch = False
                continue
            if scratch:
                continue
            syms.append(Sym(addr, typ, name, mod, len(syms)))
    return syms


class Model:
    def __init__(self, syms):
        self.syms = syms
        bymod = {}
        for s in syms:
            if not s.name.startswith(SKIPPED):
                bymod.setdefault(s.mod, []).append(s)
        naddr = {}
        for s in syms:
            naddr[s.addr] = naddr.get(s.addr, 0) + 1
        self.unique = naddr
        for mod, lst in bymod.items():
            lst.sort(key=lambda s: s.addr)
            for a, b in zip(lst, lst[1:]):
                a.size = b.addr - a.addr
        self.bymod = bymod
        # module ranges as dt_modsym_addsym( ) builds them (sizes of 1)
        self.ranges = []
        last = None
        for s in syms:
            if s.mod == "vmlinux":
                if last is not None and last[0] == "vmlinux" and last[1] == s.text:
                    last[3] = s.addr + 1
                else:
                    last = ["vmlinux", s.text, s.addr, s.addr + 1]
                    self.ranges.append(last)
            else:
                last = None
        for mod, lst in bymod.items():
            if mod == "vmlinux":
                continue
            for text in (True, False):
                t = [s for s in lst if s.text == text]
                if t:
                    self.ranges.append([mod, text, min(s.addr for s in t),
                                        max(s.addr for s in t) + 1])

    def module(self, addr):
        for r in self.ranges:
            if r[2] <= addr < r[3]:
                return r[0]
        return None

    def lookup(self, addr):
        """(module, symbol or None) as dtrace_lookup_by_addr( )."""
        mod = self.module(addr)
        if mod is None:
            return None, None
        lst = self.bymod[mod]
        lo, hi = 0, len(lst)
        while lo < hi:
            m = (lo + hi) // 2
            if lst[m].addr <= addr:
                lo = m + 1
            else:
                hi = m
        if lo and lst[lo - 1].addr <= addr < lst[lo - 1].addr + lst[lo - 1].size:
            return mod, lst[lo - 1]
        # a kernel module's dt_symbol_by_addr( ) fails even when only the
        # module is asked for: no "mod`0x..." for kernel addresses
        return None, None

    def addr2str(self, addr):
        mod, s = self.lookup(addr)
        if s is not None:
            if addr != s.addr:
                return "%s`%s+0x%x" % (mod, s.name, addr - s.addr)
            return "%s`%s" % (mod, s.name)
        if mod is not None:
            return "%s`0x%x" % (mod, addr)
        return "0x%x" % addr

    def symstr(self, addr):
        mod, s = self.lookup(addr)
        if s is not None:
            return "%s`%s" % (mod, s.name)
        if mod is not None:
            return "%s`0x%x" % (mod, addr)
        return "0x%x" % addr

    def modstr(self, addr):
        mod, _ = self.lookup(addr)
        return mod if mod is not None else "0x%x" % addr

    def frame_ok(self, f):
        """A kernel frame "mod`name+0xOFF" names a symbol of that module
        and an offset inside it (the pc itself is not known)."""
        m = re.match(r"^([^`]+)`([^+`]+)(?:\+0x([0-9a-f]+))?$", f)
        if not m or m.group(2).startswith("0x"):
            return None
        lst = [s for s in self.bymod.get(m.group(1), [])
               if s.name == m.group(2)]
        off = int(m.group(3) or "0", 16)
        if not lst:
            return "frame %r: no such symbol" % f
        if not any(off < s.size for s in lst):
            return "frame %r: offset past the symbol" % f
        return None

    def symkey(self, addr):
        _, s = self.lookup(addr)
        return s.addr if s is not None else addr

    def modkey(self, addr):
        for r in self.ranges:
            if r[2] <= addr < r[3]:
                # dt_aggregate_mod( ): the module's first text range
                firsts = [x for x in self.ranges if x[0] == r[0] and x[1]]
                return firsts[0][2] if firsts else r[2]
        return addr


def cfmt(spec, s):
    """C's %<flags><width>s of s (the format sonda's %a carries over)."""
    m = re.match(r"%(-?)(\d*)[aA]$", spec)
    w = int(m.group(2) or 0)
    return s.ljust(w) if m.group(1) else s.rjust(w)


class Gen:
    def __init__(self, r, model):
        self.r, self.m = r, model
        syms = model.syms
        # vmlinux symbols inside a run of their text-ness, alone at their
        # address, whose neighbours in kallsyms are of the same run
        self.good = [s for s in syms[1:-1] if s.mod == "vmlinux" and
                     model.unique[s.addr] == 1 and
                     syms[s.idx - 1].mod == "vmlinux" and
                     syms[s.idx + 1].mod == "vmlinux" and
                     syms[s.idx - 1].text == s.text == syms[s.idx + 1].text
                     and syms[s.idx + 1].addr > s.addr]
        self.mods = [s for s in syms if s.mod != "vmlinux" and
                     model.unique[s.addr] == 1]
        # the last symbol of a run of vmlinux symbols of one text-ness:
        # its range ends one byte past its address
        self.edges = [s for s in syms[:-1] if s.mod == "vmlinux" and
                      model.unique[s.addr] == 1 and
                      syms[s.idx + 1].text != s.text and
                      syms[s.idx + 1].addr > s.addr + 1 and
                      not s.name.startswith(SKIPPED)]

    def addr(self):
        r = self.r
        k = r.random()
        if k < 0.35:
            return r.choice(self.good).addr
        if k < 0.75:
            s = r.choice(self.good)
            return s.addr + r.randrange(1, max(2, min(s.size, 1 << 20)))
        if k < 0.85 and self.mods:
            s = r.choice(self.mods)
            return s.addr + r.choice([0, 0, 1, 3])
        if k < 0.9 and self.edges:
            s = r.choice(self.edges)
            return s.addr + r.choice([0, 1, 8])
        return r.choice([0, 1, 5, 0x1000, 0x400000, 0x7fffffffe000])

    def text(self, a):
        return "0x%x" % a if self.r.random() < 0.7 else "(uintptr_t)%d" % (
            a - (1 << 64) if a >= 1 << 63 else a)

    def call(self):
        r, m = self.r, self.m
        a = self.addr()
        k = r.random()
        if k < 0.2:
            return "sym(%s);" % self.text(a), "  %-50s" % m.symstr(a)
        if k < 0.3:
            return "func(%s);" % self.text(a), "  %-50s" % m.symstr(a)
        if k < 0.45:
            return "mod(%s);" % self.text(a), "  %-50s" % m.modstr(a)
        n = r.randrange(1, 4)
        specs, args, want = [], [], ""
        for _ in range(n):
            a = self.addr()
            spec = "%" + r.choice(["", "", "-", ""]) + r.choice(
                ["", "", "8", "40", "60"]) + "a"
            lit = r.choice(["", "[", "] ", "|"])
            specs.append(spec + lit)
            args.append(self.text(a))
            want += cfmt(spec, m.addr2str(a)) + lit
        return "printf(\"%s\", %s);" % ("".join(specs), ", ".join(args)), want

    def agg(self, name):
        """An aggregation: statements, then the printa( ) and its text."""
        r, m = self.r, self.m
        if r.random() < 0.5:
            return self.magg(name)
        fn = r.choice(["sym", "func", "mod"])
        keyf = m.modkey if fn == "mod" else m.symkey
        tuples = {}
        stmts = []
        base = [self.addr() for _ in range(r.randrange(1, 4))]
        for i in range(r.randrange(1, 7)):
            a = r.choice(base)
            if fn != "mod" and r.random() < 0.5:
                _, s = m.lookup(a)
                if s is not None and s.size > 1:
                    a = s.addr + r.randrange(0, min(s.size, 4096))
            v = 1 << i
            stmts.append("@%s[%s(%s)] = sum(%d);" % (name, fn, self.text(a), v))
            k = keyf(a)
            tuples[k] = tuples.get(k, (0, a))
            tuples[k] = (tuples[k][0] + v, tuples[k][1])
        spec = "%" + r.choice(["", "-"]) + r.choice(["", "30", "60"]) + "a"
        pr = "printa(\"%s|%%@d\\n\", @%s);" % (spec, name)
        want = ""
        for k, (v, a) in sorted(tuples.items(), key=lambda t: (t[1][0], t[0])):
            if fn == "mod":
                s = m.modstr(k)
            else:
                s = m.addr2str(k)
            want += "%s|%d\n" % (cfmt(spec, s), v)
        return stmts, pr, want

    def magg(self, name):
        """An aggregation keyed by a tuple of mixed types: a sym( ),
        func( ) or mod( ) key beside an int and a string key (in any
        order), summed, at times with a count( ) of the same tuples
        beside it; printed by printa( ) with a format (%a, %d and %s in
        key order, then a %@d for each aggregation) or without one
        (dt_printa( ): "\n", then dt_print_aggs( ): each key by
        dt_print_datum( ), a symbol by dt_print_sym( ) and a module by
        dt_print_mod( ) through "  %-50s", the int " %8d", the string
        "  %-50s", each value " %16lld"). dt_aggregate_sym( ) and
        dt_aggregate_mod( ) normalize the address component alone; the
        rows come by the first aggregation's value (distinct sums)."""
        r, m = self.r, self.m
        fn = r.choice(["sym", "func", "mod"])
        keyf = m.modkey if fn == "mod" else m.symkey
        shape = r.choice(["ai", "ia", "as", "sa", "ais", "isa", "sai", "aai"])
        both = r.random() < 0.4
        base = [self.addr() for _ in range(r.randrange(1, 3))]
        ints = r.sample([0, 1, 7, -1, 300, 65536], 2)
        strs = r.sample(["x", "ab", "zz top", "Q"], 2)
        fmt = r.random() < 0.6
        specs = ["%" + r.choice(["", "-"]) + r.choice(["", "30", "60"]) + "a"
                 for _ in shape]
        rows, stmts = {}, []
        for i in range(r.randrange(1, 7)):
            keys, tup, fshow, dshow = [], [], [], []
            for c, spec in zip(shape, specs):
                if c == "a":
                    a = r.choice(base)
                    if fn != "mod" and r.random() < 0.5:
                        _, sy = m.lookup(a)
                        if sy is not None and sy.size > 1:
                            a = sy.addr + r.randrange(0, min(sy.size, 4096))
                    k = keyf(a)
                    keys.append("%s(%s)" % (fn, self.text(a)))
                    tup.append(("a", k))
                    show = m.modstr(k) if fn == "mod" else None
                    fshow.append(cfmt(spec, show or m.addr2str(k)))
                    dshow.append("  %-50s" % (show or m.symstr(k)))
                elif c == "i":
                    v = r.choice(ints)
                    keys.append("(int)%d" % v if r.random() < 0.5 else
                                "%d" % v)
                    tup.append(("i", v))
                    fshow.append("%d" % v)
                    dshow.append(" %8d" % v)
                else:
                    v = r.choice(strs)
                    keys.append('"%s"' % v)
                    tup.append(("s", v))
                    fshow.append(v)
                    dshow.append("  %-50s" % v)
            kt = ", ".join(keys)
            stmts.append("@%s[%s] = sum(%d);" % (name, kt, 1 << i))
            if both:
                stmts.append("@%sc[%s] = count();" % (name, kt))
            row = rows.setdefault(tuple(tup), [0, 0, fshow, dshow])
            row[0] += 1 << i
            row[1] += 1
        aggs = "@%s" % name + (", @%sc" % name if both else "")
        want = "" if fmt else "\n"
        for sm, cnt, fshow, dshow in sorted(rows.values(), key=lambda x: x[0]):
            if fmt:
                want += "|".join(fshow) + "|%d" % sm + \
                    ("|%d" % cnt if both else "") + "\n"
            else:
                want += "".join(dshow) + " %16d" % sm + \
                    (" %16d" % cnt if both else "") + "\n"
        if fmt:
            f = "|".join(specs[i] if c == "a" else "%d" if c == "i" else "%s"
                         for i, c in enumerate(shape))
            f += "|%@d" * (2 if both else 1)
            return stmts, "printa(\"%s\\n\", %s);" % (f, aggs), want
        return stmts, "printa(%s);" % aggs, want

    def stack(self):
        n = self.r.choice([None, 1, 2, 3, 5])
        return "stack(%s);" % ("" if n is None else n), n

    def kagg(self, nm, fn="stack"):
        """@[stack(n)] (or ustack) keys printed by printa( ) %k: a shape
        check (pfprint_stack( ): indent 0, or the width with '-', the
        frame through the conversion's format, no width with '-')."""
        r = self.r
        n = r.choice([1, 2, 4])
        w = r.choice([None, 0, 30, -30, -5])
        spec = "%k" if not w else "%" + str(w) + "k"
        indent = -w if w and w < 0 else 0
        rjust = w if w and w > 0 else 0
        return ["@%s[%s(%d)] = count();" % (nm, fn, n)], \
            "printa(\"[%s]|%%@d\\n\", @%s);" % (spec, nm), \
            ("kstack" if fn == "stack" else "kustack", n, indent, rjust)


class UGen:
    """User-space calls in pid$target::leaf:entry of tests/triggers/ucalls:
    addresses are uregs[R_PC] (leaf's start) plus a distance taken from
    the trigger's ELF symbol table (nm -S), or a constant in no mapping."""

    def __init__(self, r, usyms):
        self.r, self.usyms = r, usyms[0]	# name: (value, size)
        self.segs = usyms[1]	# the LOAD segments' first page addresses
        self.leaf = self.usyms["leaf"][0]

    def addr(self):
        """(D expression, symbol name or None, offset or address)."""
        r = self.r
        if r.random() < 0.15:
            a = r.choice([0, 12, 0x1000])
            return "%d" % a, None, a
        name = r.choice(sorted(self.usyms))
        v, size = self.usyms[name]
        off = r.choice([0, 0, r.randrange(0, max(1, size))])
        d = v - self.leaf + off
        return ("uregs[R_PC]" + (" + %d" % d if d > 0 else " - %d" % -d
                                 if d < 0 else "")), name, off

    @staticmethod
    def uaddr(name, off):
        if name is None:
            return "0x%x" % off
        return "ucalls`%s" % name + ("+0x%x" % off if off else "")

    @staticmethod
    def umod(name, off):
        return "ucalls" if name is not None else "0x%x" % off

    def call(self):
        r = self.r
        e, name, off = self.addr()
        k = r.random()
        if k < 0.45:
            fn = r.choice(["usym", "ufunc", "uaddr", "umod"])
            if fn == "umod":
                t = self.umod(name, off)
            else:
                t = self.uaddr(name, 0 if fn != "uaddr" and name else off)
            return "%s(%s);" % (fn, e), "  %-50s" % t
        if k < 0.8:
            spec = "%" + r.choice(["", "-"]) + r.choice(["", "12", "40"]) + "A"
            return "printf(\"%s|\", %s);" % (spec, e), \
                cfmt(spec, self.uaddr(name, off)) + "|"
        n = r.choice([None, 1, 2, 4, 8])
        return "ustack(%s);" % ("" if n is None else n), ("ustack", n)

    def kagg(self, nm):
        return Gen.kagg(self, nm, "ustack")

    def agg(self, nm):
        """An aggregation of usym/umod/uaddr keys and its printa( )."""
        r = self.r
        fn = r.choice(["usym", "umod", "uaddr"])
        tuples, stmts = {}, []
        for i in range(r.randrange(1, 6)):
            e, name, off = self.addr()
            if fn == "umod" and r.random() < 0.3:	# another mapping
                v = r.choice([0, 0x200, 0x2000, 0x2004])
                e, name, off = "uregs[R_PC] - %d" % (self.leaf - v), "", v
            if fn == "umod" and name is not None:
                # the mapping: a LOAD segment's pages (readelf -l)
                v = off if name == "" else self.usyms[name][0] + off
                off = max(lo for lo in self.segs if lo <= v)
            if fn == "usym":	# dt_aggregate_usym( ): the symbol's start
                key, t = (name, 0 if name else off), self.uaddr(name, 0 if name else off)
            elif fn == "umod":	# dt_aggregate_umod( ): the mapping's start
                key, t = (name is not None, off), self.umod(name, off)
            else:
                key, t = (name, off), self.uaddr(name, off)
            stmts.append("@%s[%s(%s)] = sum(%d);" % (nm, fn, e, 1 << i))
            v = tuples.get(key, (0, t))[0] + (1 << i)
            tuples[key] = (v, t)
        rows = sorted(tuples.values())
        if fn == "umod" and r.random() < 0.5:	# pfprint_umod( )
            spec = "%" + r.choice(["", "-"]) + r.choice(["", "20"]) + "A"
            return stmts, "printa(\"%s|%%@d\\n\", @%s);" % (spec, nm), "".join(
                "%s|%d\n" % (cfmt(spec, t), v) for v, t in rows)
        # dt_printa( ): "\n", then each tuple "  %-50s" " %16lld" "\n"
        return stmts, "printa(@%s);" % nm, "\n" + "".join(
            "  %-50s %16d\n" % (t, v) for v, t in rows)


def load_usyms(path):
    out = subprocess.run(["nm", "-S", path], capture_output=True,
                         text=True).stdout
    syms = {}
    for ln in out.splitlines():
        p = ln.split()
        if len(p) == 4 and p[2] == "T" and p[3] in ("leaf", "one", "two",
                                                      "main"):
            syms[p[3]] = (int(p[0], 16), int(p[1], 16))
    out = subprocess.run(["readelf", "-lW", path], capture_output=True,
                         text=True).stdout
    segs = [int(ln.split()[2], 16) & ~0xfff for ln in out.splitlines()
            if ln.split()[:1] == ["LOAD"]]
    return syms, segs


FRAME = re.compile(r"^(\S+`\S+\+0x[0-9a-f]+|\S+`[^`\s+]+|\S+`0x[0-9a-f]+|"
                   r"0x[0-9a-f]+)$")


def check_kagg(out, want, frame):
    """printa("[%k]|%@d\\n") of one stack key."""
    _, n, indent, rjust = want
    if not out.startswith("[") or not re.search(r"\]\|1\n$", out):
        return "not [stack]|1"
    body = out[1:out.rindex("]|1\n")]
    if rjust:
        lines = body[1:].split("\n")[:-1]
        if any(len(ln) < rjust or (len(ln) > rjust and ln[0] == " ")
               for ln in lines):
            return "frame not right-justified in %d" % rjust
        body = "\n" + "".join(ln.lstrip(" ") + "\n" for ln in lines)
    return check_stack(body, n, indent, frame)


def check_stack(out, n, indent, frame=None):
    """dt_print_stack( )'s shape: a problem description or None."""
    if not out.startswith("\n"):
        return "no leading newline"
    lines = out[1:].split("\n")
    if lines[-1] != "":
        return "no trailing newline"
    lines = lines[:-1]
    if n is not None and len(lines) > n:
        return "%d frames for stack(%d)" % (len(lines), n)
    for ln in lines:
        if not ln.startswith(" " * indent) or ln[indent:indent + 1] == " ":
            return "indentation of %r (want %d)" % (ln, indent)
        if not (frame or FRAME).match(ln[indent:]):
            return "frame %r" % ln
        if frame is None and MODEL is not None:
            why = MODEL.frame_ok(ln[indent:])
            if why:
                return why
    return None


UFRAME = re.compile(r"^(\S+`\S+\+0x[0-9a-f]+|\S+`[^`\s+]+|\S+`0x[0-9a-f]+|"
                    r"0x[0-9a-f]+)$")


def check_ustack(out, n, indent):
    """dt_print_ustack( )'s shape; the first frame is ucalls`leaf."""
    why = check_stack(out, n, indent, UFRAME)
    if why is None and out != "\n" and \
            out[1:].split("\n")[0][indent:] != "ucalls`leaf":
        why = "first frame not ucalls`leaf"
    return why


def run(sonda, prog, extra):
    return fuzzlib.run_script(sonda, prog, ["-q"] + extra, pin=True,
                              enc="latin-1")


def one(seed, args, model, trig, usyms):
    """Runs the program of seed: (disagreements, calls, messages)."""
    bad = ncalls = 0
    msgs = []
    r = random.Random(seed)
    user = seed % 3 == 0
    sysc = seed % 3 == 1	# in syscall::getppid:entry, not BEGIN
    g = UGen(r, usyms) if user else Gen(r, model)
    indent = r.choice([None, None, 0, 2, 7])
    opts = [] if indent is None else ["-x", "stackindent=%d" % indent]
    ufr = None
    if user and r.random() < 0.4:
        ufr = r.choice([1, 2, 3, 5])
        opts += ["-x", "ustackframes=%d" % ufr]
    calls = []	# (stmt, want text or ("stack", n))
    for _ in range(args.c):
        if not user and r.random() < 0.15:
            st, n = g.stack()
            calls.append((st, ("stack", n)))
        else:
            calls.append(g.call())
    aggs = [g.agg("a%d" % i) for i in range(r.randrange(0, 3))]
    if r.random() < 0.5 and (user or sysc):
        aggs.append(g.kagg("k"))
    body = []
    for st, _ in calls:
        body.append("%s printf(\"\\002\\003\\004\\005\");" % st)
    for stmts, pr, _ in aggs:
        body += stmts
    for stmts, pr, _ in aggs:
        body.append("%s printf(\"\\002\\003\\004\\005\");" % pr)
    prog = ("pid$target::leaf:entry" if user else
            "syscall::getppid:entry /pid == $target/" if sysc else
            "BEGIN") + \
        "\n{\n\t" + "\n\t".join(body) + "\n\texit(0);\n}\n"
    if user:
        # DTrace for Linux reads a process's mappings when it prints, and
        # prints bare addresses once the process is gone: with --ref ucalls
        # keeps calling leaf( ) until exit( ) ends it (later firings are
        # not traced: the clause has exit( )ed)
        opts += ["-c", trig + (" 1000000000 0" if args.ref else " 1 0")]
    elif sysc:
        opts += ["-c", os.path.join(os.path.dirname(trig), "getppid")]
    if args.v:
        msgs.append(" ".join(opts) + "\n" + prog)
    rc, out, err = run(args.bin, prog, opts)
    got = out.split(SEP.decode("latin-1"))
    wants = [c[1] for c in calls] + [a[2] for a in aggs]
    stmts = [c[0] for c in calls] + [a[1] for a in aggs]
    if rc or len(got) < len(wants):
        msgs.append("seed %d: exit %d: %s" % (seed, rc, err.strip()[:300]))
        bad += 1
        return bad, ncalls, msgs
    for st, want, o in zip(stmts, wants, got):
        ncalls += 1
        ind = 14 if indent is None else indent
        if isinstance(want, tuple) and want[0] in ("kstack", "kustack"):
            why = check_kagg(o, want, UFRAME if want[0] == "kustack"
                             else FRAME)
            if why:
                bad += 1
                msgs.append("seed %d: %s: %s\n\tgot %r" % (seed, st, why, o))
            continue
        if isinstance(want, tuple) and want[0] == "ustack":
            why = check_ustack(o, want[1] or ufr, ind)
            if why:
                bad += 1
                msgs.append("seed %d: %s: %s\n\tgot %r" % (seed, st, why, o))
        elif isinstance(want, tuple):
            why = check_stack(o, want[1], ind)
            if why:
                bad += 1
                msgs.append("seed %d: %s: %s\n\tgot %r" % (seed, st, why, o))
        elif want != o:
            bad += 1
            msgs.append("seed %d: %s\n\twant %r\n\tgot  %r" % (seed, st, want, o))
    return bad, ncalls, msgs


def main():
    ap = fuzzlib.options(n=20)
    ap.add_argument("-c", type=int, default=20, help="calls per program")
    ap.add_argument("-t", "--trigger", help="tests/triggers' ucalls "
                    "(default: triggers/ucalls beside SONDA)")
    args = ap.parse_args()
    global MODEL
    model = MODEL = Model(load_kallsyms())
    trig = args.trigger or os.path.join(os.path.dirname(args.bin),
                                        "triggers", "ucalls")
    usyms = load_usyms(trig)
    if "leaf" not in usyms[0]:
        sys.exit("symfmt.py: no function leaf in %s: build tests/triggers "
                 "or name ucalls with -t" % trig)
    bad = ncalls = 0
    seeds = range(args.s, args.s + args.n)
    with ThreadPool(max(1, args.j)) as pool:
        for b, c, msgs in pool.imap(lambda s: one(s, args, model, trig,
                                                  usyms), seeds):
            bad += b
            ncalls += c
            for m in msgs:
                print(m)
    print("%d programs, %d calls, %d disagreements" % (args.n, ncalls, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
