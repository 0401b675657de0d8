# A D enumerator is a global identifier: dt_decl_enumerator( ) inserts it
# in dt_globals as an inline, so a "#pragma D binding/attributes" naming one
# applies to it, whether the pragma comes before the enum (the deferred
# pragma, dt_pragma_apply( )) or after it (dt_pragma_binding( ) finds it).
d=${SONDA_TEST_TMP:-$(mktemp -d)}
printf '#pragma D binding "1.0" E1\nenum e { E1, E2 };\nBEGIN { printf("%%d\\n", E2); exit(0); }\n' > $d/a.d
printf 'enum e { E1, E2 };\n#pragma D attributes Stable/Stable/Common E2\nBEGIN { printf("%%d\\n", E2); exit(0); }\n' > $d/b.d
printf '#pragma D binding "1.0" T2\ntypedef enum { T1, T2 } t_t;\nBEGIN { exit(0); }\n' > $d/c.d
printf '#pragma D binding "1.0" M1\nstruct s { enum { M1 } m; };\nBEGIN { exit(0); }\n' > $d/d.d
printf '#pragma D binding "1.0" E9\nenum e { E1 };\nBEGIN { exit(0); }\n' > $d/e.d
for s in a b c d e; do
	timeout 10 "$SONDA" -q -x errtags -s $d/$s.d 2>&1 | sed 's/^.*: \[/[/'
	echo "$s: status ${PIPESTATUS[0]}"
done
