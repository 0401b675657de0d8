/bin/true
/bin/false
exit 3
