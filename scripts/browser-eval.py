#!/usr/bin/env python3
"""Loads a page in Firefox ESR (headless), WebKitGTK's MiniBrowser (under Xvfb) or Chromium (headless) and prints,
as JSON, what a JavaScript expression evaluates to there.

Usage: scripts/browser-eval.py firefox|webkit|chromium PAGE EXPRESSION [TIMEOUT_SECONDS]

Neither Firefox nor WebKit can be driven here as Chromium is (Debian ships no geckodriver; MiniBrowser has no
headless mode), so the page reports to us itself: this script serves PAGE (a file) on a loopback port with a small
script of the same origin (`/__reporter.js`) added at its end that, once the page has loaded, awaits EXPRESSION and
POSTs its JSON value (or the error) back; the browser, given a fresh profile, is stopped by its process group once the value has arrived, or after
TIMEOUT_SECONDS (default 60). Only the Python standard library is used.

Content-Security-Policy checks: PAGE may be an http:// URL (a running server), which is then proxied, every request
forwarded and its answer passed back with its Content-Security-Policy; or, for a file, BROWSER_EVAL_CSP gives the
policy to serve it with. Either way the policy gets 'self' in script-src and connect-src for the reporter and
nothing else, and a report-uri; any violation the browser reports makes this script fail, naming it. A policy the page
carries in a <meta> element gets the same two sources, and applies as it is otherwise.
"""
import http.server
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import urllib.error
import urllib.request

# The reporter, served as a script of the page's own origin: once the page has loaded (and, as in Chromium's
# evaluation, its deferred and module scripts have run), it posts EXPRESSION's value or error back.
REPORTER_SCRIPT = """(async () => {
  if (document.readyState !== 'complete') await new Promise(resolve => addEventListener('load', resolve, { once: true }));
  let body;
  try { body = JSON.stringify({value: await (EXPRESSION)}); } catch (error) { body = JSON.stringify({error: String(error && error.stack || error)}); }
  await fetch('/__result', {method: 'POST', body});
})();
"""


# A page's own policy: <meta http-equiv="Content-Security-Policy" content="…"> (its writer's spelling).
META_POLICY = re.compile(rb'(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(">)')


def reporting(policy):
    """`policy` letting the reporter (a script of the page's origin) run and post, with violations reported to us."""
    directives = [d.strip() for d in policy.split(";") if d.strip()]
    names = [d.split()[0] for d in directives]
    directives = [d + " 'self'" if d.split()[0] == "script-src" and "'self'" not in d.split() else d for d in directives]
    if "connect-src" not in names:
        directives.append("connect-src 'self'")
    return "; ".join(directives + ["report-uri /__csp"])


def main():
    if len(sys.argv) < 4 or sys.argv[1] not in ("firefox", "webkit", "chromium"):
        sys.exit(__doc__)
    engine, page, expression = sys.argv[1], sys.argv[2], sys.argv[3]
    timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 60
    upstream = page if page.startswith("http://") else None
    policy = os.environ.get("BROWSER_EVAL_CSP")
    checked = upstream is not None or policy is not None
    script = REPORTER_SCRIPT.replace("EXPRESSION", expression).encode()
    if upstream is None:
        with open(page, "rb") as handle:
            html = handle.read()
    arrived, result, reports = threading.Event(), {}, []

    class Handler(http.server.BaseHTTPRequestHandler):
        def answer(self, status, body, headers=()):
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def page(self):
            """The page (from the file or the server), with the reporter and the policy that reports to us."""
            headers = [("Content-Type", "text/html; charset=utf-8")]
            if upstream is None:
                body, served = html, policy
            else:
                with urllib.request.urlopen(upstream) as response:
                    body, served = response.read(), response.headers.get("Content-Security-Policy")
                    headers = [("Content-Type", response.headers.get("Content-Type"))]
            if checked:
                if served is None:
                    return self.answer(500, b"the page came without a Content-Security-Policy")
                headers.append(("Content-Security-Policy", reporting(served)))
            # A policy the page carries in a meta element applies too: it lets the reporter run and post as well
            # (report-uri has no effect there).
            body = META_POLICY.sub(lambda match: match.group(1) + reporting(match.group(2).decode()).rsplit("; report-uri", 1)[0].encode()
                                   + match.group(3), body, count=1)
            self.answer(200, body + b'<script src="/__reporter.js"></script>', headers)

        def forward(self, method):
            """Another request of the page, answered by the server."""
            length = int(self.headers.get("Content-Length", "0"))
            data = self.rfile.read(length) if length else None
            origin = "/".join(upstream.split("/")[:3])  # http://host:port
            request = urllib.request.Request(origin + self.path, data=data, method=method)
            for name in ("Content-Type", "Accept", "Authorization"):
                if self.headers.get(name):
                    request.add_header(name, self.headers[name])
            try:
                response = urllib.request.urlopen(request)
            except urllib.error.HTTPError as error:
                response = error
            with response:
                self.answer(response.status, response.read(), [(n, v) for n, v in response.headers.items()
                                                              if n.lower() in ("content-type", "content-security-policy")])

        def do_GET(self):
            path = self.path.split("?")[0]
            if path == "/__reporter.js":
                self.answer(200, script, [("Content-Type", "text/javascript")])
            elif path in ("/", "/page.html"):
                self.page()
            elif upstream is not None:
                self.forward("GET")
            else:
                self.answer(404, b"")

        def do_POST(self):
            path = self.path.split("?")[0]
            if path == "/__result":
                result["body"] = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                self.answer(204, b"")
                arrived.set()
            elif path == "/__csp":
                report = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode("utf-8", "replace")
                # The browser's own request for an icon is not the page's.
                if "/favicon.ico" not in report:
                    reports.append(report)
                self.answer(204, b"")
            elif upstream is not None:
                self.forward("POST")
            else:
                self.answer(404, b"")

        def log_message(self, *_):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.handle_error = lambda *_: None  # a browser that drops a connection (a favicon) is no failure
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/page.html"
    profile = tempfile.mkdtemp(prefix=f"scrollfx-{engine}-")
    environment = dict(os.environ, HOME=profile, XDG_RUNTIME_DIR=profile, MOZ_HEADLESS="1")
    if engine == "chromium":
        command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}", "--window-size=1280,937", url]
    elif engine == "firefox":
        command = ["firefox-esr", "--headless", "--no-remote", "--profile", profile, "--window-size", "1280,937", url]
    else:
        command = ["xvfb-run", "-a", "-s", "-screen 0 1280x937x24", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
                   "--geometry=1280x937", url]
    browser = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        if not arrived.wait(timeout):
            sys.exit(f"browser-eval: {engine} sent nothing within {timeout:g} s")
        answer = json.loads(result["body"])
        if "error" in answer:
            sys.exit(f"browser-eval: {engine}: {answer['error']}")
        if checked:
            threading.Event().wait(1)  # reports the browser sends after the value
            if reports:
                sys.exit(f"browser-eval: {engine}: the Content-Security-Policy refused: " + "\n".join(reports))
        print(json.dumps(answer.get("value")))
    finally:
        try:
            os.killpg(browser.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        browser.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
