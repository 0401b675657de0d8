#!/bin/bash
# tests/vm/vmtest.sh - run the kernel-probe tests (fbt, kinst) in a qemu guest.
#
#   tests/vm/vmtest.sh [-k KERNEL_META_PKG] [-a "EXTRA KERNEL ARGS"] [PATTERN...]
#
# Fetches a stock Debian kernel (apt-get download; only ./boot/vmlinuz-* is
# extracted, into build/vm/k; nothing is installed), packs build/sonda with
# its shared libraries, busybox, the triggers and tests/vm/ into an
# initramfs, boots it under qemu-system-x86_64 -accel tcg (never KVM: the
# hosts' KVM runs only PVM guests), runs tests/vm/guest/run.sh inside and
# powers off; then again with lockdown=confidentiality (the refusal path),
# and a third time with Debian's 6.12 kernel, which has kprobe.multi
# (VM_KERNEL_MULTI), unless -a gives the kernel arguments of a single boot. The guest writes its TAP-like results to a second serial port
# and its verdict through isa-debug-exit (qemu exit status 1 = pass, 3 =
# fail). Exits 0 only if every guest test passed.
#
# Environment: VM_KERNEL (meta package, default linux-image-amd64),
# VM_APPEND (extra kernel command line), VM_SMP (default 1), VM_TIMEOUT
# (seconds per boot, default 600), VM_DIR (work folder, default build/vm), SONDA
# (the binary, default build/sonda).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
META=${VM_KERNEL:-linux-image-amd64}
APPEND=${VM_APPEND:-}
while getopts "k:a:" opt; do
	case $opt in
	k) META=$OPTARG ;;
	a) APPEND="$APPEND $OPTARG" ;;
	*) echo "usage: $0 [-k PKG] [-a ARGS] [PATTERN...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
W=${VM_DIR:-$ROOT/build/vm}
mkdir -p "$W"

# Only the programs of tests/tools.list, as in tests/run.
. "$ROOT/tests/lib/tools.sh"
SD_TOOLS_LIST=$ROOT/tests/tools.list
TOOLBIN=$(sd_tools_path "$W/bin") || {
	echo "vmtest: the tests' programs are not all here (above)" >&2
	exit 1
}
export PATH=$TOOLBIN

need() {
	command -v "$1" >/dev/null || {
		echo "vmtest: $1 is missing (run scripts/deps.sh)" >&2
		exit 1
	}
}
need qemu-system-x86_64
need busybox
need gzip
SONDA=${SONDA:-$ROOT/build/sonda}
[ -x "$SONDA" ] || { echo "vmtest: build sonda first (make)" >&2; exit 1; }

# --- 1. the kernel: resolve the meta package to today's versioned image ---
kernel() {
	local META=$1 pkg k
	pkg=$(apt-cache depends "$META" 2>/dev/null |
		awk '/Depends: linux-image-/{print $2; exit}')
	if [ -z "$pkg" ]; then
		apt-get update -qq >/dev/null 2>&1 || true
		pkg=$(apt-cache depends "$META" 2>/dev/null |
			awk '/Depends: linux-image-/{print $2; exit}')
	fi
	[ -n "$pkg" ] || pkg=$META
	k="$W/k/boot/vmlinuz-${pkg#linux-image-}"
	if [ ! -f "$k" ] || ! ls "$W/k/lib/modules/${pkg#linux-image-}/brd.ko" \
		>/dev/null 2>&1; then
		if ! (cd "$W" && rm -f linux-image-*.deb &&
			apt-get download -q "$pkg" >/dev/null 2>&1); then
			# stale package lists: use the newest kernel we have
			k=$(ls -t "$W"/k/boot/vmlinuz-* 2>/dev/null | head -n 1)
			[ -n "$k" ] || { echo "vmtest: cannot download $pkg" >&2; exit 1; }
			echo "$k"
			return
		fi
		mkdir -p "$W/k"
		dpkg-deb --fsys-tarfile "$W"/"$pkg"_*.deb |
			tar -x -C "$W/k" --wildcards './boot/vmlinuz-*' \
				'./lib/modules/*/kernel/drivers/block/brd.ko*'
		rm -f "$W"/linux-image-*.deb
		modules "$W/k/lib/modules/${pkg#linux-image-}"
	fi
	echo "$k"
}
# the guest's block device for io tests: brd.ko (a RAM disk), uncompressed,
# at lib/modules/VERSION/brd.ko
modules() {
	local d=$1 m
	for m in "$d"/kernel/drivers/block/brd.ko*; do
		case $m in
		*.xz) xz -dc "$m" > "$d/brd.ko" ;;
		*.zst) zstd -qdc "$m" > "$d/brd.ko" ;;
		*.ko) cp "$m" "$d/brd.ko" ;;
		esac
	done
	rm -rf "$d/kernel"
}
# kernels are fetched one at a time (runs may overlap)
getkernel() {
	(exec 9>"$W/kernel.lock"; flock 9; kernel "$1")
}

# every kernel this run boots, fetched first: the initramfs holds their
# modules
if [ -n "$APPEND" ]; then
	KERNELS=("$META")
else
	KERNELS=("$META" "${VM_KERNEL_MULTI:-linux-image-6.12-amd64}")
fi
for m in "${KERNELS[@]}"; do getkernel "$m" >/dev/null || true; done

# --- 2. the initramfs (in a folder of this run: runs may overlap) ----------
mkdir -p "$W/runs"
RUN=$(mktemp -d "$W/runs/XXXXXX")
trap 'rm -rf "$RUN"' EXIT
R="$RUN/root"
mkdir -p "$R"/{bin,proc,sys,dev,tmp,lib,lib64,vm}
cp /bin/busybox "$R/bin/busybox"
cp "$SONDA" "$R/bin/sonda"
[ -d "$W/k/lib/modules" ] && cp -r "$W/k/lib/modules" "$R/lib/"
# sonda's shared libraries, at the paths the dynamic loader expects
for lib in $(ldd "$SONDA" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}'); do
	mkdir -p "$R$(dirname "$lib")"
	cp -L "$lib" "$R$lib"
done
make -s -C "$ROOT/tests/triggers" O="$RUN/triggers" >/dev/null
cp "$RUN"/triggers/* "$R/bin/"
for c in "$ROOT"/tests/vm/guest/*.c; do
	cc -O2 -Wall -static -o "$R/bin/$(basename "$c" .c)" "$c" -lbpf -lelf -lz
done
cp -r "$ROOT"/tests/vm/e2e "$ROOT"/tests/vm/guest "$R/vm/"
cp "$ROOT/tests/vm/guest/init" "$R/init"
chmod +x "$R/init"
printf '%s\n' "$@" > "$R/vm/patterns"
(cd "$R" && find . | busybox cpio -o -H newc -R 0:0 2>/dev/null |
	gzip -1 > "$RUN/initramfs.cpio.gz")

# --- 3. boot: once as is, once locked down (unless -a names the args) ---
# boot NAME KERNEL ARGS: runs the guest; sets VERDICT (0 = passed).
boot() {
	local name=$1 K=$2 args=$3 qrc verdict
	set +e
	timeout "${VM_TIMEOUT:-600}" qemu-system-x86_64 -accel tcg \
		-smp "${VM_SMP:-1}" -m 1G -nographic -no-reboot -net none \
		-kernel "$K" -initrd "$RUN/initramfs.cpio.gz" \
		-append "console=ttyS0 panic=-1 quiet rcupdate.rcu_expedited=1 $args" \
		-serial mon:stdio -serial file:"$RUN/results.txt" \
		-device isa-debug-exit,iobase=0xf4,iosize=0x04 \
		> "$RUN/console-$name.log" 2>&1
	qrc=$?
	set -e
	tr -d '\r' < "$RUN/results.txt" > "$RUN/results-$name.txt" 2>/dev/null || true
	cat "$RUN/results-$name.txt"
	# The verdict is the guest's GUEST_EXIT line (isa-debug-exit is
	# refused under lockdown, where the guest can only power off).
	verdict=$(sed -n 's/^GUEST_EXIT=//p' "$RUN/results-$name.txt" | tail -n 1)
	VERDICT=1
	if [ "$qrc" = 124 ]; then
		echo "vmtest: $name boot: TIMEOUT; console tail:"
	elif [ -n "$verdict" ]; then
		VERDICT=$verdict
		return
	else
		echo "vmtest: $name boot: no verdict (qemu exit status $qrc); console tail:"
	fi
	tail -c 3000 "$RUN/console-$name.log"
}

# run NAME META ARGS: one boot, counted in rc and the summary
rc=0
names=()
run() {
	local k
	k=$(getkernel "$2") || { rc=1; names+=("$1: no kernel"); return; }
	boot "$1" "$k" "$3"
	[ "$VERDICT" = 0 ] || rc=1
	names+=("$1 $(basename "$k" | sed 's/^vmlinuz-//')$([ "$VERDICT" = 0 ] || echo " FAILED")")
}
if [ -n "$APPEND" ]; then
	run custom "$META" "$APPEND"
else
	run open "$META" ""
	run lockdown "$META" "lockdown=confidentiality vmtest.only=lockdown"
	# kprobe.multi needs fprobes: Debian's 6.12 kernel has them, 6.1 not
	run multi "${VM_KERNEL_MULTI:-linux-image-6.12-amd64}" "vmtest.only=multi"
fi
summary=$(printf '%s, ' "${names[@]}")
if [ "$rc" = 0 ]; then
	echo "vmtest: guest tests passed (${summary%, })"
	exit 0
fi
echo "vmtest: guest tests FAILED (${summary%, })"
exit 1
