# Friedrich Clock — set-up commands for a fresh Debian/Ubuntu machine.
#   make run    install what is missing, build in release mode, start the app
#   make test   install what is missing, run every test: the native ones, then
#               the web build in Chromium, Firefox ESR and WebKitGTK (builds
#               dist/ first, and axe-core for the accessibility checks;
#               make test-browsers runs only these)
#   make soak   the engine's property tests at 10,000 cases each (not in CI)
#   make web    build the web app into dist/ (installs the wasm toolchain it needs)
# Elsewhere: cargo run --release / cargo test

# Build: ALSA headers for sound (rodio/cpal) and pkg-config to find them.
BUILD_PKGS := pkg-config libasound2-dev
# Run: X11/Wayland client libraries and Mesa for the OpenGL window.
RUN_PKGS := libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libwayland-client0 libwayland-egl1 libgl1 libegl1 libgl1-mesa-dri

# The browser tests, on three engines (docs/web.md): headless Chromium through
# chromedriver (Debian calls it chromium-driver, Ubuntu chromium-chromedriver);
# Firefox ESR through geckodriver (from crates.io: Debian has no package) and
# WebKitGTK's MiniBrowser through WebKitWebDriver, both in windows on Xvfb
# (headless Firefox has no WebGL here). Ubuntu has no firefox-esr package
# (its Firefox is a snap): there the tests run on Chromium and WebKit.
# One engine: make test-browsers BROWSER_ENGINES=firefox
OS_ID := $(shell . /etc/os-release 2>/dev/null && echo $$ID)
ifeq ($(OS_ID),ubuntu)
BROWSER_PKGS := chromium chromium-chromedriver xvfb webkit2gtk-driver poppler-utils openssl libnss3-tools
BROWSER_ENGINES := chromium webkit
else
BROWSER_PKGS := chromium chromium-driver xvfb firefox-esr webkit2gtk-driver poppler-utils openssl libnss3-tools
BROWSER_ENGINES := chromium firefox webkit
endif
BROWSER_TESTS := --test browser --test browser_curious_phone --test browser_frames --test browser_https --test browser_hall --test browser_phone --test browser_start --test browser_tournament --test browser_a11y --test print_pdf
GECKODRIVER_VERSION := 0.37.1
# axe-core, the accessibility checker tests/browser_a11y.rs injects into the
# pages: its tarball from the npm registry (no Node needed), checked against
# the registry's sha512 (dist.integrity, here in hex), unpacked to
# target/axe/axe.min.js once.
AXE_VERSION := 4.14.1
AXE_SHA512 := 1477dafa598d8d065f273d6af302aa203c02e83131707b7fa648cd41bd3d6b734f8c22a0dab86ee6a6f64b8afbe804b214d36db85a2826965edfb3a0b9d546b5
AXE_DIR := target/axe
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test test-browsers soak deps-build deps-run bench check web axe

define install_missing
	@missing=$$(for p in $(1); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "Installing: $$missing"; \
			$(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q $$missing; \
		else \
			echo "Please install: $$missing (no apt-get here)"; exit 1; \
		fi; \
	fi
endef

deps-build:
	$(call install_missing,$(BUILD_PKGS))

deps-run: deps-build
	$(call install_missing,$(RUN_PKGS))

run: deps-run
	cargo run --release

test: deps-build
	cargo test --all-targets
	$(MAKE) test-browsers

# The web build, then the browser tests once per engine (BROWSER_ENGINE), each
# engine's time said at the end.
test-browsers: axe
	scripts/web.sh
	$(call install_missing,$(BROWSER_PKGS))
	@if [ -n "$(filter firefox,$(BROWSER_ENGINES))" ] && \
	    ! PATH="$$PATH:$(CARGO_BIN)" geckodriver --version 2>/dev/null | grep -q "$(GECKODRIVER_VERSION)"; then \
		echo "Installing geckodriver $(GECKODRIVER_VERSION)"; \
		cargo install --locked geckodriver --version $(GECKODRIVER_VERSION); \
	fi
	@for engine in $(BROWSER_ENGINES); do \
		start=$$(date +%s); \
		echo "browser tests on $$engine"; \
		BROWSER_ENGINE=$$engine cargo test $(BROWSER_TESTS) -- --ignored || exit 1; \
		echo "browser tests on $$engine: $$(( $$(date +%s) - start )) s"; \
	done

# axe-core $(AXE_VERSION) into $(AXE_DIR)/axe.min.js, unless it is there.
axe:
	$(call install_missing,curl ca-certificates)
	@if [ ! -f $(AXE_DIR)/axe.min.js ] || ! grep -q "axe v$(AXE_VERSION)" $(AXE_DIR)/axe.min.js; then \
		echo "Installing axe-core $(AXE_VERSION)"; \
		mkdir -p $(AXE_DIR) && \
		curl -fsSL -o $(AXE_DIR)/axe-core.tgz https://registry.npmjs.org/axe-core/-/axe-core-$(AXE_VERSION).tgz && \
		echo "$(AXE_SHA512)  $(AXE_DIR)/axe-core.tgz" | sha512sum -c --quiet - && \
		tar -xzf $(AXE_DIR)/axe-core.tgz -C $(AXE_DIR) package/axe.min.js && \
		mv $(AXE_DIR)/package/axe.min.js $(AXE_DIR)/axe.min.js && \
		rmdir $(AXE_DIR)/package && rm $(AXE_DIR)/axe-core.tgz || \
		{ echo "axe-core $(AXE_VERSION): download or checksum failed"; rm -f $(AXE_DIR)/axe-core.tgz; exit 1; }; \
	fi

soak: deps-build
	PROPTEST_CASES=10000 cargo test --release --test properties --test journal

web:
	scripts/web.sh

bench: deps-build
	cargo bench --bench replay
	cargo bench --bench cue_latency

check: deps-build
	cargo fmt --check
	cargo clippy --all-targets -- -D warnings
	cargo test --all-targets
