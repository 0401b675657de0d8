# -x cpu=N: BEGIN, END, timers and every other probe fire on CPU N only.
n=$(nproc)
for c in 0 $((n - 1)); do
	"$SONDA" -xcpu=$c -qn 'BEGIN { printf("%d ", cpu); } tick-50ms /i++ == 2/ { printf("%d ", cpu); exit(0); } END { printf("%d\n", cpu); }' | sed "s/\b$c\b/N/g"
	"$SONDA" -xcpu=$c -qn 'profile-97 /cpu != '$c'/ { printf("wrong cpu %d\n", cpu); } tick-300ms { exit(0); }'
done
