/* syscall.h - what the syscall provider offers the providers whose probes
 * ride a system call's tracepoints (proc's exec, exec-success,
 * exec-failure and signal-clear, sched's surrender). */
#ifndef SONDA_PROV_SYSCALL_H
#define SONDA_PROV_SYSCALL_H

#include "prov.h"

/* Attaches prog_fd, p's tracepoint program for the record of the syscalls
 * events ev[0..nev) (nev 1 or 2, one direction: "sys_enter_execve",
 * "sys_enter_execveat"), so that on one call it runs after the syscall
 * provider's program for the same event, as DTrace's
 * dt_cg_tramp_epilogue( ) runs a probe's clauses before its dependents'.
 * Queued: the syscall provider's attach_done( ) attaches it once its own
 * programs are in place. 0 or -errno. */
int sd_syscall_attach_dependent(const struct sd_probe *p,
				const char *const *ev, int nev, int prog_fd,
				struct sd_attach *at);

#endif
