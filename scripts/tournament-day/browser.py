#!/usr/bin/env python3
"""One step of a browser on the tournament day (scripts/tournament-day.sh),
through chromedriver's WebDriver (plain urllib, no client library).

    browser.py start W H [phone] [LANG]   prints a session id
    browser.py STEP ARGS...               with WD_SESSION set

WD_URL is chromedriver's address (default http://127.0.0.1:9515). A step
that waits, waits on a signal the page gives (the hall's pages number each
ask in body[data-asked]; body[data-drawn] is the last ask drawn,
body[data-answered] the last post answered, body[data-previewed] the last
result form's preview swapped in; the web clock publishes
window.friedrichClock), polled every 50 ms up to WAIT seconds (default 30),
never a pause that a busy machine could outlast. A step that fails says
what it waited for, and the page's #msg, and exits 1.

Steps:
  open URL                  the page, and its first fragment drawn
  go URL                    the page, loaded (the web clock, a file)
  click SEL [drawn|answered|none]   a mouse click on SEL's middle, then the
                            page's signal that what it asked is drawn, or
                            that the post is answered (default drawn)
  tab NAME                  the jury's tab NAME, drawn
  set SEL VALUE             types VALUE into the field SEL (by script)
  form ID JSON              fills result form ID's fields by name, then
                            waits for the preview the last keystroke asked
  text SEL                  prints SEL's text ("" if none)
  js SCRIPT                 runs SCRIPT (a function body), prints its JSON
  until SCRIPT [WHAT]       waits until SCRIPT returns true
  until-hovered SCRIPT X Y [WHAT]   the same, the mouse moved by a pixel at
                            (X, Y) between polls (a canvas draws on input)
  tap X Y                   a mouse click at (X, Y) in the window (the web
                            clock draws on a canvas: no element to find)
  scroll SEL [top]          puts SEL in the middle of the window (top: just
                            under the page's header)
  shot FILE [full]          the window as PNG (full: as tall as the page,
                            up to 6000 px), once two frames are painted
  stop                      ends the session
"""
import base64
import json
import os
import sys
import time
import urllib.error
import urllib.request

WD = os.environ.get("WD_URL", "http://127.0.0.1:9515")
WAIT = float(os.environ.get("WAIT", "30"))


def call(method, path, body=None):
    req = urllib.request.Request(
        WD + path, method=method,
        data=None if body is None else json.dumps(body).encode(),
        headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as answer:
            return json.load(answer)["value"]
    except urllib.error.HTTPError as e:
        said = e.read().decode(errors="replace")
        try:
            said = json.loads(said)["value"]["message"]
        except (ValueError, KeyError, TypeError):
            pass
        sys.exit(f"webdriver {method} {path}: {e.code} {said[:400]}")


def session():
    s = os.environ.get("WD_SESSION")
    if not s:
        sys.exit("no WD_SESSION")
    return "/session/" + s


def js(script, *args):
    return call("POST", session() + "/execute/sync", {"script": script, "args": list(args)})


def fail(what):
    msg = js("const m = document.getElementById('msg'); return m ? m.textContent : ''")
    sys.exit(f"gave up waiting for {what} on {js('return location.href')}"
             + (f" (the page says: {msg})" if msg else ""))


def until(script, what, *args, poke=None):
    end = time.monotonic() + WAIT
    while True:
        if js(script, *args) is True:
            return
        if time.monotonic() > end:
            fail(what)
        if poke:
            poke()
        time.sleep(0.05)


def hover(x, y):
    call("POST", session() + "/actions", {"actions": [{
        "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
        "actions": [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"}]}]})


def signal(name):
    return js(f"return Number(document.body.dataset.{name} || 0)")


def start(width, height, phone=False, lang=None):
    args = ["--headless=new", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
            "--disable-background-networking", "--no-first-run", "--hide-scrollbars",
            f"--window-size={width},{height}"]
    if os.getuid() == 0:
        args.append("--no-sandbox")
    prefs = {}
    if lang:
        args.append(f"--lang={lang}")
        prefs["intl.accept_languages"] = lang
    # The page's viewport exactly, one pixel per CSS pixel (as
    # tests/browser/engine.rs); a phone with touch and a phone's browser.
    emulation = {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0,
                                   "touch": phone}}
    if phone:
        emulation["userAgent"] = ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                                  "(KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36")
    options = {"args": args, "prefs": prefs, "mobileEmulation": emulation}
    if os.path.exists("/usr/bin/chromium"):
        options["binary"] = "/usr/bin/chromium"
    end = time.monotonic() + WAIT
    while True:  # chromedriver just started: wait until it answers
        try:
            call("GET", "/status")
            break
        except OSError:
            if time.monotonic() > end:
                sys.exit("chromedriver does not answer")
            time.sleep(0.05)
    made = call("POST", "/session", {"capabilities": {"alwaysMatch": {
        "browserName": "chrome", "goog:chromeOptions": options}}})
    print(made["sessionId"])


def tap(x, y):
    call("POST", session() + "/actions", {"actions": [{
        "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
        "actions": [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
                    {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 40},
                    {"type": "pointerUp", "button": 0}]}]})
    call("DELETE", session() + "/actions")


def click_at(selector):
    at = js("const e = document.querySelector(arguments[0]); if (!e) return null;"
            " e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();"
            " return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];",
            selector)
    if at is None:
        fail(f"{selector} to click")
    tap(at[0], at[1])


def painted():
    js("window.dayPainted = false; requestAnimationFrame(() => requestAnimationFrame("
       "() => { window.dayPainted = true; })); return true")
    until("return window.dayPainted === true", "two frames painted")


def main():
    step, args = sys.argv[1], sys.argv[2:]
    if step == "start":
        start(int(args[0]), int(args[1]), len(args) > 2 and args[2] == "phone",
              args[3] if len(args) > 3 else None)
    elif step == "open":
        # A page opened anew: its own first fragment, not the last one's
        # (an address that differs by its #tab alone would not load again).
        call("POST", session() + "/url", {"url": "about:blank"})
        call("POST", session() + "/url", {"url": args[0]})
        until("return document.readyState === 'complete' && !!document.body"
              " && Number(document.body.dataset.drawn || 0) > 0", f"{args[0]} drawn")
    elif step == "go":
        call("POST", session() + "/url", {"url": args[0]})
        until("return document.readyState === 'complete'", f"{args[0]} loaded")
    elif step in ("click", "tab"):
        selector = f"[data-tab={args[0]}]" if step == "tab" else args[0]
        wait = "drawn" if step == "tab" else (args[1] if len(args) > 1 else "drawn")
        asked = signal("asked")
        click_at(selector)
        if wait != "none":
            until(f"return Number(document.body.dataset.{wait} || 0) > {asked}",
                  f"{selector} {wait}")
    elif step == "tap":
        tap(int(args[0]), int(args[1]))
    elif step == "set":
        ok = js("const e = document.querySelector(arguments[0]); if (!e) return false;"
                " e.focus(); e.value = arguments[1]; e.dataset.edited = '1';"
                " e.dispatchEvent(new Event('input', {bubbles: true})); return true",
                args[0], args[1])
        if not ok:
            fail(f"the field {args[0]}")
    elif step == "form":
        fields = json.loads(args[1])
        missing = js("const f = document.getElementById(arguments[0]); if (!f) return 'the form';"
                     " for (const [k, v] of Object.entries(arguments[1])) {"
                     " const e = f.elements[k]; if (!e) return k;"
                     " if (e.type === 'checkbox') e.checked = v; else e.value = v; }"
                     " f.elements['turns'].dispatchEvent(new Event('input', {bubbles: true}));"
                     " return null", args[0], fields)
        if missing:
            fail(f"{missing} in the form {args[0]}")
        asked = signal("previewAsked")
        until(f"return Number(document.body.dataset.previewed || 0) >= {asked}",
              f"the preview of {args[0]}")
    elif step == "text":
        print(js("const e = document.querySelector(arguments[0]);"
                 " return e ? e.textContent : ''", args[0]))
    elif step == "js":
        print(json.dumps(js(args[0])))
    elif step == "until":
        until(args[0], args[1] if len(args) > 1 else args[0])
    elif step == "until-hovered":
        # The web clock draws a frame only when something happens: the
        # mouse moves by a pixel at (X, Y) between polls, so that each poll
        # sees a fresh frame's summary.
        x, y = int(args[1]), int(args[2])
        moves = iter(range(1 << 30))
        until(args[0], args[3] if len(args) > 3 else args[0],
              poke=lambda: hover(x + next(moves) % 2, y))
    elif step == "scroll":
        # top: just under the page's header (the tabs), else the middle.
        if not js("const e = document.querySelector(arguments[0]); if (!e) return false;"
                  " if (arguments[1]) { const h = document.querySelector('header');"
                  " window.scrollBy(0, e.getBoundingClientRect().top - (h ? h.offsetHeight : 0) - 48); }"
                  " else e.scrollIntoView({block: 'center'}); return true",
                  args[0], len(args) > 1 and args[1] == "top"):
            fail(f"{args[0]} to scroll to")
    elif step == "shot":
        full = len(args) > 1 and args[1] == "full"
        before = None
        if full:
            size = js("return [innerWidth, innerHeight,"
                      " Math.min(6000, document.documentElement.scrollHeight)]")
            before = size[:2]
            js("window.scrollTo(0, 0); return true")
            set_viewport(size[0], max(size[1], size[2]))
        painted()
        with open(args[0], "wb") as f:
            f.write(base64.b64decode(call("GET", session() + "/screenshot")))
        if before:
            set_viewport(*before)
        print(args[0])
    elif step == "stop":
        call("DELETE", session())
    else:
        sys.exit(f"no step {step}")


def set_viewport(width, height):
    """The viewport's size by the DevTools protocol (the emulated device's
    metrics), so a screenshot can hold the whole page."""
    call("POST", session() + "/goog/cdp/execute", {
        "cmd": "Emulation.setDeviceMetricsOverride",
        "params": {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}})
    until(f"return innerHeight === {height}", "the window resized")


if __name__ == "__main__":
    main()
