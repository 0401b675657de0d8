#!/usr/bin/python3
"""opts.py - dtrace(1)'s options against a model of DTrace's.

Generates runs of one small D program (BEGIN clauses printing a long string
constant, trace(12345), an optional htons(0), setopt() calls of string
constants or strjoin() results, an exit clause with an optional
aggregation, dynamic variable or raise(0), an optional description that
matches nothing) under random option settings,
each given one of the ways DTrace takes them: a DTRACE_OPT_NAME
environment variable, -x name[=value] (also glued: -xname=value), -b, -q,
-F, -w, -Z, "#pragma D option name[=value]" (then the program is a -s
script) or setopt() while tracing. Values cover every syntax DTrace reads:
sizes with k/K/m/M/g/G/t/T, rates and times with ns/nsec/us/usec/ms/msec/
s/sec/m/min/h/hour/d/day/hz in any case, hex and octal numbers, bare
numbers, 0, negatives, huge values, "", blanks, signs and garbage; the
boolean words; options that take no value given one; unknown names; the
same option twice and from several places. Some runs break the command
line itself (a missing option argument, an unknown flag, -3x, two modes).
It compares sonda's exit status, stdout and stderr with what this file's
model says DTrace for Linux 2.x does (with "sonda" for "dtrace"). The model
follows cmd/dtrace.c, libdtrace/dt_options.c and dt_pragma.c:

  - glibc getopt reads the whole command line first ("invalid option --
    'k'", "option requires an argument -- 'x'", "illegal option -- 3x",
    then the usage, exit 2; -V prints the version before any option is
    set); then DTRACE_OPT_ variables are applied (failures ignored), then
    -b -x -q -F -w in command-line order, the first failure ending the run
    ("failed to set -x NAME: REASON", "failed to set -b VALUE: REASON",
    exit 1); pragmas while the script compiles ("failed to set option 'N'
    to 'V': REASON", D_PRAGMA_OPTSET; D_PRAGMA_MALFORM for a missing,
    numeric or quoted option and for more than one word); setopt() records
    while tracing ("error in dt_clause_K for probe ID 1 (dtrace:::BEGIN):
    couldn't set option "N" to "V": REASON" and a blank line; "1" when no
    value is given; its strings cut at strsize);
  - each option's parser: dt_optval_parse (a suffix multiplies, "" and a
    bare suffix are 0, a '-' anywhere strtoll sees it refuses, past
    UINT64_MAX refuses (ERANGE); dtrace_optval_t is unsigned, so a value
    past INT64_MAX is taken), dt_opt_rate (one suffix after the number, any case,
    hz divides a second), dt_opt_runtime (yes/no, enable/disable,
    enabled/disabled, true/false, on/off, set/unset in any case, "" unsets,
    else a number without '-', past INT64_MAX too, so quiet=0 sets
    quiet), the value-less
    flags (a value is "Invalid value"), the options a D program may not set
    ("Option cannot be used from within a D program"), the run-time
    options setopt() may not change ("Operation illegal when tracing is
    active"), strsize (below 2 invalid, past UINT_MAX EOVERFLOW), version
    (dt_version_str2num, the versions DTrace defines, dt_reduce: never
    raised again), iregs, amin, the enumerations (bufpolicy, linkmode...);
  - what shows: quiet (no header, no record prefix, no end-of-record
    newline, no "matched" notice, no "allowing destructive actions"),
    flowindent (its header and prefix, with -q too; "(null)" when a setopt()
    sets it while BEGIN's records drain), rawbytes (trace() as
    a hex dump), strsize (the constant printed cut; setopt()'s strings
    cut), destructive and -w (raise(0) refused without it, "could not
    enable tracing: Destructive actions not allowed"), zdefs and -Z (a
    description that matches nothing: D_PDESC_ZERO without them), version
    (htons() is 1.3, setopt() 1.2: D_FUNC_UNDEF below), bufsize (0 or too
    small for a record: "Enabling exceeds size of buffer"; not a power of
    two pages: "bufsize increased to N"), aggsize and dynvarsize (0 with an
    aggregation or a dynamic variable: refused), nspec (0: "failed to
    create BPF map 'specs': Invalid argument", unset or past UINT_MAX: "Too
    big"), cpu (BEGIN's CPU column), in dtrace_go()'s order (aggsize,
    nspec, dynvarsize, destructive, bufsize).

sonda's own limits are modelled as docs/cli.md states them: bufsize at most
1g, aggsize and dynvarsize at most 64g, strsize at most 16383 ("Value too
large: the largest X is N"), the pragmas printed as DTrace prints them
(-x errtags is on every command line), and a -x cpu past the last CPU said
("cannot run on CPU N: Invalid argument", where DTrace exits 1 silently);
with --ref (DTrace itself as -b) a value past those caps is not checked and
the CPU past the last one exits 1 silently.

A size or rate whose multiplication passes 64 bits keeps the wrapped value
(a size past INT64_MAX is taken and meets sonda's largest value; a rate
negative as int64, its number's or its product's, reads as 0).

Left out (the model cannot tell, or sonda differs on purpose): bufsize, aggsize and dynvarsize between the smallest
record and 4k (the thresholds are tested in tests/e2e/cli) or past 1g
(a hash map of that many entries: the kernel's E2BIG or its memory decide,
in DTrace's gmap_create_aggs( )/gmap_create_dvars( ) alike), scratchsize
past 16376 and strsize past 4000 or maxframes past 1000 or unset (DTrace's
per-CPU maps pass the kernel's 32k limit, sonda's do not), a cpu past the
last CPU with another error or notice of dtrace_go() (DTrace's BEGIN thread
exits meanwhile), amin's effect, the options with side effects
(core, ctypes, dtypes, debug, tree, verbose, bpflog set, libdir,
syslibdir, ctfpath, modpath, procfspath, cpp).

  tests/fuzz/opts.py [-n RUNS] [-s SEED] [-b SONDA] [-f] [-v]

Deterministic by seed; run i is seed + i. Prints every disagreement (the
command line, the script, what the model wants, what sonda did); exit
status 1 if any. Not run by tests/run. As root (the runs trace).
"""
import itertools
import os
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib

NANOSEC = 10 ** 9
U64 = (1 << 64) - 1
U32 = (1 << 32) - 1
UNSET = -2			# DTRACEOPT_UNSET
PAGE = 4096

E_NAME = "Invalid option name"
E_VAL = "Invalid value for specified option"
REF = False			# --ref: DTrace itself has none of sonda's caps
E_CTX = "Option cannot be used from within a D program"
E_ACTIVE = "Operation illegal when tracing is active"
E_NOREG = "Insufficient registers to generate code"
E_VERSINVAL = "Version is not properly formatted or is too large"
E_VERSUNDEF = "Requested version is not supported by compiler"
E_VERSREDUCED = "Requested version conflicts with earlier setting"
E_OVERFLOW = "Value too large for defined data type"
E_SMALL = "could not enable tracing: Enabling exceeds size of buffer"

LONG = "0123456789abcdefghijklmnopqrstuvwxyzABCD"


class Refuse(Exception):
    """The option is not set: DTrace's reason."""


class Unknown(Exception):
    """The model cannot tell what DTrace does: the run is not checked."""


# ---- C's number parsing (glibc, C locale) --------------------------------

WS = " \t\n\v\f\r"


def digit(c):
    if c.isascii() and c.isdigit():
        return ord(c) - 48
    if c.isascii() and c.isalpha():
        return ord(c.lower()) - 87
    return 99


def strto(s):
    """strtoull(s, &end, 0) and strtoll(s, NULL, 0): (unsigned value,
    end index, ERANGE, signed value)."""
    i = 0
    while i < len(s) and s[i] in WS:
        i += 1
    neg = i < len(s) and s[i] == "-"
    if i < len(s) and s[i] in "+-":
        i += 1
    base = 10
    if s[i:i + 1] == "0":
        base = 8
        if s[i + 1:i + 2] in ("x", "X") and digit(s[i + 2:i + 3] or "z") < 16:
            base, i = 16, i + 2
    start, v = i, 0
    while i < len(s) and digit(s[i]) < base:
        v = v * base + digit(s[i])
        i += 1
    if i == start:
        return 0, 0, False, 0
    if v > U64:
        u, erange = U64, True
    else:
        u, erange = ((-v) & U64) if neg else v, False
    sv = -v if neg else v
    sv = max(min(sv, (1 << 63) - 1), -(1 << 63))
    return u, i, erange, sv


def s64(v):
    v &= U64
    return v - (1 << 64) if v >> 63 else v


# ---- the option parsers (dt_options.c) -----------------------------------

def optval_parse(arg):
    """dt_optval_parse: a size, or Refuse."""
    mul = 1
    last = arg[-1:] or "\0"	# arg[-1] is the NUL before an empty value
    for k, c in enumerate("kmgt"):
        if last in (c, c.upper()):
            mul = 1024 ** (k + 1)
    u, end, erange, sv = strto(arg)
    # unsigned (dtrace_optval_t): *rval < 0 is never true; wraps:
    # 16777216t is 0, 16777217t is 1t, 8388608t is 2^63
    val = (u * mul) & U64
    if (mul > 1 and end != len(arg) - 1) or (mul == 1 and end != len(arg)) \
            or sv < 0 or erange:
        raise Refuse(E_VAL)
    return val


def opt_size(st, name, arg, src):
    val = 0 if arg is None else optval_parse(arg)
    sonda_caps(name, val)
    st.o[name] = val


def sonda_caps(name, val):
    cap = {"bufsize": (1 << 30, "1g"), "aggsize": (64 << 30, "64g"),
           "dynvarsize": (64 << 30, "64g")}.get(name)
    if cap and val > cap[0]:
        if REF:
            raise Unknown("past sonda's largest %s: DTrace's maps may "
                          "not be had" % name)
        raise Refuse("Value too large: the largest %s is %s" % (name, cap[1]))


RATES = {"ns": 1, "nsec": 1, "us": 1000, "usec": 1000, "ms": 10 ** 6,
         "msec": 10 ** 6, "s": NANOSEC, "sec": NANOSEC, "m": 60 * NANOSEC,
         "min": 60 * NANOSEC, "h": 3600 * NANOSEC, "hour": 3600 * NANOSEC,
         "d": 86400 * NANOSEC, "day": 86400 * NANOSEC, "hz": 0}


def opt_rate(st, name, arg, src):
    val = 0
    if arg is not None:
        u, end, erange, sv = strto(arg)
        val, rest = u, arg[end:]
        mul = RATES.get(rest.lower(), None if rest else 1)
        if mul is None or sv < 0:	# val < 0: never (unsigned)
            raise Refuse(E_VAL)
        if mul == 0:
            val = NANOSEC // val if val else 0
        else:
            # unchecked: a wrapped product is kept, and every rate reads
            # one below 1 as 0
            val = max(s64(val * mul), 0)
    st.o[name] = val


WORDS = [("yes", "no"), ("enable", "disable"), ("enabled", "disabled"),
         ("true", "false"), ("on", "off"), ("set", "unset")]


def runtime_val(arg):
    if arg is None:
        return 0
    if arg == "":
        return UNSET
    for pos, neg in WORDS:
        if arg.lower() == pos:
            return 1
        if arg.lower() == neg:
            return UNSET
    u, end, erange, sv = strto(arg)
    if end != len(arg) or erange or sv < 0:	# u < 0: never (unsigned)
        raise Refuse(E_VAL)
    return UNSET if u == U64 - 1 else u	# DTRACEOPT_UNSET is (uint64_t)-2


def opt_runtime(st, name, arg, src):
    st.o[name] = runtime_val(arg)


def opt_strsize(st, name, arg, src):
    val = 0 if arg is None else optval_parse(arg)
    if val < 2:
        raise Refuse(E_VAL)
    if val > 0xffffffff:
        raise Refuse(E_OVERFLOW)
    if val > 16383:
        if REF:
            raise Unknown("DTrace's mem map may be too big for the kernel")
        raise Refuse("Value too large: the largest strsize is 16383")
    if val > 4000:
        raise Unknown("DTrace's mem map may be too big for the kernel")
    st.o[name] = val


def opt_scratchsize(st, name, arg, src):
    val = 0 if arg is None else optval_parse(arg)
    if val > 16376:
        raise Unknown("DTrace's scratchmem map is too big for the kernel")
    st.o[name] = val


def opt_capped(default, top):
    def f(st, name, arg, src):
        if arg is not None:
            optval_parse(arg)
    return f


def opt_lockmem(st, name, arg, src):
    if src == "pragma":
        raise Refuse(E_CTX)
    if arg is None:
        raise Refuse(E_VAL)


def opt_preallocate(st, name, arg, src):
    if arg is None:
        raise Refuse(E_VAL)
    optval_parse(arg)


def opt_enum(words, icase=False):
    def f(st, name, arg, src):
        if arg is None:
            raise Refuse(E_VAL)
        if (arg.lower() if icase else arg) not in words:
            raise Refuse(E_VAL)
        st.o[name] = arg
    return f


def opt_ctx_enum(words):
    def f(st, name, arg, src):
        if arg is None:
            raise Refuse(E_VAL)
        if src == "pragma":
            raise Refuse(E_CTX)
        if arg not in words:
            raise Refuse(E_VAL)
    return f


def opt_flag(st, name, arg, src):
    """dt_opt_cflags, dflags, invcflags, agg, debug, core."""
    if arg is not None:
        raise Refuse(E_VAL)
    if name == "aggpercpu":
        st.aggpercpu = True
    if name == "zdefs":
        st.zdefs_x = True
        if src == "pragma":
            st.zdefs_pragma = True


def opt_cpphdrs(st, name, arg, src):
    if arg is not None:
        raise Refuse(E_VAL)
    if src == "pragma":
        raise Refuse(E_CTX)


def opt_any(st, name, arg, src):
    """droptags, lazyload, linknommap: any value, or none."""


def opt_str(st, name, arg, src):
    if arg is None:
        raise Refuse(E_VAL)


def opt_ctx_str(st, name, arg, src):
    """cpppath, cppargs, define, incdir, undef, ldpath, ..."""
    if arg is None:
        raise Refuse(E_VAL)
    if src == "pragma":
        raise Refuse(E_CTX)


def atoi(s):
    u, end, erange, sv = strto(s)
    return s64(sv) if -2 ** 31 <= sv < 2 ** 31 else ((sv + 2 ** 31) % 2 ** 32) - 2 ** 31


def opt_atoi(lo):
    def f(st, name, arg, src):
        if arg is None or atoi(arg) < lo:
            raise Refuse(E_VAL)
    return f


def opt_iregs(st, name, arg, src):
    if arg is None:
        raise Refuse(E_VAL)
    n = atoi(arg)
    if n <= 0 or n > 8:
        raise Refuse(E_VAL)
    if n < 8:
        raise Refuse(E_NOREG)


def opt_debugassert(st, name, arg, src):
    if arg != "mutexes":
        raise Refuse(E_VAL)


STAB = ["internal", "private", "obsolete", "external", "unstable", "evolving",
        "stable", "standard"]
CLASS = ["unknown", "cpu", "platform", "group", "isa", "common"]


def opt_amin(st, name, arg, src):
    """dtrace_str2attr: name[/data[/class]], words in any case."""
    if arg is None:
        raise Refuse(E_VAL)
    rest = arg
    for i in range(3):		# dt_getstrattr(): NULL at the end
        if rest == "":
            return
        part, _, rest = rest.partition("/")
        if part.lower() not in (STAB if i < 2 else CLASS):
            raise Refuse(E_VAL)
    if rest:
        raise Refuse(E_VAL)


VERSIONS = [(1, 0, 0), (1, 1, 0), (1, 2, 0), (1, 2, 1), (1, 2, 2), (1, 3, 0),
            (1, 4, 0), (1, 4, 1), (1, 5, 0), (1, 6, 0), (1, 6, 1), (1, 6, 2),
            (1, 6, 3), (1, 6, 4), (2, 0, 0)]


def opt_version(st, name, arg, src):
    if arg is None:
        raise Refuse(E_VAL)
    n, i = [0, 0, 0], 0
    for c in arg:
        if c.isascii() and c.isdigit():
            n[i] = n[i] * 10 + ord(c) - 48
            if n[i] > 10 ** 8:
                raise Unknown("int overflow in dt_version_str2num")
        elif c != "." or i >= 2:
            raise Refuse(E_VERSINVAL)
        else:
            i += 1
    if n[0] > 0xff or n[1] > 0xfff or n[2] > 0xfff:
        raise Refuse(E_VERSINVAL)
    v = tuple(n)
    if v not in VERSIONS:
        raise Refuse(E_VERSUNDEF)
    if v > st.version:
        raise Refuse(E_VERSREDUCED)
    if REF and v < (1, 3, 0) and src not in ("pragma", "setopt"):
        # dt_reduce( ) deletes ntohs( ) (1.3) before dt_load_libs( )
        # compiles DTrace's own ip.d, which uses it: D_FUNC_UNDEF there
        raise Unknown("DTrace's ip.d fails below 1.3")
    st.version = v


def skip_valid(setter):
    """An option whose effect the model leaves out: only its refusals."""
    def f(st, name, arg, src):
        setter(st, name, arg, src)
        raise Unknown("%s has side effects" % name)
    return f


def opt_bpflog(st, name, arg, src):
    if runtime_val(arg) != UNSET:
        raise Unknown("bpflog prints the verifier's log")


def opt_maxframes(st, name, arg, src):
    v = runtime_val(arg)
    if v == UNSET or v > 1000:	# DTrace sizes its mem map by it
        raise Unknown("DTrace's mem map may be too big for the kernel")


def opt_cpu(st, name, arg, src):
    st.o[name] = runtime_val(arg)


# DTrace's three tables, in their order (dtrace_setoptenv walks them so).
CT = [
    ("aggpercpu", opt_flag), ("amin", skip_valid(opt_amin)),
    ("argref", opt_flag),
    ("core", skip_valid(opt_flag)), ("cpp", skip_valid(opt_flag)),
    ("cppargs", opt_ctx_str), ("cpphdrs", opt_cpphdrs),
    ("cpppath", opt_ctx_str), ("ctypes", skip_valid(opt_str)),
    ("ctfpath", skip_valid(opt_ctx_str)), ("defaultargs", opt_flag),
    ("debug", skip_valid(opt_flag)), ("debugassert", opt_debugassert),
    ("define", opt_ctx_str), ("disasm", opt_atoi(0)),
    ("dofstashpath", opt_str), ("droptags", opt_any),
    ("dtypes", skip_valid(opt_str)), ("empty", opt_flag),
    ("errtags", opt_flag),
    ("evaltime", opt_enum(["exec", "preinit", "postinit", "main"])),
    ("incdir", opt_ctx_str), ("iregs", opt_iregs), ("kdefs", opt_flag),
    ("knodefs", opt_flag), ("late", opt_enum(["dynamic", "static"])),
    ("lazyload", opt_any), ("ldpath", opt_ctx_str),
    ("libdir", skip_valid(opt_str)),
    ("linkmode", opt_enum(["kernel", "dynamic", "static"])),
    ("linktype", opt_enum(["elf", "dof"], icase=True)),
    ("linknommap", opt_any), ("modpath", skip_valid(opt_ctx_str)),
    ("nolibs", skip_valid(opt_flag)), ("pgmax", opt_atoi(0)),
    ("preallocate", opt_preallocate),
    ("procfspath", skip_valid(opt_ctx_str)), ("pspec", opt_flag),
    ("stdc", opt_ctx_enum(["a", "c", "s", "t"])), ("strip", opt_flag),
    ("syslibdir", skip_valid(opt_str)), ("sysslice", opt_str),
    ("tree", skip_valid(opt_atoi(1))), ("tregs", opt_atoi(1)),
    ("udefs", opt_flag), ("undef", opt_ctx_str), ("unodefs", opt_flag),
    ("useruid", opt_atoi(-2 ** 31)), ("verbose", skip_valid(opt_flag)),
    ("version", opt_version), ("zdefs", opt_flag),
]
DRT = [
    ("aggrate", opt_rate), ("aggsortkey", opt_runtime),
    ("aggsortkeypos", opt_runtime), ("aggsortpos", opt_runtime),
    ("aggsortrev", opt_runtime), ("flowindent", opt_runtime),
    ("quiet", opt_runtime), ("quietresize", opt_runtime),
    ("rawbytes", opt_runtime), ("stackindent", opt_runtime),
    ("switchrate", opt_rate), ("printsize", opt_capped(8192, 65536)),
]
RT = [
    ("aggsize", opt_size), ("bpflog", opt_bpflog), ("bpflogsize", opt_size),
    ("bufsize", opt_size), ("bufpolicy", opt_enum(["ring", "fill", "switch"])),
    ("bufresize", opt_enum(["auto", "manual"])), ("cleanrate", opt_rate),
    ("cpu", opt_cpu), ("destructive", opt_runtime), ("dynvarsize", opt_size),
    ("grabanon", opt_runtime), ("jstackframes", opt_runtime),
    ("jstackstrsize", opt_size), ("lockmem", opt_lockmem),
    ("maxframes", opt_maxframes), ("nspec", opt_runtime),
    ("pcapsize", opt_capped(1514, 65535)), ("scratchsize", opt_scratchsize),
    ("specsize", opt_size), ("stackframes", opt_runtime),
    ("statusrate", opt_rate), ("strsize", opt_strsize),
    ("ustackframes", opt_runtime), ("noresolve", opt_runtime),
]
TABLE = dict(CT + DRT + RT)
RUNTIME = {n for n, _ in RT}


class State:
    """What DTrace keeps: dt_options[] for the run-time options, the D
    version, whether zdefs was set (-x/-Z/pragma)."""
    def __init__(self):
        self.o = {"strsize": 256, "bufsize": 4 << 20, "aggsize": 4 << 20,
                  "dynvarsize": 1 << 20, "nspec": 1, "quiet": UNSET,
                  "flowindent": UNSET, "rawbytes": UNSET,
                  "destructive": UNSET, "cpu": UNSET}
        self.bufsize_set = False
        self.version = (2, 0, 0)
        self.zdefs_x = self.zdefs_pragma = self.zflag = False
        self.aggpercpu = False

    def set(self, name, arg, src):
        """dtrace_setopt(): Refuse, Unknown or the option is set."""
        if name not in TABLE:
            raise Refuse(E_NAME)
        if src == "setopt" and name in RUNTIME:
            raise Refuse(E_ACTIVE)
        TABLE[name](self, name, arg, src)
        if name == "bufsize":
            self.bufsize_set = True

    def on(self, name):
        return self.o[name] != UNSET


# ---- values ------------------------------------------------------------------

def rcase(r, s):
    return "".join(c.upper() if r.random() < 0.3 else c for c in s)


def gen_number(r):
    return r.choice([
        str(r.randrange(0, 20)), str(r.randrange(0, 100000)),
        "0x%x" % r.randrange(0, 1 << 16), "0%o" % r.randrange(0, 4096),
        "08", "0x", "0xg", "+%d" % r.randrange(0, 100), " %d" % r.randrange(9),
        "%d " % r.randrange(9), "-%d" % r.randrange(0, 10), "-0", "-",
        "9223372036854775807", "9223372036854775808",
        "18446744073709551615", "18446744073709551616",
        "99999999999999999999999", "4294967295", "4294967296",
        "1.5", "abc", "1e3", "",
    ])


def gen_size(r, name=None):
    if r.random() < 0.5:
        n = r.choice([0, 1, 2, 3, 4, 8, 16, 64, 100, 1000, 4096, 5000, 12288,
                      65536, r.randrange(1, 10 ** 7)])
        return "%d%s" % (n, r.choice(["", "", "k", "K", "m", "M", "g", "G",
                                      "t", "T"]))
    return r.choice([
        gen_number(r), "k", "m", "0k", "1kb", "1 k", "-1k", "0x10k", "010k",
        "16777216t", "8388608t", "16777215t", "1024g", "1025m", "65g",
        "64g", "1g", "0x8000000000000000",
        "1k ", " 1k", "1kk", "1.5k", "1x", "K",
    ])


def gen_rate(r):
    if r.random() < 0.6:
        n = r.choice([0, 1, 5, 10, 97, 1000, r.randrange(1, 10 ** 6)])
        return "%d%s" % (n, rcase(r, r.choice(list(RATES) + ["", ""])))
    return r.choice([
        gen_number(r), "hz", "ms", "0x10ms", "-1s", "1x", "1 s", "1s ",
        "10hzz", "1secs", "1mins", "9223372036854775808hz",
        "9223372036854775807hz", "10000000000d", "1.5s", "1e3ns",
    ])


def gen_bool(r):
    if r.random() < 0.6:
        w = r.choice(WORDS)[r.randrange(2)]
        return rcase(r, w)
    return r.choice([gen_number(r), "yess", "y", "n", "ON ", "0", "1", "2"])


def gen_value(r, name):
    """A value for option name (None: given without one)."""
    if r.random() < 0.12:
        return None
    if r.random() < 0.06:
        return r.choice(["", "garbage", "1", "0", "-1", "yes", "x=y"])
    if name in ("aggsize", "bufsize", "dynvarsize", "specsize", "bpflogsize",
                "jstackstrsize", "pcapsize", "printsize", "scratchsize",
                "lockmem", "preallocate"):
        if name == "lockmem" and r.random() < 0.2:
            return "unlimited"
        if name in ("bufsize", "aggsize", "dynvarsize") and r.random() < 0.4:
            return r.choice(["4k", "8k", "1m", "4m", "5000", "12288", "0",
                             "1g", "64g", "1025m"])
        return gen_size(r, name)
    if name == "strsize":
        if r.random() < 0.6:
            return str(r.choice([0, 1, 2, 3, 5, 8, 13, 39, 40, 41, 256,
                                 r.randrange(2, 60)]))
        return gen_size(r)
    if name in ("aggrate", "switchrate", "statusrate", "cleanrate"):
        return gen_rate(r)
    if name in ("cpu", "nspec", "stackframes", "ustackframes", "jstackframes",
                "maxframes", "aggsortkeypos", "aggsortpos", "stackindent"):
        if r.random() < 0.5:
            return str(r.choice([0, 1, 2, 3, 20, 100, 5000000000,
                                 "0x8000000000000000",
                                 "18446744073709551615"]))
        return gen_bool(r)
    if name in ("quiet", "flowindent", "rawbytes", "destructive", "aggsortkey",
                "aggsortrev", "quietresize", "grabanon", "noresolve", "bpflog"):
        return gen_bool(r)
    if name == "version":
        return r.choice(["1.0", "1.1", "1.2", "1.2.1", "1.2.2", "1.3", "1.4",
                         "1.4.1", "1.5", "1.6", "1.6.4", "2.0", "2", "2.0.0",
                         "1", "1.7", "3.0", "1.2.3.4", "", "1..", "2.", ".2",
                         "a.b", "1.0a", "256.0", "1.4096", "2.0.4095", "1.02"])
    if name == "evaltime":
        return rcase(r, r.choice(["exec", "preinit", "postinit", "main",
                                  "start", ""]))
    if name == "late":
        return rcase(r, r.choice(["dynamic", "static", "none"]))
    if name == "linkmode":
        return rcase(r, r.choice(["kernel", "dynamic", "static", "x"]))
    if name == "linktype":
        return rcase(r, r.choice(["elf", "dof", "coff"]))
    if name == "bufpolicy":
        return rcase(r, r.choice(["ring", "fill", "switch", "drop", ""]))
    if name == "bufresize":
        return rcase(r, r.choice(["auto", "manual", "off"]))
    if name == "stdc":
        return r.choice(["a", "c", "s", "t", "x", "A", ""])
    if name in ("iregs", "tregs", "disasm", "pgmax", "useruid", "tree"):
        return r.choice(["0", "1", "7", "8", "9", "-1", "x", "8x", " 8",
                         "4294967304", ""])
    if name == "amin":
        return r.choice(["Internal", "private/private", "Stable/Stable/Common",
                         "stable/evolving/isa", "bogus", "Stable/Stable/Bogus",
                         "Internal/Internal/Unknown/x", "Stable//Common",
                         "/Stable", "Stable/", "", "a/b/c/d",
                         "Stable/Stable/Common/", "Stable/Stable/Common//"])
    if name == "debugassert":
        return r.choice(["mutexes", "Mutexes", "locks", ""])
    if name in ("define", "undef", "incdir", "cppargs", "cpppath", "ldpath",
                "dofstashpath", "sysslice"):
        return r.choice(["FOO", "FOO=1", "/tmp", "", "a b"])
    return r.choice(["", "1", "x", "yes"])


# option names the generator picks: the visible ones often
VISIBLE = ["quiet", "quiet", "flowindent", "rawbytes", "strsize", "strsize",
           "bufsize", "bufsize", "destructive", "zdefs", "version", "version",
           "switchrate", "aggrate", "statusrate", "cleanrate", "nspec",
           "aggsize", "dynvarsize", "cpu"]
ALL = sorted(TABLE)
UNKNOWN_NAMES = ["bogus", "QUIET", "Quiet", "quiet ", " quiet", "", "buf-size",
                 "strsize2", "-q", "aggsortkey_pos", "oformats", "x=y"]


# ---- a run ------------------------------------------------------------------

class Run:
    """One command line: settings in order, a program and its variants."""
    def __init__(self, r):
        self.r = r
        self.settings = []	# (via, name, value)
        self.setopts = []	# (before_content, name, value or None)
        self.env = {}
        self.shape = None	# a broken command line: (index, argv pieces)
        self.agg = r.random() < 0.15
        self.dvar = r.random() < 0.1
        self.destr = r.random() < 0.2
        self.htons = r.random() < 0.3
        self.nomatch = r.random() < 0.15
        self.only_nomatch = r.random() < 0.04	# the program is that clause
        self.compile_only = r.random() < 0.08	# -e
        self.script = True
        self.cpu = None		# BEGIN's CPU, when -x cpu names it
        self.strjoin = []	# per setopt(): its strings made by strjoin()

    def pick_name(self):
        r = self.r
        x = r.random()
        if x < 0.55:
            return r.choice(VISIBLE)
        if x < 0.93:
            return r.choice(ALL)
        return r.choice(UNKNOWN_NAMES)

    def generate(self):
        r = self.r
        for _ in range(r.choice([1, 1, 2, 2, 3, 4, 5])):
            name = self.pick_name()
            value = gen_value(r, name)
            via = r.choice(["x", "x", "x", "pragma", "pragma", "env",
                            "setopt", "flag"])
            if via == "flag":
                flag = {"quiet": "q", "flowindent": "F", "destructive": "w",
                        "zdefs": "Z", "bufsize": "b", "stdc": "X",
                        "define": "D", "undef": "U", "incdir": "I",
                        "cpphdrs": "H"}.get(name)
                if not flag:
                    via = "x"
                elif flag in "bXDUI":
                    via, value = flag, value if value is not None else "4k"
                else:
                    via, value = flag, None
            if via == "env":
                if not name or not re.fullmatch(r"[a-z]+", name):
                    via = "x"
                else:
                    value = value if value is not None else ""
                    if r.random() < 0.1:	# DTRACE_OPT_name: not read
                        via = "envlower"
            if via == "pragma" and (value is not None and
                                    re.search(r"[\s\"]", value) or
                                    re.search(r"[\s\"]", name) or not name or
                                    name[0].isdigit()):
                via = "x"
            if via == "setopt" and (re.search(r"[\"\\\\]", name + (value or ""))):
                via = "x"
            if via == "setopt":
                self.setopts.append((r.random() < 0.5, name, value))
                continue
            self.settings.append((via, name, value))
        if r.random() < 0.1:	# the same option twice, both ways
            via, name, value = r.choice(self.settings or [("x", "quiet", None)])
            self.settings.append(("x", name, gen_value(r, name)))
        if r.random() < 0.08:
            self.shape = r.choice(SHAPES)
        if r.random() < 0.15:
            self.settings.insert(r.randrange(len(self.settings) + 1),
                                 ("rawpragma", r.choice(RAW_PRAGMAS), None))
        self.script = r.random() < 0.6
        self.strjoin = [r.random() < 0.3 for _ in self.setopts]
        self.glue = r.random() < 0.2
        return self

    # -- the program --
    def lines(self):
        """The script's lines: (text, clause kind)."""
        out = []
        for via, name, value in self.settings:
            if via == "pragma":
                out.append("#pragma D option %s" % (
                    name if value is None else "%s=%s" % (name, value)))
            elif via == "rawpragma":
                out.append(name)
        clauses = []
        content = ['printf("%%s|", "%s");' % LONG, "trace(12345);"]
        if self.htons:
            content.append('printf("|%d|", htons(0));')
        for i, (before, name, value) in enumerate(self.setopts):
            q = '"%s"'
            if self.strjoin[i]:	# a string made while tracing
                q = 'strjoin("", "%s")'
            call = ("setopt(%s);" % q) % name if value is None else \
                ("setopt(%s, %s);" % (q, q)) % (name, value)
            clauses.append((0 if before else 2, call))
        clauses.append((1, content))
        clauses.sort(key=lambda c: c[0])
        last = []
        if self.agg:
            last.append("@a = count();")
        if self.dvar:
            last.append("self->x = 1;")
        if self.destr:
            last.append("raise(0);")
        last.append("exit(0);")
        body = []
        for _, c in clauses:
            body.append(("BEGIN", c if isinstance(c, list) else [c]))
        body.append(("BEGIN", last))
        if self.only_nomatch:
            body = []
        if self.nomatch or self.only_nomatch:
            body.append(("nosuchprov:::nope", ["trace(1);"]))
        for desc, stmts in body:
            out += [desc, "{"] + ["\t" + s for s in stmts] + ["}"]
        return out, body

    def ntext(self):
        """The program as one -n argument: control lines end in a newline
        (they must start a line), the rest is one line."""
        lines, _ = self.lines()
        ctl = [t for t in lines if t.lstrip(" \t\f\v").startswith("#")]
        return "".join(t + "\n" for t in ctl) + " ".join(lines[len(ctl):])

    def argv(self, sonda, path):
        a = [sonda, "-x", "errtags"] + (["-e"] if self.compile_only else [])
        for via, name, value in self.settings:
            if via == "x":
                v = name if value is None else "%s=%s" % (name, value)
                a += ["-x" + v] if self.glue and v else ["-x", v]
            elif via in "bXDUI":
                a += ["-" + via + value] if self.glue and value else ["-" + via, value]
            elif via in "qFwZH":
                a.append("-" + via)
        prog = None
        if self.script:
            a += ["-s", path]
        else:
            a += ["-n", self.ntext()]
        if self.shape and self.shape[2:] == ("end",):
            a += self.shape[0]
        elif self.shape:
            a[1:1] = self.shape[0]
        env = {k: v for k, v in os.environ.items()
               if not k.startswith("DTRACE_OPT_") and k != "_DTRACE_TESTING"}
        for via, name, value in self.settings:
            if via == "env":
                env["DTRACE_OPT_" + name.upper()] = value
            elif via == "envlower":
                env["DTRACE_OPT_" + name] = value
        return a, env


# ---- control lines (dt_lex.l's S3 state, dt_pragma.c) ----------------------

P_INT = [re.compile(r"[0-9]+[uU]?[lL]?[lL]?"),
         re.compile(r"0[xX][0-9A-Fa-f]+[uU]?[lL]?[lL]?")]
P_STR = re.compile(r'"(?:[^"\\\n]|\\[^"\n]|\\")*"')
P_WORD = re.compile(r'[^\f\n\t\v "]+')


def pragma_tokens(text):
    """The tokens after '#': ("int" | "str" | "ident", text); flex takes
    the longest match, the earlier rule (an integer) on a tie."""
    toks, i = [], len(text) - len(text.lstrip(" \t\f\v")) + 1
    while i < len(text):
        if text[i] in " \t\f\v":
            i += 1
            continue
        best = ("", "")
        for kind, rx in (("int", P_INT[0]), ("int", P_INT[1]), ("str", P_STR),
                         ("ident", P_WORD)):
            m = rx.match(text, i)
            if m and len(m.group(0)) > len(best[1]):
                best = (kind, m.group(0))
        if not best[1] and text[i] == '"':	# flex counted the newline
            raise Refuse(("D_STR_NL", "newline encountered in string literal",
                          1))
        if not best[1]:
            raise Unknown("a control line the lexer refuses")
        if best[0] == "int":	# strtoull() of it, as for any constant
            u, end, erange, _ = strto(best[1])
            if erange:
                raise Refuse(("D_INT_OFLOW", "constant %s results in integer "
                              "overflow" % best[1]))
            if best[1][end:end + 1] not in ("", "u", "U", "l", "L"):
                raise Refuse(("D_INT_DIGIT", "constant %s contains invalid "
                              "digit %s" % (best[1], best[1][end])))
        toks.append(best)
        i += len(best[1])
    return toks


def pragma(st, text):
    """dt_pragma(): None, or its error's tag, message and line (after the
    pragma's)."""
    try:
        toks = pragma_tokens(text)
    except Refuse as e:
        return (e.args[0] + (0,))[:3]
    kind = 0			# DT_PRAGMA_DIR, SUB, DCP
    for i, (k, word) in enumerate(toks):
        if k != "ident":
            raise Unknown("not a #pragma the fuzzer makes")
        if kind == 0 and word == "pragma":
            kind = 1
            continue
        if kind == 1 and word == "D":
            kind = 2
            continue
        if word == "option" and kind == 2:
            return pragma_option(st, toks[i + 1:])
        if word in ("attributes", "binding", "depends_on", "error", "ident",
                    "line"):
            raise Unknown("not a #pragma the fuzzer makes")
        if kind == 2:
            return "D_PRAGMA_INVAL", "invalid D pragma: %s" % word, 0
        if kind == 0:
            return "D_PRAGCTL_INVAL", "invalid control directive: #%s" % word, 0
        return None		# an unknown #pragma is ignored
    return None


def pragma_option(st, args):
    if not args or args[0][0] != "ident":
        return "D_PRAGMA_MALFORM", "malformed #pragma option <option>=<val>", 0
    if len(args) > 1:
        return "D_PRAGMA_MALFORM", "superfluous arguments specified for " \
            "#pragma option", 0
    name, eq, value = args[0][1].partition("=")
    value = value if eq else None
    try:
        st.set(name, value, "pragma")
    except Refuse as e:
        return "D_PRAGMA_OPTSET", "failed to set option '%s'%s: %s" % (
            name, "" if value is None else " to '%s'" % value, e), 0
    return None


# control lines beside the generated pragmas
RAW_PRAGMAS = [
    "#pragma D option", "#pragma D option 5", "#pragma D option 0x10",
    "#pragma D option 10u", "#pragma D option 12LL", "#pragma D option 08",
    "#pragma D option 12uul", "#pragma D option 0x", "#pragma D option 0xg",
    "#pragma D option 1e5", '#pragma D option "quiet"',
    "#pragma D option quiet extra", '#pragma D option quiet="x"',
    "#pragma D option quiet 5", "#pragma D option quiet /* c */",
    "#pragma D options quiet", "#pragma options quiet", "#pragma D",
    "#pragma", "#pragma D option =5", "#pragma D option quiet=",
    "#pragma\tD\toption\tquiet", "  #pragma D option quiet",
    "#pragma D option\fflowindent", "#pragma D Option quiet",
    "#pragma d option quiet", "#pragmas D option quiet",
    "# pragma D option rawbytes", "#pragma D option strsize=4=5",
    "#pragma D option 5quiet", "#pragma D option q\"uiet",
    "#pragma D option 99999999999999999999999", "#pragma D option 09",
    "#pragma D option 0x1fffffffffffffffff", "#pragma D option 0778",
]


# Broken (or odd) command lines: arguments put first (or last, after the
# program), and what getopt or dtrace.c's first pass says (None: nothing).
SHAPES = [
    (["-k"], "invalid option -- 'k'"),
    (["-3x"], "illegal option -- 3x"),
    (["-6", "5"], "illegal option -- 65"),
    (["-32"], None), (["-64"], None), (["-6", "4"], None), (["-3", "2"], None),
    (["-Z64"], None), (["-32q"], "illegal option -- 32q"),
    (["-6"], "option requires an argument -- '6'", "end"),
    (["-qk"], "invalid option -- 'k'"),
    (["-:"], "invalid option -- ':'"),
    (["--bogus"], "invalid option -- '-'"),
    (["-l", "-V"], "only one of the [-GhlV] options can be specified at a time"),
    (["-V"], "version"), (["-Vx", "bogus"], "version"),
    (["-x"], "option requires an argument -- 'x'", "end"),
    (["-b"], "option requires an argument -- 'b'", "end"),
    (["-qwb"], "option requires an argument -- 'b'", "end"),
    (["-x", "argref", "-"], None, "end"),	# operands, $1 unused
    (["-xargref", "--", "-x"], None, "end"),
    (["-x", "bogus", "-k"], "invalid option -- 'k'", "end"),
    # the third pass, after every setting
    (["-p", "12x"], "invalid pid: 12x", "pass3"),
    (["-p99999999999999999999"], "invalid pid: 99999999999999999999", "pass3"),
    # libdtrace replaces the reason a -c fails with ESRCH (cli.py)
    (["-c", "/nonexistent/x"], "No such process", "pass3"),
]


def model(run, path, usage):
    """(status, stdout, stderr) DTrace gives, with sonda's name and "C" for
    the CPU column (run.cpu: what it holds, when -x cpu says); raises
    Unknown."""
    if run.shape and run.shape[2:] != ("pass3",):
        pieces, what = run.shape[:2]
        if what == "version":
            return 0, "sonda: Oracle D 2.0\n", ""
        if what and what.startswith("only one"):
            return 2, "", "sonda: %s\n" % what
        if what:
            return 2, "", "sonda: %s\n%s" % (what, usage)
    st = State()
    if run.shape and "-Z64" in run.shape[0]:
        st.zflag = True		# -Z, then -6 4: dtrace.c's last pass sets -Z
    # dtrace_setoptenv(): ct, drt, rt tables, failures ignored
    for name, _ in CT + DRT + RT:
        vals = [v for via, n, v in run.settings if via == "env" and n == name]
        if vals:
            try:
                st.set(name, vals[-1], "env")
            except Refuse:
                pass
    # the second pass
    for via, name, value in run.settings:
        try:
            if via == "x":	# the name ends at the first '='
                name, eq, v = (name + ("" if value is None else "=" + value)).partition("=")
                st.set(name, v if eq else None, "cmd")
            elif via == "b":
                st.set("bufsize", value, "cmd")
            elif via == "q":
                st.set("quiet", None, "cmd")
            elif via == "F":
                st.set("flowindent", None, "cmd")
            elif via == "w":
                st.set("destructive", None, "cmd")
            elif via == "Z":
                st.zflag = True
            elif via in "XDUIH":
                st.set(name, value, "cmd")
        except Refuse as e:
            what = "-x %s" % name if via == "x" else "-%s %s" % (via, value)
            return 1, "", "sonda: failed to set %s: %s\n" % (what, e)
    if run.shape and run.shape[2:] == ("pass3",):
        return 1, "", "sonda: %s\n" % run.shape[1]
    # compiling: pragmas, then the program
    lines, body = run.lines()
    where = "failed to compile script %s: " % path if run.script else \
        "invalid probe specifier %s: " % run.ntext()

    def cerr(tag, line, msg):
        ln = "line %d: " % line if run.script else ""
        return 1, "", "sonda: %s[%s] %s%s\n" % (where, tag, ln, msg)
    for i, text in enumerate(lines):
        if not text.lstrip(" \t\f\v").startswith("#"):
            continue
        failed = pragma(st, text)
        if failed:
            return cerr(failed[0], i + 1 + failed[2], failed[1])
    line = len([t for t in lines if t.lstrip(" \t\f\v").startswith("#")])
    uses = []			# (line, function)
    for desc, stmts in body:
        line += 2
        for s in stmts:
            line += 1
            for f in ("setopt", "htons"):
                if s.startswith(f + "(") or ("%s(" % f) in s:
                    uses.append((line, f))
        line += 1
    need = {"htons": (1, 3, 0), "setopt": (1, 2, 0)}
    for ln, f in uses:
        if st.version < need[f]:
            return cerr("D_FUNC_UNDEF", ln, "undefined function name: %s" % f)
    zdefs = st.zdefs_x or st.zflag
    if (run.nomatch or run.only_nomatch) and not zdefs:
        ln = lines.index("nosuchprov:::nope") + 1
        return cerr("D_PDESC_ZERO", ln, "probe description nosuchprov:::nope "
                    "does not match any probes")
    if run.compile_only:	# -e: nothing more, not even the notices
        return 0, "", ""
    # enabling
    err = ""
    nprobes = len([b for b in body if b[0] == "BEGIN"])
    quiet = st.on("quiet")
    if not quiet:
        err += "sonda: %s '%s' matched %d probe%s\n" % (
            "script" if run.script else "description",
            path if run.script else re.split(r"[{/;]", run.ntext())[0],
            nprobes, "" if nprobes == 1 else "s")
    if nprobes == 0:
        if st.zflag:
            raise Unknown("-Z and no probe: DTrace traces nothing until ^C")
        return 1, "", err + "sonda: no probes matched\n"
    cpu = st.o["cpu"]
    if cpu != UNSET and cpu >= os.cpu_count():
        # DTrace's BEGIN thread exits 1 as dtrace_go() goes on: what that
        # prints meanwhile is a race
        b = st.o["bufsize"]
        if (run.agg and st.o["aggsize"] < 4096) or not 0 < st.o["nspec"] <= U32 \
                or (run.dvar and st.o["dynvarsize"] < 4096) or b < 4096 or \
                b & (b - 1) or (run.destr and not st.on("destructive")):
            raise Unknown("a CPU past the last one, and more")
        if REF:
            return 1, "", err
        return 1, "", err + "sonda: cannot run on CPU %d: Invalid argument\n" % cpu
    if run.agg and st.aggpercpu:
        # the exit print adds each CPU's count (aggs.py models it, pinned):
        # which CPU ran BEGIN is not known here
        raise Unknown("aggpercpu: the CPU that counted is not known")
    if run.agg and st.o["aggsize"] < 4096:
        if st.o["aggsize"] == 0:
            return 1, "", err + "sonda: %s\n" % E_SMALL
        raise Unknown("aggsize below 4k")
    if run.agg and st.o["aggsize"] > 1 << 30:
        # gmap_create_aggs( ): aggsize / (tuple + data size) entries of a
        # hash map: E2BIG past 2^28 buckets, else its memory may not be had
        raise Unknown("aggsize past 1g")
    nspec = st.o["nspec"]
    if nspec == 0 or nspec == UNSET or nspec > 0xffffffff:
        return 1, "", err + "sonda: could not enable tracing: failed to create " \
            "BPF map 'specs': %s\n" % ("Invalid argument" if nspec == 0 else "Too big")
    if run.dvar and st.o["dynvarsize"] < 4096:
        if st.o["dynvarsize"] == 0:
            return 1, "", err + "sonda: %s\n" % E_SMALL
        raise Unknown("dynvarsize below 4k")
    if run.dvar and st.o["dynvarsize"] > 1 << 29:
        # as aggsize's, gmap_create_dvars( ): an int self-> variable's
        # entries are few bytes each, past 2^27 of them from 512m on
        raise Unknown("dynvarsize past 512m")
    if run.destr and not st.on("destructive"):
        return 1, "", err + "sonda: could not enable tracing: Destructive " \
            "actions not allowed\n"
    b = st.o["bufsize"]
    if b < 1024:
        if b == 0:
            return 1, "", err + "sonda: %s\n" % E_SMALL
        raise Unknown("bufsize below 1k")
    pages = 1
    while pages * PAGE < b:
        pages *= 2
    if pages * PAGE > b:
        err += "bufsize increased to %d\n" % (pages * PAGE)
    if st.on("destructive") and not quiet:
        err += "sonda: allowing destructive actions\n"
    # tracing: the records as dt_consume.c and dtrace.c's chew() print them
    out, heading, cpu = "", False, "C"
    run.cpu = None if st.o["cpu"] == UNSET else st.o["cpu"]
    strsize = st.o["strsize"]
    clause = 0
    # dt_consume_cpu() reads quiet and flowindent once for the records it
    # drains (all of BEGIN's); chew() follows setopt() at once
    quiet0, flow0 = st.on("quiet"), st.on("flowindent")
    for desc, stmts in body:
        if desc != "BEGIN":
            continue
        flow = st.on("flowindent")
        if not heading:
            if not flow and not st.on("quiet"):
                out += "%3s %6s %32s\n" % ("CPU", "ID", "FUNCTION:NAME")
            elif flow:
                out += "%3s %-41s\n" % ("CPU", "FUNCTION")
            heading = True
        if not flow and not st.on("quiet"):
            out += "%3s %6d %32s " % (cpu, 1, ":BEGIN")
        elif flow:
            # set while draining: dt_flowindent() made no prefix, and
            # chew() prints its NULL as glibc's "(null)", cut to the
            # length of an entry's name (the function's, "", + 4)
            out += "%3s %-41s " % (cpu, "| :BEGIN" if flow0 else "(nul")
        for s in stmts:
            if s.startswith("printf(\"%s|\""):
                out += LONG[:strsize] + "|"
            elif s.startswith("trace(12345)"):
                if st.on("rawbytes"):
                    out += hexdump((12345).to_bytes(4, "little"))
                elif quiet0:
                    out += "12345"
                else:
                    out += " %10d" % 12345
            elif s.startswith("printf(\"|%d|\""):
                out += "|0|"
            elif s.startswith("setopt("):
                if "strjoin" in s:
                    s = s.replace('strjoin("", ', "").replace('")', '"')
                m = re.fullmatch(r'setopt\("([^"]*)"(?:, "([^"]*)")?\);', s)
                name, value = m.group(1)[:strsize], m.group(2)
                value = "1" if value is None else value[:strsize]
                try:
                    st.set(name, value, "setopt")
                except Refuse as e:
                    err += "sonda: error in dt_clause_%d for probe ID 1 " \
                        "(dtrace:::BEGIN): couldn't set option \"%s\" to " \
                        "\"%s\": %s\n\n" % (clause, name, value, e)
        if not st.on("quiet"):
            out += "\n"
        clause += 1
    out += "\n"
    if run.agg:
        out += "%17d\n" % 1	# the count, printed at exit
    if REF and st.o.get("switchrate", 0) > 2 * NANOSEC:
        # dtrace_consume( ): after dtrace_stop( ) the last dtrace_work( )
        # waits in epoll_wait( ) for up to switchrate, and nothing more
        # comes: dtrace(1) exits switchrate late (sonda does not wait)
        raise Unknown("DTrace's last drain waits switchrate")
    return 0, out, err


def hexdump(b):
    out = "\n" + " " * 11 + "".join("  " + c for c in "0123456789abcdef")
    out += "  0123456789abcdef\n"
    for i in range(0, len(b), 16):
        row = b[i:i + 16]
        out += "     %5x:" % i + "".join(" %02x" % x for x in row)
        out += "   " * (16 - len(row)) + "  "
        out += "".join(chr(x) if 32 <= x <= 126 else "." for x in row) + "\n"
    return out


PREFIX = re.compile(r"(?m)( *\d+)( {6}1 {27}:BEGIN | \| :BEGIN {33} | \(nul {37} )")


def cpus(out):
    """The CPU column of every record prefix, and out with "C" for it."""
    seen = [int(m.group(1)) for m in PREFIX.finditer(out)]
    return seen, PREFIX.sub(lambda m: "%3s%s" % ("C", m.group(2)), out)


def execute(argv, env, timeout=20):
    try:
        p = subprocess.run(argv, env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "(timed out)"
    return p.returncode, p.stdout.decode("latin-1"), p.stderr.decode("latin-1")


def fixed_runs():
    """Each control line of RAW_PRAGMAS (in a script, then in -n) and each
    broken command line of SHAPES once, in a run of its own."""
    cases = [(t, s) for t in RAW_PRAGMAS for s in (True, False)] + \
        [(sh, False) for sh in SHAPES]
    for i, (what, script) in enumerate(cases):
        run = Run(random.Random(-1 - i))
        run.agg = run.dvar = run.destr = run.nomatch = run.only_nomatch = False
        run.compile_only = False
        run.script = script
        if isinstance(what, str):
            run.settings = [("rawpragma", what, None)]
        else:
            run.shape = what
        yield "fixed %d" % i, run


def random_runs(first, n):
    for seed in range(first, first + n):
        yield "seed %d" % seed, Run(random.Random(seed)).generate()


def main():
    ap = fuzzlib.options(n=200)
    ap.add_argument("-f", "--fixed", action="store_true",
                    help="first the control lines and command lines of "
                    "RAW_PRAGMAS and SHAPES, each once")
    args = ap.parse_args()
    global REF
    REF = args.ref
    usage = execute([args.bin], dict(os.environ))[2]
    bad = checked = unknown = 0
    runs = random_runs(args.s, args.n)
    if args.fixed:
        runs = itertools.chain(fixed_runs(), runs)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "t.d")
        for seed, run in runs:
            lines, _ = run.lines()
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            argv, env = run.argv(args.bin, path)
            try:
                want = model(run, path, usage)
            except Unknown as e:
                unknown += 1
                if args.v:
                    print("%s: not checked: %s" % (seed, e))
                continue
            checked += 1
            rc, out, err = execute(argv, env)
            seen, out = cpus(out)
            got = (rc, out, err)
            if run.cpu is not None and any(c != run.cpu for c in seen):
                got = (rc, out + "(CPU column %s, not %d)" % (seen, run.cpu), err)
            if got != want or args.v:
                if got != want:
                    bad += 1
                envs = " ".join("%s=%r" % (k, v) for k, v in env.items()
                                if k.startswith("DTRACE_OPT_"))
                print("%s%s: %s%s" % (seed, "" if got != want else " (ok)",
                                           envs + " " if envs else "",
                                           " ".join(repr(a) if re.search(r"[\s'\"{}|;()]", a) or not a else a
                                                    for a in argv[1:])))
                if run.script:
                    print("\t" + "\n\t".join(lines))
                if got != want:
                    print("  want: %r\n        %r\n        %r" % want)
                    print("  got:  %r\n        %r\n        %r" % got)
    print("%d runs, %d checked, %d not predictable, %d disagreements" % (
        checked + unknown, checked, unknown, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
