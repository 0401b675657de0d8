# String members of a translated struct (fileinfo_t's, strsize each) read
# through . at strsize 256, 8192 and 16383: fds[N] and xlate<T>(e). (Kept
# whole, the struct is DTrace's D_UNKNOWN: types/xlate-struct-assign.sh.)
for ss in 256 8192 16383; do
	for s in 'printf("%s %d\n", fds[12345].fi_name, fds[12345].fi_offset);' \
		'printf("%s %s\n", fds[12345].fi_name, fds[12345].fi_fs);' \
		'printf("%s %s\n", xlate<fileinfo_t>((struct file *)0).fi_name,
		    xlate<fileinfo_t>((struct file *)0).fi_fs);'; do
		"$SONDA" -q -x strsize=$ss -n "BEGIN { $s exit(0); }" 2>&1 | sed -n 1p
	done
done
