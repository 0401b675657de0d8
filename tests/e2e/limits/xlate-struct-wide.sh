# A translated struct stored whole (this->f = fds[N]) is built member by
# member in scratch or the clause-local area after it is cleared. Its
# string members are strsize each: fileinfo_t passes 32 KiB from strsize
# 8192, where the clearing stores' 16-bit offsets wrapped negative (the
# kernel's verifier refused the program, or bytes before the struct were
# cleared). It is cleared as tuple keys are (bpf_probe_read( ) from a
# block of zeros), at every strsize.
for ss in 256 8192 16383; do
	for s in 'this->f = fds[12345]; printf("%s %d\n", this->f.fi_name, this->f.fi_offset);' \
		'g = fds[12345]; printf("%s %s\n", g.fi_name, g.fi_fs);' \
		'x = xlate<fileinfo_t>((struct file *)0); printf("%s %s\n", x.fi_name, x.fi_fs);'; do
		"$SONDA" -q -x strsize=$ss -n "BEGIN { $s exit(0); }" 2>&1 | sed -n 1p
	done
done
