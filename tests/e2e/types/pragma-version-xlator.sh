# "#pragma D option version=V" removes the D library's translators bound
# to a later version (dt_reduce( ) in dt_cc.c deletes them from
# dt_xlators: ip.d's are 1.5, tcp.d's and udp.d's 1.6.3, io.d's from a
# struct file 1.1). The program is cooked after it is parsed, so a use
# before the pragma has none either: xlate< > is D_XLATE_NONE, a probe's
# args[i] D_ARGS_XLATOR (dt_idcook_args( )). The types stay. -x version
# reduces before the libraries are loaded (dt_load_libs( ) runs at the
# first compile), so it removes no translator.
exec 2>&1
d=$SONDA_TEST_TMP
ip='trace(xlate<ipinfo_t *>((struct iphdr *)0)->ip_ver);'
tcp='trace(xlate<tcpinfo_t *>((struct tcphdr *)0)->tcp_sport);'
file='trace(xlate<fileinfo_t *>((struct file *)0)->fi_offset);'
printf '#pragma D option version=1.4\nBEGIN { %s }\n' "$ip" > "$d/ip14.d"
printf '#pragma D option version=1.5\nBEGIN { %s }\n' "$ip" > "$d/ip15.d"
printf 'BEGIN { %s }\n#pragma D option version=1.4\n' "$ip" > "$d/ipafter.d"
printf '#pragma D option version=1.6.2\nBEGIN { %s }\n' "$tcp" > "$d/tcp162.d"
printf '#pragma D option version=1.6.3\nBEGIN { %s }\n' "$tcp" > "$d/tcp163.d"
printf '#pragma D option version=1.0\nBEGIN { %s }\n' "$file" > "$d/file10.d"
printf '#pragma D option version=1.4\nip:::send { trace(args[2]->ip_ver); }\n' > "$d/args.d"
printf '#pragma D option version=1.4\nBEGIN { trace(sizeof(ipinfo_t)); }\n' > "$d/type.d"
for f in ip14 ip15 ipafter tcp162 tcp163 file10 args type; do
	"$SONDA" -x errtags -e -s "$d/$f.d" 2>&1 | sed "s|$d/||"
	echo "$f: rc ${PIPESTATUS[0]}"
done
"$SONDA" -x errtags -x version=1.4 -e -n "BEGIN { $ip }"
echo "xversion: rc $?"
