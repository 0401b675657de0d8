# A probe that two descriptions of one clause match is enabled once for
# each, as DTrace makes one statement of each description: -l lists it
# twice and "matched N probes" counts it twice.
"$SONDA" -l -n 'BEGIN, dtrace:::BEGIN, END'
"$SONDA" -n 'BEGIN, dtrace:::BEGIN { exit(0); }' 2>&1 >/dev/null
