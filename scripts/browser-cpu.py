#!/usr/bin/env python3
# The web clock's CPU beside a DOM page of the same two clocks and a blank
# page, in one run (issue 39; docs/performance.md "The web clock on a
# battery"). Each page gets a headless Chromium of its own (SwiftShader WebGL,
# WIDTHxHEIGHT, default 1280x800) through chromedriver, one after the other;
# only that browser's processes are counted (the descendants of our own
# chromedriver, read from /proc). The web clock runs Frederick's chess clock
# (2:09:xx, one change a second) and its frames are read from the page's own
# count (window.friedrichClock.frames); the DOM page writes its two clocks'
# text once a second; the blank page does nothing.
#
#   scripts/browser-cpu.py [SECONDS]      (default 30; needs `make web`)
#
# Prints, per page: CPU in % of one core, frames a second, and the ratio to
# the DOM page. Needs: apt-get install -y chromium chromium-driver
import http.server, json, os, socket, subprocess, sys, threading, time, urllib.error, urllib.request
from functools import partial

SECS = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
SIZE = os.environ.get("SIZE", "1280x800")
W, H = (int(v) for v in SIZE.split("x"))
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST = os.path.join(ROOT, "dist")
if not os.path.exists(os.path.join(DIST, "friedrich-clock_bg.wasm")):
    sys.exit("no web build in dist/: run make web")

DOM_PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><style>
html,body{margin:0;height:100%;background:#14161b;color:#f2f4f7;font-family:sans-serif}
.row{display:flex;height:70%;align-items:center;justify-content:space-around}
.clock{font-size:160px;font-variant-numeric:tabular-nums}
.bar{height:30%;display:flex;align-items:center;justify-content:center;background:#1f6fd1;font-size:48px}
</style></head><body><div class="row"><div class="clock" id="f">2:10:00</div>
<div class="clock" id="a">2:10:00</div></div><div class="bar">Frederick's clock » Prussia</div>
<script>let left=7800;setInterval(()=>{left--;const s=left%60,m=Math.floor(left/60)%60,h=Math.floor(left/3600);
document.getElementById('f').textContent=h+':'+String(m).padStart(2,'0')+':'+String(s).padStart(2,'0')},1000)</script>
</body></html>"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def serve(folder, extra):
    class Handler(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if self.path == "/dom.html":
                body = extra.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            super().do_GET()

        def log_message(self, *args):
            pass

    Handler.extensions_map[".wasm"] = "application/wasm"
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=folder))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd.server_address[1]


def children_of(root):
    """Every process under `root` (its pid included)."""
    parents = {}
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                stat = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
                parents[int(pid)] = int(stat[1])
            except OSError:
                pass
    found, grew = {root}, True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in found and pid not in found:
                found.add(pid)
                grew = True
    return found


def ticks(pids):
    total = 0
    for pid in pids:
        try:
            stat = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
            total += int(stat[11]) + int(stat[12])
        except OSError:
            pass
    return total


def measure(url, clock):
    port = free_port()
    driver = subprocess.Popen(["chromedriver", f"--port={port}"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def call(method, path, body=None):
        req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method,
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            return json.load(urllib.request.urlopen(req))["value"]
        except urllib.error.HTTPError as e:
            raise SystemExit(f"{method} {path}: {e.read().decode()[:500]}")

    for _ in range(100):
        try:
            call("GET", "/status")
            break
        except OSError:
            time.sleep(0.1)
    try:
        caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
            "binary": "/usr/bin/chromium",
            "args": ["--headless=new", "--no-sandbox", "--use-angle=swiftshader",
                     "--enable-unsafe-swiftshader", "--disable-background-networking",
                     "--no-first-run", f"--window-size={W},{H}"]}}}}
        s = "/session/" + call("POST", "/session", caps)["sessionId"]
        run = lambda js: call("POST", s + "/execute/sync", {"script": js, "args": []})
        call("POST", s + "/url", {"url": url})
        summary = lambda: json.loads(run("return window.friedrichClock || 'null'") or "null")
        if clock:
            def tap(x, y):
                call("POST", s + "/actions", {"actions": [{"type": "pointer", "id": "m",
                    "parameters": {"pointerType": "mouse"},
                    "actions": [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
                                {"type": "pointerDown", "button": 0},
                                {"type": "pointerUp", "button": 0}]}]})
            def until(what, test):
                for _ in range(600):
                    got = summary()
                    if got and test(got):
                        return got
                    time.sleep(0.1)
                sys.exit(f"gave up waiting for {what}")
            until("setup", lambda g: g["screen"] == "Setup" and g["settled"])
            vw, vh = run("return [innerWidth, innerHeight]")
            tap(vw // 2, vh - 90)  # Start game
            until("the table", lambda g: g["screen"] == "Table" and g["settled"])
            if clock == "running":
                tap(vw // 2, vh - 90)  # Start turn: Frederick's clock runs
                until("Frederick's clock", lambda g: "Frederick" in (g["running"] or ""))
        time.sleep(3)  # the page's start settles
        pids = children_of(driver.pid) - {driver.pid}
        f0 = summary()["frames"] if clock else None
        c0, t0 = ticks(pids), time.time()
        time.sleep(SECS)
        c1, t1 = ticks(children_of(driver.pid) - {driver.pid}), time.time()
        got = summary() if clock else None
        cpu = 100 * (c1 - c0) / os.sysconf("SC_CLK_TCK") / (t1 - t0)
        fps = (got["frames"] - f0) / (t1 - t0) if clock else None
        cost = got.get("frame_ms") if clock else None
        call("DELETE", s)
        return cpu, fps, cost
    finally:
        # The browser goes with its driver, whatever happened: a browser left
        # running would be measured by the next run's machine.
        for pid in children_of(driver.pid):
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        driver.wait()


port = serve(DIST, DOM_PAGE)
base = f"http://localhost:{port}"
results = [
    ("the web clock, table view", *measure(f"{base}/index.html", "running")),
    ("DOM page, same layout", *measure(f"{base}/dom.html", False)),
    ("blank page", *measure("about:blank", False)),
]
if os.environ.get("STOPPED"):
    # The table with no clock running: what the page costs when it draws
    # nothing (eframe's loop of animation frames, the compositor).
    results.append(("the web clock, stopped", *measure(f"{base}/index.html", "stopped")))
dom = results[1][1]
print(f"{SECS:.0f} s each, headless Chromium (SwiftShader), {W}x{H}")
for name, cpu, fps, cost in results:
    frames = f"{fps:.2f}" if fps is not None else "—"
    print(f"{name:28} CPU {cpu:6.2f}% of one core   frames/s {frames:>5}   "
          f"×DOM {cpu / dom:5.2f}" + (f"   frame_ms {json.dumps(cost)}" if cost else ""))
