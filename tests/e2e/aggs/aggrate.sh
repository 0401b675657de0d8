# Option aggrate, as DTrace's consumer: while probes fire, printa() reads
# the kernel's aggregations at most once per aggrate and otherwise prints
# the last reading. With aggrate=1h the three ticks print the same count
# (that of the first tick's reading); BEGIN's printa() and END's read
# afresh. Without aggrate every printa() reads afresh: the ticks' counts
# grow.
run() {
	"$SONDA" -q "$@" -n '
	BEGIN { @ = count(); printa("begin %@d\n", @); }
	tick-200ms /++i <= 3/ { @ = count(); printa("tick %@d\n", @); }
	tick-200ms /i == 4/ { exit(0); }
	END { printa("end %@d\n", @); }' |
	awk '/^tick/ { t[++n] = $2; next }
	     NF { print }
	     END { print (t[1] == t[2] && t[2] == t[3]) ? "ticks equal" : "ticks grow" }'
}
run -x aggrate=1h
run
