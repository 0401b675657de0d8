/* usdtexec.h - what the exec watch (rt/xwatch.c) asks of the USDT
 * provider: the probes of a process that has just exec'd, made from a
 * template probe (sd_prov_usdt_exec, usdtexec.c), and their attachment. */
#ifndef SONDA_PROV_USDTEXEC_H
#define SONDA_PROV_USDTEXEC_H

#include <sys/types.h>
#include "prov.h"

/* Makes the USDT probes of process pid (the objects it maps now) that
 * template tmpl's description matches, named with pid as DTrace names
 * them; up to max of those that no latent probe serves already go to out
 * (their number returned). */
size_t sd_usdt_exec_probes(struct sd_probe_tab *tab, const struct sd_probe *tmpl, pid_t pid,
			   struct sd_probe **out, size_t max);
/* The argument specs of USDT probe p for its probe-data entry
 * (SD_MAX_ARGS * SD_PDATA_ARG_SIZE bytes at out). */
void sd_usdt_exec_args(const struct sd_probe *p, uint8_t *out);
/* The description a template stands for (its provider field: the pattern
 * a provider name followed by a process ID must match). */
const struct sd_pdesc *sd_usdt_exec_desc(const struct sd_probe *tmpl);

/* The process-event socket (kern/procev.h) opened with tab's first
 * template, now the caller's: its fd, or -errno (-ENOENT: no template). */
int sd_usdt_exec_events(struct sd_probe_tab *tab);

/* Queues p's sites for prog_fd (the template's program, with p's ID as
 * cookie), and attaches everything queued. */
int sd_usdt_exec_attach(const struct sd_probe *p, int prog_fd, struct sd_attach *at);
int sd_usdt_exec_attach_done(struct sd_attach *at);

#endif
