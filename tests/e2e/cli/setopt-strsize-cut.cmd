"$SONDA" -x strsize=3 -qn 'BEGIN { setopt("quiet"); setopt("aggrate", "10hz"); exit(0); }'
# setopt()'s strings are recorded as any string is, strsize characters of
# each: DTrace's consumer then sets option "qui" (and "agg" to "10h")
