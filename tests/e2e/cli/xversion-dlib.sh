# "#pragma D option version=V": the D library's names bound to a later
# version (DTrace for Linux's "#pragma D binding" in io.d, signal.d,
# tcp.d, lockstat.d, pcap.d) are removed, as dt_reduce( ) removes them: a
# scalar is D_IDENT_UNDEF, an array inline used with [ ] D_VAR_UNDEF; at
# their version they are there, and a program may then define the name
# itself. -x version=V removes none: dtrace(1) sets it before the first
# compile loads the libraries (dt_load_libs( )), so dt_reduce( ) finds
# none of their names.
exec 2>&1
for t in '1.0 O_RDONLY' '1.1 O_RDONLY' '1.4 DTRACEFLT_BADSTACK' '1.4.1 DTRACEFLT_BADSTACK' \
	 '1.6.3 RW_READER' '1.6.4 RW_READER' '1.6.4 PCAP_ETHER' '2.0 PCAP_ETHER' \
	 '1.6.2 tcp_state_string[1]' '1.6.3 tcp_state_string[1]' '1.0 fds[0].fi_name' \
	 '1.1 fds[0].fi_name' '1.0 SIGINT'; do
	set -- $t
	printf '#pragma D option version=%s\nBEGIN { trace(%s); }\n' "$1" "$2" |
		"$SONDA" -xerrtags -e -s /dev/stdin
	echo "pragma $1 $2: rc $?"
	"$SONDA" -xerrtags -xversion=$1 -e -n "BEGIN { trace($2); }"
	echo "-x $1 $2: rc $?"
done
printf '#pragma D option version=1.0\ninline int O_RDONLY = 7; BEGIN { trace(O_RDONLY); exit(0); }\n' |
	"$SONDA" -q -s /dev/stdin
echo "rc $?"
