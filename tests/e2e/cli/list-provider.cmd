"$SONDA" -l -P dtrace
# A description naming the provider exactly lists its probes newest first,
# as DTrace walks that provider's hash chain (cli/list-order.sh).
