printf 'BEGIN { printf("from stdin\\n"); exit(0); }\n' | "$SONDA" -qs /dev/stdin
