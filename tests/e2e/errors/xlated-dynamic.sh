# A pointer to translated data (curpsinfo, curlwpsinfo, xlate<T *>(e)) and
# translated data (*curpsinfo, xlate<T>(e)) are of DTrace's dynamic type
# (dt_node_is_dynamic): used as values, they are refused as dt_parser.c,
# dt_ident.c, dt_printf.c and dt_cg.c refuse them; curcpu is DTrace's
# variable of type cpuinfo_t *, a value like any pointer.
for e in 'x = curpsinfo' 'self->x = curlwpsinfo' 'this->x = xlate<psinfo_t *>(curthread)' \
	'a[1] = curpsinfo' 'x = 1; x = curpsinfo' 'trace(curpsinfo)' 'trace(*curpsinfo)' \
	'trace(curpsinfo == 0)' 'trace(!curpsinfo)' 'trace(-curpsinfo)' \
	'trace(curpsinfo && 1)' 'trace(curpsinfo ? 1 : 0)' 'trace((long)curpsinfo)' \
	'trace((void *)curpsinfo)' 'trace(stringof(curlwpsinfo))' 'trace(curpsinfo + 1)' \
	'a[curpsinfo] = 1' 'a[1] = 1; a[curpsinfo] = 1' '@[curpsinfo] = count()' \
	'@[1] = count(); @[curpsinfo] = count()' 'printf("%p", curpsinfo)' \
	'printf("%d", *curpsinfo)' 'print(curpsinfo)' 'print(*curpsinfo)'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
timeout 10 "$SONDA" -e -x errtags -n 'BEGIN /curpsinfo/ { }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
# accepted: the struct kept whole, (void), curcpu
timeout 10 "$SONDA" -qn 'BEGIN { this->p = *curpsinfo; self->l = xlate<lwpsinfo_t>(curthread);
	(void)curpsinfo; x = curcpu;
	printf("%d %d %d\n", this->p.pr_pid == pid, self->l.pr_lwpid == tid,
	    x->cpu_id == cpu); trace(curcpu != 0); exit(0); }'
echo "status $?"
