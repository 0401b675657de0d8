/* pcap.c - pcap()'s packets in pcap files.
 *
 * As in DTrace's dt_print_pcap: while freopen() sends the output to a
 * file, each packet is appended to a pcap file of that name instead of
 * printed (DTrace pipes them to tshark when neither applies and tshark is
 * installed; sonda prints the hex dump then, as DTrace does without
 * tshark). The file format is libpcap's: a global header, then a record
 * header and the bytes of each packet. */
#include "pcap.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <time.h>

#include "run.h"

#include "../base/xalloc.h"

struct sd_pcapf {
	char *path;
	FILE *f;
	uint64_t linktype;
	int64_t boottime;	/* seconds since the epoch at boot */
	struct sd_pcapf *next;
};

/* PCAP_* are libpcap's DLT_* values; a file holds LINKTYPE_* ones, which
 * differ only for DLT_RAW (libpcap's dlt_to_linktype). */
static uint32_t linktype_of(uint64_t dlt)
{
	return dlt == 12 ? 101 : (uint32_t)dlt;
}

static void put32(FILE *f, uint32_t v)
{
	fwrite(&v, 4, 1, f);
}

static struct sd_pcapf *open_pcap(struct sd_run *r, const char *path, uint64_t linktype,
				  uint32_t snaplen)
{
	struct sd_pcapf *p;
	struct sysinfo si;

	for (p = r->pcaps; p; p = p->next)
		if (!strcmp(p->path, path))
			return p;
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "sonda: failed to open pcap file %s: %s\n", path,
			strerror(errno));
		return NULL;
	}
	p = sd_xcalloc(1, sizeof(*p));
	p->path = sd_xstrdup(path);
	p->f = f;
	p->linktype = linktype;
	p->boottime = sysinfo(&si) == 0 ? (int64_t)time(NULL) - si.uptime : 0;
	put32(f, 0xa1b2c3d4);		/* magic: microsecond times */
	put32(f, 2 | 4u << 16);		/* version 2.4 */
	put32(f, 0);			/* GMT */
	put32(f, 0);			/* accuracy */
	put32(f, snaplen);
	put32(f, linktype_of(linktype));
	p->next = r->pcaps;
	r->pcaps = p;
	return p;
}

void sd_pcap_write(struct sd_run *r, const char *path, uint64_t linktype,
		   uint64_t time_ns, const void *data, uint32_t len, uint32_t snaplen)
{
	struct sd_pcapf *p = open_pcap(r, path, linktype, snaplen);

	if (!p || p->linktype != linktype)
		return;
	uint32_t cap = len < snaplen ? len : snaplen;
	put32(p->f, (uint32_t)(p->boottime + (int64_t)(time_ns / 1000000000)));
	put32(p->f, (uint32_t)(time_ns % 1000000000 / 1000));
	put32(p->f, cap);
	put32(p->f, len);
	fwrite(data, 1, cap, p->f);
	fflush(p->f);
}

void sd_pcap_close(struct sd_run *r)
{
	while (r->pcaps) {
		struct sd_pcapf *p = r->pcaps;
		r->pcaps = p->next;
		fclose(p->f);
		free(p->path);
		free(p);
	}
}
