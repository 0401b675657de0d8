/* xwatch.h - the exec watch: USDT probes made for processes that exec
 * while sonda traces (xwatch.c). */
#ifndef SONDA_RT_XWATCH_H
#define SONDA_RT_XWATCH_H

/* Room in the probe-data map for the probes made while tracing. */
#define SD_XWATCH_PROBES 65536

struct sd_run;
struct sd_xwatch;

/* Starts watching exec when r's program has template probes (usdt-exec);
 * NULL if it has none or the kernel sends no process events (said once). */
struct sd_xwatch *sd_xwatch_open(struct sd_run *r);
/* The descriptor to poll for events, or -1 (w NULL). */
int sd_xwatch_fd(const struct sd_xwatch *w);
/* Handles every event waiting: probes for each new process that has
 * them, attached before returning. */
void sd_xwatch_poll(struct sd_run *r, struct sd_xwatch *w);
void sd_xwatch_close(struct sd_xwatch *w);

#endif
