# -x cpu=N: BEGIN, END, timers and every other probe fire on CPU N only;
# a CPU that does not exist ends the run (exit 1).
n=$(nproc)
for c in 0 $((n - 1)); do
	"$SONDA" -xcpu=$c -qn 'BEGIN { printf("%d ", cpu); } tick-50ms /i++ == 2/ { printf("%d ", cpu); exit(0); } END { printf("%d\n", cpu); }' | sed "s/\b$c\b/N/g"
	"$SONDA" -xcpu=$c -qn 'profile-97 /cpu != '$c'/ { printf("wrong cpu %d\n", cpu); } tick-300ms { exit(0); }'
done
# a CPU past the last one: DTrace's thread for BEGIN cannot run there and
# ends the run with status 1 (sonda says why)
"$SONDA" -xcpu=$n -qn 'BEGIN { exit(0); }' 2>&1 | sed "s/CPU $n:/CPU N:/"
echo "rc ${PIPESTATUS[0]}"
