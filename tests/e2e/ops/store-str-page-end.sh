# A string stored into a variable, a string member or a ?: is copied as
# DTrace's dt_cg_memcpy( ) copies it: a fixed number of bytes (strsize for
# a string, 8 for a char *: dt_node_type_size( ) of the source), whatever
# follows its NUL. So "abc" just before an unmapped page prints and
# measures (probe_read_str( ) stops at the NUL) but cannot be stored: an
# invalid address, the string's own (a global is left "", a dynamic
# variable's element made), ?:'s the helper's error (-EFAULT, in %r0 when
# dt_cg_ternary_op( )'s copy reports it). A char * stored into a string
# variable copies its first 8 bytes over the variable's old ones, global
# and associative alike (dt_cg_store_var( )).
py="$SONDA_TEST_TMP/page-end.py"
cat >"$py" <<'PY'
import ctypes, os
libc = ctypes.CDLL(None)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int,
                      ctypes.c_int, ctypes.c_int, ctypes.c_long]
p = libc.mmap(None, 8192, 3, 0x22, -1, 0)
libc.mprotect(ctypes.c_void_p(p + 4096), 4096, 0)
ctypes.memmove(p + 4092, b"abc\0", 4)
ctypes.memmove(p + 100, b"0123456789ABCDEFGHIJ\0", 21)
fd = os.open("/dev/null", os.O_WRONLY)
libc.write(fd, ctypes.c_void_p(p + 4092), 4097)
libc.write(fd, ctypes.c_void_p(p + 100), 4098)
PY
cat >"$SONDA_TEST_TMP/page-end.d" <<'D'
string g;
uint64_t a1;
struct s { string n; };
this struct s *p;

syscall::write:entry /pid == $target && arg2 == 4097/ { a1 = arg1; printf("[%s] %d\n", stringof(arg1), strlen(stringof(arg1))); }
syscall::write:entry /pid == $target && arg2 == 4097/ { g = "old"; g = stringof(arg1); printf("not reached\n"); }
syscall::write:entry /pid == $target && arg2 == 4097/ { printf("g [%s]\n", g); }
syscall::write:entry /pid == $target && arg2 == 4097/ { this->t = (string)arg1; printf("not reached\n"); }
syscall::write:entry /pid == $target && arg2 == 4097/ { self->s = (string)(char *)arg1; printf("not reached\n"); }
syscall::write:entry /pid == $target && arg2 == 4097/ { printf("self->s [%s]\n", self->s); self->s = 0; }
syscall::write:entry /pid == $target && arg2 == 4097/ { printf("[%s]\n", arg0 ? stringof(arg1) : "x"); }
syscall::write:entry /pid == $target && arg2 == 4097/ { this->p = (struct s *)alloca(sizeof(struct s)); this->p->n = stringof(arg1); printf("not reached\n"); }
syscall::write:entry /pid == $target && arg2 == 4098/ { g = "abcdefghijklmnopqrstuvwxyz"; this->c = (char *)arg1; g = this->c; printf("g [%s]\n", g); }
syscall::write:entry /pid == $target && arg2 == 4098/ { a["k"] = "abcdefghijklmnopqrstuvwxyz"; this->c = (char *)arg1; a["k"] = this->c; printf("a [%s]\n", a["k"]); }
syscall::write:entry /pid == $target && arg2 == 4098/ { a["n"] = (char *)arg1; printf("new [%s]\n", a["n"]); }
syscall::write:entry /pid == $target && arg2 == 4098/ { g = stringof(arg1); printf("g [%s]\n", g); exit(0); }
ERROR { printf("clause %d fault %d at %s%x\n", arg2, arg4, arg5 == a1 ? "the string " : "", arg5 == a1 ? 0 : arg5); }
D
"$SONDA" -q -s "$SONDA_TEST_TMP/page-end.d" -c "python3 $py" 2>"$SONDA_TEST_TMP/err"
echo "rc $?"
sed -E "s/probe ID [0-9]+/probe ID N/; s/0x[0-9a-f]+\) at BPF pc [0-9]+/ADDR)/" "$SONDA_TEST_TMP/err"
# @@timeout: 60
