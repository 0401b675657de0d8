# tracemem(): a hex dump of kernel memory, limited by the optional dsize
"$SONDA" -qn 'BEGIN { tracemem(curthread, 6); tracemem(curthread, 16, 3); exit(0); }' |
	sed -E 's/^( +0:)(( [0-9a-f]{2})+) +.*$/\1 \2/' | awk '{ print NF }'
