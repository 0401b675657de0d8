# Return probes on every function of a process that binds its symbols
# lazily: ld.so's _dl_runtime_resolve_* (and _dl_runtime_profile_*) are
# jumped to from the PLT with the link map and the relocation index pushed
# over the caller's return address (their CFI: CFA = rsp + 24 at entry),
# so a uretprobe there, which replaces the word at the stack pointer, would
# corrupt the link map _dl_fixup( ) reads and kill the process at its
# first lazy call. Their return probes are made, as DTrace's dt_pid.c
# makes them, but never attached; every other function's return fires
# and the process runs to its end.
T=$SONDA_TRIGGERS/upid
"$SONDA" -l -n 'pid$target:ld-linux-x86-64.so.2:_dl_runtime_*:' -c "$T 1" |
	awk 'NR > 1 { print $3, $4, $5 }' | sort
"$SONDA" -q -c "$T 2" -n '
pid$target:a.out::return { @[probefunc] = count(); }
pid$target:ld-linux-x86-64.so.2::return { n++; }
END { printf("ld.so returns seen: %s\n", n > 0 ? "yes" : "no"); }'
