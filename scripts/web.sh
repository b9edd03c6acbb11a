#!/usr/bin/env bash
# Builds the web app into dist/: the wasm and its JS glue, index.html, the web
# app manifest, icons and the service worker. Installs what it needs:
# - with rustup: the wasm32-unknown-unknown target;
# - without it (Debian): rustc-web, cargo-web, rust-web-src and lld-22, and
#   std is built for wasm32 from source (RUSTC_BOOTSTRAP for -Z build-std);
# - wasm-bindgen-cli at the wasm-bindgen version in Cargo.lock (cargo install).
set -euo pipefail
cd "$(dirname "$0")/.."
target=wasm32-unknown-unknown
sudo=$([ "$(id -u)" = 0 ] || echo sudo)
out=dist
build_dir=target/web
# Small over fast: one code unit, link-time optimisation and size-minded
# optimisation keep the download near 2 MB gzipped (docs/performance.md).
export CARGO_PROFILE_RELEASE_DEBUG=false CARGO_PROFILE_RELEASE_OPT_LEVEL=s \
    CARGO_PROFILE_RELEASE_LTO=true CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1
# Text shaping (harfrust) runs only when a new text is laid out, a few times a
# second at most: built for the smallest code it saves 15 KB gzipped
# (docs/performance.md).
size_first=(--config 'profile.release.package.harfrust.opt-level="z"')

if command -v rustup >/dev/null 2>&1 && rustup target add "$target" >/dev/null 2>&1; then
    echo "web: building with rustup's $target target"
    CARGO_TARGET_DIR=$build_dir \
        cargo build --release --target "$target" --bin friedrich-clock "${size_first[@]}"
else
    missing=$(for p in rustc-web cargo-web rust-web-src lld-22; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || echo "$p"; done)
    if [ -n "$missing" ]; then
        echo "web: installing $missing"
        $sudo apt-get update -q
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q $missing
    fi
    echo "web: building with Debian's rustc-web and std from source"
    PATH=/usr/bin:$PATH RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 CARGO_TARGET_DIR=$build_dir \
        /usr/bin/cargo build --release --target "$target" --bin friedrich-clock \
        "${size_first[@]}" -Z build-std=std,panic_abort \
        --config "target.$target.linker=\"wasm-ld-22\""
fi

# cargo install puts wasm-bindgen in cargo's bin folder, which a machine
# without rustup may not have on its PATH.
export PATH="$PATH:${CARGO_HOME:-$HOME/.cargo}/bin"
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q "$version"; then
    echo "web: installing wasm-bindgen-cli $version"
    cargo install wasm-bindgen-cli --version "$version"
fi

rm -rf "$out"
mkdir -p "$out"
# No name section (half a megabyte of function names nobody reads on a tablet).
wasm-bindgen --target web --no-typescript --remove-name-section --out-dir "$out" \
    "$build_dir/$target/release/friedrich-clock.wasm"
cp web/index.html web/manifest.webmanifest web/icon-192.png web/icon-512.png "$out/"
# A new build gets a new cache name, so the service worker replaces old files.
stamp=$(sha256sum "$out/friedrich-clock_bg.wasm" | cut -c1-12)
files=$(cd "$out" && find . -type f ! -name sw.js | sed 's|^\./||' | sort | sed 's/.*/"&"/' | paste -sd, -)
sed -e "s/friedrich-clock-BUILD/friedrich-clock-$stamp/" -e "s|BUILD_FILES|[$files]|" web/sw.js > "$out/sw.js"
raw=$(stat -c %s "$out/friedrich-clock_bg.wasm")
gz=$(gzip -9 -c "$out/friedrich-clock_bg.wasm" | wc -c)
echo "web: $out/ ready; wasm $raw bytes, $gz gzipped"
