"""relframes.py FILE... < stacks: each stack of sonda's ustack() or of gdb (data/frames.py
with FRAMES_MODULE=1) as one line of frames "module`+0xADDR", ADDR the frame's link-time
address in its object: the value of the symbol it is named by (in FILE or in its separate
debug file, found by build-id) plus its offset. So two tools that name an address by
different aliases (strtol, strtoq, __strtol) print it alike (names are compared without
their symbol version and a clone's number). A stack starts at a line
"stack..." and its frames are the lines holding a backquote (with -c, the word after
"stack" comes first on the stack's line: printa("stack %@u\n%k", @)); a frame with no symbol
("libc.so.6`0x7ffff7e1069a", as DTrace's libproc leaves an address only a symbol of size 0
holds, where gdb names it: libc's __restore_rt) is "module`~0xLOW" either way, LOW the
address's last 12 bits; a symbol not found becomes "module`?name"."""
import os
import re
import subprocess
import sys


def key(name):
    """a symbol's name without its version and a clone's number (gdb shows the clone
    ptmalloc_init.part.0 as ptmalloc_init.part)"""
    return re.sub(r"\.[0-9]+$", "", name.split("@")[0])


def debug_file(path):
    notes = subprocess.run(["readelf", "-n", path], capture_output=True, text=True).stdout
    m = re.search(r"Build ID: ([0-9a-f]+)", notes)
    if not m:
        return None
    p = "/usr/lib/debug/.build-id/%s/%s.debug" % (m.group(1)[:2], m.group(1)[2:])
    return p if os.path.exists(p) else None


def symbols(path):
    """name -> (address, sized) for the functions of path and its debug file"""
    syms = {}
    for f, dyn in ((path, True), (path, False), (debug_file(path), False)):
        if not f:
            continue
        out = subprocess.run(["nm", "-S", "--defined-only"] + (["-D"] if dyn else []) + [f],
                             capture_output=True, text=True).stdout
        for line in out.splitlines():
            p = line.split()
            if len(p) in (3, 4) and p[-2] in "tTwWiI":
                syms.setdefault(key(p[-1]), (int(p[0], 16), len(p) == 4))
    return syms


def frame(f, tables):
    mod, _, rest = f.partition("`")
    if rest.startswith("0x"):
        return "%s`~0x%03x" % (mod, int(rest, 16) & 0xfff)
    if mod not in tables:
        return f
    name, _, off = rest.partition("+")
    name = key(name)
    if name not in tables[mod]:
        return "%s`?%s" % (mod, name)
    addr, sized = tables[mod][name]
    addr += int(off, 16) if off else 0
    return "%s`+0x%x" % (mod, addr) if sized else "%s`~0x%03x" % (mod, addr & 0xfff)


def main():
    args = sys.argv[1:]
    count = args[:1] == ["-c"]
    tables = {os.path.basename(p): symbols(p) for p in args[count:]}
    stacks = []
    for line in sys.stdin:
        line = line.strip()
        if line.startswith("stack"):
            stacks.append(line.split()[1:2] if count else [])
        elif "`" in line and stacks and len(stacks[-1]) < 100:
            stacks[-1].append(frame(line, tables))
    for s in stacks:
        print(" ".join(s))


main()
