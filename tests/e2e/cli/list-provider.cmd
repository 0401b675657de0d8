"$SONDA" -l -P dtrace
