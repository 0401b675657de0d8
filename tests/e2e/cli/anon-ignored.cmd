"$SONDA" -a -A -Aq -n 'BEGIN { printf("-a, -A: ignored\n"); exit(0); }'
# -a and -A (anonymous tracing) are in DTrace for Linux's getopt string and
# neither of its passes over argv does anything with them: taken, ignored.
