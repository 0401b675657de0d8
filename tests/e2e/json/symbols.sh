# oformat=json: the symbol actions (usym, umod, uaddr) as objects named by
# the action with the symbol's parts, and jstack() as user frames.
. ./_lib.sh
out=$SONDA_TEST_TMP/out.json
"$SONDA" -x oformat=json -qn 'pid$target::leaf:entry {
	usym(uregs[R_PC]); umod(uregs[R_PC]); uaddr(uregs[R_PC]); jstack(); exit(0); }' \
	-c "$SONDA_TRIGGERS/ucalls 1 0" >"$out" || exit 1
json_valid "$out" || exit 1
jq -c '.provider, .function, .name, .output[0], .output[1], .output[2]' "$out" | sed 's/pid[0-9]*/pidN/'
jq -r '.output[3]["ustack-frames"][] | [.module, .name] | @tsv' "$out" | head -3
