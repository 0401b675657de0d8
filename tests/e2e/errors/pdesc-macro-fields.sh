# Macro references in a probe description are expanded a field at a time,
# as DTrace's dtrace_xstr2desc() does: a field's first '$' starts the
# reference, "$N" keeps the text after its digits ("$1d"), "$name" is the
# rest of the field, and a '$' naming nothing is an undefined macro variable.
# @@noroot
exec 2>&1
"$SONDA" -xerrtags -e -n 'syscall::$1d:entry, syscall::re$$2:return { }' rea ad
echo "rc $?"
"$SONDA" -xerrtags -e -n 'syscall::$:entry { }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'syscall::$$:entry { }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'syscall::$1$2:entry { }' re
echo "rc $?"
"$SONDA" -xerrtags -e -n 'syscall::$1$2:entry { }' re ad
echo "rc $?"
"$SONDA" -xerrtags -e -n 'syscall::$1:$2 { }' read entry
echo "rc $?"
# an operand stays in its field: its colons do not split the description
"$SONDA" -xerrtags -e -n '$1 { }' syscall::read:entry
echo "rc $?"
"$SONDA" -xerrtags -e -n 'syscall::$1:entry { }' read:entry
echo "rc $?"
