#!/usr/bin/python3
"""funcs.py - calls of D's subroutines, actions and aggregating functions
against a model of DTrace.

Generates one-clause D programs (BEGIN, after the declarations optypes.py
uses) whose statements call DTrace's subroutines, actions and aggregating
functions with right and wrong arguments: integers of several widths,
negative constants, character constants, strings (constants, variables,
execname), pointers (struct, int, char, void, curthread, a cast 0), char
arrays (curthread->comm, a struct's char c[8]), structs (by value, *p),
translated data (*curpsinfo), aggregations (@a, @b never assigned),
actions and subroutines used as values (printf, strlen), stack() and
func() values, too few and too many arguments, unknown names, names of
variables called, and calls through a non-identifier. A program is
compiled with -e -w -x errtags; the first error's D_* tag, its whole
message (the prototype lines included) and the exit status are compared
with the model's. With -r, the valid calls of the integer subroutines whose
value is easy to model (htons..ntohll, strlen, index, rindex, progenyof)
are also run, printing their value, which is compared with the model's.

The model is written from DTrace for Linux's libdtrace:

  - dt_open.c's _dtrace_globals: each function's kind and prototype (its
    parameter types, "@" for any type, "[T]" for an optional one, "..." for
    varargs); the prototypes' types are looked up by name through libctf,
    which skips qualifiers, so "const char *" is "char *";
  - dt_parser.c's dt_node_func: a call through something other than an
    identifier is D_FUNC_IDENT, an unknown name D_FUNC_UNDEF, a name that
    is not a function D_FUNC_IDKIND ("<kind> '<name>' may not be
    referenced as a function");
  - dt_ident.c's dt_ident_cook: all the arguments are cooked first (an
    action or subroutine name used as a value is D_IDENT_BADREF); then
    dt_idcook_func/dt_idcook_sign check the count (D_PROTO_LEN "f( )
    prototype mismatch: N arg(s) passed, [at least |at most ]M expected":
    at least the varargs index, between the first optional one and all,
    else exactly all), then each argument in order against its parameter
    with dt_node_is_argcompat (two integers, two string-compatible
    operands, two stacks or symbol addresses, a struct's compatible type,
    else dt_node_is_ptrcompat: pointers or arrays to compatible or void
    types, or a literal 0, never a dynamic operand): D_PROTO_ARG "f( )
    argument #N is incompatible with prototype:" with the prototype's and
    the argument's type names on two more lines;
  - dt_cg.c, once the clause is cooked, statement by statement:
    dt_cg_clsflags (commit( ) after a data-recording action D_COMM_DREC,
    speculate( ) after speculate( ) D_SPEC_SPEC, after commit( )
    D_SPEC_COMM, after data D_SPEC_DREC; a destructive action after
    speculate( ) D_ACT_SPEC, exit( ) D_EXIT_SPEC; data after commit( )
    D_DREC_COMM), then the action's own code: trace( ) of void
    (D_TRACE_VOID); tracemem( ) of neither an integer nor a pointer
    (D_TRACEMEM_ADDR), with a size that is not a positive constant
    (D_TRACEMEM_SIZE); printf( ), system( ), freopen( ) whose first
    argument is no string constant (D_PRINTF_ARG_FMT, prototype "string
    constant"); stack( ) and ustack( ) of a non-positive or non-constant
    depth (D_STACK_SIZE, D_USTACK_FRAMES), ustack( )'s second argument
    (D_USTACK_STRSIZE); clear( ), trunc( ), normalize( ), denormalize( )
    of something other than an aggregation (D_*_AGGARG, prototype
    "aggregation") or of one the program never assigns (D_*_AGGBAD
    "undefined aggregation: @a"); breakpoint( ) and panic( ) are not
    implemented (D_UNKNOWN); msgdsize( ), msgsize( ), ddi_pathname( ) have
    no code (D_FUNC_UNDEF "unimplemented subroutine"); a subroutine as a
    statement is an expression (dt_cg_node);
  - dt_cg.c's dt_cg_agg for @a = count( ), also keyed by stack( ),
    ustack( ), sym( ), mod( ), uaddr( ), usym( ), umod( ), func( ) or
    ufunc( ) (dt_cg_arglist( ) pushes them: no clause flags of their own),
    and for @c = f(...): the clause flags (D_AGG_COMM,
    D_AGG_SPEC), a value that is not scalar (D_AGG_SCALAR), then
    dt_cg_agg_lquantize (D_LQUANT_BASETYPE/BASEVAL/LIMTYPE/LIMVAL/MISMATCH/
    STEPTYPE/STEPVAL/STEPLARGE/STEPSMALL) and dt_cg_agg_llquantize
    (D_LLQUANT_FACTORTYPE/FACTORVAL/LMAGTYPE/LMAGVAL/HMAGTYPE/HMAGVAL/
    STEPTYPE/STEPVAL) in their order, and dt_cg_agg_opt_incr (an increment
    that is not scalar: D_PROTO_ARG; one argument too many: D_PROTO_LEN);
  - a ?: whose arms are the same call (dt_cook_op3): an action is D_OP_ACT
    once its arguments pass the prototype.

Left out (the model stops), where sonda keeps a difference: lltostr( )'s count (sonda
has classic DTrace's lltostr(v, base)), tracemem( ) of more than 262144
bytes (sonda records up to its 1 MiB of scratch space), chill( ), panic( ), breakpoint( ) as ?: arms (subroutines
to sonda: no D_OP_ACT); and where the model stops:
sonda's extensions chill( ), stop( ),
jstack( ) (DTrace: D_UNKNOWN, not implemented); the kernel-typed
prototypes (mutex_*, rw_*, d_path, inet_ntoa*, getmajor/getminor's
dev_t) past their argument count; valid calls of print( ), pcap( ),
printa( ), copyout*( ), alloca( ), bcopy( ), copyin*( ), speculate( )
(their code generation checks sizes, address spaces and formats); an
aggregation assigned twice, keyed, or compared with an earlier use
(D_LQUANT_MATCH*, D_AGG_REDEF), a cast as a quantization parameter, an
aggregation's value of a dynamic or action type (their output: aggs.py);
trace( ) of a struct, a stack or a translated value; printf( ) with
conversions (printf.py); curpsinfo (a translated pointer is a pointer to
sonda, see optypes.py); printa( ), clear( ), trunc( ), normalize( ), denormalize( ) of an
aggregation not assigned before (DTrace: D_IDENT_UNDEF as it cooks the
argument; sonda looks it up at the clause's end, D_*_AGGBAD).

  tests/fuzz/funcs.py [-n PROGRAMS] [-s SEED] [-j JOBS] [-b SONDA] [-r] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement; exit status 1 if any. Not run by tests/run.
"""
import os
import random
import sys

import fuzzlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import optypes as ot	# noqa: E402  (the D types and dt_node_is_* model)

Ty, N, I, ptr = ot.Ty, ot.N, ot.I, ot.ptr
INT, CHAR, LONG, VOID, STRING = ot.INT, ot.CHAR, ot.LONG, ot.VOID, ot.STRING
SIZE_T, INT64, UINT64, PID = ot.SIZE_T, ot.INT64, ot.UINT64, ot.PID
UINTPTR = I("uintptr_t", 64, False, "unsigned long")
UINT32 = I("uint32_t", 32, False, "unsigned int")
UINT16 = I("uint16_t", 16, False, "unsigned short")
INT32 = I("int32_t", 32, True, "int")
CHARP = ptr(CHAR)		# "const char *": libctf skips the qualifier
VOIDP = ptr(VOID)
KERN = Ty("ptr", "<kernel>", ref=VOID)	# a kernel type: left out
ANY, VARG = "@", "..."


class Opt:
    def __init__(self, t):
        self.t = t


# name: (kind, parameters); kind "sub", "act" or "agg"
FUNCS = {
    "alloca": ("sub", [SIZE_T]), "basename": ("sub", [CHARP]),
    "bcopy": ("sub", [VOIDP, VOIDP, SIZE_T]), "breakpoint": ("act", []),
    "chill": ("act", [INT]), "cleanpath": ("sub", [CHARP]),
    "clear": ("act", [ANY]), "commit": ("act", [INT]),
    "copyin": ("sub", [UINTPTR, SIZE_T]),
    "copyinstr": ("sub", [UINTPTR, Opt(SIZE_T)]),
    "copyinto": ("sub", [UINTPTR, SIZE_T, VOIDP]),
    "copyout": ("sub", [VOIDP, UINTPTR, SIZE_T]),
    "copyoutstr": ("sub", [ptr(CHAR), UINTPTR, SIZE_T]),
    "d_path": ("sub", [KERN]), "ddi_pathname": ("sub", [VOIDP, INT64]),
    "denormalize": ("act", [ANY]), "dirname": ("sub", [CHARP]),
    "discard": ("act", [INT]), "exit": ("act", [INT]),
    "freopen": ("act", [ANY, VARG]), "ftruncate": ("act", []),
    "func": ("act", [UINTPTR]), "getmajor": ("sub", [KERN]),
    "getminor": ("sub", [KERN]), "htonl": ("sub", [UINT32]),
    "htonll": ("sub", [UINT64]), "htons": ("sub", [UINT16]),
    "index": ("sub", [CHARP, CHARP, Opt(INT)]), "inet_ntoa": ("sub", [KERN]),
    "inet_ntoa6": ("sub", [KERN, Opt(INT)]),
    "inet_ntop": ("sub", [INT, VOIDP]), "jstack": ("act", [Opt(UINT32),
                                                           Opt(UINT32)]),
    "link_ntop": ("sub", [INT, VOIDP]), "lltostr": ("sub", [INT64]),
    "mod": ("act", [UINTPTR]), "mutex_owned": ("sub", [KERN]),
    "mutex_owner": ("sub", [KERN]), "mutex_type_adaptive": ("sub", [KERN]),
    "mutex_type_spin": ("sub", [KERN]), "ntohl": ("sub", [UINT32]),
    "ntohll": ("sub", [UINT64]), "ntohs": ("sub", [UINT16]),
    "normalize": ("act", [ANY, UINT64]), "panic": ("act", []),
    "pcap": ("act", [VOIDP, INT]), "printa": ("act", [ANY, VARG]),
    "printf": ("act", [STRING, VARG]), "print": ("act", [VOIDP]),
    "progenyof": ("sub", [PID]), "raise": ("act", [INT]),
    "rand": ("sub", []), "rindex": ("sub", [CHARP, CHARP, Opt(INT)]),
    "rw_iswriter": ("sub", [KERN]), "rw_read_held": ("sub", [KERN]),
    "rw_write_held": ("sub", [KERN]),
    "setopt": ("act", [CHARP, Opt(CHARP)]), "speculate": ("act", [INT]),
    "speculation": ("sub", []), "stack": ("act", [Opt(UINT32)]),
    "stop": ("act", []), "strchr": ("sub", [CHARP, CHAR]),
    "strlen": ("sub", [CHARP]), "strjoin": ("sub", [CHARP, CHARP]),
    "strrchr": ("sub", [CHARP, CHAR]), "strstr": ("sub", [CHARP, CHARP]),
    "strtok": ("sub", [CHARP, CHARP]), "substr": ("sub", [CHARP, INT,
                                                          Opt(INT)]),
    "sym": ("act", [UINTPTR]), "system": ("act", [ANY, VARG]),
    "trace": ("act", [ANY]), "tracemem": ("act", [ANY, SIZE_T,
                                                  Opt(SIZE_T)]),
    "trunc": ("act", [ANY, Opt(INT64)]), "uaddr": ("act", [UINTPTR]),
    "ufunc": ("act", [UINTPTR]), "umod": ("act", [UINTPTR]),
    "ustack": ("act", [Opt(UINT32), Opt(UINT32)]),
    "usym": ("act", [UINTPTR]),
    "count": ("agg", []), "sum": ("agg", [ANY]), "avg": ("agg", [ANY]),
    "min": ("agg", [ANY]), "max": ("agg", [ANY]), "stddev": ("agg", [ANY]),
    "quantize": ("agg", [ANY, VARG]),
    "lquantize": ("agg", [ANY, INT32, INT32, VARG]),
    "llquantize": ("agg", [ANY, INT32, INT32, INT32, INT32, VARG]),
}
AGGARG = {"clear": "D_CLEAR_AGGARG", "trunc": "D_TRUNC_AGGARG",
          "normalize": "D_NORMALIZE_AGGARG",
          "denormalize": "D_NORMALIZE_AGGARG"}
AGGBAD = {"clear": "D_CLEAR_AGGBAD", "trunc": "D_TRUNC_AGGBAD",
          "normalize": "D_NORMALIZE_AGGBAD",
          "denormalize": "D_NORMALIZE_AGGBAD"}
UNIMPL = {"msgdsize", "msgsize", "ddi_pathname"}
NOTIMPL = {"breakpoint", "panic"}
SONDA_EXT = {"chill", "stop", "jstack"}
SYMADDR = {"func", "sym", "mod", "ufunc", "usym", "umod", "uaddr"}
DESTRUCTIVE = {"raise", "stop", "chill", "system", "freopen", "panic",
               "breakpoint", "copyout", "copyoutstr"}
# subroutines whose valid calls compile to plain code (no size or address
# checks at code generation)
PLAIN = {"basename", "cleanpath", "dirname", "htonl", "htonll", "htons",
         "ntohl", "ntohll", "ntohs", "index", "rindex", "lltostr",
         "progenyof", "rand", "speculation", "strchr", "strrchr", "strlen",
         "strjoin", "strstr", "strtok", "substr", "inet_ntop", "link_ntop"}


def agg():	# dt_node_type_name: the identifier's kind
    return N(ot.DYN, "agg", dyn="aggregation")


def const(ty, v):
    return lambda: N(ty, "int", val=v & ot.M64)


# argument texts and their cooked nodes (None: a name used as a value)
ARGS = [
    ("0", const(INT, 0)), ("1", const(INT, 1)), ("-1", const(INT, -1)),
    ("3", const(INT, 3)), ("0x7fffffff", const(INT, 0x7fffffff)),
    ("5000000000", const(LONG, 5000000000)), ("'a'", const(INT, 97)),
    ("1UL", const(ot.I("unsigned long", 64, False), 1)),
    ("2", const(INT, 2)), ("4", const(INT, 4)), ("5", const(INT, 5)),
    ("8", const(INT, 8)), ("10", const(INT, 10)), ("16", const(INT, 16)),
    ("30", const(INT, 30)), ("64", const(INT, 64)), ("100", const(INT, 100)),
    ("-10", const(INT, -10)), ("1000000", const(INT, 1000000)),
    ("65535", const(INT, 65535)), ("65536", const(INT, 65536)),
    ("-2147483649", const(LONG, -2147483649)),
    ("gi", ot.gvar(INT)), ("gch", ot.gvar(CHAR)), ("glong", ot.gvar(LONG)),
    ("gu64", ot.gvar(UINT64)), ("arg0", ot.bvar(INT64)),
    # dt_node_op2( ) folds a cast of an integer constant: a constant
    ("pid", ot.bvar(PID)), ("(char)1", const(CHAR, 1)),
    ("(short)-2", const(I("short", 16, True), -2)),
    ('"abc"', lambda: N(STRING, "str")), ('"/a/b"', lambda: N(STRING, "str")),
    ('""', lambda: N(STRING, "str")),
    ("gstr", ot.gvar(STRING)), ("execname", ot.bvar(STRING)),
    ("gp", ot.gvar(ot.PFOO)), ("gip", ot.gvar(ptr(INT))),
    ("gcp", ot.gvar(ptr(CHAR))), ("gvp", ot.gvar(VOIDP)),
    ("curthread", ot.bvar(ptr(ot.TASK))), ("(int *)0", lambda: N(ptr(INT))),
    ("curthread->comm", lambda: ot.member(N(ot.arr(ot.KCHAR, 16)))),
    ("gs.c", lambda: ot.member(N(ot.arr(CHAR, 8), wr=True))),
    ("gs", ot.gvar(ot.FOO)), ("*gp", lambda: N(ot.FOO, lv=True, wr=True)),
    ("*curpsinfo", lambda: N(ot.DYN, dyn="translated data", xl="sou")),
    ("stack()", lambda: N(ot.STACK, "func", act=True)),
    ("func(arg0)", lambda: N(ot.SYMADDR, "func", act=True)),
    ("(void)gi", lambda: N(VOID)),
    ("@a", agg), ("@b", agg),
    ("printf", None), ("strlen", None), ("count", None),
    ("stack(1, 2)", None), ("printf(1)", None),
]
# calls given as arguments whose own cooking fails (dt_idcook_sign)
BADCALL = {
    "stack(1, 2)": ("D_PROTO_LEN", "stack( ) prototype mismatch: 2 args "
                    "passed, at most 1 expected"),
    "printf(1)": ("D_PROTO_ARG", "printf( ) argument #1 is incompatible with "
                  "prototype:\n\tprototype: string\n\t argument: int"),
}
ARG = dict(ARGS)
BADREF = {"printf": "tracing function", "count": "aggregating function",
          "strlen": "function"}


class Err(Exception):
    def __init__(self, tag, msg):
        Exception.__init__(self, tag, msg)
        self.tag, self.msg = tag, msg


class Later(Exception):
    """A case the model leaves out."""


def cook_arg(a):
    if a in BADCALL:
        raise Err(*BADCALL[a])
    if ARG[a] is None:
        raise Err("D_IDENT_BADREF", "%s '%s' may not be referenced as "
                  "scalar" % (BADREF[a], a))
    n = ARG[a]()
    n.text = a
    return n


def params(f):
    """(dis_argc, dis_optargs, dis_varargs, types) of f's prototype"""
    ps = FUNCS[f][1]
    opt = next((i for i, p in enumerate(ps) if isinstance(p, Opt)), -1)
    var = next((i for i, p in enumerate(ps) if p is VARG), -1)
    return len(ps), opt, var, [p.t if isinstance(p, Opt) else p
                               for p in ps]


def check_sign(f, args):
    """dt_idcook_sign"""
    argc, opt, var, ts = params(f)
    n = len(args)
    if var >= 0:
        bad, lim, cmp = n < var, var, "at least "
    elif opt >= 0:
        if n < opt:
            bad, lim, cmp = True, opt, "at least "
        elif n > argc:
            bad, lim, cmp = True, argc, "at most "
        else:
            bad, lim, cmp = False, n, ""
    else:
        bad, lim, cmp = n != argc, argc, ""
    if bad and f == "lltostr" and n == 2:
        bad = False
    if bad and f == "lltostr":
        raise Later()	# sonda: lltostr(v, [base]) counts differ
    if bad:
        raise Err("D_PROTO_LEN", "%s( ) prototype mismatch: %d arg%spassed, "
                  "%s%d expected" % (f, n, " " if n == 1 else "s ", cmp, lim))
    for i in range(lim):
        t = ts[i]
        if t in (ANY, VARG):
            continue
        a = args[i]
        if t is KERN:
            raise Later()
        if f == "lltostr" and len(args) == 2:
            raise Later()	# sonda: lltostr(v, base), classic DTrace's
        p = N(t, "param")
        if not ot.argcompat(p, a):
            raise Err("D_PROTO_ARG", "%s( ) argument #%d is incompatible "
                      "with prototype:\n\tprototype: %s\n\t argument: %s"
                      % (f, i + 1, t.name, ot.tname(a)))


def arg_err(f, tag, a, proto):
    return Err(tag, "%s( ) argument #1 is incompatible with prototype:\n"
               "\tprototype: %s\n\t argument: %s" % (f, proto, ot.tname(a)))


def posconst(a):
    """dt_node_is_posconst"""
    return a.nk == "int" and a.val != 0 and \
        (not a.ty.signed or a.val < (1 << 63))


class Clause:
    """dt_cg_clsflags' clause flags, and the aggregations assigned"""
    def __init__(self):
        self.spec = self.commit = self.drec = False
        self.aggs = set()


def cg_flags(cl, f):
    """dt_cg_clsflags for action f (before its code)"""
    if f == "commit":
        if cl.drec:
            raise Err("D_COMM_DREC", "commit( ) may not follow "
                      "data-recording action(s)")
        cl.commit = True
        return
    if f == "discard":
        return		# DT_CLSFLAG_COMMIT_DISCARD only
    if f == "speculate":
        if cl.spec:
            raise Err("D_SPEC_SPEC", "speculate( ) may not follow "
                      "speculate( )")
        if cl.commit:
            raise Err("D_SPEC_COMM", "speculate( ) may not follow commit( )")
        if cl.drec:
            raise Err("D_SPEC_DREC", "speculate( ) may not follow "
                      "data-recording action(s)")
        cl.spec = True
        return
    if cl.spec:
        if f in DESTRUCTIVE:
            raise Err("D_ACT_SPEC", "destructive actions may not follow "
                      "speculate( )")
        if f == "exit":
            raise Err("D_EXIT_SPEC", "exit( ) may not follow speculate( )")
    if cl.commit:
        raise Err("D_DREC_COMM", "data-recording actions may not follow "
                  "commit( )")
    cl.drec = True


def cg_act(cl, f, args):
    """the action's code (dt_cg_act_*): its checks, in order"""
    if f in NOTIMPL:
        raise Err("D_UNKNOWN", "%s() is not implemented (yet)" % f)
    if f in SONDA_EXT:
        raise Later()
    a0 = args[0] if args else None
    if f == "trace":
        if ot.is_void(a0):
            raise Err("D_TRACE_VOID", "trace( ) may not be applied to a "
                      "void expression")
        if a0.dyn or a0.nk in ("agg", "func") or \
                a0.ty.kind in ("struct", "union", "void"):
            raise Later()
    elif f == "tracemem":
        if not (ot.is_integer(a0) or (ot.is_pointer(a0) and
                                      not ot.is_string(a0))):
            raise Err("D_TRACEMEM_ADDR", "tracemem( ) argument #1 is "
                      "incompatible with prototype:\n\tprototype: pointer "
                      "or integer\n\t argument: %s" % ot.tname(a0))
        if posconst(args[1]) and args[1].val > 262144:
            raise Later()	# sonda: its scratch space
        if not posconst(args[1]):
            raise Err("D_TRACEMEM_SIZE", "tracemem( ) argument #2 must be a "
                      "non-zero positive integral constant expression")
        if len(args) > 2:
            raise Later()
    elif f in ("printf", "system", "freopen"):
        if a0.nk != "str":
            raise arg_err(f, "D_PRINTF_ARG_FMT", a0, "string constant")
        if len(args) > 1 or a0.text in ('""', '"/a/b"') and f != "printf":
            raise Later()	# conversions: printf.py; files, commands
        if a0.text == '""':
            raise Later()
    elif f in ("stack", "ustack"):
        if args and not posconst(a0):
            raise Err("D_STACK_SIZE" if f == "stack" else "D_USTACK_FRAMES",
                      "%s( ) argument #1 must be a non-zero positive "
                      "integer constant" % f)
        if len(args) > 1 and (args[1].nk != "int" or args[1].ty.signed and
                              args[1].val >= (1 << 63)):
            raise Err("D_USTACK_STRSIZE", "ustack( ) argument #2 must be a "
                      "positive integer constant")
    elif f in AGGARG:
        if a0.nk != "agg":
            raise arg_err(f, AGGARG[f], a0, "aggregation")
        if f == "normalize" and not ot.is_scalar(args[1]):
            raise Err("D_NORMALIZE_SCALAR", "normalize( ) argument #2 must "
                      "be of scalar type")
        if a0.text not in cl.aggs:
            raise Err(AGGBAD[f], "undefined aggregation: %s" % a0.text)
    elif f in ("print", "pcap", "printa", "speculate", "setopt"):
        raise Later()
    elif f in ("exit", "commit", "discard", "raise", "ftruncate") or \
            f in SYMADDR:
        pass
    else:
        raise Later()


def lq_consts(f, ns):
    """(value as int64, as uint64) of each constant parameter, or raises
    the *TYPE error of the first that is no integer constant."""
    out = []
    for i, a in enumerate(ns[1:5 if f == "llquantize" else 3]):
        if a.nk != "int":
            if f == "lquantize":
                raise Err(["D_LQUANT_BASETYPE", "D_LQUANT_LIMTYPE"][i],
                          "lquantize( ) argument #%d must be an integer "
                          "constant" % (i + 1))
            return out, i
        out.append(a.val)
    return out, None


def s64(v):
    return v - (1 << 64) if v >> 63 else v


def cg_agg(cl, f, ns):
    """dt_cg_agg: clause flags, D_AGG_SCALAR, the function's own checks"""
    if cl.commit:
        raise Err("D_AGG_COMM", "aggregating actions may not follow "
                  "commit( )")
    if cl.spec:
        raise Err("D_AGG_SPEC", "aggregating actions may not follow "
                  "speculate( )")
    cl.drec = True
    if ns and not ot.is_scalar(ns[0]):
        if ns[0].dyn or ns[0].act or ns[0].nk == "agg":
            raise Later()
        raise Err("D_AGG_SCALAR", "%s( ) argument #1 must be of scalar type"
                  % f)
    if any(a.text.startswith("(") for a in ns[1:]):
        raise Later()	# a cast: is it an integer constant node?
    if f == "lquantize":
        lq(ns)
        incr(f, ns, 4, 5)
    elif f == "llquantize":
        llq(ns)
        incr(f, ns, 5, 6)
    elif f == "quantize":
        incr(f, ns, 1, 2)
    elif f != "count" and len(ns) > 1:
        raise Later()


def incr(f, ns, i, argmax):
    """dt_cg_agg_opt_incr"""
    if len(ns) <= i:
        return
    if not ot.is_scalar(ns[i]):
        if ns[i].dyn or ns[i].act or ns[i].nk == "agg":
            raise Later()
        raise Err("D_PROTO_ARG", "%s( ) increment value (argument #%d) must "
                  "be of scalar type" % (f, argmax))
    if len(ns) > i + 1:
        raise Err("D_PROTO_LEN", "%s( ) prototype mismatch: %d args passed, "
                  "at most %d expected" % (f, len(ns), argmax))


def lq(ns):
    """dt_cg_agg_lquantize's checks"""
    def bad(tag, msg):
        raise Err(tag, "lquantize( ) " + msg)
    b, lim = ns[1], ns[2]
    if b.nk != "int":
        bad("D_LQUANT_BASETYPE", "argument #1 must be an integer constant")
    base = s64(b.val)
    if not -(1 << 31) <= base < (1 << 31):
        bad("D_LQUANT_BASEVAL", "argument #1 must be a 32-bit quantity")
    if lim.nk != "int":
        bad("D_LQUANT_LIMTYPE", "argument #2 must be an integer constant")
    limit = s64(lim.val)
    if not -(1 << 31) <= limit < (1 << 31):
        bad("D_LQUANT_LIMVAL", "argument #2 must be a 32-bit quantity")
    if limit <= base:
        bad("D_LQUANT_MISMATCH", "base (argument #1) must be less than "
            "limit (argument #2)")
    step = 1
    if len(ns) > 3:
        if not posconst(ns[3]):
            bad("D_LQUANT_STEPTYPE", "argument #3 must be a non-zero "
                "positive integer constant")
        step = ns[3].val
        if step > 0xffff:
            bad("D_LQUANT_STEPVAL", "argument #3 must be a 16-bit quantity")
    nlev = ((limit - base) & ot.M64) // step
    if nlev == 0:
        bad("D_LQUANT_STEPLARGE", "step (argument #3) too large: must have "
            "at least one quantization level")
    if nlev > 0xffff:
        bad("D_LQUANT_STEPSMALL", "step (argument #3) too small: number of "
            "quantization levels must be a 16-bit quantity")


def llq(ns):
    """dt_cg_agg_llquantize's checks"""
    def bad(tag, msg):
        raise Err(tag, msg)
    L = "llquantize( ) argument "
    a1, a2, a3, a4 = ns[1:5]
    if a1.nk != "int":
        bad("D_LLQUANT_FACTORTYPE", L + "#1 must be an integer constant")
    factor = a1.val
    if factor > 0xffff or factor < 2:
        bad("D_LLQUANT_FACTORVAL", L + "#1 must be an unsigned 16-bit "
            "quantity greater than or equal to 2")
    if a2.nk != "int":
        bad("D_LLQUANT_LMAGTYPE", L + "#2 must be an integer constant")
    lmag = a2.val
    if lmag > 0xffff:
        bad("D_LLQUANT_LMAGVAL", L + "#2 must be an unsigned 16-bit quantity")
    if a3.nk != "int":
        bad("D_LLQUANT_HMAGTYPE", L + "#3 must be an integer constant")
    hmag = a3.val
    if hmag > 0xffff:
        bad("D_LLQUANT_HMAGVAL", L + "#3 must be an unsigned 16-bit quantity")
    if hmag < lmag:
        bad("D_LLQUANT_HMAGVAL", L + "#3 (high magnitude) must be at least "
            "argument #2 (low magnitude)")
    if factor ** (hmag + 1) > ot.M64:
        bad("D_LLQUANT_HMAGVAL", L + "#3 (high magnitude) will cause "
            "overflow of 64 bits")
    if not posconst(a4):
        bad("D_LLQUANT_STEPTYPE", L + "#4 must be a non-zero positive "
            "integer constant")
    steps = a4.val
    if steps > 0xffff:
        bad("D_LLQUANT_STEPVAL", L + "#4 must be an unsigned 16-bit quantity")
    L = "llquantize() argument #4 (steps) must "
    if steps < factor and factor % steps:
        bad("D_LLQUANT_STEPVAL", L + "evenly divide argument #1 (factor) "
            "when steps<factor")
    if steps > factor:
        if steps % factor:
            bad("D_LLQUANT_STEPVAL", L + "be a multiple of argument #1 "
                "(factor) when steps>factor")
        if lmag == 0 and (factor * factor) % steps:
            bad("D_LLQUANT_STEPVAL", L + "evenly divide the square of "
                "argument #1 (factor) when steps>factor and lmag==0")
        if lmag > 0 and (factor ** (lmag + 1)) % steps:
            bad("D_LLQUANT_STEPVAL", L + "evenly divide pow(argument #1 "
                "(factor), lmag (argument #2) + 1) when steps>factor and "
                "lmag>0")


def model(stmts):
    """The first error of a clause's statements, or ("ok", None).
    stmts: list of ("call", f, [arg texts], ctx) or ("agg", name)."""
    cl = Clause()
    cooked = []
    if sum(1 for s in stmts if s[0] == "call" and s[3] == "stmt" and
           FUNCS.get(s[1], ("",))[0] == "agg") > 1:
        raise Later()	# @c assigned twice: D_AGG_REDEF or not
    try:
        # dt_node_func, as the clause is parsed
        for s in stmts:
            f = s[1]
            if s[0] == "agg":
                continue
            if f == "<member>":
                raise Err("D_FUNC_IDENT", "function designator is not of "
                          "function type")
            if f in ("execname", "gi"):
                raise Err("D_FUNC_IDKIND", "scalar '%s' may not be "
                          "referenced as a function" % f)
            if f not in FUNCS:
                raise Err("D_FUNC_UNDEF", "undefined function name: %s" % f)
        # dt_cook_clause: every statement is cooked before any code
        for s in stmts:
            if s[0] == "agg":
                cl.aggs.add(s[1])
                cooked.append(None)
                continue
            _, f, args, ctx = s
            ns = []
            for a in args:
                # dt_cook_ident: an aggregation no statement before has
                # assigned is unknown (dt_xcook_ident without create)
                if ARG.get(a) is agg and a not in cl.aggs:
                    if f in AGGARG or f == "printa":
                        raise Later()	# sonda: looked up at the clause's end
                    raise Err("D_IDENT_UNDEF", "failed to resolve %s: "
                              "Unknown variable name" % a)
                ns.append(cook_arg(a))
            tern_act = ctx == "tern" and FUNCS[f][0] == "act"
            if tern_act and f in ("chill", "panic", "breakpoint"):
                raise Later()	# subroutines to sonda: no D_OP_ACT
            check_sign(f, ns)
            if tern_act:
                # dt_cook_op3: both arms are the same call (compatible)
                raise Err("D_OP_ACT", "action cannot be used in a "
                          "conditional context")
            cooked.append(ns)
        for s, ns in zip(stmts, cooked):
            if s[0] == "agg":
                # dt_cg_agg( ): the clause's flags first; a stack( )-like
                # key is pushed by dt_cg_arglist( ), no action of the
                # clause (no dt_cg_clsflags( ) of its own)
                if cl.commit:
                    raise Err("D_AGG_COMM", "aggregating actions may not "
                              "follow commit( )")
                if cl.spec:
                    raise Err("D_AGG_SPEC", "aggregating actions may not "
                              "follow speculate( )")
                cl.drec = True
                continue
            _, f, args, ctx = s
            kind = FUNCS[f][0]
            if kind == "agg":
                cg_agg(cl, f, ns)
                continue
            if kind == "sub":
                if f in UNIMPL:
                    raise Err("D_FUNC_UNDEF", "unimplemented subroutine: %s"
                              % f)
                if f not in PLAIN or any(n.ty.kind in ("struct", "union") or
                                         n.dyn or n.act or n.nk == "agg"
                                         for n in ns):
                    raise Later()
                if any(FUNCS[f][1][i] is KERN for i in range(len(ns))):
                    raise Later()
                continue
            cg_flags(cl, f)
            cg_act(cl, f, ns)
    except Err as x:
        return x.tag, x.msg
    return "ok", None


class Gen:
    def __init__(self, r):
        self.r = r
        self.force_quant = False
        self.values = False

    def arg(self, t):
        """an argument, often one of the parameter's kind"""
        r = self.r
        if r.random() < 0.45 or t in (ANY, VARG, None):
            return r.choice(ARGS)[0]
        if isinstance(t, Opt):
            t = t.t
        if t is INT32:
            return r.choice(["0", "1", "-1", "2", "3", "4", "5", "8", "10",
                             "100", "16", "65535", "65536", "-2147483649",
                             "0x7fffffff", "5000000000", "gi", "'a'",
                             "1000000", "-10", "30", "64"])
        if t.kind == "int":
            return r.choice(["0", "1", "-1", "3", "gi", "glong", "arg0",
                             "'a'", "5000000000", "gch"])
        if t is STRING or t is CHARP or t.name == "char *":
            return r.choice(['"abc"', '"/a/b"', "gstr", "execname",
                             "curthread->comm", "gcp", '""'])
        return r.choice(["gp", "gvp", "gip", "curthread", "(int *)0", "0"])

    def call(self):
        r = self.r
        c = r.random()
        if c < 0.02:
            return ("call", r.choice(["nosuchfn", "execname", "gi"]),
                    [self.arg(None)], "stmt")
        if c < 0.03:
            return ("call", "<member>", ["1"], "stmt")
        if c < 0.15 or self.force_quant:	# constant parameters
            f = r.choice(["lquantize", "llquantize", "quantize"])
            n = {"quantize": 1, "lquantize": 3, "llquantize": 5}[f]
            n += r.choice([0, 0, 1, 1, 2]) if f != "quantize" else \
                r.choice([0, 1, 1, 2])
            vals = [r.choice(["gi", "arg0", "1", "gi", "arg0", "glong",
                              '"abc"', "gs", "gp"])]
            vals += [self.arg(INT32) for _ in range(n - 1)]
            return ("call", f, vals, "stmt")
        f = r.choice(sorted(FUNCS))
        ps = FUNCS[f][1]
        n = sum(1 for p in ps if not isinstance(p, Opt) and p is not VARG)
        d = r.random()
        if d < 0.15:
            n = max(0, n - 1 - r.randrange(2))
        elif d < 0.3:
            n += 1 + r.randrange(2)
        elif d < 0.6:
            n = len([p for p in ps if p is not VARG])
        ps = ps + [VARG] * 4
        ctx = "tern" if FUNCS[f][0] != "agg" and r.random() < 0.2 else "stmt"
        return ("call", f, [self.arg(ps[i]) for i in range(n)], ctx)

    def value_call(self):
        """-r: an integer subroutine of constant arguments"""
        r = self.r
        f = r.choice(["htons", "htonl", "htonll", "ntohs", "ntohl", "ntohll",
                      "strlen", "index", "rindex"])
        if f.startswith(("hton", "ntoh")):
            return ("call", f, [r.choice(["0", "1", "-1", "3", "0x7fffffff",
                                          "'a'"])], "stmt")
        strs = ['"abc"', '"/a/b"', '""']
        return ("call", f, [r.choice(strs) for _ in
                            range(1 if f == "strlen" else 2)], "stmt")

    def clause(self):
        r = self.r
        out = []
        if self.values and r.random() < 0.3:
            return [self.value_call()]
        if r.random() < 0.2:
            self.force_quant = True
            q = self.call()
            self.force_quant = False
            return [q]
        if r.random() < 0.3:
            out.append(("agg", "@a", r.choice([None, None] + STACKKEYS)))
        k = r.choice([1, 1, 1, 2, 2, 3])
        for _ in range(k):
            if r.random() < 0.15:
                f = r.choice(["speculate", "commit", "discard", "trace",
                              "exit", "raise"])
                out.append(("call", f, ["1"], "stmt"))
            else:
                out.append(self.call())
        r.shuffle(out)
        return out


# stack( )-like aggregation keys (a key signature of its own each)
STACKKEYS = ["stack()", "ustack(2)", "sym(0)", "mod(0)", "uaddr(0)",
             "usym(0)", "umod(0)", "func(0)", "ufunc(0)"]


def stmt_text(s):
    if s[0] == "agg":
        return "%s%s = count();" % (s[1], "[%s]" % s[2] if s[2] else "")
    _, f, args, ctx = s
    if f == "<member>":
        return "gs.a(%s);" % ", ".join(args)
    kind = FUNCS.get(f, ("sub",))[0]
    if ctx == "tern":
        c = "%s(%s)" % (f, ", ".join(args))
        return "gi ? %s : %s;" % (c, c)
    if kind == "agg":
        return "@c = %s(%s);" % (f, ", ".join(args))
    return "%s(%s);" % (f, ", ".join(args))


TIMEOUT = 10	# -t


def run(sonda, prog, extra):
    return fuzzlib.run_script(sonda, prog, extra, timeout=TIMEOUT)


def sonda_verdict(rc, err):
    if "[D_" in err:
        tag = err.split("[", 1)[1].split("]", 1)[0]
        msg = err.split("]", 1)[1].strip()
        if msg.startswith("line "):
            msg = msg.split(": ", 1)[1]
        return tag, msg.rstrip()
    if rc == 0:
        return "ok", None
    return "exit %d" % rc, err.strip()[:200]


# -r: values of integer subroutines on constant arguments
def bswap(v, n):
    return int.from_bytes((v & ((1 << (8 * n)) - 1)).to_bytes(n, "little"),
                          "big")


STRC = {'"abc"': "abc", '"/a/b"': "/a/b", '""': ""}


def value(f, args):
    """The value of f(args) as printf("%d") prints it, or None."""
    if f in ("htons", "ntohs", "htonl", "ntohl", "htonll", "ntohll") and \
            args[0] in ("0", "1", "-1", "3", "0x7fffffff", "'a'"):
        v = {"'a'": 97, "0x7fffffff": 0x7fffffff}.get(args[0])
        v = int(args[0]) if v is None else v
        n = {"s": 2, "l": 4, "ll": 8}[f[4:]]
        return bswap(v, n)
    if f == "strlen" and args[0] in STRC:
        return len(STRC[args[0]])
    if f in ("index", "rindex") and args[0] in STRC and args[1] in STRC \
            and len(args) == 2:
        s, t = STRC[args[0]], STRC[args[1]]
        return s.find(t) if f == "index" else s.rfind(t)
    return None


def one(args, seed):
    r = random.Random(seed)
    g = Gen(r)
    g.values = args.r
    for _ in range(100):
        stmts = g.clause()
        try:
            want = model(stmts)
            break
        except Later:
            continue
    else:
        return seed, None, None, None
    body = "\n\t".join(stmt_text(s) for s in stmts)
    prog = ot.DECLS + "\nBEGIN\n{\n\t%s\n}\n" % body
    rc, out, err = run(args.bin, prog, ["-e", "-w", "-x", "errtags"])
    got = sonda_verdict(rc, err)
    if args.r and want == got == ("ok", None) and len(stmts) == 1 and \
            stmts[0][0] == "call" and stmts[0][3] == "stmt":
        v = value(stmts[0][1], stmts[0][2])
        if v is not None:
            conv = "%d" if stmts[0][1] in ("index", "rindex") else "%u"
            p2 = ot.DECLS + '\nBEGIN\n{\n\tprintf("%s\\n", %s);\n\texit(0);' \
                '\n}\n' % (conv, stmt_text(stmts[0])[:-1])
            rc, out, err = run(args.bin, p2, ["-q"])
            prog, want, got = p2, ("value", str(v)), ("value", out.strip())
    return seed, prog, want, got


def main():
    global TIMEOUT
    ap = fuzzlib.options(n=200, j=2)
    ap.add_argument("-r", action="store_true", help="run the easy values")
    ap.add_argument("-t", type=int, default=10,
                    help="seconds each program may run (10)")
    args = ap.parse_args()
    TIMEOUT = args.t
    bad = nok = nerr = 0
    for seed, prog, want, got in fuzzlib.seeds(args, one):
        if prog is None:
            continue
        if args.v:
            print(prog)
        if want[0] in ("ok", "value"):
            nok += 1
        else:
            nerr += 1
        if want != got:
            bad += 1
            print("seed %d:\n%s\twant %s %r\n\tgot  %s %r\n" % (
                seed, prog.split("BEGIN", 1)[1], want[0], want[1],
                got[0], got[1]))
    print("%d programs, %d valid, %d refused, %d disagreements" % (
        nok + nerr, nok, nerr, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
