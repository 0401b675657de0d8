/* sysnr.h - x86-64 system call numbers by the name of their tracepoint
 * events (syscalls/sys_enter_NAME), sorted by name (LC_ALL=C) for bsearch.
 *
 * The numbers are the x86-64 ABI (arch/x86/entry/syscalls/syscall_64.tbl),
 * which only ever grows. Names are the kernel's SYSCALL_DEFINE names, which
 * the events carry: where the table's entry point differs from the __NR_
 * name, the event's name is listed (newstat for __NR_stat, umount for
 * __NR_umount2, sendfile64 for __NR_sendfile). A syscall missing here is
 * traced through its own tracepoint (syscall.c). */
#ifndef SONDA_PROV_SYSNR_H
#define SONDA_PROV_SYSNR_H

#define SD_SYSNR_TABLE(X) \
	X(_sysctl, 156) X(accept, 43) X(accept4, 288) X(access, 21) \
	X(acct, 163) X(add_key, 248) X(adjtimex, 159) X(afs_syscall, 183) \
	X(alarm, 37) X(arch_prctl, 158) X(bind, 49) X(bpf, 321) \
	X(brk, 12) X(cachestat, 451) X(capget, 125) X(capset, 126) \
	X(chdir, 80) X(chmod, 90) X(chown, 92) X(chroot, 161) \
	X(clock_adjtime, 305) X(clock_getres, 229) X(clock_gettime, 228) \
	X(clock_nanosleep, 230) X(clock_settime, 227) X(clone, 56) \
	X(clone3, 435) X(close, 3) X(close_range, 436) X(connect, 42) \
	X(copy_file_range, 326) X(creat, 85) X(create_module, 174) \
	X(delete_module, 176) X(dup, 32) X(dup2, 33) X(dup3, 292) \
	X(epoll_create, 213) X(epoll_create1, 291) X(epoll_ctl, 233) \
	X(epoll_ctl_old, 214) X(epoll_pwait, 281) X(epoll_pwait2, 441) \
	X(epoll_wait, 232) X(epoll_wait_old, 215) X(eventfd, 284) \
	X(eventfd2, 290) X(execve, 59) X(execveat, 322) X(exit, 60) \
	X(exit_group, 231) X(faccessat, 269) X(faccessat2, 439) \
	X(fadvise64, 221) X(fallocate, 285) X(fanotify_init, 300) \
	X(fanotify_mark, 301) X(fchdir, 81) X(fchmod, 91) \
	X(fchmodat, 268) X(fchmodat2, 452) X(fchown, 93) X(fchownat, 260) \
	X(fcntl, 72) X(fdatasync, 75) X(fgetxattr, 193) \
	X(file_getattr, 468) X(file_setattr, 469) X(finit_module, 313) \
	X(flistxattr, 196) X(flock, 73) X(fork, 57) X(fremovexattr, 199) \
	X(fsconfig, 431) X(fsetxattr, 190) X(fsmount, 432) X(fsopen, 430) \
	X(fspick, 433) X(fstatfs, 138) X(fsync, 74) X(ftruncate, 77) \
	X(futex, 202) X(futex_requeue, 456) X(futex_wait, 455) \
	X(futex_waitv, 449) X(futex_wake, 454) X(futimesat, 261) \
	X(get_kernel_syms, 177) X(get_mempolicy, 239) \
	X(get_robust_list, 274) X(get_thread_area, 211) X(getcpu, 309) \
	X(getcwd, 79) X(getdents, 78) X(getdents64, 217) X(getegid, 108) \
	X(geteuid, 107) X(getgid, 104) X(getgroups, 115) X(getitimer, 36) \
	X(getpeername, 52) X(getpgid, 121) X(getpgrp, 111) X(getpid, 39) \
	X(getpmsg, 181) X(getppid, 110) X(getpriority, 140) \
	X(getrandom, 318) X(getresgid, 120) X(getresuid, 118) \
	X(getrlimit, 97) X(getrusage, 98) X(getsid, 124) \
	X(getsockname, 51) X(getsockopt, 55) X(gettid, 186) \
	X(gettimeofday, 96) X(getuid, 102) X(getxattr, 191) \
	X(getxattrat, 464) X(init_module, 175) X(inotify_add_watch, 254) \
	X(inotify_init, 253) X(inotify_init1, 294) \
	X(inotify_rm_watch, 255) X(io_cancel, 210) X(io_destroy, 207) \
	X(io_getevents, 208) X(io_pgetevents, 333) X(io_setup, 206) \
	X(io_submit, 209) X(io_uring_enter, 426) \
	X(io_uring_register, 427) X(io_uring_setup, 425) X(ioctl, 16) \
	X(ioperm, 173) X(iopl, 172) X(ioprio_get, 252) X(ioprio_set, 251) \
	X(kcmp, 312) X(kexec_file_load, 320) X(kexec_load, 246) \
	X(keyctl, 250) X(kill, 62) X(landlock_add_rule, 445) \
	X(landlock_create_ruleset, 444) X(landlock_restrict_self, 446) \
	X(lchown, 94) X(lgetxattr, 192) X(link, 86) X(linkat, 265) \
	X(listen, 50) X(listmount, 458) X(listxattr, 194) \
	X(listxattrat, 465) X(llistxattr, 195) X(lookup_dcookie, 212) \
	X(lremovexattr, 198) X(lseek, 8) X(lsetxattr, 189) \
	X(lsm_get_self_attr, 459) X(lsm_list_modules, 461) \
	X(lsm_set_self_attr, 460) X(madvise, 28) X(map_shadow_stack, 453) \
	X(mbind, 237) X(membarrier, 324) X(memfd_create, 319) \
	X(memfd_secret, 447) X(migrate_pages, 256) X(mincore, 27) \
	X(mkdir, 83) X(mkdirat, 258) X(mknod, 133) X(mknodat, 259) \
	X(mlock, 149) X(mlock2, 325) X(mlockall, 151) X(mmap, 9) \
	X(modify_ldt, 154) X(mount, 165) X(mount_setattr, 442) \
	X(move_mount, 429) X(move_pages, 279) X(mprotect, 10) \
	X(mq_getsetattr, 245) X(mq_notify, 244) X(mq_open, 240) \
	X(mq_timedreceive, 243) X(mq_timedsend, 242) X(mq_unlink, 241) \
	X(mremap, 25) X(mseal, 462) X(msgctl, 71) X(msgget, 68) \
	X(msgrcv, 70) X(msgsnd, 69) X(msync, 26) X(munlock, 150) \
	X(munlockall, 152) X(munmap, 11) X(name_to_handle_at, 303) \
	X(nanosleep, 35) X(newfstat, 5) X(newfstatat, 262) X(newlstat, 6) \
	X(newstat, 4) X(newuname, 63) X(nfsservctl, 180) X(open, 2) \
	X(open_by_handle_at, 304) X(open_tree, 428) \
	X(open_tree_attr, 467) X(openat, 257) X(openat2, 437) \
	X(pause, 34) X(perf_event_open, 298) X(personality, 135) \
	X(pidfd_getfd, 438) X(pidfd_open, 434) X(pidfd_send_signal, 424) \
	X(pipe, 22) X(pipe2, 293) X(pivot_root, 155) X(pkey_alloc, 330) \
	X(pkey_free, 331) X(pkey_mprotect, 329) X(poll, 7) X(ppoll, 271) \
	X(prctl, 157) X(pread64, 17) X(preadv, 295) X(preadv2, 327) \
	X(prlimit64, 302) X(process_madvise, 440) \
	X(process_mrelease, 448) X(process_vm_readv, 310) \
	X(process_vm_writev, 311) X(pselect6, 270) X(ptrace, 101) \
	X(putpmsg, 182) X(pwrite64, 18) X(pwritev, 296) X(pwritev2, 328) \
	X(query_module, 178) X(quotactl, 179) X(quotactl_fd, 443) \
	X(read, 0) X(readahead, 187) X(readlink, 89) X(readlinkat, 267) \
	X(readv, 19) X(reboot, 169) X(recvfrom, 45) X(recvmmsg, 299) \
	X(recvmsg, 47) X(remap_file_pages, 216) X(removexattr, 197) \
	X(removexattrat, 466) X(rename, 82) X(renameat, 264) \
	X(renameat2, 316) X(request_key, 249) X(restart_syscall, 219) \
	X(rmdir, 84) X(rseq, 334) X(rt_sigaction, 13) \
	X(rt_sigpending, 127) X(rt_sigprocmask, 14) \
	X(rt_sigqueueinfo, 129) X(rt_sigreturn, 15) X(rt_sigsuspend, 130) \
	X(rt_sigtimedwait, 128) X(rt_tgsigqueueinfo, 297) \
	X(sched_get_priority_max, 146) X(sched_get_priority_min, 147) \
	X(sched_getaffinity, 204) X(sched_getattr, 315) \
	X(sched_getparam, 143) X(sched_getscheduler, 145) \
	X(sched_rr_get_interval, 148) X(sched_setaffinity, 203) \
	X(sched_setattr, 314) X(sched_setparam, 142) \
	X(sched_setscheduler, 144) X(sched_yield, 24) X(seccomp, 317) \
	X(security, 185) X(select, 23) X(semctl, 66) X(semget, 64) \
	X(semop, 65) X(semtimedop, 220) X(sendfile64, 40) \
	X(sendmmsg, 307) X(sendmsg, 46) X(sendto, 44) \
	X(set_mempolicy, 238) X(set_mempolicy_home_node, 450) \
	X(set_robust_list, 273) X(set_thread_area, 205) \
	X(set_tid_address, 218) X(setdomainname, 171) X(setfsgid, 123) \
	X(setfsuid, 122) X(setgid, 106) X(setgroups, 116) \
	X(sethostname, 170) X(setitimer, 38) X(setns, 308) \
	X(setpgid, 109) X(setpriority, 141) X(setregid, 114) \
	X(setresgid, 119) X(setresuid, 117) X(setreuid, 113) \
	X(setrlimit, 160) X(setsid, 112) X(setsockopt, 54) \
	X(settimeofday, 164) X(setuid, 105) X(setxattr, 188) \
	X(setxattrat, 463) X(shmat, 30) X(shmctl, 31) X(shmdt, 67) \
	X(shmget, 29) X(shutdown, 48) X(sigaltstack, 131) \
	X(signalfd, 282) X(signalfd4, 289) X(socket, 41) \
	X(socketpair, 53) X(splice, 275) X(statfs, 137) X(statmount, 457) \
	X(statx, 332) X(swapoff, 168) X(swapon, 167) X(symlink, 88) \
	X(symlinkat, 266) X(sync, 162) X(sync_file_range, 277) \
	X(syncfs, 306) X(sysfs, 139) X(sysinfo, 99) X(syslog, 103) \
	X(tee, 276) X(tgkill, 234) X(time, 201) X(timer_create, 222) \
	X(timer_delete, 226) X(timer_getoverrun, 225) \
	X(timer_gettime, 224) X(timer_settime, 223) \
	X(timerfd_create, 283) X(timerfd_gettime, 287) \
	X(timerfd_settime, 286) X(times, 100) X(tkill, 200) \
	X(truncate, 76) X(tuxcall, 184) X(umask, 95) X(umount, 166) \
	X(unlink, 87) X(unlinkat, 263) X(unshare, 272) X(uprobe, 336) \
	X(uretprobe, 335) X(uselib, 134) X(userfaultfd, 323) \
	X(ustat, 136) X(utime, 132) X(utimensat, 280) X(utimes, 235) \
	X(vfork, 58) X(vhangup, 153) X(vmsplice, 278) X(vserver, 236) \
	X(wait4, 61) X(waitid, 247) X(write, 1) X(writev, 20)

#endif
