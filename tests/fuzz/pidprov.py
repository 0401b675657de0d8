#!/usr/bin/python3
"""pidprov.py - the pid provider against a model of DTrace for Linux's.

Generates random pid probe descriptions for the upid trigger (a PIE with
a symbol table, -g, functions of known arguments and return values; see
tests/triggers/upid.c), started by -c or grabbed by -p:

    pid$target:MOD:FUNC:NAME

with MOD the program's "a.out", its basename, libc.so.6, libc, libc.so,
ld-linux-x86-64(.so.2), globs over them, empty, or a module the process
does not have; FUNC an exact function (global or static), a glob ([], ?,
*), empty, a name no object has, or "-"; NAME entry, return, a hexadecimal offset (an instruction's,
written as "%x", with 0x, with capitals or leading zeros; 0; one inside
an instruction; one past the end; a negative one), a glob over offsets,
"*", empty, or no name at all; also pid0, pid00 and the pid of no process.
One to three descriptions per program. It checks:

  list   `sonda -l -x errtags` of them: the probes listed (provider,
         module, function, name) in DTrace's order, the "failed to
         match" lines, or the first error (tag and message), and the
         exit status;
  zero   the same descriptions as clauses compiled and run without -l,
         with and without -Z: D_PDESC_ZERO's message, or a clean run;
  fire   clauses of one or two descriptions (each matching description
         runs the clause once) over the straight-line functions (up_add,
         up_sum8, up_handle, up_depth1..3), round_once, main and libc's
         strtol run with -c "upid N": every firing prints its probe's names and
         arguments; each call fires each matching probe (entry, return
         and the offset probes of straight-line functions) exactly once
         per description, except a probe that shares its site with one
         made before it (offset 0 after entry), which never fires;
         entry probes see the call's arguments (arg0..
         arg7, args[] typed from DWARF, args[0]->member of a struct
         pointer), return probes arg0 == 0 and arg1 the return value;
         uregs[R_PC] is the probe's address (its low 12 bits: the
         program is loaded on a page boundary) and uregs[R_SP] & 15 is 8
         at a function's entry;
  usdt   upid$target descriptions (globs, empty fields, names no probe
         has) of upid's USDT probes round, sema-hit and counter, run with
         -Z: each matching probe fires once per round and description,
         with its known arguments (sema-hit's semaphore is raised by
         the enabling);
  grab   a running `upid 1000000 50000` grabbed with -p (pid$target and
         its pid written out): its listings and errors as `list` and
         `zero`, and one firing's arguments (up_sum8's eight).

The model follows DTrace for Linux's source, not sonda:

  - dt_pid.c's dt_pid_create_pid_probes_proc( ): an empty module,
    function or name is "*"; a module with glob characters is matched
    (gmatch) against each object's basename (dt_pid_mod_filt( )), any
    other is looked up as libproc's object_name_to_map( ) does (the
    whole basename, "a.out" for the program, or a basename that starts
    with it and a '.'); a module no object has makes nothing;
  - dt_pid_per_mod( ): an exact function is looked up by name (symtab,
    then dynsym); one no object has is D_PROC_FUNC "failed to lookup
    'F' in module 'M'" when the module was exact, else nothing; a glob
    walks the symbol table by address (dt_pid_sym_filt( ): defined
    functions of non-zero size, no '@' or '.' in the name, an alias of
    the previous match skipped), then the dynamic one if that matched
    nothing;
  - dt_pid_per_sym( ): "return" then "entry" when the name field
    matches them; a name that is no glob and neither is read with
    strtoull(name, 16): trailing text is D_PROC_NAME "'N' is an invalid
    probe name", an offset not below the function's size D_PROC_OFF
    "offset 0xOFF outside of function 'F'", else one probe named "%lx"
    of the offset (so "0x4" and "04" make probe "4", which that
    description then does not match); a glob name makes a probe at
    every instruction (not hlt) whose "%lx" offset it matches;
  - dt_prov_uprobe.c: pid probes are created in that order, each once
    (a later description reuses it); dt_probe.c's dt_probe_iter( ):
    pid$target names one provider exactly, so a description's probes
    are listed from a hash chain, newest first;
  - dt_pid_create_pid_probes( ): pid0 is "pid0 does not contain a valid
    pid"; a pid that strtol( ) reads as 0 (pid00) makes no probe and no
    error of its own (dt_pid_get_pid( )'s "'P' does not contain a valid
    pid" is dropped: pid <= 0 returns 0), so the description matches
    nothing; a process that cannot be grabbed is D_PROC_GRAB "failed to
    grab process N";
  - dt_pid_fix_mod( ) and dt_pid_create_pid_probes_proc( ) rewrite the
    description: an exact module found becomes its basename, an empty
    function "*"; "failed to match" (cmd/dtrace.c's list_stmt( )) and
    D_PDESC_ZERO (dt_cc.c's dt_setcontext( )) print it so;
  - dt_pid.c's dt_pid_create_usdt_probes( ): upid$target names the
    USDT probes of the process (sys/sdt.h notes: "__" in a name is "-"),
    matched field by field, an empty field matching all;
  - dt_prov_uprobe.c's trampoline: entry and offset probes copy the
    argument registers and the stack (dt_cg_tramp_copy_args_from_regs),
    return probes arg0 = 0, arg1 = the return value, the rest 0
    (dt_cg_tramp_copy_rval_from_regs).

Where sonda differs (docs/providers.md), the model follows sonda: an
offset that is not an instruction boundary is refused, D_PROC_ALIGN
"offset 0xOFF is not on an instruction boundary in function 'F'" (DTrace
would plant a breakpoint inside an instruction of the traced process); a
the function at an object's entry point (_start) has no return probe (its
uretprobe would overwrite argc).

Left out: the "-" function's addresses (only its errors are generated:
D_PROC_LIB for another module, checked first, D_PROC_NAME for a glob
name, then for one strtoull( ) does not read); link-map prefixes
(LM1`libc.so.6); functions' aliases beyond strtol's (an exact
function is renamed as dt_Plookup_by_addr( ) names its address, in
libproc's byaddr_cmp_common( ) order: libc's strtol is strtoimax, its
firings strtol's); full paths as
modules (a '/' ends a probe description); probe IDs (made on demand,
DTrace's count the hidden uprobe provider's too); the firing order
within a round (only counts and values are compared); offset probes of
functions with branches (their counts depend on the path taken).

  tests/fuzz/pidprov.py [-n CASES] [-s SEED] [-j JOBS] [-b SONDA]
                        [-t TRIGGERS] [-k KINDS] [-p upid|upid-nopie] [-v]

Deterministic by seed (given the trigger's build); prints each
disagreement; exit status 1 if any. Run as root with the triggers built
(make -C tests/triggers O=$PWD/build/triggers). Not run by tests/run.
"""
import ctypes
import functools
import os
import random
import re
import signal
import subprocess
import sys
import time
from multiprocessing.pool import ThreadPool

import fuzzlib

# --ref: DTrace for Linux as it runs here: no USDT (no dtprobed), no
# args[] for pid probes (sonda's extension: DWARF types), and an offset
# probe is made at any offset below the function's size (dt_pid.c
# dt_pid_per_sym( ): no D_PROC_ALIGN check, unlike illumos and sonda),
# and _start has a return probe (sonda's has none: docs/providers.md);
# no "-" function with a name that is not a glob: dt_pid_per_mod( ) reads
# the st_shndx its fake symbol never set (DTrace's bug: "No probe
# matches" where sonda refuses 'zz', D_PROC_NAME)
REF = False

LIBC = ctypes.CDLL(None)
LIBC.fnmatch.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int]
GLOBCH = "[?*\\"

# upid's straight-line functions: each instruction runs once per call
STRAIGHT = ["up_add", "up_sum8", "up_handle", "up_depth1", "up_depth2",
            "up_depth3"]
OWN = STRAIGHT + ["round_once", "main", "_start"]


def gmatch(s, p):
    """libdtrace's gmatch( ): fnmatch(3) without flags."""
    return LIBC.fnmatch(p.encode(), s.encode(), 0) == 0


def isglob(s):
    """dt_string.c's strisglob( )."""
    return any(c in GLOBCH for c in s)


def strtoull16(s):
    """strtoull(s, &end, 16): (value, rest) as C reads them."""
    i = 0
    while i < len(s) and s[i] in " \t\n\v\f\r":
        i += 1
    neg = False
    if i < len(s) and s[i] in "+-":
        neg = s[i] == "-"
        i += 1
    if s[i:i + 2].lower() == "0x" and i + 2 < len(s) and \
            s[i + 2] in "0123456789abcdefABCDEF":
        i += 2
    j = i
    while j < len(s) and s[j] in "0123456789abcdefABCDEF":
        j += 1
    if j == i:
        return 0, s
    v = int(s[i:j], 16) & (2 ** 64 - 1)
    return ((-v) & (2 ** 64 - 1) if neg else v), s[j:]


class Sym:
    def __init__(self, name, value, size, bind, typ, ndx):
        self.name, self.value, self.size = name, value, size
        self.bind, self.typ, self.ndx = bind, typ, ndx
        self.insns = []		# offsets of its instructions
        self.hlt = set()	# offsets of its hlt instructions


class Obj:
    """One mapped object: its basename, symbol tables and instructions."""

    def __init__(self, path, only=None):
        self.path, self.base = path, os.path.basename(path)
        self.symtab = self.read_syms(path, ".symtab")
        self.dynsym = self.read_syms(path, ".dynsym")
        sh = subprocess.run(["readelf", "-SW", path], capture_output=True,
                            text=True).stdout
        m = re.search(r"\[\s*(\d+)\]\s+\.text\s", sh)
        self.text_ndx = m.group(1) if m else None
        hdr = subprocess.run(["readelf", "-h", path], capture_output=True,
                             text=True).stdout
        self.entry = int(re.search(r"Entry point address:\s+(\S+)",
                                   hdr).group(1), 16)
        self.disasm(only)

    @staticmethod
    def read_syms(path, table):
        out = subprocess.run(["readelf", "-sW", path], capture_output=True,
                             text=True).stdout
        syms, cur = [], None
        for ln in out.split("\n"):
            m = re.match(r"Symbol table '(\S+)'", ln)
            if m:
                cur = m.group(1)
                continue
            p = ln.split()
            if cur != table or len(p) < 8 or not p[0][:-1].isdigit():
                continue
            size = int(p[2], 16) if p[2].startswith("0x") else int(p[2])
            name = p[7].split("@")[0]	# libproc: no symbol versions
            syms.append(Sym(name, int(p[1], 16), size, p[4], p[3], p[6]))
        return syms

    def disasm(self, only):
        """The instruction offsets of every function (of those named in
        only)."""
        starts, cur = {}, None
        at = {s.value for s in self.symtab + self.dynsym
              if only is not None and s.name in only}
        for s in self.symtab + self.dynsym:	# with aliases of only's
            if s.typ == "FUNC" and s.size and s.ndx != "UND" and \
                    (only is None or s.value in at):
                starts.setdefault(s.value, []).append(s)
        cmd = ["objdump", "-d", "--no-show-raw-insn", self.path]
        if only:
            lo = min(starts)
            hi = max(s.value + s.size for v in starts.values() for s in v)
            cmd[2:2] = ["--start-address=0x%x" % lo,
                        "--stop-address=0x%x" % hi]
        out = subprocess.run(cmd, capture_output=True, text=True).stdout
        for v in starts.values():
            for s in v:
                s.insns = []
        for ln in out.split("\n"):
            m = re.match(r"^([0-9a-f]+) <", ln)
            if m:
                cur = starts.get(int(m.group(1), 16), cur if only else None)
                continue
            m = re.match(r"^\s+([0-9a-f]+):\s+(\S+)", ln)
            if m and cur:
                a = int(m.group(1), 16)
                for s in cur:
                    if a < s.value + s.size:
                        s.insns.append(a - s.value)
                        if m.group(2) == "hlt":
                            s.hlt.add(a - s.value)

    def lookup(self, name):
        """dt_Pxlookup_by_name( ): symtab, then dynsym; defined first;
        libproc's tables hold data and functions, no IFUNC
        (optimize_symtab( )'s IS_DATA_TYPE)."""
        for tab in (self.symtab, self.dynsym):
            tab = [s for s in tab if s.typ in ("OBJECT", "FUNC", "COMMON",
                                               "TLS")]
            for s in tab:
                if s.name == name and s.ndx != "UND":
                    return s
            for s in tab:
                if s.name == name:
                    return s
        return None

    def by_addr(self, tab):
        """Psymbol_iter_by_addr( ) over functions, in libproc's address
        order (byaddr_cmp_common( ))."""
        return sorted((s for s in tab if s.typ == "FUNC"),
                      key=functools.cmp_to_key(byaddr_cmp))

    def preferred(self, s):
        """dt_Plookup_by_addr( ) of function s's address: the first
        function there in byaddr_cmp_common( ) order, of symtab and
        dynsym (sym_prefer( ))."""
        best = None
        for tab in (self.symtab, self.dynsym):
            for t in self.by_addr(tab):
                if t.value == s.value and t.size and t.ndx != "UND":
                    if best is None or byaddr_cmp(t, best) < 0:
                        best = t
                    break
        return best or s


def byaddr_cmp(a, b):
    """libproc's byaddr_cmp_common( ) of two functions."""
    if a.value != b.value:
        return -1 if a.value < b.value else 1
    if (a.bind == "LOCAL") != (b.bind == "LOCAL"):
        return 1 if a.bind == "LOCAL" else -1
    an, bn = a.name, b.name
    if bn.startswith("$"):
        return -1
    if an.startswith("$"):
        return 1
    while an.startswith("_") and bn.startswith("_"):
        an, bn = an[1:], bn[1:]
    if bn.startswith("_"):
        return -1
    if an.startswith("_"):
        return 1
    if a.size != b.size:
        return -1 if a.size < b.size else 1
    return (an > bn) - (an < bn)


class ModelError(Exception):
    def __init__(self, tag, msg):
        Exception.__init__(self, msg)
        self.tag, self.msg = tag, msg


class Probe:
    def __init__(self, prov, mod, func, name, sym, off, kind):
        self.prov, self.mod, self.func, self.name = prov, mod, func, name
        self.sym, self.off, self.kind = sym, off, kind

    def key(self):
        return (self.prov, self.mod, self.func, self.name)


class Model:
    """DTrace's pid probe creation for one process (dt_pid.c)."""

    def __init__(self, aout, libc, ldso):
        self.objs = [aout, libc, ldso]	# dt_Pobject_iter( ): by address
        self.aout, self.libc = aout, libc

    def obj_by_name(self, name):
        """libproc's object_to_map( ): exact basename, then a basename
        that continues with '.', then a.out."""
        for o in self.objs:
            if o.base == name:
                return o
        for o in self.objs:
            if o.base.startswith(name) and o.base[len(name):][:1] == ".":
                return o
        if name == "a.out":
            return self.aout
        return None

    def create(self, pid, desc, made, rewrite):
        """Adds the probes desc makes to made (a list, creation order);
        rewrite[:] = the description as DTrace leaves it."""
        prov, mod, func, name = desc
        if prov == "pid0":
            raise ModelError("D_PROC_BADPID", "pid0 does not contain a "
                             "valid pid")
        if prov != "pid$target" and prov != "pid%s" % pid:
            num = int(re.sub(r"^\D*", "", prov))
            if num == 0:	# dt_pid_get_pid()'s error is dropped (pid
                rewrite[:] = desc	# <= 0: return 0): no probes
                return
            if num != pid:
                raise ModelError("D_PROC_GRAB", "failed to grab process %d" %
                                 num)
        prov = "pidT"
        rewrite[:] = [prov, mod, func, name]
        pmod, pfunc, pname = mod or "*", func or "*", name or "*"
        if func == "-":		# an address: only errors are generated
            if mod and (isglob(mod) or self.obj_by_name(mod) is not
                        self.aout):
                raise ModelError("D_PROC_LIB", "only the a.out module is "
                                 "valid with the '-' function")
            if isglob(pname):
                raise ModelError("D_PROC_NAME", "only individual addresses "
                                 "may be specified with the '-' function")
            if strtoull16(pname)[1]:
                raise ModelError("D_PROC_NAME", "'%s' is an invalid probe "
                                 "name" % pname)
            raise ModelError("?", "an address")
        if isglob(pmod):
            objs = [o for o in self.objs if gmatch(o.base, pmod)]
        else:
            o = self.obj_by_name(pmod)
            objs = [o] if o else []
            if o:
                rewrite[1] = o.base
        for o in objs:
            pfunc = self.per_mod(prov, o, pmod, pfunc, pname, made)
        if not func:
            rewrite[2] = "*"
        elif not isglob(func):
            rewrite[2] = pfunc

    def per_mod(self, prov, o, pmod, pfunc, pname, made):
        """The function field as later objects see it: an exact one is
        renamed after its address (dt_Plookup_by_addr( ))."""
        if not isglob(pfunc):
            s = o.lookup(pfunc)
            if s is None:
                if not isglob(pmod):
                    raise ModelError("D_PROC_FUNC", "failed to lookup '%s' "
                                     "in module '%s'" % (pfunc, pmod))
                return pfunc
            if s.typ != "FUNC" or s.ndx == "UND" or s.size == 0:
                return pfunc
            s = o.preferred(s)
            self.per_sym(prov, o, s, pname, made)
            return s.name
        n = [0]
        for tab in (o.symtab, o.dynsym):
            last = None
            for s in o.by_addr(tab):
                if s.ndx == "UND":
                    continue
                if s.size == 0:		# dt_pid_sym_filt( ): none
                    continue
                if last is not None and s.value == last.value and \
                        s.size == last.size:
                    continue
                last = None
                if "@" in s.name or "." in s.name:
                    continue
                if gmatch(s.name, pfunc):
                    last = s
                    n[0] += self.per_sym(prov, o, s, pname, made)
            if n[0]:
                break
        return pfunc

    def add(self, made, p):
        if all(q.key() != p.key() for q in made):
            made.append(p)

    def global_text(self, o, name):
        """Has the file's own .symtab a global symbol name in .text?"""
        return any(t.name == name and t.bind == "GLOBAL" and
                   t.ndx == o.text_ndx for t in o.symtab)

    def per_sym(self, prov, o, s, pname, made):
        """dt_pid_per_sym( ): how many probes count as matches."""
        n = 0
        if gmatch("return", pname):
            self.add(made, Probe(prov, o.base, s.name, "return", s, 0,
                                 "ret"))	# _start's too (never fires)
            n += 1
        if gmatch("entry", pname):
            self.add(made, Probe(prov, o.base, s.name, "entry", s, 0, "entry"))
            n += 1
        glob = isglob(pname)
        if not glob and n == 0:
            off, rest = strtoull16(pname)
            if rest:
                raise ModelError("D_PROC_NAME", "'%s' is an invalid probe "
                                 "name" % pname)
            if off >= s.size:
                raise ModelError("D_PROC_OFF", "offset 0x%x outside of "
                                 "function '%s'" % (off, s.name))
            if s.insns and off not in s.insns and not REF:	# sonda's refusal
                raise ModelError("D_PROC_ALIGN", "offset 0x%x is not on an "
                                 "instruction boundary in function '%s'" %
                                 (off, s.name))
            self.add(made, Probe(prov, o.base, s.name, "%x" % off, s, off,
                                 "off"))
            return 1
        if glob:
            # DTrace finds the function's code through a global symbol
            # in .text of the file's own .symtab only: no offset probes
            # in static functions or in libraries without .symtab, and
            # then none of the function's probes count as matches
            if not self.global_text(o, s.name):
                return 0
            for off in s.insns:
                if off in s.hlt or not gmatch("%x" % off, pname):
                    continue
                self.add(made, Probe(prov, o.base, s.name, "%x" % off, s,
                                     off, "off"))
                n += 1
        return n

    def listing(self, pid, descs):
        """(probes listed in order, failed-to-match lines) or an error."""
        made, out, err = [], [], ""
        rewritten = []
        for d in descs:
            rw = []
            self.create(pid, d, made, rw)
            rewritten.append(rw)
        for rw in rewritten:
            got = [p for p in made if self.matches(p, rw)][::-1]
            if not got:
                err += "sonda: failed to match %s: No probe matches " \
                       "description\n" % ":".join(rw)
            out += got
        return out, err, rewritten

    @staticmethod
    def matches(p, d):
        return all(f == "" or gmatch(v, f) for v, f in zip(p.key(), d))


# ---- generation ----

def globify(r, s):
    """A glob that matches s."""
    if not s:
        return "*"
    i = r.randrange(len(s))
    c = r.random()
    if c < 0.3:
        return s[:i] + "*"
    if c < 0.5:
        return s[:i] + "?" + s[i + 1:]
    if c < 0.7:
        return s[:i] + "[%s%s]" % (s[i], r.choice("xyz_0")) + s[i + 1:]
    if c < 0.85:
        return "*" + s[i:]
    return s[:i] + "*" + s[i + 1:] if i + 1 < len(s) else s + "*"


def gen_desc(r, model, pidfield, firing=False):
    """One pid description (4 fields) for the model's process."""
    aout = model.aout
    c = r.random()
    if c < 0.05 and not firing:
        return ":".join([r.choice(["pid0", "pid00", "pid999999999"]),
                         "a.out", "up_add", "entry"])
    if c < 0.09 and not firing:
        return ":".join([pidfield, r.choice(["", "a.out", aout.base, "libc",
                                             "u*", "nosuchlib"]), "-",
                         r.choice(["", "*", "1?"] + ([] if REF else
                                                     ["zz", "0x"]))])
    wide = r.random() < 0.7		# only a.out can match
    if wide:
        mod = "*"
        while any(gmatch(o.base, mod) for o in model.objs[1:]):
            mod = r.choice(["a.out", aout.base, globify(r, aout.base), "u*"])
    else:
        mod = r.choice(["", "*", "libc.so.6", "libc", "libc.so", "lib*",
                        "nosuchlib", "a.ou?", "ld-linux-x86-64",
                        "ld-linux-x86-64.so.2"])
    libcish = mod in ("libc.so.6", "libc", "libc.so", "lib*")
    if mod.startswith("ld-"):
        func = r.choice(["_dl_catch_error", "nosuchfunc", "strtol"])
    elif not wide and (libcish or r.random() < 0.5):
        func = r.choice(["strtol", "strtol", "nosuchfunc"] +
                        ([] if libcish else ["up_add", "up_depth2"]))
    elif not wide:
        func = r.choice(OWN)
    elif firing:
        f = r.choice(STRAIGHT + ["round_once", "main"])
        func = r.choice([f, f, globify(r, f)]) if wide else f
    else:
        c = r.random()
        if c < 0.5:
            func = r.choice(OWN)
        elif c < 0.8:
            func = globify(r, r.choice(STRAIGHT))
        elif c < 0.9:
            func = r.choice(["", "*", "up_*", "up_depth[12]"]) \
                if wide else r.choice(OWN)
        else:
            func = r.choice(["nosuch", "up_nosuch"])
    name = gen_name(r, aout, func, firing)
    return ":".join([pidfield, mod, func, name])


def gen_name(r, aout, func, firing):
    if func in ("strtol", "nosuchfunc", "_dl_catch_error"):
        if firing and REF:	# DTrace would place a uprobe inside an insn
            return r.choice(["entry", "return", "0", "*", "[er]*"])
        return r.choice(["entry", "return", "0", "1", "4", "zz", "100",
                         "*", "", "1?", "[er]*"])
    s = aout.lookup(func) if func and not isglob(func) else None
    if s is None or s.name not in STRAIGHT + ["main", "round_once"]:
        s = aout.lookup(r.choice(STRAIGHT))
    static = s.name == "round_once" or (isglob(func) or not func)
    c = r.random()
    if c < 0.3 or (firing and s.name not in STRAIGHT and c < 0.9):
        return r.choice(["entry", "return"])
    if firing and s.name not in STRAIGHT:
        return r.choice(["[er]*", "e*", "*n"] if not static else ["entry"])
    if c < 0.6:
        off = r.choice(s.insns)
        form = r.choice(["%x", "%x", "0x%x", "%X", "0%x", "0X%x"])
        return form % off
    if c < 0.7 and not firing:
        return r.choice(["%x" % s.size, "%x" % (s.size + 3), "-1", "-",
                         "0x", "zz", "entry2", "%x" % next(
                             (o for o in range(s.size) if o not in s.insns),
                             0)])
    if c < 0.8 and func != "round_once" and "round" not in func:
        return r.choice(["*", "", "[0-9]", "1?", "e*", "*n", "?", "[er]*",
                         "[!e]*"]) if not firing or s.name in STRAIGHT else \
            "entry"
    return r.choice(["entry", "return", "0"])


# ---- running ----

run = fuzzlib.run_cmd
show = fuzzlib.show


def parse_listing(text):
    out = []
    for ln in text.split("\n")[1:]:
        p = ln.split()
        if len(p) == 5:
            out.append((p[1], p[2], p[3], p[4]))
        elif p:
            out.append(tuple(["?"] + p))
    return out


def spec_error(cmd_descs, e):
    return "sonda: invalid probe specifier %s: [%s] %s" % (cmd_descs, e.tag,
                                                          e.msg)


def norm(text, grab):
    """The target's pid written pidT (other pids are the descriptions'
    own)."""
    def sub(m):
        n = m.group(1)
        if n in ("0", "00", "999999999") and not (grab and int(n) == grab):
            return m.group(0)
        return "pidT"
    return re.sub(r"\bpid(\d+)", sub, text)


def first_error(model, pid, descs, texts, zflag=True):
    """The error line of the first description that fails."""
    made = []
    for d, t in zip(descs, texts):
        try:
            rw = []
            model.create(pid, d.split(":"), made, rw)
            if not zflag and not any(model.matches(p, rw) for p in made):
                raise ModelError("D_PDESC_ZERO", "probe description %s "
                                 "does not match any probes" % ":".join(rw))
        except ModelError as e:
            return spec_error(t, e) + "\n"
    return ""


def case_list(r, model, args, grab):
    n = r.randint(1, 3)
    pv = "pid%d" % grab if grab and r.random() < 0.3 else "pid$target"
    descs = [gen_desc(r, model, pv) for _ in range(n)]
    cmd = [args.bin, "-x", "errtags", "-l"] + \
        sum((["-n", d] for d in descs), [])
    if grab:
        cmd += ["-p", str(grab)]
    else:
        cmd += ["-c", "%s 1" % args.prog]
    rc, out, err = run(cmd)
    out, err = norm(out, grab), norm(err, grab)
    probs = []
    try:
        want, werr, _ = model.listing(grab, [d.split(":") for d in descs])
        wrc, wout = 0, [p.key() for p in want]
    except ModelError as e:
        werr = first_error(model, grab, descs, [norm(d, grab) for d in descs])
        wrc, wout = 1, []
    gout = parse_listing(out)
    if rc != wrc:
        probs.append("status: want %d got %d" % (wrc, rc))
    if gout != wout:
        i = next((i for i, (a, b) in enumerate(zip(gout, wout)) if a != b),
                 min(len(gout), len(wout)))
        probs.append("listing (%d probes, want %d), from line %d:\n  want %r"
                     "\n  got  %r" % (len(gout), len(wout), i + 1,
                                     wout[i:i + 6], gout[i:i + 6]))
    if err != werr:
        probs.append("stderr:\n  want %r\n  got  %r" % (werr, err))
    return cmd, probs


def case_zero(r, model, args, grab):
    n = r.randint(1, 2)
    descs = [gen_desc(r, model, "pid$target") for _ in range(n)]
    zflag = r.random() < 0.4
    prog = "%s { }" % ",\n".join(descs)
    cmd = [args.bin, "-x", "errtags", "-q", "-n",
           "BEGIN { exit(0); } " + prog] + (["-Z"] if zflag else [])
    cmd += ["-p", str(grab)] if grab else \
        ["-c", "%s 1" % args.prog]
    rc, out, err = run(cmd)
    err = norm(err, grab)
    text = "BEGIN { exit(0); } " + prog
    werr = first_error(model, grab, descs, [text] * len(descs), zflag)
    wrc = 1 if werr else 0
    probs = []
    if rc != wrc:
        probs.append("status: want %d got %d" % (wrc, rc))
    if err != werr:
        probs.append("stderr:\n  want %r\n  got  %r" % (werr, err))
    return cmd, probs


# ---- firing ----

def calls(rounds):
    """upid's calls: function -> list of (args, return value) per call."""
    c = {f: [] for f in OWN + ["strtol"]}
    # -c holds the command at main( ) (evaltime=postinit, as DTrace's
    # dt_proc_attach_break( ) chain): _start has run before any probe
    c["main"].append(((2,), 0))
    c["strtol"].append(((), rounds))
    for i in range(rounds):
        c["round_once"].append(((i,), None))
        c["up_add"].append(((i, 3), i + 3))
        c["up_sum8"].append(((1, 2, 3, 4, 5, 6, 7, 8), 204))
        c["up_handle"].append(((None,), 2 * i))
        c["up_depth1"].append(((i,), i + 3))
        c["up_depth2"].append(((i,), i + 2))
        c["up_depth3"].append(((i,), i + 1))
        c["up_add"].append(((i, 1), i + 1))
        c["strtol"].append(((), 12))
    return c


ENTRY_ACT = {
    "up_add": '(int)arg0, (int)arg1, args[0], args[1]',
    "up_sum8": 'arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7',
    "up_handle": 'args[0]->id, args[0]->size',
    "up_depth1": '(int)arg0, args[0]',
    "up_depth2": '(int)arg0, args[0]',
    "up_depth3": '(int)arg0, args[0]',
    "round_once": 'arg0',
    "main": 'arg0',
}
ENTRY_FMT = {
    "up_add": "%d %d %d %d", "up_sum8": "%d %d %d %d %d %d %d %d",
    "up_handle": "%d %d", "up_depth1": "%d %d", "up_depth2": "%d %d",
    "up_depth3": "%d %d", "round_once": "%d", "main": "%d",
}


def entry_line(f, a, i):
    """What ENTRY_ACT prints for call a of f (the i-th of its calls)."""
    if f == "up_add":
        return "%d %d %d %d" % (a[0], a[1], a[0], a[1])
    if f == "up_sum8":
        return " ".join(str(x) for x in a)
    if f == "up_handle":
        return "%d %d" % (i, 100 + i)
    if f.startswith("up_depth"):
        return "%d %d" % (a[0], a[0])
    return "%d" % a[0]


def shadowed(made):
    """The keys of the probes in made (in the order they were made) that
    share a site with an earlier one: DTrace makes one uprobe per site and
    its trampoline runs the clauses of only the first pid probe of the
    process there (dt_prov_uprobe.c: trampoline( ) jumps to the exit after
    it), so these never fire (foo:0 after foo:entry)."""
    seen, out = set(), set()
    for p in made:
        ret = p.kind == "ret"
        site = (p.mod, p.sym.value + (0 if ret else p.off), ret)
        if site in seen:
            out.add(p.key())
        seen.add(site)
    return out


def case_fire(r, model, args, grab):
    rounds = r.randint(1, 3)
    ncl = r.randint(1, 3)
    clauses = [[gen_desc(r, model, "pid$target", firing=True)
                for _ in range(r.randint(1, 2))] for _ in range(ncl)]
    prog = []
    for k, descs in enumerate(clauses):
        prog.append('%s { printf("@@%d %%s %%s %%s %%s %%d %%d %%x %%d\\n", '
                    'probeprov, probemod, probefunc, probename, arg0, arg1, '
                    'uregs[R_PC] & 0xfff, uregs[R_SP] & 15); }' %
                    (",\n".join(descs), k))
    typed = r.choice([f for f in STRAIGHT + ["main"]
                      if not REF or "args[" not in ENTRY_ACT[f]])
    prog.append('pid$target:a.out:%s:entry { printf("@@T %s\\n", %s); }' %
                (typed, ENTRY_FMT[typed], ENTRY_ACT[typed]))
    cmd = [args.bin, "-x", "errtags", "-q", "-Z", "-n", "\n".join(prog),
           "-c", "%s %d" % (args.prog, rounds)]
    rc, out, err = run(cmd)
    probs = []
    if rc != 0 or err:
        m = re.search(r"\[(D_\w+)\] (.*)", err)
        # an error is right only if the model raises the same
        try:
            made = []
            for descs in clauses:
                for d in descs:
                    model.create(None, d.split(":"), made, [])
            probs.append("unexpected failure: %r" % err)
        except ModelError as e:
            if not m or (m.group(1), m.group(2)) != (e.tag, e.msg):
                probs.append("error: want [%s] %s got %r" % (e.tag, e.msg,
                                                            err))
        return cmd, probs
    lines = [ln[2:] for ln in out.split("\n") if ln.startswith("@@")]
    want, unchecked = {}, set()
    made = []
    per_desc = []
    for k, descs in enumerate(clauses):
        for d in descs:
            rw = []
            model.create(None, d.split(":"), made, rw)
            per_desc.append((k, rw))
    c = calls(rounds)
    libc = model.obj_by_name("libc.so.6")
    strtol = libc.preferred(libc.lookup("strtol")).name	# its probes' name
    c[strtol] = c["strtol"]
    aout = model.aout
    shadow = shadowed(made)
    for k, rw in per_desc:
        for p in [p for p in made if model.matches(p, rw)]:
            if p.key() in shadow:
                continue	# never fires: want none
            fcalls = c.get(p.func, [])
            if p.sym.size == 0:	# crt's: run once or twice
                unchecked.add((str(k), p.mod, p.func, p.name))
                continue
            if p.kind == "off" and p.func not in STRAIGHT and p.off:
                unchecked.add((str(k), p.mod, p.func, p.name))
                continue
            if p.kind == "ret" and p.func == "_start":
                continue
            for a, ret in fcalls:
                a0 = a1 = pc = sp = None
                if p.kind == "ret":
                    a0, a1 = 0, ret
                elif p.off == 0 and p.func not in ("strtol", strtol, "_start",
                                                   "up_handle"):
                    a0 = a[0]
                    a1 = a[1] if len(a) > 1 else None
                if p.kind != "ret" and p.off == 0 and p.func != "_start":
                    sp = 8	# the return address (_start is not called)
                if p.mod == aout.base and p.kind != "ret":
                    pc = "%x" % ((p.sym.value + p.off) & 0xfff)
                key = (str(k), p.mod, p.func, p.name)
                want.setdefault(key, []).append((a0, a1, pc, sp))
    got, provs = {}, set()
    for ln in lines:
        q = ln.split(" ")
        if q[0] == "T":
            continue
        provs.add(q.pop(1))
        got.setdefault(tuple(q[:4]), []).append(q[4:])
    if len(provs) > 1 or any(not re.match(r"pid[1-9]\d*$", p) for p in provs):
        probs.append("probeprov: %r, want one pidPID" % sorted(provs))
    for key in sorted((set(want) | set(got)) - unchecked):
        w, g = want.get(key, []), got.get(key, [])
        if len(w) != len(g):
            probs.append("%s fired %d times, want %d" % (":".join(key),
                                                         len(g), len(w)))
            continue
        mask = [x is not None for x in w[0]]
        ws = sorted(tuple(str(x) if m else "-" for x, m in zip(t, mask))
                    for t in w)
        gs = sorted(tuple(x if m else "-" for x, m in zip(t, mask))
                    for t in g)
        if ws != gs:
            probs.append("%s values (arg0 arg1 pc&0xfff sp&15):\n"
                         "  want %r\n  got  %r" % (":".join(key), ws, gs))
    # typed arguments of one function
    tw = [entry_line(typed, a, i) for i, (a, _) in
          enumerate(c[typed])]
    first = [p for p in made if p.mod == aout.base and p.func == typed and
             p.kind != "ret" and p.off == 0]
    if first and first[0].name != "entry":
        tw = []		# its entry probe, made last, shares first's site
    tg = [ln[2:] for ln in lines if ln.startswith("T ")]
    if sorted(tw) != sorted(tg):
        probs.append("typed %s:\n  want %r\n  got  %r" % (typed, tw, tg))
    return cmd, probs


# upid's USDT probes (round_once's sys/sdt.h sites): name -> the
# arguments of round i that are known (None: a pointer)
USDT = {"round": lambda i: (i, None, 42),
        "sema-hit": lambda i: (i, 100 + i, None),
        "counter": lambda i: (7 + i, None, None)}


def case_usdt(r, model, args, grab):
    """upid$target descriptions fired by `upid N`: each matching probe
    fires once per round for each description (sema-hit too: enabling it
    raises its semaphore), with its arguments."""
    rounds = r.randint(1, 3)
    descs = []
    for _ in range(r.randint(1, 3)):
        base = model.aout.base
        mod = r.choice([base, "", "*", globify(r, base), "nosuch"])
        func = r.choice(["round_once", "", globify(r, "round_once"),
                         "main"])
        name = r.choice(list(USDT) + ["", "*", "nosuch"] +
                        [globify(r, n) for n in USDT])
        descs.append("upid$target:%s:%s:%s" % (mod, func, name))
    prog = "\n".join('%s { printf("@@%d %%s %%s %%s %%d %%d %%d\\n", '
                     'probemod, probefunc, probename, arg0, arg1, arg2); }' %
                     (d, k) for k, d in enumerate(descs))
    cmd = [args.bin, "-q", "-Z", "-n", prog, "-c",
           "%s %d" % (args.prog, rounds)]
    rc, out, err = run(cmd)
    probs = []
    want = []
    for k, d in enumerate(descs):
        f = d.split(":")
        for n, fn in USDT.items():
            if all(x == "" or gmatch(v, x) for v, x in
                   zip((base, "round_once", n), f[1:])):
                for i in range(rounds):
                    want.append((str(k), base, "round_once", n) +
                                tuple("-" if v is None else str(v)
                                      for v in fn(i)))
    got = []
    for ln in out.split("\n"):
        if ln.startswith("@@"):
            q = ln[2:].split(" ")
            if len(q) == 7 and q[3] in USDT:
                known = USDT[q[3]](0)
                q = q[:4] + ["-" if known[j] is None else q[4 + j]
                             for j in range(3)]
            got.append(tuple(q))
    if rc or err:
        probs.append("status %d, stderr %r" % (rc, err))
    if sorted(want) != sorted(got):
        probs.append("firings:\n  want %r\n  got  %r" % (sorted(want),
                                                          sorted(got)))
    return cmd, probs


def case_grab(r, model, args, grab):
    c = r.random()
    if c < 0.5:
        return case_list(r, model, args, grab)
    if c < 0.8:
        return case_zero(r, model, args, grab)
    d = "pid%d:a.out:up_sum8:entry" % grab
    prog = '%s { printf("@@%%d %%d %%d %%d %%d %%d %%d %%d\\n", arg0, arg1, ' \
        'arg2, arg3, arg4, arg5, arg6, arg7); exit(0); }' % d
    cmd = [args.bin, "-q", "-n", prog, "-p", str(grab)]
    rc, out, err = run(cmd)
    probs = []
    if rc or err or "@@1 2 3 4 5 6 7 8\n" not in out:
        probs.append("grab: rc %d out %r err %r" % (rc, out, err))
    return cmd, probs


def start_grabbed(args):
    p = subprocess.Popen([args.prog, "1000000", "50000"],
                         stdout=subprocess.DEVNULL)
    time.sleep(0.2)
    return p


def one(job):
    seed, args, model, grab = job
    r = random.Random(seed)
    kind = r.choice(args.kinds)
    if kind == "list":
        cmd, probs = case_list(r, model, args, None)
    elif kind == "zero":
        cmd, probs = case_zero(r, model, args, None)
    elif kind == "fire":
        cmd, probs = case_fire(r, model, args, None)
    elif kind == "usdt":
        cmd, probs = case_usdt(r, model, args, None)
    else:
        cmd, probs = case_grab(r, model, args, grab)
    return seed, kind, cmd, probs


def main():
    ap = fuzzlib.options(n=100)
    ap.add_argument("-t", "--triggers", default="build/triggers")
    ap.add_argument("-k", "--kinds", default="list,zero,fire,usdt,grab")
    ap.add_argument("-p", "--prog", default="upid",
                    help="the trigger: upid or upid-nopie")
    args = ap.parse_args()
    args.kinds = args.kinds.split(",")
    global REF
    REF = args.ref
    if REF:	# dtrace-ref here has no dtprobed to take the triggers' DOF
        args.kinds = [k for k in args.kinds if k != "usdt"] or ["list"]
    args.prog = os.path.join(args.triggers, args.prog)
    upid = args.prog
    libc = subprocess.run(["ldd", upid], capture_output=True, text=True)
    m = re.search(r"libc\.so\.6 => (\S+)", libc.stdout)
    ld = re.search(r"(/\S+ld-linux\S+)", libc.stdout)
    model = Model(Obj(upid), Obj(m.group(1), ["strtol"]),
                  Obj(ld.group(1), ["_dl_catch_error"]))
    grabbed = start_grabbed(args) if "grab" in args.kinds else None
    bad = 0
    try:
        jobs = [(s, args, model, grabbed and grabbed.pid)
                for s in range(args.s, args.s + args.n)]
        with ThreadPool(args.j) as pool:
            for seed, kind, cmd, probs in pool.imap(one, jobs):
                if args.v:
                    print("seed %d %s: %s" % (seed, kind, show(cmd)))
                if probs:
                    bad += 1
                    print("seed %d %s: %s\n%s\n" % (seed, kind, show(cmd),
                                                    "\n".join(probs)))
                sys.stdout.flush()
    finally:
        if grabbed:
            grabbed.send_signal(signal.SIGKILL)
            grabbed.wait()
    print("%d cases, %d disagreements" % (args.n, bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
