"$SONDA" -x tree=2 -e -n 'BEGIN, END /1 == 2 - 1/ { trace(-2 * 3); }' -n 'tick-1s { @[probename] = sum(arg0 << 2); }'
# -x tree=2: each clause after checking, once per probe description (the
# first clause twice), program after program; then the ERROR probe's
# program's.
# @@noroot
