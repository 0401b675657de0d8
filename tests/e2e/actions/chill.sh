# chill(ns) spins in the probe for ns nanoseconds (with -w); more than
# 500 ms in one call is an illegal operation, as in DTrace.
s=$(date +%s%N)
"$SONDA" -wqn 'BEGIN { chill(200000000); printf("chilled\n"); exit(0); }'
e=$(date +%s%N)
ms=$(( (e - s) / 1000000 ))
[ "$ms" -ge 200 ] && echo "took at least 200 ms" || echo "took only $ms ms"
"$SONDA" -wqn 'BEGIN { chill(600000000); printf("not seen\n"); }
BEGIN { printf("next clause runs\n"); exit(0); }' 2>&1 | sed 's/pc [0-9]*/pc N/'
