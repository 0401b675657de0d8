# ustack() on a stack whose top is the last byte before an unmapped page
# (makecontext, triggers/ustkend.c): the unwinder reads the stack ahead of
# the frame it needs, and that read fails there; it falls back to reading
# just the words it needs, so the frames up to libc's __start_context
# (where the CFI ends the stack) are all there.
"$SONDA" -q -n 'pid$target:a.out:se_leaf:entry { ustack(); }' -c "$SONDA_TRIGGERS/ustkend" |
	awk 'NF == 1 { f = $1; sub(/^.*`/, "", f); sub(/\+0x[0-9a-f]+$/, "", f); print f }'
