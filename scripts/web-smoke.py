#!/usr/bin/env python3
# Smoke check of the web build in headless Chromium through chromedriver
# (WebDriver, no client library): loads dist/ served on 127.0.0.1:8090 (e.g.
# `cd dist && python3 -m http.server 8090`), taps Start game and the primary
# button, checks through window.friedrichClock that Frederick's clock runs,
# prints when the first frame was drawn, measures the CPU of all the browser's
# processes while the clock runs (MEASURE_SECS, default 30; compare with
# scripts/measure.sh run right after), and saves three screenshots into the
# folder given (default /tmp).
# Needs: apt-get install -y chromium chromium-driver
import json, time, base64, urllib.request, subprocess, sys
if len(sys.argv) < 2: sys.argv.append("/tmp")
import os; os.makedirs(sys.argv[1], exist_ok=True)
def call(method, path, body=None):
    req = urllib.request.Request("http://127.0.0.1:9515" + path, method=method,
        data=None if body is None else json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))["value"]
drv = subprocess.Popen(["chromedriver", "--port=9515"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(1)
try:
    caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
        "binary": "/usr/bin/chromium",
        "args": ["--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--window-size=1280,800"]}}}}
    sid = call("POST", "/session", caps)["sessionId"]
    s = "/session/" + sid
    call("POST", s + "/url", {"url": "http://127.0.0.1:8090/index.html"})
    time.sleep(4)
    def shot(name):
        png = base64.b64decode(call("GET", s + "/screenshot"))
        open(name, "wb").write(png); print("saved", name)
    def tap(x, y):
        call("POST", s + "/actions", {"actions": [{"type": "pointer", "id": "finger", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
                        {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 50},
                        {"type": "pointerUp", "button": 0}]}]})
        time.sleep(0.7)
    vp = call("POST", s + "/execute/sync", {"script": "return [innerWidth, innerHeight]", "args": []})
    print("viewport", vp)
    shot(sys.argv[1] + "/web-setup.png")
    tap(640, vp[1] - 90)       # Start game
    shot(sys.argv[1] + "/web-started.png")
    tap(640, vp[1] - 90)       # the primary button
    state = lambda: json.loads(call("POST", s + "/execute/sync", {"script": "return window.friedrichClock", "args": []}))
    before = state()
    time.sleep(2.5)
    after = state()
    shot(sys.argv[1] + "/web-running.png")
    print("first frame at", before["first_frame_ms"], "ms after navigation;", after)
    assert after["screen"] == "Table", after
    assert after["running"].startswith("ChessClock"), after
    ran = before["frederick_ms"] - after["frederick_ms"]
    assert 2000 <= ran <= 4000, ("Frederick's clock did not run 2.5 s", before, after)
    print("ok: Frederick's clock ran", ran, "ms in 2.5 s")
    def browser_ticks():
        total = 0
        for pid in os.listdir("/proc"):
            if not pid.isdigit(): continue
            try:
                cmd = open(f"/proc/{pid}/cmdline", "rb").read()
                if b"chrom" not in cmd or b"chromedriver" in cmd: continue
                fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
                total += int(fields[11]) + int(fields[12])
            except OSError:
                pass
        return total
    secs = float(os.environ.get("MEASURE_SECS", "30"))
    hz = os.sysconf("SC_CLK_TCK")
    c0, t0 = browser_ticks(), time.time()
    time.sleep(secs)
    c1, t1 = browser_ticks(), time.time()
    print("cpu_while_running (all browser processes): %.2f%% of one core over %.0f s"
          % (100 * (c1 - c0) / hz / (t1 - t0), t1 - t0))
    call("DELETE", s)
finally:
    drv.kill()
