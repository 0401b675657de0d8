# A size or rate whose product passes 64 bits keeps DTrace's wrapped value:
# dt_optval_parse( ) multiplies in 64 bits, unsigned, and refuses no product
# (16777216t is 0, 16777217t is 1t, 8388608t is 2^63: bufsize's largest
# applies); dt_opt_rate( ) multiplies unchecked, and a negative rate reads
# as 0 (10000000000s is accepted; dtrace-ref waits that long).
exec 2>&1
p='BEGIN { trace(1); exit(0); }'
for a in switchrate=10000000000s aggrate=20000000000s statusrate=10000000000d \
    specsize=16777216t bufsize=16777217t bufsize=8388608t strsize=16777216t; do
	"$SONDA" -x $a -qn "$p"
	echo " $a: status $?"
done
