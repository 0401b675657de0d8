# A call DTrace's code generator makes (dt_regset_xalloc_args( )) needs
# %r1-%r5 each free or not spilled yet; with 12 values held, %r8 down to
# %r5 are spilled (dt_regset.c spills %r8 first) and the call is EDT_NOREG,
# "Insufficient registers to generate code", though 16 values fit where no
# call is made (regs-live.d). Each shape runs with 11 values held at its
# call and is refused with 12: a built-in variable (dt_get_bvar( )), a
# self-> variable (dt_get_tvar( )), a string comparison (dt_strcmp( ) with
# both strings held), strlen( ) (its string held), strjoin( ) nested
# (each level holds its first string; the innermost calls with both and
# its result held) and an associative array's element (dt_cg_arglist( ):
# the keys pushed on the stack, then a call with the tuple's register
# held, and one with the stack's held too to copy a string key).
chain() {	# chain K INNER: x + (x + (... (x + INNER))) with K x's
	e=$2
	for i in $(seq 1 "$1"); do
		e="x + ($e)"
	done
	echo "$e"
}
joins() {	# joins N: strjoin("a", strjoin("a", ... "z")) N deep
	e='"z"'
	for i in $(seq 1 "$1"); do
		e="strjoin(\"a\", $e)"
	done
	echo "$e"
}
run() {
	"$SONDA" -x errtags -qn "BEGIN { x = 1; self->v = 1; s = \"a\"; a[1] = 1; b[1, \"k\"] = 1; printf(\"%d\\n\", $1); exit(0); }" 2>&1 |
		sed -e 's/^\(sonda: invalid probe specifier\) .*: \(\[D_[A-Z_]*\]\)/\1 \2/' \
		    -e 's/^\(sonda: invalid probe specifier\) .*: \(Insufficient\)/\1 \2/'
	echo "rc ${PIPESTATUS[0]}"
}
run "$(chain 11 'pid > 0')"
run "$(chain 12 'pid > 0')"
run "$(chain 11 'self->v')"
run "$(chain 12 'self->v')"
run "$(chain 9 's == "a"')"
run "$(chain 10 's == "a"')"
run "$(chain 10 'strlen("xx")')"
run "$(chain 11 'strlen("xx")')"
run "strlen($(joins 9))"
run "strlen($(joins 10))"
run "$(chain 10 'a[1]')"
run "$(chain 11 'a[1]')"
run "$(chain 9 'b[1, "k"]')"
run "$(chain 10 'b[1, "k"]')"
