# Shapebook: the two commands a person needs are `make lab` and `make test`.
# Both install what is missing first (Debian packages, the Python .venv), then build.

SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
SWIFT_DEBUG_BIN := .build/debug/shapebook
SWIFT_RELEASE_BIN := .build/release/shapebook

.PHONY: lab test install install-binary uninstall deps venv build build-release kernelspec-debug \
        kernelspec-release lab-settings swift-test python-test swift-and-python-tests fuzz bench differential clean

## lab: build (release), install the kernelspec into .venv, start JupyterLab on notebooks/
lab: deps venv build-release kernelspec-release lab-settings
	$(VENV)/bin/jupyter lab --notebook-dir=notebooks --ServerApp.open_browser=False \
		--IdentityProvider.token='' --ServerApp.ip=127.0.0.1 --ServerApp.port=8888 \
		$(if $(filter 0,$(shell id -u)),--allow-root) 2>&1 \
		| sed -u -e 's#\(http://127.0.0.1:[0-9]*/lab\)#\1  <- open this#'

## test: build and run every test; ends with the runners' summary lines
test: deps venv build kernelspec-debug swift-and-python-tests

## install: the release binary into $(PREFIX)/bin (~/.local/bin) and the kernelspec and nbconvert
## template for the user's own Jupyter (shapebook install --user); uninstall removes them
PREFIX ?= $(HOME)/.local
INSTALL_BIN ?= $(SWIFT_RELEASE_BIN)
# Where `shapebook install --user` writes the kernelspec and the nbconvert template (docs/kernel.md).
USER_JUPYTER_DATA = $${JUPYTER_DATA_DIR:-$${XDG_DATA_HOME:-$$HOME/.local/share}/jupyter}
USER_KERNELSPEC = $(USER_JUPYTER_DATA)/kernels/shapebook
USER_NBCONVERT_TEMPLATE = $(USER_JUPYTER_DATA)/nbconvert/templates/shapebook

install: deps build-release install-binary

install-binary:
	install -d "$(PREFIX)/bin"
	install -m 755 "$(INSTALL_BIN)" "$(PREFIX)/bin/shapebook"
	"$(PREFIX)/bin/shapebook" install --user
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; \
		*) echo "Note: $(PREFIX)/bin is not on your PATH; add it to run shapebook by name.";; esac

uninstall:
	rm -f "$(PREFIX)/bin/shapebook"
	rm -rf "$(USER_KERNELSPEC)" "$(USER_NBCONVERT_TEMPLATE)"
	@echo "Removed $(PREFIX)/bin/shapebook, $(USER_KERNELSPEC) and $(USER_NBCONVERT_TEMPLATE)"

deps:
	@scripts/install-system-deps

venv: $(VENV)/.installed

PAPERMILL_TRANSLATOR := python/shapebook_papermill

$(VENV)/.installed: requirements-dev.txt $(PAPERMILL_TRANSLATOR)/pyproject.toml $(PAPERMILL_TRANSLATOR)/shapebook_papermill/__init__.py
	@command -v python3 >/dev/null || { echo "python3 is missing"; exit 1; }
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --upgrade pip
	$(VENV)/bin/pip install --quiet -r requirements-dev.txt
	$(VENV)/bin/pip install --quiet ./$(PAPERMILL_TRANSLATOR)
	@touch $@

# swift-driver and SwiftPM leave a TemporaryDirectory.* (and lock files) in TMPDIR on every run and
# never remove them (swiftlang/swift-driver#1720): the builds (debug and release) and the Swift
# tests run with a TMPDIR of their own, removed when they end, so that make test and make bench
# leave /tmp as they found it (the differential tests do the same for their swiftc runs:
# swiftc_oracle.run_driver; the benchmarks' Makefile for its `swift run`s).
OWN_TMPDIR = scratch=$$(mktemp -d) && TMPDIR=$$scratch
END_OWN_TMPDIR = ; status=$$?; rm -rf "$$scratch"; exit $$status

build:
	$(OWN_TMPDIR) swift build --build-tests $(END_OWN_TMPDIR)

# The Swift runtime and Foundation linked statically, and a non-PIE executable (no 83,000 load-time
# relocations to read and apply): the kernel's resident memory, docs/benchmarks.md.
# The static FoundationEssentials names its atomic writes' temporary files with mktemp (safely: it
# opens the name with O_CREAT | O_EXCL and retries), and glibc marks mktemp so that every static
# link including it warns; Foundation's own String helpers pull it in, whatever Shapebook calls
# (swiftlang/swift-foundation#1358). That one line is dropped; every other line, warnings
# included, passes, and the build's exit status is kept.
MKTEMP_LINK_NOTE := warning: the use of .mktemp. is dangerous, better use .mkstemp. or .mkdtemp.
build-release:
	@set -o pipefail; $(OWN_TMPDIR) swift build -c release --static-swift-stdlib -Xlinker -no-pie --product shapebook 2>&1 \
		| sed -u "/$(MKTEMP_LINK_NOTE)/d" $(END_OWN_TMPDIR)

# One `swift test` process runs hundreds of sessions of both languages at once, where a kernel runs
# one; its memory budget (ProcessMemory.defaultLimit, a kernel's 4 GiB) is raised so that suites
# running beside each other do not trip it (tests of the budget set their own limits).
SWIFT_TEST = $(OWN_TMPDIR) SHAPEBOOK_MEMORY_LIMIT=$$((12 << 30)) swift test --skip-build $(END_OWN_TMPDIR)
swift-test: build
	$(SWIFT_TEST)

# make test runs the Swift tests and the Python tests side by side: swift test keeps both cores
# busy, pytest mostly waits on kernels, JupyterLab and Chromium (about one core), so together
# they take less than one after the other (README, "Test time"). The Swift tests' output goes to
# SWIFT_TEST_LOG and is printed after pytest's; either failing fails make test.
SWIFT_TEST_LOG := .build/swift-test.log
swift-and-python-tests:
	@echo "swift test runs beside pytest; its output follows pytest's ($(SWIFT_TEST_LOG))"
	@( $(SWIFT_TEST) ) > $(SWIFT_TEST_LOG) 2>&1 & swift=$$!; \
		( $(PYTHON_TEST) ); python=$$?; \
		wait $$swift; swift=$$?; \
		echo "--- swift test ($(SWIFT_TEST_LOG)) ---"; cat $(SWIFT_TEST_LOG); \
		[ $$python -eq 0 ] || echo "make test: the Python tests failed (exit status $$python)"; \
		[ $$swift -eq 0 ] || echo "make test: the Swift tests failed (exit status $$swift)"; \
		[ $$python -eq 0 ] && [ $$swift -eq 0 ]

kernelspec-debug: build
	$(SWIFT_DEBUG_BIN) install --prefix $(VENV)

kernelspec-release: build-release
	$(SWIFT_RELEASE_BIN) install --prefix $(VENV)

# JupyterLab's defaults for this .venv: no "receive official Jupyter news?" prompt, no news or
# update checks (settings overrides that the user can still change in Settings).
LAB_OVERRIDES = $(VENV)/share/jupyter/lab/settings/overrides.json
lab-settings: venv
	@mkdir -p $(dir $(LAB_OVERRIDES))
	@echo '{"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}}' \
		> $(LAB_OVERRIDES)

# The tests talk to JupyterLab and local file servers on loopback: where the environment names
# a proxy (as CI may), Python's urllib and Chromium must still reach 127.0.0.1 directly.
LOOPBACK_NO_PROXY = $${no_proxy:+$$no_proxy,}localhost,127.0.0.1,::1

PYTHON_TEST = if compgen -G "tests/**/test_*.py" >/dev/null || compgen -G "tests/*/test_*.py" >/dev/null; then \
		no_proxy="$(LOOPBACK_NO_PROXY)" NO_PROXY="$(LOOPBACK_NO_PROXY)" SHAPEBOOK_BIN=$(abspath $(SWIFT_DEBUG_BIN)) JUPYTER_PATH=$(abspath $(VENV))/share/jupyter \
		$(PY) -m pytest -q -rs -p no:cacheprovider tests; \
	else echo "no Python tests yet"; fi
python-test:
	@$(PYTHON_TEST)

## fuzz: generated cells against the debug kernel for FUZZ_SECONDS (default 600), each in a child
## process; prints every crash, hang, slow interrupt or broken promise with its cell (tests/fuzz/);
## FUZZ_ARGS=--typed fuzzes `shapebook run --typed` with core Swift programs instead
FUZZ_SECONDS ?= 600
fuzz: deps venv build
	$(PY) tests/fuzz/fuzz.py --binary $(SWIFT_DEBUG_BIN) --seconds $(FUZZ_SECONDS) $(FUZZ_ARGS)

## differential: Shapebook against swiftc: the core semantics corpus through `shapebook run --typed`
## (Lang with swiftc's output conventions) and the SwiftUI surface, with a summary of what passes
## (docs/differential.md; make test requires every corpus program to do exactly what swiftc recorded)
differential:
	swift build --product shapebook
	SHAPEBOOK_BIN=$(abspath $(SWIFT_DEBUG_BIN)) python3 tests/differential/differential.py all --typed

## bench: the benchmarks of docs/benchmarks.md (release builds; never part of make test)
bench: deps venv build-release
	@SHAPEBOOK_BENCHMARKS=1 scripts/install-system-deps
	$(MAKE) -C Benchmarks run

clean:
	rm -rf .build $(VENV)
