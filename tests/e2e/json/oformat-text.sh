# -x oformat=text is the default output, byte for byte (records and
# aggregations), and the pragma sets oformat=json like -x does.
prog='BEGIN { trace(1); printf("%s\n", "two"); @a["k"] = sum(3); @q = quantize(9); exit(0); }'
"$SONDA" -qn "$prog" >"$SONDA_TEST_TMP/default" || exit 1
"$SONDA" -x oformat=text -qn "$prog" >"$SONDA_TEST_TMP/text" || exit 1
cmp "$SONDA_TEST_TMP/default" "$SONDA_TEST_TMP/text" && echo "text: same"
"$SONDA" -qn "#pragma D option oformat=json
$prog" | jq -r '.name // .["aggregation-name"]'
