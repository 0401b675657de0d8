"$SONDA" -x dynvarsize=8 -qn 'BEGIN { x = 1; printf("%d\n", x); exit(0); }'
# dynvarsize does not matter to a program without dynamic variables
