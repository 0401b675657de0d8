# The return probe of the program's entry point (_start) exists, as in
# DTrace's dt_pid_per_sym( ): listed and counted in "matched", but never
# attached (pid/start-return: its uretprobe would replace argc), so with
# evaltime=preinit, where the process starts under the probes, it does
# not fire and the program still sees its arguments (upid 2: 2 rounds).
exec 2>&1
"$SONDA" -l -n 'pid$target:a.out::return' -c "$SONDA_TRIGGERS/ucalls" | awk '{ print $3, $4, $5 }'
"$SONDA" -x evaltime=preinit -n 'pid$target:a.out:_start:return, pid$target:a.out:up_depth1:return { @[probefunc] = count(); }' -c "$SONDA_TRIGGERS/upid 2"
