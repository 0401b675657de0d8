# DTrace's code generator meets a clause's statements in order: a store that
# mixes alloca and non-alloca pointers (D_ALLOCA_INCOMPAT) before a trace( )
# of a long double (dt_cg_store_val( ): D_UNKNOWN) is the error, whichever
# line each is reported at; the other order keeps the long double's.
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
printf 'union un { long double ld; int i; } u;\nBEGIN { x = alloca(1); x = (void *)0; trace(u.ld); }\n' >"$t/a.d"
printf 'union un { long double ld; int i; } u;\nBEGIN { trace(u.ld); x = alloca(1); x = (void *)0; }\n' >"$t/b.d"
"$SONDA" -x errtags -e -s "$t/a.d" 2>&1 | sed 's/^.*: \[/[/'
"$SONDA" -x errtags -e -s "$t/b.d" 2>&1 | sed 's/^.*: \[/[/'
