#!/usr/bin/python3
"""dgen.py - random, type-correct D programs, loaded into the kernel.

Where fuzz_compile feeds arbitrary text to the compiler without loading
anything, this generates programs that compile (variables of every kind,
integer and string expressions, string functions, aggregations keyed by
probefunc, casts to every integer type and any string expression (?:,
subroutines, translated members), printa( ) with formats, actions,
predicates, conditionals; ++/-- in statements and expressions, compound
shifts, divisions and masks, dynamic variables deleted by 0, the comma
operator, sizeof and offsetof of expressions and members, character
constants, strtoll( ) in a base, index( )/rindex( ) from a start,
strchr( )/strrchr( ), strtok(NULL, ...), negative substr( ) starts,
inet_ntoa6( )/inet_ntop( ), ?: of strings compared and nested, print( ),
symbol and stack aggregation keys, printf( ) of %c %o %p %S and * widths,
lquantize( ) with and without a step, three-member tuple keys, setopt( ),
exit( ) under an if) and runs each with build/sonda for a moment: a
program the kernel's verifier rejects, an internal error, a crash or a hang
is a sonda bug. A program sonda refuses with a D error is counted and its
first line kept, as it may be one too.

  tests/fuzz/dgen.py [-n COUNT] [-s SEED] [-b SONDA] [-o DIR] [-j JOBS]

Each failing program is written to DIR (default build/dgen) with its
stderr; the exit status is 1 when any failed.
"""
import os
import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import fuzzlib

INT_TYPES = ["int", "long", "uint64_t", "char", "short", "uint8_t", "int32_t",
             "unsigned int", "uint16_t"]
PROBES = ["BEGIN", "tick-50ms", "syscall::read:entry", "syscall::openat:entry",
          "syscall::write:return", "proc:::exec-success", "sched:::on-cpu",
          "profile-499", "syscall::close:entry", "END"]
# each probe's own arguments: (integer expressions, string expressions)
ARGS = {
    "proc:::exit": (["args[0]"], []),
    "proc:::signal-send": (["args[1]->pr_pid", "args[2]", "args[0]->pr_lwpid"],
                           ["args[1]->pr_fname", "args[1]->pr_psargs"]),
    "sched:::enqueue": (["args[0]->pr_lwpid", "args[1]->pr_pid", "args[2]->cpu_id"],
                        ["args[1]->pr_fname"]),
    "sched:::off-cpu": (["args[0]->pr_pri", "args[1]->pr_ppid"], ["args[1]->pr_fname"]),
    "io:::start": (["args[0]->b_bcount", "args[0]->b_flags", "args[1]->dev_minor",
                    "args[2]->fi_offset"],
                   ["args[1]->dev_statname", "args[2]->fi_name", "args[2]->fi_fs"]),
    "tcp:::send": (["args[4]->tcp_dport", "args[4]->tcp_flags", "args[2]->ip_plength"],
                   ["args[2]->ip_daddr", "args[3]->tcps_raddr"]),
    "udp:::receive": (["args[4]->udp_sport", "args[4]->udp_length"],
                      ["args[2]->ip_saddr"]),
    "syscall::read:return": (["arg1", "errno", "(int)arg0"], []),
    "syscall::openat:entry": (["arg2"], ["copyinstr(arg1)"]),
    # user space: the program runs with -c (a short sleep)
    "pid$target::nanosleep:entry": (["arg0", "uregs[R_SP]", "(int)arg1"], []),
    "pid$target::clock_nanosleep:return": (["arg1", "ucaller"], []),
}
PROBES += list(ARGS)


class Gen:
    def __init__(self, rnd):
        self.r = rnd
        self.vars = {}      # declared name -> declaration
        self.aggs = {}      # name -> (nkeys, func, params)
        self.probe = "BEGIN"

    def pick(self, seq):
        return self.r.choice(seq)

    # ---- variables (every one is declared, so any may be read first) ------
    def var(self, kind):
        n = self.r.randrange(4)
        t = self.pick(INT_TYPES) if kind == "int" else "string"
        if self.r.random() < 0.4:
            name = "g%s%d" % (kind[0], n)
            self.vars.setdefault(name, "%s %s;" % (t, name))
            return name
        if self.r.random() < 0.4:
            name = "l%s%d" % (kind[0], n)
            self.vars.setdefault(name, "this %s %s;" % (t, name))
            return "this->" + name
        if self.r.random() < 0.5:
            name = "t%s%d" % (kind[0], n)
            self.vars.setdefault(name, "self %s %s;" % (t, name))
            return "self->" + name
        sig = self.pick([["int"], ["int", "str"], ["str"]])
        name = "a%s%s" % (kind[0], "".join(k[0] for k in sig))
        self.vars.setdefault(name, "%s %s[%s];" % (
            t, name, ", ".join("int" if k == "int" else "string" for k in sig)))
        keys = ", ".join(self.iexpr(0) if k == "int" else self.sexpr(0) for k in sig)
        return "%s[%s]" % (name, keys)

    # ---- expressions: d bounds the depth --------------------------------
    def ileaf(self, d):
        c = self.r.randrange(18 if d > 0 else 4)
        if c == 0:
            return str(self.r.choice([0, 1, 2, 7, -1, 255, 65536, 2**31 - 1,
                                      -2**31, 2**40, 0x7fffffffffffffff]))
        if c == 1:
            return self.pick(["pid", "tid", "ppid", "uid", "gid", "cpu", "errno",
                              "timestamp", "vtimestamp", "walltimestamp", "epid",
                              "id", "arg0", "arg1", "arg2", "stackdepth",
                              "ustackdepth", "caller", "ucaller"])
        if c == 2:
            return self.pick(["curpsinfo->pr_pid", "curpsinfo->pr_ppid",
                              "curpsinfo->pr_uid", "curlwpsinfo->pr_lwpid",
                              "curlwpsinfo->pr_pri", "curthread->pid",
                              "curthread->tgid", "curpsinfo->pr_argc",
                              "curlwpsinfo->pr_state", "curcpu->cpu_id"])
        if c == 3:
            own = ARGS.get(self.probe, ([], []))[0]
            return self.pick(own) if own and self.r.random() < 0.5 else self.var("int")
        s, i = (lambda: self.sexpr(d - 1)), (lambda: self.iexpr(d - 1))
        return [lambda: "strlen(%s)" % s(),
                lambda: "sizeof(%s)" % self.pick(INT_TYPES + ["struct task_struct"]),
                lambda: "(%s)(%s)" % (self.pick(INT_TYPES), i()),
                lambda: "index(%s, %s)" % (s(), s()),
                lambda: "rindex(%s, %s)" % (s(), s()),
                lambda: "rand()",
                lambda: "(strstr(%s, %s) != NULL)" % (s(), s()),
                lambda: "%s(%s)" % (self.pick(["htons", "htonl", "ntohs", "ntohl",
                                               "htonll"]), i()),
                lambda: "progenyof(%s)" % i(),
                lambda: "(%s)" % i(),
                lambda: "strtoll(lltostr(%s))" % i(),
                lambda: "(%s %s %s)" % (s(), self.pick(["==", "!=", "<", ">="]), s()),
                lambda: self.iwide(d),
                lambda: self.iwide(d),
                ][c - 4]()

    def mem(self):
        """Declares garr and gst (before a use of them); returns ""."""
        self.vars.setdefault("garr", "int garr[8];")
        self.vars.setdefault("gst", "struct gs { int a; char b[8]; long c; } gst;")
        return ""

    def iwide(self, d):
        """What dt_grammar.y takes beyond dgen's first shapes: ++/-- in
        expressions, the comma operator, sizeof and offsetof of
        expressions and members, character constants, unary +, strtoll( )
        in a base, index( )/rindex( ) from a start, string ?: compared."""
        s, i = (lambda: self.sexpr(d - 1)), (lambda: self.iexpr(d - 1))
        return self.pick([
            lambda: self.pick(["++%s", "--%s", "%s++", "%s--"]) % self.var("int"),
            lambda: "(%s, %s)" % (i(), i()),
            lambda: "sizeof (%s)" % i(),
            lambda: "sizeof (%s)" % s(),
            lambda: self.mem() + self.pick(["offsetof(struct gs, c)", "offsetof(struct gs, b)",
                               "sizeof (gst)", "sizeof (gst.b)"]),
            lambda: self.pick(["'a'", "'\\n'", "'\\377'", "'ab'", "'\\0'"]),
            lambda: "+(%s)" % i(),
            lambda: "strtoll(%s, %s)" % (self.pick(['"0x1f"', '"-077"', '"zz"', s()]),
                                         self.pick(["0", "2", "8", "16", "36"])),
            lambda: "%s(%s, %s, %s)" % (self.pick(["index", "rindex"]), s(), s(), i()),
            lambda: "((%s ? %s : %s) == %s)" % (i(), s(), s(), s()),
            lambda: "(%s ? %s : %s)" % (s() + " != " + s(), i(), i()),
            lambda: "strlen(strjoin(%s, %s))" % (s(), s())])()

    def iexpr(self, d):
        if d <= 0 or self.r.random() < 0.3:
            return self.ileaf(d)
        c = self.r.randrange(8)
        i = lambda: self.iexpr(d - 1)
        if c < 4:
            op = self.pick(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
                            "==", "!=", "<", ">=", "&&", "||", "^^"])
            rhs = i()
            if op in ("<<", ">>"):
                rhs = "(%s & 63)" % rhs
            return "(%s %s %s)" % (i(), op, rhs)
        if c == 4:
            return "(%s ? %s : %s)" % (i(), i(), i())
        if c == 5:
            return "%s(%s)" % (self.pick(["-", "~", "!"]), i())
        return self.ileaf(d)

    def sleaf(self, d):
        c = self.r.randrange(5 if d > 0 else 3)
        if c == 0:
            return self.pick(['"abc"', '""', '"/usr/lib/x/../y/./z"', '"a,b,,c"',
                              '"MiXeD"', '"%d%s"', '"0123456789abcdef0123456789"'])
        if c == 1:
            return self.pick(["execname", "probefunc", "probename", "probemod",
                              "probeprov", "cwd", "root", "curpsinfo->pr_psargs",
                              "curpsinfo->pr_fname"])
        if c == 2:
            own = ARGS.get(self.probe, ([], []))[1]
            return self.pick(own) if own and self.r.random() < 0.5 else self.var("str")
        if c == 3:
            return "lltostr(%s)" % self.iexpr(d - 1)
        return "stringof(%s)" % self.iexpr(d - 1)

    def sexpr(self, d):
        if d <= 0 or self.r.random() < 0.3:
            return self.sleaf(d)
        s, i = (lambda: self.sexpr(d - 1)), (lambda: self.iexpr(d - 1))
        return self.pick([
            lambda: "strjoin(%s, %s)" % (s(), s()),
            lambda: "substr(%s, %s)" % (s(), i()),
            lambda: "substr(%s, %s, %s)" % (s(), i(), i()),
            lambda: "toupper(%s)" % s(), lambda: "tolower(%s)" % s(),
            lambda: "basename(%s)" % s(), lambda: "dirname(%s)" % s(),
            lambda: "cleanpath(%s)" % s(),
            lambda: "strtok(%s, %s)" % (s(), s()),
            lambda: "(%s ? %s : %s)" % (i(), s(), s()),
            lambda: "lltostr(%s, %s)" % (i(), self.pick(["2", "8", "10", "16", "36"])),
            lambda: "%s(%s, %s)" % (self.pick(["strchr", "strrchr"]), s(),
                                    self.pick(["'/'", "'a'", "'\\0'", "(char)%s" % i()])),
            lambda: "strtok(NULL, %s)" % s(),
            lambda: "substr(%s, -%s, %s)" % (s(), self.pick(["1", "3", "100"]), i()),
            lambda: "strstr(%s, %s)" % (s(), s()),
            lambda: self.mem() + self.pick(["inet_ntoa6((in6_addr_t *)&gst.a)",
                                            "inet_ntop(AF_INET6, (void *)&gst.a)",
                                            "inet_ntop(AF_INET, (void *)&garr[%s & 7])" % i()]),
            lambda: "(%s ? %s : %s ? %s : %s)" % (i(), s(), i(), s(), s()),
            lambda: self.mem() + "(string)%s" % self.pick(["gst.b", "curthread->comm", s()]),
            lambda: self.sleaf(d)])()

    # ---- statements -----------------------------------------------------
    def agg(self):
        name = "@a%d" % self.r.randrange(6)
        if name not in self.aggs:
            func = self.pick(["count", "sum", "avg", "min", "max", "stddev",
                              "quantize", "lquantize", "llquantize"])
            params = {"lquantize": ["0, 100, 10", "-50, 50, 5", "0, 1000, 1",
                                    "1, 2, 1", "-1000, 1000, 100"],
                      "llquantize": ["10, 0, 6, 20", "2, 0, 32, 2",
                                     "10, 3, 5, 10"]}.get(func, [""])
            sig = [self.pick(["probefunc", "str"] + INT_TYPES)
                   for _ in range(self.r.randrange(3))]
            self.aggs[name] = (sig, func, self.pick(params))
        sig, func, params = self.aggs[name]
        # a key is cast to its type, or (a string) any string expression:
        # a ?: of strings, a subroutine's result, a translated member
        keys = ", ".join(k if k == "probefunc" else self.sexpr(2) if k == "str"
                         else "(%s)(%s)" % (k, self.iexpr(1)) for k in sig)
        arg = "" if func == "count" else self.iexpr(2)
        if params:
            arg += ", " + params
        return "%s%s = %s(%s);" % (name, "[%s]" % keys if keys else "", func, arg)

    def stmt(self, depth=0):
        c = self.r.randrange(18)
        if c >= 16:
            return self.swide(depth)
        if c < 4:
            return "%s %s %s;" % (self.var("int"), self.pick(
                ["=", "+=", "-=", "|=", "^=", "*="]), self.iexpr(3))
        if c < 6:
            return "%s = %s;" % (self.var("str"), self.sexpr(3))
        if c < 8:
            return self.agg()
        if c == 8:
            kinds = [self.pick(["int", "str"]) for _ in range(self.r.randrange(1, 4))]
            fmt = " ".join(self.pick(["%d", "%u", "%x", "%5d", "%-3d"])
                           if k == "int" else self.pick(["%s", "%10s", "%-4s"])
                           for k in kinds)
            args = ", ".join(self.iexpr(2) if k == "int" else self.sexpr(2)
                             for k in kinds)
            return 'printf("%s\\n", %s);' % (fmt, args)
        if c == 9:
            return "trace(%s);" % self.pick([self.iexpr(2), self.sexpr(2)])
        if c == 10 and depth < 2:
            body = " ".join(self.stmt(depth + 1) for _ in range(self.r.randrange(1, 4)))
            els = ""
            if self.r.random() < 0.5:
                els = " else { %s }" % " ".join(self.stmt(depth + 1)
                                                 for _ in range(self.r.randrange(1, 3)))
            return "if (%s) { %s }%s" % (self.iexpr(2), body, els)
        if c == 11:
            return self.pick(["stack();", "ustack();", "stack(3);", "ustack(2);",
                              'printf("%a %a\\n", caller, caller);',
                              'printf("%Y\\n", walltimestamp);', "trace(execname);",
                              "tracemem(curthread, 8);"])
        if c == 12 and self.aggs:
            name = self.pick(list(self.aggs))
            if self.r.random() < 0.2:
                return self.printa_fmt(name)
            return self.pick(["printa(%s);", "trunc(%s, 2);", "clear(%s);",
                              "normalize(%s, 2);", "denormalize(%s);"]) % name
        if c == 13:
            return self.memstmt()
        return "%s = %s;" % (self.var("int"), self.iexpr(4))

    def swide(self, depth):
        """Statements dgen's first shapes left out: ++/--, compound
        shifts, divisions and masks, dynamic variables deleted by 0,
        print( ), symbol keys, printf( ) of %c %o %p %S, widths from *,
        lquantize( ) with a step, three-member tuple keys, setopt( ),
        exit( ) mid-clause."""
        self.vars.setdefault("garr", "int garr[8];")
        self.vars.setdefault("gst", "struct gs { int a; char b[8]; long c; } gst;")
        i = lambda: self.iexpr(2)
        return self.pick([
            lambda: self.pick(["%s++;", "%s--;", "++%s;", "--%s;"]) % self.var("int"),
            lambda: "%s %s %s;" % (self.var("int"), self.pick(["<<=", ">>=", "/=", "%=", "&="]),
                                   "((%s & 31) + 1)" % i()),
            lambda: "%s = 0;" % self.pick(["self->ti%d" % self.r.randrange(4),
                                           "aiis[%s, %s]" % (i(), self.sexpr(1))]),
            lambda: self.pick(["print(&gst.a);", "print((struct gs *)&gst.a);",
                               "print(&gst.c);", "print(&garr[2]);", "print(curthread);"]),
            lambda: "@sym%d[%s] = count();" % self.pick(list(enumerate(
                ["func(caller)", "sym(caller)", "mod(caller)", "ufunc(ucaller)",
                 "usym(ucaller)", "umod(ucaller)", "uaddr(ucaller)", "stack(2)",
                 "ustack(3)"]))),
            lambda: 'printf("%%c %%o %%p %%S %%*d %%.*s\\n", (int)%s, %s, (void *)%s, %s, %s, %s, '
                    '%s, %s);' % (i(), i(), i(), self.sexpr(2), self.pick(["3", "-4", "0"]),
                                  i(), self.pick(["2", "0"]), self.sexpr(2)),
            lambda: "@lq%d = lquantize(%s, %s);" % self.pick([(0, i(), "0, 100, 10"),
                                                               (1, i(), "-10, 10")]),
            lambda: "@t3[%s, (int)(%s), %s] = sum(%s);" % (self.sexpr(1), i(), self.sexpr(1),
                                                            i()),
            lambda: 'setopt("%s");' % self.pick(["quiet", "aggsortkey", "rawbytes=0"]),
            lambda: "if (%s) { exit(0); }" % i()])()

    def printa_fmt(self, name):
        """printa( ) with a format: a conversion for each key of the
        aggregation's type, then %@ of its value."""
        sig = self.aggs[name][0]
        convs = [self.pick(["%s", "%-12s", "%.3s"]) if k in ("str", "probefunc")
                 else self.pick(["%d", "%u", "%x", "%-5d", "%05d"]) for k in sig]
        val = self.pick(["%@d", "%@u", "%@x", "%@8d"])
        return 'printa("%s %s\\n", %s);' % (" ".join(convs), val, name)

    def memstmt(self):
        """Scratch memory, arrays, structs and the probe's own arguments."""
        self.vars.setdefault("garr", "int garr[8];")
        self.vars.setdefault("gst", "struct gs { int a; char b[8]; long c; } gst;")
        i = lambda: self.iexpr(2)
        alts = [lambda: "this->p = (int *)alloca(16); this->p[%s & 3] = %s; "
                        "trace(this->p[1]);" % (i(), i()),
                lambda: "this->q = (char *)alloca(8); bcopy(&gst.a, this->q, 4); "
                        "trace(*(int *)this->q);",
                lambda: "garr[%s & 7] = %s;" % (i(), i()),
                lambda: "gst.a = %s; gst.c += gst.a; trace(gst.b[%s & 7]);" % (i(), i()),
                lambda: "trace(garr[%s & 7] + gst.c);" % i(),
                lambda: "trace(*(garr + (%s & 7)) + *((%s & 7) + gst.b));" % (i(), i()),
                lambda: "this->ap = garr + (%s & 3); trace(*(this->ap - 1 + 2));" % i(),
                lambda: 'printf("%s %s\\n", inet_ntoa((ipaddr_t *)&gst.a), '
                        'inet_ntop(AF_INET, (void *)&gst.a));',
                lambda: "this->r = %s; %s" % (i(), self.spec())]
        if self.probe == "syscall::openat:entry":
            alts += [lambda: "this->fn = copyinstr(arg1); trace(strlen(this->fn));",
                     lambda: "tracemem(copyin(arg1, 8), 8);",
                     lambda: "@paths[copyinstr(arg1)] = count();"]
        if self.probe in ("syscall::read:entry", "syscall::close:entry"):
            alts += [lambda: "trace(fds[arg0].fi_name); trace(fds[arg0].fi_fs);"]
        return self.pick(alts)()

    def spec(self):
        return "self->spx = speculation(); self->spx ? 1 : 0;"

    def clause(self):
        self.probe = self.pick(PROBES)
        pred = "/%s/" % self.iexpr(2) if self.r.random() < 0.4 else ""
        if self.r.random() < 0.1:
            return self.spec_clauses(pred)
        body = "\n\t".join(self.stmt() for _ in range(self.r.randrange(1, 7)))
        return "%s\n%s\n{\n\t%s\n}\n" % (self.probe, pred, body)

    def spec_clauses(self, pred):
        """A speculation made, used and committed or discarded."""
        p = self.probe
        stmts = " ".join(self.pick([
            lambda: 'printf("%%d %%s\\n", %s, %s);' % (self.iexpr(2), self.sexpr(2)),
            lambda: "trace(%s);" % self.iexpr(2), lambda: "stack();"])()
            for _ in range(self.r.randrange(1, 3)))
        return ("%s\n%s\n{\n\tself->sp = speculation();\n}\n\n"
                "%s\n/self->sp/\n{\n\tspeculate(self->sp); %s\n}\n\n"
                "%s\n/self->sp/\n{\n\t%s(self->sp); self->sp = 0;\n}\n") % (
                    p, pred, p, stmts, p, self.pick(["commit", "discard"]))

    def program(self):
        clauses = [self.clause() for _ in range(self.r.randrange(1, 5))]
        end = "tick-200ms\n{\n\texit(0);\n}\n"
        return "\n".join(sorted(self.vars.values())) + "\n\n" + "\n".join(clauses) + \
            "\n" + end


BAD = ("verifier rejected", "internal error", "sonda bug", "AddressSanitizer",
       "Segmentation", "Aborted")


def run_one(args, seed):
    prog = Gen(random.Random(seed)).program()
    path = os.path.join(args.out, "p%d.d" % seed)
    with open(path, "w") as f:
        f.write(prog)
    try:
        cmd = [args.bin, "-q", "-x", "strsize=64", "-s", path]
        if "$target" in prog:
            cmd += ["-c", "/bin/sleep 0.3"]
        p = subprocess.run(cmd,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=30, text=True, errors="replace")
        err, rc = p.stderr, p.returncode
    except subprocess.TimeoutExpired:
        err, rc = "timeout after 30 s", 124
    bad = rc >= 124 or any(b in err for b in BAD)
    if bad:
        with open(path + ".err", "w") as f:
            f.write("exit %d\n%s" % (rc, err))
        return "bad", seed, err.strip().splitlines()[:1]
    os.unlink(path)
    if rc != 0:
        line = next((l for l in err.splitlines() if ": " in l), err)
        return "refused", seed, [line]
    return "ok", seed, []


def main():
    ap = fuzzlib.options(n=100, j=2)
    ap.add_argument("-o", "--out", default="build/dgen")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    counts = {"ok": 0, "refused": 0, "bad": 0}
    refusals = {}
    with ThreadPoolExecutor(args.j) as ex:
        for kind, seed, lines in ex.map(lambda s: run_one(args, s),
                                        range(args.s, args.s + args.n)):
            counts[kind] += 1
            if kind == "bad":
                print("BAD seed %d: %s" % (seed, " ".join(lines)), flush=True)
            elif kind == "refused":
                key = lines[0].split(": ", 2)[-1][:100] if lines else "?"
                refusals.setdefault(key, seed)
    for msg, seed in sorted(refusals.items()):
        print("refused (seed %d): %s" % (seed, msg))
    print("%d ok, %d refused, %d bad" % (counts["ok"], counts["refused"], counts["bad"]))
    return 1 if counts["bad"] else 0


if __name__ == "__main__":
    sys.exit(main())
