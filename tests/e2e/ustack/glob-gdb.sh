# @@timeout: 120
# ustack() at probes that globs match, in a program built -O2
# -fomit-frame-pointer (tests/triggers/uglob.c), against gdb's bt at the same
# instructions frame by frame (data/gdbcmp.sh): every function of a.out at
# its entry (not crt's _init, _fini and the crtstuff functions, of size 0
# in the symbol table, where DTrace makes no probe), libc's str* and a
# USDT glob; then every function entry of every object (pid$target::*:entry:
# libc's malloc internals, ld.so's exit handlers), with the symbols bound
# at start-up and then lazily (ld.so's _dl_fixup and the symbol lookup
# under _dl_runtime_resolve, whose CFA is rbx + 32: rbx is followed
# through the frames that save it). Each with the stacks also aggregated
# in @[ustack()].
. data/gdbcmp.sh
T=$SONDA_TRIGGERS/uglob
echo "a.out, str* and USDT globs:"
LD_BIND_NOW=1 gdb_compare "$T" 'pid$target:a.out::entry, pid$target:libc.so.6:str*:entry, uglob$target:::'
echo "every function:"
LD_BIND_NOW=1 gdb_compare "$T" 'pid$target::*:entry'
echo "every function, binding lazily:"
gdb_compare "$T" 'pid$target::*:entry'
