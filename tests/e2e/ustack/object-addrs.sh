# User addresses in a program that are not in a function: its ELF header,
# a read-only object (__abi_tag), the PLT (no symbol: libproc's
# Plookup_by_addr( ) has none for it), global and static data objects
# (upid_counter, sink) and a byte past one, _end (a NOTYPE symbol, which
# names nothing) and the first page past the program's last mapping. Each
# prints as DTrace for Linux prints it (dtrace_uaddr2str( ), dt_print_usym( ),
# dt_print_umod( ), checked against it): a symbol of any kind but NOTYPE
# names the bytes of its size, without +0x0 at its start; an address in
# the object's mappings but in no symbol is `upid`0xADDR`, in no mapping
# `0xADDR` and no module. Printed by %A, usym( ), ufunc( ), umod( ),
# uaddr( ) and as aggregation keys, whose usym( ) is reduced to the
# symbol's start. Absolute addresses are shown as B+OFFSET from the
# program's load address (B is where its first page is mapped); upid's own
# line is left out (it may come before or after the firings' lines).
T=$SONDA_TRIGGERS/upid
addr() { nm "$T" | awk -v s="$1" '$3 == s { print "0x" $1; exit }'; }
main=$(addr main) abi=$(addr __abi_tag) cnt=$(addr upid_counter)
sink=$(addr sink) end=$(addr _end)
plt=$(readelf -SW "$T" | awk '$2 == ".plt" { print "0x" $4; exit }')
for v in "$main" "$abi" "$cnt" "$sink" "$end" "$plt"; do
	[ -n "$v" ] || { echo "a symbol or .plt is missing in upid" >&2; exit 77; }
done
past=$(( (end + 0x10fff) & ~0xfff ))
prog='pid$target:a.out:main:entry { this->b = uregs[R_PC] - '$((main))'; printf("BASE %x\n", this->b); }'
for a in 0 $((abi)) $((plt)) $((plt + 0x10)) $((cnt)) $((cnt + 7)) $((cnt + 8)) \
	$((sink)) $((sink + 3)) $((end)) $past; do
	prog="$prog
pid\$target:a.out:main:entry {
	this->a = this->b + $a;
	printf(\"%A|\", this->a); usym(this->a); ufunc(this->a); umod(this->a);
	uaddr(this->a); printf(\"\\n\");
	@[umod(this->a), usym(this->a), uaddr(this->a)] = count();
}"
done
"$SONDA" -q -n "$prog" -c "$T 1" > "$SONDA_TEST_TMP/out" || exit
base=$(awk '$1 == "BASE" { print "0x" $2; exit }' "$SONDA_TEST_TMP/out")
[ -n "$base" ] || { echo "no BASE line" >&2; exit 1; }
# B+OFFSET for every absolute address near the base; runs of spaces squeezed
out=$(cat "$SONDA_TEST_TMP/out")
for h in $(grep -o '0x[0-9a-f]\{9,16\}' "$SONDA_TEST_TMP/out" | sort -u); do
	d=$(( h - base ))
	[ $d -ge 0 ] && [ $d -lt $((0x100000)) ] && out=${out//$h/B+$(printf '0x%x' $d)}
done
printf '%s\n' "$out" | grep -v -e '^BASE ' -e '^upid: ' | tr -s ' '
