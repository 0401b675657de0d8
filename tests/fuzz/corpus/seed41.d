syscall::nosuchcall:entry
{
}

/* @@args: -x errtags */
/* @@status: 1 */
