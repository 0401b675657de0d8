#!/usr/bin/python3
"""lexpp.py - D's lexer, macro arguments and control lines against a model
of DTrace for Linux (dt_lex.l, dt_string.c, dt_pragma.c, dt_cc.c,
dt_subr.c's dtrace_xstr2desc( ), dt_options.c, cmd/dtrace.c).

Each case is one sonda run: a D script (-s t.d, or the same text as -n) with
operands and options, and what the model says DTrace prints: the values a
BEGIN clause prints, or the compile error, compared whole with -x errtags:

  sonda: failed to compile script t.d: [D_TAG] line N: message
  sonda: failed to compile script t.d: [D_TAG] "file", line N: message
  sonda: invalid probe specifier PROGRAM: [D_TAG] message

(dt_set_errmsg( ): a -n program has no line number, "file", line 0 after a
#line naming a file; line 0 of the script, after "# 0", none either). The
kinds of case:

  int     integer constants: decimal, octal, hex, every suffix RGX_INT takes
          (u, l, ll in any case, u first) and ones it does not (1uu, 1lu,
          1f), values at and past 2^31, 2^32, 2^63, 2^64, invalid digits
          (08, 0129), "0x", floating constants. The model: flex's longest
          match of RGX_INT against RGX_FP (a tie is the integer), strtoull( )
          (ERANGE: D_INT_OFLOW; a stop on a character not in "uUlL":
          D_INT_DIGIT), dt_node_int( )'s walk of int, unsigned, long,
          unsigned long, long long, unsigned long long from the suffix's
          first type (u: 1, each l: 2), every type if the constant is not
          decimal and its suffix does not start with a lowercase 'u', else
          only the signed or only the unsigned ones; a token left over
          (1uu: "1u" then "u") is D_SYNTAX near it, an identifier's "near"
          text the rest of its line (id_or_type( )'s unput( ) runs yytext
          on). A constant is stored in this->v and printed as its size,
          whether it is signed, and its value.
  char    character constants: plain characters, every escape of
          stresc2chr( ) (\\a \\b \\f \\n \\r \\t \\v \\\\ \\" octal of 1 to 3 digits, \\x
          of any number of hex digits, none too; an unknown one keeps its
          backslash: '\\'' is two bytes), 1 to 8 bytes and more (D_CHR_OFLOW),
          '' (D_CHR_NULL), a newline (D_CHR_NL on the next line), a backslash
          before the newline or the end of the file (no rule of dt_lex.l
          matches: D_SYNTAX near "'"); 8 bytes with the top bit set are past
          long long (D_INT_OFLOW from dt_node_int( )).
  str     string literals, the same pieces: printed with %s up to the first
          NUL; D_STR_NL, D_SYNTAX near '"'.
  macro   $N, $$N, $+N and $-N operands, as dt_lex.l takes them: strbadidnum( )
          (strtoull( ) to the end, or only [0-9A-Za-z_`]) else a string
          (quotes stripped, escapes processed, a trailing backslash dropped);
          a sign or a digit first is an integer by strtoull( ) with what it
          leaves as the suffix (no D_INT_DIGIT: "08" is 0, "1uu" a long,
          "1lllll" D_INT_OFLOW); ERANGE D_MACRO_OFLOW; anything else an
          identifier (a variable, or a type name in sizeof( )); $$N always a
          string; undefined ones D_MACRO_UNDEF, or 0 and "" with
          -x defaultargs (or #pragma D option defaultargs); the last operand
          unreferenced D_MACRO_UNUSED unless -x argref; $0 / $$0 the script
          (-s) or the program's argv[0] (-n); after -> an identifier;
          $pid $ppid $pgid $sid $uid $gid $euid $egid $target as int and
          $$pid... as strings, $projid $taskid $cwd $zoneid undefined.
  pdesc   macros in probe descriptions (dtrace_xstr2desc( )): $N and $$N
          anywhere in a field, the field's rest after the digits kept, an
          operand's ':' inside one field, undefined ones D_PDESC_INVAL;
          the names that match nothing D_PDESC_ZERO.
  ident   identifiers of letters, digits, _ ; keywords after -> (SIDENT has
          no keywords: this->if is a variable); keywords where an
          expression goes (D_SYNTAX near the keyword, or near ";" after
          sizeof, stringof, offsetof, xlate; self and this alone are
          identifiers, D_IDENT_BADREF as a scalar); a$b (D_MACRO_UNDEF);
          backquoted names (mod`sym, `sym, 0mod`sym, mod`) of no kernel
          symbol (D_IDENT_UNDEF, the module unloaded or the symbol unknown);
          characters SIDENT has no rule for after -> (flex's default rule
          echoes them to stdout).
  lines   a script of blank lines, comments (one line and several), code,
          line continuations (\\ newline), control lines that change nothing
          (#, #ident, #pragma ident, #pragma unknown, #pragma D, #! lines)
          and ones that renumber: #line N (the next line is N + 1, as
          dt_pragma( ) counts the newline again), # N (the next is N),
          either with "file" (a later error names it; "/dev/stdin" is the
          main file again) and states; then an error (its line and file
          checked), a nested /* (D_SYNTAX), an unterminated comment or
          control line (D_SYNTAX at the end), a // comment (no such thing
          without -C: the "/" is a predicate's end, near the rest of the
          line), or nothing.
  pragma  #pragma D option (defaultargs, argref, quiet, unknown names,
          values refused, define/incdir/undef/cpphdrs refused inside a
          program, superfluous words, a string or integer), #pragma D
          attributes / binding (malformed, invalid attributes or version,
          unused, a built-in: out of scope), depends_on (provider, module,
          library, a bad class), #pragma D unknown, #error, #pragma error,
          unknown directives (#define without -C), a string directive
          (reported on the next line), malformed #line, a CR before the
          newline (part of the last word of a control line).
  cpp     -C with -D name[=value] (the value lexed as D), -U of DTrace's
          predefined macros, their values (__SUNW_D_VERSION), #include
          through -I of a header defining a macro or holding an error (named
          by the path cpp gives, the main file unnamed after it), a missing
          header or #error (cpp fails: "Preprocessor failed to process input
          program"), -H (cpp's ". path" lines on stderr), // comments, -C
          without effect on -n, the #! line dropped.
  misc    a '$' that starts no macro ($; $$; $ 1), a backslash before the
          newline outside a clause, operands after --.
  cli     -x defaultargs=1 and unknown -x options, an executable script's
          #! line ("-qs": $$0 is the path, operands follow; "-q -s" is one
          argument to getopt: a usage error, status 2).

  tests/fuzz/lexpp.py [-n CASES] [-s SEED] [-b SONDA] [-k KIND] [-v]

Deterministic by seed: case i uses seed + i. Prints each disagreement (the
case, what the model says, what sonda printed); exit status 1 if any. Not
run by tests/run; as root (BEGIN clauses run).
"""
import fnmatch
import os
import random
import shutil
import subprocess
import sys
import tempfile

import fuzzlib

M64 = 2**64 - 1
# dt_lex.l's <S0> keywords
KEYWORDS = """auto break case char const continue counter default do double
else enum extern float for goto if import inline int long offsetof probe
provider register restrict return self short signed sizeof static string
stringof struct switch this translator typedef union unsigned void volatile
while xlate""".split()
# keywords that can start an expression after "x = " (the error is then at ";")
EXPR_KW = {"sizeof", "stringof", "offsetof", "xlate", "self", "this"}
# _dtrace_ints_64: name, size, signed, limit
INTS = [("int", 4, True, 2**31 - 1), ("unsigned int", 4, False, 2**32 - 1),
        ("long", 8, True, 2**63 - 1), ("unsigned long", 8, False, M64),
        ("long long", 8, True, 2**63 - 1), ("unsigned long long", 8, False, M64)]
# the sizes of D type names (LP64), as dt_type_lookup( ) finds them
TYPE_SIZES = {"int": 4, "char": 1, "short": 2, "long": 8, "string": 256,
              "uint32_t": 4, "int64_t": 8, "uint8_t": 1, "size_t": 8,
              "unsigned": 4, "signed": 4, "float": 4, "double": 8,
              "uint16_t": 2, "uintptr_t": 8, "pid_t": 4}
HEX = "0123456789abcdefABCDEF"


class Err(Exception):
    """A compile error: tag, message, line (None: the caller's), file, and
    the region DTrace's dt_cook_clause( ) was cooking when it found it
    ("action list", "predicate"; None for the parser's errors), which a -n
    program's message names where it has no line (dt_set_errmsg( ))."""
    def __init__(self, tag, msg, line=None, file=None, region=None):
        Exception.__init__(self, tag, msg)
        self.tag, self.msg, self.line, self.file = tag, msg, line, file
        self.region = region


class Case:
    """One sonda run and what DTrace would print.

    mode: 's' (the text in t.d, -s t.d), 'n' (-n text), 'x' (run t.d as an
    executable script); want: ('out', bytes) | ('err', Err) |
    ('fatal', status, last stderr line) | ('usage', first stderr line)."""
    def __init__(self, kind, text, mode="s", opts=(), operands=(), files=None):
        self.kind, self.text, self.mode = kind, text, mode
        self.opts, self.operands = list(opts), list(operands)
        self.files = files or {}
        self.want = None
        self.stderr_pre = b""	# what cpp -H prints before

    def __repr__(self):
        return "%s %s %r %r" % (self.kind, self.mode, self.opts, self.operands)


# ------------------------------------------------------------------ #
# libc and dt_string.c                                                #

def strtoull(s):
    """glibc strtoull(s, &end, 0): (value, end, erange)."""
    i, n = 0, len(s)
    while i < n and s[i] in " \t\n\v\f\r":
        i += 1
    neg = False
    if i < n and s[i] in "+-":
        neg = s[i] == "-"
        i += 1
    if s[i:i + 2] in ("0x", "0X") and i + 2 < n and s[i + 2] in HEX:
        base, i = 16, i + 2
    elif s[i:i + 1] == "0":
        base = 8
    else:
        base = 10
    start, v = i, 0
    while i < n and s[i] in HEX and int(s[i], 16) < base:
        v = v * base + int(s[i], 16)
        i += 1
    if i == start:
        return 0, 0, False
    if v > M64:
        return M64, i, True
    return ((-v) & M64 if neg else v), i, False


def stresc2chr(s):
    """dt_string.c's stresc2chr( ) of the str s: the bytes it leaves (NULs
    kept, a trailing lone backslash dropped)."""
    b = s.encode("latin-1")
    out = bytearray()
    i, n = 0, len(b)
    while i < n:
        c = b[i]
        if c != 0x5c:
            out.append(c)
            i += 1
            continue
        i += 1
        if i >= n:
            break		# esc set at the end: nothing
        c = chr(b[i])
        if c in "01234567":
            v = int(c)
            if i + 1 < n and chr(b[i + 1]) in "01234567":
                i += 1
                v = v * 8 + int(chr(b[i]))
                if i + 1 < n and chr(b[i + 1]) in "01234567":
                    i += 1
                    v = v * 8 + int(chr(b[i]))
            out.append(v & 0xff)
            i += 1
        elif c in "abfnrtv":
            out.append({"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9,
                        "v": 11}[c])
            i += 1
        elif c == "x":
            x = 0
            i += 1
            while i < n and chr(b[i]) in HEX:
                x = x * 16 + int(chr(b[i]), 16)
                i += 1
            out.append(x & 0xff)
        elif c in "\"\\":
            out.append(ord(c))
            i += 1
        else:
            out += b"\\" + bytes([b[i]])
            i += 1
    return bytes(out)


def strbadidnum(s):
    """True if s is neither RGX_INT (strtoull to the end) nor RGX_IDENT."""
    if s == "":
        return True
    _, end, erange = strtoull(s)
    if not erange and end == len(s):
        return False
    return any(not (c.isalnum() or c in "_`") or ord(c) > 127 for c in s)


def node_int(v, suffix, decimal):
    """dt_node_int( ): (name, size, signed) or Err."""
    step = 2 if (decimal or suffix[:1] == "u") else 1
    i = sum(1 for c in suffix if c in "uU") + 2 * sum(1 for c in suffix if c in "lL")
    while i < len(INTS):
        if v <= INTS[i][3]:
            return INTS[i][:3]
        i += step
    raise Err("D_INT_OFLOW", "integer constant 0x%x cannot be represented in "
              "any built-in integral type" % v)


def ext(v, size, signed):
    v &= (1 << (size * 8)) - 1
    if signed and v >> (size * 8 - 1):
        v -= 1 << (size * 8)
    return v


def promote(a, b):
    """dt_type_promote( ) of two integer types (name, size, signed): the
    larger, else the unsigned one."""
    if a[1] != b[1]:
        return a if a[1] > b[1] else b
    return b if a[2] and not b[2] else a


def show(t, v):
    """The line printf("%d %d %d\\n", sizeof(v), v > this->m, v) prints for
    this->v = a constant of type t and value v (64 bits)."""
    name, size, signed = t
    val = ext(v, size, signed)
    return "%d %d %d" % (size, 1 if signed and val > -1 else 0, val)


# ------------------------------------------------------------------ #
# the S0 lexer, for the text of one constant up to ';'                 #

def int_len(s):
    """The longest match of RGX_INT at s[0] (0 if none)."""
    d = 0
    while d < len(s) and s[d].isdigit():
        d += 1
    h = 0
    if s[:2] in ("0x", "0X") and len(s) > 2 and s[2] in HEX:
        h = 2
        while h < len(s) and s[h] in HEX:
            h += 1
    n = max(d, h)
    if not n:
        return 0
    if s[n:n + 1] and s[n] in "uU":
        n += 1
    for _ in range(2):
        if s[n:n + 1] and s[n] in "lL":
            n += 1
    return n


def fp_len(s):
    """The longest match of RGX_FP at s[0] (0 if none)."""
    n = 0
    if s[:1].isdigit():
        while n < len(s) and s[n].isdigit():
            n += 1
        if s[n:n + 1] == ".":
            n += 1
        while n < len(s) and s[n].isdigit():
            n += 1
    elif s[:1] == "." and s[1:2].isdigit():
        n = 1
        while n < len(s) and s[n].isdigit():
            n += 1
    else:
        return 0
    if s[n:n + 1] in ("e", "E"):
        e = n + 1
        if s[e:e + 1] in ("+", "-"):
            e += 1
        if s[e:e + 1].isdigit():
            while e < len(s) and s[e].isdigit():
                e += 1
            n = e
    if s[n:n + 1] and s[n] in "fFlL":
        n += 1
    return n


def lex_number(s):
    """(kind, text, length, info) of the number token at s[0]; raises the
    lexer's errors."""
    il, fl = int_len(s), fp_len(s)
    if fl > il:
        raise Err("D_SYNTAX", "floating-point constants are not permitted")
    text = s[:il]
    v, end, erange = strtoull(text)
    if erange:
        raise Err("D_INT_OFLOW", "constant %s results in integer overflow" % text)
    if end < len(text) and text[end] not in "uUlL":
        raise Err("D_INT_DIGIT", "constant %s contains invalid digit %s" %
                  (text, text[end]))
    return text, il, (v, text[end:], text[0] != "0")


def model_const_line(s):
    """s: the text after "this->v = " on its line (ending in ";"). Returns
    (type, value) of the constant or raises Err (line left to the caller)."""
    _, n, (v, suffix, dec) = lex_number(s)
    rest = s[n:]
    t = node_int(v, suffix, dec)
    if rest.startswith(";"):
        return t, v
    if rest[:1] in ("+", "-") and rest[1:2].isdigit():
        # a hex constant absorbs an E of a bad suffix ("0x56E+2"): what
        # follows is an operator and a constant, folded by dt_node_op2( )
        # in 64 bits in the promoted type (truncated when stored)
        t2, v2 = model_const_line(rest[1:])
        v = (v + v2 if rest[0] == "+" else v - v2) & M64
        return promote(t, t2), v
    # another token: the grammar stops there
    if rest[:1].isdigit():
        t2 = lex_number(rest)[0]
        raise Err("D_SYNTAX", 'syntax error near "%s"' % t2)
    k = 0
    while k < len(rest) and (rest[k].isalnum() or rest[k] == "_"):
        k += 1
    word = rest[:k]
    if word in KEYWORDS:
        raise Err("D_SYNTAX", 'syntax error near "%s"' % word)
    # id_or_type( ) looked past it: yytext runs to the end of the line
    raise Err("D_SYNTAX", 'syntax error near "%s"' % rest.split("\n")[0])


# ------------------------------------------------------------------ #
# programs                                                             #

def begin(lines, exit_=True):
    body = "".join("\t%s\n" % l for l in lines)
    return "BEGIN\n{\n" + body + ("\texit(0);\n" if exit_ else "") + "}\n"


PRINT3 = 'printf("%d %d %d\\n", sizeof(this->v), this->v > this->m, this->v);'


def const_case(kind, lit, r):
    """this->v = lit; printed, or the error on line 4."""
    text = begin(["this->m = -1;", "this->v = %s;" % lit, PRINT3])
    c = Case(kind, text, mode=r.choice("ssn"))
    try:
        t, v = model_const_line(lit + ";")
        c.want = ("out", (show(t, v) + "\n").encode())
    except Err as e:
        e.line = 4
        c.want = ("err", e)
    return c


SUFFIXES = ["", "", "", "u", "U", "l", "L", "ul", "uL", "Ul", "UL", "ll", "LL",
            "lL", "Ll", "ull", "uLL", "ULL", "Ull", "uLl", "ULl"]
BAD_SUFFIXES = ["uu", "lu", "lul", "LLL", "lll", "Lu", "f", "F", "e5", "E+2",
                "u2", "x", "g", "_", "lU", "LU", "uul", "i", "ulu", "e"]
VALUES = [0, 1, 7, 8, 9, 10, 16, 255, 256, 2**15, 2**31 - 1, 2**31, 2**31 + 1,
          2**32 - 1, 2**32, 2**32 + 1, 2**63 - 1, 2**63, 2**63 + 1, M64,
          2**64, 2**64 + 1, 10**20, 2**70]


def gen_int(r):
    v = r.choice(VALUES) if r.random() < 0.7 else r.randrange(2**r.choice([8, 32, 64, 66]))
    form = r.choice(["dec", "dec", "oct", "hex", "hex"])
    if form == "dec":
        lit = str(v)
    elif form == "oct":
        lit = "0" * r.randint(1, 2) + ("%o" % v if v else "")
    else:
        h = "%x" % v
        h = "".join(ch.upper() if r.random() < 0.3 else ch for ch in h)
        lit = r.choice(["0x", "0X"]) + "0" * r.choice([0, 0, 1, 3]) + h
    x = r.random()
    if x < 0.6:
        lit += r.choice(SUFFIXES)
    elif x < 0.8:
        if v < 2**31:	# an unrepresentable one would fail first
            lit += r.choice(BAD_SUFFIXES)
    elif x < 0.88:	# an invalid digit
        k = r.randrange(1, len(lit) + 1)
        lit = (lit[:k] + r.choice("89") + lit[k:]) if form == "oct" else \
            "0" + r.choice("89") + lit[1:]
    elif x < 0.94:
        lit = r.choice(["0x", "0X", "0xg", "0x_", "00x1", "1.5", ".5", "1.",
                        "1e5", "1E+5", "1e-5", "1f", "1.0L", "0.0", "08.5",
                        "1e", "1e+", "0e0", "3F", "7l", "0x1p3", "0.", "09e1"])
    else:
        lit = r.choice(["0", "00", "000", "0u", "0UL", "0x0", "0X0ull",
                        "2147483647", "2147483648", "-2147483648"[1:],
                        "4294967295", "4294967295u", "4294967296",
                        "0xffffffff", "0x7fffffff", "0x80000000",
                        "0x100000000U", "0x100000000u", "0xffffffffU",
                        "9223372036854775807", "9223372036854775808",
                        "9223372036854775808u", "0x8000000000000000",
                        "18446744073709551615", "18446744073709551615U",
                        "18446744073709551616", "0xffffffffffffffff",
                        "0x10000000000000000", "01777777777777777777777",
                        "02000000000000000000000", "0777777777777777777777777",
                        "99999999999999999999999999999", "0129", "09", "08",
                        "0xFFFFFFFFL", "0xFFFFFFFFLL", "4294967295LL",
                        "1LL", "1ULL", "1llu", "017777777777L"])
    return const_case("int", lit, r)


# ------------------------------------------------------------------ #
# character and string constants                                       #

ESCAPES = ["\\n", "\\t", "\\a", "\\b", "\\f", "\\r", "\\v", "\\\\", "\\'",
           '\\"', "\\?", "\\0", "\\00", "\\000", "\\0000", "\\7", "\\12",
           "\\101", "\\377", "\\400", "\\777", "\\8", "\\9", "\\x41", "\\x4",
           "\\x", "\\xg", "\\xfff", "\\x0041", "\\xFF", "\\xaB", "\\q", "\\e",
           "\\%", "\\ ", "\\1234", "\\x7e7", "\\E"]
PLAIN = [chr(c) for c in range(0x20, 0x7f)]


def pieces(r, quote, k):
    out = []
    for _ in range(k):
        if r.random() < 0.45:
            out.append(r.choice(ESCAPES))
        else:
            ch = r.choice(PLAIN)
            while ch in (quote, "\\"):
                ch = r.choice(PLAIN)
            out.append(ch)
    return "".join(out)


def quoted_error(r, quote, raw):
    """A broken quoted constant: (text after "= ", Err with a line offset
    from the constant's line, ends the file?)."""
    what = "string literal" if quote == '"' else "character constant"
    tag = "D_STR_NL" if quote == '"' else "D_CHR_NL"
    k = r.choice(["nl", "nl", "bsnl", "eof", "eofbs"])
    if k == "nl":	# a newline: its rule matches through it
        return quote + raw + "\n" + pieces(r, quote, 2) + quote + ";", \
            Err(tag, "newline encountered in %s" % what, 1), False
    if k == "bsnl":	# backslash newline: only "." matches the quote
        return quote + raw + "\\\n" + pieces(r, quote, 2) + quote + ";", \
            Err("D_SYNTAX", 'syntax error near "%s"' % quote, 0), False
    return quote + raw + ("\\" if k == "eofbs" else ""), \
        Err("D_SYNTAX", 'syntax error near "%s"' % quote, 0), True


def gen_char(r):
    n = r.choice([0, 1, 1, 2, 3, 4, 4, 5, 8, 8, 9, 12])
    raw = pieces(r, "'", n)
    mode = r.choice("ssn")
    if r.random() < 0.15:
        lit, e, eof = quoted_error(r, "'", raw)
        if eof:
            text = "BEGIN\n{\n\tthis->m = -1;\n\tthis->v = " + lit
        else:
            text = begin(["this->m = -1;", "this->v = %s" % lit, PRINT3])
        e.line = 4 + e.line
        c = Case("char", text, mode=mode)
        c.want = ("err", e)
        return c
    c = Case("char", begin(["this->m = -1;", "this->v = '%s';" % raw, PRINT3]),
             mode=mode)
    b = stresc2chr(raw)
    try:
        if n == 0:
            raise Err("D_CHR_NULL", "empty character constant")
        if len(b) > 8:
            raise Err("D_CHR_OFLOW", "character constant is too long")
        v = int.from_bytes(b, "big")
        t = node_int(v, "", True)
        c.want = ("out", (show(t, v) + "\n").encode())
    except Err as e:
        e.line = 4
        c.want = ("err", e)
    return c


def gen_str(r):
    n = r.choice([0, 1, 2, 5, 10, 20])
    raw = pieces(r, '"', n)
    mode = r.choice("ssn")
    if r.random() < 0.15:
        lit, e, eof = quoted_error(r, '"', raw)
        if eof:
            text = "BEGIN\n{\n\tthis->s = " + lit
        else:
            text = begin(["this->s = %s" % lit, 'printf("%s|\\n", this->s);'])
        e.line = 3 + e.line
        c = Case("str", text, mode=mode)
        c.want = ("err", e)
        return c
    c = Case("str", begin(['printf("%%s|\\n", "%s");' % raw]), mode=mode)
    c.want = ("out", stresc2chr(raw).split(b"\0")[0] + b"|\n")
    return c


# ------------------------------------------------------------------ #
# macro arguments                                                      #

OPERANDS = ["5", "0", "0x10", "010", "-5", "+7", "08", "0x", "1uu", "12abc",
            "abc", "a b", "hello world", '"quoted"', '"', '""', "", "-", "--5",
            "18446744073709551615", "18446744073709551616",
            "-18446744073709551615", "-18446744073709551616",
            "9223372036854775807", "9223372036854775808", "2147483648",
            "4294967295", "4294967296", "1e5", "x.y", "a\\nb", "tab\\there",
            "back\\", "\\x41\\102", "0xffffffff", "0xffffffffU", "0x100000000U",
            "0x100000000u", "1ul", "1LL", "1lllll", "1uul", "_x", "9p`foo",
            " 5", "5 ", "-0", "+0x10", "-0x10", "int", "if", "self",
            "string", "uint32_t", "sizeof", "probe", "A1", "_", "foo_bar9",
            "'c'", "1.5", "$1", "a:b", "-2147483648", "-9223372036854775808",
            "0777", "-08", "077777777777777777777777", "\\", "a\\", "\\\\",
            '"a\\"', "while", "x-y", "%d"]
IDENT_OK = {"abc", "_x", "if", "self", "int", "string", "uint32_t", "sizeof",
            "probe", "A1", "_", "foo_bar9", "while", " 5", "this"}


def dollar(v, name):
    """How dt_lex.l's "$"[0-9]+ rule takes the operand v: ('str', bytes) |
    ('int', (type, value)) | ('ident', v); raises Err."""
    if strbadidnum(v):
        if len(v) != 1 and v[:1] == '"' and v[-1:] == '"':
            v = v[1:-1]
        return "str", stresc2chr(v)
    if v[0].isdigit() or v[0] in "+-":
        prefix = "" if v[0].isdigit() else v[0]
        body = v[len(prefix):]
        val, end, erange = strtoull(body)
        if erange:
            raise Err("D_MACRO_OFLOW", "macro argument %s constant %s results "
                      "in integer overflow" % (name, body))
        t = node_int(val, body[end:], body[:1] != "0")
        if prefix == "-":	# dt_node_op1( ) folds INEG
            val = (-val) & M64
            if not t[2]:
                val &= (1 << (8 * t[1])) - 1
        return "int", (t, val)
    return "ident", v


def macro_use(kind, v, name, r, assigned):
    """The statements that use $N (name) in a way that shows how it was
    taken, and the output. An identifier assigned as a global before is a
    variable from then on (id_or_type( ) finds it in pcb_idents): sizeof of
    it is its int's."""
    if kind == "str":
        return ['printf("[%%s]\\n", %s);' % name], v.split(b"\0")[0].join(
            [b"[", b"]\n"])
    if kind == "int":	# a variable of its own: the first store types this->
        t, val = v
        var = "this->v%d" % len(assigned)
        assigned.add(var)
        return ["this->m = -1;", "%s = %s;" % (var, name), PRINT3.replace(
            "this->v", var)], (show(t, val) + "\n").encode()
    if v in TYPE_SIZES and r.random() < 0.5:
        return ['printf("%%d\\n", sizeof(%s));' % name], \
            b"%d\n" % (4 if v in assigned else TYPE_SIZES[v])
    if r.random() < 0.3 and not v.startswith(" "):
        return ["this->%s = 7;" % name, 'printf("%%d\\n", this->%s);' % name], b"7\n"
    if v in ("self", "this"):
        # dt_open.c's global pointers: an assignment cooks them as a
        # scalar (dt_xcook_ident( ), while dt_cook_clause( ) cooks the
        # statements); the caller writes the statement that raises it
        raise Err("D_IDENT_BADREF", "pointer '%s' may not be referenced as "
                  "scalar" % v, region="action list")
    assigned.add(v)
    return ["%s = 7;" % name, 'printf("%%d\\n", %s);' % name], b"7\n"


def gen_macro(r):
    nops = r.choice([0, 1, 1, 2, 3])
    ops = [r.choice(OPERANDS) for _ in range(nops)]
    mode = r.choice("ssn")
    opts = []
    defarg = r.random() < 0.2
    argref = r.random() < 0.15
    pragma_lines = []
    for on, o in ((defarg, "defaultargs"), (argref, "argref")):
        if on:
            if r.random() < 0.5:
                opts += ["-x", o]
            else:
                pragma_lines.append("#pragma D option %s" % o)
    argv0 = "t.d" if mode == "s" else SONDA
    argv = [argv0] + ops
    stmts, out = [], b""
    err = None
    refs = set()
    assigned = set()	# identifiers made variables (pcb_idents)
    first = 1 + len(pragma_lines)	# the line of "BEGIN"
    nuses = r.choice([1, 1, 2, 3])
    for _ in range(nuses):
        if err:
            break
        i = r.choice([0] + [1, 2, 3] * 3) if r.random() < 0.8 else r.randint(4, 9)
        dd = r.random() < 0.3
        name = ("$$%d" if dd else "$%d") % i
        try:
            if i < len(argv):
                v = argv[i]
            elif defarg:
                v = "" if dd else "0"
            else:
                raise Err("D_MACRO_UNDEF", "macro argument %s is not defined"
                          % name)
            if dd:
                k, val = "str", stresc2chr(v)
            else:
                k, val = dollar(v, name)
            if k == "ident" and v not in IDENT_OK:
                continue	# not modelled: a built-in variable, `
            s, o = macro_use(k, val, name, r, assigned)
            stmts += s
            out += o
            refs.add(i)
        except Err as e:	# raised as the lexer meets it (or dt_node_int( ))
            e.line = first + 2 + len(stmts)
            if e.region:	# a cook error: $N was read and referenced
                refs.add(i)
            stmts.append("this->v = %s;" % name)
            err = e
    # the macro variables
    if not err and r.random() < 0.4:
        mv = r.choice(["pid", "ppid", "pgid", "sid", "uid", "gid", "euid",
                       "egid", "target", "projid", "taskid", "cwd", "zoneid",
                       "foo", "PID"])
        dd = r.random() < 0.4
        name = ("$$" if dd else "$") + mv
        if mv in ("projid", "taskid", "cwd", "zoneid", "foo", "PID"):
            err = Err("D_MACRO_UNDEF", "macro variable %s is not defined" % name,
                      first + 2 + len(stmts))
            stmts.append("trace(%s);" % name)
        elif dd:
            stmts.append('printf("[%%s]\\n", %s);' % name)
            out += b"[{%s}]\n" % mv.encode()
        else:
            stmts.append('printf("%%d\\n", %s);' % name)
            out += b"{%s}\n" % mv.encode()
    text = "\n".join(pragma_lines + [begin(stmts)]) if pragma_lines else begin(stmts)
    c = Case("macro", text, mode=mode, opts=opts, operands=ops)
    # dt_compile( ) checks the operands after parsing, before it cooks the
    # clauses: an unused one comes before a cook error (region)
    if (not err or err.region) and len(argv) > 1 and not argref and \
            (len(argv) - 1) not in refs:
        err = Err("D_MACRO_UNUSED", "extraneous argument '%s' ($%d is not "
                  "referenced)" % (argv[-1], len(argv) - 1), text.count("\n") + 1)
    c.want = ("err", err) if err else ("out", out)
    return c


def gen_pdesc(r):
    """Macros in a probe description."""
    ops = [r.choice(["IN", "IN", "BEGIN", "", "INX", "I*", "IN:x", "*", "N",
                     "dtrace", "dtrace:::BEGIN", "E"])
           for _ in range(r.choice([1, 2]))]
    argv = ["t.d"] + ops
    mode = r.choice("sn")
    if mode == "n":
        argv[0] = SONDA
    form = r.choice(["dtrace:::BEG$1", "dtrace:::BEG$$1", "dtrace:::$2",
                     "dtrace::$2:BEGIN", "$1", ":::BEG$1", "dtrace:::BEG$3",
                     "dtrace:::BEGIN$uid", "dtrace:::BEGIN$nosuch",
                     "dtrace:::BEG$1$2", "dtrace:::$$2", "dtrace:::BEGIN$$target",
                     "dtrace$1:::BEGIN", "dtrace:::BEG$01", "dtrace:::BEG$1N"])
    text = form + " { printf(\"%s:%s\\n\", probeprov, probename); exit(0); }\n"
    c = Case("pdesc", text, mode=mode, operands=ops)
    # dtrace_xstr2desc( ), field by field from the right
    fields = form.split(":")
    refs = set()
    out = []
    try:
        for f in fields:
            k = f.find("$")
            if k < 0:
                out.append(f)
                continue
            v = f[k:]
            if len(v) > 2 and v[1] == "$":
                v = v[1:]
            if v[1:2].isdigit():
                j = 1
                while j < len(v) and v[j].isdigit():
                    j += 1
                i = int(v[1:j])
                if i >= len(argv):
                    raise Err("D_PDESC_INVAL", 'invalid probe description "%s":'
                              ' Undefined macro variable in probe description' % form)
                refs.add(i)
                out.append(f[:k] + "\x01".join(argv[i].split(":")) + v[j:])
            elif v[1:] in ("uid", "target"):
                out.append(f[:k] + "0")
            else:
                raise Err("D_PDESC_INVAL", 'invalid probe description "%s": '
                          'Undefined macro variable in probe description' % form)
        while len(out) < 4:
            out.insert(0, "")
        prv, mod, fun, prb = out
        if len(argv) > 1 and (len(argv) - 1) not in refs:
            raise Err("D_MACRO_UNUSED", "extraneous argument '%s' ($%d is not "
                      "referenced)" % (argv[-1], len(argv) - 1), 2)
        def match(name, pat):	# an empty field matches anything
            return pat == "" or fnmatch.fnmatchcase(name, pat)
        if not (match("", mod) and match("", fun) and match("dtrace", prv)):
            hits = []
        else:
            hits = [p for p in ("BEGIN", "END", "ERROR") if match(p, prb)]
        if hits == ["BEGIN"]:
            c.want = ("out", b"dtrace:BEGIN\n")
        elif hits:
            return None	# END or ERROR match too: not modelled
        else:
            raise Err("D_PDESC_ZERO", "probe description %s:%s:%s:%s does not "
                      "match any probes" % tuple(f.replace("\x01", ":")
                                                 for f in (prv, mod, fun, prb)))
    except Err as e:
        if e.line is None:
            e.line = 1
        c.want = ("err", e)
    return c


# ------------------------------------------------------------------ #
# identifiers and keywords                                             #

def gen_ident(r):
    mode = r.choice("ssn")
    x = r.random()
    if x < 0.3:	# a keyword after ->: SIDENT has no keywords
        kw = r.choice(KEYWORDS)
        c = Case("ident", begin(["this->%s = 3;" % kw, "self->%s = 4;" % kw,
                                 'printf("%%d %%d\\n", this->%s, self->%s);' % (kw, kw)]),
                 mode=mode)
        c.want = ("out", b"3 4\n")
    elif x < 0.6:	# a keyword where an expression goes
        kw = r.choice(KEYWORDS)
        c = Case("ident", begin(["x = %s;" % kw]), mode=mode)
        near = ";" if kw in EXPR_KW else kw
        c.want = ("err", Err("D_SYNTAX", 'syntax error near "%s"' % near, 3))
        if kw in ("self", "this"):
            # dt_grammar.y's primary_expression makes dt_node_ident( ) of
            # them: dt_open.c's global pointers, cooked as a scalar
            # found while dt_cook_clause( ) cooks the statements: a -n
            # program's message names the action list
            c.want = ("err", Err("D_IDENT_BADREF", "pointer '%s' may not "
                                 "be referenced as scalar" % kw, 3,
                                 region="action list"))
    elif x < 0.75:	# identifiers of letters, digits and _
        names = set()
        while len(names) < 3:
            n = r.choice("_abcxyzQ") + "".join(r.choice("_abcz019XY") for _ in range(r.randint(0, 6)))
            if n not in KEYWORDS and not n.startswith("arg") and n not in (
                    "id", "pid", "tid", "cpu", "uid", "gid", "ipl", "root", "cwd",
                    "errno", "epid", "args", "caller", "self", "this"):
                names.add(n)
        names = sorted(names)
        lines = ["%s = %d;" % (n, i + 10) for i, n in enumerate(names)]
        lines.append('printf("%s\\n", %s);' % (" ".join(["%d"] * 3), ", ".join(names)))
        c = Case("ident", begin(lines), mode=mode)
        c.want = ("out", b"10 11 12\n")
    elif x < 0.85:	# a backquoted name: RGX_IDENT's two forms (the second
        # starts with digits and needs its `), looked up as a kernel symbol
        # by dt_xcook_ident( ): dtrace_lookup_by_name( ) fails with "Module
        # is no longer loaded" for a module that is not, "Unknown symbol
        # name" for one of vmlinux's or the whole kernel's (an empty module)
        mod = r.choice(["a", "x", "zq_1", "0nomod", "9zq", "vmlinux", "", ""])
        sym = r.choice(["zq_nosym", "b", "nosuchsym"])
        if mod not in ("vmlinux", "") and r.random() < 0.2:
            sym = ""	# a`: the module is looked up first
        name = "%s`%s" % (mod, sym)
        c = Case("ident", begin(["x = %s;" % name]), mode=mode)
        why = "Unknown symbol name" if mod in ("vmlinux", "") else \
            "Module is no longer loaded"
        c.want = ("err", Err("D_IDENT_UNDEF", "failed to resolve %s: %s" % (name, why),
                             3, region="action list"))
    elif x < 0.9:	# a$b: the identifier a, then the macro variable $b
        b = r.choice(["b", "x1", "foo", "q_"])
        c = Case("ident", begin(["a$%s = 1;" % b]), mode=mode)
        c.want = ("err", Err("D_MACRO_UNDEF", "macro variable $%s is not defined" % b, 3))
    else:	# characters SIDENT has no rule for are echoed by flex
        junk = r.choice([" ", "  ", "\t", " \t ", "$", "$ "])
        c = Case("ident", begin(["this->v = 5;", "this->%sv = this->v + 1;" % junk,
                                 'printf("%d\\n", this->v);']), mode=mode)
        c.want = ("out", junk.encode() + b"6\n")
    return c


def gen_misc(r):
    """Fixed cases: a '$' that starts no macro, a backslash before the
    newline outside a clause (a probe description of its own: the first
    has no clause, which a script may not have), -- before operands."""
    k = r.choice(["dollar", "dollar2", "dollar3", "outer", "dashes"])
    if k.startswith("dollar"):
        e = {"dollar": "$;", "dollar2": "$$;", "dollar3": "$ 1;"}[k]
        c = Case("misc", begin(["x = %s" % e]), mode=r.choice("sn"))
        c.want = ("err", Err("D_SYNTAX", 'syntax error near "$"', 3))
    elif k == "outer":
        c = Case("misc", "BEGIN \\\n{\n\texit(0);\n}\n")
        c.want = ("err", Err("D_SYNTAX", "expected predicate and/or actions "
                             "following probe description", 1))
    else:
        c = Case("misc", begin(['printf("%s %s\\n", $$1, $$2);']),
                 operands=["-x", "--"])
        c.want = ("out", b"-x --\n")
    return c


# ------------------------------------------------------------------ #
# lines: comments, continuations, control lines and line numbers       #

def gen_lines(r):
    """A clause body of filler lines, then maybe an error; the model keeps
    yylineno and the file name as dt_lex.l and dt_pragma( ) do."""
    mode = r.choice("sssn")
    phys = ["BEGIN", "{"]	# physical lines
    cur, file = 3, None	# yylineno of the line added next, pcb_filetag
    nitems = r.randint(0, 8)

    def add(line, renumber=None):
        nonlocal cur, file
        phys.append(line)
        if renumber is None:
            cur += 1
        else:
            cur, f = renumber
            if f is not None:
                file = None if f == "/dev/stdin" else f
    for _ in range(nitems):
        k = r.choice(["blank", "c1", "cm", "code", "cont", "ctl", "ctl", "line",
                      "interp", "ccode"])
        if k == "blank":
            add("")
        elif k == "c1":
            add("/* comment %d */" % r.randint(0, 99))
        elif k == "cm":
            n = r.randint(2, 4)
            for i in range(n):
                add(("/*" if i == 0 else " *") + " text" + (" */" if i == n - 1 else ""))
        elif k == "code":
            add("this->a = %d;" % r.randint(0, 9))
        elif k == "ccode":
            add("this->a = /* x */ 1 /* y")
            add(" */ + 2;")
        elif k == "cont":
            add("this->a = 1 + \\")
            add("    2;")
        elif k == "interp":
            add(r.choice(["#!/usr/sbin/dtrace -s", "  #!x", "#!"]))
        elif k == "ctl":
            add(r.choice(["#", "#ident \"v1\"", "#pragma ident x", "#pragma foo bar",
                          "#pragma D", "#pragma", "  # ", "#pragma once",
                          "#pragma D ident", "#pragma D option quiet"]))
        else:
            n = r.choice([1, 5, 40, 1000, 0])
            f = r.choice([None, None, "f.d", "/dev/stdin", "dir/g.h", "<stdin>"])
            word = r.random() < 0.6
            ftxt = "" if f is None else ' "%s"' % f
            st = r.choice(["", "", " 1", " 2", " 3 4"]) if f else ""
            if word:
                txt = r.choice(["#line", "#pragma line", "#pragma D line", "  #  line"])
                add("%s %d%s%s" % (txt, n, ftxt, st), (n + 1, f))
            else:
                add("# %d%s%s" % (n, ftxt, st), (n, f))
    end = r.choice(["err", "err", "err", "none", "nest", "unterm", "slash",
                    "ctl_eof", "unterm_str"])
    e = None
    if end == "err":
        phys.append("this->v = 08;")
        e = Err("D_INT_DIGIT", "constant 08 contains invalid digit 8", cur, file)
        cur += 1
    elif end == "nest":
        phys.append("/* a")
        phys.append(" /* b */")
        e = Err("D_SYNTAX", "/* encountered inside a comment", cur + 1, file)
        cur += 2
    elif end == "slash":
        phys.append("// a comment")
        e = Err("D_SYNTAX", 'syntax error near "// a comment"', cur, file)
        cur += 1
    elif end == "unterm_str":
        phys.append('this->s = "abc\\')
        e = Err("D_SYNTAX", 'syntax error near """', cur, file)
    phys.append('printf("ok\\n");')
    phys.append("exit(0);")
    phys.append("}")
    cur += 3
    if end == "unterm":
        phys.append("/* no end")
        cur += 1
        e = Err("D_SYNTAX", "end-of-file encountered before matching */", cur, file)
    elif end == "ctl_eof":
        text = "\n".join(phys) + "\n#pragma D option quiet"
        e = Err("D_SYNTAX", "end-of-file encountered before end of control line",
                cur, file)
    if end != "ctl_eof":
        text = "\n".join(phys) + "\n"
    if end == "unterm_str":
        text = "\n".join(phys[:-4]) + "\n" + phys[-4]
    c = Case("lines", text, mode=mode)
    c.want = ("err", e) if e else ("out", b"ok\n")
    return c


# ------------------------------------------------------------------ #
# #pragma and control lines                                            #

def ctl_cases():
    """(control line, outcome): None (accepted, no effect here) or
    (tag, message, line offset)."""
    M = "D_PRAGMA_MALFORM"
    O = "D_PRAGMA_OPTSET"
    I = "D_PRAGMA_INVAL"
    ctx = "Option cannot be used from within a D program"
    bad = "Invalid value for specified option"
    name = "Invalid option name"
    return [
        ("#pragma D option quiet", None),
        ("#pragma D option quiet=yes", None),
        ("#pragma D option rawbytes=", None),
        ("#pragma D option rawbytes=no", None),
        ("#pragma D option bufsize=4k", None),
        ("#pragma D option cpp", None),
        ("#pragma D option strsize=512", None),
        ("#pragma D option", (M, "malformed #pragma option <option>=<val>", 0)),
        ('#pragma D option "quiet"', (M, "malformed #pragma option <option>=<val>", 0)),
        ("#pragma D option 5", (M, "malformed #pragma option <option>=<val>", 0)),
        ("#pragma D option quiet flowindent",
         (M, "superfluous arguments specified for #pragma option", 0)),
        ("#pragma D option quiet /* c */",
         (M, "superfluous arguments specified for #pragma option", 0)),
        ("#pragma D option nosuch", (O, "failed to set option 'nosuch': %s" % name, 0)),
        ("#pragma D option nosuch=3", (O, "failed to set option 'nosuch' to '3': %s" % name, 0)),
        ("#pragma D option =3", (O, "failed to set option '' to '3': %s" % name, 0)),
        ("#pragma D option quiet=maybe", (O, "failed to set option 'quiet' to 'maybe': %s" % bad, 0)),
        ("#pragma D option defaultargs=1", (O, "failed to set option 'defaultargs' to '1': %s" % bad, 0)),
        ("#pragma D option bufsize=-1", (O, "failed to set option 'bufsize' to '-1': %s" % bad, 0)),
        ("#pragma D option bufsize=4x", (O, "failed to set option 'bufsize' to '4x': %s" % bad, 0)),
        ("#pragma D option define=X", (O, "failed to set option 'define' to 'X': %s" % ctx, 0)),
        ("#pragma D option define", (O, "failed to set option 'define': %s" % bad, 0)),
        ("#pragma D option incdir=/tmp", (O, "failed to set option 'incdir' to '/tmp': %s" % ctx, 0)),
        ("#pragma D option undef=X", (O, "failed to set option 'undef' to 'X': %s" % ctx, 0)),
        ("#pragma D option cpphdrs", (O, "failed to set option 'cpphdrs': %s" % ctx, 0)),
        ("#pragma D option Quiet", (O, "failed to set option 'Quiet': %s" % name, 0)),
        ("#pragma D nosuch", (I, "invalid D pragma: nosuch", 0)),
        ("#pragma D nosuch a b", (I, "invalid D pragma: nosuch", 0)),
        ("#pragma nosuch", None),
        ("#pragma option quiet", None),
        ("#pragma D", None),
        ("#", None),
        ("#ident x", None),
        ("#pragma ident", None),
        ("#foo", ("D_PRAGCTL_INVAL", "invalid control directive: #foo", 0)),
        ("#define X 1", ("D_PRAGCTL_INVAL", "invalid control directive: #define", 0)),
        ('#include "x.h"', ("D_PRAGCTL_INVAL", "invalid control directive: #include", 0)),
        ("#if 0", ("D_PRAGCTL_INVAL", "invalid control directive: #if", 0)),
        ("#option quiet", ("D_PRAGCTL_INVAL", "invalid control directive: #option", 0)),
        ('# "x"', ("D_PRAGCTL_INVAL", "invalid control directive", 1)),
        ('#pragma "x"', ("D_PRAGCTL_INVAL", "invalid control directive", 1)),
        ('#pragma D "x"', ("D_PRAGCTL_INVAL", "invalid control directive", 1)),
        ("#error hello world", ("D_PRAGERR", "#error: hello world ", 0)),
        ('#error a 5 "s t" b', ("D_PRAGERR", "#error: a s t b ", 0)),
        ("#error", ("D_PRAGERR", "#error: ", 0)),
        ("#pragma error x", ("D_PRAGERR", "#error: x ", 0)),
        ("#pragma D error y", ("D_PRAGERR", "#error: y ", 0)),
        ("#line", (M, 'malformed #line <line> [ ["file"] state ]', 0)),
        ("#line abc", (M, 'malformed #line <line> [ ["file"] state ]', 0)),
        ("#line 5 abc", (M, 'malformed #line <line> [ ["file"] state ]', 0)),
        ('#line 5 "f" x', (M, 'malformed #line <line> [ ["file"] state ]', 0)),
        ('#line "f"', (M, 'malformed #line <line> [ ["file"] state ]', 0)),
        ("#line 08", ("D_INT_DIGIT", "constant 08 contains invalid digit 8", 0)),
        ("# 5 x", (M, 'malformed #line <line> [ ["file"] state ]', 1)),
        ('#pragma D attributes', (M, "malformed #pragma attributes <attributes> <ident>", 0)),
        ('#pragma D attributes Evolving', (M, "malformed #pragma attributes <attributes> <ident>", 0)),
        ('#pragma D attributes "Evolving" x', (M, "malformed #pragma attributes <attributes> <ident>", 0)),
        ('#pragma D attributes Bogus x', (I, "invalid attributes specified by #pragma attributes", 0)),
        ('#pragma D attributes Evolving/Evolving/Bogus x', (I, "invalid attributes specified by #pragma attributes", 0)),
        ('#pragma D attributes Evolving/Evolving/Common/x x', (I, "invalid attributes specified by #pragma attributes", 0)),
        ('#pragma D attributes Evolving/Evolving/Common nosuchname', ("D_PRAGMA_UNUSED", "unused #pragma attributes", 0)),
        ('#pragma D attributes Stable timestamp', ("D_PRAGMA_SCOPE", "#pragma attributes cannot modify entity defined outside program scope", 0)),
        ('#pragma D binding', (M, 'malformed #pragma binding "version" <ident>', 0)),
        ('#pragma D binding 1.0 x', (M, 'malformed #pragma binding "version" <ident>', 0)),
        ('#pragma D binding "1.0"', (M, 'malformed #pragma binding "version" <ident>', 0)),
        ('#pragma D binding "x.y" z', (I, "invalid version string specified by #pragma binding", 0)),
        ('#pragma D binding "1.0.0.0" z', (I, "invalid version string specified by #pragma binding", 0)),
        ('#pragma D binding "1.0" nosuchname', ("D_PRAGMA_UNUSED", "unused #pragma binding", 0)),
        # NULL: the inline of dtrace_open( )'s hard-wired definitions, another generation
        ('#pragma D binding "1.0" NULL', ("D_PRAGMA_SCOPE", "#pragma binding cannot modify entity defined outside program scope", 0)),
        ("#pragma D depends_on provider syscall", None),
        ("#pragma D depends_on provider dtrace", None),
        ("#pragma D depends_on", (M, "malformed #pragma depends_on <class> <name>", 0)),
        ("#pragma D depends_on provider", (M, "malformed #pragma depends_on <class> <name>", 0)),
        ('#pragma D depends_on provider "x"', (M, "malformed #pragma depends_on <class> <name>", 0)),
        ("#pragma D depends_on provider nosuchprov", ("D_PRAGMA_DEPEND", "program requires provider nosuchprov", 0)),
        ("#pragma D depends_on module nosuchmod", ("D_PRAGMA_DEPEND", "program requires module nosuchmod", 0)),
        ("#pragma D depends_on library x.d", ("D_PRAGMA_DEPEND", "main program may not explicitly depend on a library", 0)),
        ("#pragma D depends_on foo bar", (I, "invalid class foo specified by #pragma depends_on", 0)),
        ("#pragma D option quiet\r", (O, "failed to set option 'quiet\r': %s" % name, 0)),
        ("#line 5\r", (M, 'malformed #line <line> [ ["file"] state ]', 0)),
    ]


CTL = ctl_cases()


def gen_pragma(r):
    line, res = r.choice(CTL)
    mode = r.choice("ssn")
    before = r.randint(0, 3)
    phys = ["/* %d */" % i for i in range(before)] + [line] + \
        [r.choice(["", "/* after */"]) for _ in range(r.randint(0, 2))]
    lno = before + 1
    text = "\n".join(phys) + "\n" + begin(['printf("ok\\n");'])
    c = Case("pragma", text, mode=mode)
    if res is None:
        c.want = ("out", b"ok\n")
    else:
        tag, msg, off = res
        c.want = ("err", Err(tag, msg, lno + off))
    return c


# ------------------------------------------------------------------ #
# cpp                                                                  #

def gen_cpp(r):
    k = r.choice(["define", "define", "undef", "predef", "include", "incerr",
                  "missing", "error", "slashes", "n", "interp", "noc", "hdrs"])
    if k == "define":	# -D name=value: the value lexed as D
        lit = r.choice(["5", "0x10", "010", "08", "1uu", "4294967295", "0xffffffffU",
                        "1.5", "18446744073709551616", "'ab'", "'\\n'", "9223372036854775808"])
        opts = ["-C"] + r.choice([["-DX=%s" % lit], ["-D", "X=%s" % lit],
                                  ["-x", "define=X=%s" % lit]])
        text = begin(["this->m = -1;", "this->v = X;", PRINT3])
        c = Case("cpp", text, opts=opts)
        try:
            if lit.startswith("'"):
                b = stresc2chr(lit[1:-1])
                v = int.from_bytes(b, "big")
                t = node_int(v, "", True)
            else:
                t, v = model_const_line(lit + ";")
            c.want = ("out", (show(t, v) + "\n").encode())
        except Err as e:
            e.line = 4
            c.want = ("err", e)
        return c
    if k == "undef" or k == "predef":
        names = [("__linux", 1), ("__unix", 1), ("__SVR4", 1), ("__SUNW_D", 1),
                 ("__SUNW_D_64", 1), ("__amd64", 1), ("__Linux", 1),
                 ("__GNUC__", 0), ("NOSUCH", 0), ("linux", 0)]	# -std=c99: no linux
        if k == "predef":	# cpp warns when these are undefined
            names += [("__STDC__", 1), ("__x86_64__", 1)]
        name, d = r.choice(names)
        opts = ["-C"]
        if k == "undef":
            opts += ["-U", name] if r.random() < 0.5 else ["-U%s" % name]
            d = 0
        ver = r.random() < 0.3
        text = "#ifdef %s\n#define R 1\n#else\n#define R 0\n#endif\n" % name + \
            begin(['printf("%d\\n", R);'] +
                  (['printf("%x\\n", __SUNW_D_VERSION);'] if ver else []))
        c = Case("cpp", text, opts=opts)
        c.want = ("out", b"%d\n" % d + (b"2000001\n" if "SUNW_D_VERSION" in text else b""))
        return c
    if k in ("include", "incerr", "hdrs"):
        hdr = "#ifndef H_H\n#define H_H\n#define HV 42\n#endif\n"
        e = None
        if k == "incerr":
            pad = r.randint(0, 3)
            hdr = "\n" * pad + "inline int hv = 08;\n"
            e = Err("D_INT_DIGIT", "constant 08 contains invalid digit 8", pad + 1,
                    "{dir}/h.h")
        main = "#include \"h.h\"\n" if r.random() < 0.5 else "#include <h.h>\n"
        main += "\n" * r.randint(0, 2)
        after = r.random() < 0.3 and not e
        lines = ['printf("%d\\n", HV);'] if not e else ['printf("x\\n");']
        if after:
            lines.append("this->v = 09;")
        text = main + begin(lines)
        opts = ["-C"] + (["-H"] if k == "hdrs" else []) + ["-I", "{dir}"]
        c = Case("cpp", text, opts=opts, files={"inc/h.h": hdr})
        if k == "hdrs":
            c.stderr_pre = b". {dir}/h.h\n"
        if e:
            c.want = ("err", e)
        elif after:
            c.want = ("err", Err("D_INT_DIGIT", "constant 09 contains invalid digit 9",
                                 text.split("\n").index("\tthis->v = 09;") + 1))
        else:
            c.want = ("out", b"42\n")
        return c
    if k == "missing":
        c = Case("cpp", '#include "nosuch.h"\n' + begin([]), opts=["-C"])
        c.want = ("fatal", 1, "sonda: failed to compile script t.d: Preprocessor "
                  "failed to process input program")
        return c
    if k == "error":
        c = Case("cpp", "#error stop here\n" + begin([]), opts=["-C"])
        c.want = ("fatal", 1, "sonda: failed to compile script t.d: Preprocessor "
                  "failed to process input program")
        return c
    if k == "slashes":
        c = Case("cpp", begin(["// a comment", 'printf("ok\\n"); // more']), opts=["-C"])
        c.want = ("out", b"ok\n")
        return c
    if k == "n":	# -C applies to script files only
        c = Case("cpp", begin(['printf("%d\\n", __SUNW_D);']), mode="n", opts=["-C"])
        c.want = ("err", Err("D_IDENT_UNDEF", "failed to resolve __SUNW_D: Unknown "
                             "variable name", 3, region="action list"))
        return c
    if k == "interp":
        c = Case("cpp", "#!/usr/sbin/dtrace -Cs\n" + begin(['printf("%d\\n", __SUNW_D);',
                                                             "this->v = 08;"]),
                 opts=["-C"])
        c.want = ("err", Err("D_INT_DIGIT", "constant 08 contains invalid digit 8", 5))
        return c
    # noc: #define without -C is a control line DTrace does not know
    c = Case("cpp", "#define X 1\n" + begin([]), opts=r.choice([[], ["-D", "X=1"]]))
    c.want = ("err", Err("D_PRAGCTL_INVAL", "invalid control directive: #define", 1))
    return c


# ------------------------------------------------------------------ #
# command line and #! scripts                                          #

def gen_cli(r):
    k = r.choice(["xbad", "xname", "shebang", "shebang", "shebang2", "argref"])
    if k == "xbad":
        o = r.choice(["defaultargs=1", "argref=yes", "errtags=0"])
        c = Case("cli", begin([]), opts=["-x", o])
        c.want = ("fatal", 1, "sonda: failed to set -x %s: Invalid value for "
                  "specified option" % o.split("=")[0])
        return c
    if k == "xname":
        o = r.choice(["nosuch", "nosuch=1", "Defaultargs"])
        c = Case("cli", begin([]), opts=["-x", o])
        c.want = ("fatal", 1, "sonda: failed to set -x %s: Invalid option name"
                  % o.split("=")[0])
        return c
    if k == "argref":
        c = Case("cli", begin(['printf("%s\\n", $$1);']), opts=["-x", "argref"],
                 operands=["a", "b", "c"])
        c.want = ("out", b"a\n")
        return c
    ops = [r.choice(["1", "two", "a b", "-5", "0x10"]) for _ in range(r.randint(1, 2))]
    if k == "shebang":
        text = "#!{sonda} -qs\n" + begin(['printf("%s|\\n", $$0);'] +
                                        ['printf("%%s|\\n", $$%d);' % (i + 1)
                                         for i in range(len(ops))], exit_=True)
        c = Case("cli", text, mode="x", operands=ops)
        c.want = ("out", b"./t.d|\n" + b"".join(o.encode() + b"|\n" for o in ops))
        for o in ops:	# getopt( ) takes it for options
            if o[:1] == "-" and o != "-":
                c.want = ("usage", "sonda: invalid option -- '%s'" % o[1])
                break
        return c
    text = "#!{sonda} -q -s\n" + begin([])
    c = Case("cli", text, mode="x", operands=ops)
    c.want = ("usage", "sonda: invalid option -- ' '")
    return c


# ------------------------------------------------------------------ #
# running                                                              #

GENS = {"int": gen_int, "char": gen_char, "str": gen_str, "macro": gen_macro,
        "pdesc": gen_pdesc, "ident": gen_ident, "lines": gen_lines,
        "pragma": gen_pragma, "cpp": gen_cpp, "cli": gen_cli, "misc": gen_misc}
WEIGHTS = {"int": 5, "char": 4, "str": 3, "macro": 6, "pdesc": 2, "ident": 3,
           "lines": 4, "pragma": 3, "cpp": 2, "cli": 1, "misc": 1}
SONDA = None


def expected_err(c, e, tmp):
    """The stderr DTrace's -x errtags gives for Err e (sonda for dtrace)."""
    file = e.file.replace("{dir}", tmp + "/inc") if e.file else None
    if c.mode == "n":
        loc = '"%s", line 0: ' % file if file else \
            "in %s: " % e.region if e.region else ""
        return "sonda: invalid probe specifier %s: [%s] %s%s\n" % (c.text, e.tag, loc, e.msg)
    loc = '"%s", line %d: ' % (file, e.line) if file else \
        "line %d: " % e.line if e.line else ""	# line 0 (# 0) is none
    return "sonda: failed to compile script t.d: [%s] %s%s\n" % (e.tag, loc, e.msg)


def dashes(ops):
    """getopt( ) (GNU, permuting) takes "-5" for options: "--" first."""
    return (["--"] if any(o[:1] == "-" and o != "-" for o in ops) else []) + ops


def run(c, tmp):
    """Runs case c in the folder tmp; returns (status, stdout, stderr, ids)."""
    for f in os.listdir(tmp):
        p = os.path.join(tmp, f)
        shutil.rmtree(p) if os.path.isdir(p) else os.unlink(p)
    for name, body in c.files.items():
        p = os.path.join(tmp, name)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as fh:
            fh.write(body)
    text = c.text.replace("{sonda}", SONDA)
    opts = [o.replace("{dir}", tmp + "/inc") for o in c.opts]
    if c.mode == "n":
        cmd = [SONDA, "-x", "errtags", "-q"] + opts + ["-n", text] + dashes(c.operands)
    else:
        with open(os.path.join(tmp, "t.d"), "w", newline="") as fh:
            fh.write(text)
        if c.mode == "x":
            os.chmod(os.path.join(tmp, "t.d"), 0o755)
            cmd = ["./t.d"] + c.operands
        else:
            cmd = [SONDA, "-x", "errtags", "-q"] + opts + ["-s", "t.d"] + \
                dashes(c.operands)
    env = dict(os.environ, LC_ALL="C")
    for k in list(env):
        if k.startswith("DTRACE_OPT_"):
            del env[k]
    p = subprocess.Popen(cmd, cwd=tmp, env=env, stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        p.kill()
        out, err = p.communicate()
        return -1, out, err + b"(timeout)", {}
    ids = {"pid": p.pid, "ppid": os.getpid(), "pgid": os.getpgid(0),
           "sid": os.getsid(0), "uid": os.getuid(), "gid": os.getgid(),
           "euid": os.geteuid(), "egid": os.getegid(), "target": 0}
    return p.returncode, out, err, ids


def check(c, tmp):
    """None if sonda did what the model says, else a description."""
    rc, out, err, ids = run(c, tmp)
    w = c.want
    if w[0] == "out":
        want = w[1]
        for k, v in ids.items():
            want = want.replace(b"{%s}" % k.encode(), b"%d" % v)
        want += b"\n"	# dtrace(1)'s newline at the end
        pre = c.stderr_pre.replace(b"{dir}", tmp.encode() + b"/inc")
        if rc == 0 and out == want and err == pre:
            return None
        return "want status 0, stdout %r\n\tgot status %d, stdout %r, stderr %r" % (
            want, rc, out, err[-400:].decode("latin-1"))
    if w[0] == "err":
        want = expected_err(c, w[1], tmp).encode("latin-1")
        want = c.stderr_pre.replace(b"{dir}", tmp.encode() + b"/inc") + want
        if rc == 1 and err == want and not out:
            return None
        return "want status 1, stderr %r\n\tgot status %d, stderr %r, stdout %r" % (
            want.decode("latin-1"), rc, err.decode("latin-1")[-400:], out[:200])
    if w[0] == "fatal":
        last = err.decode("latin-1").rstrip("\n").split("\n")[-1]
        if rc == w[1] and last == w[2] and not out:
            return None
        return "want status %d, last stderr line %r\n\tgot status %d, stderr %r" % (
            w[1], w[2], rc, err.decode("latin-1")[-400:])
    first = err.decode("latin-1").split("\n")[0]
    if rc == 2 and first == w[1]:
        return None
    return "want status 2, first stderr line %r\n\tgot status %d, stderr %r" % (
        w[1], rc, err.decode("latin-1")[:300])


def main():
    global SONDA
    ap = fuzzlib.options(n=200)
    ap.add_argument("-k", "--kind", action="append", choices=sorted(GENS))
    args = ap.parse_args()
    SONDA = os.path.abspath(args.bin)
    kinds = args.kind or sorted(GENS)
    weights = [WEIGHTS[k] for k in kinds]
    bad = ran = 0
    tmp = tempfile.mkdtemp(prefix="lexpp.")
    try:
        for seed in range(args.s, args.s + args.n):
            r = random.Random(seed)
            kind = r.choices(kinds, weights)[0]
            c = GENS[kind](r)
            if c is None:
                continue
            ran += 1
            if args.v:
                print("seed %d: %r\n%s" % (seed, c, c.text))
            why = check(c, tmp)
            if why:
                bad += 1
                print("seed %d: %r\n%s\n\t%s\n" % (seed, c, c.text.rstrip("\n"), why))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("%d cases, %d disagreements" % (ran, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
