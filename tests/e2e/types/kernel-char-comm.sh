# The elements of the kernel's char arrays are unsigned, as DTrace's BTF
# conversion makes every 8-bit integer of the kernel (dt_btf.c's
# dt_btf_add_to_ctf( ): CTF_INT_CHAR alone): a task whose name starts with
# bytes 0xe9 0xf0 reads them from curthread->comm as 233 and 240 in trace( ),
# printf( ), comparisons, arithmetic, variables and aggregation keys, while
# the array is still a string for %s, ==, strlen( ) and stringof( ) (the bytes
# shown as E and F here). A char
# of execname (D's string, of D's char) stays signed.
name=$(printf '\351\360pp')
ln -s "$SONDA_TRIGGERS/getppid" "$SONDA_TEST_TMP/$name" || exit 1
"$SONDA" -q -c "$SONDA_TEST_TMP/$name" -n '
syscall::getppid:entry /pid == $target/
{
	trace(curthread->comm[0]);
	printf(" %d %d %u %x|", curthread->comm[1], curthread->comm[0] + 0,
	    curthread->comm[1], curthread->comm[0]);
	printf("%d %d %d %d\n", curthread->comm[0] < 0, curthread->comm[0] == 0xe9,
	    curthread->comm[1] > curthread->comm[2], execname[0]);
	self->c = curthread->comm[1];
	this->n = curthread->comm[0] - curthread->comm[1];
	printf("%d %d %s %d %d %d\n", self->c, this->n, curthread->comm,
	    curthread->comm == execname, strlen(curthread->comm),
	    stringof(curthread->comm) == execname);
	@[curthread->comm[0]] = sum(curthread->comm[1]);
}' | tr '\351\360' EF
