# With -x errtags (DTrace's form) only the first of many errors is printed:
# the call of an unknown name on line 2, which DTrace's parser refuses
# (dt_node_func( )) before any clause is cooked (dt_compile( ) cooks after
# yyparse( )), so before line 1's operator.
"$SONDA" -e -x errtags -s many-errors.d 2>&1
echo "status $?"
