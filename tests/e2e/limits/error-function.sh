# @@timeout: 120
# The ERROR clauses are one function of each program, which every fault
# handler calls (DTrace's one dt_error( ) program: dt_cg_probe_error( ),
# bpf/probe_error.c), not a copy in each: 80 faulting clauses of one probe
# and an ERROR clause of 2,000 statements (over a million instructions
# when copied, refused with D_NOREG) load and run, ERROR firing once per
# fault with DTrace's arguments; so do 30 faulting clauses of a syscall
# probe. An exit( ) in ERROR stops the firing's later clauses, and an
# ERROR clause that reads the probe's context (stack( )) is copied into
# the handlers again, which -S shows, and so is one whose frame and a
# clause's (44 nested mutex_owner( )s, each with a stack slot) would pass
# the kernel's 512 bytes of stack together.
big() {	# big N M PROBE: N clauses of PROBE that fault, ERROR of M statements
	awk -v n="$1" -v m="$2" -v p="$3" 'BEGIN {
		print "#pragma D option quiet"
		print "long x;"
		for (i = 1; i <= n; i++)
			printf "%s { trace(*(int *)%d); }\n", p, 8 * i
		print "ERROR {"
		for (i = 0; i < m; i++) printf "x += arg5 + %d;\n", i % 7
		print "printf(\"ERROR arg1 %d arg2 %d arg4 %d arg5 %d x %d\\n\", arg1 > 0, arg2, arg4, arg5, x); }"
	}'
}
big 80 2000 BEGIN > "$SONDA_TEST_TMP/begin.d"
echo "BEGIN { exit(0); }" >> "$SONDA_TEST_TMP/begin.d"
"$SONDA" -s "$SONDA_TEST_TMP/begin.d" 2>&1 | sed 's/pc [0-9]*/pc N/' > "$SONDA_TEST_TMP/begin.out"
echo "status ${PIPESTATUS[0]}"
grep -c "error in dt_clause_[0-9]* for probe ID 1 (dtrace:::BEGIN): invalid address" "$SONDA_TEST_TMP/begin.out"
grep -c "^ERROR arg1 1 arg2" "$SONDA_TEST_TMP/begin.out"
sed -n '1,4p' "$SONDA_TEST_TMP/begin.out"
grep "dt_clause_79 \|arg2 79 " "$SONDA_TEST_TMP/begin.out"
big 30 2000 "syscall::getppid:entry /pid == \$target/" > "$SONDA_TEST_TMP/sys.d"
echo "syscall::getppid:return /pid == \$target/ { exit(0); }" >> "$SONDA_TEST_TMP/sys.d"
"$SONDA" -s "$SONDA_TEST_TMP/sys.d" -c "$SONDA_TRIGGERS/getppid" 2>&1 |
	grep -v '^getppid' | sed 's/pc [0-9]*/pc N/; s/probe ID [0-9]* /probe ID P /' > "$SONDA_TEST_TMP/sys.out"
echo "status ${PIPESTATUS[0]}"
grep -c "error in dt_clause_[0-9]* for probe ID P (syscall:vmlinux:getppid:entry): invalid address" "$SONDA_TEST_TMP/sys.out"
sed -n '1,2p' "$SONDA_TEST_TMP/sys.out"
grep "dt_clause_29 \|arg2 29 " "$SONDA_TEST_TMP/sys.out"
# exit( ) in ERROR: the firing's later clauses do not run
"$SONDA" -q -s /dev/stdin <<'D' 2>&1 | sed 's/pc [0-9]*/pc N/'
BEGIN { trace(*(int *)8); }
BEGIN { printf("second clause\n"); }
BEGIN { trace(*(int *)16); }
BEGIN { printf("not seen: ERROR called exit\n"); }
ERROR { printf("ERROR for clause %d at %d\n", arg2, arg5); }
ERROR /arg5 == 16/ { exit(0); }
D
echo "status ${PIPESTATUS[0]}"
# the context read in ERROR: the clauses are copied again (a system call's
# firing: BEGIN's stack is the tracer's, which ERROR does not read)
cat > "$SONDA_TEST_TMP/ctx.d" <<'D'
syscall::getppid:entry /pid == $target/ { trace(*(int *)8); }
syscall::getppid:entry /pid == $target/ { trace(*(int *)16); }
syscall::getppid:return /pid == $target/ { exit(0); }
ERROR { this->d = stackdepth; stack(); printf("ERROR %d\n", arg5); }
D
"$SONDA" -e -S -s "$SONDA_TEST_TMP/ctx.d" -c "$SONDA_TRIGGERS/getppid" 2>&1 | grep -c "ERROR function"
"$SONDA" -q -s "$SONDA_TEST_TMP/ctx.d" -c "$SONDA_TRIGGERS/getppid" 2>&1 | grep -E "^ERROR|error in" |
	sed 's/pc [0-9]*/pc N/; s/probe ID [0-9]* /probe ID P /'
echo "status ${PIPESTATUS[0]}"
sed '$d' "$SONDA_TEST_TMP/ctx.d" > "$SONDA_TEST_TMP/noctx.d"
echo 'ERROR { printf("ERROR %d\n", arg5); }' >> "$SONDA_TEST_TMP/noctx.d"
"$SONDA" -e -S -s "$SONDA_TEST_TMP/noctx.d" -c "$SONDA_TRIGGERS/getppid" 2>&1 | grep -c "ERROR function"
# a clause's frame of 400 bytes: the ERROR clauses copied, and it runs
e='(struct mutex *)x'
for i in $(seq 1 44); do e="(struct mutex *)mutex_owner($e)"; done
printf 'long x;\nBEGIN { y = %s; }\nBEGIN { trace(*(int *)16); }\nBEGIN { exit(0); }\n' "$e" > "$SONDA_TEST_TMP/deep.d"
echo 'ERROR { printf("ERROR clause %d value %d\n", arg2, arg5); }' >> "$SONDA_TEST_TMP/deep.d"
"$SONDA" -e -S -s "$SONDA_TEST_TMP/deep.d" 2>&1 | grep -c "ERROR function"
"$SONDA" -q -s "$SONDA_TEST_TMP/deep.d" 2>&1 | sed 's/pc [0-9]*/pc N/'
echo "status ${PIPESTATUS[0]}"
