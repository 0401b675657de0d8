# A syntax error at a character constant: DTrace's rule for it (dt_lex.l
# <S0>'{RGX_CHR}') cuts the closing quote off yytext and converts its
# escapes in place (stresc2chr( )), so the "near" text is the opening quote
# and the converted bytes up to a NUL byte; yyvwarn( ) (dt_parser.c) crops
# it at a newline. What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -- -e -x errtags <<'PROGS'
BEGIN { x = 1 'a'; }
BEGIN { x = 'ab' 'cd'; }
BEGIN { x = 1 '\x41'; }
BEGIN { x = 1 '\\'; }
BEGIN { x = 1 '\q'; }
BEGIN { x = 1 '"'; }
BEGIN { x = 1 'a\0b'; }
BEGIN { x = 1 '\0'; }
BEGIN { x = 1 '\n'; }
BEGIN { x = 1 'a\nb'; }
BEGIN { trace(sizeof x 'a'); }
BEGIN /'a' 'b'/ { }
PROGS
