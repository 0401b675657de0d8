# -x pprof: kernel stacks of syscall probes (7 known calls), and a key
# mixing a string, a kernel and a user stack: the string becomes a label,
# the frames are kernel then user; the kernel mapping has the running
# kernel's build-id (/sys/kernel/notes).
. ./_lib.sh
prof=$SONDA_TEST_TMP/kernel.pb.gz
"$SONDA" -x pprof="$prof" -qn 'syscall::getppid:entry /pid == $target/ {
	@k[stack()] = count(); @m[execname, stack(), ustack()] = sum(2); }' \
	-c "$SONDA_TRIGGERS/getppid 7" >/dev/null || exit 1
echo "== k"
top_rows -sample_index=k "$prof" | grep -E ' (do_syscall_64|entry_SYSCALL_64_after_hwframe)$'
echo "== m"
top_rows -sample_index=m "$prof" | grep -E ' (do_syscall_64|main)$'
pprof -traces -sample_index=m "$prof" | awk '/key1:/ { print "label", $2 }
	/^ +14 / { kern = 1 } kern && /^ +main$/ { print "main under the kernel frames"; kern = 0 }'
echo "== kernel build-id"
kbid=$(python3 -c '
import struct
d = open("/sys/kernel/notes", "rb").read()
o = 0
while o + 12 <= len(d):
    n, s, t = struct.unpack_from("<III", d, o)
    name = d[o + 12:o + 12 + n]
    desc = o + 12 + (n + 3) // 4 * 4
    if t == 3 and name == b"GNU\0":
        print(d[desc:desc + s].hex())
    o = desc + (s + 3) // 4 * 4')
pprof -raw "$prof" | awk -v bid="$kbid" '/^Mappings/ { m = 1 } m && /\[kernel.kallsyms\]/ {
	print ($(NF - 1) == bid && bid != "") ? "kernel build-id ok" : "bad: " $0 }'
