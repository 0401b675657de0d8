# curpsinfo->pr_psargs as an aggregation key: its 80 bytes are the
# arguments and zeros, as the kernel's psinfo buffer holds them, so a
# command run twice is one key printed as text, whatever longer command
# line an earlier firing on the same CPU read (everything on CPU 0).
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
/bin/true aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
/bin/true b
/bin/true b
W
taskset -c 0 "$SONDA" -q -c "sh $SONDA_TEST_TMP/w.sh" -n '
proc:::exec-success /ppid == $target/ { @[curpsinfo->pr_psargs] = count(); }'
