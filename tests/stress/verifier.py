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
  SLOW      the load took more than 60 s.

A D error (a [D_*] tag) is a refusal before loading: counted, not a
failure.

  tests/stress/verifier.py [-b SONDA] [-n N] [-m clause|clauses]
                           [-S STRSIZE] [-k KIND]...

Needs root. Not run by tests/run. Exit status 1 if anything is flagged.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

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


def program(kind, n, mode):
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
    t0 = time.time()
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=600,
                           stdin=subprocess.DEVNULL)
        err = p.stderr
    except subprocess.TimeoutExpired:
        err = 'timed out after 600 s'
    return err, time.time() - t0


def report(kind, err, secs):
    m = STEPS.search(err)
    flags = []
    if 'verifier rejected' in err or 'BPF program load' in err:
        flags.append('REJECTED')
    if not m:
        tag = re.search(r'\[(D_[A-Z_]+)\]', err)
        line = tag.group(1) if tag else (err.strip().splitlines() or ['?'])[-1][:200]
        print('%-14s %s%s' % (kind, line, ' ' + ' '.join(flags) if flags else ''))
        return bool(flags)
    ins, proc, cnt = (int(x) for x in m.groups())
    if proc > 0 and cnt * 10 < proc * 9:
        flags.append('UNDER')
    if secs > 60:
        flags.append('SLOW')
    print('%-14s insns %7d processed %8d counted %8d per insn %5.2f counted/processed '
          '%5.2f %6.1f s %s' % (kind, ins, proc, cnt, proc / ins, cnt / proc if proc > 0 else 0,
                                secs, ' '.join(flags)), flush=True)
    return bool(flags)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('-b', default='build/sonda')
    ap.add_argument('-n', type=int, default=40)
    ap.add_argument('-m', choices=('clause', 'clauses'), default='clause')
    ap.add_argument('-S')
    ap.add_argument('-k', action='append', choices=sorted(KINDS))
    o = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        for kind in o.k or KINDS:
            path = os.path.join(d, kind + '.d')
            with open(path, 'w') as f:
                f.write(program(kind, o.n, o.m))
            err, secs = run(o.b, path, o.S)
            bad += report(kind, err, secs)
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
