/* http.h - a small, read-only HTTP/1.1 server for -x http=[ADDR:]PORT.
 *
 * The server never blocks and owns no thread: it lives in one epoll set
 * of its own, which the consumer's loop watches beside the ring buffer,
 * and sd_http_poll() does whatever is ready without waiting. Every socket
 * is non-blocking, so a slow or silent client costs a slot, never time,
 * and each call does a bounded slice of work: one answer at most.
 *
 * Bounds: at most 32 connections (a new one takes the place of the one
 * that has waited longest for its request; when all 32 are being
 * answered, it is refused at once),
 * a request head of at most 8 KiB (else 431), GET and HEAD only (else
 * 405), a request must arrive within 5 s and its answer be taken within
 * 10 s (else the connection is closed). One request per connection.
 *
 * Access: every request must carry the token, as ?token=T or as
 * "Authorization: Bearer T"; none gets 401, a wrong one 403. The token is
 * 128 random bits from getrandom(), printed with the URL on stderr when
 * the server starts. The address is 127.0.0.1 unless the spec names
 * another; a non-loopback address needs httpexpose and prints a warning.
 */
#ifndef SONDA_RT_HTTP_H
#define SONDA_RT_HTTP_H

#include "../base/buf.h"

struct sd_http;

/* What a handler answers: status 200 unless it sets another, body and
 * its content type (a static string). */
struct sd_http_reply {
	int status;
	const char *ctype;
	struct sd_buf body;
};

/* Fills rep for path (without the query); query is what followed '?'
 * (or ""). Called from sd_http_poll() only. */
typedef void (*sd_http_handler)(void *ctx, const char *path, const char *query,
				struct sd_http_reply *rep);

/* Listens on spec ("PORT", "ADDR:PORT" or "[ADDR6]:PORT"; port 0 picks a
 * free one) and prints the URL with its token on stderr. expose allows a
 * non-loopback address. NULL after printing one line on failure. */
struct sd_http *sd_http_open(const char *spec, bool expose, sd_http_handler h,
			     void *ctx);
/* The epoll fd to watch for readability (something to do). */
int sd_http_fd(const struct sd_http *s);
/* One slice of the server's work: accepts (at most 64 connections),
 * reads and writes what is ready (one read, write or drain of at most
 * 64 KiB per connection), closes connections past their deadline, and
 * answers at most one request, the one waiting longest. Never blocks.
 * Whether requests still wait: then call it again soon, after other
 * work (the consumer drains the ring buffer in between). */
bool sd_http_poll(struct sd_http *s);
/* Closes the listening socket and every connection; NULL is fine. */
void sd_http_close(struct sd_http *s);

/* Parses spec as sd_http_open() does into a socket address. 0, or -1
 * with *why set. Exposed for the unit tests. */
struct sockaddr_storage;
int sd_http_parse_addr(const char *spec, struct sockaddr_storage *ss,
		       unsigned *len, const char **why);
/* Whether a parsed address is a loopback one (127/8, ::1). */
bool sd_http_is_loopback(const struct sockaddr_storage *ss);
/* The token a request carries: the value of token= in query, else the
 * Bearer credentials of the head's Authorization header. Points into its
 * arguments; *len is its length. NULL when there is none. */
const char *sd_http_request_token(const char *query, const char *head,
				  size_t *len);

#endif
