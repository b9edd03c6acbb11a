// Friedrich Clock's service worker: the app's files are cached at install, and
// served from the cache first, so the clock starts with no network after the
// first visit. A new build (CACHE changes with it) replaces the old cache.
const CACHE = "friedrich-clock-BUILD";
// Every file of the build (index.html, the wasm, its JS and snippets, the
// manifest and icons), listed by scripts/web.sh.
const FILES = ["./"].concat(BUILD_FILES);

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(caches.match(event.request).then((hit) => hit || fetch(event.request)));
});
