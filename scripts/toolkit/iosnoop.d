#!/usr/sbin/sonda -qs
/*
 * iosnoop.d - one line per completed block I/O: device, sector, size and
 * latency, with the process that issued it (for devices that issue
 * from a worker thread, such as loop, that worker).
 *
 * Usage: iosnoop.d              (Ctrl-C to stop)
 * args[0] is the I/O's bufinfo_t (b_blkno: the sector, b_bcount: the
 * size, B_READ/B_WRITE in b_flags), args[1] its device's devinfo_t;
 * arg0 is the same for start and done of one I/O.
 */
#pragma D option quiet

BEGIN
{
	printf("%-16s %-7s %-7s %-12s %8s %10s\n", "COMM", "PID", "DEV",
	    "SECTOR", "BYTES", "LAT(us)");
}

io:::start
{
	ts[arg0] = timestamp;
	who[arg0] = pid;
	comm[arg0] = execname;
}

io:::done
/ts[arg0]/
{
	printf("%-16s %-7d %3d,%-3d ", comm[arg0], who[arg0],
	    args[1]->dev_major, args[1]->dev_minor);
	printf("%-12d %8d %10d\n", args[0]->b_blkno, args[0]->b_bcount,
	    (timestamp - ts[arg0]) / 1000);
	ts[arg0] = 0;
	who[arg0] = 0;
	comm[arg0] = "";
}
