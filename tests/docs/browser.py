#!/usr/bin/env python3
# SPDX-License-Identifier: MIT OR GPL-2.0-only
#
# tests/docs/browser.py - open local pages in headless Chromium and report
# what a reader would get: every console message, exception and log entry of
# level error or warning, every request the page made, the value of a
# JavaScript expression (read through the DOM), and a full-page screenshot.
# tests/docs/pictures.sh uses it; python3's standard library only.
#
# It speaks the DevTools protocol over --remote-debugging-pipe (file
# descriptors 3 and 4, one JSON message per NUL-terminated record), so it
# needs no WebSocket client and no network port. One browser serves every
# page: each is a new target, closed before the next.
#
# Usage: browser.py [--chromium CMD] [--timeout S] PAGES.tsv
#   one line per page, TAB-separated: URL PNG [WIDTH [EXPRESSION]]: the page
#   (a file:// URL), where to write its screenshot, the viewport width in CSS
#   pixels (default 1200; the height is the page's), and an expression whose
#   value (an array of strings) is printed line by line.
# Output, one TAB-separated line per fact, in order:
#   page     URL
#   request  URL                        every request (the page's own included)
#   console  LEVEL  TEXT                console.* calls of level error/warning,
#                                       uncaught exceptions (LEVEL exception),
#                                       and the browser's log entries of level
#                                       error/warning (a file that failed to
#                                       load, a blocked request, ...)
#   value    LINE                       each string of the expression's value
#   shot     PNG  WIDTH  HEIGHT         the screenshot written
#   error    TEXT                       the page could not be checked (the
#                                       test fails on it)
# Exit status: 0 when every page was loaded, 1 otherwise, 2 on bad usage.
# Chromium's own stderr (dbus, GPU probes: noise on a server) goes to
# $BROWSER_LOG (default /dev/null).

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-extensions", "--hide-scrollbars", "--mute-audio",
    "--remote-debugging-pipe",
]


class Browser:
    def __init__(self, cmd, timeout):
        self.deadline = time.monotonic() + timeout
        self.profile = tempfile.mkdtemp(prefix="ifc-chromium-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def fds():	# the browser reads fd 3 and writes fd 4
            # copies above both first, so neither dup2 overwrites the other's source
            a = fcntl.fcntl(to_browser_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_browser_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)
        log = open(os.environ.get("BROWSER_LOG", os.devnull), "ab")
        self.proc = subprocess.Popen(
            cmd + FLAGS + ["--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=log, stderr=log, preexec_fn=fds, close_fds=False)
        log.close()
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buf = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self.to_browser, self.from_browser):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def _read(self):
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no answer from Chromium in time")
        r, _, _ = select.select([self.from_browser], [], [], left)
        if not r:
            raise TimeoutError("no answer from Chromium in time")
        data = os.read(self.from_browser, 1 << 20)
        if not data:
            raise EOFError("Chromium closed the pipe (exit status %s)" % self.proc.poll())
        self.buf += data
        while b"\0" in self.buf:
            msg, self.buf = self.buf.split(b"\0", 1)
            yield json.loads(msg)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        mid = self.next_id
        msg = {"id": mid, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self.to_browser, json.dumps(msg).encode() + b"\0")
        while True:
            for m in self._read():
                if m.get("id") == mid:
                    if "error" in m:
                        raise RuntimeError("%s: %s" % (method, m["error"].get("message")))
                    return m.get("result", {})
                if "method" in m:
                    self.events.append(m)

    def wait_event(self, method, session):
        while True:
            for i, m in enumerate(self.events):
                if m.get("method") == method and m.get("sessionId") == session:
                    del self.events[i]
                    return m
            for m in self._read():
                if "method" in m:
                    self.events.append(m)


def console_text(params):
    out = []
    for a in params.get("args", []):
        if "value" in a:
            out.append(str(a["value"]))
        else:
            out.append(a.get("description", a.get("type", "")))
    return " ".join(out)


def flat(text):
    return " ".join(str(text).split())


def check_page(b, url, png, width, expr):
    print("page\t%s" % url)
    target = b.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    s = b.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    try:
        for domain in ("Page", "Runtime", "Log", "Network"):
            b.send(domain + ".enable", session=s)
        b.send("Emulation.setDeviceMetricsOverride",
               {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False}, session=s)
        nav = b.send("Page.navigate", {"url": url}, session=s)
        if nav.get("errorText"):
            print("error\tcannot load %s: %s" % (url, nav["errorText"]))
            return False
        b.wait_event("Page.loadEventFired", s)
        value = []
        if expr:
            r = b.send("Runtime.evaluate", {"expression": expr, "returnByValue": True}, session=s)
            if "exceptionDetails" in r:
                print("error\tthe expression threw: %s"
                      % flat(r["exceptionDetails"].get("exception", {}).get("description",
                             r["exceptionDetails"].get("text"))))
                return False
            value = r["result"].get("value")
            if not isinstance(value, list):
                print("error\tthe expression gave %r, not an array of strings" % value)
                return False
        # the page's own size: the root <svg>'s, or the document's
        size = b.send("Runtime.evaluate", {"returnByValue": True, "expression":
                      "(() => { const e = document.documentElement;"
                      " const r = e.getBoundingClientRect();"
                      " if (e.localName === 'svg') return [Math.ceil(r.width), Math.ceil(r.height)];"
                      " return [Math.ceil(Math.max(e.scrollWidth, r.width)),"
                      " Math.ceil(Math.max(e.scrollHeight, r.height))]; })()"},
                      session=s)["result"]["value"]
        w, h = max(1, min(int(size[0]), 4000)), max(1, min(int(size[1]), 16000))
        b.send("Emulation.setDeviceMetricsOverride",
               {"width": w, "height": h,
                "deviceScaleFactor": 1, "mobile": False}, session=s)
        shot = b.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                "optimizeForSpeed": True},
                      session=s)
        with open(png, "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        # a last look for messages that came in while it rendered
        b.send("Runtime.evaluate", {"expression": "0"}, session=s)
        for m in [e for e in b.events if e.get("sessionId") == s]:
            p = m["params"]
            if m["method"] == "Network.requestWillBeSent":
                print("request\t%s" % p["request"]["url"])
            elif m["method"] == "Runtime.consoleAPICalled" and p["type"] in ("error", "assert", "warning"):
                print("console\t%s\t%s" % (p["type"], flat(console_text(p))))
            elif m["method"] == "Runtime.exceptionThrown":
                d = p["exceptionDetails"]
                print("console\texception\t%s" % flat(d.get("exception", {}).get("description", d.get("text"))))
            elif m["method"] == "Log.entryAdded" and p["entry"]["level"] in ("error", "warning"):
                e = p["entry"]
                print("console\t%s\t%s%s" % (e["level"], flat(e["text"]),
                                             (" (" + e["url"] + ")") if e.get("url") else ""))
        b.events = [e for e in b.events if e.get("sessionId") != s]
        for line in value:
            print("value\t%s" % line)
        print("shot\t%s\t%d\t%d" % (png, w, h))
        return True
    finally:
        b.send("Target.closeTarget", {"targetId": target})


def main(argv):
    cmd = ["chromium"]
    timeout = 60.0
    args = list(argv)
    while len(args) > 1 and args[0] in ("--chromium", "--timeout"):
        if args[0] == "--chromium":
            cmd = args[1].split()
        else:
            timeout = float(args[1])
        del args[:2]
    if len(args) != 1:
        print("usage: browser.py [--chromium CMD] [--timeout S] PAGES.tsv", file=sys.stderr)
        return 2
    pages = []
    with open(args[0], encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if not line:
                continue
            p = line.split("\t", 3)
            if len(p) < 2:
                print("browser.py: %s: want URL<TAB>PNG[<TAB>WIDTH[<TAB>EXPRESSION]]: %r"
                      % (args[0], line), file=sys.stderr)
                return 2
            pages.append((p[0], p[1], int(p[2]) if len(p) > 2 and p[2] else 1200,
                          p[3] if len(p) > 3 else ""))
    if not pages:
        print("browser.py: no page in %s" % args[0], file=sys.stderr)
        return 2
    ok = True
    b = Browser(cmd, timeout)
    try:
        for url, png, width, expr in pages:
            try:
                ok = check_page(b, url, png, width, expr) and ok
            except RuntimeError as e:
                print("error\t%s: %s" % (url, flat(e)))
                ok = False
            sys.stdout.flush()
    except (TimeoutError, EOFError, OSError) as e:
        print("error\t%s" % flat(e))
        ok = False
    finally:
        b.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
