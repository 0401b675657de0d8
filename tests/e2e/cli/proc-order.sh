# -c and -p processes are made and grabbed in argument order, as DTrace's
# third pass over argv makes them: the first is $target, and the first one
# that fails is the error reported (a -p value is read as it is grabbed).
# A -p value is strtol()'s kept in a pid_t, so 2^32 + N is pid N.
exec 2>&1
sleep 30 &
live=$!
t=$SONDA_TRIGGERS/getppid
"$SONDA" -q -p $live -c "$t 1" -n "BEGIN { printf(\"-p first: %d\\n\", \$target == $live); exit(0); }"
"$SONDA" -q -c "$t 1" -p $live -n "BEGIN { printf(\"-c first: %d\\n\", \$target != $live); exit(0); }"
"$SONDA" -q -p $((live + 4294967296)) -n "BEGIN { printf(\"wrapped: %d\\n\", \$target == $live); exit(0); }"
"$SONDA" -q -p " +$live" -n "BEGIN { printf(\"blank, sign: %d\\n\", \$target == $live); exit(0); }"
"$SONDA" -c /nonexistent/cmd -p 12x -n 'BEGIN { exit(0); }'
echo "status $?"
"$SONDA" -p 12x -c /nonexistent/cmd -n 'BEGIN { exit(0); }'
echo "status $?"
"$SONDA" -p "12 " -n 'BEGIN { exit(0); }'
echo "status $?"
kill $live
