# gdb script: at every stop on a breakpoint, prints "stack" and then one
# line per real frame (gdb's frames for inlined functions and for tail
# calls it infers from DWARF call sites are left out: no return address
# on the stack stands for them), as sonda's ustack() names it: the ELF symbol and the offset
# of the frame's pc, "sym+0x1f" (just "sym" at offset 0), down to main.
import gdb


def name(pc):
    s = gdb.execute("info symbol 0x%x" % pc, to_string=True).strip()
    if s.startswith("No symbol"):
        return "0x%x" % pc
    sym = s.split(" in section ")[0]
    if " + " in sym:
        base, off = sym.split(" + ")
        return "%s+0x%x" % (base, int(off))
    return sym


def on_stop(ev):
    if not isinstance(ev, gdb.BreakpointEvent):
        return
    print("stack")
    f = gdb.newest_frame()
    n = 0
    while f is not None and n < 100:
        if f.type() not in (gdb.INLINE_FRAME, gdb.TAILCALL_FRAME):
            s = name(f.pc())
            print(s)
            n += 1
            if s.split("+")[0] == "main":
                break
        f = f.older()


gdb.events.stop.connect(on_stop)
