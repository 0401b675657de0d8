# tracemem( ) reads with bpf_probe_read( ) (dt_cg_act_tracemem( )), which
# reads an address below the kernel's from the process: the buffer a
# write( ) system call is given is recorded as its bytes, the dynamic size
# cutting what is shown.
in=$SONDA_TEST_TMP/in
printf 'ABCDEFGHIJKLMNOPQRST' > "$in"
"$SONDA" -q -c "dd if=$in of=/dev/null status=none" -n '
syscall::write:entry
/pid == $target/
{
	tracemem(arg1, 20);
	tracemem(arg1, 16, arg2 - 15);
}'
