# A typedef one program declares is a type name in the programs after it
# (-s a.d -s b.d, -n ... -n ...), as all go into DTrace's one D container;
# not in the programs before it.
d="$SONDA_TEST_TMP"
printf 'typedef int myint_t;\ntypedef int fn_t(int);\nBEGIN { }\n' > "$d/a.d"
printf 'myint_t v;\nfn_t f;\nBEGIN { v = 7; trace(v); trace(sizeof (myint_t)); exit(0); }\n' > "$d/b.d"
timeout 10 "$SONDA" -q -s "$d/a.d" -s "$d/b.d"
echo "status $?"
timeout 10 "$SONDA" -q -n 'typedef short sh_t; BEGIN { }' -n 'BEGIN { trace(sizeof (sh_t)); exit(0); }'
echo "status $?"
timeout 10 "$SONDA" -e -x errtags -s "$d/b.d" -s "$d/a.d" 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
