/* pcap.h - pcap()'s packets in pcap files (DTrace's dt_pcap.c). */
#ifndef SONDA_RT_PCAP_H
#define SONDA_RT_PCAP_H

#include <stdint.h>

struct sd_run;

/* Appends a packet to the pcap file at path (created, with its header,
 * at the first packet); a packet of another link type than the file's is
 * dropped, as DTrace drops it. time_ns counts from boot. */
void sd_pcap_write(struct sd_run *r, const char *path, uint64_t linktype,
		   uint64_t time_ns, const void *data, uint32_t len, uint32_t snaplen);
/* Closes every pcap file. */
void sd_pcap_close(struct sd_run *r);

#endif
