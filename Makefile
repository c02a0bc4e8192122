# segpager: the two README commands (`make demo`, `make test`) and the rest.
# `make help` lists every target.

SWIFT        ?= swift
PYTHON       ?= python3
CC           ?= cc
CXX          ?= c++
BUILD        := .build
RELEASE_DIR  := $(BUILD)/release
LIB          := $(RELEASE_DIR)/libsegpager.so
VENV         := $(BUILD)/venv
VPY          := $(VENV)/bin/python
HEADER       := bindings/c/segpager.h
# The version is written once, in the header's SEGPAGER_VERSION_* macros.
version_part  = $(shell sed -n -E 's/^\#define SEGPAGER_VERSION_$(1) ([0-9]+)$$/\1/p' $(HEADER))
VERSION      := $(call version_part,MAJOR).$(call version_part,MINOR).$(call version_part,PATCH)
SONAME       := libsegpager.so.$(call version_part,MAJOR)
SWIFT_SOURCES := $(shell find Sources -name '*.swift' -o -name '*.h') Package.swift $(HEADER) bindings/c/segpager.map

# The release library: Swift runtime linked in statically (so it loads where
# no Swift is installed), only segpager_* exported, dead code dropped, SONAME
# set. It links with the toolchain's lld: gold leaves the core's type metadata
# in .dynsym (as local symbols) when the version script hides it. Identical
# code folding (--icf=all) merges the runtime's identical functions: 170 KB
# less, no change in the frame's cost. SEGPAGER_NO_CODING leaves the core's
# Codable conformances (Swift's saving, Sources/SegPager/Coding/ and the
# generated Sources/SegPager/Generated/Coding+*.swift, each in #if
# !SEGPAGER_NO_CODING) out
# of the C library: C and Python never reach them, and their generic
# containers cost 258 KB (Swift packages still get them).
# --wrap=_swift_stdlib_getScalarName leaves out the runtime's Unicode
# scalar name tables (Unicode.Scalar.Properties.name), 553 KB of the
# stripped library: any library with the runtime linked in statically keeps
# them, since libswiftCore.a's Swift.o holds most of the standard library in
# one .text section, live through its retained metadata, and that section
# calls the tables' one reader. The wrap sends the call to a stub that
# answers "no name" (Sources/SegPagerABI/ScalarNames.swift); nothing in
# segpager asks for a scalar's name, so no text changes, and --gc-sections
# drops the reader and its tables. segpager's own machine code is the same,
# and so is the frame's cost.
RELEASE_FLAGS := -c release --product segpager \
	-Xswiftc -static-stdlib -Xswiftc -use-ld=lld -Xswiftc -DSEGPAGER_NO_CODING \
	-Xlinker --version-script=$(CURDIR)/bindings/c/segpager.map \
	-Xlinker --gc-sections -Xlinker --icf=all -Xlinker --wrap=_swift_stdlib_getScalarName \
	-Xlinker -soname -Xlinker $(SONAME)

C_WARNINGS := -Wall -Wextra -Werror -pedantic
C_TESTS    := $(wildcard bindings/c/tests/*.c)
# test_step_allocations counts heap allocations by interposing malloc, which
# the sanitizers and valgrind replace themselves: it runs in test-c only.
CHECKED_C_TESTS := $(filter-out %/test_step_allocations.c,$(C_TESTS))
# test_fork's children lose, by design, what the parent's other threads
# held at each fork (memcheck counts it as definitely lost), and its 220
# forks take ten minutes under valgrind: memcheck skips it.
MEMCHECKED_C_TESTS := $(filter-out %/test_fork.c,$(CHECKED_C_TESTS))

BENCH_DIR := $(BUILD)/bench
BENCH_ROUNDS ?= 5

.PHONY: boundary fuzz32 wasm wasm-deps test-js browser-deps test-browser web-shot web-package web-example check-embedded generate bench-instructions shipped sdist test-sdist sdl-deps test-sdl sdl-app sdl-shot qt-app qt-shot abi check-abi check-apple docs bench help build test test-swift lint-swift test-c test-python lint-python venv demo examples c-examples fonts gui-deps app wheel test-wheel install clean fuzz fuzz-build test-fuzz sanitize sanitize-swift sanitize-c sanitize-threads valgrind test-rss

help: ## list every target
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-13s %s\n", $$1, $$2}'

build: $(LIB) ## build the release libsegpager.so (static Swift runtime)

$(LIB): $(SWIFT_SOURCES) Makefile
	$(SWIFT) build $(RELEASE_FLAGS)
	ln -sf libsegpager.so $(RELEASE_DIR)/$(SONAME)
	@touch $(LIB)

# The library as shipped (the wheel, `make install`): the release build
# stripped, its debug info kept in .build/debug/.build-id/NN/REST.debug
# under the library's build id (gdb and other symbolisers look there with
# `set debug-file-directory .build/debug`) and named by a .gnu_debuglink.
SHIPPED_LIB := $(BUILD)/shipped/libsegpager.so
DEBUG_DIR   := $(BUILD)/debug

shipped: $(SHIPPED_LIB) ## the stripped library the wheel and `make install` ship, debug info in .build/debug

$(SHIPPED_LIB): $(LIB)
	@mkdir -p $(dir $@)
	@id=$$(readelf -n $(LIB) | sed -n 's/.*Build ID: //p'); \
	[ -n "$$id" ] || { echo "shipped: $(LIB) has no build id" >&2; exit 1; }; \
	debug=$(DEBUG_DIR)/.build-id/$$(echo $$id | cut -c1-2)/$$(echo $$id | cut -c3-).debug; \
	mkdir -p $$(dirname $$debug) && \
	objcopy --only-keep-debug $(LIB) $$debug && \
	objcopy --strip-debug --strip-unneeded --add-gnu-debuglink=$$debug $(LIB) $@.tmp && \
	mv $@.tmp $@ && echo "shipped: $@ ($$(wc -c < $@) bytes), debug info in $$debug"

test: test-swift docs test-c test-sdl test-rss check-abi test-python test-wheel test-sdist test-fuzz test-js test-browser ## run every test: Swift, the docs, C (and the SDL front end), Python (after check-abi), the wheel, the sdist, a 60 s fuzz run and the web door (node, Chromium)

test-swift: lint-swift check-apple check-embedded ## the Swift core's tests (Swift Testing), and a package that uses the SegPager product
	$(SWIFT) test
	@# SwiftPM keeps a path dependency's file list in the consumer's scratch
	@# path: start it afresh when the core gains or loses a file.
	@find Sources/SegPager -name '*.swift' | sort > $(BUILD)/consumer-sources.new; \
	cmp -s $(BUILD)/consumer-sources.new $(BUILD)/consumer-sources || rm -rf $(BUILD)/consumer; \
	mv $(BUILD)/consumer-sources.new $(BUILD)/consumer-sources
	cd bindings/swift/consumer && $(SWIFT) run --scratch-path $(CURDIR)/$(BUILD)/consumer Consumer \
		| tee $(CURDIR)/$(BUILD)/consumer.txt
	grep -q "widths \[60.0, 200.0, 60.0\]" $(BUILD)/consumer.txt
	grep -q "strip offset 23.5 indicator 193.5 35.0 weights \[0.75, 0.25\]" $(BUILD)/consumer.txt
	grep -q "first sel0<-1:program load0 load1 wa0 da0" $(BUILD)/consumer.txt
	grep -q "frame t=4.0 idle offset=1875.0 p=5.0 sel=5 \[sel5<1:tap wd1 load5 load4 wa5 dd1 unload0 unload1 unload2 da5\]" \
		$(BUILD)/consumer.txt
	grep -q "dragged selected 1 dragging" $(BUILD)/consumer.txt
	grep -q "released offset 375.0 idle" $(BUILD)/consumer.txt
	grep -q "tapped selected 5 offset 1875.0" $(BUILD)/consumer.txt
	grep -q "header 156.0 list 44.0 y -156.0" $(BUILD)/consumer.txt
	grep -q "switched header 56.0 list 0.0" $(BUILD)/consumer.txt
	grep -q "back list 44.0" $(BUILD)/consumer.txt
	grep -q "error PageGeometry.viewportWidth: must give a page stride > 0" $(BUILD)/consumer.txt

test-c: $(LIB) c-examples venv ## the C tests, as C11 and as C++17, plus the library checks
	@mkdir -p $(BUILD)/ctests
	@set -e; for t in $(C_TESTS); do \
		name=$$(basename $$t .c); \
		$(CC) -std=c11 $(C_WARNINGS) -Ibindings/c $$t -L$(RELEASE_DIR) -lsegpager -lm \
			-Wl,-rpath,'$$ORIGIN/../release' -o $(BUILD)/ctests/$$name-c; \
		$(CXX) -x c++ -std=c++17 $(C_WARNINGS) -Ibindings/c $$t -L$(RELEASE_DIR) -lsegpager -lm \
			-Wl,-rpath,'$$ORIGIN/../release' -o $(BUILD)/ctests/$$name-cxx; \
		echo "== $$name (C11)"; $(BUILD)/ctests/$$name-c; \
		echo "== $$name (C++17)"; $(BUILD)/ctests/$$name-cxx; \
	done
	bindings/c/tests/check_matrix.sh $(BUILD)/ctests/test_bad_input_matrix-c $(LIB) $(HEADER) bindings/c/fuzz/fuzz_segpager.c
	bindings/c/tests/check_library.sh $(LIB) $(HEADER)
	bindings/c/tests/check_install.sh

lint-swift: ## swift format lint with the committed .swift-format (warnings fail)
	$(SWIFT) format lint --strict -r Sources Tests Package.swift bindings/swift
	python3 Tests/check_swift_docs.py
	python3 Tests/check_motions.py

# No Apple SDK here: a scan of the core and the C layer for standard-library
# APIs newer than Package.swift's platforms, from the toolchain's own
# availability annotations, and the scan's own tests.
# The core as Embedded Swift for wasm32 (the web door's build, #32; and so
# free of OS dependencies, as a microcontroller build needs): the same files
# as the native build, with Codable left out as the shipped library leaves
# it (SEGPAGER_NO_CODING) and the libm functions declared by Math.swift.
check-embedded: ## compile the Swift core as Embedded Swift for wasm32-unknown-none-wasm (an object file)
	@# Where the web door builds (wasi-libc), its module's compile of the core
	@# is this check, with the same flags and more (SIMD, LTO): make test
	@# builds it once, for this and the web door (38 s less).
	@if [ -f $(WASM_SYSROOT)/libc.a ] && [ -f $(WASM_EMBEDDED)/Swift.swiftmodule/wasm32-unknown-none-wasm.swiftmodule ] && \
		command -v wasm-opt >/dev/null; then \
		$(MAKE) -s $(WASM) && echo "check-embedded: the core compiles as Embedded Swift for wasm32 (in $(WASM))"; \
	else mkdir -p $(BUILD)/embedded && \
		$(SWIFTC) -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded \
		-enable-experimental-feature Extern -wmo -parse-as-library -Osize -module-name SegPager \
		-package-name segpager -DSEGPAGER_NO_CODING -Xfrontend -disable-stack-protector \
		-c $(CORE_SOURCES) -o $(BUILD)/embedded/SegPager.o && \
		echo "check-embedded: the core compiles as Embedded Swift for wasm32 ($$(wc -c < $(BUILD)/embedded/SegPager.o) bytes of object)"; fi

check-apple: ## fail on any API newer than the Apple OSes in Package.swift (a scan, not an Apple build)
	SWIFT=$(SWIFT) $(PYTHON) Tests/check_apple.py
	SWIFT=$(SWIFT) $(PYTHON) Tests/test_check_apple.py

# The DocC catalog, built offline with the toolchain's docc: the core's
# symbol graph (in its own scratch path, so the flags never rebuild the
# normal build), then the catalog's articles over it. Warnings fail.
DOCC     ?= $(dir $(shell command -v $(SWIFT)))docc
DOCS_DIR := $(BUILD)/docs
docs: venv ## the documentation site (.build/docs/site: the guide, the Python, C and Swift references), warnings as errors
	@mkdir -p $(DOCS_DIR)/symbols
	@# swiftc writes the symbol graph only when it compiles the module: a
	@# graph gone missing needs a fresh build.
	@[ -f $(DOCS_DIR)/symbols/SegPager.symbols.json ] || rm -rf $(DOCS_DIR)/swiftpm
	$(SWIFT) build --scratch-path $(DOCS_DIR)/swiftpm --target SegPager \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS_DIR)/symbols
	$(DOCC) convert Sources/SegPager/SegPager.docc --additional-symbol-graph-dir $(DOCS_DIR)/symbols \
		--fallback-display-name SegPager --fallback-bundle-identifier segpager.SegPager \
		--output-path $(DOCS_DIR)/SegPager.doccarchive --warnings-as-errors
	@# the guide's live pagers: the web door, where it builds
	@[ -f $(WASM_SYSROOT)/libc.a ] && $(MAKE) -s wasm >/dev/null || echo "docs: no web door (no wasi-libc): the live pagers show plain text"
	$(VPY) docs/build_site.py --build $(DOCS_DIR) --docc-archive $(DOCS_DIR)/SegPager.doccarchive --docc $(DOCC) \
		--web $(WEB_DIR)

$(VENV)/.ready: bindings/python/requirements-dev.txt bindings/python/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --no-compile --disable-pip-version-check -r bindings/python/requirements-dev.txt
	$(VPY) -m pip install --quiet --disable-pip-version-check -e bindings/python
	@touch $@

venv: $(VENV)/.ready ## the repo's own Python environment (pytest, hypothesis, mypy, ruff)

# The Python ABI layer is generated from the header (and the *_init defaults
# from the built library): `make abi` writes it, `make check-abi` fails when
# the committed file differs from a fresh generation.
ABI_PY  := bindings/python/segpager/_generated/abi.py
GEN_ABI  = CC=$(CC) $(VPY) bindings/python/tools/gen_abi.py --header $(HEADER) --library $(LIB) --output $(ABI_PY) \
	--swift-version Sources/SegPager/Generated/Version.swift

# The JavaScript door's ABI facts (bindings/js/generated/abi.js), from the same header
# and tables, for wasm32's layouts; clang checks those layouts.
GEN_JS   = CC=$(CC) $(VPY) bindings/python/tools/gen_js.py --header $(HEADER) --output bindings/js/generated/abi.js \
	--clang $(SANITIZER_CC)

abi: generate $(LIB) venv ## regenerate bindings/python/segpager/_generated/ (and bindings/js/generated/) from segpager.h and the library (after `make generate`)
	$(GEN_ABI)
	$(GEN_JS)

# The one entry: the Swift glue (before the build, which it feeds), the
# build, then the Python and JavaScript layers (which read the library's
# *_init defaults); `make check-abi` checks all of it.
boundary: abi ## regenerate everything the boundary generates, in order: `make generate`, the build, `make abi`

# The Swift glue of the boundary (enum tables, statuses, conversions, C
# names, case names) is generated from the header and bindings/abi/*.toml,
# before the build: it reads no library.
GEN_SWIFT = CC=$(CC) $(VPY) bindings/python/tools/gen_boundary.py --header $(HEADER) --root $(CURDIR)

generate: venv ## regenerate the Swift glue of the boundary from segpager.h and bindings/abi/*.toml
	$(GEN_SWIFT)

check-abi: $(LIB) venv ## fail if a generated file (the Swift glue, the Python ABI layer) is stale
	$(GEN_SWIFT) --check
	$(GEN_ABI) --check
	$(GEN_JS) --check

# pytest-xdist runs the tests on every core (PYTEST_WORKERS=auto): 380 s on
# one worker, 207 s on two. Each test makes its own pagers and temporary
# files, so a test's worker and order do not change what it checks.
PYTEST_WORKERS ?= auto
test-python: $(LIB) venv lint-python fonts gui-deps ## pytest (with hypothesis) on the Python package
	cd bindings/python && SEGPAGER_LIBRARY= ../../$(VPY) -m pytest -q -n $(PYTEST_WORKERS)

lint-python: venv ## mypy --strict and ruff on the Python package
	cd bindings/python && ../../$(VPY) -m mypy --strict segpager tests examples bench tools ../../docs/*.py ../js/tests/*.py ../js/bench/*.py
	cd bindings/python && ../../$(VPY) -m ruff check segpager tests examples bench setup.py tools ../../docs/*.py ../js/tests/*.py \
		../js/bench/*.py
	cd bindings/python && ../../$(VPY) -m ruff format --check segpager tests examples bench setup.py tools ../../docs/*.py \
		../js/tests/*.py ../js/bench/*.py

demo: $(LIB) venv fonts ## the main job: a scripted news-app session, printed and drawn to demo.gif
	$(VPY) bindings/python/examples/demo.py demo.gif

# The demo measures and draws Chinese titles, so it needs a CJK font. The
# paths are segpager.render's FONT_CANDIDATES; SEGPAGER_FONT overrides them.
CJK_FONTS := /usr/share/fonts/truetype/wqy/wqy-microhei.ttc \
	/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc \
	/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf

# The interactive app's test also runs it in a real X server when xvfb-run
# is there; installing it is best effort and never fails the build.
# Qt's xcb platform plugin (the Qt widget's X11 test) loads these libraries,
# which PySide6's wheels do not ship.
QT_XCB_DEBS := libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
	libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0
gui-deps: ## install Xvfb (xvfb, xauth) and Qt's xcb libraries for the X11 tests, if missing
	@command -v xvfb-run >/dev/null && dpkg -s $(QT_XCB_DEBS) >/dev/null 2>&1 && exit 0; \
	if command -v apt-get >/dev/null; then \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo -n ); \
		echo "installing xvfb and Qt's xcb libraries for the X11 tests"; \
		$$sudo apt-get install -y -qq xvfb xauth $(QT_XCB_DEBS) >/dev/null 2>&1 || \
		{ $$sudo apt-get update -qq && $$sudo apt-get install -y -qq xvfb xauth $(QT_XCB_DEBS) >/dev/null; } || \
		echo "warning: no xvfb-run or Qt xcb libraries; the X11 tests will be skipped (the headless ones still run)"; \
	else echo "warning: no xvfb-run and no apt-get; the X11 tests will be skipped"; fi

app: $(LIB) venv fonts ## the interactive pager in a pygame window
	$(VPY) bindings/python/examples/pager_app.py

qt-app: $(LIB) venv fonts ## the Qt news pager (segpager.qt) in a window
	$(VPY) bindings/python/examples/qt_news.py

qt-shot: $(LIB) venv fonts ## redraw bindings/python/examples/qt_news.png with Qt's own grab() (offscreen)
	QT_QPA_PLATFORM=offscreen $(VPY) bindings/python/examples/qt_news.py --shot bindings/python/examples/qt_news.png >/dev/null

fonts: ## install a CJK font (Debian's fonts-wqy-microhei) unless one is there
	@for f in $(SEGPAGER_FONT) $(CJK_FONTS); do [ -f "$$f" ] && exit 0; done; \
	if command -v apt-get >/dev/null; then \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo -n ); \
		echo "installing fonts-wqy-microhei for the demo's Chinese titles"; \
		$$sudo apt-get install -y -qq fonts-wqy-microhei >/dev/null 2>&1 || \
		{ $$sudo apt-get update -qq && $$sudo apt-get install -y -qq fonts-wqy-microhei >/dev/null; } || \
		echo "warning: no CJK font; Chinese titles will draw as boxes (set SEGPAGER_FONT)"; \
	else echo "warning: no CJK font and no apt-get; set SEGPAGER_FONT to a CJK .ttf/.ttc"; fi

# sdl_pager.c needs SDL2: `make test-sdl` builds it (below).
C_EXAMPLES := $(filter-out %/sdl_pager.c,$(wildcard bindings/c/examples/*.c))

c-examples: $(LIB)
	@mkdir -p $(BUILD)/examples
	@set -e; for e in $(C_EXAMPLES); do \
		$(CC) -std=c11 $(C_WARNINGS) -Ibindings/c $$e -L$(RELEASE_DIR) -lsegpager \
			-Wl,-rpath,'$$ORIGIN/../release' -o $(BUILD)/examples/$$(basename $$e .c); \
	done

# The SDL2 front end in C (bindings/c/examples/sdl_pager.c): SDL2 (and
# SDL2_ttf for the titles' text) from Debian, installed best effort like the
# fonts; without SDL2 the test says so and skips.
SDL_PAGER := $(BUILD)/examples/sdl_pager

sdl-deps: ## install SDL2 and SDL2_ttf (Debian's libsdl2-dev, libsdl2-ttf-dev) unless there
	@pkg-config --exists sdl2 SDL2_ttf && exit 0; \
	if command -v apt-get >/dev/null; then \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo -n ); \
		echo "installing libsdl2-dev and libsdl2-ttf-dev for the SDL front end"; \
		$$sudo apt-get install -y -qq libsdl2-dev libsdl2-ttf-dev >/dev/null 2>&1 || \
		{ $$sudo apt-get update -qq && $$sudo apt-get install -y -qq libsdl2-dev libsdl2-ttf-dev >/dev/null; } || \
		echo "warning: no SDL2; the SDL front end's test will be skipped"; \
	else echo "warning: no SDL2 and no apt-get; the SDL front end's test will be skipped"; fi

$(SDL_PAGER): bindings/c/examples/sdl_pager.c $(HEADER) $(LIB)
	@mkdir -p $(dir $@)
	$(CC) -std=c11 $(C_WARNINGS) $$(pkg-config --exists SDL2_ttf && echo -DSEGPAGER_SDL_TTF) -Ibindings/c $< \
		$$(pkg-config --cflags --libs sdl2) $$(pkg-config --exists SDL2_ttf && pkg-config --cflags --libs SDL2_ttf) \
		-L$(RELEASE_DIR) -lsegpager -Wl,-rpath,'$$ORIGIN/../release' -o $@

test-sdl: $(LIB) sdl-deps ## the SDL2 front end: a scripted session on SDL's dummy driver, pixels checked
	@if ! pkg-config --exists sdl2; then echo "test-sdl: skipped: no SDL2 (make sdl-deps)"; exit 0; fi; \
	$(MAKE) -s $(SDL_PAGER) && bindings/c/tests/check_sdl.sh $(SDL_PAGER)

sdl-app: $(LIB) sdl-deps $(SDL_PAGER) ## the SDL2 front end in a window
	$(SDL_PAGER)

sdl-shot: $(LIB) sdl-deps $(SDL_PAGER) venv ## redraw bindings/c/examples/sdl_pager.png with SDL's own read-back
	SDL_VIDEODRIVER=dummy $(SDL_PAGER) --frames 20 --shot $(BUILD)/sdl_pager.bmp --shot-at 10 >/dev/null
	$(VPY) -c "from PIL import Image; Image.open('$(BUILD)/sdl_pager.bmp').save('bindings/c/examples/sdl_pager.png', optimize=True)"

examples: c-examples venv ## run every example: Python and C
	@set -e; for e in $(filter-out %/pager_app.py %/qt_news.py,$(wildcard bindings/python/examples/*.py)); do \
		echo "== $$e"; $(VPY) $$e; done
	@set -e; for e in $(C_EXAMPLES); do echo "== $$e"; $(BUILD)/examples/$$(basename $$e .c); done

# The benchmarks, in release builds: the Swift one in its own scratch path
# (so its flags never rebuild the library), the C one with -O2 against the
# release library. `make bench BENCH_MODE=quick` runs a few frames only.
$(BENCH_DIR)/bench_frame: bindings/c/bench/bench_frame.c $(HEADER) $(LIB)
	@mkdir -p $(BENCH_DIR)
	$(CC) -std=c11 -O2 -g $(C_WARNINGS) -Ibindings/c bindings/c/bench/bench_frame.c -L$(RELEASE_DIR) -lsegpager -lm \
		-Wl,-rpath,'$$ORIGIN/../release' -o $@

bench: $(LIB) venv $(BENCH_DIR)/bench_frame ## benchmarks (Swift, C, Python, the web door): one JSON line, also in .build/bench.json; then the CLI's memory (.build/bench/files.json)
	$(SWIFT) build -c release --product SegPagerBench --scratch-path $(BUILD)/bench-swift
	@# Python's frame, C and Swift take turns, BENCH_ROUNDS times: on a shared
	@# machine the speed drifts between runs, and bench_python pairs round k
	@# of one with round k of the next (c_over_swift and py_frame_over_c are
	@# medians of the paired ratios).
	@# The web door's frame (bindings/js/bench) joins the turns where the
	@# module builds and node runs (wasm_frame_over_c pairs it with C's);
	@# then <seg-pager> in headless Chromium (bench_browser.py), once.
	@web=; if [ -f $(WASM_SYSROOT)/libc.a ] && command -v node >/dev/null && $(MAKE) -s wasm >/dev/null; then web=1; \
		else echo "bench: the web door's figures skipped (no wasi-libc or node)"; fi; \
	rm -f $(BENCH_DIR)/c.json $(BENCH_DIR)/swift.json $(BENCH_DIR)/py.json $(BENCH_DIR)/web.json $(BENCH_DIR)/browser.json; \
	for round in $$(seq $(BENCH_ROUNDS)); do \
		(cd bindings/python && ../../$(VPY) -m bench.bench_python --frame-round $(if $(BENCH_MODE),--quick)) \
			>> $(BENCH_DIR)/py.json || exit 1; \
		$(BENCH_DIR)/bench_frame $(BENCH_MODE) >> $(BENCH_DIR)/c.json || exit 1; \
		if [ -n "$$web" ]; then node bindings/js/bench/bench_frame.mjs $(BENCH_MODE) >> $(BENCH_DIR)/web.json || exit 1; fi; \
		$(BUILD)/bench-swift/release/SegPagerBench $(BENCH_MODE) >> $(BENCH_DIR)/swift.json || exit 1; \
	done; \
	if [ -n "$$web" ] && command -v chromium >/dev/null; then \
		$(VPY) bindings/js/bench/bench_browser.py $(if $(BENCH_MODE),--quick) > $(BENCH_DIR)/browser.json || exit 1; \
	else echo "bench: <seg-pager>'s figures skipped (no chromium: make browser-deps)"; fi
	cd bindings/python && ../../$(VPY) -m bench.bench_python $(if $(BENCH_MODE),--quick) \
		--c-json ../../$(BENCH_DIR)/c.json --swift-json ../../$(BENCH_DIR)/swift.json \
		--py-json ../../$(BENCH_DIR)/py.json --out ../../$(BUILD)/bench.json \
		$$([ -s ../../$(BENCH_DIR)/web.json ] && echo --web-json ../../$(BENCH_DIR)/web.json) \
		$$([ -s ../../$(BENCH_DIR)/browser.json ] && echo --browser-json ../../$(BENCH_DIR)/browser.json)
	@# The command line's memory on long inputs (issue #35): a replay of a
	@# 1,000,000-frame recording, a render of a 60 s script, each in a child.
	cd bindings/python && ../../$(VPY) -m bench.bench_files $(if $(BENCH_MODE),--quick) \
		--out ../../$(BENCH_DIR)/files.json

# Instructions per frame (callgrind): the C step, the Python frame and the
# reference model's, which do not drift with the machine's load as times do.
bench-instructions: $(LIB) venv $(BENCH_DIR)/bench_frame ## instructions per frame under callgrind (C, Python, the reference model; by part of the frame; the 1,000,000-item layout)
	$(need_valgrind)
	cd bindings/python && ../../$(VPY) -m bench.instructions --breakdown \
		--c-bench ../../$(BENCH_DIR)/bench_frame --out ../../$(BUILD)/bench-instructions.json

PREFIX  ?= /usr/local

install: $(SHIPPED_LIB) ## install libsegpager.so (stripped), segpager.h, segpager.pc and the CMake package under PREFIX
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include
	install -m 755 $(SHIPPED_LIB) $(DESTDIR)$(PREFIX)/lib/libsegpager.so.$(VERSION)
	ln -sf libsegpager.so.$(VERSION) $(DESTDIR)$(PREFIX)/lib/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(PREFIX)/lib/libsegpager.so
	install -m 644 $(HEADER) $(DESTDIR)$(PREFIX)/include/segpager.h
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(VERSION)|' bindings/c/segpager.pc.in \
		> $(DESTDIR)$(PREFIX)/lib/pkgconfig/segpager.pc
	install -d $(DESTDIR)$(PREFIX)/lib/cmake/segpager
	for f in segpagerConfig segpagerConfigVersion; do \
		sed -e 's|@VERSION@|$(VERSION)|' -e 's|@SONAME@|$(SONAME)|' \
			-e 's|@MAJOR@|$(call version_part,MAJOR)|g' -e 's|@MINOR@|$(call version_part,MINOR)|g' \
			bindings/c/cmake/$$f.cmake.in > $(DESTDIR)$(PREFIX)/lib/cmake/segpager/$$f.cmake || exit 1; \
	done

WHEEL_DIR := $(BUILD)/dist

# The wheel carries the shipped library (bindings/python/setup.py copies it
# into the built package, so the source tree keeps no copy) and is tagged
# manylinux_2_X by the newest glibc symbol version the library needs.
wheel: $(SHIPPED_LIB) venv ## a py3-none-manylinux wheel of the Python package, libsegpager.so inside
	rm -rf $(WHEEL_DIR) bindings/python/build
	cd bindings/python && ../../$(VPY) -m pip wheel --quiet --disable-pip-version-check \
		--no-deps --no-build-isolation -w ../../$(WHEEL_DIR) . ; \
		status=$$?; rm -rf build; exit $$status

test-wheel: wheel ## install the wheel into a clean venv and use it
	bindings/python/tests/check_wheel.sh

# The sdist: the Python package and, under native/, what `make shipped`
# needs to build the library from source (Package.swift, Sources, Tests,
# since SwiftPM checks every target's folder, the header, the version
# script and this Makefile).
SDIST_DIR   := $(BUILD)/sdist
SDIST_STAGE := $(BUILD)/sdist-stage

sdist: venv ## the source distribution, .build/sdist/segpager-VERSION.tar.gz: builds the library where Swift is
	rm -rf $(SDIST_STAGE) $(SDIST_DIR) && mkdir -p $(SDIST_STAGE)/native/bindings/c $(SDIST_DIR)
	cp -a bindings/python/setup.py bindings/python/pyproject.toml bindings/python/README.md \
		bindings/python/segpager $(SDIST_STAGE)/
	rm -rf $(SDIST_STAGE)/segpager/__pycache__ $(SDIST_STAGE)/segpager/*/__pycache__ \
		$(SDIST_STAGE)/segpager/libsegpager.so
	cp -a Package.swift Makefile Sources Tests $(SDIST_STAGE)/native/
	cp -a $(HEADER) bindings/c/segpager.map bindings/c/segpager.pc.in $(SDIST_STAGE)/native/bindings/c/
	printf 'graft native\nglobal-exclude __pycache__ *.pyc\n' > $(SDIST_STAGE)/MANIFEST.in
	cd $(SDIST_STAGE) && $(CURDIR)/$(VPY) -m build --sdist --no-isolation --outdir $(CURDIR)/$(SDIST_DIR) . \
		> $(CURDIR)/$(BUILD)/sdist.log 2>&1 || { cat $(CURDIR)/$(BUILD)/sdist.log; exit 1; }
	@ls $(SDIST_DIR)/*.tar.gz

test-sdist: sdist ## build a wheel from the sdist (Swift from source), install and import it; and without Swift, one clear line
	bindings/python/tests/check_sdist.sh

clean: ## remove build products
	rm -rf $(BUILD)

# ---------------------------------------------------------------------------
# Reliability (issue #8): fuzzing, sanitizers, valgrind, RSS.
#
# The Swift toolchain ships clang with compiler-rt (libFuzzer, ASan, UBSan,
# TSan), so nothing needs installing; SANITIZER_CC picks that clang. The
# instrumented objects are built by swiftc directly into .build/fuzz and
# .build/sanitize, never into SwiftPM's release folder.
SANITIZER_CC ?= $(dir $(shell command -v $(SWIFT)))clang
SWIFTC       ?= $(dir $(shell command -v $(SWIFT)))swiftc
# Every Swift file of each target, in its folders (the concepts' folders and
# Generated/), in one order.
CORE_SOURCES := $(shell find Sources/SegPager -name '*.swift' | sort)
ABI_SOURCES  := $(shell find Sources/SegPagerABI -name '*.swift' | sort)
FUZZ_DIR     := $(BUILD)/fuzz
FUZZ_BIN     := $(FUZZ_DIR)/fuzz_segpager
FUZZ_CORPUS  := bindings/c/fuzz/corpus
SECONDS      ?= 60

# A module map for CSegPager (SwiftPM makes one; swiftc needs it spelled out).
# Both modules get one -package-name, as SwiftPM gives them: the C layer uses
# the core's `package` declarations (KeySet).
DERIVED_HEADER := Sources/CSegPager/include/segpager_derived.h
%/modules/module.modulemap: $(HEADER) $(DERIVED_HEADER)
	@mkdir -p $(@D)
	printf 'module CSegPager {\n    header "%s"\n    header "%s"\n    export *\n}\n' \
		"$(CURDIR)/$(HEADER)" "$(CURDIR)/$(DERIVED_HEADER)" > $@

# Swift has no -sanitize=undefined on Linux (its own overflow and bounds
# checks trap instead); the C harness gets UBSan from clang.
# The core's code is generated on every core (-num-threads: one object a
# source file, 77 s -> 52 s on two cores), then joined into one object.
NPROC := $(shell nproc 2>/dev/null || echo 1)
$(FUZZ_DIR)/SegPager.o: $(CORE_SOURCES) $(FUZZ_DIR)/modules/module.modulemap
	@rm -rf $(FUZZ_DIR)/core && mkdir -p $(FUZZ_DIR)/core
	cd $(FUZZ_DIR)/core && $(SWIFTC) -parse-as-library -O -wmo -num-threads $(NPROC) -sanitize=fuzzer,address \
		-module-name SegPager -package-name segpager -emit-module -emit-module-path ../modules/SegPager.swiftmodule \
		-c $(abspath $(CORE_SOURCES))
	$(dir $(SWIFTC))ld.lld -r -o $@ $(FUZZ_DIR)/core/*.o

$(FUZZ_DIR)/SegPagerABI.o: $(ABI_SOURCES) $(FUZZ_DIR)/SegPager.o
	$(SWIFTC) -parse-as-library -O -wmo -sanitize=fuzzer,address -module-name SegPagerABI -package-name segpager \
		-I $(FUZZ_DIR)/modules -c $(ABI_SOURCES) -o $@
	@touch $@

$(FUZZ_BIN): bindings/c/fuzz/fuzz_segpager.c bindings/c/fuzz/fuzz_events.h $(HEADER) $(FUZZ_DIR)/SegPager.o $(FUZZ_DIR)/SegPagerABI.o
	$(SANITIZER_CC) -std=c11 $(C_WARNINGS) -g -O1 -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=undefined -Ibindings/c -c $< -o $(FUZZ_DIR)/fuzz_segpager.o
	$(SWIFTC) -sanitize=fuzzer,address -use-ld=lld $(FUZZ_DIR)/fuzz_segpager.o $(FUZZ_DIR)/SegPager.o $(FUZZ_DIR)/SegPagerABI.o -o $@

fuzz-build: $(FUZZ_BIN) ## build the libFuzzer harness (ASan, UBSan) into .build/fuzz

# New inputs go to .build/fuzz/corpus; the committed seeds are read only. A
# call that takes over 10 s is a finding too (-timeout). SWIFT_BACKTRACE=
# enable=no leaves crash reports to the sanitizers.
fuzz: $(FUZZ_BIN) ## fuzz every C export for SECONDS (default 60) seconds
	@mkdir -p $(FUZZ_DIR)/corpus
	@echo "fuzzing for $(SECONDS) s; the log goes to $(FUZZ_DIR)/last-run.txt"
	@SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -max_total_time=$(SECONDS) -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/ \
		-max_len=4096 $(FUZZ_DIR)/corpus $(FUZZ_CORPUS) > $(FUZZ_DIR)/last-run.txt 2>&1; \
		status=$$?; grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' $(FUZZ_DIR)/last-run.txt | tail -40; \
		[ $$status = 0 ] || echo "fuzz: FAILED (status $$status); the input is in $(FUZZ_DIR)/crash-* or leak-*"; \
		exit $$status

# Beside the C exports under libFuzzer, the command line's readers of
# untrusted files (a SPEC, a script, a recording) under atheris, libFuzzer
# for Python (bindings/python/tests/fuzz_files.py): the same 60 s, side by
# side, each from its committed seeds; the Python one's new inputs go to
# .build/fuzz-files/corpus, a finding (any traceback) to crash-* there.
# Then the harness on the 32-bit web build (fuzz32), and the JavaScript
# door under random calls (bindings/js/tests/fuzz.mjs) for JSFUZZ_SECONDS,
# from seed JSFUZZ_SEED (1, so a run is repeatable; `make fuzz-js`-style
# longer runs pass another): a trap, an error the JavaScript engine raised
# inside the door (--strict: not a check of its own), another error
# than the door's, or a module that stops answering is a finding, its
# calls written to .build/fuzz-js. Without node or the module it skips.
JSFUZZ_SECONDS ?= 10
JSFUZZ_SEED    ?= 1
test-fuzz: $(FUZZ_BIN) $(LIB) venv ## a bounded fuzz run (60 s), as CI does: the C exports and the CLI's file readers side by side, committed seeds then new inputs; then the web build and the JS door
	@mkdir -p $(BUILD)/fuzz-files/corpus
	@cd bindings/python && ../../$(VPY) tests/fuzz_files.py -max_total_time=60 -timeout=10 -max_len=8192 \
		-artifact_prefix=../../$(BUILD)/fuzz-files/ ../../$(BUILD)/fuzz-files/corpus tests/fuzz_corpus \
		> ../../$(BUILD)/fuzz-files/last-run.txt 2>&1 & files=$$!; \
	$(MAKE) --no-print-directory fuzz SECONDS=60; c=$$?; \
	wait $$files; py=$$?; \
	echo "== the CLI's file readers (atheris); the log goes to $(BUILD)/fuzz-files/last-run.txt"; \
	grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' $(BUILD)/fuzz-files/last-run.txt | tail -25; \
	[ $$py = 0 ] || echo "test-fuzz: the file readers FAILED (status $$py); the input is in $(BUILD)/fuzz-files/crash-*"; \
	[ $$c = 0 ] && [ $$py = 0 ]
	@$(MAKE) --no-print-directory fuzz32
	@command -v node >/dev/null && [ -f $(WASM) ] || \
		{ echo "fuzz-js: skipped: no node or no $(WASM) (make wasm)"; exit 0; }; \
	echo "== the JavaScript door under random calls for $(JSFUZZ_SECONDS) s; a finding goes to $(BUILD)/fuzz-js"; \
	timeout $$(( $(JSFUZZ_SECONDS) + 120 )) node bindings/js/tests/fuzz.mjs --seconds $(JSFUZZ_SECONDS) \
		--strict --wasm $(WASM) --out $(BUILD)/fuzz-js $(if $(JSFUZZ_SEED),--seed $(JSFUZZ_SEED))


# Sanitized builds of the core and the C layer, one folder per sanitizer.
SAN_DIR := $(BUILD)/sanitize
san_flag = $(if $(filter tsan,$(1)),thread,address)

$(SAN_DIR)/%/SegPager.o: $(CORE_SOURCES) $(SAN_DIR)/%/modules/module.modulemap
	$(SWIFTC) -parse-as-library -O -g -wmo -sanitize=$(call san_flag,$*) -module-name SegPager -package-name segpager \
		-emit-module -emit-module-path $(SAN_DIR)/$*/modules/SegPager.swiftmodule -c $(CORE_SOURCES) -o $@
	@touch $@

$(SAN_DIR)/%/SegPagerABI.o: $(ABI_SOURCES) $(SAN_DIR)/%/SegPager.o
	$(SWIFTC) -parse-as-library -O -g -wmo -sanitize=$(call san_flag,$*) -module-name SegPagerABI -package-name segpager \
		-I $(SAN_DIR)/$*/modules -c $(ABI_SOURCES) -o $@
	@touch $@

# One C program linked with the sanitized objects: $(call san_link,asan|tsan,SOURCE,OUTPUT,CFLAGS)
san_link = $(SANITIZER_CC) -std=c11 $(C_WARNINGS) -g -O1 $(4) -Ibindings/c -c $(2) -o $(3).o && \
	$(SWIFTC) -sanitize=$(call san_flag,$(1)) -use-ld=lld $(3).o $(SAN_DIR)/$(1)/SegPager.o $(SAN_DIR)/$(1)/SegPagerABI.o -o $(3)

ASAN_CFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=all
export ASAN_OPTIONS := detect_leaks=1:halt_on_error=1:abort_on_error=0
export UBSAN_OPTIONS := halt_on_error=1:print_stacktrace=1
export TSAN_OPTIONS := halt_on_error=1:second_deadlock_stack=1

# Swift has no -sanitize=undefined on Linux (its overflow and bounds checks
# trap in every build instead), so the Swift tests run under ASan, in their
# own scratch folder so the normal debug build is left alone.
sanitize: sanitize-swift sanitize-c sanitize-threads ## Swift tests under ASan; C tests and the C session under ASan+UBSan+LSan; the threaded test under TSan
	@echo "sanitize: Swift tests (ASan), $(words $(CHECKED_C_TESTS)) C tests and pager_session (ASan+UBSan+LSan), test_threads (TSan): clean"

sanitize-swift:
	LSAN_OPTIONS=suppressions=$(CURDIR)/bindings/c/reliability/lsan.supp \
		$(SWIFT) test --sanitize=address --scratch-path $(SAN_DIR)/swiftpm

sanitize-c: $(SAN_DIR)/asan/SegPagerABI.o
	@mkdir -p $(SAN_DIR)/bin
	@set -e; for t in $(CHECKED_C_TESTS) bindings/c/examples/pager_session.c; do \
		name=$$(basename $$t .c); \
		$(call san_link,asan,$$t,$(SAN_DIR)/bin/$$name-asan,$(ASAN_CFLAGS)); \
		echo "== $$name (ASan+UBSan+LSan)"; SWIFT_BACKTRACE=enable=no $(SAN_DIR)/bin/$$name-asan > $(SAN_DIR)/bin/$$name-asan.out; \
		tail -n 1 $(SAN_DIR)/bin/$$name-asan.out; \
	done

sanitize-threads: $(SAN_DIR)/tsan/SegPagerABI.o
	@mkdir -p $(SAN_DIR)/bin
	$(call san_link,tsan,bindings/c/tests/test_threads.c,$(SAN_DIR)/bin/test_threads-tsan,-fsanitize=thread)
	@echo "== test_threads (TSan)"; SWIFT_BACKTRACE=enable=no $(SAN_DIR)/bin/test_threads-tsan

# Keep the instrumented objects between runs (make would delete them as
# intermediate files of the pattern rules).
.SECONDARY: $(FUZZ_DIR)/modules/module.modulemap $(foreach s,asan tsan,$(SAN_DIR)/$(s)/SegPager.o \
	$(SAN_DIR)/$(s)/SegPagerABI.o $(SAN_DIR)/$(s)/modules/module.modulemap)

# memcheck over the release library: 0 errors and nothing definitely or
# indirectly lost, or valgrind exits 99. (The Swift runtime's own caches
# stay reachable at exit; those are not leaks.)
VALGRIND := valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
	--show-leak-kinds=definite,indirect --track-origins=yes -q
# valgrind (Debian's), installed through apt-get unless there.
define need_valgrind
	@command -v valgrind >/dev/null || ! command -v apt-get >/dev/null || { \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo -n ); echo "installing valgrind"; \
		$$sudo apt-get install -y -qq valgrind >/dev/null 2>&1 || \
		{ $$sudo apt-get update -qq && $$sudo apt-get install -y -qq valgrind >/dev/null; } || true; }
	@command -v valgrind >/dev/null || { echo "valgrind: not installed and could not install it (Debian: valgrind)"; exit 1; }
endef

valgrind: test-c ## the C tests and the C pager session under valgrind memcheck: 0 errors, 0 leaks
	$(need_valgrind)
	@set -e; for b in $(BUILD)/examples/pager_session $(patsubst bindings/c/tests/%.c,$(BUILD)/ctests/%-c,$(MEMCHECKED_C_TESTS)); do \
		echo "== valgrind $$b"; $(VALGRIND) $$b > $$b.valgrind.out; tail -n 1 $$b.valgrind.out; \
	done
	@echo "valgrind: $(words $(MEMCHECKED_C_TESTS)) C tests and pager_session: 0 errors, 0 bytes definitely or indirectly lost"

# A million pager lifetimes keep RSS flat. The bound, 4 MiB, is generous:
# a leak of one 32-byte allocation per cycle would grow RSS by ~31 MiB.
RSS_CYCLES ?= 1000000
RSS_BOUND_KIB ?= 4096
test-rss: $(LIB) ## 1,000,000 create/step/destroy cycles, and 1,000,000 steps with no arrays: RSS growth printed, and bounded
	@mkdir -p $(BUILD)/reliability
	$(CC) -std=c11 $(C_WARNINGS) -O2 -Ibindings/c bindings/c/reliability/rss_cycles.c -L$(RELEASE_DIR) -lsegpager \
		-Wl,-rpath,'$$ORIGIN/../release' -o $(BUILD)/reliability/rss_cycles
	@$(BUILD)/reliability/rss_cycles $(RSS_CYCLES) $(RSS_BOUND_KIB) > $(BUILD)/reliability/rss.json; \
		status=$$?; cat $(BUILD)/reliability/rss.json; [ $$status = 0 ] || exit $$status
	@# one pager stepped with no arrays: a caller that wants no notifications
	@$(BUILD)/reliability/rss_cycles $(RSS_CYCLES) $(RSS_BOUND_KIB) steps > $(BUILD)/reliability/rss-steps.json; \
		status=$$?; cat $(BUILD)/reliability/rss-steps.json; exit $$status

# ---------------------------------------------------------------------------
# The web door (issue #32): the whole C ABI as one WebAssembly module,
# .build/wasm/segpager.wasm, built from the same Swift sources as Embedded
# Swift for wasm32-unknown-none-wasm (the native build is untouched). The
# core and the C layer compile as two modules, flags as check-embedded's;
# the C layer imports CSegPager's header through a module map written here
# (SwiftPM writes the native one). wasm-ld links them against Debian's
# wasi-libc (malloc, strdup, libm) and bindings/js/wasm_support.c, which
# answers the few WASI calls libc reaches inside the module: the module
# imports nothing, so a browser instantiates it with {}. It exports every
# segpager_* function of the header, and malloc and free for the caller's
# buffers. wasm-opt -Oz (binaryen) shrinks it when present. The Swift
# runtime's Unicode tables (libswiftUnicodeDataTables.a, about 100 KB) are
# not linked: the C layer's names and messages work on UTF-8 bytes, and a
# String comparison, split or Character index that creeps back in fails the
# link here (undefined _swift_stdlib_* symbols) instead of growing the module.
# The module uses WebAssembly SIMD (-msimd128: Chrome 91, Firefox 89, Safari
# 16.4, node 16.4): the velocity fit's 32-lane vectors become 2-lane v128
# operations instead of 32 scalar ones, and struct copies move 16 bytes at a
# time; the module is 9% smaller gzipped (253,874 -> 228,326 bytes), for a
# frame within 2% of the scalar one. segpager.js's init() says so by name
# where SIMD is missing. The two modules compile to LLVM bitcode
# (-lto=llvm-full) and wasm-ld optimises them as one program: what the
# exports never reach goes, and calls across the core and the C layer
# inline or fold (the module is 5% smaller gzipped, 160,752 -> 152,921
# bytes). wasm-opt's --low-memory-unused tells it that nothing lives below
# address 1024 (wasm-ld places the data from 1024 on), so it folds address
# arithmetic into load and store offsets. wasm_support.c's allocator
# stands in for wasi-libc's dlmalloc (3.8 KB less gzipped).
WASM_DIR     := $(BUILD)/wasm
WASM         := $(WASM_DIR)/segpager.wasm
# The element's module, seg-pager.wasm: the same objects linked with only
# what a Pager needs (every segpager_pager_* function, every struct's _init,
# the version string, the last error, malloc and free), so wasm-ld drops the
# stateless functions a page with <seg-pager> never calls (138,663 -> 119,782
# bytes gzipped). segpager.js's init() takes either; asked of this one, a
# stateless function throws an error that names it and segpager.wasm.
ELEMENT_WASM := $(WASM_DIR)/seg-pager.wasm
# What a web page serves: the module beside segpager.js, generated/abi.js and their types.
WEB_DIR      := $(BUILD)/web
JS_GENERATED := bindings/js/generated/abi.js bindings/js/generated/abi.d.ts
JS_SOURCES   := bindings/js/segpager.js bindings/js/segpager.d.ts \
	bindings/js/seg-pager.js bindings/js/seg-pager.css bindings/js/examples/news.html
WASM_SYSROOT ?= /usr/lib/wasm32-wasi
WASM_INCLUDE ?= /usr/include/wasm32-wasi
WASM_LD      ?= $(dir $(SWIFTC))wasm-ld
WASM_EMBEDDED = $(dir $(SWIFTC))../lib/swift/embedded
WASM_SWIFT_FLAGS := -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded \
	-enable-experimental-feature Extern -wmo -parse-as-library -Osize -package-name segpager \
	-DSEGPAGER_NO_CODING -Xfrontend -disable-stack-protector -Xcc -msimd128 -lto=llvm-full

wasm-deps: ## install wasi-libc, binaryen, nodejs, node-typescript and esbuild (Debian's) for `make wasm` and `make test-js`, if missing
	@[ -f $(WASM_SYSROOT)/libc.a ] && command -v wasm-opt >/dev/null && command -v node >/dev/null && \
		command -v tsc >/dev/null && command -v esbuild >/dev/null && exit 0; \
	if command -v apt-get >/dev/null; then \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo -n ); \
		echo "installing wasi-libc, binaryen, nodejs, node-typescript and esbuild for the web door"; \
		$$sudo apt-get install -y -qq wasi-libc binaryen nodejs node-typescript esbuild >/dev/null 2>&1 || \
		{ $$sudo apt-get update -qq && \
		  $$sudo apt-get install -y -qq wasi-libc binaryen nodejs node-typescript esbuild >/dev/null; } || \
		echo "warning: could not install wasi-libc/binaryen/nodejs/node-typescript/esbuild"; \
	else echo "warning: no apt-get; install wasi-libc, binaryen, nodejs and esbuild yourself"; fi

wasm: wasm-deps ## .build/wasm/segpager.wasm: the whole C ABI as Embedded Swift, no imports; with segpager.js in .build/web/
	@[ -f $(WASM_EMBEDDED)/Swift.swiftmodule/wasm32-unknown-none-wasm.swiftmodule ] && [ -x $(WASM_LD) ] || \
		{ echo "wasm: this Swift toolchain ($(SWIFTC)) has no Embedded Swift for wasm32 (no embedded wasm32 stdlib or wasm-ld)"; exit 1; }
	@[ -f $(WASM_SYSROOT)/libc.a ] || { echo "wasm: no wasi-libc in $(WASM_SYSROOT) (Debian: wasi-libc)"; exit 1; }
	@$(MAKE) -s $(WASM) $(ELEMENT_WASM)
	@mkdir -p $(WEB_DIR)/generated && cp $(WASM) $(ELEMENT_WASM) $(JS_SOURCES) $(WEB_DIR)/ && \
		cp $(JS_GENERATED) $(WEB_DIR)/generated/
	@# seg-pager.min.js: the element and the whole door in one minified file
	@# (esbuild, Debian's). Without esbuild it is a plain re-export of the
	@# sources, marked so on its first line (the bench then counts those).
	@if command -v esbuild >/dev/null; then \
		esbuild bindings/js/bundle.js --bundle --format=esm --minify --external:node:* --log-level=warning \
			--legal-comments=none --outfile=$(WEB_DIR)/seg-pager.min.js; \
	else echo "wasm: no esbuild (Debian: esbuild): seg-pager.min.js re-exports the sources, unminified"; \
		{ echo "// not minified (no esbuild): the sources, as bindings/js/bundle.js imports them"; \
		  cat bindings/js/bundle.js; } > $(WEB_DIR)/seg-pager.min.js; fi
	@echo "wasm: $(WASM) ($$(wc -c < $(WASM)) bytes); the web door's files in $(WEB_DIR)/"

$(WASM): $(CORE_SOURCES) $(ABI_SOURCES) $(HEADER) Sources/CSegPager/include/segpager_derived.h \
		bindings/js/wasm_support.c Makefile
	@mkdir -p $(WASM_DIR)/modules $(WASM_DIR)/CSegPager
	@printf 'module CSegPager {\n  header "%s"\n  header "%s"\n  export *\n}\n' \
		$(CURDIR)/$(HEADER) $(CURDIR)/Sources/CSegPager/include/segpager_derived.h \
		> $(WASM_DIR)/CSegPager/module.modulemap
	$(SWIFTC) $(WASM_SWIFT_FLAGS) -module-name SegPager -emit-module \
		-emit-module-path $(WASM_DIR)/modules/SegPager.swiftmodule -c $(CORE_SOURCES) -o $(WASM_DIR)/SegPager.o
	$(SWIFTC) $(WASM_SWIFT_FLAGS) -module-name SegPagerABI -I $(WASM_DIR)/modules -I $(WASM_DIR)/CSegPager \
		-Xcc -I$(WASM_INCLUDE) -c $(ABI_SOURCES) -o $(WASM_DIR)/SegPagerABI.o
	$(SANITIZER_CC) --target=wasm32-wasi -I$(WASM_INCLUDE) -Os -std=c11 $(C_WARNINGS) \
		-c bindings/js/wasm_support.c -o $(WASM_DIR)/wasm_support.o
	@# Every function the header declares, and malloc/free for the caller.
	@{ grep -oE 'SEGPAGER_API[^(]*\bsegpager_[a-z0-9_]+\(' $(HEADER) | grep -oE 'segpager_[a-z0-9_]+\($$' | \
		tr -d '(' | sort -u | sed 's/^/--export=/'; echo --export=malloc; echo --export=free; } \
		> $(WASM_DIR)/exports.txt
	$(WASM_LD) --no-entry --strip-all @$(WASM_DIR)/exports.txt -o $@.tmp \
		$(WASM_DIR)/SegPager.o $(WASM_DIR)/SegPagerABI.o $(WASM_DIR)/wasm_support.o \
		$(WASM_SYSROOT)/libc.a $(WASM_SYSROOT)/libm.a
	@if command -v wasm-opt >/dev/null; then \
		wasm-opt -Oz --low-memory-unused --enable-simd --enable-bulk-memory --enable-sign-ext \
			--enable-mutable-globals --enable-nontrapping-float-to-int $@.tmp -o $@ && rm $@.tmp; \
	else echo "wasm: no wasm-opt (Debian: binaryen); the module is unoptimised"; mv $@.tmp $@; fi

$(ELEMENT_WASM): $(WASM) bindings/js/seg-pager.exports
	@grep -v '^#' bindings/js/seg-pager.exports > $(WASM_DIR)/element-rule.txt
	@sed 's/^--export=//' $(WASM_DIR)/exports.txt | grep -E -x -f $(WASM_DIR)/element-rule.txt | \
		sed 's/^/--export=/' > $(WASM_DIR)/element-exports.txt
	$(WASM_LD) --no-entry --strip-all @$(WASM_DIR)/element-exports.txt -o $@.tmp \
		$(WASM_DIR)/SegPager.o $(WASM_DIR)/SegPagerABI.o $(WASM_DIR)/wasm_support.o \
		$(WASM_SYSROOT)/libc.a $(WASM_SYSROOT)/libm.a
	@if command -v wasm-opt >/dev/null; then \
		wasm-opt -Oz --low-memory-unused --enable-simd --enable-bulk-memory --enable-sign-ext \
			--enable-mutable-globals --enable-nontrapping-float-to-int $@.tmp -o $@ && rm $@.tmp; \
	else mv $@.tmp $@; fi

wasm-sizes: wasm venv ## where segpager.wasm's bytes go: sections, code by part, the largest functions
	@# The same objects linked without --strip-all and optimised as the
	@# module is, but keeping the function names.
	$(WASM_LD) --no-entry @$(WASM_DIR)/exports.txt -o $(WASM_DIR)/named.wasm \
		$(WASM_DIR)/SegPager.o $(WASM_DIR)/SegPagerABI.o $(WASM_DIR)/wasm_support.o \
		$(WASM_SYSROOT)/libc.a $(WASM_SYSROOT)/libm.a
	wasm-opt -Oz --low-memory-unused --enable-simd --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
		--enable-nontrapping-float-to-int --debuginfo $(WASM_DIR)/named.wasm -o $(WASM_DIR)/named.wasm
	$(VPY) bindings/python/tools/wasm_sizes.py $(WASM_DIR)/named.wasm --demangler $(dir $(SWIFTC))swift-demangle

# The same harness on the web door's 32-bit build (bindings/c/fuzz/fuzz32.c),
# where Swift's Int is 32 bits: every input of both corpora (the committed
# seeds and what libFuzzer grew in .build/fuzz/corpus), then FUZZ32_SECONDS
# of mutations of them, in node under WASI. A trap saves the input to
# .build/fuzz32/crash-*. Without wasi-libc or node it says so and skips.
FUZZ32_DIR     := $(BUILD)/fuzz32
FUZZ32_SECONDS ?= 20
FUZZ32_SEED    ?= 1
$(FUZZ32_DIR)/fuzz32.wasm: bindings/c/fuzz/fuzz32.c bindings/c/fuzz/fuzz_segpager.c bindings/c/fuzz/fuzz_events.h bindings/js/wasm_support.c \
		$(HEADER) $(WASM)
	@mkdir -p $(FUZZ32_DIR)
	$(SANITIZER_CC) --target=wasm32-wasi -I$(WASM_INCLUDE) -Ibindings/c -O1 -std=c11 $(C_WARNINGS) \
		-c bindings/c/fuzz/fuzz_segpager.c -o $(FUZZ32_DIR)/harness.o
	$(SANITIZER_CC) --target=wasm32-wasi -I$(WASM_INCLUDE) -O1 -std=c11 $(C_WARNINGS) \
		-c bindings/c/fuzz/fuzz32.c -o $(FUZZ32_DIR)/driver.o
	$(SANITIZER_CC) --target=wasm32-wasi -I$(WASM_INCLUDE) -Os -std=c11 $(C_WARNINGS) -DSEGPAGER_WASI_HOST \
		-c bindings/js/wasm_support.c -o $(FUZZ32_DIR)/support.o
	$(WASM_LD) $(WASM_SYSROOT)/crt1-command.o $(FUZZ32_DIR)/driver.o $(FUZZ32_DIR)/harness.o \
		$(FUZZ32_DIR)/support.o $(WASM_DIR)/SegPager.o $(WASM_DIR)/SegPagerABI.o \
		$(WASM_SYSROOT)/libc.a $(WASM_SYSROOT)/libm.a -o $@

fuzz32: ## the fuzz harness on the web door's 32-bit build: both corpora, then FUZZ32_SECONDS (20) of mutations
	@[ -f $(WASM_EMBEDDED)/Swift.swiftmodule/wasm32-unknown-none-wasm.swiftmodule ] && [ -x $(WASM_LD) ] && \
		[ -f $(WASM_SYSROOT)/libc.a ] && command -v node >/dev/null || \
		{ echo "fuzz32: skipped: no Embedded Swift for wasm32, wasi-libc or node"; exit 0; }; \
	$(MAKE) -s wasm >/dev/null && $(MAKE) -s $(FUZZ32_DIR)/fuzz32.wasm && \
	echo "== the harness on the 32-bit web build: both corpora, then $(FUZZ32_SECONDS) s of mutations" && \
	node --no-warnings bindings/c/fuzz/fuzz32.mjs $(FUZZ32_DIR)/fuzz32.wasm $(FUZZ32_DIR) \
		mutate $(FUZZ32_SEED) $(FUZZ32_SECONDS) $(FUZZ_CORPUS) $$(ls -d $(FUZZ_DIR)/corpus 2>/dev/null)

# `make test` runs it where it can: without Embedded Swift for wasm32, wasi-libc
# or node (each installed best effort by wasm-deps), it says why and skips.
test-js: wasm-deps ## the JavaScript door in node (bindings/js/tests): the wasm module, segpager.js, every error, 100,000 frames
	@[ -f $(WASM_EMBEDDED)/Swift.swiftmodule/wasm32-unknown-none-wasm.swiftmodule ] && [ -x $(WASM_LD) ] || \
		{ echo "test-js: skipped: this Swift toolchain has no Embedded Swift for wasm32"; exit 0; }; \
	[ -f $(WASM_SYSROOT)/libc.a ] || { echo "test-js: skipped: no wasi-libc in $(WASM_SYSROOT) (Debian: wasi-libc)"; exit 0; }; \
	command -v node >/dev/null || { echo "test-js: skipped: no node (Debian: nodejs)"; exit 0; }; \
	$(MAKE) -s wasm && echo "node --test bindings/js/tests/*.test.mjs" && node --test bindings/js/tests/*.test.mjs
	@if command -v tsc >/dev/null; then echo "tsc --strict: bindings/js/tests/types_check.ts"; \
		tsc --strict --noEmit --target es2022 --module es2022 --moduleResolution node --lib es2022,dom \
			bindings/js/tests/types_check.ts bindings/js/tests/element_check.ts; \
	else echo "test-js: the TypeScript check skipped: no tsc (Debian: node-typescript)"; fi

# The web door in a real Chromium: the example news page over a local
# http.server, driven by Selenium (pinned in requirements-dev.txt) through
# Debian's chromium and chromium-driver (installed best effort). Where they
# cannot be had, the tests skip and say why.
browser-deps: ## install chromium, chromium-driver and npm (Debian's) for `make test-browser` and the package test, if missing
	@# Only the missing ones are asked for: an npm that came with the
	@# machine's own node conflicts with Debian's, and one refused package
	@# fails the whole apt-get install.
	@want=$$(command -v chromium >/dev/null || echo chromium; \
		command -v chromedriver >/dev/null || echo chromium-driver; \
		command -v npm >/dev/null || echo npm); \
	[ -z "$$want" ] && exit 0; \
	if command -v apt-get >/dev/null; then \
		sudo=$$( [ "$$(id -u)" = 0 ] || echo sudo -n ); \
		echo "installing" $$want "for the browser tests"; \
		$$sudo apt-get install -y -qq $$want >/dev/null 2>&1 || \
		{ $$sudo apt-get update -qq && $$sudo apt-get install -y -qq $$want >/dev/null; } || \
		echo "warning: could not install" $$want; \
	else echo "warning: no apt-get; install chromium and chromedriver yourself"; fi

test-browser: venv browser-deps wasm-deps ## <seg-pager> in headless Chromium: touch, clicks, wheel, keys, resize, against the engine's frames
	@[ -f $(WASM_SYSROOT)/libc.a ] || { echo "test-browser: skipped: no wasi-libc (Debian: wasi-libc)"; exit 0; }; \
	$(MAKE) -s wasm && $(MAKE) -s web-package && cd bindings/js/tests && \
		../../../$(VPY) -m pytest -q -p no:cacheprovider -rs test_browser.py test_package.py

# The npm package (#52): the web door for a web developer without Swift.
# bindings/js/package.json is its manifest (its version must be the
# header's); the files are the web door's (`make wasm`), staged in
# .build/web-package/ and packed there by Debian's npm, offline, with npm's
# home and cache under .build, into .build/segpager-VERSION.tgz. Without
# npm it says so and skips (test_package.py skips too).
WEB_PACKAGE       := $(BUILD)/web-package
WEB_PACKAGE_FILES := bindings/js/package.json bindings/js/README.md bindings/js/segpager.js \
	bindings/js/segpager.d.ts bindings/js/seg-pager.js bindings/js/seg-pager.d.ts \
	bindings/js/seg-pager.css bindings/js/custom-elements.json LICENSE
NPM_ISOLATED      := HOME=$(CURDIR)/$(BUILD)/npm-home npm_config_cache=$(CURDIR)/$(BUILD)/npm-cache \
	npm_config_update_notifier=false

web-package: wasm-deps ## the web door as an npm package, .build/segpager-VERSION.tgz (npm pack, offline): installs without Swift
	@command -v npm >/dev/null || { echo "web-package: skipped: no npm (Debian: npm)"; exit 0; }; \
	version=$$(sed -n -E 's/^  "version": "([^"]+)",$$/\1/p' bindings/js/package.json); \
	[ "$$version" = "$(VERSION)" ] || \
		{ echo "web-package: bindings/js/package.json is version $$version, segpager.h $(VERSION)"; exit 1; }; \
	$(MAKE) -s wasm && rm -rf $(WEB_PACKAGE) && mkdir -p $(WEB_PACKAGE) && \
	cp $(WEB_PACKAGE_FILES) $(WASM) $(ELEMENT_WASM) $(WEB_PACKAGE)/ && \
	mkdir -p $(WEB_PACKAGE)/generated && cp $(JS_GENERATED) $(WEB_PACKAGE)/generated/ && \
	(cd $(WEB_PACKAGE) && $(NPM_ISOLATED) npm pack --offline --ignore-scripts --silent \
		--pack-destination $(CURDIR)/$(BUILD) >/dev/null) && \
	echo "web-package: $(BUILD)/segpager-$(VERSION).tgz ($$(wc -c < $(BUILD)/segpager-$(VERSION).tgz) bytes)"

# The examples (bindings/js/examples: news.html) beside the web door's
# files, whose relative URLs they use, over a local http.server.
WEB_PORT ?= 8000
web-example: ## serve the web door's examples from .build/web (news.html) on http://127.0.0.1:WEB_PORT (8000)
	$(MAKE) -s wasm
	cp bindings/js/examples/* $(WEB_DIR)/
	@echo "web-example: open http://127.0.0.1:$(WEB_PORT)/news.html (Ctrl-C stops the server)"
	cd $(WEB_DIR) && $(PYTHON) -m http.server $(WEB_PORT) --bind 127.0.0.1

web-shot: venv browser-deps ## bindings/js/examples/news.png: the news page as Chromium draws it (the README's picture)
	$(MAKE) -s wasm
	cd bindings/js/tests && SEGPAGER_NEWS_SHOT=$(CURDIR)/bindings/js/examples/news.png ../../../$(VPY) -m pytest -q \
		-p no:cacheprovider test_browser.py -k screenshot
