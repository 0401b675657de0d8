# @@timeout: 60
# System-wide profile-997 { @[ustack()] = count(); } (no -c or -p): a
# no-frame-pointer program started after sonda (tests/triggers/uvdso) gets
# its rows when the unwinder first meets it, so most of its samples unwind
# through vd_loop down to _start.
T=$SONDA_TRIGGERS/uvdso
"$SONDA" -q -x folded="$SONDA_TEST_TMP/folded" -n '
BEGIN { system(": > '"$SONDA_TEST_TMP/go"'"); }
profile-997 /execname == "uvdso"/ { @[ustack()] = count(); }
proc:::exit /execname == "uvdso"/ { exit(0); }' -w > /dev/null &
for i in $(seq 200); do [ -e "$SONDA_TEST_TMP/go" ] && break; sleep 0.05; done
"$T" 20000000	# about 1 s: the rows arrive within ~0.1 s of the first sample
wait
awk '{ n += $NF } $1 ~ /^uvdso`_start;.*uvdso`vd_loop/ { full += $NF }
     END { print (n > 10 ? "samples" : "too few samples: " n)
	   print (full * 2 > n ? "most unwound to _start" : full "/" n " unwound to _start") }' \
	"$SONDA_TEST_TMP/folded"
