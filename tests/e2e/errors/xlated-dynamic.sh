# A pointer to translated data and translated data are of DTrace's dynamic
# type (dt_node_is_dynamic): kept in a variable, compared with anything but
# a compatible type, traced, printed, used as a key, they are refused as
# dt_parser.c, dt_ident.c and dt_cg.c refuse them. An inline's name
# (curpsinfo) keeps its declared type (psinfo_t *) for the checks of
# scalars, pointers and casts, and a new variable takes it; xlate<T *>(e)
# and *curpsinfo are <DYN> itself, no scalar, no pointer. curcpu is DTrace's
# variable of type cpuinfo_t *, a value like any pointer.
X='xlate<psinfo_t *>(curthread)'
for e in 'x = curpsinfo' 'self->x = curlwpsinfo' "this->x = $X" 'a[1] = curpsinfo' \
	"a[1] = $X" 'x = 1; x = curpsinfo' 'trace(curpsinfo)' 'trace(*curpsinfo)' \
	'trace(curpsinfo == 0)' 'trace(curpsinfo == *curpsinfo)' "trace(!$X)" \
	"trace(-curpsinfo)" "trace($X && 1)" "trace($X ? 1 : 0)" "trace((long)$X)" \
	"trace((void *)$X)" "trace(stringof($X))" "trace($X + 1)" "trace(-*curpsinfo)" \
	"x = $X--" 'a[curpsinfo] = 1' 'a[1] = 1; a[curpsinfo] = 1' '@[curpsinfo] = count()' \
	'@[1] = count(); @[curpsinfo] = count()' "printf(\"%p\", $X)" \
	'printf("%d", *curpsinfo)' 'print(curpsinfo)' 'print(*curpsinfo)'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
for p in "BEGIN /$X/ { }" 'BEGIN /curpsinfo/ { }'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "$p: status ${PIPESTATUS[0]}"
done
# accepted: curpsinfo as the pointer it is declared, the struct read
# through . (kept whole: types/xlate-struct-assign.sh), (void), curcpu;
# compiled: two translations of one type compared
timeout 10 "$SONDA" -qn 'BEGIN { (void)curpsinfo; x = curcpu;
	printf("%d %d %d %d %d %d\n", (*curpsinfo).pr_pid == pid,
	    xlate<lwpsinfo_t>(curthread).pr_lwpid == tid,
	    x->cpu_id == cpu, !curpsinfo, curpsinfo ? 1 : 0, (long)curpsinfo != 0);
	trace(curcpu != 0); exit(0); }'
echo "status $?"
timeout 10 "$SONDA" -e -n 'BEGIN { printf("%p %s", curpsinfo, stringof(curpsinfo));
	trace((void *)curpsinfo); trace((curpsinfo + 1) != 0); trace(curpsinfo == curpsinfo); }'
echo "status $?"
