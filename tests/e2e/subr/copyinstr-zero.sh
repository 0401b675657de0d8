#!/bin/bash
# copyinstr(addr, 0) copies no byte: an invalid address at addr, as in
# DTrace (probe_read_user_str() returns 0); copyinstr(addr, 1) is "".
cat > "$SONDA_TEST_TMP/w.sh" <<'SH'
printf 'hello world' > /dev/null
SH
"$SONDA" -q -c "sh $SONDA_TEST_TMP/w.sh" -s /dev/stdin 2>"$SONDA_TEST_TMP/err" <<'D'
syscall::write:entry
/pid == $target && arg2 == 11/
{
	printf("[%s] [%s]\n", copyinstr(arg1, 1), copyinstr(arg1, 2));
	self->a = arg1;
}

syscall::write:entry
/pid == $target && arg2 == 11/
{
	copyinstr(arg1, 0);
}

ERROR
{
	printf("fault %d %d\n", arg4, arg5 == self->a);
}
D
grep -c 'invalid address (0x[0-9a-f]*) at BPF pc' "$SONDA_TEST_TMP/err"
