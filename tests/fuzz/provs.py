#!/usr/bin/python3
"""provs.py - DTrace for Linux's providers as a user sees them: their
probes' -lv information, -v stability reports and the values their
arguments carry, against a model of libdtrace's dt_prov_*.c.

Takes the machine's probe list from `sonda -l` once, then generates:

  list   `sonda -lv OPT DESC` with OPT one of -n, -P, -m, -f and DESC a
         description (exact, globbed or with empty fields) over the proc,
         sched, io, ip, lockstat, dtrace, profile, syscall, sdt and rawtp
         providers: stdout byte for byte, each probe's line followed by
         its "Probe Description Attributes", "Argument Attributes" and
         "Argument Types" blocks (args[N]: type, or None);
  stab   `sonda -v -e` of a clause with 1-3 such descriptions (each
         matching something), an optional predicate and 1-3 actions over
         constants, built-in variables (execname, pid, curthread,
         probeprov, probename, ...), arg0..arg9, args[N] and a global
         variable, maybe with `#pragma D attributes A/B/C NAME` for that
         variable or `#pragma D attributes A/B/C provider P PART`, and
         maybe `-x amin=A/B/C`: the "Stability attributes for description
         ..." report (minimum probe description and statement attributes)
         and each description's probe information, or the D_ATTR_MIN
         error line;
  value  a /bin/sh script run with -c, of 1-4 steps (run /bin/true or
         /bin/false, exec a missing or a non-executable file, a child sh
         that kills itself with SIGTERM or SIGKILL, raises a caught
         SIGUSR2 or an ignored SIGUSR1, cat of an existing or missing
         file, python3 starting and joining 1-3 threads or taking a
         blocked SIGUSR1 with sigtimedwait()), then `exit N`,
         traced by clauses on proc:::exec, exec-success, exec-failure,
         exit, create, start, lwp-create, lwp-start, lwp-exit,
         signal-send, signal-handle, signal-discard, signal-clear and
         syscall::openat:entry/return
         that print args[N] (and translated members) and the raw argN:
         the multiset of lines against what the script did.

The model follows DTrace's source:

  - dt_prov_proc.c, dt_prov_sched.c, dt_prov_io.c, dt_prov_ip.c,
    dt_prov_lockstat.c: the probe_args[] tables (a probe is made for each
    argno 0 entry, dt_sdt_populate() / proc's populate(); its -lv types
    are the translated type where one is given, else the native one:
    dt_sdt_probe_info() and dt_probe_args_info()), the pattr tables;
  - dt_prov_sdt.c's probe_info(): an sdt probe whose event has a
    struct trace_event_raw_EVENT in the kernel's BTF (DTrace converts it
    to CTF) has that struct's members as arguments, the first (struct
    trace_entry) and the last (char __data[]) left out, each type named
    by libctf and read back as a D type (dt_probe_args_info(): "long
    int" is "long", a __data_loc string its "u32" word);
  - dt_prov_syscall.c / dt_prov_sdt.c (probe_info_tracefs()) with
    dt_provider_tp.c's dt_tp_event_info(): the other tracepoint probes'
    types are their tracefs format's fields after the four common ones
    (and syscalls' __syscall_nr), the identifier taken off, arrays as
    T [N];
  - dt_prov_rawtp.c's probe_info(): a raw tracepoint's types are the
    parameters of the kernel's btf_trace_EVENT after the first, named
    by libctf (here from bpftool's C dump of the kernel's BTF);
  - dt_prov_dtrace.c, dt_prov_profile.c, dt_prov_cpc.c: no probe_info,
    so None;
  - cmd/dtrace.c's print_probe_info(), info_stmt(), exec_prog() and
    compile_str() (the name cut at the first of {/;);
  - dt_probe.c's dt_probe_info(): the description's attributes are the
    provider's, Unstable for a globbed or empty provider, lowered by each
    field given exactly; several matches with an Evolving field globbed
    or empty (or a globbed provider whose argument data is below
    Evolving) give EDT_UNSTABLE (no probe information, Unstable
    attributes);
  - dt_cc.c dt_setcontext() (args, probeprov/mod/func/name take the
    provider's attributes), dt_parser.c dt_cook_clause() (statement
    attributes: the minimum over the actions, from Stable/Stable/Common,
    and the predicate), dt_program.c dtrace_program_info() (minima over
    statements), dt_open.c's identifier table (curthread is
    Stable/Private/Common, the others used here Stable/Stable/Common),
    dt_pragma.c dt_pragma_attributes(), dt_options.c dt_opt_amin() and
    dt_node_attr_assign() (D_ATTR_MIN when a node's attributes are below
    amin);
  - dt_prov_proc.c's trampolines: create's args[0] is the child,
    exec-failure's args[0] the negative errno, exit's args[0] CLD_EXITED
    (1) / CLD_KILLED (2) / CLD_DUMPED (3) from exit_code, fired for the
    group leader only; create, lwp-create, start and lwp-start without a
    condition, so for every new task, a process or a thread; signal-send arg0 the target task, arg1 the signal;
    signal-discard only for a signal the target ignores, with 1 in arg1
    and args[2] (the trampoline stores the register holding the result it
    has just tested where the signal was meant); signal-handle's
    args[0] the signal, a fatal one's number rather than SIGKILL.

Left out: rawtp types with function pointers or arrays; fbt and
USDT/pid types; sdt events without a record struct that have
__data_loc fields; sched, io, ip, tcp
and udp values; tcp and udp listings (DTrace for Linux's source here has
no tcp or udp provider). The population check reports any probe sonda lists beyond DTrace's tables.

  tests/fuzz/provs.py [-n CASES] [-s SEED] [-j J] [-b SONDA] [-k KINDS] [-v]

Deterministic by seed (the probe list is the machine's). Prints each
disagreement with its command, expected and got; exit status 1 if any.
Needs root. Not run by tests/run.
"""
import concurrent.futures
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

import fuzzlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import probedesc as pd  # noqa: E402  (its probe matching and attributes)

STAB, CLASS = pd.STAB, pd.CLASS
TRACEFS = "/sys/kernel/tracing/events"

LW, PS = "lwpsinfo_t *", "psinfo_t *"
# probe_args[] of each SDT-like provider: name -> types by argno
TABLES = {
    "proc": {
        "create": [PS], "exec": ["string"], "exec-failure": ["int"],
        "exec-success": [], "exit": ["int"], "lwp-create": [LW, PS],
        "lwp-exit": [], "lwp-start": [], "signal-clear": ["int"],
        "signal-discard": [LW, PS, "int"],
        "signal-handle": ["int", "siginfo_t *", "int (*)(*) ()"],
        "signal-send": [LW, PS, "int"], "start": [],
    },
    "sched": {
        "dequeue": [LW, PS, "cpuinfo_t *", "int"],
        "enqueue": [LW, PS, "cpuinfo_t *"], "off-cpu": [LW, PS],
        "on-cpu": [], "surrender": [LW, PS], "tick": [LW, PS],
        "wakeup": [LW, PS],
    },
    "io": dict((n, ["bufinfo_t *", "devinfo_t *", "fileinfo_t *"])
               for n in ("start", "done", "wait-start", "wait-done")),
    "ip": dict((n, ["pktinfo_t *", "csinfo_t *", "ipinfo_t *", "ifinfo_t *",
                    "ipv4info_t *", "ipv6info_t *"])
               for n in ("send", "receive")),
    "lockstat": {
        "adaptive-acquire": ["struct mutex *"],
        "adaptive-acquire-error": ["struct mutex *", "int"],
        "adaptive-block": ["struct mutex *", "uint64_t"],
        "adaptive-release": ["struct mutex *"],
        "adaptive-spin": ["struct mutex *", "uint64_t"],
        "rw-acquire": ["struct rwlock *", "int"],
        "rw-release": ["struct rwlock *", "int"],
        "rw-spin": ["struct rwlock *", "uint64_t", "int"],
        "spin-acquire": ["spinlock_t *"], "spin-release": ["spinlock_t *"],
        "spin-spin": ["spinlock_t *", "uint64_t"],
    },
}
LISTED = ("proc", "sched", "io", "ip", "lockstat", "dtrace", "profile",
          "syscall", "sdt", "rawtp")


def norm_type(t, bare=True):
    """A C type as CTF names it: blanks single, `X*` as `X *`, bare
    unsigned as unsigned int (unless not bare: D keeps the name)."""
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"(?<=[\w)])\*", " *", t)
    t = re.sub(r"\*(?=\w)", "* ", t)
    t = re.sub(r"\* (?=const\b)", "*", t)	# libctf's "char *const"
    if bare:
        t = re.sub(r"\b(unsigned|signed)\b(?! (int|char|short|long))",
                   r"\1 int", t)
    return t


TP_TYPES = {}


def tp_types(path, skip):
    """dt_tp_event_info(): the types of a tracefs event's fields after
    the common ones and skip more, or None (a __data_loc field)."""
    if path in TP_TYPES:
        return TP_TYPES[path]
    out, n = [], -(4 + skip)
    try:
        text = open(path + "/format").read()
    except OSError:
        TP_TYPES[path] = None
        return None
    for ln in text.split("\n"):
        m = re.match(r"\s*field:([^;]*);", ln)
        if not m:
            continue
        n += 1
        if n <= 0:
            continue
        f = m.group(1)
        if f.startswith("__data_loc"):
            out = None
            break
        am = re.match(r"(.*\S)\s+\w+\s*((\[\d+\])+)$", f)
        if am:
            out.append(d_type(am.group(1) + am.group(2)))
        elif "[" in f:
            out = None		# a size named by a macro: left out
            break
        else:
            out.append(d_type(f.rsplit(" ", 1)[0]))
    TP_TYPES[path] = out
    return out


RAWTP = {}
RAWSTRUCT = {}
BTF_C = []


def btf_c():
    """bpftool's C dump of the kernel's BTF, read once."""
    if not BTF_C:
        BTF_C.append(subprocess.run(["bpftool", "btf", "dump", "file",
                                     "/sys/kernel/btf/vmlinux", "format",
                                     "c"], stdout=subprocess.PIPE,
                                    text=True).stdout)
    return BTF_C[0]


# dt_decl.c dt_decl_type(): a libctf integer name read back as a D type
D_INTS = {"long int": "long", "long unsigned int": "unsigned long",
          "short int": "short", "short unsigned int": "unsigned short",
          "long long int": "long long",
          "long long unsigned int": "unsigned long long"}


def d_type(t):
    """C type text t as dtrace_type_strcompile( ) and ctf_type_name( )
    give it back: D's integer names, arrays as T [N]."""
    m = re.match(r"(.*?)\s*((\[\d+\])*)$", t)
    base, dims = m.group(1), m.group(2)
    for k, v in D_INTS.items():
        base = re.sub(r"^((?:const |volatile )*)%s\b" % k, r"\g<1>" + v,
                      base)
    # a qualifier of the type text's base is not in the compiled type's
    # name (dt_decl_type( ) resolves the unqualified name)
    base = re.sub(r"^((const|volatile) )+", "", norm_type(base, False))
    if not dims:
        return base
    return base + ("" if base.endswith("*") else " ") + dims


def struct_types(event):
    """dt_prov_sdt.c probe_info(): the members of struct
    trace_event_raw_EVENT but the first and the last, when the kernel's
    BTF has it (False when it does not: the format file is used); None
    for a member not parsed here (a function pointer, a bit-field, a
    nested struct)."""
    if not RAWSTRUCT:
        for m in re.finditer(r"^struct trace_event_raw_(\w+) \{\n(.*?)^\};$",
                             btf_c(), re.M | re.S):
            RAWSTRUCT[m.group(1)] = m.group(2).strip("\n").split("\n")
        RAWSTRUCT[""] = []
    mem = RAWSTRUCT.get(event)
    if mem is None:
        return False
    out = []
    for ln in mem[1:-1]:
        dm = re.match(r"\s*([^;:(){}]*?[\s*])(\w+)((\[\d+\])*);$", ln)
        if not dm:
            return None
        out.append(d_type(dm.group(1).strip() + dm.group(3)))
    return out


def rawtp_types(event):
    """dt_prov_rawtp.c probe_info(): the parameters of the kernel's
    btf_trace_EVENT function type after the first (its context), as
    bpftool's C dump writes them read back by dtrace_type_strcompile( )
    (dt_probe_args_info( )); None for one with a function pointer or
    an array (not parsed here) or none found."""
    if not RAWTP:
        for m in re.finditer(r"^typedef void \(\*btf_trace_(\w+)\)\((.*)\);$",
                             btf_c(), re.M):
            RAWTP[m.group(1)] = m.group(2)
        RAWTP[""] = ""
    ps = RAWTP.get(event)
    if ps is None or "(" in ps or "[" in ps:
        return None
    return [d_type(t) for t in ps.split(", ")[1:]]


def arg_types(p):
    """The Argument Types lines of probe p, or None if not modelled."""
    if p.prov in TABLES:
        if p.name not in TABLES[p.prov]:
            return None
        ts = TABLES[p.prov][p.name]
        return ts
    if p.prov in ("dtrace", "profile", "cpc"):
        return []
    if p.prov == "syscall":
        ev = ("sys_enter_" if p.name == "entry" else "sys_exit_") + p.func
        return tp_types("%s/syscalls/%s" % (TRACEFS, ev), 1)
    if p.prov == "sdt":
        ts = struct_types(p.name)
        if ts is not False:
            return ts
        return tp_types("%s/%s/%s" % (TRACEFS, p.mod, p.name), 0)
    if p.prov == "rawtp":
        return rawtp_types(p.name)
    return None


TYPES_RE = re.compile(r"\n\tArgument Types\n(\t\t[^\n]*\n)*\n")


def mask_types(text):
    """text with each Argument Types block (or <types>) as <types>."""
    return TYPES_RE.sub("<types>", text)


def types_text(ts):
    s = "\n\tArgument Types\n"
    s += "".join("\t\targs[%d]: %s\n" % (i, t) for i, t in enumerate(ts))
    return s + ("\t\tNone\n" if not ts else "") + "\n"


def attr_block(title, a):
    return "\n\t%s\n\t\tIdentifier Names: %s\n\t\tData Semantics:   %s\n" \
           "\t\tDependency Class: %s\n" % (title, a[0], a[1], a[2])


def amin(a, b):
    return pd.stab_min(a, b)


def attr_lt(a, b):
    """dt_attr_cmp(a, b) < 0: some part of a below b's."""
    return STAB.index(a[0]) < STAB.index(b[0]) or \
        STAB.index(a[1]) < STAB.index(b[1]) or \
        CLASS.index(a[2]) < CLASS.index(b[2])


def attr_str(a):
    return "%s/%s/%s" % a


# ---- the population check ----

def population(model):
    """Probes of the table providers that DTrace would list and sonda
    does not, or the reverse."""
    probs = []
    for prov, tab in TABLES.items():
        got = set(p.name for p in model.byprov.get(prov, []))
        want = set(tab)
        for n in sorted(want - got):
            probs.append("missing probe %s:vmlinux::%s" % (prov, n))
        for n in sorted(got - want):
            probs.append("extra probe %s:vmlinux::%s" % (prov, n))
    return probs


# ---- list ----

def pick_desc(r, model, nf, enable=False):
    """A description over the listed providers of at most nf fields that
    matches something (with enable, only probes this kernel can
    enable)."""
    for _ in range(50):
        prov = r.choice(LISTED)
        p = r.choice(model.byprov[prov])
        vals = [p.prov, p.mod, p.func, p.name]
        f = []
        for i, v in enumerate(vals):
            x = r.random()
            if i == 0 and prov in ("syscall", "sdt", "rawtp") and x < 0.9:
                f.append(v)	# not all of them
            elif x < 0.25 and i > 0:
                f.append("")
            elif x < 0.75:
                f.append(v)
            else:
                f.append(pd.globify(r, v) if v else "")
        if prov in ("syscall", "sdt", "rawtp") and not (f[2] or f[3]) \
                and not (prov != "syscall" and f[1] and not pd.isglob(f[1])):
            f[3] = vals[3]
        f = f[:nf]
        text = ":".join(f)
        if not text.strip(":") or text[0] not in pd.PSPEC_FIRST:
            continue
        desc = f + [""] * (4 - nf)
        m = model.fresh()
        got = m.match(desc)
        if enable and any(p.key() in model.unavail for p in got):
            continue
        if got and len(got) < 80:
            return text, desc, got
    return None


def case_list(r, model, args):
    opt = r.choice(["-n", "-n", "-P", "-m", "-f"])
    nf = pd.FIELD_OF_OPT[opt]
    picked = pick_desc(r, model, nf)
    if picked is None:
        return None, []
    text, desc, got = picked
    cmd = [args.bin, "-lv", opt, text] if r.random() < 0.5 else \
        [args.bin, "-l", "-v", opt, text]
    rc, out, err = pd.run(cmd)
    want = pd.HEADER
    skip = False
    for p in got:
        ts = arg_types(p)
        if ts is None:
            skip = True
        want += p.line() + pd.attrs_text(p)
        want += types_text(ts) if ts is not None else "<types>"
    if skip:	# compare all but the types blocks
        out, want = mask_types(out), mask_types(want)
    probs = []
    if (rc, out) != (0, want):
        probs.append(pd.diff3((0, want, ""), (rc, out, "")))
    return cmd, probs


# ---- stab ----

GLOBALS = ["execname", "pid", "ppid", "tid", "uid", "timestamp",
           "walltimestamp", "epid", "id", "cpu", "curthread", "probeprov",
           "probemod", "probefunc", "probename", "arg0", "arg3", "errno"]
STABCMN = ("Stable", "Stable", "Common")
IDATTR = {"curthread": ("Stable", "Private", "Common")}
PARTS = ["provider", "module", "function", "name", "args"]
CTXVAR = {"probeprov": 0, "probemod": 1, "probefunc": 2, "probename": 3}


def rand_attr(r):
    return (r.choice(STAB), r.choice(STAB), r.choice(CLASS))


def stmt_model(pattr, pinfo, exprs, xattr):
    """The attributes of a statement's actions and predicate."""
    a = STABCMN
    for e in exprs:
        if e in CTXVAR:
            a = amin(a, pattr[CTXVAR[e]])
        elif e == "args":
            a = amin(a, pattr[4])
        elif e == "x":
            a = amin(a, xattr)
        elif e != "const":
            a = amin(a, IDATTR.get(e, STABCMN))
    return a


def probe_info(model, desc, pattrs):
    """dt_probe_info() for description desc: (provider attributes used,
    probe attributes, the probe or None)."""
    got = model.fresh().match(desc)
    isg = [f == "" or pd.isglob(f) for f in desc]
    prvdesc = tuple([("Unstable", "Unstable", "Common")] * 5)
    if not got:
        return prvdesc, prvdesc[0], None
    prp = got[0]
    pa = pattrs[prp.prov]
    if len(got) > 1:
        if (STAB.index(pa[4][1]) < STAB.index("Evolving") and isg[0]) or \
                any(STAB.index(pa[k][0]) >= STAB.index("Evolving") and isg[k]
                    for k in (1, 2, 3)):
            return prvdesc, prvdesc[0], None
    use = prvdesc if isg[0] else pa
    a = use[0]
    for k in (1, 2, 3):
        if not isg[k]:
            a = amin(a, use[k])
    return use, a, prp


def case_stab(r, model, args):
    pattrs = dict(pd.PATTR)
    for p in ("proc", "sched", "io", "ip", "lockstat"):
        pattrs[p] = pd.TP_ATTR
    pre = ""
    xattr = STABCMN
    if r.random() < 0.3:
        prov = r.choice(["proc", "sched", "syscall", "dtrace", "profile"])
        part = r.randrange(5)
        at = rand_attr(r)
        pre += "#pragma D attributes %s provider %s %s\n" % (
            attr_str(at), prov, PARTS[part])
        l = list(pattrs[prov])
        l[part] = at
        pattrs[prov] = tuple(l)
    usex = r.random() < 0.4
    if usex:
        if r.random() < 0.5:
            xattr = rand_attr(r)
            pre += "#pragma D attributes %s x\n" % attr_str(xattr)
        pre += "int x;\n"
    descs = []
    for _ in range(r.choice([1, 1, 2, 3])):
        picked = pick_desc(r, model, 4, True)
        if picked is None:
            return None, []
        descs.append(picked)
    exprs, acts = [], []
    for _ in range(r.choice([0, 1, 1, 2, 3])):
        x = r.random()
        if x < 0.15:
            acts.append("trace(%d);" % r.randrange(100))
            exprs.append("const")
        elif x < 0.25 and usex:
            acts.append("x = 1;")
            exprs.append("x")
        else:
            g = r.choice(GLOBALS)
            acts.append("trace(%s);" % g)
            exprs.append(g)
    pred = ""
    if r.random() < 0.3:
        g = r.choice(GLOBALS + (["x"] if usex else []))
        pred = "/%s == 0/" % g
        exprs.append(g)
    text = ", ".join(d[0] for d in descs)
    prog = pre + text + " " + pred + " { " + " ".join(acts) + " }"
    cmd = [args.bin, "-x", "errtags", "-v", "-e"]
    amin_v = None
    if r.random() < 0.3:
        amin_v = rand_attr(r)
        cmd += ["-x", "amin=" + attr_str(amin_v)]
    script = os.path.join(args.tmp, "stab%d.d" % r.randrange(1 << 30))
    with open(script, "w") as f:
        f.write(prog + "\n")
    if not pre and r.random() < 0.5:	# compile_str(): the name cut
        cmd += ["-n", prog]
        title = "description " + prog[:min(
            [prog.index(c) for c in "{/;" if c in prog] + [len(prog)])]
    else:
        cmd += ["-s", script]
        title = "script " + script
    rc, out, err = pd.run(cmd)
    os.unlink(script)
    # the model
    desc_a, stmt_a, infos = None, None, []
    werr = ""
    if args.ref and amin_v and attr_lt(("Private", "Private", "Unknown"),
                                       amin_v):
        # dt_load_libs( ) compiles DTrace's D libraries under -x amin
        # (dt_compile( ): pcb_cflags = dt_cflags | ..., pcb_amin =
        # dt_amin), and io.d names kernel types (Private/Private/Unknown):
        # D_ATTR_MIN in a library file of this machine's before the clause
        werr = "library"
    for dtext, desc, _ in descs:
        use, pa, prp = probe_info(model, desc, pattrs)
        if amin_v and attr_lt(pa, amin_v) and not werr:
            werr = "clause (%s) are" % attr_str(pa)
        sa = stmt_model(pattrs[prp.prov] if prp else use, prp, exprs,
                        xattr)
        desc_a = pa if desc_a is None else amin(desc_a, pa)
        stmt_a = sa if stmt_a is None else amin(stmt_a, sa)
        infos.append((desc, use, pa, prp))
    if amin_v and not werr and any(
            attr_lt(stmt_model(pattrs[i[3].prov] if i[3] else i[1], i[3],
                               [e], xattr), amin_v)
            for i in infos for e in exprs):
        werr = "node"
    probs = []
    if werr:		# D_ATTR_MIN: only the tag and status compared
        if rc != 1 or "[D_ATTR_MIN]" not in err or (
                werr.startswith("clause") and "attributes for %s less than "
                "predefined minimum" % werr not in err):
            probs.append("want D_ATTR_MIN (%s), got status %d: %s" % (
                werr, rc, err.strip()))
        return cmd + ["# " + prog.replace("\n", "\\n")], probs
    want = "\nStability attributes for %s:\n" % title
    want += attr_block("Minimum Probe Description Attributes", desc_a)
    want += attr_block("Minimum Statement Attributes", stmt_a)
    for desc, use, pa, prp in infos:
        want += "\n%s\n" % ":".join(desc)
        if prp is None:
            break
        ts = arg_types(prp)
        want += attr_block("Probe Description Attributes", pa)
        want += attr_block("Argument Attributes", use[4])
        want += types_text(ts) if ts is not None else "<types>"
    if "<types>" in want:
        out, want = mask_types(out), mask_types(want)
    if (rc, out) != (0, want):
        probs.append(pd.diff3((0, want, ""), (rc, out, err)))
    return cmd + ["# " + prog.replace("\n", "\\n")], probs


# ---- value ----

# each step: (shell text, expected lines); T is the target's pid test
STEPS = {
    "true": ("/bin/true", ["exec /bin/true", "exec-success true",
                           "exit true 1 1"]),
    "false": ("/bin/false", ["exec /bin/false", "exec-success false",
                             "exit false 1 1"]),
    "enoent": ("/nonexistent/prog 2>/dev/null",
               ["exec /nonexistent/prog", "exec-failure -2 -2 -2",
                "exit sh 1 1"]),
    "eacces": ("/etc/passwd 2>/dev/null",
               ["exec /etc/passwd", "exec-failure -13 -13 -13", "exit sh 1 1"]),
    "term": ("/bin/sh -c 'kill -TERM $$'",
             ["exec /bin/sh", "exec-success sh", "signal-send 15 15 1 1",
              "signal-handle 15 15", "exit sh 2 2"]),
    "kill": ("/bin/sh -c 'kill -KILL $$'",
             ["exec /bin/sh", "exec-success sh", "signal-send 9 9 1 1",
              "signal-handle 9 9", "exit sh 2 2"]),
    "segv": ("/bin/sh -c 'ulimit -c 0; kill -SEGV $$'",
             ["exec /bin/sh", "exec-success sh", "signal-send 11 11 1 1",
              "signal-handle 11 11", "exit sh 2 2"]),
    "killother": ("/bin/sleep 5 & /bin/sleep 0.3; kill -TERM $!; wait",
                  ["exec /bin/sleep", "exec-success sleep", "exit sleep 1 1",
                   "exec /bin/sleep", "exec-success sleep",
                   "signal-send 15 15 0 1", "signal-handle 15 15",
                   "exit sleep 2 2", "create 1 1 1", "start 1",
                   "lwp-start 0"]),
    "caught": ("/bin/sh -c 'trap : USR2; kill -USR2 $$'",
               ["exec /bin/sh", "exec-success sh", "signal-send 12 12 1 1",
                "signal-handle 12 12", "exit sh 1 1"]),
    "ignored": ("/bin/sh -c 'trap \"\" USR1; kill -USR1 $$'",
                ["exec /bin/sh", "exec-success sh", "signal-discard 1 1 1",
                 "exit sh 1 1"]),
    "cat": ("/bin/cat FILE >/dev/null",
            ["exec /bin/cat", "exec-success cat", "openat FILE -100 0",
             "openat-ret 3 3", "exit cat 1 1"]),
    "catmiss": ("/bin/cat FILE.missing 2>/dev/null",
                ["exec /bin/cat", "exec-success cat", "openat FILE.missing -100 0",
                 "openat-ret -2 -2", "exit cat 1 1"]),
}

PY = subprocess.run(["python3", "-c", "import sys; print(sys.executable)"],
                    stdout=subprocess.PIPE, text=True).stdout.strip()
PYCOMM = os.path.basename(PY)[:15]


def thread_step(n):
    """A python3 child that starts and joins n threads."""
    text = ("%s -c 'import threading; ts = [threading.Thread(target=lambda: "
            "None) for _ in range(%d)]; [t.start() for t in ts]; "
            "[t.join() for t in ts]'" % (PY, n))
    return (text, ["exec " + PY, "exec-success " + PYCOMM,
                   "exit %s 1 1" % PYCOMM] +
            ["lwp-create 1 1 1", "lwp-start 1", "lwp-exit", "start 1"] * n)


if PY:
    for _n in (1, 2, 3):
        STEPS["threads%d" % _n] = thread_step(_n)
    STEPS["sigwait"] = (
        "%s -c 'import os, signal; s = {signal.SIGUSR1}; "
        "signal.pthread_sigmask(signal.SIG_BLOCK, s); "
        "os.kill(os.getpid(), signal.SIGUSR1); "
        "signal.sigtimedwait(s, 5)'" % PY,
        ["exec " + PY, "exec-success " + PYCOMM, "signal-send 10 10 1 1",
         "signal-clear 10 10", "exit %s 1 1" % PYCOMM])

CLAUSES = {
    "exec": 'proc:::exec /ppid == $target/ '
            '{ printf("exec %s\\n", args[0]); }',
    "exec-success": 'proc:::exec-success /ppid == $target/ '
                    '{ printf("exec-success %s\\n", execname); }',
    "exec-failure": 'proc:::exec-failure /ppid == $target/ '
                    '{ printf("exec-failure %d %d %d\\n", args[0], (int)arg0, '
                    '(int)arg1); }',
    "exit": 'proc:::exit /ppid == $target/ '
            '{ printf("exit %s %d %d\\n", execname, args[0], (int)arg0); }',
    "create": 'proc:::create /pid == $target/ '
              '{ printf("create %d %d %d\\n", args[0]->pr_ppid == $target, '
              'args[0]->pr_pid != $target, arg1 == arg0); }',
    "start": 'proc:::start /ppid == $target/ '
             '{ printf("start %d\\n", curpsinfo->pr_ppid == $target); }',
    "signal-send": 'proc:::signal-send /args[1]->pr_ppid == $target/ '
                   '{ printf("signal-send %d %d %d %d\\n", args[2], (int)arg1, '
                   'args[1]->pr_pid == pid && args[0]->pr_lwpid == tid, '
                   '(int)arg2); }',
    "signal-handle": 'proc:::signal-handle /ppid == $target/ '
                     '{ printf("signal-handle %d %d\\n", args[0], '
                     '(int)arg0); }',
    "signal-discard": 'proc:::signal-discard /args[1]->pr_ppid == $target/ '
                      '{ printf("signal-discard %d %d %d\\n", args[2], '
                      '(int)arg1, arg2 == arg0); }',
    "signal-clear": 'proc:::signal-clear /ppid == $target/ '
                    '{ printf("signal-clear %d %d\\n", args[0], (int)arg0); }',
    "lwp-create": 'proc:::lwp-create /ppid == $target/ '
                  '{ printf("lwp-create %d %d %d\\n", args[0]->pr_lwpid != tid, '
                  'args[1]->pr_pid == pid, arg0 == arg1); }',
    "lwp-start": 'proc:::lwp-start /ppid == $target/ '
                 '{ printf("lwp-start %d\\n", tid != pid); }',
    "lwp-exit": 'proc:::lwp-exit /ppid == $target && tid != pid/ '
                '{ printf("lwp-exit\\n"); }',
    "openat": 'syscall::openat:entry /ppid == $target && '
              'basename(copyinstr(arg1)) == "FILEBASE"/ { self->o = 1; '
              'printf("openat %s %d %d\\n", copyinstr(arg1), args[0], '
              'args[2] & 3); }\n'
              'syscall::openat:return /self->o/ { self->o = 0; '
              'printf("openat-ret %d %d\\n", args[0], (int)arg0); }',
}


def case_value(r, model, args):
    fname = os.path.join(args.tmp, "f%d" % r.randrange(1 << 20))
    steps = [r.choice(sorted(STEPS)) for _ in range(r.randint(1, 4))]
    status = r.randrange(4)
    names = r.sample(sorted(CLAUSES), r.randint(2, len(CLAUSES)))
    if args.ref:
        # DTrace for Linux makes proc:::start, lwp-start and signal-send
        # on fbt probes (dt_prov_proc.c), which dtrace-ref here has not:
        # it stops on an assertion (dt_prov_proc.c enable( ))
        names = [n for n in names
                 if n not in ("start", "lwp-start", "signal-send")] or ["exit"]
    if any(s.startswith("cat") for s in steps) and "openat" not in names:
        names.append("openat")
    text = "\n".join(STEPS[s][0].replace("FILE", fname) for s in steps)
    script = fname + ".sh"
    with open(script, "w") as f:
        f.write(text + "\nexit %d\n" % status)
    with open(fname, "w") as f:
        f.write("x\n")
    base = os.path.basename(fname)
    prog = "\n".join(CLAUSES[n].replace("FILEBASE", base +
                                         (".missing" if "catmiss" in steps
                                          and "cat" not in steps else ""))
                     for n in names)
    if "cat" in steps and "catmiss" in steps:
        prog = prog.replace('basename(copyinstr(arg1)) == "%s"' % base,
                            'strstr(basename(copyinstr(arg1)), "%s") == '
                            'basename(copyinstr(arg1))' % base)
    want = []
    for s in steps:
        want += ["create 1 1 1", "start 1", "lwp-start 0"]
        want += [ln.replace("FILE", fname) for ln in STEPS[s][1]]
    keep = set(n.split()[0] for n in names)
    keep |= {"openat-ret"} if "openat" in keep else set()
    want = sorted(ln for ln in want if ln.split()[0] in keep)
    cmd = [args.bin, "-q", "-n", prog, "-c", "/bin/sh " + script]
    rc, out, err = pd.run(cmd, timeout=60)
    os.unlink(script)
    os.unlink(fname)
    got = sorted(ln for ln in out.split("\n") if ln)
    if any(st.startswith("threads") for st in steps):
        # a joined python thread may not have left the kernel yet when
        # the process exits: exit_group( ) kills it and get_signal( )
        # fires signal_deliver (signal-handle in dt_prov_proc.c) for
        # SIGKILL, as it would under DTrace; extra ones are not compared
        extra = got.count("signal-handle 9 9") - want.count("signal-handle 9 9")
        for _ in range(max(extra, 0)):
            got.remove("signal-handle 9 9")
    probs = []
    if rc != 0 or got != want:
        probs.append("status %d (want 0)\n  want %s\n  got  %s\n  stderr %s"
                     % (rc, want, got, err.strip()[-300:]))
    return cmd + ["# " + text.replace("\n", "; ")], probs


def one(seed, kinds, model, args):
    r = random.Random(seed)
    kind = r.choice(kinds)
    fn = {"list": case_list, "stab": case_stab, "value": case_value}[kind]
    cmd, probs = fn(r, model, args)
    return seed, kind, cmd, probs


def main():
    ap = fuzzlib.options(n=200)
    ap.add_argument("-k", "--kinds", default="list,stab,value")
    args = ap.parse_args()
    args.tmp = tempfile.mkdtemp(prefix="provs.")
    rc, out, err = pd.run([args.bin, "-l"])
    if rc:
        sys.exit("sonda -l failed: %s" % err)
    probes = pd.parse_listing(out)
    kinds = args.kinds.split(",")
    model = pd.Model(probes, {"argv": [""], "macros": {}},
                     pd.learn_unavail(args, probes) if "stab" in kinds
                     else None)
    bad = 0
    for p in population(model):
        bad += 1
        print("population: %s" % p)
    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        for seed, kind, cmd, probs in ex.map(
                lambda s: one(s, kinds, model, args),
                range(args.s, args.s + args.n)):
            if cmd is None:
                continue
            text = " ".join(shlex.quote(c) for c in cmd)
            if args.v:
                print("seed %d %s: %s" % (seed, kind, text))
            if probs:
                bad += 1
                print("seed %d %s: %s\n%s\n" % (seed, kind, text,
                                                "\n".join(probs)))
    subprocess.run(["rm", "-rf", args.tmp])
    print("%d cases, %d disagreements" % (args.n, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
