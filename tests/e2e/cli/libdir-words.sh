# A D library as DTrace's dt_load_libs_dir( ) compiles it: with no
# operands (argc 0), so $0, $1 and $$0 there are D_MACRO_UNDEF unless
# -x defaultargs (then 0 and ""), while the macro variables ($pid ...)
# are defined; "#pragma D depends_on library" takes a name, so a quoted
# one or an integer is D_PRAGMA_MALFORM in that library (the first scan
# of its control lines stops there and names no dependency). A ".o" file
# is read as a BPF object of DTrace's library (readBPFFile( )): one that
# is no ELF file, or not for BPF, ends the load with its message and
# D_UNKNOWN.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
mkdir m q n o e
printf 'inline string S = $$0;\ninline int I = $1;\n' > m/a.d
printf 'inline int P = $pid;\n' > m/b.d
printf '#pragma D depends_on library "b.d"\ninline int A = 1;\n' > q/a.d
printf 'inline int B = 2;\n' > q/b.d
printf '#pragma D depends_on library 1\ninline int A = 1;\n' > n/a.d
printf 'junk\n' > o/x.o
printf 'inline int C = 3;\n' > o/c.d
cp /bin/true e/t.o
run() {
	"$SONDA" "$@" 2>&1
	echo " rc $?"
}
run -x errtags -L m -qn 'BEGIN { exit(0); }'
run -x errtags -x defaultargs -L m -qn 'BEGIN { printf("[%s] %d %d", S, I, P == $pid); exit(0); }'
run -x errtags -L q -qn 'BEGIN { exit(0); }'
run -L q -qn 'BEGIN { exit(0); }'
run -x errtags -L n -qn 'BEGIN { exit(0); }'
run -x errtags -L o -qn 'BEGIN { exit(0); }'
run -L o -qn 'BEGIN { exit(0); }'
run -x errtags -L e -qn 'BEGIN { exit(0); }'
