# A function's pid probes at one site share one uprobe in DTrace
# (dt_prov_uprobe.c's create_underlying( ): uprobe:DEV_INO:FUNC:OFFSET, or
# :return), whose trampoline runs the clauses of the first of them made for
# the firing pid and then exits: entry and offset 0 are one site, so only
# the one made first fires, enabled or not (up*:00 makes probes named 0
# that it does not match, under -Z), and a glob over the function's names
# fires entry, not 0.
T="$SONDA_TRIGGERS/upid 1"
"$SONDA" -q -n 'pid$target:a.out:up_add:entry { printf("entry\n"); }
    pid$target:a.out:up_add:0 { printf("zero\n"); }' -c "$T" | awk 'NF && !/^upid:/'
echo --
"$SONDA" -q -n 'pid$target:a.out:up_add:0 { printf("zero\n"); }
    pid$target:a.out:up_add:entry { printf("entry\n"); }' -c "$T" | awk 'NF && !/^upid:/'
echo --
"$SONDA" -q -n 'pid$target:a.out:up_add: { printf("%s\n", probename); }' -c "$T" | awk 'NF && !/^upid:/'
echo --
"$SONDA" -q -Z -n 'pid$target:a.out:up*:00 { printf("00\n"); }
    pid$target:a.out:up_depth1:entry, pid$target:a.out:up_add:return { printf("%s\n", probename); }' -c "$T" | awk 'NF && !/^upid:/'
echo --
