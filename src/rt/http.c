/* http.c - the non-blocking HTTP server of -x http (see http.h).
 *
 * A connection moves through four states: reading its request head into
 * a fixed buffer, waiting for its turn with a whole head (PENDING: one
 * request is answered per sd_http_poll(), the one that waited longest, so
 * the consumer drains the ring buffer between two answers), writing its
 * whole answer from a buffer built at once by the handler, and draining (reading and dropping what the client still
 * sends, at most 4 MiB for 2 s) until the client closes. It is closed
 * when the client goes away or errs, and when its deadline passes. Nothing here
 * waits: accept, read and send are all non-blocking, and send never
 * raises SIGPIPE (MSG_NOSIGNAL).
 */
#include "http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "../base/clock.h"
#include "../base/xalloc.h"

#define HTTP_MAX_CONNS	32
#define HEAD_MAX	8192		/* bytes of a request head */
#define READ_MS		5000		/* to send the request head */
#define WRITE_MS	10000		/* to take the answer */
#define DRAIN_MS	2000		/* to stop sending after the answer */
#define DRAIN_MAX	(4u << 20)	/* bytes read and dropped meanwhile */
#define DRAIN_STEP	65536		/* of those, at most this per event */
#define ACCEPT_STEP	64		/* connections accepted per poll */
#define TOKEN_BYTES	16
#define KEY_LISTEN	UINT64_MAX

enum conn_state { READING, PENDING, WRITING, DRAINING };

struct conn {
	int fd;
	enum conn_state state;
	size_t drained;
	uint64_t deadline;		/* CLOCK_MONOTONIC ms */
	uint64_t seq;			/* PENDING: order of arrival */
	size_t len;			/* bytes in head */
	char head[HEAD_MAX + 1];
	struct sd_buf out;
	size_t off;			/* bytes of out sent */
};

struct sd_http {
	int ep, lfd;
	char token[2 * TOKEN_BYTES + 1];
	sd_http_handler handler;
	void *ctx;
	struct conn *conns[HTTP_MAX_CONNS];
	uint64_t seq;			/* heads completed so far */
};

static uint64_t now_ms(void)
{
	return sd_clock_ns(CLOCK_MONOTONIC) / 1000000;
}

/* ---- addresses and tokens ---- */

static int parse_port(const char *p, in_port_t *port)
{
	unsigned long v = 0;

	if (!*p || strlen(p) > 5)
		return -1;
	for (const char *c = p; *c; c++) {
		if (*c < '0' || *c > '9')
			return -1;
		v = v * 10 + (unsigned long)(*c - '0');
	}
	if (v > 65535)
		return -1;
	*port = htons((uint16_t)v);
	return 0;
}

int sd_http_parse_addr(const char *spec, struct sockaddr_storage *ss,
		       unsigned *len, const char **why)
{
	char host[64] = "127.0.0.1";
	const char *port = spec, *colon = strrchr(spec, ':');
	struct sockaddr_in *a4 = (struct sockaddr_in *)ss;
	struct sockaddr_in6 *a6 = (struct sockaddr_in6 *)ss;

	memset(ss, 0, sizeof(*ss));
	if (colon) {
		size_t n = (size_t)(colon - spec);
		const char *h = spec;
		if (spec[0] == '[') {
			if (n < 2 || spec[n - 1] != ']')
				return *why = "an IPv6 address goes in brackets: [ADDR]:PORT", -1;
			h++, n -= 2;
		} else if (memchr(spec, ':', n)) {
			return *why = "an IPv6 address goes in brackets: [ADDR]:PORT", -1;
		}
		if (n >= sizeof(host))
			return *why = "invalid address", -1;
		memcpy(host, h, n);
		host[n] = '\0';
		port = colon + 1;
		if (strcmp(host, "localhost") == 0)
			strcpy(host, "127.0.0.1");
	}
	in_port_t p;
	if (parse_port(port, &p) < 0)
		return *why = "invalid port (0 to 65535)", -1;
	if (inet_pton(AF_INET, host, &a4->sin_addr) == 1) {
		a4->sin_family = AF_INET;
		a4->sin_port = p;
		*len = sizeof(*a4);
		return 0;
	}
	if (spec[0] == '[' && inet_pton(AF_INET6, host, &a6->sin6_addr) == 1) {
		a6->sin6_family = AF_INET6;
		a6->sin6_port = p;
		*len = sizeof(*a6);
		return 0;
	}
	return *why = "invalid address (a numeric IPv4 or [IPv6] address)", -1;
}

bool sd_http_is_loopback(const struct sockaddr_storage *ss)
{
	if (ss->ss_family == AF_INET)
		return (ntohl(((const struct sockaddr_in *)ss)->sin_addr.s_addr) >> 24) == 127;
	return ss->ss_family == AF_INET6 &&
	       IN6_IS_ADDR_LOOPBACK(&((const struct sockaddr_in6 *)ss)->sin6_addr);
}

/* The value of name= in an &-separated query. */
static const char *query_param(const char *q, const char *name, size_t *len)
{
	size_t nl = strlen(name);

	for (const char *p = q; p && *p; p = strchr(p, '&'), p = p ? p + 1 : NULL) {
		if (strncmp(p, name, nl) == 0 && p[nl] == '=') {
			*len = strcspn(p + nl + 1, "&");
			return p + nl + 1;
		}
	}
	return NULL;
}

const char *sd_http_request_token(const char *query, const char *head, size_t *len)
{
	const char *t = query_param(query, "token", len);

	if (t)
		return t;
	for (const char *l = head; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		if (strncasecmp(l, "Authorization:", 14) != 0)
			continue;
		l += 14;
		l += strspn(l, " \t");
		if (strncasecmp(l, "Bearer ", 7) != 0)
			return NULL;
		l += 7;
		l += strspn(l, " \t");
		*len = strcspn(l, " \t\r\n");
		return l;
	}
	return NULL;
}

static bool token_ok(const struct sd_http *s, const char *t, size_t len)
{
	unsigned char diff = len != strlen(s->token);

	for (size_t i = 0; i < sizeof(s->token) - 1; i++)
		diff |= (unsigned char)(s->token[i] ^ (i < len ? t[i] : 0));
	return !diff;
}

static int make_token(struct sd_http *s)
{
	unsigned char r[TOKEN_BYTES];

	if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r))
		return -1;
	for (size_t i = 0; i < sizeof(r); i++)
		snprintf(s->token + 2 * i, 3, "%02x", r[i]);
	return 0;
}

/* ---- connections ---- */

static void conn_close(struct sd_http *s, int i)
{
	struct conn *c = s->conns[i];

	if (!c)
		return;
	close(c->fd);		/* also leaves the epoll set */
	sd_buf_free(&c->out);
	free(c);
	s->conns[i] = NULL;
}

/* A free slot; when all are taken, the one of the connection that has
 * been waiting longest for its request is freed, so that clients which
 * open connections and send nothing cannot keep others out. -1 when every
 * connection is being answered. */
static int free_slot(struct sd_http *s)
{
	int old = -1;

	for (int i = 0; i < HTTP_MAX_CONNS; i++) {
		if (!s->conns[i])
			return i;
		if (s->conns[i]->state != WRITING && s->conns[i]->state != PENDING &&
		    (old < 0 || s->conns[i]->deadline < s->conns[old]->deadline))
			old = i;
	}
	if (old >= 0)
		conn_close(s, old);
	return old;
}

static void accept_all(struct sd_http *s)
{
	for (int k = 0; k < ACCEPT_STEP; k++) {
		int fd = accept4(s->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);

		if (fd < 0)
			return;
		int i = free_slot(s);
		/* libc, not xalloc: a connection that cannot get memory is
		 * refused, as when every slot is taken; tracing goes on */
		struct conn *c = i >= 0 ? calloc(1, sizeof(*c)) : NULL;
		struct epoll_event ev = { .events = EPOLLIN | EPOLLRDHUP, .data.u64 = (uint64_t)i };
		if (!c || epoll_ctl(s->ep, EPOLL_CTL_ADD, fd, &ev) < 0) {
			free(c);
			close(fd);	/* full: refused at once */
			continue;
		}
		c->fd = fd;
		c->deadline = now_ms() + READ_MS;
		s->conns[i] = c;
	}
}

static const char *reason(int status)
{
	switch (status) {
	case 200: return "OK";
	case 400: return "Bad Request";
	case 401: return "Unauthorized";
	case 403: return "Forbidden";
	case 404: return "Not Found";
	case 405: return "Method Not Allowed";
	case 431: return "Request Header Fields Too Large";
	default: return "Internal Server Error";
	}
}

static void conn_write(struct sd_http *s, int i)
{
	struct conn *c = s->conns[i];

	while (c->off < c->out.len) {
		ssize_t n = send(c->fd, c->out.data + c->off, c->out.len - c->off,
				 MSG_NOSIGNAL | MSG_DONTWAIT);
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return;
		if (n <= 0) {
			conn_close(s, i);
			return;
		}
		c->off += (size_t)n;
	}
	/* the answer is out: say so, and read what the client still sends
	 * before closing, so that closing does not reset the connection
	 * and lose the answer (a client sending a head too large) */
	struct epoll_event ev = { .events = EPOLLIN, .data.u64 = (uint64_t)i };
	shutdown(c->fd, SHUT_WR);
	c->state = DRAINING;
	c->deadline = now_ms() + DRAIN_MS;
	epoll_ctl(s->ep, EPOLL_CTL_MOD, c->fd, &ev);
}

static void conn_drain(struct sd_http *s, int i)
{
	struct conn *c = s->conns[i];
	char buf[4096];

	for (size_t got = 0; got < DRAIN_STEP; got += sizeof(buf)) {
		ssize_t n = recv(c->fd, buf, sizeof(buf), MSG_DONTWAIT);
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return;
		if (n <= 0 || (c->drained += (size_t)n) > DRAIN_MAX) {
			conn_close(s, i);
			return;
		}
	}
}

/* Queues the answer and starts writing it. */
static void conn_reply(struct sd_http *s, int i, struct sd_http_reply *rep, bool head_only)
{
	struct conn *c = s->conns[i];
	struct epoll_event ev = { .events = EPOLLOUT, .data.u64 = (uint64_t)i };

	sd_buf_addf(&c->out, "HTTP/1.1 %d %s\r\nContent-Type: %s\r\nContent-Length: %zu\r\n"
		    "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
		    "Connection: close\r\n", rep->status, reason(rep->status),
		    rep->ctype ? rep->ctype : "text/plain; charset=utf-8", rep->body.len);
	if (rep->status == 401)
		sd_buf_addstr(&c->out, "WWW-Authenticate: Bearer realm=\"sonda\"\r\n");
	if (rep->status == 405)
		sd_buf_addstr(&c->out, "Allow: GET, HEAD\r\n");
	sd_buf_addstr(&c->out, "\r\n");
	if (!head_only && rep->body.len)
		sd_buf_add(&c->out, rep->body.data, rep->body.len);
	sd_buf_free(&rep->body);
	c->state = WRITING;
	c->deadline = now_ms() + WRITE_MS;
	epoll_ctl(s->ep, EPOLL_CTL_MOD, c->fd, &ev);
	conn_write(s, i);
}

static void error_reply(struct sd_http_reply *rep, int status, const char *msg)
{
	rep->status = status;
	rep->ctype = NULL;
	sd_buf_reset(&rep->body);
	sd_buf_addf(&rep->body, "%d %s: %s\n", status, reason(status), msg);
}

/* A whole head is in c->head: answer it. */
static void conn_request(struct sd_http *s, int i)
{
	struct conn *c = s->conns[i];
	struct sd_http_reply rep = { .status = 200, .body = SD_BUF_INIT };
	char *sp1 = strchr(c->head, ' '), *sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
	char *eol = strchr(c->head, '\n');
	bool head_only = sp1 && sp1 - c->head == 4 && strncmp(c->head, "HEAD", 4) == 0;

	if (!sp1 || !sp2 || !eol || sp2 > eol || sp1[1] != '/') {
		error_reply(&rep, 400, "malformed request line");
	} else if (!head_only && (sp1 - c->head != 3 || strncmp(c->head, "GET", 3) != 0)) {
		error_reply(&rep, 405, "this server is read-only: GET and HEAD only");
	} else {
		*sp2 = '\0';
		char *path = sp1 + 1, *q = strchr(path, '?');
		if (q)
			*q++ = '\0';
		size_t tlen = 0;
		const char *t = sd_http_request_token(q ? q : "", eol + 1, &tlen);
		if (!t)
			error_reply(&rep, 401, "a token is needed (?token= or Authorization: Bearer)");
		else if (!token_ok(s, t, tlen))
			error_reply(&rep, 403, "wrong token");
		else
			s->handler(s->ctx, path, q ? q : "", &rep);
	}
	conn_reply(s, i, &rep, head_only);
}

/* A whole head is in: the connection waits for its turn, watched only
 * for errors and hang-ups, answered within WRITE_MS. */
static void conn_wait(struct sd_http *s, int i)
{
	struct conn *c = s->conns[i];
	struct epoll_event ev = { .events = 0, .data.u64 = (uint64_t)i };

	c->state = PENDING;
	c->seq = ++s->seq;
	c->deadline = now_ms() + WRITE_MS;
	epoll_ctl(s->ep, EPOLL_CTL_MOD, c->fd, &ev);
}

/* Answers the request that has waited longest; whether one was. */
static bool answer_one(struct sd_http *s)
{
	int old = -1;

	for (int i = 0; i < HTTP_MAX_CONNS; i++)
		if (s->conns[i] && s->conns[i]->state == PENDING &&
		    (old < 0 || s->conns[i]->seq < s->conns[old]->seq))
			old = i;
	if (old >= 0)
		conn_request(s, old);
	return old >= 0;
}

static void conn_read(struct sd_http *s, int i)
{
	struct conn *c = s->conns[i];

	while (c->len < HEAD_MAX) {
		ssize_t n = recv(c->fd, c->head + c->len, HEAD_MAX - c->len, MSG_DONTWAIT);
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return;
		if (n <= 0) {
			conn_close(s, i);
			return;
		}
		size_t from = c->len > 3 ? c->len - 3 : 0;
		c->len += (size_t)n;
		c->head[c->len] = '\0';
		if (strstr(c->head + from, "\r\n\r\n") || strstr(c->head + from, "\n\n")) {
			conn_wait(s, i);
			return;
		}
	}
	struct sd_http_reply rep = { .body = SD_BUF_INIT };
	error_reply(&rep, 431, "the request head is larger than 8 KiB");
	conn_reply(s, i, &rep, false);
}

bool sd_http_poll(struct sd_http *s)
{
	struct epoll_event evs[HTTP_MAX_CONNS + 1];
	int n;

	if (!s)
		return false;
	n = epoll_wait(s->ep, evs, HTTP_MAX_CONNS + 1, 0);
	for (int k = 0; k < n; k++) {
		uint64_t i = evs[k].data.u64;
		if (i == KEY_LISTEN)
			accept_all(s);
		else if (s->conns[i] && (evs[k].events & (EPOLLERR | EPOLLHUP)))
			conn_close(s, (int)i);
		else if (s->conns[i] && s->conns[i]->state == WRITING)
			conn_write(s, (int)i);
		else if (s->conns[i] && s->conns[i]->state == DRAINING)
			conn_drain(s, (int)i);
		else if (s->conns[i] && s->conns[i]->state == READING)
			conn_read(s, (int)i);
	}
	uint64_t now = now_ms();
	for (int i = 0; i < HTTP_MAX_CONNS; i++)
		if (s->conns[i] && now >= s->conns[i]->deadline)
			conn_close(s, i);
	bool more = answer_one(s);
	for (int i = 0; more && i < HTTP_MAX_CONNS; i++)
		if (s->conns[i] && s->conns[i]->state == PENDING)
			return true;
	return false;
}

/* ---- the server ---- */

static void print_url(const struct sd_http *s)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);
	char host[INET6_ADDRSTRLEN] = "?";
	unsigned port = 0;

	if (getsockname(s->lfd, (struct sockaddr *)&ss, &len) == 0) {
		if (ss.ss_family == AF_INET6) {
			struct sockaddr_in6 *a = (struct sockaddr_in6 *)&ss;
			inet_ntop(AF_INET6, &a->sin6_addr, host, sizeof(host));
			port = ntohs(a->sin6_port);
		} else {
			struct sockaddr_in *a = (struct sockaddr_in *)&ss;
			inet_ntop(AF_INET, &a->sin_addr, host, sizeof(host));
			port = ntohs(a->sin_port);
		}
	}
	bool v6 = ss.ss_family == AF_INET6;
	fprintf(stderr, "sonda: serving http://%s%s%s:%u/?token=%s\n", v6 ? "[" : "", host,
		v6 ? "]" : "", port, s->token);
}

static int listen_on(struct sd_http *s, const char *spec, bool expose)
{
	struct sockaddr_storage ss;
	unsigned len;
	const char *why;
	int one = 1;

	if (sd_http_parse_addr(spec, &ss, &len, &why) < 0) {
		fprintf(stderr, "sonda: -x http=%s: %s\n", spec, why);
		return -1;
	}
	bool lo = sd_http_is_loopback(&ss);
	if (!lo && !expose) {
		fprintf(stderr, "sonda: -x http=%s: not a loopback address: add -x httpexpose "
			"to serve other hosts\n", spec);
		return -1;
	}
	s->lfd = socket(ss.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (s->lfd >= 0)
		setsockopt(s->lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (s->lfd < 0 || bind(s->lfd, (struct sockaddr *)&ss, len) < 0 ||
	    listen(s->lfd, 16) < 0) {
		fprintf(stderr, "sonda: -x http=%s: cannot listen: %s\n", spec, strerror(errno));
		return -1;
	}
	if (!lo)
		fprintf(stderr, "sonda: warning: -x http=%s serves other hosts: only the "
			"token protects it, and it travels in clear text\n", spec);
	return 0;
}

struct sd_http *sd_http_open(const char *spec, bool expose, sd_http_handler h, void *ctx)
{
	struct sd_http *s = sd_xcalloc(1, sizeof(*s));
	struct epoll_event ev = { .events = EPOLLIN, .data.u64 = KEY_LISTEN };

	s->lfd = -1;
	s->handler = h;
	s->ctx = ctx;
	s->ep = epoll_create1(EPOLL_CLOEXEC);
	if (make_token(s) < 0) {
		fprintf(stderr, "sonda: -x http: cannot make a token: %s\n", strerror(errno));
		goto err;
	}
	if (s->ep < 0 || listen_on(s, spec, expose) < 0)
		goto err;
	if (epoll_ctl(s->ep, EPOLL_CTL_ADD, s->lfd, &ev) < 0) {
		fprintf(stderr, "sonda: -x http: %s\n", strerror(errno));
		goto err;
	}
	print_url(s);
	return s;
err:
	sd_http_close(s);
	return NULL;
}

int sd_http_fd(const struct sd_http *s)
{
	return s->ep;
}

void sd_http_close(struct sd_http *s)
{
	if (!s)
		return;
	for (int i = 0; i < HTTP_MAX_CONNS; i++)
		conn_close(s, i);
	if (s->lfd >= 0)
		close(s->lfd);
	if (s->ep >= 0)
		close(s->ep);
	free(s);
}
