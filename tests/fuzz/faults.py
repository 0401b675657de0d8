#!/usr/bin/python3
"""faults.py - run-time errors (faults) against a model of DTrace for Linux.

Generates random D programs (run as root with -q) of clauses on BEGIN and
END, or on syscall::write:entry of a python3 trigger, each with one "site"
holding an int or string expression that may fault (in the predicate, a
printf( ) or trace( ) argument, an aggregation's key or value, an
associative array's key or value, an assignment, a string subroutine's
argument), among statements that record (printf), assign globals,
aggregate or call exit( ); one BEGIN clause may be speculative (committed
by a later clause); ERROR clauses print their arguments (one may itself
fault, in its body or predicate, one may have a predicate on the fault,
one may allocate scratch memory after what the faulting clause took).
Compares stdout byte for byte, the run-time error lines on stderr (BPF pc
as a pattern) and the exit status with what DTrace for Linux 2.x prints:

  - faults and their values, from libdtrace/dt_cg.c and bpf/: a NULL or
    unreadable address read (dt_cg_load_scalar( ), BADADDR 1, the
    address); a signed division or modulo by 0 (dt_cg_arithmetic_op( ),
    DIVZERO 4, value 0; an unsigned one gives BPF's 0 or the dividend);
    a D array indexed out of bounds with a variable index (the ADD of dt_cg_arithmetic_op( ): BADINDEX 11, the byte offset
    divided, unsigned, by the element size, printed "%ld"); alloca( )
    (dt_cg_subr_alloca_impl( ): the top rounded up to 8 in 64 bits,
    NOSCRATCH 5 with value 0 past scratchsize, 256 + 8 by default) and
    loads and stores through an alloca pointer (dt_cg_alloca_access_check(
    ): BADADDR with the scratch offset, the first allocation at 8, when it
    is below 8 or at or past the top; BADSIZE 10 with the access size when
    it starts below the top and runs past it); bcopy( ) and copyinto( )
    (dt_cg_subr_bcopy_impl( ): the size (BADSIZE, the size, when negative
    or past 256), the source (NULL, or an alloca pointer checked as
    above), the destination, then the read (BADADDR, the source));
    copyin( ) (dt_cg_subr_copyin( ): the size, the allocation, then the
    read: BADADDR with the source address, any unreadable byte failing the
    whole read); copyinstr( ) (dt_cg_subr_copyinstr( ): the size cut to
    strsize, probe_read_user_str( ) of it, BADADDR unless it returns more
    than 0: a string whose NUL or whose size - 1 characters lie before the
    unreadable byte reads, else the read faults); string subroutines'
    and printf( )'s string arguments through dt_cg_check_ptr_arg( )
    (stringof( ) of NULL is BADADDR 0 at stringof, DT_TOK_STRINGOF); a
    string at an unreadable address that is not NULL is no fault there:
    the BPF functions use what their failed read leaves, "" (dt_index( )
    gives -1, so strstr( ) NULL; dt_strjoin( ) of an unreadable first
    string ""), printf( ) and trace( ) print "", but a tuple key's read is
    checked (dt_cg_arglist( ): BADADDR 128 + its position);
    link_ntop( ) of a type other than ARPHRD_ETHER and ARPHRD_INFINIBAND
    (ILLOP 3, the type); ipl (dt_get_bvar( )'s default: ILLOP, 0);
    commit( )/discard( ) of an id past nspec
    (dt_speculation_set_drainable( ): ILLOP, 0; an unused id up to nspec
    does nothing);
  - what a fault does (dt_cg_probe_error( ), bpf/probe_error.c): the
    clause ends and nothing it recorded is sent (its buffer is sent only
    at the clause's end); what it stored before (variables, aggregations)
    stays; an aggregation's entry is made before its value is computed
    (dt_cg_agg( ): dt_cg_arglist( ) of the keys, then the entry, then the
    value), so a fault in the value leaves the key with the function's
    initial value (sum 0, max INT64_MIN, min INT64_MAX, avg 0: no values),
    one in a key leaves nothing; the
    ERROR clauses run at once with arg0 0, arg1 the probe ID, arg2 the
    statement ID of the faulting clause (its place in program order, from
    0), arg3 the BPF pc (compared as > 0), arg4 the fault, arg5 the value;
    later clauses of the firing still run; a fault in an ERROR clause ends that clause with no
    report (dt_bpf.c, dt_bpf_reloc_error_prog( ): the ERROR program's call
    of dt_error( ) is a no-op) and the later ERROR clauses run; their
    alloca( )s go on from the faulting clause's scratch top (only
    dt_cg_call_clause( ) resets it, not dt_cg_tramp_error( )); once an
    ERROR clause faulted (its predicate, its body, an alloca( ) past the
    scratch), the firing's later clauses see arg0..arg5 as the ERROR
    arguments (bpf/probe_error.c: the nested dt_probe_error( ) overwrites
    the one saved_argv), so the write( ) clauses' arg2 == 4097 fails;
  - the report (dt_handle.c: the default ERROR clause _dt_errprog, then
    dt_handle_err( )): "error in dt_clause_<stid> for probe ID <id>
    (<prv>:<mod>:<fun>:<prb>): <dtrace_faultstr( )>[ (0x%llx)] at BPF pc
    N", the address shown for BADALIGN, BADSTACK, BADSIZE and BADADDR
    (but for the address -1), "(%ld)" for BADINDEX, nothing for the
    others; DTrace for Linux 2.x
    prints no "in action #K" (dteda_action is the statement ID), so there
    is no action count to model; cmd/dtrace.c's errhandler returns
    DTRACE_HANDLE_OK, so faults leave the exit status as exit( ) set it;
  - exit( ) (dt_cg_act_exit( )) sets the draining state at once, so a
    clause that faults after it still stops the firing's later clauses,
    but its status is lost with its buffer (chewrec( ) takes the status
    from the record); speculate( ) (dt_cg_act_speculate( )) sends a
    clause's buffer to the speculation, committed before exit( ); a
    faulting speculative clause adds nothing to it;
  - BEGIN's programs end in BEGIN (exit( )), so DTrace reads the buffer
    BEGIN and END wrote to in two passes (dt_consume.c,
    dt_consume_begin( )): BEGIN's records and errors first, then the
    others: the ERROR clauses' output for BEGIN's faults comes after all
    of BEGIN's, before END's;
  - with -q only printf( )'s and trace( )'s text reaches stdout
    (dt_printf.c, dt_print_datum( )), then END's printa( )s (an empty
    aggregation prints nothing; printed ones are not printed again at
    exit, dt_consume.c DTRACE_AGD_PRINTED) and a newline at the end.

The syscall programs run `python3 -c TRIGGER`, which maps two pages, makes
the second unreadable, puts 8 bytes ("01234567", or "0123" NUL "567") just
before it and write(2)s 4097 bytes from there to /dev/null: copyin( ),
copyinstr( ) with and without a size, and copyinto( ) read at offsets
around the boundary (the first clause prints the buffer's address, which
the model uses for the error lines).

Left out: BADALIGN, KPRIV, UPRIV, TUPOFLOW and BADSTACK (nothing in DTrace
for Linux raises the first four from D; BADSTACK needs bpf_get_stack( ) to
fail: test codegen/stack-badstack); accesses through an alloca pointer larger than the top itself
(DTrace's unsigned top - size wraps and lets them through: a DTrace bug
sonda does not copy); an alloca pointer more than 56 bytes below the first allocation (sonda
takes it for other clause-local memory, see subr/fault-alloca-negative);
the order of operand evaluation and of checks when two arguments of one
call would both fault (copyin( )'s and copyinstr( )'s size first, as
DTrace: test subr/fault-copyin-order); NULL
strings as keys (tests subr/key-null-string); copyout( ) and
copyoutstr( ) (bpf_probe_write_user( ) is refused on this kernel, where
DTrace would not load the program; their checks before the write are
tests subr/fault-copyout-checks and subr/fault-copyoutstr-size0);
speculative clauses (spec.py). The "at BPF pc" value differs by design.

  tests/fuzz/faults.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA] [-v]

Deterministic by seed; prints each disagreement with its program; exit
status 1 if any. Needs root. Not run by tests/run.
"""
import random
import re
import sys
import tempfile

import fuzzlib

INT64_MIN = -(1 << 63)
SCRATCH = 256		# alloca( )'s bytes: scratchsize 264 less the 8 of NULL
STRSIZE = 256
DECLS = ("int z; int m0, m1, m2, m3; char *np; int ia[4]; char ca[5]; "
         "long la[3]; long g0, g1, g2;\n")
SETUP = "BEGIN { ia[1] = 7; ca[2] = 9; la[0] = -5; }\n"
ARRAYS = {"ia": (4, 4, [0, 7, 0, 0]), "ca": (1, 5, [0, 0, 9, 0, 0]),
          "la": (8, 3, [-5, 0, 0])}
IDS = {"BEGIN": 1, "END": 2, "ERROR": 3}
DESC = {"BEGIN": "dtrace:::BEGIN", "END": "dtrace:::END"}
WRITE = "syscall::write:entry"
MAGIC = 4097
TRIGGER = r"""
import ctypes, os
libc = ctypes.CDLL(None)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int,
                      ctypes.c_int, ctypes.c_int, ctypes.c_long]
p = libc.mmap(None, 8192, 3, 0x22, -1, 0)
libc.mprotect(ctypes.c_void_p(p + 4096), 4096, 0)
ctypes.memmove(p + 4088, BYTES, 8)
fd = os.open("/dev/null", os.O_WRONLY)
libc.write(fd, ctypes.c_void_p(p + 4088), %d)
""" % MAGIC
FAULTS = {1: "invalid address", 3: "illegal operation", 4: "divide-by-zero",
          5: "out of scratch space", 10: "invalid size",
          11: "index out of bounds"}


def u64(v):
    return v & ((1 << 64) - 1)


def s64(v):
    v = u64(v)
    return v - (1 << 64) if v >> 63 else v


def a8(n):
    return u64(n + 7) & ~7


class Unread(str):
    """A string at an unreadable address that is not NULL: read as ""."""


class Fault(Exception):
    def __init__(self, code, val):
        super().__init__(code)
        self.code = code
        self.val = val if isinstance(val, tuple) else s64(val)


class Clause:
    """What the generator knows while it writes one clause: its alloca top
    (DTrace's scratch top) and the effects of its statements, in order."""

    def __init__(self, gen, probe):
        self.gen, self.probe = gen, probe
        self.top = 8
        self.stmts = []		# (text, [effects]) in order
        self.pred = None	# (text, [effects]) of a predicate that is true
        self.spec = False	# speculate(sp) first

    def alloc(self, size):
        """The offset alloca(size) returns, or Fault."""
        nxt = u64(self.top + size + 7) & ~7
        if nxt > SCRATCH + 8 or self.top > SCRATCH:
            raise Fault(5, 0)
        off, self.top = self.top, nxt
        return off

    def access(self, off, size):
        """Fault of an access of size bytes at scratch offset off."""
        if s64(off) < 8 or s64(off) >= SCRATCH + 8 or u64(off) >= self.top:
            raise Fault(1, off)
        if off > self.top - size:
            raise Fault(10, size)

    def feff(self, f):
        """The effect of fault f now: with the scratch top, where the
        ERROR clauses' alloca( )s go on from (no reset in dt_error( ))."""
        return ("fault", f.code, f.val, self.top)

    def var(self, kind):
        self.gen.nvars += 1
        return "this->%s%d" % (kind, self.gen.nvars)


class Gen:
    def __init__(self, r, mode):
        self.r, self.mode = r, mode
        self.naggs = self.nvars = 0
        self.aggs = []		# (name, fmt) printed at END, in order
        self.globs = []

    # ---- expressions: (text, value) or raise Fault while generating ----
    def int_expr(self, c):
        """An int expression: (pre statements, text, thunk) where thunk()
        gives the value or raises Fault."""
        r = self.r
        k = r.choice(["deref", "div", "index", "alloca", "allocaoff", "strfn",
                      "ipl", "noscratch", "copyin", "plain", "ntop", "bcopy"])
        if self.mode == "s" and r.random() < 0.5:
            k = r.choice(["ucopyin", "ucopyinstr", "ucopyinto"])
        return getattr(self, "e_" + k)(c)

    def e_plain(self, c):
        v = self.r.choice([0, 1, 42, -3])
        return [], "(z + %d)" % v, lambda: v

    def e_deref(self, c):
        a = self.r.choice([0, 8, 16, 64, 4096, 65535])
        t = self.r.choice(["int", "char", "long"])
        def th():
            raise Fault(1, a)
        return [], "*(%s *)(z + %d)" % (t, a), th

    def e_div(self, c):
        d = self.r.choice([0, 0, 3, -2])
        v = c.var("d")
        k = self.r.choice([17, -17, 5])
        op = self.r.choice(["/", "%"])
        if self.r.random() < 0.25:
            # unsigned (dt_cg_arithmetic_op( ) checks only a DT_NF_SIGNED
            # node): BPF's x / 0 is 0, x % 0 is x
            d = self.r.choice([0, 0, 3])
            k = abs(k)
            def thu():
                if d == 0:
                    return 0 if op == "/" else k
                return k // d if op == "/" else k % d
            return [("%s = %du;" % (v, d), [])], "(%d %s %s)" % (k, op, v), thu
        def th():
            if d == 0:
                raise Fault(4, 0)
            # dt_cg_arithmetic_op( ): both made positive, the result
            # negated when the signs differ, for % as for /
            v = abs(k) // abs(d) if op == "/" else abs(k) % abs(d)
            return v if (k < 0) == (d < 0) else -v
        return [("%s = %d;" % (v, d), [])], "(%d %s %s)" % (k, op, v), th

    def e_index(self, c):
        name = self.r.choice(list(ARRAYS))
        esz, n, vals = ARRAYS[name]
        i = self.r.choice([-2, -1, 0, 1, 2, n - 1, n, n + 1, 100])
        mv = self.r.choice(["m0", "m1", "m2", "m3"])
        def th():
            if u64(i * esz) < n * esz:
                return vals[i]
            raise Fault(11, u64(i * esz) // esz)
        return [("%s = %d;" % (mv, i), [])], "%s[%s]" % (name, mv), th

    def alloca_stmt(self, c, typ, size, dyn):
        """A statement allocating size bytes (a pointer of type typ):
        (variable, statement, offset or Fault)."""
        v = c.var("p")
        try:
            off = c.alloc(size)
            eff = []
        except Fault as f:
            off, eff = None, [c.feff(f)]
        text = "%s = (%s *)alloca(%s%d);" % (v, typ, "z + " if dyn else "", size)
        return v, (text, eff), off

    def e_alloca(self, c):
        r = self.r
        typ, esz = r.choice([("int", 4), ("char", 1), ("long", 8), ("short", 2)])
        pre = []
        if r.random() < 0.3:
            _, st, _ = self.alloca_stmt(c, "char", r.choice([1, 8, 20, 100]), r.random() < 0.5)
            pre.append(st)
        size = r.choice([0, 1, 4, 8, 12, 16, 100, 256, 200])
        v, st, off = self.alloca_stmt(c, typ, size, r.random() < 0.6)
        pre.append(st)
        if off is None:
            return pre, "0", lambda: 0
        i = r.choice([-2, -1, 0, 1, 2, 3, size // esz - 1, size // esz,
                      size // esz + 1, a8(size) // esz])
        if r.random() < 0.3:	# written first, then read back
            eo = off + i * esz
            try:
                c.access(eo, esz)
                pre.append(("%s[%d] = %d;" % (v, i, 5), []))
                val = 5
            except Fault as f:
                pre.append(("%s[%d] = %d;" % (v, i, 5), [c.feff(f)]))
                val = 5
            def th2():
                c.access(eo, esz)
                return val
            return pre, "%s[%d]" % (v, i), th2
        eo = off + i * esz
        def th():
            c.access(eo, esz)
            return 0
        return pre, "(%s[%d] & 0)" % (v, i), th

    def e_allocaoff(self, c):
        """An int read at any byte offset of an alloca'd char buffer."""
        r = self.r
        size = r.choice([4, 8, 9, 16, 30])
        v, st, off = self.alloca_stmt(c, "char", size, r.random() < 0.5)
        if off is None:
            return [st], "0", lambda: 0
        k = r.choice([-9, -1, 0, 2, 4, 5, 6, 7, 8, size - 4, size - 3, a8(size) - 4,
                      a8(size) - 3, a8(size)])
        def th():
            c.access(off + k, 4)
            return 0
        return [st], "(*(int *)(%s + %d) & 0)" % (v, k), th

    def e_bcopy(self, c):
        """bcopy( ) into an alloca'd buffer from kernel memory, NULL, an
        unreadable address or another alloca'd buffer."""
        r = self.r
        size = r.choice([4, 8, 16, 24])
        pre = []
        v, st, doff = self.alloca_stmt(c, "char", size, r.random() < 0.5)
        pre.append(st)
        src = r.choice(["kernel", "null", "bad", "alloca", "alloca"])
        soff = None
        if src == "alloca":
            w, st2, soff = self.alloca_stmt(c, "char", r.choice([4, 8, 16]), r.random() < 0.5)
            pre.append(st2)
        if doff is None or (src == "alloca" and soff is None):
            return pre, "(z + 0)", lambda: 0
        k = r.choice([-2, 0, 0, 4, 8, size])
        k2 = r.choice([-1, 0, 0, 4, 8])
        n = r.choice([-1, 0, 4, 8, 12, 300])
        stext = {"kernel": "(void *)curthread", "null": "(void *)np",
                 "bad": "(void *)(z + 16)", "alloca": None}[src] or "%s + %d" % (w, k2)
        ntext = ("z + %d" if r.random() < 0.5 else "%d") % n
        eff = []
        try:
            if n < 0 or n > SCRATCH:
                raise Fault(10, n)
            if src == "null":
                raise Fault(1, 0)
            if src == "alloca":
                c.access(soff + k2, n)
            c.access(doff + k, n)
            if src == "bad":
                raise Fault(1, 16)
        except Fault as f:
            eff.append(c.feff(f))
        pre.append(("bcopy(%s, %s + %d, %s);" % (stext, v, k, ntext), eff))
        return pre, "(z + 0)", lambda: 0

    def e_noscratch(self, c):
        size = self.r.choice([257, 300, 1000, 129, 200])
        _, st, _ = self.alloca_stmt(c, "char", size, True)
        return [st], "(z + 0)", lambda: 0

    def e_copyin(self, c):
        """copyin( ) in BEGIN/END of an unreadable address or a bad size."""
        a = self.r.choice([0, 16, 4096])
        n = self.r.choice([1, 8, 256, 257, -1])
        def th():
            if n < 0 or n > SCRATCH:
                raise Fault(10, n)
            c.alloc(n)
            raise Fault(1, a)
        return [], "*(char *)copyin(z + %d, z + %d)" % (a, n), th

    def e_ipl(self, c):
        def th():
            raise Fault(3, 0)
        return [], "(ipl + 0)", th

    def e_ntop(self, c):
        t = self.r.choice([0, 2, 7, 31])
        def th():
            raise Fault(3, t)
        return [], "strlen(link_ntop(z + %d, np))" % t, th

    def str_expr(self, c):
        """A string expression: (pre, text, thunk giving str or Fault)."""
        r = self.r
        k = r.choice(["null", "lit", "lit", "copyinstr", "unread"])
        if self.mode == "s" and r.random() < 0.5:
            return self.ucopyinstr(c)
        if k == "unread":
            t = r.choice(["(string)(char *)(z + 8)", "stringof(z + 8)",
                          "(string)(z + 8)"])
            return [], t, lambda: Unread("")
        if k == "null":
            def th():
                raise Fault(1, 0)
            return [], "stringof(np)", th
        if k == "copyinstr":
            a = r.choice([0, 8, 4096])
            def th():
                raise Fault(1, a)
            return [], "copyinstr(z + %d)" % a, th
        s = r.choice(["hello", "a/b/c", ""])
        return [], '"%s"' % s, lambda: s

    def e_strfn(self, c):
        """A string subroutine of a string that may fault, as its first or
        (a NULL) second argument; strlen( ) of a NULL result faults too
        (dt_cg_subr_strlen( ) checks its argument)."""
        pre, s, th = self.str_expr(c)
        f = self.r.choice(["strlen", "join", "substr", "index", "basename",
                           "strchr", "strrchr", "strstr", "dirname", "join2",
                           "strstr2", "index2"])
        def null():
            raise Fault(1, 0)
        def val():
            v = th()
            if f == "strlen":
                return len(v)
            if f == "join":
                return 0 if isinstance(v, Unread) else len(v) + 2
            if f in ("index", "strstr") and isinstance(v, Unread):
                return -1 if f == "index" else null()
            if f == "substr":
                return max(len(v) - 1, 0)
            if f == "index":
                return v.find("l")
            if f in ("join2", "strstr2", "index2"):
                return null()
            if f in ("strchr", "strstr"):
                return len(v) - v.find("l") if "l" in v else null()
            if f == "strrchr":
                return len(v) - v.rfind("l") if "l" in v else null()
            if f == "dirname":
                return 3 if v == "a/b/c" else 1
            b = v.rstrip("/").split("/")[-1] if v.strip("/") else ("/" if v else ".")
            return len(b)
        text = {"strlen": "strlen(%s)", "join": 'strlen(strjoin(%s, "xy"))',
                "substr": "strlen(substr(%s, 1))", "index": 'index(%s, "l")',
                "basename": "strlen(basename(%s))", "strchr": "strlen(strchr(%s, 'l'))",
                "strrchr": "strlen(strrchr(%s, 'l'))",
                "strstr": 'strlen(strstr(%s, "l"))', "dirname": "strlen(dirname(%s))",
                "join2": 'strlen(strjoin(%s, stringof(np)))',
                "strstr2": 'strlen(strstr(%s, stringof(np)))',
                "index2": 'index(%s, stringof(np))'}[f] % s
        return pre, text, val

    # ---- the user buffer of the syscall trigger ----
    def ubytes(self):
        return self.ubuf

    def e_ucopyin(self, c):
        off = self.r.choice([-4, 0, 3, 4, 7, 8, 12])
        n = self.r.choice([1, 2, 4, 5, 8, 300])
        def th():
            if n > SCRATCH:
                raise Fault(10, n)
            c.alloc(n)
            if off + n > 8:
                raise Fault(1, ("base", off))
            return self.ubuf[off] if off >= 0 else 0
        return [], "*(char *)copyin(arg1 + %d, z + %d)" % (off, n), th

    def e_ucopyinstr(self, c):
        pre, text, th = self.ucopyinstr(c)
        def val():
            return len(th())
        return pre, "strlen(%s)" % text, val

    def ucopyinstr(self, c):
        off = self.r.choice([-2, 0, 3, 5, 7, 8])
        n = self.r.choice([None, 1, 2, 3, 4, 5, 6, 8, 9, 0])
        def th():
            # probe_read_user_str( ) reads at most lim bytes up to a NUL
            # (strncpy_from_user_nofault( )): lim - 1 characters when none
            # is among them; it fails on an unreadable byte and for lim 0
            lim = STRSIZE if n is None else min(n, STRSIZE)
            data = (b"\0" * 8 + self.ubuf)[off + 8:]	# readable bytes from off
            if lim > 0 and b"\0" in data[:lim]:
                return data[:data.index(b"\0")].decode()
            if lim > 0 and len(data) >= lim:
                return data[:lim - 1].decode()
            raise Fault(1, ("base", off))
        return [], "copyinstr(arg1 + %d%s)" % (off, "" if n is None else ", %d" % n), th

    def e_ucopyinto(self, c):
        off = self.r.choice([0, 4, 6, 8])
        n = self.r.choice([2, 4, 8, 16, -1])
        size = self.r.choice([4, 8, 16])
        v, st, aoff = self.alloca_stmt(c, "char", size, False)
        if aoff is None:
            return [st], "0", lambda: 0
        text = "copyinto(arg1 + %d, %d, %s);" % (off, n, v)
        eff = []
        try:
            if n < 0 or n > SCRATCH:
                raise Fault(10, n)
            if aoff >= c.top:
                raise Fault(1, aoff)
            if aoff > c.top - n:
                raise Fault(10, n)
            if off + n > 8:
                raise Fault(1, ("base", off))
            first = self.ubuf[off] if n > 0 else 0
        except Fault as f:
            eff.append(c.feff(f))
            first = 0
        return [st, (text, eff)], "(%s[0] * 0 + %d)" % (v, first), lambda: first

    # ---- statements ----
    def str_site(self, c):
        """One statement holding a string expression that may fault."""
        r = self.r
        pre, e, th = self.str_expr(c)
        c.stmts.extend(pre)
        try:
            val, fe = th(), []
        except Fault as f:
            val, fe = None, [c.feff(f)]
        kind = r.choice(["printf", "trace", "aggkey", "assoc"])
        if c.spec and kind == "aggkey":
            kind = "printf"
        if isinstance(val, Unread) and kind in ("aggkey", "assoc"):
            fe = [c.feff(Fault(1, 128))]
        if kind == "printf":
            c.stmts.append(('printf("s [%%s]\\n", %s);' % e,
                            fe or [("out", "s [%s]\n" % val)]))
        elif kind == "trace":	# -q: "%s" (dt_print_datum( ))
            c.stmts.append(("trace(%s);" % e, fe or [("out", val)]))
            c.stmts.append(('printf("\\n");', [("out", "\n")]))
        elif kind == "aggkey":
            a = self.agg("%s %@d")
            c.stmts.append(("@%s[%s] = count();" % (a, e),
                            fe or [("agg", a, val, "count", 1)]))
        else:
            c.stmts.append(("ns[%s] = 1;" % e, fe or [("set", ("ns", val), 1)]))

    def site(self, c):
        """One statement holding an int expression that may fault, after
        what it needs; appends to c.stmts."""
        r = self.r
        if r.random() < 0.25:
            return self.str_site(c)
        pre, e, th = self.int_expr(c)
        for p in pre:
            c.stmts.append(p)
        try:
            val, flt = th(), None
        except Fault as f:
            val, flt = None, f
        fe = [c.feff(flt)] if flt else []
        kind = r.choice(["printf", "printf2", "aggkey", "aggsum", "aggmax", "aggmin",
                         "aggavg", "assign",
                         "assoc", "pstr", "trace", "pred"])
        if c.spec and kind.startswith("agg"):
            kind = "printf"
        if kind == "pred" and not c.stmts and c.pred is None and not c.spec:
            c.pred = (e, fe)
            c.stmts.append(('printf("p %d\\n", 1);', [("out", "p 1\n")]))
        elif kind in ("trace", "pred"):	# -q: "%d" (dt_print_datum( ))
            c.stmts.append(("trace(%s);" % e, fe or [("out", "%d" % val)]))
            c.stmts.append(('printf("\\n");', [("out", "\n")]))
        elif kind == "printf":
            c.stmts.append(('printf("v %%d\\n", %s);' % e,
                            fe or [("out", "v %d\n" % val)]))
        elif kind == "printf2":
            c.stmts.append(('printf("w %%d %%d %%s\\n", 1, %s, "x");' % e,
                            fe or [("out", "w 1 %d x\n" % val)]))
        elif kind == "pstr":
            c.stmts.append(('printf("%%s\\n", lltostr(%s));' % e,
                            fe or [("out", "%d\n" % val)]))
        elif kind == "aggkey":
            a = self.agg("%d %@d")
            c.stmts.append(("@%s[%s] = count();" % (a, e),
                            fe or [("agg", a, val, "count", 1)]))
        elif kind in ("aggsum", "aggmax", "aggmin", "aggavg"):
            fn = kind[3:]
            a = self.agg("%@d")
            c.stmts.append(("@%s = %s(%s);" % (a, fn, e),
                            [("agg", a, None, fn, None)] + fe if fe else
                            [("agg", a, None, fn, val)]))
        elif kind == "assign":
            g = r.choice(["g0", "g1", "g2"])
            c.stmts.append(("%s = %s;" % (g, e), fe or [("set", g, val)]))
        else:
            k = r.choice([0, 1])
            if k:
                c.stmts.append(("n[%s] = 1;" % e, fe or [("set", ("n", val), 1)]))
            else:
                c.stmts.append(("n[3] = %s;" % e, fe or [("set", ("n", 3), val)]))

    def agg(self, fmt):
        self.naggs += 1
        name = "a%d" % self.naggs
        self.aggs.append((name, fmt))
        return name

    def plain(self, c, tag):
        r = self.r.random()
        if c.spec:	# no aggregation may follow speculate( )
            r = min(r, 0.79)
        if r < 0.05 and c.probe != "END" and not c.spec:
            k = self.r.randrange(1, 4)	# draining at once, status if sent
            c.stmts.append(("exit(%d);" % k, [("exit", k)]))
        elif r < 0.6:
            c.stmts.append(('printf("%s\\n");' % tag, [("out", tag + "\n")]))
        elif r < 0.8:
            g = self.r.choice(["g0", "g1", "g2"])
            v = self.r.randrange(1, 100)
            c.stmts.append(("%s = %d;" % (g, v), [("set", g, v)]))
        else:
            a = self.agg("%@d")
            c.stmts.append(("@%s = count();" % a, [("agg", a, None, "count", 1)]))

    def commit_clause(self, c):
        # id 1 is sp's when a clause speculates: discarding it would make
        # that clause's speculate( ) end it (dt_cg_act_speculate( ))
        n = self.r.choice([2, 17, 1000] + ([] if self.spec_used else [1]))
        eff = [] if n <= 1 else [c.feff(Fault(3, 0))]
        fn = self.r.choice(["commit", "discard"])
        c.stmts.append(("%s(%d);" % (fn, n), eff))

    def clause(self, ci, probe, spec=False):
        c = Clause(self, probe)
        c.spec = spec
        if not spec and self.r.random() < 0.08:
            self.commit_clause(c)
            return c
        nplain = self.r.randrange(0, 3)
        where = self.r.randrange(0, nplain + 1)
        for i in range(nplain + 1):
            if i == where:
                self.site(c)
            else:
                self.plain(c, "c%d.%d" % (ci, i))
        return c


class Prog:
    def __init__(self, r, mode):
        self.mode = mode
        g = self.gen = Gen(r, mode)
        g.ubuf = r.choice([b"01234567", b"0123\x00567"])
        main = WRITE if mode == "s" else "BEGIN"
        self.clauses = []	# (probe, pred, Clause)
        nc = r.randrange(1, 6)
        self.spec = -1		# the clause that speculates, if any
        if mode == "b" and r.random() < 0.25:
            self.spec = r.randrange(0, nc)
        g.spec_used = self.spec >= 0
        for ci in range(nc):
            probe = main if mode == "s" or r.random() < 0.75 else "END"
            if ci == self.spec:
                probe = "BEGIN"
            self.clauses.append((probe, None, g.clause(ci, probe, ci == self.spec)))
        self.errs = [("E", None)]
        if r.random() < 0.3:
            self.errs.insert(r.randrange(0, 2), ("F", None))	# faults itself
        if r.random() < 0.3:
            self.errs.append(("P", r.choice([1, 3, 4, 5, 10, 11])))
        if r.random() < 0.15:
            self.errs.insert(r.randrange(0, len(self.errs) + 1), ("Q", None))
        if r.random() < 0.25:
            self.errs.insert(r.randrange(0, len(self.errs) + 1),
                             ("A", r.choice([8, 40, 100, 250])))

    def text(self):
        out = [DECLS, SETUP]
        if self.mode == "s":
            out.append("%s /pid == $target && arg2 == %d/ { base = arg1; "
                       'printf("base %%x\\n", arg1); }\n' % (WRITE, MAGIC))
        if self.spec >= 0:
            out.append("BEGIN { sp = speculation(); }\n")
        for probe, pred, c in self.clauses:
            conds = ["pid == $target && arg2 == %d" % MAGIC] if probe == WRITE else []
            if c.pred:
                conds.append("(%s) != 123456789" % c.pred[0])
            p = " /%s/" % " && ".join(conds) if conds else ""
            body = "\n\t".join((["speculate(sp);"] if c.spec else []) +
                                [t for t, _ in c.stmts])
            out.append("%s%s\n{\n\t%s\n}\n" % (probe, p, body))
        if self.spec >= 0:
            out.append("BEGIN { commit(sp); }\n")
        out.append("%s\n{\n\texit(0);\n}\n" % ("BEGIN" if self.mode == "b" else
                                               "%s /pid == $target && arg2 == %d/" % (WRITE, MAGIC)))
        for kind, arg in self.errs:
            if kind == "E":
                out.append('ERROR\n{\n\tprintf("E %d %d %d %d %d %d\\n", arg0, arg1, arg2, '
                           'arg3 > 0, arg4, arg5 - base);\n}\n')
            elif kind == "F":
                out.append('ERROR\n{\n\tprintf("never\\n");\n\ttrace(*(int *)(z + 32));\n}\n')
            elif kind == "A":	# allocates after the faulting clause's top
                self.gen.nvars += 1
                out.append('ERROR\n{\n\tthis->e%d = (char *)alloca(z + %d);\n'
                           '\tprintf("A%d\\n");\n}\n' % (self.gen.nvars, arg, arg))
            elif kind == "Q":	# its predicate faults
                out.append('ERROR\n/ *(int *)(z + 24) == 0 /\n{\n\tprintf("never Q\\n");\n}\n')
            else:
                out.append('ERROR\n/arg4 == %d/\n{\n\tprintf("P%d\\n");\n}\n' % (arg, arg))
        ends = ['printa("%s %s\\n", @%s);' % (a, f, a) for a, f in self.gen.aggs]
        ends.append('printf("g %d %d %d n %d %d ns %d %d\\n", g0, g1, g2, n[3], '
                    'n[0], ns["hello"], ns[""]);')
        out.append("END\n{\n\t%s\n}\n" % "\n\t".join(ends))
        return "long base; long n[long]; int ns[string]; int sp;\n" + "".join(out)


class Model:
    def __init__(self, prog, ids):
        self.p, self.ids = prog, ids
        self.out, self.err = [], []
        self.vars = {"g0": 0, "g1": 0, "g2": 0}
        self.n, self.ns = {}, {}
        self.aggs = {}		# name -> {key: value}
        self.draining, self.status = False, 0
        self.later = []		# the ERROR clauses' output of BEGIN's faults
        self.err_argv = False	# an ERROR clause faulted in the write( ) firing

    def stid(self, idx):
        """Statement IDs: the setup clause, [the base clause], the clauses,
        exit's, the ERROR clauses, END's."""
        return idx

    def run(self, base):
        p = self.p
        first = 2 if p.mode == "s" or p.spec >= 0 else 1
        self.spectext = []
        errs0 = first + len(p.clauses) + 1
        if p.mode == "s":
            self.out.append("base %x\n" % base)
        order = [(i, pr, c) for i, (pr, _, c) in enumerate(p.clauses) if pr != "END"]
        for i, probe, c in order:
            if not self.draining and not (self.err_argv and probe == WRITE):
                self.clause(first + i, probe, c, errs0, base)
        if not self.draining:
            self.out.extend(self.spectext)		# commit(sp), then exit(0)
            self.draining, self.status = True, 0
        self.out.extend(self.later)	# dt_consume_begin( )'s second pass
        for i, (probe, _, c) in enumerate(p.clauses):
            if probe == "END":
                self.clause(first + i, probe, c, errs0, base)
        for a, fmt in p.gen.aggs:
            items = [(k, v if not isinstance(v, tuple) else
                      # pfprint_average( ): unsigned, 0 with no values
                      s64(u64(v[1]) // v[0]) if v[0] else 0)
                     for k, v in self.aggs.get(a, {}).items()]
            for k, v in sorted(items, key=lambda kv: (kv[1], 0 if kv[0] is None else kv[0])):
                if k is None:
                    self.out.append("%s %d\n" % (a, v))
                else:
                    self.out.append("%s %s %d\n" % (a, k, v))
        self.out.append("g %d %d %d n %d %d ns %d %d\n" % (
            self.vars["g0"], self.vars["g1"], self.vars["g2"], self.n.get(3, 0),
            self.n.get(0, 0), self.ns.get("hello", 0), self.ns.get("", 0)))
        self.out.append("\n")	# cmd/dtrace.c once the consumer is done
        return "".join(self.out), self.err, self.status

    def clause(self, stid, probe, c, errs0, base):
        """Runs a clause's effects: dt_cg_act_exit( ) sets the draining
        state at once, its status counts only if the clause's buffer is
        sent (chewrec( ) takes it from the record)."""
        text, status = [], None
        for _, effs in ([c.pred] if c.pred else []) + c.stmts:
            for e in effs:
                if e[0] == "out":
                    text.append(e[1])
                elif e[0] == "set":
                    if isinstance(e[1], tuple) and e[1][0] == "ns":
                        self.ns[e[1][1]] = e[2]
                    elif isinstance(e[1], tuple):
                        self.n[e[1][1]] = e[2]
                    else:
                        self.vars[e[1]] = e[2]
                elif e[0] == "agg":
                    # the entry starts at the function's initial value;
                    # v None: made, then the value faulted
                    d = self.aggs.setdefault(e[1], {})
                    k, fn, v = e[2], e[3], e[4]
                    cur = d.get(k, {"count": 0, "sum": 0, "max": INT64_MIN,
                                    "min": -INT64_MIN - 1, "avg": (0, 0)}[fn])
                    if fn == "count":
                        cur += 1
                    elif v is None:
                        pass
                    elif fn == "sum":
                        cur += v
                    elif fn == "max":
                        cur = max(cur, v)
                    elif fn == "min":
                        cur = min(cur, v)
                    else:
                        cur = (cur[0] + 1, cur[1] + v)
                    d[k] = cur
                elif e[0] == "exit":
                    self.draining, status = True, e[1]
                elif e[0] == "fault":
                    self.fault(stid, probe, e[1], e[2], base, e[3])
                    return
        (self.spectext if c.spec else self.out).extend(text)
        if status is not None:
            self.status = status

    def fault(self, stid, probe, code, val, base, top):
        if isinstance(val, tuple):		# an offset from the user buffer
            val = base + val[1]
        desc = DESC.get(probe) or "syscall:vmlinux:write:entry"
        detail = ""
        if code == 10 or code == 1 and s64(val) != -1:	# BADADDR -1: none
            detail = " (0x%x)" % u64(val)
        elif code == 11:
            detail = " (%d)" % s64(val)
        self.err.append("error in dt_clause_%d for probe ID %d (%s): %s%s at BPF pc N"
                        % (stid, self.ids[probe], desc, FAULTS[code], detail))
        out = self.later if probe == "BEGIN" else self.out
        for kind, arg in self.p.errs:
            if kind in "FQ":
                self.err_argv |= probe == WRITE
            if kind == "E":
                out.append("E 0 %d %d 1 %d %d\n" % (self.ids[probe], stid, code,
                                                          s64(val - base)))
            elif kind == "P" and arg == code:
                out.append("P%d\n" % arg)
            elif kind == "A":
                nxt = a8(top + arg)
                if nxt <= SCRATCH + 8 and top <= SCRATCH:	# else a silent fault
                    top = nxt
                    out.append("A%d\n" % arg)
                else:
                    self.err_argv |= probe == WRITE


def probe_ids(sonda, t):
    ids = dict(IDS)
    rc, out, _ = fuzzlib.run_cmd(["timeout", str(t), sonda, "-l", "-n", WRITE],
                                 timeout=t + 10)
    ids[WRITE] = int(out.split("\n")[1].split()[0])
    return ids


def mask_ids(out):
    """out with the probe ID of the ERROR lines (arg1) of syscall probes
    masked: DTrace for Linux numbers them in the order it meets the
    events tracefs lists, which other tracers' uprobes change between
    runs."""
    fixed = set(IDS.values())
    return re.sub(r"^E (-?\d+) (\d+) ", lambda m: "E %s %s " % (
        m.group(1), m.group(2) if int(m.group(2)) in fixed else "ID"), out, flags=re.M)


def mask_err_ids(lines):
    """The error lines with a syscall probe's ID masked, as mask_ids( )
    masks arg1 (3624, 3625 and 3626 for syscall::write:entry from run to
    run on dtrace-ref, -s 119720038 and 119720045)."""
    return [re.sub(r"probe ID \d+ \(syscall:", "probe ID ID (syscall:", x)
            for x in lines]


def one(args, seed, ids):
    r = random.Random(seed)
    mode = "s" if r.random() < 0.3 else "b"
    prog = Prog(r, mode)
    src = prog.text()
    opts = ["-q"] + (["-x", "errtags"] if r.random() < 0.5 else [])
    with tempfile.NamedTemporaryFile("w", suffix=".py", prefix="faults-") as trig:
        if mode == "s":
            trig.write(TRIGGER.replace("BYTES", repr(prog.gen.ubuf)))
            trig.flush()
            opts += ["-c", "python3 " + trig.name]
        st, out, err = fuzzlib.run_script(args.bin, src, opts, timeout=args.t)
    base = 0
    if mode == "s":
        m = re.match(r"base ([0-9a-f]+)\n", out)
        base = int(m.group(1), 16) if m else 0
    want_out, want_err, want_st = Model(prog, ids).run(base)
    got_err, other = [], []
    for line in err.splitlines():
        m = re.match(r"sonda: (error in .*)", line)
        if m:
            got_err.append(re.sub(r"at BPF pc \d+$", "at BPF pc N", m.group(1)))
        elif line.strip():
            other.append(line)
    if args.ref:	# DTrace numbers its probes as it finds tracefs's events
        out, want_out = mask_ids(out), mask_ids(want_out)
        got_err, want_err = mask_err_ids(got_err), mask_err_ids(want_err)
    diffs = []
    if out != want_out:
        diffs.append("stdout:\n--- got\n%s--- want\n%s" % (out, want_out))
    if got_err != want_err:
        diffs.append("errors:\n got  %s\n want %s" % ("\n      ".join(got_err),
                                                    "\n      ".join(want_err)))
    if st != want_st:
        diffs.append("status: got %d want %d" % (st, want_st))
    if other:
        diffs.append("stderr: %s" % other)
    return seed, src, opts, diffs


def main():
    ap = fuzzlib.options(n=100, j=1, desc="faults against a model of DTrace")
    ap.add_argument("-t", type=int, default=30,
                    help="seconds each program may run (30)")
    args = ap.parse_args()
    ids = probe_ids(args.bin, args.t)
    bad = 0
    for seed, src, opts, diffs in fuzzlib.seeds(args, lambda a, s: one(a, s, ids)):
        if diffs or args.v:
            print("=== seed %d: %s\n%s" % (seed, " ".join(opts), src))
        for d in diffs:
            print(d)
        bad += bool(diffs)
    print("%d programs, %d disagreements" % (args.n, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
