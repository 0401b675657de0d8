# An index spread over lines: DTrace's parser makes the [ node when it
# reduces on the "]" (a default reduction: no lookahead), at that line, and
# dt_cook_op2( ) raises what it checks of E1[E2] as *(E1 + E2) there
# (D_ARR_BADREF, D_DEREF_NONPTR, D_ARR_BOUNDS, D_OP_INCOMPAT, D_ARR_LOCAL);
# the variable it splices in is cooked at its name's line (dt_cook_var( ),
# dt_idcook_assc( ), dt_idcook_args( ), dt_idcook_regs( ): D_PROTO_*,
# D_KEY_TYPE, D_ARGS_IDX, D_REGS_IDX, D_VAR_UNDEF).
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
n=0
for body in 'x = 1;\n\ty = x[\n1,\n2\n];' 'y = curthread->comm[\n1,\n2\n];' \
	'y = curthread->comm[\n100\n];' 'this->x[\n1\n] = 1;' 'this->x = 1;\n\ty = this->x[\n1\n];' \
	'x = 2;\n\tx[\n1\n]++;' 'y = (*curthread)[\n1\n];' 'y = self[\n1\n];' \
	'y = strlen("a")[\n1\n];' 'y = pid[\n1\n];' \
	'x[1] = 1;\n\ty = x[\n1,\n2\n];' 'x[1] = 1;\n\ty = x[\n"a"\n];' 'x[\n(void)0\n] = 1;' \
	'@a[\n(void)0\n] = count();' 'y = args[\n1,\n2\n];' 'y = uregs[\n-1\n];' 'y = z[\n1\n];' \
	'y = self->y[\n1\n];' '@a[1][\n2\n] = count();' 'y = self\n->\nb\n[\n1\n];' \
	'self->c[1] = 1;\n\ty = self\n->\nc\n[\n1,\n2\n];'; do
	n=$((n + 1))
	printf "BEGIN\n{\n\t$body\n}\n" >"$t/$n.d"
	"$SONDA" -x errtags -e -s "$t/$n.d" 2>&1 | sed 's/^.*: \[/[/' | head -1
done
