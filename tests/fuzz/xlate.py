#!/usr/bin/python3
"""xlate.py - user-declared translators against a model of DTrace's.

Each program declares an input struct (integer fields of every width and
sign with known values, a char array, a nested struct), an output struct
(members of every integer type, a string, a char array, a pointer, a
nested struct, a member filled by another translation) and translators
to it: from "struct in *", sometimes also from "int" declared first, a
second output struct used inside a member expression (a nested xlate,
by value, through -> or *: xlate<struct o2 *>(P)->c), a third from
"struct inner *" used on a member of the input (xlate<struct o4
*>(&P->n)->v) and on a translated pointer member where it is printed
(xlate<struct o4 *>(xlate<struct out *>(e)->sp)->v), and one from the
kernel's "struct task_struct *". BEGIN fills the input,
an element of a D global array (&gin[0]), and prints translated members through xlate<struct out>(e).m,
xlate<struct out *>(e)->m and (*xlate<struct out *>(e)).m, e the address
itself or a global, this->, self-> or associative pointer variable holding
it, or through an inline of a translation as the D library writes them
(inline struct out *XO = xlate<struct out *>(&gin[0]), declared after the
translator: dt_node_inline( ) cooks it there); a BEGIN clause between the
filling one and the printing one sometimes has a predicate comparing a
translated integer or string member with a constant; half the programs
key an aggregation by one to three translated members (@xa[xlate<..>(e)->m] =
sum(xlate<..>(e)->n) or count( ), once or twice), an integer one also cast
to another integer type or compared in a ?: of strings, a string one
compared in a ?: of strings, and printa( ) it at once; run as root
and compared line by line; a member's expression may read a D global (P->f0 + gk: dt_cook_xlator( )
cooks it as any identifier), a global named P may coexist with the
translator's input P, which hides it in the members (dt_idstack_push( )
of the translator's locals before the globals) and not outside, and an
element of a translated char array member is read (xlate<..>(e).m[i]);
a fifth of the programs also store a
translation whole in a variable (this->o = *xlate<struct out *>(e),
this->o = xlate<struct out>(e)), which DTrace 2.x refuses with D_UNKNOWN
"internal error -- no support for translated types yet" (dt_cg.c:
dt_cg_asgn_op( ) has the DT_IDENT_XLSOU store under #ifdef FIXME), after
the cooking errors of every clause. The model follows libdtrace:

  - dt_xlator_lookup( ) (dt_xlator.c) picks the translator in three passes
    over the declaration order: the exact input type, the resolved input
    type, then the first whose input is dt_node_is_argcompat( ) with the
    expression: a "void *" input takes the "struct in *" translator even
    when an "int" one comes first, a "long" or an enum the "int" one,
    "struct in *" never the "int" one;
  - dt_cg_node( )'s DT_TOK_DOT/PTR of a translation (dt_cg.c) evaluates
    the member's expression with P bound to the input and casts it to the
    member's type (dt_cg_typecast( )): an integer is cut to the member's
    size and read back by its sign; a string member reads the text; a char
    array member is of its own type (dt_cook_op2( )), so printf( ) records
    its bytes only; a nested struct is the struct;
  - dt_cook_xlator( ) (dt_parser.c) refuses a member the output type does
    not have (D_XLATE_MEMB) and a member whose expression is not
    dt_node_is_argcompat( ) with its type (D_XLATE_INCOMPAT, both type
    names quoted; translated data, xlate<struct o2>(P), *xlate<struct o2 *>(P)
    or xlate<struct o2 *>(P), is <DYN>, compatible with no member's type,
    and named "translated data" or "pointer to translated data");
    dt_node_xlator( ) refuses a translator declared twice
    for one input and output (D_XLATE_REDECL), an incomplete output type
    or one not a struct or union (D_XLATE_SOU); at the use, DT_TOK_XLATE's
    cooking refuses an input no translator takes (D_XLATE_NONE) and the
    member access of a member the translator does not define
    (D_XLATE_NOCONV, dt_cook_op2's DT_TOK_PTR/DT_TOK_DOT).

With --ref (DTrace for Linux itself as -b) no member of a signed type
narrower than 64 bits holds a negative value: DTrace loads a member
through a pointer with a bare BPF load and no dt_cg_promote( ) (dt_cg.c
dt_cg_node( ) DT_TOK_PTR/DT_TOK_DOT: of an alloca or DPTR left side, a
BPF_LOAD; otherwise dt_cg_load_scalar( ) of the left side, whose pointer
type is unsigned), so the register holds it zero-extended and a wider
member, a sum or arithmetic sees 2^32 - 5 for an int -5 (dtrace-ref:
(long)gin[0].f0 is 4294967291); a DTrace bug sonda does not copy.

Left out: translator declarations' own parse order (decls.py covers it),
values overflowing the expression's type before the store, the dynamic
type of xlate<T *>(e) (optypes.py and
tests/e2e/errors/xlated-dynamic.sh), an alloca( )'d input (DTrace cooks
the translator's members once, where P carries no alloca taint: they read
through its scratch offset, an invalid address; tests
types/xlate-alloca-input).

  tests/fuzz/xlate.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement; exit status 1 if any. Not run by tests/run.
"""
import random
import re
import sys

import fuzzlib

INTS = [("char", 1, 1), ("unsigned char", 1, 0), ("short", 2, 1),
        ("unsigned short", 2, 0), ("int", 4, 1), ("unsigned int", 4, 0),
        ("long", 8, 1), ("unsigned long", 8, 0), ("int8_t", 1, 1),
        ("uint8_t", 1, 0), ("int16_t", 2, 1), ("uint16_t", 2, 0),
        ("int32_t", 4, 1), ("uint32_t", 4, 0), ("int64_t", 8, 1),
        ("uint64_t", 8, 0), ("long long", 8, 1), ("uint_t", 4, 0), ("_Bool", 1, 0)]


def ext(v, size, signed):
    bits = size * 8
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


def rng(t):
    _, size, signed = t
    if signed:
        return -(1 << (size * 8 - 1)), (1 << (size * 8 - 1)) - 1
    return 0, (1 << (size * 8)) - 1


def promoted(t):
    """dt_type_promote( ) of a field with an int constant."""
    return t if t[1] >= 4 else ("int", 4, 1)


class Err(Exception):
    def __init__(self, tag, msg):
        Exception.__init__(self)
        self.tag, self.msg = tag, msg


# translations to struct o4 of a struct inner * (%s): a member of the
# input (&P->n) or a translated pointer member
XL4 = ["xlate<struct o4 *>(%s)->v", "xlate<struct o4>(%s).v",
       "(*xlate<struct o4 *>(%s)).v"]


class Prog:
    def __init__(self, r, ref=False):
        self.r = r
        nf = r.randint(1, 4)
        self.fields = []
        for i in range(nf):
            t = r.choice(INTS)
            lo, hi = rng(t)
            if ref and t[2] and t[1] < 8:
                lo = 0	# DTrace's zero-extended member loads (docstring)
            v = r.choice([0, 1, 7, 100, lo, hi, r.randint(lo, hi),
                          r.randint(max(lo, -300), min(hi, 300))])
            self.fields.append(("f%d" % i, t, v))
        self.name = "".join(r.choice("abcxyz") for _ in range(r.randint(0, 7)))
        self.inner = (r.randint(0 if ref else -1000, 1000),
                      r.randint(0 if ref else -128, 127))
        # a global a member's expression reads (dt_cook_xlator( ) cooks
        # it as any identifier), and a global named as the translator's
        # input, which its members' P hides (dt_idstack_push( ) of the
        # translator's locals in front of the globals)
        self.gk = r.choice([0, 3, -40, 1000]) if r.random() < 0.3 else None
        self.shadow = r.random() < 0.3
        self.members = []	# (name, kind, type, text, value)
        for i in range(r.randint(1, 5)):
            self.members.append(self.member("m%d" % i))
        self.has_int = r.random() < 0.4
        self.has_kern = r.random() < 0.3
        self.inline = r.random() < 0.3
        self.sou = "union" if len(self.members) == 1 and \
            r.random() < 0.5 else "struct"

    def member(self, name):
        r = self.r
        k = r.choice(["int"] * 4 + ["str", "carr", "ptr", "nest", "xl",
                                    "sptr", "enum", "null", "cond", "join",
                                    "byval", "xl", "sptr"])
        if k == "sptr":
            if r.random() < 0.5:	# translated again where it is used
                self.o4 = True
            return (name, "sptr", "struct inner *", "&P->n", self.inner)
        if k == "enum":
            fname, ft, fv = r.choice(self.fields)
            return (name, "int", ("enum col", 4, 0), "P->%s & 3" % fname,
                    ext(fv & 3, 4, 0))
        if k == "cond":
            fname, ft, fv = r.choice(self.fields)
            c = r.randint(0, 5)	# no unsigned conversion of -c
            return (name, "str", "string", 'P->%s > %d ? "gt" : "le"' % (
                fname, c), "gt" if fv > c else "le")
        if k == "join":
            return (name, "str", "string", 'strjoin(P->name, "!")',
                    self.name + "!")
        if k == "byval":
            if not hasattr(self, "o3"):
                fname, ft, fv = r.choice(self.fields)
                self.o3 = ("P.%s" % fname, fv)
            return (name, "int", ("long", 8, 1), "xlate<struct o3>(*P).c",
                    ext(self.o3[1], 8, 1))
        if k == "null":
            return (name, "ptr0", "void *", "0", 0)
        if k == "int":
            t = r.choice(INTS)
            for _ in range(20):
                fname, ft, fv = r.choice(self.fields)
                op, c = r.choice(["", "+", "-", "*", "c", "g"]), r.randint(0, 100)
                if op == "":	# P[0] is *(P + 0) (dt_cook_op2's [ ])
                    text, v, et = r.choice(["P->%s", "P[0].%s"]) % fname, fv, ft
                elif op == "g" and self.gk is not None:
                    text, v = "P->%s + gk" % fname, fv + self.gk
                    et = ft if ft[1] == 8 else ("long", 8, 1)
                elif op in ("c", "g"):
                    text, v, et = "%d" % c, c, ("int", 4, 1)
                else:
                    text = "P->%s %s %d" % (fname, op, c)
                    v = {"+": fv + c, "-": fv - c, "*": fv * c}[op]
                    et = promoted(ft)
                lo, hi = rng(et)
                if lo <= v <= hi:
                    return (name, "int", t, text, ext(v, t[1], t[2]))
            return (name, "int", t, "1", 1)
        if k == "str":
            if r.random() < 0.5:
                return (name, "str", "string", "P->name", self.name)
            return (name, "str", "string", "stringof(P->name)", self.name)
        if k == "carr":
            n = r.choice([3, 4, 6, 8, 12])	# shorter: the member's bytes
            return (name, "carr", "char %s[%d]" % (name, n), "P->name",
                    self.name[:n])
        if k == "ptr":
            return (name, "ptr", "void *", "(void *)P", 1)
        if k == "nest":
            return (name, "nest", "struct inner", "P->n", self.inner)
        t = ("long", 8, 1)
        if r.random() < 0.35:	# a translation of a member of the input
            self.o4 = True
            return (name, "xl", t, r.choice(XL4) % "&P->n",
                    sum(self.inner))
        if not hasattr(self, "xl"):	# one translator to struct o2
            fname, ft, fv = r.choice(self.fields)
            self.xl = ("P->%s" % fname, fv, ft)
        # by value, or through the pointer form by -> or *: the member's
        # expression is cooked as any other (dt_cook_xlator( ))
        return (name, "xl", t, r.choice(["xlate<struct o2>(P).c"] * 2 + [
            "xlate<struct o2 *>(P)->c", "(*xlate<struct o2 *>(P)).c"]),
                ext(self.xl[1] + 5, 8, 1))

    def mdecl(self, m):
        name, kind, t, _, _ = m
        if kind in ("int", "xl"):
            return "%s %s;" % (t[0], name)
        if kind == "carr":
            return t + ";"
        return "%s %s;" % (t, name)

    def decls(self, bad=None):
        out = ["struct inner { int x; char y; };",
               "enum col { RED, GREEN, BLUE, GRAY };",
               "struct in {"]
        out += ["\t%s %s;" % (t[0], n) for n, t, _ in self.fields]
        out += ["\tchar name[8];", "\tstruct inner n;", "};",
                "struct in2 { int z; };", "struct o2 { long c; };",
                "struct in gin[1];",
                "struct out {"]
        out += ["\t" + self.mdecl(m) for m in self.members]
        out += ["};"]
        out += ["struct in *gp;", "struct in *ap[int];",
                "self struct in *p;", "this struct in *p;"]
        if self.gk is not None:
            out.append("long gk;")
        if self.shadow:
            out.append("int P;")
        if hasattr(self, "xl"):
            out.append("translator struct o2 < struct in *P > { c = %s + 5; };"
                       % self.xl[0])
        if getattr(self, "o4", False):	# from the input's nested struct
            out.append("struct o4 { int v; };")
            out.append("translator struct o4 < struct inner *Q > "
                       "{ v = Q->x + Q->y; };")
        if hasattr(self, "o3"):	# an input by value
            out.append("struct o3 { long c; };")
            out.append("translator struct o3 < struct in P > { c = %s; };" %
                       self.o3[0])
        if self.has_int:
            body = " ".join("%s = %s;" % (m[0], self.int_text(m))
                            for m in self.members if m[1] != "nest")
            out.append("translator struct out < int I > { %s };" % body)
        mem = ["\t%s = %s;" % (m[0], m[3]) for m in self.members]
        if bad == "memb":
            mem.insert(self.r.randint(0, len(mem)), "\tzz = 1;")
        if bad == "incompat":
            i = self.r.randrange(len(mem))
            mem[i] = "\t%s = %s;" % (self.members[i][0], self.bad_text(
                self.members[i]))
        out.append("translator struct out < struct in *P > {\n%s\n};" %
                   "\n".join(mem))
        if self.inline:	# cooked as declared: after its translator
            out.append("inline struct out *XO = "
                       "xlate<struct out *>(&gin[0]);")
        if bad == "redecl":
            out.append("translator struct out < struct in *Q > { };")
        if bad == "sou":
            out.append("translator int < struct in *P > { x = 1; };")
        if bad == "incomplete":
            out.append("translator struct nodef < struct in *P > { x = 1; };")
        if self.has_kern:
            out += ["struct kt { int a; int b; char c[16]; string s; };",
                    "translator struct kt < struct task_struct *T > "
                    "{ a = T->pid; b = T->tgid; c = T->comm; s = T->comm; };"]
        return "\n".join(out)

    def int_text(self, m):
        name, kind, t, _, _ = m
        if kind == "int":
            return "I + 2"
        if kind in ("str", "carr"):
            return '"int"'
        if kind in ("ptr", "ptr0", "sptr"):
            return "0"
        return "I * 2"

    def bad_text(self, m):
        """An expression not argcompat with the member, its type's name."""
        name, kind, t, _, _ = m
        fname, ft, _ = self.fields[0]
        if hasattr(self, "xl") and self.r.random() < 0.3:
            # translated data is <DYN>, argcompat with no member's type
            # (dt_node_is_argcompat( )), named by its identifier's kind
            tn = {"int": None, "xl": None, "str": "string", "ptr": "void *",
                  "ptr0": "void *", "sptr": "struct inner *",
                  "nest": "struct inner"}.get(kind)
            if kind == "carr":
                tn = "char [%s]" % t.split("[")[1][:-1]
            e = self.r.choice(["xlate<struct o2>(P)", "*xlate<struct o2 *>(P)",
                               "xlate<struct o2 *>(P)"])
            self.badmsg = (name, tn or t[0], "pointer to translated data"
                           if e.startswith("xlate<struct o2 *>") else
                           "translated data")
            return e
        if kind in ("int", "xl"):
            self.badmsg = (name, t[0], "string")
            return '"abc"'
        if kind == "str":
            self.badmsg = (name, "string", ft[0])
            return "P->%s" % fname
        if kind == "carr":
            self.badmsg = (name, "char [%s]" % t.split("[")[1][:-1], ft[0])
            return "P->%s" % fname
        if kind in ("ptr", "ptr0"):
            self.badmsg = (name, "void *", "int")
            return "1"
        if kind == "sptr":
            self.badmsg = (name, "struct inner *", "struct in *")
            return "P"
        if kind == "nest" and self.r.random() < 0.5:
            self.badmsg = (name, "struct inner", "struct in")
            return "*P"
        self.badmsg = (name, "struct inner", ft[0])
        return "P->%s" % fname

    def fill(self):
        s = []
        for n, t, v in self.fields:
            s.append("gin[0].%s = %s;" % (
                n, "%d - 1" % (v + 1) if v == -2**63 else
                "%dUL" % v if v >= 2**63 else "%d" % v))
        for i, c in enumerate(self.name + "\0"):
            s.append("gin[0].name[%d] = %d;" % (i, ord(c)))
        s.append("gin[0].n.x = %d; gin[0].n.y = %d;" % self.inner)
        if self.gk is not None:
            s.append("gk = %d;" % self.gk)
        if self.shadow:
            s.append("P = 77;")
        return s

    def uses(self):
        """printf( ) lines and the lines the model expects."""
        r, s, want = self.r, [], []
        forms = ["xlate<struct out>(%s).%%s",
                 "xlate<struct out *>(%s)->%%s",
                 "(*xlate<struct out *>(%s)).%%s"]
        # the input held by a variable of each scope: the translator's
        # members read through the pointer the variable gives (P)
        ins = ["(&gin[0])"] * 3 + ["gp", "this->p", "self->p", "ap[1]"]
        forms = [f % i for f in forms for i in ins]
        forms += ["xlate<struct out>((void *)(&gin[0])).%s"]
        if self.inline:	# dlibs' inline psinfo_t *curpsinfo = xlate<..>
            forms += ["XO->%s", "(*XO).%s"] * 3
        s.append("gp = &gin[0]; this->p = &gin[0]; self->p = &gin[0]; "
                 "ap[1] = &gin[0];")
        # dt_cg_asgn_op( ): a translated struct stored whole is D_UNKNOWN
        # (its DT_IDENT_XLSOU store is #ifdef FIXME), found as the clause's
        # code is generated, after every clause is cooked
        self.whole = r.random() < 0.2
        if self.whole:
            s.append(r.choice(["this->o = *xlate<struct out *>((&gin[0]));",
                               "this->o = xlate<struct out>((&gin[0]));",
                               "this->o = xlate<struct out>((void *)(&gin[0]));"]))
            forms.append("this->o.%s")
        for m in self.members:
            name, kind, t, _, v = m
            f = r.choice(forms) % name
            if kind == "int" or kind == "xl":
                s.append('printf("%%d\\n", %s);' % f)
                want.append("%d" % v)
            elif kind in ("str", "carr") and r.random() < 0.3:
                # dt_cook_op2( ): the member's type, whatever its value's
                s.append('printf("%%d\\n", sizeof (%s));' % f)
                want.append("256" if kind == "str" else t[:-1].split("[")[1])
            elif kind == "carr" and r.random() < 0.3:
                # an element of a translated char array member (dt_cook_op2(
                # )'s [ ] of the member's array type)
                n = int(t[:-1].split("[")[1])
                i = r.randrange(min(n, 8))	# past 8: the bytes after name
                s.append('printf("%%d\\n", %s[%d]);' % (f, i))
                want.append("%d" % ord((self.name + "\0" * 8)[i]))
            elif kind in ("str", "carr"):
                s.append('printf("%%s|\\n", %s);' % f)
                want.append(v + "|")
            elif kind == "ptr":
                s.append('printf("%%d\\n", %s == (void *)(&gin[0]));' % f)
                want.append("1")
            elif kind == "ptr0":
                s.append('printf("%%d\\n", %s == NULL);' % f)
                want.append("1")
            elif kind == "sptr" and getattr(self, "o4", False) and \
                    r.random() < 0.6:
                # a translated pointer member translated again
                s.append('printf("%%d\\n", %s);' % (r.choice(XL4) % f))
                want.append("%d" % sum(self.inner))
            elif kind == "sptr":
                s.append('printf("%%d\\n", %s == &gin[0].n);' % f)
                want.append("1")
            else:
                s.append('printf("%%d %%d\\n", %s.x, %s.y);' % (f, f))
                want.append("%d %d" % v)
        if self.has_int and any(m[1] != "nest" for m in self.members):
            m = r.choice([m for m in self.members if m[1] != "nest"])
            c = r.randint(-50, 50)
            if r.random() < 0.2:	# argcompat: an enum is an integer
                c = abs(c)
                e = "(enum col)%d" % c
            else:
                e = r.choice(["%d", "(long)%d", "(char)%d"]) % c
            f = r.choice(["xlate<struct out>(%s).%s",
                          "xlate<struct out *>(%s)->%s"]) % (e, m[0])
            if m[1] in ("int", "xl"):
                t = m[2]
                s.append('printf("%%d\\n", %s);' % f)
                want.append("%d" % ext(c + 2 if m[1] == "int" else c * 2,
                                       t[1], t[2]))
            elif m[1] in ("str", "carr"):
                s.append('printf("%%s\\n", %s);' % f)
                want.append("int")
            else:
                s.append('printf("%%d\\n", %s == 0);' % f)
                want.append("1")
        if self.has_kern:
            s.append('printf("%d %d\\n", xlate<struct kt>(curthread).a == '
                     'tid, xlate<struct kt *>(curthread)->b == pid);')
            want.append("1 1")
            s.append('printf("%d %d\\n", xlate<struct kt>(curthread).c == '
                     'execname, xlate<struct kt *>(curthread)->s == execname);')
            want.append("1 1")
        if self.shadow:
            s.append('printf("%d\\n", P);')
            want.append("77")
        self.aggregate(s, want)
        return s, want

    def aggregate(self, s, want):
        """A translated member as an aggregation's key, another's value
        summed, printed by printa( ) at once (printed, so not again at
        exit: dtrace_aggregate_print( )'s dtpa_allunprint)."""
        r = self.r
        ks = [m for m in self.members if m[1] == "str" or
              (m[1] in ("int", "xl") and 0 <= m[4] < 2**63)]
        vs = [m for m in self.members if m[1] in ("int", "xl")]
        if not ks or r.random() < 0.5:
            return
        ins = ["(&gin[0])", "gp", "self->p", "ap[1]", "this->p"]
        keys = [self.aggkey(r.choice(ks), ins) for _ in range(r.choice([1, 1, 2, 3]))]
        kt = ", ".join(k[0] for k in keys)
        n = r.choice([1, 1, 2])	# the same key n times
        if vs and r.random() < 0.7:
            v = r.choice(vs)
            vt = "xlate<struct out *>(%s)->%s" % (r.choice(ins), v[0])
            s += ["@xa[%s] = sum(%s);" % (kt, vt)] * n
            # %@d of a sum( ) is signed whatever its argument's type:
            # dt_printf_validate( ) checks %@ against int64_t (uint64_t
            # for count( ) alone)
            val = ext(v[4] * n, 8, True)
        else:
            s += ["@xa[%s] = count();" % kt] * n
            val = n
        s.append('printa("%s|%%@d\\n", @xa);' % " ".join(k[1] for k in keys))
        want.append("%s|%d" % (" ".join(str(k[2]) for k in keys), val))

    def aggkey(self, k, ins):
        """A key from the translated member k: (text, conversion, value
        printed); an integer member is also cut by a cast to another
        integer type (dt_cg_typecast( ); kept when its value stays in
        0 .. INT_MAX, which %d prints alike at any size) or tested by a
        ?: of strings."""
        r = self.r
        kt = r.choice(["xlate<struct out *>(%s)->%s",
                       "xlate<struct out>(%s).%s"]) % (r.choice(ins), k[0])
        if k[1] == "str":
            if r.random() < 0.3:
                return ('(%s == "%s" ? "same" : "other")' % (kt, k[4]), "%s", "same")
            return kt, "%s", k[4]
        c = r.random()
        if c < 0.3:
            t = r.choice(INTS[:-1])
            v = ext(k[4], t[1], t[2])
            if 0 <= v < 2**31:
                return "(%s)%s" % (t[0], kt), "%d", v
        elif c < 0.45:
            w = r.choice([k[4], k[4] + 1])
            return ('(%s == %d ? "eq" : "ne")' % (kt, w), "%s",
                    "eq" if w == k[4] else "ne")
        return kt, "%d", k[4]

    def pred(self):
        """A predicate on a translated member, read through an input
        a variable holds; the lines it prints when true."""
        r = self.r
        ms = [m for m in self.members if m[1] in ("int", "xl", "str")]
        if not ms or r.random() < 0.4:
            return None, []
        name, kind, t, _, v = r.choice(ms)
        i = r.choice(["(&gin[0])", "gp", "self->p", "ap[1]"])
        f = r.choice(["xlate<struct out *>(%s)->%s",
                      "xlate<struct out>(%s).%s"]) % (i, name)
        if self.inline and r.random() < 0.3:
            f = "XO->" + name
        if kind == "str":
            c = r.choice([v, v + "x", v[:-1]])
            op = r.choice(["==", "!="])
            e = '%s %s "%s"' % (f, op, c)
            holds = (c == v) == (op == "==")
        else:
            c = r.choice([v, v + 1, v - 1])
            op = r.choice(["==", "!=", "<", ">="])
            if c == -2**63 or c >= 2**63:	# no constant of that value
                c, op = v, "=="
            e = "%s %s %d" % (f, op, c)
            holds = {"==": v == c, "!=": v != c, "<": v < c,
                     ">=": v >= c}[op]
            if c < 0 or c >= 2**31 or (t[2] == 0 and t[1] == 8):
                return None, []	# the constant's type and promotion
        return e, ["pred"] if holds else []

    def program(self, bad=None):
        body, want = self.uses()
        extra = []
        if bad == "noconv":
            if not self.has_int:
                self.has_int = True
            nest = [m for m in self.members if m[1] == "nest"]
            if nest:
                extra.append("trace(xlate<struct out>(1).%s.x);" % nest[0][0])
                self.err = Err("D_XLATE_NOCONV", "translator does not define "
                               "conversion for member: %s" % nest[0][0])
            else:
                extra.append("trace(xlate<struct out *>((&gin[0]))->m0);")
                extra.append("trace(xlate<struct out>((&gin[0])).zz);")
                # dt_cook_op2( ) asks the translator before the type
                self.err = Err("D_XLATE_NOCONV", "translator does not define "
                               "conversion for member: zz")
        if bad == "none":
            src = self.r.choice(["(struct in2 *)(&gin[0])", "\"abc\"",
                                 "gin[0].n", "(long)(&gin[0])"
                                 if not self.has_int else "\"abc\""])
            tname = {"(struct in2 *)(&gin[0])": "struct in2 *",
                     '"abc"': "string", "gin[0].n": "struct inner",
                     "(long)(&gin[0])": "long"}[src]
            dst = self.r.choice(["struct out"] * 3 + [
                "int", "struct out **", "struct in2", "struct in2 *"])
            if dst != "struct out":
                src, tname = "(&gin[0])", "struct in *"
            extra.append("trace(xlate<%s>(%s).m0);" % (dst, src))
            self.err = Err("D_XLATE_NONE", 'cannot translate from "%s" to '
                           '"%s"' % (tname, dst))
        pred, pwant = self.pred()
        text = self.decls(bad) + "\nBEGIN\n{\n\t" + "\n\t".join(
            self.fill() + ["gp = &gin[0]; self->p = &gin[0]; "
                           "ap[1] = &gin[0];"]) + "\n}\n"
        if pred:
            text += "\nBEGIN\n/%s/\n{\n\tprintf(\"pred\\n\");\n}\n" % pred
            want = pwant + want
        text += "\nBEGIN\n{\n\t" + "\n\t".join(
            extra + body + ["exit(0);"]) + "\n}\n"
        if bad == "memb":
            self.err = Err("D_XLATE_MEMB", "translator member zz is not a "
                           "member of struct out")
        elif bad == "incompat":
            self.err = Err("D_XLATE_INCOMPAT", 'translator member %s '
                           'definition uses incompatible types: "%s" = "%s"'
                           % self.badmsg)
        elif bad == "redecl":
            self.err = Err("D_XLATE_REDECL", "translator from struct in * to "
                           "struct out has already been declared")
        elif bad == "sou":
            self.err = Err("D_XLATE_SOU", "translator output type must be a "
                           "struct or union")
        elif bad == "incomplete":
            self.err = Err("D_XLATE_SOU", "incomplete struct/union/enum "
                           "struct nodef")
        if self.sou == "union":
            text = text.replace("struct out", "union out")
            if bad:
                self.err.msg = self.err.msg.replace("struct out", "union out")
        return text, want


BADS = ["memb", "incompat", "noconv", "none", "redecl", "sou", "incomplete"]


TIMEOUT = 20	# -t


def run(sonda, prog, extra):
    return fuzzlib.run_script(sonda, prog, extra, timeout=TIMEOUT,
                              prefix="xlate-")


def one(args, seed):
    r = random.Random(seed)
    p = Prog(r, args.ref)
    bad = r.choice(BADS) if r.random() < 0.4 else None
    prog, lines = p.program(bad)
    if not bad and p.whole:
        p.err = Err("D_UNKNOWN", "internal error -- no support for "
                    "translated types yet")
    if bad or p.whole:
        want = (p.err.tag, p.err.msg, 1)
        rc, out, err = run(args.bin, prog, ["-e", "-x", "errtags"])
        if "[D_" in err:
            tag = err.split("[", 1)[1].split("]", 1)[0]
            msg = err.split("\n")[0].split("] ", 1)[-1]
            msg = re.sub(r"^line \d+: ", "", msg)
            got = (tag, msg, rc)
        else:
            got = ("none", err.strip()[:200], rc)
    else:
        want = ("\n".join(lines) + "\n\n", 0)	# dtrace(1)'s last "\n"
        rc, out, err = run(args.bin, prog, ["-q"])
        got = (out if rc == 0 else out + err, rc)
    return seed, prog, want, got


def main():
    global TIMEOUT
    ap = fuzzlib.options(n=100, j=2)
    ap.add_argument("-t", type=int, default=20,
                    help="seconds each program may run (20)")
    args = ap.parse_args()
    TIMEOUT = args.t
    bad = nok = nerr = 0
    for seed, prog, want, got in fuzzlib.seeds(args, one):
        if args.v:
            print(prog)
        if len(want) == 2:
            nok += 1
        else:
            nerr += 1
        if want != got:
            bad += 1
            print("seed %d:\n%s\n\twant %r\n\tgot  %r\n" % (
                seed, prog, want, got))
    print("%d programs, %d run, %d refused, %d disagreements" % (
        nok + nerr, nok, nerr, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
