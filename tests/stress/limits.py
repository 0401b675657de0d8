#!/usr/bin/python3
"""limits.py - large D programs a user may write, run for real.

Each seed builds one program of a kind (-k, else the seed picks one) at a
size the seed picks, runs it (sonda -q -x errtags; BEGIN, tick-1ms or END
clauses only) and checks that it either runs, printing the values this
file computes for it, or is refused with a D error (a [D_*] tag) before
anything is loaded. The kernel's verifier must never be the one to refuse
(the issue wants no verifier rejection anywhere), nor may sonda fail
without a D error. The kinds:

  aggs_prog   60 to 200 aggregations over many clauses: count, sum, min,
              max, avg, stddev, quantize, lquantize, llquantize, keyless
              or keyed by integers and strings; the count/sum/min/max ones
              printed by printa( ) and checked
  aggs_clause the same in one clause
  clauses     100 to 400 clauses on BEGIN, each adding to clause-local
              this->acc and building a string (strjoin, substr, lltostr)
  str_temps   clauses of 20 to 60 clause-local string temporaries, each
              made of earlier ones, all printed
  tern8       ?: of strings nested 8 to 12 deep, arms of subroutine calls
  tuples      associative arrays and aggregations keyed by tuples of 5 to
              9 strings (and integers), stored and read back
  specs       nspec 8 to 64 speculations taken, filled over many clauses
              and committed or discarded
  tls         100 to 600 thread-local variables (integers and strings)
  printf      printf( ) of 60 to 250 arguments, integers and strings
  strsize     strsize 1024 to 4096 with 10 to 60 string operations
  joinloop    a string grown by strjoin( ) over tick-1ms firings and
              doubled in one clause, to strsize

The values follow D's definition for what the generators make (strings
stay well under strsize except in joinloop, where only strlen( ) is
printed: a string keeps strsize characters); a third of the programs of the
other kinds run at a strsize of 512 to 4096, a third on tick-1ms instead of
BEGIN (its first firing runs every clause and exit( )s: later ones run none;
not tuples: where dynamic variables' maps take more than their preallocation
budget (rt/load.c: 64 MiB or 4 x dynvarsize) the rest allocate as they go,
and a second new element of one such array in an interrupt's firing is a
dynamic variable drop DTrace does not have: with -x dynvarsize=16m, 24
arrays of 5- to 9-member tuples, seed 119090004). Refusals are counted by tag.

  tests/stress/limits.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA]
                         [-k KIND]... [-v]

Needs root. Not run by tests/run. Exit status 1 if anything is flagged.
"""
import os
import random
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'fuzz'))
import fuzzlib  # noqa: E402

FUNCS = ('count', 'sum', 'min', 'max', 'avg', 'stddev', 'quantize', 'lquantize',
         'llquantize')


def dq(s):
    return '"%s"' % s


def rword(g, lo=1, hi=6):
    return ''.join(g.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(g.randint(lo, hi)))


class Prog:
    """A program's clauses, the lines it must print (in order, or as a set
    when sorted is False) and its options."""

    def __init__(self):
        self.clauses = []
        self.expect = []
        self.ordered = True	# else compared as sets
        self.within = False	# expected lines among others (in order)
        self.opts = []
        self.pragmas = []
        self.probe = 'BEGIN'	# or tick-1ms: what BEGIN clauses become

    def text(self):
        cl = self.clauses
        if self.probe != 'BEGIN':
            cl = [self.probe + c[5:] if c.startswith('BEGIN ') else c for c in cl]
        return ''.join('#pragma D option %s\n' % p for p in self.pragmas) + \
            '\n'.join(cl) + '\n'


def agg_stmt(g, i, prog):
    """One aggregation @aI and its printa( ), with the line it prints when
    its value is checked."""
    f = g.choice(FUNCS)
    v = g.randint(0, 5000)
    key = g.choice(('', 'int', 'str', 'both'))
    ks = {'': '', 'int': '[%d]' % (i % 7), 'str': '["k%d"]' % i,
          'both': '["k%d", %d]' % (i, i % 5)}[key]
    if key in ('str', 'both') and g.randrange(2):	# a key computed
        ks = ks.replace('"k%d"' % i, 'strjoin("k", lltostr(%d))' % i)
    arg = {'count': '', 'lquantize': '%d, 0, 10000, 100' % v,
           'llquantize': '%d, 10, 0, 4, 10' % v}.get(f, '%d' % v)
    st = '@a%d%s = %s(%s);' % (i, ks, f, arg)
    if f not in ('count', 'sum', 'min', 'max'):
        return st, None
    val = 1 if f == 'count' else v
    kf = {'': '', 'int': ' %d', 'str': ' %s', 'both': ' %s %d'}[key]
    kv = {'': '', 'int': ' %d' % (i % 7), 'str': ' k%d' % i,
          'both': ' k%d %d' % (i, i % 5)}[key]
    pr = 'printa("a%d%s %%@d\\n", @a%d);' % (i, kf, i)
    return st + '\n', (pr, 'a%d%s %d' % (i, kv, val))


def k_aggs(g, prog, one):
    n = g.randint(60, 200)
    sts, prs = [], []
    for i in range(n):
        st, chk = agg_stmt(g, i, prog)
        sts.append(st)
        if chk:
            prs.append(chk[0])
            prog.expect.append(chk[1])
    if one:
        prog.clauses.append('BEGIN {\n%s}' % ''.join(sts))
    else:
        per = g.randint(1, 10)
        for k in range(0, n, per):
            prog.clauses.append('BEGIN { %s }' % ' '.join(sts[k:k + per]))
    prog.clauses.append('BEGIN { exit(0); }')
    prog.clauses.append('END { %s }' % ' '.join(prs))
    prog.opts = ['-x', 'aggsortkey']
    prog.within = True	# the aggregations not printa( )ed print at exit


def k_aggs_prog(g, prog):
    k_aggs(g, prog, False)


def k_aggs_clause(g, prog):
    k_aggs(g, prog, True)


def k_clauses(g, prog):
    n = g.randint(100, 400)
    prog.clauses.append('BEGIN { this->acc = 0; this->s = "x"; }')
    acc, s = 0, 'x'
    for k in range(n):
        d = g.randint(1, 1000)
        acc += d
        op = g.randrange(3)
        if op == 0:
            st = 'this->s = strjoin(substr(this->s, 0, 20), "%d");' % (k % 10)
            s = s[:20] + str(k % 10)
        elif op == 1:
            st = 'this->s = lltostr(this->acc);'
            s = str(acc)
        else:
            st = 'this->s = substr(this->s, 1);'
            s = s[1:]
        prog.clauses.append('BEGIN /this->acc >= 0/ { this->acc += %d; %s }' % (d, st))
    prog.clauses.append('BEGIN { printf("%d [%s]\\n", this->acc, this->s); exit(0); }')
    prog.expect.append('%d [%s]' % (acc, s))


def str_expr(g, names, vals):
    """A string expression over earlier temporaries and its value."""
    op = g.randrange(6)
    a = g.randrange(len(names))
    if op == 0 and len(names) > 1:
        b = g.randrange(len(names))
        return 'strjoin(%s, %s)' % (names[a], names[b]), (vals[a] + vals[b])[:40]
    if op == 1:
        i = g.randint(0, 5)
        return 'substr(%s, %d)' % (names[a], i), vals[a][i:]
    if op == 2:
        return 'toupper(%s)' % names[a], vals[a].upper()
    if op == 3:
        v = g.randint(-99999, 99999)
        return 'lltostr(%d)' % v, str(v)
    if op == 4:
        w = rword(g)
        return 'strjoin("%s", %s)' % (w, names[a]), (w + vals[a])[:40]
    c = g.randint(0, 3)
    return 'substr(%s, 0, %d)' % (names[a], c), vals[a][:c]


def k_str_temps(g, prog):
    n = g.randint(20, 60)
    names, vals, sts = ['"seed"'], ['seed'], []
    for k in range(n):
        e, v = str_expr(g, names, vals)
        if len(v) >= 40:	# keep the strings short: cut with substr( )
            e, v = 'substr(%s, 0, 30)' % e, v[:30]
        sts.append('this->t%d = %s;' % (k, e))
        names.append('this->t%d' % k)
        vals.append(v)
    prints = ['printf("%d [%%s]\\n", this->t%d);' % (k, k) for k in range(n)]
    prog.clauses.append('BEGIN {\n%s\n%s\nexit(0); }' % ('\n'.join(sts), '\n'.join(prints)))
    prog.expect += ['%d [%s]' % (k, vals[k + 1]) for k in range(n)]


def k_tern8(g, prog):
    depth = g.randint(8, 12)
    x = g.randint(0, 20)
    e, v = '"end"', 'end'
    for d in range(depth):
        c = g.randint(0, 20)
        w = rword(g)
        arm, av = g.choice([('strjoin("%s", lltostr(%d))' % (w, d), '%s%d' % (w, d)),
                            ('substr("%sxyz", 1)' % w, (w + 'xyz')[1:]),
                            ('"%s"' % w, w), ('toupper("%s")' % w, w.upper())])
        op = g.choice(('==', '<', '>', '!='))
        e = '(this->x %s %d ? %s : %s)' % (op, c, arm, e)
        v = av if eval('%d %s %d' % (x, op, c)) else v
    k = g.randint(1, 10)
    prog.clauses.append('BEGIN { this->x = %d; }' % x)
    for i in range(k):
        prog.clauses.append('BEGIN { this->r%d = %s; printf("%d %%s\\n", this->r%d); }'
                            % (i, e, i, i))
        prog.expect.append('%d %s' % (i, v))
    prog.clauses.append('BEGIN { exit(0); }')


def k_tuples(g, prog):
    prog.opts = ['-x', 'dynvarsize=64m']
    n = g.randint(5, 60)
    sts, rd = [], []
    for k in range(n):
        m = g.randint(4, 8)
        # the first member k keeps every key apart; one array a signature
        mem = [dq(rword(g)) if g.randrange(3) else str(g.randint(0, 99)) for _ in range(m)]
        key = ', '.join([str(k)] + mem)
        arr = 'A' + ''.join('s' if x[0] == '"' else 'i' for x in mem)
        v = g.randint(1, 10 ** 6)
        sts.append('%s[%s] = %d; @t%d[%s] = sum(%d);' % (arr, key, v, k, key, v))
        rd.append('printf("%d %%d\\n", %s[%s]);' % (k, arr, key))
        prog.expect.append('%d %d' % (k, v))
    prog.clauses.append('BEGIN {\n%s\n}' % '\n'.join(sts))
    prog.clauses.append('BEGIN {\n%s\nexit(0); }' % '\n'.join(rd))
    prog.within = True	# the @t aggregations print at exit


def k_specs(g, prog):
    ns = g.randint(8, 64)
    prog.opts = ['-x', 'nspec=%d' % ns]
    take = g.randint(1, min(ns, 16))	# DTrace gives ids 1 to 16 at most
    prog.clauses.append('BEGIN { %s }' % ' '.join('s%d = speculation();' % i
                                                  for i in range(take)))
    commit = []
    for c in range(g.randint(5, 60)):
        i = g.randrange(take)
        w = rword(g)
        prog.clauses.append('BEGIN { speculate(s%d); printf("%d %s %%s\\n", strjoin("%s", '
                            'lltostr(s%d > 0))); }' % (i, i, w, w, i))
        commit.append((i, '%d %s %s1' % (i, w, w)))
    done = set()
    ends = []
    for i in range(take):
        if g.randrange(2):
            ends.append('BEGIN { commit(s%d); }' % i)
            done.add(i)
        else:
            ends.append('BEGIN { discard(s%d); }' % i)
    prog.clauses += ends
    prog.clauses.append('BEGIN { exit(0); }')
    prog.expect = sorted(line for i, line in commit if i in done)
    prog.ordered = False


def k_tls(g, prog):
    prog.opts = ['-x', 'dynvarsize=64m']	# 600 strings of 4096 bytes fit
    n = g.randint(100, 600)
    sts, tot = [], 0
    strs = []
    for k in range(n):
        if g.randrange(3):
            v = g.randint(0, 1000)
            sts.append('self->v%d = %d;' % (k, v))
            tot += v
        else:
            w = rword(g)
            sts.append('self->v%d = "%s";' % (k, w))
            strs.append((k, w))
    per = g.randint(1, 50)
    for k in range(0, n, per):
        prog.clauses.append('BEGIN { %s }' % ' '.join(sts[k:k + per]))
    sk = set(k for k, _ in strs)
    ints = [k for k in range(n) if k not in sk]
    sm = ' + '.join('self->v%d' % k for k in ints) or '0'
    prog.clauses.append('BEGIN { printf("%%d\\n", %s); }' % sm)
    prog.expect.append(str(tot))
    for k, w in strs:
        prog.clauses.append('BEGIN { printf("%d %%s\\n", self->v%d); self->v%d = 0; }'
                            % (k, k, k))
        prog.expect.append('%d %s' % (k, w))
    prog.clauses.append('BEGIN { exit(0); }')


def k_printf(g, prog):
    n = g.randint(60, 250)
    fmt, args, out = [], [], []
    for k in range(n):
        if g.randrange(2):
            v = g.randint(-10 ** 9, 10 ** 9)
            fmt.append('%d')
            args.append(str(v) if v >= 0 else '(%d)' % v)
            out.append(str(v))
        else:
            w = rword(g)
            fmt.append('%s')
            args.append('strjoin("%s", "")' % w if g.randrange(2) else dq(w))
            out.append(w)
    prog.clauses.append('BEGIN { printf("%s\\n", %s); exit(0); }'
                        % (' '.join(fmt), ', '.join(args)))
    prog.expect.append(' '.join(out))


def k_strsize(g, prog):
    S = g.choice((1024, 2048, 3000, 4096))
    prog.pragmas.append('strsize=%d' % S)
    n = g.randint(10, 60)
    names, vals, sts = ['"seed"'], ['seed'], []
    for k in range(n):
        e, v = str_expr(g, names, vals)
        sts.append('this->t%d = %s;' % (k, e))
        names.append('this->t%d' % k)
        vals.append(v)
    last = min(n, 8)
    prints = ['printf("%d [%%s]\\n", this->t%d);' % (k, k) for k in range(n - last, n)]
    prog.clauses.append('BEGIN {\n%s\n%s\nexit(0); }' % ('\n'.join(sts), '\n'.join(prints)))
    prog.expect += ['%d [%s]' % (k, vals[k + 1]) for k in range(n - last, n)]


def k_joinloop(g, prog):
    S = g.choice((64, 256, 1000, 2048, 4096))
    prog.pragmas.append('strsize=%d' % S)
    w = rword(g, 1, 9)
    n = g.randint(5, 60)
    prog.clauses.append('BEGIN { s = ""; n = 0; }')
    prog.clauses.append('tick-1ms /n < %d/ { s = strjoin(s, "%s"); n++; }' % (n, w))
    prog.clauses.append('tick-1ms /n == %d/ { printf("%%d\\n", strlen(s)); t = s; n++; }' % n)
    dbl = g.randint(1, 14)
    body = ' '.join('t = strjoin(t, t);' for _ in range(dbl))
    prog.clauses.append('tick-1ms /n == %d/ { %s printf("%%d\\n", strlen(t)); exit(0); }'
                        % (n + 1, body))
    ln = min(S, len(w) * n)
    prog.expect.append(str(ln))
    ln2 = ln
    for _ in range(dbl):
        ln2 = min(S, ln2 * 2)
    prog.expect.append(str(ln2))


KINDS = {k[2:]: f for k, f in globals().items() if k.startswith('k_') and k != 'k_aggs'}


def build(seed, kinds):
    g = random.Random(seed)
    kind = g.choice(kinds)
    prog = Prog()
    KINDS[kind](g, prog)
    if not prog.pragmas and g.randrange(3) == 0:	# a third at a large strsize
        prog.pragmas.append('strsize=%d' % g.choice((512, 1024, 2048, 4096)))
    if kind not in ('joinloop', 'tuples') and g.randrange(3) == 0:	# a third on tick-1ms
        prog.probe = 'tick-1ms'
    return kind, prog


TAG = re.compile(r'\[(D_[A-Z_]+)\]')


def one(args, seed):
    kind, prog = build(seed, args.k or sorted(KINDS))
    text = prog.text()
    rc, out, err = fuzzlib.run_script(args.bin, text, ['-q', '-x', 'errtags'] + prog.opts,
                                      timeout=300)
    tag = TAG.search(err)
    res = 'ok'
    if 'verifier' in err or 'BPF program load' in err:
        res = 'REJECTED'
    elif rc != 0 and tag:
        res = 'refused ' + tag.group(1)
    elif rc != 0 or err.strip():
        res = 'FAILED'
    else:
        got = [ln for ln in out.split('\n') if ln != '']
        exp = prog.expect if prog.ordered else sorted(prog.expect)
        if prog.within:
            it = iter(got)
            if not all(e in it for e in exp):
                res = 'WRONG'
        elif (got if prog.ordered else sorted(got)) != exp:
            res = 'WRONG'
    return seed, kind, res, text, rc, out, err, prog


def main():
    ap = fuzzlib.options(n=50, j=1, desc='large D programs against the kernel\'s limits')
    ap.add_argument('-k', action='append', choices=sorted(KINDS))
    args = ap.parse_args()
    bad, counts = 0, {}
    for seed, kind, res, text, rc, out, err, prog in fuzzlib.seeds(args, one):
        counts[res] = counts.get(res, 0) + 1
        flagged = res in ('REJECTED', 'FAILED', 'WRONG')
        print('seed %d %-12s %s' % (seed, kind, res), flush=True)
        if flagged or args.v:
            bad += flagged
            if args.v or flagged:
                print(text if len(text) < 1500 else text[:1500] + '...')
            if flagged:
                print('  exit %d\n  stderr: %s' % (rc, err.strip()[:2000]))
                got = [ln for ln in out.split('\n') if ln]
                for i, (a, b) in enumerate(zip(prog.expect, got)):
                    if a != b:
                        print('  line %d: expected %r got %r' % (i, a, b))
                        break
                else:
                    print('  expected %d lines, got %d' % (len(prog.expect), len(got)))
    print('%d programs, %s, %d flagged' % (args.n, ', '.join(
        '%s %d' % kv for kv in sorted(counts.items())), bad))
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
