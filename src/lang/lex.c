/* lex.c - the D lexer.
 *
 * Invariants: lx->pos only moves forward and through advance(), which
 * keeps lx->line and lx->line_off right; a token's loc is taken before
 * its first character is consumed. After the first recorded error
 * (lx->failed) every token is SD_TOK_EOF, so the parser always stops.
 */
#include "lex.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/buf.h"
#include "../base/xalloc.h"
#include "../prov/prov.h"

struct keyword {
	const char *name;
	enum sd_tok_kind kind;
	bool outer;	/* also recognised in the outer state */
	bool type;	/* names a base type */
};

/* d-language.md 2.4; sorted by name for bsearch */
static const struct keyword keywords[] = {
	{ "auto", SD_TOK_KW_AUTO, true, false },
	{ "break", SD_TOK_KW_BREAK, false, false },
	{ "case", SD_TOK_KW_CASE, false, false },
	{ "char", SD_TOK_KW_CHAR, true, true },
	{ "const", SD_TOK_KW_CONST, true, false },
	{ "continue", SD_TOK_KW_CONTINUE, false, false },
	{ "counter", SD_TOK_KW_COUNTER, true, false },
	{ "default", SD_TOK_KW_DEFAULT, false, false },
	{ "do", SD_TOK_KW_DO, false, false },
	{ "double", SD_TOK_KW_DOUBLE, true, true },
	{ "else", SD_TOK_KW_ELSE, false, false },
	{ "enum", SD_TOK_KW_ENUM, true, false },
	{ "extern", SD_TOK_KW_EXTERN, true, false },
	{ "float", SD_TOK_KW_FLOAT, true, true },
	{ "for", SD_TOK_KW_FOR, false, false },
	{ "goto", SD_TOK_KW_GOTO, false, false },
	{ "if", SD_TOK_KW_IF, false, false },
	{ "import", SD_TOK_KW_IMPORT, true, false },
	{ "inline", SD_TOK_KW_INLINE, true, false },
	{ "int", SD_TOK_KW_INT, true, true },
	{ "long", SD_TOK_KW_LONG, true, true },
	{ "offsetof", SD_TOK_KW_OFFSETOF, false, false },
	{ "probe", SD_TOK_KW_PROBE, false, false },
	{ "provider", SD_TOK_KW_PROVIDER, true, false },
	{ "register", SD_TOK_KW_REGISTER, true, false },
	{ "restrict", SD_TOK_KW_RESTRICT, true, false },
	{ "return", SD_TOK_KW_RETURN, false, false },
	{ "self", SD_TOK_KW_SELF, true, false },
	{ "short", SD_TOK_KW_SHORT, true, true },
	{ "signed", SD_TOK_KW_SIGNED, true, true },
	{ "sizeof", SD_TOK_KW_SIZEOF, false, false },
	{ "static", SD_TOK_KW_STATIC, true, false },
	{ "string", SD_TOK_KW_STRING, true, true },
	{ "stringof", SD_TOK_KW_STRINGOF, false, false },
	{ "struct", SD_TOK_KW_STRUCT, true, false },
	{ "switch", SD_TOK_KW_SWITCH, false, false },
	{ "this", SD_TOK_KW_THIS, true, false },
	{ "translator", SD_TOK_KW_TRANSLATOR, true, false },
	{ "typedef", SD_TOK_KW_TYPEDEF, true, false },
	{ "union", SD_TOK_KW_UNION, true, false },
	{ "unsigned", SD_TOK_KW_UNSIGNED, true, true },
	{ "void", SD_TOK_KW_VOID, true, true },
	{ "volatile", SD_TOK_KW_VOLATILE, true, false },
	{ "while", SD_TOK_KW_WHILE, false, false },
	{ "xlate", SD_TOK_KW_XLATE, false, false },
};

/* Operators and punctuators, longest first so the first match wins. */
static const struct {
	const char *s;
	enum sd_tok_kind kind;
} puncts[] = {
	{ "<<=", SD_TOK_SHL_EQ }, { ">>=", SD_TOK_SHR_EQ },
	{ "...", SD_TOK_ELLIPSIS },
	{ "->", SD_TOK_ARROW }, { "++", SD_TOK_INC }, { "--", SD_TOK_DEC },
	{ "<<", SD_TOK_SHL }, { ">>", SD_TOK_SHR }, { "<=", SD_TOK_LE },
	{ ">=", SD_TOK_GE }, { "==", SD_TOK_EQ }, { "!=", SD_TOK_NE },
	{ "&&", SD_TOK_LAND }, { "||", SD_TOK_LOR }, { "^^", SD_TOK_LXOR },
	{ "+=", SD_TOK_ADD_EQ }, { "-=", SD_TOK_SUB_EQ },
	{ "*=", SD_TOK_MUL_EQ }, { "/=", SD_TOK_DIV_EQ },
	{ "%=", SD_TOK_MOD_EQ }, { "&=", SD_TOK_AND_EQ },
	{ "^=", SD_TOK_XOR_EQ }, { "|=", SD_TOK_OR_EQ },
	{ "(", SD_TOK_LPAR }, { ")", SD_TOK_RPAR }, { "[", SD_TOK_LBRAC },
	{ "]", SD_TOK_RBRAC }, { "{", SD_TOK_LBRACE }, { "}", SD_TOK_RBRACE },
	{ ",", SD_TOK_COMMA }, { ";", SD_TOK_SEMI }, { ":", SD_TOK_COLON },
	{ "?", SD_TOK_QUESTION }, { ".", SD_TOK_DOT }, { "+", SD_TOK_ADD },
	{ "-", SD_TOK_SUB }, { "*", SD_TOK_MUL }, { "/", SD_TOK_DIV },
	{ "%", SD_TOK_MOD }, { "<", SD_TOK_LT }, { ">", SD_TOK_GT },
	{ "&", SD_TOK_BAND }, { "^", SD_TOK_BXOR }, { "|", SD_TOK_BOR },
	{ "!", SD_TOK_NOT }, { "~", SD_TOK_BNOT }, { "=", SD_TOK_ASSIGN },
};

/* ---- character classes and small helpers ---- */

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r';
}

static bool is_space(char c)
{
	return is_blank(c) || c == '\n';
}

static bool is_id_start(char c)
{
	return isalpha((unsigned char)c) || c == '_' || c == '`';
}

static bool is_id_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '`';
}

static bool is_pspec_start(char c)
{
	return c && (isalpha((unsigned char)c) || strchr("-$:_.?*\\[]!", c));
}

static bool is_pspec_char(char c)
{
	return is_pspec_start(c) || isdigit((unsigned char)c) || c == '`';
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static int kwcmp(const void *key, const void *elem)
{
	return strcmp(key, ((const struct keyword *)elem)->name);
}

static const struct keyword *find_keyword(const char *s)
{
	return bsearch(s, keywords, SD_ARRAY_SIZE(keywords),
		       sizeof(keywords[0]), kwcmp);
}

static char cur(const struct sd_lexer *lx)
{
	return lx->text[lx->pos];
}

static char at(const struct sd_lexer *lx, size_t k)
{
	size_t i;

	for (i = 0; i < k; i++)
		if (!lx->text[lx->pos + i])
			return '\0';
	return lx->text[lx->pos + k];
}

static void advance(struct sd_lexer *lx, size_t n)
{
	while (n-- && lx->pos < lx->len) {
		if (lx->text[lx->pos++] == '\n') {
			lx->line++;
			lx->line_off = lx->pos;
		}
	}
}

static struct sd_loc here(const struct sd_lexer *lx, int len)
{
	return (struct sd_loc){ lx->file, lx->line,
				(int)(lx->pos - lx->line_off) + 1,
				len > 0 ? len : 1 };
}

static void lex_verror(struct sd_lexer *lx, struct sd_loc loc,
		       enum sd_tag tag, const char *fmt, va_list ap)
{
	struct sd_buf b = SD_BUF_INIT;

	if (lx->failed)
		return;
	sd_buf_vaddf(&b, fmt, ap);
	sd_diag_error(lx->diag, loc, tag, "%s", sd_buf_str(&b));
	sd_buf_free(&b);
	lx->failed = true;
}

static void SD_PRINTF(4, 5) lex_error(struct sd_lexer *lx, struct sd_loc loc,
				      enum sd_tag tag, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	lex_verror(lx, loc, tag, fmt, ap);
	va_end(ap);
}

static void error_near_char(struct sd_lexer *lx, struct sd_loc loc, char c)
{
	lex_error(lx, loc, D_SYNTAX, "syntax error near \"%c\"", c);
}

/* ---- escapes and constants ---- */

/* Processes the escapes of 2.7 in s[0..n) into a new arena string;
 * returns it with its length (which may include NULs) in *len. A lone
 * backslash at the end (only a macro operand can end so: "$1" of "a\\")
 * is dropped, as DTrace's stresc2chr( ) drops it. */
static char *unescape(struct sd_arena *a, const char *s, size_t n, size_t *len)
{
	char *out = sd_arena_alloc(a, n + 1), *q = out;
	size_t i = 0;

	while (i < n) {
		char c = s[i++];
		int v, k;

		if (c != '\\') {
			*q++ = c;
			continue;
		}
		if (i == n)
			break;
		c = s[i++];
		switch (c) {
		case 'a': *q++ = '\a'; break;
		case 'b': *q++ = '\b'; break;
		case 'f': *q++ = '\f'; break;
		case 'n': *q++ = '\n'; break;
		case 'r': *q++ = '\r'; break;
		case 't': *q++ = '\t'; break;
		case 'v': *q++ = '\v'; break;
		case '"': case '\\': *q++ = c; break;
		case '0': case '1': case '2': case '3':
		case '4': case '5': case '6': case '7':
			v = c - '0';
			for (k = 1; k < 3 && i < n && s[i] >= '0' && s[i] <= '7'; k++)
				v = v * 8 + (s[i++] - '0');
			*q++ = (char)v;
			break;
		case 'x':
			for (v = 0; i < n && hexval(s[i]) >= 0; i++)
				v = (v * 16 + hexval(s[i])) & 0xff;
			*q++ = (char)v;
			break;
		default:
			*q++ = '\\';
			*q++ = c;
		}
	}
	*q = '\0';
	*len = (size_t)(q - out);
	return out;
}

/* Length of the integer-constant text at s (RGX_INT of 2.5), 0 if none. */
static size_t int_len(const char *s)
{
	size_t n = 0;

	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && hexval(s[2]) >= 0) {
		for (n = 2; hexval(s[n]) >= 0; n++)
			;
	} else {
		while (isdigit((unsigned char)s[n]))
			n++;
	}
	if (!n)
		return 0;
	if (s[n] == 'u' || s[n] == 'U')
		n++;
	if (s[n] == 'l' || s[n] == 'L')
		n++;
	if (s[n] == 'l' || s[n] == 'L')
		n++;
	return n;
}

size_t sd_lex_int_len(const char *s)
{
	return int_len(s);
}

/* Length of a floating-point constant at s (DTrace's RGX_FP), 0 if none. */
static size_t fp_len(const char *s)
{
	size_t n = 0, e;

	while (isdigit((unsigned char)s[n]))
		n++;
	if (n) {
		if (s[n] == '.')
			n++;
		while (isdigit((unsigned char)s[n]))
			n++;
	} else if (s[0] == '.' && isdigit((unsigned char)s[1])) {
		for (n = 1; isdigit((unsigned char)s[n]); n++)
			;
	} else {
		return 0;
	}
	if (s[n] == 'e' || s[n] == 'E') {
		e = n + 1;
		if (s[e] == '+' || s[e] == '-')
			e++;
		if (isdigit((unsigned char)s[e])) {
			while (isdigit((unsigned char)s[e]))
				e++;
			n = e;
		}
	}
	if (s[n] && strchr("fFlL", s[n]))
		n++;
	return n;
}

/* Converts the integer text s[0..n) (as int_len() measured it) into t,
 * like strtoull(s, &end, 0): end is where the digits stop. Returns
 * false on overflow. */
static bool int_value(const char *s, size_t n, struct sd_token *t,
		      size_t *end)
{
	uint64_t v = 0;
	size_t i = 0;
	bool ok = true;
	int d, nu = 0;

	t->base = 10;
	if (s[0] == '0' && n > 1 && (s[1] == 'x' || s[1] == 'X')) {
		t->base = 16;
		i = 2;
	} else if (s[0] == '0') {
		t->base = 8;
	}
	for (; i < n && (d = hexval(s[i])) >= 0 && d < t->base; i++) {
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)t->base)
			ok = false;
		v = v * (uint64_t)t->base + (uint64_t)d;
	}
	*end = i;
	t->ival = v;
	t->lower_u = i < n && s[i] == 'u';
	/* dt_node_int( ) starts its walk of the types at the count of u's
	 * plus twice the count of l's in what follows the digits (a macro
	 * operand's "1uu" is a long): two u's count as an l */
	for (; i < n; i++) {
		if (s[i] == 'u' || s[i] == 'U')
			nu++;
		else if (s[i] == 'l' || s[i] == 'L')
			t->suffix_l++;
	}
	t->is_unsigned = nu & 1;
	t->suffix_l += nu / 2;
	return ok;
}

/* Converts the integer text s[0..n) into t, reporting D_INT_OFLOW and
 * D_INT_DIGIT ("0128") like DTrace. */
static void int_check(struct sd_lexer *lx, struct sd_loc loc, const char *s,
		      size_t n, struct sd_token *t)
{
	size_t end;

	if (!int_value(s, n, t, &end))
		lex_error(lx, loc, D_INT_OFLOW,
			  "constant %.*s results in integer overflow",
			  (int)n, s);
	else if (end < n && !strchr("uUlL", s[end]))
		lex_error(lx, loc, D_INT_DIGIT,
			  "constant %.*s contains invalid digit %c",
			  (int)n, s, s[end]);
}

/* Lexes an integer constant of n characters at the current position. */
static void lex_int(struct sd_lexer *lx, size_t n, struct sd_token *t)
{
	t->kind = SD_TOK_INT;
	t->loc.len = (int)n;
	int_check(lx, t->loc, lx->text + lx->pos, n, t);
	advance(lx, n);
}

/* ---- control lines (d-language.md 12) ---- */

struct cword {
	const char *raw;	/* as written, quotes kept */
	const char *val;	/* string value (escapes processed) or raw */
	bool is_str, is_int;
	uint64_t ival;
};

/* The blanks between the words of a control line (DTrace's S3 state):
 * a carriage return is not one, it ends up in the word before the newline
 * ("#pragma D option quiet\r" names the option "quiet\r"). */
static bool is_ctl_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

/* Lexes one word of a control line; returns false at its end or error. */
static bool ctl_word(struct sd_lexer *lx, struct cword *w)
{
	size_t start, n;

	while (is_ctl_blank(cur(lx)))
		advance(lx, 1);
	if (cur(lx) == '\n' || !cur(lx))
		return false;
	start = lx->pos;
	memset(w, 0, sizeof(*w));
	if (cur(lx) == '"') {
		struct sd_loc loc = here(lx, 1);

		for (advance(lx, 1); cur(lx) != '"'; advance(lx, 1)) {
			if (cur(lx) == '\\' && (!at(lx, 1) || at(lx, 1) == '\n')) {
				error_near_char(lx, loc, '"');
				return false;
			}
			if (cur(lx) == '\\')
				advance(lx, 1);
			if (cur(lx) == '\n') {
				advance(lx, 1);
				lex_error(lx, here(lx, 1), D_STR_NL,
					  "newline encountered in string literal");
				return false;
			}
			if (!cur(lx)) {
				error_near_char(lx, loc, '"');
				return false;
			}
		}
		advance(lx, 1);
		w->is_str = true;
		w->val = unescape(lx->arena, lx->text + start + 1,
				  lx->pos - start - 2, &n);
	} else {
		while (cur(lx) && !is_ctl_blank(cur(lx)) && cur(lx) != '\n' &&
		       cur(lx) != '"')
			advance(lx, 1);
	}
	w->raw = sd_arena_strndup(lx->arena, lx->text + start, lx->pos - start);
	if (!w->is_str) {
		struct sd_token t = { 0 };

		w->val = w->raw;
		n = lx->pos - start;
		if (int_len(w->raw) == n) {
			int_check(lx, here(lx, 1), w->raw, n, &t);
			w->is_int = true;
			w->ival = t.ival;
		}
	}
	return !lx->failed;
}

/* #error / #pragma error: D_PRAGERR with the words after the directive. */
static void ctl_error(struct sd_lexer *lx, struct sd_loc loc,
		      const struct cword *w, int n)
{
	struct sd_buf b = SD_BUF_INIT;

	for (int i = 0; i < n; i++) {
		if (!w[i].is_int)
			sd_buf_addf(&b, "%s ", w[i].val);
	}
	lex_error(lx, loc, D_PRAGERR, "#error: %s", sd_buf_str(&b));
	sd_buf_free(&b);
}

/* # N ["file" [state...]] (cpp's line markers) sets the number of the next
 * line to N and optionally the file name. The directive #line N (or #pragma
 * line N) makes it N + 1, as DTrace's dt_pragma() counts the control line's
 * newline again after the directive set the number; its errors are on the
 * control line, a line marker's on the next line (dt_pragma() steps back a
 * line only for a directive named by a word). */
static void ctl_line(struct sd_lexer *lx, struct sd_loc loc, bool word,
		     const struct cword *w, int n, int *line, const char **file)
{
	bool ok = n >= 1 && w[0].is_int && (n < 2 || w[1].is_str) &&
		  (n < 3 || w[2].is_int);

	if (!word)
		loc.dline = loc.line + 1;
	if (!ok) {
		lex_error(lx, loc, D_PRAGMA_MALFORM,
			  "malformed #line <line> [ [\"file\"] state ]");
		return;
	}
	*line = w[0].ival > INT32_MAX - 1 ? INT32_MAX - 1 : (int)w[0].ival;
	*line += word;
	if (n < 2)
		return;
	/* the main file, fed to cpp as /dev/stdin (driver/cpp.c, DTrace's
	 * dt_preproc( )), is the script; any other name, "<stdin>" too, is
	 * a file of its own, as dt_pragma_line( ) has it */
	if (!strcmp(w[1].val, "/dev/stdin"))
		*file = lx->o->file;
	else
		*file = w[1].val;
	for (int i = 2; i < n; i++) {
		if (i > 2 && !w[i].is_int) {	/* met after the name was taken */
			loc.file = *file;
			loc.dline = word ? 0 : loc.dline;
			lex_error(lx, loc, D_PRAGMA_MALFORM, "malformed #line "
				  "<line> [ [\"file\"] state ]");
			return;
		}
		if (w[i].ival == 1)
			lx->idepth++;
		else if (w[i].ival == 2 && lx->idepth > 0)
			lx->idepth--;
	}
}

static void queue_pragma(struct sd_lexer *lx, struct sd_loc loc,
			 const char **words, int n)
{
	struct sd_node *p = sd_arena_alloc(lx->arena, sizeof(*p));

	p->kind = SD_N_PRAGMA;
	p->loc = loc;
	p->u.pragma.words = words;
	p->u.pragma.nwords = n;
	*lx->pragma_tail = p;
	lx->pragma_tail = &p->next;
}

/* Dispatches a control line's words like DTrace: [pragma [D]] directive.
 * Returns true if it is valid (an SD_N_PRAGMA node is then queued). */
static bool ctl_dispatch(struct sd_lexer *lx, struct sd_loc loc,
			 const struct cword *w, const char **raw, int n,
			 int *line, const char **file)
{
	int i, kind = 0;	/* 0 directive, 1 #pragma, 2 #pragma D */

	for (i = 0; i < n; i++) {
		const char *s = w[i].val;

		if (w[i].is_int) {
			ctl_line(lx, loc, false, w + i, n - i, line, file);
		} else if (w[i].is_str) {
			loc.dline = loc.line + 1;	/* before the step back */
			lex_error(lx, loc, D_PRAGCTL_INVAL,
				  "invalid control directive");
		} else if ((kind == 0 && !strcmp(s, "pragma")) ||
			   (kind == 1 && !strcmp(s, "D"))) {
			kind++;
			continue;
		} else if (!strcmp(s, "error")) {
			ctl_error(lx, loc, w + i + 1, n - i - 1);
		} else if (!strcmp(s, "line")) {
			ctl_line(lx, loc, true, w + i + 1, n - i - 1, line,
				 file);
		} else if (!strcmp(s, "ident")) {
			/* ignored */
		} else if (kind == 0) {
			lex_error(lx, loc, D_PRAGCTL_INVAL,
				  "invalid control directive: #%s", s);
		} else if (lx->o->pragma &&
			   lx->o->pragma(lx->o->pragma_ctx, raw, n, loc) < 0) {
			lx->failed = true;
		}
		break;
	}
	if (sd_diag_nerrors(lx->diag) > lx->nerr0)
		lx->failed = true;
	return !lx->failed && n > 0;
}

/* Handles a control line; the current character is its '#'. */
static void control_line(struct sd_lexer *lx)
{
	struct sd_loc loc = here(lx, 1);
	struct cword *w = NULL, *nw;
	const char **raw;
	const char *file = lx->file;
	int n = 0, cap = 0, line = -1;

	advance(lx, 1);
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 8;
			nw = sd_arena_alloc(lx->arena, cap * sizeof(*w));
			if (n)
				memcpy(nw, w, n * sizeof(*w));
			w = nw;
		}
		if (!ctl_word(lx, &w[n]))
			break;
		n++;
	}
	if (lx->failed)
		return;
	if (!cur(lx)) {
		lex_error(lx, loc, D_SYNTAX,
			  "end-of-file encountered before end of control line");
		return;
	}
	advance(lx, 1);		/* the newline */
	raw = sd_arena_alloc(lx->arena, (n + 1) * sizeof(*raw));
	for (int i = 0; i < n; i++)
		raw[i] = w[i].raw;
	if (!ctl_dispatch(lx, loc, w, raw, n, &line, &file))
		return;
	queue_pragma(lx, loc, raw, n);
	if (line >= 0)
		lx->line = line > (1 << 24) ? 1 << 24 : line;	/* no overflow */
	lx->file = file;
}

/* ---- blanks, comments ---- */

/* Is the current character the first non-blank one of its line? */
static bool at_line_start(const struct sd_lexer *lx)
{
	size_t i = lx->pos;

	while (i > 0 && strchr(" \t\v\f", lx->text[i - 1]) && lx->text[i - 1])
		i--;
	return i == 0 || lx->text[i - 1] == '\n';
}

static void skip_comment(struct sd_lexer *lx)
{
	advance(lx, 2);
	for (;;) {
		if (lx->pos >= lx->len) {	/* a NUL before it is skipped */
			lex_error(lx, here(lx, 1), D_SYNTAX,
				  "end-of-file encountered before matching */");
			return;
		}
		if (cur(lx) == '*' && at(lx, 1) == '/') {
			advance(lx, 2);
			return;
		}
		if (cur(lx) == '/' && at(lx, 1) == '*') {
			lex_error(lx, here(lx, 2), D_SYNTAX,
				  "/* encountered inside a comment");
			return;
		}
		advance(lx, 1);
	}
}

static void skip_to_eol(struct sd_lexer *lx)
{
	while (lx->pos < lx->len && cur(lx) != '\n')
		advance(lx, 1);
}

/* Skips blanks, comments, #! lines and control lines before a token. */
static void skip_blanks(struct sd_lexer *lx, enum sd_lex_mode mode)
{
	while (!lx->failed) {
		char c = cur(lx);

		if (is_space(c)) {
			advance(lx, 1);
		} else if (c == '\\' && at(lx, 1) == '\n' &&
			   mode != SD_LEX_OUTER) {
			advance(lx, 2);
		} else if (c == '/' && at(lx, 1) == '*') {
			skip_comment(lx);
		} else if (c == '/' && at(lx, 1) == '/' && lx->o->cpp) {
			skip_to_eol(lx);
		} else if (c == '#' && at_line_start(lx)) {
			if (at(lx, 1) == '!')
				skip_to_eol(lx);
			else
				control_line(lx);
		} else {
			return;
		}
	}
}

/* After "." or "->" DTrace's lexer is in a state (SIDENT) with rules only
 * for an identifier, $N and a comment: flex's default rule copies any other
 * character to the standard output and goes on, so "x-> y" is x->y, with a
 * space printed. flex counts yylineno only in rules that can match a
 * newline, which the default rule is not: a newline skipped here does not
 * count, and every line after it is reported one line up (the column stays
 * the character's place in its own line). */
static void skip_sident(struct sd_lexer *lx)
{
	while (!lx->failed) {
		const char *s = lx->text + lx->pos;
		size_t n = 0;

		if ((!s[0] && lx->pos >= lx->len) || is_id_start(s[0]) ||
		    (s[0] == '$' && isdigit((unsigned char)s[1])))
			return;
		if (s[0] == '/' && s[1] == '*') {
			skip_comment(lx);
			continue;
		}
		while (isalnum((unsigned char)s[n]) || s[n] == '_')
			n++;
		if (isdigit((unsigned char)s[0]) && s[n] == '`')
			return;		/* 9p`name */
		if (lx->o->sident_out)
			fputc(s[0], lx->o->sident_out);
		advance(lx, 1);
		if (s[0] == '\n')
			lx->line--;	/* the default rule does not count it */
	}
}

/* ---- tokens ---- */

static void set_text(struct sd_lexer *lx, struct sd_token *t)
{
	size_t n = lx->pos - t->off;

	t->text = sd_arena_strndup(lx->arena, lx->text + t->off, n);
	t->loc.len = n > 0 ? (int)n : 1;
}

static void set_name(struct sd_lexer *lx, struct sd_token *t,
		     enum sd_tok_kind kind, const char *s, size_t n)
{
	t->kind = kind;
	t->str = sd_arena_strndup(lx->arena, s, n);
	t->len = n;
}

/* Does what follows the current token make a name a variable, as DTrace's
 * id_or_type() peeks: ++, --, [, =, ; or (outside parentheses) ','. */
static bool var_follows_here(const struct sd_lexer *lx)
{
	const char *s = lx->text + lx->pos;

	while (is_space(*s))
		s++;
	switch (*s) {
	case '+': case '-': return s[1] == s[0];
	case '=': return s[1] != '=';
	case '[': case ';': return true;
	case ',': return lx->parens == 0;
	default: return false;
	}
}

/* DTrace's strbadidnum( ): is v neither all an integer to strtoull( )
 * (leading blanks and a sign too) nor made only of [0-9A-Za-z_`]? */
static bool bad_idnum(const char *v)
{
	char *end;

	if (!*v)
		return true;
	errno = 0;
	(void)strtoull(v, &end, 0);
	if (!errno && !*end)
		return false;
	for (; *v; v++)
		if (!is_id_char(*v))
			return true;
	return false;
}

/* Classifies macro operand text v like DTrace: a string (quotes
 * stripped) unless strbadidnum( ) takes it; then an integer if a digit or
 * a sign starts it (strtoull( ) reads it, what it leaves is the suffix:
 * "08" is 0, "12abc" 12), else an identifier (" 5" too). A base type's
 * name (int, long, string, ...) names that type where a variable's name
 * could not stand, as DTrace's id_or_type() finds it in its C and D type
 * containers. */
static void macro_operand(struct sd_lexer *lx, const char *v,
			  struct sd_token *t)
{
	size_t n = strlen(v), end;
	const char *d = v + (*v == '+' || *v == '-');
	bool bad = bad_idnum(v);

	if (!bad && (isdigit((unsigned char)*v) || d != v)) {
		t->kind = SD_TOK_INT;
		t->prefix = d != v ? *v : 0;
		if (!int_value(d, strlen(d), t, &end))
			lex_error(lx, t->loc, D_MACRO_OFLOW, "macro argument "
				  "%s constant %s results in integer overflow",
				  t->text, d);
	} else if (!bad) {
		const struct keyword *kw = find_keyword(v);
		uint64_t bit = kw ? UINT64_C(1) << (kw - keywords) : 0;

		if (kw && kw->type && !(lx->type_vars & bit) &&
		    !var_follows_here(lx)) {
			t->kind = kw->kind;
		} else {
			lx->type_vars |= bit;	/* a variable from now on */
			set_name(lx, t, SD_TOK_IDENT, v, n);
		}
	} else if (n >= 2 && v[0] == '"' && v[n - 1] == '"') {
		t->kind = SD_TOK_STRING;
		t->str = unescape(lx->arena, v + 1, n - 2, &t->len);
	} else {
		t->kind = SD_TOK_STRING;
		t->str = unescape(lx->arena, v, n, &t->len);
	}
}

/* Returns operand N's text, marking it referenced; NULL if undefined
 * (the error is reported unless defaultargs supplies dflt). N is read as
 * DTrace's lexer reads it, with atoi( ): glibc's (int)strtol( ), so a
 * number past LONG_MAX is LONG_MAX and the low 32 bits make the int
 * ($4294967297 is $1, $2147483648 is negative and never defined). */
static const char *macro_arg(struct sd_lexer *lx, const char *num,
			     const struct sd_token *t, const char *dflt)
{
	struct sd_macro_env *env = lx->o->macros;
	int i = (int)(uint32_t)strtol(num, NULL, 10);

	if (i < 0)
		env = NULL;
	if (env && i < env->argc) {
		if (env->referenced)
			env->referenced[i] = true;
		return env->argv[i];
	}
	if (env && env->defaultargs)
		return dflt;
	lex_error(lx, t->loc, D_MACRO_UNDEF, "macro argument %s is not defined",
		  t->text);
	return NULL;
}

static bool macro_named(struct sd_lexer *lx, const char *name, int64_t *v)
{
	struct sd_macro_env *env = lx->o->macros;

	return env && env->lookup && env->lookup(env->ctx, name, v);
}

/* Lexes $N, $$N, $name, $$name; the current character is '$'. */
static void lex_macro(struct sd_lexer *lx, enum sd_lex_mode mode,
		      struct sd_token *t)
{
	size_t dollars = at(lx, 1) == '$' ? 2 : 1, n = dollars;
	const char *s = lx->text + lx->pos, *v;
	bool num = isdigit((unsigned char)s[n]);
	int64_t val;

	if (!num && (!is_id_start(s[n]) || mode == SD_LEX_IDENT)) {
		error_near_char(lx, t->loc, '$');
		return;
	}
	while (num ? isdigit((unsigned char)s[n]) : is_id_char(s[n]))
		n++;
	advance(lx, n);
	set_text(lx, t);
	if (num && dollars == 1) {
		if ((v = macro_arg(lx, s + 1, t, "0")))
			macro_operand(lx, v, t);
	} else if (num) {
		if ((v = macro_arg(lx, s + 2, t, ""))) {
			t->kind = SD_TOK_STRING;
			t->str = unescape(lx->arena, v, strlen(v), &t->len);
		}
	} else if (!macro_named(lx, t->text + dollars, &val)) {
		lex_error(lx, t->loc, D_MACRO_UNDEF,
			  "macro variable %s is not defined", t->text);
	} else if (dollars == 1) {
		t->kind = SD_TOK_INT;
		t->ival = (uint64_t)val;
		t->base = 10;
	} else {
		t->kind = SD_TOK_STRING;
		t->str = sd_arena_printf(lx->arena, "%lld", (long long)val);
		t->len = strlen(t->str);
	}
}

/* Lexes a string or character constant; the current char is the quote. */
static void lex_quoted(struct sd_lexer *lx, struct sd_token *t)
{
	char q = cur(lx);
	const char *what = q == '"' ? "string literal" : "character constant";

	for (advance(lx, 1); cur(lx) != q; advance(lx, 1)) {
		if (cur(lx) == '\\' && (!at(lx, 1) || at(lx, 1) == '\n')) {
			/* no rule of DTrace's matches: "." takes the quote */
			error_near_char(lx, t->loc, q);
			return;
		}
		if (cur(lx) == '\\')
			advance(lx, 1);
		if (cur(lx) == '\n') {
			advance(lx, 1);
			lex_error(lx, here(lx, 1), q == '"' ? D_STR_NL : D_CHR_NL,
				  "newline encountered in %s", what);
			return;
		}
		if (!cur(lx)) {
			error_near_char(lx, t->loc, q);
			return;
		}
	}
	advance(lx, 1);
	set_text(lx, t);
	t->kind = q == '"' ? SD_TOK_STRING : SD_TOK_INT;
	t->str = unescape(lx->arena, t->text + 1, strlen(t->text) - 2, &t->len);
}

/* Finishes a character constant: 1..8 bytes, first byte most significant. */
static void char_value(struct sd_lexer *lx, struct sd_token *t)
{
	t->is_char = true;
	t->base = 10;
	if (t->loc.len == 2)
		lex_error(lx, t->loc, D_CHR_NULL, "empty character constant");
	else if (t->len > 8)
		lex_error(lx, t->loc, D_CHR_OFLOW,
			  "character constant is too long");
	for (size_t i = 0; i < t->len && i < 8; i++)
		t->ival = (t->ival << 8) | (unsigned char)t->str[i];
	/* DTrace's yytext, for "near": the closing quote cut and the escapes
	 * converted in place (stresc2chr( )), up to a NUL byte */
	t->text = sd_arena_printf(lx->arena, "'%s", t->str);
	t->str = NULL;
	t->len = 0;
}

/* The length of a module name with dots or dashes that a backquote
 * follows (a.out`counter, libc.so.6`errno), which DTrace's lexer takes
 * as part of the identifier; 0 if s does not start one. */
static size_t mod_ident_len(const char *s)
{
	size_t n = 0;
	bool dot = false;

	while (isalnum((unsigned char)s[n]) || s[n] == '_' || s[n] == '.' || s[n] == '-') {
		dot = dot || s[n] == '.' || s[n] == '-';
		n++;
	}
	/* a.out`x, not x-`y (x minus a kernel symbol) */
	return s[n] == '`' && dot && n && s[n - 1] != '.' && s[n - 1] != '-' ? n : 0;
}

/* An identifier or keyword at the current position. */
static void lex_ident(struct sd_lexer *lx, bool keywords, struct sd_token *t)
{
	const struct keyword *kw;

	advance(lx, mod_ident_len(lx->text + lx->pos));
	while (is_id_char(cur(lx)))
		advance(lx, 1);
	set_text(lx, t);
	kw = keywords ? find_keyword(t->text) : NULL;
	if (kw)
		t->kind = kw->kind;
	else
		set_name(lx, t, SD_TOK_IDENT, t->text, strlen(t->text));
}

/* A digit starts an integer, a forbidden floating-point constant, or
 * (Oracle) an identifier with a backquote like 9p`v9fs_remove. */
static void lex_number(struct sd_lexer *lx, struct sd_token *t)
{
	const char *s = lx->text + lx->pos;
	size_t il = int_len(s), fl = fp_len(s), n = 0;

	while (isalnum((unsigned char)s[n]) || s[n] == '_')
		n++;
	if (s[n] == '`') {
		lex_ident(lx, false, t);
	} else if (fl > il) {
		t->loc.len = (int)fl;
		lex_error(lx, t->loc, D_SYNTAX,
			  "floating-point constants are not permitted");
	} else {
		lex_int(lx, il, t);
		set_text(lx, t);
	}
}

/* The "/" rule of 2.10: EPRED if the next non-blank is EOF ; { or /.
 * dt_lex.l unput( )s what it looked at, at the end of a file the 0 flex's
 * input( ) returns: a NUL byte the next token meets, so "BEGIN /1/" ending
 * a file is "syntax error near end-of-input" (in -n text DTrace aborts
 * there: sonda reads the end of the input). */
static void lex_slash(struct sd_lexer *lx, struct sd_token *t)
{
	size_t i = lx->pos + 1;

	while (is_space(lx->text[i]))
		i++;
	t->kind = SD_TOK_DIV;
	if (!lx->text[i] || strchr(";{/", lx->text[i])) {
		struct sd_loc at = t->loc;

		t->kind = SD_TOK_EPRED;
		lx->eof_char = !lx->text[i] && lx->o->file;
		at.dline = sd_lex_slash_line(lx, t);
		if (lx->parens)
			lex_error(lx, at, D_SYNTAX,
				  "closing ) expected in predicate before /");
		else if (lx->brackets)
			lex_error(lx, at, D_SYNTAX,
				  "closing ] expected in predicate before /");
	}
	advance(lx, 1);
}

/* DTrace's line for an error at the "/" token t: its lexer's, which read on
 * to the next non-blank character (lex_slash), past any newlines. */
int sd_lex_slash_line(const struct sd_lexer *lx, const struct sd_token *t)
{
	int line = t->loc.line;

	for (size_t i = t->off + 1; is_space(lx->text[i]); i++)
		line += lx->text[i] == '\n';
	return line;
}

/* Keeps ( [ { balance; an extra closing one is an error, as in DTrace
 * (dt_lex.l counts braces in both states; a } outside a clause is a
 * syntax error before any count, see lex_outer). */
static void count_nesting(struct sd_lexer *lx, struct sd_token *t)
{
	switch (t->kind) {
	case SD_TOK_LPAR: lx->parens++; break;
	case SD_TOK_LBRAC: lx->brackets++; break;
	case SD_TOK_LBRACE: lx->braces++; break;
	case SD_TOK_RBRACE:
		if (--lx->braces < 0)
			lex_error(lx, t->loc, D_SYNTAX,
				  "extra } in input stream");
		break;
	case SD_TOK_RPAR:
		if (--lx->parens < 0)
			lex_error(lx, t->loc, D_SYNTAX,
				  "extra ) in input stream");
		break;
	case SD_TOK_RBRAC:
		if (--lx->brackets < 0)
			lex_error(lx, t->loc, D_SYNTAX,
				  "extra ] in input stream");
		break;
	default:
		break;
	}
}

static void lex_punct(struct sd_lexer *lx, struct sd_token *t)
{
	const char *s = lx->text + lx->pos;

	if (s[0] == '/' && s[1] != '=') {
		lex_slash(lx, t);
		return;
	}
	for (size_t i = 0; i < SD_ARRAY_SIZE(puncts); i++) {
		size_t n = strlen(puncts[i].s);

		if (s[0] == puncts[i].s[0] && !strncmp(s, puncts[i].s, n)) {
			t->kind = puncts[i].kind;
			advance(lx, n);
			count_nesting(lx, t);
			return;
		}
	}
	error_near_char(lx, t->loc, s[0]);
}

static void lex_expr(struct sd_lexer *lx, struct sd_token *t)
{
	char c = cur(lx);

	if (is_id_start(c)) {
		lex_ident(lx, true, t);
	} else if (isdigit((unsigned char)c) ||
		   (c == '.' && isdigit((unsigned char)at(lx, 1)))) {
		lex_number(lx, t);
	} else if (c == '@') {
		advance(lx, 1);
		if (isalpha((unsigned char)cur(lx)) || cur(lx) == '_')
			while (isalnum((unsigned char)cur(lx)) || cur(lx) == '_')
				advance(lx, 1);
		set_text(lx, t);
		/* a bare "@" is the aggregation "@_", as dt_lex.l returns it */
		if (t->text[1])
			set_name(lx, t, SD_TOK_AGG, t->text, strlen(t->text));
		else
			set_name(lx, t, SD_TOK_AGG, "@_", 2);
	} else if (c == '$') {
		lex_macro(lx, SD_LEX_EXPR, t);
	} else if (c == '"' || c == '\'') {
		lex_quoted(lx, t);
		if (c == '\'' && !lx->failed)
			char_value(lx, t);
	} else {
		lex_punct(lx, t);
	}
}

/* ---- the outer state ---- */

/* Expands the macro that starts at v, the first '$' of a description's
 * field, whose rest is vlen bytes, into b, as DTrace's dtrace_xstr2desc()
 * does: $N and $$N are argument N, the rest of the field after the digits
 * kept as written; anything else names a macro variable with the whole
 * rest of the field ("$pid", not "$pid-x"). false if there is none. */
static bool pspec_macro(struct sd_lexer *lx, const char *v, size_t vlen,
			struct sd_buf *b)
{
	struct sd_macro_env *env = lx->o->macros;
	int64_t val;

	if (vlen > 2 && v[1] == '$')
		v++, vlen--;
	if (isdigit((unsigned char)v[1])) {
		char *w;
		long i;

		errno = 0;
		i = strtol(v + 1, &w, 10);
		if (i < 0 || errno || !env || i >= env->argc)
			return false;
		if (env->referenced)
			env->referenced[i] = true;
		for (const char *c = env->argv[i]; *c; c++)	/* one field */
			sd_buf_addch(b, *c == ':' ? SD_PDESC_COLON : *c);
		sd_buf_add(b, w, (size_t)(v + vlen - w));
		return true;
	}
	if (vlen < 2 || !macro_named(lx, sd_arena_strndup(lx->arena, v + 1,
							  vlen - 1), &val))
		return false;
	sd_buf_addf(b, "%lld", (long long)val);
	return true;
}

/* The fields of a description of a -P, -m or -f program (1, 2, 3): the
 * rightmost is the option's. Any other description names all four. */
static int pspec_fields(const struct sd_lexer *lx)
{
	int n = lx->o->pspec_fields;

	return n >= 1 && n <= 3 ? n : 4;
}

/* A probe description's text as dtrace_xstr2desc() reads it: its
 * ':'-separated fields from the right, each field's macro expanded (its
 * first '$' starts one: pspec_macro), a field past those the program names
 * refused ("Overspecified"), and the fields it leaves out on the left given
 * as empty ones: -P syscall is "syscall:::". NULL after an error. */
static const char *pspec_expand(struct sd_lexer *lx, struct sd_token *t)
{
	const char *s = t->text, *why = NULL;
	int nf = pspec_fields(lx), nfield = 1;
	struct sd_buf *f, out = SD_BUF_INIT;
	const char *res = NULL;

	for (const char *c = s; *c; c++)
		nfield += *c == ':';
	f = sd_xcalloc((size_t)nfield, sizeof(*f));
	const char *end = s + strlen(s);
	for (int k = nfield - 1; k >= 0 && !why; k--) {
		const char *start = end;
		while (start > s && start[-1] != ':')
			start--;
		size_t len = (size_t)(end - start);
		const char *v = memchr(start, '$', len);

		sd_buf_add(&f[k], start, v ? (size_t)(v - start) : len);
		if (v && !pspec_macro(lx, v, len - (size_t)(v - start), &f[k]))
			why = "Undefined macro variable in probe description";
		else if (nfield - 1 - k >= nf)
			why = "Overspecified probe description";
		end = start - 1;
	}
	for (int k = 0; k < nfield && !why; k++) {
		sd_buf_addstr(&out, k ? ":" : "");
		sd_buf_add(&out, f[k].data ? f[k].data : "", f[k].len);
	}
	for (int k = nf; k < 4 && !why; k++)
		sd_buf_addch(&out, ':');
	if (!why)
		res = sd_arena_strdup(lx->arena, sd_buf_str(&out));
	else
		lex_error(lx, t->loc, D_PDESC_INVAL, "invalid probe description "
			  "\"%s\": %s", t->text, why);
	for (int k = 0; k < nfield; k++)
		sd_buf_free(&f[k]);
	free(f);
	sd_buf_free(&out);
	return res;
}

static bool outer_is_type(struct sd_lexer *lx, const char *name)
{
	const struct keyword *kw = find_keyword(name);

	if (kw)
		return kw->type;
	return lx->is_type && lx->is_type(lx->type_ctx, name);
}

/* The ambiguity rule of 2.9: a PSPEC-looking token is a declaration's
 * keyword or type name if it (or its part before '*') names a type. */
static bool outer_decl(struct sd_lexer *lx, struct sd_token *t)
{
	const char *s = t->text, *star = strchr(s, '*');
	const struct keyword *kw = find_keyword(s);
	size_t n = star && star > s ? (size_t)(star - s) : strlen(s);
	char *prefix;

	if (strpbrk(s, ":-.?!`") || !strcmp(s, "BEGIN") ||
	    !strcmp(s, "END") || !strcmp(s, "ERROR"))
		return false;
	if (kw && kw->outer) {
		t->kind = kw->kind;
		return true;
	}
	if (lx->o->pspec)	/* -n etc.: keywords declare, other names are probes */
		return false;
	prefix = sd_arena_strndup(lx->arena, s, n);
	if (!outer_is_type(lx, prefix))
		return false;
	kw = find_keyword(prefix);
	lx->pos = t->off + n;	/* push back from the '*' (same line) */
	t->text = prefix;
	t->loc.len = (int)n;
	if (kw)
		t->kind = kw->kind;
	else
		set_name(lx, t, SD_TOK_IDENT, prefix, n);
	return true;
}

static void lex_outer(struct sd_lexer *lx, struct sd_token *t)
{
	char c = cur(lx);

	if (c == '{' || c == '/' || c == ',') {
		t->kind = c == '{' ? SD_TOK_LBRACE :
			  c == '/' ? SD_TOK_DIV : SD_TOK_COMMA;
		lx->braces += c == '{';
		advance(lx, 1);
	} else if (isdigit((unsigned char)c)) {
		lex_int(lx, int_len(lx->text + lx->pos), t);
	} else if (is_pspec_start(c)) {
		while (is_pspec_char(cur(lx)))
			advance(lx, 1);
		set_text(lx, t);
		if (!outer_decl(lx, t)) {
			const char *s = pspec_expand(lx, t);

			if (s)
				set_name(lx, t, SD_TOK_PSPEC, s, strlen(s));
		}
	} else {
		error_near_char(lx, t->loc, c);
	}
}

/* ---- API ---- */

void sd_lex_init(struct sd_lexer *lx, const char *text,
		 const struct sd_parse_opts *o, struct sd_arena *arena,
		 struct sd_diag *diag)
{
	memset(lx, 0, sizeof(*lx));
	lx->text = text;
	lx->len = o->len ? o->len : strlen(text);
	lx->line = 1;
	lx->file = o->file;
	lx->o = o;
	lx->arena = arena;
	lx->diag = diag;
	lx->nerr0 = sd_diag_nerrors(diag);
	lx->pragma_tail = &lx->pragmas;
}

/* A NUL byte of the text where a token starts: DTrace's lexer matches it
 * with its rule for any other character, which in a clause (S0) takes it
 * for the end of the input and outside one (S2) prints it with "%c", so
 * its message ends there. */
static void nul_byte(struct sd_lexer *lx, enum sd_lex_mode mode, struct sd_token *t)
{
	if (mode == SD_LEX_OUTER)
		lex_error(lx, t->loc, D_SYNTAX, "syntax error near \"");
	else
		lex_error(lx, t->loc, D_SYNTAX, "syntax error near end-of-input");
}

void sd_lex_next(struct sd_lexer *lx, enum sd_lex_mode mode,
		 struct sd_token *t)
{
	memset(t, 0, sizeof(*t));
	if (mode == SD_LEX_IDENT)
		skip_sident(lx);
	else
		skip_blanks(lx, mode);
	t->off = lx->pos;
	t->loc = here(lx, 1);
	t->text = "";
	if (!lx->failed && !cur(lx) && (lx->pos < lx->len || lx->eof_char))
		nul_byte(lx, mode, t);
	if (lx->failed || !cur(lx)) {
		t->kind = SD_TOK_EOF;
		return;
	}
	if (mode == SD_LEX_OUTER)
		lex_outer(lx, t);
	else if (mode == SD_LEX_IDENT && is_id_start(cur(lx)))
		lex_ident(lx, false, t);
	else if (mode == SD_LEX_IDENT && cur(lx) == '$' &&
		 isdigit((unsigned char)at(lx, 1)))
		lex_macro(lx, SD_LEX_IDENT, t);
	else if (mode == SD_LEX_IDENT)
		lex_number(lx, t);	/* 9p`name */
	else
		lex_expr(lx, t);
	if (lx->failed) {
		t->kind = SD_TOK_ERROR;
		return;
	}
	if (!t->text[0])
		set_text(lx, t);
}

char sd_lex_peekc(const struct sd_lexer *lx, char *next)
{
	size_t i = lx->pos;

	while (is_space(lx->text[i]))
		i++;
	if (next)
		*next = lx->text[i] ? lx->text[i + 1] : '\0';
	return lx->text[i];
}

const char *sd_tok_str(enum sd_tok_kind k)
{
	static const char *const names[] = {
		[SD_TOK_EOF] = "end of input", [SD_TOK_ERROR] = "error",
		[SD_TOK_IDENT] = "identifier", [SD_TOK_AGG] = "aggregation",
		[SD_TOK_INT] = "integer", [SD_TOK_STRING] = "string",
		[SD_TOK_PSPEC] = "probe description",
		[SD_TOK_EPRED] = "/",
	};

	if ((size_t)k < SD_ARRAY_SIZE(names) && names[k])
		return names[k];
	for (size_t i = 0; i < SD_ARRAY_SIZE(puncts); i++)
		if (puncts[i].kind == k)
			return puncts[i].s;
	for (size_t i = 0; i < SD_ARRAY_SIZE(keywords); i++)
		if (keywords[i].kind == k)
			return keywords[i].name;
	return "?";
}

void sd_lex_syntax_error(struct sd_lexer *lx, const struct sd_token *t)
{
	sd_lex_error_near(lx, t, "syntax error");
}

void sd_lex_error_near(struct sd_lexer *lx, const struct sd_token *t,
		       const char *what)
{
	if (t->kind == SD_TOK_EOF)
		lex_error(lx, t->loc, D_SYNTAX, "%s near end of input", what);
	else	/* yyvwarn( ) crops yytext at a newline ('\n' converted) */
		lex_error(lx, t->loc, D_SYNTAX, "%s near \"%.*s\"", what,
			  (int)strcspn(t->text, "\n"), t->text);
}
