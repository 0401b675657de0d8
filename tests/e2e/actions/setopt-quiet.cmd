taskset -c 0 "$SONDA" -q -n 'BEGIN { setopt("quiet", "no"); }' -n 'BEGIN { printf("loud\n"); exit(0); }'
# As DTrace's chew() and chewrec(): the first record, seen while quiet, ends
# the heading's chance (chew() sets its heading flag then, printing nothing);
# its setopt() makes the run loud, so the record ends with a newline
# (chewrec() reads quiet at the record's end), and the next record has its
# probe prefix.
