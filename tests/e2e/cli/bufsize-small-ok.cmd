"$SONDA" -b 1k -qn 'BEGIN { printf("%d %d\n", 1, 2); exit(0); }'
# a small bufsize that holds the records works
