# raise(SIGTERM) in END, when exit() ended tracing, is the run's first
# signal: dtrace(1)'s intr() only sets g_intr then (g_impatient needs a
# second one), so the final newline and the aggregations are printed.
"$SONDA" -wq -n 'BEGIN { @a = count(); exit(5); }
END { raise(15); printf("end\n"); }'
echo "rc $?"
