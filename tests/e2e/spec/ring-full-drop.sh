# A speculative clause whose record the buffer has no room for is a
# speculative drop, as DTrace's epilogue counts it (not a drop on the CPU):
# BEGIN's eight records of more than 1 KiB each do not fit in 4 KiB.
"$SONDA" -q -b 4k -x strsize=1024 -n '
BEGIN { s = speculation(); }
BEGIN { speculate(s); printf("%s\n", "a"); }
BEGIN { speculate(s); printf("%s\n", "b"); }
BEGIN { speculate(s); printf("%s\n", "c"); }
BEGIN { speculate(s); printf("%s\n", "d"); }
BEGIN { speculate(s); printf("%s\n", "e"); }
BEGIN { speculate(s); printf("%s\n", "f"); }
BEGIN { speculate(s); printf("%s\n", "g"); }
BEGIN { speculate(s); printf("%s\n", "h"); }
BEGIN { exit(0); }' 2>&1 >/dev/null | sed 's/^sonda: [0-9]* /sonda: N /'
