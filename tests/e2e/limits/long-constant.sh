# A string constant longer than 4095 characters is whole in the string
# table: with a strsize that holds it, it reads whole (it was cut to 4095);
# longer than strsize, it is cut to strsize, as any string.
for n in 5000 20000; do
	awk -v n=$n 'BEGIN { s = ""; for (i = 0; i < n; i++) s = s "a";
		printf("BEGIN { x = \"%s\"; printf(\"%%d %%d %%s\\n\", strlen(x), strlen(\"%s\"), substr(x, %d)); exit(0); }\n", s, s, n - 3) }' \
		> "$SONDA_TEST_TMP/c.d"
	"$SONDA" -x strsize=16383 -qs "$SONDA_TEST_TMP/c.d"
	"$SONDA" -qs "$SONDA_TEST_TMP/c.d"
done
