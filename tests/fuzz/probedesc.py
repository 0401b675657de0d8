#!/usr/bin/python3
"""probedesc.py - probe descriptions, -l listings and their errors against a
model of DTrace's.

Takes the full probe list from `sonda -l` once, then generates random
probe specifiers: globs built from the real providers, modules, functions
and names (with * ? [a-z] [!x] \\x escapes), empty fields, one to four
fields, probe IDs (decimal, octal, hex, with u/l suffixes, 0, past the
last, past UINT_MAX, bad digits), BEGIN/END/ERROR, tick-N and profile-N
rates in every unit (and bad units, zero, rates faster than 200us,
negative numbers) and globs over them, $1/$$1 operands and $pid/$ppid/$uid/$target macros,
several descriptions per clause and several clauses per program, in -n,
-P, -m, -f and -i programs. It checks:

  list   `sonda -l` (sometimes -lv) of 1-3 programs: stdout byte for byte
         (the header, each description's probes in DTrace's order, the
         %5d %10s %17s %33s %s columns, -lv's attribute and argument type
         blocks), the "failed to match" lines on stderr, exit status 0;
  exec   `sonda -e -x errtags` of the same programs: the first
         D_PDESC_ZERO ("probe description P:M:F:N does not match any
         probes") without -Z, nothing with it;
  err    malformed specifiers (five fields, bad characters, a comma with
         nothing after it, undefined macros, bad integer constants): the
         whole error line with -x errtags and exit status 1, in -l and -e;
  fire   a clause with 1-4 descriptions over dtrace:::BEGIN/END and
         syscall::getppid:entry/return (globs that match more, and none
         under -Z) run with `-c "getppid N"`: the clause runs once per
         firing for each description that matches the probe, and the
         "matched N probes" notice counts each description's probes;
  pid    pid$target and USDT (uglob$target) descriptions with globs in the
         module, function and name fields, listed with -c: the probes
         the model selects from the whole a.out list of that process, in
         DTrace's order (IDs of probes made on demand are not compared),
         and "failed to match" with the description as dt_pid.c leaves
         it (an exact module as the object found, "*" for an empty
         function).

The model follows DTrace's source:

  - dt_lex.l: in a probe specifier a token is RGX_PSPEC (first character
    one of -$:a-zA-Z_.?*\\[]!, then also digits and `) or RGX_INT (a
    probe ID, strtoull() base 0 with u/l suffixes; another digit is
    D_INT_DIGIT, too large D_INT_OFLOW); anything else is a syntax error
    near that character; descriptions are separated by commas, and two
    descriptions without a comma between them start a new clause;
  - dtrace_xstr2desc(): fields are taken from the right, as many as the
    option allows (-n/-i 4, -f 3, -m 2, -P 1), the others empty; a field
    past them is "Overspecified probe description"; the first '$' of a
    field starts a macro: $N / $$N is operand N followed by the rest of
    the field, $name the macro named by the whole rest ("Undefined macro
    variable in probe description"); checked right to left, so the
    leftmost bad field decides;
  - dt_node_pdesc_by_id(): an ID past UINT_MAX "exceeds maximum probe
    id", one no probe has "invalid probe identifier N: Unknown probe
    identifier"; errors are raised as each description is reduced, so
    the first one in the text wins;
  - dt_probe_iter(): an empty field matches everything, a field with any
    of * ? [ \\ is a glob (fnmatch(3), as libport's gmatch()), any other
    compares exactly; a description with a field named exactly is looked
    up in that field's hash chain, which holds the newest probe first, so
    its probes are listed in descending ID order; a description of only
    globs and empty fields walks the probes in ID order;
  - dt_prov_profile.c: a description whose provider matches "profile"
    with empty module and function fields and a name starting "tick-" or
    "profile-" makes that probe when sscanf("%lu%4s") reads a non-zero
    count and a known unit (case-insensitive, only its first four
    characters read: tick-1hours is an hour) giving at least 200us;
  - dt_cc.c: a description that matches nothing is D_PDESC_ZERO unless
    -Z (or -l, which implies it); cmd/dtrace.c: -l prints the header, then
    each statement's probes or "failed to match P:M:F:N: No probe matches
    description", and exits 0, each matched once every program compiled
    (list_prog( ) after the dc_func pass), so against the tick-N and
    profile-N probes later programs made too; -lv adds each probe's attributes (the
    minimum of its provider's for each non-empty field) and its argument
    types;
  - dt_program.c: each description is a statement of its own, so a probe
    two descriptions match runs the clause twice and counts twice.

Left out: -s scripts (the type-name ambiguity of the outer lexer state),
descriptions naming providers that end in a positive number other than
pid and USDT ones of the triggers (they look into that process), the
argument types of -lv (only
their layout), pid probes' IDs, probes of fbt (this VM has no kprobes).

  tests/fuzz/probedesc.py [-n CASES] [-s SEED] [-b SONDA] [-k KINDS] [-v]

Deterministic by seed (the probe list is the machine's); each case is
seed, seed+1, ... Prints each disagreement with its command; exit status
1 if any. Needs root and build/triggers (make -C tests/triggers
O=$PWD/build/triggers). Not run by tests/run.
"""
import ctypes
import os
import random
import re
import shutil
import sys
import tempfile

import fuzzlib

LIBC = ctypes.CDLL(None)
LIBC.fnmatch.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_int]
LIBC.sscanf.restype = ctypes.c_int

PSPEC_FIRST = set("-$:_.?*\\[]!abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
PSPEC_REST = PSPEC_FIRST | set("0123456789`")
GLOBCH = set("*?[\\")
INT_RE = re.compile(r"(0[xX][0-9A-Fa-f]+|[0-9]+)[uU]?[lL]?[lL]?")
FIELD_OF_OPT = {"-n": 4, "-i": 4, "-f": 3, "-m": 2, "-P": 1}

# Each provider's attributes, as dtrace_pattr_t: provider, module, function,
# name, arguments; each (name stability, data stability, class).
E, P, U, S = "Evolving", "Private", "Unstable", "Stable"
ISA, COMMON, UNK = "ISA", "Common", "Unknown"
TP_ATTR = ((E, E, ISA), (P, P, UNK), (P, P, UNK), (E, E, ISA), (E, E, ISA))
PATTR = {
    "dtrace": ((S, S, COMMON), (P, P, UNK), (P, P, UNK), (S, S, COMMON),
               (S, S, COMMON)),
    "profile": ((E, E, COMMON), (U, U, UNK), (P, P, UNK), (E, E, COMMON),
                (E, E, COMMON)),
    "cpc": ((E, E, COMMON), (U, U, UNK), (P, P, UNK), (E, E, COMMON),
            (E, E, COMMON)),
    "syscall": ((E, E, COMMON), (P, P, UNK), (P, P, ISA), (E, E, COMMON),
                (P, P, ISA)),
    "sdt": ((E, E, ISA), (P, P, UNK), (P, P, UNK), (P, P, ISA), (P, P, ISA)),
    "rawtp": ((E, E, ISA), (P, P, UNK), (P, P, UNK), (P, P, ISA), (P, P, ISA)),
    "pid": ((E, E, ISA), (P, P, UNK), (P, P, UNK), (E, E, ISA), (P, P, UNK)),
}
for _p in ("proc", "sched", "io", "ip", "tcp", "udp", "lockstat"):
    PATTR[_p] = TP_ATTR
STAB = ["Internal", "Private", "Obsolete", "External", "Unstable", "Evolving",
        "Stable", "Standard"]
CLASS = ["Unknown", "CPU", "Platform", "Group", "ISA", "Common"]

UNITS = ["ns", "nsec", "us", "usec", "ms", "msec", "s", "sec", "m", "min",
         "h", "hour", "d", "day", "hz", "Hz", "NSEC", "Sec", "MIN", "HOUR"]
UNIT_NS = {"ns": 1, "nsec": 1, "us": 1000, "usec": 1000, "ms": 10**6,
           "msec": 10**6, "s": 10**9, "sec": 10**9, "m": 60 * 10**9,
           "min": 60 * 10**9, "h": 3600 * 10**9, "hour": 3600 * 10**9,
           "d": 86400 * 10**9, "day": 86400 * 10**9}
M64 = (1 << 64) - 1


class Probe:
    __slots__ = ("id", "prov", "mod", "func", "name", "made")

    def __init__(self, id, prov, mod, func, name, made=False):
        self.id, self.prov, self.mod = id, prov, mod
        self.func, self.name, self.made = func, name, made

    def key(self):
        return (self.prov, self.mod, self.func, self.name)

    def line(self, mask=False):
        ident = "ID" if mask else str(self.id)
        return "%5s %10s %17s %33s %s\n" % (ident, self.prov, self.mod,
                                            self.func, self.name)


HEADER = "%5s %10s %17s %33s %s\n" % ("ID", "PROVIDER", "MODULE", "FUNCTION",
                                      "NAME")


def parse_listing(text):
    """The probes of a -l listing, by the columns' widths (a field wider
    than its column pushes the rest right; an empty one is blanks)."""
    out = []
    for ln in text.split("\n")[1:]:
        if not ln or ln[0] in "\t":
            continue
        pos, f = 0, []
        for w in (5, 10, 17, 33):
            if len(ln) > pos + w and ln[pos + w] == " ":
                f.append(ln[pos:pos + w].strip())
                pos += w + 1
            else:
                end = ln.index(" ", pos + w)
                f.append(ln[pos:end].strip())
                pos = end + 1
        f.append(ln[pos:])
        out.append(Probe(int(f[0]) if f[0].isdigit() else f[0], *f[1:]))
    return out


def gmatch(s, p):
    return p == "" or LIBC.fnmatch(p.encode(), s.encode(), 0) == 0


def isglob(s):
    return any(c in GLOBCH for c in s)


class SpecError(Exception):
    def __init__(self, tag, msg):
        Exception.__init__(self, msg)
        self.tag, self.msg = tag, msg


CPC_SUFFIX = "-all-1000000000"


def profile_period(name):
    """dt_prov_profile.c's get_period(): 0 if the name makes no probe."""
    if name.startswith("profile-") or name.startswith("tick-"):
        p = name[name.index("-") + 1:]
    else:
        return 0
    val = ctypes.c_ulong(0)
    suf = ctypes.create_string_buffer(b"hz", 8)
    n = LIBC.sscanf(p.encode(), b"%lu%4s", ctypes.byref(val), suf)
    if n not in (1, 2):
        return 0
    v = val.value
    if v == 0:
        return 0
    unit = suf.value.decode().lower()
    if unit == "hz":
        v = 10**9 // v
    elif unit in UNIT_NS:
        v = (v * UNIT_NS[unit]) & M64
    else:
        return 0
    return v if v >= 200000 else 0


class Model:
    def fresh(self, env=None):
        """A model of another run: no probe made yet."""
        return Model([p for p in self.probes if not p.made],
                     env or self.env, self.unavail)

    def __init__(self, probes, env, unavail=None):
        self.unavail = unavail or {}	# key: why this kernel cannot
        self.probes = list(probes)	# in ID order
        self.byid = {p.id: p for p in probes}
        self.provs = set(p.prov for p in probes)
        self.byprov = {}
        for p in probes:
            self.byprov.setdefault(p.prov, []).append(p)
        self.next_id = max(p.id for p in probes) + 1
        self.env = env		# argv (list), macros (dict)
        # the cpc events' D names: dt_prov_cpc.c's populate( ) lists each
        # event this machine has as EVENT-all-1000000000
        self.cpc_events = set(p.name[:-len(CPC_SUFFIX)] for p in probes
                              if p.prov == "cpc" and
                              p.name.endswith(CPC_SUFFIX))

    # -- dtrace_xstr2desc --
    def expand(self, field):
        v = field.find("$")
        if v < 0:
            return field
        pre, var = field[:v], field[v:]
        if len(var) > 2 and var[1] == "$":
            var = var[1:]
        if len(var) > 1 and var[1].isdigit():
            m = re.match(r"\$([0-9]+)", var)
            i = int(m.group(1))
            if i >= len(self.env["argv"]):
                raise SpecError("D_PDESC_INVAL", "Undefined macro variable "
                                "in probe description")
            return pre + self.env["argv"][i] + var[m.end():]
        if var == "$pid":		# the sonda that ran
            return pre + str(SONDA_PID[0])
        if len(var) > 1 and var[1:] in self.env["macros"]:
            return pre + str(self.env["macros"][var[1:]])
        raise SpecError("D_PDESC_INVAL", "Undefined macro variable in probe "
                        "description")

    def str2desc(self, text, nfields):
        """The four fields of text, and the text as sonda names it in its
        own messages (macros expanded, the fields the option leaves out
        on the right added)."""
        parts = text.split(":")
        f, written = [""] * 4, []
        for k, part in enumerate(reversed(parts)):
            val = self.expand(part)
            if k >= nfields:
                raise SpecError("D_PDESC_INVAL", "Overspecified probe "
                                "description")
            f[nfields - 1 - k] = val
            written.insert(0, val)
        return f, ":".join(written) + ":" * (4 - nfields)

    def cpc_name(self, name):
        """dt_prov_cpc.c's decode_probename( ): EVENT-MODE-COUNT of an
        event's D name, user, kernel or all, and digits (sscanf "%llu"
        needs one); a fourth part, attributes, is refused
        (decode_attributes( ) is not implemented)."""
        parts = name.split("-")
        return len(parts) == 3 and parts[0] in self.cpc_events and \
            parts[1] in ("user", "kernel", "all") and \
            re.fullmatch("[0-9]+", parts[2]) is not None

    # -- dt_probe_iter --
    def provide(self, d):
        """Probes the profile and cpc providers make for description d:
        dt_probe_iter( ) calls each provider whose name the provider field
        matches, with its module and function fields as written (empty)."""
        for prov, ok in (("profile", profile_period), ("cpc", self.cpc_name)):
            if gmatch(prov, d[0]) and not d[1] and not d[2] and ok(d[3]):
                self.make(prov, d[3])

    def make(self, prov, name):
        if any(p.prov == prov and p.name == name for p in self.probes):
            return
        p = Probe(self.next_id, prov, "", "", name, made=True)
        self.next_id += 1
        self.probes.append(p)
        self.byid[p.id] = p

    def pid_check(self, prov):
        """dt_setcontext(): a provider ending in digits that names none
        is a process's (dt_pid_create_pid_probes()); pid0 is refused, and
        a pid dt_pid_get_pid() cannot read (not positive, digits only) is
        no error of its own (dt_pid_create_pid_probes() returns 0 for a
        pid <= 0): the description matches nothing (a process's probes are
        case_pid's)."""
        if prov == "pid0":
            raise SpecError("D_PROC_BADPID", "pid0 does not contain a valid "
                            "pid")

    def match(self, d):
        self.pid_check(d[0])
        self.provide(d)
        return self.listed(d)

    def listed(self, d):
        """The probes -l lists for d once every program compiled
        (cmd/dtrace.c's list_prog( ) runs after the dc_func pass, and
        list_stmt( )'s dtrace_probe_iter( ) matches d against every probe
        then known: a tick-N a later program made is an earlier glob's)."""
        got = [p for p in self.probes
               if all(gmatch(v, pat) if isglob(pat) else (pat == "" or pat == v)
                      for v, pat in zip(p.key(), d))]
        if any(x and not isglob(x) for x in d):
            got.reverse()
        return got


def tokenize(text, pos=0):
    """DTrace's lexer in its probe-specifier state: a list of (kind, text,
    offset) up to a '{' or '/', kinds D (RGX_PSPEC), I (RGX_INT), ','; a
    character it has no rule for is a SpecError."""
    toks = []
    while pos < len(text):
        c = text[pos]
        if c in " \t\n":
            pos += 1
        elif c == ",":
            toks.append((",", ",", pos))
            pos += 1
        elif c in "{/":
            break
        elif c.isdigit():
            m = INT_RE.match(text, pos)
            toks.append(("I", m.group(0), pos))
            pos = m.end()
        elif c in PSPEC_FIRST:
            e = pos + 1
            while e < len(text) and text[e] in PSPEC_REST:
                e += 1
            toks.append(("D", text[pos:e], pos))
            pos = e
        else:
            toks.append(("?", c, pos))
            break
    return toks


def int_token(t):
    """The value of an RGX_INT token as the lexer takes it, or a SpecError."""
    num = re.match(r"0[xX][0-9A-Fa-f]+|[0-9]+", t).group(0)
    base = 16 if num[:2].lower() == "0x" else (8 if num[0] == "0" else 10)
    digits = num[2:] if base == 16 else num
    k = 0
    while k < len(digits) and int(digits[k], 16) < base:
        k += 1
    v = int(digits[:k] or "0", base)
    rest = t[(2 if base == 16 else 0) + k:]
    if v > M64:
        raise SpecError("D_INT_OFLOW", "constant %s results in integer "
                        "overflow" % t)
    if rest and rest[0] not in "uUlL":
        raise SpecError("D_INT_DIGIT", "constant %s contains invalid digit "
                        "%s" % (t, rest[0]))
    return v


def parse_program(model, text, opt):
    """A program's clauses, each a list of (text, fields or Probe id), or
    a SpecError for the first error in the text, as the parser meets it."""
    nf = FIELD_OF_OPT[opt]
    toks = tokenize(text)
    clauses, cur, want = [], [], True
    for kind, t, _ in toks:
        if kind == "?":
            raise SpecError("D_SYNTAX", 'syntax error near "%s"' % t)
        if kind == ",":
            if want:
                raise SpecError("D_SYNTAX", 'syntax error near ","')
            want = True
            continue
        if not want:		# a clause without a body, and the next
            clauses.append(cur)
            cur = []
        want = False
        if kind == "I":
            v = int_token(t)
            if v > 0xffffffff:
                raise SpecError("D_PDESC_INVAL", "identifier %d exceeds "
                                "maximum probe id" % v)
            if opt not in ("-n", "-i"):
                raise SpecError("D_PDESC_INVAL", "probe identifier %d not "
                                "permitted when specifying %s" % (
                                    v, {1: "providers", 2: "modules",
                                        3: "functions"}[nf]))
            if v not in model.byid:
                raise SpecError("D_PDESC_INVAL", "invalid probe identifier "
                                "%d: Unknown probe identifier" % v)
            cur.append((t, v))
        else:
            try:
                cur.append(model.str2desc(t, nf)[::-1])
            except SpecError as e:
                raise SpecError(e.tag, 'invalid probe description "%s": %s'
                                % (t, e.msg))
    if want:
        raise SpecError("D_SYNTAX", "syntax error near end of input")
    clauses.append(cur)
    return clauses


def statements(model, progs, compile=False, zdefs=False):
    """Each statement (description) of the programs in order: (program
    index, its text, fields or None, matched probes). Raises SpecError
    (with the program's argument) for the first program that fails; with
    compile, also for a description that matches nothing (D_PDESC_ZERO,
    unless zdefs) or a probe this kernel cannot enable (sonda's own
    refusal, in its own words)."""
    out = []
    for i, (opt, text) in enumerate(progs):
        try:
            for cl in parse_program(model, text, opt):
                for t, d in cl:
                    if isinstance(d, int):
                        got = [model.byid[d]]
                        d = None
                    else:
                        got = model.match(d)
                    if compile:
                        check_compile(model, t, d, got, zdefs)
                    out.append((i, t, d, got))
        except SpecError as e:
            e.prog = i
            raise
    return out


def check_compile(model, t, d, got, zdefs):
    if not got and not zdefs:
        raise SpecError("D_PDESC_ZERO", "probe description %s does not "
                        "match any probes" % ":".join(d))
    # sonda's sema.c refuse_unavailable( ): such a probe is refused when
    # the description names it (an ID, an exact name field) or matches
    # nothing else; matched by a glob or an empty name beside probes it
    # can enable, it is left out, as DTrace enables it and it never fires
    # (dt_sdt_enable( ) finds no dependency)
    bad = [p for p in got if p.key() in model.unavail]
    names = d is None or (d[3] != "" and not isglob(d[3]))
    if bad and not names and len(bad) < len(got):
        return
    for p in sorted(got, key=lambda p: p.id):
        if p.key() in model.unavail:
            # an ID named in decimal, however it was spelled (0x30e,
            # 782UL), as DTrace's own messages of IDs print them
            # ("invalid probe identifier %u")
            raise SpecError("D_PDESC_INVAL", "probe description %s matches "
                            "%s, which this kernel cannot enable: %s" % (
                                p.id if d is None else t, ":".join(p.key()),
                                model.unavail[p.key()]))


def stab_min(a, b):
    return (STAB[min(STAB.index(a[0]), STAB.index(b[0]))],
            STAB[min(STAB.index(a[1]), STAB.index(b[1]))],
            CLASS[min(CLASS.index(a[2]), CLASS.index(b[2]))])


def attrs_text(p):
    pa = PATTR.get(p.prov) or PATTR["pid"]
    a = pa[0]
    for v, fa in zip((p.mod, p.func, p.name), pa[1:4]):
        if v:
            a = stab_min(a, fa)
    out = ""
    for title, t in (("Probe Description Attributes", a),
                     ("Argument Attributes", pa[4])):
        out += "\n\t%s\n\t\tIdentifier Names: %s\n\t\tData Semantics:   %s\n" \
               "\t\tDependency Class: %s\n" % (title, t[0], t[1], t[2])
    return out


TYPES_RE = re.compile(r"\n\tArgument Types\n(\t\tNone\n|(\t\targs\[\d+\]: [^\n]+\n)+)\n")


def strip_types(text, probs):
    """-lv's output with each Argument Types block checked for its layout
    (args[0], args[1]... in turn, or None) and taken out."""
    out, pos = [], 0
    for m in TYPES_RE.finditer(text):
        out.append(text[pos:m.start()])
        pos = m.end()
        ns = re.findall(r"args\[(\d+)\]", m.group(0))
        if ns != [str(k) for k in range(len(ns))]:
            probs.append("argument types out of order: %r" % m.group(0))
    out.append(text[pos:])
    return "".join(out)


# ---- generators ----

def globify(r, v):
    """A glob that matches v (mostly), built from its characters."""
    if not v:
        return "*"
    s = list(v)
    for _ in range(r.choice([1, 1, 2, 3])):
        op = r.random()
        i = r.randrange(len(s))
        if op < 0.3:				# a run of characters as *
            j = min(len(s), i + r.randrange(0, 6))
            s[i:j] = ["*"]
        elif op < 0.45:
            s[i] = "?"
        elif op < 0.6 and len(s[i]) == 1 and s[i].isalnum():
            c = s[i]
            if c.isdigit():
                s[i] = r.choice(["[0-9]", "[%s]" % c, "[!%s]" % c])
            else:
                lo = chr(max(ord("a" if c.islower() else "A"), ord(c) - 2))
                hi = chr(min(ord("z" if c.islower() else "Z"), ord(c) + 2))
                s[i] = r.choice(["[%s-%s]" % (lo, hi), "[%s%s]" % (c, lo),
                                 "[!%s]" % c, "[!%s]" % lo, "[a-z]"])
        elif op < 0.75 and len(s[i]) == 1 and s[i] not in "*?[]\\":
            s[i] = "\\" + s[i]			# an escaped character
        elif op < 0.85:
            s.insert(0 if r.random() < 0.5 else len(s), "*")
        else:
            s[i] = r.choice(["x", "_", "-", "."])	# likely a miss
    g = "".join(s)
    if g and g[0] == "-" and r.random() < 0.5:
        g = "*" + g
    return g


def rand_field(r, values, kind):
    x = r.random()
    if x < 0.22:
        return ""
    v = r.choice(values)
    if x < 0.55:
        return v
    if x < 0.6:
        return r.choice(["nosuch", "vmlinuz", "Entry", "BEGIN "[:5], "*"])
    return globify(r, v)


def tick_name(r):
    kind = r.choice(["tick-", "profile-"])
    x = r.random()
    if x < 0.6:
        n = r.choice([1, 2, 3, 5, 7, 10, 13, 97, 100, 250, 999, 1000, 4999,
                      5000, 5001, 10000])
        return "%s%d%s" % (kind, n, r.choice(UNITS + [""] * 6))
    return kind + r.choice(["0s", "0", "199us", "200us", "199999ns",
                            "200000ns", "1fortnight", "1secs", "1hours",
                            "1msecx", "1sx", "", "s", "x1s", "-1s", "-1000hz",
                            "1.5s", "1_s", "07", "0x10", "1Hz", "5001hz"])


def pspec_text(r, model, nf, allow_id=True):
    """One probe description of at most nf fields."""
    x = r.random()
    if x < 0.08:
        return r.choice(["BEGIN", "END", "ERROR", "dtrace:::BEGIN",
                         "dtrace:::E*", ":::END", "*:::ERROR"])
    if x < 0.16 and nf == 4:
        name = tick_name(r)
        return r.choice([name, "profile:::" + name, ":::" + name,
                         "*:::" + name, "prof*:::" + name,
                         "profile::x:" + name])
    if x < 0.2 and nf == 4:	# globs over rates: with -l, also the
        # tick-N and profile-N a later program makes (list_stmt( ))
        return r.choice(["profile:::tick-*", ":::tick-1*", "*:::profile-*",
                         "profile:::*", "prof*:::tick-[1-5]*", ":::*-7*",
                         "profile:::tick-?s", "profile:::profile-1*"])
    if x < 0.25 and allow_id and nf == 4:
        return id_text(r, model)
    # a provider, then one of its probes: sdt and rawtp have most of them
    p = r.choice(model.byprov[r.choice(sorted(model.byprov))])
    vals = [p.prov, p.mod, p.func, p.name]
    pools = [sorted(model.provs), None, None, None]
    n = min(r.choice([1, 2, 3, 4, 4, 4]), nf)
    fields = []
    for idx in range(nf - n, nf):	# the fields n of nf name
        pool = [vals[idx]] if pools[idx] is None else pools[idx] + [vals[idx]]
        fields.append(rand_field(r, pool, idx))
    text = ":".join(fields)
    if text == "" or text[0] not in PSPEC_FIRST:
        text = "*" + text if text == "" or text[0] != ":" else text
    return text


def id_text(r, model):
    x = r.random()
    if x < 0.5:
        v = r.choice(model.probes).id
    elif x < 0.6:
        v = 0
    elif x < 0.75:
        v = model.next_id + r.randrange(0, 5)
    elif x < 0.85:
        v = r.choice([2**32 - 1, 2**32, 2**40])
    else:
        return r.choice(["09", "08", "1z", "0x", "99999999999999999999999",
                         "0xg", "1ux"])
    form = r.random()
    if form < 0.6:
        t = str(v)
    elif form < 0.8:
        t = "0x%x" % v
    else:
        t = "0%o" % v if v else "0"
    if r.random() < 0.2:
        t += r.choice(["u", "U", "l", "ul", "UL", "ull", "LL"])
    return t


OPERANDS = ["read", "sys*", "a:b", "getppid"]


def with_macro(r, text, nf):
    """text with one field's value, or part of it, an operand or macro
    (in the provider field none that is a process's ID: a provider that
    ends in one is looked for in that process, python's USDT maybe)."""
    parts = text.split(":")
    k = r.randrange(len(parts))
    m = r.choice(["$1", "$$2", "$3", "$4", "$$4", "$uid", "$egid"] +
                 ([] if k == 0 and len(parts) == nf else
                  ["$ppid", "$pgid", "$sid"]))
    x = r.random()
    parts[k] = m if x < 0.5 else (parts[k] + m if x < 0.75 else
                                  "x" + m + "y")
    t = ":".join(parts)
    return t if t[0] in PSPEC_FIRST else "*" + t


def program(r, model, opt, macros=False):
    """A program's text; with macros, one that references $4 (the last
    operand, which each program must) and maybe others."""
    nf = FIELD_OF_OPT[opt]
    if opt == "-i":
        return id_text(r, model) if r.random() < 0.8 else \
            pspec_text(r, model, 4)
    descs = [pspec_text(r, model, nf) for _ in range(r.choice([1, 1, 2, 3]))]
    if macros:
        descs = [with_macro(r, d, nf) if r.random() < 0.5 else d
                 for d in descs]
        descs.insert(r.randrange(len(descs) + 1), r.choice(
            ["syscall::$4:", "$$4", "sys*::$4:entry", "$4$1", "*:$4",
             "$2:::$4"][:6 if nf == 4 else 2]))
    text = descs[0]
    for d in descs[1:]:
        text += r.choice([",", ", ", " ,", ",\n"]) + d
    if r.random() < 0.15:
        text += " " + pspec_text(r, model, nf)	# a second clause
    return text


def malformed(r, model, nf):
    good = pspec_text(r, model, nf, allow_id=False)
    x = r.random()
    if x < 0.2:
        return ":".join([good] + ["x"] * r.randint(1, 3)) if nf == 4 else \
            "a:" * nf + good
    if x < 0.45:
        i = r.randrange(len(good) + 1)
        bad = r.choice("@#%^&=+<>~;()'\"|`")
        if bad == "#" and i == 0:
            bad = "@"
        return good[:i] + bad + good[i:] if i else "x" + bad + good
    if x < 0.6:
        return r.choice([good + ",", good + ", ,BEGIN", "BEGIN,," + good,
                         good + " , "])
    if x < 0.8:
        parts = good.split(":")
        k = r.randrange(len(parts))
        m = r.choice(["$9", "$$9", "$", "$$", "$$$1", "$nosuch", "$pidx",
                      "$1", "$$1", "$target", "$uid", "0$uid", "x$uid",
                      "pid$target"] +
                     ([] if k == 0 and len(parts) == nf else ["$pid"]))
        parts[k] = parts[k] + m if r.random() < 0.5 else m + parts[k]
        return ":".join(parts)
    return r.choice(["09", "1z", "99999999999999999999999", "4294967296",
                     "0x100000000", "0", "0x0"])


# ---- running ----

SONDA_PID = [0]	# the last run's process: its $pid


def run(cmd, timeout=120):
    return fuzzlib.run_cmd(cmd, timeout,
                           lambda pid: SONDA_PID.__setitem__(0, pid))


show = fuzzlib.show


def prog_args(progs):
    out = []
    for opt, text in progs:
        out += [opt, text]
    return out


def expect_listing(model, progs, verbose):
    """(stdout, stderr, status) of sonda -l for progs, or the error."""
    try:
        sts = statements(model, progs)
    except SpecError as e:
        return "", "sonda: invalid probe specifier %s: [%s] %s\n" % (
            progs[e.prog][1], e.tag, e.msg), 1
    out, err = HEADER, ""
    for _, _, d, got in sts:
        if d is not None:
            got = model.listed(d)
        if not got:
            err += "sonda: failed to match %s: No probe matches " \
                   "description\n" % ":".join(d)
        for p in got:
            out += p.line(p.made)	# made on demand: IDs not compared
            if verbose:
                out += attrs_text(p)
    return out, err, 0


def mask_ids(text, keys):
    """The listing with the IDs of the probes in keys masked."""
    out = []
    for ln in text.split("\n"):
        ps = parse_listing(HEADER + ln) if ln and ln[0] != "\t" and \
            ln != HEADER[:-1] else []
        if ps and ps[0].key() in keys:
            ln = "%5s" % "ID" + ln[5:] if len(ln) > 5 and ln[5] == " " else ln
        out.append(ln)
    return "\n".join(out)


SCRIPT_OK = re.compile(r"[-:.?!`]|^(BEGIN|END|ERROR)$")


def script_of(r, model, tmp):
    """A script of one to three clauses with bodies (each a -n program of
    the listing), or None if one of its descriptions has an error (whose
    message names the script's line: not modelled) or could be taken for
    a type name (the outer lexer state's ambiguity)."""
    progs, text = [], ""
    for _ in range(r.randint(1, 3)):
        descs = [pspec_text(r, model, 4) for _ in range(r.choice([1, 1, 2, 3]))]
        if not all((SCRIPT_OK.search(d) or d[0].isdigit()) and
                   len(tokenize(d)) == 1 for d in descs):
            return None	# "1ux" is two clauses, the first without a body
        progs.append(("-n", ", ".join(descs)))
        text += r.choice(["", "\n", "/* x */ "]) + progs[-1][1] + \
            r.choice([" { }", "\n{\n}", " /1/ { }"]) + "\n"
    try:
        statements(model.fresh(), progs)
    except SpecError:
        return None
    with open(tmp, "w") as f:
        f.write(text)
    return progs


def case_list(r, model, args, seed):
    progs = []
    macros = r.random() < 0.2
    for _ in range(r.choice([1, 1, 2, 3])):
        opt = r.choice(["-n", "-n", "-n", "-P", "-m", "-f"] +
                       ([] if macros else ["-i"]))
        progs.append((opt, program(r, model, opt, macros)))
    if r.random() < 0.15 and not macros:	# a rate made after a glob over rates
        progs.append(("-n", tick_name(r)))
    verbose = r.random() < 0.15
    m = model.fresh(env_for(model, macros))
    cmd = [args.bin, "-x", "errtags", "-lv" if verbose else "-l"] + \
        prog_args(progs) + m.env["argv"][1:]
    script = args.tmp + "/list.d"
    if r.random() < 0.2 and not macros:	# the same as an -s script
        sprogs = script_of(r, model, script)
        if sprogs:
            progs = sprogs
            cmd = cmd[:4] + ["-s", script]
    rc, gout, gerr = run(cmd)
    out, err, st = expect_listing(m, progs, verbose)
    probs = []
    made = set(p.key() for p in m.probes if p.made)
    if verbose:
        gout = strip_types(gout, probs)
    gout = mask_ids(gout, made)
    if (rc, gout, gerr) != (st, out, err):
        probs.append(diff3((st, out, err), (rc, gout, gerr)))
        if "-s" in cmd:
            with open(script) as f:
                probs.append("the script:\n" + f.read())
    return cmd, probs


def diff3(want, got):
    s = []
    if want[0] != got[0]:
        s.append("status: want %d, got %d" % (want[0], got[0]))
    for name, w, g in (("stdout", want[1], got[1]), ("stderr", want[2], got[2])):
        if w != g:
            wl, gl = w.split("\n"), g.split("\n")
            k = 0
            while k < min(len(wl), len(gl)) and wl[k] == gl[k]:
                k += 1
            s.append("%s differs at line %d (%d vs %d lines):\n  want %r\n  "
                     "got  %r" % (name, k + 1, len(wl), len(gl),
                                  "\n".join(wl[k:k + 4]), "\n".join(gl[k:k + 4])))
    return "\n".join(s)


def env_for(model, macros):
    env = dict(model.env)
    env["argv"] = [""] + (OPERANDS if macros else [])
    return env


def expect_compile(model, progs, zdefs):
    """(stdout, stderr, status) of sonda -e -x errtags for progs."""
    try:
        statements(model, progs, True, zdefs)
    except SpecError as e:
        return "", "sonda: invalid probe specifier %s: [%s] %s\n" % (
            progs[e.prog][1], e.tag, e.msg), 1
    return "", "", 0


def case_exec(r, model, args, seed):
    progs = []
    macros = r.random() < 0.2
    for _ in range(r.choice([1, 1, 2])):
        opt = r.choice(["-n", "-n", "-P", "-m", "-f"] +
                       ([] if macros else ["-i"]))
        progs.append((opt, program(r, model, opt, macros)))
    zdefs = r.random() < 0.4
    m = model.fresh(env_for(model, macros))
    cmd = [args.bin, "-x", "errtags", "-e"] + (["-Z"] if zdefs else []) + \
        prog_args(progs) + m.env["argv"][1:]
    rc, gout, gerr = run(cmd)
    out, err, st = expect_compile(m, progs, zdefs)
    probs = []
    if (rc, gout, gerr) != (st, out, err):
        probs.append(diff3((st, out, err), (rc, gout, gerr)))
    return cmd, probs


def case_err(r, model, args, seed):
    opt = r.choice(["-n", "-n", "-P", "-m", "-f"])
    progs = [(opt, malformed(r, model, FIELD_OF_OPT[opt]))]
    if r.random() < 0.3:
        progs.insert(0, ("-n", "BEGIN"))
    probs, cmds = [], []
    for mode in ("-l", "-e"):
        m = model.fresh()
        cmd = [args.bin, "-x", "errtags", mode] + prog_args(progs)
        cmds.append(show(cmd))
        rc, gout, gerr = run(cmd)
        want = expect_listing(m, progs, False) if mode == "-l" else \
            expect_compile(m, progs, False)
        gout = mask_ids(gout, set(p.key() for p in m.probes if p.made))
        out, err, st = want
        if (rc, gout, gerr) != (st, out, err):
            probs.append(mode + ": " + diff3((st, out, err), (rc, gout, gerr)))
    return cmds, probs


FIRE_POOL = [
    ("dtrace", "", "", "BEGIN"), ("dtrace", "", "", "END"),
    ("dtrace", "", "", "ERROR"),
    ("syscall", "vmlinux", "getppid", "entry"),
    ("syscall", "vmlinux", "getppid", "return"),
]


def fire_desc(r):
    """A description meant for one of FIRE_POOL's probes: each field
    exact, empty, a glob of it or another value."""
    if r.random() < 0.1:
        return r.choice(["BEGIN", "END", "dtrace:::", "dtrace:::*N*",
                         "nosuch:::", "syscall::nosuchcall:", "getppid:",
                         "::getppid:"])
    key = r.choice(FIRE_POOL)
    others = (["dtrace", "syscall", "sys*"], ["vmlinux", "vm*"],
              ["getppid", "getpid", "getp?id"], ["entry", "return", "BEGIN",
                                                 "END"])
    f = []
    for v, alt in zip(key, others):
        y = r.random()
        f.append("" if y < 0.25 else v if y < 0.55 else
                 (globify(r, v) if v else "*") if y < 0.9 else r.choice(alt))
    if f[0] != "dtrace" and (f[2] in ("", "*") or f[2].startswith("*")):
        f[2] = r.choice(["getppid", "getpp*", "getp?id", "g\\etppid"])
    while len(f) > 1 and f[0] == "" and r.random() < 0.6:
        f.pop(0)
    text = ":".join(f)
    return text if text and text[0] in PSPEC_FIRST else "*" + text


def case_fire(r, model, args, seed):
    descs = [fire_desc(r) for _ in range(r.randint(1, 4))]
    m = model.fresh()
    sts = statements(m, [("-n", ", ".join(descs))])
    if sum(len(g) for _, _, _, g in sts) > 60:
        return None, []
    zdefs = any(not g for _, _, _, g in sts)
    if all(not g for _, _, _, g in sts):
        return None, []
    nfire = r.randint(1, 5)
    counts = {}
    for _, _, _, got in sts:
        for p in got:
            if p.prov == "dtrace" and p.name in ("BEGIN", "END"):
                n = 1
            elif p.prov == "syscall" and p.func == "getppid":
                n = nfire
            else:
                n = 0
            if n:
                counts[p.key()] = counts.get(p.key(), 0) + n
    clause = ", ".join(descs)
    body = ' /probeprov == "dtrace" || (pid == $target && probefunc == ' \
           '"getppid")/ { @c[probeprov, probemod, probefunc, probename] = ' \
           'count(); }'
    endp = 'END { printa("@@ %s:%s:%s:%s %@d\\n", @c); }'
    cmd = [args.bin, "-x", "errtags"] + (["-Z"] if zdefs else []) + \
        ["-n", clause + body, "-n", endp,
         "-c", "%s/getppid %d" % (args.triggers, nfire)]
    rc, gout, gerr = run(cmd)
    got = {}
    for mm in re.finditer(r"@@ (\S*):(\S*):(\S*):(\S*) (\d+)", gout):
        got[mm.groups()[:4]] = int(mm.group(5))
    nmatch = sum(len(g) for _, _, _, g in sts)
    want_err = "sonda: description '%s ' matched %d probe%s\n" \
               "sonda: description 'END ' matched 1 probe\n" % (
                   clause, nmatch, "" if nmatch == 1 else "s")
    probs = []
    if rc != 0:
        probs.append("status %d" % rc)
    if got != counts:
        probs.append("counts:\n  want %r\n  got  %r" % (counts, got))
    if gerr != want_err:
        probs.append("stderr:\n  want %r\n  got  %r" % (want_err, gerr))
    return cmd, probs


# ---- pid and USDT ----

class ProcLists:
    """The whole listings of a.out's pid probes and of the USDT probes of
    the triggers, each from one run, in the order they were made."""

    def __init__(self, args):
        self.args = args
        self.pid = self.base("pid$target:a.out::", "ucalls")
        # --ref: no USDT (dtrace-ref here has no dtprobed to take the
        # triggers' DOF: "failed to match uglobPID::::")
        self.usdt = [] if args.ref else self.base("uglob$target:::", "uglob")

    def base(self, desc, trig):
        rc, out, err = run([self.args.bin, "-l", "-n", desc, "-c",
                            "%s/%s" % (self.args.triggers, trig)])
        if rc or err:
            sys.exit("cannot list %s: %s" % (desc, err))
        return sorted(parse_listing(out), key=lambda p: p.id)


LIBS = ["libc.so.6", "ld-linux-x86-64.so.2", "linux-vdso.so.1", "[vdso]"]
OWN_FUNCS = ["leaf", "one", "two", "main"]	# ucalls.c's, in no library


def pid_desc(r, base, prov):
    """A pid or USDT description for the processes of base: globs of
    real modules, functions and names; a pid probe's name entry, return,
    one of its function's offsets (an exact function) or a glob, never an
    invalid name, and a function no module has only with a glob module
    (else DTrace's D_PROC_NAME and D_PROC_FUNC: not modelled)."""
    p = r.choice(base)
    mod = r.choice({"pid": ["a.out", p.mod, globify(r, p.mod), "*", ""],
                    "uglob": [p.mod, globify(r, p.mod), "*", "", "a.out"]}[prov])
    func = rand_field(r, sorted(set(q.func for q in base)), 2)
    if prov == "uglob":
        name = rand_field(r, sorted(set(q.name for q in base)), 3)
    else:
        if any(gmatch(lib, mod) for lib in LIBS):
            func = r.choice(OWN_FUNCS)	# keep it in a.out: libc has
						# thousands, and its own _init
        if func and not isglob(func) and \
                func not in set(q.func for q in base) and \
                mod and not isglob(mod):
            func = p.func
        x = r.random()
        own = [q.name for q in base if q.func == func]
        if x < 0.3:
            name = r.choice(["entry", "return"])
        elif x < 0.5 and own and not isglob(func):
            name = r.choice(own)
        elif x < 0.6:
            name = ""
        else:
            name = globify(r, r.choice(own or ["entry", "return", "1f"]))
            if not isglob(name) and name not in own:
                name += "*"
    pv = r.choice(["%s$target", "%s$$target"]) % prov
    return "%s:%s:%s:%s" % (pv, mod, func, name)


def case_pid(r, model, args, seed, lists):
    prov = r.choice(["pid", "pid", "uglob"])
    if not lists.usdt:
        prov = "pid"
    base = lists.pid if prov == "pid" else lists.usdt
    trig = "ucalls" if prov == "pid" else "uglob"
    descs = [pid_desc(r, base, prov) for _ in range(r.randint(1, 3))]
    cmd = [args.bin, "-l"] + sum((["-n", d] for d in descs), []) + \
        ["-c", "%s/%s" % (args.triggers, trig)]
    rc, gout, gerr = run(cmd)
    aout = base[0].mod
    pidnum = None
    gl = parse_listing(gout)
    for p in gl:
        pidnum = re.sub(r"^\D+", "", p.prov)
    # every description makes its probes as it is compiled (in the order
    # of the whole listing), then each lists those it matches, newest first
    # a.out names the program for pid (libproc), not for USDT, whose
    # module is the object's basename (drti.c), globbed in the DOF stash
    def matches(q, f):
        return (gmatch(q.mod, f[1]) or (f[1] == "a.out" and q.mod == aout
                                        and prov == "pid")) \
            and gmatch(q.func, f[2]) and gmatch(q.name, f[3])
    made = []
    for d in descs:
        made += [q for q in base if matches(q, d.split(":")) and q not in made]
    want, err = [], ""
    for d in descs:
        f = d.split(":")
        got = [q for q in made if matches(q, f)][::-1]
        if not got:
            # as DTrace's pid provider leaves the description (dt_pid.c's
            # dt_pid_fix_mod( ): the object found; an empty function "*")
            mod, func = f[1], f[2]
            if prov == "pid" and mod in ("a.out", aout):
                mod = aout
            if prov == "pid" and not func:
                func = "*"
            err += "sonda: failed to match %s%s:%s:%s:%s: No probe matches " \
                   "description\n" % (prov, pidnum or "PID", mod, func, f[3])
        want += got
    probs = []
    if pidnum is None and want:
        probs.append("nothing listed; want %d probes" % len(want))
    wk = [(q.prov.rstrip("0123456789"),) + q.key()[1:] for q in want]
    gk = [(q.prov.rstrip("0123456789"),) + q.key()[1:] for q in gl]
    if wk != gk:
        probs.append("probes:\n  want %r\n  got  %r" % (wk[:8], gk[:8]))
    if rc:
        probs.append("status %d" % rc)
    if pidnum is not None and gerr != err:
        probs.append("stderr:\n  want %r\n  got  %r" % (err, gerr))
    return cmd, probs


def learn_unavail(args, probes):
    """The probes this kernel cannot enable, with sonda's reason: every
    probe of the providers built on more than one tracepoint, compiled
    alone (-e -i ID)."""
    out = {}
    for p in probes:
        if p.prov in ("sdt", "rawtp", "syscall", "dtrace", "profile"):
            continue
        rc, _, err = run([args.bin, "-x", "errtags", "-e", "-i", str(p.id)])
        m = re.search(r"which this kernel cannot enable: (.*)", err)
        if m:
            out[p.key()] = m.group(1)
        elif rc:
            sys.exit("cannot compile probe %d: %s" % (p.id, err))
    return out


def main():
    ap = fuzzlib.options(n=200)
    ap.add_argument("-t", "--triggers", default="build/triggers")
    ap.add_argument("-k", "--kinds", default="list,exec,err,fire,pid")
    args = ap.parse_args()
    args.tmp = tempfile.mkdtemp(prefix="probedesc.")
    rc, out, err = run([args.bin, "-l"])
    if rc:
        sys.exit("sonda -l failed: %s" % err)
    probes = parse_listing(out)
    env = {"argv": [""],
           "macros": {"ppid": os.getpid(), "uid": os.getuid(),
                      "gid": os.getgid(), "euid": os.geteuid(),
                      "egid": os.getegid(), "pgid": os.getpgrp(),
                      "sid": os.getsid(0), "target": 0}}
    model = Model(probes, env, learn_unavail(args, probes))
    kinds = args.kinds.split(",")
    lists = ProcLists(args) if "pid" in kinds else None
    bad = 0
    for seed in range(args.s, args.s + args.n):
        r = random.Random(seed)
        kind = r.choice(kinds)
        if kind == "list":
            cmd, probs = case_list(r, model, args, seed)
        elif kind == "exec":
            cmd, probs = case_exec(r, model, args, seed)
        elif kind == "err":
            cmd, probs = case_err(r, model, args, seed)
        elif kind == "fire":
            cmd, probs = case_fire(r, model, args, seed)
        else:
            cmd, probs = case_pid(r, model, args, seed, lists)
        if cmd is None:
            continue
        text = "\n  ".join(cmd) if kind == "err" else show(cmd)
        if args.v:
            print("seed %d %s: %s" % (seed, kind, text))
        if probs:
            bad += 1
            print("seed %d %s: %s\n%s\n" % (seed, kind, text, "\n".join(probs)))
    shutil.rmtree(args.tmp)
    print("%d cases, %d disagreements" % (args.n, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
