# A description written with a macro is a name, whatever its value: $uid
# (0 as root) and $1 = 3 name the probe "0" and "3" (none), where the
# integer 3 would be probe ID 3 (DTrace's parser tells them apart by token).
"$SONDA" -x errtags -l -n '$uid, $1, 3' 3 2>&1
echo "status $?"
"$SONDA" -x errtags -e -n '$1 { }' 3 2>&1
echo "status $?"
