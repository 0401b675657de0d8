# -F and a commit( ): DTrace prints each committed record with a copy of
# the committing read's state (dt_commit_one_spec( )'s specpdat): the
# indentation an entry among them adds is dropped with the copy, the last
# record they set is kept (so the second clause of the same entry is
# "| getppid:entry", at the first column, where sonda indented it by 2).
# The CPU column is masked.
"$SONDA" -F -s data/flowindent-commit.d -c "$SONDA_TRIGGERS/getppid 1" 2>/dev/null |
	sed 's/^ *[0-9][0-9]* /  N /'
