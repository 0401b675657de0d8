# -v: after each program's "matched" notice, DTrace's stability report on
# the output: the minimum attributes of the program's probe descriptions
# and of its statements (builtins, args[], curthread, subroutines).
"$SONDA" -v -qn 'dtrace:::BEGIN { trace(1); exit(0) }'
echo "rc $?"
# the notice comes first (stderr), then the report; the CPU column goes
"$SONDA" -v -n 'BEGIN /curthread->pid/ { exit(0) }' 2>&1 | awk '!/:BEGIN *$/'
echo "rc $?"
# -e -v: no notice; each description's probe information follows
"$SONDA" -ev -n 'syscall::read:entry { trace(args[0]); }' -n 'BEGIN { trace(htons(1)) }'
echo "rc $?"
# several probes with a field their provider calls Evolving or better left
# empty: no representative probe, Unstable attributes, and no information
"$SONDA" -ev -n 'dtrace::: { }'
echo "rc $?"
# -Z: a description that matches nothing has no information either: the
# report stops there, and its attributes are Unstable/Unstable/Common
"$SONDA" -Z -ev -n 'nosuch:::x, BEGIN { }'
echo "rc $?"
