# sonda - build rules. `make` builds build/sonda; `make test` runs every test.
CC      ?= cc
PKGS    := libbpf libelf libdw zlib
CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare \
           -Wno-missing-field-initializers -D_GNU_SOURCE -MMD -MP \
           $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
CFLAGS  += $(EXTRA_CFLAGS)
# libbpf, elfutils and their compressors are linked in statically when all
# their archives are installed (scripts/deps.sh installs them): a sonda
# linked against seven shared libraries spends about 0.4 ms of every start
# in the dynamic loader. libc stays shared, as libdw may dlopen
# libdebuginfod. SONDA_DYNAMIC=1 links them all dynamically.
STATIC_LIBS := $(filter-out -lpthread,$(filter -l%,$(shell pkg-config --static --libs $(PKGS) 2>/dev/null)))
STATIC_OK   := $(if $(STATIC_LIBS),$(shell for l in $(patsubst -l%,%,$(STATIC_LIBS)); do \
		[ -f "$$($(CC) -print-file-name=lib$$l.a)" ] || exit 0; done; echo yes))
ifeq ($(if $(SONDA_DYNAMIC),,$(STATIC_OK)),yes)
LDLIBS  += -Wl,-Bstatic $(STATIC_LIBS) -Wl,-Bdynamic -pthread -ldl
else
LDLIBS  += $(shell pkg-config --libs $(PKGS) 2>/dev/null || echo -lbpf -lelf -ldw -lz)
endif

B       := build
SRCS    := $(sort $(wildcard src/*/*.c))
OBJS    := $(SRCS:%.c=$(B)/%.o)
MAIN    := $(B)/src/main.o
UNIT_SRCS := $(sort $(wildcard tests/unit/*_test.c))
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/%)

all: $(B)/sonda

# The README's first command: build, then count system calls by process
# for one second (as root; a user who may use sudo is asked for it).
TRY_SCRIPT := syscall:::entry { @[execname] = count(); } tick-1s { exit(0); }
try: all
	@if [ "$$(id -u)" -eq 0 ]; then $(B)/sonda -n '$(TRY_SCRIPT)'; \
	elif command -v sudo >/dev/null; then sudo $(B)/sonda -n '$(TRY_SCRIPT)'; \
	else echo "make try: sonda needs root: run it as root, or install sudo" >&2; exit 1; fi

# linked beside and renamed: a test running meanwhile sees a whole binary
$(B)/sonda: $(MAIN) $(OBJS)
	$(CC) $(CFLAGS) -o $@.tmp$$$$ $^ $(LDLIBS) && mv -f $@.tmp$$$$ $@

$(B)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

$(B)/tests/%: tests/unit/%.c tests/unit/tap.h tests/unit/cfixture.h $(OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Isrc -o $@ $< $(OBJS) $(LDLIBS)

unit: $(UNIT_BINS)

# libFuzzer over the compiler (lexer, parser, sema, cg), with ASan and UBSan
# (clang).
FUZZ_CC      ?= clang
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_SECONDS ?= 60
FUZZ_CI_SECONDS ?= 60
FUZZ_OBJS    := $(SRCS:%.c=$(B)/fuzz/%.o)

$(B)/fuzz/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(CFLAGS) -O1 -fsanitize=fuzzer-no-link $(FUZZ_SAN) -c -o $@ $<

$(B)/fuzz_compile: tests/fuzz/fuzz_compile.c $(FUZZ_OBJS)
	$(FUZZ_CC) $(CFLAGS) -O1 -Isrc -fsanitize=fuzzer $(FUZZ_SAN) -o $@ $^ $(LDLIBS)

fuzz: $(B)/fuzz_compile

# A bounded run on a copy of the seed corpus; any crash fails.
fuzz-run: fuzz
	rm -rf $(B)/fuzz-corpus && cp -r tests/fuzz/corpus $(B)/fuzz-corpus
	@if $(B)/fuzz_compile -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
		-print_final_stats=1 -artifact_prefix=$(B)/ $(B)/fuzz-corpus \
		> $(B)/fuzz.log 2>&1; then \
		echo "fuzz: $$(grep -a -o 'number_of_executed_units: [0-9]*' $(B)/fuzz.log) in $(FUZZ_SECONDS) s, no crash"; \
	else tail -40 $(B)/fuzz.log; echo "fuzz: crash (see $(B)/fuzz.log)"; exit 1; fi

# sonda itself under AddressSanitizer and UBSan, in build-asan/ (any
# report aborts): `make asan && SONDA=build-asan/sonda tests/run e2e/`.
ASAN_FLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fno-sanitize-recover=undefined
asan:
	$(MAKE) --no-print-directory B=build-asan EXTRA_CFLAGS="$(ASAN_FLAGS)" build-asan/sonda

# Static analysis with cppcheck (scripts/deps.sh installs it): warnings,
# portability and performance checks; the reasoned exceptions are in
# scripts/cppcheck.supp. Fails on any finding.
LINT_JOBS ?= 2
lint:
	cppcheck --quiet --error-exitcode=1 --inline-suppr -j $(LINT_JOBS) \
		--enable=warning,portability,performance --std=c11 \
		--suppressions-list=scripts/cppcheck.supp -D__x86_64__ -D_GNU_SOURCE \
		"-DLIBBPF_OPTS(TYPE,NAME,...)=struct TYPE NAME = { __VA_ARGS__ }" \
		-Isrc src tests/unit tests/fuzz

# Every test: the kernel-probe tests in a qemu guest (make vmtest; ~2
# minutes), unit tests and end-to-end tests (root, real kernel); the
# end-to-end summary line comes last.
test: all unit check-layers bench-build lint
	$(MAKE) --no-print-directory fuzz-run FUZZ_SECONDS=$(FUZZ_CI_SECONDS)
	@rc=0; tests/vm/vmtest.sh || rc=1; tests/run || rc=1; exit $$rc

# The benchmarks' programs are built (not run) by `make test`, so that a
# change to src/ cannot leave bench/ broken unnoticed.
bench-build: all
	@$(MAKE) --no-print-directory -C bench >/dev/null && echo "bench-build: bench/ builds"
.PHONY: bench-build

# Every #include of src/ against the layer table (scripts/layers.txt).
check-layers:
	@scripts/check-layers && echo "check-layers: every include follows scripts/layers.txt"

# Kernel-probe tests (fbt, kinst) in a qemu guest: a stock Debian kernel
# under TCG, booted open and locked down (tests/vm/vmtest.sh; ~2 minutes).
vmtest: all
	tests/vm/vmtest.sh
.PHONY: vmtest

check-headers:
	@for h in $$(find src -name '*.h'); do \
		echo "#include \"$$h\"" | $(CC) $(filter-out -MMD -MP,$(CFLAGS)) -fsyntax-only -x c - || exit 1; \
	done

# `make install [PREFIX=/usr/local] [DESTDIR=]`: sonda into $(SBINDIR), its
# manual page sonda(1) into $(MAN1DIR), the toolkit scripts into $(TOOLDIR)
# with their #! line pointing at it
# (SONDA_BIN=FILE installs that binary instead of building one).
PREFIX  ?= /usr/local
SBINDIR ?= $(PREFIX)/sbin
TOOLDIR ?= $(PREFIX)/share/sonda/toolkit
MAN1DIR ?= $(PREFIX)/share/man/man1
SONDA_BIN ?= $(B)/sonda

install: $(SONDA_BIN)
	install -d $(DESTDIR)$(SBINDIR) $(DESTDIR)$(TOOLDIR) $(DESTDIR)$(MAN1DIR)
	install -m 755 $(SONDA_BIN) $(DESTDIR)$(SBINDIR)/sonda
	install -m 644 docs/sonda.1 $(DESTDIR)$(MAN1DIR)/sonda.1
	for f in scripts/toolkit/*.d; do \
		sed '1s|^#!.*sonda |#!$(SBINDIR)/sonda |' $$f > $(DESTDIR)$(TOOLDIR)/$${f##*/} && \
		chmod 755 $(DESTDIR)$(TOOLDIR)/$${f##*/} || exit 1; \
	done

clean:
	rm -rf $(B) build-asan

.PHONY: all try unit test clean check-headers check-layers fuzz fuzz-run install asan lint
# the files src/rt/assets.c builds in with .incbin (no -MMD entry for them)
WEB_ASSETS := $(wildcard src/rt/web/*)
$(B)/src/rt/assets.o $(B)/fuzz/src/rt/assets.o: $(WEB_ASSETS)

-include $(OBJS:.o=.d) $(MAIN:.o=.d) $(FUZZ_OBJS:.o=.d)
