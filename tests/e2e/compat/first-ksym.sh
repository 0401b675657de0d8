# The first kernel address a run symbolizes prints as a symbol with %a, as
# every later one (the kernel's symbols are read before it is formatted).
# One CPU's firing only: another CPU's before the stop is printed too.
"$SONDA" -qn 'profile-997 /arg0 && cpu == 0/ { printf("%a %a\n", arg0, arg0); exit(0); }' |
	awk 'NF { for (i = 1; i <= NF; i++) print ($i ~ /^[A-Za-z0-9_.]+`[A-Za-z0-9_.]+(\+0x[0-9a-f]+)?$/ ? "symbol" : "not a symbol: " $i) }'
