# -l compiles every program before it lists anything (DTrace's list_prog()
# runs after the last compile): a description that matches nothing is
# reported as the listing reaches it, so not at all when a later program
# does not compile; and in its place among the others.
"$SONDA" -x errtags -l -n 'nosuch:::' -n 'a@b' 2>&1
echo "status $?"
"$SONDA" -x errtags -l -n 'nosuch:::' -n 'BEGIN { x = 1; x = "a"; }' 2>&1
echo "status $?"
"$SONDA" -l -n 'BEGIN, nosuch:::, END' -n 'ERROR, nosuch2:::' 2>&1
echo "status $?"
