# A drop's message with its droptags tag is cut at 79 bytes, as DTrace
# writes it into an 80-byte buffer (dt_handle_status( ), dt_handle.c): the
# singular just fits, the plural loses its closing parenthesis.
for n in 2 3; do
	"$SONDA" -q -x nspec=1 -x droptags -n '
	BEGIN { printf("%d", speculation()); }
	BEGIN /'$n' == 3/ { printf(" %d", speculation()); }
	BEGIN { printf(" %d\n", speculation()); exit(0); }' 2>"$SONDA_TEST_TMP/err"
	cat "$SONDA_TEST_TMP/err"
done
