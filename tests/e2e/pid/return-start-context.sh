# glibc's __start_context is entered by the ret of the function that
# makecontext( ) set up, with the context to resume (uc_link) at the stack
# pointer, though its CFI is a called function's: a uretprobe there, which
# replaces that word, made setcontext( ) resume at the trampoline and
# killed the process. Its return probe is made (as DTrace's) but never
# attached; the return probes of every other function fire, and the process resumes
# main's context each time (its symbols come from libc6-dbg). Which
# libc sites the kernel refuses depends on the CPU: not compared.
T=$SONDA_TRIGGERS/uctx
"$SONDA" -l -n 'pid$target:libc.so.6:__start_context:' -c "$T 1" |
	awk 'NR > 1 { print $3, $4, $5 }'
"$SONDA" -q -c "$T 3" -n '
pid$target:libc.so.6:__start_context:entry,
pid$target:a.out:uc_work:return,
pid$target:libc.so.6:swapcontext:return { @[probefunc, probename] = count(); }
pid$target:libc.so.6::return { n++; }
END { printf("libc returns seen: %s\n", n > 0 ? "yes" : "no"); }' 2>&1 |
	grep -v '^sonda: Failed to enable'	# sites the CPU's uprobes refuse
