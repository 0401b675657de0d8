# #pragma D depends_on module NAME is met when DTrace's module list has
# NAME with CTF (dt_pragma_depends( ): dt_module_lookup_by_name( ) and
# dt_module_getctf( )). The list is made from /proc/kallsyms
# (dt_modsym_update( )): vmlinux (genunix), and each module whose symbols
# it tags "[name]" (bpf's and __builtin__kprobes' left out); a built-in
# module is one only where the kernel's modules.builtin.ranges places it.
# A built-in module /sys/module lists but kallsyms does not name is no
# module to it: unmet, in a program (D_PRAGMA_DEPEND) and in a library
# directory (the library is skipped). genunix is vmlinux's alias.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
ranges=/lib/modules/$(uname -r)/modules.builtin.ranges
tags=$(awk '{ print $4 }' /proc/kallsyms | sort -u)
mod=
for m in /sys/module/*; do
	m=${m##*/}
	case "$m" in [!A-Za-z_]* | *[!A-Za-z0-9_]*) continue ;; esac
	case "$tags" in *"[$m]"*) continue ;; esac
	if [ -e "$ranges" ] && grep -q " $m\$\| $m " "$ranges"; then
		continue
	fi
	mod=$m
	break
done
[ -n "$mod" ] || { echo "no built-in module without symbols of its own"; exit 77; }
for m in vmlinux genunix "$mod" bpf nosuchmodule; do
	printf '#pragma D depends_on module %s\nBEGIN { exit(0); }\n' "$m" > d.d
	"$SONDA" -x errtags -e -s d.d 2>&1 | sed "s/module $mod\$/module BUILTIN/"
done
mkdir lib
printf '#pragma D depends_on module %s\ninline int A = 1;\n' "$mod" > lib/a.d
printf '#pragma D depends_on module vmlinux\ninline int B = 2;\n' > lib/b.d
"$SONDA" -x errtags -L lib -qn 'BEGIN { trace(B); exit(0); }' 2>&1
echo " rc $?"
"$SONDA" -x errtags -L lib -qn 'BEGIN { trace(A); exit(0); }' 2>&1
echo "rc $?"
