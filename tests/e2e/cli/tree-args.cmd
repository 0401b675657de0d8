"$SONDA" -x tree=4 -e -n 'io:::start { x = args[1]->dev_major; trace(args[0]->b_bcount); }' 2>&1 | grep -A3 'VARIABLE args'
# args[i] of a provider that translates its arguments prints as DTrace's
# VARIABLE args with its key, of DTrace's dynamic type <DYN> (flagged REF), with the provider's
# argument attributes.
