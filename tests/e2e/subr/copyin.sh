#!/bin/bash
# copyin, copyinstr (with and without a maximum) and copyinto on the
# buffers a shell's printf builtin writes; a bad user address faults.
cat > "$SONDA_TEST_TMP/w.sh" <<'SH'
printf '\300\250\001\027' > /dev/null
printf 'hello world' > /dev/null
SH
"$SONDA" -q -c "sh $SONDA_TEST_TMP/w.sh" -s /dev/stdin <<'D'
syscall::write:entry
/pid == $target && arg2 == 4/
{
	printf("%s\n", inet_ntoa(copyin(arg1, 4)));
	p = alloca(4);
	copyinto(arg1, 4, p);
	printf("%s\n", inet_ntoa(p));
}

syscall::write:entry
/pid == $target && arg2 == 11/
{
	printf("[%s] [%s]\n", copyinstr(arg1, 6), copyinstr(arg1, 1));
}

syscall::write:entry
/pid == $target && arg2 == 11/
{
	copyinstr(0x1234);
}

ERROR
{
	printf("fault\n");
}
D
