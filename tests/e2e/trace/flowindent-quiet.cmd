"$SONDA" -q -F -n 'BEGIN { printf("one\n"); } BEGIN { printf("two\n"); exit(0); }' | sed 's/^ *[0-9][0-9]* /  N /'
# DTrace's chew() prints the -F heading and each record's "| func:name"
# column with -q too (only the newline at a record's end is left out).
