/* A pid probe serves the traced process whichever of its threads runs the
 * function (tid is not pid in the other threads), and never its children:
 * a fork()ed or vfork()ed child runs the same code, and returns from a
 * function whose return probe was pending when it was made, but DTrace's
 * trampoline (dt_prov_uprobe.c) runs the clauses only when the firing
 * process is the probe's pid. proc:::create fires for the threads and both
 * children (rawtp sched_process_fork, unfiltered: dt_prov_proc.c). */
/* @@args: -q -c "$SONDA_TRIGGERS/ufork 3 2" */
pid$target:a.out:uf_work:entry
{
	@calls[tid == pid ? "first thread" : "other threads"] = count();
	@args = sum(arg0);
}

pid$target:a.out:uf_work:return
{
	@rets = sum(arg1);
}

pid$target:a.out:uf_spawn:return
{
	@spawn[pid == $target ? "target" : "child"] = sum(arg1);
}

proc:::create
/pid == $target/
{
	@made = count();
}

END
{
	printa("%-14s %@d\n", @calls);
	printa("arguments %@d\n", @args);
	printa("returned %@d\n", @rets);
	printa("uf_spawn returned %@d in the %s\n", @spawn);
	printa("threads and children made %@d\n", @made);
}
