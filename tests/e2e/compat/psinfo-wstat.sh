# psinfo_t's pr_wstat is 0, as DTrace for Linux's procfs.d translates it
# (not supported there), even for a process that exits with a status.
echo 'exit 3' > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -q -c "sh $SONDA_TEST_TMP/w.sh" -n '
proc:::exit /pid == $target/ { printf("pr_wstat %d\n", curpsinfo->pr_wstat); }'
