"$SONDA" -l -n BEGIN
