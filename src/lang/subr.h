/* subr.h - D subroutines: functions that return a value and may be used in
 * expressions (strlen, substr, copyinstr, ...), as opposed to actions.
 *
 * sema_subr.c checks a call against the subroutine's prototype and records
 * the subroutine in the call's SD_REF_SUBR ref (ref->subr); cg_subr.c
 * generates its code.
 */
#ifndef SONDA_LANG_SUBR_H
#define SONDA_LANG_SUBR_H

/* D's AF_INET6 (the D library's inline, Linux's value): inet_ntop( )'s
 * address family for an IPv6 address */
#define SD_AF_INET6	10

enum sd_subr {
	SD_S_NONE,
	/* strings */
	SD_S_STRLEN, SD_S_STRJOIN, SD_S_SUBSTR, SD_S_INDEX, SD_S_RINDEX,
	SD_S_STRCHR, SD_S_STRRCHR, SD_S_STRSTR, SD_S_STRTOK, SD_S_LLTOSTR,
	SD_S_STRTOLL, SD_S_TOUPPER, SD_S_TOLOWER, SD_S_BASENAME, SD_S_DIRNAME,
	SD_S_CLEANPATH,
	/* memory */
	SD_S_COPYIN, SD_S_COPYINSTR, SD_S_COPYINTO, SD_S_ALLOCA, SD_S_BCOPY,
	/* integers */
	SD_S_RAND, SD_S_HTONS, SD_S_NTOHS, SD_S_HTONL, SD_S_NTOHL, SD_S_HTONLL,
	SD_S_NTOHLL, SD_S_GETMAJOR, SD_S_GETMINOR, SD_S_PROGENYOF,
	/* network and paths */
	SD_S_INET_NTOA, SD_S_INET_NTOA6, SD_S_INET_NTOP, SD_S_D_PATH, SD_S_PSARGS, SD_S_UINT, SD_S_LINK_NTOP,
	/* kernel locks */
	SD_S_MUTEX_OWNED, SD_S_MUTEX_OWNER, SD_S_MUTEX_TYPE_ADAPTIVE, SD_S_MUTEX_TYPE_SPIN,
	SD_S_RW_READ_HELD, SD_S_RW_WRITE_HELD, SD_S_RW_ISWRITER,
	/* destructive (need -w) */
	SD_S_COPYOUT, SD_S_COPYOUTSTR, SD_S_CHILL,
	/* known to D, not compiled yet: checked, then refused */
	SD_S_UNSUPPORTED,	/* an action DTrace does not implement either */
	SD_S_UNIMPL,		/* a subroutine DTrace knows but does not compile */
	SD_S_NOTYPE,		/* one whose prototype names a type Linux lacks */
};

#endif
