# -x dump=verifier: the verifier's log of every program sonda loads, with its
# statistics line ("processed N insns"), even when the program is accepted.
"$SONDA" -q -x dump=verifier -n 'BEGIN { exit(0); }' 2>&1 |
	awk '/^Verifier log of the program for / { print }
	     /^processed [0-9]+ insns/ { n++ }
	     / call bpf_ringbuf_output#130$/ { c++ }
	     END { print n " statistics line(s), " (c ? "calls listed" : "no calls") }'
