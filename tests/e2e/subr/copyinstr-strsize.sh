#!/bin/bash
# copyinstr( ) copies at most strsize - 1 characters, as DTrace's
# dt_cg_subr_copyinstr( ) gives probe_read_user_str( ) a size of strsize
# (or of its maximum, capped at strsize); a provider's user string argument
# (proc:::exec's args[0]) is read the same way (dt_cg_array_op( )).
cat > "$SONDA_TEST_TMP/w.sh" <<'SH'
printf 'hello world' > /dev/null
/bin/true
SH
"$SONDA" -q -x strsize=8 -c "sh $SONDA_TEST_TMP/w.sh" -s /dev/stdin <<'D'
syscall::write:entry
/pid == $target && arg2 == 11/
{
	printf("[%s] [%s] [%s] [%s] [%s] [%s] %d\n", copyinstr(arg1),
	    copyinstr(arg1, 100), copyinstr(arg1, 9), copyinstr(arg1, 8),
	    copyinstr(arg1, 5), copyinstr(arg1, -1), strlen(copyinstr(arg1)));
}

proc:::exec
/ppid == $target/
{
	printf("[%s]\n", args[0]);
}
D
