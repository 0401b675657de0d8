# How dt_lex.l's $N rule reads an operand's text: strbadidnum( ) (dt_string.c)
# sorts it. A text strtoull( ) reads whole, or one of only letters, digits,
# _ and `, is a token: from a digit or sign an integer, the rest of the text
# its suffix (u and l count, other letters are ignored, with no D_INT_DIGIT),
# ERANGE D_MACRO_OFLOW; any other text is a string, its enclosing quotes
# stripped (not a lone ") and its escapes read by stresc2chr( ). $$N is
# always a string. The N is atoi( )'s, leading zeros and all.
exec 2>&1
run() { "$SONDA" -xerrtags -q "$@"; echo "rc $?"; }
run -n 'BEGIN { printf("%d %d %d %d\n", $1, $2, $3, sizeof($4)); exit(0); }' \
    5x 0x1g +5 0x7fffffffULz
run -n 'BEGIN { x = $1; exit(0); }' 99999999999999999999
run -n 'BEGIN { printf("[%s] [%s] [%s] [%s]\n", $1, $2, $3, $4); exit(0); }' \
    +5x '"quoted"' '"' 'a\tb\101'
run -n 'BEGIN { printf("%d [%s]\n", $01, $$001); exit(0); }' 7
