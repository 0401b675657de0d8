# fds[]: the fileinfo_t of a descriptor of the current thread (io.d's
# inline): the file's name and offset as read(2) sees them, its access mode,
# "<none>" for a descriptor that is not open, and the path and directory
# as io.d makes them from d_path() ("<unknown>", so the directory is ".").
f=$SONDA_TEST_TMP/fds-input.txt
printf 'hello\n' > "$f"
"$SONDA" -q -n '
syscall::read:entry /pid == $target && fds[arg0].fi_name == "fds-input.txt"/ {
	printf("%s %d %d %s %s %s %s\n", fds[arg0].fi_name, fds[arg0].fi_offset,
	    fds[arg0].fi_oflags & 3, fds[12345].fi_name, fds[-1].fi_pathname,
	    fds[arg0].fi_pathname, fds[arg0].fi_dirname);
}' -c "dd if=$f of=/dev/null bs=4 status=none"
