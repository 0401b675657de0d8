/* @@args: -q */
/*
 * Every integer constant of DTrace for Linux's D library (the inlines of
 * errno.d, io.d, ip.d, lockstat.d, net.d, pcap.d, procfs.d, regs.d,
 * signal.d, tcp.d and unistd.d for x86_64 and the newest kernel): its value
 * as the file defines it, and its sizeof, that of the int constant it is
 * where it is used (a char inline such as SSLEEP included).
 */

/* errno.d */
BEGIN
{
	printf("EPERM %d %d\n", EPERM, sizeof (EPERM));
	printf("ENOENT %d %d\n", ENOENT, sizeof (ENOENT));
	printf("ESRCH %d %d\n", ESRCH, sizeof (ESRCH));
	printf("EINTR %d %d\n", EINTR, sizeof (EINTR));
	printf("EIO %d %d\n", EIO, sizeof (EIO));
	printf("ENXIO %d %d\n", ENXIO, sizeof (ENXIO));
	printf("E2BIG %d %d\n", E2BIG, sizeof (E2BIG));
	printf("ENOEXEC %d %d\n", ENOEXEC, sizeof (ENOEXEC));
	printf("EBADF %d %d\n", EBADF, sizeof (EBADF));
	printf("ECHILD %d %d\n", ECHILD, sizeof (ECHILD));
	printf("EAGAIN %d %d\n", EAGAIN, sizeof (EAGAIN));
	printf("ENOMEM %d %d\n", ENOMEM, sizeof (ENOMEM));
	printf("EACCES %d %d\n", EACCES, sizeof (EACCES));
	printf("EFAULT %d %d\n", EFAULT, sizeof (EFAULT));
	printf("ENOTBLK %d %d\n", ENOTBLK, sizeof (ENOTBLK));
	printf("EBUSY %d %d\n", EBUSY, sizeof (EBUSY));
	printf("EEXIST %d %d\n", EEXIST, sizeof (EEXIST));
	printf("EXDEV %d %d\n", EXDEV, sizeof (EXDEV));
	printf("ENODEV %d %d\n", ENODEV, sizeof (ENODEV));
	printf("ENOTDIR %d %d\n", ENOTDIR, sizeof (ENOTDIR));
	printf("EISDIR %d %d\n", EISDIR, sizeof (EISDIR));
	printf("EINVAL %d %d\n", EINVAL, sizeof (EINVAL));
	printf("ENFILE %d %d\n", ENFILE, sizeof (ENFILE));
	printf("EMFILE %d %d\n", EMFILE, sizeof (EMFILE));
	printf("ENOTTY %d %d\n", ENOTTY, sizeof (ENOTTY));
	printf("ETXTBSY %d %d\n", ETXTBSY, sizeof (ETXTBSY));
	printf("EFBIG %d %d\n", EFBIG, sizeof (EFBIG));
	printf("ENOSPC %d %d\n", ENOSPC, sizeof (ENOSPC));
	printf("ESPIPE %d %d\n", ESPIPE, sizeof (ESPIPE));
	printf("EROFS %d %d\n", EROFS, sizeof (EROFS));
	printf("EMLINK %d %d\n", EMLINK, sizeof (EMLINK));
	printf("EPIPE %d %d\n", EPIPE, sizeof (EPIPE));
	printf("EDOM %d %d\n", EDOM, sizeof (EDOM));
	printf("ERANGE %d %d\n", ERANGE, sizeof (ERANGE));
	printf("EDEADLK %d %d\n", EDEADLK, sizeof (EDEADLK));
	printf("ENAMETOOLONG %d %d\n", ENAMETOOLONG, sizeof (ENAMETOOLONG));
	printf("ENOLCK %d %d\n", ENOLCK, sizeof (ENOLCK));
	printf("ENOSYS %d %d\n", ENOSYS, sizeof (ENOSYS));
	printf("ENOTEMPTY %d %d\n", ENOTEMPTY, sizeof (ENOTEMPTY));
	printf("ELOOP %d %d\n", ELOOP, sizeof (ELOOP));
	printf("EWOULDBLOCK %d %d\n", EWOULDBLOCK, sizeof (EWOULDBLOCK));
	printf("ENOMSG %d %d\n", ENOMSG, sizeof (ENOMSG));
	printf("EIDRM %d %d\n", EIDRM, sizeof (EIDRM));
	printf("ECHRNG %d %d\n", ECHRNG, sizeof (ECHRNG));
	printf("EL2NSYNC %d %d\n", EL2NSYNC, sizeof (EL2NSYNC));
	printf("EL3HLT %d %d\n", EL3HLT, sizeof (EL3HLT));
	printf("EL3RST %d %d\n", EL3RST, sizeof (EL3RST));
	printf("ELNRNG %d %d\n", ELNRNG, sizeof (ELNRNG));
	printf("EUNATCH %d %d\n", EUNATCH, sizeof (EUNATCH));
	printf("ENOCSI %d %d\n", ENOCSI, sizeof (ENOCSI));
	printf("EL2HLT %d %d\n", EL2HLT, sizeof (EL2HLT));
	printf("EBADE %d %d\n", EBADE, sizeof (EBADE));
	printf("EBADR %d %d\n", EBADR, sizeof (EBADR));
	printf("EXFULL %d %d\n", EXFULL, sizeof (EXFULL));
	printf("ENOANO %d %d\n", ENOANO, sizeof (ENOANO));
	printf("EBADRQC %d %d\n", EBADRQC, sizeof (EBADRQC));
	printf("EBADSLT %d %d\n", EBADSLT, sizeof (EBADSLT));
	printf("EDEADLOCK %d %d\n", EDEADLOCK, sizeof (EDEADLOCK));
	printf("EBFONT %d %d\n", EBFONT, sizeof (EBFONT));
	printf("ENOSTR %d %d\n", ENOSTR, sizeof (ENOSTR));
	printf("ENODATA %d %d\n", ENODATA, sizeof (ENODATA));
	printf("ETIME %d %d\n", ETIME, sizeof (ETIME));
	printf("ENOSR %d %d\n", ENOSR, sizeof (ENOSR));
	printf("ENONET %d %d\n", ENONET, sizeof (ENONET));
	printf("ENOPKG %d %d\n", ENOPKG, sizeof (ENOPKG));
	printf("EREMOTE %d %d\n", EREMOTE, sizeof (EREMOTE));
	printf("ENOLINK %d %d\n", ENOLINK, sizeof (ENOLINK));
	printf("EADV %d %d\n", EADV, sizeof (EADV));
	printf("ESRMNT %d %d\n", ESRMNT, sizeof (ESRMNT));
	printf("ECOMM %d %d\n", ECOMM, sizeof (ECOMM));
	printf("EPROTO %d %d\n", EPROTO, sizeof (EPROTO));
	printf("EMULTIHOP %d %d\n", EMULTIHOP, sizeof (EMULTIHOP));
	printf("EDOTDOT %d %d\n", EDOTDOT, sizeof (EDOTDOT));
	printf("EBADMSG %d %d\n", EBADMSG, sizeof (EBADMSG));
	printf("EOVERFLOW %d %d\n", EOVERFLOW, sizeof (EOVERFLOW));
	printf("ENOTUNIQ %d %d\n", ENOTUNIQ, sizeof (ENOTUNIQ));
	printf("EBADFD %d %d\n", EBADFD, sizeof (EBADFD));
	printf("EREMCHG %d %d\n", EREMCHG, sizeof (EREMCHG));
	printf("ELIBACC %d %d\n", ELIBACC, sizeof (ELIBACC));
	printf("ELIBBAD %d %d\n", ELIBBAD, sizeof (ELIBBAD));
	printf("ELIBSCN %d %d\n", ELIBSCN, sizeof (ELIBSCN));
	printf("ELIBMAX %d %d\n", ELIBMAX, sizeof (ELIBMAX));
	printf("ELIBEXEC %d %d\n", ELIBEXEC, sizeof (ELIBEXEC));
	printf("EILSEQ %d %d\n", EILSEQ, sizeof (EILSEQ));
	printf("ERESTART %d %d\n", ERESTART, sizeof (ERESTART));
	printf("ESTRPIPE %d %d\n", ESTRPIPE, sizeof (ESTRPIPE));
	printf("EUSERS %d %d\n", EUSERS, sizeof (EUSERS));
	printf("ENOTSOCK %d %d\n", ENOTSOCK, sizeof (ENOTSOCK));
	printf("EDESTADDRREQ %d %d\n", EDESTADDRREQ, sizeof (EDESTADDRREQ));
	printf("EMSGSIZE %d %d\n", EMSGSIZE, sizeof (EMSGSIZE));
	printf("EPROTOTYPE %d %d\n", EPROTOTYPE, sizeof (EPROTOTYPE));
	printf("ENOPROTOOPT %d %d\n", ENOPROTOOPT, sizeof (ENOPROTOOPT));
	printf("EPROTONOSUPPORT %d %d\n", EPROTONOSUPPORT, sizeof (EPROTONOSUPPORT));
	printf("ESOCKTNOSUPPORT %d %d\n", ESOCKTNOSUPPORT, sizeof (ESOCKTNOSUPPORT));
	printf("EOPNOTSUPP %d %d\n", EOPNOTSUPP, sizeof (EOPNOTSUPP));
	printf("EPFNOSUPPORT %d %d\n", EPFNOSUPPORT, sizeof (EPFNOSUPPORT));
	printf("EAFNOSUPPORT %d %d\n", EAFNOSUPPORT, sizeof (EAFNOSUPPORT));
	printf("EADDRINUSE %d %d\n", EADDRINUSE, sizeof (EADDRINUSE));
	printf("EADDRNOTAVAIL %d %d\n", EADDRNOTAVAIL, sizeof (EADDRNOTAVAIL));
	printf("ENETDOWN %d %d\n", ENETDOWN, sizeof (ENETDOWN));
	printf("ENETUNREACH %d %d\n", ENETUNREACH, sizeof (ENETUNREACH));
	printf("ENETRESET %d %d\n", ENETRESET, sizeof (ENETRESET));
	printf("ECONNABORTED %d %d\n", ECONNABORTED, sizeof (ECONNABORTED));
	printf("ECONNRESET %d %d\n", ECONNRESET, sizeof (ECONNRESET));
	printf("ENOBUFS %d %d\n", ENOBUFS, sizeof (ENOBUFS));
	printf("EISCONN %d %d\n", EISCONN, sizeof (EISCONN));
	printf("ENOTCONN %d %d\n", ENOTCONN, sizeof (ENOTCONN));
	printf("ESHUTDOWN %d %d\n", ESHUTDOWN, sizeof (ESHUTDOWN));
	printf("ETOOMANYREFS %d %d\n", ETOOMANYREFS, sizeof (ETOOMANYREFS));
	printf("ETIMEDOUT %d %d\n", ETIMEDOUT, sizeof (ETIMEDOUT));
	printf("ECONNREFUSED %d %d\n", ECONNREFUSED, sizeof (ECONNREFUSED));
	printf("EHOSTDOWN %d %d\n", EHOSTDOWN, sizeof (EHOSTDOWN));
	printf("EHOSTUNREACH %d %d\n", EHOSTUNREACH, sizeof (EHOSTUNREACH));
	printf("EALREADY %d %d\n", EALREADY, sizeof (EALREADY));
	printf("EINPROGRESS %d %d\n", EINPROGRESS, sizeof (EINPROGRESS));
	printf("ESTALE %d %d\n", ESTALE, sizeof (ESTALE));
	printf("EUCLEAN %d %d\n", EUCLEAN, sizeof (EUCLEAN));
	printf("ENOTNAM %d %d\n", ENOTNAM, sizeof (ENOTNAM));
	printf("ENAVAIL %d %d\n", ENAVAIL, sizeof (ENAVAIL));
	printf("EISNAM %d %d\n", EISNAM, sizeof (EISNAM));
	printf("EREMOTEIO %d %d\n", EREMOTEIO, sizeof (EREMOTEIO));
	printf("EDQUOT %d %d\n", EDQUOT, sizeof (EDQUOT));
	printf("ENOMEDIUM %d %d\n", ENOMEDIUM, sizeof (ENOMEDIUM));
	printf("EMEDIUMTYPE %d %d\n", EMEDIUMTYPE, sizeof (EMEDIUMTYPE));
	printf("ECANCELED %d %d\n", ECANCELED, sizeof (ECANCELED));
	printf("ENOKEY %d %d\n", ENOKEY, sizeof (ENOKEY));
	printf("EKEYEXPIRED %d %d\n", EKEYEXPIRED, sizeof (EKEYEXPIRED));
	printf("EKEYREVOKED %d %d\n", EKEYREVOKED, sizeof (EKEYREVOKED));
	printf("EKEYREJECTED %d %d\n", EKEYREJECTED, sizeof (EKEYREJECTED));
	printf("EOWNERDEAD %d %d\n", EOWNERDEAD, sizeof (EOWNERDEAD));
	printf("ENOTRECOVERABLE %d %d\n", ENOTRECOVERABLE, sizeof (ENOTRECOVERABLE));
	printf("ERFKILL %d %d\n", ERFKILL, sizeof (ERFKILL));
	printf("EHWPOISON %d %d\n", EHWPOISON, sizeof (EHWPOISON));
	printf("ENOTSUP %d %d\n", ENOTSUP, sizeof (ENOTSUP));
}

/* io.d */
BEGIN
{
	printf("B_BUSY %d %d\n", B_BUSY, sizeof (B_BUSY));
	printf("B_DONE %d %d\n", B_DONE, sizeof (B_DONE));
	printf("B_ERROR %d %d\n", B_ERROR, sizeof (B_ERROR));
	printf("B_PAGEIO %d %d\n", B_PAGEIO, sizeof (B_PAGEIO));
	printf("B_PHYS %d %d\n", B_PHYS, sizeof (B_PHYS));
	printf("B_READ %d %d\n", B_READ, sizeof (B_READ));
	printf("B_WRITE %d %d\n", B_WRITE, sizeof (B_WRITE));
	printf("B_ASYNC %d %d\n", B_ASYNC, sizeof (B_ASYNC));
	printf("BIO_USER_MAPPED %d %d\n", BIO_USER_MAPPED, sizeof (BIO_USER_MAPPED));
	printf("REQ_WRITE %d %d\n", REQ_WRITE, sizeof (REQ_WRITE));
	printf("REQ_SYNC %d %d\n", REQ_SYNC, sizeof (REQ_SYNC));
	printf("O_ACCMODE %d %d\n", O_ACCMODE, sizeof (O_ACCMODE));
	printf("O_RDONLY %d %d\n", O_RDONLY, sizeof (O_RDONLY));
	printf("O_WRONLY %d %d\n", O_WRONLY, sizeof (O_WRONLY));
	printf("O_RDWR %d %d\n", O_RDWR, sizeof (O_RDWR));
	printf("O_CREAT %d %d\n", O_CREAT, sizeof (O_CREAT));
	printf("O_EXCL %d %d\n", O_EXCL, sizeof (O_EXCL));
	printf("O_NOCTTY %d %d\n", O_NOCTTY, sizeof (O_NOCTTY));
	printf("O_TRUNC %d %d\n", O_TRUNC, sizeof (O_TRUNC));
	printf("O_APPEND %d %d\n", O_APPEND, sizeof (O_APPEND));
	printf("O_NONBLOCK %d %d\n", O_NONBLOCK, sizeof (O_NONBLOCK));
	printf("O_NDELAY %d %d\n", O_NDELAY, sizeof (O_NDELAY));
	printf("O_SYNC %d %d\n", O_SYNC, sizeof (O_SYNC));
	printf("O_FSYNC %d %d\n", O_FSYNC, sizeof (O_FSYNC));
	printf("O_ASYNC %d %d\n", O_ASYNC, sizeof (O_ASYNC));
	printf("O_DIRECTORY %d %d\n", O_DIRECTORY, sizeof (O_DIRECTORY));
	printf("O_NOFOLLOW %d %d\n", O_NOFOLLOW, sizeof (O_NOFOLLOW));
	printf("O_CLOEXEC %d %d\n", O_CLOEXEC, sizeof (O_CLOEXEC));
	printf("O_DSYNC %d %d\n", O_DSYNC, sizeof (O_DSYNC));
	printf("O_RSYNC %d %d\n", O_RSYNC, sizeof (O_RSYNC));
}

/* ip.d */
BEGIN
{
	printf("IPPROTO_IP %d %d\n", IPPROTO_IP, sizeof (IPPROTO_IP));
	printf("IPPROTO_ICMP %d %d\n", IPPROTO_ICMP, sizeof (IPPROTO_ICMP));
	printf("IPPROTO_IGMP %d %d\n", IPPROTO_IGMP, sizeof (IPPROTO_IGMP));
	printf("IPPROTO_IPIP %d %d\n", IPPROTO_IPIP, sizeof (IPPROTO_IPIP));
	printf("IPPROTO_TCP %d %d\n", IPPROTO_TCP, sizeof (IPPROTO_TCP));
	printf("IPPROTO_EGP %d %d\n", IPPROTO_EGP, sizeof (IPPROTO_EGP));
	printf("IPPROTO_PUP %d %d\n", IPPROTO_PUP, sizeof (IPPROTO_PUP));
	printf("IPPROTO_UDP %d %d\n", IPPROTO_UDP, sizeof (IPPROTO_UDP));
	printf("IPPROTO_IDP %d %d\n", IPPROTO_IDP, sizeof (IPPROTO_IDP));
	printf("IPPROTO_TP %d %d\n", IPPROTO_TP, sizeof (IPPROTO_TP));
	printf("IPPROTO_DCCP %d %d\n", IPPROTO_DCCP, sizeof (IPPROTO_DCCP));
	printf("IPPROTO_IPV6 %d %d\n", IPPROTO_IPV6, sizeof (IPPROTO_IPV6));
	printf("IPPROTO_RSVP %d %d\n", IPPROTO_RSVP, sizeof (IPPROTO_RSVP));
	printf("IPPROTO_GRE %d %d\n", IPPROTO_GRE, sizeof (IPPROTO_GRE));
	printf("IPPROTO_ESP %d %d\n", IPPROTO_ESP, sizeof (IPPROTO_ESP));
	printf("IPPROTO_AH %d %d\n", IPPROTO_AH, sizeof (IPPROTO_AH));
	printf("IPPROTO_OSPF %d %d\n", IPPROTO_OSPF, sizeof (IPPROTO_OSPF));
	printf("IPPROTO_MTP %d %d\n", IPPROTO_MTP, sizeof (IPPROTO_MTP));
	printf("IPPROTO_BEETPH %d %d\n", IPPROTO_BEETPH, sizeof (IPPROTO_BEETPH));
	printf("IPPROTO_ENCAP %d %d\n", IPPROTO_ENCAP, sizeof (IPPROTO_ENCAP));
	printf("IPPROTO_PIM %d %d\n", IPPROTO_PIM, sizeof (IPPROTO_PIM));
	printf("IPPROTO_COMP %d %d\n", IPPROTO_COMP, sizeof (IPPROTO_COMP));
	printf("IPPROTO_SCTP %d %d\n", IPPROTO_SCTP, sizeof (IPPROTO_SCTP));
	printf("IPPROTO_UDPLITE %d %d\n", IPPROTO_UDPLITE, sizeof (IPPROTO_UDPLITE));
	printf("IPPROTO_RAW %d %d\n", IPPROTO_RAW, sizeof (IPPROTO_RAW));
	printf("IPPROTO_MAX %d %d\n", IPPROTO_MAX, sizeof (IPPROTO_MAX));
	printf("IPPROTO_HOPOPTS %d %d\n", IPPROTO_HOPOPTS, sizeof (IPPROTO_HOPOPTS));
	printf("IPPROTO_ROUTING %d %d\n", IPPROTO_ROUTING, sizeof (IPPROTO_ROUTING));
	printf("IPPROTO_FRAGMENT %d %d\n", IPPROTO_FRAGMENT, sizeof (IPPROTO_FRAGMENT));
	printf("IPPROTO_ICMPV6 %d %d\n", IPPROTO_ICMPV6, sizeof (IPPROTO_ICMPV6));
	printf("IPPROTO_NONE %d %d\n", IPPROTO_NONE, sizeof (IPPROTO_NONE));
	printf("IPPROTO_DSTOPTS %d %d\n", IPPROTO_DSTOPTS, sizeof (IPPROTO_DSTOPTS));
	printf("IPPROTO_MH %d %d\n", IPPROTO_MH, sizeof (IPPROTO_MH));
	printf("TCP_MIN_HEADER_LENGTH %d %d\n", TCP_MIN_HEADER_LENGTH, sizeof (TCP_MIN_HEADER_LENGTH));
}

/* lockstat.d */
BEGIN
{
	printf("RW_WRITER %d %d\n", RW_WRITER, sizeof (RW_WRITER));
	printf("RW_READER %d %d\n", RW_READER, sizeof (RW_READER));
}

/* net.d */
BEGIN
{
	printf("AF_INET %d %d\n", AF_INET, sizeof (AF_INET));
	printf("AF_INET6 %d %d\n", AF_INET6, sizeof (AF_INET6));
	printf("ARPHRD_ETHER %d %d\n", ARPHRD_ETHER, sizeof (ARPHRD_ETHER));
	printf("ARPHRD_INFINIBAND %d %d\n", ARPHRD_INFINIBAND, sizeof (ARPHRD_INFINIBAND));
	printf("NET_PROBE_OUTBOUND %d %d\n", NET_PROBE_OUTBOUND, sizeof (NET_PROBE_OUTBOUND));
	printf("NET_PROBE_INBOUND %d %d\n", NET_PROBE_INBOUND, sizeof (NET_PROBE_INBOUND));
}

/* pcap.d */
BEGIN
{
	printf("PCAP_NULL %d %d\n", PCAP_NULL, sizeof (PCAP_NULL));
	printf("PCAP_ETHER %d %d\n", PCAP_ETHER, sizeof (PCAP_ETHER));
	printf("PCAP_WIFI %d %d\n", PCAP_WIFI, sizeof (PCAP_WIFI));
	printf("PCAP_PPP %d %d\n", PCAP_PPP, sizeof (PCAP_PPP));
	printf("PCAP_IP %d %d\n", PCAP_IP, sizeof (PCAP_IP));
	printf("PCAP_IPOIB %d %d\n", PCAP_IPOIB, sizeof (PCAP_IPOIB));
}

/* procfs.d */
BEGIN
{
	printf("PR_MODEL_ILP32 %d %d\n", PR_MODEL_ILP32, sizeof (PR_MODEL_ILP32));
	printf("PR_MODEL_LP64 %d %d\n", PR_MODEL_LP64, sizeof (PR_MODEL_LP64));
	printf("PIDTYPE_PID %d %d\n", PIDTYPE_PID, sizeof (PIDTYPE_PID));
	printf("PIDTYPE_TGID %d %d\n", PIDTYPE_TGID, sizeof (PIDTYPE_TGID));
	printf("PIDTYPE_PGID %d %d\n", PIDTYPE_PGID, sizeof (PIDTYPE_PGID));
	printf("PIDTYPE_SID %d %d\n", PIDTYPE_SID, sizeof (PIDTYPE_SID));
	printf("PR_STOPPED %d %d\n", PR_STOPPED, sizeof (PR_STOPPED));
	printf("PR_ISTOP %d %d\n", PR_ISTOP, sizeof (PR_ISTOP));
	printf("PR_DSTOP %d %d\n", PR_DSTOP, sizeof (PR_DSTOP));
	printf("PR_IDLE %d %d\n", PR_IDLE, sizeof (PR_IDLE));
	printf("SSLEEP %d %d\n", SSLEEP, sizeof (SSLEEP));
	printf("SRUN %d %d\n", SRUN, sizeof (SRUN));
	printf("SZOMB %d %d\n", SZOMB, sizeof (SZOMB));
	printf("SSTOP %d %d\n", SSTOP, sizeof (SSTOP));
	printf("SIDL %d %d\n", SIDL, sizeof (SIDL));
	printf("SONPROC %d %d\n", SONPROC, sizeof (SONPROC));
	printf("SWAIT %d %d\n", SWAIT, sizeof (SWAIT));
	printf("CLD_EXITED %d %d\n", CLD_EXITED, sizeof (CLD_EXITED));
	printf("CLD_KILLED %d %d\n", CLD_KILLED, sizeof (CLD_KILLED));
	printf("CLD_DUMPED %d %d\n", CLD_DUMPED, sizeof (CLD_DUMPED));
	printf("CLD_TRAPPED %d %d\n", CLD_TRAPPED, sizeof (CLD_TRAPPED));
	printf("CLD_STOPPED %d %d\n", CLD_STOPPED, sizeof (CLD_STOPPED));
	printf("CLD_CONTINUED %d %d\n", CLD_CONTINUED, sizeof (CLD_CONTINUED));
}

/* regs.d */
BEGIN
{
	printf("R_TRAPNO %d %d\n", R_TRAPNO, sizeof (R_TRAPNO));
	printf("R_GS %d %d\n", R_GS, sizeof (R_GS));
	printf("R_FS %d %d\n", R_FS, sizeof (R_FS));
	printf("R_ES %d %d\n", R_ES, sizeof (R_ES));
	printf("R_DS %d %d\n", R_DS, sizeof (R_DS));
	printf("R_SS %d %d\n", R_SS, sizeof (R_SS));
	printf("R_RSP %d %d\n", R_RSP, sizeof (R_RSP));
	printf("R_RFL %d %d\n", R_RFL, sizeof (R_RFL));
	printf("R_CS %d %d\n", R_CS, sizeof (R_CS));
	printf("R_RIP %d %d\n", R_RIP, sizeof (R_RIP));
	printf("R_ERR %d %d\n", R_ERR, sizeof (R_ERR));
	printf("R_RDI %d %d\n", R_RDI, sizeof (R_RDI));
	printf("R_RSI %d %d\n", R_RSI, sizeof (R_RSI));
	printf("R_RDX %d %d\n", R_RDX, sizeof (R_RDX));
	printf("R_RCX %d %d\n", R_RCX, sizeof (R_RCX));
	printf("R_RAX %d %d\n", R_RAX, sizeof (R_RAX));
	printf("R_R8 %d %d\n", R_R8, sizeof (R_R8));
	printf("R_R9 %d %d\n", R_R9, sizeof (R_R9));
	printf("R_R10 %d %d\n", R_R10, sizeof (R_R10));
	printf("R_R11 %d %d\n", R_R11, sizeof (R_R11));
	printf("R_RBX %d %d\n", R_RBX, sizeof (R_RBX));
	printf("R_RBP %d %d\n", R_RBP, sizeof (R_RBP));
	printf("R_R12 %d %d\n", R_R12, sizeof (R_R12));
	printf("R_R13 %d %d\n", R_R13, sizeof (R_R13));
	printf("R_R14 %d %d\n", R_R14, sizeof (R_R14));
	printf("R_R15 %d %d\n", R_R15, sizeof (R_R15));
}

/* signal.d */
BEGIN
{
	printf("SIGSYS %d %d\n", SIGSYS, sizeof (SIGSYS));
	printf("SIGTERM %d %d\n", SIGTERM, sizeof (SIGTERM));
	printf("SIGTSTP %d %d\n", SIGTSTP, sizeof (SIGTSTP));
	printf("SIGVTALRM %d %d\n", SIGVTALRM, sizeof (SIGVTALRM));
	printf("SIGBUS %d %d\n", SIGBUS, sizeof (SIGBUS));
	printf("SIGPIPE %d %d\n", SIGPIPE, sizeof (SIGPIPE));
	printf("SIGSTKFLT %d %d\n", SIGSTKFLT, sizeof (SIGSTKFLT));
	printf("SIGTRAP %d %d\n", SIGTRAP, sizeof (SIGTRAP));
	printf("SIGHUP %d %d\n", SIGHUP, sizeof (SIGHUP));
	printf("SIGFPE %d %d\n", SIGFPE, sizeof (SIGFPE));
	printf("SIGURG %d %d\n", SIGURG, sizeof (SIGURG));
	printf("SIGIO %d %d\n", SIGIO, sizeof (SIGIO));
	printf("SIGKILL %d %d\n", SIGKILL, sizeof (SIGKILL));
	printf("SIGWINCH %d %d\n", SIGWINCH, sizeof (SIGWINCH));
	printf("SIGXFSZ %d %d\n", SIGXFSZ, sizeof (SIGXFSZ));
	printf("SIGINT %d %d\n", SIGINT, sizeof (SIGINT));
	printf("SIGTTOU %d %d\n", SIGTTOU, sizeof (SIGTTOU));
	printf("SIGTTIN %d %d\n", SIGTTIN, sizeof (SIGTTIN));
	printf("SIGCHLD %d %d\n", SIGCHLD, sizeof (SIGCHLD));
	printf("SIGIOT %d %d\n", SIGIOT, sizeof (SIGIOT));
	printf("SIGCONT %d %d\n", SIGCONT, sizeof (SIGCONT));
	printf("SIGQUIT %d %d\n", SIGQUIT, sizeof (SIGQUIT));
	printf("SIGABRT %d %d\n", SIGABRT, sizeof (SIGABRT));
	printf("SIGPROF %d %d\n", SIGPROF, sizeof (SIGPROF));
	printf("SIGXCPU %d %d\n", SIGXCPU, sizeof (SIGXCPU));
	printf("SIGSTOP %d %d\n", SIGSTOP, sizeof (SIGSTOP));
	printf("SIGPWR %d %d\n", SIGPWR, sizeof (SIGPWR));
	printf("SIGILL %d %d\n", SIGILL, sizeof (SIGILL));
	printf("SIGUSR1 %d %d\n", SIGUSR1, sizeof (SIGUSR1));
	printf("SIGPOLL %d %d\n", SIGPOLL, sizeof (SIGPOLL));
	printf("SIGCLD %d %d\n", SIGCLD, sizeof (SIGCLD));
	printf("SIGSEGV %d %d\n", SIGSEGV, sizeof (SIGSEGV));
	printf("SIGUSR2 %d %d\n", SIGUSR2, sizeof (SIGUSR2));
	printf("SIGALRM %d %d\n", SIGALRM, sizeof (SIGALRM));
}

/* tcp.d */
BEGIN
{
	printf("TH_FIN %d %d\n", TH_FIN, sizeof (TH_FIN));
	printf("TH_SYN %d %d\n", TH_SYN, sizeof (TH_SYN));
	printf("TH_RST %d %d\n", TH_RST, sizeof (TH_RST));
	printf("TH_PSH %d %d\n", TH_PSH, sizeof (TH_PSH));
	printf("TH_ACK %d %d\n", TH_ACK, sizeof (TH_ACK));
	printf("TH_URG %d %d\n", TH_URG, sizeof (TH_URG));
	printf("TH_ECE %d %d\n", TH_ECE, sizeof (TH_ECE));
	printf("TH_CWR %d %d\n", TH_CWR, sizeof (TH_CWR));
	printf("TCP_STATE_IDLE %d %d\n", TCP_STATE_IDLE, sizeof (TCP_STATE_IDLE));
	printf("TCP_STATE_ESTABLISHED %d %d\n", TCP_STATE_ESTABLISHED, sizeof (TCP_STATE_ESTABLISHED));
	printf("TCP_STATE_SYN_SENT %d %d\n", TCP_STATE_SYN_SENT, sizeof (TCP_STATE_SYN_SENT));
	printf("TCP_STATE_SYN_RECEIVED %d %d\n", TCP_STATE_SYN_RECEIVED, sizeof (TCP_STATE_SYN_RECEIVED));
	printf("TCP_STATE_FIN_WAIT_1 %d %d\n", TCP_STATE_FIN_WAIT_1, sizeof (TCP_STATE_FIN_WAIT_1));
	printf("TCP_STATE_FIN_WAIT_2 %d %d\n", TCP_STATE_FIN_WAIT_2, sizeof (TCP_STATE_FIN_WAIT_2));
	printf("TCP_STATE_TIME_WAIT %d %d\n", TCP_STATE_TIME_WAIT, sizeof (TCP_STATE_TIME_WAIT));
	printf("TCP_STATE_CLOSED %d %d\n", TCP_STATE_CLOSED, sizeof (TCP_STATE_CLOSED));
	printf("TCP_STATE_CLOSE_WAIT %d %d\n", TCP_STATE_CLOSE_WAIT, sizeof (TCP_STATE_CLOSE_WAIT));
	printf("TCP_STATE_LAST_ACK %d %d\n", TCP_STATE_LAST_ACK, sizeof (TCP_STATE_LAST_ACK));
	printf("TCP_STATE_LISTEN %d %d\n", TCP_STATE_LISTEN, sizeof (TCP_STATE_LISTEN));
	printf("TCP_STATE_CLOSING %d %d\n", TCP_STATE_CLOSING, sizeof (TCP_STATE_CLOSING));
}

/* unistd.d */
BEGIN
{
	printf("DTRACEFLT_UNKNOWN %d %d\n", DTRACEFLT_UNKNOWN, sizeof (DTRACEFLT_UNKNOWN));
	printf("DTRACEFLT_BADADDR %d %d\n", DTRACEFLT_BADADDR, sizeof (DTRACEFLT_BADADDR));
	printf("DTRACEFLT_BADALIGN %d %d\n", DTRACEFLT_BADALIGN, sizeof (DTRACEFLT_BADALIGN));
	printf("DTRACEFLT_ILLOP %d %d\n", DTRACEFLT_ILLOP, sizeof (DTRACEFLT_ILLOP));
	printf("DTRACEFLT_DIVZERO %d %d\n", DTRACEFLT_DIVZERO, sizeof (DTRACEFLT_DIVZERO));
	printf("DTRACEFLT_NOSCRATCH %d %d\n", DTRACEFLT_NOSCRATCH, sizeof (DTRACEFLT_NOSCRATCH));
	printf("DTRACEFLT_KPRIV %d %d\n", DTRACEFLT_KPRIV, sizeof (DTRACEFLT_KPRIV));
	printf("DTRACEFLT_UPRIV %d %d\n", DTRACEFLT_UPRIV, sizeof (DTRACEFLT_UPRIV));
	printf("DTRACEFLT_TUPOFLOW %d %d\n", DTRACEFLT_TUPOFLOW, sizeof (DTRACEFLT_TUPOFLOW));
	printf("DTRACEFLT_BADSTACK %d %d\n", DTRACEFLT_BADSTACK, sizeof (DTRACEFLT_BADSTACK));
}

BEGIN
{
	exit(0);
}
