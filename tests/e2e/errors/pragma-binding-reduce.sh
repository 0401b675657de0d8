# A program's "#pragma D option version=V" lowering the version removes the
# inlines declared so far that "#pragma D binding" binds to a later version
# (dt_opt_version( ) -> dt_reduce( ), dt_cc.c), a binding waiting for its
# inline included (dt_pragma_apply( )); the name may then be declared anew.
# A binding made after the reduction, or not above it, removes nothing.
cd "$SONDA_TEST_TMP"
run() {
	printf "$1" > t.d
	"$SONDA" -xerrtags -qs t.d 2>&1
	echo "rc $?"
}
run 'inline int foo = 3;\n#pragma D binding "1.5" foo\n#pragma D option version=1.0\nBEGIN { trace(foo); exit(0); }\n'
run '#pragma D binding "1.2" foo\ninline int foo = 3;\n#pragma D option version=1.1\nBEGIN { trace(foo); exit(0); }\n'
run 'inline int foo = 3;\n#pragma D binding "9.9" foo\n#pragma D option version=2.0\nBEGIN { trace(foo); exit(0); }\n'
run 'inline int foo = 3;\n#pragma D binding "1.5" foo\n#pragma D option version=1.5\nBEGIN { printf("%%d\\n", foo); exit(0); }\n'
run '#pragma D binding "1.5" foo\n#pragma D option version=1.0\ninline int foo = 3;\nBEGIN { printf("%%d\\n", foo); exit(0); }\n'
run 'inline int foo = 3;\n#pragma D binding "1.5" foo\n#pragma D option version=1.0\ninline int foo = 4;\nBEGIN { printf("%%d\\n", foo); exit(0); }\n'
