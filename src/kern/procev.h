/* procev.h - the kernel's process events (the proc connector): a socket
 * that receives every exec on the machine, for the exec watch. */
#ifndef SONDA_KERN_PROCEV_H
#define SONDA_KERN_PROCEV_H

#include <stdint.h>
#include <sys/types.h>

/* A non-blocking socket subscribed to process events: its fd, or -errno
 * (no CONFIG_PROC_EVENTS, not root). Events queue in it (4 MiB) until
 * read. */
int sd_procev_open(void);

/* Reads every event waiting on fd and calls fn with the thread-group ID
 * and the time (CLOCK_MONOTONIC ns) of each exec. */
void sd_procev_execs(int fd, void (*fn)(pid_t pid, uint64_t ts, void *ctx), void *ctx);

#endif
