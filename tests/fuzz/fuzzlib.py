"""fuzzlib.py - what the model fuzzers of this folder share.

Their command line (-n programs, -s first seed, -j programs run at once,
-b the sonda binary, -v print each program, --ref for DTrace itself as -b; each fuzzer adds its own
options to the parser options() returns), running sonda on a D script
written to a temporary file, and the seeds run in parallel in seed order.
Imported as `import fuzzlib`: a fuzzer runs from any directory as
`python3 tests/fuzz/NAME.py`, which puts this folder first on sys.path.
"""
import argparse
import concurrent.futures
import shlex
import subprocess
import tempfile


def options(n=200, j=1, desc=None):
    """An argument parser with the options every fuzzer takes; n and j are
    the defaults of -n and -j."""
    ap = argparse.ArgumentParser(description=desc)
    ap.add_argument("-n", type=int, default=n, help="how many programs")
    ap.add_argument("-s", type=int, default=1, help="the first seed")
    ap.add_argument("-j", type=int, default=j, help="programs run at once")
    ap.add_argument("-b", "--bin", default="build/sonda",
                    help="the sonda binary")
    ap.add_argument("-v", action="store_true", help="print each program")
    ap.add_argument("--ref", action="store_true",
                    help="-b is DTrace for Linux itself: generate none of "
                    "sonda's extensions (toupper( ), if/else...)")
    return ap


def run_script(sonda, prog, opts=(), timeout=20, pin=False, enc=None,
               prefix="fuzz-"):
    """Runs `sonda OPTS -s FILE` on prog, under timeout(1) (on CPU 0 by
    taskset with pin). Returns (exit status, stdout, stderr): text as
    subprocess's text mode gives it with enc None (UTF-8, bad bytes
    replaced, newlines translated), else the bytes decoded with enc
    ("latin-1" keeps every byte). A program that outlives its timeout
    and the TERM it gets then is killed 10 s later (timeout -k: DTrace for
    Linux as -b, loaded, has stayed past 60 s); one that is still not gone
    is status -1, stderr "timeout"."""
    with tempfile.NamedTemporaryFile("w", suffix=".d", prefix=prefix) as f:
        f.write(prog)
        f.flush()
        cmd = (["taskset", "-c", "0"] if pin else []) + \
            ["timeout", "-k", "10", str(timeout), sonda] + list(opts) + \
            ["-s", f.name]
        try:
            if enc is None:
                p = subprocess.run(cmd, capture_output=True, text=True,
                                   errors="replace", timeout=timeout + 60)
                return p.returncode, p.stdout, p.stderr
            p = subprocess.run(cmd, capture_output=True, timeout=timeout + 60)
        except subprocess.TimeoutExpired:
            return -1, "", "timeout"
    return p.returncode, p.stdout.decode(enc), p.stderr.decode(enc)


def seeds(args, one):
    """one(args, seed) for each seed args.s .. args.s + args.n - 1, args.j
    at once; the results in seed order."""
    with concurrent.futures.ThreadPoolExecutor(max(1, args.j)) as ex:
        yield from ex.map(lambda s: one(args, s),
                          range(args.s, args.s + args.n))


def run_cmd(cmd, timeout=60, started=None):
    """Runs cmd (a list) with no stdin; started(pid) is called once it
    runs. Returns (exit status, stdout, stderr) as text; on timeout the
    process is killed and the status is -1, stderr starting "timeout"."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, text=True)
    if started:
        started(p.pid)
    try:
        out, err = p.communicate(timeout=timeout)
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        return -1, out, "timeout\n" + err


def show(cmd):
    """cmd as a shell would need it typed."""
    return " ".join(shlex.quote(c) for c in cmd)
