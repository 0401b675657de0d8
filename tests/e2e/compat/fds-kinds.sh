# fds[] for descriptors that are not regular files, as io.d's fileinfo_t
# translator reads the struct file: /dev/null (its dentry's name, opened
# read-only), a pipe and a socket (their dentries have an empty name;
# pipefs, sockfs; written to, read and written), fi_mount "<unknown>" for
# an open file; a descriptor not open, and one at or past max_fds (io.d's
# fds[] reads no further than the table): "<none>" and 0 in every member.
cat > "$SONDA_TEST_TMP/fdkinds.sh" <<'SH'
python3 -c 'import os, socket; s = socket.socket(socket.AF_UNIX); os.dup2(s.fileno(), 9); os.write(1, b"x")' </dev/null | cat >/dev/null
SH
"$SONDA" -q -c "sh $SONDA_TEST_TMP/fdkinds.sh" -n '
syscall::write:entry /progenyof($target) && arg0 == 1 && fds[9].fi_fs == "sockfs"/ {
	printf("stdin  [%s] %d %d\n", fds[0].fi_name, fds[0].fi_oflags & O_ACCMODE, fds[0].fi_offset);
	printf("stdout [%s] [%s] %d [%s]\n", fds[1].fi_name, fds[1].fi_fs,
	    fds[1].fi_oflags & O_ACCMODE, fds[1].fi_mount);
	printf("socket [%s] [%s] %d\n", fds[9].fi_name, fds[9].fi_fs, fds[9].fi_oflags & O_ACCMODE);
	printf("closed [%s] [%s] [%s] [%s] [%s] %d %d\n", fds[8].fi_name, fds[8].fi_fs,
	    fds[8].fi_mount, fds[8].fi_dirname, fds[8].fi_pathname, fds[8].fi_offset,
	    fds[8].fi_oflags);
	printf("beyond [%s] [%s]\n", fds[curthread->files->fdt->max_fds].fi_name,
	    fds[curthread->files->fdt->max_fds - 1].fi_name);
	exit(0);
}'
