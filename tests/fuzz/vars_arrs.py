"""vars_arrs.py - tests/fuzz/vars.py's generator of array elements reached by
index expressions: two-dimensional arrays (`short m[3][4]`), arrays of
structs of one and two dimensions (`struct vs sa[4]`, `struct va sv[3]`,
`struct vs sm[2][3]`) and struct members of array type (`struct va`'s
`a[3]` and `l[2]`, `struct w`'s `short m[2][3]`, in a struct and in an
array of them), global or this-> (`this short m[3][4]`), indexed by
constants, by global, this-> and self-> variables, by ++/-- of them, by other elements and by
any integer expression. Each element is stored, printed, incremented,
op='d, compared and copied whole (a struct element); an index past its
array's end faults at run time as dt_cg_arithmetic_op( ) checks it (the
index scaled by the element's size, compared unsigned).

A mixin of vars_gen.Gen: it uses Gen's fresh( ), pick( ), iexpr( ) and
out( ).
"""

from vars_model import (Fault, INTS, INT, LONG, SOU, UNK, Var, check_index, fmtint,
                        incdec_reg, load, promote, store, trunc)

# struct va: members of array type; libctf lays it out as C does
VA = [("c", INTS[0], 0, None, 0), ("a", INT, 3, 4, 4),
      ("h", INTS[2], 0, None, 16), ("l", LONG, 2, 8, 24)]
VA_SIZE = 40
VADECL = ("struct va { char c; int a[3]; short h; long l[2]; };\n"
          "struct w { short m[2][3]; char z; };\n")
W_SIZE = 13	# libctf: no padding after the last member
M2TYPES = [INTS[0], INTS[1], INTS[2], INTS[3], INT, INTS[5], LONG]


class Cont:
    """a declared array or struct whose elements are reached by index:
    kind m2 (T name[R][C]), sa (struct vs name[K]), va (struct va
    name[K]) or sv (struct va name, global or this->)."""

    def __init__(self, kind, scope, name, ety=None, dims=()):
        self.kind, self.scope, self.name = kind, scope, name
        self.ety, self.dims = ety, dims

    def ref(self):
        if self.kind == "tv":
            return "self->" + self.name
        return ("this->" if self.scope == "l" else "") + self.name

    def sizeref(self):
        """what sizeof applies to: an associative array's element."""
        return self.ref() + ("[0]" if self.kind == "av" else "")

    def size(self):
        if self.kind == "m2":
            return self.dims[0] * self.dims[1] * self.ety.bits // 8
        if self.kind in ("sa", "sm"):
            return self.dims[0] * (self.dims[1] if self.dims[1:] else 1) * SOU.size
        if self.kind == "w":
            return W_SIZE
        return VA_SIZE * (self.dims[0] if self.kind == "va" else 1)


def dpresent(st, c, k):
    """whether an associative (k its key) or self-> struct va exists."""
    return st.g.get((c.name, ("+",) + k), False)


def contents(st, c, k):
    """a struct va's members and elements: {subkey: value}."""
    d = st.g if c.scope == "g" else st.l
    return {key[len(k):]: v for (n, key), v in list(d.items())
            if n == c.name and key[:1] != ("+",) and key[:len(k)] == k}


def setcontents(st, c, k, vals):
    """stores a whole struct va (None: deletes a dynamic one)."""
    d = st.g if c.scope == "g" else st.l
    for key in list(d):
        if key[0] == c.name and key[1][:1] != ("+",) and key[1][:len(k)] == k:
            del d[key]
    if c.kind in ("av", "tv"):
        d[(c.name, ("+",) + k)] = vals is not None
    for sub, v in (vals or {}).items():
        d[(c.name, k + sub)] = v


class ArrGen:
    def cont(self, phase):
        """an existing container, or a new one declared."""
        r = self.r
        # self-> ones in BEGIN and END only: a tick firing's thread is
        # unknown
        cs = [c for c in self.conts if c.kind != "tv" or phase != "tick"]
        if cs and r.random() < 0.8:
            return r.choice(cs)
        self.n += 1
        kind = r.choice(["m2", "m2", "sa", "va", "sv", "sm", "w", "av"] +
                        (["tv"] if phase != "tick" else []))
        scope = r.choice(["g", "g", "l"])
        if kind in ("av", "tv"):
            scope = "g"	# the model keeps them with the globals
        cls = "this " if scope == "l" else ""
        name = "%s%d" % (kind, self.n)
        if kind == "m2":
            c = Cont(kind, scope, name, r.choice(M2TYPES),
                     (r.randrange(2, 5), r.randrange(2, 6)))
            self.decls.append("%s%s %s[%d][%d];" % (cls, c.ety.name, name,
                                                   c.dims[0], c.dims[1]))
        elif kind in ("sa", "va"):
            c = Cont(kind, scope, name, dims=(r.randrange(2, 6),))
            self.decls.append("%sstruct %s %s[%d];" % (
                cls, "vs" if kind == "sa" else "va", name, c.dims[0]))
        elif kind == "av":
            c = Cont(kind, scope, name, dims=(4,))
            self.decls.append("struct va %s[int];" % name)
        elif kind == "tv":
            c = Cont(kind, scope, name)
            self.decls.append("self struct va %s;" % name)
        elif kind == "sm":
            c = Cont(kind, scope, name, dims=(r.randrange(2, 4), r.randrange(2, 4)))
            self.decls.append("%sstruct vs %s[%d][%d];" % (cls, name, c.dims[0],
                                                          c.dims[1]))
        else:
            c = Cont(kind, scope, name)
            self.decls.append("%sstruct %s %s;" % (
                cls, "va" if kind == "sv" else "w", name))
        self.conts.append(c)
        return c

    def ixvar(self, phase):
        """a new index variable: small values, any integer type."""
        r = self.r
        sc = r.choice(["g", "l", "t"] if phase != "tick" else ["g", "l"])
        t = r.choice([INTS[0], INTS[1], INTS[2], INT, INTS[5], LONG,
                      INTS[7]])
        c = r.choice([0, 1, 2, 3, 4, 5, -1, -2, 255, 65535])
        v = self.fresh(sc, t, phase)
        v.typed = True
        if v.declared:
            txt = "%s = %d;" % (v.ref(), c) if c >= 0 else \
                "%s = (%d);" % (v.ref(), c)
        else:
            txt = "%s = (%s)%d;" % (v.ref(), t.name, c)

        def f(st, v=v, c=c):
            store(st, v, None, c)
            return []
        self.ixvars.append(v)
        return txt, f

    def ixexpr(self, phase, n, depth):
        """(text, fn(st) -> the index register) of an index into n
        elements."""
        r = self.r
        x = r.random()
        ivs = [v for v in self.ixvars if v.scope != "t" or
               (v.phase == "tick") == (phase == "tick")]
        if x < 0.25 or (not ivs and x < 0.8):
            i = r.randrange(n)
            return str(i), (lambda st, i=i: i)
        if x < 0.6 and ivs:
            v = r.choice(ivs)
            return v.ref(), (lambda st, v=v: load(st, v, None))
        if x < 0.8 and ivs:
            v = r.choice([v for v in ivs if v.scope != "t"] or ivs)
            op, post = r.choice(["++", "--"]), r.random() < 0.5
            d = 1 if op == "++" else -1
            txt = v.ref() + op if post else op + v.ref()
            if v.scope == "t":	# absent: becomes +-1 (postfix: 0)
                return v.ref(), (lambda st, v=v: load(st, v, None))
            return txt, (lambda st, v=v, d=d, post=post:
                         incdec_reg(st, v, None, d, post))
        if x < 0.9 and depth < 1:
            e = self.elem(phase, depth + 1)
            if e is not None:
                return e[0], (lambda st, e=e: load(st, e[1], e[2](st)))
        e = self.iexpr(phase, 1)
        if e[3]:	# a constant: dt_cook_op2 checks it (D_ARR_BOUNDS)
            i = r.randrange(n)
            return str(i), (lambda st, i=i: i)
        return "(%s)" % e[0], e[2]

    def elem(self, phase, depth=0):
        """(text, storage Var, keyfn(st)) of an integer element: keyfn
        evaluates the indexes in order, each checked as it is computed."""
        r = self.r
        c = self.cont(phase)
        steps, txt = [], c.ref()
        if c.kind == "m2":
            es = c.ety.bits // 8
            steps = [(c.dims[0], c.dims[1] * es), (c.dims[1], es)]
            ety = c.ety
        elif c.kind == "sa":
            m, ety = r.choice(SOU.members)
            steps = [(c.dims[0], SOU.size), m]
        elif c.kind == "sm":
            m, ety = r.choice(SOU.members)
            steps = [(c.dims[0], c.dims[1] * SOU.size), (c.dims[1], SOU.size), m]
        elif c.kind == "w":
            steps, ety = ["m", (2, 6), (3, 2)], INTS[2]
            if r.random() < 0.2:
                steps, ety = ["z"], INTS[0]
        else:
            if c.kind == "va":
                steps = [(c.dims[0], VA_SIZE)]
            m, ety, n, es, _ = r.choice(VA)
            steps.append(m)
            if n:
                steps.append((n, es))
        parts = []
        if c.kind == "av":
            k = r.randrange(c.dims[0])
            txt += "[%d]" % k
            parts.append(("", k))
        for s in steps:
            if isinstance(s, str):
                parts.append(("." + s, None))
            else:
                it, fn = self.ixexpr(phase, s[0], depth)
                parts.append(("[%s]" % it, (s, fn)))
        txt += "".join(p[0] for p in parts)
        store_v = Var("arr" if c.scope == "g" else "l", c.name, ety, True)

        def kf(st, parts=parts, c=c):
            key = []
            if c.kind in ("av", "tv"):	# dt_cg_check_notnull( ) of DOT
                key = [parts[0][1]] if c.kind == "av" else []
                if not dpresent(st, c, tuple(key)):
                    raise Fault("invalid address (0x0)")
            for t, p in parts:
                if t == "":
                    continue
                if p is None:
                    key.append(t[1:])
                else:
                    (n, size), fn = p
                    key.append(check_index(fn(st), n, size))
            return tuple(key)
        return txt, store_v, kf

    def arr2stmt(self, phase):
        r = self.r
        x = r.random()
        if x < 0.12 or len(self.ixvars) < 2 and x < 0.4:
            return self.ixvar(phase)
        if x < 0.3:   # a store: the value first (dt_cg_asgn_op)
            t, v, kf = self.elem(phase)
            e = self.iexpr(phase)

            def f(st, v=v, kf=kf, e=e):
                val = e[2](st)
                store(st, v, kf(st), val)
                return []
            return "%s = %s;" % (t, e[0]), f
        if x < 0.45:
            t, v, kf = self.elem(phase)
            return self.out("%d", ["(long long)%s" % t],
                            lambda st, v=v, kf=kf: [fmtint(load(st, v, kf(st)))])
        if x < 0.62:
            return self.elem_incdec(phase)
        if x < 0.75:   # compared: signed as dt_cg_compare_signed says
            a, b = self.elem(phase), self.elem(phase)
            op = r.choice(["<", ">", "==", "!=", "<=", ">="])
            sg = promote(a[1].ty, b[1].ty).signed

            def f(st, a=a, b=b, op=op, sg=sg):
                u = load(st, a[1], a[2](st))
                w = load(st, b[1], b[2](st))
                if u is UNK or w is UNK:
                    return [None]
                if not sg:
                    u, w = u & ((1 << 64) - 1), w & ((1 << 64) - 1)
                return [b"%d" % int(eval("u %s w" % op))]
            return self.out("%d", ["%s %s %s" % (a[0], op, b[0])], f)
        if x < 0.82:
            c = self.cont(phase)
            return self.out("%d", ["sizeof (%s)" % c.sizeref()],
                            lambda st, c=c: [b"%d" % c.size()])
        if x < 0.9:
            return self.sa_copy(phase)
        return self.dyn_copy(phase)

    def elem_incdec(self, phase):
        r = self.r
        t, v, kf = self.elem(phase)
        if r.random() < 0.4:
            op = r.choice(["+", "-", "*", "&", "|", "^", "<<"])
            c = r.choice([1, 3, 255, 65537, -2]) if op != "<<" else \
                r.randrange(0, 12)

            def f(st, v=v, kf=kf, op=op, c=c):
                # the value through the indexes (dt_cg_arithmetic_op( )),
                # then the address through them again (dt_cg_asgn_op( )
                # generates a memory lvalue once more): an index's side
                # effects happen twice, each index is checked twice
                o = load(st, v, kf(st))
                if o is not UNK:
                    o = eval("o %s c" % op)
                store(st, v, kf(st), o)
                return []
            return "%s %s= %s;" % (t, op, c if c >= 0 else "(%d)" % c), f
        op, post = r.choice(["++", "--"]), r.random() < 0.5
        d = 1 if op == "++" else -1
        txt = t + op if post else op + t

        def val(st, v=v, kf=kf, d=d, post=post):
            return incdec_reg(st, v, kf(st), d, post)
        if r.random() < 0.5:
            return txt + ";", (lambda st, val=val: (val(st), [])[1])
        return self.out("%d", ["(long long)(%s)" % txt],
                        lambda st, val=val: [fmtint(val(st))])

    def sa_copy(self, phase):
        """a struct vs array's element copied whole to or from a global or
        this-> struct vs (dt_cg_asgn_op: the source's address first)."""
        r = self.r
        sas = [c for c in self.conts if c.kind in ("sa", "sm")]
        w = self.pick(phase, "struct", scopes=["g", "l"])
        if not sas or w is None:
            t, v, kf = self.elem(phase)
            return self.out("%d", ["(long long)%s" % t],
                            lambda st, v=v, kf=kf: [fmtint(load(st, v, kf(st)))])
        c = r.choice(sas)
        ixs = [self.ixexpr(phase, c.dims[0], 0)]
        steps = [(c.dims[0], SOU.size)]
        if c.kind == "sm":
            ixs.append(self.ixexpr(phase, c.dims[1], 0))
            steps = [(c.dims[0], c.dims[1] * SOU.size), (c.dims[1], SOU.size)]
        it = "][".join(x[0] for x in ixs)
        sc = "arr" if c.scope == "g" else "l"
        sv = Var(sc, c.name, INT, True)

        def idx(st, ixs=ixs, steps=steps):
            return tuple(check_index(x[1](st), *s) for x, s in zip(ixs, steps))
        if r.random() < 0.5:
            def f(st, w=w, sv=sv, idx=idx):
                i = idx(st)
                store(st, w, None, {m: load(st, sv, i + (m,))
                                    for m, _ in SOU.members})
                return []
            return "%s = %s[%s];" % (w.ref(), c.ref(), it), f

        def g(st, w=w, sv=sv, idx=idx):
            s = dict(load(st, w) or {})
            i = idx(st)
            for m, mt in SOU.members:
                store(st, Var(sv.scope, sv.name, mt, True), i + (m,), s.get(m, 0))
            return []
        return "%s[%s] = %s;" % (c.ref(), it, w.ref()), g

    def dyn_copy(self, phase):
        """a struct va copied whole between a global or this-> one and an
        associative array's element or a self-> one: stored whole, a
        dynamic one exists (dt_cg_store_var: only a NULL source deletes
        it, as an absent dynamic source is); an absent one copied into a
        global or this-> one faults."""
        r = self.r
        dyn = [c for c in self.conts if c.kind == "av" or
               (c.kind == "tv" and phase != "tick")]
        sta = [c for c in self.conts if c.kind == "sv"]
        if not dyn or not sta and r.random() < 0.5:
            c = self.cont(phase)
            return self.out("%d", ["sizeof (%s)" % c.sizeref()],
                            lambda st, c=c: [b"%d" % c.size()])

        def end(c):
            if c.kind == "av":
                k = r.randrange(c.dims[0])
                return "%s[%d]" % (c.ref(), k), c, (k,)
            return c.ref(), c, ()
        dst = end(r.choice(dyn + sta))
        src = end(r.choice([c for c in dyn + sta if c is not dst[1]] or dyn))
        if src[1] is dst[1] and src[2] == dst[2]:
            src = end(r.choice(sta or dyn))

        def f(st, dst=dst, src=src):
            sc, sk = src[1], src[2]
            dc, dk = dst[1], dst[2]
            if sc.kind in ("av", "tv") and not dpresent(st, sc, sk):
                if dc.kind in ("av", "tv"):
                    setcontents(st, dc, dk, None)
                    return []
                raise Fault("invalid address (0x0)")
            setcontents(st, dc, dk, contents(st, sc, sk))
            return []
        return "%s = %s;" % (dst[0], src[0]), f
