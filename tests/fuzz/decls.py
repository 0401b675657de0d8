#!/usr/bin/python3
"""decls.py - D declarations and the first error DTrace reports for them.

Generates random D programs of top-level items, one a line: struct, union
and enum definitions (nested, anonymous, forward-declared and referenced
before their definition, defined twice, empty, with members of void,
function, incomplete and self type, duplicate members, bit-fields of every
width and base type, zero-width named and unnamed ones, arrays of bad
dimensions), enumerators (duplicates, values past INT_MAX, negative ones,
references to earlier ones, constant expressions, names of variables and
built-ins), typedefs (of D's own names, twice, of variables' names),
declarations of global, self and this variables of every type (void,
functions, incomplete structs and enums, arrays without a dimension,
associative arrays and their key signatures) with random specifier words
(storage classes, qualifiers, signed/unsigned/short/long in any order,
several type names), declared twice with the same or another type,
function prototypes (varargs, void, named and duplicate parameters,
storage classes), inlines (type mismatches, void and incomplete ones,
redefinitions, arrays), translators (bad output types, members that do
not exist, duplicate members, type mismatches, redeclarations) and
provider definitions (bad names, prototypes, duplicate probes,
redeclarations, output arguments without a translator), then clauses that
assign and read the declared variables (some before the declaration in
the text) and, now and then, a syntax error. Each program is compiled
with -e -x errtags and DTrace's one error line (tag, line, message) or
success is compared with a model of DTrace for Linux (decls_model.py).
Some programs write struct, union and enum bodies, providers, translators
and clauses a member or statement a line, for the lines of the errors.

The model follows libdtrace's order, not C's:

  - the parser acts as it reduces (dt_grammar.y): each specifier word is
    checked as it comes (dt_decl_spec, dt_decl_attr, dt_decl_class,
    dt_decl_check: D_DECL_COMBO, _CHARATTR, _VOIDATTR, _SIGNINT, _LONGINT,
    _CLASS), a struct or union is defined at its "{" (dt_decl_sou:
    D_DECL_TYPERED), each member at its end (dt_decl_member), each
    enumerator at its end (dt_decl_enumerator), each array dimension and
    key signature as it closes (dt_decl_array), each declarator at its end
    (dt_node_decl), an inline, a translator and each probe of a provider at
    their end (dt_node_inline, dt_node_xlator with its members' checks,
    dt_node_probe, dt_node_provider); a syntax error is reported where it
    is met, after everything before it;
  - after the parse, clauses and providers are checked in their order
    (dt_compile: dt_cook_clause, dt_cook_provider);
  - type names are looked up as dt_decl_type builds them from the words
    ("long long long ", "short long ", "signed unsigned " are no types;
    "unsigned unsigned" and "short short" are; a typedef name after a size
    or sign word is still a type name, as the lexer's id_or_type( ) sees no
    type name before it); qualifiers count as attributes ("const x" names
    the type "");
  - a typedef name after a type is the declared identifier (id_or_type( )),
    the declarator after it a syntax error near it to the end of its line,
    once a declaration (D_DECL_IDRED "typedef identifier redeclared", or
    "typedef redeclared" in a typedef; extern accepts it) or a member
    (dt_decl_member) has checked it, at once in an inline; but right after
    a body-less struct, union or enum tag the lexer reads it before the tag
    is reduced, so it is a type name: dt_decl_spec( ) makes it the
    identifier, and the declarator D_DECL_IDENT, or in a typedef refuses it
    (D_DECL_IDRED "identifier redeclared");
  - identity of types as CTF's (ctf_type_cmp): each array declarator makes
    a new array type, so "int a[2]; int a[2];" is a redeclaration;
  - a struct, union or enum defined or referenced by a forward tag inside
    another scope (a struct body, parameters, brackets) is not visible by
    its name (CTF_ADD_NONROOT);
  - an enumerator is an unsigned constant of its enum's type (no
    DT_NF_SIGNED), so a negative one is a huge array dimension or width;
    an enumerator or an inline of a constant is that constant only below
    its definition (dt_node_ident clones it as it parses): above it, in a
    clause, an enumerator is D_IDENT_BADREF and an inline its variable;
  - a function's or function pointer's declarator makes no type of its
    words (DT_FUNC_TYPE, DT_FPTR_TYPE: "function", "function pointer" in
    messages), so no forward tag either;
  - the line of an error is where DTrace's lexer is when it is found: a
    member's or a probe's line, the "}" after the last enumerator, a
    translator's and a provider's "};", a clause statement's line.

Left out (the model cannot predict them; such programs are skipped):
syntax errors inside an item after another error of the same item
(bison's default reductions), arrays of incomplete types (libctf's
versions differ), names of types made of function types, variables of a
function type, extern associative arrays, multi-dimensional array type
names in messages, pointer and enum compatibility in clauses, names
DTrace might know from the kernel (every name here is one no kernel type
has).

  tests/fuzz/decls.py [-n PROGRAMS] [-s SEED] [-b SONDA] [-v]

Deterministic by seed; each program is seed, seed+1, ... Prints each
disagreement (the program, what the model wants, what sonda printed);
exit status 1 if any. Not run by tests/run.
"""
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib
from decls_model import (
    DErr, DTYPEDEFS, Dtor, INT_MAX, Model, Param,
    Skip, Syntax, SyntaxAfter, Word, argcompat, binop, ident,
    is_int, is_str, is_strcompat, lit, neg, params_text,
    resolve, sizeof_int, string, tn)

# ---- the generator ----

TAGS = ["xs0", "xs1", "xs2", "xs3"]
ETAGS = ["xe0", "xe1", "xe2"]
TDEFS = ["xt0", "xt1", "xt2"]
VARS = ["v0", "v1", "v2", "v3", "v4"]
MEMBERS = ["m0", "m1", "m2", "m3", "m4", "m5", "m6"]
ENUMS = ["E%d" % i for i in range(12)]
INLINES = ["I0", "I1", "I2"]
PARAMS = ["p", "q", "k"]
REF = False	# --ref: DTrace itself as -b (no provider definitions)
PROVS = ["pva", "pvb", "pv1", "syscall"]	# syscall: a kernel provider redeclared
PROBES = ["a", "b", "c__d"]
FUNCS = ["f0", "f1"]
SPELLINGS = [["int"], ["char"], ["short"], ["long"], ["long", "long"], ["unsigned"],
             ["signed"], ["unsigned", "int"], ["unsigned", "char"], ["signed", "char"],
             ["short", "int"], ["unsigned", "short"], ["long", "int"], ["unsigned", "long"],
             ["unsigned", "long", "long"], ["long", "long", "int"], ["int", "long"],
             ["signed", "int"], ["string"], ["float"], ["double"], ["long", "double"],
             ["void"]]
KEYWORD_SPEC = {"void": ("INTEGER", "void"), "char": ("INTEGER", "char"),
                "int": ("INTEGER", "int"), "float": ("FLOAT", "float"),
                "double": ("FLOAT", "double"), "string": ("TYPEDEF", "string")}
ATTRS = ("short", "long", "signed", "unsigned", "const", "volatile", "restrict")


def kw_word(k):
    if k in KEYWORD_SPEC:
        return Word("spec", k, *KEYWORD_SPEC[k])
    return Word("attr", k, k)


class Gen:
    def __init__(self, r):
        self.r = r
        # how often a choice may be a mistake: some programs have none
        self.q = r.choice([0, 0, 0.1, 0.25, 0.5, 1.0])
        self.ml = r.random() < 0.4	# bodies written a member a line
        self.prev_xl = None
        self.m = Model()
        self.lines = []
        self.err = None
        self.skip = None
        self.progs = []		# each program's lines
        self.late = []		# (line, action) checked after the parse

    # -- running the model on an item --

    def item(self, text, action, code=False):
        """An item of text (of one or more lines): the model's action runs,
        a mistake found is at the line the model's off says. code: DTrace
        keeps a node of it (a clause, an inline, a translator, a
        provider)."""
        self.start = len(self.lines) + 1
        self.lines.extend(text.split("\n"))
        self.has_code |= code
        self.m.off = 0
        self.m.line = self.start
        self.m.prog = len(self.progs)
        if self.err is None and self.skip is None and action is not None:
            try:
                action()
            except DErr as e:
                e.line = self.start + self.m.off
                e.prog = len(self.progs)
                if isinstance(e, SyntaxAfter):
                    self.near_after(e, text)
                self.err = e
            except Skip as e:
                self.skip = e

    def near_after(self, e, text):
        """A SyntaxAfter's line and near text: the declarator after the
        typedef name word to the end of its line (yyvwarn( ) crops yytext,
        the lexer's buffer from the token on, at the newline)."""
        at = text.find(e.at)
        if at < 0:
            raise AssertionError("%r not in %r" % (e.at, text))
        at += len(e.at) - len(e.name)
        e.line = self.start + text.count("\n", 0, at)
        e.msg = 'syntax error near "%s"' % text[at:].split("\n")[0]
        # a name the lexer knows already (a member's name a variable's
        # punctuation followed, id_or_type( )'s pcb_idents) is not looked
        # past: yytext is the name alone
        before = "\n".join(self.lines[:self.start - 1]) + "\n" + text[:at]
        if re.search(r"\b%s\s*[;,\[=)]" % re.escape(e.name), before):
            e.msg = 'syntax error near "%s"' % e.name

    def later(self, action):
        """action, after the parse (the current item's)."""
        self.late.append((self.start, action))

    def begin_prog(self):
        """The next program (-s): its own lines and clause-local variables."""
        self.lines = []
        self.progs.append(self.lines)
        self.late = []
        self.has_code = False
        self.m.w.locals = {}

    def end_prog(self):
        """dt_compile( ) once the program is parsed: D_EMPTY if it holds
        nothing but declarations, then its clauses and providers."""
        if self.err is not None or self.skip is not None:
            return
        if not self.has_code:
            self.err = DErr("D_EMPTY", "empty D program translation unit")
            self.err.line = len(self.lines) + 1	# after the last newline
            self.err.prog = len(self.progs)
            return
        for line, action in self.late:
            self.m.off = 0
            try:
                action()
            except DErr as e:
                e.line = line + self.m.off
                e.prog = len(self.progs)
                self.err = e
                return
            except Skip as e:
                self.skip = e
                return

    def finish(self):
        return self.err

    # -- names and choices --

    def p(self, x):
        return self.r.random() < x

    def bad(self, x):
        """A mistake, with probability x at full badness."""
        return self.r.random() < x * self.q

    def typedef_names(self):
        return list(self.m.w.typedefs)

    def small_int_expr(self):
        r = self.r.random() if self.bad(0.5) else self.r.random() * 0.45
        w = self.m.w
        enums = [n for n, g in w.globals.items() if g["kind"] == "enumerator" and
                 -5 <= g["value"] <= 8]
        inls = [n for n, g in w.globals.items() if g.get("root") is not None and
                0 <= g["root"].sval() <= 8]
        if r < 0.45:
            return lit(self.r.randrange(1, 9))
        if r < 0.52:
            return lit(0)
        if r < 0.58:
            return neg(lit(self.r.randrange(1, 3)))
        if r < 0.62:
            return sizeof_int(self.r.choice(["int", "char", "long", "int32_t", "uint8_t"]))
        if r < 0.68:
            return binop(self.r.choice("+*"), lit(self.r.randrange(1, 4)),
                         lit(self.r.randrange(1, 3)))
        if r < 0.71:
            return binop("-", lit(1), lit(self.r.randrange(1, 3)))
        if r < 0.78 and enums:
            return ident(self.r.choice(enums))
        if r < 0.84 and inls:
            return ident(self.r.choice(inls))
        if r < 0.86:
            return lit(0x100000000, hexa=True)
        if r < 0.88:
            return lit(3, hexa=True)
        if r < 0.90:
            return string("a")
        if r < 0.92:
            return ident(self.r.choice(["nosuch", "zz"]))
        glob = [n for n, g in w.globals.items() if g["kind"] == "scalar" and
                not g["inline"] and not g.get("builtin") and is_int(g["type"])]
        if r < 0.95 and glob:
            return ident(self.r.choice(glob))
        return lit(self.r.randrange(1, 5))

    # -- specifiers --

    def base_words(self, ctx, depth):
        """The words of a type: an intrinsic's spelling, a typedef, a tag
        (referenced or defined here)."""
        r = self.r.random()
        if r < 0.5:
            sp = self.r.choice(SPELLINGS)
            if sp == ["void"] and (not self.bad(0.5) or ctx in ("member", "param") and
                                   self.p(0.6)):
                sp = ["int"]
            return [kw_word(k) for k in sp]
        if r < 0.65:
            n = self.r.choice(self.typedef_names())
            return [Word("spec", n, "TYPEDEF", n)]
        if r < 0.8 and depth < 2 and ctx in ("var", "member") and self.p(0.5):
            if self.p(0.7):
                return [self.sou_word(depth)]
            return [self.enum_word(depth)]
        kw = self.r.choice(["struct", "struct", "union", "enum"])
        tag = self.r.choice(ETAGS if kw == "enum" else TAGS)
        have = [k for k, t in self.m.w.tags.items() if t.kind != "fwd" and
                (t.kind not in ("struct", "union") or t.size)]
        if have and not self.bad(0.5):
            kw, tag = self.r.choice(have)
        elif not have and not self.bad(0.5):
            return [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        return [Word("spec", "%s %s" % (kw, tag), kw.upper(), tag)]

    def words(self, ctx, depth=0):
        ws = self.base_words(ctx, depth)
        if self.bad(0.12):	# a second type or size word
            extra = self.r.choice(["int", "char", "long", "short", "unsigned", "signed",
                                   "void", "double", "TD", "struct"])
            if extra == "TD":
                n = self.r.choice(self.typedef_names())
                x = Word("spec", n, "TYPEDEF", n)
            elif extra == "struct":
                t = self.r.choice(TAGS)
                x = Word("spec", "struct " + t, "STRUCT", t)
            else:
                x = kw_word(extra)
            ws.insert(self.r.randrange(len(ws) + 1), x)
        if self.p(0.15):
            ws.insert(self.r.randrange(len(ws) + 1),
                      kw_word(self.r.choice(["const", "volatile", "restrict"])))
        if self.bad(0.1):
            self.r.shuffle(ws)
        # a typedef name after a type name is an identifier (id_or_type):
        # the declared one, so nothing may follow it
        named = False
        out = []
        for x in ws:
            if x.kind == "spec" and x.args[0] == "TYPEDEF" and x.args[1] != "string" \
               and named:
                out.append(Word("identword", x.text))
                break
            out.append(x)
            named = named or x.kind in ("spec", "sou", "enum")
        return out

    def with_class(self, ws, classes, pr):
        """ws with a storage class word or two inserted (an identifier word
        stays last); static, auto and register, a second class only as
        mistakes."""
        ws = list(ws)
        for _ in range(2 if self.bad(0.06) else 1):
            if self.p(pr):
                c = self.r.choice(classes)
                if c in ("static", "auto", "register") and not self.bad(1):
                    continue
                ws.insert(self.r.randrange(len(ws) + 1), Word("class", c, c))
        idw = [x for x in ws if x.kind == "identword"]
        return [x for x in ws if x.kind != "identword"] + idw

    # -- struct, union, enum bodies --

    def member_list(self, depth):
        out = []
        for _ in range(self.r.choice([1, 1, 2, 2, 3, 4]) if not self.bad(0.04) else 0):
            ws = self.words("member", depth + 1)
            dts = [self.dtor("member") for _ in range(self.r.choice([1, 1, 1, 2]))]
            if any(x.kind == "identword" for x in ws):
                dts = [Dtor(self.r.choice(MEMBERS))]
            for d in dts:
                if d.name and self.bad(0.02):
                    d.name = "m`1"
            for d in dts:	# bit-fields of integers (as a rule)
                if d.bits is not None and (d.ptrs or d.suffixes or d.fptr or
                                           not self.int_words(ws)) and not self.bad(0.7):
                    d.bits = None
                    d.name = d.name or self.r.choice(MEMBERS)
            out.append((ws, dts))
        if not out and not self.bad(0.5):
            out.append(([kw_word("int")], [Dtor(self.r.choice(MEMBERS))]))
        if not self.bad(0.3):	# members of distinct names
            seen = set()
            for ws, dts in out:
                for d in dts:
                    while d.name in seen and len(seen) < len(MEMBERS):
                        d.name = self.r.choice(MEMBERS)
                    seen.add(d.name)
        return out

    def int_words(self, ws):
        """Do words ws name an integer type (as far as the generator knows)?"""
        for x in ws:
            if x.kind == "attr":
                continue
            if x.kind != "spec" or x.args[0] not in ("INTEGER", "TYPEDEF") or \
               x.args[1] in ("void", "string"):
                return False
            if x.args[0] == "TYPEDEF" and not is_int(self.m.w.typedefs.get(x.args[1]) or
                                                     self.m.w.string):
                return False
        return True

    def sou_word(self, depth):
        kw = self.r.choice(["struct", "struct", "union"])
        tag = None if self.p(0.15) else self.r.choice(TAGS)
        free = [x for x in TAGS if (kw, x) not in self.m.w.tags or
                self.m.w.tags[(kw, x)].kind == "fwd"]
        if tag in [x for (k, x) in self.m.w.tags if k == kw] and not self.bad(0.7):
            tag = self.r.choice(free) if free else None
        if depth > 0 and tag is not None and (kw, tag) in self.m.w.tags:
            tag = None	# nested ones only under new tags (CTF_ADD_NONROOT)
        members = self.member_list(depth)
        decls = ["%s %s;" % (" ".join(x.text for x in ws), ", ".join(d.text() for d in dts))
                 for ws, dts in members]
        ml = depth == 0 and self.ml
        if ml:	# a member a line
            txt = "%s %s{\n%s}" % (kw, tag + " " if tag else "",
                                  "".join("\t%s\n" % x for x in decls))
        else:
            txt = "%s %s{ %s }" % (kw, tag + " " if tag else "", " ".join(decls))
        return Word("sou", txt.replace("{  }", "{ }"), kw, tag, members, ml)

    def enum_word(self, depth):
        tag = None if self.p(0.2) else self.r.choice(ETAGS)
        if ("enum", tag) in self.m.w.tags and not self.bad(0.7):
            free = [x for x in ETAGS if ("enum", x) not in self.m.w.tags]
            tag = self.r.choice(free) if free else None
        w = self.m.w
        ens = []
        for _ in range(self.r.choice([1, 2, 2, 3, 4]) if not self.bad(0.04) else 0):
            r = self.r.random() if self.bad(0.6) else 1
            if r < 0.1:
                name = self.r.choice([n for n in w.globals if n in ENUMS] or ENUMS)
            elif r < 0.13:
                name = self.r.choice(["pid", "execname", "trace"] + [
                    n for n in w.globals if n in VARS or n in INLINES])
            elif r < 0.18 and ens:
                name = self.r.choice(ens)[0]
            else:
                free = [n for n in ENUMS if n not in w.globals and
                        n not in [x for x, _ in ens]]
                name = self.r.choice(free or ENUMS)
            if self.bad(0.02):
                name = "E`9"
            r = self.r.random() if self.bad(0.6) else self.r.random() * 0.7
            if r < 0.5:
                e = None
            elif r < 0.65:
                e = lit(self.r.randrange(0, 20))
            elif r < 0.7:
                e = neg(lit(self.r.randrange(1, 20)))
            elif r < 0.75:
                e = lit(self.r.choice([INT_MAX, INT_MAX + 1, 0x80000000]),
                        hexa=self.p(0.3))
            elif r < 0.78:
                e = neg(lit(self.r.choice([1 << 31, (1 << 31) + 1])))
            elif r < 0.86 and ens:
                e = ident(self.r.choice(ens)[0])
            elif r < 0.9:	# no constants
                glob = [n for n, g in w.globals.items() if g["kind"] == "scalar" and
                        not g["inline"] and not g.get("builtin")]
                e = ident(self.r.choice(glob)) if glob else string("x")
            else:
                e = self.small_int_expr()
            ens.append((name, e))
        items = [n + (" = " + e.text if e else "") for n, e in ens]
        ml = depth == 0 and self.ml
        if ml:	# an enumerator a line
            txt = "enum %s{\n%s}" % (tag + " " if tag else "",
                                    "".join("\t%s\n" % x for x in [
                                        y + "," for y in items[:-1]] + items[-1:]))
        else:
            txt = "enum %s{ %s }" % (tag + " " if tag else "", ", ".join(items))
        return Word("enum", txt.replace("{  }", "{ }"), tag, ens, ml)

    # -- declarators --

    def param_list(self, keys, nmax=3):
        ps = []
        n = self.r.choice([0, 1, 1, 2, 2, 3][:nmax + 1]) if not keys else \
            self.r.choice([1, 1, 2])
        for _ in range(n):
            ws = self.param_words(keys)
            r = self.r.random()
            if r < 0.45:
                dt = None
            elif r < 0.85:
                dt = Dtor(self.r.choice(PARAMS))
            else:
                dt = Dtor(self.r.choice(PARAMS + [None]), ptrs=1)
            ps.append(Param(ws, dt))
        varargs = self.p(0.1) and (not keys or self.bad(1))
        if not self.bad(0.3):	# no void among others, no duplicate names
            if len(ps) > 1 or varargs:
                ps = [x for x in ps if x.words[-1].text != "void"]
            for x in ps:	# no void parameter of a name
                if x.words[-1].text == "void" and x.dtor and not x.dtor.ptrs:
                    x.dtor = None
            seen = set()
            for x in ps:
                if x.dtor and x.dtor.name:
                    if x.dtor.name in seen:
                        x.dtor.name = None
                    seen.add(x.dtor.name)
                if x.dtor and x.dtor.name is None and not x.dtor.ptrs:
                    x.dtor = None
                if keys and x.words[-1].text == "void":
                    x.words = [kw_word("int")]
        if keys and not ps:
            ps = [Param([kw_word("int")])]
        if keys:	# a typedef's name that ',' follows is no type to DTrace's
            # lexer (dt_lex.l id_or_type( ) peeks: "[pid_t, int]" is a syntax
            # error, not modelled): such a key type gets a parameter name
            for x in ps if varargs else ps[:-1]:
                if x.words[-1].args[:1] == ("TYPEDEF",) and not x.dtor:
                    used = {y.dtor.name for y in ps if y.dtor}
                    x.dtor = Dtor([n for n in PARAMS if n not in used][0])
        return ps, varargs

    def param_words(self, keys):
        r = self.r.random()
        if r < 0.1:
            ws = [kw_word("void")]
        elif r < 0.3:
            ws = [kw_word("string")]
        elif r < 0.4:
            t = self.r.choice(TAGS)
            ws = [Word("spec", "struct " + t, "STRUCT", t)]
        elif r < 0.55:
            n = self.r.choice(self.typedef_names())
            ws = [Word("spec", n, "TYPEDEF", n)]
        else:
            ws = [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        if self.bad(0.08) or self.p(0.02):
            c = self.r.choice(["static", "register", "extern", "auto"])
            if self.bad(1) or c == "register":
                ws.insert(self.r.randrange(len(ws) + 1), Word("class", c, c))
        return ws

    def dim(self):
        return self.small_int_expr()

    def dtor(self, ctx, name=None):
        pool = {"member": MEMBERS, "var": VARS, "typedef": TDEFS, "inline": INLINES,
                "func": FUNCS}[ctx]
        name = name or self.r.choice(pool)
        ptrs = self.r.choice([0] * 7 + [1, 1, 2])
        r = self.r.random()
        sfx = []
        fptr = None
        if r < 0.6:
            pass
        elif r < 0.72:
            sfx = [("arr", self.dim())]
        elif r < 0.76 and self.bad(1):
            sfx = [("arr", None)]
        elif r < 0.86 and ctx in ("var", "inline"):
            sfx = [("keys",) + self.param_list(True)]
        elif r < 0.91 and (ctx != "member" or self.bad(1)):
            sfx = [("func",) + self.param_list(False)]
        elif r < 0.95:
            sfx = [("arr", self.dim()), ("arr", lit(self.r.randrange(1, 4)))]
        elif r < 0.97 and ctx == "var" and self.bad(1):
            sfx = [("arr", lit(2)), ("keys",) + self.param_list(True)]
        elif r >= 0.97:
            fptr = self.param_list(False)
        bits = None
        if ctx == "member" and self.p(0.25):
            bits = self.bits()
            if self.p(0.3):
                name, ptrs, sfx, fptr = None, 0, [], None
        return Dtor(name, ptrs, sfx, fptr, bits)

    def bits(self):
        if not self.bad(0.7):
            return lit(self.r.choice([1, 2, 3, 5, 7, 8]))
        r = self.r.random()
        if r < 0.55:
            return lit(self.r.choice([1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65]))
        if r < 0.7:
            return lit(0)
        return self.small_int_expr()

    # -- items --

    def var_name(self, plain_ok=True):
        if self.bad(0.02):
            return "v`0"
        r = self.r.random() if self.bad(0.5) else 0
        w = self.m.w
        if r < 0.82:
            return self.r.choice(VARS)
        if r < 0.87:
            return self.r.choice(["pid", "execname", "trace"])
        if r < 0.93:
            return self.r.choice(TDEFS + ["int32_t", "size_t"])
        named = [n for n, g in w.globals.items() if g["kind"] == "enumerator" or
                 (g["inline"] and n in INLINES)]
        return self.r.choice(named) if named else self.r.choice(VARS)

    def var_dtor(self, ctx="var"):
        dt = self.dtor(ctx)
        dt.name = self.var_name() if ctx == "var" else dt.name
        if dt.name in self.m.w.typedefs and (dt.fptr is not None or any(
                sf[0] == "func" for sf in dt.suffixes)):
            dt.name = self.r.choice(VARS)	# a type name before "(" is a type
        return dt

    def decl_text(self, ws, dts):
        t = " ".join(x.text for x in ws)
        if dts:
            t += " " + ", ".join(d.text() for d in dts)
        return t + ";"

    def new_names(self, ws, dts):
        """Declarators dts of words ws of names not declared yet (as a rule)."""
        cls = [x.args[0] for x in ws if x.kind == "class"]
        w = self.m.w
        tab = w.tls if "self" in cls else w.locals if "this" in cls else w.globals
        seen = set()
        for d in dts:
            free = [v for v in VARS if v not in tab and v not in [x.name for x in dts]]
            if (d.name in tab or d.name in seen) and free and not self.bad(0.7):
                d.name = self.r.choice(free)
            seen.add(d.name)

    def it_sou(self):
        sw = self.sou_word(0)
        ws = [sw]
        if self.p(0.1):
            ws.insert(self.r.randrange(2), kw_word(self.r.choice(
                ATTRS if self.bad(1) else ATTRS[4:])))
        ws = self.with_class(ws, ["static", "extern", "self", "this", "register"], 0.06)
        dts = [self.var_dtor() for _ in range(self.r.choice([0, 0, 0, 1, 2]))]
        if sw.args[1] is None and not dts and not self.bad(0.5):
            dts = [self.var_dtor()]		# an anonymous one declares something
        self.new_names(ws, dts)
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_enum(self):
        ws = [self.enum_word(0)]
        if self.p(0.08):
            ws.insert(self.r.randrange(2), kw_word(self.r.choice(
                ATTRS if self.bad(1) else ATTRS[4:])))
        dts = [self.var_dtor() for _ in range(self.r.choice([0, 0, 0, 1]))]
        self.new_names(ws, dts)
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_typedef(self):
        ws = self.words("var")
        ws = self.with_class(ws, ["typedef"], 1.0)
        ws = self.with_class(ws, ["static", "extern", "typedef"], 0.04)
        if any(x.kind == "identword" for x in ws):
            dts = [Dtor(self.r.choice(TDEFS))]
        elif self.bad(0.05):
            dts = []
        else:
            dts = []
            for _ in range(self.r.choice([1, 1, 1, 2])):
                dt = self.dtor("typedef")
                new = [x for x in TDEFS if x not in self.m.w.typedefs and
                       x not in [y.name for y in dts]]
                if not self.bad(0.5) and new:
                    dt.name = self.r.choice(new)
                r = self.r.random() if self.bad(0.5) else 1
                if r < 0.08:
                    dt.name = self.r.choice(["int32_t", "uint64_t", "size_t"])
                elif r < 0.14:
                    dt.name = self.r.choice(VARS + ["pid", "E0", "I0"])
                if (dt.name not in TDEFS or dt.name in self.m.w.typedefs) and (
                        dt.fptr is not None or any(sf[0] == "func" for sf in dt.suffixes)):
                    new = [x for x in TDEFS if x not in self.m.w.typedefs]
                    if not new:	# a type name before "(" is a type
                        dt.fptr, dt.suffixes = None, []
                    else:
                        dt.name = self.r.choice(new)
                if dt.suffixes and dt.suffixes[0][0] == "keys":
                    dt.suffixes = []
                dts.append(dt)
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_var(self):
        ws = self.words("var")
        ws = self.with_class(ws, ["self", "self", "this", "this", "extern", "static",
                                  "register", "auto"], 0.4)
        if any(x.kind == "identword" for x in ws):
            dts = [Dtor(self.r.choice(VARS))]
        else:
            dts = [self.var_dtor() for _ in range(self.r.choice([1, 1, 1, 2]))]
        if any(x.kind == "class" and x.args[0] == "extern" for x in ws):
            for d in dts:	# no extern associative arrays
                d.suffixes = [x for x in d.suffixes if x[0] != "keys"]
        self.new_names(ws, dts)
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_func(self):
        ws = self.words("param")
        ws = self.with_class(ws, ["static", "extern", "self"], 0.3)
        if any(x.kind == "identword" for x in ws):
            dts = [Dtor(self.r.choice(FUNCS))]
        else:
            dt = Dtor(self.r.choice(FUNCS), self.r.choice([0, 0, 1]),
                      [("func",) + self.param_list(False)])
            dts = [dt]
        self.item(self.decl_text(ws, dts), lambda: self.m.declaration(ws, dts))

    def it_inline(self):
        r = self.r.random()
        if r < 0.6:
            ws = [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        elif r < 0.8:
            ws = [kw_word("string")]
        else:
            ws = self.words("inline")
        ws = self.with_class(ws, ["static", "self", "extern"], 0.05)
        w = self.m.w
        name = self.r.choice(INLINES) if not self.bad(0.3) else self.var_name()
        if name in TDEFS + list(DTYPEDEFS):
            name = self.r.choice(INLINES)
        r = self.r.random()
        if r < 0.85:
            dt = Dtor(name)
        elif r < 0.9 and self.bad(1):
            dt = Dtor(name, 0, [("arr", self.r.choice([None, lit(3)]))])
        else:
            pt = self.r.choice(["int", "string", "long"])
            if not self.bad(0.6):
                pt = "string" if ws[-1].text == "string" else "int"
            ps = [Param([kw_word(pt)], Dtor(self.r.choice(PARAMS)))]
            dt = Dtor(name, 0, [("keys", ps, False)])
        if any(x.kind == "identword" for x in ws):
            dt = Dtor(name)
        r = self.r.random()
        top = dt.top()
        strish = ws[-1].text == "string"
        if not self.bad(0.6):
            r = 0 if top is not None and top[0] == "keys" else 0.6 if strish else 0.5
        if top is not None and top[0] == "keys" and r < 0.5:
            v = ident(top[1][0].dtor.name)
        elif r < 0.55:
            v = self.small_int_expr()
        elif r < 0.8:
            v = string(self.r.choice(["s", "abc"]))
        else:
            others = [n for n, g in w.globals.items() if g["inline"] and n in INLINES and
                      g["kind"] == "scalar"] + [n for n in w.globals if n in ENUMS]
            v = ident(self.r.choice(others)) if others else lit(1)
        txt = "inline %s %s = %s;" % (" ".join(x.text for x in ws), dt.text(), v.text)
        self.item(txt, lambda: self.m.inline(ws, dt, v), code=True)

    def it_xlator(self):
        w = self.m.w
        if not [t for t in w.tags.values() if t.kind in ("struct", "union")] and \
           not self.bad(0.8):
            return self.it_var()
        r = self.r.random() if self.bad(0.6) else 0
        odt = None
        if r < 0.7:
            kw = "union" if self.p(0.15) else "struct"
            tag = self.r.choice(TAGS)
            have = [k for k, t in w.tags.items() if t.kind in ("struct", "union")]
            if have and not self.bad(0.6):
                kw, tag = self.r.choice(have)
            ows = [Word("spec", "%s %s" % (kw, tag), kw.upper(), tag)]
        elif r < 0.8:
            n = self.r.choice(self.typedef_names())
            ows = [Word("spec", n, "TYPEDEF", n)]
        elif r < 0.87:
            ows = [kw_word("int")]
        elif r < 0.93:
            tag = self.r.choice(ETAGS)
            ows = [Word("spec", "enum " + tag, "ENUM", tag)]
        else:
            tag = self.r.choice(TAGS)
            ows = [Word("spec", "struct " + tag, "STRUCT", tag)]
            odt = Dtor(None, 1)
        r = self.r.random()
        idt = None
        if r < 0.5:
            iws = [kw_word(k) for k in self.r.choice(SPELLINGS[:18])]
        elif r < 0.7:
            iws = [kw_word("string")]
        elif r < 0.85:
            tag = self.r.choice(TAGS)
            iws = [Word("spec", "struct " + tag, "STRUCT", tag)]
            idt = Dtor(None, 1)
        else:
            n = self.r.choice(self.typedef_names())
            iws = [Word("spec", n, "TYPEDEF", n)]
        members = []
        b = w.tags.get((ows[0].args[0].lower(), ows[0].args[1])) if \
            ows[0].args[0] in ("STRUCT", "UNION") else None
        names = [m for m, _ in b.members if m] if b is not None else []
        for _ in range(self.r.choice([0, 1, 2, 2, 3])):
            mn = self.r.choice(names) if names and not self.bad(0.3) else \
                self.r.choice(MEMBERS + ["nosuch"] * 3)
            mt = dict((m, t) for m, t in b.members if m).get(mn) if b is not None else None
            if mt is not None and not self.bad(0.7):	# a value of its type
                members.append((mn, lit(self.r.randrange(1, 9)) if is_int(mt) or
                                resolve(mt).kind == "enum" else string("s")
                                if is_strcompat(mt) else lit(0)))
                if resolve(mt).kind not in ("struct", "union"):
                    continue
                members.pop()
                continue
            r = self.r.random()
            if r < 0.4:
                e = lit(self.r.randrange(1, 9))
            elif r < 0.6:
                e = string("s")
            elif r < 0.85:
                e = ident("x")
            else:
                e = self.small_int_expr()
            members.append((mn, e))
        if self.prev_xl and self.bad(0.2):	# the same translator again
            ows, odt, iws, idt = self.prev_xl
        self.prev_xl = (ows, odt, iws, idt)
        otxt = " ".join(x.text for x in ows) + (" *" if odt else "")
        itxt = " ".join(x.text for x in iws) + (" *" if idt else "")
        if self.ml:
            txt = "translator %s < %s x > {\n%s};" % (
                otxt, itxt, "".join("\t%s = %s;\n" % (m, e.text) for m, e in members))
        else:
            txt = "translator %s < %s x > { %s};" % (
                otxt, itxt, "".join("%s = %s; " % (m, e.text) for m, e in members))
        ml = self.ml
        self.item(txt, lambda: self.m.xlator(ows, odt, iws, idt, "x", members, ml),
                  code=True)

    def probe_params(self, ins=None):
        ps = []
        for i in range(self.r.choice([0, 1, 1, 2, 3])):
            ws = self.param_words(False)
            if ins is not None:
                names = [p.dtor.name for p in ins if p.dtor and p.dtor.name]
                nm = self.r.choice(names) if names and not self.bad(0.3) else \
                    self.r.choice(PARAMS + [None])
                if (nm is None or not names) and not self.bad(1):
                    continue
            else:
                nm = self.r.choice(PARAMS) if self.p(0.6) else None
            ptr = self.p(0.2)
            dt = Dtor(nm, 1 if ptr else 0) if nm or ptr else None
            ps.append(Param(ws, dt))
        return ps, self.bad(0.05)

    def it_provider(self):
        name = self.r.choice(PROVS[:2] if not self.bad(0.5) else PROVS) \
            if not self.bad(0.05) else "p" * 64
        probes = []
        for _ in range(self.r.choice([0, 1, 1, 2, 3])):
            pn = self.r.choice(PROBES) if not self.bad(0.06) else "z" * 64
            if pn in [x[0] for x in probes] and not self.bad(0.5):
                continue
            ins, inva = self.probe_params()
            outs = outva = None
            if self.p(0.35):
                outs, outva = self.probe_params(ins)
            probes.append((pn, ins, inva, outs, outva))
        decls = []
        for pn, ins, inva, outs, outva in probes:
            x = "probe %s(%s)" % (pn, params_text(ins, inva))
            if outs is not None:
                x += " : (%s)" % params_text(outs, outva)
            decls.append(x + ";")
        ml = self.ml
        if ml:	# a probe a line
            txt = "provider %s {\n%s};" % (name, "".join("\t%s\n" % x for x in decls))
        else:
            txt = "provider %s { %s};" % (name, "".join(x + " " for x in decls))

        def act():
            done = []
            for i, (pn, ins, inva, outs, outva) in enumerate(probes):
                self.m.off = ml * (1 + i)
                hy, n, x = self.m.probe(pn, ins, inva, outs, outva)
                if x is not None and not ins and not outs:
                    x = None	# "()" : "()": no output prototype
                done.append((hy, n, x))
            self.m.off = ml * (1 + len(probes))
            redecl = self.m.provider(name, done)
            self.later(lambda: self.m.cook_provider(name, done, redecl, ml))
        self.item(txt, act, code=True)

    # -- clauses --

    def target(self):
        """A variable to assign or read: ("g", name), ("self", name),
        ("this", name) or ("a", name, key texts)."""
        w = self.m.w
        r = self.r.random()
        assoc = [n for n, g in w.globals.items() if g["kind"] == "associative array" and
                 not g["inline"] and all(is_int(k) or is_str(k) for k in g["keys"])]
        if r < 0.35 and assoc:
            n = self.r.choice(assoc)
            keys = [lit(1) if is_int(k) else string("k") for k in w.globals[n]["keys"]]
            if self.bad(0.3):	# a key of the other type, one more, one less
                i = self.r.randrange(len(keys))
                keys[i] = string("k") if keys[i].text == "1" else lit(2)
            if self.bad(0.15):
                keys.append(lit(3))
            if self.bad(0.15) and len(keys) > 1:
                keys.pop()
            return ("a", n, keys)
        if r < 0.6:
            n = self.r.choice(VARS)
            g = w.globals.get(n)
            if g is None or (g["kind"] == "scalar" and not g["inline"] and
                             not g.get("builtin")):
                return ("g", n)
            return ("g", self.r.choice([v for v in VARS if v not in w.globals] or ["v9"]))
        sc = "self" if r < 0.8 else "this"
        tab = w.tls if sc == "self" else w.locals
        n = self.r.choice(VARS)
        if n in tab and tab[n]["kind"] != "scalar":
            n = "v9"
        return (sc, n)

    def known_type(self, t):
        """The type variable t is declared with, if it is."""
        w = self.m.w
        if t[0] == "i":
            return w.string
        if t[0] == "a":
            return w.globals[t[1]]["type"]
        tab = w.globals if t[0] == "g" else w.tls if t[0] == "self" else w.locals
        g = tab.get(t[1])
        return g["type"] if g is not None and g["kind"] == "scalar" else None

    def target_text(self, t):
        if t[0] in ("g", "i"):
            return t[1]
        if t[0] == "a":
            return "%s[%s]" % (t[1], ", ".join(k.text for k in t[2]))
        return "%s->%s" % t

    def lookup(self, t, create, vt):
        """The type of t (created with type vt if it may be), and whether it
        is a dynamic variable (self->, associative)."""
        w = self.m.w
        kind, name = t[0], t[1]
        if kind == "a":		# dt_idcook_sign against its declared keys
            g = w.globals[name]
            vals = [self.m.cook(k) for k in t[2]]
            if len(vals) != len(g["keys"]):
                raise DErr("D_PROTO_LEN", "%s[ ] prototype mismatch: %d key%spassed, %d "
                           "expected" % (name, len(vals), " " if len(vals) == 1 else "s ",
                                         len(g["keys"])))
            for i, (kt, v) in enumerate(zip(g["keys"], vals)):
                if not argcompat(kt, v):
                    raise DErr("D_PROTO_ARG", "%s[ ] key #%d is incompatible with prototype:"
                               "\n\tprototype: %s\n\t      key: %s" % (
                                   name, i + 1, tn(kt), tn(v.t)))
            return g["type"], True
        if kind == "i":		# an inline or enumerator, maybe defined further down
            g = w.globals.get(name)
            if g is None:
                raise DErr("D_IDENT_UNDEF", "failed to resolve %s: Unknown variable name"
                           % name)
            if g["kind"] == "enumerator" and g["line"] > self.stmt_line:	# (prog, line)
                raise DErr("D_IDENT_BADREF", "enumerator '%s' may not be referenced as "
                           "scalar" % name)
            if g["kind"] == "enumerator":
                return None, False
            if g["kind"] != "scalar":
                raise DErr("D_IDENT_BADREF", "%s '%s' may not be referenced as scalar"
                           % (g["kind"], name))
            if not (is_int(g["type"]) or is_str(g["type"])):
                raise Skip("trace() of an inline of another type")
            return None, False
        tab = w.globals if kind == "g" else w.tls if kind == "self" else w.locals
        g = tab.get(name)
        if g is not None and kind == "g" and g["kind"] != "scalar":
            raise DErr("D_IDENT_BADREF", "%s '%s' may not be referenced as scalar"
                       % (g["kind"], name))
        if g is not None and kind == "g" and g["inline"]:
            # DTrace's parser makes an inline of a constant known above it that
            # constant (no lvalue); the inline's variable is not writable
            before = g["line"] < self.stmt_line and g.get("root") is not None
            return (g["root"].t if before else g["type"]), ("lval" if before else "write")
        if g is None:
            if create:
                tab[name] = dict(kind="scalar", type=vt, inline=False, builtin=False)
                return vt, kind == "self"
            if kind == "g":
                raise DErr("D_IDENT_UNDEF", "failed to resolve %s: Unknown variable name"
                           % name)
            raise DErr("D_VAR_UNDEF", "%s->%s has not yet been declared or assigned"
                       % (kind, name))
        return g["type"], kind == "self"

    def assign(self, t, e):
        w = self.m.w
        v = self.m.cook(e)
        vt = v.t if v.kind != "int" else w.ints["int"]
        lt, dyn = self.lookup(t, True, vt)
        fixed = dyn if dyn in ("lval", "write") else None
        dyn = dyn is True
        lb = resolve(lt)
        if lb.kind in ("array", "func", "fptr") and lb.kind != "string":
            if lb.kind == "array":
                raise DErr("D_OP_ARRFUN", "operator = may not be applied to operand of "
                           "type \"%s\"" % tn(lt))
        if argcompat(lt, v) or (dyn and v.kind == "int" and v.value == 0):
            if fixed == "lval":
                raise DErr("D_OP_LVAL", "operator = requires modifiable lvalue as an "
                           "operand")
            if fixed == "write":
                raise DErr("D_OP_WRITE", "operator = can only be applied to a writable "
                           "variable")
            return
        raise DErr("D_OP_INCOMPAT", "operands have incompatible types: \"%s\" = \"%s\""
                   % (tn(lt), tn(v.t)))

    def it_clause(self, final=False):
        w = self.m.w
        stmts = []
        acts = []
        for _ in range(self.r.choice([1, 1, 2, 3])):
            t = self.target()
            if self.p(0.1):	# an inline or enumerator, defined above, below or not
                names = INLINES + ENUMS
                known = [n for n in names if n in w.globals and
                         w.globals[n]["kind"] in ("scalar", "enumerator")]
                if not known and not self.bad(1):
                    continue
                stmts.append("trace(%s);" % self.r.choice(
                    names if self.bad(0.5) or not known else known))
                acts.append(lambda n=stmts[-1][6:-2]: self.lookup(("i", n), False, None))
                continue
            known = self.known_type(t)
            if not self.bad(0.5) and (known is None or t[0] == "a") and t[0] != "g":
                scal = [n for n in VARS + ["v9"] if n not in w.globals or
                        (w.globals[n]["kind"] == "scalar" and not w.globals[n]["inline"]
                         and not w.globals[n].get("builtin"))]
                t = ("g", self.r.choice(scal))	# a global (maybe assigned)
                known = self.known_type(t)
            if known is not None and resolve(known).kind in (
                    "struct", "union", "array", "func", "fptr", "float") and \
                    not self.bad(1):
                continue	# no value of these types to assign
            if t[0] == "a" or self.p(0.7):
                e = self.r.choice([lit(self.r.randrange(1, 9)), string("s"), lit(0)])
                if not self.bad(0.5) and known is not None:
                    kb = resolve(known)
                    e = string("s") if is_strcompat(known) else \
                        lit(self.r.randrange(1, 9)) if is_int(known) or kb.kind == "enum" \
                        else lit(0)
                stmts.append("%s = %s;" % (self.target_text(t), e.text))
                acts.append(lambda t=t, e=e: self.assign(t, e))
            else:
                if known is None and not self.bad(0.5):
                    stmts.append("%s = 1;" % self.target_text(t))
                    acts.append(lambda t=t: self.assign(t, lit(1)))
                    known = w.ints["int"]
                if known is not None and not (is_int(known) or is_str(known)) and \
                   not self.bad(1):
                    continue
                stmts.append("trace(%s);" % self.target_text(t))
                acts.append(lambda t=t: self.lookup(t, False, None))
        if final:
            stmts.append("exit(0);")
        syntax = -1
        if not final and self.bad(0.1):
            syntax = self.r.randrange(len(stmts) + 1)
            stmts.insert(syntax, "v0 = ;")
            acts.insert(syntax, None)
        ml = self.ml
        if ml:	# a statement a line
            txt = "BEGIN\n{\n%s}" % "".join("\t%s\n" % x for x in stmts)
        else:
            txt = "BEGIN { %s }" % " ".join(stmts)

        def act():
            if syntax >= 0:
                self.m.off = ml * (2 + syntax)
                raise Syntax(";")
            start, prog = self.start, len(self.progs)

            def cook():
                for i, a in enumerate(acts):
                    self.m.off = ml * (2 + i)
                    self.stmt_line = (prog, start + self.m.off)
                    a()
            self.later(cook)
        self.item(txt, act, code=True)

    # -- a program --

    def program(self):
        """The programs' texts: one, or two (-s twice: declarations, clauses
        and variables of the first are the second's, as DTrace compiles one
        after the other), the first now and then of declarations only."""
        kinds = ["sou"] * 6 + ["enum"] * 4 + ["typedef"] * 3 + ["var"] * 7 + \
            ["func"] + ["inline"] * 3 + ["xlator"] * 2 + ["provider"] * 2 + \
            ["clause"] * 3
        if REF:	# DTrace for Linux 2.x crashes (SIGSEGV) once one is defined
            kinds = [k for k in kinds if k != "provider"]
        nprogs = 2 if self.p(0.2) else 1
        for pi in range(nprogs):
            self.begin_prog()
            for _ in range(self.r.randrange(2, 9) if nprogs == 1 else
                           self.r.randrange(1, 5)):
                getattr(self, "it_" + self.r.choice(kinds))()
            if pi == nprogs - 1 or not self.bad(0.3):
                self.it_clause(final=True)
            self.end_prog()
        return ["\n".join(x) + "\n" for x in self.progs]


def prog_name(i):
    return "prog.d" if i == 1 else "prog%d.d" % i


def run(sonda, progs):
    """sonda -e -x errtags -s one.d [-s two.d]: exit status, stderr."""
    with tempfile.TemporaryDirectory() as d:
        cmd = ["timeout", "60", sonda, "-e", "-x", "errtags"]
        for i, text in enumerate(progs, 1):
            with open("%s/%s" % (d, prog_name(i)), "w") as f:
                f.write(text)
            cmd += ["-s", "%s/%s" % (d, prog_name(i))]
        p = subprocess.run(cmd, capture_output=True)
        return p.returncode, p.stderr.decode("latin-1").replace(d + "/", "")


def want_of(e):
    if e is None:
        return 0, ""
    return 1, "sonda: failed to compile script %s: [%s] line %d: %s\n" % (
        prog_name(e.prog), e.tag, e.line, e.msg)


def main():
    ap = fuzzlib.options(n=100)
    args = ap.parse_args()
    global REF
    REF = args.ref
    bad = 0
    tags = {}
    for seed in range(args.s, args.s + args.n):
        g = Gen(random.Random(seed))
        prog = g.program()
        e = g.finish()
        if g.skip is not None:
            tags["skipped"] = tags.get("skipped", 0) + 1
            continue
        wrc, werr = want_of(e)
        tags[e.tag if e else "ok"] = tags.get(e.tag if e else "ok", 0) + 1
        rc, err = run(args.bin, prog)
        if args.v:
            print("seed %d\n%s" % (seed, "--\n".join(prog)))
        if (rc, err) != (wrc, werr):
            bad += 1
            print("seed %d:\n%s\twant %d %r\n\tgot  %d %r\n" % (
                seed, "\t--\n".join("".join("\t%2d| %s\n" % (i + 1, l) for i, l in
                                             enumerate(text.splitlines()))
                                     for text in prog), wrc, werr, rc, err))
    print("%d programs, %d disagreements; first errors: %s" % (
        args.n, bad, ", ".join("%s %d" % kv for kv in sorted(tags.items()))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
