#!/usr/bin/python3
"""dlibs.py - sonda's built-in D library against DTrace for Linux's own D libraries.

Takes the directory of DTrace for Linux's D libraries for one kernel
(-d DIR, e.g. dtrace-utils' dlibs/x86_64/6.10; it is not in the project:
without it the script says so and exits 2), parses every definition there
and checks sonda against a random sample of them per seed (-n, -s):

  - an inline of an integer constant expression: its value, printed with
    printf("%d"), and its type, from the D_OP_INCOMPAT message of
    `x = *curthread; x = NAME;` compiled with -e -x errtags;
  - a string table inline (tcp_state_string[]): its string for each
    constant tested in its ?: chain and for one that is not;
  - any other inline (curpsinfo, cwd, fds[], ...): that it exists with
    its declared type (the same message; an array inline indexed by 0);
  - a typedef and a struct: sizeof, each member's offsetof and type;
  - a translator: each output member read through xlate <T *> ((IN)0),
    with the member's type, and each member it leaves out refused
    (D_XLATE_NOCONV);
  - curcpu->m, curpsinfo->m and curlwpsinfo->m for every member m, and,
    with -l DIR (dtrace-utils' libdtrace, optional), args[N]->m of every
    translated argument of the io, ip, proc and sched providers' probes
    (their probe_args[] tables; a row of a probe the provider's probes[]
    table does not list, as sched's change-pri, is D_PDESC_ZERO);
  - #pragma D attributes A NAME: -v's Minimum Statement Attributes of
    trace(NAME) (a member of it for translated data) are A;
  - #pragma D binding "V" NAME: with a version pragma just below V (the
    nearest version sonda takes) the name is undefined (D_IDENT_UNDEF), at V (or
    the next version sonda takes) it is defined (an array inline, fds[]
    or tcp_state_string[], is then D_VAR_UNDEF: dt_cook_op2( ) makes the
    unknown name an associative array that dt_cook_var( ) finds unset);
    -x version just below V leaves it defined (not checked with --ref for
    a version below 1.5: DTrace compiles its own libraries under -x
    version, and ip.d's calls of ntohs( ) and inet_ntoa( ), which
    dt_open.c binds to 1.3 and 1.5, are D_FUNC_UNDEF there, so dtrace-ref
    refuses every program: a DTrace bug sonda does not copy).

The model, from dtrace-utils' libdtrace:

  - dt_parser.c dt_node_inline( ) / dt_xcook_ident( ): an inline of an
    integer constant is that constant where it is used, so its type is
    the literal's (dt_node_int( ): int when the value fits, the C rules
    above), whatever the inline declares (`inline char SSLEEP = 1` is an
    int); any other inline keeps its declared type;
  - dt_decl.c / libctf's ctf_add_member_offset( ): each member at its
    type's alignment, the size the end of the last member (libctf adds
    no padding at a struct's end); D's string is char[strsize] (256,
    alignment 1);
  - dt_pragma.c dt_pragma_attributes( ) sets the inline's di_attr, which
    dt_ident_cook( ) gives its uses, and dt_cook_op2( ) gives a member its
    left side's attributes;
  - dt_cc.c dt_reduce( ) / dt_reduceid( ): a version pragma below a
    name's binding (dt_pragma.c dt_pragma_binding( )) removes the
    identifier, so a use of it is D_IDENT_UNDEF (dt_xcook_ident( ):
    "failed to resolve"); -x version runs dt_reduce( ) before the first
    compile calls dt_load_libs( ), when no library name exists yet.
  - the type names are libctf's ctf_type_name( ) of the declared type
    ("char [8]", "struct iphdr *"); an inline of translated data is
    "pointer to translated data" or "translated data" (dt_ident.c
    dt_idkind_name( ), as dt_node_type_name( ) names a dynamic node);
  - dt_parser.c dt_cook_op2( ) DT_TOK_PTR/DOT: a member the translator
    does not define is D_XLATE_NOCONV; curcpu is dt_open.c's cpuinfo_t *
    (no translation, every member there).

-a checks every case once instead of -n samples of 8; -t the seconds each
command may run (20). The last line says how many cases ran, how many
were skipped and how many disagreed. With --ref (DTrace for Linux itself
as -b) sonda's EXTRA translations are not expected, and the names tcp.d
and udp.d define are skipped (the project's dtrace-ref skips those
libraries).

Left out: sonda's deliberate differences (docs/language.md): psinfo_t's
pr_psargs, pr_argc, pr_argv and pr_envp, which 6.10's procfs.d leaves
untranslated, are translated by sonda (EXTRA); args[] of probes this
kernel cannot enable (io wait-start/-done, sched dequeue...,
docs/providers.md) are skipped, and tcp/udp args[] are not read (their
tables are not in libdtrace's dt_prov_*.c). Not checked: translators'
bindings ("1.5" translator: dt_reduce( ) drops the translator under -x
version=1.4); the attributes of a member of translated data other than a
pragma'd inline's (xlate <T> (e).m: DTrace gives it the xlate's, sonda
its translation's: not fixed, as sonda keeps only the member as written);
#pragma D depends_on (every provider the libraries depend on exists in
sonda); values computed at run time from the kernel (only existence and
type). The type of a member whose declared type is a kernel type
(in6_addr_t, __be32's ipaddr_t) is compared by name only (a pointer to a
D typedef of a kernel struct is named by the struct: kernel_pointer( )), and the size of
a struct holding one is not modelled when the kernel type's size is not
in KSIZE.
"""
import os
import random
import re
import subprocess
import sys

import fuzzlib

# sizes and alignments of the base types the libraries use (LP64)
BASE = {
    "char": 1, "signed char": 1, "unsigned char": 1, "short": 2,
    "unsigned short": 2, "int": 4, "unsigned int": 4, "unsigned": 4,
    "long": 8, "unsigned long": 8, "long long": 8,
    "unsigned long long": 8, "int8_t": 1, "uint8_t": 1, "int16_t": 2,
    "uint16_t": 2, "int32_t": 4, "uint32_t": 4, "int64_t": 8,
    "uint64_t": 8, "uintptr_t": 8, "size_t": 8, "ushort_t": 2,
    "uint_t": 4, "id_t": 4, "pid_t": 4, "uid_t": 4, "gid_t": 4,
    "time64_t": 8, "loff_t": 8, "dev_t": 4, "__be32": 4,
}
# kernel types the libraries name whole (size, alignment)
KSIZE = {"struct in6_addr": (16, 4)}
STRSIZE = 256
# psinfo_t members sonda translates where procfs.d (6.10) leaves them out,
# a deliberate difference (docs/language.md)
EXTRA = {"psinfo_t": ["pr_psargs", "pr_argc", "pr_argv", "pr_envp"]}
# the versions -x version takes in sonda (docs/cli.md), as tuples
VERSIONS = [(1, 0), (1, 1), (1, 2), (1, 2, 1), (1, 2, 2), (1, 3), (1, 4),
            (1, 4, 1), (1, 5), (1, 6), (1, 6, 1), (1, 6, 2), (1, 6, 3),
            (1, 6, 4), (2, 0)]


def vtuple(s):
    t = tuple(int(x) for x in s.split("."))
    return t + (0,) * (3 - len(t))


def vstr(t):
    return ".".join(str(x) for x in t)


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def statements(text):
    """The pragmas (word lists) and the top-level statements (text)."""
    pragmas, body = [], []
    for line in text.split("\n"):
        if line.lstrip().startswith("#"):
            pragmas.append(line.split())
        else:
            body.append(line)
    out, cur, depth = [], "", 0
    for ch in "\n".join(body):
        cur += ch
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == ";" and depth == 0:
            out.append(" ".join(cur.split())[:-1].strip())
            cur = ""
    return pragmas, out


def cint(expr, consts):
    """The value of a C integer constant expression, or None."""
    e = expr
    for name in sorted(consts, key=len, reverse=True):
        e = re.sub(r"\b%s\b" % name, "(%d)" % consts[name], e)
    e = re.sub(r"\b0([0-7]+)\b", r"0o\1", e)
    if not re.fullmatch(r"[\s0-9a-fA-FxXo()|&<>+\-~^*]*", e):
        return None
    try:
        return int(eval(e, {}))
    except Exception:
        return None


def lit_type(v):
    """dt_node_int( )'s type of a decimal or hex literal of value v."""
    if -2**31 <= v < 2**31:
        return "int"
    return "long"


def split_member(decl):
    """'uint8_t x[4]' -> (type name as ctf names it, name, count)."""
    m = re.fullmatch(r"(.*?)\s*\b(\w+)\s*(?:\[(\d+)\])?", decl.strip())
    ty, name, cnt = m.group(1).strip(), m.group(2), m.group(3)
    ty = re.sub(r"\s*\*", " *", ty).replace("* *", "**")
    return ty, name, int(cnt) if cnt else None


def tname(ty, cnt):
    return "%s [%d]" % (ty, cnt) if cnt else ty


class Lib:
    def __init__(self):
        self.consts = {}     # name -> (value, type)
        self.tables = {}     # name -> {value: string}, default
        self.inlines = {}    # name -> (type, indexed)
        self.typedefs = {}   # name -> type text
        self.structs = {}    # typedef name -> [(type, name, count)]
        self.tags = set()    # "struct w" of the structs and unions above
        self.xlators = []    # (out, in type, [members])
        self.bindings = {}   # name -> version tuple
        self.dynamic = {}    # inline of translated data -> (type, "." or "->")
        self.args = []       # (provider, probe, N, native type, translated type)
        self.noprobe = set() # (provider, probe) of args[] rows naming no probe
        self.attrs = {}      # name -> "Name/Data/Class" (#pragma D attributes)
        self.tcpudp = set()  # the names tcp.d and udp.d define

    def names(self):
        return (set(self.consts) | set(self.inlines) | set(self.typedefs) |
                set(self.structs) | {o for o, i, m in self.xlators})

    def size(self, ty):
        """(size, alignment) of ty, or None."""
        ty = ty.strip()
        if ty.endswith("*"):
            return 8, 8
        if ty == "string":
            return STRSIZE, 1
        if ty in BASE:
            return BASE[ty], BASE[ty]
        if ty in KSIZE:
            return KSIZE[ty]
        if ty in self.structs:
            return self.layout(ty)[0]
        if ty in self.typedefs:
            return self.size(self.typedefs[ty])
        return None

    def layout(self, sname):
        """((size, align), [(member, offset)]) or ((None, None), [])."""
        off, align, offs = 0, 1, []
        for ty, name, cnt in self.structs[sname]:
            sa = self.size(ty)
            if sa is None:
                return (None, None), []
            sz, al = sa
            off = (off + al - 1) // al * al
            offs.append((name, off))
            off += sz * (cnt or 1)
            align = max(align, al)
        return (off, align), offs	# libctf pads no struct's end


def parse(d):
    lib = Lib()
    for fn in sorted(os.listdir(d)):
        if not fn.endswith(".d"):
            continue
        with open(os.path.join(d, fn)) as f:
            pragmas, stmts = statements(strip_comments(f.read()))
        for w in pragmas:
            if len(w) >= 5 and w[:3] == ["#pragma", "D", "binding"]:
                lib.bindings[w[4]] = vtuple(w[3].strip('"'))
            if len(w) == 5 and w[:3] == ["#pragma", "D", "attributes"]:
                lib.attrs[w[4]] = w[3]
        before = lib.names()
        for s in stmts:
            parse_stmt(lib, s)
        if fn in ("tcp.d", "udp.d"):
            lib.tcpudp |= lib.names() - before
    for mem in lib.structs.values():
        mem[:] = [(kernel_pointer(lib, t), n, c) for t, n, c in mem]
    return lib


def kernel_pointer(lib, ty):
    """The type a member declared `T *` gets: dt_decl.c makes the pointer
    with dt_parser.c dt_type_pointer( ), which takes a pointer to T made
    before, else one to what T resolves to (ctf_type_resolve( )), before
    it adds a pointer to T. For a D typedef of a kernel struct or union
    (in6_addr_t of struct in6_addr) the kernel's BTF, the D container's
    parent, holds a pointer to the struct: `struct in6_addr *`."""
    if not ty.endswith(" *") or ty[:-2] not in lib.typedefs:
        return ty
    base = ty[:-2]
    while base in lib.typedefs:
        base = lib.typedefs[base]
    if base.startswith(("struct ", "union ")) and base not in lib.tags:
        return base + " *"
    return ty


def parse_args(lib, d):
    """The translated args[] of the io, ip, proc and sched providers: the
    probe_args[] tables of libdtrace's dt_prov_*.c (dt_sdt_populate( ))."""
    for prov in ("io", "ip", "proc", "sched"):
        fn = os.path.join(d, "dt_prov_%s.c" % prov)
        if not os.path.exists(fn):
            continue
        with open(fn) as f:
            text = f.read()
        # a provider with a probes[] table (probe_dep_t) has those probes
        # only: a probe_args[] row of another (sched's change-pri) names
        # no probe, and a clause on it is D_PDESC_ZERO
        t = re.search(r'probes\[\] = \{(.*?)\n\};', text, re.S)
        have = set(re.findall(r'^\s*\{ "([\w-]+)"', t.group(1), re.M)) if t else None
        for m in re.finditer(r'\{\s*"([\w-]+)",\s*(\d+),\s*\{\s*\d+,\s*\w+,\s*'
                             r'"([^"]+)",\s*"(\w+) \*"', text):
            lib.args.append((prov, m.group(1), int(m.group(2)), m.group(3), m.group(4)))
            if have is not None and m.group(1) not in have:
                lib.noprobe.add((prov, m.group(1)))


def parse_stmt(lib, s):
    m = re.fullmatch(r"inline\s+(.*?)\s*\b(\w+)\s*(\[[^\]]*\])?\s*=\s*(.*)", s)
    if m:
        ty, name, idx, expr = m.groups()
        ty = re.sub(r"\s*\*", " *", ty)
        v = None if idx else cint(expr, {k: c[0] for k, c in lib.consts.items()})
        if v is not None:
            lib.consts[name] = (v, lit_type(v))
        elif idx and ty == "string":
            pairs = re.findall(r"\w+\s*==\s*(\w+)\s*\?\s*\"([^\"]*)\"", expr)
            dflt = re.search(r":\s*\"([^\"]*)\"\s*$", expr).group(1)
            tab = {lib.consts[k][0]: v for k, v in pairs}
            lib.tables[name] = (tab, dflt)
            lib.inlines[name] = (ty, True)
        else:
            xl = re.match(r"xlate\s*<\s*(\w+)\s*(\*?)\s*>", expr)
            if xl:	# dt_ident.c dt_idkind_name( ) of a dynamic node
                ty = ("pointer to " if xl.group(2) else "") + "translated data"
                lib.dynamic[name] = (xl.group(1), "->" if xl.group(2) else ".")
            lib.inlines[name] = (ty, bool(idx))
        return
    m = re.fullmatch(r"typedef\s+(struct|union)\s+(\w+)\s*\{(.*)\}\s*(\w+)", s)
    if m:
        lib.structs[m.group(4)] = [split_member(x) for x in m.group(3).split(";")
                                   if x.strip()]
        lib.tags.add("%s %s" % (m.group(1), m.group(2)))
        return
    m = re.fullmatch(r"typedef\s+(.*?)\s*\b(\w+)", s)
    if m:
        lib.typedefs[m.group(2)] = re.sub(r"\s*\*", " *", m.group(1))
        return
    m = re.fullmatch(r"translator\s+(\w+)\s*<\s*(.*?)\s*\w+\s*>\s*\{(.*)\}", s)
    if m:
        mem = [x.split("=")[0].strip() for x in m.group(3).split(";") if x.strip()]
        lib.xlators.append((m.group(1), re.sub(r"\s*\*", " *", m.group(2)), mem))


def cases(lib):
    """Every check: (kind, key...)."""
    out = [("const", n) for n in lib.consts]
    out += [("table", n) for n in lib.tables]
    out += [("inline", n) for n in lib.inlines]
    out += [("typedef", n) for n in lib.typedefs]
    for s, mem in lib.structs.items():
        out.append(("sizeof", s))
        out += [("member", s, ty, n, c) for ty, n, c in mem]
    for o, i, mem in lib.xlators:
        tys = {n: tname(t, c) for t, n, c in lib.structs[o]}
        out += [("xlate", o, i, n, tys.get(n)) for n in mem]
    for o, i, mem in lib.xlators:
        out += [("noconv", o, i, n) for t, n, c in lib.structs[o] if n not in mem]
    # curcpu: dt_open.c's cpuinfo_t * (not translated); curpsinfo and
    # curlwpsinfo: procfs.d's translations of curthread
    out += [("bvar", "curcpu", n) for t, n, c in lib.structs.get("cpuinfo_t", [])]
    for v, st in (("curpsinfo", "psinfo_t"), ("curlwpsinfo", "lwpsinfo_t")):
        out += [("bvar", v, n) for t, n, c in lib.structs.get(st, [])]
    for prov, probe, k, native, xl in lib.args:
        out += [("arg", prov, probe, k, native, xl, n)
                for t, n, c in lib.structs.get(xl, [])]
    out += [("attrs", n) for n in lib.attrs]
    out += [("binding", n, v) for n, v in lib.bindings.items()
            if v > (1, 0, 0) and n != "translator"]
    return sorted(out)


def sonda_value(args, prog, opts=()):
    cmd = ["timeout", str(args.t), args.bin, "-x", "errtags"] + list(opts) + ["-qn", prog]
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    # -q's output ends with the "\n" dtrace's main( ) prints when done
    out = p.stdout[:-1] if p.stdout.endswith("\n") else p.stdout
    return cmd, (p.returncode, out, p.stderr.strip())


def member_type(lib, st, n):
    for t, m, c in lib.structs[st]:
        if m == n:
            return tname(t, c)
    return None


def xlator_members(lib, out, inp):
    for o, i, mem in lib.xlators:
        if o == out and i == inp:
            return mem
    return []


def use_of(lib, n):
    """A use of name n that trace( ) takes: n, n[0], and of translated data
    its translator's first member."""
    use = n + ("[0]" if lib.inlines.get(n, ("", False))[1] else "")
    if n in lib.dynamic:
        st, op = lib.dynamic[n]
        mem = [m for o, i, ms in lib.xlators if o == st for m in ms]
        use += op + mem[0]
    return use


def type_of(args, expr, opts=(), probe="BEGIN"):
    """The type sonda gives expr, from D_OP_INCOMPAT's message."""
    cmd, (rc, out, err) = sonda_value(
        args, "%s { x = *curthread; x = %s; }" % (probe, expr), ["-e"] + list(opts))
    m = re.search(r'\[D_OP_INCOMPAT\].*= "(.*)"$', err)
    return cmd, (m.group(1) if m else "ERR: " + err)


def check(args, lib, c):
    """[(what, command, expected, got)] of disagreements."""
    bad = []

    def cmp(what, cmd, want, got):
        if want != got:
            bad.append((what, fuzzlib.show(cmd), want, got))

    kind = c[0]
    if args.ref and (c[1] in lib.tcpudp or kind == "arg" and c[5] in lib.tcpudp):
        return None	# dtrace-ref on the project's machine skips tcp.d and udp.d
    if kind == "const":
        v, ty = lib.consts[c[1]]
        cmd, r = sonda_value(args, 'BEGIN { printf("%%d", %s); exit(0); }' % c[1])
        cmp(c[1], cmd, (0, str(v)), r[:2] if r[0] == 0 else (r[0], r[2]))
        cmd, got = type_of(args, c[1])
        cmp("type of " + c[1], cmd, ty, got)
    elif kind == "table":
        tab, dflt = lib.tables[c[1]]
        keys = sorted(tab) + [max(tab) + 1, -1]
        for k in keys:
            cmd, r = sonda_value(args, 'BEGIN { printf("%%s", %s[%d]); exit(0); }'
                                 % (c[1], k))
            cmp("%s[%d]" % (c[1], k), cmd, (0, tab.get(k, dflt)),
                r[:2] if r[0] == 0 else (r[0], r[2]))
    elif kind == "inline":
        ty, idx = lib.inlines[c[1]]
        cmd, got = type_of(args, c[1] + ("[0]" if idx else ""))
        cmp("type of " + c[1], cmd, ty, got)
    elif kind == "typedef":
        sz = lib.size(c[1])
        if sz is not None:
            cmd, r = sonda_value(args, 'BEGIN { printf("%%d", sizeof(%s)); exit(0); }'
                                 % c[1])
            cmp("sizeof " + c[1], cmd, (0, str(sz[0])), r[:2] if r[0] == 0 else (r[0], r[2]))
    elif kind == "sizeof":
        (sz, _), _ = lib.layout(c[1])
        if sz is not None:
            cmd, r = sonda_value(args, 'BEGIN { printf("%%d", sizeof(%s)); exit(0); }'
                                 % c[1])
            cmp("sizeof " + c[1], cmd, (0, str(sz)), r[:2] if r[0] == 0 else (r[0], r[2]))
    elif kind == "member":
        s, ty, n, cnt = c[1:]
        offs = dict(lib.layout(s)[1])
        if n in offs:
            cmd, r = sonda_value(args, 'BEGIN { printf("%%d", offsetof(%s, %s)); exit(0); }'
                                 % (s, n))
            cmp("offsetof(%s, %s)" % (s, n), cmd, (0, str(offs[n])),
                r[:2] if r[0] == 0 else (r[0], r[2]))
        cmd, got = type_of(args, "((%s *)0)->%s" % (s, n))
        cmp("type of %s.%s" % (s, n), cmd, tname(ty, cnt), got)
    elif kind == "noconv" and c[3] in EXTRA.get(c[1], []):
        pass		# sonda's own translation (docs/language.md)
    elif kind == "xlate":
        o, i, n, ty = c[1:]
        cmd, got = type_of(args, "xlate <%s *> ((%s)0)->%s" % (o, i, n))
        cmp("xlate <%s *> ((%s)0)->%s" % (o, i, n), cmd, ty, got)
    elif kind == "noconv":
        o, i, n = c[1:]
        cmd, got = type_of(args, "xlate <%s *> ((%s)0)->%s" % (o, i, n))
        cmp("xlate <%s *> ((%s)0)->%s" % (o, i, n), cmd, "D_XLATE_NOCONV",
            "D_XLATE_NOCONV" if "[D_XLATE_NOCONV]" in got else got)
    elif kind == "bvar":
        v, n = c[1:]
        st = {"curcpu": "cpuinfo_t", "curpsinfo": "psinfo_t",
              "curlwpsinfo": "lwpsinfo_t"}[v]
        want = member_type(lib, st, n)
        if v != "curcpu" and n not in (xlator_members(lib, st, "struct task_struct *") +
                                       EXTRA.get(st, [])):
            want = "D_XLATE_NOCONV"
        cmd, got = type_of(args, "%s->%s" % (v, n))
        cmp("type of %s->%s" % (v, n), cmd, want,
            "D_XLATE_NOCONV" if "[D_XLATE_NOCONV]" in got else got)
    elif kind == "arg":
        prov, probe, k, native, xl, n = c[1:]
        mem = xlator_members(lib, xl, native) + EXTRA.get(xl, [])
        want = member_type(lib, xl, n) if n in mem else "D_XLATE_NOCONV"
        if (prov, probe) in lib.noprobe:
            want = "D_PDESC_ZERO"
        cmd, got = type_of(args, "args[%d]->%s" % (k, n), probe="%s:::%s" % (prov, probe))
        if "which this kernel cannot enable" in got:
            return None	# a probe this kernel lacks (docs/providers.md)
        tag = re.search(r"\[(D_XLATE_NOCONV|D_PDESC_ZERO)\]", got)
        cmp("type of %s:::%s args[%d]->%s" % (prov, probe, k, n), cmd, want,
            tag.group(1) if tag else got)
    elif kind == "attrs":
        n = c[1]
        use = use_of(lib, n)
        cmd, r = sonda_value(args, "dtrace:::BEGIN { trace(%s); }" % use, ["-e", "-v"])
        m = re.search(r"Minimum Statement Attributes\s*Identifier Names: (\w+)\s*"
                      r"Data Semantics:\s*(\w+)\s*Dependency Class: (\w+)", r[1])
        cmp("-v attributes of %s" % use, cmd, lib.attrs[n],
            "/".join(m.groups()) if m else r[2])
    elif kind == "binding":
        n, v = c[1:]
        idx = lib.inlines.get(n, ("", False))[1]
        use = use_of(lib, n)
        below = [x for x in VERSIONS if vtuple(vstr(x)) < v][-1]
        at = [x for x in VERSIONS if vtuple(vstr(x)) >= v][0]
        # a version pragma reduces the library's names; -x version is set
        # before dt_load_libs( ) and reduces none (cmd/dtrace.c, dt_cc.c)
        prog = "#pragma D option version=%s\nBEGIN { trace(%s); }"
        cmd, r = sonda_value(args, prog % (vstr(below), use), ["-e"])
        # dt_xcook_ident( ): a name used as an array is made one, unset
        tag = "D_VAR_UNDEF" if idx else "D_IDENT_UNDEF"
        cmp("%s under version %s" % (n, vstr(below)), cmd, tag,
            tag if "[%s]" % tag in r[2] else r[2] or "accepted")
        cmd, r = sonda_value(args, prog % (vstr(at), use), ["-e"])
        cmp("%s under version %s" % (n, vstr(at)), cmd, "accepted",
            "accepted" if r[0] == 0 else r[2])
        if args.ref and vtuple(vstr(below)) < (1, 5, 0):
            return bad	# DTrace's own ip.d calls inet_ntoa( ), bound to 1.5
        cmd, r = sonda_value(args, "BEGIN { trace(%s); }" % use,
                             ["-e", "-x", "version=" + vstr(below)])
        cmp("%s under -x version %s" % (n, vstr(below)), cmd, "accepted",
            "accepted" if r[0] == 0 else r[2])
    return bad


def main():
    ap = fuzzlib.options(n=40, desc=__doc__.split("\n")[0])
    ap.add_argument("-d", "--dir", help="DTrace for Linux's dlibs/<arch>/<kernel> "
                    "directory (not in the project)")
    ap.add_argument("-l", "--libdtrace", help="dtrace-utils' libdtrace directory "
                    "(optional: the providers' args[] tables)")
    ap.add_argument("-a", "--all", action="store_true", help="check every case once")
    ap.add_argument("-t", type=int, default=20,
                    help="seconds each command may run (20)")
    args = ap.parse_args()
    if args.ref:	# DTrace translates none of sonda's EXTRA members
        EXTRA.clear()
    if not args.dir or not os.path.isdir(args.dir):
        print("dlibs.py: -d DIR, DTrace for Linux's D library directory (such as "
              "dtrace-utils' dlibs/x86_64/6.10), is needed; it is not part of the "
              "project", file=sys.stderr)
        return 2
    lib = parse(args.dir)
    if args.libdtrace:
        parse_args(lib, args.libdtrace)
    every = cases(lib)
    if args.all:
        picks = [(0, every)]
    else:
        picks = [(s, random.Random(s).sample(every, min(8, len(every))))
                 for s in range(args.s, args.s + args.n)]
    nbad, nskip, seen = 0, 0, set()
    for seed, cs in picks:
        for c in cs:
            if c in seen:
                continue
            seen.add(c)
            bad = check(args, lib, c)
            if bad is None:
                nskip += 1
                continue
            for what, cmd, want, got in bad:
                nbad += 1
                print("seed %d: %s\n  %s\n  DTrace: %r\n  sonda:  %r" %
                      (seed, what, cmd, want, got))
    print("%d cases (of %d), %d skipped (probes this kernel cannot enable%s), "
          "%d disagreements" % (len(seen), len(every), nskip,
                                  ", tcp.d and udp.d" if args.ref else "", nbad))
    return 1 if nbad else 0


if __name__ == "__main__":
    sys.exit(main())
