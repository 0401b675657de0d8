# Lexer and control-line behaviour no other test held, each as DTrace for
# Linux defines it (libdtrace/dt_lex.l, dt_pragma.c, cmd/dtrace.c).
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
run() { "$SONDA" -xerrtags -q "$@"; echo "rc $?"; }
# dt_pragma( ): #error and #pragma [D] error join the words (D_PRAGERR),
# #ident and #pragma ident are ignored, so is an unknown #pragma (K&R
# A12.8), not an unknown #directive; a string where the directive's name
# goes is refused before the line is stepped back
printf '#pragma D error hi "there"\nBEGIN { exit(0); }\n' > e1.d
run -s e1.d
printf '#ident "x"\n#pragma ident foo\n#pragma foo bar\nBEGIN { exit(0); }\n' > e2.d
run -s e2.d
printf '\n#pragma "foo"\nBEGIN { exit(0); }\n' > e3.d
run -s e3.d
printf '#foo\nBEGIN { exit(0); }\n' > e4.d
run -s e4.d
# RGX_INTERP: a #! line is discarded wherever a line starts with it (in
# states S0 and S2); elsewhere # is a syntax error
printf 'BEGIN\n#!junk here\n{\n  #! more junk\n\texit(0);\n}\n#!/x\n' > i1.d
run -s i1.d
printf 'BEGIN\n{\n\tx = 1 #!junk\n;exit(0);\n}\n' > i2.d
run -s i2.d
# the lookahead of "/" and the bracket counts; "/*" beats "/" (longest
# match); a comment opened in a comment
run -n 'BEGIN /(1/ { exit(0); }'
run -n 'BEGIN /a[1/ { exit(0); }'
run -n 'BEGIN { x = (1)); }'
run -n 'BEGIN { x = a[1]]; }'
run -n 'BEGIN { trace(1/**/2); }'
run -n 'BEGIN { x = 1; /* a /* b */ exit(0); }'
# after -> and . only identifiers (SIDENT): keywords are member names
run -n 'BEGIN { this->int = 3; self->if = 2; this->probe = 4;
    printf("%d %d %d\n", this->int, self->if, this->probe); exit(0); }'
# macro variables: $$name is the value as a string, $projid is not one
run -n 'BEGIN { printf("%d %d %d\n", $$pid == lltostr(pid),
    $$ppid == lltostr(ppid), $$uid == lltostr(uid)); exit(0); }'
run -n 'BEGIN { trace($projid); }'
# $0 of a -s script is its path as given (dtrace.c's compile_file( ));
# -x defaultargs makes a missing $n 0 and $$n ""
printf 'BEGIN { printf("%%s %%s [%%s] %%d\\n", $0, $$0, $$3, $3); exit(0); }\n' > z.d
run -x defaultargs -s ./z.d
