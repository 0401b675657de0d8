#!/usr/bin/python3
"""verifier.py - heavy D programs loaded for real, against the kernel's verifier.

Builds programs of the shapes DTrace users write at their heaviest (string
subroutines, string comparisons, copyinstr( ), ustack( ) and stack( ),
aggregations keyed by strings and stacks, quantizations, speculations,
printf( ) with many %s, nested ?: on strings, progenyof( ), tuples,
alloca( )/bcopy( ), inet_ntop( ) ...), each statement repeated N times in
one clause of syscall::openat:entry (-m clause) or once in each of N
predicated clauses (-m clauses), loads them (sonda -x dump=steps: BEGIN
exits at once, the openat program is loaded and attached) and prints for
each: its instructions, those the verifier processed, those sonda counted
(cg_max_pending( )), processed per instruction, counted per processed and
the load's time. It flags:

  REJECTED  the kernel refused a program sonda accepted (never allowed:
            sonda must refuse with a D error first);
  UNDER     sonda counted less than 9/10 of what the verifier processed
            (CG_MAX_STEPS keeps a tenth in hand: past it a program the
            kernel refuses could reach it);
  SLOW      the load took more than 60 s of CPU (sonda's and the
            verifier's, wall-clock time varies with the machine's load).

A D error (a [D_*] tag) is a refusal before loading: counted, not a
failure; no D error and no load (a crash, an internal error) is FAILED.
-o DIR keeps the programs there.

Kinds of their own shape (GENS, GENS_WHOLE): long_mixed (ten of a mix of
the statements above per step: clauses of hundreds), strchain (string
subroutines nested four and five deep), tern_deep (a ?: of strings twelve
deep), vars_many (a thread-local, two associative arrays with string and
tuple keys and a thread-local array of their own per step), printf30
(printf( ) of 32 arguments), ifchain (if/else if/else nested four deep),
spec_agg (speculations of big strings, clauses aggregating between them)
and many_probes (clauses over sixteen syscall probes).

  tests/stress/verifier.py [-b SONDA] [-n N] [-m clause|clauses]
                           [-S STRSIZE] [-k KIND]... [-o DIR]

Needs root. Not run by tests/run. Exit status 1 if anything is flagged.
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile

KINDS = {
 'strjoin': 'this->r = strjoin(this->s, this->t);',
 'substr_var': 'this->r = substr(this->s, this->i % 7, this->i % 5);',
 'substr': 'this->r = substr(this->s, 2);',
 'index_var': 'this->x = index(this->s, this->t, this->i % 3);',
 'rindex': 'this->x = rindex(this->s, this->t);',
 'strstr': 'this->r = strstr(this->s, this->t);',
 'strtok': 'this->r = strtok(this->s, "/"); this->r = strtok(NULL, "/");',
 'tolower': 'this->r = tolower(this->s);',
 'lltostr': 'this->r = lltostr(this->i, 16);',
 'basename': 'this->r = basename(this->s);',
 'dirname': 'this->r = dirname(this->s);',
 'cleanpath': 'this->r = cleanpath(this->s);',
 'inet4': 'this->r = inet_ntop(AF_INET, (void *)curthread);',
 'inet6': 'this->r = inet_ntop(AF_INET6, (void *)curthread);',
 'inet_ntoa6': 'this->r = inet_ntoa6((void *)curthread);',
 'strcmp': 'this->x = this->s == this->t;',
 'strcmp_lt': 'this->x = this->s < this->t;',
 'strtern': 'this->r = this->i > 3 ? this->s : this->t;',
 'strlen': 'this->x = strlen(this->s);',
 'copyinstr': 'this->r = copyinstr(arg1);',
 'copyin': 'this->p = copyin(arg1, 64);',
 'printf_cis': 'printf("%s\\n", copyinstr(arg1));',
 'ustack': 'ustack();',
 'ustack_agg': '@u[ustack()] = count();',
 'stack_agg': '@k[stack()] = count();',
 'ustack5': 'ustack(5);',
 'uaddr': '@a[uaddr(arg1), usym(arg1), ufunc(arg1)] = count();',
 'progeny': 'this->x = progenyof(this->i);',
 'assoc_str': 'a[this->s, this->i] = 1;',
 'assoc_read': 'this->x = a[this->s, this->i];',
 'agg_str': '@c[this->s, execname] = count();',
 'quantize': '@q = quantize(this->i);',
 'llquantize': '@l = llquantize(this->i, 10, 0, 6, 20);',
 'lquantize': '@lq = lquantize(this->i, 0, 1000, 1);',
 'avg': '@av[this->s] = avg(this->i);',
 'tracemem': 'tracemem(curthread, 64);',
 'printf_many': 'printf("%s %s %s %d %d\\n", this->s, this->t, execname, this->i, pid);',
 'printa': 'printa(@c);',
 'spec': 'this->sp = speculation(); speculate(this->sp); ',
 'strtoll': 'this->x = strtoll(this->t);',
 'htonl': 'this->x = htonl(this->i);',
 'mem_alloca': 'this->a = (char *)alloca(32); bcopy(this->s, this->a, 32);',
 'ternary_nest': 'this->r = this->i == 1 ? "a" : this->i == 2 ? "b" : this->i == 3 ? "c" : this->i == 4 ? "d" : this->s;',
 'if_str': 'if (this->s == this->t) { this->r = strjoin(this->s, "x"); } else { this->r = substr(this->t, 1); }',
 'execname_cmp': 'this->x = execname == "bash" || execname == "sh" || execname == "zsh";',
 'stddev': '@sd = stddev(this->i);',
 'rand_if': 'if (rand() % 2) { ustack(); }',
}

PRE = ('syscall::openat:entry { this->s = "/a/b/c/./d"; this->t = execname; '
       'this->i = pid; a["x", 1] = 0; @c["a", "b"] = count(); }\n')


# Shapes that are not one statement repeated: each function gives the
# statements of the n-th step (the clause of -m clauses, a run of them in
# the one clause of -m clause), or (GENS_WHOLE) the whole program's probes.
MIX = ('strjoin', 'substr_var', 'index_var', 'strstr', 'tolower', 'lltostr',
       'basename', 'cleanpath', 'strcmp_lt', 'strtern', 'assoc_str', 'agg_str',
       'quantize', 'avg', 'printf_many', 'htonl', 'execname_cmp', 'if_str')


def g_long_mixed(k):
    """Hundreds of statements: ten of the mix per step."""
    return ' '.join(KINDS[MIX[(k * 10 + j) % len(MIX)]] for j in range(10))


def g_strchain(k):
    """String subroutines chained four and five deep."""
    return ('this->r = strjoin(strjoin(substr(this->s, %d), strjoin(this->t, "x%d")), '
            'substr(strjoin(this->s, toupper(this->t)), this->i %% %d, %d)); '
            'this->r = strjoin(basename(strjoin(this->r, "/")), lltostr(strlen(this->r)));'
            % (k % 5, k, k % 7 + 1, k % 9 + 1))


def g_tern_deep(k):
    """A ?: of strings twelve deep, its arms subroutine calls."""
    e = 'this->s'
    for d in range(12):
        arm = ('strjoin(this->t, "%d")' % d if d % 3 == 0 else
               'substr(this->s, %d)' % d if d % 3 == 1 else '"c%d"' % d)
        e = '(this->i %% %d == %d ? %s : %s)' % (d + 2, (k + d) % (d + 2), arm, e)
    return 'this->r = %s;' % e


def g_vars_many(k):
    """Thread-local and associative variables of their own names, string
    and tuple keys, string values."""
    return ('self->v%d = strjoin(this->s, "%d"); a%d[self->v%d, this->i, execname] = self->v%d; '
            'b%d[this->t] = a%d[self->v%d, this->i, execname]; self->n%d[this->s, %d] = %d; '
            'this->x = self->n%d[this->s, %d] + strlen(b%d[this->t]);'
            % (k, k, k, k, k, k, k, k, k, k, k, k, k, k))


def g_printf30(k):
    """printf( ) of 32 arguments, strings and integers."""
    args = ['this->s', 'this->i', 'execname', 'pid', 'strjoin(this->t, "p")',
            'this->i + %d' % k, 'tid', 'probefunc']
    fmt = ['%s', '%d', '%s', '%d', '%s', '%d', '%d', '%s']
    return 'printf("%d %s\\n", %s);' % (k, ' '.join(fmt * 4), ', '.join(args * 4))


def g_ifchain(k):
    """ifs nested four deep, each level an if/else of string work."""
    body = 'this->r = strjoin(this->r, "%d");' % k
    for d in range(4):
        body = ('if (this->i %% %d == %d) { this->r = substr(this->s, %d); %s } '
                'else if (this->s == this->t) { this->x = strlen(this->r) + %d; } '
                'else { @c[this->r, "%d"] = count(); %s }'
                % (d + 3, (k + d) % (d + 3), d, body, d, d, body if d < 2 else ''))
    return 'this->r = this->s; ' + body


GENS = {'long_mixed': g_long_mixed, 'strchain': g_strchain, 'tern_deep': g_tern_deep,
        'vars_many': g_vars_many, 'printf30': g_printf30, 'ifchain': g_ifchain}


def spec_agg(n, mode):
    """Speculations of big strings beside aggregations: each of n clauses
    (mode clauses) or each third of one clause's work speculates or
    commits, clauses of their own aggregate."""
    out = ['syscall::openat:entry { self->sp = speculation(); }\n']
    for k in range(n if mode == 'clauses' else max(1, n // 10)):
        out.append('syscall::openat:entry /self->sp/ { speculate(self->sp); '
                   'printf("%%s %%s\\n", strjoin(this->s, lltostr(%d)), '
                   'strjoin(strjoin(this->t, this->s), this->s)); trace(this->i); }\n' % k)
        out.append('syscall::openat:entry { @sa[strjoin(this->t, "%d")] = count(); '
                   '@sq[this->s] = quantize(this->i + %d); @sm = max(strlen(this->s)); }\n'
                   % (k, k))
    out.append('syscall::openat:entry /self->sp/ { commit(self->sp); self->sp = 0; }\n')
    return ''.join(out)


def many_probes(n, mode):
    """Many probes, each with many clauses of string work (n clauses spread
    over eight syscalls' entries and returns)."""
    calls = ('openat', 'read', 'write', 'close', 'ioctl', 'mmap', 'brk', 'getppid')
    out = []
    for k in range(n * 2):
        c = calls[k % len(calls)]
        port = 'entry' if k % 2 == 0 else 'return'
        out.append('syscall::%s:%s /execname != "x%d"/ { this->s = probefunc; '
                   'this->r = strjoin(this->s, lltostr(arg0)); @p[probename, this->r] = count(); '
                   'self->last[probefunc] = this->r; }\n' % (c, port, k))
    return ''.join(out)


GENS_WHOLE = {'spec_agg': spec_agg, 'many_probes': many_probes}


def program(kind, n, mode):
    if kind in GENS_WHOLE:
        return 'BEGIN { exit(0); }\n' + PRE + GENS_WHOLE[kind](n, mode)
    if kind in GENS:
        sts = [GENS[kind](k) for k in range(n)]
        if mode == 'clauses':
            body = ''.join('syscall::openat:entry /this->i != %d/ { %s }\n' % (k, st)
                           for k, st in enumerate(sts))
        else:
            body = 'syscall::openat:entry {\n' + ''.join('\t%s\n' % st for st in sts) + '}\n'
        return 'BEGIN { exit(0); }\n' + PRE + body
    st = KINDS[kind]
    if mode == 'clauses':
        body = ''.join('syscall::openat:entry /this->i != %d/ { %s }\n' % (k, st)
                       for k in range(n))
    else:
        body = 'syscall::openat:entry {\n' + ''.join('\t%s\n' % st for _ in range(n)) + '}\n'
    return 'BEGIN { exit(0); }\n' + PRE + body


STEPS = re.compile(r'Steps of the program for syscall\S+: (\d+) instructions, '
                   r'(-?\d+) processed by the verifier, (-?\d+) counted by sonda')


def run(sonda, path, strsize):
    args = [sonda, '-q', '-x', 'errtags', '-x', 'dump=steps', '-s', path]
    if strsize:
        args += ['-x', 'strsize=' + strsize]
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=600,
                           stdin=subprocess.DEVNULL)
        err = p.stderr
    except subprocess.TimeoutExpired:
        err = 'timed out after 600 s'
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    # CPU seconds (user and kernel: the verifier's), not wall-clock ones: the
    # same on a machine other jobs share
    return err, r1.ru_utime + r1.ru_stime - r0.ru_utime - r0.ru_stime


def report(kind, err, secs):
    m = STEPS.search(err)
    flags = []
    if 'verifier rejected' in err or 'BPF program load' in err:
        flags.append('REJECTED')
    if not m:
        tag = re.search(r'\[(D_[A-Z_]+)\]', err)
        line = tag.group(1) if tag else (err.strip().splitlines() or ['?'])[-1][:200]
        if not tag:	# no D error, no load: a crash, an internal error
            flags.append('FAILED')
        print('%-14s %s%s' % (kind, line, ' ' + ' '.join(flags) if flags else ''))
        return bool(flags)
    progs = [tuple(int(x) for x in g.groups()) for g in STEPS.finditer(err)]
    if any(p > 0 and c * 10 < p * 9 for _, p, c in progs):
        flags.append('UNDER')
    ins, proc, cnt = max(progs, key=lambda t: t[1])
    if secs > 60:
        flags.append('SLOW')
    print('%-14s insns %7d processed %8d counted %8d per insn %5.2f counted/processed '
          '%5.2f %6.1f s %s' % (kind, ins, proc, cnt, proc / ins, cnt / proc if proc > 0 else 0,
                                secs, ' '.join(flags)), flush=True)
    return bool(flags)


ALL = list(KINDS) + list(GENS) + list(GENS_WHOLE)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('-b', default='build/sonda')
    ap.add_argument('-n', type=int, default=40)
    ap.add_argument('-m', choices=('clause', 'clauses'), default='clause')
    ap.add_argument('-S')
    ap.add_argument('-o', help='keep the programs in this directory')
    ap.add_argument('-k', action='append', choices=sorted(ALL))
    o = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        for kind in o.k or ALL:
            path = os.path.join(o.o or d, kind + '.d')
            with open(path, 'w') as f:
                f.write(program(kind, o.n, o.m))
            err, secs = run(o.b, path, o.S)
            bad += report(kind, err, secs)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
