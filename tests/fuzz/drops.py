#!/usr/bin/python3
"""drops.py - run-time resource limits and their drop reports against a
model of DTrace for Linux.

Generates random programs run as root on CPU 0 (taskset -c 0; BEGIN-only
ones at times on CPU 1, whose drops are told for CPU 1) with -q and
small sizes set by -b, -x bufsize, -x aggsize, -x dynvarsize, -x strsize
or #pragma D option, and compares what DTrace for Linux 2.x prints with
what sonda prints: stdout and stderr merged in one stream (so the order of
the drop lines against the output is compared too) and the exit status.
Seven families:

  - principal: BEGIN clauses each writing one record (printf( ) with no
    argument, with int, long or string arguments, or a fault: DTrace's own
    ERROR clause's record of 16 + 5 * 8 bytes and its error line), exit( ) in
    the last one, END clauses writing more, in a buffer of 4096 or 8192
    bytes. The model, from DTrace's source:
      - dt_cg.c (dt_cg_clause_epilogue( ), dt_rec_add( )): a clause's
        buffer is DBUF_DATA (16) bytes then each value at its alignment (an
        int 4 bytes, a long 8, exit( )'s status 4, printf( ) with no
        argument nothing); bpf_perf_event_output( ) writes it after its
        first 4 bytes, so with perf's header and size word a record takes
        8 + roundup(bufoff, 8) bytes of the CPU's buffer; a record that
        finds no room is dropped whole and counted for that CPU
        (dt_bpf_cpuinfo_t.buf_drops), a smaller later one may still fit;
        the kernel's perf ring (like a BPF ring buffer) holds records
        while their bytes stay below its size (used + record < size);
      - dt_peb.c (dt_pebs_init( )): the buffer is bufsize rounded up to a
        power of two pages, "bufsize increased to N" on stderr when it
        grew; dt_work.c (dtrace_go( )): a bufsize below 8 +
        dt_maxreclen, the largest buffer of any clause, DTrace's own
        ERROR clause (dt_handle.c, five 8-byte trace( )s: 56) among them,
        is "Enabling exceeds size of buffer", exit 1;
      - dt_work.c (dtrace_status( ), dtrace_stop( )): after exit( ) in
        BEGIN the first dtrace_work( ) fires END before any buffer is
        read, so END's records meet what BEGIN left; dt_consume.c
        (dt_consume_cpu( )) tells a CPU's drops (dt_check_cpudrops( ),
        dt_handle.c's "%llu drop%s on CPU %d") before its records; an
        exit( ) record dropped leaves the exit status 0 (cmd/dtrace.c
        takes it from the record, chewrec( )); the last "\\n" follows.
    sonda's records take 16 bytes and 8 a value: where that differs from
    DTrace's layout (several int values, a string) the model checks only
    that no record is lost silently (kept + dropped = written, kept ones in
    order).
  - ticks: tick-1ms clauses writing records until a count, then exit( ),
    in a small buffer the consumer reads while they fire (at times at most
    once a switchrate, dt_consume.c's dtrace_consume( )): only kept +
    dropped = written, kept ones in order, the drops on CPU 0.
  - aggs: BEGIN clauses updating aggregations (count, sum, min, max, avg,
    stddev, quantize unused) with int, long, string or no keys, then
    printa( ) in END. dt_bpf.c (gmap_create_aggs( )): each CPU's map holds
    aggsize / (dt_maxtuplesize + dt_maxaggdsize) entries; dt_cg.c
    (dt_cg_arglist( )): a tuple is a 4-byte id, each key at its alignment
    (a string strsize + 1), then 8, the largest over aggregations and
    associative arrays alike; dt_map.c (dt_aggid_add( )): a record of 8
    and the function's (count, sum, min, max 8, avg 16, stddev 32,
    quantize 1016); bpf/get_agg.c: an update of a key that finds no room
    is an aggregation drop (dt_no_agg( )) and the clause goes on (dt_cg_agg(
    )'s Lno_agg); dtrace_consume( ) snapshots the aggregations first, and
    dt_aggregate_snap_cpu( ) tells "%llu aggregation drop%s on CPU %d"
    before the records are read.
  - dynvars: stores into associative arrays with int keys (and aggregations
    with string keys, whose tuples make every entry larger): dt_bpf.c
    (gmap_create_dvars( )) dynvarsize / (dt_maxtuplesize + dt_maxdvarsize)
    entries; a store that finds no room is a drop that ends its clause
    (bpf/get_dvar.c); dtrace_status( )'s first dt_handle_status( ) tells
    "%llu dynamic variable drop%s" before BEGIN's records are read.
  - specs: more speculation( )s than nspec (or 16) buffers: the ids each
    gets and "%llu failed speculation%s (no speculative buffer
    available)", told with the dynamic variable drops; speculative buffers
    past specsize, dropped by the kernel (told before the records) or by
    the consumer (told after them): "%llu speculative drop%s".
  - scratch: alloca( ) of constant and variable sizes against a small
    scratchsize (dt_opt_scratchsize( ) and dt_cg_subr_alloca_impl( )):
    D_ALLOCA_SIZE naming the limit, or "out of scratch space" at run time
    (the error line's BPF pc as a pattern) and what the clause did before.
  - edges: bufsize, aggsize and dynvarsize at the smallest size accepted,
    one below it, and 0, nspec 0, in dtrace_go( )'s order (aggsize, nspec,
    dynvarsize, then bufsize): "could not enable tracing: Enabling exceeds
    size of buffer" and sonda's "failed to create BPF map 'specs': Invalid
    argument" (docs/cli.md), exit 1.

Left out: commit( ), discard( ) and busy speculation buffers (spec.py),
option syntax (opts.py), dynamic variables of every kind (vars.py); records
whose sizes differ in sonda's layout are checked only for the invariant
above (sonda's ring buffer is one for every CPU with its own record
layout, by design); several CPUs filling the aggregation pool at once
(DTrace has one map per CPU, sonda one pool for all: alike on one CPU).

  tests/fuzz/drops.py [-n PROGRAMS] [-s SEED] [-j J] [-b SONDA] [-v]

Deterministic by seed (but the ticks family's timing); prints each
disagreement with its program; exit status 1 if any. Needs root.
"""
import os
import random
import re
import subprocess
import sys
import tempfile

import fuzzlib

REF = False	# --ref: -b is DTrace itself

PAGE = 4096
ERRPROG = 56		# dt_handle.c's _dt_errprog: 16 + 5 * 8
E_SMALL = "sonda: could not enable tracing: Enabling exceeds size of buffer\n"
E_NSPEC = "sonda: could not enable tracing: failed to create BPF map 'specs': " \
    "Invalid argument\n"


def a(n, k):
    return (n + k - 1) // k * k


def pow2_pages(b):
    p = 1
    while p * PAGE < b:
        p *= 2
    return p * PAGE


def plural(n, what, tail=""):
    return "%d %s%s%s" % (n, what, "" if n == 1 else "s", tail)


def size_opt(r, name, v):
    """-x name=V, -b V, or a pragma, in one of DTrace's size spellings."""
    s = str(v)
    if v and v % 1024 == 0 and r.random() < 0.4:
        s = "%dk" % (v // 1024)
    elif r.random() < 0.2:
        s = hex(v)
    how = r.random()
    if name == "bufsize" and how < 0.3:
        return ["-b", s], ""
    if how < 0.8:
        return ["-x", "%s=%s" % (name, s)], ""
    return [], "#pragma D option %s=%s\n" % (name, s)


class Rec:
    """One clause's record: its D text, the sizes of its values, DTrace's
    buffer size (bufoff) and record size, sonda's, and the text it
    prints."""

    def __init__(self, stmts, vals, text, exit_=False):
        self.stmts, self.vals, self.text, self.exit = stmts, vals, text, exit_
        off = 16
        for sz in vals:
            off = a(off, sz) + sz
        self.bufoff = off
        self.dsize = 8 + a(off, 8)
        self.ssize = 8 + 16 + 8 * len(vals)


class FaultRec(Rec):
    """A clause that faults: it writes no record of its own, but DTrace's
    ERROR clause (dt_handle.c's _dt_errprog) writes its 56 bytes, a
    principal drop when they find no room (dt_cg.c's epilogue); sonda
    writes as many. Its text is the error line (the pc as PC)."""

    def __init__(self, clause):
        Rec.__init__(self, "trace(*(int *)0);", [], "sonda: error in dt_clause_%d for "
                     "probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc PC\n"
                     % clause)
        self.bufoff = ERRPROG
        self.dsize = self.ssize = 8 + ERRPROG


def gen_rec(r, tag, exact):
    """A record printing "r<tag>": printf( ) with none, one or more values
    (with exact, only records whose sizes are the same in sonda)."""
    k = r.random()
    if k < 0.2:
        return Rec('printf("r%d\\n");' % tag, [], "r%d\n" % tag)
    if k < 0.45:
        return Rec('printf("r%%d\\n", %d);' % tag, [4], "r%d\n" % tag)
    if k < 0.65:
        return Rec('printf("r%%d\\n", (long)%d);' % tag, [8], "r%d\n" % tag)
    n = r.randrange(2, 5)
    if k < 0.9 and not exact:	# a string: strsize + 1 bytes, sonda's differ
        return Rec('printf("%%s\\n", "r%d");' % tag, [1] * 257, "r%d\n" % tag)
    if k < 0.8 or exact:
        return Rec('printf("r%%d%s\\n", (long)%d%s);' % (
            " %d" * (n - 1), tag, ", 0L" * (n - 1)), [8] * n, "r%d%s\n" % (tag, " 0" * (n - 1)))
    return Rec('printf("r%%d%s\\n", %d%s);' % (" %d" * (n - 1), tag, ", 0" * (n - 1)),
               [4] * n, "r%d%s\n" % (tag, " 0" * (n - 1)))


def ring(recs, size, sizeof):
    """Which records a buffer of size bytes keeps, none read meanwhile.
    After a drop the kernel's perf ring (__perf_output_begin( )) writes a
    PERF_RECORD_LOST (24 bytes: header, id, count) before the next record
    it keeps, and needs room for both."""
    used, kept, lost = 0, [], False
    for rec in recs:
        s = sizeof(rec) + (24 if lost else 0)
        if used + s < size:
            used += s
            kept.append(rec)
            lost = False
        else:
            lost = True
    return kept


def gen_principal(r):
    """Returns (program, options, (status, output) or None, (records,
    first line, exit status) for the invariant or None)."""
    exact = r.random() < 0.8
    want_b = r.choice([4096, 4096, 8192, 5000, r.randrange(64, 4096)])
    buf = pow2_pages(want_b)
    status = r.randrange(1, 8)
    nrec = r.randrange(buf // 32 // 2, buf // 32 * 5 // 4 + 2)
    if REF:	# DTrace makes each clause a BPF function: 256 at most
        nrec = min(nrec, 240)
    faults = r.random() < 0.3
    begin = [FaultRec(i) if faults and r.random() < 0.1 else gen_rec(r, i, exact)
             for i in range(nrec)]
    end = [gen_rec(r, 1000 + i, exact) for i in range(r.randrange(0, 4))]
    if r.random() < 0.3:	# exit( )'s status after what the clause prints
        last = gen_rec(r, nrec, exact)
        xrec = Rec(last.stmts + " exit(%d);" % status, last.vals + [4], last.text, True)
    else:
        xrec = Rec("exit(%d);" % status, [4], "", True)
    opts, pragma = size_opt(r, "bufsize", want_b)
    prog = pragma + "".join("BEGIN { %s }\n" % c.stmts for c in begin)
    prog += "BEGIN { %s }\n" % xrec.stmts
    prog += "".join("END { %s }\n" % c.stmts for c in end)
    recs = begin + [xrec] + end
    maxrec = max([ERRPROG] + [c.bufoff for c in recs])
    if want_b < 8 + maxrec:
        return prog, opts, (1, E_SMALL), None
    head = "bufsize increased to %d\n" % buf if buf > want_b else ""
    if not all(c.dsize == c.ssize for c in recs):
        return prog, opts, None, (recs, head, status)
    kept = ring(recs, buf, lambda c: c.dsize)
    drops = len(recs) - len(kept)
    out = head + ("sonda: %s on CPU 0\n" % plural(drops, "drop") if drops else "")
    out += "".join(c.text for c in kept) + "\n"
    return prog, opts, (status if xrec in kept else 0, out), None


def check_invariant(recs, head, status, rc, out, cpu=0):
    """kept + dropped = written, the kept records in order, the exit status
    that of a kept exit( ) record."""
    if not out.startswith(head):
        return ["missing %r" % head]
    body = out[len(head):]
    m = re.match(r"sonda: (\d+) drops? on CPU %d\n" % cpu, body)
    drops = int(m.group(1)) if m else 0
    if m:
        body = body[m.end():]
    if not body.endswith("\n") or (body != "\n" and not body.endswith("\n\n")):
        return ["output does not end with the last newline"]
    got = [ln + "\n" for ln in body[:-2].split("\n")] if body != "\n" else []
    left = iter([c for c in recs if c.text])
    kept = []
    for g in got:
        c = next((c for c in left if c.text == g), None)
        if c is None:
            return ["records out of order or unknown: %r" % got[:8]]
        kept.append(c)
    xrec = recs[[c.exit for c in recs].index(True)]
    if rc not in (0, status) or (xrec.text and (xrec in kept) != (rc == status)):
        return ["exit status %d" % rc]
    nkept = len(kept) + (1 if not xrec.text and rc == status else 0)
    if nkept + drops != len(recs):
        return ["kept %d + dropped %d != written %d" % (nkept, drops, len(recs))]
    return []


def gen_ticks(r):
    nclause = r.randrange(20, 150)
    k = r.randrange(50, 600)
    want_b = r.choice([4096, 8192])
    opts, pragma = size_opt(r, "bufsize", want_b)
    if r.random() < 0.3:	# dtrace_consume( ) reads at most once a switchrate
        opts += ["-x", "switchrate=%s" % r.choice(["10ms", "100hz", "200ms", "2s"])]
    prog = pragma + "int n;\n"
    prog += "tick-1ms /n < %d/ { printf(\"%%d\\n\", n++); }\n" % k * nclause
    prog += "tick-1ms /n >= %d/ { exit(3); }\n" % k
    return prog, opts, k


def check_ticks(k, rc, out):
    m = re.findall(r"^sonda: (\d+) drops? on CPU (\d+)$", out, re.M)
    drops = sum(int(d) for d, c in m)
    # --ref: dtrace-ref fires tick-1ms on CPU 1 here, whatever taskset binds
    probs = ["drops on CPU %s" % c for d, c in m if c != "0" and not REF]
    rest = [ln for ln in out.split("\n") if ln and not ln.startswith("sonda: ")]
    vals = [int(x) for x in rest]
    if vals != sorted(set(vals)) or any(v < 0 or v >= k for v in vals):
        probs.append("values out of order or unknown")
    kept = len(vals) + (1 if rc == 3 else 0)
    if kept + drops != k + 1:
        probs.append("kept %d + dropped %d != written %d" % (kept, drops, k + 1))
    if rc not in (0, 3):
        probs.append("exit status %d" % rc)
    return probs


AGGFN = {"count": 16, "sum": 16, "min": 16, "max": 16, "avg": 24, "stddev": 40}


def key_size(kind, strsize):
    return {"int": 4, "long": 8, "string": strsize + 1}[kind]


def tuple_size(keys, strsize):
    """dt_cg_arglist( ): a 4-byte id, each key at its alignment, then 8."""
    size = 4
    for k in keys:
        if k == "string":
            size += strsize + 1
        else:
            b = key_size(k, strsize)
            size = a(size, b) + b
    return size + 8


def key_text(kind, v):
    if kind == "string":
        return '"k%d"' % v
    return "(long)%d" % v if kind == "long" else "%d" % v


def key_print(kind, v):
    return "k%d" % v if kind == "string" else "%d" % v


def gen_aggs(r):
    strsize = r.choice([8, 16, 32, 64])
    aggs = []
    for i in range(r.randrange(1, 4)):
        keys = r.choice([[], ["int"], ["long"], ["string"], ["int", "int"],
                         ["string", "long"]])
        aggs.append(("a%d" % i, keys, r.choice(list(AGGFN))))
    quant = r.random() < 0.2
    n = r.randrange(1, 10)
    clauses = []		# each a list of (ident, value, D text)
    for _ in range(r.randrange(n, 3 * n + 3)):
        stmts = []
        for _ in range(r.randrange(1, 4)):
            name, keys, fn = r.choice(aggs)
            kv = tuple(r.randrange(6) for _ in keys)
            v = 5 if fn == "stddev" else r.randrange(1, 50)
            arg = "" if fn == "count" else "%d" % v
            stmts.append(((name,) + kv, v, "@%s[%s] = %s(%s);" % (name, ", ".join(
                key_text(k, x) for k, x in zip(keys, kv)), fn, arg) if keys else
                "@%s = %s(%s);" % (name, fn, arg)))
        clauses.append(stmts)
    used = {st[0][0] for c in clauses for st in c}
    aggs = [ag for ag in aggs if ag[0] in used]	# the others do not exist
    tuples = [tuple_size(k, strsize) for _, k, _ in aggs]
    dsizes = [AGGFN[f] for _, _, f in aggs] + ([1024] if quant else [])
    per = max(tuples + ([12] if quant else [])) + max(dsizes)
    aggsize = per * n + r.randrange(per)
    entries, vals, drops = [], {}, 0
    for c in clauses:
        for ident, v, _ in c:
            if ident not in vals:
                if len(entries) >= n:
                    drops += 1
                    continue
                entries.append(ident)
                vals[ident] = []
            vals[ident].append(v)
    clauses = [" ".join(st[2] for st in c) for c in clauses]
    opts, pragma = size_opt(r, "aggsize", aggsize)
    sopts, spragma = size_opt(r, "strsize", strsize)
    prog = pragma + spragma + "int never;\n"
    if quant:
        prog += "BEGIN /never/ { @q = quantize(1); }\n"
    prog += "".join("BEGIN { %s }\n" % c for c in clauses)
    prog += "BEGIN { exit(0); }\nEND {\n"
    for name, keys, fn in aggs:
        fmt = " ".join({"string": "%s"}.get(k, "%d") for k in keys)
        prog += '\tprinta("%s %s%s%%@d\\n", @%s);\n' % (name, fmt, " " if keys else "", name)
    prog += "}\n"
    lines = []
    for ident in entries:
        name, kv = ident[0], ident[1:]
        keys, fn = [(k, f) for nm, k, f in aggs if nm == name][0]
        vs = vals[ident]
        val = {"count": len(vs), "sum": sum(vs), "min": min(vs), "max": max(vs),
               "avg": sum(vs) // len(vs), "stddev": 0}[fn]
        lines.append("%s %s%s%d" % (name, " ".join(
            key_print(k, x) for k, x in zip(keys, kv)), " " if keys else "", val))
    head = "sonda: %s on CPU 0\n" % plural(drops, "aggregation drop") if drops else ""
    return prog, opts + sopts, head, sorted(lines), aggs


def gen_dvars(r):
    """Associative arrays of long values with int keys, beside an
    aggregation whose key tuple may be larger."""
    strsize = r.choice([8, 16, 32])
    narr = r.randrange(1, 3)
    agg = r.random() < 0.5
    tuple_ = tuple_size(["int"], strsize)
    if agg:
        tuple_ = max(tuple_, tuple_size(["string"], strsize))
    per = tuple_ + 8
    n = r.randrange(1, 8)
    dsize = per * n + r.randrange(per)
    live, stores = {}, []
    drops = 0
    for _ in range(r.randrange(n, 3 * n + 2)):
        arr = "d%d" % r.randrange(narr)
        k = r.randrange(6)
        v = r.choice([0, 1, 2, 3, 9]) if r.random() < 0.9 else 0
        stores.append("%s[%d] = %d;" % (arr, k, v))
        if v == 0:
            live.pop((arr, k), None)
        elif (arr, k) in live or len(live) < n:
            live[(arr, k)] = v
        else:
            drops += 1
    opts, pragma = size_opt(r, "dynvarsize", dsize)
    sopts, spragma = size_opt(r, "strsize", strsize)
    prog = pragma + spragma + "".join("long d%d[int];\n" % i for i in range(narr))
    if agg:
        prog += 'BEGIN { @s["x"] = count(); }\n'
    prog += "".join("BEGIN { %s }\n" % s for s in stores)
    reads = [(arr, k) for arr in ["d%d" % i for i in range(narr)] for k in range(6)]
    prog += "BEGIN {\n%s\texit(0);\n}\n" % "".join(
        '\tprintf("%%d\\n", %s[%d]);\n' % rk for rk in reads)
    if agg:
        prog += "END { printa(\"%s %@d\\n\", @s); }\n"
    out = "sonda: %s\n" % plural(drops, "dynamic variable drop") if drops else ""
    out += "".join("%d\n" % live.get(rk, 0) for rk in reads)
    if agg:
        out += "x 1\n"
    return prog, opts + sopts, (0, out + "\n")


def gen_specs(r):
    """speculation( ) called more often than nspec buffers: bpf/speculation.c
    (dt_speculation( )) tries ids 1 to min(nspec, 16) in order and takes the
    first not yet taken; past them it returns 0 and counts a failed
    speculation (DT_STATE_SPEC_UNAVAIL), told by dtrace_status( )'s first
    dt_handle_status( ) before BEGIN's records are read."""
    if r.random() < 0.5:
        return gen_specsize(r)
    nspec = r.choice([1, 2, 3, 5, 16, 17, 20])
    k = r.randrange(1, 22)
    opts = ["-x", "nspec=%d" % nspec]
    prog = "".join("BEGIN { s%d = speculation(); }\n" % i for i in range(k))
    prog += 'BEGIN { printf("%s\\n"%s); exit(0); }\n' % (
        " ".join(["%d"] * k), "".join(", s%d" % i for i in range(k)))
    got = min(nspec, 16, k)
    out = ""
    if k > got:
        out = "sonda: %s\n" % plural(k - got, "failed speculation",
                                      " (no speculative buffer available)")
    out += " ".join([str(i + 1) for i in range(got)] + ["0"] * (k - got)) + "\n\n"
    return prog, opts, (0, out)


def gen_specsize(r):
    """Speculative buffers past specsize: dt_cg.c checks each value a
    speculating clause stores against specsize (16 + the values so far: a
    long ends at 24), a drop that ends the clause, counted by the kernel and
    told by the first dtrace_status( ) before BEGIN's records are read;
    dt_consume.c adds a buffer (roundup(bufoff, 8) bytes) to its
    speculation's list unless the list would pass specsize, a drop counted
    by the consumer and told once it has read them (dtrace_work( )); the
    commit( ) prints the list."""
    specsize = r.choice([8, 16, 23, 24, 25, 48, 50, 72, 100, 200])
    k = r.randrange(1, 12)
    opts = ["-x", "specsize=%d" % specsize]
    prog = "BEGIN { s = speculation(); }\n"
    prog += "".join('BEGIN { speculate(s); printf("r%%d\\n", (long)%d); }\n' % i
                    for i in range(k))
    prog += "BEGIN { commit(s); }\nBEGIN { exit(0); }\n"
    kdrops = k if specsize < 24 else 0
    kept = 0 if kdrops else min(k, specsize // 24)
    cdrops = k - kdrops - kept
    out = "sonda: %s\n" % plural(kdrops, "speculative drop") if kdrops else ""
    out += "".join("r%d\n" % i for i in range(kept))
    out += "sonda: %s\n" % plural(cdrops, "speculative drop") if cdrops else ""
    return prog, opts, (0, out + "\n")


def gen_scratch(r):
    """alloca( ) against a small scratchsize. dt_options.c
    (dt_opt_scratchsize( )): a value S > 0 becomes roundup(S + 8, 8), the
    first 8 bytes standing for NULL; dt_cg.c (dt_cg_subr_alloca_impl( )): a
    constant size past that less 8 is D_ALLOCA_SIZE "alloca(N) size larger
    than scratchsize M", exit 1; at run time the top (8 at a clause's
    start) moves to roundup(top + size, 8), and one past the scratch space,
    or an allocation from a top past it less 8, is "out of scratch space"
    (DTRACEFLT_NOSCRATCH): the clause ends, the later ones run. scratchsize
    0 stays 0, so every allocation is out of scratch space. Returns
    (program, options, (status, output as a regex) )."""
    opt = r.choice([0, 1, 7, 8, 9, 16, 24, 31, 32, 64, 100, 256])
    # 0 stays 0: no constant size is then a D error (the int 0 - 8 made
    # unsigned), and every allocation runs out of scratch space
    space = a(opt + 8, 8) if opt else 0
    opts = ["-x", "scratchsize=%d" % opt]
    if opt and r.random() < 0.3:
        n = r.choice([space - 8, space - 7, space, space - 8 + r.randrange(1, 9)])
        prog = "BEGIN { p = alloca(%d); exit(0); }\n" % n
        if n > space - 8:
            # sonda's diagnostic, or DTrace's one line (--ref)
            msg = r"alloca\(%d\) size larger than scratchsize %d" % (n, space - 8)
            return prog, opts, (1, r".*: error: %s \[D_ALLOCA_SIZE\]\n(.*\n)*|"
                                r"sonda: failed to compile script .*: line 1: %s\n"
                                % (msg, msg))
        return prog, opts, (0, re.escape("\n"))
    sizes = [r.choice([0, 1, 7, 8, 9, 15, 16, 24, 40]) for _ in range(r.randrange(1, 6))]
    prog = "int x;\n" + "".join("int n%d;\n" % i for i in range(len(sizes)))
    prog += "BEGIN { %s }\n" % " ".join("n%d = %d;" % (i, v) for i, v in enumerate(sizes))
    prog += "BEGIN {%s }\n" % "".join(" p%d = alloca(n%d); x = %d;" % (i, i, i + 1)
                                        for i in range(len(sizes)))
    prog += 'BEGIN { printf("%d\\n", x); exit(0); }\n'
    top, x, fault = 8, 0, False
    for i, v in enumerate(sizes):
        nxt = a(top + v, 8)
        if nxt > space or top > space - 8:
            fault = True
            break
        top, x = nxt, i + 1
    out = ""
    if fault:
        out = re.escape("sonda: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): "
                        "out of scratch space at BPF pc ") + r"\d+\n"
    return prog, opts, (0, out + re.escape("%d\n\n" % x))


def gen_edges(r):
    """The smallest sizes accepted, one below, and 0."""
    which = r.choice(["bufsize", "aggsize", "dynvarsize", "nspec", "mixed"])
    strsize = r.choice([16, 64, 256])
    sopts = ["-x", "strsize=%d" % strsize]
    nlong = r.randrange(0, 12)
    rec = Rec("", [8] * nlong, "")
    prog = "BEGIN { printf(\"%s\\n\"%s); }\n" % ("%d" * nlong, ", 1L" * nlong)
    if r.random() < 0.5:
        prog += "BEGIN { trace(execname); }\n"
        maxrec = max(ERRPROG, rec.bufoff, 16 + strsize + 1)
    else:
        maxrec = max(ERRPROG, rec.bufoff)
    agg = r.random() < 0.6
    dvar = r.random() < 0.6
    akeys = r.choice([["int"], ["string"], []])
    if agg:
        prog += "BEGIN { @a[%s] = count(); }\n" % ", ".join(
            key_text(k, 1) for k in akeys) if akeys else "BEGIN { @a = count(); }\n"
    if dvar:
        prog += "long d[int];\nBEGIN { d[1] = 2; }\n"
    prog += "BEGIN { exit(0); }\n"
    tups = ([tuple_size(akeys, strsize)] if agg else []) + \
        ([tuple_size(["int"], strsize)] if dvar else [])
    tup = max(tups) if tups else 0
    amin = tup + 16 if agg else 0
    dmin = tup + 8 if dvar else 0
    bmin = 8 + maxrec
    vals = {"bufsize": 4096, "aggsize": 4096, "dynvarsize": 4096, "nspec": 1}

    def pick(m):
        return r.choice([m, m - 1, 0, m + r.randrange(8)]) if m else r.choice([0, 1, 16])
    if which in ("bufsize", "mixed"):
        vals["bufsize"] = pick(bmin)
    if which in ("aggsize", "mixed"):
        vals["aggsize"] = pick(amin)
    if which in ("dynvarsize", "mixed"):
        vals["dynvarsize"] = pick(dmin)
    if which in ("nspec", "mixed") and r.random() < 0.5:
        vals["nspec"] = 0
    opts = list(sopts)
    pre = ""
    for name in ("bufsize", "aggsize", "dynvarsize"):
        o, p = size_opt(r, name, vals[name])
        opts += o
        pre += p
    opts += ["-x", "nspec=%d" % vals["nspec"]]
    prog = pre + prog
    # dtrace_go( ): the maps (aggs, specs, dvars), then the buffers
    if agg and vals["aggsize"] < amin:
        return prog, opts, (1, E_SMALL)
    if vals["nspec"] == 0:
        return prog, opts, (1, E_NSPEC)
    if dvar and vals["dynvarsize"] < dmin:
        return prog, opts, (1, E_SMALL)
    b = vals["bufsize"]
    if b < bmin:
        return prog, opts, (1, E_SMALL)
    return prog, opts, None


def run(sonda, prog, opts, timeout=30, cpu=0):
    """sonda -q OPTS -s PROG on one CPU, stderr merged into stdout."""
    with tempfile.NamedTemporaryFile("w", suffix=".d", prefix="drops-") as f:
        f.write(prog)
        f.flush()
        cmd = ["taskset", "-c", str(cpu), "timeout", str(timeout), sonda, "-q"] + \
            list(opts) + ["-s", f.name]
        # dtrace(1) flushes stdout once a pass, its errors unbuffered, and
        # so does sonda since 210308cb (docs/cli.md): the model's order of
        # records and error lines is that of a line-buffered stdout, which
        # both binaries get from stdbuf
        cmd = ["stdbuf", "-oL"] + cmd
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL, text=True, errors="replace",
                           timeout=timeout + 60)
    return p.returncode, p.stdout


def one(args, seed):
    r = random.Random(seed)
    fam = r.choice(["principal", "principal", "ticks", "aggs", "aggs", "dvars",
                    "specs", "scratch", "edges"])
    probs = []
    # BEGIN on CPU 1 at times: its drops are told for CPU 1
    cpu = 1 if os.cpu_count() > 1 and r.random() < 0.25 else 0
    if fam == "principal":
        prog, opts, want, inv = gen_principal(r)
        rc, out = run(args.bin, prog, opts, cpu=cpu)
        out = re.sub(r" at BPF pc \d+\n", " at BPF pc PC\n", out)
        if want is not None:
            want = (want[0], want[1].replace(" on CPU 0\n", " on CPU %d\n" % cpu))
            if (rc, out) != want:
                probs.append("want exit %d:\n%s\ngot exit %d:\n%s" % (
                    want[0], want[1][-1500:], rc, out[-1500:]))
        else:
            probs += check_invariant(*inv, rc, out, cpu)
    elif fam == "ticks":
        prog, opts, k = gen_ticks(r)
        rc, out = run(args.bin, prog, opts, 60)
        probs += check_ticks(k, rc, out)
    elif fam == "aggs":
        prog, opts, head, lines, aggs = gen_aggs(r)
        head = head.replace(" on CPU 0\n", " on CPU %d\n" % cpu)
        rc, out = run(args.bin, prog, opts, cpu=cpu)
        got = out
        if not got.startswith(head):
            probs.append("want first %r" % head)
        else:
            got = got[len(head):]
        body = [ln for ln in got.split("\n") if ln]
        if sorted(body) != lines or rc != 0:
            probs.append("want exit 0, %s\ngot exit %d, %s" % (lines, rc, sorted(body)))
    elif fam in ("dvars", "specs"):
        prog, opts, want = (gen_dvars if fam == "dvars" else gen_specs)(r)
        rc, out = run(args.bin, prog, opts)
        if (rc, out) != want:
            probs.append("want exit %d:\n%s\ngot exit %d:\n%s" % (want[0], want[1], rc, out))
    elif fam == "scratch":
        prog, opts, want = gen_scratch(r)
        rc, out = run(args.bin, prog, opts)
        if rc != want[0] or not re.fullmatch(want[1], out):
            probs.append("want exit %d: %s\ngot exit %d: %s" % (want[0], want[1], rc, out))
    else:
        prog, opts, want = gen_edges(r)
        rc, out = run(args.bin, prog, opts)
        if want is None:
            if rc != 0 or "could not enable" in out or "failed" in out:
                probs.append("want a run, got exit %d: %s" % (rc, out[-500:]))
        elif (rc, out) != want:
            probs.append("want exit %d: %s\ngot exit %d: %s" % (want[0], want[1], rc, out[-500:]))
    return seed, fam, prog, opts, probs


def main():
    ap = fuzzlib.options(n=100, j=1, desc="drops against a model of DTrace")
    args = ap.parse_args()
    global REF
    REF = args.ref
    bad, fams = 0, {}
    for seed, fam, prog, opts, probs in fuzzlib.seeds(args, one):
        fams[fam] = fams.get(fam, 0) + 1
        if args.v:
            print("seed %d (%s): %s\n%s" % (seed, fam, fuzzlib.show(opts), prog))
        if probs:
            bad += 1
            print("seed %d (%s): sonda -q %s -s PROG\n%s\n--- program:\n%s" % (
                seed, fam, fuzzlib.show(opts), "\n".join(probs), prog[:4000]))
    print("%d programs (%s), %d disagreements" % (
        args.n, ", ".join("%s %d" % kv for kv in sorted(fams.items())), bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
