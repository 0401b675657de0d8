# A realistic script: the files a grandchild of the -c command opens,
# picked by progenyof($target) and execname, with the path copied in at
# entry and cut by basename( ), dirname( ) and cleanpath( ) at return.
cat > "$SONDA_TEST_TMP/c.sh" <<'SH'
cat /etc/hostname /etc/../etc/./hostname /nonexist//x >/dev/null 2>&1
SH
"$SONDA" -q -c "sh $SONDA_TEST_TMP/c.sh" -n '
syscall::openat:entry
/progenyof($target) && execname == "cat" && strstr(copyinstr(arg1), "/etc/ld.so") == NULL &&
    strstr(copyinstr(arg1), "/lib") == NULL && strstr(copyinstr(arg1), "locale") == NULL/
{
	self->path = copyinstr(arg1);
	self->in = 1;
}
syscall::openat:return
/self->in/
{
	printf("%-26s base=%s dir=%s clean=%s len=%d ok=%d\n", self->path,
	    basename(self->path), dirname(self->path), cleanpath(self->path),
	    strlen(self->path), (int)arg1 >= 0);
	self->in = 0;
	self->path = 0;
}
syscall::exit_group:entry
/progenyof($target) && execname == "cat"/
{
	printf("%d %d %d\n", progenyof($target), progenyof(pid), progenyof(ppid));
}' 2>/dev/null
