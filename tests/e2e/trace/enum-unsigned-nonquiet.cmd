taskset -c 0 "$SONDA" -n 'enum e { NEG = -1 }; BEGIN { trace(NEG); trace(NEG + 0); exit(0); }'
# an enum is traced unsigned, " %10u" (DTrace marks no enum signed); promoted, " %10d"
