# The values of sdt arguments taken from an event's record struct (DTrace's
# sdt probe_info() and trampoline()): a __data_loc string is the u32 word
# the kernel stores, its data's length << 16 | its offset in the record
# (sched_process_exec's filename lies at 20, past three 4-byte members;
# sched_process_fork's parent_comm at 24 and child_comm right after it);
# argN and args[N] are the same value; an array (prev_comm) is its address.
prog=$SONDA_TRIGGERS/getppid
printf '#!/bin/sh\n%s\n' "$prog" >"$SONDA_TEST_TMP/run.sh"
chmod +x "$SONDA_TEST_TMP/run.sh"
"$SONDA" -q -c "$SONDA_TEST_TMP/run.sh" -n '
sdt:sched::sched_process_fork /pid == $target/
{
	printf("fork %d %d %d %d %d %d\n", args[0] & 0xffff, args[0] >> 16,
	    args[1] == pid, args[2] & 0xffff, args[2] >> 16, arg0 == args[0]);
}
sdt:sched::sched_process_exec /ppid == $target/
{
	printf("exec %d %d %d %d %d %d\n", args[0] & 0xffff, args[0] >> 16,
	    args[1] == pid, args[2] == pid, arg0 == args[0], sizeof(args[0]));
}
sdt:sched::sched_switch /pid == $target && !done/
{
	done = 1;
	printf("switch %s %d %d %d\n", args[0], arg0 == (uint64_t)&args[0][0],
	    args[1] == pid, arg1 == pid);
}' | sed '/^$/d' | sort | sed "s/^exec 20 $((${#prog} + 1)) /exec 20 LEN /"
