#!/usr/bin/env python3
# The browser kill drill: the web build in headless Chromium, killed for real.
# Each round starts a game on a fresh origin's storage, taps the primary button
# a few times, waits a random moment (0.05 s to 3 s after the last tap), then
# kills every process of the browser with SIGKILL (it loses whatever it had not
# put on its disk yet), starts it again on the same profile and loads the page:
# it must come back to the recovery screen with every command the page had
# journaled before the kill.
#   scripts/browser-kill-drill.py [ROUNDS]      (default 20)
# Needs dist/ (make web) and: apt-get install -y chromium chromium-driver
import base64, json, os, random, signal, subprocess, sys, tempfile, time, urllib.request

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 20
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
PORT_HTTP, PORT_DRV = 8093, 9517
ORIGIN = f"http://127.0.0.1:{PORT_HTTP}"


def call(method, path, body=None, timeout=60):
    req = urllib.request.Request(f"http://127.0.0.1:{PORT_DRV}" + path, method=method,
                                 data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=timeout))["value"]


def session(profile):
    caps = {"capabilities": {"alwaysMatch": {"browserName": "chrome", "goog:chromeOptions": {
        "binary": "/usr/bin/chromium",
        "args": ["--headless=new", "--no-sandbox", "--use-angle=swiftshader",
                 "--enable-unsafe-swiftshader", "--window-size=1280,800",
                 "--disable-background-networking", "--no-first-run",
                 f"--user-data-dir={profile}"]}}}}
    return "/session/" + call("POST", "/session", caps)["sessionId"]


def run(s, script):
    return call("POST", s + "/execute/sync", {"script": script, "args": []})


def state(s):
    text = run(s, "return window.friedrichClock || null")
    return json.loads(text) if text else None


def wait_for(s, what, secs=30):
    end = time.time() + secs
    while time.time() < end:
        st = state(s)
        if st and what(st):
            return st
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting; last state {state(s)}")


def tap(s, x, y):
    call("POST", s + "/actions", {"actions": [{"type": "pointer", "id": "finger",
        "parameters": {"pointerType": "mouse"},
        "actions": [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
                    {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 40},
                    {"type": "pointerUp", "button": 0}]}]})


def journal_lines(s, st):
    text = run(s, f"return localStorage.getItem({json.dumps(st['journal'])})")
    return 0 if text is None else text.count("\n")


def tree(root):
    """The pid `root` and every process below it."""
    children = {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            ppid = int(open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[1])
            children.setdefault(ppid, []).append(int(pid))
        except OSError:
            pass
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def browser_pids(driver_pid, profile):
    """Every process of the browser: below the driver, or naming the profile
    (a helper that left its parent, like the crash handler)."""
    pids = {p for p in tree(driver_pid) if p != driver_pid}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if profile.encode() in open(f"/proc/{pid}/cmdline", "rb").read():
                pids.update(tree(int(pid)))
        except OSError:
            pass
    return sorted(pids)


def main():
    served = subprocess.Popen([sys.executable, "-m", "http.server", str(PORT_HTTP), "--bind", "127.0.0.1"],
                              cwd=os.path.join(ROOT, "dist"), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    drv = subprocess.Popen(["chromedriver", f"--port={PORT_DRV}"], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    profile = tempfile.mkdtemp(prefix="kill-drill-")
    rng = random.Random(int(os.environ.get("SEED", "2026")))
    passed, results = 0, []
    time.sleep(1)
    try:
        for round_ in range(1, ROUNDS + 1):
            s = session(profile)
            # A fresh game on a fresh storage, the same profile.
            call("POST", s + "/url", {"url": "about:blank"})
            call("POST", s + "/goog/cdp/execute", {"cmd": "Storage.clearDataForOrigin",
                 "params": {"origin": ORIGIN, "storageTypes": "all"}})
            call("POST", s + "/url", {"url": ORIGIN + "/index.html"})
            st = wait_for(s, lambda st: st.get("frames", 0) > 0 and st["screen"] == "Setup")
            h = run(s, "return innerHeight")
            tap(s, 640, h - 90)  # Start game
            st = wait_for(s, lambda st: st["screen"] == "Table")
            for _ in range(rng.randint(1, 6)):
                time.sleep(rng.uniform(0.2, 1.2))
                before = st["commands"] or 0
                tap(s, 640, h - 90)  # the primary button
                st = wait_for(s, lambda st: (st["commands"] or 0) > before, 10)
            shown = journal_lines(s, st) - 1  # the game line is not a command
            pause = rng.choice([0.05, 0.3, 1.0, 3.0, rng.uniform(0.05, 3.0)])
            time.sleep(pause)
            pids = browser_pids(drv.pid, profile)
            for pid in pids:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.5)
            try:
                call("DELETE", s, timeout=10)
            except Exception:
                pass
            s = session(profile)
            call("POST", s + "/url", {"url": ORIGIN + "/index.html"})
            st = wait_for(s, lambda st: st.get("frames", 0) > 0)
            back = st["screen"]
            kept = journal_lines(s, st) - 1 if st.get("journal") else None
            if back != "Recovery":
                # The recovery screen has no game open yet: read the newest journal.
                kept = None
            else:
                keys = run(s, "return Object.keys(localStorage).filter(k => k.endsWith('.jsonl'))")
                kept = max(run(s, f"return localStorage.getItem({json.dumps(k)})").count("\n")
                           for k in keys) - 1
            ok = back == "Recovery" and kept is not None and kept >= shown
            passed += ok
            results.append((round_, pause, len(pids), shown, back, kept, ok))
            print(f"round {round_:2}: killed {len(pids):2} processes {pause:.2f} s after the last tap; "
                  f"{shown} commands shown; back to {back} with {kept} -> {'ok' if ok else 'LOST'}",
                  flush=True)
            if not ok:
                png = base64.b64decode(call("GET", s + "/screenshot"))
                open(f"/tmp/kill-drill-{round_}.png", "wb").write(png)
            call("DELETE", s)
    finally:
        drv.kill()
        served.kill()
        subprocess.run(["rm", "-rf", profile])
    print(f"{passed} of {ROUNDS} kills came back to the recovery screen with every command")
    sys.exit(0 if passed == ROUNDS else 1)


if __name__ == "__main__":
    main()
