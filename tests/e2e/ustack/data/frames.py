# gdb script: at every stop on a breakpoint (not a temporary one: tbreak), prints "stack" and then one
# line per real frame (gdb's frames for inlined functions and for tail
# calls it infers from DWARF call sites are left out: no return address
# on the stack stands for them), as sonda's ustack() names it: the ELF symbol and the offset
# of the frame's pc, "sym+0x1f" (just "sym" at offset 0), down to main. With FRAMES_MODULE=1
# in the environment each frame starts with its object's file name and a backquote, as in
# ustack() ("libc.so.6`strtoq+0x4"), and the walk goes on past main.
import os
import gdb

MODULE = os.environ.get("FRAMES_MODULE") == "1"


def module(pc):
    ps = gdb.current_progspace()
    return os.path.basename(ps.solib_name(pc) or ps.filename) + "`"


def name(pc):
    s = gdb.execute("info symbol 0x%x" % pc, to_string=True).strip()
    m = module(pc) if MODULE else ""
    if s.startswith("No symbol"):
        return m + "0x%x" % pc
    sym = s.split(" in section ")[0]
    if " + " in sym:
        base, off = sym.split(" + ")
        return "%s%s+0x%x" % (m, base, int(off))
    return m + sym


def on_stop(ev):
    if not isinstance(ev, gdb.BreakpointEvent) or ev.breakpoints[0].temporary:
        return
    print("stack")
    f = gdb.newest_frame()
    n = 0
    while f is not None and n < 100:
        if f.type() not in (gdb.INLINE_FRAME, gdb.TAILCALL_FRAME):
            s = name(f.pc())
            print(s)
            n += 1
            if s.split("+")[0] == "main" and not MODULE:
                break
        f = f.older()


gdb.events.stop.connect(on_stop)
