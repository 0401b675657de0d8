# %S prints C escapes. What follows the string's terminating NUL is not
# specified by the docs (DTrace escapes every byte of the record, so a run of
# "\0" may follow the text), so trailing "\0" escapes are stripped here.
set -o pipefail
"$SONDA" -qn 'BEGIN { printf("%S|\n", "tab\there nl\n quote\" back\\ one\001"); exit(0); }' |
	sed -E 's/(\\0)+\|$/|/'
