/* What a speculation holds, as DTrace's code counts it against specsize
 * (dt_cg_store_val( )'s check from dctx->mst->specsize, which
 * dt_cg_act_speculate( ) loads from the speculation's spec->size), grows
 * only when a clause's buffer fails to be written: dt_cg_epilogue( ) then
 * counts a speculative drop and adds the buffer's size to spec->size. Here
 * the second BEGIN's 3017-byte buffer does not fit beside the first's in
 * 4 KiB and is dropped, so the third's record, 24 bytes into its buffer,
 * takes the speculation past 3030 bytes: a second drop, and the commit( )
 * has nothing to print. */
/* @@args: -q -b 4k */
#pragma D option strsize=3000
#pragma D option specsize=3030

BEGIN { s = speculation(); x = "abc"; }
BEGIN { trace(x); }
BEGIN { speculate(s); trace(x); }
BEGIN { speculate(s); trace(1); }
BEGIN { commit(s); }
BEGIN { exit(0); }
