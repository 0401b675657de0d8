# With -x errtags (DTrace's form) only the first of many errors is printed.
"$SONDA" -e -x errtags -s many-errors.d 2>&1
echo "status $?"
