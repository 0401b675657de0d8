#!/bin/sh
# tests/vm/guest/run.sh - runs inside the vmtest guest (busybox sh): every
# /vm/e2e/*.sh whose name matches a pattern in /vm/patterns (all when there
# is none), with SONDA=/bin/sonda and cwd /vm/e2e. A test passes when its
# exit status is 0 (or the "# @@status: N" it names) and its stdout equals
# NAME.out when that file exists; exit status 77 skips it (first stderr line
# = reason); stderr lines starting with "# " are shown as notes. Tests
# named lockdown-*.sh or multi-*.sh run only in the boot made for them
# (vmtest.only= below). Prints "1..N", "ok N - name" / "not ok N - name"
# with a short diff, and last "N passed, N failed[, N skipped]". Exits 1 if
# any failed.
export SONDA=/bin/sonda LC_ALL=C
LOCKDOWN=$(sed -n 's/.*\[\(.*\)\].*/\1/p' /sys/kernel/security/lockdown 2>/dev/null)
export LOCKDOWN=${LOCKDOWN:-none}
echo "# kernel $(uname -r), lockdown $LOCKDOWN, $(nproc) CPU"
OUT=/tmp/vmtest
mkdir -p $OUT
cd /vm/e2e

# vmtest.only=NAME on the kernel command line: only the NAME-*.sh tests
# (a boot with other kernel arguments or another kernel); without it, every
# test whose name has none of those prefixes.
ONLY=$(tr ' ' '\n' < /proc/cmdline | sed -n 's/^vmtest.only=//p')
selected() {
	case "$1" in
	lockdown-*|multi-*) [ "${1%%-*}" = "$ONLY" ] || return 1 ;;
	*) [ -z "$ONLY" ] || return 1 ;;
	esac
	[ -s /vm/patterns ] || return 0
	while read -r p; do
		[ -z "$p" ] && return 0
		echo "$1" | grep -qE "$p" && return 0
	done < /vm/patterns
	return 1
}

n=0 pass=0 fail=0 skip=0
tests=$(ls *.sh 2>/dev/null | sort)
count=0
for t in $tests; do selected "$t" && count=$((count + 1)); done
echo "1..$count"
for t in $tests; do
	selected "$t" || continue
	n=$((n + 1))
	name=${t%.sh}
	want=$(sed -n 's/.*@@status: *\([0-9]*\).*/\1/p' "$t" | head -n 1)
	tmo=$(sed -n 's/.*@@timeout: *\([0-9]*\).*/\1/p' "$t" | head -n 1)
	start=$(date +%s)
	timeout "${tmo:-60}" sh "$t" > $OUT/$name.stdout 2> $OUT/$name.stderr
	rc=$?
	secs=$(( $(date +%s) - start ))
	if [ $rc -eq 77 ]; then
		skip=$((skip + 1))
		echo "ok $n - $name # SKIP $(head -n 1 $OUT/$name.stderr)"
		continue
	fi
	ok=1
	[ "$rc" -eq "${want:-0}" ] || ok=0
	if [ -f "$name.out" ] && ! cmp -s "$name.out" $OUT/$name.stdout; then
		ok=0
	fi
	grep '^# ' $OUT/$name.stderr	# notes (measurements) from the test
	if [ $ok -eq 1 ]; then
		pass=$((pass + 1))
		echo "ok $n - $name (${secs}s)"
		continue
	fi
	fail=$((fail + 1))
	echo "not ok $n - $name (${secs}s)"
	echo "#   exit status $rc (expected ${want:-0})"
	if [ -f "$name.out" ]; then
		diff -u "$name.out" $OUT/$name.stdout | head -n 30 | sed 's/^/#   /'
	else
		head -n 30 $OUT/$name.stdout | sed 's/^/#   stdout: /'
	fi
	head -n 15 $OUT/$name.stderr | sed 's/^/#   stderr: /'
done
if [ $skip -gt 0 ]; then
	echo "$pass passed, $fail failed, $skip skipped"
else
	echo "$pass passed, $fail failed"
fi
[ $fail -eq 0 ]
