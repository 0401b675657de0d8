#!/usr/bin/python3
"""strs.py - D's string subroutines and operators against a model of DTrace.

Generates random programs of BEGIN clauses, each printing one string or
integer expression (printf "%s" / "%d", or trace()), built from string
constants (empty ones, ones with escapes, ones with a NUL in the middle
by \\0, \\000 or \\x00: dt_lex.l's stresc2chr( ) then dt_node_string( )
keep what is before it), string variables (globals,
this->, self->, associative arrays keyed by strings; counts keyed by a
string expression alone or with an int, n2[e, 1]++), and the subroutines
substr() (2 and 3 arguments, negative and out-of-range index and length),
index()/rindex() (with and without a start), strstr(), strchr(), strrchr(),
strtok() (its state kept across calls and clauses, NULL to continue),
strjoin(), strlen(), lltostr() (with a base too), toupper(), tolower(),
basename(), dirname(), cleanpath(), the string comparisons and ?: on
strings, nested, and (half the programs) the char arrays of a global
struct (gc.c, gc.d, gc.e, filled to the end or not, an int 0 after them)
as operands, and (one clause in thirteen) one or two alloca( )'d char
buffers filled with a string and its NUL byte by byte, passed to the
subroutines as this->a0, this->a0 + k, &this->a0[k], stringof(...) and
(string)...; often under a small "#pragma D option strsize=N". It
compares the output with what this file's model says DTrace for Linux 2.x
prints. The model follows DTrace's BPF library (bpf/*.S) and dt_cg.c, not C:

  - a string constant is cut at strsize characters when the string table
    is loaded (gmap_create_strtab()); a store into a variable,
    printf()/trace() and the functions that read a string with strsize + 1
    bytes keep strsize characters (strlen, strjoin, substr, basename,
    dirname, cleanpath, strtok), while strchr()/strrchr() and the
    comparisons read strsize bytes (strsize - 1 characters) and
    index()/rindex()/strstr() strsize rounded up to 8 bytes
    (roundup8(strsize) - 1 characters);
  - substr() sign-extends index and length from 32 bits; a negative index
    counts from the end; its copy reads the source from the index on;
  - index(s, t, start): start < 0 is 0, no match past len(s) - len(t);
    rindex(s, t, start): start < 0 is -1, start past len(s) - len(t) is
    that; rindex(s, t) the last match;
  - strchr()/strrchr() of NUL or of "" give NULL;
  - strcmp (dt_strcmp): a string of strsize characters is greater than any
    string that shares its first strsize - 1 characters (itself too); a
    comparison with NULL compares the pointers (NULL is the smallest);
  - strtok() keeps (offset, string) for the firing (all BEGIN clauses);
    only a constant NULL / 0 first argument continues; a call that finds no
    token sets the offset to the length of what was left (0 when at the
    end), so the next call starts over from the beginning;
  - substr(s, i) without a count copies strsize characters (fewer when i
    counts back past the beginning);
  - cleanpath() (bpf/cleanpath.S, simulated step by step): "//", "."
    components and the trailing '/' go, ".." drops the component before
    it, stays at the start of a relative path; "" stays "";
  - ?: on strings copies strsize bytes; a store into a global or this->
    string copies strsize bytes after zeroing its first two (so "g = g",
    and "g = (0 ? g : x)" that dt_node_op3( ) folds to it, make g ""), a
    NULL stays NULL;
  - a char array is by reference (DT_NF_REF): where a string is wanted
    (a subroutine's argument, strtok( )'s too, a comparison with a
    string, a ?: arm beside a string) its value is its address, read as a
    string past its end when it holds no NUL; a store or printf( ) of the
    array itself copies its own size (dt_cg_store( ), dt_cg_store_val( ));
    ?: of two arrays is an array (dt_cook_op3( ): the second's type, the
    chosen one's address) and a comparison of two arrays compares their
    addresses (dt_cg_compare_op( ) compares strings only when one operand
    is a string);
  - an alloca( )'d buffer passed to a subroutine (dt_cg_check_ptr_arg( ))
    is checked by dt_cg_alloca_access_check( ) with the size of the
    argument's type, 8 for a char *, strsize for stringof( ) and (string)
    of one: its scratch offset must be below the clause's scratch top
    (each alloca( ) rounded up to 8, the first at 8) and at most top -
    size compared unsigned, so a size larger than the top wraps and
    passes; BADSIZE otherwise (the clause prints nothing);
  - lltostr(v) prints at most strsize characters; with a base (a classic
    DTrace extension, not in DTrace for Linux: illumos's dtrace_dif_subr)
    base != 10 is unsigned, 16 adds "0x", 8 a "0" (not to 0 itself);
  - toupper()/tolower() (classic too) map strsize characters;
  - a NULL string passed to a subroutine, used as a key or printed is an
    invalid address: the clause prints nothing; one at an address that is
    not NULL but cannot be read is "" (the helpers zero a failed read's
    buffer) but where a function tests its read: dt_index( )/dt_rindex( )
    give -1 (strstr() NULL), dt_strjoin( ) of an unreadable first string
    is "", dt_strcmp( ) takes it as "" of length strsize (greater than a
    readable "" when strsize is 3 or more, equal to another unreadable
    string); a copy of it (a store, ?: whose condition is not a constant)
    is an invalid address (dt_cg_memcpy( ) tests its read; a variable is
    left ""), and so is a key (dt_cg_arglist( ) tests its read);

Left out (the model cannot predict them; the clause is not checked): an
alloca( )'d buffer compared, printed or in ?: itself (not a subroutine's
argument: ptrs.py), given to strtok( ) or to toupper( )/tolower( ); a
char array stored, printed or traced whole when strsize or its lack of a
NUL decides, or used as a key, or a ?: of two arrays printed; bytes
after a string's NUL (the comparison of two equal strings of strsize - 2
characters reads one; so does ?: of a string of strsize or more characters,
lltostr() of strsize or more characters, a read past strsize characters of
a variable holding strsize), cleanpath() of a string of strsize - 2
characters or more (DTrace's loop stops early), a NULL stored into a
dynamic variable, strtok(NULL) before any strtok() in the firing, what
follows an unpredictable strtok() or key, the error messages themselves.
A program the kernel's verifier takes over 60s to load (several
strtok() clauses among many string clauses can) is counted apart.

  tests/fuzz/strs.py [-n PROGRAMS] [-e CLAUSES] [-s SEED] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints every
disagreement (the clause, what the model wants, what sonda printed);
exit status 1 if any. Not run by tests/run.
"""
import random
import sys

import fuzzlib


REF = False	# --ref: none of sonda's extensions (lltostr( )'s base, toupper( ))


class Fault(Exception):
    """The clause stops (an invalid address): it prints nothing."""


class Unknown(Exception):
    """The model cannot tell (bytes past a NUL)."""


class Unread(str):
    """A string at an address that is not NULL but cannot be read: the
    helpers zero the buffer of a failed read, so it reads as ""."""


class Open(str):
    """A string whose buffer has no NUL after its text: what follows is
    unknown."""


def up8(n):
    return (n + 7) & ~7


def s32(v):
    v &= 0xffffffff
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


class Model:
    def __init__(self, S):
        self.S = S
        self.mem = {}
        self.tok = None		# (string, offset) or None: not set this firing

    # probe_read_str(dst, n, s): at most n - 1 characters
    def rd(self, v, n, off=0):
        if v is None:
            raise Fault
        if isinstance(v, Open) and off + n - 1 > len(v):
            raise Unknown

        return str(v[off:off + n - 1])

    def byte(self, v, i):
        if i < len(v):
            return ord(v[i])
        if i == len(v) and not isinstance(v, Open):
            return 0
        raise Unknown

    def out(self, v):
        """What printf("%s")/trace() record: strsize + 1 bytes."""
        return self.rd(v, self.S + 1)

    def store(self, v, static=True):
        """A store into a string variable copies strsize bytes (a
        dynamic variable keeps no NULL)."""
        if v is None:
            if not static:
                raise Unknown
            return None
        if isinstance(v, Unread):
            raise Fault		# dt_cg_memcpy( ) checks its read
        if isinstance(v, Open) or len(v) >= self.S:
            return Open(v[:self.S])
        return v

    def key(self, var):
        if var.startswith("a["):
            return "a[%r]" % self.out(var[3:-2])
        return var

    # --- subroutines (bpf/*.S) ---
    def strlen(self, s):
        return len(self.rd(s, self.S + 1))

    def strjoin(self, a, b):
        bad = isinstance(a, Unread)
        a = self.rd(a, self.S + 1)
        if b is None:
            raise Fault
        if bad:		# dt_strjoin( ) stops at its failed first read
            return ""
        if len(a) == self.S:
            return a
        return a + self.rd(b, self.S + 1 - len(a))

    def substr(self, s, idx, cnt=None):
        S = self.S
        n = len(self.rd(s, S + 1))
        idx = s32(idx)
        cnt = S if cnt is None else s32(cnt)
        if n == 0:
            return ""
        if idx < 0:
            idx += n
            if idx < 0:
                if cnt <= -idx:
                    return ""
                cnt += idx
                idx = 0
        if idx >= n:
            return ""
        if cnt < 0:
            cnt += n - idx
            if cnt <= 0:
                return ""
        return self.rd(s, min(cnt, S) + 1, idx)

    def index(self, s, t, start=0):
        B = up8(self.S)
        ss, tt = self.rd(s, B), self.rd(t, B)
        if isinstance(s, Unread) or isinstance(t, Unread):
            return -1		# dt_index( ) tests both reads
        start = max(start, 0)
        maxi = len(ss) - len(tt)
        while start < B and start <= maxi:
            if ss[start:start + len(tt)] == tt:
                return start
            start += 1
        return -1

    def rindex(self, s, t, start=None):
        if start is not None and start < 0:
            self.rd(s, 1), self.rd(t, 1)	# the pointers are checked
            return -1
        B = up8(self.S)
        ss, tt = self.rd(s, B), self.rd(t, B)
        if isinstance(s, Unread) or isinstance(t, Unread):
            return -1		# dt_rindex( ) tests both reads
        top = len(ss) - len(tt)
        if top < 0:
            return -1
        start = top if start is None or start > top else start
        for cnt in range(0, B):
            if cnt > start:
                break
            i = start - cnt
            if ss[i:i + len(tt)] == tt:
                return i
        return -1

    def strstr(self, s, t):	# dt_cg_subr_strstr(): dt_index, dt_substr
        i = self.index(s, t)
        return None if i < 0 else self.substr(s, i)

    def strchr(self, s, c, last):
        ss = self.rd(s, self.S)
        c = chr(c & 0xff)
        if ss == "" or c == "\0" or c not in ss:
            return None
        return ss[ss.rindex(c):] if last else ss[ss.index(c):]

    def lltostr(self, v, base=None):
        v = s64(v)
        if base is None or base == 10:
            t = str(v)
        else:
            if base <= 1 or base > 36:
                raise Fault
            u, d = v & ((1 << 64) - 1), ""
            while u:
                d = "0123456789abcdefghijklmnopqrstuvwxyz"[u % base] + d
                u //= base
            if v == 0 and base == 16:
                d = "0"
            if base == 16:
                d = "x" + d
            if v == 0 or base in (8, 16):
                d = "0" + d
            t = d
        if len(t) >= self.S:
            return Open(t[:self.S])
        return t

    def case(self, s, upper):
        s = self.rd(s, self.S + 1)
        return s.upper() if upper else s.lower()

    def basename(self, s):
        s = self.rd(s, self.S + 1)
        if s == "":
            return "."
        e = len(s) - 1
        while e >= 0 and s[e] == "/":
            e -= 1
        if e < 0:
            return "/"
        b = e
        while b >= 0 and s[b] != "/":
            b -= 1
        return s[b + 1:e + 1]

    def dirname(self, s):
        s = self.rd(s, self.S + 1)
        n = len(s)
        if n == 0:
            return "."
        n -= 1
        while n >= 0 and s[n] == "/":
            n -= 1
        if n < 0:
            return "/"
        while n >= 0 and s[n] != "/":
            n -= 1
        if n < 0:
            return "."
        while n >= 0 and s[n] == "/":
            n -= 1
        if n < 0:
            return "/"
        return s[:n + 1]

    def cleanpath(self, s):
        """bpf/cleanpath.S, step by step."""
        S = self.S
        s = self.rd(s, S + 1)
        if s == "":
            return ""
        if len(s) == 1:
            return s
        if len(s) + 2 >= S:
            raise Unknown
        d = bytearray(b"/" + s.encode("latin-1") + b"/\0") + bytearray(S + 8)
        ito = ifr = seq = 0
        M = (1 << 64) - 1
        while True:
            c = d[ifr]
            d[ito] = c
            if c == 0:
                break
            seq = ((seq << 8) | c) & M
            if seq & 0xffff == 0x2f2f:
                ito -= 1
                seq >>= 8
            if seq & 0xffffff == 0x2f2e2f:
                ito -= 2
                seq >>= 16
            ito += 1
            ifr += 1
        nup = seq = 0
        brk = ito
        ifr = ito = brk - 1
        while ifr >= 0:
            c = d[ifr]
            d[ito] = c
            seq = ((seq << 8) | c) & M
            dd = int(seq & 0xffffffff == 0x2f2e2e2f)
            nup += dd
            ito += 3 * dd
            seq >>= 24 * dd
            tmp = (dd ^ 1) * int(c == 0x2f)
            pos = int(nup > 0)
            if tmp and pos:
                ito = brk
                nup -= 1
            if tmp and not pos:
                brk = ito
            ito -= 1
            ifr -= 1
        ito += 1
        if s[0] != "/":
            ito += 1
            nup &= 15
            while nup > 0:
                ito -= 3
                if ito < 0:
                    raise Unknown
                d[ito:ito + 3] = b"../"
                nup -= 1
        out = bytes(d[ito:]).split(b"\0")[0][:S + 1 - ito - 1]
        out = out.decode("latin-1")
        if out == "":
            return "."
        return out if len(out) == 1 else out[:-1]

    def strtok(self, s, d, cont):
        try:
            return self.strtok1(s, d, cont)
        except Unknown:
            self.tok = Unknown
            raise

    def strtok1(self, s, d, cont):
        S = self.S
        if cont:
            if self.tok is Unknown:
                raise Unknown
            if self.tok is None:
                raise Fault
        else:
            self.tok = [self.rd(s(), S + 1), 0]
        delims = set(self.rd(d(), S + 1))
        buf, off = self.tok
        rem = buf[max(off, 0):][:S]
        b = 0
        while b < len(rem) and rem[b] in delims:
            b += 1
        if b >= len(rem):
            self.tok[1] = len(rem)
            return None
        e = b
        while e < len(rem) and rem[e] not in delims:
            e += 1
        self.tok[1] = off + e
        return rem[b:e]

    # dt_strcmp: <0, 0, >0
    def strcmp(self, a, b):
        if a is None or b is None:
            return (a is not None) - (b is not None)
        S = self.S
        sa, sb = self.rd(a, S), self.rd(b, S)
        ua, ub = isinstance(a, Unread), isinstance(b, Unread)
        if ua or ub:
            # dt_strcmp( ): a failed read is S zeros of length S: "" but
            # for the tie-break, past index 1 when S >= 3
            if ua and ub:
                return 0
            o = sb if ua else sa
            c = -1 if o != "" else (1 if S >= 3 else 0)
            return c if ua else -c
        ta, tb = sa + "\0\0", sb + "\0\0"
        d = 0
        while d < min(len(ta), len(tb)) and ta[d] == tb[d]:
            d += 1
        if d == min(len(ta), len(tb)):		# equal: past the known bytes
            if d < S - 1:
                return 0
        r0 = min(d, S - 1)
        r6, r7 = len(sa) + 1, len(sb) + 1
        if r0 > r6 or r0 > r7:
            return (r6 > r7) - (r6 < r7)
        x, y = self.byte(a, r0), ord(tb[r0])
        return (x > y) - (x < y)


ALPHA = "ab/.c"
CONSTS = ["", "a", "/", ".", "ab", "abc", "a/b", "/a/b/", "//", "a//b",
          "../a", "./a/../b", "/a/./b/..", "a.b.c", "hello, world", "x\\ty",
          "q\\\"q", "b\\\\s", "aaa", "abab", "/usr/lib/", "a..b", "a\\nb",
          "abcdefghijklmnopqrstuvwxyz0123456789", "ab\\0cd", "\\0",
          "a/\\0/b", "\\x00xy", "\\000", "/a\\0", "a\\\\0b"]

ESC = {"t": "\t", "n": "\n", "\"": "\"", "\\": "\\"}


def unescape(t):
    """stresc2chr( ) of the constant's text; dt_node_string( ) keeps
    what is before its first NUL (a string constant is a C string)."""
    out, i = "", 0
    while i < len(t):
        if t[i] != "\\":
            out, i = out + t[i], i + 1
        elif t[i + 1] in ESC:
            out, i = out + ESC[t[i + 1]], i + 2
        elif t[i + 1] == "x":
            out, i = out + chr(int(t[i + 2:i + 4], 16)), i + 4
        else:
            j = i + 1
            while j < len(t) and j < i + 4 and t[j] in "01234567":
                j += 1
            out, i = out + chr(int(t[i + 1:j], 8)), j
    return out.split("\0")[0]


# gc: char arrays one after another, then an int that stays 0, so the
# string at each array's address ends inside the struct
CARRS = [("c", 0, 8), ("d", 8, 4), ("e", 12, 12)]
CADECL = "struct ca { char c[8]; char d[4]; char e[12]; int z; } gc;"


class Gen:
    """Expressions as trees; string ones may be NULL (nullable)."""
    def __init__(self, r, svars, carrs=False, abufs=()):
        self.r, self.svars, self.carrs = r, svars, carrs
        self.abufs = abufs	# (name, offset, string): alloca'd buffers

    def arg(self, d):
        """A subroutine's string argument: at times an alloca'd buffer,
        which dt_cg_check_ptr_arg( ) checks and turns into an address."""
        r = self.r
        if not self.abufs or r.random() < 0.3:
            return self.sexpr(d)
        name, off, v = r.choice(self.abufs)
        # no further than its NUL: the bytes after it are unknown
        k = min(len(v), r.choice([0, 0, 0, 1, 2, len(v), 3]))
        form = r.choice(["ptr", "ptr", "plus", "addr", "stringof", "cast"])
        if k == 0 and form in ("plus", "addr"):
            form = "ptr"
        return ("abuf", name, off, v, k, form)

    def sconst(self):
        r = self.r
        if r.random() < 0.05:
            return ("unread", r.choice([8, 16, 4095]))
        if r.random() < 0.5:
            t = r.choice(CONSTS)
        else:
            t = "".join(r.choice(ALPHA) for _ in range(r.randrange(0, 14)))
        return ("sconst", t)

    def int_small(self):
        r = self.r
        v = r.choice([0, 1, 2, 3, 4, 5, 7, 8, 10, -1, -2, -3, -5, -8, -20,
                      20, 100, 255, 256, 2**31 - 1, -2**31, 2**32 + 2,
                      -2**32 + 1])
        if abs(v) > 300 and r.random() < 0.6:
            v = r.randrange(-10, 12)
        return ("iconst", v)

    def sexpr(self, d, nullable=False):
        r = self.r
        if d <= 0 or r.random() < 0.25:
            if self.carrs and r.random() < 0.3:
                return ("carr", r.choice(CARRS)[0])
            if self.svars and r.random() < 0.4:
                return ("svar", r.choice(self.svars))
            return self.sconst()
        c = r.randrange(22)
        s = lambda: self.sexpr(d - 1)
        a = lambda: self.arg(d - 1)
        if c < 4:
            if r.random() < 0.5:
                return ("call", "substr", a(), self.iexpr(d - 1, True))
            return ("call", "substr", a(), self.iexpr(d - 1, True),
                    self.iexpr(d - 1, True))
        if c < 7:
            return ("call", "strjoin", a(), a())
        if c < 8:
            v = r.choice([0, 1, 9, -1, 10, 12345, -987654321, 2**63 - 1,
                          -2**63, 2**40, 255, 4096])
            if r.random() < 0.3 and not REF:
                return ("call", "lltostr", ("iconst", v),
                        ("iconst", r.choice([2, 8, 10, 16, 36])))
            return ("call", "lltostr", ("iconst", v))
        if c < 9:
            if REF:	# DTrace for Linux has no toupper( )/tolower( )
                return ("call", "strjoin", a(), a())
            return ("call", r.choice(["toupper", "tolower"]), s())
        if c < 13:
            return ("call", r.choice(["basename", "dirname", "cleanpath"]),
                    a())
        if c < 15:
            return ("stern", self.cond(d - 1), s(), s())
        if nullable or r.random() < 0.3:
            if c < 18:
                return ("call", "strstr", a(), a())
            return ("call", r.choice(["strchr", "strrchr"]), a(),
                    ("char", r.choice("ab/.cz")))
        return self.sexpr(d, nullable)

    def cond(self, d):
        r = self.r
        if r.random() < 0.6:
            return ("cmp", r.choice(["==", "!=", "<", "<=", ">", ">="]),
                    self.sexpr(d, True), self.sexpr(d, True))
        return ("iconst", r.choice([0, 1]))

    def iexpr(self, d, small=False):
        r = self.r
        if d <= 0 or r.random() < (0.6 if small else 0.1):
            return self.int_small()
        c = r.randrange(10)
        a = lambda: self.arg(d - 1)
        if c < 2:
            return ("call", "strlen", a())
        if c < 4:
            return ("call", "index", a(), a()) if r.random() < 0.5 else \
                ("call", "index", a(), a(), self.int_small())
        if c < 6:
            return ("call", "rindex", a(), a()) if r.random() < 0.5 else \
                ("call", "rindex", a(), a(), self.int_small())
        if c < 8:
            return self.cond(d - 1)
        return self.int_small()


def text(n):
    k = n[0]
    if k == "sconst":
        return '"%s"' % n[1]
    if k == "unread":		# the address stays the value: no copy
        return {8: "(string)(char *)8", 16: "stringof(16)"}.get(
            n[1], "(string)%d" % n[1])
    if k == "iconst":
        if n[1] == -2**63:
            return "(-9223372036854775807 - 1)"
        return str(n[1]) if n[1] >= 0 else "(%d)" % n[1]
    if k == "char":
        return "'%s'" % n[1]
    if k == "svar":
        return n[1]
    if k == "carr":
        return "gc." + n[1]
    if k == "call":
        return "%s(%s)" % (n[1], ", ".join(text(a) for a in n[2:]))
    if k == "stern":
        return "(%s ? %s : %s)" % (text(n[1]), text(n[2]), text(n[3]))
    if k == "cmp":
        return "(%s %s %s)" % (text(n[2]), n[1], text(n[3]))
    if k == "tok":
        return "strtok(%s, %s)" % ("NULL" if n[1] is None else text(n[1]),
                                   text(n[2]))
    if k == "abuf":
        _, name, _, _, i, form = n
        p = "this->%s" % name if i == 0 else "(this->%s + %d)" % (name, i)
        return {"ptr": p, "plus": p, "addr": "&this->%s[%d]" % (name, i),
                "stringof": "stringof(%s)" % p,
                "cast": "(string)%s" % p}[form]
    raise ValueError(k)


CMPF = {"==": lambda c: c == 0, "!=": lambda c: c != 0, "<": lambda c: c < 0,
        "<=": lambda c: c <= 0, ">": lambda c: c > 0, ">=": lambda c: c >= 0}


def ev(m, n):
    k = n[0]
    if k == "sconst":
        return unescape(n[1])[:m.S]	# gmap_create_strtab() cuts it
    if k == "unread":
        return Unread("")
    if k in ("iconst", "char"):
        return n[1] if k == "iconst" else ord(n[1])
    if k == "svar":
        v = m.mem[m.key(n[1])]
        if v is Unknown:
            raise Unknown
        return v
    if k == "carr":
        # by reference: the string at the array's address, which runs on
        # past an array without a NUL (to the int after the arrays)
        off = dict((a, o) for a, o, _ in CARRS)[n[1]]
        v = m.gc[off:].split(b"\0")[0].decode()
        return v if len(v) < m.S else Open(v[:m.S])
    if k == "stern" and arrtyped(n):
        # two char arrays: an array (dt_cook_op3( ) takes the second's
        # type), the chosen one's address (dt_cg_ternary_op( )): no copy
        return ev(m, n[2] if ev(m, n[1]) else n[3])
    if k == "cmp" and arrtyped(n[2]) and arrtyped(n[3]):
        # no string among them: dt_cg_compare_op( ) compares the addresses
        a, b = arraddr(m, n[2]), arraddr(m, n[3])
        return int(CMPF[n[1]](a - b))
    if k == "stern":
        v = ev(m, n[2] if ev(m, n[1]) else n[3])
        if v is None:
            return None
        if isinstance(v, Unread):
            if n[1][0] == "iconst":
                return v	# folded by dt_node_op3( ): no copy
            raise Fault		# dt_cg_ternary_op( )'s dt_cg_memcpy( )
        if len(v) >= m.S:
            raise Unknown		# strsize bytes copied: no NUL after
        return v
    if k == "cmp":
        a, b = ev(m, n[2]), ev(m, n[3])
        return int(CMPF[n[1]](m.strcmp(a, b)))
    if k == "tok":
        return m.strtok(lambda: ev(m, n[1]), lambda: ev(m, n[2]),
                        n[1] is None)
    if k == "abuf":
        return abuf_str(m, n)
    f, args = n[1], [ev(m, a) for a in n[2:]]
    if REF and f in ("index", "rindex") and any(tstring(a) for a in n[2:4]):
        raise Unknown		# DTrace's dt_cg_subr_index( )/_rindex( ) bug
    if f in ("toupper", "tolower"):
        return m.case(args[0], f == "toupper")
    if f in ("strchr", "strrchr"):
        return m.strchr(args[0], args[1], f == "strrchr")
    return getattr(m, f)(*args)


TSTR_CALLS = ("substr", "strjoin", "lltostr", "toupper", "tolower", "basename",
              "dirname", "cleanpath", "strstr", "strchr", "strrchr")


def tstring(n):
    """Whether DTrace's code leaves n's string in a temporary string slot
    (dt_cg_tstring_alloc( )): a string subroutine's result, strtok( )'s, a
    ?: of strings (dt_cg_ternary_op( )'s copy) and an associative array's
    element (dt_cg_array_op( )). DTrace's dt_cg_subr_index( ) and
    dt_cg_subr_rindex( ) free their arguments' slots before they take
    the two scratch slots dt_index( )/dt_rindex( ) copy into, so such an
    argument is overwritten (index(strjoin("a", "b"), "b") is -1 there,
    index(substr(strjoin("ab", "c"), 1), "c") 0): a DTrace bug sonda does
    not copy, left unchecked under --ref."""
    k = n[0]
    return (k == "call" and n[1] in TSTR_CALLS) or k == "tok" or \
        (k == "stern" and not arrtyped(n)) or \
        (k == "svar" and n[1].startswith("a["))


def abuf_str(m, n):
    """The string an alloca'd buffer's pointer (pos its scratch offset)
    gives a subroutine: dt_cg_check_ptr_arg( ) checks the access by
    dt_cg_alloca_access_check( ) with the size of the argument's type (8
    for a char *, strsize for stringof( ) or (string)): pos < scratch
    top, then pos <= top - size compared unsigned, so a size past the top
    wraps and passes (BADSIZE otherwise)."""
    _, _, off, v, i, form = n
    pos, size = off + i, m.S if form in ("stringof", "cast") else 8
    if pos >= m.atop or (size <= m.atop and pos > m.atop - size):
        raise Fault
    v = v[i:]
    return v if len(v) < m.S else Open(v[:m.S])


def abuf_clause(r, m, svars, carrs, i):
    """One or two alloca'd char buffers filled with a string and its NUL
    (the rest of scratch memory is what earlier clauses left there), then
    a string or integer expression whose subroutines take them as
    arguments, printed. Each clause's alloca( )s start at scratch offset
    8 (dt_cg_call_clause( )), each rounded up to 8 bytes."""
    body, bufs, top = [], [], 8
    for j in range(r.choice([1, 1, 2])):
        v = "".join(r.choice(ALPHA + "xyz") for _ in range(r.randrange(0, 14)))
        size = len(v) + 1 + r.choice([0, 0, 1, 3, 8, 20])
        name = "a%d" % j
        body.append("this->%s = (char *)alloca(%d);" % (name, size))
        body += ["this->%s[%d] = '%s';" % (name, k, c) for k, c in
                 enumerate(v)]
        body.append("this->%s[%d] = 0;" % (name, len(v)))
        bufs.append((name, top, v))
        top = up8(top + size)
    m.atop = top
    g = Gen(r, svars, carrs, bufs)
    for _ in range(8):	# one that uses a buffer
        if r.random() < 0.6:
            e, conv = g.sexpr(r.randrange(1, 4)), "%s"
        else:
            e, conv = g.iexpr(r.randrange(1, 4)), "%d"
        if "this->a" in text(e):
            break
    body.append('printf("%d:%s|\\n", %s);' % (i, conv, text(e)))
    try:
        if conv == "%d":
            want = "%d:%d|" % (i, ev(m, e))
        else:
            own = carr_own(m, e)	# a char array printed: its bytes
            want = "%d:%s|" % (i, own if own is not None else m.out(ev(m, e)))
    except Fault:
        want = None
    except Unknown:
        want = Unknown
    return body, want


def printable(s):
    return all(c.isprintable() or c in "\t" for c in s)


def folded(e):
    """e after dt_node_op3( ) folds each ?: of a constant condition."""
    while e[0] == "stern" and e[1][0] == "iconst":
        e = e[2] if e[1][1] else e[3]
    return e


def arrtyped(e):
    """Is e a char array (not a string): one of gc's, or a ?: of two?"""
    e = folded(e)
    return e[0] == "carr" or (e[0] == "stern" and arrtyped(e[2]) and
                              arrtyped(e[3]))


def arraddr(m, e):
    """The offset in gc of the array e (arrtyped) is."""
    e = folded(e)
    if e[0] == "carr":
        return dict((a, o) for a, o, _ in CARRS)[e[1]]
    return arraddr(m, e[2] if ev(m, e[1]) else e[3])


def carr_own(m, e):
    """A char array as a whole value (stored, printed with %s): the
    array's own bytes (dt_cg_store( ) and dt_cg_store_val( ) copy its
    size), its string when they hold a NUL and strsize does not cut it;
    else Unknown (the bytes after them in a variable, or strsize against
    the array's size)."""
    e = folded(e)
    if e[0] == "stern" and arrtyped(e):
        raise Unknown	# the second's size read at the chosen one
    if e[0] != "carr":
        return None
    off, size = dict((a, (o, n)) for a, o, n in CARRS)[e[1]]
    b = m.gc[off:off + size]
    if b"\0" not in b or b.index(b"\0") >= m.S or size > m.S:
        raise Unknown
    return b.split(b"\0")[0].decode()


def program(r, nclauses):
    S = r.choice([256, 256, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 16, 17, 24])
    m = Model(S)
    svars = []
    carrs = r.random() < 0.5
    g = Gen(r, svars, carrs)
    decls = ["#pragma D option quiet"]
    if S != 256:
        decls.append("#pragma D option strsize=%d" % S)
    decls += ["string g0, g1;", "self string u0;", "this string t0;",
              "string a[string];", "int n[string];", "int n2[string, int];"]
    clauses, wants = [], []
    m.gc, fill = bytes(28), ""
    if carrs:	# the arrays filled, some to the end (no NUL)
        decls.append(CADECL)
        mem, body = bytearray(28), []
        for a, off, size in CARRS:
            n = r.choice([0, 1, 3, size - 1, size, size])
            for j in range(n):
                ch = r.choice(ALPHA)
                mem[off + j] = ord(ch)
                body.append("gc.%s[%d] = '%s';" % (a, j, ch))
        m.gc = bytes(mem)
        fill = "BEGIN\n{\n\t%s\n}\n\n" % "\n\t".join(body) if body else ""
    tokopen = False
    for i in range(nclauses):
        c = r.randrange(13)
        body = []
        if c < 2:		# a global, self-> or array element
            var = r.choice(["g0", "g1", "self->u0", 'a["k0"]', 'a["k1"]'])
            e = g.sexpr(r.randrange(0, 4))
            body.append("%s = %s;" % (var, text(e)))
            try:
                # a static variable's store zeroes its first bytes, then
                # copies: a variable stored into itself becomes "" (NULL
                # stays NULL)
                own = carr_own(m, e)
                v = own if own is not None else ev(m, e)
                # dt_cg_memcpy( ) of an unreadable string faults, its
                # failed bpf_probe_read( ) having zeroed the target
                v = "" if isinstance(v, Unread) else \
                    m.store(v, var in ("g0", "g1"))
                if folded(e) == ("svar", var) and var in ("g0", "g1") and \
                        v is not None:
                    v = ""
            except Fault:
                v = m.mem.get(m.key(var), Fault)
            except Unknown:
                v = Unknown
            m.mem[m.key(var)] = v
            if var not in svars and v is not Fault:
                svars.append(var)
            clauses.append(body)
            wants.append(None)
            continue
        if c < 3:		# strtok
            if tokopen and r.random() < 0.7:
                e = ("tok", None, g.sexpr(0))
            else:
                e = ("tok", g.sexpr(r.randrange(0, 3)), g.sexpr(0))
                tokopen = True
            try:
                want = "%d:%s|" % (i, m.out(ev(m, e)))
            except Fault:
                want = None
            except Unknown:
                want = Unknown
            body.append('printf("%d:%%s|\\n", %s);' % (i, text(e)))
            clauses.append(body)
            wants.append(("out", want))
            continue
        if c < 4:		# a this-> variable, in its clause
            e = g.sexpr(r.randrange(1, 4))
            body.append("this->t0 = %s;" % text(e))
            u = Gen(r, ["this->t0"]).sexpr(r.randrange(1, 3))
            body.append('printf("%d:%%s|\\n", %s);' % (i, text(u)))
            try:
                own = carr_own(m, e)
                m.mem["this->t0"] = m.store(own if own is not None else ev(m, e))
                want = "%d:%s|" % (i, m.out(ev(m, u)))
            except Fault:
                want = None
            except Unknown:
                want = Unknown
            m.mem.pop("this->t0", None)
            clauses.append(body)
            wants.append(("out", want))
            continue
        if c < 5:		# counts keyed by strings
            e = g.sexpr(r.randrange(0, 3))
            # or by a string and an int: a tuple (dt_cg_arglist( ): the
            # string's strsize bytes, then the int's 8)
            j = r.choice([None, None, 0, 1, 7])
            nk = "n[%s]" % text(e) if j is None else "n2[%s, %d]" % (text(e), j)
            body.append("%s++;" % nk)
            body.append('printf("%d:%%d|\\n", %s);' % (i, nk))
            try:
                if arrtyped(e):
                    raise Unknown	# a key of the array's own bytes
                v = ev(m, e)
                if isinstance(v, Unread):
                    raise Fault		# dt_cg_arglist( ) tests a key's read
                k = "n[%r]" % m.out(v) if j is None else \
                    "n2[%r,%d]" % (m.out(v), j)
                m.mem[k] = m.mem.get(k, 0) + 1
                want = "%d:%d|" % (i, m.mem[k])
                if "n?" in m.mem:	# an unknown key was counted
                    want = Unknown
            except Fault:
                want = None
            except Unknown:
                want = Unknown
                m.mem["n?"] = True
            clauses.append(body)
            wants.append(("out", want))
            continue
        if c == 12:	# alloca'd buffers as subroutines' arguments
            body, want = abuf_clause(r, m, svars, carrs, i)
            clauses.append(body)
            wants.append(("out", want))
            continue
        if c < 8:
            e = g.sexpr(r.randrange(1, 5))
            how = r.choice(["printf", "printf", "trace"])
            try:
                if how == "trace" and arrtyped(e):
                    raise Unknown	# a char array's trace( ): its bytes
                own = carr_own(m, e)
                v = own if own is not None else m.out(ev(m, e))
                want = "%d:%s|" % (i, v)
                if how == "trace" and not printable(v):
                    want = Unknown
            except Fault:
                want = None
            except Unknown:
                want = Unknown
            if how == "trace":
                body.append('printf("%d:"); trace(%s); printf("|\\n");'
                            % (i, text(e)))
            else:
                body.append('printf("%d:%%s|\\n", %s);' % (i, text(e)))
        else:
            e = g.iexpr(r.randrange(1, 5))
            try:
                want = "%d:%d|" % (i, ev(m, e))
            except Fault:
                want = None
            except Unknown:
                want = Unknown
            body.append('printf("%d:%%d|\\n", %s);' % (i, text(e)))
        clauses.append(body)
        wants.append(("out", want))
    prog = "\n".join(decls) + "\n\n" + fill + "".join(
        "BEGIN\n{\n\t%s\n}\n\n" % "\n\t".join(b) for b in clauses) + \
        "BEGIN\n{\n\texit(0);\n}\n"
    return prog, clauses, wants


def run(sonda, prog):
    return fuzzlib.run_script(sonda, prog, timeout=60)


def main():
    ap = fuzzlib.options(n=20)
    ap.add_argument("-e", type=int, default=30)
    args = ap.parse_args()
    global REF
    REF = args.ref
    bad = nchecked = nskipped = slow = 0
    for seed in range(args.s, args.s + args.n):
        prog, clauses, wants = program(random.Random(seed), args.e)
        if args.v:
            print(prog)
        rc, out, err = run(args.bin, prog)
        if rc == 124:	# the kernel's verifier can take minutes on these
            print("seed %d: no answer in 60s (not counted)" % seed)
            slow += 1
            continue
        if rc:
            print("seed %d: exit %d: %s" % (seed, rc, err.strip()[:300]))
            bad += 1
            continue
        got = {}
        for line in out.split("|\n"):
            num, _, rest = line.partition(":")
            if num.isdigit():
                got[int(num)] = line + "|"
        for i, (body, w) in enumerate(zip(clauses, wants)):
            if w is None:
                continue
            want = w[1]
            if want is Unknown:
                nskipped += 1
                continue
            nchecked += 1
            have = got.get(i)
            if have == want:
                continue
            bad += 1
            print("seed %d clause %d (strsize %s):\n\t%s\n\twant %r\n\tgot  %r\n"
                  % (seed, i, prog.split("strsize=")[1].split("\n")[0]
                     if "strsize=" in prog else 256, "\n\t".join(body),
                     want, have))
    print("%d programs (%d too slow to load), %d clauses checked (%d "
          "unpredictable), %d disagreements"
          % (args.n, slow, nchecked, nskipped, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
