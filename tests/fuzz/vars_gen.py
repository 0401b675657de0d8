"""vars_gen.py - tests/fuzz/vars.py's generator of run-time programs: the
statements, expressions and predicates of its clauses, each with the function
that plays it on the model's state (vars_model.py); see vars.py for what the
programs hold and what the model follows.
"""

from vars_model import (Fault, INT, INTS, LONG, Member, PTRS, SOU, STR, T, UNK,
                        Unknown, Var, castv, check_index, copy_sou, ctype, keys_decl,
                        dt_strcmp, fmtint, incdec_reg, is_true, k_absent, load,
                        pred_holds, promote, sou_dump, store, trunc)
from vars_arrs import ArrGen


class Gen(ArrGen):
    """Builds a program's clauses; expressions are (text, type, fn(st))."""

    def __init__(self, r, strsize):
        self.r, self.strsize = r, strsize
        self.vars, self.decls, self.n = [], [], 0
        self.lines = 0
        self.conts, self.ixvars = [], []	# vars_arrs.py's

    def fresh(self, scope, ty, phase, keys=None):
        r = self.r
        self.n += 1
        name = "%s%s%d" % ({"g": "g", "t": "t", "l": "l", "a": "a",
                             "ta": "ta", "arr": "arr"}[scope],
                            "k" if phase == "tick" else "", self.n)
        decl = scope == "arr" or (scope in ("g", "t", "l") and
                                  r.random() < 0.5) or \
            (scope == "a" and r.random() < 0.4 and
             all(k.name != "_Bool" for k in keys[:-1]))
        v = Var(scope, name, ty, decl, keys, phase)
        if decl:
            cls = {"g": "", "t": "self ", "l": "this ", "a": "",
                   "arr": ""}[scope]
            if scope == "a":
                self.decls.append("%s %s[%s];" % (ty.name, name, keys_decl(keys)))
            elif scope == "arr":
                self.decls.append("int %s[4];" % name)
            else:
                self.decls.append("%s%s %s;" % (cls, ty.name, name))
        self.vars.append(v)
        return v

    def pick(self, phase, kind, typed=True, scopes=None):
        """a variable usable in this phase: self-> ones of tick clauses are
        their own (a tick firing's thread is unknown)."""
        c = [v for v in self.vars if v.ty.kind == kind and
             (v.typed or not typed) and
             (v.scope not in ("t", "ta") or (v.phase == "tick") == (phase == "tick"))
             and (scopes is None or v.scope in scopes)]
        return self.r.choice(c) if c else None

    # integer expressions
    def iconst(self):
        r = self.r
        c = r.choice([0, 1, -1, 2, 7, 100, 127, 128, 255, 256, 300, -129,
                      32767, 32768, 65535, 65536, -32769, 2147483647,
                      -2147483648, r.randrange(-1000, 1000)])
        txt = str(c) if c >= 0 else "(%d)" % c
        if r.random() < 0.4:
            t = r.choice(INTS)
            return "(%s)%d" % (t.name, c), t, \
                (lambda st, c=c, t=t: castv(c, ctype(c), t)), True
        return txt, ctype(c), (lambda st, c=c: c), True

    def keyexpr(self, kt):
        r = self.r
        if kt.kind == "string":
            s = r.choice(["", "a", "ab", "abcd", "abcde", "abcdx", "zz"])
            return '"%s"' % s, (lambda st, s=s: s[:st.strsize])
        c = r.choice([0, 1, -1, 2, 44, 300, -300, 65580, 4294967340,
                      -4294967252])
        ct = r.choice([INT, LONG, kt] + INTS)
        if abs(c) >= 2 ** 31 and ct.bits < 64:
            ct = LONG
        if ct is INT:
            txt = str(c) if c >= 0 else "(%d)" % c
        else:
            txt = "(%s)%d" % (ct.name, c)
        return txt, (lambda st, c=c, ct=ct, kt=kt: trunc(trunc(c, ct), kt))

    def lvalue(self, phase, kind, typed=True):
        """(text, var, keyfn) of an existing variable of this kind."""
        v = self.pick(phase, kind, typed)
        if kind == "int" and self.r.random() < 0.2:
            # self-> structs' members too, but not in tick clauses (whether
            # a firing's thread has one is unknown)
            p = self.pick(phase, "struct", scopes=["g", "l"] +
                          (["t"] if phase != "tick" else []))
            if p is not None:
                m, mt = self.r.choice(SOU.members)
                return "%s.%s" % (p.ref(), m), Member(p, m, mt), (lambda st: None)
        if v is None:
            return None
        if v.scope in ("a", "ta"):
            ks = [self.keyexpr(k) for k in v.keys]
            txt = v.ref(", ".join(k[0] for k in ks))
            return txt, v, (lambda st, ks=ks: tuple(k[1](st) for k in ks))
        if v.scope == "arr":
            i = self.r.randrange(4)
            return "%s[%d]" % (v.name, i), v, (lambda st, i=i: i)
        return v.ref(), v, (lambda st: None)

    def iexpr(self, phase, depth=0):
        """(text, type, fn(st) -> the register's 64-bit value)."""
        r = self.r
        x = r.random()
        if x < 0.3 or depth > 1:
            return self.iconst()
        if x < 0.36 and self.conts:	# an array's element
            t, v, kf = self.elem(phase, 1)
            return t, v.ty, (lambda st, v=v, kf=kf: load(st, v, kf(st))), False
        if x < 0.6:
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.iconst()
            txt, v, kf = lv
            return txt, v.ty, (lambda st, v=v, kf=kf: load(st, v, kf(st))), False
        if x < 0.75:
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.iconst()
            txt, v, kf = lv
            op, post = r.choice(["++", "--"]), r.random() < 0.5
            d = 1 if op == "++" else -1

            def f(st, v=v, kf=kf, d=d, post=post):
                # dt_cg_incdec_op: the raw bytes zero-extended, +-1; an
                # absent dynamic variable is stored as +-1 (postfix: 0)
                k = kf(st)
                old = load(st, v, k)
                if old is not UNK and v.dynamic() and old == 0 and \
                        k_absent(st, v, k):
                    store(st, v, k, d)
                    return 0 if post else d
                return incdec_reg(st, v, k, d, post)
            return (txt + op if post else op + txt), v.ty, f, False
        if x < 0.85:
            e = self.iexpr(phase, depth + 1)
            t = r.choice(INTS)
            return "(%s)(%s)" % (t.name, e[0]), t, \
                (lambda st, e=e, t=t: castv(e[2](st), e[1], t)), e[3]
        a = self.iexpr(phase, depth + 1)
        b = self.iexpr(phase, depth + 1)
        c = self.iexpr(phase, depth + 1)
        cmp = r.choice(["<", ">", "==", "!="])
        txt = "(%s %s 0 ? %s : %s)" % (a[0], cmp, b[0], c[0])
        if a[3]:	# dt_node_op3: a constant condition picks its arm
            arm = b if is_true(a[2](None), a[1], cmp) else c
            return txt, arm[1], arm[2], arm[3]
        rt = promote(b[1], c[1])

        def f(st, a=a, b=b, c=c, cmp=cmp):
            # dt_cg_ternary_op moves the arm's register: no conversion
            av = a[2](st)
            if av is UNK:
                # the arm that runs is unknown: so is what its ++ or --
                # leaves in its variable
                if any(o in b[0] + c[0] for o in ("++", "--")):
                    raise Unknown()
                return UNK
            return b[2](st) if is_true(av, a[1], cmp) else c[2](st)
        return txt, rt, f, False

    def pred(self, phase):
        """a predicate comparing a variable (global, self-> or associative)
        with a constant, signed or not as dt_cg_compare_signed says; or
        an expression with side effects (++/--, ?:, casts) compared so:
        they stay when the predicate is false (dt_cg_prologue( ) runs it
        before the clause's first statement)."""
        r = self.r
        if r.random() < 0.5:
            e = self.iexpr(phase)
            if not e[3]:
                return self.pred_expr(e)
        v = self.pick(phase, "int", scopes=["g", "t", "a", "ta"])
        if v is None:
            return []
        lv = None
        while lv is None or lv[1] is not v:
            lv = self.lvalue(phase, "int")
            if lv is not None and lv[1].scope in ("g", "t", "a", "ta"):
                v = lv[1]
                break
        txt, v, kf = lv
        c = r.choice([0, 1, -1, 7, 255, 300])
        cmp = r.choice(["==", "!=", "<", ">"])

        def f(st, v=v, kf=kf, c=c, cmp=cmp):
            a = load(st, v, kf(st))
            if a is UNK:
                raise Unknown()
            return pred_holds(a, v.ty, c, cmp)
        return [("/%s %s %s/" % (txt, cmp, c if c >= 0 else "(%d)" % c), f)]

    def pred_expr(self, e):
        r = self.r
        c = r.choice([0, 1, -1, 7, 255, 300])
        cmp = r.choice(["==", "!=", "<", ">"])

        def f(st, e=e, c=c, cmp=cmp):
            a = e[2](st)
            if a is UNK:
                raise Unknown()
            return pred_holds(a, e[1], c, cmp)
        return [("/(%s) %s %s/" % (e[0], cmp, c if c >= 0 else "(%d)" % c), f)]

    def out(self, fmt, args, fn):
        self.lines += 1
        return ('printf("%s\\n"%s);' % (fmt, "".join(", " + a for a in args)),
                fn)

    # statements: (text, fn(st) -> list of lines (bytes or None) or raise Fault)
    def stmt(self, phase):
        r = self.r
        if r.random() < 0.18:
            return self.arr2stmt(phase)
        x = r.random()
        if x < 0.2:   # a new variable
            return self.newvar(phase)
        if x < 0.45:  # print an integer expression
            e = self.iexpr(phase)
            if r.random() < 0.5:
                return self.out("%d", ["(long long)(%s)" % e[0]],
                                lambda st, e=e: [fmtint(e[2](st))])
            # the record keeps the type's size; %d reads it signed by that
            # size for a signed type, else as %u (pfcheck_dint), %u
            # unsigned (pfprint_uint)
            conv = r.choice(["d", "u"])
            rt = T("", e[1].bits, conv == "d" and e[1].signed)

            def f(st, e=e, rt=rt):
                v = e[2](st)
                return [None if v is UNK else b"%d" % trunc(v, rt)]
            return self.out("%" + conv, [e[0]], f)
        if x < 0.6:   # store into an integer variable
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.newvar(phase)
            txt, v, kf = lv
            if v.dynamic() and r.random() < 0.3:
                e = ("0", INT, lambda st: 0, True)
            else:
                e = self.iexpr(phase)

            def f(st, v=v, kf=kf, e=e):
                val = e[2](st)	# before the key (dt_cg_prep_dvar( ))
                store(st, v, kf(st), val)
                return []
            return "%s = %s;" % (txt, e[0]), f
        if x < 0.7:   # op=
            lv = self.lvalue(phase, "int")
            if lv is None:
                return self.newvar(phase)
            txt, v, kf = lv
            op = r.choice(["+", "-", "*", "&", "|", "^", "<<"])
            c = r.choice([1, 3, 255, 1000, 65537]) if op != "<<" else \
                r.randrange(0, 12)

            def f(st, v=v, kf=kf, op=op, c=c):
                k = kf(st)
                o = load(st, v, k)
                if o is not UNK:
                    o = {"+": o + c, "-": o - c, "*": o * c, "&": o & c,
                         "|": o | c, "^": o ^ c, "<<": o << c}[op]
                if c == 0 and v.dynamic():	# a literal 0 deletes it
                    o = 0
                store(st, v, k, o)
                return []
            return "%s %s= %d;" % (txt, op, c), f
        if x < 0.8:
            return self.strstmt(phase)
        if x < 0.87:
            return self.soustmt(phase)
        if x < 0.94:
            return self.ptrstmt(phase)
        return self.arrstmt(phase)

    def ptrstmt(self, phase):
        """pointers as values: stores, op= and ++/-- scaled by the
        pointee's size (dt_cg_incdec_op's adj, dt_cg_asgn_op)."""
        r = self.r
        v = self.pick(phase, "ptr", scopes=["g", "t", "l"])
        if v is None or r.random() < 0.2:
            t = r.choice(PTRS)
            v = self.fresh(r.choice(["g", "t", "l"]), t, phase)
            c = r.choice([0, 8, 1000, 4096, 65536, 1 << 40])
            v.typed = True

            def f(st, v=v, c=c):
                store(st, v, None, c)
                return []
            return "%s = (%s)%d;" % (v.ref(), v.ty.name, c), f
        x = r.random()
        step = v.ty.step
        if x < 0.3:
            op, k = r.choice(["+", "-"]), r.randrange(1, 5)
            d = k * step if op == "+" else -k * step

            def f(st, v=v, d=d):
                o = load(st, v)
                store(st, v, None, UNK if o is UNK else o + d)
                return []
            return "%s %s= %d;" % (v.ref(), op, k), f
        if x < 0.5:
            op = r.choice(["++", "--"])
            d = step if op == "++" else -step
            txt = r.choice([v.ref() + op, op + v.ref()])

            def f(st, v=v, d=d):
                o = load(st, v)
                store(st, v, None, UNK if o is UNK else o + d)
                return []
            return txt + ";", f
        k = r.randrange(0, 4)

        def f(st, v=v, k=k, step=step):
            o = load(st, v)
            return [fmtint(UNK if o is UNK else o + k * step)]
        return self.out("%d", ["(long long)(%s + %d)" % (v.ref(), k)], f)

    def newvar(self, phase):
        r = self.r
        scopes = ["g", "t", "l", "a", "ta"]
        sc = r.choice(scopes)
        ty = r.choice(INTS)
        keys = None
        if sc in ("a", "ta"):
            keys = [r.choice(INTS + [STR]) for _ in range(r.randrange(1, 4))]
            if sc == "ta":
                keys = keys or [INT]
        if sc in ("g", "t", "l") and r.random() < 0.3:
            # an implicit variable takes its first value's type, whatever
            # the expression (dt_cook_op2's DT_TOK_ASGN)
            e = self.iexpr(phase)
            v = self.fresh(sc, e[1], phase)
            if v.declared:
                v.ty = ty = e[1]
            v.typed = True

            def f(st, v=v, e=e):
                store(st, v, None, e[2](st))
                return []
            return "%s = %s;" % (v.ref(), e[0]), f
        v = self.fresh(sc, ty, phase, keys)
        c = r.choice([1, -1, 200, 300, -40000, 70000, 5000000000])
        txt = "(%s)%d" % (ty.name, c)
        if v.scope in ("a", "ta"):
            ks = [self.keyexpr(k) for k in keys]
            lhs = v.ref(", ".join(k[0] for k in ks))
            if not v.declared:   # the first use fixes the key types
                ks = [(k[0], (lambda st, k=k, kt=kt: k[1](st)))
                      for k, kt in zip(ks, keys)]
                ks2 = []
                for (t, fn), kt in zip(ks, keys):
                    if kt.kind == "int":
                        t = "(%s)%s" % (kt.name, t)
                        fn = (lambda st, fn=fn, kt=kt: trunc(fn(st), kt))
                    ks2.append((t, fn))
                ks = ks2
                lhs = v.ref(", ".join(k[0] for k in ks))
            kf = (lambda st, ks=ks: tuple(k[1](st) for k in ks))
        else:
            lhs, kf = v.ref(), (lambda st: None)
        v.typed = True

        def f(st, v=v, kf=kf, c=c, ty=ty):
            store(st, v, kf(st), trunc(c, ty))
            return []
        return "%s = %s;" % (lhs, txt), f

    def strref(self, v):
        """(text, keyfn) of a string variable, an element if keyed."""
        if v.scope in ("a", "ta"):
            ks = [self.keyexpr(k) for k in v.keys]
            return v.ref(", ".join(k[0] for k in ks)), \
                (lambda st, ks=ks: tuple(k[1](st) for k in ks))
        return v.ref(), (lambda st: None)

    def strstmt(self, phase):
        r = self.r
        v = self.pick(phase, "string")
        x = r.random()
        if v is None or x < 0.3:
            if v is None or r.random() < 0.5:
                sc = r.choice(["g", "t", "l", "a"])
                keys = [r.choice(INTS) for _ in range(r.randrange(1, 3))] \
                    if sc == "a" else None
                if keys:	# _Bool before ',' is no type (keys_decl( ))
                    keys = [INTS[1] if k.name == "_Bool" and j < len(keys) - 1
                            else k for j, k in enumerate(keys)]
                v = self.fresh(sc, STR, phase, keys)
                if sc == "a" and not v.declared:	# the key types declared
                    v.declared = True
                    self.decls.append("string %s[%s];" % (v.name,
                                                          keys_decl(keys)))
            s = r.choice(["", "a", "hello", "abcdefgh", "abcdefgx",
                          "a longer string"])
            v.typed = True
            txt, kf = self.strref(v)

            def f(st, v=v, s=s, kf=kf):
                store(st, v, kf(st), s)
                return []
            return '%s = "%s";' % (txt, s), f
        w = self.pick(phase, "string")
        vt, vk = self.strref(v)
        wt, wk = self.strref(w)
        if x < 0.45:
            def f(st, v=v, w=w, vk=vk, wk=wk):
                # dt_cg_store_var zeroes a global or this-> string's first
                # bytes before it copies: from itself, it copies ""; an
                # absent element is NULL (deletes a dynamic destination)
                val = load(st, w, wk(st))
                store(st, v, vk(st), "" if v is w and not v.dynamic() and
                      isinstance(val, str) else val)
                return []
            return "%s = %s;" % (vt, wt), f
        if x < 0.75:
            def f(st, v=v, vk=vk):
                # an absent dynamic string is NULL: printf() copies it from
                # address 0 (dt_cg_store_val: BADADDR)
                k = vk(st)
                if v.dynamic() and k_absent(st, v, k):
                    raise Fault("invalid address (0x0)")
                s = load(st, v, k)
                if s is UNK and v.dynamic():	# maybe absent: a fault
                    raise Unknown()
                if s is None:	# a NULL global or this-> string: the same
                    raise Fault("invalid address (0x0)")
                return [b"[" + s.encode() + b"]" if isinstance(s, str) else None]
            return self.out("[%s]", [vt], f)
        op = r.choice(["==", "!=", "<", ">", "<=", ">="])

        def f(st, v=v, w=w, op=op, vk=vk, wk=wk):
            a, b = load(st, v, vk(st)), load(st, w, wk(st))
            if a is UNK or b is UNK:
                return [None]
            if not isinstance(a, str) or not isinstance(b, str):
                raise Unknown()	# a NULL string compared: not modelled
            c = dt_strcmp(a, b, st.strsize)
            if c is None:
                return [None]
            return [fmtint(int(eval("c %s 0" % op)))]
        return self.out("%d", ["%s %s %s" % (vt, op, wt)], f)

    def soustmt(self, phase):
        r = self.r
        scs = ["g", "l"] if phase == "tick" else ["g", "l", "t"]
        v = self.pick(phase, "struct", scopes=scs)
        if v is None or r.random() < 0.2:
            sc = r.choice(scs)
            v = self.fresh(sc, SOU, phase)
        if not v.typed:
            src = self.pick(phase, "struct")
            if sc == "t" or src is None:
                src = self.fresh("g", SOU, phase)
                src.declared = src.typed = True
                if ("struct vs %s;" % src.name) not in self.decls:
                    self.decls.append("struct vs %s;" % src.name)
            v.typed = True

            def f(st, v=v, src=src):
                copy_sou(st, v, src)
                return []
            return "%s = %s;" % (v.ref(), src.ref()), f
        x = r.random()
        m, mt = r.choice(SOU.members)
        if x < 0.35 and v.scope != "t":
            e = self.iexpr(phase)

            def f(st, v=v, m=m, mt=mt, e=e):
                val = e[2](st)	# first: it may change another member
                s = dict(load(st, v) or {})
                s[m] = UNK if val is UNK else trunc(val, mt)
                store(st, v, None, s)
                return []
            return "%s.%s = %s;" % (v.ref(), m, e[0]), f
        w = self.pick(phase, "struct", scopes=["g", "l"])
        if v.scope == "t" and x < 0.3 and w is not None:
            def f(st, v=v, w=w):
                copy_sou(st, v, w)
                return []
            return "%s = %s;" % (v.ref(), w.ref()), f
        if x < 0.5 and w is not None:

            def f(st, v=v, w=w):
                copy_sou(st, w, v)
                return []
            return "%s = %s;" % (w.ref(), v.ref()), f
        if x < 0.6:
            return self.out("%d", ["sizeof (%s)" % v.ref()],
                            lambda st: [b"%d" % SOU.size])
        if x < 0.7:
            return self.out("%d", ["offsetof(struct vs, %s)" % m],
                            lambda st, m=m: [b"%d" % SOU.offs[m]])
        if x < 0.78:	# a struct's trace() is its bytes' hex dump
            def f(st, v=v):
                if v.dynamic() and k_absent(st, v, None):
                    raise Fault("invalid address (0x0)")
                return sou_dump(load(st, v) or {})
            self.lines += 1
            return "trace(%s);" % v.ref(), f

        def f(st, v=v, m=m):
            # dt_cg_load_var gives an absent dynamic struct as NULL
            if v.dynamic() and k_absent(st, v, None):
                raise Fault("invalid address (0x0)")
            s = load(st, v) or {}
            return [fmtint(s.get(m, 0))]
        return self.out("%d", ["(long long)%s.%s" % (v.ref(), m)], f)

    def arrstmt(self, phase):
        r = self.r
        a = self.pick(phase, "int", scopes=["arr"])
        if a is None:
            a = self.fresh("arr", INT, phase)
            a.typed = True
        iv = self.pick(phase, "int", scopes=["g"])
        if iv is None or iv.ty.bits < 32 or r.random() < 0.3:
            i = r.randrange(4)
            itxt, ifn = str(i), (lambda st, i=i: i)
        else:
            itxt, ifn = iv.ref(), (lambda st, iv=iv: load(st, iv))
        x = r.random()
        if x < 0.3:
            return self.arrincdec(a, itxt, ifn)
        if x < 0.65:
            e = self.iexpr(phase)

            def f(st, a=a, ifn=ifn, e=e):
                # the value before the element's address (dt_cg_node( )'s
                # DT_TOK_ASGN): its side effects stay when the index faults
                val = e[2](st)
                i = check_index(ifn(st))
                if i is UNK:
                    st.g.update({(a.name, j): UNK for j in range(4)})
                else:
                    store(st, a, i, val)
                return []
            return "%s[%s] = %s;" % (a.name, itxt, e[0]), f

        def f(st, a=a, ifn=ifn):
            i = check_index(ifn(st))
            return [None if i is UNK else fmtint(load(st, a, i))]
        return self.out("%d", ["%s[%s]" % (a.name, itxt)], f)


    def arrincdec(self, a, itxt, ifn):
        """a[i]++, --a[i] (statements or printed values) and a[i] op= c:
        the element's address is a + i, checked at run time as a load's
        (dt_cg_incdec_op( ) and dt_cg_asgn_op( ) reach it through
        dt_cg_arithmetic_op( )); ++/-- add to its raw bytes; op= reaches
        it twice, its index expression computed each time."""
        r = self.r
        ref = "%s[%s]" % (a.name, itxt)
        if r.random() < 0.4:
            op = r.choice(["+", "-", "*", "&", "|", "^", "<<"])
            c = r.choice([1, 3, 255, 65537, -2]) if op != "<<" else \
                r.randrange(0, 12)

            def f(st, a=a, ifn=ifn, op=op, c=c):
                # the element is reached twice: its value by
                # dt_cg_arithmetic_op( ), then its address again by
                # dt_cg_asgn_op( ) (a memory lvalue, *(a + i)), the
                # index computed and checked each time
                o = load(st, a, check_index(ifn(st)))
                if o is not UNK:
                    o = {"+": lambda: o + c, "-": lambda: o - c,
                         "*": lambda: o * c, "&": lambda: o & c,
                         "|": lambda: o | c, "^": lambda: o ^ c,
                         "<<": lambda: o << c}[op]()
                store(st, a, check_index(ifn(st)), o)
                return []
            return "%s %s= %s;" % (ref, op, c if c >= 0 else "(%d)" % c), f
        op, post = r.choice(["++", "--"]), r.random() < 0.5
        d = 1 if op == "++" else -1
        txt = ref + op if post else op + ref

        def val(st, a=a, ifn=ifn, d=d, post=post):
            return incdec_reg(st, a, check_index(ifn(st)), d, post)
        if r.random() < 0.5:
            return txt + ";", (lambda st, val=val: (val(st), [])[1])
        return self.out("%d", ["(long long)(%s)" % txt],
                        lambda st, val=val: [fmtint(val(st))])
