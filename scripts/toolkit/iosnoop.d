#!/usr/sbin/sonda -qs
/*
 * iosnoop.d - one line per completed block I/O: device, sector, size and
 * latency, with the process that issued it (for devices that issue
 * from a worker thread, such as loop, that worker).
 *
 * Usage: iosnoop.d              (Ctrl-C to stop)
 * Uses the block tracepoints through sdt (device number, sector, bytes)
 * until io:::start's bufinfo_t/devinfo_t arguments are translated.
 * arg0 = dev (major << 20 | minor), arg1 = sector, arg3 = bytes.
 */
#pragma D option quiet

BEGIN
{
	printf("%-16s %-7s %-7s %-12s %8s %10s\n", "COMM", "PID", "DEV",
	    "SECTOR", "BYTES", "LAT(us)");
}

sdt:block::block_rq_issue
{
	ts[arg0, arg1] = timestamp;
	who[arg0, arg1] = pid;
	comm[arg0, arg1] = execname;
	bytes[arg0, arg1] = arg3;
}

sdt:block::block_rq_complete
/ts[arg0, arg1]/
{
	printf("%-16s %-7d %3d,%-3d %-12d %8d %10d\n", comm[arg0, arg1],
	    who[arg0, arg1],
	    arg0 >> 20, arg0 & 0xfffff, arg1, bytes[arg0, arg1],
	    (timestamp - ts[arg0, arg1]) / 1000);
	ts[arg0, arg1] = 0;
	who[arg0, arg1] = 0;
	bytes[arg0, arg1] = 0;
	comm[arg0, arg1] = "";
}
