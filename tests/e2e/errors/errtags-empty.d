/*
 * A script with declarations of nothing but options compiles to an empty
 * program.
 */
#pragma D option quiet

/* @@args: -x errtags */
/* @@status: 1 */
