"$SONDA" -q -n 'BEGIN { exit(0); }'
# -q also suppresses the "matched" notice.
