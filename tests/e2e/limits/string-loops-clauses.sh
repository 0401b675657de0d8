# Many clauses of one probe that loop over strings load: between clauses the
# first one's stack temporaries are zeroed, so the verifier does not check
# each clause once per path of every earlier one (12 clauses of 10
# cleanpath( ) passed its million instructions before).
{
	c=0
	while [ $c -lt 12 ]; do
		echo 'BEGIN {'
		i=0
		while [ $i -lt 10 ]; do
			echo "printf(\"%s\\n\", cleanpath(\"/a/./b/../c$c/$i/\"));"
			i=$((i + 1))
		done
		echo '}'
		c=$((c + 1))
	done
	echo 'BEGIN { exit(0); }'
} > "$SONDA_TEST_TMP/many.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/many.d" | sort | uniq -c | awk '{ n += $1 } END { print NR, n }'
echo "status ${PIPESTATUS[0]}"
