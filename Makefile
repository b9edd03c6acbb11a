# Friedrich Clock — set-up commands for a fresh Debian/Ubuntu machine.
#   make run    install what is missing, build in release mode, start the app
#   make test   install what is missing, run every test: the native ones, then
#               the web build in headless Chromium (builds dist/ first)
#   make soak   the engine's property tests at 10,000 cases each (not in CI)
#   make web    build the web app into dist/ (installs the wasm toolchain it needs)
# Elsewhere: cargo run --release / cargo test

# Build: ALSA headers for sound (rodio/cpal) and pkg-config to find them.
BUILD_PKGS := pkg-config libasound2-dev
# Run: X11/Wayland client libraries and Mesa for the OpenGL window.
RUN_PKGS := libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libwayland-client0 libwayland-egl1 libgl1 libegl1 libgl1-mesa-dri

# The browser tests: headless Chromium driven through WebDriver (Debian calls
# the driver chromium-driver, Ubuntu chromium-chromedriver).
BROWSER_PKGS := chromium $(shell apt-cache show chromium-driver >/dev/null 2>&1 && echo chromium-driver || echo chromium-chromedriver)

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: run test soak deps-build deps-run bench check web

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
	scripts/web.sh
	$(call install_missing,$(BROWSER_PKGS))
	cargo test --test browser --test browser_hall -- --ignored

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
