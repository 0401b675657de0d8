# The consumer merges each CPU's stddev() data word by word, as DTrace's
# dt_agg_one_agg( ) adds every 64-bit word of the record: the low words of
# the sums of squares (5500000000 squared on CPU 0, 3037000500 squared on
# CPU 1) overflow and their carry is lost. The sum of squares drops by
# 2^64 and the stddev prints 2999453674, not 4268500250. One process on
# each CPU calls getppid(2); both are children of the script -c runs.
[ "$(nproc)" -ge 2 ] || { echo "needs two CPUs" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/two" <<END
#!/bin/sh
taskset -c 0 "$SONDA_TRIGGERS/getppid"
taskset -c 1 "$SONDA_TRIGGERS/getppid"
END
chmod +x "$SONDA_TEST_TMP/two"
"$SONDA" -qn '
syscall::getppid:entry /ppid == $target && cpu == 0/ { @ = stddev(5500000000); @n = count(); }
syscall::getppid:entry /ppid == $target && cpu == 1/ { @ = stddev(-3037000500); @n = count(); }' \
	-c "$SONDA_TEST_TMP/two"
echo "exit $?"
