# %S prints C escapes. The string's terminating NUL prints as "\0" (DTrace's
# strchr2esc() stops after it); it is stripped here.
set -o pipefail
"$SONDA" -qn 'BEGIN { printf("%S|\n", "tab\there nl\n quote\" back\\ one\001"); exit(0); }' |
	sed -E 's/(\\0)+\|$/|/'
